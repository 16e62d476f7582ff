/**
 * Rule FLOW_RESIDUE_DECIDES: the flow test defines Levels 0-3 by the volume left in the syringe; a
 * residue read from the text outranks the words that only describe a pour or a drip at a level it
 * leaves out ("flows slowly" beside "3 ml left").
 */
import type { Extraction } from './extract';
import type { RawEvidence } from './evidence';
import { FLOW_FINDING_IDS } from './rules';
import { topLevel } from './weights';

/** The highest level the flow test itself defines. */
const FLOW_TEST_TOP = 3;

const measuredResidue = (e: RawEvidence) => e.id === 'flow' && !e.negated && e.claim !== 'label' && e.value !== undefined;

/** A reported result of the fluid tests that names only Levels 0-3 and points outside the residue's levels. */
function outranked(e: RawEvidence, residues: RawEvidence[]): boolean {
  if (e.tier !== 1 || FLOW_FINDING_IDS.has(e.id) || e.claim === 'label') return false;
  for (const l of e.weights.keys()) if (l > FLOW_TEST_TOP) return false;
  const top = topLevel(e.weights, 'drink');
  return top !== null && residues.every((r) => !r.weights.has(top));
}

/** Drops the pour and drip words a measured residue outranks; true when it dropped any. */
export function flowResidueDecides(x: Extraction): boolean {
  const residues = x.evidence.filter(measuredResidue);
  if (residues.length === 0) return false;
  const kept = x.evidence.filter((e) => !outranked(e, residues));
  const dropped = kept.length < x.evidence.length;
  x.evidence = kept;
  return dropped;
}
