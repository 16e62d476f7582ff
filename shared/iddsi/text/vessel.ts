/**
 * Rule VESSEL_OF_SOLID_FOOD: a vessel or measure word ("a cup of", "一杯", "taza de", "secangkir",
 * lexicon/terms.ts VESSEL_WORDS) beside a named solid food and no named drink measures the food: it is no
 * drink word, so the food decides the kind and keeps its hazards ("a cup of grapes", "ご飯一杯").
 */
import { MADE_UP_FROM_POWDER } from '../lexicon/foods';
import { VESSEL_WORDS } from '../lexicon/terms';
import type { RawEvidence } from './evidence';
import { normalizedWordSet } from './normalize';

const VESSELS = normalizedWordSet(VESSEL_WORDS);

/** The matched drink word `norm[start, end)` is a vessel or measure word. */
export const isVesselWord = (norm: string, start: number, end: number): boolean => VESSELS.has(norm.slice(start, end));

/**
 * A solid food is named and no drink: the vessel words measure the food. Rule POWDER_DRINK_IN_CUP: a powder
 * made up with water (藕粉, 芝麻糊) is no such solid; the cup it is made up in says it is drunk.
 */
export function vesselOfSolid(evidence: readonly RawEvidence[]): boolean {
  const foods = evidence.filter((e) => e.tier === 3 && !e.negated);
  return foods.some(isSolidFood) && !foods.some((e) => e.kind === 'drink');
}
// module-level: vesselOfSolid runs on every text, and a named local closure is made again each call
const isSolidFood = (e: RawEvidence) => e.kind === 'food' && !MADE_UP_FROM_POWDER.has(e.id);
