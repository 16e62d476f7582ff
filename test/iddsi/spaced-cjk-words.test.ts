/**
 * Rule SPACED_CJK_WORDS: Chinese and Japanese segmented word by word by an app or keyboard are read as
 * written without the spaces; phone-typed spaces that stand for commas are kept. Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { joinSpacedCjk } from '../../shared/iddsi/text/spaced-cjk';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.SPACED_CJK_WORDS.id}: a segmented Chinese or Japanese text is read unspaced`, () => {
  it('removes the spaces between characters and the digits beside them, keeping those beside Latin words', () => {
    expect(joinSpacedCjk('3 號 床 陳 伯 ， 杯 奶茶 用 針筒 試 ， 10 秒 後 剩 唔 夠 1 毫升')).toBe(
      '3號床陳伯，杯奶茶用針筒試，10秒後剩唔夠1毫升',
    );
    expect(joinSpacedCjk('今日 個 tray 有 魚 蛋 同 菜 ， 佢 食 咗')).toBe('今日個 tray 有魚蛋同菜，佢食咗');
  });

  it('keeps phone-typed spaces that stand for commas, and text in other scripts', () => {
    for (const text of ['红豆汤 隔走啲豆 只饮汤 5床', 'minced beef 4 mm, moist', 'โจ๊ก ปั่น ละเอียด ไม่มี เม็ด'])
      expect(joinSpacedCjk(text)).toBe(text);
  });

  it('reads the test results a segmented text reports', () => {
    expectLevels([
      ['阿 婆 嘅 橙汁 ， 用 針筒 試 ， 10 秒 後 剩 唔 夠 1 毫升', 0, 'drink'],
      ['ほうじ茶 に とろみ を つけた 。 シリンジ から 一滴 も 出なかった', 3, 'drink'],
    ]);
  });
});

describe(`${RULES.SPACED_CJK_WORDS.id}: phone-typed spaces keep their clauses and their negations`, () => {
  it('joins a text segmented with ideographic spaces (U+3000)', () => {
    expect(joinSpacedCjk('お茶　に　とろみ　を　つけ　忘れ　た　。')).toBe('お茶にとろみをつけ忘れた。');
  });
  it('keeps a diet name in its own phrase before the food, and a presence word after a negation', () => {
    expect(joinSpacedCjk('伯伯 糊餐 今日 食 炒饭')).toBe('伯伯 糊餐 今日 食 炒饭');
    expectLevels([
      ['伯伯 碎餐 今日 食 牛肉', 7, 'food'],
      ['粥 唔 稀 有 粒', 5, 'food'],
    ]);
  });
  it('a negation standing beside the test result, across a space, still negates it', () => {
    expectLevels([
      ['鸡肉 用叉子压 不 散开', 7, 'food'],
      ['肉をフォークで押しても つぶれ ない', 7, 'food'],
    ]);
  });
});
