/**
 * Tips in other words, in all four locales: a section of the key points of doing something ("Key points when using
 * thickener", "注意点", "注意事项", "要注意的事項") is a list of tips, so "any tips?" about a thickener that clumps
 * quotes the thickener's own points (add the powder a little at a time, never all at once) rather than the tips of
 * another article retrieved beside it. Phrases are our own.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { resetIndexStore } from '../../shared/qa/index-store';
import { answerClinicalQuestion } from '../../shared/qa/service';

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

describe('tips: key-points sections are tips', () => {
  it.each([
    ["My mum's coffee goes lumpy whenever I add the thickener. Any tips?", /a little at a time|all at once/u],
    ['啲凝固粉落落去果汁度成日結粒，有冇貼士？', /一次過|順滑/u],
    ['增稠剂加进牛奶里老是结块，有什么技巧？', /少量加入|一次倒入/u],
    ['牛乳にとろみ剤を入れるとダマになります。コツはありますか', /少しずつ|一度に/u],
  ])('"%s"', async (question, point) => {
    const r = await answerClinicalQuestion({ question, top_k: 5 });
    expect(r.answer).toMatch(point);
    expect(r.sources[0]?.id).toMatch(/^thickeners-/u);
  });
});
