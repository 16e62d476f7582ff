/**
 * Rule MINCED_IS_FOOD: a mincing word said of a food makes the item a food with pieces; a drink-thickness
 * name beside it ("hơi đặc", "mildly thick") describes the food's consistency, not a drink's level.
 */
import type { RawEvidence } from './evidence';
import type { Extraction } from './extract';

const minced = (e: RawEvidence) => e.id === 'minced' && !e.negated && e.claim !== 'label';
const drinkName = (e: RawEvidence) => e.type === 'explicit' && e.kind === 'drink' && e.id !== 'level_number';
const solidFood = (e: RawEvidence) => e.type === 'food' && !e.negated && e.food?.kind === 'food';

/** Drops drink-thickness names when a food is said to be minced. */
export function mincedIsFood(x: Extraction): void {
  if (!x.evidence.some(minced) || !x.evidence.some(solidFood) || !x.evidence.some(drinkName)) return;
  x.evidence = x.evidence.filter((e) => !drinkName(e));
}
