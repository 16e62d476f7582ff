/**
 * Rule LABEL_CONTRADICTED_AFTER_CONTRAST: a level or texture claimed only by a label ("container said
 * Level 6", "nakasulat sa lalagyan 'pureed'", "Nhãn ghi 'xay nhuyễn mức 4'") and, after a turn past the
 * claim (a contrast word: "but", "pero", "nhưng", "但", "けど", "tapi", "แต่"; a sentence end; a heading
 * colon: "prueba:", "实测："), what the text says of the food itself: test results and texture words
 * that together point at no claimed level. IDDSI levels are
 * the texture of the food as served, shown by its tests; a label is a claim, so the food's own
 * evidence decides, in either direction.
 */
import type { IddsiLevel, ItemKind } from '../levels';
import type { RawEvidence } from './evidence';

/** The levels the evidence points at together: within KEEP of its best summed weight ("moist" alone is 5-6). */
function keptLevels(ev: RawEvidence[]): IddsiLevel[] {
  const sum = new Map<IddsiLevel, number>();
  for (const e of ev) for (const [l, w] of e.foodWeights ?? e.weights) sum.set(l, (sum.get(l) ?? 0) + w);
  const best = Math.max(0, ...sum.values());
  return [...sum].filter(([, w]) => best > 0 && w >= KEEP * best).map(([l]) => l);
}
const KEEP = 0.75;
const levelsOf = (e: RawEvidence): IddsiLevel[] => [...(e.foodWeights ?? e.weights).keys()];
/** The lowest level a food's texture words and tests decide here (Level 3: liquidised). */
const FOOD_TEXTURES_FROM = 3;
/** What the text says of the food after `turn`: live test results and texture words outside the label. */
const seenAfter = (tiers: RawEvidence[][], turn: number) =>
  [...tiers[1]!, ...tiers[2]!].filter((e) => e.start > turn && !e.negated && e.claim !== 'label');

export function foodContradictsLabel(tiers: RawEvidence[][], kind: ItemKind, turns: readonly number[]): boolean {
  if (kind !== 'food' || tiers[0]!.some((e) => e.claim !== 'label' && !e.negated)) return false;
  const claimed = [...tiers[0]!, ...tiers[2]!].filter((e) => e.claim === 'label' && !e.negated);
  if (claimed.length === 0) return false;
  const claimedAt = Math.max(...claimed.map((e) => e.start));
  const turn = turns.filter((at) => at > claimedAt).sort((a, b) => a - b)[0];
  if (turn === undefined) return false;
  const seen = seenAfter(tiers, turn);
  // a food seen to flow (any level 0-2) is judged by the fluid rules (TEST_DECIDES_FLUID, SEEN_THINNER_THAN_STATED)
  if (seen.some((e) => levelsOf(e).some((l) => l < FOOD_TEXTURES_FROM))) return false;
  const claimedLevels = new Set(claimed.flatMap(levelsOf));
  const found = keptLevels(seen);
  return found.length > 0 && found.every((l) => !claimedLevels.has(l));
}
