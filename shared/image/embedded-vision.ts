/**
 * The embedded vision engine: local features mapped to a level estimate by
 * a few transparent rules. It is deliberately modest — a still photo shows
 * smoothness, particles and pieces, but not how a food flows off a spoon or
 * how a drink runs through a syringe — so its confidence never exceeds 0.5
 * (0.35 for drinks), and among the levels it cannot tell apart it reports
 * the riskier one.
 */
import type { IddsiLevel, ItemKind } from '../iddsi/levels';
import { clamp01, computeFeatures, type ImageFeatures } from './features';
import { KIND_LEVELS, saferEnd } from './safety';
import type { VisionEstimate, VisionInput, VisionModel } from './vision-model';

export const EMBEDDED_MAX_CONFIDENCE = { food: 0.5, drink: 0.35 } as const;

/** A level stays plausible while its score is at least this share of the best one. */
const PLAUSIBLE_SHARE = 0.6;
/** Container cues needed before the photo is read as a drink. */
const DRINK_THRESHOLD = 0.5;

const pct = (x: number) => `${Math.round(x * 100)}%`;

export interface LevelScores {
  scores: Record<IddsiLevel, number>;
  drinkLikelihood: number;
  cues: { smooth: number; gloss: number; granular: number; chunky: number; smallPieces: number };
}

/** Scores per level from the features (not probabilities: only their ratios matter). */
export function scoreLevels(f: ImageFeatures): LevelScores {
  const drink = f.container.score;
  // Inside a glass, a smooth surface is a liquid, not a purée: food cues fade as container cues grow.
  const foodWeight = 1 - drink;
  const smooth = clamp01((f.smoothness - 0.6) / 0.35) * (1 - f.chunkiness) * (1 - f.granularity);
  const gloss = clamp01(f.highlights / 0.002) * smooth;
  const granular = f.granularity * (1 - 0.5 * f.chunkiness);
  const chunky = f.chunkiness;
  // Piece size from how often an edge is crossed at full scale, as a share of the frame.
  const pieceShare = f.edgeDensity[0] > 0 ? Math.min(1, 7 / (f.edgeDensity[0] * 256)) : 1;
  const smallPieces = clamp01((0.12 - pieceShare) / 0.06);

  const scores: Record<IddsiLevel, number> = {
    // A photo cannot show how thick a drink is: the thin levels score alike.
    0: drink,
    1: 0.85 * drink,
    2: 0.7 * drink,
    3: foodWeight * 0.5 * smooth + 0.3 * drink,
    4: foodWeight * smooth * (0.8 + 0.3 * gloss) + 0.1 * drink,
    5: foodWeight * granular,
    6: foodWeight * (chunky * smallPieces + 0.3 * granular),
    // Regular is the riskier default when nothing else stands out.
    7: foodWeight * (chunky * (0.3 + 0.7 * (1 - smallPieces)) + 0.1),
  };
  return { scores, drinkLikelihood: drink, cues: { smooth, gloss, granular, chunky, smallPieces } };
}

function describe(f: ImageFeatures, s: LevelScores, kind: ItemKind): string[] {
  const out: string[] = [];
  const { smooth, gloss, granular, chunky, smallPieces } = s.cues;
  if (s.drinkLikelihood >= 0.3) {
    out.push(
      `transparent-container cues (${pct(s.drinkLikelihood)}): ${f.container.walls > 0.3 ? 'vertical walls' : 'no clear walls'}, ` +
        `${f.container.liquidLine > 0.3 ? 'a liquid line' : 'no visible liquid line'}` +
        `${f.background.brightness > 0.6 && f.background.uniformity > 0.6 ? ', a plain background' : ''}`,
    );
  }
  if (kind === 'drink') {
    out.push('a still photo cannot show how fast a drink flows, so the thickness of this drink is not known');
    return out;
  }
  if (smooth > 0.3) {
    out.push(
      `smooth, uniform surface (${pct(f.smoothness)} of the centre shows no texture)${gloss > 0.3 ? ' with glossy highlights' : ''}`,
    );
  }
  if (granular > 0.3) out.push('fine granular texture that disappears at coarse scale (small particles)');
  if (chunky > 0.3) {
    out.push(`separate pieces with distinct edges, ${smallPieces > 0.5 ? 'small' : 'large'} relative to the frame`);
  }
  if (out.length === 0) out.push('no clear texture cue in the photo');
  return out;
}

/** Below this spread of brightness the photo shows nothing (lens covered, blank frame, extreme blur). */
const BLANK_LUMA_STD = 0.02;

export function estimateFromFeatures(f: ImageFeatures): Omit<VisionEstimate, 'engine'> {
  if (f.lumaStd < BLANK_LUMA_STD) {
    return {
      level: 7,
      kind: 'food',
      confidence: 0.05,
      plausible: [...KIND_LEVELS.food],
      observations: ['the photo shows almost no detail (a blank frame, a covered lens or extreme blur); nothing can be read from it'],
    };
  }
  const scored = scoreLevels(f);
  const { scores, drinkLikelihood } = scored;
  const bestFood = Math.max(...KIND_LEVELS.food.map((l) => scores[l]));
  const kind: ItemKind = drinkLikelihood >= DRINK_THRESHOLD && scores[0] >= bestFood ? 'drink' : 'food';

  const levels = KIND_LEVELS[kind];
  const best = Math.max(...levels.map((l) => scores[l]));
  const plausible = levels.filter((l) => scores[l] > 0 && scores[l] >= PLAUSIBLE_SHARE * best);
  const mostLikely = levels.reduce((a, b) => (scores[b] > scores[a] ? b : a));
  const level = saferEnd(plausible.length > 0 ? plausible : [mostLikely], kind);

  // Share of the kind's score on the reported level, times how sure the kind is and how strong the cue.
  const total = levels.reduce<number>((sum, l) => sum + scores[l] + 0.02, 0);
  const share = (scores[level] + 0.02) / total;
  const kindCertainty = kind === 'drink' ? drinkLikelihood : 1 - 0.5 * drinkLikelihood;
  const strength = clamp01(best / 0.8);
  const confidence = Math.min(EMBEDDED_MAX_CONFIDENCE[kind], share * kindCertainty * strength);

  return {
    level,
    kind,
    confidence: Math.round(confidence * 100) / 100,
    plausible: plausible.length > 0 ? plausible : [level],
    observations: describe(f, scored, kind),
    ...(level !== mostLikely ? { shiftedFrom: mostLikely } : {}),
  };
}

export const embeddedVision: VisionModel = {
  engine: 'embedded',
  async estimate({ image }: VisionInput): Promise<VisionEstimate> {
    return { ...estimateFromFeatures(computeFeatures(image.thumb)), engine: 'embedded' };
  },
};
