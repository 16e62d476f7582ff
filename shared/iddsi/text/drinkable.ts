/**
 * Stage "kind", before the vote (rule DRINKABLE_FORM): a food also made to be drunk (yoghurt, dal) that
 * the text says is drunk is read as its drinkable form, so the words of how it is taken outrank the
 * food's usual kind ("酸奶，喝的那种", "dal, like water, drunk from a cup").
 */
import { DRINKABLE_FORMS, DRUNK_ONLY_BY_DRINKING, MADE_UP_FROM_POWDER, SPOONED_WHEN_THICK } from '../lexicon/foods';
import type { RawEvidence } from './evidence';
import { type FoodEntry, lexicon } from './lexicon-index';

/** Texture rows that say the item is drunk: from a cup, through a straw, sipped, thin as water. */
const DRUNK_ROWS: ReadonlySet<string> = new Set(['from_cup', 'thin']);
/** The one of them that says the item is drunk, not only how thin it looks. */
const DRINKING_ROW = 'from_cup';

let twins: Map<string, FoodEntry> | null = null;

/** The drinkable form of each food that has one, by the food's id. */
function twinTable(): Map<string, FoodEntry> {
  if (twins) return twins;
  const byId = new Map(lexicon().foods.map((f) => [f.id, f] as const));
  twins = new Map();
  for (const [food, drink] of Object.entries(DRINKABLE_FORMS)) twins.set(food, byId.get(drink)!);
  return twins;
}

/** "Thick" said plainly, not hedged ("a bit thick" is the bit_thick row): a made-up powder so called is spooned. */
const isPlainThick = (e: RawEvidence) => e.tier === 2 && !e.negated && e.id === 'thick';
const isDrunkWord = (e: RawEvidence) => e.tier === 2 && !e.negated && DRUNK_ROWS.has(e.id);

/** Rule POWDER_DRINK_A_LITTLE_THICK: words that call an item only a little thicker (drink words: slightly, mildly thick). */
const MILD_THICKNESS: ReadonlySet<string> = new Set(['bit_thick']);
/** Words that say it is spooned. */
const SPOONED: ReadonlySet<string> = new Set(['spoon_utensil', 'spoon_only']);

/**
 * Rule POWDER_DRINK_A_LITTLE_THICK: a cereal or starch made up from a powder (米糊, 藕粉, cerelac, bubur susu) only
 * called a little thick, with no spoon, bowl, level or test named, is the drink it is often made as: "a little
 * thick" is said of drinks, and a drink leans thinner until the flow test.
 */
function powderCalledLittleThick(evidence: readonly RawEvidence[], foods: readonly RawEvidence[], foodWords: number): boolean {
  if (foodWords > 0 || !foods.every((e) => MADE_UP_FROM_POWDER.has(e.food!.id))) return false;
  if (evidence.some((e) => !e.negated && (e.tier <= 1 || SPOONED.has(e.id)))) return false;
  return evidence.some((e) => !e.negated && e.tier === 2 && MILD_THICKNESS.has(e.id));
}

/**
 * Each named food with a drinkable form becomes that drink (true when one did) when the text says it is drunk (a drink
 * word outside a set-aside diet order counts too), unless another drink is named beside it: then the
 * drink words may be that drink's ("yoghurt and a glass of milk").
 */
export function readDrinkableForms(evidence: RawEvidence[], drinkWords: number, setAsideAny: boolean, foodWords = 0): boolean {
  const table = twinTable();
  const foods = evidence.filter((e) => e.type === 'food' && e.food !== undefined);
  if (!foods.some((e) => table.has(e.food!.id))) return false;
  if (foods.some((e) => e.kind === 'drink')) return false;
  const drunk = evidence.some(isDrunkWord) || powderCalledLittleThick(evidence, foods, foodWords);
  if (!drunk && (drinkWords === 0 || setAsideAny)) return false;
  const drinking = evidence.some((e) => isDrunkWord(e) && e.id === DRINKING_ROW);
  // rule POWDER_DRINK_IN_CUP: a powder made up in a bowl ("冲了一碗藕粉", "a bowl of") is spooned
  const inBowl = !drunk && foodWords > 0;
  // rule THICK_CEREAL_SPOONED: so is a cereal made up plainly thick and not said to be drunk ("冲的米糊，挺稠的")
  const spoonedThick = !drunk && evidence.some(isPlainThick);
  let changed = false;
  for (const e of foods) {
    const twin = table.get(e.food!.id);
    if (!twin || (DRUNK_ONLY_BY_DRINKING.has(e.food!.id) && !drinking)) continue;
    if (inBowl && MADE_UP_FROM_POWDER.has(e.food!.id)) continue;
    if (spoonedThick && SPOONED_WHEN_THICK.has(e.food!.id)) continue;
    changed = true;
    e.food = twin;
    e.id = twin.id;
    e.weights = twin.weights;
    e.kind = twin.kind;
    e.conf = twin.conf;
  }
  return changed;
}
