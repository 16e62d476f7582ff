/**
 * Rule LABEL_CONTRADICTED_AFTER_CONTRAST: a level or texture claimed only by a label ("container said
 * Level 6", "nakasulat sa lalagyan 'pureed'", "Nhãn ghi 'xay nhuyễn mức 4'") and, after a contrast word
 * past the claim ("but", "pero", "nhưng", "但", "けど", "tapi", "แต่"), what the text says of the food
 * itself: a test result or texture word none of whose levels is a claimed one. IDDSI levels are
 * the texture of the food as served, shown by its tests; a label is a claim, so the food's own
 * evidence decides, in either direction.
 */
import type { IddsiLevel, ItemKind } from '../levels';
import type { RawEvidence } from './evidence';

/** The levels a piece of evidence points at: within KEEP of its best weight ("moist" is 5-6, barely 4). */
function levelsOf(e: RawEvidence): IddsiLevel[] {
  const weights = [...(e.foodWeights ?? e.weights)];
  const best = Math.max(0, ...weights.map(([, w]) => w));
  return weights.filter(([, w]) => best > 0 && w >= KEEP * best).map(([l]) => l);
}
const KEEP = 0.75;
/** The lowest level a food's texture words and tests decide here (Level 3: liquidised). */
const FOOD_TEXTURES_FROM = 3;

/** What the text says of the food after `turn`: live test results and texture words outside the label. */
const seenAfter = (tiers: RawEvidence[][], turn: number) =>
  [...tiers[1]!, ...tiers[2]!].filter((e) => e.start > turn && !e.negated && e.claim !== 'label');

export function foodContradictsLabel(tiers: RawEvidence[][], kind: ItemKind, contrasts: readonly number[]): boolean {
  if (kind !== 'food' || tiers[0]!.some((e) => e.claim !== 'label' && !e.negated)) return false;
  const claimed = [...tiers[0]!, ...tiers[2]!].filter((e) => e.claim === 'label' && !e.negated);
  if (claimed.length === 0) return false;
  const claimedAt = Math.max(...claimed.map((e) => e.start));
  const turn = contrasts.find((at) => at > claimedAt);
  if (turn === undefined) return false;
  const seen = seenAfter(tiers, turn);
  const claimedLevels = new Set(claimed.flatMap(levelsOf));
  // a food seen to flow (levels 0-2) is judged by the fluid rules (TEST_DECIDES_FLUID, SEEN_THINNER_THAN_STATED)
  const outside = (e: RawEvidence) => levelsOf(e).every((l) => !claimedLevels.has(l) && l >= FOOD_TEXTURES_FROM);
  return seen.length > 0 && seen.every(outside);
}
