/**
 * Rules AMBIGUOUS_TERM and ROLE_LEGACY_DIET_HEADING_DISH. Legacy and local diet names (ミキサー食, 半流质,
 * "semi-solid", 碎餐) name a range of IDDSI levels: alone, or heading a dish made to that diet, they are
 * answered at the safer (highest) level of the range, with the test and a capped confidence.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../shared/iddsi/text/engine';
import { RULES } from '../../shared/iddsi/text/rules';

function expectRangeTop(rows: readonly [string, number][]): void {
  for (const [text, level] of rows) {
    const r = runEngine(text);
    expect({
      text,
      level: r.level,
      kind: r.kind,
      needsTest: r.needsTest,
      capped: r.confidence <= RULES.AMBIGUOUS_TERM.confidence.cap,
      ambiguous: r.ambiguousTerms.length > 0,
    }).toEqual({ text, level, kind: 'food', needsTest: true, capped: true, ambiguous: true });
  }
}

describe(`${RULES.AMBIGUOUS_TERM.id}: legacy diet names alone read at the top of their range`, () => {
  it('ミキサー食 4, 半流质 6, semi-solid 6, 碎餐 6', () => {
    expectRangeTop([
      ['ミキサー食の母', 4],
      // 半流质 lists soft noodles and wonton (Level 6-7) beside congee: the top of its range is 6
      ['爸爸今日食半流質', 6],
      ['奶奶在吃半流质饮食', 6],
      ['半流质饮食', 6],
      ['semi-solid diet for Mr P', 6],
      ['semi solid food', 6],
      ['婆婆食緊碎餐', 6],
    ]);
  });

  it('is no longer the evidence once a test result reported settles the level', () => {
    const r = runEngine('ミキサー食のにんじん、スプーンの上で形を保つ');
    expect({ level: r.level, ambiguous: r.ambiguousTerms }).toEqual({ level: 4, ambiguous: [] });
  });
});

describe(`${RULES.ROLE_LEGACY_DIET_HEADING_DISH.id}: a dish under a legacy diet heading is made to that diet`, () => {
  it('reads the dish at the safer level of the diet name, with the test', () => {
    expectRangeTop([
      ['ミキサー食：にんじんの煮物', 4],
      ['半流食：南瓜粥', 5],
      ['半流質飲食：蒸水蛋', 5],
      ['碎餐：雞肉', 6],
      ['碎餐 - 牛腩', 6],
    ]);
  });

  it('keeps the hazards of a dish no modified level has, and a dish set apart by a person is served as is', () => {
    for (const text of ['碎餐：炸雞髀', 'ミキサー食：唐揚げ']) {
      const r = runEngine(text);
      expect({ text, level: r.level, needsTest: r.needsTest }).toEqual({ text, level: 7, needsTest: true });
    }
    expect(runEngine('碎餐嘅陳伯：叉燒飯').level).toBe(7);
  });

  it('takes away no hazard chopping leaves: a fish keeps its bones, a round fruit its shape', () => {
    for (const [text, code] of [
      ['碎餐：鱼', 'bones'],
      ['碎餐：蒸魚', 'bones'],
      ['碎餐 - 魚', 'bones'],
      ['碎餐：提子', 'round_long'],
      ['碎餐：車厘子', 'round_long'],
    ] as const) {
      const r = runEngine(text);
      expect({ text, level: r.level, hazard: r.hazards.some((h) => h.code === code) }).toEqual({ text, level: 7, hazard: true });
    }
    // a boneless fillet is read as made to the diet
    expect(runEngine('碎餐：魚柳').level).toBe(6);
  });
});
