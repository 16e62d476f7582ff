/**
 * Rule FAILED_PREPARATION_KEEPS: a hazard word in a clause that says some was left after the preparation ("the
 * sieve missed some seeds", "过筛后还有渣", "todavía hay semillas", "found 2 more bones after serving") stands though the
 * text names a sieve or a removal; a search that found nothing ("checked for bones, found none") does not.
 */
import { LEFT_OVER_DENIED, LEFT_OVER_WORDS } from '../lexicon/terms';
import { clauseAround } from './clauses';
import { normalizedWords } from './normalize';
import { isWordChar } from './chars';

/** Scripts written without spaces: their words are found inside the run of text. */
const UNSPACED = /[\u0e00-\u0e7f\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7a3]/;
const WORDS = normalizedWords(LEFT_OVER_WORDS);
const SPACED = new Set(WORDS.filter((w) => !UNSPACED.test(w) && !w.includes(' ')));
const PHRASES = WORDS.filter((w) => UNSPACED.test(w) || w.includes(' '));
/** A search said to have found nothing: no left-over word of the clause counts. */
const DENIED = normalizedWords(LEFT_OVER_DENIED);

/** `p` stands in `clause` as it is: inside the run for scripts without spaces, else between non-letters. */
export const hasPhrase = (clause: string, p: string): boolean => phraseAt(clause, p) >= 0;

/** Where `p` first stands as whole words in `clause`, or -1. */
export function phraseAt(clause: string, p: string): number {
  if (UNSPACED.test(p)) return clause.indexOf(p);
  for (let i = clause.indexOf(p); i >= 0; i = clause.indexOf(p, i + 1))
    if (!isWordChar(clause[i - 1]) && !isWordChar(clause[i + p.length])) return i;
  return -1;
}

/** The clause of the hazard word at `at` says some of it was left after the preparation. */
export function leftOverAt(norm: string, at: number): boolean {
  const clause = clauseAround(norm, at);
  if (DENIED.some((p) => hasPhrase(clause, p))) return false;
  if (PHRASES.some((p) => hasPhrase(clause, p))) return true;
  return clause.split(/[^\p{L}\p{N}]+/u).some((w) => SPACED.has(w));
}
