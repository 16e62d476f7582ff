/**
 * Rule DRY_FOOD_CRUMBLED_IN_LIQUID: crackers, biscuits, bread or croutons crushed or
 * crumbled into a soup or drink are dry, crumbly bits in a thin liquid, even when the writer did it
 * "to thicken it": a food is not a thickener. Only blending smooth or soaking through (pre-gelled)
 * makes them one texture; a reported test result settles it on its own.
 */
import type { EngineHazard, RawEvidence } from './evidence';
import { addHazard, hasHazard, SMOOTHING } from './hazard-stage';
import { CRUMBLY_FOODS } from './rules';

const live = (e: RawEvidence) => !e.negated;
/** A soup or a drink that carries what is put in it. */
const isCarrier = (e: RawEvidence) => e.food!.soup || (e.food!.kind === 'drink' && e.food!.role === 'b');
/** A food that breaks into dry crumbs (bread, crackers, biscuits); grains in a liquid are rule SOLID_IN_CARRIER's. */
const isDryFood = (e: RawEvidence) => CRUMBLY_FOODS.has(e.food!.id);
/** Words that make the dry food and the liquid one texture. */
const MERGES = (id: string) => SMOOTHING.has(id) || id === 'soaked';

/** How far (characters) a crushing word may stand from the dry food it describes ("galletas trituradas", "crushed crackers"). */
const ATTACHED_GAP = 1;
const attached = (w: RawEvidence, food: RawEvidence) => w.start - food.end <= ATTACHED_GAP && food.start - w.end <= ATTACHED_GAP;

/**
 * Under rule DRY_FOOD_CRUMBLED_IN_LIQUID: a blending or puréeing word written right beside a dry food ("galletas
 * trituradas", "biskuit dihaluskan") says how the dry food was crushed before it went in: crumbs, not the dish
 * blended smooth. The words so attached, when the text names a liquid the food went into.
 */
export function crushedDryWords(evidence: readonly RawEvidence[], textHazards: readonly EngineHazard[]): Set<RawEvidence> {
  const out = new Set<RawEvidence>();
  const foods = evidence.filter((e) => live(e) && e.type === 'food' && e.food !== undefined);
  const dry = foods.filter(isDryFood);
  if (dry.length === 0 || !(foods.some(isCarrier) || carrierWords(textHazards))) return out;
  for (const w of evidence) if (live(w) && w.tier === 2 && MERGES(w.id) && dry.some((d) => attached(w, d))) out.add(w);
  return out;
}

/** Carrier words of the text ("in the soup", "sopa con", "泡在汤里"): a mixed consistency its words name. */
const carrierWords = (textHazards: readonly EngineHazard[]) =>
  textHazards.some((h) => h.code === 'mixed_consistency' && h.source === 'text');

/** Adds the mixed consistency and the dry, crumbly bits when a dry food is named in a liquid it was not merged into. */
export function dryFoodInLiquid(
  evidence: readonly RawEvidence[],
  foods: readonly RawEvidence[],
  removed: Set<string>,
  hazards: EngineHazard[],
  crushed: ReadonlySet<RawEvidence> = new Set(),
): void {
  if (evidence.some((e) => live(e) && e.tier === 1)) return;
  const carrier = foods.find((e) => live(e) && isCarrier(e)) ?? hazards.find((h) => h.code === 'mixed_consistency' && h.source === 'text');
  const dry = carrier && foods.find((e) => live(e) && isDryFood(e));
  if (!carrier || !dry) return;
  if (evidence.some((e) => live(e) && e.tier === 2 && MERGES(e.id) && !crushed.has(e))) return;
  addHazard(hazards, removed, 'mixed_consistency', `${carrier.matched} + ${dry.matched}`, 'rule');
  // crushing takes the size, not the dryness: crumbs are the crumbly bits IDDSI excludes
  if (hasHazard(hazards, 'mixed_consistency') && !hasHazard(hazards, 'dry'))
    hazards.push({ code: 'dry', matched: dry.matched, source: 'rule' });
}
