/**
 * TOOL_CHECK (concepts.ts): a spoon or fork named as what a check is done with, words between or not ("用汤匙在家
 * 自己检验", "點樣用匙羹自己驗吓", "test it with a fork", "フォークを使って…確認"), names the IDDSI test done with it:
 * the spoon tilt test; for a fork the fork drip and fork pressure tests. Eating or feeding with the tool, or a
 * clause between, is no check. The answer then says what the test shows.
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

const has = (question: string, concept: string) => textFeatures(question, { query: true }).has(`k:${concept}`);

describe('TOOL_CHECK: a check done with a spoon or fork names its IDDSI test', () => {
  it.each([
    ['zh-CN', '怎么用汤匙在家自己检验打好的南瓜泥合不合格？'],
    ['zh-HK', '可唔可以用匙羹自己試吓個南瓜蓉啱唔啱？'],
    ['en', 'Can I use a spoon and my own eyes to tell whether the mash is right?'],
    ['ja', 'スプーンで簡単に確かめる方法はありますか？'],
  ])('a spoon: the spoon tilt test (%s) "%s"', (_l, question) => {
    expect(has(question, 'spoon_tilt_test')).toBe(true);
  });

  it.each([
    ['zh-CN', '怎么用叉子简单测一下肉末够不够软？'],
    ['zh-HK', '點樣用叉自己驗吓啲免治豬肉？'],
    ['en', 'How do I test the mashed carrot with a fork?'],
    ['ja', 'フォークを使ってかぼちゃのやわらかさを確認するには？'],
  ])('a fork: the fork drip and fork pressure tests (%s) "%s"', (_l, question) => {
    expect(has(question, 'fork_drip_test') && has(question, 'fork_pressure_test')).toBe(true);
  });

  it.each([
    ['zh-CN', '用叉子吃饭，看电视可以吗？'],
    ['zh-HK', '用匙羹餵佢食粥，試下溫度先？'],
    ['ja', 'スプーンで食べさせて様子を確認してもいい？'],
    ['en', 'Should I use a fork to feed him and check he swallows?'],
    // the person's swallow checked with a spoon of water is screening, not the texture test
    ['zh-CN', '怎么用汤匙测试吞咽功能？'],
    ['en', 'How do I test her swallow with a spoon of water at home?'],
  ])('eating or feeding with it, or the swallow checked with it, is no texture check (%s) "%s"', (_l, question) => {
    for (const test of ['spoon_tilt_test', 'fork_drip_test', 'fork_pressure_test']) expect(has(question, test)).toBe(false);
  });

  it.each([
    ['zh-CN', '怎么用汤匙在家自己检验打好的南瓜泥合不合格？', /滑落/u],
    ['zh-HK', '點樣用匙羹自己驗吓打好嘅南瓜蓉啱唔啱4級？', /滑落/u],
  ])('the answer says what the tilted spoon shows (%s)', async (_l, question, shows) => {
    expect((await answerClinicalQuestion({ question, top_k: 5 })).answer).toMatch(shows);
  });
});
