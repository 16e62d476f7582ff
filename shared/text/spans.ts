/**
 * Marks positions [start, end) of a per-position mask with 1. A plain loop: the spans are words
 * (a few units), and TypedArray.prototype.fill is a call into the runtime that costs several
 * times the loop at that length (the text engine marks every match this way).
 */
export function markSpan(mask: Uint8Array, start: number, end: number): void {
  for (let i = start; i < end; i++) mask[i] = 1;
}

/**
 * `spans` in order of start (stable), sorted in place only when out of order: they are read in text
 * order and most often already are, and Array.prototype.sort copies the array into a work array.
 */
export function byStart<T extends { start: number }>(spans: T[]): T[] {
  for (let i = 1; i < spans.length; i++) if (spans[i - 1]!.start > spans[i]!.start) return spans.sort(startOrder);
  return spans;
}
const startOrder = (a: { start: number }, b: { start: number }) => a.start - b.start;
