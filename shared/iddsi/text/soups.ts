/**
 * Soups by their parts: a brothy soup with pieces is a mixed
 * consistency; strained of its pieces it is the broth, a thin liquid (rule STRAINED_BROTH);
 * blended it is one texture, settled by its tests; an already-thick soup (chowder, 羹, stew)
 * is a thick base with pieces, whose straining the rule does not read as a broth.
 */
import { BROTH_OF_LINKS } from '../lexicon/list-words';
import { TEXTURES } from '../lexicon/terms';
import { newEvidence, single, type RawEvidence } from './evidence';
import type { Extraction } from './extract';
import { type FoodEntry, lexicon, parseWeights } from './lexicon-index';
import { normalizedWordSet } from './normalize';
import { roleAt, type RoleSpan } from './roles';

/** Lexicon rows of soups served as a thin broth with pieces in it (foods.ts). */
export const BROTHY_SOUPS: ReadonlySet<string> = new Set(['thick_soup', 'soup', 'pieces_soup']);
/** Words that break the pieces up or thicken the liquid: the sieve then only smooths a purée. */
const NOT_JUST_STRAINED: ReadonlySet<string> = new Set([
  'blended',
  'pureed',
  'mashed',
  'minced',
  'smooth',
  'thick',
  'thickened',
  'name_liquidised',
  'liquidised_word',
]);

const live = (e: RawEvidence) => !e.negated;

/**
 * Rule STRAINED_BROTH: a brothy soup the text says was strained, with nothing blended, puréed or
 * thickened and no level stated or tested, is its broth: the sieve word reads as the broth alone
 * (Level 0 drink, rule BROTH_ONLY) and the mixed consistency as removed.
 */
export function strainedSoupIsBroth(x: Extraction): void {
  const at = x.evidence.findIndex((e) => e.id === 'sieved' && e.tier === 2 && live(e));
  if (at < 0) return;
  if (!x.evidence.some((e) => e.food !== undefined && BROTHY_SOUPS.has(e.food.id))) return;
  if (x.evidence.some((e) => live(e) && (e.tier <= 1 || NOT_JUST_STRAINED.has(e.id)))) return;
  const sieve = x.evidence[at]!;
  const broth = newEvidence('texture', 2, 'broth_only', single(0), sieve.matched, sieve.start, sieve.end, 1);
  broth.kind = 'drink';
  x.evidence[at] = broth;
  x.removedHazards.add('mixed_consistency');
}

const LINKS: ReadonlySet<string> = normalizedWordSet(BROTH_OF_LINKS);
/** Words that say pieces are in the liquid ("may piraso", "with pieces", "con trozos"). */
const PIECES_SAID: ReadonlySet<string> = new Set(['chunks', 'lumps', 'bite_sized']);

/** The brothy soup written right after a broth word with a link ("sabaw ng sinigang"), or undefined. */
function dishOfBroth(norm: string, broth: RawEvidence, foods: readonly RawEvidence[]): RawEvidence | undefined {
  const end = broth.end;
  return foods.find(
    (e) => BROTHY_SOUPS.has(e.food!.id) && e.start > end && LINKS.has(norm.slice(end, e.start).trim().replace(/\s+/g, ' ')),
  );
}

/**
 * Rule BROTH_OF_DISH: the broth of a brothy dish ("sabaw ng sinigang lang", "the broth of the pho") is
 * that dish's liquid served without its pieces: a Level 0 drink, the mixed consistency removed, unless
 * the text names another solid, says pieces are in it, or blends or thickens it.
 */
export function brothOfDish(norm: string, x: Extraction, spans: readonly RoleSpan[]): void {
  const foods = x.evidence.filter((e) => e.type === 'food' && e.food !== undefined && live(e));
  const broth = foods.find((e) => e.food!.id === 'broth');
  const dish = broth && dishOfBroth(norm, broth, foods);
  if (!broth || !dish) return;
  if (foods.some((e) => e !== dish && e.kind === 'food')) return;
  // a level inside the eater's order ("Level 3 ang order niya") says nothing of the broth served
  const aboutBroth = (e: RawEvidence) => live(e) && roleAt(spans, e.start) !== 'prescription';
  if (x.evidence.some((e) => aboutBroth(e) && (e.tier <= 1 || NOT_JUST_STRAINED.has(e.id) || PIECES_SAID.has(e.id)))) return;
  const only = newEvidence('texture', 2, 'broth_only', single(0), broth.matched, broth.start, broth.end, 1);
  only.kind = 'drink';
  x.evidence.push(only);
  x.removedHazards.add('mixed_consistency');
}

/** Strained, or already read as its broth by rule STRAINED_BROTH. */
const STRAINED: ReadonlySet<string> = new Set(['sieved', 'broth_only']);
let genericSoup: FoodEntry | undefined;
/** The generic soup row of foods.ts (a thin liquid of unknown texture). */
const soupRow = (): FoodEntry => {
  genericSoup ??= lexicon().foods.find((f) => f.id === 'soup')!;
  return genericSoup;
};

/**
 * Rule SOUP_NAMED_BY_PIECES: a soup named by a solid ingredient ("chicken soup", "Linsensuppe", "菜汤"; foods.ts
 * pieces_soup) holds pieces of it: a mixed consistency (Level 7). Blended, puréed, thickened, or with a level or
 * test stated, its pieces are gone into one texture (strained, they are gone) and it reads as the generic soup.
 */
export function blendedSoupOfPieces(x: Extraction): void {
  if (!x.evidence.some((e) => live(e) && (e.tier <= 1 || NOT_JUST_STRAINED.has(e.id) || STRAINED.has(e.id)))) return;
  asGenericSoup(x.evidence, 'pieces_soup');
}

/** Each soup of row `id` read as the generic soup (its pieces gone into one texture). */
function asGenericSoup(evidence: readonly RawEvidence[], id: string): void {
  for (const e of evidence) {
    if (e.food?.id !== id) continue;
    e.food = soupRow();
    e.weights = e.food.weights;
    e.kind = e.food.kind;
    e.conf = e.food.conf;
    e.id = e.food.id;
  }
}

/** Words that break a soup's pieces up: thickening the broth leaves them whole. */
const BREAKS_PIECES: ReadonlySet<string> = new Set(['blended', 'pureed', 'name_liquidised', 'liquidised_word']);
/** Words that say it is drunk (terms.ts from_cup): a blended soup held on a spoon stays a food. */
const DRUNK: ReadonlySet<string> = new Set(['from_cup']);

/**
 * Rule BLENDED_SOUP_LOST_PIECES: a soup served with pieces (sopas, minestrone, ramen; foods.ts thick_soup)
 * that the text says was blended or puréed and is drunk, with no lumps or pieces said to be left, has lost its
 * pieces: it reads as a soup of unsaid thickness (a drink), settled by its tests. Read after
 * the roles stage: a blend word of a diet order ("mesa de triturados: sopa de fideos") blends nothing.
 */
export function blendedSoupLostPieces(evidence: readonly RawEvidence[]): void {
  const said = (ids: ReadonlySet<string>) => evidence.some((e) => live(e) && e.tier === 2 && ids.has(e.id));
  if (said(BREAKS_PIECES) && said(DRUNK) && !said(PIECES_SAID)) asGenericSoup(evidence, 'thick_soup');
}

/** Soups whose name says nothing of their thickness (foods.ts soup, cream_soup, and a soup named by its pieces). */
const UNSAID_SOUPS: ReadonlySet<string> = new Set(['soup', 'cream_soup', 'pieces_soup']);
/** The blend word's levels (terms.ts TEXTURES 'blended': Level 4, or 3 when drunk). */
const BLENDED_WEIGHTS = parseWeights(TEXTURES.find((r) => r.id === 'blended')!.levels);

/** A soup row of unsaid thickness, read and not negated. */
export const namesUnsaidSoup = (evidence: readonly RawEvidence[]): boolean =>
  evidence.some((e) => live(e) && e.type === 'food' && e.food !== undefined && UNSAID_SOUPS.has(e.food.id));

/**
 * Rule PUREED_SOUP_LIQUIDISED: a soup said to be puréed ("pureed soup", "Suppe püriert", "soupe mixée",
 * "zuppa frullata"), with no level stated or tested, is one texture of unknown thickness like a blended
 * soup: its purée word reads as the blend word (Level 3 Liquidised when drunk, Level 4 when held on a spoon).
 */
export function pureedSoupAsBlended(x: Extraction): void {
  if (!namesUnsaidSoup(x.evidence) || x.evidence.some((e) => live(e) && e.tier <= 1)) return;
  for (const e of x.evidence) if (live(e) && e.tier === 2 && e.id === 'pureed') e.weights = new Map(BLENDED_WEIGHTS);
}

/** Words that make a soup one texture without saying how thick it is. */
const NAME_ONLY_WORDS: ReadonlySet<string> = new Set(['blended', 'pureed', 'smooth']);

/** Rule BLENDED_SOUP_DRUNK_UNTESTED: the name-only words, sieving, and the words that say it is drunk. */
const SMOOTH_DRUNK_WORDS: ReadonlySet<string> = new Set([...NAME_ONLY_WORDS, 'sieved', 'from_cup']);

/**
 * Rule BLENDED_SOUP_DRUNK_UNTESTED: a soup of unsaid thickness that the text only calls blended, smooth or
 * sieved and says is drunk, with no level, test or thickness word: blending makes it smooth, not thick, so
 * it may be anywhere from thin to Level 3 and the drink leans to the thinnest.
 */
export function blendedSoupDrunkUntested(evidence: readonly RawEvidence[]): boolean {
  const said = evidence.filter(live);
  if (!namesUnsaidSoup(said) || said.some((e) => e.tier <= 1 || e.food?.clear === true)) return false;
  const words = said.filter((e) => e.tier === 2);
  return words.some((e) => e.id === 'from_cup') && words.every((e) => SMOOTH_DRUNK_WORDS.has(e.id));
}

/** The gelatin jelly row (foods.ts jelly): a solid that melts into a thin liquid in the mouth. */
const MELTING_JELLY = 'jelly';

/**
 * Rule SOUP_OR_JELLY_UNTESTED: a soup of unsaid thickness ("soup", "суп", a cream soup, a blended soup) or
 * a gelatin jelly, with no level stated or tested: true when the answer rests on the name alone.
 */
export function soupOrJellyUntested(evidence: readonly RawEvidence[]): boolean {
  const said = evidence.filter(live);
  // a level, a test, a clear broth or a word of its thickness ("thin as water", "thickened") says more than the name
  if (said.some((e) => e.tier <= 1 || e.food?.clear === true || (e.tier === 2 && !NAME_ONLY_WORDS.has(e.id)))) return false;
  return namesUnsaidSoup(said) || said.some((e) => e.food?.id === MELTING_JELLY);
}
