/**
 * Reading rule count_inside_sign: a count told inside a sign phrase ("鼻から1回出た", "코로 1번 나왔어요",
 * "lumabas isang beses sa ilong") split the phrase, so the sign was lost and the text read low. Each episode sign's
 * phrase is also compiled with a count at the places the language puts one (after a Japanese case particle, at a
 * space in Korean and Tagalog); a count of one there is the once of `counted_once` (occasional), a count of more
 * keeps the sign and says nothing more. The counts are data per lexicon; the digits are '#' after normalisation.
 */
import type { SignCode } from '../concepts';

export interface CountInside {
  /** The counts that may stand inside a phrase; each spelled one ("一回", "한 번") is a count of one. */
  counts: readonly string[];
  /** Where a count may stand: after these particles (Japanese), or at a space (' '). */
  after: readonly string[];
  /** Which of those places: the last, right before the verb (Japanese, Korean), or the first, after it (Tagalog). */
  at: 'first' | 'last';
}

export const COUNT_INSIDE: Readonly<Record<string, CountInside>> = {
  ja: { counts: ['#回', '一回', '#度', '一度'], after: ['から', 'に', 'へ', 'が', 'を', 'で'], at: 'last' },
  ko: { counts: ['#번', '# 번', '한 번', '한번', '#회'], after: [' '], at: 'last' },
  tl: { counts: ['isang beses', '# beses'], after: [' '], at: 'first' },
};

/** The signs told as episodes, which a count can number. */
export const COUNTED_EPISODE_SIGNS: ReadonlySet<SignCode> = new Set<SignCode>([
  'nasal_regurgitation',
  'cough_during_meals',
  'cough',
  'choking',
  'food_sticking',
  'pills_sticking',
]);

/** The place in `term` a count stands: after a particle or at a space, never at either end (-1: none). */
function splitPoint(term: string, rule: CountInside): number {
  const points: number[] = [];
  for (const p of rule.after) {
    for (let i = term.indexOf(p); i >= 0; i = term.indexOf(p, i + 1)) {
      const at = p === ' ' ? i : i + p.length;
      if (at > 0 && at < term.length) points.push(at);
    }
  }
  if (points.length === 0) return -1;
  return rule.at === 'first' ? Math.min(...points) : Math.max(...points);
}

/** The term with each count at the place a count stands in it ("鼻から出" -> "鼻から#回出"). */
export function countInsideVariants(term: string, rule: CountInside): string[] {
  const at = splitPoint(term.replace(/\*$/, ''), rule);
  if (at < 0) return [];
  const head = term.slice(0, at);
  const tail = term.slice(at);
  return rule.counts.map((count) => (rule.after.includes(' ') ? `${head} ${count}${tail}` : `${head}${count}${tail}`));
}
