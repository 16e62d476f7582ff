/**
 * Vocabulary that read a food below its level. "搅碎" grinds to bits (a
 * mince, not a purée); Vietnamese "hơi đặc" is "somewhat thick", a hedge that says nothing of a food.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { expectLevels } from '../support/iddsi';

describe('ground and hedged words', () => {
  it('meat ground to bits and moist is a mince, not a purée', () => {
    expectLevels([
      ['牛肉搅碎，湿湿地', 5, 'food'],
      ['鸡肉用机器搅碎，加汁湿润', 5, 'food'],
    ]);
  });

  it('a congee called somewhat thick stays a food; a drink so called leans thinner', () => {
    for (const text of ['cháo cá xay nhuyễn, hơi đặc', 'cháo gà băm nhỏ, hơi đặc']) {
      const c = classifyText(text);
      expect({ text, kind: c.kind, modified: c.level >= 4 }).toEqual({ text, kind: 'food', modified: true });
    }
    expect(classifyText('sữa hơi đặc').level).toBeLessThanOrEqual(2);
  });
});
