/**
 * A question in several parts needs a passage for each from the source the part asks about: a retrieved source whose
 * title names a concept of a part (none of the first sources' titles does) joins them.
 */
function withPartSubjects(r: QuestionReading, first: GroundedQuestion['sources']): GroundedQuestion['sources'] {
  const parts = questionParts(r.q.question)
    .map((text) => ({ text, features: [...textFeatures(text).keys()] }))
    .filter((part) => asksInQuestion(part, r.q.question));
  if (parts.length < 2) return first;
  const out = [...first];
  for (const part of parts) {
    if (out.some((s) => subjectConcepts(r, part, s.article).length > 0)) continue;
    const own = r.q.sources.slice(0, COMPOSER.partSourceSearch).find((s) => subjectConcepts(r, part, s.article).length > 0);
    if (own && !out.includes(own)) out.push(own);
  }
  return out;
}

/** Stage 2: the sources whose sentences may be quoted, the primary first, with how much of the question each section covers. */
import type { GroundedQuestion } from '../text-model';
import { articleText } from './article-text';
import { asksInQuestion, subjectConcepts } from './part-seeds';
import { questionParts } from './question-reading';
import { textFeatures } from '../text-features';
import { COMPOSER } from './settings';
import {
  promoteAskedCondition,
  promoteAskedTopic,
  promoteDefiningSource,
  promoteDoingSource,
  promoteNamedSteps,
  promoteNamedTopic,
  promoteProcedureSource,
  promoteShapedSource,
} from './source-promotion';
import type { PoolEntry, QuestionReading } from './types';

/** How much of the question an article speaks to at all (0..1): it decides whether the article answers. */
export function coverageOf(r: QuestionReading, article: number): number {
  const { sections, subject } = articleText(r.q.index, article);
  let present = 0;
  for (const [f, w] of r.global) if (sections.some((sec) => sec.has(f)) || subject.has(f)) present += w;
  return present / r.questionWeight;
}

/**
 * One weighting for all sources, from the primary article: words found all over it ("Parkinson's"
 * in the Parkinson's article) say little about which passage answers; words of one or two of its
 * sections ("dry mouth") say a lot. Its subject (the title before the colon) is settled by having chosen it.
 */
function primaryWeights(r: QuestionReading, article: number): { weights: Map<string, number>; total: number } {
  const { sections, subject } = articleText(r.q.index, article);
  const weights = new Map<string, number>();
  let total = 0;
  for (const [f, w] of r.global) {
    let inSections = 0;
    for (const sec of sections) if (sec.has(f)) inSections++;
    const spread = inSections === 0 ? 0 : (inSections - 1) / Math.max(1, sections.length - 1);
    const weighted =
      w * (COMPOSER.spreadFloor + (1 - COMPOSER.spreadFloor) * (1 - spread) ** 2) * (subject.has(f) ? COMPOSER.subjectFactor : 1);
    weights.set(f, weighted);
    total += weighted;
  }
  return { weights, total };
}

/**
 * A comparison needs a passage about each thing it names: a retrieved source whose subject (title
 * before the colon) is one of them ("IDDSI Level 4") joins the first sources when none of those is.
 */
function withComparedSubjects(r: QuestionReading, first: GroundedQuestion['sources']): GroundedQuestion['sources'] {
  if (!r.compared) return first;
  const out = [...first];
  const subjectOf = (article: number) => articleText(r.q.index, article).subject;
  for (const part of r.compared) {
    const names = (article: number) => part.features.some((f) => subjectOf(article).has(f));
    if (out.some((s) => names(s.article))) continue;
    const own = r.q.sources.find((s) => names(s.article));
    if (own) out.push(own);
  }
  return out;
}

/** Stage 2: the sources whose sentences may be quoted, the primary first, with their section scores. */
export function poolSources(r: QuestionReading): { pool: PoolEntry[]; coverage: number } {
  const { index } = r.q;
  const sources = withPartSubjects(r, withComparedSubjects(r, r.q.sources.slice(0, COMPOSER.maxSources)));
  const quotable = (article: number) =>
    index.articles[article]!.locale === r.q.language || !sources.some((s) => index.articles[s.article]!.locale === r.q.language);
  // The primary source is the first that covers the question; one ranked first on its title alone
  // (a title that shares only "要留意" with the question) gives way to the next.
  const cited = sources.map((source) => ({ source, cite: r.q.sources.indexOf(source) + 1 })).filter((x) => quotable(x.source.article));
  const primary = cited.findIndex((x) => coverageOf(r, x.source.article) >= COMPOSER.minCoverage);
  if (primary > 0) cited.unshift(...cited.splice(primary, 1));
  promoteAskedCondition(r, cited, quotable);
  promoteNamedTopic(r, cited);
  promoteDefiningSource(r, cited, quotable);
  promoteAskedTopic(r, cited, quotable);
  promoteShapedSource(r, cited, quotable);
  promoteDoingSource(r, cited, quotable);
  promoteProcedureSource(r, cited);
  promoteNamedSteps(r, cited, quotable);
  if (cited.length === 0) return { pool: [], coverage: 0 };
  const { weights, total } = primaryWeights(r, cited[0]!.source.article);
  const pool = cited.map(({ source, cite }, rank) => {
    const { sentences, sections } = articleText(index, source.article);
    const sectionScore = sections.map((sec) => {
      let covered = 0;
      for (const [f, w] of weights) if (sec.has(f)) covered += w;
      return covered / total;
    });
    return { rank, cite, article: source.article, sentences, sectionScore, weights, total };
  });
  return { pool, coverage: coverageOf(r, cited[0]!.source.article) };
}
