/**
 * Concept foods_need_care and the Level 7 name 普通食 (issue 19): "foods that need extra care / 需要留意的食物 /
 * 要留意嘅食物" ask for the high-risk foods, not the Level 7 section on the high-risk foods that still need care
 * there; 普通食 (regular diet) is Level 7. Phrases are our own, not the development questions that revealed them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { conceptsIn, normaliseForMatch } from '../../shared/qa/concepts';
import { resetIndexStore } from '../../shared/qa/index-store';
import { answerClinicalQuestion } from '../../shared/qa/service';

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

const firstSource = async (question: string) => (await answerClinicalQuestion({ question, top_k: 5 })).sources[0]?.id;

describe('foods_need_care: foods that need extra care are the high-risk foods', () => {
  it.each([
    ['Are there foods that need extra care when Grandpa eats?', 'high-risk-foods-en'],
    ['What foods need extra care for my mum?', 'high-risk-foods-en'],
    ['吞咽困难的妈妈，需要留意的食物是哪些？', 'high-risk-foods-zh-cn'],
    ['爷爷有哪些需要小心的食物？', 'high-risk-foods-zh-cn'],
    ['阿婆有咩要留意嘅食物？', 'high-risk-foods-zh-hk'],
    ['老竇有咩需要小心嘅食物？', 'high-risk-foods-zh-hk'],
  ])('"%s"', async (question, id) => {
    expect(await firstSource(question)).toBe(id);
  });

  it.each([
    ['What foods still need care on Level 7?', 'iddsi-level-7-en'],
    ['7级还有哪些食物要小心？', 'iddsi-level-7-zh-cn'],
    ['第7級仲有咩食物要小心？', 'iddsi-level-7-zh-hk'],
  ])('with Level 7 named, its own section answers: "%s"', async (question, id) => {
    expect(await firstSource(question)).toBe(id);
  });
});

describe('普通食 is Level 7 (regular diet)', () => {
  it('reads 普通食 as level_7', () => {
    expect(conceptsIn(normaliseForMatch('祖父は普通食です'), true).has('level_7')).toBe(true);
  });
  it('leaves zh 普通食物 (any everyday food) unread as a level', () => {
    expect(conceptsIn(normaliseForMatch('外婆可唔可以食普通食物？'), true).has('level_7')).toBe(false);
    expect(conceptsIn(normaliseForMatch('妈妈能吃普通食物了吗？'), true).has('level_7')).toBe(false);
  });
  it.each([
    ['普通食はIDDSIのどのレベルに当たりますか？', 'iddsi-level-7-ja'],
    ['祖父は普通食ですが、かみやすい食事との違いは？', 'iddsi-level-7-ja'],
  ])('"%s"', async (question, id) => {
    expect(await firstSource(question)).toBe(id);
  });
});
