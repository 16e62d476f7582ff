/**
 * Rule LEGACY_NAME_HEDGED: a level or legacy name with a hedge right beside it ("nectar-ish juice", "sort of
 * honey thick") names a range around the level; the reading stands, the confidence is capped.
 */
import { NAME_HEDGES_AFTER, NAME_HEDGES_BEFORE } from '../lexicon/hedges';
import type { RawEvidence } from './evidence';
import { normalizedWords } from './normalize';
import { THIN_WORD_ROWS } from './rules';

/** Characters either side of the name searched for a hedge (a space and a short word). */
const REACH = 14;

/** Scripts written without spaces (Chinese, Japanese, Thai): a hedge there may touch the name. */
const NO_SPACES = /[\u3040-\u30ff\u3400-\u9fff\u0e00-\u0e7f]/;

/** A hedge word with the spaced forms the checks compare, built once (not per name and word on every text). */
interface Hedge {
  w: string;
  /** " w" */
  spaced: string;
  /** " w " (after the name) or "w " (before it, read inside the name) */
  framed: string;
  /** How it ends a name that holds it: "nectarish" ("ish" glued), "honey like" (spaced). */
  inName: string;
  unspaced: boolean;
}
const hedge = (w: string, before: boolean): Hedge => ({
  w,
  spaced: ` ${w}`,
  framed: before ? `${w} ` : ` ${w} `,
  inName: w === 'ish' ? w : ` ${w}`,
  unspaced: NO_SPACES.test(w),
});
const BEFORE = normalizedWords(NAME_HEDGES_BEFORE).map((w) => hedge(w, true));
const AFTER = normalizedWords(NAME_HEDGES_AFTER).map((w) => hedge(w, false));

/** Whether `h` ends `left` or starts `right` as a whole word (or, in scripts written without spaces, anywhere there). */
const endsWith = (left: string, h: Hedge) => left.endsWith(h.spaced) || left === h.w || (h.unspaced && left.endsWith(h.w));
const startsWith = (right: string, h: Hedge) => right.startsWith(h.framed) || right === h.spaced || (h.unspaced && right.startsWith(h.w));

/** A stated name (tier 0, not a level number) the text hedges right before or right after it. */
export function legacyNameHedged(norm: string, evidence: readonly RawEvidence[]): boolean {
  return evidence.some((e) => {
    if (e.tier !== 0 || e.negated || e.id === 'level_number') return false;
    const end = e.start + e.matched.length;
    const left = norm.slice(Math.max(0, e.start - REACH), e.start).trimEnd();
    const right = `${norm.slice(end, end + REACH)} `;
    // a hedge read inside the name itself ("nectarish", "honey like", "parang honey")
    const name = norm.slice(e.start, end);
    const inside = AFTER.some((h) => name.endsWith(h.inName)) || BEFORE.some((h) => name.startsWith(h.framed));
    return inside || BEFORE.some((h) => endsWith(left, h)) || AFTER.some((h) => startsWith(right, h));
  });
}

/** The suffix hedge of English thinness words ("thin-ish", "runny-ish", "watery ish"). */
const ISH = /^\s?ish\b/;

/**
 * Rule THIN_WORD_HEDGED: a thinness word the writer hedges with "-ish" ("thin-ish milk") says the drink
 * is near thin, not that it is: the reading stands, the confidence is capped.
 */
export function thinWordHedged(norm: string, evidence: readonly RawEvidence[]): boolean {
  return evidence.some((e) => e.tier === 2 && !e.negated && THIN_WORD_ROWS.has(e.id) && ISH.test(norm.slice(e.end)));
}
