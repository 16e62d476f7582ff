/**
 * The text engine, as named stages (issue 14), each a module of its own:
 *
 *   read (normalize.ts, negation.ts) -> evidence (extract.ts, measure-evidence.ts)
 *   -> roles (roles.ts) -> kind (kind.ts) -> level candidates (candidates.ts)
 *   -> safety bias (safety-bias.ts) -> hazards (hazard-collect.ts, hazard-stage.ts)
 *   -> calibration (calibration.ts) -> abstention (abstention.ts).
 *
 * Strength tiers, strongest first: explicit statements (level names, level
 * numbers, legacy terms) > IDDSI test results (flow test, particle size, test
 * outcomes in words) > preparation and texture words > the food as usually
 * served. A tier narrows the candidate levels; weaker tiers only choose among
 * what the stronger ones left. A tie that remains is broken by the safety
 * bias: foods take the higher level, drinks the thinner one.
 */
import { thickenedDishIsFood } from './thickened-dish';
import type { IddsiLevel, ItemKind } from '../levels';
import { abstain, settlingTest, type NeedsTestReason } from './abstention';
import { calibrate, type CalibrationKey } from './calibration';
import {
  mincedWithoutMoisture,
  narrow,
  overrideStated,
  failedTestFloor,
  lumpsFloor,
  addedFoodFloor,
  particleFloor,
  pointsApart,
  type Narrowing,
  type StatedOverride,
} from './candidates';
import { RAISES_FOOD_TO_REGULAR } from '../hazards';
import type { EngineHazard, RawEvidence, Strength } from './evidence';
import { readDrinkableForms, readThickenedFruitDrinks } from './drinkable';
import { extract, type Extraction } from './extract';
import { collectHazards, type HazardOutcome } from './hazard-collect';
import { dripWordsAt, releaseConceptWords } from './test-clauses';
import { addHazard, fixedTextureDish, hasHazard } from './hazard-stage';
import {
  asUnthickenedBlend,
  foodTierOf,
  kindVotes,
  splitByTier,
  spoonOrVotedKind,
  strainedFruitJuice,
  unthickenedBlend,
  votedKind,
} from './kind';
import { mayNameAnUnknownFood } from './coverage';
import { keyValueAsFields } from './key-value';
import { normalizeText } from './normalize';
import { applyRoles, clauseMarked, contrastMarks, drinksOnly, namesDiet, roleAt, type SetAside, turnMarks } from './roles';
import {
  AMBIGUOUS_TERMS,
  BLENDED_SOUP_DRUNK_LEVEL,
  FLOW_BEYOND_RANGE_LEVEL,
  NO_POUR_BESIDE,
  NO_POUR_ROW,
  RULES,
  TENDER_ADJECTIVE_ROWS,
} from './rules';
import {
  chooseLevel,
  describedNotPrepared,
  tenderWithoutSize,
  pourAloneLevel,
  dripBeyondRange,
  drunkSoupThick,
  flowAnswersThinner,
  flowBeyondRange,
  flowDescribedLevel4,
  onlyPoursOrDrips,
  raisedByHazard,
  statedThick,
  thinPourLevel,
  softCutUntested,
  flakedUntested,
  unnamedReadsAsDrink,
  vagueWordAlone,
  vagueWordLevel,
  softGrainLevel,
  isMushyWord,
  mushySoftFoodLevel,
} from './safety-bias';
import {
  blendedSoupLostPieces,
  blendedSoupOfPieces,
  brothOfDish,
  pureedSoupAsBlended,
  blendedSoupDrunkUntested,
  soupOrJellyUntested,
  strainedSoupIsBroth,
} from './soups';
import { medicineClausesSetAside } from './medicine';
import { soakedCerealLevel } from './soaked-cereal';
import { smoothSpoonTilt } from './spoon-tilt';
import { thickenedDrinkHoldsOnSpoon } from './thickened-spoon';
import { thickerThanUsual } from './thicker-than-usual';
import { flowResidueDecides } from './flow-residue';
import { mildCueLevel, mildlyThickCue } from './mildly-thick-cue';
import { cupBesideStraw, simileCap, strawBlockedByBits } from './drink-similes';
import { mincedIsFood, partsOfDish } from './minced-food';
import { recycleMatches } from './matcher';
import { spoonNotFork, spoonPourLevel } from './spoon-pour';
import { combinedDescriptorLevel, describedDrinkLevel } from './drink-descriptors';
import { legacyNameHedged, thinWordHedged } from './legacy-hedge';
import { hedgedLumpsInMash } from './hedged-lumps';
import { afterPureePours, namesPuree } from './puree-pours';
import { joinSpacedCjk } from './spaced-cjk';
import { askedItemOnly } from './asked-item';
import { designatedItem } from './designated-item';
import { plannedPreparationsNotDone } from './planned-preparation';
import { topLevel } from './weights';
import { hazardsOfTheLiquid, meltingFoodAlone, meltsAgainstStated } from './melting-food';

export type { EngineHazard, RawEvidence, Strength } from './evidence';

export interface EngineResult {
  level: IddsiLevel;
  kind: ItemKind;
  confidence: number;
  strength: Strength;
  recognised: boolean;
  evidence: RawEvidence[];
  hazards: EngineHazard[];
  /** The level before hazards raised it (equal to level when none did). */
  levelBeforeHazards: IddsiLevel;
  /** The deciding tier ended in a tie broken by the safety bias. */
  safetyTieBreak: boolean;
  /** Words read but not used as evidence about the food: a prescription, a menu, a contradicted label. */
  setAside: SetAside[];
  /** False when nothing of the text could be read (rule UNREADABLE). */
  understood: boolean;
  /** The IDDSI test must settle the level (conflict, ambiguity, no test reported, unreadable). */
  needsTest: boolean;
  needsTestReason: NeedsTestReason | null;
  /** The test that settles it. */
  settlingTest: ReturnType<typeof settlingTest>;
  /** Hazards of the named foods that the text's preparation or removal words dealt with. */
  dealtWith: string[];
  /** Legacy or local diet names the answer rests on. */
  ambiguousTerms: string[];
  /** The calibration cell the confidence was read from (what decided, how clean, which side). */
  calibrationKey: CalibrationKey;
  /** The words of a drink named beside the solid the answer is for, left to its own check (rule SOLID_BESIDE_DRINK). */
  drinkBeside: string | null;
}

const byTierThenStart = (a: RawEvidence, b: RawEvidence) => a.tier - b.tier || a.start - b.start;

/** Evidence in tier order, then text order (usually already so: sorting is then skipped). */
function sortEvidence(ev: RawEvidence[]): RawEvidence[] {
  for (let i = 1; i < ev.length; i++) if (byTierThenStart(ev[i - 1]!, ev[i]!) > 0) return ev.sort(byTierThenStart);
  return ev;
}

/** A food that is a liquid, or a soup served with its pieces: what "broth only" can leave. */
function isLiquidBase(e: RawEvidence): boolean {
  const f = e.food!;
  return f.soup || f.hazards.includes('mixed_consistency') || (f.kind === 'drink' && f.role === 'b');
}

/**
 * Rule BROTH_ONLY: "broth only", "具なし" reads as the thin liquid left only where a soup or liquid is named
 * (or nothing is): a steamed egg custard without fillings is still the custard.
 */
function dropBrothOnlyWithoutLiquid(evidence: RawEvidence[]): RawEvidence[] {
  const foods = evidence.filter((e) => e.type === 'food');
  if (foods.length === 0 || (foods.some(isLiquidBase) && !foods.some(isPieceLeftIn))) return evidence;
  return evidence.filter((e) => e.id !== 'broth_only');
}

/**
 * Under rule BROTH_ONLY: a high-risk piece named beside the liquid and not taken out ("bubble tea with
 * coconut jelly, no pearls") is still in it: the removal took out only what it names.
 */
const isPieceLeftIn = (e: RawEvidence) =>
  !e.negated &&
  !isLiquidBase(e) &&
  e.food!.kind === 'food' &&
  e.food!.role === 'd' &&
  PIECE_HAZARDS.some((c) => e.food!.hazards.includes(c));
const PIECE_HAZARDS: readonly string[] = ['sticky', 'round_long'];

/**
 * Rule FILLINGS_LEFT_OUT: "具なし", "no fillings" said of the one dish named, no soup, leaves out the
 * fillings it is usually served with, and the hazards they carry (foods.ts marker "^").
 */
function fillingsLeftOut(x: Extraction): void {
  if (!x.evidence.some((e) => e.id === 'broth_only' && !e.negated)) return;
  const foods = x.evidence.filter((e) => e.type === 'food');
  if (foods.length !== 1 || isLiquidBase(foods[0]!)) return;
  for (const code of foods[0]!.food!.fillings) x.removedHazards.add(code);
}

/**
 * Rule THICKENED_BROTH: a broth served without its solids that the text (not a prescription or a label set
 * aside) calls thickened is a thickened liquid, not the thin broth: "broth only" then only removed the pieces.
 */
function dropBrothOnlyWhenThickened(norm: string, evidence: RawEvidence[]): RawEvidence[] {
  const broth = evidence.find((e) => e.id === 'broth_only');
  if (!broth) return evidence;
  // the thickening word and the broth in one clause: "とろみ対応の方：味噌汁（具なし）" names the eater's diet
  const sameClause = (e: RawEvidence) => !CLAUSE_MARK.test(norm.slice(Math.min(e.start, broth.start), Math.max(e.start, broth.start)));
  if (!evidence.some((e) => e.id === 'thickened' && !e.negated && sameClause(e))) return evidence;
  return evidence.filter((e) => e !== broth);
}
const CLAUSE_MARK = /[:;：；]/;

/**
 * Rule SOFT_WITHOUT_SIZE: "soft" alone says nothing of piece size; Level 6 is soft AND bite-sized
 * (1.5 cm), so a dish usually served whole that is only called soft stays at the level it is served.
 */
function softWithoutSize(textures: RawEvidence[], foodTier: RawEvidence[]): boolean {
  return (
    textures.length > 0 &&
    textures.every((e) => e.id === 'soft') &&
    foodTier.length > 0 &&
    foodTier.every((e) => e.food!.role === 'd' && e.food!.weights.has(7))
  );
}

/** Texture rows that say the food was cut or shaped to size (rule WHOLE_NOT_BITE_SIZED). */
const CUT_TO_SIZE = new Set(['chopped', 'bite_sized', 'name_soft_bite', 'chunks']);

/**
 * Rule WHOLE_NOT_BITE_SIZED: Level 6 is soft, tender AND bite-sized (1.5 cm pieces); a food the text says is
 * served whole ("whole piece", "丸ごと"), with no word of cutting it, is not, however tender its words.
 */
function servedWholeUncut(textures: RawEvidence[]): boolean {
  return textures.some((e) => e.id === 'whole' && !e.negated) && !textures.some((e) => !e.negated && CUT_TO_SIZE.has(e.id));
}

/** Level 6 read from texture words alone, of a food they do not show bite-sized (SOFT_WITHOUT_SIZE, WHOLE_NOT_BITE_SIZED). */
const notBiteSized = (textures: RawEvidence[], foodTier: RawEvidence[]) =>
  softWithoutSize(textures, foodTier) || servedWholeUncut(textures);

/** The tiers of evidence and the level they leave, before hazards. */
interface Resolution {
  tiers: RawEvidence[][];
  foods: RawEvidence[];
  foodTier: RawEvidence[];
  narrowing: Narrowing;
  override: StatedOverride;
  level: IddsiLevel;
  kind: ItemKind;
  looseMince: boolean;
  /** Rule PLAIN_CONGEE_NEEDS_TEST: a porridge's whole grains alone set Level 6 (the tests settle it). */
  grainsUntested: boolean;
  /** The vague word the answer rests on (rule VAGUE_WORD_SAFEST), or null. */
  vague: string | null;
  /** The writer was not sure and the safer texture was taken (rule HEDGED_CLAIM). */
  hedged: boolean;
  /** A thin liquid poured off the spoon and took the thinnest level the pour allows (rule THIN_POUR_THINNEST). */
  thinPour: boolean;
  /** A food was read as its drinkable form (rule DRINKABLE_FORM). */
  drinkable: boolean;
  /** Only "pours" was said of an unnamed drink (rule POUR_ALONE_THINNEST). */
  pourAlone: boolean;
  /** A drink's only test was a pour off the spoon (rule SPOON_POUR_DRINK_UNDECIDED). */
  spoonPour: boolean;
  /** A thick label set aside by a pour or drip kept the tests' reading (rule TEST_THINNER_THAN_THICK_LABEL). */
  thickLabelDrip: boolean;
  /** A solid added to the base raised the level the words gave (rule ADDED_TO_BASE_FLOOR). */
  addedRaised: boolean;
  /** Two IDDSI drink descriptors decided the level (rule DRINK_DESCRIPTORS_COMBINED). */
  described: boolean;
  /** A purée that poured off the spoon was read as Level 3 food (rule PUREE_POURS_LEVEL_3). */
  pureePours: boolean;
  /** A soaked cereal with its milk drained was read at Level 5 (rule SOAKED_CEREAL_DRAINED). */
  soakedCereal: boolean;
  /** A soup or jelly answered a thin drink on its name alone (rule SOUP_OR_JELLY_UNTESTED; set after the hazards). */
  untestedSoup: boolean;
  /** An unread food known only by its sauce or its cut was answered Level 7 by this rule (set after the hazards). */
  unknownFood: (typeof RULES)['UNKNOWN_FOOD_IN_SAUCE'] | (typeof RULES)['UNKNOWN_FOOD_BY_SIZE'] | null;
  /** The rule that answered a melting food the thin drink it becomes: for an eater on thickened drinks, or named alone. */
  melted:
    | (typeof RULES)['MELTS_FOR_THICKENED_DRINKS']
    | (typeof RULES)['MELTING_FOOD_ALONE']
    | (typeof RULES)['MELTS_AGAINST_STATED_LEVEL']
    | null;
}

/**
 * Rule HEDGED_CLAIM: a claim the writer marks as a guess ("??", "not tested", "唔知", "daw"), with no
 * test result reported, is settled by the test; until then the safer texture stands: a food is
 * Level 7, a drink Level 0 (Level 1 when the text says it was thickened).
 */
function hedgedLevel(x: Extraction, tiers: RawEvidence[][], level: IddsiLevel, kind: ItemKind): IddsiLevel | null {
  if (!x.hedged || tiers[1]!.some((e) => !e.negated)) return null;
  // rule HEDGED_LUMPS_IN_MASH: a mash whose only doubt is small lumps is the Level 5 picture
  if (kind === 'food') return hedgedLumpsInMash(tiers) ? 5 : level < 7 ? 7 : null;
  // a drink the text says was thickened, or calls a bit thick, is at least Slightly thick (Level 1)
  const thinnest = tiers.flat().some((e) => THICKENED_OR_THICK.has(e.id) && !e.negated) ? 1 : 0;
  if (tiers[0]!.length === 0) return level > thinnest ? thinnest : null;
  // a hedged stated level keeps its level (the label may be right) but not a finding's confidence
  return tiers[0]!.some((e) => !e.negated) ? level : null;
}

/** Rule HEDGED_CLAIM: words that say a drink was thickened or is a bit thick (稠稠哋), however unsure: at least Level 1. */
const THICKENED_OR_THICK: ReadonlySet<string> = new Set(['thickened', 'bit_thick']);

/** Rule TEST_THINNER_THAN_THICK_LABEL: the overrides that set a stated level aside as a label a test contradicted. */
const LABEL_OVERRIDES: ReadonlySet<StatedOverride> = new Set(['test_fails', 'label']);

/**
 * Rule TEST_THINNER_THAN_THICK_LABEL: a drink's thick label set aside by tests that leave it below Level 4, all of
 * them pours off the spoon or drips through the fork (a measured flow test settles the level itself).
 */
const thickLabelSetAside = (tiers: RawEvidence[][], kind: ItemKind, thickLabel: boolean, override: StatedOverride, level: IddsiLevel) =>
  kind === 'drink' && thickLabel && LABEL_OVERRIDES.has(override) && level < 4 && onlyPoursOrDrips(tiers[1]!) && !namesPuree(tiers);

/**
 * Rules THICKENED_FRUIT_DRINK and DRINKABLE_FORM: a thickened fruit read as its juice, or a food the text says is
 * drunk read as its drinkable form (true when one was).
 */
const readFoodsAsDrinks = (x: Extraction, setAside: SetAside[]) =>
  readThickenedFruitDrinks(x.evidence) || readDrinkableForms(x.evidence, x.drinkWords, setAside.length > 0, x.foodWords);

/** Stages kind and level candidates, then the safety bias among what is left. */
function resolve(
  x: Extraction,
  setAside: SetAside[],
  contrasts: readonly number[] = [],
  turns: readonly number[] = [],
  spoonOnly: () => boolean = () => false,
  describedLevel: IddsiLevel | null = null,
): Resolution {
  const drinkable = readFoodsAsDrinks(x, setAside);
  const votes = kindVotes(x.evidence, x.drinkWords, x.foodWords);
  const blend = unthickenedBlend(x.evidence, votedKind(votes)) || strainedFruitJuice(x.evidence);
  const unnamed = unnamedReadsAsDrink(x.evidence, votes);
  const voted = blend || unnamed ? 'drink' : spoonOrVotedKind(x.evidence, votes);
  const { voting, foods } = splitByTier(x.evidence, voted);
  let foodTier = foodTierOf(foods, voted, x.drinkWords);
  if (blend) ({ textures: voting[2], foodTier } = asUnthickenedBlend(voting[2]!));
  const tiers: RawEvidence[][] = [voting[0]!, voting[1]!, voting[2]!, foodTier];
  const thickLabel = statedThick(tiers[0]!);
  const override = overrideStated(tiers, voted, setAside, contrasts, turns);
  const narrowing = narrow(tiers, voted);
  let { level, kind } = chooseLevel(narrowing.cands, votes, voted);
  const looseMince = narrowing.deciding === 2 && level === 5 && kind === 'food' && mincedWithoutMoisture(tiers[2]!, foods);
  if (looseMince) level = 6;
  const grains = softGrainLevel(level, kind, narrowing.deciding, tiers[2]!, foodTier, foods);
  level = grains.level;
  const beforeSoaked = level;
  level = soakedCerealLevel(level, kind, narrowing.deciding, tiers[2]!, foods, x.removedHazards, tiers[1]!);
  const soakedCereal = level !== beforeSoaked;
  if (kind === 'food' && level === 6 && narrowing.deciding === 2 && notBiteSized(tiers[2]!, foodTier)) level = 7;
  if (kind === 'food' && level < 7 && narrowing.deciding === 2 && describedNotPrepared(tiers[2]!, foodTier, foods)) level = 7;
  if (kind === 'food' && level === 6 && narrowing.deciding === 1 && tenderWithoutSize(tiers, x.evidence)) level = 7;
  const vague =
    narrowing.deciding === 2 ? (drunkSoupThick(tiers, foods, x.drinkWords, x.evidence) ?? vagueWordAlone(tiers, kind, foods)) : null;
  if (vague) ({ level, kind } = { level: vagueWordLevel(vague.word, foodTier), kind: vague.word.kind });
  level = mushySoftFoodLevel(level, kind, narrowing.deciding, tiers[2]!, foods);
  level = mildCueLevel(tiers, foodTier, kind, level);
  for (const floor of [particleFloor(tiers[1]!), failedTestFloor(tiers[1]!), lumpsFloor(tiers)])
    if (kind === 'food' && floor !== null && level < floor) level = floor;
  const raisedTo = addedFoodFloor(tiers[1]!, foods, level, kind);
  const addedRaised = raisedTo > level;
  level = raisedTo;
  const thickLabelDrip = thickLabelSetAside(tiers, kind, thickLabel, override, level);
  const thinPour = thinPourLevel(tiers, kind, unnamed, thickLabelDrip);
  const thinner = thinPour !== null && thinPour < level;
  if (thinner) level = thinPour;
  const spoonPour = spoonPourLevel(tiers, kind, spoonOnly, x.evidence, level);
  level = spoonPour ?? level;
  const beforeDescribed = level;
  level = describedDrinkLevel(kind, describedLevel, level);
  // the rule caps only an answer it changed: descriptors that agree with the rest leave its confidence
  const described = level !== beforeDescribed;
  const pourAlone = pourAloneLevel(tiers, kind, foods) !== null;
  if (pourAlone) level = 0;
  const puree = afterPureePours(tiers, level, kind);
  ({ level, kind } = puree);
  const hedged = hedgedLevel(x, tiers, level, kind);
  if (hedged !== null) level = hedged;
  return {
    tiers,
    foods,
    foodTier,
    narrowing,
    override,
    level,
    kind,
    looseMince,
    grainsUntested: grains.untested,
    vague: vague?.matched ?? null,
    hedged: hedged !== null,
    thinPour: thinner,
    drinkable,
    pourAlone,
    spoonPour: spoonPour !== null,
    thickLabelDrip,
    addedRaised,
    described,
    pureePours: puree.applied,
    soakedCereal,
    untestedSoup: false,
    unknownFood: null,
    melted: null,
  };
}

/**
 * The matches of a text and the concept walk kept beside them are let go together: when a text is read
 * (a classification that threw may have left them) and when its classification ends, so that no
 * request's text stays in memory after its answer. Their objects serve the next text.
 */
function releaseReading(): void {
  recycleMatches();
  releaseConceptWords();
}

/** Words that call an item a liquid: thin, or a liquid (liquidised) diet's name ("流质", "dieta líquida"). */
const LIQUID_CLAIMS: ReadonlySet<string> = new Set(['thin', 'name_liquidised', 'liquidised_word']);

/**
 * Rule LIQUID_LABEL_WITH_PIECES: a label or menu the roles stage set aside ("外卖单上写'流质'", "labelled liquid") still
 * says what the item's carrier is: with grains or pieces in it, the carrier is a thin liquid carrying solids.
 */
function labelCallsItLiquid(before: readonly RawEvidence[], roles: ReturnType<typeof applyRoles>): boolean {
  if (roles.spans.length === 0) return false;
  return before.some((e) => !e.negated && LIQUID_CLAIMS.has(e.id) && roleAt(roles.spans, e.start) === 'label');
}

/** Stage "read": the text normalised, its evidence extracted, and who or what it names set aside (roles). */
function read(text: string): {
  /** The text as read (lower case, folded). */
  norm: string;
  x: Extraction;
  setAside: SetAside[];
  prescribed: boolean;
  /** The eater's order set aside names thickened drinks (Level 1-4 drinks). */
  thickenedDrinksOrder: boolean;
  dripAt: number[];
  contrasts: number[];
  turns: number[];
  /** The text names a spoon and no fork (spoon-pour.ts): scanned for only when the spoon-pour rule asks. */
  spoonOnly: () => boolean;
  described: IddsiLevel | null;
} & ReadCaps {
  releaseReading();
  let t = normalizeText(joinSpacedCjk(keyValueAsFields(text)));
  let x = extract(t);
  // rule DESIGNATED_ITEM: a record's other items are blanked out and the text read again
  const designation = designatedItem(t, x);
  if (designation.text !== null) {
    t = designation.text;
    releaseReading();
    x = extract(t);
  }
  const clauses = clauseMarked(t);
  strainedSoupIsBroth(x);
  blendedSoupOfPieces(x);
  pureedSoupAsBlended(x);
  fillingsLeftOut(x);
  askedItemOnly(t, x);
  plannedPreparationsNotDone(t, x);
  x.evidence = dropBrothOnlyWithoutLiquid(x.evidence);
  const beforeRoles = x.evidence;
  const roles = applyRoles(clauses, x.evidence, x.cues, x.langs, x.repeats);
  const thickenedDrinksOrder = ordersThickenedDrinks(clauses, beforeRoles, roles);
  x.evidence = dropBrothOnlyWhenThickened(t.norm, roles.kept);
  x.liquidLabel = labelCallsItLiquid(beforeRoles, roles);
  medicineClausesSetAside(t.norm, x);
  brothOfDish(t.norm, x, roles.spans);
  thickenedDishIsFood(x);
  blendedSoupLostPieces(x.evidence);
  flowResidueDecides(x);
  const smoothOnLabel = smoothSpoonTilt(x);
  const heldOnSpoon = thickenedDrinkHoldsOnSpoon(x);
  const thicker = thickerThanUsual(x);
  const mildCue = mildlyThickCue(t, x);
  strawBlockedByBits(x);
  // before the cup is left out beside a straw: with it, two descriptors may describe one level
  const described = combinedDescriptorLevel(x.evidence);
  cupBesideStraw(x);
  mincedIsFood(x);
  partsOfDish(x);
  // a hazard word inside a diet order ("the puree round", "no-nuts table") describes the eater or the service
  if (roles.spans.length > 0)
    x.textHazards = x.textHazards.filter((h) => h.start === undefined || roleAt(roles.spans, h.start) !== 'prescription');
  // a diet order read, whether or not level words were set aside from it ("is on moderately thick fluids" is one cue)
  const prescribed = roles.spans.some((sp) => sp.role === 'prescription');
  const contrasts = contrastMarks(clauses);
  const turns = turnMarks(clauses, contrasts);
  return {
    norm: t.norm,
    x,
    setAside: [...roles.setAside, ...designation.setAside.map((matched) => ({ matched, role: 'other_item' as const }))],
    designationUnfound: designation.unfound,
    prescribed,
    thickenedDrinksOrder,
    dripAt: dripWordsAt(t),
    contrasts,
    turns,
    spoonOnly: () => spoonNotFork(t.norm),
    described,
    hedgedName: legacyNameHedged(t.norm, x.evidence),
    heldOnSpoon,
    hedgedThin: thinWordHedged(t.norm, x.evidence),
    thicker,
    mildCue,
    smoothOnLabel,
    listRemoval: x.listRemoval,
  };
}

/** What the hazards stage leaves: the final level and kind, and what raised them. */
interface Judged {
  h: HazardOutcome;
  level: IddsiLevel;
  kind: ItemKind;
  raised: boolean;
  deciding: number;
  safetyTieBreak: boolean;
  genericDrink: boolean;
  /** Rule FLOW_TEST_LEVELS_0_3: Level 4 rested on the flow test alone (a drink is answered at Level 3). */
  flowRange: boolean;
  /** Rule FLOW_NONE_DESCRIBED_LEVEL_4: Level 4 rested on the flow test and a description of Level 4 (it stands). */
  flowDescribed: boolean;
  /** Rules SOFT_CUT_UNTESTED, FLAKED_UNTESTED: the softness or flaking word of a Level 6 shown by no test, answered at Level 7, or null. */
  softCut: string | null;
}

/** Stage "hazards", then the safety bias: a food with a standing hazard is Level 7. */
function judgeHazards(x: Extraction, r: Resolution, dripAt: readonly number[], norm: string): Judged {
  const deciding = r.narrowing.deciding;
  // the fields named, not a spread of the whole extraction: V8 made that copy an object that
  // outlived young-generation collections and kept each call's reading alive (~300 KB promoted
  // to the old generation per scavenge, which then needed mark-compacts)
  const h = collectHazards({
    norm,
    evidence: x.evidence,
    textHazards: x.textHazards,
    topping: x.topping,
    toppingAt: x.toppingAt,
    joinAt: x.joinAt,
    placedOn: x.placedOn,
    removed: x.removedHazards,
    keptAt: x.keptAt,
    liquidLabel: x.liquidLabel,
    foods: r.foods,
    foodTier: r.foodTier,
    tiers: r.tiers,
    deciding,
    level: r.level,
    kind: r.kind,
    dripAt,
  });
  const raised = raisedByHazard(r.level, h.kind, h.hazards);
  // rule FLOW_TEST_LEVELS_0_3: "more than 8 ml left" is Level 3; only the fork and spoon tests show 4
  const flowRange = !raised && flowBeyondRange(r.tiers, r.level, h.kind);
  const thinner = flowRange && flowAnswersThinner(r.tiers);
  const softCut =
    !raised && h.kind === 'food' && r.level === 6 && deciding === 2 && r.vague === null
      ? (softCutUntested(r.tiers) ?? flakedUntested(r.tiers))
      : null;
  return {
    h,
    // rules SOFT_CUT_UNTESTED, FLAKED_UNTESTED: after the hazards, so what the soft, cut food was cleared of stays cleared
    level: raised || softCut !== null ? 7 : thinner ? FLOW_BEYOND_RANGE_LEVEL : r.level,
    kind: h.kind,
    raised,
    flowRange,
    flowDescribed: !raised && flowDescribedLevel4(r.tiers, r.level, h.kind),
    deciding,
    safetyTieBreak: deciding >= 0 && r.narrowing.cands.length > 1,
    genericDrink: r.foodTier[0]?.id === 'drink_generic',
    softCut,
  };
}

/** Stage "calibration": the confidence of the evidence cell the answer falls in. */
function calibrated(x: Extraction, r: Resolution, j: Judged): ReturnType<typeof calibrate> {
  return calibrate({
    anything: x.anything,
    tiers: r.tiers,
    narrowing: r.narrowing,
    safetyTieBreak: j.safetyTieBreak,
    override: r.override,
    level: j.level,
    kind: j.kind,
    levelBeforeHazards: r.level,
    raised: j.raised,
    textureConflict: j.h.textureConflict,
    looseMince: r.looseMince,
    genericDrink: j.genericDrink,
    coverage: x.coverage,
    readOnlyLanguage: x.readOnlyLanguage,
    foods: r.foods,
    untested: x.untested,
  });
}

/** Rule NO_POUR_DESCRIBES_LEVEL_4: "does not pour" words said, and no spoon tilt or fork drip result beside them. */
function noPourOnly(tests: readonly RawEvidence[]): boolean {
  const live = tests.filter((e) => !e.negated);
  return live.some((e) => e.id === NO_POUR_ROW) && live.every((e) => NO_POUR_BESIDE.has(e.id));
}

/** Legacy or local diet names, and the vague word, the answer rests on (rules AMBIGUOUS_TERM, VAGUE_WORD_SAFEST, SOFT_CUT_UNTESTED). */
function ambiguousTermsOf(r: Resolution, j: Judged): string[] {
  // rule AMBIGUOUS_TERM: a test result reported settles the level itself, as for a hedged name
  const tested = r.tiers[1]!.some((e) => e.type === 'test' && !e.negated && e.weights.has(r.level));
  const terms = tested ? [] : r.tiers[0]!.filter((e) => AMBIGUOUS_TERMS.has(e.id) && e.weights.has(r.level)).map((e) => e.matched);
  if (r.vague !== null) terms.push(r.vague);
  if (j.softCut !== null) terms.push(j.softCut);
  const overruled = softWordOverruled(r.tiers, j.level, j.kind, j.h.hazards);
  if (overruled !== null) terms.push(overruled);
  return terms;
}

/** Rule SOFT_WORD_OVERRULED: the hazards cooking soft takes away (hazards.ts PREPARATION_RULES "soft"; a leaf wilts). */
const SOFTENED_HAZARDS: ReadonlySet<string> = new Set(['tough_fibrous', 'dry', 'floppy']);

/**
 * Rule SOFT_WORD_OVERRULED: a food only called soft or mushy ("mushy carrots", "soft veg, nice and mushy") but
 * answered at its usual Level 7, with no hazard softness leaves (a sticky, skinned, hard or bony food stays so):
 * the answer rests on a usual form the text denies, so the fork pressure test settles it (the word, or null).
 * Only the food's own usual hazards soften: one the text names ("啲筋仲喺度", the gristle still in) stands.
 */
function softWordOverruled(tiers: RawEvidence[][], level: IddsiLevel, kind: ItemKind, hazards: readonly EngineHazard[]): string | null {
  if (kind !== 'food' || tiers[0]!.length > 0 || tiers[1]!.length > 0) return null;
  const words = tiers[2]!.filter((e) => !e.negated);
  if (words.length === 0 || !words.every((e) => e.id === 'soft' && !e.weights.has(7))) return null;
  // rule MUSHY_FOOD_FALLEN_APART: a food only called mushy is answered Level 6; the fork pressure test settles it
  // rule MUSHY_SOFT_FOOD_MASHED: a soft food gone to mush, Level 5, the same
  if ((level === 6 || level === 5) && words.some(isMushyWord)) return words[0]!.matched;
  if (level !== 7 || !hazards.every((h) => h.source === 'food' && SOFTENED_HAZARDS.has(h.code))) return null;
  return words[0]!.matched;
}

/** Rule PRESCRIBED_FOOD_INGREDIENT_UNTESTED: every piece read is a food named as an ingredient ("chicken", "fish"). */
function onlyIngredients(evidence: Extraction['evidence']): boolean {
  const items = evidence.filter((e) => e.type !== 'hazard');
  return items.length > 0 && items.every((e) => e.type === 'food' && e.food?.role === 'i');
}

/**
 * Rule STATED_LEVEL_WHOLE_DISH: a modified level stated before a whole cut, with no preparation word, is
 * answered by the dish (Level 7); the two disagree, so the test settles it.
 */
function statedOnWholeDish(tiers: RawEvidence[][], level: IddsiLevel): boolean {
  if (level !== 7 || !tiers[2]!.every((e) => TENDER_ADJECTIVE_ROWS.has(e.id))) return false;
  // an adjective that only calls it soft ("level 6 steak, soft") prepares nothing either
  const number = tiers[0]!.some((e) => !e.negated && e.id === 'level_number' && (e.value ?? 7) < 7);
  if (number && tiers[3]!.some((e) => e.id === 'whole_cut_dish')) return true;
  // rule DIET_NAME_BEFORE_FIXED_DISH: a diet's name before a crunchy dish, with no preparation word
  const diet = tiers[0]!.some((e) => !e.negated && namesDiet(e.matched));
  return (number || diet) && tiers[3]!.some(fixedTextureDish);
}

/** Stage "abstention": understood, needs_test and why, and the confidence they leave. */
function abstention(
  x: Extraction,
  r: Resolution,
  j: Judged,
  confidence: number,
  ambiguous: string[],
  setAside: SetAside[],
  prescribed: boolean,
): ReturnType<typeof abstain> {
  const { tiers, narrowing } = r;
  const { deciding, kind } = j;
  return abstain({
    anything: x.anything,
    decided: deciding >= 0,
    // a standing hazard decides on its own (Level 7 until prepared otherwise): no test would lower it;
    // the food as usually served disagreeing is expected once the text says how it was prepared
    conflict:
      (deciding >= 0 &&
        !j.raised &&
        (j.safetyTieBreak || narrowing.disagreeing.some((d) => d < 3) || pointsApart(tiers[deciding]!, kind))) ||
      statedOnWholeDish(tiers, j.level) ||
      r.addedRaised ||
      r.untestedSoup ||
      r.unknownFood !== null,
    ambiguous,
    testReported: tiers[1]!.length > 0,
    noPourOnly: kind === 'drink' && j.level === 4 && noPourOnly(tiers[1]!),
    drinkLevelSetAside: prescribed || setAside.some((s) => s.role === 'prescription'),
    foodDietSetAside: setAside.some((s) => s.role === 'prescription'),
    ingredientOnDiet: setAside.some((s) => s.role === 'prescription') && onlyIngredients(x.evidence),
    // only a thinned drink sets a stated level aside as a label with no test reported
    thinnedSinceStated: r.override === 'label' && tiers[1]!.length === 0 && kind === 'drink',
    seenThinner: r.override === 'seen_thinner',
    // rule POUR_ALONE_THINNEST: as unsure as a hedged claim, the flow test settles it
    hedged: r.hedged || r.pourAlone,
    flowBeyondRange: j.flowRange,
    flowDescribed: j.flowDescribed,
    // rule SPOON_POUR_DRINK_UNDECIDED: a spoon pour rules in Levels 0-3 as a fork drip does
    dripBeyondRange: dripBeyondRange(tiers, kind) || ((r.spoonPour || r.described || r.thickLabelDrip) && kind === 'drink') || r.pureePours,
    level: j.level,
    kind,
    confidence,
  });
}

/** What the read stage noticed that caps the confidence. */
interface ReadCaps {
  hedgedName: boolean;
  heldOnSpoon: boolean;
  hedgedThin: boolean;
  thicker: boolean;
  mildCue: boolean;
  smoothOnLabel: boolean;
  /** A hazard taken out only as one item of a list (rule REMOVAL_OF_LISTED_PARTS). */
  listRemoval: boolean;
  /** A record designated an item by a list label it does not hold (rule DESIGNATED_ITEM). */
  designationUnfound: boolean;
}

/** Confidence ceilings of rules THIN_POUR_THINNEST and DRINKABLE_FORM (untested: how thick the drink is made varies). */
function ruleCaps(r: Resolution, confidence: number, read: ReadCaps): number {
  let c = confidence;
  // a test result reported settles the level itself: the hedge on the name no longer matters
  if (read.hedgedName && !r.tiers[1]!.some((e) => !e.negated)) c = Math.min(c, RULES.LEGACY_NAME_HEDGED.confidence.cap);
  if (r.thinPour) c = Math.min(c, RULES.THIN_POUR_THINNEST.confidence.cap);
  if (r.drinkable && r.tiers[1]!.length === 0) c = Math.min(c, RULES.DRINKABLE_FORM.confidence.cap);
  if (r.pourAlone) c = Math.min(c, RULES.POUR_ALONE_THINNEST.confidence.cap);
  if (r.spoonPour) c = Math.min(c, RULES.SPOON_POUR_DRINK_UNDECIDED.confidence.cap);
  if (r.thickLabelDrip) c = Math.min(c, RULES.TEST_THINNER_THAN_THICK_LABEL.confidence.cap);
  if (r.addedRaised) c = Math.min(c, RULES.ADDED_TO_BASE_FLOOR.confidence.cap);
  if (r.described) c = Math.min(c, RULES.DRINK_DESCRIPTORS_COMBINED.confidence.cap);
  if (r.pureePours) c = Math.min(c, RULES.PUREE_POURS_LEVEL_3.confidence.cap);
  if (r.soakedCereal) c = Math.min(c, RULES.SOAKED_CEREAL_DRAINED.confidence.cap);
  if (r.untestedSoup) c = Math.min(c, RULES.SOUP_OR_JELLY_UNTESTED.confidence.cap);
  if (r.unknownFood) c = Math.min(c, r.unknownFood.confidence.cap);
  if (r.melted) c = Math.min(c, r.melted.confidence.cap);
  if (r.grainsUntested && r.level === 6) c = Math.min(c, RULES.PLAIN_CONGEE_NEEDS_TEST.confidence.cap);
  if (r.tiers[1]!.some((e) => e.bySimile && !e.negated)) c = Math.min(c, RULES.SIZE_SIMILE_PEA.confidence.cap);
  return simileCap(r.tiers, readCaps(r, read, c));
}

/** The ceilings of what the read stage noticed: hedged thin words, a drink held on the spoon, a label's smoothness. */
function readCaps(r: Resolution, read: ReadCaps, confidence: number): number {
  let c = confidence;
  if (read.hedgedThin) c = Math.min(c, RULES.THIN_WORD_HEDGED.confidence.cap);
  if (read.heldOnSpoon) c = Math.min(c, RULES.THICKENED_DRINK_HOLDS_ON_SPOON.confidence.cap);
  if (read.smoothOnLabel) c = Math.min(c, RULES.SMOOTH_LABEL_TESTED_THICKER.confidence.cap);
  if (read.listRemoval && r.level < 7) c = Math.min(c, RULES.REMOVAL_OF_LISTED_PARTS.confidence.cap);
  if (read.designationUnfound) c = Math.min(c, RULES.DESIGNATED_ITEM.confidence.cap);
  // a comparison with the usual thickness, no test reported: only the flow test tells the level
  const untestedDrink = r.kind === 'drink' && r.tiers[1]!.length === 0;
  if (read.thicker && untestedDrink) c = Math.min(c, RULES.THICKER_THAN_USUAL.confidence.cap);
  if (read.mildCue && untestedDrink) c = Math.min(c, RULES.THICK_AT_LEAST_MILDLY.confidence.cap);
  return c;
}

/**
 * Rule SOLID_BESIDE_DRINK: when the answer is a food named as an item beside a drink ("toast and tea", "bacon and a
 * coffee"), the drink's words: the answer does not cover it, and it is checked on its own.
 */
function drinkBesideSolid(foods: readonly RawEvidence[], kind: ItemKind): string | null {
  if (kind !== 'food') return null;
  const solidBeside = foods.some((e) => !e.negated && e.listed && e.food!.kind === 'food' && (e.besideDrink || e.food!.role === 'd'));
  const drink = foods.find((e) => !e.negated && e.listed && e.food!.kind === 'drink' && e.food!.role === 'b' && !e.food!.soup);
  return solidBeside && drink ? drink.matched : null;
}

/** The staged engine: read -> roles -> kind and level candidates -> hazards -> calibration -> abstention. */
export function runEngine(text: string): EngineResult {
  try {
    return stages(text);
  } finally {
    releaseReading();
  }
}

/**
 * Rule BLENDED_SOUP_DRUNK_UNTESTED: a soup only called blended, smooth or sieved and drunk, untested, is
 * answered at the thinnest drink level with the flow test asked (rule SOUP_OR_JELLY_UNTESTED's cap).
 */
function leanBlendedSoupThinnest(x: Extraction, r: Resolution, j: Judged): void {
  if (j.kind !== 'drink' || j.level !== 3 || j.raised || !blendedSoupDrunkUntested(x.evidence)) return;
  j.level = BLENDED_SOUP_DRUNK_LEVEL;
  r.untestedSoup = true;
}

/** Rule UNKNOWN_FOOD_IN_SAUCE: the only words read say it is moist, in a sauce or gravy. */
const MOISTURE_WORDS: ReadonlySet<string> = new Set(['moist']);
/** Rule UNKNOWN_FOOD_BY_SIZE: the only words read say how it was cut or how big its pieces are. */
const SIZE_WORDS: ReadonlySet<string> = new Set(['chopped', 'chunks', 'particle', 'bite_sized']);

/**
 * Rules UNKNOWN_FOOD_IN_SAUCE and UNKNOWN_FOOD_BY_SIZE: named foods, if any, only moisten ("with gravy"), and
 * every word or measure read only says moist or how it was cut. Which rule: a size read, or only the sauce.
 */
function unknownFoodRule(r: Resolution): (typeof RULES)['UNKNOWN_FOOD_IN_SAUCE'] | (typeof RULES)['UNKNOWN_FOOD_BY_SIZE'] | null {
  const words = [...r.tiers[1]!, ...r.tiers[2]!].filter((e) => !e.negated);
  if (!r.foods.every((e) => e.negated || e.food!.moistens)) return null;
  if (!words.every((e) => MOISTURE_WORDS.has(e.id) || SIZE_WORDS.has(e.id))) return null;
  if (!words.some((e) => SIZE_WORDS.has(e.id))) return RULES.UNKNOWN_FOOD_IN_SAUCE;
  // minced to 4 mm and moist is Level 5's whole description (its particle and moisture checks): the mince stands
  const minced = words.some((e) => e.id === 'particle' && topLevel(e.weights, 'food') === 5);
  const moistened = words.some((e) => MOISTURE_WORDS.has(e.id)) || r.foods.some((e) => !e.negated && e.food!.moistens);
  return minced && moistened ? null : RULES.UNKNOWN_FOOD_BY_SIZE;
}

/**
 * Rules UNKNOWN_FOOD_IN_SAUCE and UNKNOWN_FOOD_BY_SIZE: a food the engine does not know, served in a sauce or
 * called moist ("Rouladen mit Soße", "X with gravy"), or known only by how it was cut, in its sauce or not
 * ("frumpels cut into 1 cm pieces with gravy"), is answered at Level 7: the sauce is not the food, moisture
 * shows no level, and a piece size says nothing of softness or of the food's own hazards.
 */
function leanUnknownFoodRegular(x: Extraction, r: Resolution, j: Judged): void {
  if (j.kind !== 'food' || j.level === 7 || j.raised || !mayNameAnUnknownFood(x.coverage)) return;
  if (r.tiers[0]!.some((e) => !e.negated)) return;
  const rule = unknownFoodRule(r);
  if (rule === null) return;
  j.level = 7;
  r.unknownFood = rule;
}

/**
 * An order span whose level word the role cue itself took ("Mr B's on Level 3 fluids": the cue "on level" leaves
 * no level evidence): a drink level 1-4, with its level letter or word or bare, given to the eater's drinks, in the
 * English the cue is written in.
 */
const THICKENED_DRINKS_ORDER_RE = /(?:\b|\bl(?:evel)? ?)[1-4] ?(?:drinks|fluids|liquids)\b/i;

/**
 * The eater's order set aside names thickened drinks: a drinks-only level or name among the evidence set aside
 * ("thickened", "mildly thick", "L2"), or an order span giving the eater's drinks a level 1-4.
 */
function ordersThickenedDrinks(exact: string, before: readonly RawEvidence[], roles: ReturnType<typeof applyRoles<RawEvidence>>): boolean {
  if (before.some((e) => !roles.kept.includes(e) && drinksOnly(e))) return true;
  return roles.spans.some((sp) => sp.role === 'prescription' && THICKENED_DRINKS_ORDER_RE.test(exact.slice(sp.start, sp.end)));
}

/**
 * Rule MELTS_FOR_THICKENED_DRINKS: a gelatin jelly or an ice cream, answered as a food, for an eater whose
 * order (set aside) is thickened drinks, is answered as the thin liquid it becomes in the mouth: Level 0.
 */
function meltsForThickenedDrinks(r: Resolution, j: Judged, thickenedDrinksOrder: boolean): void {
  if (j.kind !== 'food' || !thickenedDrinksOrder) return;
  const named = r.foods.filter((e) => !e.negated);
  const melting = named.find((e) => e.food!.hazards.includes('melts'));
  if (!melting || named.some((e) => standsBeside(e, melting))) return;
  r.melted = RULES.MELTS_FOR_THICKENED_DRINKS;
  answerMelted(j, melting);
}

/** Rule MELTING_FOOD_ALONE: with no such order, a melting food named alone is the thin liquid (melting-food.ts). */
function meltingFoodAloneLiquid(x: Extraction, r: Resolution, j: Judged, norm: string): void {
  if (j.kind !== 'food' || r.melted) return;
  const melting = meltingFoodAlone(r.tiers, r.foods, x.evidence, j.h.hazards, norm);
  if (!melting) return;
  r.melted = RULES.MELTING_FOOD_ALONE;
  j.h.hazards = hazardsOfTheLiquid(j.h.hazards);
  answerMelted(j, melting);
}

/** The item is the thin liquid the melting food becomes: Level 0 drink with the melting hazard. */
function answerMelted(j: Judged, melting: RawEvidence): void {
  j.level = 0;
  j.kind = 'drink';
  addHazard(j.h.hazards, new Set(), 'melts', melting.matched, 'rule');
}

/** Rule MELTS_AGAINST_STATED_LEVEL: a thickened level beside a food the text says melts is the thin liquid it melts into. */
function meltsAgainstStatedLevel(r: Resolution, j: Judged, norm: string): void {
  if (r.melted || !meltsAgainstStated(r.tiers, r.foods, j.h.hazards, j.level, norm)) return;
  r.melted = RULES.MELTS_AGAINST_STATED_LEVEL;
  j.level = 0;
  j.kind = 'drink';
  j.h.hazards = hazardsOfTheLiquid(j.h.hazards);
}

/**
 * A solid with a high-risk hazard of its own beside the melting food (a steak, nuts on the ice cream): the item is
 * not the melting food alone, so the food's answer stands. Its flavour written right before it ("orange jelly")
 * and a food with no hazard (custard) do not.
 */
function standsBeside(e: RawEvidence, melting: RawEvidence): boolean {
  if (e === melting || e.food!.hazards.includes('melts')) return false;
  const flavour = e.start < melting.start && melting.start - (e.start + e.matched.length) <= 1;
  return !flavour && e.food!.hazards.some((c) => c !== 'mixed_consistency' && RAISES_FOOD_TO_REGULAR.has(c));
}

function stages(text: string): EngineResult {
  const rd = read(text);
  const { x, setAside, prescribed, dripAt, contrasts, turns, spoonOnly, described } = rd;
  const r = resolve(x, setAside, contrasts, turns, spoonOnly, described);
  const j = judgeHazards(x, r, dripAt, rd.norm);
  // rule SOUP_OR_JELLY_UNTESTED asks only of a thin answer: pieces that raised the soup to 7 decide on their own
  r.untestedSoup = j.kind === 'drink' && j.level <= 3 && soupOrJellyUntested(x.evidence);
  leanBlendedSoupThinnest(x, r, j);
  leanUnknownFoodRegular(x, r, j);
  meltsForThickenedDrinks(r, j, rd.thickenedDrinksOrder);
  meltingFoodAloneLiquid(x, r, j, rd.norm);
  meltsAgainstStatedLevel(r, j, rd.norm);
  const cal = calibrated(x, r, j);
  const ambiguousTerms = ambiguousTermsOf(r, j);
  const confidence = ruleCaps(r, cal.confidence, rd);
  const verdict = abstention(x, r, j, confidence, ambiguousTerms, setAside, prescribed);
  const evidence = x.evidence.slice();
  if (j.genericDrink && j.deciding === 3) evidence.push(r.foodTier[0]!);
  return {
    level: j.level,
    kind: j.kind,
    confidence: Math.round(verdict.confidence * 100) / 100,
    strength: cal.strength,
    recognised: x.anything,
    evidence: sortEvidence(evidence),
    hazards: j.h.hazards,
    levelBeforeHazards: r.level,
    safetyTieBreak: j.safetyTieBreak,
    setAside,
    understood: verdict.understood,
    needsTest: verdict.needsTest,
    needsTestReason: verdict.reason,
    settlingTest: settlingTest(j.level, j.kind, verdict.reason === 'flow_range'),
    dealtWith: [...j.h.dealtWith].filter((c) => !hasHazard(j.h.hazards, c)),
    ambiguousTerms,
    calibrationKey: cal.key,
    drinkBeside: drinkBesideSolid(r.foods, j.kind),
  };
}

export { topLevel };
