/**
 * Weight that keeps falling asks for the nutrition article, and "IDDSI 是什么"
 * with a space after the Latin name still asks what IDDSI is; each on phrases of its own in every locale.
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

const topSource = async (question: string) => (await answerClinicalQuestion({ question, top_k: 5 })).sources[0]?.id;

describe('weight that keeps falling is answered by the nutrition article (k:weight_still_falling)', () => {
  it.each([
    ['奶奶体重越来越轻，家里该怎么照顾？', 'nutrition-weight-loss-zh-cn'],
    ['阿爺體重一直減，點樣幫佢？', 'nutrition-weight-loss-zh-hk'],
    ['父の体重が落ち続けています。どうしたらいいですか', 'nutrition-weight-loss-ja'],
    ["Grandma's weight keeps going down, how can we help her at home?", 'nutrition-weight-loss-en'],
  ])('"%s" leads with %s', async (q, id) => {
    expect(textFeatures(q, { query: true }).has('k:weight_still_falling')).toBe(true);
    expect(await topSource(q)).toBe(id);
  });
});

describe('"what is IDDSI" with a space after the name (k:what_is_iddsi)', () => {
  it.each([
    ['什么叫 IDDSI？', 'iddsi-overview-zh-cn'],
    ['IDDSI 係咩嚟㗎？', 'iddsi-overview-zh-hk'],
    ['IDDSI とは何ですか', 'iddsi-overview-ja'],
  ])('"%s" leads with %s', async (q, id) => {
    expect(textFeatures(q, { query: true }).has('k:what_is_iddsi')).toBe(true);
    expect(await topSource(q)).toBe(id);
  });
});
