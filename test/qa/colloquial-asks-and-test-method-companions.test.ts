/**
 * Session 27: colloquial Mandarin question words (啥, 咋) and "key points" / "what to check" read as the asks they
 * are (withoutHedges, the action intent); a question on the fork pressure or spoon tilt test carries the test's
 * pass (the thumbnail that blanches, the spoonful that slides off whole); a question on how someone losing weight
 * eats carries small, frequent meals. Phrases are our own.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { COMPANION_FACTS } from '../../shared/qa/companion-facts';
import { withoutHedges } from '../../shared/qa/concepts';
import { resetIndexStore } from '../../shared/qa/index-store';
import { questionIntents } from '../../shared/qa/question-intent';
import { answerClinicalQuestion } from '../../shared/qa/service';
import { textFeatures } from '../../shared/qa/text-features';
import { companionIdsFor } from './helpers';

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

const intents = (question: string) => questionIntents(question).map((i) => i.id);
const answer = async (question: string) => (await answerClinicalQuestion({ question, top_k: 5 })).answer;

describe('colloquial Mandarin question words read as the standard ones', () => {
  it('啥 is 什么 and 咋 before a verb is 怎么; a Cantonese sentence-final 咋 stays', () => {
    expect(withoutHedges('老人喝水呛，要注意啥')).toBe('老人喝水呛，要注意什么');
    expect(withoutHedges('咋办才好')).toBe('怎么办才好');
    expect(withoutHedges('佢食一啖咋')).toBe('佢食一啖咋');
  });

  it.each(['中风后喂饭要注意啥？', '老人呛水了咋办？'])('"%s" asks what to do', (question) => {
    expect(intents(question)).toContain('action');
  });

  it.each(['给老人做软饭，厨房有哪些要点？', '嚥下障害の人に食事を出す前に確認することは？', '食べさせる前にチェックすべきことは？'])(
    'key points and what to check ask what to do: "%s"',
    (question) => {
      expect(intents(question)).toContain('action');
    },
  );
});

describe('fork-pressure-test-carries-thumbnail-blanch and spoon-tilt-test-carries-slides-off', () => {
  it('are typed data with their source', () => {
    for (const id of ['fork-pressure-test-carries-thumbnail-blanch', 'spoon-tilt-test-carries-slides-off'])
      expect(COMPANION_FACTS.find((f) => f.id === id)?.statement).toMatch(/IDDSI Framework Testing Methods/);
  });

  it('壓力測試 with a fork names the fork pressure test', () => {
    expect(textFeatures('用叉做個壓力測試得唔得？', { query: true }).has('k:fork_pressure_test')).toBe(true);
    expect(companionIdsFor('用叉做個壓力測試得唔得？')).toContain('fork-pressure-test-carries-thumbnail-blanch');
  });

  it.each([
    ['en', 'How hard do I push in the fork pressure test on a bit of fish?', /thumbnail/i],
    ['zh-CN', '叉子压力测试具体怎么做？', /指甲/u],
    ['ja', 'フォーク圧テストのやり方を教えてください', /爪/u],
  ])('the fork pressure test (%s): "%s"', async (_l, question, fact) => {
    expect(await answer(question)).toMatch(fact);
  });

  it('a comparison of the spoon tilt and fork pressure tests says what passes the tilt', async () => {
    expect(await answer('Spoon tilt test or fork pressure test: which is for what?')).toMatch(/slides? off|holds? its shape/i);
  });
});

describe('weight-loss-eating-carries-small-frequent-meals', () => {
  it('is asked by how someone losing weight eats, not by weight loss as a sign to refer', () => {
    expect(companionIdsFor('She keeps losing weight, what should she eat?')).toContain('weight-loss-eating-carries-small-frequent-meals');
    expect(companionIdsFor('Weight loss and coughing: when should I refer?')).not.toContain(
      'weight-loss-eating-carries-small-frequent-meals',
    );
  });

  it.each([
    ['zh-CN', '老人越来越瘦，吞咽又不好，饭该咋吃？', /少量多餐|少食多餐/u],
    ['en', 'He has dysphagia and keeps losing weight. How can we help him eat more?', /small,? frequent meals/i],
  ])('%s: "%s"', async (_l, question, fact) => {
    expect(await answer(question)).toMatch(fact);
  });
});
