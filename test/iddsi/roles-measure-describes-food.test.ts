/**
 * A person's clause that measures a piece describes the food served.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.ROLE_MEASURE_DESCRIBES_FOOD.id}: a measured piece after a person is judged, not set aside`, () => {
  it("pieces above the limit (a child's when an age is given) are Level 7", () => {
    expectLevels([
      ['Bà Lan, cắt miếng 2 cm, mềm, nĩa cắt được', 7, 'food'],
      ['Pasien anak 7 tahun, potongan ayam 1 cm, lunak', 7, 'food'],
      ['Mr Tan, pieces about 2 cm, soft, side of fork cuts them', 7, 'food'],
    ]);
    expect(classifyText('Mr Tan, pieces about 2 cm, soft, side of fork cuts them').setAside ?? []).toEqual([]);
  });

  it("a person's order with no measure is still set aside", () => {
    expectLevels([['Mrs P, L2 thick fluids — water', 0, 'drink']]);
  });
});
