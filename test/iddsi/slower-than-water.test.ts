/**
 * "slower than water" is IDDSI's own wording for the quick pour of
 * Levels 1-2 (outcome SPOON_POURS_FAST: "pours quickly from a spoon, but slower than thin drinks"), so its
 * "slow" never reads as Level 3's slow pour; a slightly thick drink that flows through a straw slower than
 * water stays Level 1. Also: jello cubes are jelly pieces, and "wala talagang lumabas" is no flow.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { TEST_OUTCOMES } from '../../shared/iddsi/text/test-outcomes';
import { expectLevels } from '../support/iddsi';

const POURS_FAST = TEST_OUTCOMES.find((o) => o.id === 'SPOON_POURS_FAST');

describe(`${POURS_FAST?.id}: "slower than water" is the quick pour of Levels 1-2`, () => {
  it('never makes a slightly thick drink Level 3, in several languages', () => {
    expect(POURS_FAST?.rulesIn).toEqual([0, 1, 2]);
    expectLevels([
      ['slightly thick lemonade, goes up the straw a little slower than water', 1, 'drink'],
      ['轻微稠的豆浆，用吸管喝比水慢一点', 1, 'drink'],
      ['นมข้นเล็กน้อย ดูดผ่านหลอดได้ ช้ากว่าน้ำเปล่า', 1, 'drink'],
      ['teh agak kental sedikit, lewat sedotan lebih lambat dari air', 1, 'drink'],
    ]);
  });

  it('reads jello cubes as jelly pieces and "wala talagang lumabas" as no flow', () => {
    expectLevels([
      // rule MELTING_FOOD_ALONE: a snack time names no food, and the jelly alone melts thin
      ['jello cubes with the afternoon snack', 0, 'drink'],
      ['jello cubes with crisps', 7, 'food'],
      ['sa syringe, wala talagang lumabas pagkatapos ng 10 segundo, juice na may pampalapot', 3, 'drink'],
    ]);
    expect(classifyText('jello cubes with the afternoon snack').hazards.map((h) => h.code)).toContain('melts');
  });
});
