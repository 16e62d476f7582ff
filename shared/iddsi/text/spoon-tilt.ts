/**
 * Rule SPOON_TILT_SMOOTH_PUREE: the spoon tilt rows read Levels 4-5 (both pass it); beside a smooth
 * form with no lumps said to be there, the passed tilt is the Level 4 outcome, and its stickiness check
 * deals with the food's usual stickiness.
 */
import type { Extraction } from './extract';
import { type RawEvidence, single } from './evidence';
import { anyLevelAbove } from './weights';

/** Rows that report the spoon tilt passed; `spoon_sticks` passes only when negated. */
const TILT_PASS = new Set(['spoon_holds', 'spoon_slides', 'spoon_not_sticky']);
/**
 * Rows that say the food was made smooth ("很滑": slick); `lumps` says so only when negated. Levels 3 and 4
 * share them (rule FOOD_SAID_TO_POUR reads them too).
 */
export const SMOOTH_FORM: ReadonlySet<string> = new Set(['smooth', 'slick', 'pureed', 'blended', 'sieved']);
const LUMPY = new Set(['lumps', 'chunks']);

const passes = (e: RawEvidence) => (TILT_PASS.has(e.id) && !e.negated) || (e.id === 'spoon_sticks' && e.negated === true);
/** Said of the food itself: made smooth, or no lumps. */
const saidSmooth = (e: RawEvidence) => (SMOOTH_FORM.has(e.id) && !e.negated) || (e.id === 'lumps' && e.negated === true);
/**
 * Rule SMOOTH_LABEL_TESTED_THICKER: a label that names a smooth food level (liquidised, puréed) says what the
 * product was made as; a test that finds it thicker contradicts its thickness, not its smoothness.
 */
const SMOOTH_LABEL_NAMES = new Set(['name_liquidised', 'name_pureed_diet']);
const smoothLabel = (e: RawEvidence) => e.claim === 'label' && SMOOTH_LABEL_NAMES.has(e.id) && !e.negated;
/** The highest level a named food is usually served at above Level 4: a dish with pieces (cottage pie, stew). */
const SMOOTH_TOP = 4;
const servedAbove = (e: RawEvidence, above: boolean) =>
  e.type === 'food' && !e.negated && e.food?.kind === 'food' && anyLevelAbove(e.food.weights, SMOOTH_TOP) === above;
const withPieces = (e: RawEvidence) => servedAbove(e, true);
/** A food usually served smooth (a purée dish): its own name says it is smooth. */
const smoothFood = (e: RawEvidence) => servedAbove(e, false);
const lumpy = (e: RawEvidence) => LUMPY.has(e.id) && !e.negated && e.claim !== 'label';

/**
 * Narrows a passed spoon tilt beside a smooth form to Level 4 and marks the food's stickiness dealt with.
 * Returns true when the smoothness rests on a label alone (rule SMOOTH_LABEL_TESTED_THICKER: the answer's
 * confidence is capped, the label having been contradicted by the test).
 */
export function smoothSpoonTilt(x: Extraction): boolean {
  const tilt = x.evidence.filter((e) => e.type === 'test' && passes(e));
  if (tilt.length === 0 || x.evidence.some(lumpy)) return false;
  const said = x.evidence.some(saidSmooth);
  // a label is no evidence of smoothness for a dish usually served with pieces ("level 3 liquidised. cottage pie")
  const label = !said && x.evidence.some(smoothLabel) && !x.evidence.some(withPieces);
  if (!said && !label) return false;
  // one map for all the tilt readings (evidence weights are never changed once set): a text repeating its
  // tilt result made one per reading
  const level4 = single(4);
  for (const e of tilt) {
    e.weights = level4;
    e.foodWeights = undefined;
  }
  if (tilt.some((e) => e.id !== 'spoon_holds')) x.removedHazards.add('sticky');
  // a food usually served smooth (apple purée) says it by its name: the label is not all there is
  return label && !x.evidence.some(smoothFood);
}

/**
 * Rule FORK_HELD_SMOOTH_PUREE: the fork drip results of Level 4 (sits on the prongs, does not drip through,
 * a short tail at most) test the same purée the spoon tilt does (IDDSI Level 4: "sits in a mound above the fork").
 */
const FORK_HOLD = new Set(['fork_no_drip', 'fork_short_tail']);
const forkHolds = (e: RawEvidence) => (FORK_HOLD.has(e.id) && !e.negated) || (e.id === 'fork_drips' && e.negated === true);

/**
 * Rule TESTED_SMOOTH_PUREE: a passed spoon tilt beside "smooth" and "no lumps" said of the food ("fruit pouch
 * squeezed out: smooth, holds on the spoon, no lumps") is IDDSI's Level 4 description tested: the food is a
 * purée, so the descriptor "smooth" prepares it as a purée word does (DESCRIPTOR_NOT_PREPARATION stops short
 * of a tested, lump-free food). Bones, the husks a sieve must take out and stickiness are not smoothing's.
 */
export function testedSmoothPuree(evidence: readonly RawEvidence[]): boolean {
  if (!evidence.some((e) => e.type === 'test' && (passes(e) || forkHolds(e))) || evidence.some(lumpy)) return false;
  return evidence.some((e) => e.id === 'lumps' && e.negated === true) && evidence.some((e) => e.id === 'smooth' && !e.negated);
}
