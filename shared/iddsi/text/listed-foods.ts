/**
 * Stage "read" (rule LISTED_BESIDE_KEEPS_HAZARDS): two foods with only a list word between them
 * ("steamed egg and white rice", "蒸水蛋同白飯", "lugaw at tinapay", "purée, toast") are served
 * side by side, not one cooked into the other: neither base takes the other's hazards away.
 */
import { TRANSFORMS_TEXTURE } from '../hazards';
import { LIST_AND } from '../lexicon/list-words';
import { byStart } from '../../text/spans';
import type { RawEvidence } from './evidence';
import { normalizedWords } from './normalize';
import { topLevel } from './weights';
import { BLENDED_DRINK_ROWS, BLENDED_DRINK_VERB_NAMES } from './rules';

/** Texture words said of a piece as it is ("soft", "smooth"): they do not break it into the base. */
const SAID_OF_A_PIECE: ReadonlySet<string> = new Set(['soft', 'smooth']);

/** List words and marks that join two items ("and", "同", "と", ",", "、", "&", "+"). */
const JOINERS: ReadonlySet<string> = new Set([...normalizedWords(LIST_AND), ',', '、', '&', '+']);
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
  const foods = byStart(evidence.filter((e) => e.type === 'food' && e.food !== undefined && !e.negated));
  const at: number[] = [];
  for (let i = 1; i < foods.length; i++) {
    const [a, b] = [foods[i - 1]!, foods[i]!];
    const end = foodEnds.get(a) ?? a.start + a.matched.length;
    const join = joinBetween(norm, end, b.start);
    if (!join) continue;
    a.listed = true;
    b.listed = true;
    if (!namesBlendedDrinkAfter(norm, b, foods[i + 1], foodEnds)) markSolidBesideDrink(a, b, join);
    if (join === 'item') at.push(end);
  }
  return at;
}

/**
 * Rule BLENDED_DRINK_INGREDIENTS: a liquid written right before a blended drink's name ("peach and oat milk
 * smoothie", "バナナと牛乳のスムージー") is one of its ingredients, so the solid listed before it is no item beside a drink.
 */
function namesBlendedDrinkAfter(
  norm: string,
  e: RawEvidence,
  next: RawEvidence | undefined,
  foodEnds: ReadonlyMap<RawEvidence, number>,
): boolean {
  if (!next || !BLENDED_DRINK_ROWS.has(next.food!.id) || BLENDED_DRINK_VERB_NAMES.has(next.matched)) return false;
  // nothing, or a linking particle ("牛乳のスムージー", "牛奶的奶昔") between them
  const gap = norm.slice(foodEnds.get(e) ?? e.start + e.matched.length, next.start).trim();
  return gap === '' || BLEND_LINKERS.has(gap);
}

const BLEND_LINKERS: ReadonlySet<string> = new Set(['の', '的', '-']);

const isDrinkBase = (e: RawEvidence) => e.food!.kind === 'drink' && e.food!.role === 'b';
const isSolidIngredient = (e: RawEvidence) =>
  e.food!.kind === 'food' && e.food!.role === 'i' && (topLevel(e.food!.weights, 'food') ?? 0) >= 5;

/**
 * Rule SOLID_BESIDE_DRINK: a solid named as an item of its own beside a drink ("bacon and a coffee",
 * "tocino at kape") is eaten, not drunk in it; a solid after the drink with no article ("water and lemon")
 * may be what the drink was made with, and stays an ingredient.
 */
function markSolidBesideDrink(a: RawEvidence, b: RawEvidence, join: 'list' | 'item'): void {
  if (isSolidIngredient(a) && isDrinkBase(b)) a.besideDrink = true;
  else if (join === 'item' && isDrinkBase(a) && isSolidIngredient(b)) b.besideDrink = true;
}

/** Preparations that break a food down into its base ("with egg, blended", "con pollo picado"): it is no piece then. */
const BLENDED_IN: ReadonlySet<string> = new Set([...TRANSFORMS_TEXTURE].filter((id) => !SAID_OF_A_PIECE.has(id)));

/** A wet food base (congee, mash, custard): Level 5 or below as usually served. */
export const isWetFoodBase = (e: RawEvidence): boolean =>
  !e.negated && e.food!.role === 'b' && e.food!.kind === 'food' && (topLevel(e.food!.weights, 'food') ?? 7) <= 5;

/**
 * Rule ADDED_TO_BASE_FLOOR: marks the solid foods with no hazard of their own joined right after a wet
 * base by a join word ("congee
 * with century egg", "粥加咸蛋", "lugaw na may itlog", "bubur dengan telur") as `added`, unless a
 * preparation after the base says they were minced, mashed or blended into it.
 */
export function readAddedFoods(
  evidence: readonly RawEvidence[],
  foodEnds: ReadonlyMap<RawEvidence, number>,
  joinAt: readonly number[],
): void {
  const foods = byStart(evidence.filter((e) => e.type === 'food' && e.food !== undefined && !e.negated));
  for (let i = 1; i < foods.length; i++) {
    const [base, e] = [foods[i - 1]!, foods[i]!];
    const end = foodEnds.get(base) ?? base.start + base.matched.length;
    // a food with hazards of its own keeps them in the base (rule INGREDIENT_IN_BASE_KEEPS_HAZARDS)
    if (!isWetFoodBase(base) || e.food!.kind !== 'food' || e.food!.hazards.length > 0) continue;
    if (!joinAt.some((at) => at >= end && at < e.start)) continue;
    if (evidence.some((w) => w.tier === 2 && !w.negated && w.start >= end && BLENDED_IN.has(w.id))) continue;
    e.added = true;
  }
}
