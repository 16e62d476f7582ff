/**
 * Rule ROLE_NEED_VERB: where the eater's need clause ("dad needs pureed", "bố cần uống đặc nhẹ") ends when
 * nothing marks it: at the first verb of serving or eating after it (lexicon/roles.ts NEED_SPAN_ENDS).
 */
import { NEED_SPAN_ENDS, WRITER_ACTS_GLUED } from '../lexicon/roles';
import { normalizedWordSet, normalizedWords } from './normalize';

/** Scripts written without spaces: a verb there ends the clause wherever it stands. */
const UNSPACED = /[\u0e00-\u0e7f\u3040-\u30ff\u4e00-\u9fff]/;

const ENDS = [...normalizedWordSet(NEED_SPAN_ENDS, 'exact')];

const isWordChar = (ch: string | undefined) => ch !== undefined && /[\p{L}\p{N}]/u.test(ch);

function endsAt(exact: string, i: number, w: string): boolean {
  if (!exact.startsWith(w, i)) return false;
  if (UNSPACED.test(w)) return true;
  return !isWordChar(exact[i - 1]) && !isWordChar(exact[i + w.length]);
}

const GLUED_ACTS = normalizedWords(WRITER_ACTS_GLUED, 'exact');
/** Where the first glued writer-and-verb (WRITER_ACTS_GLUED) starts in exact[from, to), or null. */
export function firstGluedAct(exact: string, from: number, to: number): number | null {
  const i = Math.min(...GLUED_ACTS.map((w) => exact.indexOf(w, from)).filter((k) => k >= 0 && k < to));
  return Number.isFinite(i) ? i : null;
}

/** The first serving or eating verb in [from, to), or `to`. */
export function needClauseEnd(exact: string, from: number, to: number): number {
  const end = firstGluedAct(exact, from, to) ?? to;
  for (let i = from; i < end; i++) if (ENDS.some((w) => endsAt(exact, i, w))) return i;
  return end;
}
