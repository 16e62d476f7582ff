/**
 * Rule SPOON_POUR_DRINK_UNDECIDED: how a drink runs off a spoon (quickly, slowly, in dollops) is not
 * an IDDSI test of Levels 0-3; only the flow test tells them apart. A drink whose only test result is
 * a pour off the spoon takes the thinnest level its words allow, and needs the flow test.
 */
import type { IddsiLevel, ItemKind } from '../levels';
import type { Names } from '../lexicon/terms';
import { TEST_WORDS } from '../lexicon/test-words';
import type { RawEvidence } from './evidence';
import { FirstUnitIndex } from '../../text/word-index';
import { listedWords, normalizePattern } from './normalize';
import { SPOON_POUR_ROWS } from './rules';

// The spoon and fork words of the IDDSI tests (lexicon/test-words.ts), as stems found anywhere in the text
// ("teaspoon", "ложечкой"): one vocabulary for the clause reader and this rule.
const stems = (names: Names): string[] =>
  listedWords(names)
    .map((w) => normalizePattern(w.replace(/^\^|\*$/g, '')))
    .filter((w) => w.length > 0);
// indexed by first unit: one scan of the text each, not one indexOf scan per stem
const SPOON_STEMS = new FirstUnitIndex(stems(TEST_WORDS.spoon));
const FORK_STEMS = new FirstUnitIndex(stems(TEST_WORDS.fork));
const found = () => true;

/** The text speaks of a spoon and of no fork: its slow pour or drip came off the spoon. */
export function spoonNotFork(norm: string): boolean {
  return SPOON_STEMS.some(norm, found) && !FORK_STEMS.some(norm, found);
}

/** Test rows of a slow pour or drip, which off a spoon are the same spoon pour. */
const SLOW_POUR_ROWS: ReadonlySet<string> = new Set(['pours_slowly', 'fork_drip_slow']);
/** Soup rows (foods.ts) besides those marked soup: a plain or cream soup. */
const SOUP_ROWS: ReadonlySet<string> = new Set(['soup', 'cream_soup']);
/** Texture rows that say a drink was thickened or is thick: Level 1 at least. */
const THICK_ROWS: ReadonlySet<string> = new Set(['thickened', 'thick']);
/** Level 2 descriptions (lexicon rows): effort through a straw, slower than water. */
const LEVEL_2_ROWS: ReadonlySet<string> = new Set(['straw_effort', 'straw_hard', 'slower_than_water']);

const minKey = (w: ReadonlyMap<number, number>): number => Math.min(...w.keys());

/** The thinnest level the drink's words allow: its names' thinnest level, raised by thickness words. */
function thinnestByWords(textures: RawEvidence[], names: RawEvidence[]): IddsiLevel {
  const words = textures.filter((e) => !e.negated);
  if (words.some((e) => LEVEL_2_ROWS.has(e.id))) return 2;
  const named = names.filter((e) => !e.negated && e.weights.size > 0).map((e) => minKey(e.weights));
  const byName = named.length > 0 ? Math.min(...named) : 0;
  return Math.max(byName, words.some((e) => THICK_ROWS.has(e.id)) ? 1 : 0) as IddsiLevel;
}

/**
 * A preparation word that makes the item a liquidised food (blended, puréed: Level 3 at the least),
 * whose spoon pour is Level 3's own description.
 */
const liquidisedFood = (textures: readonly RawEvidence[]) => textures.some((e) => !e.negated && !e.drinkNeutral && minKey(e.weights) >= 3);

/**
 * Rule SPOON_POUR_DRINK_UNDECIDED: the level a drink with no stated level takes when its only test
 * results are pours off the spoon, in a text that names a spoon and no fork (a fork may be its drip
 * test; `spoonOnly` is asked last, as it scans the text), and no preparation makes it a liquidised food
 * (never above `level`, the level so far); null when the rule does not apply.
 */
export function spoonPourLevel(
  tiers: RawEvidence[][],
  kind: ItemKind,
  spoonOnly: () => boolean,
  evidence: readonly RawEvidence[],
  level: IddsiLevel,
): IddsiLevel | null {
  // the text's spoon and fork words are scanned for only when the rest of the rule may apply
  if (kind !== 'drink' || tiers[0]!.length > 0 || !spoonOnly()) return null;
  // a soup may be a liquidised food (Level 3 pours off the spoon): the rule reads a drink the text names
  const names = tiers[3] ?? [];
  if (names.length === 0 || names.some((e) => e.food?.soup || SOUP_ROWS.has(e.id))) return null;
  if (liquidisedFood(evidence.filter((e) => e.tier === 2))) return null;
  const tests = tiers[1]!.filter((e) => !e.negated);
  if (tests.length === 0 || tests.length < tiers[1]!.length) return null;
  if (!tests.every((e) => SPOON_POUR_ROWS.has(e.id) || SLOW_POUR_ROWS.has(e.id))) return null;
  return Math.min(level, thinnestByWords(tiers[2]!, tiers[3] ?? [])) as IddsiLevel;
}
