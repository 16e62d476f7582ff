/**
 * The compact sections of the Q&A index (format version 2). The embedded
 * embedder's chunk vectors are zero in about seven dimensions out of eight,
 * so a vector is stored as its non-zero values and their positions:
 *
 *   vector_counts  u16 per vector: how many of its values are not zero
 *   vector_gaps    u8 per non-zero value: dimensions skipped since the previous
 *                  one (255 means "255 more, read on"), so most cost one byte
 *   vector_values  the non-zero int8 values, vector by vector, in dimension order
 *   posting_df     u16 per term: its postings' length (v1 stored u32 starts)
 *
 * Decoding rebuilds the dense typed arrays the v1 file held, so retrieval
 * reads exactly what it read before. The loops are plain and run once per
 * container, mostly before the JIT has compiled them: a varint coding of
 * the postings would save 0.4 MB more but cost several ms of every cold start.
 */
import type { TermTable } from './term-stats';

export class IndexFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IndexFormatError';
  }
}

const ESCAPE = 0xff;

export interface SparseVectors {
  counts: Uint16Array;
  gaps: Uint8Array;
  values: Int8Array;
}

/** The non-zero values of dense int8 vectors of `dims` dimensions, with their positions as gaps. */
export function encodeVectors(vectors: Int8Array, dims: number): SparseVectors {
  const n = dims > 0 ? vectors.length / dims : 0;
  const counts = new Uint16Array(n);
  const gaps: number[] = [];
  const values: number[] = [];
  for (let i = 0; i < n; i++) {
    let prev = -1;
    for (let d = 0; d < dims; d++) {
      const x = vectors[i * dims + d]!;
      if (x === 0) continue;
      let gap = d - prev - 1;
      for (; gap >= ESCAPE; gap -= ESCAPE) gaps.push(ESCAPE);
      gaps.push(gap);
      values.push(x);
      counts[i]!++;
      prev = d;
    }
  }
  return { counts, gaps: Uint8Array.from(gaps), values: Int8Array.from(values) };
}

/** Dense vectors back; throws when the counts, gaps and values disagree or a position passes `dims`. */
export function decodeVectors(sparse: SparseVectors, n: number, dims: number): Int8Array {
  const { counts, gaps, values } = sparse;
  if (counts.length !== n) throw new IndexFormatError('index section "vector_counts" does not agree with the header counts');
  const vectors = new Int8Array(n * dims);
  let g = 0;
  let v = 0;
  for (let i = 0; i < n; i++) {
    const base = i * dims;
    const end = v + counts[i]!;
    if (end > values.length) throw new IndexFormatError('index section "vector_values" is too short');
    let d = -1;
    for (; v < end; v++) {
      let gap = gaps[g++]!;
      d += 1;
      while (gap === ESCAPE) {
        d += ESCAPE;
        gap = gaps[g++]!;
      }
      d += gap;
      if (d >= dims) throw new IndexFormatError('index section "vector_gaps" is malformed');
      vectors[base + d] = values[v]!;
    }
  }
  if (v !== values.length || g !== gaps.length) throw new IndexFormatError('index vector sections do not agree');
  return vectors;
}

/** Each term's document frequency (postings are per chunk, so it fits 16 bits). */
export function encodeDocumentFrequencies(table: TermTable): Uint16Array {
  return Uint16Array.from({ length: table.terms.length }, (_, t) => table.postingStart[t + 1]! - table.postingStart[t]!);
}

/** The postings' start of every term (and the end after the last), from the document frequencies. */
export function postingStarts(df: Uint16Array, postings: number): Uint32Array {
  const starts = new Uint32Array(df.length + 1);
  let at = 0;
  for (let t = 0; t < df.length; t++) {
    starts[t] = at;
    at += df[t]!;
  }
  starts[df.length] = at;
  if (at !== postings) throw new IndexFormatError('index section "posting_df" does not agree with the header counts');
  return starts;
}
