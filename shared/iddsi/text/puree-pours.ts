/**
 * Rule PUREE_POURS_LEVEL_3: a purée (a food, labelled or prepared so) that pours or runs off the tilted
 * spoon or drips through the fork is a liquidised food: its test shows Level 3 (Levels 0-2 are drinks).
 * A food leans to the higher level, so Level 3, not a thin drink; the test settles it.
 */
import type { IddsiLevel, ItemKind } from '../levels';
import type { RawEvidence } from './evidence';
import { SMOOTH_FORM } from './spoon-tilt';
import { topLevel } from './weights';

/** Preparation rows that make the item a purée (a food). */
const PUREE_ROWS: ReadonlySet<string> = new Set(['pureed']);
/** Test rows of a pour off the spoon or a drip through the fork (Levels 0-3). */
const POUR_TEST_ROWS: ReadonlySet<string> = new Set([
  'spoon_pours',
  'pours_fast_spoon',
  'pours_slowly',
  'fork_drips',
  'fork_drip_slow',
  // "drips straight through the prongs" is a fork drip too
  'flows_fast_fork',
]);

/** The text calls the item a purée (a food): rule TEST_THINNER_THAN_THICK_LABEL leaves it to this rule. */
export const namesPuree = (tiers: RawEvidence[][]): boolean => tiers[2]!.some((e) => !e.negated && PUREE_ROWS.has(e.id));

/**
 * Rule PUREE_POURS_LEVEL_3: a smooth food named as usually served at Level 4 (a pudding, a custard, a mousse), a
 * spooned food, not a drink: poured off the spoon or run through the fork, it is a food that failed Level 4.
 */
const namesSmoothFood = (tiers: RawEvidence[][]): boolean =>
  (tiers[3] ?? []).some((e) => !e.negated && e.food?.kind === 'food' && e.food.role === 'b' && topLevel(e.food.weights, 'food') === 4);

/** Rule PUREE_POURS_LEVEL_3: Level 3 food when it applies, else null. */
function pureePoursLevel(tiers: RawEvidence[][], level: IddsiLevel): { level: IddsiLevel; kind: ItemKind } | null {
  if (level >= 3 || !(namesPuree(tiers) || namesSmoothFood(tiers))) return null;
  const tests = tiers[1]!.filter((e) => !e.negated);
  if (tests.length === 0 || !tests.every((e) => POUR_TEST_ROWS.has(e.id))) return null;
  // a drink named ("puréed fruit in juice") may be the liquid that poured
  if ((tiers[3] ?? []).some((e) => !e.negated && e.food?.kind === 'drink' && !e.food.soup)) return null;
  return { level: 3, kind: 'food' };
}

/** Said absent, they fit Level 3 as well as 4. */
const ABSENT_BITS_ROWS: ReadonlySet<string> = new Set(['lumps']);
/** A runny word ("稀稀的", "runny") beside "pourable" says the same pour: Level 3 liquidised, never a drink level for a food. */
const POUR_WORDS: ReadonlySet<string> = new Set(['pourable', 'thin']);

/**
 * Rule FOOD_SAID_TO_POUR: a food whose words say it can be poured ("可以倒出来", "pourable"), with nothing
 * else said of it but smoothness, a runny word and no lumps, and no stated level or other test, is Level 3 (Level 4
 * cannot pour).
 */
function saidToPour(tiers: RawEvidence[][], level: IddsiLevel, kind: ItemKind): boolean {
  if (kind !== 'food' || level !== 4 || tiers[0]!.length > 0) return false;
  if (tiers[1]!.some((e) => !e.negated && !POUR_TEST_ROWS.has(e.id))) return false;
  const words = tiers[2]!;
  if (!words.some((e) => !e.negated && e.id === 'pourable')) return false;
  return words.every((e) => (e.negated ? ABSENT_BITS_ROWS.has(e.id) : POUR_WORDS.has(e.id) || SMOOTH_FORM.has(e.id)));
}

/** The level and kind once rules PUREE_POURS_LEVEL_3 and FOOD_SAID_TO_POUR are read, and whether one applied. */
export function afterPureePours(
  tiers: RawEvidence[][],
  level: IddsiLevel,
  kind: ItemKind,
): { level: IddsiLevel; kind: ItemKind; applied: boolean } {
  const p = pureePoursLevel(tiers, level) ?? (saidToPour(tiers, level, kind) ? { level: 3 as IddsiLevel, kind } : null);
  return p ? { ...p, applied: true } : { level, kind, applied: false };
}
