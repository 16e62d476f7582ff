/** The shapes the composer's stages pass along: scored sentences, candidates, pooled sources, the question read. */
import type { AnswerShape, Intent } from '../question-intent';
import type { Sentence } from '../sentences';
import type { Features } from '../text-features';
import type { GroundedQuestion } from '../text-model';

export interface ScoredSentence extends Sentence {
  features: Features;
  headingFeatures: Features;
  /** Index of the sentence's section in its article. */
  section: number;
  /** Holds a measurement (number and unit), or at least a number. */
  quantity: boolean;
  number: boolean;
  /** Words that directly follow a number ("8 levels" → "level"). */
  counted: string[];
}

export interface SelectedSentence {
  source: number;
  sentence: ScoredSentence;
  score: number;
}

export interface Candidate extends SelectedSentence {
  article: number;
  /** 0 for the primary source (the one the answer is built on), then the others in order. */
  rank: number;
  /** Features of the heading and lead-in the sentence reads under. */
  context: Features[];
}

export interface PoolEntry {
  rank: number;
  /** The source's number in the citations ([1] is the first retrieved). */
  cite: number;
  article: number;
  sentences: ScoredSentence[];
  /** How much of the question each section of the article covers (0..1). */
  sectionScore: number[];
  /** Question feature → weight in this article (corpus idf × rarity among the article's sections). */
  weights: Map<string, number>;
  total: number;
}

/** What a question asks and how much each of its features weighs (stage 1). */
export interface QuestionReading {
  q: GroundedQuestion;
  wantsQuantity: boolean;
  /** Names a measured thing (a quantity or a measured concept) without asking how much. */
  namesMeasure: boolean;
  wantsProcedure: boolean;
  wantsList: boolean;
  intents: Intent[];
  /** The shapes of list the question asks for (signs, causes, foods, tips, types). */
  shapes: AnswerShape[];
  /** The things a comparison question names, each a part of it; undefined for other questions. */
  compared?: { text: string; features: string[] }[];
  /** Nouns a "how many X" question counts ("level"). */
  counted: string[];
  /** Concepts of the clause that asks how much: what the amount is of ("how much weight loss" → weight loss). */
  amountOf: string[];
  /** IDDSI levels the question names: a sentence about other levels answers another question. */
  askedLevels: string[];
  /** Question feature → corpus weight (idf, kind, concept salience; framing words low). */
  global: Map<string, number>;
  globalTotal: number;
  /** All of the question's weight, words no article has included. */
  questionWeight: number;
}

export type QuestionPart = { text: string; features: string[] };
