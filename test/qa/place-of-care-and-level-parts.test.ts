/**
 * Issue 19, two classes of question, in all four locales, phrases our own:
 * - where the person is said as a place ("in Japan", "在日本", "喺日本", "日本の病院で") sets the scene: its words
 *   weigh as a frame does, so a sentence that merely names the same place does not push out the code asked about;
 *   a country named as a subject ("日本的学会分类", "Japan's codes") and a pronoun ("from us") are no place of care.
 * - a question in parts, one part per IDDSI level ("4級可唔可以有粒？5級啲粒幾大？"), answers each level's part from
 *   that level's own article: what the level is, not a list item of it about other things.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { placeOfCareFeatures } from '../../shared/qa/composer/question-reading';
import { resetIndexStore } from '../../shared/qa/index-store';
import { answerClinicalQuestion } from '../../shared/qa/service';

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

describe('place of care: a locative phrase sets the scene', () => {
  it.each([
    ['My aunt lives in Japan and gets code 3 meals', 'w:japan'],
    ['外婆在日本住院', 't:在日本'],
    ['阿爸喺日本住院', 'c:日本'],
    ['母は日本の病院で入院しています', 'c:日本'],
  ])('"%s" names a place of care', (q, feature) => {
    expect(placeOfCareFeatures(q)).toContain(feature);
  });
  it.each(['日本的学会分类是什么？', "What are Japan's diet codes?", 'Can you send the chart from us to the ward?'])(
    '"%s" names no place of care',
    (q) => {
      expect(placeOfCareFeatures(q)).toEqual([]);
    },
  );
  it.each([
    ['外婆在日本住院，护士说她现在吃JDD コード2-1，这相当于IDDSI几级？是什么样的食物？', /编码2-1：顺滑均匀/u],
    ['我阿媽喺日本住院，護士話佢食JDD コード2-1，相當於IDDSI幾級？係咩食物？', /編碼2-1：順滑均勻/u],
    ['My aunt lives in Japan and her care home serves code 2-1. Which IDDSI level is that?', /Code 2-1: a smooth/u],
  ])('"%s" still quotes the code asked about', async (q, row) => {
    const r = await answerClinicalQuestion({ question: q, top_k: 5 });
    expect(r.answer).toMatch(row);
  });
});

describe('a question in parts by level: each level part from its own article', () => {
  it.each([
    ['4級糊狀食物可唔可以有少少粒？5級嘅粒最大幾大？', /順滑無粒|無粒/u],
    ['IDDSI 4级的糊状食物里能不能有颗粒？那5级颗粒最大多大？', /没有颗粒|无颗粒/u],
  ])('"%s" says what Level 4 is', async (q, level4) => {
    const r = await answerClinicalQuestion({ question: q, top_k: 5 });
    expect(r.answer).toMatch(level4);
    expect(r.answer).toMatch(/4\s*(毫米|mm)/u);
  });
});
