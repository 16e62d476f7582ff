/** Lists of the shape a question asks for (signs, causes, foods): under a heading or lead-in, or enumerated in a sentence. */
import { CONCEPT_SALIENCE } from '../concepts';
import type { AnswerShape } from '../question-intent';
import { CONTEXT_CONCEPTS } from '../scope';
import { articleText } from './article-text';
import { COMPOSER } from './settings';
import type { QuestionReading, ScoredSentence } from './types';

/** True when a sentence sits under a heading or lead-in in the shape the question asks for ("Signs ...", "主な原因"). */
export function carriesShape(r: QuestionReading, s: ScoredSentence, sentences: ScoredSentence[]): boolean {
  if (r.shapes.length === 0) return false;
  const context = [s.heading, s.lead !== undefined ? sentences[s.lead]!.text : '', s.introduces !== undefined ? s.text : ''];
  const headings = (shape: AnswerShape) =>
    shape.askedHeading && asksAvoiding(r, shape) ? [shape.heading, shape.askedHeading.heading] : [shape.heading];
  const avoided = (shape: AnswerShape) => !asksAvoiding(r, shape) || namesAvoiding(shape, s, sentences) || !avoidListIn(shape, sentences);
  return r.shapes.some((shape) => avoided(shape) && headings(shape).some((h) => context.some((t) => t !== '' && h.test(t))));
}

/**
 * True when the question names the concept of the shape's asked heading ("what foods should we NOT bring?"), or asks
 * for it in other words ("which foods could make him choke?").
 */
function asksAvoiding(r: QuestionReading, shape: AnswerShape): boolean {
  const asked = shape.askedHeading;
  return asked !== undefined && (r.q.features.has(`k:${asked.concept}`) || (asked.question?.test(r.q.question.normalize('NFKC')) ?? false));
}

/** True when a sentence's heading or lead-in names the asked concept ("What to avoid at Level 6", "要避免的食物"). */
function namesAvoiding(shape: AnswerShape, s: ScoredSentence, sentences: ScoredSentence[]): boolean {
  const asked = shape.askedHeading!;
  const lead = s.lead !== undefined ? sentences[s.lead]! : s.introduces !== undefined ? s : undefined;
  return (
    asked.heading.test(s.heading) ||
    s.headingFeatures.has(`k:${asked.concept}`) ||
    (lead !== undefined && (asked.heading.test(lead.text) || lead.features.has(`k:${asked.concept}`)))
  );
}

/**
 * True when the article has a list under a heading that names the asked concept: then a question that asks what to
 * avoid is answered by that list, never by the article's examples of safe foods beside it.
 */
function avoidListIn(shape: AnswerShape, sentences: ScoredSentence[]): boolean {
  return sentences.some((x) => x.listItem && namesAvoiding(shape, x, sentences));
}

/** Separators of an enumeration inside a sentence: "、" and "，" in Chinese and Japanese, commas and semicolons. */
const ENUMERATION = /[、，,；;・]/gu;

/**
 * A paragraph sentence that is itself a list of the kind asked for: "Warning signs include coughing at meals,
 * a wet voice, ..." / "警示信号包括进餐时咳嗽、声音湿润、…": it answers a list question like a bulleted list.
 */
export function enumeratesShape(r: QuestionReading, s: ScoredSentence): boolean {
  if (r.shapes.length === 0 || s.listItem) return false;
  return (
    (s.text.match(ENUMERATION)?.length ?? 0) >= COMPOSER.enumerationItems - 1 &&
    r.shapes.some((shape) => (shape.enumerates ?? shape.question).test(s.text))
  );
}

/** The concepts a question is about, beyond the ones that only set its context ("resident", "signs"). */
function questionSubjects(r: QuestionReading): string[] {
  return [...r.q.features.keys()].filter((f) => f.startsWith('k:') && !CONTEXT_CONCEPTS.has(f) && (CONCEPT_SALIENCE.get(f) ?? 1) >= 1);
}

/** The sentences of an article that give a list in the shape asked for (bulleted, introduced, or enumerated). */
export function shapedSentences(r: QuestionReading, article: number): ScoredSentence[] {
  const { sentences } = articleText(r.q.index, article);
  return sentences.filter((s) => ((s.listItem || s.introduces !== undefined) && carriesShape(r, s, sentences)) || enumeratesShape(r, s));
}

/**
 * True when an article's list of the shape asked for is about what the question asks: its subject (title before
 * the colon) names that kind of list or a concept of the question, or the list's heading or lead-in does. "Signs of aspiration" are not the
 * warning signs under "Aspiration pneumonia" (a concept the question does not name).
 */
export function listOnSubject(r: QuestionReading, article: number, shaped: ScoredSentence[]): boolean {
  const concepts = questionSubjects(r);
  const { subject, sentences } = articleText(r.q.index, article);
  // A title that names the kind of list asked for ("High-risk foods ...", "Signs of ...") is on the subject.
  const titled = r.q.index.articles[article]!.title.split(/[:：]/)[0]!;
  if (concepts.some((f) => subject.has(f)) || r.shapes.some((shape) => (shape.title ?? shape.heading).test(titled))) return true;
  return shaped.some((s) => {
    const context = [s.headingFeatures, ...(s.lead !== undefined ? [sentences[s.lead]!.features] : [])];
    return concepts.some((f) => context.some((c) => c.has(f)));
  });
}
