/** The condition a question names (stroke, dementia) against the condition an article is about. */
import { articleText } from './article-text';
import type { QuestionReading } from './types';

/** Conditions whose dysphagia an article is about: their care differs (Parkinson's "on" periods, dementia's prompts). */
const CONDITIONS: ReadonlySet<string> = new Set(['stroke', 'parkinson', 'dementia', 'head_neck_cancer'].map((id) => `k:${id}`));

/** The conditions an article's subject (its title before the colon) names. */
const subjectConditions = (r: QuestionReading, article: number) =>
  [...articleText(r.q.index, article).subject.keys()].filter((f) => CONDITIONS.has(f));

/** True when the article's subject is a condition the question names (the dementia article for a question on dementia). */
export function onAskedCondition(r: QuestionReading, article: number): boolean {
  return subjectConditions(r, article).some((f) => r.q.features.has(f));
}

/**
 * True when the question names a condition and the article's subject (its title before the colon) is another
 * one: "what should staff watch for with dementia?" is not answered by the Parkinson's article's signs.
 */
export function onOtherCondition(r: QuestionReading, article: number): boolean {
  const asked = [...r.q.features.keys()].filter((f) => CONDITIONS.has(f));
  if (asked.length === 0) return false;
  const subject = subjectConditions(r, article);
  return subject.length > 0 && !subject.some((f) => asked.includes(f));
}

/**
 * True when the article's subject is a condition and the question names none: its list (Parkinson's "practical
 * points", timed to "on" periods) is one condition's care, not the general answer to "tips for taking tablets".
 */
export function onUnaskedCondition(r: QuestionReading, article: number): boolean {
  return ![...r.q.features.keys()].some((f) => CONDITIONS.has(f)) && subjectConditions(r, article).length > 0;
}
