/** A hash of two code units, for the filter on the first two units of a word. */
const pairHash = (a: number, b: number) => (Math.imul(a, 0x9e37) + b) & 0xffff;

/**
 * Every place a list of words occurs in a text, found in one pass. The words
 * are indexed by their first code unit, and filtered on their first two, so a
 * position that starts none of them costs a typed-array read or two: a list
 * of fifty words is one scan of the text, not fifty indexOf scans of it.
 */
export class FirstUnitIndex {
  /** Per code unit: 1 where it starts some word, 2 where it also is a whole word of one unit. */
  private readonly starts = new Uint8Array(65536);
  /** 1 at the pair hash of the first two units of every longer word. */
  private readonly pairs = new Uint8Array(65536);
  /** Per code unit: 1 + the number of its group in `groups` (0: none); a typed-array read, not a Map lookup, per position. */
  private readonly groupOf = new Uint16Array(65536);
  /** The indexes of the words by their first code unit, in list order. */
  private readonly groups: number[][] = [];

  constructor(readonly words: readonly string[]) {
    words.forEach((w, i) => {
      if (w.length === 0) throw new Error('FirstUnitIndex: empty word');
      const c = w.charCodeAt(0);
      if (w.length === 1) this.starts[c] = 2;
      else {
        this.starts[c] ||= 1;
        this.pairs[pairHash(c, w.charCodeAt(1))] = 1;
      }
      const group = this.groupOf[c]!;
      if (group !== 0) this.groups[group - 1]!.push(i);
      else this.groupOf[c] = this.groups.push([i]);
    });
  }

  /**
   * Calls `visit(word index, start)` at every occurrence of every word, overlapping ones included,
   * in text order (list order at one start); true as soon as a visit returns true.
   */
  some(text: string, visit: (word: number, start: number) => boolean): boolean {
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      const first = this.starts[c]!;
      if (first === 0 || (first === 1 && this.pairs[pairHash(c, text.charCodeAt(i + 1))] === 0)) continue;
      const group = this.groups[this.groupOf[c]! - 1]!;
      for (let k = 0; k < group.length; k++) {
        const w = group[k]!;
        if (text.startsWith(this.words[w]!, i) && visit(w, i)) return true;
      }
    }
    return false;
  }
}

const isLatin = (c: number) => c >= 0x61 && c <= 0x7a;

/** `word` at `at` stands as a word of its own: a Latin word is not part of a longer Latin word; a CJK or Thai word may touch anything. */
export function standsAlone(text: string, word: string, at: number): boolean {
  if (!isLatin(word.charCodeAt(0))) return true;
  return !((at > 0 && isLatin(text.charCodeAt(at - 1))) || isLatin(text.charCodeAt(at + word.length)));
}
