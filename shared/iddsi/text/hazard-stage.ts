/**
 * Stage hazards (issue 14, class 1; rule HAZARD_SURVIVES): the named foods
 * keep every IDDSI hazard that no preparation of the text removed, whichever
 * evidence decided the level. What each preparation removes is data
 * (hazards.ts PREPARATION_RULES); this module only applies it.
 */
import {
  GROUND_TOPPING_KEEPS,
  MEASURED_MINCE_REMOVES,
  NAMES_DISH_MEAT,
  NEUTRALISED_BY,
  NEUTRALISED_BY_SOFT_AND_SMALL,
  PREPARATION_ADDS,
  REMOVES_ONLY_FOR,
  SIZE_WORDS,
  SKIN_CARRIES,
  SOFT_WORDS,
  STATED_LEVEL_KEEPS,
  STATED_LEVEL_PREPARATION,
  TESTED_TENDER,
  TRANSFORMS_TEXTURE,
  LEAVES_FORM_BONES,
} from '../hazards';
import type { EngineHazard, RawEvidence } from './evidence';
import { namesDiet } from './roles';
import { ADJECTIVE_KEEPS_TOUGH_ROWS, COOKED_GRAIN_ROWS, FIXED_TEXTURE_HAZARDS, RUBBERY_FOOD_ROWS, TENDER_ADJECTIVE_ROWS } from './rules';
import { isMushyWord } from './safety-bias';
import { testedSmoothPuree } from './spoon-tilt';
import { EVERY_PIECE_WORDS, PIECES_SUBJECT_WORDS } from '../lexicon/terms';
import { clauseAround, isClauseMark, sameClause } from './clauses';
import { hasPhrase, phraseAt } from './left-over';
import { normalizedWords } from './normalize';
import { PARTICLE_LIMITS } from './test-outcomes';
import { topLevel } from './weights';

const TESTED_TENDER_IDS: ReadonlySet<string> = new Set(TESTED_TENDER.map((r) => r.id));

const EVERY_PIECE = normalizedWords(EVERY_PIECE_WORDS);

/**
 * Rule FORK_TEST_EVERY_PIECE: a tender result of the fork (rule TESTED_TENDER) said in its clause of every piece
 * ("fork squashes them", "fork squashes every piece", "叉一压全部都散") was of every solid food named, not one.
 */
function testedEveryPiece(evidence: readonly RawEvidence[], norm: string): boolean {
  for (const e of evidence) {
    if (e.negated || !TESTED_TENDER_IDS.has(e.id)) continue;
    const clause = clauseAround(norm, e.start);
    if (EVERY_PIECE.some((w) => hasPhrase(clause, w))) return true;
    if (!namesFood(evidence, norm, e.start) && barePiecesInSentence(norm, e.start)) return true;
  }
  return false;
}

const SENTENCE_END = /[.!?\n。！？]/;
/** The mark at `i` ends a sentence: not the point of a decimal ("1.5 cm"). */
const endsSentence = (norm: string, i: number) => SENTENCE_END.test(norm[i]!) && !(norm[i] === '.' && /\d/.test(norm[i + 1] ?? ''));
const PIECES_SUBJECT = normalizedWords(PIECES_SUBJECT_WORDS);
/** Words that may stand before a dish's pieces without making them one food's ("the cubes", "all pieces"). */
const BEFORE_BARE_PIECES = /(?:(?:^|[^\p{L}\p{N}])(?:the|all|its|their|these|those|with|in)|\d ?(?:mm|cm))$/u;

/** The clause of the result at `at` names a food: the result was of that food ("fork squashes the beef"). */
function namesFood(evidence: readonly RawEvidence[], norm: string, at: number): boolean {
  const clause = clauseAround(norm, at);
  // a food named again is one evidence item: its name is looked for in the clause too
  return evidence.some((f) => f.type === 'food' && (sameClause(norm, f.start, at) || hasPhrase(clause, f.matched.toLowerCase())));
}

/** The pieces word at `wordAt` stands bare: after a clause mark, the sentence's start or an article, not a food's name. */
function barePiecesAt(norm: string, sentenceStart: number, wordAt: number): boolean {
  const before = norm.slice(Math.max(sentenceStart, wordAt - 12), wordAt).trimEnd();
  return before === '' || isClauseMark(before[before.length - 1]) || BEFORE_BARE_PIECES.test(before);
}

/**
 * Rule FORK_TEST_EVERY_PIECE: the sentence of a tender result that names no food in its clause names the dish's
 * pieces bare ("tofu and aubergine: cubes under 1.5 cm, squash under the fork", "粒の大きさは5mm…つぶれます"): the
 * test was of the pieces of every food. "potato cubes squash" names one food's pieces and says nothing of the rest.
 */
function barePiecesInSentence(norm: string, at: number): boolean {
  let start = at;
  while (start > 0 && !endsSentence(norm, start - 1)) start--;
  let end = at;
  while (end < norm.length && !endsSentence(norm, end)) end++;
  const sentence = norm.slice(start, end);
  return PIECES_SUBJECT.some((w) => {
    const i = phraseAt(sentence, w);
    return i >= 0 && barePiecesAt(norm, start, start + i);
  });
}

/** Hazards a sieve takes out of a food whatever the text said it had. */
export const SIEVE_REMOVES: ReadonlySet<string> = new Set(['skins_husks', 'fibrous', 'bones']);
/**
 * Preparations that smooth the whole food: they say nothing of pieces the text says are in it.
 * Not the descriptor "smooth" (rule DESCRIPTOR_NOT_PREPARATION): "silky fish congee" is not blended.
 */
export const SMOOTHING: ReadonlySet<string> = new Set([
  'pureed',
  'blended',
  'sieved',
  'name_pureed_diet',
  'name_mixer_legacy',
  'name_liquidised',
  'liquidised_word',
]);
/**
 * Rule PIECES_LEFT: crushing or mashing that leaves pieces ("crushed but small bits remain") has
 * not removed what is hard in them (nut, seed or crackling bits stay hard).
 */
const BREAKS_DOWN = new Set([...SMOOTHING, 'mashed']);
const HARD_BITS = new Set(['hard', 'crunchy']);
/**
 * Rule MINCED_KEEPS_STICKY: mincing or chopping fine changes size only; a sticky food (raisins, dates)
 * minced stays sticky, and only a preparation that changes its texture (purée, blending; not soaking: rule
 * SOAKING_KEEPS_DRIED_FRUIT) takes that away.
 */
const SIZE_ONLY: ReadonlySet<string> = new Set(['minced', 'name_minced_moist', 'name_minced_legacy']);
/**
 * Rule DESCRIPTOR_NOT_PREPARATION: "smooth", "silky", "velvety" describe a result; they prepare
 * only a purée the text names ("smooth apple baby food"), never a dish ("silky pork congee").
 */
const DESCRIPTORS: ReadonlySet<string> = new Set(['smooth']);
/** Words that say pieces are left in the food. */
export const PIECES_WORDS = new Set(['chunks', 'lumps', 'bite_sized']);

export function hasHazard(hazards: EngineHazard[], code: string): boolean {
  for (const h of hazards) if (h.code === code) return true;
  return false;
}

/** Adds a hazard once, unless the text said it was removed ("boneless", "no lumps"). */
export function addHazard(
  hazards: EngineHazard[],
  removed: Set<string>,
  code: string,
  matched: string,
  source: EngineHazard['source'],
): void {
  if (removed.has(code) || hasHazard(hazards, code)) return;
  hazards.push({ code, matched, source });
}

/** The level-name preparation a stated level number claims ("IDDSI level 5 chicken"), if it is one. */
function statedPreparation(e: RawEvidence): string | undefined {
  if (e.id !== 'level_number' || e.valueHi !== undefined || e.value === undefined) return undefined;
  return STATED_LEVEL_PREPARATION[e.value];
}

const measuredAtMost = (evidence: RawEvidence[], level: number) =>
  evidence.some((e) => e.id === 'particle' && (topLevel(e.weights, 'food') ?? 7) <= level);

/**
 * Under rule MEASURED_MINCE: a child's food measured within the adult mince size ("4 yo, mashed fish, lumps 3 mm") was
 * minced or mashed to it as an adult's is; the child's 2 mm limit places it at Level 6, it does not undo the mincing.
 */
const childMinceMeasured = (evidence: RawEvidence[]) =>
  evidence.some(
    (e) =>
      e.id === 'particle' && e.child && !e.negated && e.unit === 'mm' && (e.valueHi ?? e.value ?? Infinity) <= PARTICLE_LIMITS.adult[5],
  );

/** Rule MEASURED_MINCE: a piece size measured within Level 5 takes away the size and shape hazards. */
function measuredMince(evidence: RawEvidence[], handled: Set<string>): boolean {
  if (!measuredAtMost(evidence, 5) && !childMinceMeasured(evidence)) return false;
  for (const code of MEASURED_MINCE_REMOVES) handled.add(code);
  return true;
}

/** Preparations that break a fruit down to a mash or a mince (IDDSI Level 5 size). */
const MASHING: ReadonlySet<string> = new Set([...SIZE_ONLY, 'mashed']);

/**
 * Rule MASHED_JUICE_DRAINED: a juicy fruit mashed or minced fine with no juice or thin liquid separating ("mashed,
 * no juice running off") has released its juice and been drained (IDDSI Level 5 fruit: finely mashed, excess juice
 * drained). Pieces said not to leak juice on the plate still release it in the mouth: the hazard stands.
 */
function juiceDrainedFromMash(words: RawEvidence[], evidence: RawEvidence[], minced: boolean): boolean {
  if (!minced && !words.some((e) => MASHING.has(e.id))) return false;
  return evidence.some((e) => e.id === 'not_mixed_consistency' && e.negated);
}

interface Preparation {
  /** Hazard codes the text's preparations remove. */
  handled: Set<string>;
  /** The texture changed (not only the size): hazards of the usual served form go. */
  transformed: boolean;
  /** Only by preparations that leave a whole fish's bones (rule MASHED_KEEPS_BONES): its bones stay. */
  bonesLeft: boolean;
  /** The texture changed by more than mincing: the stickiness of the usual served form goes (rule MINCED_KEEPS_STICKY). */
  unstuck: boolean;
  /** Changed by more than a word calling it soft (rule GENERIC_VEG_NAMES_NO_LEAF): a raw leaf's floppiness goes. */
  fallenApart: boolean;
  /** The text says pieces are in it ("purée with chunks of chicken"). */
  pieces: boolean;
  /** The text says pieces, lumps or bits are in it: an ingredient in a base is then a piece in it ("congee with bits of pork"). */
  piecesLeft: boolean;
  /** A wet base (congee, mash, custard) holds the ingredients. */
  wetBase: boolean;
  /** The text says it was sieved (rule SKINS_NEED_SIEVE). */
  sieved: boolean;
  /** The text says it was not sieved ("sem peneirar", "sin colar", "not strained"; rule UNSIEVED_KEEPS_SKINS). */
  unsieved: boolean;
  /** Hazards the preparation makes (rule SHREDDED_MEAT_STRINGY). */
  adds: (typeof PREPARATION_ADDS)[number][];
  /** Pieces measured within Level 5's size (rule MEASURED_MINCE): strands shredded before are cut through. */
  mincedMeasured: boolean;
  /** Hazards removed only from some food rows (rule SOAKED_ONLY_BREAD): code -> food row ids. */
  removedFor: Map<string, readonly string[]>;
  /** A stated level claims a texture-changing level name (rule STATED_LEVEL_KEEPS_HIGH_RISK). */
  statedTransform: boolean;
  /** Only adjectives ("soft", "tender") take toughness away (rule ADJECTIVE_KEEPS_WHOLE_CUT_TOUGH). */
  tenderByAdjective: boolean;
  /** Smoothed (purée, blending, sieving) or shown to squash under the fork: rule RUBBERY_SURVIVES_CUTTING. */
  smoothed: boolean;
}

/** Rule SHREDDED_MEAT_STRINGY: the preparation rules of the text that make a hazard. */
const hazardsMade = (words: RawEvidence[]) => PREPARATION_ADDS.filter((rule) => words.some((e) => e.id === rule.id));

/**
 * The hazards the preparation words remove, into `handled` (every food) and `removedFor` (some food
 * rows only: rule SOAKED_ONLY_BREAD). Rule STATED_LEVEL_KEEPS_HIGH_RISK: a level number ("level 5
 * chicken") claims its level name's texture ("minced chicken": no longer tough) but removes no
 * high-risk hazard ("level 6 peanuts" stay hard; IDDSI Levels 4-6 contain no high-risk food).
 */
function removedByWords(words: RawEvidence[], handled: Set<string>, removedFor: Map<string, readonly string[]>, dryBlend: boolean): void {
  const pieces = words.some((e) => e.id === 'chunks');
  // rule COARSE_KEEPS_HARD: "ground to coarse crumbs" says the grinding stopped at hard bits
  const piecesLeft = words.some((e) => PIECES_WORDS.has(e.id) || e.id === 'coarse');
  for (const e of words) {
    const stated = statedPreparation(e);
    const prep = stated ?? e.id;
    if (pieces && SMOOTHING.has(prep)) continue;
    const keepsHardBits = piecesLeft && BREAKS_DOWN.has(prep);
    for (const code of NEUTRALISED_BY[prep] ?? []) {
      const onlyFor = REMOVES_ONLY_FOR[prep]?.[code];
      if (stated && STATED_LEVEL_KEEPS.has(code)) continue;
      if (dryBlend && prep === 'blended' && CRUMB_HAZARDS.has(code)) continue;
      if (onlyFor) removedFor.set(code, [...(removedFor.get(code) ?? []), ...onlyFor]);
      else if (!(keepsHardBits && HARD_BITS.has(code))) handled.add(code);
    }
  }
}

/** What a dry food blended without liquid still is: dry, crunchy crumbs. */
const CRUMB_HAZARDS: ReadonlySet<string> = new Set(['dry', 'crunchy']);
/**
 * Words that say the blend was made wet or smooth: a purée, not crumbs; and the spoon tilt results of a cohesive
 * purée (holds its shape, slides off in one spoonful, not sticky), which crumbs do not give.
 */
const WET_BLEND_WORDS: ReadonlySet<string> = new Set([
  ...SMOOTHING,
  'smooth',
  'moist',
  'soaked',
  'thick',
  'thickened',
  'name_minced_moist',
  'spoon_holds',
  'spoon_slides',
  'spoon_not_sticky',
]);

/**
 * Rule BLENDED_DRY_STAYS_CRUMBS: a blender run over a dry food (biscuits, crackers, toast) with no
 * liquid, sauce or wet base named and no word that the result is smooth or moist makes crumbs, not a
 * purée (IDDSI high-risk foods: dry, crumbly foods; a purée needs liquid). Only the blending verb is
 * read so: "puréed", "smooth" name the result.
 */
function blendedDry(words: RawEvidence[], evidence: RawEvidence[], foods: RawEvidence[]): boolean {
  if (!words.some((e) => e.id === 'blended')) return false;
  // the descriptor "smooth" and the tests are read here though they prepare nothing: they say what the blend became
  if (evidence.some((e) => !e.negated && e.id !== 'blended' && WET_BLEND_WORDS.has(e.id))) return false;
  const wet = (e: RawEvidence) =>
    e.food!.kind === 'drink' || e.food!.moistens || (e.food!.role === 'b' && (topLevel(e.food!.weights, 'food') ?? 7) <= 5);
  if (foods.some(wet)) return false;
  // rule BLENDED_COOKED_GRAINS_NOT_CRUMBS: only a dry food that is not a cooked grain makes crumbs in a blender
  const crumbly = (e: RawEvidence) => !COOKED_GRAIN_ROWS.has(e.food!.id) && e.food!.hazards.some((c) => CRUMB_HAZARDS.has(c));
  return foods.some(crumbly) || !foods.some((e) => COOKED_GRAIN_ROWS.has(e.food!.id));
}

/**
 * Rule STATED_LEVEL_WHOLE_DISH: a level number written before a whole cut cooked as a dish ("level 4
 * braised pork", "4级 红烧肉") claims no preparation: no word says it was puréed or minced, so the
 * dish's usual form keeps its hazards; a level-name or preparation word beside it still counts, an
 * adjective that only calls it soft or tender does not.
 */
function statedLevelTaken(words: RawEvidence[], foods: RawEvidence[]): RawEvidence[] {
  const fixed = foods.some(fixedTextureDish);
  if (!fixed && !foods.some((e) => e.food!.role === 'd' && e.id === 'whole_cut_dish')) return words;
  // an adjective ("level 6 steak, soft") prepares nothing: rule ADJECTIVE_KEEPS_WHOLE_CUT_TOUGH
  if (words.some((e) => e.tier === 2 && !TENDER_ADJECTIVE_ROWS.has(e.id))) return words;
  // rule DIET_NAME_BEFORE_FIXED_DISH: a diet's name says who eats it, not how a crunchy dish was made
  return words.filter((e) => statedPreparation(e) === undefined && !(fixed && e.tier === 0 && namesDiet(e.matched)));
}

/**
 * Rule DIET_NAME_BEFORE_FIXED_DISH: a dish whose name fixes a texture no modified level has (crunchy or hard:
 * nuggets, fried chicken, crackers) or a whole cut; a level or diet name before it prepares nothing.
 */
export function fixedTextureDish(e: RawEvidence): boolean {
  const f = e.food;
  if (e.type !== 'food' || f === undefined || f.role !== 'd') return false;
  return ADJECTIVE_KEEPS_TOUGH_ROWS.has(e.id) || f.hazards.some((h) => FIXED_TEXTURE_HAZARDS.has(h));
}

/** The distinct solid foods a fork test may have been of: no sauce, no meat word naming a dish's meat (MEAT_WORD_NAMES_DISH_MEAT). */
function solidFoods(foods: RawEvidence[]): RawEvidence[] {
  const solid = foods.filter((e) => e.food!.kind === 'food' && !e.food!.moistens);
  return solid.filter((e) => !(NAMES_DISH_MEAT[e.id] ?? []).some((dish) => solid.some((o) => o.id === dish)));
}

/**
 * Rule MINCE_WORD_MEASURED_LARGER: a mincing or dicing word beside a measured piece size above Level 5's
 * limit and none within it ("thái hạt lựu nhỏ khoảng 1 cm", "finely diced, 1 cm") cut the food to that
 * size, not to a mince: it changes size only, so the whole cut's toughness stays (IDDSI Level 5: 4 mm).
 */
function minceLargerThanMeasured(words: RawEvidence[], evidence: RawEvidence[]): RawEvidence[] {
  const sizes = evidence.filter((e) => e.id === 'particle' && !e.negated && !e.bound && e.unit === 'mm');
  // the adult limit in mm: a child's 3 mm mince is above its own 2 mm limit, yet still a mince
  if (sizes.length === 0 || sizes.some((e) => (e.valueHi ?? e.value ?? 0) <= MINCE_LIMIT_MM)) return words;
  return words.filter((e) => e.id !== 'minced');
}
const MINCE_LIMIT_MM = 4;

/** What the preparation words, measured sizes and base of the text take care of. */
function preparation(evidence: RawEvidence[], foods: RawEvidence[], topping: boolean, everyPiece = false): Preparation {
  // every preparation word counts, whichever tier decided: a measured 5 mm or a stated level
  // does not take away a hazard that no preparation removed; with a topping, a stated level
  // or diet name ("bubur saring") names the base, not what was put on it (TOPPING_KEEPS_HAZARDS)
  // rule TESTED_TENDER: a fork pressure result that shows the one solid food tender counts as its preparation
  // a sauce or gravy that moistens the food is no second solid ("diced chicken in sauce, squashes under the fork")
  // the same food named twice ("thịt gà hầm": meat, then the braise of it) is one solid
  // rule FORK_TEST_EVERY_PIECE: a result said of every piece was of every solid food
  const tested = everyPiece || new Set(solidFoods(foods).map((e) => e.food!.id)).size === 1;
  // rule TESTED_SMOOTH_PUREE: "smooth" beside "no lumps" and a passed spoon tilt describes a purée
  const smoothPrepares = wetBaseOf(foods, 4) !== undefined || testedSmoothPuree(evidence);
  const words = evidence.filter(
    (e) =>
      (e.tier === 2 || (e.tier === 0 && !topping) || (tested && TESTED_TENDER_IDS.has(e.id))) &&
      !e.negated &&
      (!DESCRIPTORS.has(e.id) || smoothPrepares),
  );
  const handled = new Set<string>();
  const removedFor = new Map<string, readonly string[]>();
  const pieces = words.some((e) => e.id === 'chunks');
  const piecesLeft = words.some((e) => PIECES_WORDS.has(e.id));
  const taken = minceLargerThanMeasured(statedLevelTaken(words, foods), evidence);
  removedByWords(taken, handled, removedFor, blendedDry(words, evidence, foods));
  // a measured piece size of Level 6 or below says the food was cut to it: shape is dealt with
  const cutToSize = measuredAtMost(evidence, 6);
  if (cutToSize) for (const code of NEUTRALISED_BY.bite_sized ?? []) handled.add(code);
  // a fork pressure result that shows the one solid food soft says "soft" as the word does (rule TESTED_TENDER)
  const softShown = words.some((e) => SOFT_WORDS.has(e.id) || TESTED_TENDER_IDS.has(e.id));
  if (softShown && (cutToSize || words.some((e) => SIZE_WORDS.has(e.id))))
    for (const code of NEUTRALISED_BY_SOFT_AND_SMALL) handled.add(code);
  // in a wet base (congee, mash, custard) its own ingredients are not dry pieces: "beef congee" is congee
  const wetBase = foods.some((e) => e.food!.role === 'b' && e.food!.kind === 'food' && (topLevel(e.food!.weights, 'food') ?? 7) <= 5);
  if (wetBase && !topping) handled.add('dry');
  // pieces measured at Level 5 size (4 mm) were minced: the food's served form is gone
  const minced = measuredMince(evidence, handled);
  if (juiceDrainedFromMash(words, evidence, minced)) handled.add('juicy');
  const transformed = minced || words.some((e) => TRANSFORMS_TEXTURE.has(e.id));
  const bonesLeft = !minced && !words.some((e) => TRANSFORMS_TEXTURE.has(e.id) && !LEAVES_FORM_BONES.has(e.id));
  // rule MINCED_KEEPS_STICKY: only a texture change beyond size (purée, blending, soaking) unsticks a food
  const unstuck = words.some((e) => TRANSFORMS_TEXTURE.has(e.id) && !SIZE_ONLY.has(e.id));
  // rule GENERIC_VEG_NAMES_NO_LEAF: "やわらかく煮た野菜" may still hold whole leaves; mushy, mashed or blended holds none
  const sieved = words.some((e) => e.id === 'sieved');
  const unsieved = evidence.some((e) => e.id === 'sieved' && e.negated);
  const statedTransform = taken.some((e) => TRANSFORMS_TEXTURE.has(statedPreparation(e) ?? ''));
  const fallenApart = minced || statedTransform || words.some((e) => TRANSFORMS_TEXTURE.has(e.id) && (e.id !== 'soft' || isMushyWord(e)));
  const tenderers = taken.filter((e) => NEUTRALISED_BY[statedPreparation(e) ?? e.id]?.includes('tough_fibrous'));
  return {
    tenderByAdjective: tenderers.length > 0 && tenderers.every((e) => TENDER_ADJECTIVE_ROWS.has(e.id)),
    handled,
    transformed,
    bonesLeft,
    unstuck,
    fallenApart,
    pieces,
    piecesLeft,
    wetBase,
    sieved,
    unsieved,
    adds: hazardsMade(words),
    mincedMeasured: minced,
    removedFor,
    statedTransform,
    smoothed: words.some((e) => SMOOTHING.has(e.id) || TESTED_TENDER_IDS.has(e.id)),
  };
}

/**
 * Rule SKINS_NEED_SIEVE: the husks a food keeps in any base (peas, beans, corn, popcorn: marked
 * "!") pass a blender; only a sieve takes them out (rule BLENDING_KEEPS_BONES_HUSKS). Rule UNSIEVED_KEEPS_SKINS: any skins
 * stay when the text says the food was not sieved.
 */
function dealtWithBy(p: Preparation, e: RawEvidence, code: string): boolean {
  // rule UNSIEVED_KEEPS_SKINS: blended but said not to be sieved, the skins are still in it
  if (code === 'skins_husks' && p.unsieved && !p.sieved) return false;
  const reshaped = p.transformed || (p.statedTransform && !STATED_LEVEL_KEEPS.has(code));
  const kept = (code === 'sticky' && !p.unstuck) || (code === 'bones' && p.bonesLeft) || (code === 'floppy' && !p.fallenApart);
  if (reshaped && e.food!.formOnly.includes(code) && !kept) return true;
  if (p.removedFor.get(code)?.includes(e.food!.id)) return true;
  if (!p.handled.has(code)) return false;
  // rule RUBBERY_SURVIVES_CUTTING: a fish cake or konjac chopped, minced or called soft is rubbery pieces (the fork decides)
  if (code === 'tough_fibrous' && RUBBERY_FOOD_ROWS.has(e.food!.id) && !p.smoothed) return false;
  // rule ADJECTIVE_KEEPS_WHOLE_CUT_TOUGH: calling a steak soft does not make it so
  if (code === 'tough_fibrous' && p.tenderByAdjective && ADJECTIVE_KEEPS_TOUGH_ROWS.has(e.food!.id)) return false;
  // the husks a food keeps in any base (peas, beans, corn, popcorn) pass a blender: only a sieve takes them out
  const husk = code === 'skins_husks' && e.food!.carried.includes(code);
  return !husk || p.sieved;
}

/**
 * Rule INGREDIENT_IN_BASE_KEEPS_HAZARDS: a food added to a wet base (congee, mash, custard, yoghurt)
 * keeps its hazards (IDDSI Levels 4-6 contain no high-risk food); the base takes away only what
 * cooking into it changes: an ingredient is not dry in it, the grain a porridge is cooked from
 * (小米粥, rice in rice pudding) is the porridge, the usual served form of rice or cheese is gone,
 * and a fruit or chocolate written right beside a smooth base ("strawberry yoghurt", "puding
 * coklat") names its flavour, not a piece in it ("yoghurt with grapes" keeps the grapes).
 */
const STAPLE_OF_BASE: ReadonlySet<string> = new Set(['rice', 'grains']);
const FLAVOUR_HAZARDS: ReadonlySet<string> = new Set(['juicy', 'skins_husks', 'hard', 'sticky']);
const ADJACENT_GAP = 1;

/** A wet food base (congee, mash, purée, yoghurt): at most Level 5 as usually served. */
const wetBaseOf = (foods: readonly RawEvidence[], maxLevel: number) =>
  foods.find((b) => b.food!.role === 'b' && b.food!.kind === 'food' && (topLevel(b.food!.weights, 'food') ?? 7) <= maxLevel);

const adjacent = (a: RawEvidence, b: RawEvidence) => {
  const [first, second] = a.start < b.start ? [a, b] : [b, a];
  const gap = second.start - (first.start + first.matched.length);
  return gap >= 0 && gap <= ADJACENT_GAP;
};

function namesFlavour(foods: readonly RawEvidence[], e: RawEvidence): boolean {
  if (e.food!.carried.length > 0 || !e.food!.hazards.every((c) => FLAVOUR_HAZARDS.has(c))) return false;
  const smoothBase = wetBaseOf(foods, 4);
  return smoothBase !== undefined && adjacent(smoothBase, e);
}

/** Rule JUICE_LEAVES_FIBRE: at most this many characters between the food and its juice (" of ", " de "). */
const JUICE_OF_GAP = 4;

/**
 * Rule JUICE_LEAVES_FIBRE: the food a juice is pressed from, named right beside it ("celery juice", "jugo de apio",
 * "セロリジュース"): the juice is the liquid, its fibres, skins and seeds stay in the press. A food listed beside
 * the juice or put on it is a food of its own.
 */
export function pressedOut(foods: readonly RawEvidence[], e: RawEvidence, topping: boolean, norm: string): boolean {
  if (topping || e.listed || e.food!.kind !== 'food') return false;
  const juice = foods.find((b) => b.food!.pressed && !b.negated && gapBetween(b, e) <= JUICE_OF_GAP);
  return juice !== undefined && !namedAgain(norm, e, juice);
}

/**
 * The food named again past its juice ("kale juice with kale leaves", "jugo de apio con apio picado"): pieces of it
 * are in the juice. A name is read once (one piece of evidence per name), so the text itself is searched.
 */
/** Rule JUICE_LEAVES_FIBRE: a juice and its food joined by a short run of letters (" of ", " de "), no punctuation. */
const joinedBy = (gap: string) => gap.length <= JUICE_OF_GAP && JOINING_GAP.test(gap);
const JOINING_GAP = /^[\p{L} ]*$/u;

function namedAgain(norm: string, e: RawEvidence, juice: RawEvidence): boolean {
  const name = norm.slice(e.start, e.end);
  const juiceName = norm.slice(juice.start, juice.end);
  if (name.length === 0) return false;
  for (let at = norm.indexOf(name, Math.max(e.end, juice.end)); at >= 0; at = norm.indexOf(name, at + name.length)) {
    // "celery juice, more celery juice", "jugo de apio... jugo de apio" name the juice again, not the food
    const next = norm.indexOf(juiceName, at + name.length);
    const before = norm.lastIndexOf(juiceName, at);
    const juiceAfter = next >= 0 && joinedBy(norm.slice(at + name.length, next));
    const juiceBefore = before >= 0 && before + juiceName.length <= at && joinedBy(norm.slice(before + juiceName.length, at));
    if (!juiceAfter && !juiceBefore) return true;
  }
  return false;
}
const gapBetween = (a: RawEvidence, b: RawEvidence) => {
  const [first, second] = a.start < b.start ? [a, b] : [b, a];
  const gap = second.start - (first.start + first.matched.length);
  return gap < 0 ? Number.POSITIVE_INFINITY : gap;
};

/** True when cooking the ingredient `e` into the wet base of the text takes the hazard `code` away. */
export function takenByBase(foods: readonly RawEvidence[], e: RawEvidence, code: string, topping: boolean, norm: string): boolean {
  if (pressedOut(foods, e, topping, norm)) return true;
  // rule LISTED_BESIDE_KEEPS_HAZARDS: a food served beside the base is not cooked into it
  if (e.food!.role !== 'i' || topping || e.listed || !wetBaseOf(foods, 5)) return false;
  if (code === 'dry' || STAPLE_OF_BASE.has(e.food!.id)) return true;
  if (code !== 'bones' && e.food!.formOnly.includes(code)) return true;
  return namesFlavour(foods, e);
}

interface NamedFoods {
  /** The text as read (lower case, folded; rule JUICE_LEAVES_FIBRE looks for a food named again). */
  norm: string;
  evidence: RawEvidence[];
  foods: RawEvidence[];
  removed: Set<string>;
  topping: boolean;
  /** Where the topping words start. */
  toppingAt: readonly number[];
  /** Where words that join a second food start (rule JOINED_KEEPS_HAZARDS). */
  joinAt: readonly number[];
  /** A topping word proper put a food on another (rule GROUND_TOPPING_STAYS_HARD). */
  placedOn: boolean;
}

const between = (at: number, a: number, b: number) => at > Math.min(a, b) && at < Math.max(a, b);

/** A topping word links the food to the base: it stands between them, or the food between the base and it. */
const toppedOn = (e: RawEvidence, b: RawEvidence, named: NamedFoods) =>
  named.toppingAt.some((at) => between(at, b.start, e.start) || between(e.start, b.start, at));

/**
 * Rule SAUCE_MOISTENS_FOOD: a moisture word where the only other foods are sauces or gravies put on this one
 * ("sauce poured over so it is moist", "nilagyan ng sarsa para basa") says this food was moistened: the sauce
 * is no base of its own (IDDSI Level 5: minced and moist, with a sauce or gravy that binds it).
 */
const moistenedBySauce = (w: RawEvidence, e: RawEvidence, named: NamedFoods) =>
  w.id === 'moist' && named.foods.every((b) => b === e || b.food!.kind !== 'food' || b.food!.moistens);

/**
 * Rule TOPPING_KEEPS_HAZARDS: with a topping word, a preparation word describes the base it
 * stands by, not a food put on it ("merguez in 1 cm rounds, served on a smooth purée", "purée
 * with farofa on top"): it is the base's when a topping word stands between it and the food, or
 * when it is nearer to the food this one was put on (the base).
 */
function describesAnotherFood(w: RawEvidence, e: RawEvidence, named: NamedFoods): boolean {
  if (moistenedBySauce(w, e, named)) return false;
  if (named.toppingAt.some((at) => between(at, w.start, e.start))) return true;
  const distance = Math.abs(w.start - e.start);
  return named.foods.some((b) => b !== e && b.food!.kind === 'food' && Math.abs(w.start - b.start) < distance && toppedOn(e, b, named));
}

/**
 * Rule JOINED_KEEPS_HAZARDS: a preparation word (or stated level) written before a joiner that comes
 * before this food ("smooth custard with raisins", "bubur halus campur kacang") describes the food
 * named before the joiner; one written after this food describes it too ("chicken with rice, blended").
 */
const beforeJoin = (w: RawEvidence, e: RawEvidence, named: NamedFoods) =>
  (w.tier === 2 || w.tier === 0) && named.joinAt.some((at) => w.start < at && at < e.start);

/** The preparation that applies to one food: with a topping or a joiner, the first food's own words are left out. */
function preparationFor(named: NamedFoods, e: RawEvidence, shared: Preparation, everyPiece: boolean): Preparation {
  if ((!named.topping && named.joinAt.length === 0) || e.food!.role === 'b') return shared;
  const own = named.evidence.filter(
    (w) => !beforeJoin(w, e, named) && (!named.topping || w.tier !== 2 || !describesAnotherFood(w, e, named)),
  );
  return own.length === named.evidence.length
    ? shared
    : preparation(own, named.foods, named.topping || own.length < named.evidence.length, everyPiece);
}

/**
 * Rule BLENDED_SOUP_INGREDIENT_FIBRE: a vegetable named as what a soup is made of ("leek & potato soup,
 * liquidised", "soupe poireaux, mixée") was blended with the soup: its fibres are no strands of their own.
 * Not when the text says it was not sieved, nor a piece put on or beside the soup (a dish, a topping).
 */
function fibreBlendedIntoSoup(named: NamedFoods, e: RawEvidence, code: string, p: Preparation): boolean {
  if (code !== 'fibrous' || e.food!.role !== 'i' || p.unsieved || named.topping) return false;
  if (!named.foods.some((f) => f.food!.soup && !f.negated)) return false;
  return named.evidence.some((w) => !w.negated && (w.tier === 0 || w.tier === 2) && SMOOTHING.has(w.id));
}

/** Rule PUREE_POUCH_FRUIT: purée products named by what they are made of (foods.ts row puree_dish: pouches, baby food). */
const PUREE_PRODUCT_ROWS: ReadonlySet<string> = new Set(['puree_dish']);
/** Under rule PUREE_POUCH_FRUIT: what a purée's fruit loses in it (the husks a food carries stay: carried). */
const LOST_IN_PUREE: ReadonlySet<string> = new Set(['juicy', 'skins_husks']);
/** How far from the product its fruit may be named ("Baby pouch (stage 1, apple & pear)"). */
const PUREE_FRUIT_REACH = 32;
/** A sentence or clause break between a purée product and the fruit (the fruit is then named apart). */
const PRODUCT_FRUIT_BREAK = /[.;!?。；！？\n]/u;

/**
 * Rule PUREE_POUCH_FRUIT: the fruit a smooth purée product is named by ("baby pouch, apple & pear", "果泥袋（苹果）")
 * is puréed in it: no juice runs apart and no skin is left. Not with lumps, chunks or pieces said, nor a fruit
 * put on it or named in another sentence.
 */
function fruitOfSmoothPuree(named: NamedFoods, e: RawEvidence, code: string): boolean {
  if (!LOST_IN_PUREE.has(code) || e.food!.role !== 'i' || e.food!.carried.includes(code) || named.topping) return false;
  if (named.evidence.some((w) => !w.negated && PIECES_WORDS.has(w.id))) return false;
  return named.foods.some((b) => {
    if (!PUREE_PRODUCT_ROWS.has(b.food!.id) || b.negated) return false;
    const [from, to] = b.start < e.start ? [b.end, e.start] : [e.end, b.start];
    return to - from <= PUREE_FRUIT_REACH && !PRODUCT_FRUIT_BREAK.test(named.norm.slice(from, to));
  });
}

/** Rule GROUND_TOPPING_STAYS_HARD: a hard food put on a base keeps its hard bits however finely it was ground. */
const groundTopping = (named: NamedFoods, e: RawEvidence, code: string) =>
  named.placedOn && e.food!.role !== 'b' && e.food!.hazards.includes('hard') && GROUND_TOPPING_KEEPS.includes(code as never);

/** Hazards the text's preparation made of this food ("shredded beef" is strands). */
function madeBy(p: Preparation, e: RawEvidence, alone: boolean): string[] {
  const made: string[] = [];
  for (const r of p.adds)
    if (
      // rule MEASURED_MINCE: meat shredded, then minced to a measured 4 mm, holds no strands
      !(r.adds === 'fibrous' && p.mincedMeasured) &&
      e.food!.hazards.includes(r.when) &&
      !e.food!.hazards.includes(r.adds) &&
      (r.onlyFor?.includes(e.food!.id) ?? true) &&
      (alone || !r.alone)
    )
      made.push(r.adds);
  return made;
}

/** Rule WRAPPER_REMOVED: the skin the text removed took the hazards it carries ("dumpling, skin peeled off"). */
const wrapperRemoved = (removed: Set<string>, e: RawEvidence, code: string) =>
  removed.has('skins_husks') && (SKIN_CARRIES[e.food!.id] ?? []).includes(code as never);

/**
 * Adds the standing hazards of the named foods to `hazards`, and the ones the text's
 * preparations removed to `dealtWith`. True when a hazard was added.
 */
export function addStandingFoodHazards(named: NamedFoods, hazards: EngineHazard[], dealtWith: Set<string>): boolean {
  const { foods, removed } = named;
  const everyPiece = testedEveryPiece(named.evidence, named.norm);
  const shared = preparation(named.evidence, foods, named.topping, everyPiece);
  let added = false;
  const alone = foods.filter((e) => e.food!.kind === 'food').length === 1;
  for (const e of foods) {
    if (e.food!.kind !== 'food') continue;
    const p = preparationFor(named, e, shared, everyPiece);
    // rule INGREDIENT_IN_BASE_KEEPS_HAZARDS: a food added to a wet base (congee, mash, custard) keeps
    // every hazard no preparation of the text removed; only whole-dish rows carry the base's level
    for (const code of [...e.food!.hazards, ...e.food!.carried, ...madeBy(p, e, alone)]) {
      if (code === 'mixed_consistency' || code === 'melts' || takenByBase(foods, e, code, named.topping, named.norm)) continue;
      const blendedIn = fibreBlendedIntoSoup(named, e, code, p) || fruitOfSmoothPuree(named, e, code);
      if ((dealtWithBy(p, e, code) && !groundTopping(named, e, code)) || blendedIn) {
        dealtWith.add(code);
        continue;
      }
      if (wrapperRemoved(removed, e, code)) {
        dealtWith.add(code);
        continue;
      }
      if (removed.has(code) || hasHazard(hazards, code)) continue;
      addHazard(hazards, removed, code, e.matched, 'food');
      added = true;
    }
  }
  return added;
}
