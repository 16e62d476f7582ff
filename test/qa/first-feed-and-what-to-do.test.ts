/**
 * Concepts start_oral_intake and prepare_meal (concepts.ts): "before the first time he drinks / 第一次喂 /
 * 初めて食べさせ" asks about nil by mouth until the swallow screen; "护士应该怎么做" asks what to do, not how to
 * cook, while "在家怎么做 (a purée)" still asks how to make a meal.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { resetIndexStore } from '../../shared/qa/index-store';
import { answerClinicalQuestion } from '../../shared/qa/service';
import { textFeatures } from '../../shared/qa/text-features';

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

const features = (text: string) => textFeatures(text, { query: true });

/** Nothing by mouth until screened (or the screen before anything by mouth), in every corpus locale. */
const NIL_BY_MOUTH = /nil by mouth|nothing by mouth|禁食|禁飲|禁饮|絶飲食|絶食|口から[^。]{0,20}前に[^。]{0,10}スクリーニング/u;

describe('start_oral_intake: the first drink or meal', () => {
  const cases = [
    ['en', 'Grandpa had a stroke; what do staff check before the first time he eats?'],
    ['zh-CN', '爷爷中风了，第一次喂粥之前护士要做什么？'],
    ['zh-HK', '阿嫲中風，第一次畀佢飲湯之前要做啲咩？'],
    ['ja', '脳梗塞の父に初めて食べさせる前に何を確認しますか？'],
  ] as const;

  it.each(cases)('reads the concept (%s): "%s"', (_l, question) => {
    expect(features(question).has('k:start_oral_intake')).toBe(true);
  });

  it.each(cases)('the answer says nothing by mouth until screened (%s)', async (_l, question) => {
    expect((await answerClinicalQuestion({ question, top_k: 5 })).answer).toMatch(NIL_BY_MOUTH);
  });
});

describe('prepare_meal: 怎么做 alone asks what to do', () => {
  it('"what should the nurse do" is not cooking', () => {
    expect(features('病人呛咳了，护士应该怎么做？').has('k:prepare_meal')).toBe(false);
  });

  it.each(['在家怎么做细碎的鱼肉？', '怎么做泥状的南瓜？'])('making a food at home still is: "%s"', (question) => {
    expect(features(question).has('k:prepare_meal')).toBe(true);
  });
});
