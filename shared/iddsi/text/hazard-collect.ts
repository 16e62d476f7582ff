/**
 * Stage "hazards" (issue 14, class 1): the hazards that stand for the chosen
 * level. The words of the text name some (unless removed or sieved out); the
 * food as usually served brings its own when it decided; a thin liquid
 * carrying solid pieces, or a melting food with pieces set in it, is a mixed
 * consistency (IDDSI high-risk foods); a thickened liquid still carries its
 * solid pieces. Then hazard-stage.ts adds every hazard of the named foods that
 * no preparation of the text removed (rule HAZARD_SURVIVES).
 */
import { isHanOrKana } from './spaced-cjk';
import { sameClause } from './clauses';
import { leftOverAt } from './left-over';
import { NEUTRALISED_BY, RAISES_FOOD_TO_REGULAR, UNDOES_DESCRIBED_HAZARD, type HazardCode } from '../hazards';
import type { IddsiLevel, ItemKind } from '../levels';
import { isFailedFoodTest } from './candidates';
import type { EngineHazard, RawEvidence } from './evidence';
import {
  addHazard,
  addStandingFoodHazards,
  hasHazard,
  PIECES_WORDS,
  pressedOut,
  SIEVE_REMOVES,
  SMOOTHING,
  takenByBase,
} from './hazard-stage';
import { topLevel } from './weights';
import { crushedDryWords, dryFoodInLiquid } from './crumbs-in-liquid';
import { WHOLE_PIECE_FRUIT_ROWS } from '../lexicon/foods';
import { DONENESS_MEAT_ROWS } from './rules';
import { blendedIntoDrink } from './kind';

/** The preparations that make a food smooth (blended, puréed, sieved, liquidised): they break up its pieces. */
export const SMOOTHING_WORDS: readonly string[] = ['blended', 'pureed', 'sieved', 'name_liquidised', 'liquidised_word', 'name_pureed_diet'];

/**
 * Thickening or blending words: with these a soup is not a thin carrier of pieces. Not the
 * descriptor "smooth" (rule DESCRIPTOR_NOT_PREPARATION): "silky fish congee" still has fish in it.
 */
const MODIFIES_LIQUID = new Set([...SMOOTHING_WORDS, 'thickened', 'thick']);
/** Of those, the ones that also break up the solids (thickening the broth leaves the noodles whole). */
const BREAKS_UP_SOLIDS = new Set([...SMOOTHING_WORDS, 'minced', 'mashed']);

export interface HazardInput {
  /** The text as read (lower case, folded): the characters between two matches. */
  norm: string;
  /** All evidence kept after the roles stage. */
  evidence: RawEvidence[];
  textHazards: EngineHazard[];
  removed: Set<string>;
  /** Where removal verbs said to have failed start (rule FAILED_PREPARATION_KEEPS). */
  keptAt: readonly number[];
  /** A label or menu set aside called the item a liquid (rule LIQUID_LABEL_WITH_PIECES). */
  liquidLabel: boolean;
  foods: RawEvidence[];
  foodTier: RawEvidence[];
  /** The tiers after the stated-level override (their sizes matter). */
  tiers: RawEvidence[][];
  deciding: number;
  level: IddsiLevel;
  kind: ItemKind;
  /** A word puts one food on, over or beside another (rule TOPPING_KEEPS_HAZARDS). */
  topping: boolean;
  /** Where those words start. */
  toppingAt: readonly number[];
  /** Where words that join a second food start (rule JOINED_KEEPS_HAZARDS). */
  joinAt: readonly number[];
  /** A topping word proper: a food stirred through a base is not poured over it (rule STIRRED_IN_KEEPS_HAZARDS). */
  placedOn: boolean;
  /** Where drip words start: lumps after one are how it drips (rule LUMPS_IN_LIQUID). */
  dripAt: readonly number[];
}

export interface HazardOutcome {
  hazards: EngineHazard[];
  /** Hazards the text's removal or preparation words dealt with. */
  dealtWith: Set<string>;
  /** The kind after pieces in a liquid made it a food. */
  kind: ItemKind;
  /** A hazard of a named food stood against a texture that claimed a modified level. */
  textureConflict: boolean;
}

const foodLevel = (e: RawEvidence) => topLevel(e.food!.weights, 'food') ?? 0;
const isTextureTier = (e: RawEvidence) => e.tier === 2 || e.tier === 0;

/** Rule PREPARED_AFTER_DESCRIBED: a later preparation word undoes the state the hazard word described. */
function undoneLater(h: HazardInput, hz: EngineHazard): boolean {
  if (hz.start === undefined) return false;
  return h.evidence.some((e) => !e.negated && e.start > hz.start! && UNDOES_DESCRIBED_HAZARD[e.id]?.includes(hz.code as HazardCode));
}

/** Hazards the text's words name: those a sieve takes out ("with the skin, blended and strained") go to `sieved`. */
function textHazardsStanding(h: HazardInput, hazards: EngineHazard[], sievedOut: Set<string>): void {
  const sieved = h.evidence.some((e) => e.id === 'sieved' && !e.negated);
  const onlyThickenerCarried = thickenerIsAllItCarries(h);
  for (const hz of h.textHazards) {
    if (onlyThickenerCarried && hz.code === 'mixed_consistency') continue;
    if (hz.ofMeat && !doneMeatStands(h, hz)) continue;
    // rule FAILED_PREPARATION_KEEPS: "the sieve missed some seeds", "unable to get the husks out" leave them in
    const left = hz.start !== undefined && (leftOverAt(h.norm, hz.start) || h.keptAt.some((v) => sameClause(h.norm, v, hz.start!)));
    if (!left && ((sieved && SIEVE_REMOVES.has(hz.code)) || undoneLater(h, hz))) sievedOut.add(hz.code);
    // a removal said elsewhere ("fillet", "deboned") does not take out what the clause says was left or found
    else if ((left || !h.removed.has(hz.code)) && !hasHazard(hazards, hz.code)) hazards.push(hz);
  }
}

/**
 * Rule DONENESS_KEEPS_TOUGH: a doneness word ("overdone", "全熟", "muy hecha") is said of the food named last
 * before it (or, with none, the first after it in its clause): it stands when that food is a meat row and no
 * smoothing preparation follows the food ("carrots overdone and mashed smooth", "红萝卜全熟，打成蓉" do not).
 * With no food named, the word is all the text says: it stands unless the text smooths.
 */
function doneMeatStands(h: HazardInput, hz: EngineHazard): boolean {
  const at = hz.start ?? 0;
  const named = h.evidence.filter((e) => e.food && !e.negated);
  const before = named.filter((e) => e.start < at).at(-1);
  const said = before ?? named.find((e) => e.start > at && sameClause(h.norm, at, e.start));
  if (said && !DONENESS_MEAT_ROWS.has(said.food!.id)) return false;
  const from = said?.start ?? 0;
  return !h.evidence.some((e) => !e.negated && e.start > from && SMOOTHING.has(e.id));
}

/**
 * Rule THICKENER_IN_CARRIER: "thickener in broth", "espesante en caldo" put a thickener, not a solid,
 * in the liquid: with no solid food named, the carrier words name no mixed consistency.
 */
function thickenerIsAllItCarries(h: HazardInput): boolean {
  const thickener = h.evidence.some((e) => e.id === 'thickened' && !e.negated);
  return thickener && !h.foods.some((e) => e.kind === 'food');
}

/** Rule THIN_CARRIER: "thin", "malabnaw" describes the broth a soup's pieces float in, not the pieces. */
const statesOnlyThin = (stated: RawEvidence[]) =>
  stated.every((e) => e.id === 'name_thin' || e.id === 'thickener_omitted' || e.id === 'plain_water_named');

/** Preparation words that cut a food's round or long shape (hazards.ts: "cutting changes size and shape only"). */
const CUTS_SHAPE: ReadonlySet<string> = new Set(Object.keys(NEUTRALISED_BY).filter((id) => NEUTRALISED_BY[id]!.includes('round_long')));

/**
 * The hazards of the foods as usually served, less what a wet base takes from an ingredient cooked into it
 * and the round or long shape the text says was cut ("grapes cut into quarters": skins and juice stay).
 */
function addServedHazards(h: HazardInput, hazards: EngineHazard[], sources: RawEvidence[]): void {
  const cut = h.evidence.some((e) => e.tier === 2 && !e.negated && CUTS_SHAPE.has(e.id));
  // a hard round food cut up is still hard round pellets (ginkgo, lotus seeds): only a soft one loses its shape
  const reshaped = (e: RawEvidence) => cut && !e.food!.hazards.includes('hard');
  for (const e of sources)
    for (const code of e.food?.hazards ?? [])
      if (!takenByBase(h.foods, e, code, h.topping, h.norm) && !(code === 'round_long' && reshaped(e)))
        addHazard(hazards, h.removed, code, e.matched, 'food');
}

/** Fibres and skins a food carries into any base stay back in a sieve (bones of a served fish are judged elsewhere). */
const sievedOutCarried = (h: HazardInput, code: string) =>
  code !== 'bones' && SIEVE_REMOVES.has(code) && h.evidence.some((e) => e.id === 'sieved' && !e.negated);

/**
 * Ingredients whose risk no base takes away (pea skins in mash, shrimp in egg custard), less what a sieve
 * keeps back (rule STRAINED_FRUIT_JUICE: "pineapple blended, strained, thin as water").
 */
function addCarriedHazards(h: HazardInput, hazards: EngineHazard[]): void {
  for (const e of h.foods) {
    // rule JUICE_LEAVES_FIBRE: what a food keeps in any base stays in the press of its juice
    if (pressedOut(h.foods, e, h.topping, h.norm)) continue;
    for (const code of e.food!.carried) if (!sievedOutCarried(h, code)) addHazard(hazards, h.removed, code, e.matched, 'food');
  }
}

/** The food as usually served decided: its hazards stand; dishes served in a base bring theirs along. */
function servedFormHazards(h: HazardInput, hazards: EngineHazard[], modifiesLiquid: boolean): void {
  if (h.deciding === 3 || h.level === 7) {
    const hasBase = h.foods.some((e) => e.food!.role === 'b');
    // a dish beside a base, anything put on it (rule TOPPING_KEEPS_HAZARDS) and an ingredient added to
    // it (rule INGREDIENT_IN_BASE_KEEPS_HAZARDS: "congee with fish") keep their hazards
    // rule BLENDED_DRINK_INGREDIENTS: not what was blended into a smoothie (it left no pieces in it)
    const inBase = (e: RawEvidence) => hasBase && e.food!.role !== 'b' && !blendedIntoDrink(h.norm, h.foods, e);
    const sources = h.deciding === 3 ? [...h.foodTier, ...h.foods.filter(inBase)] : h.foods;
    addServedHazards(h, hazards, sources);
    if (h.deciding === 3) addCarriedHazards(h, hazards);
  } else if ((h.tiers[0]!.length === 0 || statesOnlyThin(h.tiers[0]!)) && !modifiesLiquid) {
    // a soup with pieces stays a mixed consistency whatever the pieces are ("แกงจืดหมูสับ")
    for (const e of h.foods)
      if (e.food!.hazards.includes('mixed_consistency')) addHazard(hazards, h.removed, 'mixed_consistency', e.matched, 'food');
  }
}

/**
 * Rule STATED_LEVEL_SOUP_PIECES: a level written beside a soup the text says has pieces ("level 5: minestrone
 * with pieces", "nivel 5: sopa con trozos") does not make it that level: a thin liquid with pieces is a mixed
 * consistency unless blended or sieved is said (thickening the broth leaves the pieces whole).
 */
function statedLevelBesidePieces(h: HazardInput, hazards: EngineHazard[], breaksUp: boolean): void {
  if (breaksUp || h.tiers[0]!.length === 0 || statesOnlyThin(h.tiers[0]!)) return;
  if (!h.evidence.some((e) => e.id === 'chunks' && !e.negated)) return;
  for (const e of h.foods)
    if (e.food!.hazards.includes('mixed_consistency')) addHazard(hazards, h.removed, 'mixed_consistency', e.matched, 'food');
}

/**
 * Rule BROTH_WITH_SOLIDS: an ingredient joined to a clear broth by a word ("broth, with meat", "munggo na may
 * sabaw": beans with broth) is a piece, not a flavour, whichever is named first.
 */
const joinedToBroth = (h: HazardInput, carrier: RawEvidence, e: RawEvidence) =>
  !e.negated && h.joinAt.some((at) => (carrier.start < at && at < e.start) || (e.start < at && at < carrier.start));

/** A thin drink or soup carrying solid pieces, or a melting food with pieces set in it. */
function mixedConsistency(h: HazardInput, hazards: EngineHazard[]): void {
  // a clear broth with chicken flavour is still a thin drink; a broth with noodles is not
  const carrier = h.foods.find(
    (e) => e.food!.kind === 'drink' && e.food!.role === 'b' && e.food!.weights.has(0) && !e.food!.hazards.includes('melts'),
  );
  const isClear = carrier?.food?.clear === true;
  const solid =
    // a cohesive base cooked in the liquid (oats in milk, 牛奶麥皮) takes it up: it is not a piece floating in it
    h.foods.find(
      (e) =>
        e.food!.kind === 'food' &&
        e.food!.role !== 'b' &&
        // rule BLENDED_DRINK_INGREDIENTS: the banana of a "banana and milk smoothie" was blended, it floats in nothing
        !blendedIntoDrink(h.norm, h.foods, e) &&
        (!isClear || e.food!.role !== 'i' || joinedToBroth(h, carrier!, e)) &&
        foodLevel(e) >= 5,
    ) ??
    // in a clear liquid only words that say pieces ("juice with bits", "with fruit pieces") are solids in it
    h.evidence.find(
      (e) =>
        e.tier === 2 && e.kind === 'food' && (topLevel(e.weights, 'food') ?? 0) >= 5 && !e.negated && (!isClear || PIECES_WORDS.has(e.id)),
    );
  if (carrier && solid) addHazard(hazards, h.removed, 'mixed_consistency', `${carrier.matched} + ${solid.matched}`, 'rule');
  const melting = h.foods.find((e) => e.food!.kind === 'drink' && e.food!.role === 'b' && e.food!.hazards.includes('melts'));
  // pieces: a dish set in it, or words that say pieces; a flavour ("strawberry jelly") is not a piece
  const piece =
    h.foods.find((e) => e.food!.kind === 'food' && e.food!.role === 'd' && foodLevel(e) >= 5) ??
    h.evidence.find((e) => e.tier === 2 && (e.id === 'chunks' || e.id === 'lumps' || e.id === 'bite_sized') && !e.negated);
  if (melting && piece) addHazard(hazards, h.removed, 'mixed_consistency', `${melting.matched} + ${piece.matched}`, 'rule');
  pouredOver(h, hazards);
}

/** Sauces and syrups served on a food (foods.ts rows). */
const SAUCE_ROWS: ReadonlySet<string> = new Set(['gravy', 'honey']);
/** How far a thin word may stand from the sauce it describes ("kuah gula merah yang encer"). */
const THIN_SAUCE_REACH = 24;

/**
 * Rule THIN_SAUCE_ON_FOOD: a sauce or syrup the text calls thin, served on another food ("custard with a thin
 * runny syrup", "bubur sumsum pakai kuah yang encer"), is a thin liquid beside a thicker texture: a mixed
 * consistency (IDDSI high-risk foods), not a thin drink.
 */
function thinSauceOnFood(h: HazardInput, hazards: EngineHazard[], drainedOff: boolean): void {
  const sauce = h.foods.find((e) => SAUCE_ROWS.has(e.food!.id));
  if (!sauce || !h.foods.some((e) => e !== sauce && !SAUCE_ROWS.has(e.food!.id))) return;
  const thin = h.evidence.find((e) => e.id === 'thin' && !e.negated && thinWordReach(h.norm, sauce, e) <= THIN_SAUCE_REACH);
  if (!thin) return;
  // a thin sauce said after the blending ("puréed, the gravy on top is thin") is not what the blending merged
  const merged = h.removed.has('mixed_consistency') && !(drainedOff === false && saidAfterSmoothing(h.evidence, thin));
  if (!merged) addHazard(hazards, new Set(), 'mixed_consistency', `${thin.matched} ${sauce.matched}`, 'rule');
}

/** A word said after the first smoothing preparation of the text. */
function saidAfterSmoothing(evidence: readonly RawEvidence[], e: RawEvidence): boolean {
  const first = evidence.find((s) => !s.negated && s.tier === 2 && SMOOTHING.has(s.id));
  return first !== undefined && first.start < e.start;
}

/**
 * How far a thin word stands from its sauce; a sauce named again before it counts from there ("gravy poured
 * over, the gravy is thin": rule THIN_SAUCE_ON_FOOD), as the lexicon keeps only the sauce's first mention.
 */
function thinWordReach(norm: string, sauce: RawEvidence, thin: RawEvidence): number {
  if (thin.start < sauce.end) return sauce.start - thin.end;
  const again = norm.lastIndexOf(norm.slice(sauce.start, sauce.end), thin.start);
  return thin.start - (again > sauce.start ? again + (sauce.end - sauce.start) : sauce.end);
}

/** Rule TOPPING_KEEPS_HAZARDS: a thin drink poured over a thick base ("evap over champorado") is a mixed consistency. */
function pouredOver(h: HazardInput, hazards: EngineHazard[]): void {
  if (!h.placedOn) return;
  const poured = h.foods.find((e) => e.food!.kind === 'drink' && e.food!.role === 'b' && e.food!.weights.has(0));
  const thickBase = poured && h.foods.find((e) => e.food!.kind === 'food' && e.food!.role === 'b' && foodLevel(e) >= 3);
  if (poured && thickBase) addHazard(hazards, h.removed, 'mixed_consistency', `${poured.matched} + ${thickBase.matched}`, 'rule');
}

/**
 * A thickened liquid still carries its solid pieces: "soup noodles with thickener, the noodles
 * still in it" keeps the noodles' hazards unless the words also break the solids up. True when
 * pieces were found.
 */
function piecesInThickenedLiquid(h: HazardInput, hazards: EngineHazard[]): boolean {
  // rule BLENDED_DRINK_INGREDIENTS: the mango of a thick mango smoothie was blended into it, not left in pieces
  const pieces = h.foods.filter(
    (e) =>
      e.food!.kind === 'food' &&
      !blendedIntoDrink(h.norm, h.foods, e) &&
      (e.food!.role === 'd' || (wholePieceIngredient(e) && !namesADrinkBeside(h.foods, e, h.norm))) &&
      e.food!.hazards.some((c) => c !== 'mixed_consistency' && RAISES_FOOD_TO_REGULAR.has(c)),
  );
  for (const e of pieces)
    for (const code of e.food!.hazards) if (code !== 'mixed_consistency') addHazard(hazards, h.removed, code, e.matched, 'food');
  return pieces.length > 0;
}

/**
 * Rule SOLID_IN_THICKENED_DRINK: a fruit served whole or in pieces in a thickened liquid ("grapes in thickened
 * juice", "thickened orange segments") keeps its own hazards: thickening the liquid does not change the fruit.
 */
const wholePieceIngredient = (e: RawEvidence) => e.food!.role === 'i' && WHOLE_PIECE_FRUIT_ROWS.has(e.food!.id);

/**
 * "jus jambu", "mango juice", "芒果汁", "りんごのジュース": a fruit written right beside a drink's name is the drink's
 * flavour, not a piece. Spaced scripts allow the space between; Chinese and Japanese write a flavour with nothing
 * between or with one linking particle (の, 的, 味), so any other character there is a word ("果汁加葡萄": grapes
 * added to the juice).
 */
function namesADrinkBeside(foods: readonly RawEvidence[], fruit: RawEvidence, norm: string): boolean {
  const end = fruit.end;
  const unspaced = [...fruit.matched].some((ch) => isHanOrKana(ch));
  const beside = (from: number, to: number) =>
    to - from <= (unspaced ? 0 : 1) || (unspaced && to - from === 1 && FLAVOUR_LINKERS.has(norm[from]!));
  return foods.some((d) => {
    if (d.food!.kind !== 'drink') return false;
    return (d.end <= fruit.start && beside(d.end, fruit.start)) || (end <= d.start && beside(end, d.start));
  });
}
/** The particles that link a flavour to its drink in Chinese and Japanese ("りんごのジュース", "苹果味的饮料"). */
const FLAVOUR_LINKERS: ReadonlySet<string> = new Set(['の', '的', '味']);

/**
 * Rule SOLID_BITS_IN_LIQUID: the text says solid bits stand in the liquid, in words ("blended but not
 * strained, stringy bits still in it") or by naming a stringy, boned or skinned food served in it
 * ("shredded chicken in its broth"): IDDSI Levels 0-4 have no bits, so it is judged as a food.
 */
const SOLID_BITS: ReadonlySet<string> = new Set(['fibrous', 'bones', 'skins_husks']);
/** A food's own bits that no blending or sieving of the liquid is said to take out (skins are often sieved: text only). */
const FOOD_SOLID_BITS: ReadonlySet<string> = new Set(['fibrous', 'bones']);
const solidBitsNamed = (hazards: EngineHazard[]) =>
  hazards.some((hz) => (hz.source === 'text' && SOLID_BITS.has(hz.code)) || (hz.source === 'food' && FOOD_SOLID_BITS.has(hz.code)));

/**
 * Rule SOLID_IN_CARRIER: a solid soaked or served in a liquid and then blended or sieved smooth is
 * one texture, no longer a solid in a thin liquid ("bread soaked in milk, blended smooth"), unless
 * the text says pieces are left.
 */
function mergedIntoOne(evidence: RawEvidence[], crushed: ReadonlySet<RawEvidence>): boolean {
  // texture words only: a diet name beside the food may be the eater's (rule ROLE_PRESCRIPTION); not the words
  // that say how a dry food was crushed before it went into the liquid (rule DRY_FOOD_CRUMBLED_IN_LIQUID)
  const live = (e: RawEvidence) => !e.negated && e.tier === 2 && !crushed.has(e);
  return evidence.some((e) => live(e) && SMOOTHING.has(e.id)) && !evidence.some((e) => live(e) && PIECES_WORDS.has(e.id));
}

/**
 * Rule PIECES_SAID_AFTER_SMOOTHING: a blending or sieving word followed in the text by words of lumps or pieces
 * ("打得很细，稀稀的，还有些颗粒": blended fine, runny, still some particles) did not make the item smooth: the
 * pieces it left stand in the thin liquid (no smoothing word after them takes them out again).
 */
function piecesSaidAfterSmoothing(h: HazardInput): boolean {
  // a test result decides ("drips in dollops through the fork" is the fork drip test, not lumps)
  if (h.tiers[1]!.some((e) => !e.negated)) return false;
  const smoothed = h.evidence.filter((e) => livePreparation(e) && SMOOTHING.has(e.id)).map((e) => e.start);
  if (smoothed.length === 0) return false;
  const last = Math.max(...smoothed);
  return h.evidence.some((e) => livePreparation(e) && PIECES_WORDS.has(e.id) && e.start > last && !h.dripAt.some((at) => at < e.start));
}
// module-level: it captures nothing, and a named local closure is made again on every text
const livePreparation = (e: RawEvidence) => !e.negated && e.tier === 2;

/** Words that say grains or pieces stand in a base ("có hạt gạo", "grains still whole"). */
const GRAINS_OR_PIECES: ReadonlySet<string> = new Set([...PIECES_WORDS, 'whole']);

/**
 * Rule THIN_BASE_WITH_PIECES: a congee or porridge the text calls thin or watery, with grains or pieces
 * in it ("cháo loãng có hạt gạo", "watery jook, the rice grains still whole"), is a thin liquid carrying
 * solid pieces: a mixed consistency (IDDSI high-risk foods), not the cohesive base. A congee called
 * thin or watery with no blending or sieving word carries its grains without naming them.
 */
function thinBaseWithPieces(h: HazardInput, hazards: EngineHazard[]): void {
  const base = h.foods.find((e) => e.food!.kind === 'food' && (e.food!.role === 'b' || PIECES_IN_SAUCE_ROWS.has(e.food!.id)));
  if (!base) return;
  const live = (e: RawEvidence) => e.tier === 2 && !e.negated;
  // rule LIQUID_LABEL_WITH_PIECES: a label set aside that called it a liquid says so as a thin word does
  if (!h.liquidLabel && !h.evidence.some((e) => live(e) && e.id === 'thin')) return;
  const piece = h.evidence.find((e) => live(e) && GRAINS_OR_PIECES.has(e.id));
  if (piece) addHazard(hazards, h.removed, 'mixed_consistency', `${base.matched} + ${piece.matched}`, 'rule');
  // a congee keeps its whole grains and a stew its pieces unless blended or sieved ("cháo loãng", "a watery stew")
  else if (h.kind === 'food' && CARRIES_PIECES_UNNAMED.has(base.food!.id) && !h.evidence.some((e) => live(e) && SMOOTHING.has(e.id)))
    addHazard(hazards, h.removed, 'mixed_consistency', base.matched, 'rule');
}
/** Dishes of pieces cooked in a sauce: called thin or watery, the sauce is a thin liquid around the pieces. */
const PIECES_IN_SAUCE_ROWS: ReadonlySet<string> = new Set(['stew_meat']);
export const CARRIES_PIECES_UNNAMED: ReadonlySet<string> = new Set(['congee', ...PIECES_IN_SAUCE_ROWS]);

/**
 * Rule SEPARATION_SEEN_AFTER: a thin liquid the text says separates AFTER the food was blended or sieved
 * ("blended, but thin liquid separates around the spoon") is what the preparation left: a mixed
 * consistency that stands (IDDSI Levels 3-6: no separating thin liquid).
 */
function separationSeenAfter(h: HazardInput): boolean {
  const smoothed = h.evidence.filter((e) => !e.negated && e.tier === 2 && SMOOTHING.has(e.id)).map((e) => e.start);
  if (smoothed.length === 0) return false;
  const first = Math.min(...smoothed);
  return h.textHazards.some((hz) => hz.code === 'mixed_consistency' && hz.start !== undefined && hz.start > first);
}

/** Words that say lumps or pieces are in the item ("still has lumps", "con grumos", "ダマがある"). */
const LUMP_WORDS: ReadonlySet<string> = new Set(['lumps', 'chunks']);

/**
 * Rule LUMPS_IN_LIQUID: Levels 0-4 have no bits ("smooth texture with no 'bits'"): a drink, or a
 * soup blended or thickened, that the text says still has lumps, bits or chunks is a liquid
 * carrying lumps, a mixed consistency, whatever was done to it. True when it is.
 */
function lumpsInLiquid(h: HazardInput, hazards: EngineHazard[]): boolean {
  // a test result decides ("drips in clumps through the fork" is the fork drip test, not lumps)
  if (h.tiers[1]!.some((e) => !e.negated) || h.removed.has('mixed_consistency')) return false;
  const lump = h.evidence.find((e) => e.tier === 2 && !e.negated && LUMP_WORDS.has(e.id));
  if (!lump || h.dripAt.some((at) => at < lump.start)) return false;
  // lumps blended or sieved out afterwards are gone ("had lumps, reblended and sieved")
  if (h.evidence.some((e) => !e.negated && e.start > lump.start && SMOOTHING.has(e.id))) return false;
  // the pulp of a plain juice is its own thin drink: only a prepared or non-clear liquid carries lumps
  const unclear = h.foods.some((e) => e.food!.role === 'b' && e.food!.kind === 'drink' && !e.food!.clear);
  const prepared = h.evidence.some((e) => e.tier === 2 && !e.negated && MODIFIES_LIQUID.has(e.id));
  if (!prepared && !unclear) return false;
  addHazard(hazards, h.removed, 'mixed_consistency', lump.matched, 'rule');
  return true;
}

/** The hazards a failed fork pressure test shows: the food is too firm (hard) or too tough to squash. */
const FIRM_HAZARDS: readonly string[] = ['hard', 'tough_fibrous'];

/**
 * Rule FAILED_TEST_HARD: a reported failed fork pressure test ("will not squash", "вилкой не раздавить",
 * "夾唔爛") shows a food too firm for Levels 5-6: when no hazard of the food already says why, the
 * hardness hazard is listed with the test's words (FAILED_TEST_FLOOR sets the level).
 */
function failedPressureHazard(h: HazardInput, hazards: EngineHazard[]): void {
  if (FIRM_HAZARDS.some((c) => hasHazard(hazards, c))) return;
  const failed = h.tiers[1]!.find(isFailedFoodTest);
  if (failed) addHazard(hazards, new Set(), 'hard', failed.matched, 'rule');
}

/** Pieces in a thin liquid: judged as the food it is, not as the drink. The kind that follows. */
function piecesMakeFood(h: HazardInput, hazards: EngineHazard[], thickenedWhole: boolean): ItemKind {
  if (h.kind !== 'drink') return h.kind;
  if (hasHazard(hazards, 'mixed_consistency') && (h.deciding >= 2 || statesOnlyThin(h.tiers[0]!))) return 'food';
  if (thickenedWhole && (h.deciding === 2 || h.deciding === 0) && piecesInThickenedLiquid(h, hazards)) return 'food';
  return solidBitsNamed(hazards) || lumpsInLiquid(h, hazards) ? 'food' : 'drink';
}

/**
 * Rule DRINK_WITH_BITS: a plain thin drink served with its bits or pulp ("orange juice with bits", "jus
 * avec pulpe") and neither thickened nor blended is still that drink at its thin level: the bits are a
 * mixed-consistency hazard beside it, not a food level. True (and the hazard added) when it is.
 */
function drinkWithBits(h: HazardInput, hazards: EngineHazard[]): boolean {
  if (h.kind !== 'drink' || h.foods.length === 0 || h.removed.has('mixed_consistency')) return false;
  const plainThin = (e: RawEvidence) => e.food!.kind === 'drink' && !e.food!.soup && topLevel(e.food!.weights, 'drink') === 0;
  if (!h.foods.every(plainThin) || h.evidence.some((e) => !e.negated && MODIFIES_LIQUID.has(e.id))) return false;
  // the drink's own bits or pulp (said, or in its name: "果粒橙"); pieces or chunks of a solid food stay
  // pieces in a liquid (SOLID_IN_CARRIER)
  const lump =
    h.evidence.find((e) => e.tier === 2 && !e.negated && e.id === 'lumps') ??
    h.foods.find((e) => e.food!.hazards.includes('mixed_consistency'));
  if (!lump || h.evidence.some((e) => !e.negated && e.id === 'chunks')) return false;
  addHazard(hazards, h.removed, 'mixed_consistency', lump.matched, 'rule');
  return true;
}

/** Rule THIN_WITH_PIECES_SEEN: words that say the item itself is thin or flows off the spoon. */
const THIN_SEEN: ReadonlySet<string> = new Set(['thin', 'thinned', 'spoon_pours', 'pours_fast_spoon']);

/**
 * Rule THIN_WITH_PIECES_SEEN: the text says the item is thin or runs off the spoon AND that lumps or pieces are
 * in it ("runny, chicken lumps visible"): a thin liquid carrying pieces, a mixed consistency whatever a label,
 * a level or an earlier purée word claims. Both parts are needed; lumps blended out afterwards, lumps in how it
 * drips, and a liquid the text drained or strained off are not. True when the hazard was added.
 */
function thinWithPiecesSeen(h: HazardInput, hazards: EngineHazard[], drainedOff: boolean): boolean {
  if (drainedOff || hasHazard(hazards, 'mixed_consistency')) return false;
  const live = (e: RawEvidence) => !e.negated && (e.tier === 1 || e.tier === 2);
  const thin = h.evidence.find((e) => live(e) && THIN_SEEN.has(e.id));
  const piece = thin && h.evidence.find((e) => live(e) && LUMP_WORDS.has(e.id) && !describesATest(h, e));
  if (!thin || !piece) return false;
  if (h.evidence.some((e) => !e.negated && e.start > piece.start && SMOOTHING.has(e.id))) return false;
  hazards.push({ code: 'mixed_consistency', matched: `${thin.matched} + ${piece.matched}`, source: 'rule' });
  return true;
}

/**
 * Under rule THIN_WITH_PIECES_SEEN: a lumps word that tells how a test went is no lump seen in the item: how it
 * drips ("drips in clumps", inside or after a drip test's words) or the particles a measure sizes ("颗粒≤4mm").
 */
function describesATest(h: HazardInput, piece: RawEvidence): boolean {
  if (h.dripAt.some((at) => at < piece.start)) return true;
  const inTest = (e: RawEvidence) => e.type === 'test' && e.start <= piece.start && piece.end <= e.end;
  const sized = (e: RawEvidence) => e.type === 'particle' && sameClause(h.norm, e.start, piece.start);
  return h.tiers[1]!.some((e) => inTest(e) || sized(e));
}

/** Rule LIQUID_LABEL_WITH_PIECES: a liquid label the roles stage set aside claims no blending of the item. */
const labelSetAside = (h: HazardInput, e: RawEvidence) => h.liquidLabel && e.tier === 0 && !h.tiers[0]!.includes(e);

export function collectHazards(h: HazardInput): HazardOutcome {
  // rule THIN_WITH_PIECES_SEEN: the liquid the text itself drained or strained off (not one a purée word merged)
  const drainedOff = h.removed.has('mixed_consistency');
  const crushed = crushedDryWords(h.evidence, h.textHazards);
  if (mergedIntoOne(h.evidence, crushed) && !separationSeenAfter(h)) h.removed.add('mixed_consistency');
  const hazards: EngineHazard[] = [];
  const dealtWith = new Set<string>();
  let kind = h.kind;
  textHazardsStanding(h, hazards, dealtWith);
  const modifiesLiquid = h.evidence.some((e) => isTextureTier(e) && !e.negated && MODIFIES_LIQUID.has(e.id) && !labelSetAside(h, e));
  // rule PIECES_SAID_AFTER_SMOOTHING: pieces said after the blending are what it left, a carrier with pieces
  const carrierRead = !modifiesLiquid || piecesSaidAfterSmoothing(h);
  servedFormHazards(h, hazards, !carrierRead);
  const breaksUp = h.evidence.some((e) => isTextureTier(e) && BREAKS_UP_SOLIDS.has(e.id) && !e.negated);
  statedLevelBesidePieces(h, hazards, breaksUp);
  if (carrierRead && h.tiers[0]!.length === 0 && h.tiers[1]!.length === 0) mixedConsistency(h, hazards);
  if (carrierRead && h.tiers[1]!.length === 0) thinBaseWithPieces(h, hazards);
  dryFoodInLiquid(h.evidence, h.foods, h.removed, hazards, crushed);
  const bits = drinkWithBits(h, hazards);
  // rule THIN_SAUCE_ON_FOOD: a thin sauce on a food whatever level or label is written beside it
  if (!bits && h.tiers[1]!.length === 0) thinSauceOnFood(h, hazards, drainedOff);
  if (!bits) kind = piecesMakeFood(h, hazards, modifiesLiquid && !breaksUp);
  if (!bits && thinWithPiecesSeen(h, hazards, drainedOff)) kind = 'food';
  if (kind === 'food') failedPressureHazard(h, hazards);
  for (const code of h.removed) dealtWith.add(code);
  // stage hazards: the named foods keep every hazard no preparation of the text removed
  const textureConflict =
    h.deciding >= 0 && h.deciding <= 2 && kind === 'food' && h.level < 7 && addStandingFoodHazards(h, hazards, dealtWith);
  return { hazards, dealtWith, kind, textureConflict };
}
