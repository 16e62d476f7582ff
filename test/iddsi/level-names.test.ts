/** IDDSI level numbers and names, current, legacy and translated: the strongest evidence. */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe('explicit statements (strongest evidence)', () => {
  it('reads level numbers in every language', () => {
    expectLevels([
      ['IDDSI level 5 chicken', 5],
      ['thickened water L2', 2],
      ['agua con espesante, nivel 2 IDDSI', 2],
      ['第4級 糊餐', 4],
      ['4级 高稠', 4],
      ['レベル2のとろみ水', 2],
      ['antas 1 na pinalapot na tubig', 1],
      ['tingkat 3 minuman kental', 3],
      ['cấp độ 6 thịt gà mềm', 6],
      ['อาหารระดับ 5', 5],
      ['niveau 4 purée', 4],
      ['lvl3 thickened juice', 3],
    ]);
  });

  it('reads level names and legacy thickness terms', () => {
    expectLevels([
      ['mildly thick tea', 2, 'drink'],
      ['nectar-thick cranberry juice', 2, 'drink'],
      ['honey thick milk', 3, 'drink'],
      // the US NDD's "pudding thick" spans IDDSI 3-4: ambiguous, a drink takes the thinner (VAGUE_WORD_SAFEST)
      ['pudding-thick orange drink', 3, 'drink'],
      ['minced & moist fish', 5, 'food'],
      ['soft and bite-sized chicken', 6, 'food'],
      ['極微稠嘅橙汁', 1],
      ['中稠的汤', 3],
      ['薄いとろみのお茶', 2],
      ['中間のとろみ', 3],
      ['濃いとろみのジュース', 4],
      // "somewhat thick" is slightly or mildly thick: a drink takes the thinner reading
      ['medyo malapot na gatas', 1],
      ['susu sangat kental', 4],
      ['nước cam sệt vừa', 3],
      ['น้ำส้มข้นมาก', 4],
      ['leche consistencia miel', 3],
    ]);
  });

  it('beats a weaker kind of evidence that disagrees', () => {
    const c = classifyText('IDDSI level 4 pureed steak');
    expect(c.level).toBe(4);
    expect(c.strength).toBe('explicit');
  });
});

describe('IDDSI drink level names as translated', () => {
  it('reads the Japanese IDDSI names (ごく軽度/軽度/中等度のとろみ)', () => {
    expectLevels([
      ['りんごジュースにごく軽度のとろみ', 1, 'drink'],
      ['牛乳を軽度のとろみにした', 2, 'drink'],
      ['スープは中等度のとろみで', 3],
    ]);
  });

  it('reads feminine and participle forms in Spanish and French like the masculine', () => {
    expectLevels([
      ['leche moderadamente espesada', 3, 'drink'],
      ['bebida extremadamente espesa', 4],
      ['boisson modérément épaisse', 3, 'drink'],
      ['tisane très légèrement épaissie', 1, 'drink'],
    ]);
  });

  it('reads 轻度稠 (轻度 = mild) as mildly thick, 极微稠 as slightly thick', () => {
    expectLevels([
      ['奶茶调成轻度稠', 2, 'drink'],
      ['輕度稠嘅豆漿', 2, 'drink'],
      ['極微稠嘅清水', 1, 'drink'],
    ]);
  });

  it('name_slightly_legacy_zh: 輕微稠 names Level 1 or 2, so it reads thinner and asks for the flow test', () => {
    for (const text of ['轻微稠的豆浆', '輕微稠嘅橙汁']) {
      const c = classifyText(text);
      expect(c.level, text).toBe(1);
      expect(c.needsTestReason, text).toBe('ambiguous');
      expect(c.confidence, text).toBeLessThanOrEqual(RULES.AMBIGUOUS_TERM.confidence.cap);
    }
    // the flow test settles it: 6 ml left is Level 2
    expect(classifyText('樽上寫輕微稠，用10ml針筒做流動測試，10秒後剩返6ml').level).toBe(2);
  });

  it('keeps a bare "ligeramente espeso" on the thinner reading (lay "slightly" vs IDDSI "mildly")', () => {
    const c = classifyText('zumo ligeramente espesado');
    expect(c.level).toBe(1);
    expect(c.confidence).toBeLessThan(0.8);
  });
});
