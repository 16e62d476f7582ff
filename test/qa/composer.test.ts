/**
 * The embedded extractive composer over every evaluation question: it only
 * states numbers its cited sources hold, cites sources that exist, writes
 * in the answer language, and keeps answers short.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT, setConfig } from '../../shared/config';
import { quantitiesIn, statesTimeSpan } from '../../shared/qa/concepts';
import { ANSWER_BUDGETS, COMPOSER } from '../../shared/qa/composer/settings';
import { answerBudget } from '../../shared/qa/composer/budget';
import { asksForProcedure, asksForQuantity } from '../../shared/qa/composer/question-reading';
import { MORE_ITEMS } from '../../shared/qa/messages';
import { textFeatures } from '../../shared/qa/text-features';
import { resetIndexStore, defaultIndexStore, type LoadedIndex } from '../../shared/qa/index-store';
import { numbersIn, unsupportedNumbers } from '../../shared/qa/numbers';
import { answerClinicalQuestion } from '../../shared/qa/service';
import type { QaLocale } from '../../shared/languages';

interface Q {
  id: string;
  locale: QaLocale;
  question: string;
}

const fixtures = path.join(PROJECT_ROOT, 'test', 'fixtures');
/** The evaluation questions by set file: one test per set keeps each well inside its time limit as sets are added. */
const questionSets: [string, Q[]][] = readdirSync(fixtures)
  .filter((n) => /^qa-questions\..+\.jsonl$/.test(n))
  .map((n) => [
    n,
    readFileSync(path.join(fixtures, n), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Q),
  ]);
const questions = questionSets.flatMap(([, qs]) => qs);

/** Each question's answer in its detected language, shared by the checks that read it. */
const detected = new Map<Q, ReturnType<typeof answerClinicalQuestion>>();
function answerOf(q: Q, language?: QaLocale): ReturnType<typeof answerClinicalQuestion> {
  if (language) return answerClinicalQuestion({ question: q.question, top_k: 5, language });
  const known = detected.get(q);
  if (known) return known;
  const r = answerClinicalQuestion({ question: q.question, top_k: 5 });
  detected.set(q, r);
  return r;
}

let index: LoadedIndex;
beforeAll(async () => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
  index = await defaultIndexStore().get();
});

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;
const LATIN = /\p{Script=Latin}/gu;

const weighed = (text: string) =>
  [...text].reduce((w, ch) => w + (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(ch) ? 2 : 1), 0);

/**
 * Checks an answer against the budget of the shape its question asks for (ANSWER_BUDGETS): the text quoted, without
 * citations, list markers, the spaces between sentences or the "more items" line, may run past it by a companion fact's allowance at most.
 * An answer that quotes nothing has no budget to keep.
 */
function expectWithinBudget(q: Q, r: { answer: string; answer_language?: string; sources: unknown[] }): void {
  if (r.sources.length === 0) return;
  const language = (r.answer_language ?? q.locale) as QaLocale;
  const budget = answerBudget({ question: q.question, language, features: textFeatures(q.question, { query: true }), index, sources: [] });
  if (!budget) return;
  const body = r.answer
    .split('\n')
    .filter((line) => !line.includes(MORE_ITEMS[language]))
    .map((line) => line.replace(/\s*\[\d+\]/g, '').replace(/^(?:-|\d+\.) /, ''))
    .join('')
    // the budget weighs the quoted sentences (the composer's own measure), not the spaces that join them
    .replace(/(?<=[.!?])\s+(?=\S)/gu, '');
  expect(weighed(body), `${q.id} (${budget.shape}): ${r.answer}`).toBeLessThanOrEqual(budget.weight + COMPOSER.companionAllowanceLatin);
}

describe('extractive answers over the evaluation questions', () => {
  it('has questions to check', () => {
    expect(questions.length).toBeGreaterThanOrEqual(60);
  });

  it.each(questionSets)(
    '%s: states no number that its cited sources do not hold, and cites only listed sources',
    async (_, qs) => {
      for (const q of qs) {
        for (const language of [undefined, q.locale === 'en' ? 'ja' : 'en'] as const) {
          const r = await answerOf(q, language);
          const cited = [...r.answer.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
          for (const n of cited) expect(n, `${q.id}: citation [${n}] of ${r.sources.length} sources`).toBeLessThanOrEqual(r.sources.length);
          expect(cited.length === 0, `${q.id}: an answer without citations must list no sources`).toBe(r.sources.length === 0);
          const bodies = [...new Set(cited)].map((n) => {
            const a = index.articles[index.articleById.get(r.sources[n - 1]!.id!)!]!;
            return `${a.title}\n${a.body}`;
          });
          const unsupported = unsupportedNumbers(r.answer, bodies);
          expect(unsupported, `${q.id} (${language ?? 'detected'}): ${r.answer}`).toEqual([]);
        }
      }
    },
    60_000,
  ); // a set's questions twice, on a machine shared with other builds

  it.each(questionSets)(
    '%s: writes in the language of the answer, at a readable length within the budget of its shape',
    async (_, qs) => {
      for (const q of qs) {
        const r = await answerOf(q);
        expectWithinBudget(q, r);
        const cjk = r.answer.match(CJK)?.length ?? 0;
        const latin = r.answer.match(LATIN)?.length ?? 0;
        // English articles quote a few local food names (年糕) but are English.
        if (q.locale === 'en') expect(cjk, q.id).toBeLessThan(latin / 4);
        else expect(cjk, q.id).toBeGreaterThan(latin / 2);
        if (q.locale === 'ja') expect(r.answer, q.id).toMatch(/[\p{Script=Hiragana}\p{Script=Katakana}]/u);
        expect(r.answer.length, q.id).toBeLessThanOrEqual(2000);
        // The longest budget (a procedure: about 300 English words or 650 Chinese or Japanese characters);
        // each answer's own budget by shape is checked below.
        const body = r.answer.replace(/\[\d+\]/g, '');
        if (q.locale === 'en') expect(body.split(/\s+/).filter(Boolean).length, q.id).toBeLessThanOrEqual(310);
        else expect(body.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu)?.length ?? 0, q.id).toBeLessThanOrEqual(660);
      }
    },
    60_000,
  ); // a set's questions, with their budgets, on a machine shared with other builds

  it('asks every shape of ANSWER_BUDGETS among the evaluation questions', () => {
    const all = Object.keys(ANSWER_BUDGETS).sort();
    const shapes = new Set<string>();
    for (const q of questions) {
      const budget = answerBudget({
        question: q.question,
        language: q.locale,
        features: textFeatures(q.question, { query: true }),
        index,
        sources: [],
      });
      if (budget) shapes.add(budget.shape);
      if (shapes.size === all.length) break;
    }
    expect([...shapes].sort()).toEqual(all);
  });

  it('gives a list or procedure a longer budget than a definition or a number (ANSWER_BUDGETS)', () => {
    for (const script of ['latin', 'cjk'] as const)
      for (const long of ['list', 'procedure', 'comparison'] as const)
        for (const short of ['definition', 'number', 'other'] as const)
          expect(ANSWER_BUDGETS[short][script], `${short} < ${long}`).toBeLessThan(ANSWER_BUDGETS[long][script]);
  });

  it('tells a number question and a procedure question apart from others', () => {
    expect(asksForQuantity('How long should a resident stay upright?')).toBe(true);
    expect(asksForQuantity('顆粒要切到幾細？ 幾多毫米？')).toBe(true);
    expect(asksForQuantity('食後はどのくらい体を起こしますか')).toBe(true);
    expect(asksForQuantity('How quickly must the nurse screen him?')).toBe(true);
    expect(asksForQuantity('What is silent aspiration?')).toBe(false);
    expect(asksForProcedure('How do I do the flow test?')).toBe(true);
    expect(asksForProcedure('怎样用叉子测试？')).toBe(true);
    expect(asksForProcedure('Why sit upright?')).toBe(false);
  });

  it('reads spans of time from the span units of UNITS, in every locale, without making them index features', () => {
    for (const text of ['within 4 hours of arrival', 'for 2 to 3 weeks', '4小時內完成', '兩個星期後', '两个星期', '2週間ほど', '3か月'])
      expect(statesTimeSpan(text), text).toBe(true);
    for (const text of ['as soon as possible', 'sit upright for 30 minutes', '食事の時間', 'Level 4'])
      expect(statesTimeSpan(text), text).toBe(false);
    // (The index's quantity features stay as built: a span is read by the composer, not indexed.)
    expect(quantitiesIn('within 4 hours, 30 minutes after')).toEqual(['30min']);
  });

  it('a span of hours from another source answers "how quickly" beside the first source (UNITS span, holdsAskedAmount)', async () => {
    const r = await answerClinicalQuestion({
      question: 'My aunt has just come onto the stroke ward. How quickly must her swallow be screened, and may she have a drink meanwhile?',
      top_k: 5,
    });
    expect(r.answer).toMatch(/\b4 hours\b/);
    expect(r.answer).toMatch(/nil by mouth/i);
  });

  it('answers a question that names a measured thing with the sentence holding its number (MEASURED_CONCEPTS, measureBonus)', async () => {
    const r = await answerClinicalQuestion({ question: 'Tell me about the flow test result for a Level 3 drink.', top_k: 5 });
    expect(r.answer).toMatch(/more than 8 ml/);
  });

  it('holds numbers only as the sources write them', () => {
    expect([...numbersIn('剩餘1至4毫升 [2]')].sort()).toEqual(['1', '4']);
  });
});
