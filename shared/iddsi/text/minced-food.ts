/**
 * Rule MINCED_IS_FOOD: a mincing word said of a food makes the item a food with pieces; a drink-thickness
 * name beside it ("hơi đặc", "mildly thick") describes the food's consistency, not a drink's level.
 */
import type { RawEvidence } from './evidence';
import type { Extraction } from './extract';

const minced = (e: RawEvidence) => e.id === 'minced' && !e.negated && e.claim !== 'label';
const drinkName = (e: RawEvidence) => e.type === 'explicit' && e.kind === 'drink' && e.id !== 'level_number';
const solidFood = (e: RawEvidence) => e.type === 'food' && !e.negated && e.food?.kind === 'food';

/** A food base that is not a soup (congee, porridge, a purée), and a drink named as such. */
const foodBase = (e: RawEvidence) => solidFood(e) && e.food!.role === 'b' && !e.food!.soup;
const namedDrink = (e: RawEvidence) => e.type === 'food' && !e.negated && e.food?.kind === 'drink';

/**
 * Drops drink-thickness names when a food is said to be minced, or when they are said of a food base and
 * no drink is named (rule FOOD_BASE_THICKNESS: "cháo xay, hơi sệt" is a congee a bit thick, not a drink).
 */
export function mincedIsFood(x: Extraction): void {
  if (!x.evidence.some(drinkName)) return;
  const mincedFood = x.evidence.some(minced) && x.evidence.some(solidFood);
  const baseOnly = x.evidence.some(foodBase) && !x.evidence.some(namedDrink);
  if (mincedFood || baseOnly) x.evidence = x.evidence.filter((e) => !drinkName(e));
}

/** Texture words a dish of parts uses for its parts ("the mince is soft, mash on top"). */
const PART_WORDS: ReadonlySet<string> = new Set(['minced', 'mashed']);

/**
 * Rule DISH_OF_PARTS: a dish built of textured parts (cottage pie: mince under mashed potato) is not
 * the texture of one part; "mince" and "mash" said of it name its parts, so only a stated level, a
 * diet name, a filling said moist or tested, or a preparation of the whole dish (blended) takes it
 * below its usual level.
 */
export function partsOfDish(x: Extraction): void {
  if (!x.evidence.some((e) => e.type === 'food' && !e.negated && e.food?.parts)) return;
  // the mince said moist (or in gravy) or tested is the filling prepared to Minced & Moist: it decides
  if (x.evidence.some((e) => !e.negated && (e.id === 'moist' || e.tier === 1 || e.food?.moistens))) return;
  x.evidence = x.evidence.filter((e) => e.tier !== 2 || !PART_WORDS.has(e.id));
}
