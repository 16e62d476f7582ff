/**
 * Stage "kind", before the vote (rule DRINKABLE_FORM): a food also made to be drunk (yoghurt, dal) that
 * the text says is drunk is read as its drinkable form, so the words of how it is taken outrank the
 * food's usual kind ("酸奶，喝的那种", "dal, like water, drunk from a cup").
 */
import {
  DRINKABLE_FORMS,
  DRUNK_ONLY_BY_DRINKING,
  FRUIT_PIECE_NAME_WORDS,
  MADE_UP_FROM_POWDER,
  SPOONED_WHEN_THICK,
  THICKENED_FRUIT_DRINKS,
} from '../lexicon/foods';
import type { RawEvidence } from './evidence';
import { FAST_FLOW_RESULTS, SPOON_FORK_RESULTS } from './rules';
import { type FoodEntry, lexicon } from './lexicon-index';

/** Texture rows that say the item is drunk: from a cup, through a straw, sipped, thin as water. */
const DRUNK_ROWS: ReadonlySet<string> = new Set(['from_cup', 'thin']);
/** The one of them that says the item is drunk, not only how thin it looks. */
const DRINKING_ROW = 'from_cup';

let twins: Map<string, FoodEntry> | null = null;
let fruitDrinks: Map<string, FoodEntry> | null = null;

/** Each food's drink of a table (food id -> drink id), by the food's id. */
function drinkTable(table: Readonly<Record<string, string>>): Map<string, FoodEntry> {
  const byId = new Map(lexicon().foods.map((f) => [f.id, f] as const));
  return new Map(Object.entries(table).map(([food, drink]) => [food, byId.get(drink)!] as const));
}

/** The drinkable form of each food that has one, by the food's id. */
function twinTable(): Map<string, FoodEntry> {
  twins ??= drinkTable(DRINKABLE_FORMS);
  return twins;
}

/** Reads the food evidence `e` as the drink `twin`. */
function readAs(e: RawEvidence, twin: FoodEntry): void {
  e.food = twin;
  e.id = twin.id;
  e.weights = twin.weights;
  e.kind = twin.kind;
  e.conf = twin.conf;
}

/**
 * Rule THICKENED_FRUIT_DRINK: the words a thickened fruit drink may carry besides the fruit: how thick it is and
 * how it is taken; a word that prepares the fruit (blended, sieved, mashed, puréed, pieces) makes it a thickened
 * purée or a food, judged as such.
 */
const FRUIT_DRINK_WORDS: ReadonlySet<string> = new Set([
  'thickened',
  'thick',
  'bit_thick',
  'thicker_than_usual',
  'mildly_thick_cue',
  'thin',
  'pourable',
  'just_pourable',
  'slower_than_water',
  'simile_honey',
  'simile_nectar',
  'simile_smoothie',
  'from_cup',
  'spoon_only',
  'spoon_utensil',
  'straw_effort',
  'straw_easy',
  'straw_hard',
]);

/**
 * Rule THICKENED_FRUIT_DRINK: a juicy fruit, the only item named, that the text says a thickener went into
 * ("pre-thickened orange", "naranja espesada", "とろみ付きみかん") is its juice thickened: a drink, judged by
 * the flow, fork and spoon tests as any thickened drink is (a mound on the fork is Level 4, not the fruit).
 * True when the fruit was read so.
 */
export function readThickenedFruitDrinks(evidence: RawEvidence[]): boolean {
  fruitDrinks ??= drinkTable(THICKENED_FRUIT_DRINKS);
  const table = fruitDrinks;
  let thickened = false;
  const fruits: RawEvidence[] = [];
  for (const e of evidence) {
    if (e.type === 'food') {
      if (e.negated) continue;
      if (!e.food || !table.has(e.food.id) || namedByPieces(e.matched)) return false;
      fruits.push(e);
    } else if (e.tier === 2 && !e.negated) {
      if (!FRUIT_DRINK_WORDS.has(e.id)) return false;
      thickened ||= e.id === 'thickened';
    }
  }
  if (!thickened || fruits.length === 0) return false;
  for (const e of fruits) readAs(e, table.get(e.food!.id)!);
  return true;
}

const namedByPieces = (name: string): boolean => FRUIT_PIECE_NAME_WORDS.some((w) => name.toLowerCase().includes(w));

/** "Thick" said plainly, not hedged ("a bit thick" is the bit_thick row): a made-up powder so called is spooned. */
const isPlainThick = (e: RawEvidence) => e.tier === 2 && !e.negated && e.id === 'thick';
/** Rule CEREAL_SPOON_TESTED: a test result other than the flow test (a syringe is for drinks): a spoon or fork test. */
const isSpoonTest = (e: RawEvidence) => e.tier === 1 && !e.negated && e.type === 'test' && e.id !== 'flow';
const isDrunkWord = (e: RawEvidence) => e.tier === 2 && !e.negated && DRUNK_ROWS.has(e.id);
/** The word that only says how thin the item looks: a spooned porridge is called runny too. */
const THIN_LOOK_ROW = 'thin';
const isSpoonOrForkResult = (e: RawEvidence) => e.tier === 1 && !e.negated && SPOON_FORK_RESULTS.has(e.id);
const isFastFlowResult = (e: RawEvidence) => e.tier === 1 && !e.negated && FAST_FLOW_RESULTS.has(e.id);

/**
 * Rule THIN_SPOON_TESTED_FOOD: a word that says the item is drunk; "thin" beside a spoon tilt or fork drip result
 * ("잣죽이 묽어서 숟가락에서 흘러내리고", "porridge runny, drips through the fork") says how a spooned food flows, not
 * that it is drunk: the food is judged by those tests as the food it is (its drink would lean thinner than a food may).
 */
function drunkWords(evidence: readonly RawEvidence[]): RawEvidence[] {
  const drunk = evidence.filter(isDrunkWord);
  if (!drunk.some((e) => e.id === THIN_LOOK_ROW) || !evidence.some(isSpoonOrForkResult)) return drunk;
  if (evidence.some(isFastFlowResult)) return drunk;
  return drunk.filter((e) => e.id !== THIN_LOOK_ROW);
}

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
  if (evidence.some((e) => !e.negated && e.tier === 2 && MILD_THICKNESS.has(e.id))) return true;
  // rule POWDER_SOUP_CALLED_THICK: a sweet soup made up from a powder (芝麻糊, 藕粉) called thick, plainly or
  // "quite" (挺稠), is still the drink; a cereal made up thick is spooned (rule THICK_CEREAL_SPOONED)
  return !foods.some((e) => SPOONED_WHEN_THICK.has(e.food!.id)) && evidence.some(isPlainThick);
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
  const said = drunkWords(evidence);
  const drunk = said.length > 0 || powderCalledLittleThick(evidence, foods, foodWords);
  if (!drunk && (drinkWords === 0 || setAsideAny)) return false;
  const drinking = said.some((e) => e.id === DRINKING_ROW);
  // rule POWDER_DRINK_IN_CUP: a powder made up in a bowl ("冲了一碗藕粉", "a bowl of") is spooned
  const inBowl = !drunk && foodWords > 0;
  // rule THICK_CEREAL_SPOONED: so is a cereal made up plainly thick and not said to be drunk ("冲的米糊，挺稠的")
  // rule CEREAL_SPOON_TESTED: or one whose spoon test the text reports ("勺子舀起来会慢慢流下": flows slowly off the spoon)
  const spoonedThick = !drunk && evidence.some((e) => isPlainThick(e) || isSpoonTest(e));
  let changed = false;
  for (const e of foods) {
    const twin = table.get(e.food!.id);
    if (!twin || (DRUNK_ONLY_BY_DRINKING.has(e.food!.id) && !drinking)) continue;
    if (inBowl && MADE_UP_FROM_POWDER.has(e.food!.id)) continue;
    if (spoonedThick && SPOONED_WHEN_THICK.has(e.food!.id)) continue;
    changed = true;
    readAs(e, twin);
  }
  return changed;
}
