/**
 * Concept spoon_tilt_test (concepts.ts): judging a purée "with a spoon" in everyday words is the spoon tilt test,
 * and the answer says what a right purée does when the spoon is tilted (slides off as a whole spoonful). Feeding
 * with a spoon is not the test.
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

const cases = [
  ['en', 'How can I use a spoon to see if the purée is thick enough?'],
  ['zh-CN', '怎么用勺子看我打的菜泥稠度合不合适？'],
  ['zh-HK', '點樣用匙羹睇下啲糊仔夠唔夠稠？'],
  ['ja', 'ピューレのかたさが合っているか、スプーンで見分けられますか？'],
] as const;

/** A spoonful sliding off the tilted spoon, in every corpus locale. */
const SLIDES_OFF = /slides? off|滑落|落ち/u;

describe('spoon_tilt_test: judging with a spoon', () => {
  it.each(cases)('names the spoon tilt test (%s): "%s"', (_l, question) => {
    expect(textFeatures(question, { query: true }).has('k:spoon_tilt_test')).toBe(true);
  });

  it.each(cases)('the answer says the spoonful slides off (%s)', async (_l, question) => {
    expect((await answerClinicalQuestion({ question, top_k: 5 })).answer).toMatch(SLIDES_OFF);
  });

  it.each([
    ['en', 'Should I use a spoon to feed him his soup?'],
    ['zh-CN', '用勺子喂饭要注意什么？'],
  ])('feeding with a spoon is not the test (%s)', (_l, question) => {
    expect(textFeatures(question, { query: true }).has('k:spoon_tilt_test')).toBe(false);
  });
});
