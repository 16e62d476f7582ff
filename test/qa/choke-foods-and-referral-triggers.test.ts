/**
 * A list question answered by the list of the kind asked (ANSWER_SHAPES, question-intent.ts): the foods that make
 * someone choke are the foods to avoid (the `foods` shape's askedHeading.question), and the triggers or indications
 * for a referral are its signs (the `signs` shape). Phrases of our own.
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

describe('foods shape, askedHeading.question: foods that make someone choke are answered by what to avoid', () => {
  it.each([
    ['en', 'My husband is on Level 6 soft and bite-sized. Which snacks could make him choke?', [/nuts/i, /popcorn|crisps/i]],
    ['zh-CN', '外婆吃5级细碎湿软食物，哪些食物最容易令她噎到？', [/坚果/, /爆米花|薯片/]],
  ])('(%s) %s', async (_locale, question, facts) => {
    const text = await answer(question as string);
    for (const fact of facts as RegExp[]) expect(text).toMatch(fact);
  });

  it.each([
    ['en', 'My husband is on Level 6 soft and bite-sized. Which snacks could make him choke?', /Soft cooked fish in 1\.5 cm/],
    ['zh-CN', '外婆吃5级细碎湿软食物，哪些食物最容易令她噎到？', /软嫩的肉剁碎/],
  ])("(%s) %s: the level's own examples of safe food are not given as the foods that choke", async (_locale, question, safe) => {
    expect(await answer(question as string)).not.toMatch(safe as RegExp);
  });
});

describe('signs shape: the triggers or indications for a referral are its signs', () => {
  it.each([
    'What are the common triggers for a referral to the SLP?',
    'Are there criteria for referral to speech therapy?',
    '转介言语治疗师的指征是什么？',
    '言語聴覚士への相談の目安は？',
  ])('"%s" asks for signs', (question) => {
    expect(answerShapes(question).map((s) => s.id)).toContain('signs');
  });

  it.each([
    ['en', 'What are the indications for a referral to the SLP for a swallowing assessment?'],
    ['zh-CN', '转介言语治疗师做吞咽评估的指征有哪些？'],
  ])('(%s) %s is answered with the signs: coughing, chest infections, weight loss', async (_locale, question) => {
    const text = await answer(question);
    expect(text).toMatch(/cough|咳/i);
    expect(text).toMatch(/chest infection|pneumonia|肺部感染|肺炎/i);
    expect(text).toMatch(/weight loss|体重下降/i);
  });
});
