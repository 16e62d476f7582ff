/**
 * Stage "safety bias": when the evidence leaves more than one level, foods take
 * the higher level and drinks the thinner one (the texture that is harder to
 * swallow unsafely); a food with a standing hazard is Level 7 (rule
 * HAZARD_SURVIVES: IDDSI Levels 3-6 exclude high-risk foods).
 */
import { RAISES_FOOD_TO_REGULAR } from '../hazards';
import { MUSHY_WORDS } from '../lexicon/terms';
import type { IddsiLevel, ItemKind } from '../levels';
import type { EngineHazard, RawEvidence } from './evidence';
import { kindOfLevel, type KindVotes } from './kind';
import { normalizedWordSet, normalizePattern } from './normalize';
import {
  FLOW_RESULT_IDS,
  LEVEL_4_DRINK_DESCRIPTIONS,
  FORK_DRIP_ROWS,
  POUR_WORD_ROWS,
  SPOON_POUR_ROWS,
  SPOONED_LIQUIDS,
  THIN_WORD_ROWS,
  VAGUE_WORDS,
  STEW_DISH_ROWS,
  MUSHY_SOFT_FOOD_LEVEL,
  type VagueWord,
  SOFT_CUT_ROWS,
  FLAKED_ROW,
} from './rules';
import { topLevel } from './weights';

/** The level the safety bias picks among the candidates: foods the higher, drinks the thinner. */
export function pickByKind(cands: IddsiLevel[], kind: ItemKind): IddsiLevel {
  return (kind === 'food' ? Math.max(...cands) : Math.min(...cands)) as IddsiLevel;
}

/** The level and kind among the candidates: the kind from the level where it is unambiguous, else from the votes. */
export function chooseLevel(cands: IddsiLevel[], votes: KindVotes, voted: ItemKind): { level: IddsiLevel; kind: ItemKind } {
  let level = cands.length === 1 ? cands[0]! : pickByKind(cands, voted);
  const kind = kindOfLevel(level, votes, voted);
  if (cands.length > 1 && kind !== voted) level = pickByKind(cands, kind);
  return { level, kind };
}

/** A food below Level 7 with a standing hazard that excludes Levels 3-6. */
export function raisedByHazard(level: IddsiLevel, kind: ItemKind, hazards: EngineHazard[]): boolean {
  return kind === 'food' && level < 7 && hazards.some((h) => RAISES_FOOD_TO_REGULAR.has(h.code));
}

/**
 * Texture words that describe how a food feels ("creamy", "silky", "moist"), not how it was
 * prepared ("soft" says it was cooked soft: rule SOFT_WITHOUT_SIZE judges it).
 */
const DESCRIPTIVE_TEXTURES: ReadonlySet<string> = new Set(['smooth', 'moist']);
/** Hazards that say nothing of the food itself (the thin liquid around it, melting). */
const NOT_OF_THE_FOOD: ReadonlySet<string> = new Set(['mixed_consistency', 'melts']);

const ownHazard = (e: RawEvidence) => e.food!.hazards.some((c) => !NOT_OF_THE_FOOD.has(c));

/**
 * Rule TEXTURE_WORD_NOT_PREPARATION: a word that describes a hazardous food's texture ("creamy
 * risotto", "creamy coleslaw", "moist fruit cake") does not prepare it: when the text's only
 * texture words are such descriptions and every food it names is usually served at Level 7 with a
 * hazard of its own (no soft base the word could describe), the food keeps its level and hazards.
 */
export function describedNotPrepared(textures: RawEvidence[], foodTier: RawEvidence[], foods: RawEvidence[]): boolean {
  const words = textures.filter((e) => !e.negated);
  if (words.length === 0) return false;
  // rule MUSHY_FOOD_FALLEN_APART: a food said mushy has fallen apart: no whole piece is left to be served as it comes
  if (words.every((e) => e.id === 'soft')) return !words.some(isMushyWord) && softPiecesUncut(foodTier, foods);
  if (!words.every((e) => DESCRIPTIVE_TEXTURES.has(e.id))) return false;
  if (foodTier.length === 0 || foods.some((e) => e.food!.role === 'b')) return false;
  return foodTier.every((e) => e.food!.kind === 'food' && ((topLevel(e.food!.weights, 'food') === 7 && ownHazard(e)) || wholeDish(e)));
}

/** Rule DESCRIPTOR_NOT_PREPARATION: a dish that may be served at Level 7 ("velvety beef stew") is not blended by a menu word. */
const wholeDish = (e: RawEvidence) => e.food!.role === 'd' && e.food!.weights.has(7);

/**
 * Rule POUR_ALONE_THINNEST: "pours", "pours easily" say nothing of a drink's thickness (every drink
 * pours, Level 3 slowly); with no item named, no level and no test, a drink takes the thinnest level.
 */
export function pourAloneLevel(tiers: RawEvidence[][], kind: ItemKind, foods: RawEvidence[]): IddsiLevel | null {
  if (kind !== 'drink' || tiers[0]!.length > 0 || tiers[1]!.length > 0 || foods.length > 0) return null;
  const words = tiers[2]!.filter((e) => !e.negated);
  return words.length > 0 && words.every((e) => POUR_WORD_ROWS.has(e.id)) ? 0 : null;
}

/** Test rows that show a food tender, which Level 7 Easy to Chew shares with Level 6. */
const TENDER_TESTS: ReadonlySet<string> = new Set(['cut_side_fork']);
/** Words or measures that give a piece size (the other half of Level 6). */
const SIZE_EVIDENCE: ReadonlySet<string> = new Set(['chopped', 'bite_sized', 'particle', 'minced', 'mashed', 'flaked']);

/**
 * Rule SIDE_FORK_NEEDS_SIZE: the side-of-fork test shows a food tender, which Level 7 Easy to Chew
 * shares; Level 6 also needs pieces of 1.5 cm (8 mm child). A food whose only test is that one, with
 * no size word, measure or level stated ("chicken breast cuts with the side of a fork"), is Level 7.
 */
export function tenderWithoutSize(tiers: RawEvidence[][], evidence: RawEvidence[]): boolean {
  const tests = tiers[1]!.filter((e) => !e.negated);
  if (tiers[0]!.length > 0 || tests.length === 0 || !tests.every((e) => TENDER_TESTS.has(e.id))) return false;
  return !evidence.some((e) => !e.negated && SIZE_EVIDENCE.has(e.id));
}

/** Porridge rows (foods.ts) served as whole grains in their liquid unless blended. */
const GRAIN_PORRIDGES: ReadonlySet<string> = new Set(['congee', 'porridge']);

/**
 * Rule SOFT_GRAINS_IN_PORRIDGE: a congee or porridge the text only calls soft (no other texture word)
 * keeps whole soft grains: Level 6, not the Level 5 mince.
 */
function softGrainPorridge(textures: RawEvidence[], foodTier: RawEvidence[]): boolean {
  const words = textures.filter((e) => !e.negated);
  if (words.length === 0 || !words.every((e) => e.id === 'soft')) return false;
  return foodTier.length > 0 && foodTier.every((e) => GRAIN_PORRIDGES.has(e.food!.id));
}

/** Rows that name the grains soft ("nasi lembek", "soft rice"): in a porridge they are its whole soft grains. */
const SOFT_GRAIN_ROWS: ReadonlySet<string> = new Set(['soft_rice']);

/** A porridge named with soft grains and no texture word ("bubur nasi lembek"): the same whole soft grains. */
function porridgeOfSoftGrains(textures: RawEvidence[], foods: RawEvidence[]): boolean {
  if (textures.some((e) => !e.negated)) return false;
  const named = foods.filter((e) => !e.negated);
  const porridge = named.some((e) => GRAIN_PORRIDGES.has(e.food!.id));
  const grains = named.some((e) => SOFT_GRAIN_ROWS.has(e.food!.id));
  return porridge && grains && named.every((e) => GRAIN_PORRIDGES.has(e.food!.id) || SOFT_GRAIN_ROWS.has(e.food!.id));
}

/** Congee rows (foods.ts): rice grains cooked in their liquid, a possible mixed consistency until tested. */
const GRAIN_CONGEES: ReadonlySet<string> = new Set(['congee']);

/**
 * Rule PLAIN_CONGEE_NEEDS_TEST: a congee named with no texture word, level or test ("jook", "おかゆ",
 * "lugaw para kay lolo") keeps its whole grains and may separate liquid: Level 6 until the spoon tilt
 * and fork tests settle it.
 */
function plainCongee(textures: RawEvidence[], foods: RawEvidence[]): boolean {
  if (textures.some((e) => !e.negated)) return false;
  const named = foods.filter((e) => !e.negated);
  return named.length > 0 && named.every((e) => GRAIN_CONGEES.has(e.food!.id));
}

/**
 * Rules SOFT_GRAINS_IN_PORRIDGE and PLAIN_CONGEE_NEEDS_TEST on the level the texture words or the food
 * decided (Level 5 becomes 6); `untested` when a porridge's grains are all that set the Level 6.
 */
export function softGrainLevel(
  level: IddsiLevel,
  kind: ItemKind,
  deciding: number,
  textures: RawEvidence[],
  foodTier: RawEvidence[],
  foods: RawEvidence[] = foodTier,
): { level: IddsiLevel; untested: boolean } {
  if (kind !== 'food' || (level !== 5 && level !== 6)) return { level, untested: false };
  const soft = deciding === 2 && softGrainPorridge(textures, foodTier);
  const grains = deciding === 3 && (porridgeOfSoftGrains(textures, foods) || plainCongee(textures, foods));
  return soft || grains ? { level: 6, untested: true } : { level, untested: false };
}

/**
 * Rule SOFT_WITHOUT_SIZE, for cuts: tender meat is Level 6 only cut to 1.5 cm; a cut of meat only
 * called soft or tender ("tender spare ribs", "柔軟的牛腩") is served as it comes.
 */
function softPiecesUncut(foodTier: RawEvidence[], foods: RawEvidence[]): boolean {
  if (foodTier.length === 0 || foods.some((e) => e.food!.role === 'b')) return false;
  return foodTier.every(
    (e) => e.food!.role === 'i' && topLevel(e.food!.weights, 'food') === 7 && e.food!.hazards.includes('tough_fibrous'),
  );
}

/** Rule MUSHY_MEAL_NEEDS_FORK_TEST: the mushy words, normalised. */
const MUSHY = normalizedWordSet(MUSHY_WORDS);
/**
 * Rule MUSHY_SOFT_FOOD_MASHED: the level of a food only called mushy when every food named is already soft as
 * usually served (a ripe banana, custard: no food whose usual level is 7): gone to mush it is mashed, Level 5;
 * else the level unchanged (a carrot gone mushy stays at MUSHY_FOOD_FALLEN_APART's Level 6). Only when the
 * texture words decided the level (deciding tier 2: no stated level, no test).
 */
export function mushySoftFoodLevel(
  level: IddsiLevel,
  kind: ItemKind,
  deciding: number,
  textures: RawEvidence[],
  foods: RawEvidence[],
): IddsiLevel {
  if (deciding !== 2 || kind !== 'food' || level !== 6 || foods.length === 0) return level;
  const words = textures.filter((e) => !e.negated);
  if (words.length === 0 || !words.every((e) => e.id === 'soft' && isMushyWord(e))) return level;
  const soft = foods.every((e) => e.food!.kind === 'food' && (topLevel(e.food!.weights, 'food') ?? 7) < 7);
  return soft ? MUSHY_SOFT_FOOD_LEVEL : level;
}

/** Rule MUSHY_FOOD_FALLEN_APART: the word read is a mushy word ("mushy", "soggy"). */
export const isMushyWord = (e: RawEvidence): boolean => MUSHY.has(normalizePattern(e.matched));

/** Rule MINCED_STEW_AS_MEAL: a stew, casserole or curry (foods.ts rows STEW_DISH_ROWS). */
const softDish = (e: RawEvidence): boolean => STEW_DISH_ROWS.has(e.food!.id);

/**
 * Rule VAGUE_WORD_SAFEST: the vague word that is all the text says about the texture (no stated
 * level, no test, no other texture word, no soft base it could describe), or null.
 */
export function vagueWordAlone(tiers: RawEvidence[][], kind: ItemKind, foods: RawEvidence[]): { word: VagueWord; matched: string } | null {
  if (tiers[0]!.length > 0 || tiers[1]!.length > 0) return null;
  const words = tiers[2]!.filter((e) => !e.negated);
  const id = words[0]?.id;
  const soup = foods.length > 0 && foods.every((e) => e.food!.soup);
  const mushy = words.length > 0 && MUSHY.has(normalizePattern(words[0]!.matched));
  // rule MINCED_STEW_AS_MEAL: a stew or casserole chopped fine ("beef casserole": the meat is its own) is the
  // meal, not a named food's unsized mince
  const noFood = (w: VagueWord) =>
    foods.length === 0 || (w.softDishAsMeal === true && foods.some(softDish) && foods.every((e) => softDish(e) || e.food!.role === 'b'));
  const word = VAGUE_WORDS.find(
    (w) =>
      w.id === id &&
      w.kind === kind &&
      !w.drunkSoup &&
      (!w.soupOnly || soup) &&
      (w.mushy !== true || mushy) &&
      // rule MINCED_DISH_UNSIZED: a word read only when no food is named gives way to its reading beside a food
      (!w.withoutFood || noFood(w) || !VAGUE_WORDS.some((o) => o.id === w.id && !o.withoutFood)),
  );
  if (!word || !words.every((e) => e.id === id)) return null;
  if (word.withoutFood ? !noFood(word) : foods.some((e) => e.food!.role === 'b' && e.food!.kind === 'food')) return null;
  if (word.unlessMoistened && foods.some((e) => e.food!.moistens)) return null;
  return { word, matched: words[0]!.matched };
}

/**
 * Rule SOFT_CUT_UNTESTED: the softness word of a food only called soft and cut small (no stated level, no
 * test, no measured size, no other preparation word), or null: nothing in it shows Level 6.
 */
export function softCutUntested(tiers: RawEvidence[][]): string | null {
  if (tiers[0]!.some((e) => !e.negated) || tiers[1]!.some((e) => !e.negated)) return null;
  const words = tiers[2]!.filter((e) => !e.negated);
  const soft = words.find((e) => e.id === SOFT_CUT_ROWS.soft);
  if (!soft || !words.some((e) => SOFT_CUT_ROWS.cut.has(e.id))) return null;
  return words.every((e) => e.id === SOFT_CUT_ROWS.soft || SOFT_CUT_ROWS.cut.has(e.id)) ? soft.matched : null;
}

/**
 * Rule FLAKED_UNTESTED: the flaking word of a food only called flaked (beside soft and cut words at most;
 * no stated level, no test), or null: flakes have no size and no pressure result, so nothing shows Level 6.
 */
export function flakedUntested(tiers: RawEvidence[][]): string | null {
  if (tiers[0]!.some((e) => !e.negated) || tiers[1]!.some((e) => !e.negated)) return null;
  const words = tiers[2]!.filter((e) => !e.negated);
  const flaked = words.find((e) => e.id === FLAKED_ROW);
  if (!flaked) return null;
  return words.every((e) => e.id === FLAKED_ROW || e.id === SOFT_CUT_ROWS.soft || SOFT_CUT_ROWS.cut.has(e.id)) ? flaked.matched : null;
}

/**
 * Rule THICK_DRINK_NAMED_LEVEL: the level of a vague word; a drink only called thick keeps the usual level of
 * the drink named (a milkshake is Level 2 called thick or not), up to the word's `namedDrinkUpTo`.
 */
export function vagueWordLevel(word: VagueWord, foodTier: readonly RawEvidence[]): IddsiLevel {
  if (word.namedDrinkUpTo === undefined) return word.level;
  const usual = foodTier.filter((e) => e.kind === 'drink' && e.food).map((e) => topLevel(e.food!.weights, 'drink') ?? 0);
  if (usual.length === 0) return word.level;
  return Math.min(word.namedDrinkUpTo, Math.max(word.level, Math.min(...usual))) as IddsiLevel;
}

/**
 * Rule THIN_POUR_THINNEST: a drink whose only test result is that it pours off the spoon, and which
 * the text calls thin, is the thinnest level the pour rows allow (the spoon tilt cannot tell 0-3
 * apart); null when the rule does not apply.
 */
export function thinPourLevel(tiers: RawEvidence[][], kind: ItemKind, unnamed: boolean, thickLabelSetAside = false): IddsiLevel | null {
  const tests = tiers[1]!.filter((e) => !e.negated);
  // rule TEST_THINNER_THAN_THICK_LABEL: a drink labelled thick was thickened; its drip is the test's own level
  if (kind !== 'drink' || tiers[0]!.length > 0 || tests.length === 0 || thickLabelSetAside) return null;
  if (!onlyPoursOrDrips(tests)) return null;
  const thinWord = tiers[2]!.some((e) => THIN_WORD_ROWS.has(e.id) && !e.negated);
  if (!thinWord && !plainThinDrinkByName(tiers, unnamed)) return pourBesideLevel2Words(tiers[2]!);
  let thinnest = 7;
  for (const e of tests) for (const l of e.weights.keys()) thinnest = Math.min(thinnest, l);
  // a drink the text says was thickened is at least Slightly thick (as rule HEDGED_CLAIM)
  const thickened = tiers[2]!.some((e) => e.id === 'thickened' && !e.negated);
  return (thickened ? Math.max(thinnest, 1) : thinnest) as IddsiLevel;
}

/** Rules THIN_POUR_THINNEST, TEST_THINNER_THAN_THICK_LABEL: every live test result is a pour off the spoon or a fork drip. */
export function onlyPoursOrDrips(tests: readonly RawEvidence[]): boolean {
  const live = tests.filter((e) => !e.negated);
  return live.length > 0 && live.every((e) => SPOON_POUR_ROWS.has(e.id) || FORK_DRIP_ROWS.has(e.id));
}

/**
 * Rule TEST_THINNER_THAN_THICK_LABEL: every stated level of the drink (a label, before tests set it aside)
 * is a thickened one (Level 1 or above).
 */
export function statedThick(stated: readonly RawEvidence[]): boolean {
  const live = stated.filter((e) => !e.negated && e.weights.size > 0);
  return live.length > 0 && live.every((e) => Math.min(...e.weights.keys()) >= 1);
}

/** Level 2 descriptions (lexicon rows): effort through a straw, slower than water. */
const LEVEL_2_WORDS: ReadonlySet<string> = new Set(['straw_effort', 'straw_hard', 'slower_than_water']);

/**
 * Rule DRINK_DESCRIPTORS: a spoon pour cannot tell Levels 0-3 apart; beside a Level 2 description
 * ("has to suck hard on a straw", "slower than water") the drink is Level 2, the thinner reading.
 */
function pourBesideLevel2Words(textures: RawEvidence[]): IddsiLevel | null {
  return textures.some((e) => !e.negated && LEVEL_2_WORDS.has(e.id)) ? 2 : null;
}

/**
 * Rule THIN_POUR_THINNEST, by name: the item is only drinks served thin that are drunk, not spooned
 * (water, tea, juice, milk; not a soup or broth), and no word of the text but "pours" says how thick it is.
 */
function plainThinDrinkByName(tiers: RawEvidence[][], unnamed: boolean): boolean {
  const drinks = tiers[3] ?? [];
  if (tiers[2]!.some((e) => !e.negated && !POUR_WORD_ROWS.has(e.id))) return false;
  // rule FORK_DRIP_LEVELS_0_3: nothing named at all, read as a drink
  if (drinks.length === 0) return unnamed;
  return drinks.every(
    (e) =>
      !e.negated &&
      e.kind === 'drink' &&
      (e.food === undefined || (!e.food.soup && !SPOONED_LIQUIDS.has(e.food.id) && topLevel(e.food.weights, 'drink') === 0)),
  );
}

/** Rule FLOW_TEST_LEVELS_0_3: a name or label of the drink whose strongest reading is Level 4 ("extremely thick", "pudding thick"). */
const namesLevel4 = (e: RawEvidence) => !e.negated && e.kind !== 'food' && (e.weights.get(4) ?? 0) >= Math.max(...e.weights.values());
/** Rule FLOW_TEST_LEVELS_0_3: a description that says Level 4 of a drink ("eaten with a spoon"). */
const describesLevel4 = (e: RawEvidence) => !e.negated && LEVEL_4_DRINK_DESCRIPTIONS.has(e.id);
/** Rule FLOW_TEST_LEVELS_0_3: a smooth food named (a purée, a custard) keeps its food reading: foods lean higher. */
const namesSmoothFood = (e: RawEvidence) => !e.negated && e.kind === 'food' && (topLevel(e.weights, 'food') ?? 7) <= 4;

/**
 * Rule FLOW_TEST_LEVELS_0_3: a drink read as Level 4 on a flow-test result with no fork or spoon result that
 * reads Level 4 and no stated or described Level 4: the flow test cannot tell Level 3 from 4.
 */
export function flowBeyondRange(tiers: RawEvidence[][], level: IddsiLevel, kind: ItemKind): boolean {
  return flowTestAloneAtLevel4(tiers, level, kind) && !tiers[2]!.some(describesLevel4);
}

/**
 * Rule FLOW_NONE_DESCRIBED_LEVEL_4: a drink read as Level 4 on a flow-test result and a description of Level 4
 * ("had to spoon it"), with no fork or spoon result and no stated Level 4: Level 4 stands, the fork drip and
 * spoon tilt tests confirm it.
 */
export function flowDescribedLevel4(tiers: RawEvidence[][], level: IddsiLevel, kind: ItemKind): boolean {
  return flowTestAloneAtLevel4(tiers, level, kind) && tiers[2]!.some(describesLevel4);
}

/** A drink at Level 4 whose only test result is the flow test past its range, and no Level 4 named or labelled. */
function flowTestAloneAtLevel4(tiers: RawEvidence[][], level: IddsiLevel, kind: ItemKind): boolean {
  if (kind !== 'drink' || level !== 4) return false;
  const tests = tiers[1]!;
  const flow = tests.filter((e) => FLOW_RESULT_IDS.has(e.id) && !e.negated);
  // only a fork or spoon result that reads Level 4 settles it, negated ones too ("sat on the fork without
  // dripping"); one that reads thinner ("drips slowly", "does not hold its shape") agrees with Level 3
  const others = tests.filter((e) => !flow.includes(e) && topLevel(e.weights, 'drink') === 4);
  if (flow.length === 0 || others.length > 0) return false;
  return !tiers[0]!.some(namesLevel4);
}

/**
 * Rule FLOW_TEST_LEVELS_0_3: the flow test past its range is answered at Level 3 (drinks lean thinner),
 * unless a food is named beside it (a purée, a custard): that keeps its food reading, still untested.
 */
export function flowAnswersThinner(tiers: RawEvidence[][]): boolean {
  return !tiers[2]!.some(namesSmoothFood) && !tiers[3]!.some(namesSmoothFood);
}

/** The text's test results are all in `rows` (at least one, none negated). */
function testsOnlyOf(evidence: readonly RawEvidence[], rows: (id: string) => boolean): boolean {
  const tests = evidence.filter((e) => e.tier === 1);
  return tests.length > 0 && tests.every((e) => rows(e.id) && !e.negated);
}

/**
 * Rule FORK_DRIP_LEVELS_0_3: nothing names the item a food or a drink and its only test results are a
 * drip through the fork or a pour off the spoon, which rule in Levels 0-3: it is read as a drink, the
 * thinner side.
 */
function pourOrDripReadsAsDrink(evidence: readonly RawEvidence[], votes: KindVotes): boolean {
  return votes.drink === 0 && votes.food === 0 && testsOnlyOf(evidence, (id) => FORK_DRIP_ROWS.has(id) || SPOON_POUR_ROWS.has(id));
}

/** Rules FORK_DRIP_LEVELS_0_3 and THICKNESS_ALONE_IS_A_DRINK: an unnamed item whose words are a drink's. */
export function unnamedReadsAsDrink(evidence: readonly RawEvidence[], votes: KindVotes): boolean {
  return pourOrDripReadsAsDrink(evidence, votes) || thicknessAloneReadsAsDrink(evidence, votes);
}

/** Rule THICKNESS_ALONE_IS_A_DRINK: words that say only how thick something is. */
const THICKNESS_ONLY: ReadonlySet<string> = new Set(['thick', 'thickened', 'bit_thick', 'thicker_than_usual']);

/**
 * Rule THICKNESS_ALONE_IS_A_DRINK: nothing names the item, no level or test is given, and the only words read
 * say how thick it is ("looks thick", "thickened, for bed 4"): thickness is how IDDSI grades drinks, so it is
 * read as a drink, the side where a wrong guess is the thinner one.
 */
function thicknessAloneReadsAsDrink(evidence: readonly RawEvidence[], votes: KindVotes): boolean {
  if (votes.drink !== 0 || votes.food !== 0) return false;
  const live = evidence.filter((e) => !e.negated);
  return live.length > 0 && live.every((e) => e.tier === 2 && THICKNESS_ONLY.has(e.id));
}

/**
 * Rule FORK_DRIP_LEVELS_0_3: a drink whose only test result is a drip through the fork, with no stated
 * level: the drip cannot tell Levels 0-3 apart, the flow test must.
 */
export function dripBeyondRange(tiers: RawEvidence[][], kind: ItemKind): boolean {
  return kind === 'drink' && tiers[0]!.length === 0 && testsOnlyOf(tiers[1]!, (id) => FORK_DRIP_ROWS.has(id));
}

/** Soup and broth rows (foods.ts) a carer may serve to drink. */
const DRINKABLE_SOUPS: ReadonlySet<string> = new Set(['soup', 'cream_soup', 'broth']);
/** Words that say only how thick or smooth a liquid looks, not how it was made or tested. */
const LOOKS_THICK: ReadonlySet<string> = new Set(['thick', 'smooth']);
/** The texture row that says an item is drunk ("in a mug", "sipped"): drink evidence, not a thickness. */
const DRUNK_ROW = 'from_cup';
const DRUNK_SOUP = VAGUE_WORDS.find((w) => w.drunkSoup)!;

/** Piece rows that, negated ("no bits", "no chunks"), say a soup holds nothing to chew. */
const PIECE_ROWS: ReadonlySet<string> = new Set(['lumps', 'chunks']);

/**
 * Rule DRUNK_SOUP_THICK: a thick soup said smooth or without pieces has no food reading left (the one
 * that may hold pieces), so it is a liquid of unknown thickness, as a drunk soup.
 */
const withoutPieces = (evidence: readonly RawEvidence[]) =>
  evidence.some((e) => e.tier === 2 && ((e.id === 'smooth' && !e.negated) || (e.negated === true && PIECE_ROWS.has(e.id))));

/**
 * Rule DRUNK_SOUP_THICK: a soup the text says is drunk ("in a mug", "sip") or a broth, called only thick
 * (and smooth), with no stated level, no test and no preparation: a drink of unknown thickness, read at
 * the thinnest thick level (a vague word: needs the flow test), or null.
 */
export function drunkSoupThick(
  tiers: RawEvidence[][],
  foods: RawEvidence[],
  drinkWords: number,
  evidence: readonly RawEvidence[] = [],
): { word: VagueWord; matched: string } | null {
  if (tiers[0]!.length > 0 || tiers[1]!.length > 0) return null;
  if (foods.length === 0 || !foods.every((e) => DRINKABLE_SOUPS.has(e.food!.id))) return null;
  const words = tiers[2]!.filter((e) => !e.negated);
  const thick = words.find((e) => e.id === 'thick');
  if (!thick || !words.every((e) => LOOKS_THICK.has(e.id) || e.id === DRUNK_ROW)) return null;
  const drunk = drinkWords > 0 || words.some((e) => e.id === DRUNK_ROW) || foods.every((e) => e.food!.clear);
  return drunk || withoutPieces(evidence) ? { word: DRUNK_SOUP, matched: thick.matched } : null;
}
