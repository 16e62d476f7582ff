/**
 * Rule FOUND_AFTER_REMOVAL: a find or a remainder reported right after a removal or a check ("deboned, found 2
 * more", "去咗骨，仲有幾條", "checked for bones, there are still a few") is of what was removed: the hazard stands.
 * Rule CHECKED_CLEAR: a check takes a hazard out only when its result is said to be nothing found.
 */
import { FOUND_AFTER_REMOVAL, LEFT_OVER_DENIED, REMAINDER_AFTER_REMOVAL } from '../lexicon/terms';
import { isClauseMark } from './clauses';
import { phraseAt } from './left-over';
import { normalizedWords } from './normalize';

const FOUND = [...normalizedWords(FOUND_AFTER_REMOVAL), ...normalizedWords(REMAINDER_AFTER_REMOVAL)];
const DENIED = normalizedWords(LEFT_OVER_DENIED);

/** From `at` to the end of the clause after the one holding it. */
function restAndNextClause(norm: string, at: number): string {
  let end = at;
  while (end < norm.length && !isClauseMark(norm[end])) end++;
  while (end < norm.length && (isClauseMark(norm[end]) || norm[end] === ' ')) end++;
  while (end < norm.length && !isClauseMark(norm[end])) end++;
  return norm.slice(at, end);
}

/** The text says nothing was found ("none found", "没发现"). */
const deniesFind = (text: string): boolean => DENIED.some((p) => phraseAt(text, p) >= 0);

/** Where the first find or remainder word of `text` starts, and the word, or null. */
function firstFind(text: string): [number, string] | null {
  for (const p of FOUND) {
    const i = phraseAt(text, p);
    if (i >= 0) return [i, p];
  }
  return null;
}

/** Where the find of more after the removal or check at `at` starts and ends (its clause or the next), or null. */
export function foundAfterRemoval(norm: string, at: number): [number, number] | null {
  const text = restAndNextClause(norm, at);
  if (deniesFind(text)) return null;
  const found = firstFind(text);
  if (found === null) return null;
  const start = at + found[0];
  return [start, Math.min(norm.length, start + found[1].length)];
}

/**
 * Rule CHECKED_CLEAR: the check at `at` reports its result as nothing found, in its clause or the next ("checked
 * for bones, none found", "检查过鱼刺，没发现"): a check alone is no result, and keeps the hazard.
 */
export function checkFoundNothing(norm: string, at: number): boolean {
  return deniesFind(restAndNextClause(norm, at));
}
