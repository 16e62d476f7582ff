/** Drinks: a drink is never answered thicker than its text supports. */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.UNTHICKENED_BLEND.id}: a blended or strained drink with no thickener is thin`, () => {
  it('answers Level 0 in every language the engine reads', () => {
    expectLevels([
      ['watermelon blended and strained, no thickener', 0],
      ['แตงโมปั่น กรองกากออก ไม่ใส่ผงเพิ่มความข้น', 0],
      ['sandía licuada y colada, sin espesante', 0],
      ['西瓜打成汁，隔渣，冇落凝固粉', 0],
      ['mango smoothie blended, no thickener added', 0],
    ]);
  });

  it('leans thinner at a low confidence: nothing measured the drink', () => {
    const r = classifyText('watermelon blended and strained, no thickener');
    expect(r.kind).toBe('drink');
    expect(r.confidence).toBeLessThan(0.8);
  });

  it('leaves a purée a food, and lets a flow test or a thickness word decide', () => {
    expect(classifyText('carrot puree, no thickener').level).toBe(4);
    expect(classifyText('blended carrots, no thickener').kind).toBe('food');
    expect(classifyText('watermelon blended and strained, no thickener, 10 ml syringe left 6 ml after 10 s').level).toBe(2);
  });
});

describe('hedged drink thickness words: the thinnest thickened reading', () => {
  it('"semi-thick", "between slightly and mildly" are Level 1 drinks, never a food level', () => {
    expectLevels([
      ['semi-thick, somewhere between slightly & mildly', 1, 'drink'],
      ['zumo semiespeso', 1, 'drink'],
      ['半稠嘅橙汁', 1, 'drink'],
    ]);
  });
});

describe('a drink is never answered thicker than its words support', () => {
  it('a fruit nectar is a juice (Level 0) in every language the engine reads', () => {
    expectLevels([
      ['peach nectar', 0],
      ['ピーチネクター', 0],
      ['망고 넥타', 0],
      ['нектар персиковый', 0],
      ['आम का नेक्टर', 0],
      ['果肉饮料', 0],
      ['Pfirsichnektar', 0],
    ]);
  });

  it('a thickener named by its brand thickens the drink (thinnest thickened level, the flow test settles it)', () => {
    expectLevels([
      ['water with Thick & Easy', 1],
      ['お茶にトロメイク', 1],
      ['水につるりんこ', 1],
      ['물에 토로미업', 1],
    ]);
  });

  it(`${RULES.UNTHICKENED_DRINK.id}: "thickener not added" sets a thickness word beside the drink aside`, () => {
    expectLevels([
      ['Iced tea for the thick drinks table (thickener not added)', 0],
      ['orange juice, thickener not used', 0],
      // Thai "not (yet) put in / added": ไม่ได้ / ยังไม่ได้ before the verb, glued to the thickener
      ['ชาเขียวเย็น ยังไม่ได้ใส่ผงเพิ่มความหนืด', 0],
      ['น้ำมะพร้าว ไม่ได้เติมผงข้น', 0],
    ]);
    // with a test reported, the test decides
    expect(classifyText('orange juice, thickener not added, flow test 6 ml left after 10 s').level).toBe(2);
  });
});
