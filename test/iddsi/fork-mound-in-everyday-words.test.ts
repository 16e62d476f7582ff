/**
 * Outcome FORK_DRIP_MOUND in everyday words: "sat on top in a heap" on the fork is the Level 4 fork drip
 * result, and the test outranks the Level 3 label beside it; with no fork or spoon it is no test result.
 */
import { describe, expect, it } from 'vitest';
import { TEST_OUTCOMES } from '../../shared/iddsi/text/test-outcomes';
import { expectLevels } from '../support/iddsi';

const MOUND = TEST_OUTCOMES.find((o) => o.id === 'FORK_DRIP_MOUND');

describe('outcome FORK_DRIP_MOUND: a heap on top of the fork, in carers words', () => {
  it('is the fork drip outcome of Levels 4-6', () => {
    expect(MOUND?.clause?.with).toContain('fork');
  });
  it('reads the heap on the fork as Level 4 beside a Level 3 label', () => {
    expectLevels([
      ['Level 3 custard, fork test: it sat on top in a heap', 4, 'food'],
      ['Natillas nivel 3, prueba del tenedor: se queda encima en un montón', 4, 'food'],
      ['Creme de baunilha nível 3, teste do garfo: fica em cima num montinho', 4, 'food'],
    ]);
  });
  it('without a fork or spoon a heap is no test result', () => {
    expectLevels([['Soup, the croutons sat on top', 7, 'food']]);
  });
});
