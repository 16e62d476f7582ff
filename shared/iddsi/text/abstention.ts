/**
 * Stage abstention (issue 14, classes 6 and 7): says when the answer is not
 * a finding, or needs the IDDSI test to settle it, and caps the confidence so
 * that it stays the probability of being right. Rules: UNREADABLE,
 * AMBIGUOUS_TERM, NEEDS_TEST_CONFLICT, NEEDS_TEST_MISSING (rules.ts).
 */
import type { IddsiLevel, ItemKind } from '../levels';
import { RULES } from './rules';

export type NeedsTestReason = 'unreadable' | 'ambiguous' | 'conflict' | 'missing' | 'flow_range' | 'drip_range';

export interface AbstentionInput {
  /** Anything at all of the text was read. */
  anything: boolean;
  /** Some tier of evidence decided the level. */
  decided: boolean;
  /** The deciding evidence pointed apart, a tie was broken by the safety bias, or a weaker tier disagreed. */
  conflict: boolean;
  /** Legacy or local diet names the level rests on. */
  ambiguous: string[];
  /** A reported IDDSI test result (flow, particle size, fork or spoon test) is among the evidence. */
  testReported: boolean;
  /** A diet order was read beside the drink (rules PLAIN_DRINK_STATED, PRESCRIBED_DRINK_UNTESTED). */
  drinkLevelSetAside: boolean;
  /** A drink said to have gone thin since its stated level, with no test (rule THINNED_SINCE_STATED). */
  thinnedSinceStated?: boolean;
  /** Seen thinner than the stated level ("mildly thick but like water", rule SEEN_THINNER_THAN_STATED). */
  seenThinner?: boolean;
  /** A diet order or stated level was set aside as the prescription (rule DIET_SET_ASIDE_FOR_FOOD). */
  foodDietSetAside?: boolean;
  /** A food named only as an ingredient beside a food diet set aside (rule PRESCRIBED_FOOD_INGREDIENT_UNTESTED). */
  ingredientOnDiet?: boolean;
  /** The writer marked the claim as a guess and the safer texture was taken (rule HEDGED_CLAIM). */
  hedged: boolean;
  /** Level 4 rests on a flow-test result alone (rule FLOW_TEST_LEVELS_0_3). */
  flowBeyondRange: boolean;
  /** Level 4 rests on the flow test and a description of Level 4 (rule FLOW_NONE_DESCRIBED_LEVEL_4). */
  flowDescribed: boolean;
  /** Rule NO_POUR_DESCRIBES_LEVEL_4: a Level 4 drink told by "does not pour" words, no spoon or fork test. */
  noPourOnly?: boolean;
  /** A drink's only test result is a drip through the fork, which rules in Levels 0-3 (rule FORK_DRIP_LEVELS_0_3). */
  dripBeyondRange: boolean;
  level: IddsiLevel;
  kind: ItemKind;
  confidence: number;
}

export interface Abstention {
  understood: boolean;
  needsTest: boolean;
  reason: NeedsTestReason | null;
  confidence: number;
}

/** Levels whose texture is modified: IDDSI confirms them with a test. */
function isModified(level: IddsiLevel, kind: ItemKind): boolean {
  return kind === 'drink' ? level >= 1 : level <= 6;
}

/**
 * Rule DRINK_LEVEL_SET_ASIDE_UNTESTED: a thickened drink whose stated level was set aside (a menu's column, the
 * eater's order) and no test reported: the level answered rests on no word of the drink's own thickness.
 */
const setAsideDrinkUntested = (a: AbstentionInput) => !a.testReported && a.kind === 'drink' && a.level >= 1 && a.drinkLevelSetAside;

/** One reason a decided answer still needs its test: when it holds, the reason given and the cap (none: as it is). */
interface NeedsTestCheck {
  when: (a: AbstentionInput) => boolean;
  reason: NeedsTestReason;
  cap?: number;
}

/** In order: the first that holds decides (a conflict before a missing test, the drink's own words before its order). */
const NEEDS_TEST_CHECKS: readonly NeedsTestCheck[] = [
  // rule SEEN_THINNER_THAN_STATED: the label and what was seen disagree; the thinner side, the test settles it
  { when: (a) => a.seenThinner === true, reason: 'conflict', cap: RULES.SEEN_THINNER_THAN_STATED.confidence.cap },
  // rule THINNED_SINCE_STATED: what it was made to is known, what it is now only the flow test tells
  { when: (a) => a.thinnedSinceStated === true, reason: 'missing', cap: RULES.THINNED_SINCE_STATED.confidence.cap },
  { when: (a) => a.ambiguous.length > 0, reason: 'ambiguous', cap: RULES.AMBIGUOUS_TERM.confidence.cap },
  { when: (a) => a.hedged, reason: 'missing', cap: RULES.HEDGED_CLAIM.confidence.cap },
  { when: (a) => a.flowBeyondRange, reason: 'flow_range', cap: RULES.FLOW_TEST_LEVELS_0_3.confidence.cap },
  // rule FLOW_NONE_DESCRIBED_LEVEL_4: past the flow test's range, the fork drip and spoon tilt tests confirm the words
  { when: (a) => a.flowDescribed, reason: 'flow_range', cap: RULES.FLOW_NONE_DESCRIBED_LEVEL_4.confidence.cap },
  // rule NO_POUR_DESCRIBES_LEVEL_4: a description of Level 4, which the spoon tilt test confirms
  { when: (a) => a.noPourOnly === true, reason: 'missing', cap: RULES.NO_POUR_DESCRIBES_LEVEL_4.confidence.cap },
  { when: (a) => a.dripBeyondRange, reason: 'drip_range', cap: RULES.FORK_DRIP_LEVELS_0_3.confidence.cap },
  // rule DRINK_LEVEL_SET_ASIDE_UNTESTED: the stated level went to the menu or the eater, nothing tested the drink
  { when: (a) => a.conflict && setAsideDrinkUntested(a), reason: 'conflict', cap: RULES.DRINK_LEVEL_SET_ASIDE_UNTESTED.confidence.cap },
  { when: (a) => a.conflict, reason: 'conflict', cap: RULES.NEEDS_TEST_CONFLICT.confidence.cap },
  // rule PRESCRIBED_FOOD_INGREDIENT_UNTESTED: the diet is a hint about the kitchen's preparation, not a finding
  {
    when: (a) => !a.testReported && a.kind === 'food' && a.ingredientOnDiet === true,
    reason: 'missing',
    cap: RULES.PRESCRIBED_FOOD_INGREDIENT_UNTESTED.confidence.cap,
  },
  // rule DIET_SET_ASIDE_FOR_FOOD: the food was judged apart from its diet order; the test settles which is right
  { when: (a) => !a.testReported && a.kind === 'food' && a.foodDietSetAside === true, reason: 'conflict' },
  // rules PLAIN_DRINK_STATED and PRESCRIBED_DRINK_UNTESTED: judged as served; whether the thickener went in is unknown
  {
    when: (a) => !a.testReported && a.kind === 'drink' && a.level === 0 && a.drinkLevelSetAside,
    reason: 'missing',
    cap: RULES.PRESCRIBED_DRINK_UNTESTED.confidence.cap,
  },
  { when: (a) => !a.testReported && isModified(a.level, a.kind), reason: 'missing' },
];

export function abstain(a: AbstentionInput): Abstention {
  if (!a.anything) return { understood: false, needsTest: true, reason: 'unreadable', confidence: RULES.UNREADABLE.confidence.fixed };
  if (!a.decided) return { understood: true, needsTest: true, reason: 'missing', confidence: a.confidence };
  const check = NEEDS_TEST_CHECKS.find((c) => c.when(a));
  if (check === undefined) return { understood: true, needsTest: false, reason: null, confidence: a.confidence };
  const confidence = check.cap === undefined ? a.confidence : Math.min(a.confidence, check.cap);
  return { understood: true, needsTest: true, reason: check.reason, confidence };
}

/** The IDDSI test that settles a level for a kind (names in explain.ts TEST_NAMES). */
export function settlingTest(
  level: IddsiLevel,
  kind: ItemKind,
  flowBeyondRange: boolean,
): 'flow' | 'fork_drip' | 'spoon_tilt' | 'fork_pressure' | 'fork_drip_spoon_tilt' {
  if (flowBeyondRange) return 'fork_drip_spoon_tilt';
  if (kind === 'drink' && level <= 3) return 'flow';
  if (level <= 3) return 'fork_drip';
  if (level === 4) return 'spoon_tilt';
  return 'fork_pressure';
}
