/**
 * promoteAskedTopic (composer/source-promotion.ts): the article on what a question asks (ASKED_TOPIC: foods to
 * leave out → the high-risk foods) leads over the diet standards or meal-preparation article that ranked first on
 * the diet's name, and a cook's question keeps it first when it ranked first (promoteDoingSource).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { resetIndexStore } from '../../shared/qa/index-store';
import { answerClinicalQuestion } from '../../shared/qa/service';

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

describe('foods to leave out, asked beside a diet name or a kitchen, are answered from the high-risk foods', () => {
  it.each([
    ['ja', '介護施設の調理員です。嚥下調整食の方には、誤嚥や窒息の危険が高い食材は出さないようにしたいのですが、どんな食材ですか？'],
    ['ja', 'ソフト食の父に、のどに詰まりやすくて出さないほうがいい食べ物はどれですか？'],
  ])('%s: "%s"', async (_l, question) => {
    const r = await answerClinicalQuestion({ question, top_k: 5 });
    const first = Number(/\[(\d+)\]/.exec(r.answer)?.[1]);
    expect(r.sources[first - 1]?.id).toMatch(/^high-risk-foods-/u);
    // (A nurse reads the foods first, not the history of diet names or the fortifying of meals.)
    expect(r.answer.slice(0, 120)).not.toMatch(/nectar|ネクター|花蜜|营养不良|低栄養/iu);
  });
});
