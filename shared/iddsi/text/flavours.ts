/**
 * Stage "read": the two ways a food names a flavour, not a piece. Rule DRINK_HEAD_NOUN: a food right
 * before a plain drink ("almond tea", "杏仁茶") or after it with a link ("té de manzanilla"). Rule
 * FLAVOUR_NOT_PIECE: a food named as the flavour of what is served ("broth, with
 * chicken flavour", "caldo con sabor a pollo", "鸡汤，鸡肉味") is not a piece in it: the food is not
 * evidence of the item, and "with" before a flavour ("caldo con sabor") joins no solid to the broth.
 */
import { DRINK_FLAVOUR_FOODS, FLAVOUR_AFTER, FLAVOUR_BEFORE } from '../lexicon/flavour-words';
import type { Names } from '../lexicon/terms';
import type { EngineHazard, RawEvidence } from './evidence';
import { FirstUnitIndex, standsAlone } from '../../text/word-index';
import { joined } from './list-scope';
import { flavourInBrackets } from './melting-food';
import { normalizedWordSet } from './normalize';
import { topLevel } from './weights';

const forms = (names: Names) => [...normalizedWordSet(names)];
const AFTER_WORDS = forms(FLAVOUR_AFTER);
/** Both lists in one index (AFTER's words first): one scan of the text finds the words of each. */
const WORDS = new FirstUnitIndex([...AFTER_WORDS, ...forms(FLAVOUR_BEFORE)]);
/** What may stand between a food and its flavour word: a space, a hyphen, "a", "de", "の", "的". */
const GAP = /^[\s-]*(?:(?:a|de|di|of|の|的)\s*)?$/;

export interface FlavourSpan {
  start: number;
  end: number;
}

/** Flavour words found, with their index in WORDS. */
type Found = [number, FlavourSpan][];

/** The flavour words of `found` of one list (WORDS indexes [from, to)) outside any word the lexicon read, in list order. */
function ofList(found: Found, from: number, to: number, inWord: Uint8Array): FlavourSpan[] {
  // found in text order; a stable sort by word gives the list order
  return found
    .filter(([w, span]) => w >= from && w < to && !inWord[span.start])
    .sort((a, b) => a[0] - b[0])
    .map(([, span]) => span);
}

/**
 * The flavour words of the text outside any word the lexicon read (味噌 is not 味), word by word in
 * list order, after and before words apart. `covered` is asked for only when a flavour word is
 * there (most texts name none).
 */
function spans(norm: string, covered: () => Uint8Array): { after: FlavourSpan[]; before: FlavourSpan[] } {
  const found: Found = [];
  WORDS.some(norm, (w, start) => {
    const word = WORDS.words[w]!;
    if (standsAlone(norm, word, start)) found.push([w, { start, end: start + word.length }]);
    return false;
  });
  if (found.length === 0) return { after: [], before: [] };
  const inWord = covered();
  const split = AFTER_WORDS.length;
  return { after: ofList(found, 0, split, inWord), before: ofList(found, split, WORDS.words.length, inWord) };
}

export interface FlavourRead {
  /** Spans the flavour words cover (read words, rule UNREAD_WORDS). */
  read: FlavourSpan[];
  /** Foods named as a flavour. */
  isFlavour: (food: RawEvidence, end: number) => boolean;
  /** A mixed-consistency word ("caldo con") that only joins a flavour. */
  joinsFlavour: (h: EngineHazard) => boolean;
}

export function flavourWords(norm: string, covered: () => Uint8Array): FlavourRead {
  const { after, before } = spans(norm, covered);
  const gapOk = (from: number, to: number) => from <= to && to - from <= 4 && GAP.test(norm.slice(from, to));
  return {
    read: [...after, ...before],
    isFlavour: (food, end) => after.some((f) => gapOk(end, f.start)) || before.some((f) => gapOk(f.end, food.start)),
    joinsFlavour: (h) => {
      const end = h.end;
      return end !== undefined && before.some((f) => gapOk(end, f.start));
    },
  };
}

/** A plain thin drink that a flavour can be named in (tea, juice, milk): not a soup or a cream soup. */
export const isPlainDrink = (e: RawEvidence) =>
  e.food !== undefined &&
  e.food.kind === 'drink' &&
  e.food.role === 'b' &&
  !e.food.soup &&
  !e.food.hazards.includes('mixed_consistency') &&
  topLevel(e.food.weights, 'drink') === 0;
/**
 * Rule BLENDED_DRINK_FLAVOURS: a blended or milk drink named as such (smoothie, shake, lassi) is a
 * drink base whose own row is a thin-to-mildly-thick drink: the fruits named before it are its flavours.
 */
export const isBlendedDrink = (e: RawEvidence) =>
  e.food !== undefined &&
  e.food.kind === 'drink' &&
  e.food.role === 'b' &&
  !e.food.soup &&
  !e.food.hazards.includes('mixed_consistency') &&
  (topLevel(e.food.weights, 'drink') ?? 3) <= 2;
/** A solid food that can be a flavour: pieces kept in any liquid (pearls, corn, peas, jellies, taro balls) never are. */
export const canFlavour = (e: RawEvidence) =>
  e.food !== undefined &&
  e.food.kind === 'food' &&
  e.food.carried.length === 0 &&
  !e.food.hazards.includes('mixed_consistency') &&
  !e.food.hazards.includes('round_long');
/** ...of this drink: a dish before a melting food is set in it (rule TOPPING_BEFORE_DRINK: "peanut ice cream"). */
const canFlavourDrink = (e: RawEvidence, head: RawEvidence) =>
  canFlavour(e) && !(e.food!.role === 'd' && head.food?.hazards.includes('melts'));
/** Words that put a flavour after the drink it flavours ("té de manzanilla", "succo di mela"). */
const FLAVOUR_LINKS = new Set([' de ', ' di ', ' of ', ' do ', ' da ', ' du ', ' d ']);
/** A comma or an opening bracket between a drink and the flavour written after it ("kefir, mango", "lassi (mango)"). */
const FLAVOUR_AFTER_GAP = /^\s*[,(、]\s*$/;

/**
 * Rule FLAVOUR_AFTER_DRINK: a fruit or chocolate written right after a plain drink, after a comma or in
 * brackets ("kefir, mango", "lassi (mango)"), names its flavour; the caller checks that no pieces are said.
 */
export function flavourAfterComma(norm: string, foodEnds: ReadonlyMap<RawEvidence, number>, food: RawEvidence, d: RawEvidence) {
  if (!DRINK_FLAVOUR_FOODS.has(food.food!.id)) return false;
  const dEnd = foodEnds.get(d) ?? d.start;
  // a melting jelly's flavour is inside its name only ("jelly pot (orange)"); "jelly, grapes" lists a second food
  if (d.food?.hazards.includes('melts')) return flavourInBrackets(norm, dEnd, food);
  return food.start > dEnd && FLAVOUR_AFTER_GAP.test(norm.slice(dEnd, food.start));
}

/** The food names the flavour of a drink written right after it ("almond tea", "杏仁茶") or before it with a link. */
export function namesDrinkFlavour(
  norm: string,
  foodEnds: ReadonlyMap<RawEvidence, number>,
  food: RawEvidence,
  drinks: readonly RawEvidence[],
): boolean {
  const end = foodEnds.get(food) ?? food.start;
  for (const d of drinks) {
    if (!canFlavourDrink(food, d)) continue;
    if (d.start >= end && d.start - end <= 1 && norm.slice(end, d.start).trim() === '') return true;
    const dEnd = foodEnds.get(d) ?? d.start;
    if (food.start > dEnd && FLAVOUR_LINKS.has(norm.slice(dEnd, food.start))) return true;
  }
  return false;
}

/**
 * Rule BLENDED_DRINK_FLAVOURS: fruits listed right before a fruit that flavours a smoothie or shake
 * ("banana & mango smoothie", "香蕉芒果奶昔") are flavours of it too: the list names one blend.
 */
export function listedFlavours(
  norm: string,
  foodEnds: ReadonlyMap<RawEvidence, number>,
  foods: readonly RawEvidence[],
  flavours: Set<RawEvidence>,
): void {
  const byStart = [...foods].sort((a, b) => b.start - a.start);
  for (let i = 1; i < byStart.length; i++) {
    const next = byStart[i - 1]!;
    const e = byStart[i]!;
    if (!flavours.has(next) || flavours.has(e) || !DRINK_FLAVOUR_FOODS.has(e.food?.id ?? '')) continue;
    const end = foodEnds.get(e) ?? e.start;
    if (end <= next.start && joined(norm.slice(end, next.start))) flavours.add(e);
  }
}
