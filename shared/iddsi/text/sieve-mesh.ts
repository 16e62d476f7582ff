/**
 * Stage "measures", rule SIEVE_MESH_NOT_PARTICLE: a length that names a sieve's holes ("passed through 1 mm
 * sieve", "sieve of 2 mm", "1mm筛网") measures the instrument, not the pieces in the food; it is no particle size.
 */
import { SIEVE_MESH_WORDS } from '../lexicon/measure-words';
import type { Measure } from './measures';
import { normalizedWords } from './normalize';

const SIEVE_WORDS: readonly string[] = normalizedWords(SIEVE_MESH_WORDS);
/**
 * The forms that may stand BEFORE the length: a sieve word with its link ("sieve of 1 mm", "mesh size 2 mm",
 * "tamiz de 1 mm"). A bare sieve word before a length ("through the sieve 6 mm pieces still in it") may end its
 * clause, and the length after it then sizes the pieces: safety first, it stays a particle size.
 */
const LINKED_SIEVE_WORDS: readonly string[] = SIEVE_WORDS.filter((w) => w.includes(' '));
/** Characters between the length and the sieve word after it ("1 mm sieve", "1mm-Sieb", "1 mm の網"). */
const AFTER_GAP = 3;
/** Characters between the sieve word and the length after it ("sieve of 1 mm" holds its link in the word). */
const BEFORE_GAP = 2;

const LETTER = /\p{L}/u;
const JOINER = /^[-の]\s?/u;
/** Scripts written with spaces: a sieve word there must end as a word ("sieve", not "sieved", "screened"). */
const SPACED_SCRIPT = /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Arabic}\p{Script=Devanagari}\p{Script=Greek}]/u;

/** A linked sieve word ends within BEFORE_GAP characters before `start`, as a whole word. */
function sieveBefore(norm: string, start: number): boolean {
  const before = norm.slice(Math.max(0, start - 24), start);
  const trimmed = before.trimEnd();
  if (before.length - trimmed.length > BEFORE_GAP) return false;
  return LINKED_SIEVE_WORDS.some((w) => trimmed.endsWith(w) && !LETTER.test(trimmed.charAt(trimmed.length - w.length - 1)));
}

/** `w` begins `rest` as a whole word: in a spaced script no letter may follow it. */
function beginsWithWord(rest: string, w: string): boolean {
  if (!rest.startsWith(w)) return false;
  return !SPACED_SCRIPT.test(w.charAt(w.length - 1)) || !LETTER.test(rest.charAt(w.length));
}

/** A sieve word starts within AFTER_GAP characters after `end`. */
function sieveAfter(norm: string, end: number): boolean {
  const after = norm.slice(end, end + 24);
  const lead = after.length - after.trimStart().length;
  if (lead > AFTER_GAP) return false;
  const rest = after.slice(lead).replace(JOINER, '');
  return SIEVE_WORDS.some((w) => beginsWithWord(rest, w));
}

/** The length measures a sieve's holes: a sieve word right after it, or right before it. */
export function measuresASieve(norm: string, ms: Measure): boolean {
  return sieveAfter(norm, ms.end) || sieveBefore(norm, ms.start);
}
