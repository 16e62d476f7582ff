/**
 * What the carer saw against a stated thickness: drinks never resolve a conflict
 * upward, so an observation thinner than every stated level outranks the level (rule SEEN_THINNER_THAN_STATED),
 * and a thickener said not to have worked thickened nothing (rule THICKENER_FAILED).
 */
import type { IddsiLevel, ItemKind } from '../levels';
import { LIKE_WATER_WORDS, WATERY_WORDS } from '../lexicon/watery-words';
import type { RawEvidence } from './evidence';
import { normalizePattern, normalizedWordSet } from './normalize';

/** Texture words that report how the item flows as seen: like water, runny, pours ("thinned" has its own rule). */
const SEEN_FLOW = new Set(['thin', 'pourable']);

/** Rule SEEN_WATERY_BESIDE_LEVEL: the narrow watery words, whole (`*`: as a stem). */
const WATERY = normalizedWordSet(WATERY_WORDS);
const WATERY_STEMS = [...WATERY].filter((w) => w.endsWith('*')).map((w) => w.slice(0, -1));
const watery = (e: RawEvidence) => {
  const w = normalizePattern(e.matched);
  return e.id === 'thin' && (WATERY.has(w) || WATERY_STEMS.some((s) => w.startsWith(s)));
};

const levelsOf = (e: RawEvidence): IddsiLevel[] => [...e.weights.keys()] as IddsiLevel[];

/**
 * Rule SEEN_THINNER_THAN_STATED: a stated level 1-4 ("mildly thick", "level 4 pudding") and an un-negated
 * observation told against it after a contrast word, every level of which lies below it ("but it's like water",
 * "but it pours"), with no reported test
 * that agrees with the stated level: the item is thinner than its label says. Rule SEEN_WATERY_BESIDE_LEVEL: a
 * narrow watery word needs no contrast word, before or after the level ("runny level 3", "nivel 3 aguado").
 */
export function seenThinnerThanStated(
  tiers: RawEvidence[][],
  statedLevels: IddsiLevel[],
  kind: ItemKind,
  contrasts: readonly number[],
): boolean {
  const low = Math.min(...statedLevels);
  const statedAt = Math.max(...tiers[0]!.map((e) => e.start));
  // what was seen is told against the claim: after it, past a "but" ("líquido espesado" describes, "but runny" reports)
  const turned = (e: RawEvidence) => (kind === 'drink' && watery(e)) || contrasts.some((c) => c > statedAt && c < e.start);
  if (low < 1 || Math.max(...statedLevels) > 4 || (kind === 'food' && low < 4)) return false;
  if (tiers[1]!.some((e) => !e.negated && levelsOf(e).some((l) => statedLevels.includes(l)))) return false;
  return tiers[2]!.some((e) => SEEN_FLOW.has(e.id) && !e.negated && e.claim !== 'label' && turned(e) && levelsOf(e).every((l) => l < low));
}

/**
 * Rule THICKENER_FAILED: "thickened tea but the thickener didn't work": a drink whose thickening the text
 * says failed is not thickened, the thickener word leaves the texture tier. Mutates `tiers`.
 */
export function dropFailedThickener(tiers: RawEvidence[][], kind: ItemKind): void {
  if (kind !== 'drink' || !tiers[2]!.some((e) => e.id === 'thinned' && !e.negated)) return;
  tiers[2] = tiers[2]!.filter((e) => e.id !== 'thickened' || e.negated);
}

const LIKE_WATER = normalizedWordSet(LIKE_WATER_WORDS);
/** Texture words that leave a thickener said to give "like water" undecided: only these may stand beside it. */
const BESIDE_LIKE_WATER: ReadonlySet<string> = new Set(['thickened', 'thin', 'pourable']);

/**
 * Rule THICKENED_STILL_LIKE_WATER: a drink with a thickener word and, after it, an un-negated comparison to
 * water ("added thickener but still like water", "puse espesante pero sigue como agua", "とろみ剤を入れたけど水みたい"),
 * no level stated, no test and no other texture word: Level 1 is thicker than water, so what was seen is Level 0;
 * the thickener word leaves the texture tier and the answer asks for the test (as SEEN_THINNER_THAN_STATED).
 * Mutates `tiers`.
 */
export function thickenedStillLikeWater(tiers: RawEvidence[][], kind: ItemKind): boolean {
  if (kind !== 'drink' || tiers[0]!.length > 0 || tiers[1]!.some((e) => !e.negated)) return false;
  const live = tiers[2]!.filter((e) => !e.negated);
  const thickener = live.filter((e) => e.id === 'thickened');
  if (thickener.length === 0 || live.some((e) => !BESIDE_LIKE_WATER.has(e.id))) return false;
  const after = (e: RawEvidence) => thickener.every((t) => t.start < e.start);
  if (!live.some((e) => e.id === 'thin' && after(e) && LIKE_WATER.has(normalizePattern(e.matched)))) return false;
  tiers[2] = tiers[2]!.filter((e) => e.id !== 'thickened' || e.negated);
  return true;
}

/** The levels a set of evidence points at: within KEEP of its best summed weight. */
function keptLevels(ev: RawEvidence[]): IddsiLevel[] {
  const sum = new Map<IddsiLevel, number>();
  for (const e of ev) for (const [l, w] of e.weights) sum.set(l, (sum.get(l) ?? 0) + w);
  const max = Math.max(0, ...sum.values());
  return [...sum].filter(([, w]) => max > 0 && w >= KEEP * max).map(([l]) => l);
}
const KEEP = 0.75;

/**
 * Rule LABEL_SERVED_HARDER: a level claimed only by a label or a menu ("menu says minced & moist",
 * "餐牌寫 細碎及濕軟") and, past a contrast or a sentence end after the claim, named foods that as usually
 * served all lie above every claimed level ("but today a whole pork chop", "今日廚房送咗炒菜心"), with no
 * test reported: the menu names what was ordered, the food is what came, and foods lean higher.
 */
export function labelServedHarder(tiers: RawEvidence[][], kind: ItemKind, turns: readonly number[]): boolean {
  if (kind !== 'food' || tiers[1]!.some((e) => !e.negated) || tiers[0]!.some((e) => e.claim !== 'label')) return false;
  const claimed = [...tiers[0]!, ...tiers[2]!].filter((e) => e.claim === 'label' && !e.negated);
  if (claimed.length === 0) return false;
  const top = Math.max(...keptLevels(claimed));
  const claimedAt = Math.max(...claimed.map((e) => e.start));
  const came = (tiers[3] ?? []).filter((e) => !e.negated && e.kind === 'food' && turns.some((t) => t > claimedAt && t < e.start));
  return came.length > 0 && came.every((e) => keptLevels([e]).every((l) => l > top));
}
