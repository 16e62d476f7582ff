/**
 * Issue 14, class 2: a level said of a person, in a clause of its
 * own, names the eater's diet, whatever the verb ("is on", "要喝", "なので",
 * "está en"), and a drink beside it is judged as served (rules ROLE_PERSON_CLAUSE,
 * PRESCRIBED_DRINK_UNTESTED); a blended and strained fruit served as a drink is
 * a thin juice (rule UNTHICKENED_BLEND).
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../shared/iddsi/text/engine';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.ROLE_PERSON_CLAUSE.id}: the clause about a person is the person's order`, () => {
  it('sets aside the level of a clause a person word opens, in every language, and judges the food after it', () => {
    expectLevels([
      ['Mi abuela está en dieta de puré, para la merienda le di un vaso de agua', 0],
      ['我妈妈只可以饮三级稠嘅，晏昼俾咗佢一杯橙汁', 0],
      ['母はミキサー食なので、おやつにせんべいを出した', 7],
      ['爸爸要食碎餐，今晚食咗牛扒', 7],
      ['my mum has to have level 4 puree, she had toast for breakfast', 7],
      ['Nanay ko ay naka level 5, binigyan ko ng kape', 0],
    ]);
  });

  it('reads a room or bed number as the eater in every language ("Phòng 12 ăn mềm cấp 6 – ...")', () => {
    expectLevels([
      ['Phòng 8 ăn cấp 5 – hôm nay uống trà đá', 0],
      ['Habitación 4 dieta nivel 4: pan tostado', 7],
      ['Zimmer 3 bekommt Stufe 4, heute Orangensaft', 0],
    ]);
  });

  it('reads "chế độ của" and Cantonese 係食 (is on) as the eater\'s order', () => {
    expectLevels([
      ['chế độ của bố là nước đặc mức 3 nhưng hôm nay uống trà đá', 0, 'drink'],
      ['伯伯係食糊餐嘅，但今日個餐有原粒魚蛋', 7, 'food'],
    ]);
  });

  it('sets aside the level of a clause a person word closes ("L5 minced resident, ...")', () => {
    const r = runEngine('L5 minced resident, glass of orange juice');
    expect(r.level).toBe(0);
    expect(r.setAside.map((s) => s.matched).sort()).toEqual(['L5', 'minced']);
  });

  it('keeps the words when the person clause names the food itself', () => {
    expectLevels([
      ['my dad had the pureed pumpkin, smooth and holds its shape on the spoon', 4],
      ['婆婆嘅粥打到好滑，企喺匙羹上面', 4],
    ]);
  });

  it('keeps the words when no food follows the person clause', () => {
    const r = runEngine('my nan needs level 4 puree, smooth');
    expect(r.level).toBe(4);
    expect(r.setAside).toEqual([]);
  });
});

describe(`${RULES.PRESCRIBED_DRINK_UNTESTED.id}: a drink beside the eater's order is judged as served, not at 0.8`, () => {
  it('answers the drink thin, asks for the flow test and stays below 0.8', () => {
    for (const text of ['my dad is on moderately thick fluids, gave him a cup of tea', 'L3 thick fluids pt, glass of milk']) {
      const r = runEngine(text);
      expect(r.level, text).toBe(0);
      expect(r.needsTest, text).toBe(true);
      expect(r.settlingTest, text).toBe('flow');
      expect(r.confidence, text).toBeLessThan(0.8);
    }
  });
});

describe(`${RULES.UNTHICKENED_BLEND.id}: fruit blended and strained and served as a drink is a thin juice`, () => {
  it('answers Level 0 for a strained blend served as juice or in a cup, with no thickener word', () => {
    expectLevels([
      ['honeydew blended then sieved, served as juice', 0],
      ['melon whizzed and strained, poured into a cup as a drink', 0],
    ]);
  });

  it('keeps a thickener or a food reading when the text gives one', () => {
    expect(runEngine('melon blended and strained, thickener added, served as a drink').level).toBeGreaterThan(0);
    expect(runEngine('melon blended and strained').kind).toBe('food');
  });
});
