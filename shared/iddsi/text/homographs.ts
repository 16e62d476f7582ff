/**
 * Stage "read": a food word of one language that stands right after a food or texture word as an
 * adjective of another ("riso caldo", "purè caldo": hot, not the broth "caldo") is not that food
 * (rule FOREIGN_HOMOGRAPH). The words are data (lexicon/list-words.ts ADJECTIVE_AFTER_FOOD).
 */
import { DRINK_WORDS } from '../lexicon/terms';
import {
  ADJECTIVE_AFTER_FOOD,
  DRINK_SENSE_WORDS,
  MEAL_OCCASION_WORDS,
  SHAPE_WORD_PREPOSITIONS,
  SHAPE_WORD_SERVICES,
  UNIT_AFTER_NUMBER,
} from '../lexicon/list-words';
import { clauseAround, sameClause } from './clauses';
import { type FoodEntry, lexicon, type Payload } from './lexicon-index';
import type { Match } from './matcher';
import { normalizedWordSet } from './normalize';

const ADJECTIVES = normalizedWordSet(ADJECTIVE_AFTER_FOOD);
const UNITS = normalizedWordSet(UNIT_AFTER_NUMBER);
const PREPOSITIONS: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries(SHAPE_WORD_PREPOSITIONS).map(([word, next]) => [word, normalizedWordSet(next)] as const),
);

const OCCASIONS: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries(MEAL_OCCASION_WORDS).map(([word, before]) => [word, normalizedWordSet(before)] as const),
);

const describesFood = (m: Match<Payload[]>) => m.payload.some((p) => p.f === 'food' || p.f === 'texture' || p.f === 'name');

/** The food at `m` is an adjective of the food or texture word right before it ("riso caldo"). */
function adjectiveAfterFood(prev: Match<Payload[]>, m: Match<Payload[]>): boolean {
  // the pattern is already folded: no slice of the text per match
  if (m.start - prev.end > 1 || !ADJECTIVES.has(m.spec.pattern)) return false;
  return m.payload.some((p) => p.f === 'food') && describesFood(prev);
}

/** The matches without the foods that are an adjective of the word before them (the same array when none is). */
export function dropAdjectiveHomographs(matches: Match<Payload[]>[]): Match<Payload[]>[] {
  let found = false;
  for (let i = 1; i < matches.length && !found; i++) found = adjectiveAfterFood(matches[i - 1]!, matches[i]!);
  if (!found) return matches;
  return matches.filter((m, i) => i === 0 || !adjectiveAfterFood(matches[i - 1]!, m));
}

/**
 * Rule UNIT_AFTER_NUMBER: a word right after a number that is also a unit ("10 sec") is the unit,
 * not a texture word of another language (French "sec", dry).
 */
export function dropUnitHomographs(matches: Match<Payload[]>[], norm: string): Match<Payload[]>[] {
  const isUnit = (m: Match<Payload[]>) => UNITS.has(m.spec.pattern) && /\d\s?$/.test(norm.slice(Math.max(0, m.start - 2), m.start));
  return matches.some(isUnit) ? matches.filter((m) => !isUnit(m)) : matches;
}

/** The word before `start` in the folded text. */
const previousWord = (norm: string, start: number) => /([\p{L}]+)\s+$/u.exec(norm.slice(Math.max(0, start - 24), start))?.[1];

const namesFood = (m: Match<Payload[]>) => m.payload.some((p) => p.f === 'food');

/**
 * Rule MEAL_OCCASION_NOT_ITEM: "ice cream for pudding", "jelly cubes at tea": a meal or course word after "for" or
 * "at" (lexicon/list-words.ts MEAL_OCCASION_WORDS), with a food or drink named before it, is when that food is served:
 * the word is dropped, so it neither adds a second item (tea, a drink) nor a level of its own (pudding, Level 4).
 */
export function dropMealOccasions(matches: Match<Payload[]>[], norm: string): Match<Payload[]>[] {
  const isOccasion = (m: Match<Payload[]>, i: number) => {
    const before = OCCASIONS.get(m.spec.pattern);
    if (!before) return false;
    const word = previousWord(norm, m.start);
    return word !== undefined && before.has(word) && matches.slice(0, i).some(namesFood);
  };
  return matches.some(isOccasion) ? matches.filter((m, i) => !isOccasion(m, i)) : matches;
}

/** The word after `end` in the folded text. */
const nextWord = (norm: string, end: number) => /^\s+([\p{L}]+)/u.exec(norm.slice(end, end + 24))?.[1];

/**
 * Rule SHAPE_WORD_AS_PREPOSITION: a shape hazard word right before a pronoun or determiner ("round it", "round the
 * meat") is a preposition, not a shape: the hazard it names is dropped.
 */
export function dropPrepositionHomographs(matches: Match<Payload[]>[], norm: string): Match<Payload[]>[] {
  const isPreposition = (m: Match<Payload[]>) => {
    const next = PREPOSITIONS.get(m.spec.pattern);
    if (!next || !m.payload.some((p) => p.f === 'hazard')) return false;
    const word = nextWord(norm, m.end);
    return word !== undefined && next.has(word);
  };
  return matches.some(isPreposition) ? matches.filter((m) => !isPreposition(m)) : matches;
}

const SERVICES: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries(SHAPE_WORD_SERVICES).map(([word, before]) => [word, normalizedWordSet(before)] as const),
);

/**
 * Rule SHAPE_WORD_AS_SERVICE_ROUND: a shape hazard word right after a service word ("Soup round 11:30", "drinks
 * round") names a round of serving, not a round food: the hazard it names is dropped.
 */
export function dropServiceRounds(matches: Match<Payload[]>[], norm: string): Match<Payload[]>[] {
  const isRound = (m: Match<Payload[]>) => {
    const before = SERVICES.get(m.spec.pattern);
    if (!before || !m.payload.some((p) => p.f === 'hazard')) return false;
    const word = previousWord(norm, m.start);
    return word !== undefined && before.has(word);
  };
  return matches.some(isRound) ? matches.filter((m) => !isRound(m)) : matches;
}

const DRINK_SENSES = normalizedWordSet(DRINK_SENSE_WORDS);
/** The drink such a word names: the diluted cordial row (foods.ts "lemonade": squash, cordial, punch). */
let cordial: FoodEntry | null = null;
/** Words that, right before the word, say it was made a drink ("thickened squash", "diluted punch"). */
const MAKES_DRINK: ReadonlySet<string> = new Set(['thickened', 'thin', 'pourable']);

const isFoodSense = (m: Match<Payload[]>) =>
  DRINK_SENSES.has(m.spec.pattern) && m.payload.some((p) => p.f === 'food' && p.food.kind === 'food');
const isDrinkWord = (m: Match<Payload[]>) => m.payload.some((p) => p.f === 'drink');
const makesDrink = (m: Match<Payload[]>) => m.payload.some((p) => p.f === 'texture' && MAKES_DRINK.has(p.row.id));

/** The drinking words (drinks, sip, a glass of): read in the clause's own words too, as a longer match may hold them. */
const DRINKING = normalizedWordSet(DRINK_WORDS);

/** The words of the clause of norm around `at` that are drinking words. */
function saysDrinking(norm: string, at: number): boolean {
  const words = clauseAround(norm, at).split(/[^\p{L}\p{N}]+/u);
  return words.some((w, k) => DRINKING.has(w) || (k > 0 && DRINKING.has(`${words[k - 1]} ${w}`)));
}

/** A drink word in the clause of matches[i], or a thickening word right before it. */
function drinkContext(matches: Match<Payload[]>[], i: number, norm: string): boolean {
  const m = matches[i]!;
  const prev = matches[i - 1];
  if (prev && makesDrink(prev) && m.start - prev.end <= 1) return true;
  if (saysDrinking(norm, m.start)) return true;
  for (let j = i - 1; j >= 0 && sameClause(norm, matches[j]!.end, matches[j + 1]!.start); j--) if (isDrinkWord(matches[j]!)) return true;
  for (let j = i + 1; j < matches.length && sameClause(norm, matches[j - 1]!.end, matches[j]!.start); j++)
    if (isDrinkWord(matches[j]!)) return true;
  return false;
}

/**
 * Rule DRINK_SENSE_OF_FOOD_WORD: "mum drinks her thickened squash", "a glass of punch": a word that names a food and
 * a diluted drink (lexicon/list-words.ts DRINK_SENSE_WORDS) is the drink beside a drinking word or a thickening word.
 */
export function drinkSenseHomographs(matches: Match<Payload[]>[], norm: string): Match<Payload[]>[] {
  if (!matches.some(isFoodSense)) return matches;
  cordial ??= lexicon().foods.find((f) => f.id === 'lemonade')!;
  const drink: Payload = { f: 'food', food: cordial };
  return matches.map((m, i) => (isFoodSense(m) && drinkContext(matches, i, norm) ? { ...m, payload: [drink] } : m));
}
