import { describe, expect, it } from 'vitest';
import { foldHanText } from '../../shared/qa/hanzi-fold';
import { detectLanguage } from '../../shared/qa/language';
import { numbersIn, unsupportedNumbers } from '../../shared/qa/numbers';
import { splitSentences } from '../../shared/qa/sentences';
import { stem, textFeatures, withoutAspectMarkers } from '../../shared/qa/text-features';

const concepts = (text: string) => [...textFeatures(text).keys()].filter((k) => k.startsWith('k:')).sort();

describe('Traditional → Simplified folding', () => {
  it('gives zh-HK and zh-CN spellings the same characters', () => {
    expect(foldHanText('流動測試，針筒，細碎及濕軟，凝固粉')).toBe('流动测试，针筒，细碎及湿软，凝固粉');
    expect(foldHanText('吞嚥困難')).toBe(foldHanText('吞咽困难'));
  });

  it('shares character n-grams between the two scripts', () => {
    const hk = textFeatures('第5級 細碎及濕軟食物的顆粒大小');
    const cn = textFeatures('5级 细碎湿软食物的颗粒大小');
    const shared = [...hk.keys()].filter((k) => cn.has(k));
    expect(shared).toEqual(expect.arrayContaining(['c:细碎', 'c:颗粒', 'k:level_5']));
  });
});

describe('cross-language concepts', () => {
  it.each([
    ['flow test', ['How do I do the flow test?', '點樣做流動測試？', '怎样做流动测试？', 'フローテストのやり方は？'], 'k:flow_test'],
    ['thickener', ['Which thickener?', '凝固粉點用？', '增稠剂怎么用？', 'とろみ剤の使い方'], 'k:thickener'],
    ['minced & moist', ['Minced & Moist food', '細碎及濕軟', '细碎湿软', 'ミンス＆モイスト'], 'k:level_5'],
    ['level numbers', ['Level 6 food', '第6級食物', '6级食物', 'レベル6の食事'], 'k:level_6'],
    ['silent aspiration', ['silent aspiration', '隱性誤吸', '隐性误吸', '不顕性誤嚥'], 'k:silent_aspiration'],
  ])('%s is one concept in four locales', (_name, texts, concept) => {
    for (const t of texts) expect(concepts(t), t).toContain(concept);
  });

  it('reads quantities with their unit, ranges included', () => {
    const q = (t: string) => [...textFeatures(t).keys()].filter((k) => k.startsWith('q:')).sort();
    expect(q('at most 4 mm, 1.5 cm pieces')).toEqual(['q:1.5cm', 'q:4mm']);
    expect(q('剩餘1至4毫升')).toEqual(['q:1ml', 'q:4ml']);
    expect(q('10秒間流します')).toEqual(['q:10s']);
    expect(q('每天最少兩次')).toEqual(['q:2times']);
  });

  it('stems English lightly so inflections meet', () => {
    expect(stem('thickened')).toBe(stem('thicken'));
    expect(stem('thickeners')).toBe(stem('thickener'));
    expect(stem('timing')).toBe(stem('time'));
    expect(stem('swallowed')).toBe(stem('swallow'));
  });
});

describe('language detection', () => {
  it.each([
    ['How small should the pieces be?', 'en'],
    ['軟質及一口大小（第6級）食物嘅大小係幾多？', 'zh-HK'],
    ['長者脫水有甚麼徵狀？', 'zh-HK'],
    ['什么是隐性误吸？', 'zh-CN'],
    ['とろみ剤にはどんな種類がありますか？', 'ja'],
    ['IDDSI 總共有幾多個級別？', 'zh-HK'],
    ['What is 糊餐?', 'en'],
    // Mostly English letters, but 點做 ("how to do") and 點先 are Cantonese: the asker reads Cantonese.
    ['Spoon tilt test 點做？點先算 pass level 4？', 'zh-HK'],
  ])('%s → %s', (q, locale) => {
    expect(detectLanguage(q).locale).toBe(locale);
  });

  it('answers other languages and scripts in English, marked unsupported', () => {
    expect(detectLanguage('ผู้ป่วยกลืนลำบากควรดื่มน้ำอย่างไร')).toEqual({ locale: 'en', supported: false });
    expect(detectLanguage('¿Qué espesante debo usar?')).toEqual({ locale: 'en', supported: false });
    expect(detectLanguage('Что такое дисфагия?')).toEqual({ locale: 'en', supported: false });
  });
});

describe('numbers stated in a text', () => {
  it('ignores citation markers and reads number words', () => {
    expect([...numbersIn('Use 10 ml for ten seconds [1] [2, 3].')].sort()).toEqual(['10']);
    expect([...numbersIn('ｌｅｖｅｌ ４ and 1,500 ml')].sort()).toEqual(['1500', '4']);
  });

  it('finds numbers a source does not hold', () => {
    expect(unsupportedNumbers('Pieces of 4 mm, 8 levels [1]', ['at most 4 mm', 'IDDSI has 8 levels'])).toEqual([]);
    expect(unsupportedNumbers('Pieces of 5 mm [1]', ['at most 4 mm'])).toEqual(['5']);
    expect(unsupportedNumbers('There are eight levels [1]', ['seven levels'])).toEqual(['8']);
  });
});

describe('aspect markers inside verb compounds (questions only)', () => {
  const q = (text: string) => textFeatures(text, { query: true });
  it('reads 脫咗水 as 脫水 and 喝了水 as 喝水, keeping the words where the character belongs', () => {
    expect(q('點先知佢脫咗水').has('c:脱水')).toBe(true);
    expect(q('点先知佢脱咗水').has('k:dehydration')).toBe(true);
    expect(q('他喝了水就咳').has('c:喝水')).toBe(true);
    expect(q('插住胃喉使唔使刷牙').has('c:插胃')).toBe(true);
    expect(withoutAspectMarkers('过渡性食物')).toBe('过渡性食物');
    expect(withoutAspectMarkers('超过30分钟')).toBe('超过30分钟');
    expect(withoutAspectMarkers('要了解紧急情况')).toBe('要了解紧急情况');
  });
  it("keeps the question's own n-grams and leaves article text alone", () => {
    expect(q('脫咗水').has('c:脱咗')).toBe(true);
    expect(textFeatures('脫咗水').has('c:脱水')).toBe(false);
  });
});

describe('sentence splitting in Chinese and Japanese', () => {
  it('keeps an opening bracket or quote with the sentence it opens', () => {
    const zh = splitSentences('各机构的分类不统一。《专家共识（2019版）》把食品分为六级。', 'zh-CN').map((s) => s.text);
    expect(zh).toEqual(['各机构的分类不统一。', '《专家共识（2019版）》把食品分为六级。']);
    const ja = splitSentences('とろみを確認します。「薄いとろみ」は流れます。', 'ja').map((s) => s.text);
    expect(ja).toEqual(['とろみを確認します。', '「薄いとろみ」は流れます。']);
  });
});
