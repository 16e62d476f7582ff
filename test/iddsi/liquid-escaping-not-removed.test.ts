/**
 * A thin liquid said to escape a minced food ("gravy seeping out onto the plate") is a separate thin liquid: the
 * particle "out" says where it went, not that it was taken away, and the mixed consistency stands (Level 7).
 */
import { describe, expect, it } from 'vitest';
import { RULES } from '../../shared/iddsi/text/rules';
import { runEngine } from '../../shared/iddsi/text/engine';
import { expectStandingHazard } from '../support/iddsi';

describe(`${RULES.LIQUID_ESCAPING_NOT_REMOVED.id}: a liquid escaping the food is not removed by "out"`, () => {
  it('keeps the separating thin liquid of a minced food', () => {
    expectStandingHazard(
      [
        'minced lamb under 4 mm, watery gravy seeping out onto the plate',
        'minced beef, thin gravy oozing out',
        'minced pork, all under 4 mm, though thin sauce keeps separating out round the edge',
        'carne picada de 4 mm, salsa aguada que se sale fuera del plato',
      ],
      7,
      'mixed_consistency',
    );
  });

  it('reads a thin sauce named in French, German, Italian and Portuguese', () => {
    expectStandingHazard(
      [
        'viande hachée, sauce aqueuse autour',
        'Hackfleisch fein, dünne Soße läuft raus',
        'carne macinata, sugo acquoso nel piatto',
        'carne moída, molho ralo escorrendo',
      ],
      7,
      'mixed_consistency',
    );
  });

  it('still takes out what a removal verb names', () => {
    for (const text of ['trout, skin and bones taken out, flaked', 'chicken thigh, skin off']) {
      const r = runEngine(text);
      expect({ text, skinKept: r.hazards.some((h) => h.code === 'skins_husks') }).toEqual({ text, skinKept: false });
    }
  });
});
