/**
 * Rule FOUND_AFTER_REMOVAL: a find reported right after a removal or a check ("deboned, found 2 more",
 * "去咗骨，仲有幾條", "sin espinas, encontré dos") is of what was removed: the hazard stands. A search that found
 * nothing ("checked for bones, found none") keeps the removal.
 */
import { FOUND_AFTER_REMOVAL, LEFT_OVER_DENIED } from '../lexicon/terms';
import { isClauseMark } from './clauses';
import { normalizedWords } from './normalize';

/** Scripts written without spaces: their words are found inside the run of text. */
const UNSPACED = /[\u0e00-\u0e7f\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7a3]/;
const FOUND = normalizedWords(FOUND_AFTER_REMOVAL);
const DENIED = normalizedWords(LEFT_OVER_DENIED);

/** `words`: the text with every run of non-letters folded to one space, padded. */
const hasPhrase = (text: string, words: string, p: string) => (UNSPACED.test(p) ? text.includes(p) : words.includes(` ${p} `));

/** From `at` to the end of the clause after the one holding it. */
function restAndNextClause(norm: string, at: number): string {
  let end = at;
  while (end < norm.length && !isClauseMark(norm[end])) end++;
  while (end < norm.length && (isClauseMark(norm[end]) || norm[end] === ' ')) end++;
  while (end < norm.length && !isClauseMark(norm[end])) end++;
  return norm.slice(at, end);
}

/** Where the find of more after the removal or check at `at` starts and ends (its clause or the next), or null. */
export function foundAfterRemoval(norm: string, at: number): [number, number] | null {
  const text = restAndNextClause(norm, at);
  const words = ` ${text.replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  if (DENIED.some((p) => hasPhrase(text, words, p))) return null;
  const found = FOUND.find((p) => hasPhrase(text, words, p));
  if (found === undefined) return null;
  const start = at + Math.max(0, text.indexOf(found));
  return [start, Math.min(norm.length, start + found.length)];
}
