/**
 * Stage "kind": is the item a drink or a food? Votes from drink and food words
 * and from the evidence (a measured flow test or a base such as congee weighs
 * more), then the kind-dependent readings ("thick" congee is not a thickened
 * drink; "smooth" says nothing about a drink), and the food tier: which of the
 * named foods and drinks stands for the item as usually served.
 */
import type { IddsiLevel, ItemKind } from '../levels';
import { newEvidence, single, type RawEvidence } from './evidence';
import { BLENDED_DRINK_ROWS, BLENDED_DRINK_VERB_NAMES } from './rules';

export interface KindVotes {
  drink: number;
  food: number;
}

/** Weight of one piece of evidence in the kind vote. */
function voteWeight(e: RawEvidence): number {
  if (e.type === 'food') return e.food?.role === 'b' ? 2 : e.food?.role === 'd' ? 1.5 : 1;
  if (e.id === 'flow' || e.id === 'particle') return 3;
  return e.type === 'explicit' ? 2 : 1;
}

/** A drink thickness named only with a hedge ("medyo malapot", "agak kental": somewhat thick; lexicon conf < 1). */
const isHedgedDrinkName = (e: RawEvidence) => e.type === 'explicit' && e.kind === 'drink' && e.conf < 1;

/** Rule BLENDED_DRINK_INGREDIENTS: a food that went into the blended drink (an ingredient or a base, not a dish). */
const blendedIn = (e: RawEvidence) => e.type === 'food' && e.kind === 'food' && e.food!.role !== 'd' && !e.besideDrink;

/** The blended drink's name the text gives, named and not denied (rule BLENDED_DRINK_INGREDIENTS), or none. */
const blendedDrinkNamed = (foods: readonly RawEvidence[]) =>
  foods.find(
    (e) =>
      e.type === 'food' &&
      !e.negated &&
      e.kind === 'drink' &&
      BLENDED_DRINK_ROWS.has(e.food!.id) &&
      !BLENDED_DRINK_VERB_NAMES.has(e.matched),
  );
/** A drink made by blending is named, not denied (rule BLENDED_DRINK_INGREDIENTS). */
const namesBlendedDrink = (evidence: readonly RawEvidence[]) => blendedDrinkNamed(evidence) !== undefined;
/** How many characters may join a drink's name to the ingredient after it ("batido de mango", "sinh tố xoài"). */
const INGREDIENT_AFTER_NAME_GAP = 4;
/** Letters a joining word may have between the ingredients before the name ("and", "und", "と", "และ"; not "and a"). */
const JOINER_BEFORE_NAME_MAX = 3;
/** Spaces, hyphens and list marks join a list of ingredients; a full stop or a new line ends it. */
const LIST_JOIN_MARKS = /[\s\-,&+/、・·]/gu;
const CLAUSE_END = /[.;!?。；！？\n]/u;

/** The words between two spans, with the named foods inside them taken out. */
function wordsBetween(norm: string, from: number, to: number, foods: readonly RawEvidence[]): string {
  let out = '';
  let at = from;
  for (const f of foods) {
    if (f.start < at || f.end > to) continue;
    out += `${norm.slice(at, f.start)} `;
    at = f.end;
  }
  return out + norm.slice(at, to);
}

/**
 * Rule BLENDED_DRINK_INGREDIENTS: a food written as what the blended drink is made of ("mango and yoghurt
 * smoothie", "芒果酸奶奶昔", "batido de mango") went into the blender: it is no piece in the drink and brings no
 * hazard of its own. A food named apart from the name ("strawberries and a smoothie", "a smoothie with a
 * bowl of grapes") is served beside it.
 */
export function blendedIntoDrink(norm: string, foods: readonly RawEvidence[], e: RawEvidence): boolean {
  const drink = blendedDrinkNamed(foods);
  if (!drink || !blendedIn(e)) return false;
  if (e.start >= drink.end) return e.start - drink.end <= INGREDIENT_AFTER_NAME_GAP && !CLAUSE_END.test(norm.slice(drink.end, e.start));
  const between = wordsBetween(norm, e.end, drink.start, foods);
  return !CLAUSE_END.test(between) && between.replace(LIST_JOIN_MARKS, '').length <= JOINER_BEFORE_NAME_MAX;
}

export function kindVotes(evidence: RawEvidence[], drinkWords: number, foodWords: number): KindVotes {
  let drink = drinkWords * 2;
  let food = foodWords;
  let hedged = 0;
  const blended = namesBlendedDrink(evidence);
  for (const e of evidence) {
    if (!e.kind || e.drinkNeutral || (blended && blendedIn(e))) continue;
    // rule HEDGED_NAME_OF_FOOD: "somewhat thick" is said of a thick food as of a drink: it counts only when no food is named
    if (isHedgedDrinkName(e)) hedged += voteWeight(e);
    else if (e.kind === 'drink') drink += voteWeight(e);
    else food += voteWeight(e);
  }
  return { drink: food > 0 ? drink : drink + hedged, food };
}

export function votedKind(votes: KindVotes): ItemKind {
  return votes.drink > votes.food ? 'drink' : 'food';
}

/** The kind of a chosen level: unambiguous at 0-2 (drinks) and 5-7 (foods), else from the votes. */
export function kindOfLevel(level: IddsiLevel, votes: KindVotes, voted: ItemKind): ItemKind {
  if (level <= 2) return 'drink';
  if (level >= 5) return 'food';
  if (votes.drink === votes.food) return level === 3 ? 'drink' : 'food';
  return voted;
}

/** Evidence of tiers 0-2 that votes on the level for this kind, and the foods (tier 3). */
export function splitByTier(evidence: RawEvidence[], kind: ItemKind): { voting: RawEvidence[][]; foods: RawEvidence[] } {
  const voting: RawEvidence[][] = [[], [], []];
  const foods: RawEvidence[] = [];
  for (const e of evidence) {
    if (e.foodWeights && kind === 'food') e.weights = e.foodWeights;
    if (e.tier === 3) foods.push(e);
    // rule HEDGED_NAME_OF_FOOD: a hedged drink name says nothing of a food's level; its tests and textures do
    else if (kind === 'food' && isHedgedDrinkName(e)) continue;
    else if (e.tier < 3 && !(e.drinkNeutral && kind === 'drink')) voting[e.tier]!.push(e);
  }
  return { voting, foods };
}

/** The confidence of a drink known only as "a drink" (a flavour, no thickening stated). */
export const GENERIC_DRINK_CONF = 0.45;

/**
 * The food tier: a base (congee, soup, a drink) decides over what is in it ("beef congee" is
 * congee); a solid dish served with a drink is judged as the solid; a drink named only by its
 * flavour ("orange drink") is a thin drink.
 */
export function foodTierOf(foods: RawEvidence[], kind: ItemKind, drinkWords: number): RawEvidence[] {
  const hasBase = foods.some((e) => e.food!.role === 'b');
  let tier = hasBase ? foods.filter((e) => e.food!.role === 'b') : foods;
  // rule BLENDED_DRINK_INGREDIENTS: the yoghurt blended into a smoothie does not stand for the smoothie
  if (kind === 'drink' && namesBlendedDrink(foods)) tier = tier.filter((e) => !blendedIn(e));
  // rule LISTED_BESIDE_KEEPS_HAZARDS: a solid listed beside a food base is served beside it, not in it
  // rule ADDED_TO_BASE_FLOOR: so is a solid joined to it ("congee with century egg"): the plate's hardest part decides
  if (hasBase && kind === 'food')
    tier = [...tier, ...foods.filter((e) => (e.listed || e.added) && e.food!.role !== 'b' && e.kind === 'food')];
  if (hasBase && tier.every((e) => e.kind === 'drink')) {
    // cereal in milk, ice cream in a wafer cone, tea and biscuits: the solid has to be swallowed safely
    // rule SOLID_BESIDE_DRINK: so does an ingredient named as an item beside the drink ("bacon and a coffee")
    const solids = foods.filter((e) => (e.food!.role === 'd' || e.besideDrink) && e.kind === 'food');
    if (solids.length > 0) tier = solids;
  }
  if (kind === 'drink' && drinkWords > 0 && (tier.length === 0 || tier.every((e) => e.kind === 'food' && e.food!.role === 'i'))) {
    tier = [genericThinDrink()];
  }
  return tier;
}

/** "A drink" with nothing known of its thickness but that nothing thickened it: a thin drink. */
export function genericThinDrink(): RawEvidence {
  const generic = newEvidence('food', 3, 'drink_generic', single(0), '', 0, 0, GENERIC_DRINK_CONF);
  generic.kind = 'drink';
  return generic;
}

/** Preparations that leave a liquid as thick as what went in: blending, straining, juicing, "smooth". */
const NON_THICKENING_PREPS: ReadonlySet<string> = new Set(['blended', 'sieved', 'liquidised_word', 'smooth']);
/** Of those, the ones that blend what went in. */
const BLENDING: ReadonlySet<string> = new Set(['blended', 'liquidised_word']);
/** Of those, the ones that make a drink of what went in. */
const LIQUIDISING_PREPS: ReadonlySet<string> = new Set(['blended', 'sieved', 'liquidised_word']);

/**
 * Rule UNTHICKENED_BLEND: a blended, strained or juiced item the text says was not thickened
 * ("watermelon blended and strained, no thickener", "แตงโมปั่น ... ไม่ใส่ผงเพิ่มความข้น"), with no
 * test reported and no word of thickness, is a drink as thin as what went into the blender; so is
 * one blended and strained that the words make a drink ("served as juice") with no thickener word. The
 * blending words then say nothing of its thickness, and drinks lean thinner.
 */
export function unthickenedBlend(evidence: RawEvidence[], voted: ItemKind): boolean {
  let thickenerDenied = false;
  let liquidised = false;
  let strained = false;
  for (const e of evidence) {
    if (e.tier === 1 && !e.negated) return false;
    if (e.tier !== 2) continue;
    if (e.id === 'thickened') {
      if (!e.negated) return false;
      thickenerDenied = true;
    } else if (!e.negated) {
      if (!NON_THICKENING_PREPS.has(e.id)) return false;
      if (LIQUIDISING_PREPS.has(e.id)) liquidised = true;
      if (e.id === 'sieved') strained = true;
    }
  }
  return liquidised && servedThin(evidence, voted, thickenerDenied, strained);
}

/** A liquidised item is served thin: its thickener denied, or strained, served as a drink and no soup. */
function servedThin(evidence: RawEvidence[], voted: ItemKind, thickenerDenied: boolean, strained: boolean): boolean {
  if (thickenerDenied) return voted === 'drink' || strained;
  return voted === 'drink' && strained && strainedBlendOfNoSoup(evidence);
}

/**
 * Blended and strained, served as a drink, with no thickener word and no soup named: a juice
 * ("melon blitzed and strained, poured as juice"); a soup blended and strained is a smooth soup.
 */
function strainedBlendOfNoSoup(evidence: RawEvidence[]): boolean {
  // "liquidised" / "licuada" is the same blend as "blended" (rule UNTHICKENED_BLEND)
  return evidence.some((e) => BLENDING.has(e.id) && !e.negated) && !evidence.some((e) => e.tier === 3 && e.food?.soup);
}

/** Under rule STRAINED_FRUIT_JUICE, the words that serve the strained fruit as a drink: drunk, or thin as water. */
const SERVED_AS_DRINK: ReadonlySet<string> = new Set(['from_cup', 'thin']);
/** Under rule STRAINED_FRUIT_JUICE, the words that blend, strain or serve the fruit as a drink. */
const JUICING: ReadonlySet<string> = new Set([...NON_THICKENING_PREPS, 'pureed', ...SERVED_AS_DRINK]);
const BLENDED_OR_PUREED: ReadonlySet<string> = new Set([...BLENDING, 'pureed']);
const isJuicyFruit = (e: RawEvidence) => e.type === 'food' && e.kind === 'food' && e.food!.hazards.includes('juicy');

/**
 * Rule STRAINED_FRUIT_JUICE: a juicy fruit blended (or puréed) and strained of its pulp and seeds, and
 * drunk ("se bebe en vaso", "uống bằng ống hút") or said to be thin as water ("queda como agua", "like
 * water", "水みたい"), with no thickener, level or test stated, is a juice: thin, however it was blended.
 */
export function strainedFruitJuice(evidence: RawEvidence[]): boolean {
  let blended = false;
  let strained = false;
  let drunk = false;
  let fruit = false;
  for (const e of evidence) {
    if (e.type === 'food') {
      if (!isJuicyFruit(e)) return false;
      fruit = true;
    } else if (e.tier < 2 && !e.negated) return false;
    else if (e.tier === 2 && !e.negated) {
      if (!JUICING.has(e.id)) return false;
      blended ||= BLENDED_OR_PUREED.has(e.id);
      strained ||= e.id === 'sieved';
      drunk ||= SERVED_AS_DRINK.has(e.id);
    }
  }
  return fruit && blended && strained && drunk;
}

/**
 * Under rules UNTHICKENED_BLEND and STRAINED_FRUIT_JUICE: the blending, straining, serving and thickener
 * words leave the texture tier, and the item is "a drink" known only as unthickened: thin, at the
 * generic drink's low confidence.
 */
export function asUnthickenedBlend(textures: RawEvidence[]): { textures: RawEvidence[]; foodTier: RawEvidence[] } {
  const kept = textures.filter((e) => !JUICING.has(e.id) && e.id !== 'thickened');
  return { textures: kept, foodTier: [genericThinDrink()] };
}

/**
 * Rule SPOON_EATEN_IS_FOOD: a runny item the text says is eaten with a spoon ("crema muy líquida, se come con
 * cuchara", "very runny custard eaten with a spoon"), with no drinking word and no flow test, is a food: a
 * liquidised food is Level 3 at least (foods lean higher), not a thin drink.
 */
function spoonEatenRunny(evidence: RawEvidence[]): boolean {
  let spoon = false;
  let runny = false;
  for (const e of evidence) {
    if (e.negated) continue;
    if (e.id === 'flow' || e.id === 'from_cup') return false;
    spoon ||= e.id === 'spoon_only';
    runny ||= e.id === 'thin';
  }
  return spoon && runny;
}

/** The voted kind, unless rule SPOON_EATEN_IS_FOOD makes the item a food. */
export function spoonOrVotedKind(evidence: RawEvidence[], votes: KindVotes): ItemKind {
  return spoonEatenRunny(evidence) ? 'food' : votedKind(votes);
}
