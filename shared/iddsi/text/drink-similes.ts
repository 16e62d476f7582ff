/**
 * Rules POUR_SIMILE, CUP_BESIDE_STRAW and STRAW_BLOCKED_BY_BITS: how a drink compares or is taken, when that is all the text
 * says of its thickness.
 */
import type { Extraction } from './extract';
import type { RawEvidence } from './evidence';
import { RULES } from './rules';

/** Rule POUR_SIMILE: the comparison rows (lexicon/terms.ts). */
const SIMILE_ROWS: ReadonlySet<string> = new Set(['simile_honey', 'simile_nectar', 'simile_smoothie', 'just_pourable']);
/** Rule CUP_BESIDE_STRAW: the straw rows that tell Levels 0-3 apart. */
const STRAW_ROWS: ReadonlySet<string> = new Set(['straw_effort', 'straw_hard']);

/** Rule CUP_BESIDE_STRAW: "drunk from a cup" is left out of the vote when a straw effort is reported. */
export function cupBesideStraw(x: Extraction): void {
  if (!x.evidence.some((e) => STRAW_ROWS.has(e.id) && !e.negated)) return;
  x.evidence = x.evidence.filter((e) => e.id !== 'from_cup' || e.negated);
}

/** Rule STRAW_BLOCKED_BY_BITS: words for pieces in the drink (lexicon rows, the hazard code). */
const PIECE_ROWS: ReadonlySet<string> = new Set(['lumps', 'particle', 'mixed_consistency']);

/** Rule STRAW_BLOCKED_BY_BITS: pulp, seeds or pearls that block a straw say nothing of the liquid's thickness. */
export function strawBlockedByBits(x: Extraction): void {
  const pieces = (id: string): boolean => PIECE_ROWS.has(id);
  if (!x.textHazards.some((h) => pieces(h.code)) && !x.evidence.some((e) => pieces(e.id) && !e.negated)) return;
  x.evidence = x.evidence.filter((e) => !STRAW_ROWS.has(e.id) || e.negated);
}

/** Rule POUR_SIMILE: the confidence cap when a comparison decided and no test was reported. */
export function simileCap(tiers: RawEvidence[][], confidence: number): number {
  if (tiers[1]!.length > 0 || !tiers[2]!.some((e) => SIMILE_ROWS.has(e.id) && !e.negated)) return confidence;
  return Math.min(confidence, RULES.POUR_SIMILE.confidence.cap);
}
