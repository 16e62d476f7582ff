/**
 * "Not covered" said plainly: a question about a subject outside the
 * articles (the outside concepts of concepts.ts, named here by id) gets the
 * fixed localised sentence and no sources; one that also names swallowing,
 * textures or choking stays in scope.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { resetIndexStore } from '../../shared/qa/index-store';
import { isNotCoveredAnswer, NOT_COVERED } from '../../shared/qa/messages';
import { OUTSIDE_SUBJECTS, outsideSubject } from '../../shared/qa/scope';
import { answerClinicalQuestion } from '../../shared/qa/service';
import { textFeatures } from '../../shared/qa/text-features';

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

const outside = (q: string) => outsideSubject(textFeatures(q, { query: true }));

describe('questions outside the articles', () => {
  it.each([
    ['diabetes', 'What dose of metformin is the most she can take in a day?'],
    ['diabetes', '糖尿病人一日最多食幾多粒藥？'],
    ['cardiovascular', '降圧薬は朝と夜のどちらに飲むのがいいですか？'],
    ['tax_admin', '护理院的费用可以报税吗？'],
    ['baking', 'How long should the oven preheat for a sponge?'],
    ['certification', 'How does a kitchen get HACCP certification?'],
  ])('%s: "%s" is outside', (id, question) => {
    expect(OUTSIDE_SUBJECTS.has(`k:${id}`)).toBe(true);
    expect(outside(question)).toBe(OUTSIDE_SUBJECTS.get(`k:${id}`));
  });

  it.each([
    'My diabetic mum has dysphagia: can she have thickened orange juice?',
    '糖尿病嘅婆婆食糊餐，啲粥要幾杰？',
    'Can I crush his blood pressure tablets into his puree?',
    'インスリンを使っている父がむせます。誤嚥のサインは？',
  ])('a question that also names swallowing or textures stays in scope: %s', (question) => {
    expect(outside(question)).toBeUndefined();
  });

  it.each([
    ['en', 'How many units of insulin before dinner if her sugar is 12?'],
    ['zh-HK', '血壓藥應該朝早食定夜晚食？'],
    ['zh-CN', '糖尿病人一天最多能吃多少毫克二甲双胍？'],
    ['ja', 'ふるさと納税の申請期限はいつですか？'],
  ] as const)('answers in %s with the fixed not-covered sentence and cites nothing', async (language, question) => {
    const r = await answerClinicalQuestion({ question, top_k: 5 });
    expect(r.language).toBe(language);
    expect(r.answer).toBe(NOT_COVERED[language]);
    expect(isNotCoveredAnswer(r.answer)).toBe(true);
    expect(r.sources).toEqual([]);
  });

  it('every not-covered sentence suggests asking the SLP and holds no number', () => {
    for (const sentence of Object.values(NOT_COVERED)) {
      expect(sentence).toMatch(/speech-language pathologist|言語治療師|言语治疗师|言語聴覚士/);
      expect(sentence).not.toMatch(/\d/);
    }
  });
});
