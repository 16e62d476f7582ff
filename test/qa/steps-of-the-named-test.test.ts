/**
 * Source promotion (stepsOnOwnTopic in composer/source-promotion.ts): "how do I do the flow test on a thickened
 * drink?" names the procedure the first source is about and the thing it is done on. The flow test's own steps
 * answer it, not the thickener article's steps that only end with the test; asked how to make the drink, the
 * thickener's steps still lead.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { resetIndexStore } from '../../shared/qa/index-store';
import { answerClinicalQuestion } from '../../shared/qa/service';

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

const answer = async (question: string) => (await answerClinicalQuestion({ question, top_k: 5 })).answer;

/** The flow test's first step, taking the plunger out of the syringe, in each corpus locale. */
const SYRINGE_STEP = /plunger|押し子|活塞/u;

describe('the steps of the test the question names lead', () => {
  it.each([
    ['en', 'What are the steps of the flow test for a thickened drink?'],
    ['en', 'How do we check a thickened drink with the flow test?'],
    ['ja', 'フローテストでとろみ飲料を確かめる手順は？'],
    ['ja', '稠くしたスープのフローテストのやり方を教えて。'],
    ['zh-CN', '流动测试应该怎么做？我要检查稠饮品。'],
    ['zh-HK', '請一步步教我幫稠飲品做流動測試。'],
  ])('the flow test steps (%s): "%s"', async (_l, question) => {
    expect(await answer(question)).toMatch(SYRINGE_STEP);
  });

  it('asked how to make the drink, the thickener steps lead', async () => {
    const text = await answer('How do I mix a thickened drink to Level 2 for my grandmother?');
    expect(text).toMatch(/scoop|stir/i);
    expect(text).not.toMatch(/plunger/i);
  });
});
