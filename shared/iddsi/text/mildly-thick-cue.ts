/**
 * Rule THICK_AT_LEAST_MILDLY: a drink like syrup or nectar, bought pre-thickened, or a "thick" product
 * named in quotes is at least Mildly thick; the flow test tells the level.
 */
import type { IddsiLevel, ItemKind } from '../levels';
import type { Extraction } from './extract';
import type { RawEvidence } from './evidence';
import { TEXTURES } from '../lexicon/terms';
import { parseWeights } from './lexicon-index';
import type { NormalizedText } from './normalize';
import { MILDLY_THICK_CUE } from './rules';

const CUE_WEIGHTS = parseWeights(TEXTURES.find((r) => r.id === MILDLY_THICK_CUE.row)!.levels);
const live = (e: RawEvidence) => !e.negated;
const isQuote = (ch: string | undefined) => ch !== undefined && MILDLY_THICK_CUE.quotes.includes(ch);

/** The thickness word stands between quote marks in the source ("the 'thick' juice"): a product's name. */
function quoted(t: NormalizedText, e: RawEvidence): boolean {
  const from = t.src[e.start]!;
  const to = t.srcEnd[e.end - 1]!;
  return isQuote(t.source[from - 1]) && isQuote(t.source[to]);
}

/** Reads a quoted "thick" as the cue; true when a cue stands (its cap applies). */
export function mildlyThickCue(t: NormalizedText, x: Extraction): boolean {
  for (const e of x.evidence)
    if (live(e) && e.id === MILDLY_THICK_CUE.quotedRow && quoted(t, e)) {
      e.id = MILDLY_THICK_CUE.row;
      e.weights = CUE_WEIGHTS;
      e.foodWeights = undefined;
    }
  return x.evidence.some((e) => live(e) && e.id === MILDLY_THICK_CUE.row);
}

/** The level the cue allows without a test: Mildly thick at most, unless the drink named is usually thicker. */
const CUE_CEILING: IddsiLevel = 2;

/** Rule THICK_AT_LEAST_MILDLY: an untested, unstated drink with the cue is answered no thicker than Level 2. */
export function mildCueLevel(tiers: RawEvidence[][], foodTier: RawEvidence[], kind: ItemKind, level: IddsiLevel): IddsiLevel {
  if (kind !== 'drink' || level <= CUE_CEILING || tiers[0]!.length > 0 || tiers[1]!.length > 0) return level;
  if (!tiers[2]!.some((e) => live(e) && e.id === MILDLY_THICK_CUE.row)) return level;
  const usuallyThicker = foodTier.length > 0 && foodTier.every((e) => [...e.weights.keys()].every((l) => l > CUE_CEILING));
  return usuallyThicker ? level : CUE_CEILING;
}
