/**
 * Stage "read", rule ADDED_LIQUID_BLENDED_IN: "garden peas blended with a splash of stock", "bí đỏ
 * xay với một chút nước dùng", "かぼちゃをだし少々でミキサーに": a little liquid added to blend a food
 * smooth is part of its preparation, not the item served. Such a liquid leaves the evidence, so that
 * it neither makes the food a drink (kind vote) nor stands as the base it is judged by.
 */
import { hasClauseMark } from './clauses';
import type { RawEvidence } from './evidence';
import { MADE_UP_FROM_POWDER } from '../lexicon/foods';

/** Preparations that work a liquid into the food. */
const BLENDS_IN: ReadonlySet<string> = new Set(['blended', 'pureed', 'mashed', 'liquidised_word']);
/** Characters a small-amount word may stand from the liquid it names, before it ("a splash of chicken stock")... */
const BEFORE_GAP = 12;
/** ...and after it, across a particle ("だしを少し", "우유를 조금", "kaldu sedikit"). */
const AFTER_GAP = 3;

/** The liquid `e` is named with a small-amount word right before or right after it. */
function namedAsLittle(norm: string, e: RawEvidence, end: number, added: readonly [number, number][]): boolean {
  return added.some(([from, to]) => {
    const gap = to <= e.start ? norm.slice(to, e.start) : from >= end ? norm.slice(end, from) : null;
    if (gap === null || hasClauseMark(gap)) return false;
    return to <= e.start ? gap.length <= BEFORE_GAP : gap.trim().length <= AFTER_GAP;
  });
}

const isLiquid = (e: RawEvidence) => e.type === 'food' && e.kind === 'drink';

/**
 * The small-amount words that name a liquid of the evidence: only these count as read (rule UNREAD_WORDS),
 * so that "少しずつ流れ出る" is not taken for understood because "少し" is a word of this list.
 */
export function liquidAmountWords(
  norm: string,
  evidence: readonly RawEvidence[],
  foodEnds: ReadonlyMap<RawEvidence, number>,
  added: readonly [number, number][],
): [number, number][] {
  const liquids = evidence.filter(isLiquid);
  return added.filter((span) => liquids.some((e) => namedAsLittle(norm, e, foodEnds.get(e) ?? e.start + e.matched.length, [span])));
}

/** The evidence without the liquids a small-amount word names beside a solid food blended, puréed or mashed. */
export function withoutBlendedInLiquid(
  norm: string,
  evidence: RawEvidence[],
  foodEnds: ReadonlyMap<RawEvidence, number>,
  added: readonly [number, number][],
): RawEvidence[] {
  if (added.length === 0 || !evidence.some((e) => e.type === 'food' && e.kind === 'food')) return evidence;
  if (!evidence.some((e) => e.tier === 2 && !e.negated && BLENDS_IN.has(e.id))) return evidence;
  const liquid = (e: RawEvidence) => isLiquid(e) && namedAsLittle(norm, e, foodEnds.get(e) ?? e.start + e.matched.length, added);
  return evidence.some(liquid) ? evidence.filter((e) => !liquid(e)) : evidence;
}

/** How far the liquid may stand from the powder it makes up ("米糊用奶冲开", "baby rice mixed with warm milk"). */
const MAKE_UP_GAP = 14;

/** The liquid `e` stands in the clause of the powder `p`, close to it and not listed as an item beside it. */
function makesUp(norm: string, p: RawEvidence, e: RawEvidence, foodEnds: ReadonlyMap<RawEvidence, number>): boolean {
  const pEnd = foodEnds.get(p) ?? p.start + p.matched.length;
  const eEnd = foodEnds.get(e) ?? e.start + e.matched.length;
  const gap = p.start < e.start ? norm.slice(pEnd, e.start) : norm.slice(eEnd, p.start);
  return gap.length <= MAKE_UP_GAP && !hasClauseMark(gap);
}

/**
 * Rule MADE_UP_LIQUID_INGREDIENT: the milk, water or formula a cereal or starch powder is made up with
 * ("米糊用奶冲开", "baby rice mixed with milk", "離乳食をミルクで溶いて") is what it is made of, not the item:
 * it leaves the evidence, so the made-up cereal is judged by its own tests (a liquid listed as an item of its
 * own beside it, "baby rice and a cup of milk", stays).
 */
export function withoutMakeUpLiquid(norm: string, evidence: RawEvidence[], foodEnds: ReadonlyMap<RawEvidence, number>): RawEvidence[] {
  const powders = evidence.filter((e) => e.type === 'food' && !e.negated && MADE_UP_FROM_POWDER.has(e.food!.id));
  if (powders.length === 0) return evidence;
  const madeUpWith = (e: RawEvidence) =>
    isLiquid(e) && !e.listed && !e.food!.soup && e.food!.weights.has(0) && powders.some((p) => makesUp(norm, p, e, foodEnds));
  return evidence.some(madeUpWith) ? evidence.filter((e) => !madeUpWith(e)) : evidence;
}
