/**
 * Stage "calibration": how sure the engine is, from the kind of evidence that
 * decided the answer and from what agreed or disagreed with it. The figures
 * are typed data (CONFIDENCE_BASE, CONFIDENCE_EFFECTS); the clinical rules'
 * own caps and factors are read from rules.ts.
 */
import type { IddsiLevel, ItemKind } from '../levels';
import { LEVELS, pointsApart, scoreTier, topScored, type Narrowing, type StatedOverride } from './candidates';
import type { RawEvidence, Strength } from './evidence';
import { GENERIC_DRINK_CONF } from './kind';
import { RULES } from './rules';

/** The kind of evidence that decided the level. */
export type DecidingEvidence = 'stated' | 'flow' | 'particle' | 'test_words' | 'preparation' | 'food_default';

/** Confidence of each deciding evidence kind before what agreed or disagreed with it. */
export const CONFIDENCE_BASE: Readonly<Record<DecidingEvidence, number>> = {
  stated: 0.93,
  flow: 0.92,
  particle: 0.88,
  test_words: 0.82,
  preparation: 0.72,
  food_default: 0.92,
};

/** How the rest of the evidence moves the confidence. */
export const CONFIDENCE_EFFECTS = {
  /** Nothing decided: something was read, or nothing at all. */
  undecided: 0.2,
  nothingRead: 0.1,
  /** Weight of the deciding words when none of them supports the chosen level. */
  noSupportingWord: 0.6,
  /** Pieces of the deciding tier pointed at different levels. */
  pointsApart: 0.85,
  /** The safety bias chose between levels the evidence could not separate. */
  safetyTieBreak: 0.75,
  /** A weaker tier agreed: this share of the remaining doubt goes (the food as usually served: less). */
  agreeingTier: 0.3,
  agreeingFood: 0.2,
  /** A weaker tier had evidence for none of the levels left. */
  disagreeingTier: 0.85,
  /** A standing hazard raised a food whose texture words claimed a modified level. */
  hazardAgainstTexture: 0.65,
  /** "Minced" with no moisture said: read as bite-sized. */
  looseMince: 0.8,
  floor: 0.05,
  ceiling: 0.98,
} as const;

export interface CalibrationInput {
  anything: boolean;
  tiers: RawEvidence[][];
  narrowing: Narrowing;
  safetyTieBreak: boolean;
  override: StatedOverride;
  kind: ItemKind;
  levelBeforeHazards: IddsiLevel;
  raised: boolean;
  textureConflict: boolean;
  looseMince: boolean;
  genericDrink: boolean;
}

const STRENGTH_OF_TIER = ['explicit', 'test', 'texture', 'food'] as const;

/** The kind of evidence that decided: its tier, and for tests whether a volume or a size was measured. */
export function decidingEvidence(tier: number, supporting: RawEvidence[]): DecidingEvidence {
  if (tier === 0) return 'stated';
  if (tier === 2) return 'preparation';
  if (tier === 3) return 'food_default';
  if (supporting.some((e) => e.id === 'flow')) return 'flow';
  return supporting.some((e) => e.id === 'particle') ? 'particle' : 'test_words';
}

function clamp(x: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, x));
}

/** What agreed and disagreed with the deciding evidence. */
function corroboration(c: CalibrationInput, confidence: number): number {
  const fx = CONFIDENCE_EFFECTS;
  const { tiers, narrowing } = c;
  if (pointsApart(tiers[narrowing.deciding]!, c.kind)) confidence *= fx.pointsApart;
  if (c.safetyTieBreak) confidence *= fx.safetyTieBreak;
  if (c.override === 'test_fails') confidence *= RULES.TEST_FAILS_STATED.confidence.factor;
  else if (c.override !== 'none') confidence *= RULES.ROLE_LABEL.confidence.factor;
  for (const tier of narrowing.agreeing) {
    const top = topScored(scoreTier(tiers[tier]!, LEVELS), c.kind);
    if (top === c.levelBeforeHazards) confidence += (1 - confidence) * (tier === 3 ? fx.agreeingFood : fx.agreeingTier);
  }
  for (let i = 0; i < narrowing.disagreeing.length; i++) confidence *= fx.disagreeingTier;
  return confidence;
}

export function calibrate(c: CalibrationInput): { confidence: number; strength: Strength } {
  const fx = CONFIDENCE_EFFECTS;
  const deciding = c.narrowing.deciding;
  if (!c.anything || deciding < 0) return { confidence: c.anything ? fx.undecided : fx.nothingRead, strength: 'none' };
  const supporting = c.tiers[deciding]!.filter((e) => e.weights.has(c.levelBeforeHazards));
  let evConf = supporting.length ? -Infinity : fx.noSupportingWord;
  for (const e of supporting) if (e.conf > evConf) evConf = e.conf;
  let confidence = corroboration(c, CONFIDENCE_BASE[decidingEvidence(deciding, supporting)] * evConf);
  if (c.raised) confidence = Math.min(confidence, RULES.HAZARD_SURVIVES.confidence.cap);
  if (c.raised && c.textureConflict) confidence = Math.min(confidence, fx.hazardAgainstTexture);
  if (c.looseMince) confidence *= fx.looseMince;
  if (c.genericDrink && deciding === 3) confidence = Math.min(confidence, GENERIC_DRINK_CONF);
  return { confidence: clamp(confidence, fx.floor, fx.ceiling), strength: STRENGTH_OF_TIER[deciding]! };
}
