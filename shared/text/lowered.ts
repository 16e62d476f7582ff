/**
 * Case-blind comparison without building strings: what `text.slice(at, limit).toLowerCase().startsWith(word)`
 * answers, read code unit by code unit, for scans that test a word at every space of a text.
 */

/** Per UTF-16 unit, memoised: its lower case + 1 when that is one unit of its own; -1 when it is not (İ, Σ, surrogates). */
const LOWER_UNIT = new Int32Array(0x10000);

function lowerUnit(code: number): number {
  let l = LOWER_UNIT[code]!;
  if (l === 0) {
    const lower = String.fromCharCode(code).toLowerCase();
    // Σ lowers by what follows it; a surrogate only as a pair
    const special = lower.length !== 1 || code === 0x3a3 || (code >= 0xd800 && code <= 0xdfff);
    l = special ? -1 : lower.charCodeAt(0) + 1;
    LOWER_UNIT[code] = l;
  }
  return l < 0 ? -1 : l - 1;
}

/**
 * `text.slice(at, limit).toLowerCase().startsWith(word)` for a lower-case `word`; a unit whose lower
 * case depends on more than itself sends the call to that very expression.
 */
export function startsLowered(text: string, at: number, limit: number, word: string): boolean {
  const end = Math.min(text.length, limit);
  for (let k = 0; k < word.length; k++) {
    if (at + k >= end) return false;
    const l = lowerUnit(text.charCodeAt(at + k));
    if (l < 0) return text.slice(at, end).toLowerCase().startsWith(word);
    if (l !== word.charCodeAt(k)) return false;
  }
  return true;
}
