/**
 * Rule MELTING_FOOD_ALONE: a gelatin jelly or an ice cream (a food row marked "melts") named with no other
 * food, no test and no texture of its own is the thin liquid it becomes in the mouth. Its flavour (a fruit
 * right before it, or in brackets after it: "lemon jelly cubes", "jelly pot (strawberry)") and the cut of its
 * pieces ("cubed", "cut small": size only) are not other evidence. Konjac, agar, jam and the jellies made for
 * dysphagia are rows of their own without "melts", and a second food, a test, a level said of the item or
 * pieces said to sit in a liquid keep the food's answer.
 */
import { DRINK_FLAVOUR_FOODS } from '../lexicon/flavour-words';
import { GELATIN_WORDS, GENERIC_JELLY_CUPS } from '../lexicon/foods';
import type { EngineHazard, RawEvidence } from './evidence';

/** Texture words that only size the pieces (terms.ts ids): a cut jelly still melts. */
const CUT_SIZE_IDS: ReadonlySet<string> = new Set(['chopped', 'chunks', 'bite_sized']);
/**
 * Between a flavour and the jelly written after it: one space or a hyphen at most, on the same line ("lemon jelly",
 * "lime-jelly", "りんごゼリー"). A line break, a dash between spaces or a list mark parts two items ("grapes - jelly cubes").
 */
const FLAVOUR_BEFORE_GAP = /^[ -]?$/;
/** Between the jelly and its flavour after it: a container word at most, then an opening bracket ("jelly pot (strawberry)"). */
const FLAVOUR_AFTER_GAP = /^(?:\s*[a-z]+)?\s*[(（]\s*$/;
/** After the flavour in brackets: the bracket closes at once ("(grapes halved)" describes pieces, not a flavour). */
const FLAVOUR_BRACKET_CLOSES = /^\s*[)）]/;
/**
 * A flavour is one word in Latin letters, not a plural: "strawberry" flavours a jelly, "grapes" are pieces served
 * with it. A bare fruit in brackets in a script without plurals ("啫哩粒（提子）") is not told apart: left to the food.
 */
const FLAVOUR_WORD = /^[a-z\u00e0-\u024f]+$/;
const pluralLooking = (w: string) => /[^s]s$/.test(w) || w.endsWith('ies');
const live = (e: RawEvidence) => !e.negated;
const melts = (e: RawEvidence) => e.food?.hazards.includes('melts') === true;

/**
 * A fruit or chocolate written as the melting food's flavour, inside the jelly's own name, not an item beside it:
 * "lemon jelly", "jelly pot (orange)"; not "jelly cubes, grapes", "grapes\njelly cubes", "jelly cubes (grapes halved)".
 */
function flavourOf(e: RawEvidence, melting: RawEvidence, norm: string): boolean {
  if (!e.food || !DRINK_FLAVOUR_FOODS.has(e.food.id)) return false;
  const word = e.matched.toLowerCase();
  if (pluralLooking(word)) return false;
  if (e.end <= melting.start) return FLAVOUR_BEFORE_GAP.test(norm.slice(e.end, melting.start));
  return flavourInBrackets(norm, melting.end, e);
}

/**
 * A fruit alone in brackets right after a melting food ending at `from` ("jelly pot (orange)"): one Latin word, not
 * plural, the bracket closing at once. Rule FLAVOUR_AFTER_DRINK asks it too when the drink is a melting jelly.
 */
export function flavourInBrackets(norm: string, from: number, e: RawEvidence): boolean {
  const word = e.matched.toLowerCase();
  if (e.start < from || !FLAVOUR_WORD.test(word) || pluralLooking(word)) return false;
  return FLAVOUR_AFTER_GAP.test(norm.slice(from, e.start)) && FLAVOUR_BRACKET_CLOSES.test(norm.slice(e.end));
}

/** Evidence of the item's own level or texture: a level said of it (a diet label aside), a test, a texture word beyond a cut. */
function textureOfItsOwn(tiers: readonly RawEvidence[][]): boolean {
  if (tiers[0]!.some((e) => live(e) && e.claim !== 'label')) return true;
  if (tiers[1]!.some(live)) return true;
  return tiers[2]!.some((e) => live(e) && !CUT_SIZE_IDS.has(e.id));
}

/**
 * Pieces said to sit in a liquid ("jelly cubes in juice") or a second food mixed in: a mixed consistency, not one
 * melting food. The jelly's own cut read as its pieces ("jelly + cubes") is not.
 */
function mixedBeyondTheFood(hazards: readonly EngineHazard[], evidence: readonly RawEvidence[]): boolean {
  const ownCut = (h: EngineHazard) => evidence.some((e) => CUT_SIZE_IDS.has(e.id) && h.matched.endsWith(` + ${e.matched}`));
  return hazards.some((h) => h.code === 'mixed_consistency' && h.source !== 'food' && !ownCut(h));
}

/**
 * A hazard the text says of the item other than melting ("gummy", "chewy", "set hard", "crunchy", "whole grapes
 * inside"): a jelly that is firm, chewy or holds pieces is not one that melts, and its hazard needs the food's answer.
 */
const hazardSaidOfIt = (hazards: readonly EngineHazard[]) => hazards.some((h) => h.source === 'text' && h.code !== 'melts');

/** The melting food named with no other food than its flavour (or a row in `sameItem`), or null. */
function theMeltingFoodAlone(foods: readonly RawEvidence[], norm: string, sameItem: ReadonlySet<string> = NO_IDS): RawEvidence | null {
  const named = foods.filter(live);
  const melting = named.find(melts);
  const other = (e: RawEvidence) => !melts(e) && !sameItem.has(e.food?.id ?? '') && !flavourOf(e, melting!, norm);
  if (!melting || named.some(other)) return null;
  return melting;
}

const NO_IDS: ReadonlySet<string> = new Set();
/**
 * Rule MELTS_AGAINST_STATED_LEVEL: the swallowing jelly a label claims ("お茶ゼリーに「レベル3」とある") is the same item
 * the writer then says is a gelatin jelly that melts, not a second food.
 */
const CLAIMED_JELLY_IDS: ReadonlySet<string> = new Set(['swallow_jelly']);

/** The melting food the item is, alone (rule MELTING_FOOD_ALONE), or null. */
export function meltingFoodAlone(
  tiers: readonly RawEvidence[][],
  foods: readonly RawEvidence[],
  evidence: readonly RawEvidence[],
  hazards: readonly EngineHazard[],
  norm: string,
): RawEvidence | null {
  const melting = theMeltingFoodAlone(foods, norm);
  if (!melting) return null;
  if (textureOfItsOwn(tiers) || hazardSaidOfIt(hazards) || mixedBeyondTheFood(hazards, evidence)) return null;
  return melting;
}

/** What stays of the hazards once the item is the thin liquid: the words of the text, not the jelly's or its flavour's usual form. */
export const hazardsOfTheLiquid = (hazards: readonly EngineHazard[]) =>
  hazards.filter((h) => h.source === 'text' || (h.source === 'rule' && h.code !== 'mixed_consistency'));

/**
 * Rule MELTS_AGAINST_STATED_LEVEL: a thickened level stated or labelled ("「レベル4」と書いてある", "pot says level 3")
 * beside a melting food the text itself says melts in the mouth ("溶ける普通のゼラチンゼリー"), with no test of
 * its own and no other food than its flavour: the writer's observation outranks the claim, and what melts is a thin
 * liquid. Returns the melting food.
 */
export function meltsAgainstStated(
  tiers: readonly RawEvidence[][],
  foods: readonly RawEvidence[],
  hazards: readonly EngineHazard[],
  level: number,
  norm: string,
): RawEvidence | null {
  if (level === 0 || !tiers[0]!.some(live) || tiers[1]!.some(live)) return null;
  if (!hazards.some((h) => h.code === 'melts' && h.source === 'text')) return null;
  // a second food beside it ("level 5 minced chicken, and jelly that melts") keeps the level of the meal
  return theMeltingFoodAlone(foods, norm, CLAIMED_JELLY_IDS);
}

/**
 * Rule GELATIN_JELLY_CUP: a jelly cup named only as such (the konjac row's generic names) that the text says is
 * gelatin ("jelly cup ... the gelatin one", "果冻杯，明胶做的") is the gelatin jelly that melts: the konjac
 * reading is dropped, its hazards with it. A konjac word said by name (konjac, 蒟蒻, nata de coco) keeps it.
 */
export function gelatinJellyCup(evidence: RawEvidence[], norm: string): RawEvidence[] {
  const said = (e: RawEvidence) => norm.slice(e.start, e.end);
  const konjac = (e: RawEvidence) => live(e) && e.food?.id === 'konjac';
  if (!evidence.some((e) => live(e) && melts(e) && GELATIN_WORDS.has(said(e)))) return evidence;
  if (evidence.some((e) => konjac(e) && !GENERIC_JELLY_CUPS.has(said(e)))) return evidence;
  return evidence.filter((e) => !konjac(e));
}
