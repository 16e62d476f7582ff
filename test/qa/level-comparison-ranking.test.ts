/** Two IDDSI levels compared by number are answered from a level article (phrases are our own). */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { resetIndexStore } from '../../shared/qa/index-store';
import { answerClinicalQuestion } from '../../shared/qa/service';

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

const firstSource = async (question: string) => (await answerClinicalQuestion({ question, top_k: 5 })).sources[0]?.id;

describe('OTHER_STANDARD_CONCEPTS: a level comparison is not lifted to the standards article by a food word', () => {
  it.each([
    'Level 3 and Level 4 both look like porridge to me: how are they different?',
    '第5級同第4級有咩唔同？兩樣都好似粥咁',
    '3级和4级有什么区别？看起来都像米糊',
    'レベル3とレベル4はどう違いますか？どちらもお粥みたいです',
  ])('"%s"', async (question) => {
    expect(await firstSource(question)).toMatch(/^iddsi-level-[345]-/);
  });
});
