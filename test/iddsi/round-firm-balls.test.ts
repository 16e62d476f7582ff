/**
 * Balls of meat are round and firm (foods row meat_balls, as fish_balls):
 * calling them bite-sized changes neither; a fork pressure result or a mince does.
 */
import { describe, it } from 'vitest';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels, expectStandingHazard } from '../support/iddsi';

describe(`${RULES.HAZARD_SURVIVES.id}: round, firm balls stay Level 7 when only their size is told`, () => {
  it('bite-sized or cut small, in several languages', () => {
    expectStandingHazard(
      ['cocktail meatballs, bite-sized', 'albóndigas pequeñas, tamaño bocado', 'ミートボール 一口大', '肉丸子切成小块'],
      7,
      'tough_fibrous',
    );
  });

  it('softened and shown by the fork test, or minced and moist, they are modified', () => {
    expectLevels([
      ['meatballs in gravy, soft, 1.5 cm pieces, squash under fork pressure, thumbnail blanches', 6, 'food'],
      ['meatballs simmered soft, mashed with a fork, moist, lumps under 4 mm', 5, 'food'],
    ]);
  });
});
