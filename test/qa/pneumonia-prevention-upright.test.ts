/**
 * Companion fact pneumonia-prevention-carries-upright-after-meals: asked how to prevent aspiration pneumonia, an
 * answer carries staying upright for 30 minutes after meals beside mouth care; asked what the pneumonia is, it
 * does not.
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

const ID = 'pneumonia-prevention-carries-upright-after-meals';
const asked = (question: string) =>
  companionFactsFor({ features: textFeatures(question, { query: true }), shapes: [], intents: [], comparison: false, text: question }).map(
    (f) => f.id,
  );

describe(ID, () => {
  it.each([
    ['en', 'How can we prevent aspiration pneumonia at home?'],
    ['zh-CN', '在家里怎样预防吸入性肺炎？'],
    ['zh-HK', '點樣喺屋企預防吸入性肺炎？'],
    ['ja', '誤嚥性肺炎を予防するために家庭でできることは？'],
  ])('a prevention question carries 30 minutes upright (%s)', async (_l, question) => {
    expect(asked(question)).toContain(ID);
    expect((await answerClinicalQuestion({ question, top_k: 5 })).answer).toMatch(/30\s*(minutes|分)/u);
  });

  it.each([
    ['en', 'What is aspiration pneumonia?'],
    ['ja', '誤嚥性肺炎とはどんな病気ですか？'],
  ])('a definition does not ask it (%s)', (_l, question) => {
    expect(asked(question)).not.toContain(ID);
  });
});
