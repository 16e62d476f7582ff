/**
 * Pulp or bits in a thin juice (rule DRINK_WITH_BITS; earlier SOLID_IN_CARRIER read them as a
 * Level 7 food): the juice is still a thin drink, Level 0, with the mixed-consistency hazard named.
 */
import { describe, it } from 'vitest';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels, expectStandingHazard } from '../support/iddsi';

describe(`${RULES.DRINK_WITH_BITS.id}: pulp or bits in a thin juice`, () => {
  it('names the mixed consistency for pulp said in several languages', () => {
    expectStandingHazard(
      [
        'grapefruit juice with pulp',
        'zumo de mandarina con pulpa',
        'jus de pamplemousse avec de la pulpe',
        'suco de laranja com polpa',
        'nước bưởi có tép',
        '葡萄柚汁，有果肉',
        'jus jeruk bali dengan bulir',
      ],
      0,
      'mixed_consistency',
    );
  });
  it('reads a pulpy juice sold by name as a mixed consistency', () => {
    expectStandingHazard(['一盒果粒饮料', 'つぶつぶみかんを一本'], 0, 'mixed_consistency');
  });
  it('leaves a juice said to be smooth, strained or without pulp a thin drink', () => {
    expectLevels([
      ['grapefruit juice, no pulp', 0, 'drink'],
      ['pulp-free apple juice', 0, 'drink'],
      ['葡萄柚汁，过滤掉果肉', 0, 'drink'],
      ['mandarin juice, smooth', 0, 'drink'],
    ]);
  });
});
