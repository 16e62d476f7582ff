/**
 * Companion facts aspiration-definition-carries-silent, chewed-food-level-definition-carries-its-test,
 * chewed-food-level-check-carries-its-test and oral-care-routine-carries-its-purpose (companion-facts.ts);
 * "どうやって / どうやれば" asks what to do (question-intent.ts, intent action).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { resetIndexStore } from '../../shared/qa/index-store';
import { questionIntents } from '../../shared/qa/question-intent';
import { answerClinicalQuestion } from '../../shared/qa/service';
import { companionIdsFor } from './helpers';

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

const answer = async (question: string) => (await answerClinicalQuestion({ question, top_k: 5 })).answer;

describe('aspiration-definition-carries-silent: what aspiration is says it can be silent', () => {
  it.each([
    ['en', 'What does aspiration actually mean?'],
    ['zh-CN', '护士说老人有误吸，误吸是什么？'],
    ['zh-HK', '誤吸即係咩？'],
    ['ja', '誤嚥とは何ですか？'],
  ])('%s: "%s" asks for it and the answer says so', async (_l, question) => {
    expect(companionIdsFor(question)).toContain('aspiration-definition-carries-silent');
    expect(await answer(question)).toMatch(/silent|no cough|隐性|隱性|无声|無聲|不顕性|むせ(ない|ずに)|不咳|唔咳/iu);
  });

  it('asked what silent aspiration is, its own definition answers (the rule stays out)', () => {
    expect(companionIdsFor('隐性误吸是什么意思？')).not.toContain('aspiration-definition-carries-silent');
  });
});

describe('chewed food levels: a definition or a check carries the fork test', () => {
  const FORK_TEST = /fork[^.]{0,60}(test|thumbnail|prong)|叉[^。]{0,12}(测试|測試|按压|按壓|压|壓)|フォーク[^。]{0,12}(テスト|押)/iu;

  it.each([
    ['en', 'What is a Level 6 Soft and Bite-Sized diet?', 'chewed-food-level-definition-carries-its-test'],
    ['zh-CN', '什么是IDDSI 5级细碎湿软？', 'chewed-food-level-definition-carries-its-test'],
    ['ja', 'レベル7の噛みやすい食事とはどういうものですか？', 'chewed-food-level-definition-carries-its-test'],
    ['en', 'How does the kitchen check that a Level 5 shepherd pie is right?', 'chewed-food-level-check-carries-its-test'],
    ['zh-CN', '厨房做好的6级鸡肉块，怎么检查合不合格？', 'chewed-food-level-check-carries-its-test'],
  ])('%s: "%s" asks for %s and the answer names the fork test', async (_l, question, id) => {
    expect(companionIdsFor(question)).toContain(id);
    expect(await answer(question)).toMatch(FORK_TEST);
  });

  it('two levels compared are not read as the definition of one', async () => {
    const r = await answerClinicalQuestion({ question: 'レベル5とレベル6の食事は何が違いますか？', top_k: 5 });
    expect(r.answer).toMatch(/レベル\s*5/u);
    expect(r.answer).toMatch(/レベル\s*6/u);
  });

  it('a local soft diet read as Level 6 is answered by what it is beside IDDSI, not by the test rule', () => {
    expect(companionIdsFor('香港嘅「軟餐」即係咩？')).not.toContain('chewed-food-level-definition-carries-its-test');
  });
});

describe('oral-care-routine-carries-its-purpose: how to do mouth care says why', () => {
  it.each([
    ['en', 'What should we do for the mouth care of a resident who is tube fed?'],
    ['zh-CN', '长期卧床的老人口腔护理应该怎么做？'],
    ['ja', '経管栄養の母の口腔ケアはどうやってあげればいいですか？'],
  ])('%s: "%s" names pneumonia', async (_l, question) => {
    expect(companionIdsFor(question)).toContain('oral-care-routine-carries-its-purpose');
    expect(await answer(question)).toMatch(/pneumonia|肺炎/iu);
  });
});

describe('intent action: "どうやって / どうやれば" asks what to do', () => {
  it.each(['入れ歯はどうやって洗ってあげればいいですか？', 'とろみ茶はどうやればうまく作れますか？'])('%s', (question) => {
    expect(questionIntents(question).map((i) => i.id)).toContain('action');
  });
});
