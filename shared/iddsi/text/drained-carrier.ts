/**
 * Rule DRAINED_OWN_CARRIER: a bare "drained" ("abgetropft", "scolato", "égoutté") takes away the thin liquid
 * of the food it is said of ("silken tofu in broth, drained"), and only that: another food drained ("the rice
 * was drained", "drained the tinned fruit") or a food drained and then served into a broth ("pasta drained,
 * then served in broth") leaves the mixed consistency standing (IDDSI high-risk foods).
 */
import { hasClauseMark } from './clauses';
import type { EngineHazard, RawEvidence } from './evidence';

const isFood = (e: RawEvidence): boolean => e.food !== undefined && e.food.kind === 'food' && !e.negated;
const isCarrier = (e: RawEvidence): boolean =>
  e.food !== undefined && (e.food.kind === 'drink' || e.food.hazards.includes('mixed_consistency')) && !e.negated;

/** Where the thin liquids stand: drinks and soups named, and the text's own carrier words ("in water"). */
function carrierStarts(evidence: readonly RawEvidence[], textHazards: readonly EngineHazard[]): number[] {
  const out: number[] = [];
  for (const e of evidence) if (isCarrier(e)) out.push(e.start);
  for (const hz of textHazards) if (hz.code === 'mixed_consistency' && hz.start !== undefined) out.push(hz.start);
  return out;
}

/**
 * The drained word at [start, end) is said of the food in the last liquid before it: a liquid stands before it,
 * no other food is named between that liquid and the word, nothing is named as its object after it in its
 * clause, and no liquid is named after it (the food served into a broth after draining).
 */
export function drainsOwnCarrier(
  norm: string,
  start: number,
  end: number,
  evidence: readonly RawEvidence[],
  textHazards: readonly EngineHazard[],
): boolean {
  const carriers = carrierStarts(evidence, textHazards);
  if (carriers.some((at) => at >= end)) return false;
  const before = carriers.filter((at) => at < start);
  if (before.length === 0) return false;
  const lastCarrier = Math.max(...before);
  for (const e of evidence) {
    if (!isFood(e)) continue;
    if (e.start > lastCarrier && e.start < start) return false;
    if (e.start >= end && !hasClauseMark(norm.slice(end, e.start))) return false;
  }
  return true;
}
