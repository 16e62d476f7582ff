/**
 * Session 13 (Q&A, helper b): classes of the thirteenth held-out sets (not covered in every script, list answers,
 * who decides), each tested on phrases of its own in every locale.
 */
import { describe, expect, it } from 'vitest';
import { notCoveredReason } from '../../shared/qa/scope';
import { textFeatures } from '../../shared/qa/text-features';

const reason = (q: string) => notCoveredReason(q, textFeatures(q, { query: true }));

describe('not covered: how many tablets of a named medicine, and benefit or certification schemes', () => {
  it.each([
    'How many capsules of Tamiflu can a 90-year-old with weak kidneys take?',
    '爸爸頭痛，止痛藥一日最多可以食幾多粒？佢體重60公斤。',
    '奶奶感冒发烧，布洛芬一天吃几片？体重50公斤',
    '祖父がかぜをひき、カロナールを1日何錠まで飲ませてよいですか。体重は50キロです。',
    '長生津要等幾耐先批？',
    '长护险怎么申请？',
    '要介護認定の申請はどこでしますか',
    'How do I apply for disability allowance for my mum?',
  ])('"%s" is not covered', (q) => {
    expect(reason(q)).toBeDefined();
  });

  it.each([
    '佢吞藥丸會嗆，必理痛可唔可以磨碎？',
    '我爸吞咽困难，布洛芬一天最多吃几片？可以磨碎吗？',
    '錠剤が飲み込みにくい父に、カロナールは砕いてもいいですか',
    'Can paracetamol tablets be crushed for someone who cannot swallow them?',
  ])('"%s" names swallowing and stays in scope', (q) => {
    expect(reason(q)).toBeUndefined();
  });
});
