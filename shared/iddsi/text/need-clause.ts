/**
 * Rule ROLE_NEED_VERB: where the eater's need clause ("dad needs pureed", "bố cần uống đặc nhẹ") ends when
 * nothing marks it: at the first verb of serving or eating after it (lexicon/roles.ts NEED_SPAN_ENDS).
 */
import { DONE_MARKS as DONE_MARK_LIST, NEED_SPAN_ENDS, NOT_DONE_MARKS as NOT_DONE_MARK_LIST, WRITER_ACTS_GLUED } from '../lexicon/roles';
import { normalizedWordSet, normalizedWords } from './normalize';
import { isWordChar } from './chars';

/** Scripts written without spaces: a verb there ends the clause wherever it stands. */
const UNSPACED = /[\u0e00-\u0e7f\u3040-\u30ff\u4e00-\u9fff]/;

const ENDS = [...normalizedWordSet(NEED_SPAN_ENDS, 'exact')];

function endsAt(exact: string, i: number, w: string): boolean {
  if (!exact.startsWith(w, i)) return false;
  if (UNSPACED.test(w)) return true;
  return !isWordChar(exact[i - 1]) && !isWordChar(exact[i + w.length]);
}

const GLUED_ACTS = normalizedWords(WRITER_ACTS_GLUED, 'exact');
/** Marks of a thing done, and of a relative clause or a condition that is not (lexicon/roles.ts DONE_MARKS, NOT_DONE_MARKS). */
const DONE_MARKS = new Set(DONE_MARK_LIST.split(','));
const NOT_DONE_MARKS = new Set(NOT_DONE_MARK_LIST.split(','));
/** How far after the writer and verb a mark of a thing done may come ("我將啲雞肉切到"). */
const DONE_REACH = 8;

/** The glued act at `k` tells what the writer did: a done mark follows before any clause mark or relative 的. */
function tellsDone(exact: string, k: number, w: string): boolean {
  for (let i = k + w.length; i < Math.min(exact.length, k + w.length + DONE_REACH); i++) {
    const ch = exact[i]!;
    if (DONE_MARKS.has(ch)) return true;
    if (NOT_DONE_MARKS.has(ch) || !isWordChar(ch)) return false;
  }
  return false;
}

/**
 * Where the first glued writer-and-verb (WRITER_ACTS_GLUED) that tells a thing done starts in exact[from, to),
 * or null: "需要我搅烂的食物" (food that I blend) is inside the need, "我將啲雞肉切到5mm" is what the writer did.
 */
export function firstGluedAct(exact: string, from: number, to: number): number | null {
  let first: number | null = null;
  for (const w of GLUED_ACTS)
    for (let k = exact.indexOf(w, from); k >= 0 && k < to; k = exact.indexOf(w, k + 1))
      if ((first === null || k < first) && tellsDone(exact, k, w)) first = k;
  return first;
}

/** The first serving or eating verb in [from, to), or `to`. */
export function needClauseEnd(exact: string, from: number, to: number): number {
  const end = firstGluedAct(exact, from, to) ?? to;
  for (let i = from; i < end; i++) if (ENDS.some((w) => endsAt(exact, i, w))) return i;
  return end;
}
