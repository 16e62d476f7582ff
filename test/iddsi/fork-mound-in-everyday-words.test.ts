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
  it('reads on top of the fork as the heap', () => {
    expectLevels([
      ['Level 3 custard, it sat on top of the fork', 4, 'food'],
      ['Creme nível 3, fica em cima do garfo', 4, 'food'],
      ['Natillas nivel 3, prueba del tenedor: queda encima del tenedor', 4, 'food'],
    ]);
  });
  it('without a fork or spoon a heap is no test result', () => {
    expectLevels([['Soup, the croutons sat on top', 7, 'food']]);
  });
  it('powder or froth on top of a drink stirred with a fork is no heap', () => {
    expectLevels([
      ['Tea, the thickener powder sat on top so I whisked it with a fork', 1, 'drink'],
      ['Agua con espesante, el polvo se queda encima, lo mezclo con un tenedor', 1, 'drink'],
      ['Leite com espessante, o pó fica em cima, misturei com um garfo', 1, 'drink'],
      ['Juice, 2 heaped scoops of thickener, stirred with a fork', 1, 'drink'],
      ['Zumo con un montón de espesante, lo mezclo con un tenedor', 1, 'drink'],
    ]);
  });
});
