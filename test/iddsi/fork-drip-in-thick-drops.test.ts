/** Thick drops through the fork are IDDSI's dollops: the Level 3 fork drip (row fork_drip_slow, rule FORK_DRIP_LEVELS_0_3). */
import { describe, it } from 'vitest';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.FORK_DRIP_LEVELS_0_3.id}: a fork drip in thick drops is the Level 3 dollop`, () => {
  it('reads thick drops through the fork as Level 3', () => {
    expectLevels([
      ['purê de abóbora, pinga do garfo em gotas grossas', 3],
      ['crema de calabaza, cae del tenedor en gotas gruesas', 3],
      ['vellutata di zucca, cade dalla forchetta a gocce grosse', 3],
      ['custard drips through the fork in thick drops', 3],
    ]);
  });
});
