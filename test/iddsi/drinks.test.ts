/** Drinks (s5textb): a drink is never answered thicker than its text supports. */
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
