/**
 * A diet's name or a level before a crunchy dish, with no preparation
 * word, says who eats it, not how the dish was made.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.DIET_NAME_BEFORE_FIXED_DISH.id}: the crunchy dish decides, the test settles it`, () => {
  it('a diet name side by side with a crunchy dish leaves it at Level 7 with the test', () => {
    const texts = [
      'dieta triturada nivel 4 croquetas',
      '糊餐 薯片',
      'pureed diet cream crackers',
      'level 4 puree diet fried chicken wings',
      'makanan saring level 4 keripik singkong',
    ];
    for (const text of texts) {
      const c = classifyText(text);
      expect({ text, level: c.level, needsTest: c.needsTest }).toEqual({ text, level: 7, needsTest: true });
      expect(c.confidence).toBeLessThan(0.8);
    }
  });

  it('a preparation word is still taken, and a bare ingredient on a diet still reads as prepared', () => {
    expectLevels([
      ['level 4 pureed fish fingers', 4, 'food'],
      ['糊餐 豬肉', 4, 'food'],
      ['ミキサー食の肉じゃが', 4, 'food'],
    ]);
  });
});
