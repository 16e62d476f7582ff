/**
 * Legal affairs around care are not covered even when the condition is named; "take to hospital" wordings
 * ask for the referral signs; "silent" aspiration synonyms; and facts the articles hold in every locale
 * (severe weight loss, why drinks are thickened, medicine jelly, intake, small mouthfuls). Phrases are our own.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { conceptsIn, normaliseForMatch } from '../../shared/qa/concepts';
import { answerShapes } from '../../shared/qa/question-intent';
import { outsideSubject } from '../../shared/qa/scope';
import { textFeatures } from '../../shared/qa/text-features';

const outside = (q: string) => outsideSubject(textFeatures(q, { query: true }), q);

describe('scope: legal_affairs is not covered, the condition named only as whom it is for', () => {
  it.each([
    'My mother had a stroke last year; which solicitor can set up a lasting power of attorney?',
    '阿爺有認知障礙，點樣幫佢申請持久授權書？',
    '奶奶中风以后，遗嘱还要去公证吗？',
    '認知症の父の成年後見の手続きはどうすればいいですか？',
  ])('"%s"', (q) => {
    expect(outside(q)).toMatch(/legal/);
  });
  it('a swallowing question that also names a lawyer stays in scope', () => {
    expect(outside('Our lawyer asked: does Dad choke on thin water, and should it be thickened?')).toBeUndefined();
  });
});

describe('"take to hospital" wordings ask for the referral signs (refer concept, signs shape)', () => {
  it.each(['爸爸吞东西困难，出现哪些情况要马上送医院？', '婆婆食飯出現邊啲情況要即刻帶去醫院？'])('"%s"', (q) => {
    expect(conceptsIn(normaliseForMatch(q), true).has('refer')).toBe(true);
    expect(answerShapes(q).map((s) => s.id)).toContain('signs');
  });
});

describe('silent_aspiration takes the "quiet" synonyms', () => {
  it.each(['靜默誤吸會唔會好危險？', '静默误吸怎么发现？', 'サイレントアスピレーションとは？'])('"%s"', (q) => {
    expect(conceptsIn(normaliseForMatch(q), true).has('silent_aspiration')).toBe(true);
  });
});

const article = (path: string) => readFileSync(`embeddings/articles/${path}`, 'utf8');

describe('article facts in every locale', () => {
  it.each([
    ['en/nutrition-weight-loss-en.md', 'more than 10% is severe', 'left uneaten or refused'],
    ['ja/nutrition-weight-loss-ja.md', '10%を超えれば高度な減少', '食事量（摂取量）が減り'],
    ['zh-CN/nutrition-weight-loss-zh-cn.md', '超过10%属于严重下降', '进食量减少'],
    ['zh-HK/nutrition-weight-loss-zh-hk.md', '超過10%屬嚴重下降', '食量減少'],
    ['en/thickeners-en.md', 'flows more slowly', 'aspiration'],
    ['ja/thickeners-ja.md', '流れがゆっくり', '誤嚥'],
    ['zh-CN/thickeners-zh-cn.md', '流动得较慢', '误吸'],
    ['zh-HK/thickeners-zh-hk.md', '流得較慢', '誤吸'],
    ['en/medicines-dysphagia-en.md', 'swallowing-aid jelly or a teaspoon', 'purée'],
    ['ja/medicines-dysphagia-ja.md', '服薬補助ゼリーや', 'ピューレ'],
    ['zh-CN/medicines-dysphagia-zh-cn.md', '吞药辅助果冻', '糊状'],
    ['zh-HK/medicines-dysphagia-zh-hk.md', '吞藥輔助啫喱', '糊狀'],
    ['en/aspiration-pneumonia-oral-care-en.md', 'small mouthfuls taken slowly', '30 minutes'],
    ['ja/aspiration-pneumonia-oral-care-ja.md', '一口量でゆっくり', '30分'],
    ['zh-CN/aspiration-pneumonia-oral-care-zh-cn.md', '小口慢吃', '30分钟'],
    ['zh-HK/aspiration-pneumonia-oral-care-zh-hk.md', '細啖慢食', '30分鐘'],
    // The MWST score list names the volume it scores, as the en and zh headings do.
    ['ja/screening-tools-ja.md', '冷水3 mlの飲み込みを1〜5点で評価', '4点'],
  ])('%s', (path, fact, beside) => {
    const text = article(path);
    expect(text).toContain(fact);
    expect(text).toContain(beside);
  });
});
