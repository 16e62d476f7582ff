/**
 * Pulp or bits in a thin juice are pieces in a thin liquid (rule SOLID_IN_CARRIER): a mixed
 * consistency, Level 7 as a food and not safe on a thickened-fluids diet, with the hazard named.
 */
import { describe, it } from 'vitest';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels, expectStandingHazard } from '../support/iddsi';

describe(`${RULES.SOLID_IN_CARRIER.id}: pulp or bits in a thin juice`, () => {
  it('names the mixed consistency for pulp said in several languages', () => {
    expectStandingHazard(
      [
        'grapefruit juice with pulp',
        'zumo de mandarina con pulpa',
        'jus de pamplemousse avec de la pulpe',
        'suco de laranja com polpa',
        'nước bưởi có tép',
        '葡萄柚汁，有果肉',
        '果肉入りのりんごジュース',
        'jus jeruk bali dengan bulir',
      ],
      7,
      'mixed_consistency',
    );
  });
  it('reads a pulpy juice sold by name as a mixed consistency', () => {
    expectStandingHazard(['一盒果粒饮料', 'つぶつぶみかんを一本'], 7, 'mixed_consistency');
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
