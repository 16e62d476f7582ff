/**
 * Rule THICKER_THAN_USUAL: "a bit thicker than usual", "濃いめ", "稠一点" compare a drink with its own
 * usual thickness. Beside a thickening word the usual is already thickened (Level 1 at least), so the
 * drink reads past the thinnest thickened level, the thinner first; alone it keeps its row's reading.
 */
import type { Extraction } from './extract';
import type { RawEvidence } from './evidence';
import { parseWeights } from './lexicon-index';
import { THICKER_THAN_USUAL } from './rules';

const BESIDE_THICKENED = parseWeights(THICKER_THAN_USUAL.besideThickened);
const live = (e: RawEvidence) => !e.negated;

/** Reads the comparative beside a thickening word; true when a comparative word stands (its cap applies). */
export function thickerThanUsual(x: Extraction): boolean {
  const said = x.evidence.filter((e) => live(e) && e.id === THICKER_THAN_USUAL.row);
  if (said.length === 0) return false;
  if (x.evidence.some((e) => live(e) && e.id === 'thickened')) for (const e of said) e.weights = BESIDE_THICKENED;
  return true;
}
