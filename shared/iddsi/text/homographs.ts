/**
 * Stage "read": a food word of one language that stands right after a food or texture word as an
 * adjective of another ("riso caldo", "purè caldo": hot, not the broth "caldo") is not that food
 * (rule FOREIGN_HOMOGRAPH). The words are data (lexicon/list-words.ts ADJECTIVE_AFTER_FOOD).
 */
import { ADJECTIVE_AFTER_FOOD, SHAPE_WORD_PREPOSITIONS, UNIT_AFTER_NUMBER } from '../lexicon/list-words';
import type { Payload } from './lexicon-index';
import type { Match } from './matcher';
import { normalizedWordSet } from './normalize';

const ADJECTIVES = normalizedWordSet(ADJECTIVE_AFTER_FOOD);
const UNITS = normalizedWordSet(UNIT_AFTER_NUMBER);
const PREPOSITIONS: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries(SHAPE_WORD_PREPOSITIONS).map(([word, next]) => [word, normalizedWordSet(next)] as const),
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
