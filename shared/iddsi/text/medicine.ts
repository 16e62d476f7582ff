/**
 * Rule MEDICINE_NOT_FOOD: a preparation or hazard word in the clause of a medicine ("his meds are crushed as per
 * pharmacy advice", "药片要磨碎", "comprimidos triturados") says how the medicine is given, not how the food
 * was made: it is no evidence about the food.
 */
import { MEDICINE_WORDS, SWEET_BESIDE_MEDICINE } from '../lexicon/roles';
import { isWordChar } from './chars';
import { hasClauseMark } from './clauses';
import type { Extraction } from './extract';
import { normalizedWordSet, normalizedWords } from './normalize';

const MEDICINE = normalizedWords(MEDICINE_WORDS);
const SWEET_BESIDE = normalizedWordSet(SWEET_BESIDE_MEDICINE);

/** The word before a medicine word, or one of the two after it, makes it a sweet or a dish ("pastilla de menta"). */
function sweetBeside(norm: string, start: number, end: number): boolean {
  const before = norm
    .slice(Math.max(0, start - 24), start)
    .trim()
    .split(' ');
  const after = norm
    .slice(end, end + 24)
    .trim()
    .split(' ');
  const near = [before[before.length - 1], after[0], after[1], `${after[0]} ${after[1]}`];
  return near.some((w) => w !== undefined && SWEET_BESIDE.has(w));
}
/** Scripts written without spaces between words (Han, kana, Thai): a medicine word stands anywhere in them. */
const UNSPACED = /[\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff]/;
/** Hangul: the word takes particles after it ("알약을"), so only its start must begin a word. */
const HANGUL = /[\uac00-\ud7af]/;

/** `w` at `i` of norm stands as a word of its own (as far as its script shows words). */
function standsAsWord(norm: string, w: string, i: number): boolean {
  if (UNSPACED.test(w[0]!)) return true;
  if (isWordChar(norm[i - 1])) return false;
  return HANGUL.test(w[0]!) || !isWordChar(norm[i + w.length]);
}

/**
 * Every medicine word in one module-level pattern, longest first ("tablets" before "tablet"); once each
 * (folding makes 藥片 and 药片 one word: a repeated alternative is tried again at every position for nothing).
 */
const MEDICINE_PATTERN = new RegExp(
  [...new Set(MEDICINE)]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|'),
  'gu',
);

/** Where medicine words stand in norm: [start, end) pairs. */
function medicineAt(norm: string): [number, number][] {
  const at: [number, number][] = [];
  for (const m of norm.matchAll(MEDICINE_PATTERN)) {
    const i = m.index;
    if (standsAsWord(norm, m[0], i) && !sweetBeside(norm, i, i + m[0].length)) at.push([i, i + m[0].length]);
  }
  return at;
}

/** How many words (spaced scripts) or characters (unspaced ones) a said-of gap may hold: "meds are crushed", "药片要磨碎". */
const SAID_OF_WORDS = 2;
const SAID_OF_CHARS = 3;

/** The gap between a medicine word and a word is short enough that the word is said of the medicine. */
function saidOf(norm: string, med: [number, number], start: number, end: number): boolean {
  const gap = (start >= med[1] ? norm.slice(med[1], start) : norm.slice(end, med[0])).trim();
  if (hasClauseMark(gap)) return false;
  if (gap === '') return true;
  // (A Thai or Chinese gap is measured in characters even when a space stands in it: its "words" are whole phrases.)
  if (UNSPACED.test(gap)) return gap.length <= SAID_OF_CHARS;
  return gap.split(' ').length <= SAID_OF_WORDS;
}

/**
 * Rule MEDICINE_NOT_FOOD: texture words and hazard words said of a medicine (in its clause, at most two words
 * from it: "thickened drink w his tablets" is the drink's) are dropped.
 */
export function medicineClausesSetAside(norm: string, x: Extraction): void {
  if (!x.evidence.some((e) => e.tier === 2) && x.textHazards.length === 0) return;
  const at = medicineAt(norm);
  if (at.length === 0) return;
  const ofMedicine = (start: number | undefined, end: number | undefined) =>
    start !== undefined && at.some((m) => saidOf(norm, m, start, end ?? start));
  x.evidence = x.evidence.filter((e) => e.tier !== 2 || !ofMedicine(e.start, e.end));
  x.textHazards = x.textHazards.filter((h) => !ofMedicine(h.start, h.end));
}
