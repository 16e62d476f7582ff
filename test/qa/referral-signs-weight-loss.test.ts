/**
 * Companion fact referral-signs-carry-weight-loss: asked which signs mean a person should be referred or taken to
 * a doctor, the answer names unintentional weight loss among them, in every corpus locale.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { companionFactsFor } from '../../shared/qa/companion-facts';
import { resetIndexStore } from '../../shared/qa/index-store';
import { answerClinicalQuestion } from '../../shared/qa/service';
import { textFeatures } from '../../shared/qa/text-features';

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

/** Weight lost, in every corpus locale. */
const WEIGHT_LOSS = /weight loss|losing weight|体重.{0,4}(下降|减轻|減少|减少|減輕)|體重.{0,4}(下降|減輕|減少)|体重減少|体重の減少/u;

describe('referral-signs-carry-weight-loss', () => {
  const asked = (question: string) =>
    companionFactsFor({
      features: textFeatures(question, { query: true }),
      shapes: ['signs'],
      intents: [],
      comparison: false,
      text: question,
    }).map((f) => f.id);

  it.each([
    ['en', 'What signs mean we should refer her to the SLP?'],
    ['zh-HK', '有咩徵狀要轉介言語治療師？'],
  ])('a list of signs beside a referral asks it (%s)', (_l, question) => {
    expect(asked(question)).toContain('referral-signs-carry-weight-loss');
  });

  it('the signs of aspiration alone do not', () => {
    expect(asked('What are the signs of aspiration during a meal?')).not.toContain('referral-signs-carry-weight-loss');
  });

  it.each([
    ['en', 'Which warning signs mean my aunt should be referred to a speech therapist?'],
    ['zh-CN', '老人吞咽有困难，有哪些情况要马上带去看医生？'],
    ['zh-HK', '屋企老人家吞嘢困難，有咩情況要即刻轉介言語治療師？'],
    ['ja', '飲み込みが悪い祖母を言語聴覚士に紹介すべきサインは何ですか？'],
  ])('names weight loss among the signs (%s)', async (_l, question) => {
    expect((await answerClinicalQuestion({ question, top_k: 5 })).answer).toMatch(WEIGHT_LOSS);
  });
});
