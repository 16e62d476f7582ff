import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { corpusChecksum } from '../../shared/qa/corpus';
import { EMBEDDED_EMBEDDER_ID } from '../../shared/qa/embedder';
import { buildIndex } from '../../shared/qa/index-builder';
import { decodeVectors, encodeVectors } from '../../shared/qa/index-codec';
import { decodeIndex, encodeIndex, INDEX_VERSION, IndexFormatError, MAGIC, type EncodeInput } from '../../shared/qa/index-format';
import { IndexStore, IndexUnavailableError, loadIndex } from '../../shared/qa/index-store';
import { miniCorpus } from './helpers';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'qa-index-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const checksum = corpusChecksum([{ path: 'mini', content: 'mini corpus' }]);

describe('index builder and binary format', () => {
  it('is deterministic: the same corpus gives the same bytes, in any input order', async () => {
    const a = await buildIndex(miniCorpus(), { corpusChecksum: checksum });
    const b = await buildIndex(miniCorpus().reverse(), { corpusChecksum: checksum });
    expect(Buffer.from(a.bytes).equals(Buffer.from(b.bytes))).toBe(true);
    expect(a.manifest).toEqual(b.manifest);
  });

  it('round-trips articles, chunks, vectors and postings with a manifest that describes them', async () => {
    const progress: number[] = [];
    const built = await buildIndex(miniCorpus(), { corpusChecksum: checksum, onProgress: (done) => progress.push(done) });
    const index = decodeIndex(built.bytes);
    expect(index.header.embedding_model).toBe(EMBEDDED_EMBEDDER_ID);
    expect(index.header.dimensions).toBe(1536);
    expect(index.articles.map((a) => a.id)).toEqual(['flow-test-en', 'thickeners-en', 'flow-test-ja', 'thickeners-ja']);
    expect(index.chunks.length).toBe(built.manifest.counts.chunks);
    expect(progress).toEqual(Array.from({ length: index.chunks.length }, (_, i) => i + 1));
    expect(index.vectors.length).toBe(index.chunks.length * 1536);
    expect(built.manifest).toMatchObject({
      embedding_model: EMBEDDED_EMBEDDER_ID,
      dimensions: 1536,
      corpus_sha256: checksum,
      bytes: built.bytes.length,
    });
    expect(built.manifest.counts).toMatchObject({ articles: 4, topics: 2, locales: { en: 2, ja: 2, 'zh-HK': 0, 'zh-CN': 0 } });
    expect(index.sha256).toBe(built.manifest.payload_sha256);
    // Every chunk points into its article's body.
    for (const c of index.chunks) expect(index.articles[c.article]!.body.slice(c.start, c.end).length).toBeGreaterThan(0);
  });

  it('refuses corrupt, truncated and foreign files with a clear error', async () => {
    const built = await buildIndex(miniCorpus(), { corpusChecksum: checksum });
    const flipped = built.bytes.slice();
    flipped[flipped.length - 100]! ^= 0xff;
    expect(() => decodeIndex(flipped)).toThrow(/checksum mismatch/);
    expect(() => decodeIndex(built.bytes.slice(0, built.bytes.length - 64))).toThrow(/checksum mismatch/);
    expect(() => decodeIndex(new TextEncoder().encode('{"not":"an index"}'))).toThrow(IndexFormatError);
  });

  it('refuses a header or an article that does not have the stored shape, and round-trips one that does', async () => {
    const good = decodeIndex((await buildIndex(miniCorpus(), { corpusChecksum: checksum })).bytes);
    const reencoded = (changes: Partial<EncodeInput>) => encodeIndex({ ...good, ...changes });
    expect(() => decodeIndex(reencoded({ header: { ...good.header, dimensions: 0 } }))).toThrow(/header is not valid/);
    expect(() => decodeIndex(reencoded({ header: { ...good.header, corpus_sha256: 'abc' } }))).toThrow(/header is not valid/);
    const foreign = { ...good.articles[0]!, locale: 'fr' } as unknown as (typeof good.articles)[number];
    expect(() => decodeIndex(reencoded({ articles: [foreign, ...good.articles.slice(1)] }))).toThrow(/article is not valid/);
    const again = decodeIndex(reencoded({}));
    expect(again.header).toEqual(good.header);
    expect(again.articles).toEqual(good.articles);
    expect(again.chunks).toEqual(good.chunks);
  });

  it('decodes a buffer that does not start on an aligned offset', async () => {
    const built = await buildIndex(miniCorpus(), { corpusChecksum: checksum });
    const padded = new Uint8Array(built.bytes.length + 3);
    padded.set(built.bytes, 3);
    expect(decodeIndex(padded.subarray(3)).articles.length).toBe(4);
  });
});

/** A file with valid magic bytes and checksum around the given header JSON (and nothing else). */
function fileWithHeader(header: object): Uint8Array {
  const json = new TextEncoder().encode(JSON.stringify(header));
  const out = new Uint8Array(44 + json.length);
  out.set(new TextEncoder().encode(MAGIC), 0);
  new DataView(out.buffer).setUint32(40, json.length, true);
  out.set(json, 44);
  out.set(createHash('sha256').update(out.subarray(40)).digest(), 8);
  return out;
}

describe('index format version 2: compact vectors and postings', () => {
  it('stores only the non-zero vector values and gives back the same dense vectors, gaps past 255 included', () => {
    const dims = 1536;
    const vectors = new Int8Array(3 * dims);
    vectors.set([5, -3], 0);
    vectors[dims + 700] = 127;
    vectors[dims + 1535] = -127;
    vectors[2 * dims + 255] = 1;
    vectors[2 * dims + 510] = -1;
    const sparse = encodeVectors(vectors, dims);
    expect(Array.from(sparse.counts)).toEqual([2, 2, 2]);
    expect(sparse.values.length).toBe(6);
    expect(decodeVectors(sparse, 3, dims)).toEqual(vectors);
  });

  it('refuses vector sections that disagree', () => {
    const dims = 16;
    const vectors = new Int8Array(2 * dims);
    vectors[3] = 9;
    vectors[dims + 15] = -9;
    const sparse = encodeVectors(vectors, dims);
    expect(() => decodeVectors(sparse, 3, dims)).toThrow(/vector_counts/);
    expect(() => decodeVectors({ ...sparse, values: sparse.values.subarray(1) }, 2, dims)).toThrow(IndexFormatError);
    expect(() => decodeVectors({ ...sparse, gaps: Uint8Array.from([3, 16]) }, 2, dims)).toThrow(/vector_gaps/);
  });

  it('keeps the BM25 postings of every term through a round trip', async () => {
    const built = await buildIndex(miniCorpus(), { corpusChecksum: checksum });
    const a = decodeIndex(built.bytes);
    const b = decodeIndex(encodeIndex(a));
    expect(b.table.postingStart).toEqual(a.table.postingStart);
    expect(b.table.postingChunk).toEqual(a.table.postingChunk);
    expect(b.table.postingCount).toEqual(a.table.postingCount);
    expect(b.vectors).toEqual(a.vectors);
    expect(a.header.version).toBe(INDEX_VERSION);
  });

  it('refuses a file of another format version and names the command that rebuilds it', () => {
    expect(() => decodeIndex(fileWithHeader({ format: 'dysphagia-qa-index', version: 1 }))).toThrow(
      /index format version 1 is not supported \(this service reads version 2\): rebuild it with npm run build:index/,
    );
    expect(() => decodeIndex(fileWithHeader({ format: 'something-else', version: 1 }))).toThrow(/header is not valid/);
  });
});

describe('loading an index file', () => {
  it('loads, verifies and prepares lookups', async () => {
    const built = await buildIndex(miniCorpus(), { corpusChecksum: checksum });
    const file = path.join(tmp, 'ok.bin');
    writeFileSync(file, built.bytes);
    const index = await loadIndex({ kind: 'file', path: file });
    expect(index.articleById.get('thickeners-ja')).toBe(3);
    expect(index.topicArticles.get('flow-test')?.get('ja')).toBe(2);
    expect(index.embedder.id).toBe(EMBEDDED_EMBEDDER_ID);
  });

  it('refuses an index whose vectors are not 1536-dimensional', async () => {
    const built = await buildIndex(miniCorpus(), { corpusChecksum: checksum, dimensions: 768 });
    const file = path.join(tmp, 'dims.bin');
    writeFileSync(file, built.bytes);
    await expect(loadIndex({ kind: 'file', path: file })).rejects.toThrow(/768 dimensions; this service requires 1536/);
  });

  it('refuses an index built by an embedding model this service cannot run', async () => {
    const built = await buildIndex(miniCorpus(), {
      corpusChecksum: checksum,
      embedder: {
        id: 'someone-else/embedder-9',
        dimensions: 1536,
        remote: false,
        embed: async () => new Float32Array(1536).fill(1 / Math.sqrt(1536)),
      },
    });
    const file = path.join(tmp, 'model.bin');
    writeFileSync(file, built.bytes);
    await expect(loadIndex({ kind: 'file', path: file })).rejects.toThrow(
      /embedding model "someone-else\/embedder-9", which this service cannot run/,
    );
  });

  it('names a missing file and the command that builds it', async () => {
    await expect(loadIndex({ kind: 'file', path: path.join(tmp, 'absent.bin') })).rejects.toThrow(
      /does not exist; run npm run build:index/,
    );
  });

  it('shares one load between concurrent callers, and retries after a failure', async () => {
    const file = path.join(tmp, 'later.bin');
    let sources = 0;
    const store = new IndexStore(
      () => {
        sources++;
        return { kind: 'file', path: file };
      },
      { retryAfterMs: 0 },
    );
    const failed = await Promise.allSettled([store.get(), store.get(), store.get()]);
    expect(failed.every((r) => r.status === 'rejected' && r.reason instanceof IndexUnavailableError)).toBe(true);
    expect(sources).toBe(1);
    writeFileSync(file, (await buildIndex(miniCorpus(), { corpusChecksum: checksum })).bytes);
    const [a, b] = await Promise.all([store.get(), store.get()]);
    expect(a).toBe(b);
    expect(sources).toBe(2);
    expect(await store.get()).toBe(a);
    expect(sources).toBe(2);
  });
});
