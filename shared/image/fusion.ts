/**
 * A photo and a caption together. The text engine reads captions far
 * better than pixels show texture, so strong text evidence (a named level,
 * a test result, a texture word) decides; a bare food name is combined with
 * the photo on the riskier side. The combined confidence never exceeds the
 * text's own.
 */
import type { TextClassification } from '../iddsi/classify';
import type { IddsiLevel, ItemKind } from '../iddsi/levels';
import { saferOf } from './safety';
import type { VisionEstimate } from './vision-model';

export type DecidedBy = 'photo' | 'description' | 'photo+description';

export interface FusedEstimate {
  level: IddsiLevel;
  kind: ItemKind;
  confidence: number;
  decidedBy: DecidedBy;
  /** English notes on how the two were combined (become evidence). */
  notes: string[];
}

const STRONG_TEXT: ReadonlySet<TextClassification['strength']> = new Set(['explicit', 'test', 'texture']);

const round2 = (x: number) => Math.round(x * 100) / 100;

export function textIsUsable(text: TextClassification | undefined): text is TextClassification {
  return text?.recognised === true && text.strength !== 'none';
}

export function fuse(image: VisionEstimate, text: TextClassification | undefined): FusedEstimate {
  if (!textIsUsable(text)) {
    return {
      level: image.level,
      kind: image.kind,
      confidence: image.confidence,
      decidedBy: 'photo',
      notes: text ? ['the description was not recognised as a food or drink; the photo alone decided'] : [],
    };
  }

  if (STRONG_TEXT.has(text.strength)) {
    const agrees = image.kind === text.kind && (image.plausible.includes(text.level) || Math.abs(image.level - text.level) <= 1);
    return {
      level: text.level,
      kind: text.kind,
      confidence: round2(agrees ? text.confidence : text.confidence * 0.85),
      decidedBy: 'description',
      notes: [
        agrees
          ? `the description (${text.strength} evidence) decided Level ${text.level}; the photo is consistent with it`
          : `the description (${text.strength} evidence) decided Level ${text.level}; the photo suggested Level ${image.level} (${image.kind}), so confidence is lowered`,
      ],
    };
  }

  // A bare food name: the text knows best whether it is a food or a drink; the level takes the riskier reading.
  if (image.kind !== text.kind) {
    return {
      level: text.level,
      kind: text.kind,
      confidence: round2(text.confidence * 0.8),
      decidedBy: 'description',
      notes: [`the description names a ${text.kind}; the photo looked like a ${image.kind}, so the description decided`],
    };
  }
  const level = saferOf(text.level, image.level, text.kind);
  const agree = text.level === image.level;
  const confidence = agree ? text.confidence : Math.min(text.confidence, Math.max(text.confidence, image.confidence) * 0.7);
  return {
    level,
    kind: text.kind,
    confidence: round2(confidence),
    decidedBy: 'photo+description',
    notes: [
      agree
        ? `the description and the photo agree on Level ${level}`
        : `the description suggested Level ${text.level} and the photo Level ${image.level}; the riskier Level ${level} is reported`,
    ],
  };
}
