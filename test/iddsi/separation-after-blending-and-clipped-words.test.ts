/**
 * Issue 14: what a preparation left is judged, not what it was meant to do.
 * A thin liquid seen separating after blending stands (rule SEPARATION_SEEN_AFTER); a fruit
 * liquidised ("licuada") and strained into a juice is a thin drink (rule UNTHICKENED_BLEND); the
 * clipped ward form "mod thick" and thickener scoops are read as the drink's thickness.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../shared/iddsi/text/engine';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels, expectStandingHazard } from '../support/iddsi';

describe(`${RULES.SEPARATION_SEEN_AFTER.id}: a thin liquid separating after blending stands`, () => {
  it('answers Level 7 with the mixed consistency standing, in English and Vietnamese', () => {
    expectStandingHazard(
      ['oat porridge blitzed smooth, yet a thin watery layer separates on the plate', 'Cháo xay mịn, nước loãng tách ra xung quanh'],
      7,
      'mixed_consistency',
    );
  });

  it('still merges a solid soaked in a liquid and then blended smooth', () => {
    expectLevels([['sponge soaked in custard then blended smooth, holds its shape on a spoon', 4]]);
  });
});

describe(`${RULES.UNTHICKENED_BLEND.id}: a liquidised and strained fruit served as juice is thin`, () => {
  it('answers Level 0 for a Spanish "licuado y colado" juice with no thickener', () => {
    expectLevels([['Melón licuado y colado, servido como zumo', 0]]);
  });
});

describe('clipped thickness words and thickener scoops (lexicon/terms.ts, rule HEDGED_CLAIM)', () => {
  it('reads "mod thick" as a drink and never a food at Level 7', () => {
    for (const text of ['mod thick fluids', 'mod thick? carer added 3 scoops in']) {
      const r = runEngine(text);
      expect(r.kind, text).toBe('drink');
      expect(r.level, text).toBeLessThanOrEqual(3);
    }
  });
});

describe('a filled pastry named by its filling (lexicon/foods.ts mooncake, rule HAZARD_SURVIVES)', () => {
  it('keeps a mooncake at Level 7 although its filling is a paste', () => {
    expectLevels([
      ['half a moon cake, lotus seed paste filling', 7],
      ['蛋黄月饼，切成小块', 7],
    ]);
  });
});
