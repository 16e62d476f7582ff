/**
 * The binary Q&A index: one self-verifying file that carries everything a
 * container needs (articles, chunks, quantised vectors, BM25 postings), so a
 * single S3 object or a single local file is the whole index.
 *
 * Layout (little-endian):
 *   0   8 bytes  magic "DDQAIDX1"
 *   8   32 bytes SHA-256 of every byte from offset 40 to the end
 *   40  u32      length H of the header JSON
 *   44  H bytes  header JSON (IndexHeader), then sections, each 8-byte aligned,
 *                at the offsets the header lists (relative to the file start)
 *
 * Vectors are int8 with one float32 scale per vector: v ≈ scale × q. A
 * 1536-dimension vector costs 1.5 KB instead of 6 KB, and cosine ranking is
 * unchanged to about three decimal places. Version 2 stores only the
 * vectors' non-zero values, and document frequencies instead of posting
 * starts (index-codec.ts): the committed index went from 3.00 MiB to about
 * 2 MiB. A file of another version is refused with the command that rebuilds it.
 */
import { createHash } from 'node:crypto';
import { QA_LOCALES, type QaLocale } from '../languages';
import { decodeVectors, encodeDocumentFrequencies, encodeVectors, IndexFormatError, postingStarts } from './index-codec';

export { IndexFormatError } from './index-codec';
import type { TermTable } from './term-stats';

export const MAGIC = 'DDQAIDX1';
/** The layout this code writes and reads; the magic bytes stay, so an older file gets a clear version message. */
export const INDEX_VERSION = 2;
const PREFIX = 44;

type Section = [offset: number, length: number];
const SECTION_NAMES = [
  'articles',
  'chunks',
  'scales',
  'vector_counts',
  'vector_gaps',
  'vector_values',
  'terms',
  'posting_df',
  'posting_chunk',
  'posting_count',
  'chunk_length',
] as const;
const COUNT_NAMES = ['articles', 'chunks', 'topics', 'terms', 'postings'] as const;

export interface IndexHeader {
  format: 'dysphagia-qa-index';
  version: typeof INDEX_VERSION;
  embedding_model: string;
  dimensions: number;
  quantisation: 'int8-per-vector-scale';
  corpus_sha256: string;
  updated: string;
  counts: Record<(typeof COUNT_NAMES)[number], number> & { locales: Record<string, number> };
  bm25: { k1: number; b: number; avg_length: number };
  sections: Record<(typeof SECTION_NAMES)[number], Section>;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isSection = (v: unknown): v is Section => Array.isArray(v) && v.length === 2 && isCount(v[0]) && isCount(v[1]);

/**
 * The header JSON, checked field by field and rebuilt with exactly the
 * fields of IndexHeader (a schema library's first use costs ~10 ms of a cold
 * start). Throws IndexFormatError when anything is missing or of the wrong kind.
 */
function headerFrom(h: unknown): IndexHeader {
  const { counts, bm25, sections } = isRecord(h) ? h : {};
  const ok =
    isRecord(h) &&
    h.format === 'dysphagia-qa-index' &&
    h.version === INDEX_VERSION &&
    typeof h.embedding_model === 'string' &&
    h.embedding_model.length > 0 &&
    Number.isInteger(h.dimensions) &&
    (h.dimensions as number) >= 1 &&
    h.quantisation === 'int8-per-vector-scale' &&
    typeof h.corpus_sha256 === 'string' &&
    /^[0-9a-f]{64}$/.test(h.corpus_sha256) &&
    typeof h.updated === 'string' &&
    isRecord(counts) &&
    COUNT_NAMES.every((k) => isCount(counts[k])) &&
    isRecord(counts.locales) &&
    Object.values(counts.locales).every(Number.isInteger) &&
    isRecord(bm25) &&
    ['k1', 'b', 'avg_length'].every((k) => typeof bm25[k] === 'number') &&
    isRecord(sections) &&
    SECTION_NAMES.every((k) => isSection(sections[k]));
  if (!ok) throw new IndexFormatError('index header is not valid');
  const v = h as unknown as IndexHeader;
  const c = v.counts;
  return {
    format: v.format,
    version: v.version,
    embedding_model: v.embedding_model,
    dimensions: v.dimensions,
    quantisation: v.quantisation,
    corpus_sha256: v.corpus_sha256,
    updated: v.updated,
    counts: { articles: c.articles, chunks: c.chunks, topics: c.topics, terms: c.terms, postings: c.postings, locales: { ...c.locales } },
    bm25: { k1: v.bm25.k1, b: v.bm25.b, avg_length: v.bm25.avg_length },
    sections: Object.fromEntries(SECTION_NAMES.map((k) => [k, [v.sections[k][0], v.sections[k][1]]])) as IndexHeader['sections'],
  };
}

export interface StoredArticle {
  id: string;
  topic: string;
  locale: QaLocale;
  title: string;
  url: string;
  updated: string;
  body: string;
}

const ARTICLE_STRING_FIELDS = ['id', 'topic', 'title', 'url', 'updated', 'body'] as const;
const LOCALES: ReadonlySet<string> = new Set(QA_LOCALES);

/**
 * The stored articles, checked field by field (a schema library costs more
 * than the rest of the load at cold start); each is rebuilt with exactly the
 * stored fields, in this order.
 */
function articlesFrom(value: unknown): StoredArticle[] {
  if (!Array.isArray(value)) throw new IndexFormatError('index articles are not a list');
  return value.map((a: Record<string, unknown>) => {
    const ok =
      typeof a === 'object' &&
      a !== null &&
      ARTICLE_STRING_FIELDS.every((f) => typeof a[f] === 'string') &&
      LOCALES.has(a.locale as string);
    if (!ok) throw new IndexFormatError('index article is not valid');
    const { id, topic, locale, title, url, updated, body } = a as unknown as StoredArticle;
    return { id, topic, locale, title, url, updated, body };
  });
}

function isCount(v: unknown): v is number {
  return Number.isInteger(v) && (v as number) >= 0;
}

/** The stored chunks, [article index, heading, start, end] each, checked and unpacked. */
function chunksFrom(value: unknown): IndexPayload['chunks'] {
  if (!Array.isArray(value)) throw new IndexFormatError('index chunks are not a list');
  return value.map((c: unknown) => {
    const ok = Array.isArray(c) && c.length === 4 && isCount(c[0]) && typeof c[1] === 'string' && isCount(c[2]) && isCount(c[3]);
    if (!ok) throw new IndexFormatError('index chunk is not valid');
    return { article: c[0] as number, heading: c[1] as string, start: c[2] as number, end: c[3] as number };
  });
}

/** What an index holds besides its header: articles, chunks, vectors and the BM25 term table. */
export interface IndexPayload {
  articles: StoredArticle[];
  chunks: { article: number; heading: string; start: number; end: number }[];
  scales: Float32Array;
  vectors: Int8Array;
  table: TermTable;
  /** BM25 length of each chunk (sum of feature counts). */
  chunkLength: Uint16Array;
}

export interface DecodedIndex extends IndexPayload {
  header: IndexHeader;
  /** SHA-256 of the payload (every byte after the checksum field), as stored in the file. */
  sha256: string;
  bytes: number;
}

export interface EncodeInput extends IndexPayload {
  header: Omit<IndexHeader, 'sections' | 'format' | 'version' | 'quantisation'>;
}

const align8 = (n: number) => (n + 7) & ~7;

function bytesOf(view: ArrayBufferView): Uint8Array {
  return new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
}

/** Quantise a unit vector to int8 with its scale. */
export function quantise(v: Float32Array, into: Int8Array, offset: number): number {
  let max = 0;
  for (let i = 0; i < v.length; i++) max = Math.max(max, Math.abs(v[i]!));
  const scale = max > 0 ? max / 127 : 1;
  for (let i = 0; i < v.length; i++) into[offset + i] = Math.round(v[i]! / scale);
  return scale;
}

/** Serialise an index. Deterministic: the same input gives the same bytes. */
export function encodeIndex(input: EncodeInput): Uint8Array {
  const enc = new TextEncoder();
  const sparse = encodeVectors(input.vectors, input.header.dimensions);
  const parts: [keyof IndexHeader['sections'], Uint8Array][] = [
    ['articles', enc.encode(JSON.stringify(input.articles))],
    ['chunks', enc.encode(JSON.stringify(input.chunks.map((c) => [c.article, c.heading, c.start, c.end])))],
    ['scales', bytesOf(input.scales)],
    ['vector_counts', bytesOf(sparse.counts)],
    ['vector_gaps', sparse.gaps],
    ['vector_values', bytesOf(sparse.values)],
    ['terms', bytesOf(input.table.terms)],
    ['posting_df', bytesOf(encodeDocumentFrequencies(input.table))],
    ['posting_chunk', bytesOf(input.table.postingChunk)],
    ['posting_count', bytesOf(input.table.postingCount)],
    ['chunk_length', bytesOf(input.chunkLength)],
  ];
  // The header holds the section offsets, which depend on the header's length: iterate to a fixed point.
  let headerBytes = new Uint8Array(0);
  let sections = {} as IndexHeader['sections'];
  for (let guess = 0; ; ) {
    let at = align8(PREFIX + guess);
    sections = {} as IndexHeader['sections'];
    for (const [name, data] of parts) {
      sections[name] = [at, data.length];
      at = align8(at + data.length);
    }
    const header: IndexHeader = {
      format: 'dysphagia-qa-index',
      version: INDEX_VERSION,
      quantisation: 'int8-per-vector-scale',
      ...input.header,
      sections,
    };
    headerBytes = enc.encode(JSON.stringify(header));
    if (align8(PREFIX + headerBytes.length) === align8(PREFIX + guess)) break;
    guess = headerBytes.length;
  }
  const last = parts[parts.length - 1]!;
  const total = align8(sections[last[0]][0] + last[1].length);
  const out = new Uint8Array(total);
  out.set(enc.encode(MAGIC), 0);
  new DataView(out.buffer).setUint32(40, headerBytes.length, true);
  out.set(headerBytes, PREFIX);
  for (const [name, data] of parts) out.set(data, sections[name][0]);
  out.set(createHash('sha256').update(out.subarray(40)).digest(), 8);
  return out;
}

/** The verified header of an index file, after its magic bytes and checksum. */
function readHeader(bytes: Uint8Array): { header: IndexHeader; sha256: string } {
  if (bytes.length < PREFIX || new TextDecoder().decode(bytes.subarray(0, 8)) !== MAGIC) {
    throw new IndexFormatError('not a Q&A index file (bad magic bytes)');
  }
  const expected = Buffer.from(bytes.subarray(8, 40)).toString('hex');
  const actual = createHash('sha256').update(bytes.subarray(40)).digest('hex');
  if (expected !== actual) throw new IndexFormatError('index checksum mismatch: the file is corrupt or truncated');
  const headerLength = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(40, true);
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(bytes.subarray(PREFIX, PREFIX + headerLength)));
  } catch {
    throw new IndexFormatError('index header is not valid');
  }
  const version = isRecord(parsed) ? parsed.version : undefined;
  if (isRecord(parsed) && parsed.format === 'dysphagia-qa-index' && version !== INDEX_VERSION) {
    throw new IndexFormatError(
      `index format version ${String(version)} is not supported (this service reads version ${INDEX_VERSION}): rebuild it with npm run build:index`,
    );
  }
  return { header: headerFrom(parsed), sha256: expected };
}

/** Read and verify an index file. Throws IndexFormatError saying what is wrong. */
export function decodeIndex(input: Uint8Array): DecodedIndex {
  // Typed-array views need aligned offsets: copy a buffer that does not start on one.
  const bytes = input.byteOffset % 8 === 0 ? input : input.slice();
  const { header, sha256 } = readHeader(bytes);
  const section = (name: keyof IndexHeader['sections']) => {
    const [offset, length] = header.sections[name];
    if (offset + length > bytes.length || offset % 8 !== 0) throw new IndexFormatError(`index section "${name}" is out of bounds`);
    return { offset: bytes.byteOffset + offset, length };
  };
  const json = (name: 'articles' | 'chunks') => {
    const s = section(name);
    // Buffer's UTF-8 decoder is several times faster than TextDecoder's on half a megabyte of CJK text.
    return JSON.parse(Buffer.from(bytes.buffer, s.offset, s.length).toString('utf8')) as unknown;
  };
  const typed = <T>(
    name: keyof IndexHeader['sections'],
    Ctor: { new (b: ArrayBufferLike, o: number, l: number): T; BYTES_PER_ELEMENT: number },
  ): T => {
    const s = section(name);
    if (s.length % Ctor.BYTES_PER_ELEMENT !== 0) throw new IndexFormatError(`index section "${name}" has a bad length`);
    return new Ctor(bytes.buffer, s.offset, s.length / Ctor.BYTES_PER_ELEMENT);
  };
  const articles = articlesFrom(json('articles'));
  const chunks = chunksFrom(json('chunks'));
  const scales = typed('scales', Float32Array);
  const chunkLength = typed('chunk_length', Uint16Array);
  const terms = typed('terms', Uint32Array);
  const df = typed('posting_df', Uint16Array);
  const postingChunk = typed('posting_chunk', Uint16Array);
  const postingCount = typed('posting_count', Uint8Array);
  const { counts, dimensions } = header;
  const consistent =
    articles.length === counts.articles &&
    chunks.length === counts.chunks &&
    scales.length === chunks.length &&
    chunkLength.length === chunks.length &&
    terms.length === counts.terms &&
    df.length === terms.length &&
    postingChunk.length === counts.postings &&
    postingCount.length === counts.postings &&
    chunks.every((c) => c.article < articles.length && c.end <= articles[c.article]!.body.length);
  if (!consistent) throw new IndexFormatError('index sections do not agree with the header counts');
  const sparse = {
    counts: typed('vector_counts', Uint16Array),
    gaps: typed('vector_gaps', Uint8Array),
    values: typed('vector_values', Int8Array),
  };
  const vectors = decodeVectors(sparse, chunks.length, dimensions);
  const postingStart = postingStarts(df, counts.postings);
  return {
    header,
    articles,
    chunks,
    scales,
    vectors,
    table: { terms, postingStart, postingChunk, postingCount, documents: chunks.length },
    chunkLength,
    sha256,
    bytes: bytes.length,
  };
}
