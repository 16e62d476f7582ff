/**
 * A thickened drink that stays on the spoon reports the Level 4 spoon result, not a sticky food
 * (rule THICKENED_DRINK_HOLDS_ON_SPOON); "cannot be sucked through a straw" and "does not flow"
 * in colloquial Indonesian are read.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../shared/iddsi/text/engine';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.THICKENED_DRINK_HOLDS_ON_SPOON.id}: a thickened drink held on the spoon is Level 4`, () => {
  it('reads the spoon result of a thickened drink in several languages', () => {
    expectLevels([
      ['thickened apple juice, it sticks to the spoon', 4, 'drink'],
      ['jus apel ditambah pengental, menempel di sendok', 4, 'drink'],
      ['nước táo pha bột làm đặc, dính thìa', 4, 'drink'],
      ['kopi dikentalkan, gak ngalir, nggak bisa disedot', 4, 'drink'],
    ]);
  });
  it('keeps the cap and lists no sticky hazard for the drink', () => {
    const r = runEngine('thickened cranberry juice sticks to the spoon');
    expect(r.confidence).toBeLessThanOrEqual(RULES.THICKENED_DRINK_HOLDS_ON_SPOON.confidence.cap);
    expect(r.hazards.map((h) => h.code)).not.toContain('sticky');
  });
  it('leaves a food that sticks to the spoon sticky', () => {
    expectLevels([
      ['mashed potato sticks to the spoon', 7, 'food'],
      ['thickened juice with rice, sticks to the spoon', 7],
    ]);
  });
});
