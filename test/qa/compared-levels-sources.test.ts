/**
 * Comparisons of levels and who assesses, each tested on
 * phrases of its own in every locale.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { COMPARED_LEVELS_RULE, comparedLevelTopics } from '../../shared/qa/compared-levels';
import { resetIndexStore } from '../../shared/qa/index-store';
import { asksForComparison } from '../../shared/qa/question-intent';
import { answerClinicalQuestion } from '../../shared/qa/service';
import { textFeatures } from '../../shared/qa/text-features';

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

const levelTopics = (q: string) => comparedLevelTopics(q, textFeatures(q, { query: true }));

describe(`${COMPARED_LEVELS_RULE.id}: a comparison of levels has each level's article among its sources`, () => {
  it.each([
    ['How is Level 5 minced different from Level 6 soft and bite-sized?', ['iddsi-level-5', 'iddsi-level-6']],
    ['第2級同第3級飲品有咩唔同？', ['iddsi-level-2', 'iddsi-level-3']],
    ['5级和6级食物有什么区别？', ['iddsi-level-5', 'iddsi-level-6']],
    ['レベル6とレベル7の違いは何ですか？', ['iddsi-level-6', 'iddsi-level-7']],
  ])('"%s" names %j', (question, topics) => {
    expect(levelTopics(question).sort()).toEqual(topics);
  });

  it('one level, no comparison, or "how do I tell them apart" (the tests answer that) leave the rankers alone', () => {
    for (const question of [
      'What is the difference between thin and thickened drinks at Level 2?',
      'Can a Level 5 resident have Level 6 bread?',
      'How do I tell Level 4 and Level 5 apart?',
      '第5級同第6級點樣分？',
      'レベル2とレベル3はどう見分けますか？',
    ])
      expect(levelTopics(question)).toEqual([]);
  });

  it('answers "Level 5 vs Level 6" in Cantonese from both level articles', async () => {
    const r = await answerClinicalQuestion({ question: '第5級細碎同第6級軟質有咩分別？', top_k: 5 });
    const ids = r.sources.map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining(['iddsi-level-5-zh-hk', 'iddsi-level-6-zh-hk']));
    expect(r.answer).toMatch(/4\s*毫米|4 ?mm/u);
    expect(r.answer).toMatch(/1\.5\s*厘米|15\s*毫米/u);
  });
});

describe('comparison: "is it the same thing" (一回事) compares', () => {
  it.each(['醫院講嘅碎餐同IDDSI第5級係咪一回事？', '医院的半流质和IDDSI 3级是一回事吗？', '呢兩樣係咪同一樣嘢？'])('"%s"', (q) => {
    expect(asksForComparison(q)).toBe(true);
  });
});

describe('who_assesses: "who assesses (and decides)" is the who_decides question in every locale', () => {
  it.each([
    'Who should assess whether he can start eating again?',
    '佢食唔食得固體，邊個評估？',
    '要不要打成糊，谁来评估？',
    '食事の形態はだれが評価しますか？',
  ])('"%s" asks who decides, which the SLP answers', (question) => {
    const features = textFeatures(question, { query: true });
    expect(features.has('k:who_decides')).toBe(true);
    expect(features.has('k:slp')).toBe(true);
  });

  it('answers a Mandarin "who assesses" question from the referral article, naming the SLP', async () => {
    const r = await answerClinicalQuestion({ question: '奶奶能不能吃米饭，应该由谁来判断？', top_k: 5 });
    expect(r.sources[0]?.id).toBe('when-to-refer-slp-zh-cn');
    expect(r.answer).toMatch(/言语治疗师/u);
  });
});
