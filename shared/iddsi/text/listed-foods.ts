/**
 * Stage "read" (rule LISTED_BESIDE_KEEPS_HAZARDS): two foods with only a list word between them
 * ("steamed egg and white rice", "蒸水蛋同白飯", "lugaw at tinapay", "purée, toast") are served
 * side by side, not one cooked into the other: neither base takes the other's hazards away.
 */
import { LIST_AND } from '../lexicon/list-words';
import type { RawEvidence } from './evidence';
import { normalizePattern } from './normalize';

/** List words and marks that join two items ("and", "同", "と", ",", "、", "&", "+"). */
const JOINERS: ReadonlySet<string> = new Set([
  ...Object.values(LIST_AND).flatMap((list) => list.split(',').map((w) => normalizePattern(w.trim()))),
  ',',
  '、',
  '&',
  '+',
]);
/** An article after the list word ("and a biscuit", "y un pan", "at ng tinapay"). */
const ARTICLE_AFTER = /\s+(?:a|an|some|the|un|una|une|des|ng|mga)$/;

/** How two foods are joined: by a list word alone, by one followed by an article (a new item), or not at all. */
function joinBetween(norm: string, from: number, to: number): 'list' | 'item' | undefined {
  if (to <= from) return undefined;
  const gap = norm.slice(from, to).trim();
  const bare = gap.replace(ARTICLE_AFTER, '');
  if (!JOINERS.has(bare.replace(/\s+/g, ' '))) return undefined;
  return bare === gap ? 'list' : 'item';
}

/**
 * Marks the foods named side by side (`listed`). Returns where each list word followed by an article
 * starts ("smooth custard and a biscuit"): there a new item begins, and the words before it describe the
 * first food only. Without an article a preparation may cover the whole list ("pureed beef and carrots").
 */
export function readListedFoods(norm: string, evidence: readonly RawEvidence[], foodEnds: ReadonlyMap<RawEvidence, number>): number[] {
  const foods = evidence.filter((e) => e.type === 'food' && e.food !== undefined && !e.negated).sort((a, b) => a.start - b.start);
  const at: number[] = [];
  for (let i = 1; i < foods.length; i++) {
    const [a, b] = [foods[i - 1]!, foods[i]!];
    const end = foodEnds.get(a) ?? a.start + a.matched.length;
    const join = joinBetween(norm, end, b.start);
    if (!join) continue;
    a.listed = true;
    b.listed = true;
    if (join === 'item') at.push(end);
  }
  return at;
}
