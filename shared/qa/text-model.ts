/**
 * The TextModel interface of the Q&A answer: given a question and the
 * retrieved sources, write a grounded answer with [n] citations that index
 * the sources (1-based). Implementations: the embedded extractive composer
 * (default, offline) and a Claude model on Bedrock.
 */
import type { QaLocale } from '../languages';
import type { LoadedIndex } from './index-store';
import type { RetrievedSource } from './retrieval';
import type { Features } from './text-features';

export interface GroundedQuestion {
  question: string;
  /** Language the answer must be written in. */
  language: QaLocale;
  /** Features of the question (the shared tokeniser). */
  features: Features;
  index: LoadedIndex;
  /** The sources, in citation order: [1] is sources[0]. */
  sources: RetrievedSource[];
}

export interface GroundedAnswer {
  answer: string;
  /** Identifier of the model that wrote the answer. */
  model: string;
  /** Set when a fallback model answered instead of the configured one. */
  fallbackReason?: string;
  /** 1-based source numbers the answer cites. */
  citations: number[];
}

export interface TextModel {
  readonly id: string;
  answer(question: GroundedQuestion): Promise<GroundedAnswer>;
}
