/**
 * How much of a text the engine read (issue 14, calibrated confidence): the
 * share of content words that no lexicon pattern covered. A long text whose
 * words the engine mostly cannot place (a dish it does not know, a preparation
 * in words it has not met, a language it reads only a few words of) can say
 * anything in the words it skipped, so its answer cannot be confident (rule
 * UNREAD_WORDS, calibration.ts).
 *
 * Content words: in scripts written with spaces, runs of at least
 * MIN_WORD_LETTERS letters (shorter ones are mostly function words: "the",
 * "de", "في"); in scripts written without spaces (Han, katakana, Thai), each
 * character; hiragana is left out (particles and verb endings).
 */

import { UNREAD_LIMITS } from './rules';
import { hasLetter } from './chars';

const MIN_WORD_LETTERS = 4;
/** Per UTF-16 unit: 0 not yet known, 1 letter, 2 not a letter (filled on first sight; the regex is slow per character). */
const LETTER_CACHE = new Uint8Array(0x10000);

function isLetter(norm: string, i: number, code: number): boolean {
  if (code < 0x80) return code >= 0x61 && code <= 0x7a;
  let k = LETTER_CACHE[code]!;
  if (k === 0) {
    k = hasLetter(norm[i]!) ? 1 : 2;
    LETTER_CACHE[code] = k;
  }
  return k === 1;
}

/** Scripts written without spaces between words, counted character by character (hiragana left out). */
function unspacedKind(code: number): 'count' | 'skip' | null {
  if (code >= 0x3041 && code <= 0x309f) return 'skip';
  if ((code >= 0x4e00 && code <= 0x9fff) || (code >= 0x3400 && code <= 0x4dbf)) return 'count';
  if ((code >= 0x30a1 && code <= 0x30ff) || (code >= 0x0e01 && code <= 0x0e4f)) return 'count';
  return null;
}

export interface Coverage {
  /** Content words (or characters) counted. */
  words: number;
  /** Of those, the ones no pattern covered. */
  unread: number;
  /** Of the unread, the words of scripts written with spaces (one is a whole word; others count characters). */
  unreadWords: number;
}

/** A word (run of letters) of `length` ended: counted when long enough, and as unread when no span touched it. */
function countWord(c: Coverage, length: number, touched: boolean): void {
  if (length < MIN_WORD_LETTERS) return;
  c.words++;
  if (!touched) {
    c.unread++;
    c.unreadWords++;
  }
}

/**
 * Content words of `norm` and how many of them lie wholly outside the spans marked in `read`.
 * The pass keeps its state in locals (no closure over them: this loop reads every character).
 */
export function coverage(norm: string, read: Uint8Array): Coverage {
  const c: Coverage = { words: 0, unread: 0, unreadWords: 0 };
  let runStart = -1;
  let runRead = false;
  for (let i = 0; i < norm.length; i++) {
    const code = norm.charCodeAt(i);
    const unspaced = code >= 0x0e01 ? unspacedKind(code) : null;
    if (unspaced !== null || !isLetter(norm, i, code)) {
      if (runStart >= 0) countWord(c, i - runStart, runRead);
      runStart = -1;
      runRead = false;
      if (unspaced === 'count') {
        c.words++;
        if (!read[i]) c.unread++;
      }
      continue;
    }
    if (runStart < 0) runStart = i;
    if (read[i]) runRead = true;
  }
  if (runStart >= 0) countWord(c, norm.length - runStart, runRead);
  return c;
}

/** Rule UNREAD_WORDS: enough of the text went unread that its answer cannot be confident. */
export function mostlyUnread(c: Coverage): boolean {
  return c.unread >= UNREAD_LIMITS.words && c.unread >= c.words * UNREAD_LIMITS.share;
}

/** Rule FOOD_NOT_KNOWN: words went unread where a food the engine does not know may be named. */
export function mayNameAnUnknownFood(c: Coverage): boolean {
  return c.unreadWords >= UNREAD_LIMITS.unknownFoodWords || c.unread - c.unreadWords >= UNREAD_LIMITS.unknownFoodChars;
}
