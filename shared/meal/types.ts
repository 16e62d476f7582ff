/** The shapes meal validation passes between its engines and its verdict. */
import type { IddsiLevel, ItemKind } from '../iddsi/levels';
import type { AdviceLanguage } from './advice';

export type Confidence = 'high' | 'medium' | 'low';

export interface MealItemInput {
  item: string;
  portion?: string;
}

/** One item as an engine classified it. */
export interface ItemClassification {
  level: IddsiLevel;
  kind: ItemKind;
  confidence: Confidence;
  rationale: string;
  /** Hazard codes of the text engine (for modification advice). */
  hazards: string[];
  /** False when the engine recognised nothing in the item's name. */
  recognised: boolean;
}

export interface MealClassification {
  items: ItemClassification[];
  /** Which engine answered (a model id, or the embedded engine's id). */
  model: string;
  /** Set when the hosted model was configured but the embedded engine answered. */
  fallbackReason?: string;
}

/** Classifies a whole meal in one go (one model call per meal, not per item). */
export interface MealClassifier {
  readonly id: string;
  classify(items: readonly MealItemInput[], language: AdviceLanguage): Promise<MealClassification>;
}

/** Numeric engine confidence to the spec's three words. */
export function confidenceWord(confidence: number): Confidence {
  if (confidence >= 0.8) return 'high';
  if (confidence >= 0.5) return 'medium';
  return 'low';
}
