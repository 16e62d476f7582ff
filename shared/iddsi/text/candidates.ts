/**
 * Stage "level candidates": the tiers of evidence, strongest first (stated
 * levels > IDDSI test results > preparation and texture words > the food as
 * usually served), narrow the candidate levels in turn; a weaker tier only
 * chooses among what the stronger ones left. Before that, a test result that
 * contradicts a stated level or a label takes its place (rules ROLE_LABEL,
 * TEST_FAILS_STATED); after it, Minced & Moist needs its moisture and a
 * measured piece size sets a floor (rule PARTICLE_FLOOR).
 */
import { foodContradictsLabel } from './label-contrast';
import { dropFailedThickener, labelServedHarder, seenThinnerThanStated, thickenedStillLikeWater } from './seen-thinner';
import type { IddsiLevel, ItemKind } from '../levels';
import type { RawEvidence } from './evidence';
import type { SetAside } from './roles';
import { FORK_DRIP_ROWS } from './rules';
import { topLevel } from './weights';

export const LEVELS: readonly IddsiLevel[] = [0, 1, 2, 3, 4, 5, 6, 7];
/** Levels within this share of the best score stay candidates for the weaker tiers to decide. */
const KEEP_SHARE = 0.75;
/** Words that supply the moisture a bare "minced"/"chopped" lacks (Level 5 is minced AND moist). */
const SUPPLIES_MOISTURE = new Set(['moist', 'mashed', 'pureed', 'blended', 'thick', 'name_minced_moist']);

/** Scores by level (index 0-7): the summed weights a tier's evidence gives each candidate level, 0 elsewhere. */
export function scoreTier(ev: RawEvidence[], cands: readonly IddsiLevel[]): Float64Array {
  const s = new Float64Array(8);
  for (const e of ev) for (const l of e.weights.keys()) if (cands.includes(l)) s[l] = s[l]! + e.weights.get(l)!;
  return s;
}

export function maxScore(s: Float64Array): number {
  let max = 0;
  for (let l = 0; l < s.length; l++) if (s[l]! > max) max = s[l]!;
  return max;
}

/**
 * Rule FORK_DRIP_LEVELS_0_3: a drip through the fork of unsaid speed, read for a drink, weighs Levels 0-3
 * alike: it points at none of them, so it agrees with any other result inside them.
 */
const dripAtNoLevel = (e: RawEvidence, ev: RawEvidence[], kind: ItemKind) =>
  kind === 'drink' &&
  FORK_DRIP_ROWS.has(e.id) &&
  !e.negated &&
  ev.every((o) => {
    const top = o === e ? null : topLevel(o.weights, kind);
    return top === null || FORK_DRIP_ROWS.has(o.id) || e.weights.has(top);
  });

/** Different pieces of the tier point at different levels. */
export function pointsApart(ev: RawEvidence[], kind: ItemKind): boolean {
  let first: IddsiLevel | null = null;
  for (const e of ev) {
    if (dripAtNoLevel(e, ev, kind)) continue;
    const l = topLevel(e.weights, kind);
    if (l === null) continue;
    if (first === null) first = l;
    else if (l !== first) return true;
  }
  return false;
}

/** A measured result that contradicts the stated levels (a particle size only when it is above them all). */
function contradictsStated(e: RawEvidence, statedLevels: IddsiLevel[]): boolean {
  let lowest = Infinity;
  for (const l of e.weights.keys()) {
    if (statedLevels.includes(l)) return false;
    if (l < lowest) lowest = l;
  }
  return e.id === 'flow' || lowest > Math.max(...statedLevels);
}

/** A label claimed the stated level and a reported test (any test of tier 1) points at another one. */
function labelContradicted(tiers: RawEvidence[][], statedLevels: IddsiLevel[], kind: ItemKind): boolean {
  if (!tiers[0]!.some((e) => e.claim === 'label')) return false;
  const tests = tiers[1]!.filter((e) => e.claim !== 'label');
  if (tests.length === 0) return false;
  return tests.every((e) => {
    const top = topLevel(e.weights, kind);
    return top !== null && !statedLevels.includes(top);
  });
}

/**
 * Rule LABEL_LUMPS_FOUND: only a label stated a level 0-4 ("menu says Level 4 purée, but pressed with
 * a fork it has lumps") and the text reports lumps or pieces outside it, not negated and not sieved
 * out: IDDSI Levels 0-4 have no lumps, so what was found outranks the claim.
 */
function lumpsContradictLabel(tiers: RawEvidence[][], statedLevels: IddsiLevel[], kind: ItemKind): boolean {
  if (kind !== 'food' || Math.max(...statedLevels) > 4 || !tiers[0]!.every((e) => e.claim === 'label')) return false;
  const words = tiers[2]!.filter((e) => !e.negated && e.claim !== 'label');
  return words.some((e) => LUMP_WORDS.has(e.id)) && !words.some((e) => e.id === 'sieved');
}

/**
 * Rule TEST_FAILS_STATED: a reported IDDSI test with a single outcome ("springs back", "all
 * flowed through") shows the food harder (or the drink thinner) than every stated level, and no
 * such test agrees with one: the item failed its level's test, and the test is IDDSI's definition
 * of the level, so the stated level gives way whatever says it. Tests that several levels pass
 * ("squashes with a fork", "pours quickly") contradict nothing.
 */
function testShowsHarderSide(tests: RawEvidence[], statedLevels: IddsiLevel[], kind: ItemKind): boolean {
  let fails = false;
  for (const e of tests) {
    // a piece size within a level's limit is a limit met, not the level's test passed
    if (e.weights.size !== 1 || e.id === 'particle') continue;
    const [outcome] = e.weights.keys() as IterableIterator<IddsiLevel>;
    if (statedLevels.includes(outcome!)) return false;
    if (kind === 'food' ? outcome! > Math.max(...statedLevels) : outcome! < Math.min(...statedLevels)) fails = true;
  }
  return fails;
}

/** The IDDSI tests that tell a liquid or a purée (Levels 0-4) apart: flow, fork drip and spoon tilt. */
const FLUID_TESTS = new Set([
  'flow',
  'no_flow',
  'all_drained',
  'flows_fast_fork',
  'fork_drip_slow',
  'fork_drips',
  'fork_no_drip',
  'fork_short_tail',
  'pours_slowly',
  'spoon_pours',
  'spoon_holds',
  'spoon_slides',
  // the spoon tilt's stickiness is its Level 4 result too ("not sticky" passes, "sticks" fails)
  'spoon_sticks',
  'spoon_not_sticky',
  'pours_fast_spoon',
  'slides_fast_spoon',
]);

/**
 * Rule TEST_DECIDES_FLUID: a stated level 0-4 and reported flow, fork drip or spoon tilt results
 * that all leave it out ("Level 4 puree" that drips in dollops through the prongs, "レベル3" that
 * does not flow at all): the tests define those levels, so they decide in either direction.
 */
function fluidTestsContradict(tests: RawEvidence[], statedLevels: IddsiLevel[]): boolean {
  if (Math.max(...statedLevels) > 4) return false;
  // a negated result is a result too ("did not drip": the fork drip test's Level 4 pass)
  const fluid = tests.filter((e) => FLUID_TESTS.has(e.id) && e.claim !== 'label');
  if (fluid.length === 0 || fluid.length !== tests.filter((e) => e.id !== 'particle').length) return false;
  const noFlow = fluid.some((e) => e.id === 'no_flow' && !e.negated);
  return fluid.every((e) => statedLevels.every((l) => !allowedLevels(e, noFlow).includes(l)));
}

/**
 * Rule FLOW_FULL_SAID_NO_FLOW: a full syringe read from its volume ("10 ml left") keeps Level 3 as a hedge
 * (more than 8 ml); "nothing came out" beside it settles the reading at Level 4, which no flow defines.
 */
function allowedLevels(e: RawEvidence, noFlow: boolean): IddsiLevel[] {
  const levels = [...e.weights.keys()];
  return noFlow && e.id === 'flow' ? levels.filter((l) => e.weights.get(l) === 1) : levels;
}

/**
 * Rule THINNED_SINCE_STATED: a thickened drink the text says has gone thin since ("level 3 but it's gone
 * runny", "二級稠 放耐咗變稀"): the stated level is what it was made to; drinks lean thinner, and the
 * flow test decides what it is now.
 */
function thinnedSinceStated(tiers: RawEvidence[][], statedLevels: IddsiLevel[], kind: ItemKind): boolean {
  if (kind !== 'drink' || Math.min(...statedLevels) < 1) return false;
  return tiers[2]!.some((e) => e.id === 'thinned' && !e.negated);
}

/** Rules THINNED_SINCE_STATED and SEEN_THINNER_THAN_STATED: the drink is thinner now than its stated level. */
function thinnerThanStated(
  tiers: RawEvidence[][],
  statedLevels: IddsiLevel[],
  kind: ItemKind,
  contrasts: readonly number[],
): 'label' | 'seen_thinner' | 'none' {
  if (thinnedSinceStated(tiers, statedLevels, kind)) return 'label';
  return seenThinnerThanStated(tiers, statedLevels, kind, contrasts) ? 'seen_thinner' : 'none';
}

/** Which rule let a test result outrank the stated level, if any. */
export type StatedOverride = 'none' | 'measured' | 'test_fails' | 'label' | 'unthickened' | 'plain_drink' | 'seen_thinner';

/**
 * Rule UNTHICKENED_DRINK: a drink the text says was not thickened ("no thickener", "tidak
 * dikentalkan", "冇落凝固粉"; lexicon thickener_omitted: "forgot the thickener") and no reported test: a level written beside it is the eater's
 * prescription or the order, not the drink, which is judged as it is served; drinks lean thinner.
 */
function unthickenedDrink(tiers: RawEvidence[][], kind: ItemKind): boolean {
  if (kind !== 'drink' || tiers[1]!.some((e) => !e.negated)) return false;
  const thickening = tiers.flat().filter((e) => e.id === 'thickened');
  // a thickener said omitted beside a thickened level stated: the level is the order, the drink is as served
  const omitted = tiers[0]!.some((e) => OMITTED_IDS.has(e.id) && !e.negated);
  if (omitted && tiers[0]!.some((e) => !e.negated && [...e.weights.keys()].some((l) => l > 0))) return true;
  return thickening.length > 0 && thickening.every((e) => e.negated);
}

/** Words that say the drink was given with nothing added: the thickener left out, plain water named. */
const OMITTED_IDS: ReadonlySet<string> = new Set(['thickener_omitted', 'plain_water_named']);

/**
 * Rule THICKENED_PLAIN_WATER: "agua normal espesada a nivel 2", "普通的水加了凝固粉": a thickener said (not negated)
 * beside plain water named makes the name only the water's, not a statement that nothing was added. Mutates `tiers`.
 */
function dropPlainWaterBesideThickener(tiers: RawEvidence[][]): void {
  if (!tiers.some((t) => t.some((e) => e.id === 'thickened' && !e.negated))) return;
  tiers[0] = tiers[0]!.filter((e) => e.id !== 'plain_water_named');
}

/**
 * A drink as usually served that is thin (water, tea, juice, milk, broth). One known only as a drink
 * ("level 2 drink, not sure") has no usual level: the stated level is all the text says of it.
 */
function isPlainThinDrink(e: RawEvidence): boolean {
  if (e.negated || e.id === 'drink_generic') return false;
  return e.kind === 'drink' && e.food !== undefined && topLevel(e.food.weights, 'drink') === 0;
}

/**
 * Rule PLAIN_DRINK_STATED: a plain thin drink (its food tier only drinks served at Level 0), with
 * no thickener word, no thickness word and no test, beside a bare level number ("L2 fluids person,
 * plain water", "Pasien level 3: teh manis", "ソフト食(レベル6)の田中様：白湯"): nothing in the text
 * says the drink was thickened, so the number names the eater or the order; drinks lean thinner.
 */
function plainDrinkBesideLevel(tiers: RawEvidence[][], kind: ItemKind): boolean {
  if (kind !== 'drink' || tiers[1]!.some((e) => !e.negated)) return false;
  // "tea made to level 2": the number says what was done to the drink (rule ROLE_PREPARED_TO_LEVEL)
  if (!tiers[0]!.every((e) => e.id === 'level_number' && !e.prepared)) return false;
  if (tiers[2]!.some((e) => !e.negated && (e.id === 'thickened' || [...e.weights.keys()].some((l) => l > 0)))) return false;
  const drinks = tiers[3] ?? [];
  return drinks.length > 0 && drinks.every(isPlainThinDrink);
}

/**
 * Rule UNTHICKENED_DRINK, words of thickness: a drink the text says nothing thickened, with no test
 * reported, is not made thicker by a thickness word beside it ("lemon tea for the mod thick drinks
 * group (thickener not added)": the word names the group, or a natural body no flow test measured).
 * Drinks lean thinner: the word leaves the texture tier (true when one did). Mutates `tiers`.
 */
function thicknessWordsOfUnthickened(tiers: RawEvidence[][], kind: ItemKind): boolean {
  if (!unthickenedDrink(tiers, kind)) return false;
  const kept = tiers[2]!.filter((e) => e.negated || e.id === 'thickened' || e.weights.has(0));
  if (kept.length === tiers[2]!.length) return false;
  tiers[2] = kept;
  return true;
}

/** Food levels whose form excludes a whole or uncut food (rule WHOLE_OUTRANKS_STATED). */
const FORMED_FOOD_LEVELS: readonly IddsiLevel[] = [4, 5, 6];

/**
 * Rule WHOLE_OUTRANKS_STATED: a food said to be whole or in large pieces beside a stated Level 4-6
 * it cannot meet: the description of the food served decides, as a test result would.
 */
function servedWholeAgainstStated(tiers: RawEvidence[][], statedLevels: IddsiLevel[], kind: ItemKind): boolean {
  if (kind !== 'food' || !statedLevels.every((l) => FORMED_FOOD_LEVELS.includes(l))) return false;
  return tiers[2]!.some((e) => e.id === 'whole' && !e.negated);
}

/**
 * A measured result beats a stated level it contradicts: IDDSI levels are defined by the tests,
 * so "labelled level 2 but 9 ml left" is level 3 and "level 4 puree with 4 mm lumps" is not a
 * puree. A particle size only overrides upwards; a bound ("under 4 mm") is a limit, not a
 * contradiction. Mutates `tiers` and `setAside`.
 */
export function overrideStated(
  tiers: RawEvidence[][],
  kind: ItemKind,
  setAside: SetAside[],
  contrasts: readonly number[] = [],
  turns: readonly number[] = contrasts,
): StatedOverride {
  dropFailedThickener(tiers, kind);
  dropPlainWaterBesideThickener(tiers);
  if (thickenedStillLikeWater(tiers, kind)) return 'seen_thinner';
  if (labelServedHarder(tiers, kind, turns) || foodContradictsLabel(tiers, kind, turns)) return setLabelAside(tiers, setAside);
  if (tiers[0]!.length === 0) return thicknessWordsOfUnthickened(tiers, kind) ? 'unthickened' : 'none';
  const stated = scoreTier(tiers[0]!, LEVELS);
  const top = maxScore(stated);
  const statedLevels = LEVELS.filter((l) => stated[l]! >= KEEP_SHARE * top && top > 0);
  if (statedLevels.length === 0) return 'none';
  const measured = tiers[1]!.filter((e) => e.id === 'flow' || (e.id === 'particle' && !e.bound));
  const measuredContradicts = measured.length > 0 && measured.every((e) => contradictsStated(e, statedLevels));
  if (testShowsHarderSide(tiers[1]!, statedLevels, kind) || (!measuredContradicts && fluidTestsContradict(tiers[1]!, statedLevels)))
    return dropStated(tiers, setAside, 'label', 'test_fails');
  if (measuredContradicts) {
    tiers[0] = [];
    return 'measured';
  }
  const outranked = servedWholeAgainstStated(tiers, statedLevels, kind) ? 'label' : thinnerThanStated(tiers, statedLevels, kind, contrasts);
  if (outranked !== 'none') return dropStated(tiers, setAside, 'label', outranked);
  const unthickened = unthickenedDrink(tiers, kind) ? 'unthickened' : plainDrinkBesideLevel(tiers, kind) ? 'plain_drink' : null;
  if (unthickened) return dropStated(tiers, setAside, 'prescription', unthickened);
  if (!labelContradicted(tiers, statedLevels, kind) && !lumpsContradictLabel(tiers, statedLevels, kind)) return 'none';
  // rule ROLE_LABEL: the label is a claim, the reported test result is IDDSI's definition
  return setLabelAside(tiers, setAside);
}

/** The stated level leaves the level tier, set aside in `role`; returns `result`. Mutates `tiers` and `setAside`. */
function dropStated<R extends StatedOverride>(tiers: RawEvidence[][], setAside: SetAside[], role: SetAside['role'], result: R): R {
  for (const e of tiers[0]!) setAside.push({ matched: e.matched, role });
  tiers[0] = [];
  return result;
}

/** The label's words leave the level and texture tiers (rules ROLE_LABEL, LABEL_SERVED_HARDER). Mutates `tiers`. */
function setLabelAside(tiers: RawEvidence[][], setAside: SetAside[]): 'label' {
  for (const e of [...tiers[0]!, ...tiers[2]!]) if (e.claim === 'label') setAside.push({ matched: e.matched, role: 'label' });
  tiers[0] = tiers[0]!.filter((e) => e.claim !== 'label');
  tiers[2] = tiers[2]!.filter((e) => e.claim !== 'label');
  return 'label';
}

export interface Narrowing {
  /** The levels no tier could separate. */
  cands: IddsiLevel[];
  /** The strongest tier with something to say (-1: none). */
  deciding: number;
  /** Weaker tiers that narrowed the choice further. */
  agreeing: number[];
  /** Weaker tiers with evidence for none of the candidates left. */
  disagreeing: number[];
}

/** The food tier: foods as usually served. */
const FOOD_TIER = 3;

/**
 * Rule PLATE_MOST_DEMANDING: a plate of several solid components ("beef stew with potatoes", "粥加皮蛋")
 * is as hard as its hardest component: each component keeps the levels it allows, and the plate's
 * candidates are those no component's own lowest level exceeds (null when fewer than two components speak).
 */
function plateCandidates(ev: RawEvidence[], cands: readonly IddsiLevel[]): IddsiLevel[] | null {
  if (ev.length < 2 || ev.some((e) => e.kind !== 'food')) return null;
  const kept: IddsiLevel[][] = [];
  for (const e of ev) {
    const s = scoreTier([e], cands);
    const max = maxScore(s);
    if (max > 0) kept.push(cands.filter((l) => s[l]! >= KEEP_SHARE * max));
  }
  if (kept.length < 2) return null;
  const floor = Math.max(...kept.map((k) => Math.min(...k)));
  return cands.filter((l) => l >= floor && kept.some((k) => k.includes(l)));
}

export function narrow(tiers: RawEvidence[][], kind?: ItemKind): Narrowing {
  let cands: IddsiLevel[] = LEVELS.slice();
  let deciding = -1;
  const disagreeing: number[] = [];
  const agreeing: number[] = [];
  for (let tier = 0; tier < tiers.length; tier++) {
    const ev = tiers[tier]!;
    if (ev.length === 0) continue;
    const scores = scoreTier(ev, cands);
    const max = maxScore(scores);
    if (max <= 0) {
      disagreeing.push(tier);
      continue;
    }
    const plate = tier === FOOD_TIER && kind === 'food' ? plateCandidates(ev, cands) : null;
    const next = plate ?? cands.filter((l) => scores[l]! >= KEEP_SHARE * max);
    if (deciding < 0) deciding = tier;
    else agreeing.push(tier);
    cands = next;
  }
  return { cands, deciding, agreeing, disagreeing };
}

/**
 * Level 5 needs the pieces minced AND moist: "chopped chicken", "切碎", "picado" alone is at
 * most bite-sized (6), unless a wet base (congee, mash), a sauce or gravy, or moist words say so.
 */
export function mincedWithoutMoisture(texture: RawEvidence[], foods: RawEvidence[]): boolean {
  const words = texture.filter((e) => !e.negated);
  if (!words.some((e) => e.id === 'minced')) return false;
  const moist =
    words.some((e) => SUPPLIES_MOISTURE.has(e.id)) ||
    foods.some((e) => e.food!.moistens && !e.negated) ||
    foods.some((e) => e.food!.role === 'b' && e.food!.kind === 'food' && (topLevel(e.food!.weights, 'food') ?? 7) <= 5);
  return !moist;
}

/** A reported food test with one outcome, not a claim: "did not squash", "sprang back". */
export const isFailedFoodTest = (e: RawEvidence) =>
  e.type === 'test' && e.kind === 'food' && e.weights.size === 1 && e.weights.has(7) && e.claim !== 'label';

/**
 * Rule FAILED_TEST_FLOOR: a food that failed the fork pressure test is not soft; no piece size,
 * preparation word or menu name makes it Level 6 or below (7 when one was reported, else null).
 */
export function failedTestFloor(tests: RawEvidence[]): IddsiLevel | null {
  return tests.some(isFailedFoodTest) ? 7 : null;
}

/**
 * Rule PARTICLE_FLOOR: a measured piece size is an IDDSI requirement that no other test
 * outweighs: pieces over the level's limit (adult 4 / 15 mm, child 2 / 8 mm) exclude it.
 * The lowest level every measured piece size allows (null when none was measured).
 */
export function particleFloor(tests: RawEvidence[]): IddsiLevel | null {
  let floor: IddsiLevel | null = null;
  for (const e of tests) {
    if (e.id !== 'particle') continue;
    let lowest: IddsiLevel = 7;
    for (const l of e.weights.keys()) if (l < lowest) lowest = l;
    if (floor === null || lowest > floor) floor = lowest;
  }
  return floor;
}

/**
 * Rule ADDED_TO_BASE_FLOOR: a solid joined to a smooth or minced base ("smooth congee with century egg",
 * "bubur saring dengan telur") and not said to be blended in is a piece in it: the plate is at least that
 * food's usual level, whatever the words said of the base, unless a test was reported: the level raised to it.
 */
export function addedFoodFloor(tests: RawEvidence[], foods: RawEvidence[], level: IddsiLevel, kind: ItemKind): IddsiLevel {
  if (kind !== 'food' || tests.some((e) => !e.negated)) return level;
  let floor = level;
  for (const e of foods) {
    if (!e.added || e.food!.moistens) continue;
    const usual = topLevel(e.food!.weights, 'food');
    if (usual !== null && usual > floor) floor = usual;
  }
  return floor;
}

/** Words that say lumps or pieces are in the food (not negated: "no lumps" is the Level 4 pass). */
const LUMP_WORDS: ReadonlySet<string> = new Set(['lumps', 'chunks']);

/**
 * Rule LUMPS_NOT_PUREE: IDDSI Level 4 Pureed has no lumps; a purée the text says has lumps or
 * pieces ("mostly smooth but some small lumps here and there") is Level 5 at least (5 when a
 * lump word was read, else null). A stated level or a test that rules Level 5 out decides on its
 * own (a label does not: it is a claim), and a sieve takes lumps out.
 */
export function lumpsFloor(tiers: RawEvidence[][]): IddsiLevel | null {
  // a label is a claim: lumps found after it still count (rule ROLE_LABEL); so does a stated purée or
  // thinner ("Level 4 purée but small chunks": the lumps are what Level 4 excludes)
  // a test that Level 5 also passes (holds its shape on the spoon) does not rule the lumps out
  const tested = tiers[1]!.length > 0;
  const stated = tiers[0]!.filter((e) => e.claim !== 'label');
  if (stated.some((e) => tested || !statesPureeOrThinner(e)) || tiers[1]!.some((e) => !e.weights.has(5))) return null;
  const words = tiers[2]!.filter((e) => !e.negated && e.claim !== 'label');
  if (words.some((e) => e.id === 'sieved')) return null;
  // pieces said to be in a stated or named purée are at least bite-sized pieces (Level 6): their size is
  // unknown ("purè con pezzi", "هريس مع قطع"); a measured particle size places them itself
  const puree = stated.length > 0 || (!tested && words.some((e) => e.id === 'pureed'));
  if (puree && words.some((e) => PIECE_WORDS.has(e.id))) return 6;
  return words.some((e) => LUMP_WORDS.has(e.id)) ? 5 : null;
}

/** Pieces, not lumps: chunks, bits of meat, small pieces. */
const PIECE_WORDS: ReadonlySet<string> = new Set(['chunks', 'bite_sized']);

/** A stated level of Level 4 or thinner: lumps or pieces contradict it. */
const statesPureeOrThinner = (e: RawEvidence) => (topLevel(e.weights, 'food') ?? 7) <= 4;
