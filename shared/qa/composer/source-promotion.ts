/** Which source leads an answer: the topic the question names, its definition, its list or its steps. */
import { ASKED_TOPIC, CONCEPT_SALIENCE, CONCEPT_TOPICS, OTHER_STANDARD_CONCEPTS, OTHER_STANDARD_TOPIC } from '../concepts';
import { emergencyTopics } from '../emergency';
import { CONTEXT_CONCEPTS } from '../scope';
import type { GroundedQuestion } from '../text-model';
import { articleText } from './article-text';
import { listOnSubject, shapedSentences } from './list-shapes';
import { asksForProcedure } from './question-reading';
import { onAskedCondition, onOtherCondition, onUnaskedCondition } from './conditions';
import { COMPOSER } from './settings';
import { coverageOf } from './sources';
import type { QuestionReading } from './types';

type RetrievedSource = GroundedQuestion['sources'][number];
type CitedSource = { source: RetrievedSource; cite: number };

/** The first retrieved source (best first) that `wanted` accepts, with its citation number. */
function firstRetrieved(r: QuestionReading, wanted: (source: RetrievedSource) => boolean): CitedSource | undefined {
  const i = r.q.sources.findIndex(wanted);
  return i < 0 ? undefined : { source: r.q.sources[i]!, cite: i + 1 };
}

/** Puts `found` first among the cited sources, moved from where it stood if it was cited already. */
function leadWith(cited: CitedSource[], found: CitedSource): void {
  const at = cited.findIndex((c) => c.source === found.source);
  if (at >= 0) cited.splice(at, 1);
  cited.unshift(found);
}

/** A retrieved source on one of `topics`, scoring at least `floor`, quotable and covering the question. */
const onTopicsAbove = (r: QuestionReading, topics: readonly string[], floor: number, quotable: (article: number) => boolean) =>
  firstRetrieved(
    r,
    (source) =>
      topics.includes(source.topic) &&
      source.score >= floor &&
      quotable(source.article) &&
      coverageOf(r, source.article) >= COMPOSER.minCoverage,
  );

/**
 * A question that asks for a list of a kind (signs, causes, foods) is built on the source that holds such
 * a list about what it asks: when the first source has none, or only one about another subject, a source that
 * covers the question and has one leads; one whose subject names the question is preferred.
 */
export function promoteShapedSource(r: QuestionReading, cited: CitedSource[], quotable: (article: number) => boolean): void {
  if (r.shapes.length === 0 || cited.length < 2) return;
  const shaped = (article: number) => shapedSentences(r, article).length > 0;
  const first = cited[0]!.source.article;
  const firstList = shapedSentences(r, first);
  const covers = (x: { source: { article: number } }) => coverageOf(r, x.source.article) >= COMPOSER.minCoverage;
  const onSubject = (x: { source: { article: number } }) => listOnSubject(r, x.source.article, shapedSentences(r, x.source.article));
  // (A list of one condition's care, first on a question that names no condition, gives way to a general source's
  // list retrieved about as well: "tips for taking tablets" is not the Parkinson's mealtime points.)
  const unasked = onUnaskedCondition(r, first) && firstList.length > 0;
  // (Not an article on another condition than the one the question names: its list is of other care; nor, in place
  // of one condition's list, another condition's.)
  const answers = (x: { source: { article: number } }) =>
    covers(x) &&
    shaped(x.source.article) &&
    !onOtherCondition(r, x.source.article) &&
    !(unasked && onUnaskedCondition(r, x.source.article));
  const close = (x: { source: { score: number } }) => x.source.score >= COMPOSER.unaskedConditionShare * cited[0]!.source.score;
  const onSubjectFirst = firstList.length > 0 && listOnSubject(r, first, firstList);
  if (onSubjectFirst && !unasked) return;
  const onSubjectAnswers = (x: (typeof cited)[number]) => answers(x) && onSubject(x) && (!onSubjectFirst || close(x));
  // (Without a list on the question's own subject, the first source's list stays: a list of the kind still answers.)
  // (The article on the condition the question names stays first when no list is on the question's subject.)
  const anyList = unasked
    ? [(x: (typeof cited)[number]) => answers(x) && close(x)]
    : shaped(first) || onAskedCondition(r, first)
      ? []
      : [answers];
  const preferred = [onSubjectAnswers, ...anyList];
  for (const wanted of preferred) {
    const other = cited.findIndex((x, i) => i > 0 && wanted(x));
    if (other > 0) {
      cited.unshift(...cited.splice(other, 1));
      return;
    }
    // The list asked for may sit in a source retrieved below the quoted ones ("which foods ...?" asked about a
    // stroke: the high-risk foods article fifth): what is listed decides, not the rank.
    const later = r.q.sources
      .map((source) => ({ source, cite: r.q.sources.indexOf(source) + 1 }))
      .find((x) => !cited.some((c) => c.source === x.source) && quotable(x.source.article) && wanted(x));
    if (later) {
      cited.unshift(later);
      return;
    }
  }
}

/**
 * A question that names a condition ("my mum has dementia: mealtime tips?") is built on that condition's article
 * when the first source is about another condition (Parkinson's, ranked first on its "mealtime tips" title) and
 * the named one is retrieved and covers the question: the care of one condition is not the other's.
 */
export function promoteAskedCondition(r: QuestionReading, cited: CitedSource[], quotable: (article: number) => boolean): void {
  if (cited.length === 0 || !onOtherCondition(r, cited[0]!.source.article)) return;
  const found = firstRetrieved(
    r,
    (source) => quotable(source.article) && onAskedCondition(r, source.article) && coverageOf(r, source.article) >= COMPOSER.minCoverage,
  );
  if (found) leadWith(cited, found);
}

/**
 * The topics that answer what the question asks (concepts.ts ASKED_TOPIC: foods to avoid → the high-risk foods), as
 * retrieval reads them: an ambiguous ask needs its subject beside it, and beside a named level a subject of its own.
 */
const askedTopics = (r: QuestionReading) => {
  const named = (ids: readonly string[] | undefined) => !ids || ids.some((id) => r.q.features.has(id));
  const levels = [...r.q.features.keys()].some((f) => f.startsWith('k:level_'));
  return [...r.q.features.keys()].flatMap((f) => {
    const ask = ASKED_TOPIC.get(f);
    return ask && named(ask.with) && (!levels || named(ask.besideLevel)) ? [ask.topic] : [];
  });
};

/**
 * The first source ranked on what the question names beside its ask, not on the ask: the diet standards article on
 * a diet's name ("Which foods should someone on a texture-modified diet not be served?"), or a level's article on a
 * drink or food that is usually at that level ("Who should I ask to get her swallowing checked? She coughs on
 * tea": Level 0). The share of the first's score the asked topic needs (0 when it needs only be retrieved).
 */
function askedTopicNeeds(r: QuestionReading, first: { topic: string }): number | undefined {
  // (Only when the question names a diet: a local food named alone, 魚蛋, is answered from the standards article's
  // list of local foods.)
  if (first.topic === OTHER_STANDARD_TOPIC) return [...r.q.features.keys()].some((f) => OTHER_STANDARD_CONCEPTS.has(f)) ? 0 : undefined;
  // (A level named by number is the question's subject: its article keeps the lead.)
  const namesLevel = [...r.q.features.keys()].some((f) => f.startsWith('k:level_'));
  return first.topic.startsWith('iddsi-level-') && !namesLevel ? COMPOSER.askedOverDrinkLevelShare : undefined;
}

/**
 * A question is answered by the article on what it asks (the high-risk foods, who assesses swallowing), not by one
 * that ranked first on what it names beside the ask (askedTopicNeeds): the asked topic leads over it when it is
 * retrieved (close enough) and covers the question. A question on another subject keeps its own lead.
 */
export function promoteAskedTopic(r: QuestionReading, cited: CitedSource[], quotable: (article: number) => boolean): void {
  if (cited.length === 0) return;
  const share = askedTopicNeeds(r, cited[0]!.source);
  if (share === undefined) return;
  const topics = askedTopics(r);
  if (topics.length === 0) return;
  const floor = share * cited[0]!.source.score;
  const found = onTopicsAbove(r, topics, floor, quotable);
  if (found) leadWith(cited, found);
}

/** The article of the one IDDSI level a question names ("iddsi-level-4"); none when it names several or none. */
const askedLevelTopics = (r: QuestionReading) =>
  r.askedLevels.length === 1 ? r.askedLevels.map((l) => `iddsi-${l.slice(2).replace('_', '-')}`) : [];

/**
 * A question that names a concept central to a topic ("feeding" → feeding technique) is built on that topic's
 * article when the first source is about a topic it names less of (medicines, ranked first on "吞咽障碍的人";
 * the IDDSI overview, named by "how many levels", for the JDD's levels) and the named one was retrieved
 * about as well. The concepts count by their weight in the question.
 */
export function promoteNamedTopic(r: QuestionReading, cited: CitedSource[]): void {
  if (cited.length < 2) return;
  const named = new Map<string, number>();
  for (const f of r.q.features.keys()) {
    if (CONTEXT_CONCEPTS.has(f) || (CONCEPT_SALIENCE.get(f) ?? 1) < 1) continue;
    for (const topic of CONCEPT_TOPICS.get(f) ?? []) named.set(topic, (named.get(topic) ?? 0) + (r.global.get(f) ?? 0));
  }
  // (A level the question names keeps its own article first, as the retrieval's title boost has it; a level
  // named in passing does not promote one. Several levels ("each level 0 to 3") are no one level's article.)
  const levelTopics = askedLevelTopics(r);
  const first = named.get(cited[0]!.source.topic) ?? 0;
  // (An emergency's first aid leads whatever else the question names: emergency.ts decides the lead.)
  const led = [...levelTopics, ...emergencyTopics(r.q.question, r.q.features)];
  if (named.size === 0 || led.includes(cited[0]!.source.topic)) return;
  const floor = COMPOSER.namedTopicShare * cited[0]!.source.score;
  const other = cited.findIndex(
    (x, i) =>
      i > 0 &&
      (named.get(x.source.topic) ?? 0) > first &&
      !onOtherCondition(r, x.source.article) &&
      x.source.score >= floor &&
      coverageOf(r, x.source.article) >= COMPOSER.minCoverage,
  );
  if (other > 0) cited.unshift(...cited.splice(other, 1));
}

/**
 * "How do I use the thickener? She is on Level 3" is answered by the steps of the article whose topic the question
 * names (the thickener's), not by the level's article that ranked first on the level's name and holds no steps
 * about it: that source leads, when retrieved at least procedureSourceShare as well, even below the quoted ones.
 */
export function promoteNamedSteps(r: QuestionReading, cited: CitedSource[], quotable: (article: number) => boolean): void {
  // (Asked in words, "how do I / 使い方": a message that only tells of something is not asking for steps.)
  if (!asksForProcedure(r.q.question) || cited.length === 0) return;
  const first = cited[0]!.source;
  if (emergencyTopics(r.q.question, r.q.features).includes(first.topic)) return;
  const concepts = [...r.q.features.keys()].filter((f) => !CONTEXT_CONCEPTS.has(f) && (CONCEPT_SALIENCE.get(f) ?? 1) >= 1);
  const namedBy = (topic: string) => concepts.filter((f) => CONCEPT_TOPICS.get(f)?.includes(topic));
  const stepsOn = (article: number, on: string[]) =>
    articleText(r.q.index, article).sentences.some(
      (s) => s.step !== undefined && on.some((f) => s.features.has(f) || s.headingFeatures.has(f)),
    );
  const named = concepts.filter((f) => CONCEPT_TOPICS.has(f));
  if (named.length === 0 || stepsOn(first.article, named)) return;
  const floor = COMPOSER.procedureSourceShare * first.score;
  const found = firstRetrieved(
    r,
    (source) =>
      source !== first &&
      namedBy(source.topic).length > 0 &&
      source.score >= floor &&
      quotable(source.article) &&
      stepsOn(source.article, namedBy(source.topic)) &&
      coverageOf(r, source.article) >= COMPOSER.minCoverage,
  );
  if (found) leadWith(cited, found);
}

/**
 * Concepts of doing something whose article says how ("做泥状饭", "制作4级食物", "cooking a purée" → preparing
 * texture-modified meals). They only set a question's context for scope (scope.ts: the kitchen that cooks another
 * diet brings it in no scope), so they promote no topic by name; a question that asks how to do them does.
 */
const DOING_CONCEPTS: readonly string[] = ['k:prepare_meal'];

/** The question asks how to do something, its steps, tips or what to watch: "怎么做", "有什么技巧", "要注意哪些". */
const asksHow = (r: QuestionReading) =>
  r.wantsProcedure || r.intents.some((i) => i.id === 'action') || r.shapes.some((s) => s.id === 'tips');

/**
 * "Making a Level 4 meal: what are the steps / what to watch / any tips?" is answered by the article on doing it
 * (blending, sieving, moulding, testing before serving), not by one that ranked first on the level's local names
 * (细泥型, 糊餐): that source leads when retrieved at least doingSourceShare as well and it covers the question.
 */
export function promoteDoingSource(r: QuestionReading, cited: CitedSource[], quotable: (article: number) => boolean): void {
  if (cited.length === 0 || !asksHow(r)) return;
  const topics = DOING_CONCEPTS.filter((f) => r.q.features.has(f)).flatMap((f) => CONCEPT_TOPICS.get(f) ?? []);
  const first = cited[0]!.source;
  // (The one level the question names keeps its own article first: it says how that level's food is made.)
  if (topics.length === 0 || topics.includes(first.topic) || askedLevelTopics(r).includes(first.topic)) return;
  // (Nor is the article on what the question asks moved back: a cook asking which foods to leave out asks for them.)
  if (askedTopics(r).includes(first.topic)) return;
  const floor = COMPOSER.doingSourceShare * first.score;
  const found = onTopicsAbove(r, topics, floor, quotable);
  if (found) leadWith(cited, found);
}

/** A title that defines its subject: "What is dysphagia? ...", "甚麼是吞嚥困難？...", "嚥下障害とは". */
const DEFINING_TITLE = /^\s*what (is|are)\b|^\s*(甚麼是|什么是|什麼是)|とは/iu;

/**
 * "What is X?" is built on the article titled as X's definition when one is retrieved and covers the question
 * (not on an article about X's nutrition that ranked first on shared words).
 */
export function promoteDefiningSource(r: QuestionReading, cited: CitedSource[], quotable: (article: number) => boolean): void {
  if (!r.intents.some((i) => i.id === 'definition') || r.compared || cited.length === 0) return;
  const concepts = [...r.q.features.keys()].filter((f) => f.startsWith('k:') && (CONCEPT_SALIENCE.get(f) ?? 1) >= 1);
  const defines = (article: number) =>
    DEFINING_TITLE.test(r.q.index.articles[article]!.title) && concepts.some((f) => articleText(r.q.index, article).subject.has(f));
  if (defines(cited[0]!.source.article)) return;
  const found = firstRetrieved(
    r,
    (source) => quotable(source.article) && defines(source.article) && coverageOf(r, source.article) >= COMPOSER.minCoverage,
  );
  if (found) leadWith(cited, found);
}

/**
 * "How do I do the flow test on a thickened drink?" names the procedure the first source is about (the flow test's
 * own article, by the concept that names its topic) and the thing it is done on: that source's steps on its topic
 * answer it, not another article's steps that only mention the test (making the drink, checked by the test last).
 */
function stepsOnOwnTopic(r: QuestionReading, article: number, concepts: string[]): boolean {
  const topic = r.q.index.articles[article]!.topic;
  const own = concepts.filter((f) => CONCEPT_TOPICS.get(f)?.includes(topic));
  // (Its steps may not repeat its name: "テストの手順" under the flow test's own article is the flow test's.)
  return own.length > 0 && articleText(r.q.index, article).sentences.some((s) => s.step !== undefined);
}

/**
 * "What do I do if he chokes? Tell me the steps" is answered by numbered steps about what it names: when the
 * first source has none about it and a source retrieved about as well has them, that one leads.
 */
export function promoteProcedureSource(r: QuestionReading, cited: { source: { article: number; score: number }; cite: number }[]): void {
  if (!r.wantsProcedure || cited.length < 2) return;
  const floor = COMPOSER.procedureSourceShare * cited[0]!.source.score;
  // The steps must be about what the question names: every salient concept of it is in a step or its heading.
  const concepts = [...r.q.features.keys()].filter((f) => f.startsWith('k:') && (CONCEPT_SALIENCE.get(f) ?? 1) >= 1);
  const stepsAbout = (article: number) => {
    const steps = articleText(r.q.index, article).sentences.filter((s) => s.step !== undefined);
    return concepts.length > 0 && concepts.every((f) => steps.some((s) => s.features.has(f) || s.headingFeatures.has(f)));
  };
  if (stepsAbout(cited[0]!.source.article) || stepsOnOwnTopic(r, cited[0]!.source.article, concepts)) return;
  const other = cited.findIndex(
    (x, i) => i > 0 && x.source.score >= floor && stepsAbout(x.source.article) && coverageOf(r, x.source.article) >= COMPOSER.minCoverage,
  );
  if (other > 0) cited.unshift(...cited.splice(other, 1));
}
