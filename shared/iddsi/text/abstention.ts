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

export function abstain(a: AbstentionInput): Abstention {
  if (!a.anything) return { understood: false, needsTest: true, reason: 'unreadable', confidence: RULES.UNREADABLE.confidence.fixed };
  if (!a.decided) return { understood: true, needsTest: true, reason: 'missing', confidence: a.confidence };
  // rule SEEN_THINNER_THAN_STATED: the label and what was seen disagree; the thinner side, the test settles it
  if (a.seenThinner)
    return {
      understood: true,
      needsTest: true,
      reason: 'conflict',
      confidence: Math.min(a.confidence, RULES.SEEN_THINNER_THAN_STATED.confidence.cap),
    };
  // rule THINNED_SINCE_STATED: what it was made to is known, what it is now only the flow test tells
  if (a.thinnedSinceStated)
    return {
      understood: true,
      needsTest: true,
      reason: 'missing',
      confidence: Math.min(a.confidence, RULES.THINNED_SINCE_STATED.confidence.cap),
    };
  if (a.ambiguous.length > 0)
    return {
      understood: true,
      needsTest: true,
      reason: 'ambiguous',
      confidence: Math.min(a.confidence, RULES.AMBIGUOUS_TERM.confidence.cap),
    };
  if (a.hedged)
    return { understood: true, needsTest: true, reason: 'missing', confidence: Math.min(a.confidence, RULES.HEDGED_CLAIM.confidence.cap) };
  if (a.flowBeyondRange)
    return {
      understood: true,
      needsTest: true,
      reason: 'flow_range',
      confidence: Math.min(a.confidence, RULES.FLOW_TEST_LEVELS_0_3.confidence.cap),
    };
  // rule FLOW_NONE_DESCRIBED_LEVEL_4: past the flow test's range, the fork drip and spoon tilt tests confirm the words
  if (a.flowDescribed)
    return {
      understood: true,
      needsTest: true,
      reason: 'flow_range',
      confidence: Math.min(a.confidence, RULES.FLOW_NONE_DESCRIBED_LEVEL_4.confidence.cap),
    };
  // rule NO_POUR_DESCRIBES_LEVEL_4: a description of Level 4, which the spoon tilt test confirms
  if (a.noPourOnly)
    return {
      understood: true,
      needsTest: true,
      reason: 'missing',
      confidence: Math.min(a.confidence, RULES.NO_POUR_DESCRIBES_LEVEL_4.confidence.cap),
    };
  if (a.dripBeyondRange)
    return {
      understood: true,
      needsTest: true,
      reason: 'drip_range',
      confidence: Math.min(a.confidence, RULES.FORK_DRIP_LEVELS_0_3.confidence.cap),
    };
  // rule DRINK_LEVEL_SET_ASIDE_UNTESTED: the stated level went to the menu or the eater, nothing tested the drink
  if (a.conflict && setAsideDrinkUntested(a))
    return {
      understood: true,
      needsTest: true,
      reason: 'conflict',
      confidence: Math.min(a.confidence, RULES.DRINK_LEVEL_SET_ASIDE_UNTESTED.confidence.cap),
    };
  if (a.conflict)
    return {
      understood: true,
      needsTest: true,
      reason: 'conflict',
      confidence: Math.min(a.confidence, RULES.NEEDS_TEST_CONFLICT.confidence.cap),
    };
  // rule PRESCRIBED_FOOD_INGREDIENT_UNTESTED: the diet is a hint about the kitchen's preparation, not a finding
  if (!a.testReported && a.kind === 'food' && a.ingredientOnDiet)
    return {
      understood: true,
      needsTest: true,
      reason: 'missing',
      confidence: Math.min(a.confidence, RULES.PRESCRIBED_FOOD_INGREDIENT_UNTESTED.confidence.cap),
    };
  // rule DIET_SET_ASIDE_FOR_FOOD: the food was judged apart from its diet order; the test settles which is right
  if (!a.testReported && a.kind === 'food' && a.foodDietSetAside)
    return { understood: true, needsTest: true, reason: 'conflict', confidence: a.confidence };
  // rule PLAIN_DRINK_STATED: the drink is judged as served, and the flow test confirms it
  if (!a.testReported && a.kind === 'drink' && a.level === 0 && a.drinkLevelSetAside)
    // rule PRESCRIBED_DRINK_UNTESTED: whether the prescribed thickener went in is unknown
    return {
      understood: true,
      needsTest: true,
      reason: 'missing',
      confidence: Math.min(a.confidence, RULES.PRESCRIBED_DRINK_UNTESTED.confidence.cap),
    };
  if (!a.testReported && isModified(a.level, a.kind))
    return { understood: true, needsTest: true, reason: 'missing', confidence: a.confidence };
  return { understood: true, needsTest: false, reason: null, confidence: a.confidence };
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
