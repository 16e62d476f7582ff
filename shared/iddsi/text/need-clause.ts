/**
 * Rule ROLE_NEED_VERB: where the eater's need clause ("dad needs pureed", "bố cần uống đặc nhẹ") ends when
 * nothing marks it: at the first verb of serving or eating after it (lexicon/roles.ts NEED_SPAN_ENDS).
 */
import { NEED_SPAN_ENDS } from '../lexicon/roles';
import { normalizedWordSet } from './normalize';

/** Scripts written without spaces: a verb there ends the clause wherever it stands. */
const UNSPACED = /[\u0e00-\u0e7f\u3040-\u30ff\u4e00-\u9fff]/;

const ENDS = [...normalizedWordSet(NEED_SPAN_ENDS, 'exact')];

const isWordChar = (ch: string | undefined) => ch !== undefined && /[\p{L}\p{N}]/u.test(ch);

function endsAt(exact: string, i: number, w: string): boolean {
  if (!exact.startsWith(w, i)) return false;
  if (UNSPACED.test(w)) return true;
  return !isWordChar(exact[i - 1]) && !isWordChar(exact[i + w.length]);
}

/** The first serving or eating verb in [from, to), or `to`. */
export function needClauseEnd(exact: string, from: number, to: number): number {
  for (let i = from; i < to; i++) if (ENDS.some((w) => endsAt(exact, i, w))) return i;
  return to;
}
