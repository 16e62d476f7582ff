/**
 * A drink that pours "like honey" is compared with the legacy honey thickness (about
 * Level 3), but a comparison is no test: rule POUR_SIMILE answers the thinner of the two levels it
 * describes (Level 2) with the flow test; a named legacy level ("honey thick") stays Level 3; honey named
 * as an ingredient is no thickness at all.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { expectLevels } from '../support/iddsi';

describe('"like honey" in en, es, fr', () => {
  it('reads the comparison as Level 2 or 3, thinner first, and leaves honey the food alone', () => {
    expectLevels([
      ['zumo que cae como miel', 2, 'drink'],
      ['le jus coule comme du miel', 2, 'drink'],
      ['the tea pours like honey', 2, 'drink'],
      ['honey thick fluids', 3, 'drink'],
      ['hot water with honey and lemon', 0, 'drink'],
    ]);
    expect(classifyText('the tea pours like honey').needsTest).toBe(true);
  });
});
