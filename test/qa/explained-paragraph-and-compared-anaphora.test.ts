/**
 * Three composing rules, on phrases of our own:
 * - explainParagraph (composer/explanation.ts): the paragraph that explains the answer's short best sentence makes
 *   room from weaker sentences elsewhere, never from its own sentences, nor from a sentence that answers clearly
 *   better (COMPOSER.explainedRoomShare);
 * - withComparedThings (composer/seeds.ts): a part that asks for a difference without naming what differs reads
 *   with the parts before it;
 * - the 'action' intent (question-intent.ts) reads "注意する点 / 気をつけるポイント / 留意点" as what to watch for,
 *   and the 'posture' shape gives way when the feeding method is asked beside it ("食べさせ方", as "喂法");
 * - quotedSides (composer/question-reading.ts): two quoted terms joined as compared are the sides of a comparison.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { AnswerDraft } from '../../shared/qa/composer/draft';
import { explainShortPoints } from '../../shared/qa/composer/explanation';
import { comparedParts } from '../../shared/qa/composer/question-reading';
import { COMPOSER } from '../../shared/qa/composer/settings';
import type { Candidate, PoolEntry, QuestionReading, ScoredSentence } from '../../shared/qa/composer/types';
import { resetIndexStore } from '../../shared/qa/index-store';
import { answerShapes, questionIntents } from '../../shared/qa/question-intent';
import { answerClinicalQuestion } from '../../shared/qa/service';

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

/** A sentence of one synthetic article: its own words, so no two sentences repeat each other. */
function sentence(position: number, text: string, paragraphStart = false): ScoredSentence {
  const features = new Map([[`w:s${position}`, 1]]);
  return {
    text,
    heading: 'Both scales',
    offset: position,
    position,
    listItem: false,
    paragraphStart,
    features,
    headingFeatures: new Map(),
    section: 1,
    quantity: false,
    number: false,
    counted: [],
  };
}

const candidate = (s: ScoredSentence, score: number): Candidate => ({ source: 1, rank: 0, article: 0, sentence: s, score, context: [] });

/** An English question of the "other" shape: its answer's hard cap is ANSWER_BUDGETS.other.latin (1000). */
const reading = {
  q: { question: 'Tell me about the two scales', language: 'en' },
  intents: [],
  shapes: [],
  wantsList: false,
  wantsProcedure: false,
  wantsQuantity: false,
} as unknown as QuestionReading;

describe('explainParagraph: the explaining paragraph does not take its own room', () => {
  // A short opening sentence (the best), then three sentences of its paragraph; the first of them is already quoted
  // (it names both things compared) and is the weakest paragraph sentence there; the second must make room.
  const opening = sentence(0, 'Shop labels and ward codes differ.', true);
  const bridge = sentence(1, `The shop label helps buyers choose, while the ward code is what clinicians prescribe ${'b'.repeat(120)}.`);
  const next = sentence(2, `Each label names one of four firmness bands ${'n'.repeat(150)}.`);
  const strong = sentence(5, `Elsewhere, a strong sentence that answers well ${'s'.repeat(330)}.`, true);
  const weak = sentence(8, `Elsewhere, a weak sentence about history ${'w'.repeat(300)}.`, true);
  const pool: PoolEntry[] = [
    {
      rank: 0,
      cite: 1,
      article: 0,
      sentences: [opening, bridge, next, sentence(3, 'Closing words.'), sentence(4, 'Another paragraph.', true), strong, weak],
      sectionScore: [1, 1],
      weights: new Map(),
      total: 1,
    },
  ];

  function draftWith(nextScore: number): { draft: AnswerDraft; c: Record<string, Candidate> } {
    const c = {
      opening: candidate(opening, 1.2),
      bridge: candidate(bridge, 0.25),
      next: candidate(next, nextScore),
      strong: candidate(strong, 1.0),
      weak: candidate(weak, 0.3),
    };
    const draft = new AnswerDraft(reading, Object.values(c));
    for (const x of [c.opening, c.bridge, c.strong, c.weak]) expect(draft.take(x)).toBe(true);
    return { draft, c };
  }

  it('keeps the quoted sentence of its own paragraph and makes room from a weaker one elsewhere', () => {
    const { draft, c } = draftWith(0.5);
    explainShortPoints(draft, pool, false);
    expect(draft.has(c.bridge!)).toBe(true);
    expect(draft.has(c.next!)).toBe(true);
    expect(draft.has(c.weak!)).toBe(false);
    expect(draft.has(c.strong!)).toBe(true);
  });

  it('takes back no sentence that answers clearly better than the one explaining', () => {
    // (The weak sentence now scores above what the explaining one is worth by explainedRoomShare.)
    const { draft, c } = draftWith(0.3 * COMPOSER.explainedRoomShare - 0.01);
    explainShortPoints(draft, pool, false);
    expect(draft.has(c.next!)).toBe(false);
    expect(draft.has(c.weak!)).toBe(true);
    expect(draft.has(c.bridge!)).toBe(true);
  });
});

const answer = async (question: string) => (await answerClinicalQuestion({ question, top_k: 5 })).answer;

describe('withComparedThings: "what is the difference?" compares what the question named before', () => {
  it.each([
    [
      "The care home used to write 'soft diet' on her chart; now the hospital letter says IDDSI Level 6. What's the difference between them?",
      /not the same as IDDSI Level 6/i,
    ],
    ['以前的护理院给奶奶写的是“软食”，现在转到新医院写的是IDDSI等级。两者有什么区别？', /没有测试方法|不能说明 IDDSI 级别/],
  ])('%s', async (question, fact) => {
    const text = await answer(question);
    expect(text).toMatch(fact);
    // (Not a sentence that merely says "difference" about something else: the UDF firmness bands.)
    expect(text).not.toMatch(/N\/m²/);
  });
});

describe("the 'action' intent: what to watch for, in Japanese phrasings", () => {
  it.each([
    '食事介助で注意する点は？',
    'とろみ剤を使うときに気をつけるポイントはありますか',
    '服薬の留意点を教えてください',
    '入れ歯の人の口腔ケアで注意すべき点は？',
  ])('%s', (question) => {
    expect(questionIntents(question).map((i) => i.id)).toContain('action');
  });

  it('a two-part question whose second part asks what to watch for gets that list', async () => {
    const text = await answer('パーキンソン病で飲み込みはどう変わりますか？それと、食事のときに注意する点は？');
    expect(text).toMatch(/オン/);
  });

  it.each([
    ['寝たきりの人の姿勢と食べさせ方で気をつけることは？', false],
    ['卧床老人喂饭的姿势和喂法要注意什么？', false],
    ['ベッドで食べるときの姿勢は？', true],
  ])('%s: posture shape %s', (question, posture) => {
    expect(answerShapes(question).some((s) => s.id === 'posture')).toBe(posture);
  });
});

describe('quotedSides: two quoted terms joined as compared are the sides', () => {
  it.each([
    ['レトルトの介護食の「舌でつぶせる」と「歯ぐきでつぶせる」って何が違うの？', ['舌でつぶせる', '歯ぐきでつぶせる']],
    ['What is the difference between "mildly thick" and "moderately thick" drinks?', ['mildly thick', 'moderately thick']],
    ['药房的“增稠粉”和“凝固粉”有什么区别？', ['增稠粉', '凝固粉']],
  ])('%s', (question, sides) => {
    expect(comparedParts(question)?.map((p) => p.text)).toEqual(sides);
  });

  it('two terms quoted one after the other are one side listed, not two compared', () => {
    expect(comparedParts('老人院写的“软食”“半流质”和IDDSI分级有什么不同？')).toBeUndefined();
  });

  it('the answer quotes the sentence that compares the two quoted terms', async () => {
    expect(await answer('レトルトの介護食の「舌でつぶせる」と「歯ぐきでつぶせる」って何が違うの？')).toMatch(/違いはかたさ/);
  });
});
