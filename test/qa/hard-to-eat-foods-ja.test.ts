/**
 * Foods "hard to eat" or "hard to swallow" asked for with any food noun (食品, もの, 食べ物) read as the foods that
 * need care (prone_to_choke), so the high-risk foods article answers with its Japanese examples. Phrases of our own.
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

describe('prone_to_choke (concepts.ts): hard-to-eat foods with any food noun', () => {
  it.each(['父が食べづらい食品を知りたいです', '飲み込みにくい食品はどれですか', '介護で食べにくいものは?'])(
    '"%s" reads as foods that need care',
    (question) => {
      expect(textFeatures(question, { query: true }).has('k:prone_to_choke')).toBe(true);
    },
  );
  it('the answer names Japanese high-risk foods', async () => {
    const result = await answerClinicalQuestion({ question: '嚥下障害がある母が食べにくい食品を教えて', top_k: 5 });
    expect(result.answer).toMatch(/餅|もち/);
    expect(result.answer).toMatch(/こんにゃく|団子/);
  });
});
