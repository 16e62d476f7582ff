/**
 * Term statistics shared by BM25 and the embedded embedder: a sorted
 * dictionary of feature hashes with their postings (chunk, count). The
 * document frequency of a feature is the length of its postings list.
 */
import { hash32 } from './text-features';

export interface TermTable {
  /** Feature hashes, ascending. */
  terms: Uint32Array;
  /** Postings of term i are [postingStart[i], postingStart[i + 1]). */
  postingStart: Uint32Array;
  postingChunk: Uint16Array;
  postingCount: Uint8Array;
  /** Number of chunks (documents). */
  documents: number;
}

/** Index of a hash in the sorted term list, or -1. */
export function findTerm(terms: Uint32Array, h: number): number {
  let lo = 0;
  let hi = terms.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const v = terms[mid]!;
    if (v === h) return mid;
    if (v < h) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

export function documentFrequency(table: TermTable, feature: string): number {
  const i = findTerm(table.terms, hash32(feature));
  return i < 0 ? 0 : table.postingStart[i + 1]! - table.postingStart[i]!;
}

/** BM25's idf: always positive, highest for features no chunk has. */
export function idf(documents: number, df: number): number {
  return Math.log(1 + (documents - df + 0.5) / (df + 0.5));
}

/** Build the table from the features of each chunk (in chunk order). */
export function buildTermTable(chunkFeatures: readonly Map<string, number>[]): TermTable {
  if (chunkFeatures.length > 0xffff) throw new Error('too many chunks for 16-bit postings');
  const byHash = new Map<number, Map<number, number>>();
  chunkFeatures.forEach((features, chunk) => {
    for (const [feature, count] of features) {
      const h = hash32(feature);
      let postings = byHash.get(h);
      if (!postings) byHash.set(h, (postings = new Map()));
      // Two features with one hash (rare) are counted as one term.
      postings.set(chunk, (postings.get(chunk) ?? 0) + count);
    }
  });
  const terms = Uint32Array.from([...byHash.keys()].sort((a, b) => a - b));
  const postingStart = new Uint32Array(terms.length + 1);
  let total = 0;
  terms.forEach((h, i) => {
    postingStart[i] = total;
    total += byHash.get(h)!.size;
  });
  postingStart[terms.length] = total;
  const postingChunk = new Uint16Array(total);
  const postingCount = new Uint8Array(total);
  terms.forEach((h, i) => {
    const entries = [...byHash.get(h)!.entries()].sort((a, b) => a[0] - b[0]);
    let at = postingStart[i]!;
    for (const [chunk, count] of entries) {
      postingChunk[at] = chunk;
      postingCount[at] = Math.min(255, count);
      at++;
    }
  });
  return { terms, postingStart, postingChunk, postingCount, documents: chunkFeatures.length };
}
