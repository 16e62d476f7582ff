/**
 * Dangerous classes blind sets 32 and 33 revealed, closed as rules held as data. Sentences are new, not the sets'.
 */
import { describe, it } from 'vitest';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.POP_CHILD_KIN_IS_AGE.id}: a bare age after "<child> is"`, () => {
  it('applies the paediatric limits (10 mm fails Level 6 for a child), in several languages', () => {
    expectLevels([
      ['my daughter is 4. beef cut in 1cm pieces, soft, mashes with fork', 7, 'food'],
      ['mein Sohn ist 5, Rindfleisch in 1 cm Stücke geschnitten, weich, mit der Gabel zerdrückbar', 7, 'food'],
    ]);
  });
  it('reads no child from an adult age', () => {
    expectLevels([
      ['my son is 25, beef cut in 1cm pieces, soft, mashes with fork', 6, 'food'],
      ['my granddaughter is 19, minced pork 3 mm, moist', 5, 'food'],
    ]);
  });
});
