/**
 * Session 14 (s14texte): everyday drinks in the languages outside the response set are thin drinks
 * (Level 0) unless thickened; a family word after them ("pour papa", not the Spanish potato) is the eater.
 */
import { describe, it } from 'vitest';
import { expectLevels } from '../support/iddsi';

describe('everyday drinks outside the response languages', () => {
  it('reads them as thin drinks, with the eater after them', () => {
    expectLevels([
      ['chocolat chaud pour maman', 0, 'drink'],
      ['une tisane pour papi', 0, 'drink'],
      ['un grand bol de lait pour papa', 0, 'drink'],
      ['Tee für Oma', 0, 'drink'],
      ['caffellatte per nonno', 0, 'drink'],
      ['succo di frutta', 0, 'drink'],
      ['café com leite para o vovô', 0, 'drink'],
      ['suco de laranja', 0, 'drink'],
      ['보리차', 0, 'drink'],
      ['우유 한 잔', 0, 'drink'],
      ['сок', 0, 'drink'],
      ['حليب', 0, 'drink'],
      ['दूध', 0, 'drink'],
    ]);
  });
  it('keeps the thickened level when one is stated', () => {
    expectLevels([['café au lait pour papa, épaissi au niveau 2', 2, 'drink']]);
  });
});
