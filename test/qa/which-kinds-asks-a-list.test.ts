/**
 * ASKS_LIST (composer/question-reading.ts) and the foods shape (question-intent.ts): Chinese asks "which kinds" with the
 * classifier 類 / 类 ("哪类食物", "邊類嘢食", "咩類"), as English asks "what kinds of" and Japanese "どんな種類": a list
 * question, answered by the whole list (a mixed-consistency item is one of the foods to avoid at Levels 5 and 6).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { answerShapes } from '../../shared/qa/question-intent';
import { resetIndexStore } from '../../shared/qa/index-store';
import { answerClinicalQuestion } from '../../shared/qa/service';

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

describe('ASKS_LIST: "which kinds" with a classifier asks for a list', () => {
  it.each([
    ['zh-CN', '哪类零食最容易卡住喉咙？'],
    ['zh-HK', '邊類小食最易哽親？'],
    ['en', 'What kinds of foods are hardest to swallow safely?'],
  ])('the foods shape (%s) "%s"', (_l, question) => {
    expect(answerShapes(question).map((s) => s.id)).toContain('foods');
  });

  it.each([
    ['zh-CN', '给老人准备6级软质一口量的饭菜，哪类食物不能给？'],
    ['zh-HK', '準備第6級軟質及一口量嘅餸，有咩類嘢食唔可以俾？'],
  ])('the answer quotes the whole list of foods to avoid, mixed consistencies too (%s)', async (_l, question) => {
    const { answer } = await answerClinicalQuestion({ question, top_k: 5 });
    expect(answer).toMatch(/稀稠混合/u);
    expect(answer).toMatch(/粘性|黏性/u);
  });
});
