/**
 * Companion fact oral-care-effect-carries-pneumonia-reduction (companion-facts.ts): asked whether or why mouth care
 * helps against aspiration pneumonia, the answer says that it lowers pneumonia, not only how to brush.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { resetIndexStore } from '../../shared/qa/index-store';
import { answerClinicalQuestion } from '../../shared/qa/service';
import { companionIdsFor } from './helpers';

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

const asked = companionIdsFor;

const ID = 'oral-care-effect-carries-pneumonia-reduction';

describe('mouth care against aspiration pneumonia: does it work?', () => {
  it.each([
    ['en', 'Does daily oral care really help prevent aspiration pneumonia?'],
    ['zh-HK', '幫阿爸做口腔護理，真係可以減少吸入性肺炎？有冇用？'],
    ['ja', '口腔ケアは誤嚥性肺炎の予防に効果がありますか？'],
  ])('%s: "%s" asks for the reduction', (_l, question) => {
    expect(asked(question)).toContain(ID);
  });
  it('a question on how to clean dentures does not', () => {
    expect(asked("How should I clean my mother's dentures at night?")).not.toContain(ID);
  });
  it('the answer says pneumonia is lowered (en)', async () => {
    const r = await answerClinicalQuestion({
      question: 'Why does mouth care make a difference to aspiration pneumonia in care homes?',
      top_k: 5,
    });
    expect(r.answer).toMatch(/(reduc|lower|fewer|prevent)[^.]{0,60}pneumonia|pneumonia[^.]{0,60}(reduc|lower|fewer|prevent)/i);
  });
});
