import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { outsideSubject, WHO_PAYS } from '../../shared/qa/scope';
import { textFeatures } from '../../shared/qa/text-features';

describe('who_pays: a condition named as whom a payment is for', () => {
  // CONDITION_AS_CONTEXT: the condition named as whom the payment is for does not bring a who-pays ask back.
  it.each([
    'Will our health insurance reimburse a modified-texture meal service for Dad with dysphagia?',
    '阿媽有吞嚥困難，睇言語治療可唔可以用保險報銷？',
    '老人有吞咽障碍，买的软食医保能报销吗？',
    '嚥下障害の母のミキサー食は保険で払い戻しされますか？',
  ])('who_pays: "%s" stays outside', (question) => {
    expect(outsideSubject(textFeatures(question, { query: true }), question)).toBe(WHO_PAYS.about);
  });
});

describe('juicy fruit is a mixed consistency', () => {
  // Fruit whose juice separates in the mouth (watermelon) is the IDDSI "juicy food" hazard, held under mixed_consistency.
  it.each([
    'Can Nana have a slice of watermelon on her minced diet?',
    '阿嫲可唔可以食西瓜？',
    '多汁的水果能给爷爷吃吗？',
    '祖父にスイカを出してもいいですか？',
  ])('"%s" names mixed_consistency', (question) => {
    expect(textFeatures(question, { query: true }).has('k:mixed_consistency')).toBe(true);
  });
});

describe('how hard to press', () => {
  // press_force: the force of a press test is asked as an amount; it is central to the fork and spoon tests article.
  it.each([
    'How much pressure should I use when I press the carrot with a fork?',
    '用叉壓南瓜要幾大力？',
    '用勺子压豆腐要用多大力？',
    'スプーンで押すときの力加減は？',
  ])('"%s" names press_force', (question) => {
    expect(textFeatures(question, { query: true }).has('k:press_force')).toBe(true);
  });
});

describe('article wording a lead sentence keeps', () => {
  const lead = (file: string) => readFileSync(`embeddings/articles/${file}`, 'utf8').split('\n')[9] ?? '';
  // The daily-care sentence of the oral-care lead names people who are nil by mouth in every locale (one sentence, so
  // a composer that quotes it keeps them).
  it.each([
    ['en/aspiration-pneumonia-oral-care-en.md', /removing them at night[^.]*nil by mouth/],
    ['zh-HK/aspiration-pneumonia-oral-care-zh-hk.md', /晚上除下[^。]*禁止經口進食/],
    ['zh-CN/aspiration-pneumonia-oral-care-zh-cn.md', /晚上取下[^。]*禁食/],
    ['ja/aspiration-pneumonia-oral-care-ja.md', /夜は外し[^。]*絶食/],
  ])('%s', (file, pattern) => {
    expect(lead(file)).toMatch(pattern);
  });

  it('the zh-CN referral list says 进食时间延长', () => {
    expect(readFileSync('embeddings/articles/zh-CN/when-to-refer-slp-zh-cn.md', 'utf8')).toMatch(/进食时间延长/);
  });
});

describe('stroke seating names the head position', () => {
  // The stroke article's seating sentence says the chin is slightly down and a chin tuck needs the SLP's advice.
  it.each([
    ['en/dysphagia-stroke-en.md', /midline and the chin slightly down \(a full chin tuck only if the SLP advises it\)/],
    ['zh-HK/dysphagia-stroke-zh-hk.md', /下巴微微向下（只有言語治療師建議時/],
    ['zh-CN/dysphagia-stroke-zh-cn.md', /下巴微收（只有言语治疗师建议时/],
  ])('%s', (file, pattern) => {
    expect(readFileSync(`embeddings/articles/${file}`, 'utf8')).toMatch(pattern);
  });
});

describe('transitional-food examples say how each product is tested', () => {
  // The examples paragraph a definition answer quotes names the test: 1 ml of water, 1 minute, the fork pressure test.
  it.each([
    ['en/transitional-foods-en.md', /tested: 1 ml of water[^.]*wait 1 minute, then the fork pressure test/],
    ['zh-HK/transitional-foods-zh-hk.md', /必須測試：加1毫升水，等1分鐘，再做叉壓測試/],
    ['ja/transitional-foods-ja.md', /1 mlの水をかけて1分待ち、フォーク圧テスト/],
  ])('%s', (file, pattern) => {
    expect(readFileSync(`embeddings/articles/${file}`, 'utf8')).toMatch(pattern);
  });
});
