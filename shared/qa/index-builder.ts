/**
 * Builds the Q&A index from parsed articles: chunk, extract features, build
 * the BM25 term table, embed every chunk, quantise, encode. Deterministic for
 * the embedded embedder: the same corpus gives the same bytes.
 */
import { createHash } from 'node:crypto';
import { QA_LOCALES } from '../languages';
import { chunkArticle, chunkIndexText, sortArticles, type Article, type Chunk } from './corpus';
import { DIMENSIONS, HashingEmbedder, type Embedder } from './embedder';
import { encodeIndex, INDEX_VERSION, quantise, type IndexHeader } from './index-format';
import { buildTermTable } from './term-stats';
import { textFeatures } from './text-features';

export const BM25_K1 = 1.2;
export const BM25_B = 0.6;

export interface BuildOptions {
  corpusChecksum: string;
  /** Default: the embedded hashing embedder over this corpus's statistics. */
  embedder?: Embedder;
  /** Vector size of the embedded embedder (tests build wrong-sized indexes with it). */
  dimensions?: number;
  /** Called after each chunk is embedded. */
  onProgress?: (done: number, total: number) => void;
  /** Parallel embedding calls for a remote embedder. */
  concurrency?: number;
}

export interface Manifest {
  format: 'dysphagia-qa-index';
  version: typeof INDEX_VERSION;
  embedding_model: string;
  dimensions: number;
  quantisation: string;
  counts: IndexHeader['counts'];
  corpus_sha256: string;
  payload_sha256: string;
  vectors_sha256: string;
  index_sha256: string;
  bytes: number;
  updated: string;
  rebuild: string;
}

export interface BuiltIndex {
  bytes: Uint8Array;
  manifest: Manifest;
}

export async function buildIndex(input: readonly Article[], options: BuildOptions): Promise<BuiltIndex> {
  const articles = sortArticles([...input]);
  const chunks: Chunk[] = articles.flatMap((a, i) => chunkArticle(a.body, i));
  const texts = chunks.map((c) => chunkIndexText(articles[c.article]!, c));
  const features = texts.map((t) => textFeatures(t));
  const table = buildTermTable(features);
  const chunkLength = Uint16Array.from(features, (f) =>
    Math.min(
      0xffff,
      [...f.values()].reduce((a, b) => a + b, 0),
    ),
  );
  const embedded = await embedChunks(texts, features, table, options);
  const counts = indexCounts(articles, chunks.length, table);
  const updated = articles.reduce((max, a) => (a.updated > max ? a.updated : max), '');
  const totalLength = chunkLength.reduce((a, b) => a + b, 0);
  const bytes = encodeIndex({
    header: {
      embedding_model: embedded.model,
      dimensions: embedded.dims,
      corpus_sha256: options.corpusChecksum,
      updated,
      counts,
      bm25: { k1: BM25_K1, b: BM25_B, avg_length: chunks.length ? totalLength / chunks.length : 0 },
    },
    articles: articles.map((a) => ({
      id: a.id,
      topic: a.topic,
      locale: a.locale,
      title: a.title,
      url: a.url,
      updated: a.updated,
      body: a.body,
    })),
    chunks,
    scales: embedded.scales,
    vectors: embedded.vectors,
    table,
    chunkLength,
  });
  return { bytes, manifest: manifestOf(bytes, embedded, counts, updated, options.corpusChecksum) };
}

interface EmbeddedChunks {
  model: string;
  dims: number;
  vectors: Int8Array;
  scales: Float32Array;
}

/** Embeds every chunk: the hashing embedder from the term table in order, a hosted one with bounded concurrency. */
async function embedChunks(
  texts: readonly string[],
  features: ReturnType<typeof textFeatures>[],
  table: ReturnType<typeof buildTermTable>,
  options: BuildOptions,
): Promise<EmbeddedChunks> {
  const hashing = options.embedder ? undefined : new HashingEmbedder(table, options.dimensions ?? DIMENSIONS);
  const embedder: Embedder = options.embedder ?? hashing!;
  const dims = embedder.dimensions;
  const vectors = new Int8Array(texts.length * dims);
  const scales = new Float32Array(texts.length);
  let done = 0;
  const embedOne = async (i: number) => {
    const v = hashing ? hashing.embedFeatures(features[i]!) : await embedder.embed(texts[i]!);
    if (v.length !== dims) throw new Error(`embedder returned ${v.length} dimensions, expected ${dims}`);
    scales[i] = quantise(v, vectors, i * dims);
    options.onProgress?.(++done, texts.length);
  };
  if (hashing) for (let i = 0; i < texts.length; i++) await embedOne(i);
  else {
    let next = 0;
    const worker = async () => {
      while (next < texts.length) await embedOne(next++);
    };
    await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 4) }, worker));
  }
  return { model: embedder.id, dims, vectors, scales };
}

function indexCounts(articles: readonly Article[], chunks: number, table: ReturnType<typeof buildTermTable>) {
  return {
    articles: articles.length,
    chunks,
    topics: new Set(articles.map((a) => a.topic)).size,
    terms: table.terms.length,
    postings: table.postingChunk.length,
    locales: Object.fromEntries(QA_LOCALES.map((l) => [l, articles.filter((a) => a.locale === l).length])),
  };
}

function manifestOf(
  bytes: Uint8Array,
  embedded: EmbeddedChunks,
  counts: Manifest['counts'],
  updated: string,
  corpusChecksum: string,
): Manifest {
  const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
  return {
    format: 'dysphagia-qa-index',
    version: INDEX_VERSION,
    embedding_model: embedded.model,
    dimensions: embedded.dims,
    quantisation: 'int8-per-vector-scale',
    counts,
    corpus_sha256: corpusChecksum,
    payload_sha256: sha(bytes.subarray(40)),
    vectors_sha256: sha(new Uint8Array(embedded.vectors.buffer)),
    index_sha256: sha(bytes),
    bytes: bytes.length,
    updated,
    rebuild: 'npm run build:index',
  };
}
