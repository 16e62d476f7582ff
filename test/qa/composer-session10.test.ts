/**
 * Composing rules: the source a question names by a central concept leads
 * (namedTopicShare), a count of levels is not a level, a short opening sentence brings its paragraph
 * (explainedRun), "each / それぞれ / 分别" asks for every member of a list, 区分 compares only in Chinese,
 * and a comparison of one thing's kinds gets a comparison's budget. Phrases of their own, in every locale.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { answerBudget } from '../../shared/qa/composer/budget';
import { COMPOSER } from '../../shared/qa/composer/settings';
import { defaultIndexStore, resetIndexStore } from '../../shared/qa/index-store';
import { NOT_COVERED } from '../../shared/qa/messages';
import { asksForComparison } from '../../shared/qa/question-intent';
import { answerClinicalQuestion } from '../../shared/qa/service';
import { textFeatures } from '../../shared/qa/text-features';

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

const ask = async (question: string) => (await answerClinicalQuestion({ question, top_k: 5 })).answer;

describe('the source a question names leads the answer (namedTopicShare)', () => {
  it('is a share close to 1: only a source retrieved about as well as the first', () => {
    expect(COMPOSER.namedTopicShare).toBeGreaterThan(0.9);
    expect(COMPOSER.namedTopicShare).toBeLessThanOrEqual(1);
  });

  it.each([
    // Feeding names the feeding-technique article, not the dementia article retrieved first.
    ['食事介助のときに気をつけることは？', /ティースプーン|一口/],
    // Sitting up after a meal: the feeding-technique article, not the oral-care one.
    ['饭后要坐多久？', /30分钟/],
    // The JDD's stages name the soft-meal standards, not the IDDSI overview that "how many levels" names.
    ['日本JDD2021嘅增稠分幾多級？每級黏度係幾多？', /mPa/],
  ])('"%s"', async (question, fact) => {
    expect(await ask(question)).toMatch(fact);
  });
});

describe('a count of levels is not a level', () => {
  it.each([
    ['JDD2021嘅增稠有幾多個階段？黏度大概係幾多？', /mPa/],
    ['学会分類2021のとろみは何段階？それぞれの粘度は？', /mPa/],
  ])('"%s" keeps the sentences that name the stages by their IDDSI levels', async (question, fact) => {
    expect(await ask(question)).toMatch(fact);
  });
});

describe('a short opening sentence brings its paragraph (explainedRun)', () => {
  it('brings a few sentences at most', () => {
    expect(COMPOSER.explainedRun).toBeGreaterThanOrEqual(2);
    expect(COMPOSER.explainedRun).toBeLessThanOrEqual(4);
  });

  it('"ユニバーサルデザインフードは何段階に分かれていますか？" names the categories from the softest to the hardest', async () => {
    const answer = await ask('ユニバーサルデザインフードは何段階に分かれていますか？');
    expect(answer).toMatch(/容易にかめる/);
    expect(answer).toMatch(/かまなくてよい/);
  });
});

describe('"each" asks for every member of a list', () => {
  it.each([
    ['UDFの区分は何段階ありますか？それぞれの名前は？', [/容易にかめる/, /かまなくてよい/]],
    ['UDF的每个区分叫什么？', [/容易咀嚼/, /不需要咀嚼|不需咀嚼/]],
    ['流動測試每級飲品各剩幾多毫升？', [/少於\s*1/, /1\s*至\s*4/, /4\s*至\s*8/]],
    ['In the flow test, how much is left for each level?', [/less than 1/i, /1 to 4/, /4 to 8/]],
  ])('"%s"', async (question, facts) => {
    const answer = await ask(question);
    for (const f of facts) expect(answer).toMatch(f);
  });
});

describe('区分 compares in Chinese only; "how to tell apart" compares', () => {
  it('a Japanese 区分 is a category', () => {
    expect(asksForComparison('UDFの区分は何段階？')).toBe(false);
    expect(asksForComparison('区分3の食品は何ですか？')).toBe(false);
  });

  it('Chinese 区分, 點分 and 分辨 ask to tell things apart', () => {
    for (const q of ['怎么区分3级和4级？', '點區分中稠同高稠？', '三個階段外觀點分？', '如何分辨低稠和中稠？'])
      expect(asksForComparison(q)).toBe(true);
  });

  it("a comparison of one thing's kinds gets the comparison budget", async () => {
    const index = await defaultIndexStore().get();
    const question = '學會分類2021三個稠度階段外觀點分？';
    const budget = answerBudget({ question, language: 'zh-HK', features: textFeatures(question, { query: true }), index, sources: [] });
    expect(budget?.shape).toBe('comparison');
    expect(await ask(question)).toMatch(/慢慢/);
  });
});

describe('words of thickness are in scope', () => {
  it.each([
    'How many thickness levels does the Japanese 2021 classification have, and what viscosity is each?',
    'What consistency should custard be for someone on thickened drinks?',
  ])('"%s" is answered', async (question) => {
    expect(await ask(question)).not.toBe(NOT_COVERED.en);
  });
});

describe('"what should I do" in Chinese leads an emergency to first aid', () => {
  it.each(['婆婆食年糕哽住咗，我而家應該點做？', '奶奶吃年糕噎住了，我应该怎么做？'])('"%s"', async (question) => {
    const r = await answerClinicalQuestion({ question, top_k: 5 });
    expect(r.sources[0]?.id).toMatch(/^choking-first-aid-/);
  });

  it('a food named in an emergency does not take the lead from first aid (promoteNamedTopic)', async () => {
    const r = await answerClinicalQuestion({ question: '祖父が白玉団子をのどに詰まらせた！どうすればいい？', top_k: 5 });
    expect(r.answer).toMatch(/背中|背部/);
  });
});

describe('a concept central to a topic counts in a Chinese or Japanese question as in an English one (PRIOR_REPEATS)', () => {
  it('"お正月にお餅を…気をつける食べ物は？" retrieves the high-risk foods', async () => {
    const r = await answerClinicalQuestion({ question: 'お正月にお餅を食べさせたいけど、家で気をつける食べ物は？', top_k: 5 });
    expect(r.sources.map((s) => s.id)).toContain('high-risk-foods-ja');
    expect(r.answer).toMatch(/みそ汁|お茶漬け|もち|餅/);
  });
});

describe('"how do I use it" is answered by the steps of the article it names (promoteNamedSteps)', () => {
  it.each([
    ['阿媽要飲2級低度稠，凝固粉點用先唔會起粒？', /攪拌/],
    ['Mum is on level 3 drinks now. How am I supposed to use the thickener so it does not go lumpy?', /stir/i],
    ['言語聴覚士にレベル2の薄いとろみと言われました。とろみ剤の使い方を教えてください。', /混ぜ/],
    ['医生说要喝3级中稠的水，增稠剂怎么用才不会结块？', /搅拌/],
  ])('"%s"', async (question, fact) => {
    expect(await ask(question)).toMatch(fact);
  });
});

describe('"what counts as X" asks for its definition', () => {
  it.each([
    ['What qualifies as a transitional food, and how is it tested?', /wafer|melt/i],
    ['什么算是过渡性食物？怎么测试？', /威化|变软/],
  ])('"%s" opens with what it is', async (question, fact) => {
    expect(await ask(question)).toMatch(fact);
  });
});

describe('aspiration is central to the signs-of-aspiration article (CONCEPT_TOPICS)', () => {
  it.each([
    ['What does aspiration mean?', /airway/],
    ['误吸是什么意思？', /气道/],
    ['誤吸即係咩？', /氣管|氣道/],
  ])('"%s"', async (question, fact) => {
    const r = await answerClinicalQuestion({ question, top_k: 5 });
    expect(r.sources[0]?.id).toMatch(/^signs-of-aspiration-/);
    expect(r.answer).toMatch(fact);
  });
});
