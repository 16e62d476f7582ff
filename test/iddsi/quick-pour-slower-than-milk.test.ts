/**
 * IDDSI Level 2 "flows off a spoon quickly but slower than thin drinks" is
 * also told against ordinary milk, the thin drink at hand (rule DRINK_DESCRIPTORS).
 */
import { describe, it } from 'vitest';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.DRINK_DESCRIPTORS.id}: a quick spoon pour slower than ordinary milk is Level 2`, () => {
  it('reads it in several languages, whatever the drink', () => {
    expectLevels([
      ['thickened juice, pours off the spoon quickly but slower than regular milk', 2, 'drink'],
      ['jugo espesado, cae rápido de la cuchara pero mas lento que la leche normal', 2, 'drink'],
      ['nước cam pha bột làm đặc, đổ từ thìa chảy nhanh nhưng chậm hơn sữa thường', 2, 'drink'],
      ['teh diberi pengental, dituang dari sendok cepat tapi lebih lambat dari susu', 2, 'drink'],
    ]);
  });
});
