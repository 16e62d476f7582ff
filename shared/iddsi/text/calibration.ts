/**
 * Stage "calibration": confidence is the probability of being right. Each
 * answer falls in a cell keyed by the evidence that decided it (CalibrationKey);
 * the cell's value is the share right measured on the labelled sets, shrunk
 * toward the lower bound of its interval when the count is small
 * (calibration-table.ts, refit with `npx tsx test/eval/calibration.ts`).
 */
import type { IddsiLevel, ItemKind } from '../levels';
import { pointsApart, type Narrowing, type StatedOverride } from './candidates';
import type { RawEvidence, Strength } from './evidence';
import { CALIBRATION } from './calibration-table';
import { mayNameAnUnknownFood, mostlyUnread, type Coverage } from './coverage';
import { NEUTRALISED_BY } from '../hazards';
import { READ_ONLY_FEW_WORDS, RULES, TENDER_ADJECTIVE_ROWS, UNREAD_LIMITS } from './rules';
import { topLevel } from './weights';

/**
 * What decided the answer (issue 14, calibrated confidence): the kind of evidence, how clean it
 * was, and on which side of the safety line the answer fell.
 *  - basis: a stated IDDSI level or name, a measured flow volume, a measured piece size, a test
 *    outcome in words, a test that outranked a stated level, a preparation word, the food as
 *    usually served, a drink known only as a drink, a standing hazard, or nothing that decided;
 *  - quality: clear; vague (the deciding words are vague, a measure sits on a boundary or is
 *    approximate); conflict (the evidence pointed apart, a weaker tier disagreed, "minced"
 *    without moisture, a hazard against the texture words, a test outranked a stated level);
 *    tie (the evidence left several levels and the safety bias chose);
 *  - side: modified (a food below 7, a drink above 0: dangerous when wrong) or unmodified.
 */
export type Basis =
  | 'stated'
  | 'flow'
  | 'particle'
  | 'test_words'
  | 'test_over_stated'
  | 'preparation'
  | 'food_default'
  | 'generic_drink'
  | 'standing_hazard'
  | 'undecided';
export type Quality = 'clear' | 'vague' | 'conflict' | 'tie';
export type Side = 'modified' | 'unmodified';
export type CalibrationKey = `${Basis}:${Quality}:${Side}`;

/**
 * Bases strong enough to carry a modified (dangerous-when-wrong) answer to 0.8 or more. A test
 * that outranked a stated level is not among them: on the first run over unseen text, label-versus-test
 * texts were the class with the most dangerous answers.
 */
export const STRONG_BASES: ReadonlySet<Basis> = new Set<Basis>(['stated', 'flow', 'particle', 'test_words']);

/**
 * Confidence ceilings of the calibration (issue 14): a modified answer on weak evidence stays
 * below 0.8, whatever its cell measured; nothing reaches certainty.
 */
export const CALIBRATION_LIMITS = {
  /** The highest confidence of a modified answer not resting on a strong basis. */
  weakModifiedCap: 0.79,
  /** A cell never measured: a low value, not a finding. */
  unseen: 0.3,
  floor: 0.05,
  /**
   * The sets the cells are measured on are the ones the rules were fitted to; on sets nobody on
   * the team wrote the engine was right 87 % of the time (issue 14). No cell claims more than this.
   */
  ceiling: 0.95,
} as const;

export interface CalibrationInput {
  anything: boolean;
  tiers: RawEvidence[][];
  narrowing: Narrowing;
  safetyTieBreak: boolean;
  override: StatedOverride;
  level: IddsiLevel;
  kind: ItemKind;
  levelBeforeHazards: IddsiLevel;
  raised: boolean;
  textureConflict: boolean;
  looseMince: boolean;
  genericDrink: boolean;
  /** Content words read and left unread (rules UNREAD_WORDS, FOOD_NOT_KNOWN). */
  coverage: Coverage;
  /**
   * Whether the text is written only in languages read but not answered in (rule READ_ONLY_LANGUAGE_FEW_WORDS). Asked
   * only for texts with few words read: telling a text's languages is a tenth of the engine's time.
   */
  readOnlyLanguage: () => boolean;
  /** The foods named (all of them, not only the deciding one). */
  foods: RawEvidence[];
  /** The writer says no test was done (rule VAGUE_THICKNESS_UNTESTED). */
  untested?: boolean;
}

const STRENGTH_OF_TIER = ['explicit', 'test', 'texture', 'food'] as const;

function basisOf(c: CalibrationInput, supporting: RawEvidence[]): Basis {
  const tier = c.narrowing.deciding;
  if (tier < 0) return 'undecided';
  if (c.raised) return 'standing_hazard';
  if (c.genericDrink && tier === 3) return 'generic_drink';
  if (c.override !== 'none' && tier === 1) return 'test_over_stated';
  if (tier === 0) return 'stated';
  if (tier === 2) return 'preparation';
  if (tier === 3) return 'food_default';
  if (supporting.some((e) => e.id === 'flow')) return 'flow';
  return supporting.some((e) => e.id === 'particle') ? 'particle' : 'test_words';
}

function qualityOf(c: CalibrationInput, supporting: RawEvidence[]): Quality {
  const { tiers, narrowing } = c;
  const deciding = narrowing.deciding;
  if (deciding < 0) return 'vague';
  // the food as usually served disagreeing is expected once the text says how it was prepared
  if (c.safetyTieBreak) return 'tie';
  const conflict =
    c.override !== 'none' ||
    c.looseMince ||
    (c.raised && c.textureConflict) ||
    narrowing.disagreeing.some((t) => t < 3) ||
    pointsApart(tiers[deciding]!, c.kind);
  if (conflict) return 'conflict';
  // the best word for the level: vague words, boundary or approximate measures weigh less than 1
  let best = 0;
  for (const e of supporting) if (e.conf > best) best = e.conf;
  return best >= 1 ? 'clear' : 'vague';
}

/** The calibration cell of an answer. */
export function calibrationKey(c: CalibrationInput): CalibrationKey {
  const supporting = c.narrowing.deciding < 0 ? [] : c.tiers[c.narrowing.deciding]!.filter((e) => e.weights.has(c.levelBeforeHazards));
  const side: Side = (c.kind === 'food' ? c.level < 7 : c.level > 0) ? 'modified' : 'unmodified';
  return `${basisOf(c, supporting)}:${qualityOf(c, supporting)}:${side}`;
}

function clamp(x: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, x));
}

/**
 * A stated level is a label until a test or a measure agrees with it: IDDSI defines a level by
 * its tests, and a level written beside a food often names the eater, the tray or the menu
 * instead (issue 14, roles), with the level's name beside it. On a first run over unseen text, stated
 * levels were the cell with the most confident dangerous answers (30 answers, 5 dangerous at 0.95).
 */
function statedWithoutTest(c: CalibrationInput, basis: Basis): boolean {
  if (basis !== 'stated') return false;
  return !(c.tiers[1] ?? []).some((e) => !e.negated && e.weights.has(c.levelBeforeHazards));
}

/**
 * A food answer (Level 7) when the text also reads as a drink: were it a drink, 7 would be the
 * thickest possible answer, the dangerous side for a drink.
 */
function foodAnswerForADrink(c: CalibrationInput): boolean {
  return c.kind === 'food' && c.tiers.some((tier) => tier.some((e) => !e.negated && e.kind === 'drink'));
}

/** The mirror case: a drink answer when the text also names a food (a soup with solids answered as a thin drink). */
function drinkAnswerForAFood(c: CalibrationInput): boolean {
  return c.kind === 'drink' && c.tiers.some((tier) => tier.some((e) => !e.negated && e.kind === 'food'));
}

/**
 * Rule SECOND_FOOD_UNJUDGED: a modified food answer while the text names another food usually
 * served at Level 7 whose hazards the lexicon does not list: no rule judged that food.
 */
function secondFoodUnjudged(c: CalibrationInput): boolean {
  if (c.kind !== 'food' || c.level >= 7) return false;
  const ids = new Set(c.foods.filter((e) => e.food!.kind === 'food').map((e) => e.id));
  if (ids.size < 2) return false;
  return c.foods.some((e) => e.food!.kind === 'food' && e.food!.hazards.length === 0 && topLevel(e.food!.weights, 'food') === 7);
}

/**
 * Rule SOUP_DEFAULT_THIN: a soup answered thin only from its usual level (a soup may have been
 * blended thick, or carry pieces); a soup ground and sieved is no longer the thin soup its name
 * usually means, so its usual level alone must not answer thin at 0.95.
 */
function soupDefaultThin(c: CalibrationInput): boolean {
  if (c.kind !== 'drink' || c.level !== 0 || c.narrowing.deciding !== 3) return false;
  return c.foods.some((e) => e.food!.soup && !e.food!.clear);
}

/**
 * Rule VAGUE_THICKNESS_UNTESTED: a drink whose thickness rests on a hedged word ("a bit thick", "thickish",
 * "とろっと"; terms.ts rows bit_thick) or plain "thick" ("傑"), the writer saying no test was done and no level stated, has no level
 * measured. Without "not tested" a hedged word alone (bit_thick) is still untested when no test is reported; plain "thick" keeps the cell's measured share.
 */
const VAGUE_THICKNESS_ROWS: ReadonlySet<string> = new Set(['bit_thick', 'thick']);
/** The hedged rows alone: no test reported is an untested drink, whether or not the writer says so. */
const HEDGED_THICKNESS_ROWS: ReadonlySet<string> = new Set(['bit_thick']);
function vagueThicknessUntested(c: CalibrationInput): boolean {
  if (c.kind !== 'drink') return false;
  const live = (tier: number) => (c.tiers[tier] ?? []).filter((e) => !e.negated);
  if (live(0).length > 0 || live(1).length > 0) return false;
  const rows = c.untested === true ? VAGUE_THICKNESS_ROWS : HEDGED_THICKNESS_ROWS;
  return live(2).some((e) => rows.has(e.id));
}

/**
 * Rule RUNNY_FOOD_UNTESTED: a food answered Level 3 only because it is called runny or thin ("稀稀的", "runny"),
 * with no test result and no level stated: no test showed it liquidised, so the answer is not confident.
 */
function runnyFoodUntested(c: CalibrationInput): boolean {
  if (c.kind !== 'food' || c.level !== 3) return false;
  const live = (tier: number) => (c.tiers[tier] ?? []).filter((e) => !e.negated);
  if (live(0).length > 0 || live(1).length > 0) return false;
  return live(2).some((e) => e.id === 'thin') && !live(2).some((e) => e.id === 'pourable');
}

/**
 * Rule SOUP_NAMED_BY_PIECES: a soup answered Level 7 only because its name holds a solid ("chicken soup"):
 * whether its pieces are served in it is not said, so the answer is not confident.
 */
function soupPiecesByName(c: CalibrationInput): boolean {
  return c.level === 7 && c.foods.length > 0 && c.foods.every((e) => e.food!.id === 'pieces_soup');
}

/** Rule FOOD_NOT_KNOWN: a modified food answer with no food recognised and words left unread. */
function foodNotKnown(c: CalibrationInput): boolean {
  if (c.kind !== 'food' || c.level >= 7) return false;
  return !c.foods.some((e) => e.food!.kind === 'food') && mayNameAnUnknownFood(c.coverage);
}

/**
 * Rule DRINK_WORDS_UNREAD: a drink answered only from the drink as usually served while words
 * went unread that may name something in it ("water with some kelamfu in it"): pieces in a thin
 * drink are a mixed consistency, so no such answer is confident.
 */
function drinkWithUnreadWords(c: CalibrationInput): boolean {
  if (c.kind !== 'drink' || c.narrowing.deciding !== 3) return false;
  const { unread, unreadWords } = c.coverage;
  return unreadWords >= UNREAD_LIMITS.drinkUnreadWords || unread - unreadWords >= UNREAD_LIMITS.unknownFoodChars;
}

/**
 * Rule SOLID_IN_CARRIER: a drink answer while the text names a solid food (not a flavour of the
 * drink, not negated): the food may sit in the liquid, a mixed consistency (small pasta in a broth
 * answered as the broth would pass the pieces unchecked).
 */
function drinkBesideASolid(c: CalibrationInput): boolean {
  if (c.kind !== 'drink') return false;
  return c.foods.some(
    (e) => !e.negated && e.food!.kind === 'food' && e.food!.role !== 'b' && (topLevel(e.food!.weights, 'food') ?? 0) >= 5,
  );
}

/** Rule AGAR_JELLY_FIRM: a jelly dessert read as agar by its name; the name may hide a gelatin set. */
function agarByNameOnly(c: CalibrationInput): boolean {
  return c.foods.some((e) => !e.negated && e.id === 'agar_jelly');
}

/**
 * Rule TENDER_BY_ADJECTIVE_ONLY: a modified answer for a food tough by nature (meat) whose toughness only an
 * adjective ("soft", "tender", "suave", "好腍") takes away: no fork pressure result and no mincing or puréeing.
 */
function tenderByAdjectiveOnly(c: CalibrationInput): boolean {
  if (c.kind !== 'food' || c.level >= 7) return false;
  const tough = c.foods.some((e) => !e.negated && e.food!.hazards.includes('tough_fibrous') && !e.food!.formOnly.includes('tough_fibrous'));
  if (!tough) return false;
  const removers = c.tiers.flat().filter((e) => !e.negated && NEUTRALISED_BY[e.id]?.includes('tough_fibrous'));
  return removers.length > 0 && removers.every((e) => TENDER_ADJECTIVE_ROWS.has(e.id));
}

/** Rule TEST_SETTLES_UNMODIFIED: cells of unmodified answers that a clear measured test result settles. */
const TEST_SETTLED_CELLS: ReadonlySet<CalibrationKey> = new Set<CalibrationKey>(['flow:clear:unmodified', 'particle:clear:unmodified']);

/** A reported IDDSI test result (not a piece size alone) that agrees with the level before hazards raised it. */
function testAgreesBelowHazard(c: CalibrationInput): boolean {
  return (c.tiers[1] ?? []).some((e) => !e.negated && e.id !== 'particle' && e.weights.has(c.levelBeforeHazards));
}

/** Rule TEST_SECOND_READING: the deciding test results read the answer's level only as a second reading. */
function testSecondReading(c: CalibrationInput): boolean {
  if (c.narrowing.deciding !== 1) return false;
  const weights = (c.tiers[1] ?? []).filter((e) => !e.negated).map((e) => e.weights.get(c.levelBeforeHazards) ?? 0);
  return weights.some((w) => w > 0) && weights.every((w) => w < 1);
}

/**
 * Caps of evidence paths that were over-confident as a class on the engine's first runs of sets it
 * had not been tuned on (rules HAZARD_AGAINST_TEXTURE, HAZARD_AGAINST_TEST, HAZARD_ON_VAGUE_TEXTURE,
 * PARTICLE_SIZE_APPROXIMATE, TEST_SECOND_READING); 1 when none applies.
 */
function pathCap(c: CalibrationInput, key: CalibrationKey): number {
  if (key === 'particle:vague:modified') return RULES.PARTICLE_SIZE_APPROXIMATE.confidence.cap;
  if (testSecondReading(c)) return RULES.TEST_SECOND_READING.confidence.cap;
  if (!c.raised) return 1;
  if (testAgreesBelowHazard(c)) return RULES.HAZARD_AGAINST_TEST.confidence.cap;
  if (key.startsWith('standing_hazard:conflict:')) return RULES.HAZARD_AGAINST_TEXTURE.confidence.cap;
  if (key.startsWith('standing_hazard:vague:')) return RULES.HAZARD_ON_VAGUE_TEXTURE.confidence.cap;
  return 1;
}

/**
 * Rule READ_ONLY_LANGUAGE_FEW_WORDS: a reading of a few words of a language the engine reads but does not
 * answer in rests on a smaller vocabulary than the response languages' (fewer words, fewer phrasings).
 */
const fewReadOnlyLanguageWords = (c: CalibrationInput) =>
  c.coverage.words - c.coverage.unread <= READ_ONLY_FEW_WORDS && c.readOnlyLanguage();

/** The lowest ceiling set by what the engine did not read or judge (1 when none applies). */
function unknownCap(c: CalibrationInput): number {
  let cap = 1;
  if (mostlyUnread(c.coverage)) cap = Math.min(cap, RULES.UNREAD_WORDS.confidence.cap);
  if (fewReadOnlyLanguageWords(c)) cap = Math.min(cap, RULES.READ_ONLY_LANGUAGE_FEW_WORDS.confidence.cap);
  if (foodNotKnown(c)) cap = Math.min(cap, RULES.FOOD_NOT_KNOWN.confidence.cap);
  if (secondFoodUnjudged(c)) cap = Math.min(cap, RULES.SECOND_FOOD_UNJUDGED.confidence.cap);
  if (soupDefaultThin(c)) cap = Math.min(cap, RULES.SOUP_DEFAULT_THIN.confidence.cap);
  if (soupPiecesByName(c)) cap = Math.min(cap, RULES.SOUP_NAMED_BY_PIECES.confidence.cap);
  if (vagueThicknessUntested(c)) cap = Math.min(cap, RULES.VAGUE_THICKNESS_UNTESTED.confidence.cap);
  if (runnyFoodUntested(c)) cap = Math.min(cap, RULES.RUNNY_FOOD_UNTESTED.confidence.cap);
  if (drinkWithUnreadWords(c)) cap = Math.min(cap, RULES.DRINK_WORDS_UNREAD.confidence.cap);
  if (drinkBesideASolid(c)) cap = Math.min(cap, RULES.SOLID_IN_CARRIER.confidence.cap);
  if (agarByNameOnly(c)) cap = Math.min(cap, RULES.AGAR_JELLY_FIRM.confidence.cap);
  if (tenderByAdjectiveOnly(c)) cap = Math.min(cap, RULES.TENDER_BY_ADJECTIVE_ONLY.confidence.cap);
  if (c.kind === 'drink' && c.foods.some((e) => e.flavourListed)) cap = Math.min(cap, RULES.FLAVOUR_AFTER_DRINK.confidence.cap);
  if (c.kind === 'food' && c.foods.some((e) => e.besideDrink)) cap = Math.min(cap, RULES.SOLID_BESIDE_DRINK.confidence.cap);
  return cap;
}

/** Confidence = the measured share right of the answer's cell, within the limits above. */
export function calibrate(c: CalibrationInput): { confidence: number; strength: Strength; key: CalibrationKey } {
  const key = calibrationKey(c);
  const [basis, , side] = key.split(':') as [Basis, Quality, Side];
  let confidence: number = CALIBRATION[key]?.value ?? CALIBRATION_LIMITS.unseen;
  if (TEST_SETTLED_CELLS.has(key)) confidence = Math.max(confidence, RULES.TEST_SETTLES_UNMODIFIED.confidence.floor);
  const weak = !STRONG_BASES.has(basis) || statedWithoutTest(c, basis);
  if ((side === 'modified' && weak) || foodAnswerForADrink(c) || drinkAnswerForAFood(c))
    confidence = Math.min(confidence, CALIBRATION_LIMITS.weakModifiedCap);
  confidence = Math.min(confidence, unknownCap(c), pathCap(c, key));
  const deciding = c.narrowing.deciding;
  const strength: Strength = !c.anything || deciding < 0 ? 'none' : STRENGTH_OF_TIER[deciding]!;
  return { confidence: clamp(confidence, CALIBRATION_LIMITS.floor, CALIBRATION_LIMITS.ceiling), strength, key };
}
