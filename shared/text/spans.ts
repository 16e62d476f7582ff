/**
 * Marks positions [start, end) of a per-position mask with 1. A plain loop: the spans are words
 * (a few units), and TypedArray.prototype.fill is a call into the runtime that costs several
 * times the loop at that length (the text engine marks every match this way).
 */
export function markSpan(mask: Uint8Array, start: number, end: number): void {
  for (let i = start; i < end; i++) mask[i] = 1;
}
