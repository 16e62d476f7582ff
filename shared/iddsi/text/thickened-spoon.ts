/**
 * Rule THICKENED_DRINK_HOLDS_ON_SPOON: a drink the text says was thickened that stays on the spoon
 * ("susu dikasih pengental, nempel di sendok", "thickened juice sticks to the spoon") reports the
 * spoon result of an Extremely thick drink (Level 4), not the stickiness of a food.
 */
import type { Extraction } from './extract';
import { type RawEvidence, single } from './evidence';

const live = (e: RawEvidence) => !e.negated;

/** A drink base and a thickening word, and no food named beside them. */
function thickenedDrinkOnly(evidence: RawEvidence[]): boolean {
  const named = evidence.filter((e) => live(e) && e.food);
  if (named.length === 0 || named.some((e) => e.food!.kind !== 'drink')) return false;
  return evidence.some((e) => live(e) && e.id === 'thickened');
}

/** Reads a spoon that holds a thickened drink as the Level 4 spoon result; true when it did. */
export function thickenedDrinkHoldsOnSpoon(x: Extraction): boolean {
  if (!thickenedDrinkOnly(x.evidence)) return false;
  const held = x.evidence.filter((e) => e.id === 'spoon_sticks' && live(e));
  for (const e of held) {
    e.weights = single(4);
    e.foodWeights = undefined;
    e.kind = 'drink';
    // the words name the spoon result, not a sticky food
    x.textHazards = x.textHazards.filter((h) => h.code !== 'sticky' || h.start === undefined || h.start < e.start || h.start >= e.end);
  }
  return held.length > 0;
}
