/**
 * Rule ASKED_ITEM: a note that names several separate items and asks about one of them ("breakfast tray: toast
 * and a cup of tea. level for the tea?", "下午茶：蛋撻同熱檸水，問熱檸水", "早饭有油条，豆浆一杯没加增稠剂，问豆浆")
 * is answered for that item: the other foods named are set aside, with the hazards they would bring. Foods put
 * in, on or with the asked one ("soup with dumplings in it", "粥里有花生", 珍珠奶茶 for 奶茶) are one dish:
 * nothing is set aside.
 */
import {
  ASK_ITEM_AFTER,
  ASK_ITEM_BEFORE,
  ASK_ITEM_CONTAINED,
  ASK_ITEM_DRINK_WORDS,
  ASK_ITEM_NEW_ITEM,
  ASK_ITEM_NOTE_FIELDS,
  ASK_ITEM_VESSEL_WORDS,
  ASK_NOT_BEFORE,
} from '../lexicon/roles';
import type { RawEvidence } from './evidence';
import type { Extraction } from './extract';
import { normalizedWords, type NormalizedText } from './normalize';
import { isHanOrKana } from './spaced-cjk';
import { escapeRegExp } from '../../text/regex';

/** How far after an asking word the item may start (an article, a measure word: "level for the", "问一下"). */
const MAX_GAP_AFTER_CUE = 6;
/** How far before an asking word the item may end (a particle: "お茶のレベルは"). */
const MAX_GAP_BEFORE_CUE = 1;
/** How far after a food a word may put it in another ("with fruit pieces in it", "ナッツ入り"). */
const CONTAINED_AFTER_REACH = 8;
/** How far after the asked item a food may start and still be part of the item's own name ("chicken & leek pie"). */
const ITEM_NAME_REACH = 12;

let before: string[] | undefined;
let after: string[] | undefined;
let contained: string[] | undefined;

// module level: a regex literal in a function body is a new RegExp object at every call
const LATIN = /[a-z]/;
const isLatin = (ch: string | undefined) => ch !== undefined && LATIN.test(ch);
/** Clause marks as the text is folded, Latin and full-width. */
const CLAUSE_MARK = /[,.;:!?，。；：！？、]/u;
/** A note field's name and its colon, as the text is folded ("备注:", "note:"). */
const NOTE_FIELD_RE = new RegExp(`(?:${normalizedWords(ASK_ITEM_NOTE_FIELDS).map(escapeRegExp).join('|')}) ?:`, 'u');
/** A Chinese asking word opens its clause: nothing but a clause mark or a space before it. */
/** What makes a Chinese "问" the noun "question" (lexicon/roles.ts ASK_NOT_BEFORE). */
const NOT_ASKING = new Set(ASK_NOT_BEFORE.split(','));
const opensClause = (norm: string, i: number) => i === 0 || norm[i - 1] === ' ' || CLAUSE_MARK.test(norm[i - 1]!);

/** Where each cue of `words` occurs in `norm`, as [start, end]; a Latin cue is a whole word, a CJK one opens its clause. */
function occurrences(norm: string, words: readonly string[], cjkOpensClause: boolean): [number, number][] {
  const out: [number, number][] = [];
  for (const w of words)
    for (let i = norm.indexOf(w); i >= 0; i = norm.indexOf(w, i + 1)) {
      if (isLatin(w[0]) && (isLatin(norm[i - 1]) || isLatin(norm[i + w.length]))) continue;
      if (cjkOpensClause && isHanOrKana(w[0]) && (!opensClause(norm, i) || NOT_ASKING.has(norm[i + w.length] ?? ''))) continue;
      out.push([i, i + w.length]);
    }
  return out;
}

/** The food whose words (as first read) are written at `at` or within `gap` characters after it. */
function nameAt(norm: string, foods: readonly RawEvidence[], at: number, gap: number): RawEvidence | undefined {
  for (let i = at; i <= at + gap && i < norm.length; i++) {
    const food = foods.find((e) => norm.startsWith(norm.slice(e.start, e.end), i));
    if (food) return food;
  }
  return undefined;
}

/** The food whose words (as first read) end at `at` or within `gap` characters before it. */
function nameBefore(norm: string, foods: readonly RawEvidence[], at: number, gap: number): RawEvidence | undefined {
  for (let i = at; i >= at - gap && i > 0; i--) {
    const food = foods.find((e) => e.end - e.start <= i && norm.slice(i - (e.end - e.start), i) === norm.slice(e.start, e.end));
    if (food) return food;
  }
  return undefined;
}

/** Rule ASKED_ITEM_BY_CATEGORY: how far after a vessel written before a food the food may start ("bowl of ", "一碗"). */
const VESSEL_TO_FOOD = 4;
const NEW_ITEM = normalizedWords(ASK_ITEM_NEW_ITEM);
/** Marks between two foods that keep them apart as items. */
const ITEM_BREAK = /[,.;:!?，。；：！？、|\n()（）]/u;
const DRINK_WORDS = normalizedWords(ASK_ITEM_DRINK_WORDS);
const VESSELS = normalizedWords(ASK_ITEM_VESSEL_WORDS);

/** The category word of `words` that starts in [from, to] (or ends there, `ending`), as a whole word. */
function categoryWordAt(norm: string, words: readonly string[], from: number, to: number, ending: boolean): string | null {
  for (const w of words) {
    for (let i = Math.max(0, from - (ending ? w.length : 0)); i <= to - (ending ? w.length : 0); i++) {
      if (!norm.startsWith(w, i) || (isLatin(w[0]) && (isLatin(norm[i - 1]) || isLatin(norm[i + w.length])))) continue;
      return w;
    }
  }
  return null;
}

/** The one drink among the foods (by id), or undefined. */
function theOneDrink(foods: readonly RawEvidence[]): RawEvidence | undefined {
  const drinks = foods.filter((e) => e.food?.kind === 'drink');
  return new Set(drinks.map((e) => e.id)).size === 1 ? drinks[0] : undefined;
}

/**
 * Rule ASKED_ITEM_BY_CATEGORY: the item a category word names ("the drink", "the bowl", "嗰碗"): the food the same
 * vessel was first written with ("a bowl of congee"), else, for a word that says drink, the one drink.
 */
function itemByCategory(norm: string, foods: readonly RawEvidence[], from: number, to: number, ending: boolean) {
  const vessel = categoryWordAt(norm, VESSELS, from, to, ending);
  if (vessel !== null)
    for (let i = norm.indexOf(vessel); i >= 0; i = norm.indexOf(vessel, i + 1)) {
      const food = nameAt(norm, foods, i + vessel.length, VESSEL_TO_FOOD);
      if (food) return food;
    }
  return categoryWordAt(norm, DRINK_WORDS, from, to, ending) === null ? undefined : theOneDrink(foods);
}

/** The one food or drink the text asks about (its first reading), or null. */
function askedItem(norm: string, foods: readonly RawEvidence[]): RawEvidence | null {
  before ??= normalizedWords(ASK_ITEM_BEFORE);
  after ??= normalizedWords(ASK_ITEM_AFTER);
  // by food id: "orange juice … the juice only" asks about one drink twice
  const asked = new Map<string, RawEvidence>();
  for (const [, end] of occurrences(norm, before, true)) {
    const item = nameAt(norm, foods, end, MAX_GAP_AFTER_CUE) ?? itemByCategory(norm, foods, end, end + MAX_GAP_AFTER_CUE, false);
    if (item && !asked.has(item.id)) asked.set(item.id, item);
  }
  for (const [start] of occurrences(norm, after, false)) {
    const item = nameBefore(norm, foods, start, MAX_GAP_BEFORE_CUE) ?? itemByCategory(norm, foods, start - MAX_GAP_BEFORE_CUE, start, true);
    if (item && !asked.has(item.id)) asked.set(item.id, item);
  }
  return asked.size === 1 ? [...asked.values()][0]! : null;
}

/** Where a food's name is written. */
type Written = Pick<RawEvidence, 'start' | 'end'>;

/**
 * A word after `other` in its clause puts it in something ("blueberries stirred through", "ナッツ入り", "with fruit
 * pieces in it"): read `reach` characters on, the word starting within `startWithin` of the name.
 */
export function containedAfter(norm: string, other: Written, reach = CONTAINED_AFTER_REACH, startWithin = reach): boolean {
  contained ??= normalizedWords(ASK_ITEM_CONTAINED);
  const after = norm.slice(other.end, other.end + reach).split(CLAUSE_MARK)[0]!;
  // the padded space puts a word starting right after the name at 1
  return occurrences(` ${after}`, contained, false).some(([start]) => start - 1 <= startWithin);
}

/** A word puts `other` in, on or with `item`: between their first mentions, or right after `other`. */
export function containedIn(norm: string, item: Written, other: Written): boolean {
  contained ??= normalizedWords(ASK_ITEM_CONTAINED);
  const names = (a: Written, b: Written) => norm.slice(a.start, a.end).includes(norm.slice(b.start, b.end));
  if (names(other, item) || names(item, other)) return true;
  const between = norm.slice(Math.min(item.end, other.end), Math.max(item.start, other.start));
  if (containedAfter(norm, other)) return true;
  // a food right after the item in the same phrase is part of its name ("item: chicken & leek pie")
  // an article or a count between them opens a new item ("congee and a fried dough stick")
  const sameName = other.start > item.end && between.length <= ITEM_NAME_REACH && !ITEM_BREAK.test(between);
  if (sameName && occurrences(` ${between} `, NEW_ITEM, false).length === 0) return true;
  // a note field between them ("豆浆 … 备注:早餐还有油条") keeps them apart: 有 there lists, it does not put in
  if (other.start > item.start && NOTE_FIELD_RE.test(between)) return false;
  return occurrences(` ${between} `, contained, false).length > 0;
}

/** `other` is a drink whose name holds the asked drink's, written before it: the same item, named in full. */
const namedInFull = (norm: string, item: RawEvidence, other: RawEvidence) =>
  item.food?.kind === 'drink' &&
  other.food?.kind === 'drink' &&
  other.start < item.start &&
  norm.slice(other.start, other.end).includes(norm.slice(item.start, item.end));

/** Rule ASKED_ITEM: keep only the asked item among separate foods named. Mutates `x.evidence`. */
export function askedItemOnly(t: NormalizedText, x: Extraction): void {
  const foods = x.evidence.filter((e) => e.type === 'food' && !e.negated);
  if (new Set(foods.map((e) => e.id)).size < 2) return;
  const item = askedItem(t.norm, foods);
  if (item === null) return;
  // a drink whose name holds the asked one's is that item named in full ("冻柠茶" for "杯茶"): kept with it
  const asked = (e: RawEvidence) => e.id === item.id || namedInFull(t.norm, item, e);
  const others = foods.filter((e) => !asked(e));
  if (others.some((e) => containedIn(t.norm, item, e))) return;
  x.evidence = x.evidence.filter((e) => e.type !== 'food' || asked(e));
}
