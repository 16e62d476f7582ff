/**
 * Rule DRINK_DESCRIPTORS_COMBINED: IDDSI describes each drink level by how it behaves on a spoon, through a
 * straw and from a cup. One descriptor alone fits several levels (the thinner reading stands); two read
 * together describe one level, which the drink takes until the flow test settles it.
 */
import type { IddsiLevel, ItemKind } from '../levels';
import { TEXTURES } from '../lexicon/terms';
import type { RawEvidence } from './evidence';
import { normalizedWords } from './normalize';

/** Straw effort rows and the level each describes (none: Level 1; mild: Level 2; some effort, hard: Level 3). */
const STRAW_GRADE: ReadonlyMap<string, IddsiLevel> = new Map([
  ['straw_easy', 1],
  ['straw_effort', 2],
  ['straw_hard', 3],
]);
/** Spoon and fork results of Level 3: a slow pour off the spoon, drips in dollops. */
const SLOW_POUR_ROWS: ReadonlySet<string> = new Set(['pours_slowly', 'fork_drip_slow']);
/** Spoon results that say only that it pours (Levels 0-3), with no speed. */
const POUR_ROWS: ReadonlySet<string> = new Set(['spoon_pours', 'pours_fast_spoon', 'pourable']);
/** Tests other than the spoon and fork pours (a flow-test result or any other) decide on their own. */
const SPOON_TEST_ROWS: ReadonlySet<string> = new Set(['pours_fast_spoon', 'pours_slowly', 'spoon_pours', 'fork_drip_slow', 'fork_drips']);

/** "Slower than water" in every language read (lexicon row slower_than_water), to find it inside a pour clause. */
const SLOWER_THAN_WATER: readonly string[] = normalizedWords(TEXTURES.find((r) => r.id === 'slower_than_water')!.names).filter(
  (w) => w.length > 1,
);

const live = (evidence: readonly RawEvidence[], id: string) => evidence.some((e) => e.id === id && !e.negated);

/** IDDSI's Level 2 spoon description: a quick pour off the spoon, yet slower than water. */
function quickYetSlowerThanWater(evidence: readonly RawEvidence[]): boolean {
  const quick = evidence.filter((e) => e.id === 'pours_fast_spoon' && !e.negated);
  if (quick.length === 0) return false;
  return live(evidence, 'slower_than_water') || quick.some((e) => SLOWER_THAN_WATER.some((w) => e.matched.includes(w)));
}

/** The level the straw effort describes (the thinner when two are read), or null. */
function strawGrade(evidence: readonly RawEvidence[]): IddsiLevel | null {
  const grades = evidence.filter((e) => !e.negated && STRAW_GRADE.has(e.id)).map((e) => STRAW_GRADE.get(e.id)!);
  return grades.length > 0 ? (Math.min(...grades) as IddsiLevel) : null;
}

/** The level the spoon describes: 2 for the quick-yet-slower pour, 3 for a slow pour or dollops, else null. */
function spoonGrade(evidence: readonly RawEvidence[]): IddsiLevel | null {
  if (quickYetSlowerThanWater(evidence)) return 2;
  return evidence.some((e) => !e.negated && SLOW_POUR_ROWS.has(e.id)) ? 3 : null;
}

/**
 * Rule DRINK_DESCRIPTORS_COMBINED: the level two IDDSI descriptors describe together, or null (one
 * descriptor, a stated level or a test other than a pour off the spoon or fork).
 */
export function combinedDescriptorLevel(evidence: readonly RawEvidence[]): IddsiLevel | null {
  if (evidence.some((e) => e.tier === 0 && !e.negated)) return null;
  if (evidence.some((e) => e.tier === 1 && !SPOON_TEST_ROWS.has(e.id))) return null;
  const straw = strawGrade(evidence);
  const spoon = spoonGrade(evidence);
  if (straw !== null && spoon !== null) return Math.min(straw, spoon) as IddsiLevel;
  // the quick-yet-slower pour is itself two of Level 2's descriptors
  if (spoon === 2) return 2;
  const cup = live(evidence, 'from_cup');
  if (straw !== null && cup) return straw;
  // "thicker than milk" or "slower than water" (Levels 1-2) beside the straw: the straw decides within 1-2
  if (straw !== null && live(evidence, 'slower_than_water')) return Math.min(straw, 2) as IddsiLevel;
  // a pour of unsaid speed (Levels 0-3) beside the straw: at most Level 2, the thinner side of a hard straw
  if (straw !== null && evidence.some((e) => !e.negated && POUR_ROWS.has(e.id))) return Math.min(straw, 2) as IddsiLevel;
  return spoon !== null && cup ? spoon : null;
}

/** The level of a drink once rule DRINK_DESCRIPTORS_COMBINED is read: the described level, or `level` as it was. */
export function describedDrinkLevel(kind: ItemKind, described: IddsiLevel | null, level: IddsiLevel): IddsiLevel {
  return kind === 'drink' && described !== null ? described : level;
}
