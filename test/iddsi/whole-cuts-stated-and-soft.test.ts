/**
 * Whole cuts of meat cooked as a dish (steak, chop, roast): a level written before one with no
 * preparation word (rule STATED_LEVEL_WHOLE_DISH) and an adjective that calls one soft (rule
 * ADJECTIVE_KEEPS_WHOLE_CUT_TOUGH) do not make it a modified texture.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels, expectStandingHazard } from '../support/iddsi';

describe(`${RULES.STATED_LEVEL_WHOLE_DISH.id}: the dish decides, and the test settles the disagreement`, () => {
  it('answers Level 7 with needs_test for a level before a whole cut, in several languages', () => {
    for (const text of ['level 5 lamb chop', '5级 猪排', 'レベル5 ローストビーフ', 'nivel 4 entrecot', 'niveau 5 cote de boeuf']) {
      const c = classifyText(text);
      expect({ text, level: c.level, needsTest: c.needsTest }).toEqual({ text, level: 7, needsTest: true });
      expect(c.confidence).toBeLessThanOrEqual(RULES.NEEDS_TEST_CONFLICT.confidence.cap);
    }
  });
  it('still takes the level when a preparation word says the cut was made that texture', () => {
    expectLevels([
      ['level 4 lamb chop, pureed smooth', 4, 'food'],
      ['5级 猪排，剁碎', 5, 'food'],
    ]);
  });
});

describe(`${RULES.ADJECTIVE_KEEPS_WHOLE_CUT_TOUGH.id}: cutting removes size only, calling it soft removes nothing`, () => {
  it('keeps a steak or chop cut small and called soft or tender tough, in several languages', () => {
    expectStandingHazard(
      [
        'lamb chop diced small, tender',
        '猪排切细粒，好腍',
        'ステーキを小さく切って、柔らかい',
        'chuleta en trocitos, tierna',
        'bít tết cắt nhỏ, mềm',
      ],
      7,
      'tough_fibrous',
    );
  });
  it('takes the toughness away for a fork pressure result or mincing', () => {
    expectLevels([
      ['lamb chop diced small, tender, breaks apart with the side of a fork', 6, 'food'],
      ['minced lamb chop, moist', 5, 'food'],
    ]);
  });
});
