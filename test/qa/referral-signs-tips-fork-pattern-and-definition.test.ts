/**
 * Referral-sign and tips questions, Level 4's fork pattern, blending Hong Kong meals and the definition
 * through the oesophagus: reading rules and article text in every locale, on phrases of our own.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { resetIndexStore } from '../../shared/qa/index-store';
import { answerShapes } from '../../shared/qa/question-intent';
import { answerClinicalQuestion } from '../../shared/qa/service';

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

const answer = async (question: string) => (await answerClinicalQuestion({ question, top_k: 5 })).answer;
const shapes = (question: string) => answerShapes(question).map((s) => s.id);

describe('"in what situations do we ask / call the therapist" asks for the referral signs', () => {
  it('reads 请 / 叫 / 去 after the situation wording', () => {
    for (const q of ['什么情况下应该请吞咽治疗师来看看？', '咩情況下要叫言語治療師嚟評估？', '什么情况下要去康复科？'])
      expect(shapes(q)).toContain('signs');
  });
  it.each([
    ['什么情况下应该请吞咽治疗师来看看？', /肺炎/, /体重/],
    ['咩情況下要叫言語治療師嚟評估？', /肺炎/, /體重/],
  ])('"%s" keeps pneumonia and weight loss', async (question, a, b) => {
    const text = await answer(question);
    expect(text).toMatch(a);
    expect(text).toMatch(b);
  });
});

describe('"what can we try / strategies" asks for tips', () => {
  it('reads the wording in every locale and not in a plain question', () => {
    for (const q of [
      'What could we try when Dad keeps food in his cheeks?',
      'Which strategies help at mealtimes?',
      '可以試吓乜嘢方法？',
      '何を試せばいいですか？',
    ])
      expect(shapes(q)).toContain('tips');
    expect(shapes('What is Level 4?')).not.toContain('tips');
  });
  it('food held in the cheeks: small mouthfuls or finger foods are among the tips', async () => {
    expect(await answer("What could we try when Dad keeps food in his cheeks and won't swallow?")).toMatch(/small mouthful|finger food/i);
  });
});

describe('Level 4 keeps a clear pattern of fork prongs (fork-spoon-tests lead, every locale)', () => {
  it.each([
    ['How do I check puréed food with a fork and a spoon?', /clear pattern/],
    ['點樣用叉同匙羹試吓啲糊仔夠唔夠第4級？', /叉紋/],
  ])('"%s"', async (question, fact) => {
    expect(await answer(question)).toMatch(fact);
  });
});

describe('blending Hong Kong meals: a blender or food processor, with soup, gravy or milk', () => {
  it('"打成糊餐" reads as blending', async () => {
    const text = await answer('阿嫲啲飯餸點樣打成糊餐？');
    expect(text).toMatch(/攪拌機|食物處理器/);
  });
});

describe('dysphagia is defined through the mouth, throat and oesophagus', () => {
  it('"乜嘢叫吞嚥困難？" names the oesophagus', async () => {
    expect(await answer('乜嘢叫吞嚥困難？')).toMatch(/食道/);
  });
});
