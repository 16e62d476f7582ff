/**
 * A drink like syrup, from the pharmacy, "thick" in quotes or called espesito is at
 * least Mildly thick (rule THICK_AT_LEAST_MILDLY).
 */
import { describe, it } from 'vitest';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectFlowTestAsked, expectLevels } from '../support/iddsi';

describe(`${RULES.THICK_AT_LEAST_MILDLY.id}: syrup-like, pre-thickened, "thick" in quotes`, () => {
  const texts = [
    'grape juice for grandpa, like syrup',
    'jugo de uva como jarabe para el abuelo',
    '葡萄汁，像糖浆一样',
    'nước nho sánh như siro',
    'jus anggur seperti sirup',
    'gave him the “thick” orange juice at lunch',
    'agua de jamaica espesita para mi tía',
    'cranberry juice from the chemist for nan',
  ];
  it('reads Level 2 with the flow test asked and the confidence capped', () => {
    expectFlowTestAsked(texts, 2, RULES.THICK_AT_LEAST_MILDLY.confidence.cap);
  });
  it('never answers above Level 2 untested; a food keeps the reading of "thick"', () => {
    expectLevels([
      ['licuado de mamey espesito', 2, 'drink'],
      ['puré de calabaza espesito', 4, 'food'],
    ]);
  });
});
