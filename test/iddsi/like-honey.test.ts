/**
 * Thirteenth session (s13texta): a drink that pours "like honey" is the legacy honey thick (Level 3),
 * not a thin drink because it pours; honey named as an ingredient is not a thickness.
 */
import { describe, it } from 'vitest';
import { expectLevels } from '../support/iddsi';

describe('name_moderately: "like honey" in en, es, fr', () => {
  it('reads the legacy honey thickness, and leaves honey the food alone', () => {
    expectLevels([
      ['zumo que cae como miel', 3, 'drink'],
      ['le jus coule comme du miel', 3, 'drink'],
      ['the tea pours like honey', 3, 'drink'],
      ['hot water with honey and lemon', 0, 'drink'],
    ]);
  });
});
