/**
 * What looks at a photo. Two implementations: the embedded engine (local
 * features, no network, the default) and a Claude model on Bedrock. Both
 * return a level that code has already clamped and biased to the safe side.
 */
import type { IddsiLevel, ItemKind } from '../iddsi/levels';
import type { NormalizedImage } from './normalize';

export type VisionEngine = 'embedded' | 'bedrock';

export interface VisionInput {
  image: NormalizedImage;
  /** The carer's caption, if any (untrusted text). */
  description?: string;
}

export interface VisionEstimate {
  level: IddsiLevel;
  kind: ItemKind;
  /** Already capped: a photo alone never reaches high confidence. */
  confidence: number;
  /** Levels the photo cannot rule out (the reported one included). */
  plausible: IddsiLevel[];
  /** English, short: what was seen. */
  observations: string[];
  engine: VisionEngine;
  /** Set when the configured engine could not answer and another one did. */
  fallbackReason?: string;
  /** Set when the safety bias moved the level away from the most likely one. */
  shiftedFrom?: IddsiLevel;
}

export interface VisionModel {
  readonly engine: VisionEngine;
  estimate(input: VisionInput): Promise<VisionEstimate>;
}
