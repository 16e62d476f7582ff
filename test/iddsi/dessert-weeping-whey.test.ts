/**
 * A dessert that separates on the plate (whey, watery milk left) is a mixed consistency whatever the eater's
 * order beside it (issue 14, class 2): the separating thin liquid is a hazard word (terms.ts HAZARD_WORDS
 * mixed_consistency) and it stands (rule HAZARD_SURVIVES).
 */
import { describe, it } from 'vitest';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectStandingHazard } from '../support/iddsi';

describe(`${RULES.HAZARD_SURVIVES.id}: whey or milk separating from a dessert`, () => {
  it('stands as a mixed consistency in Spanish, English, Portuguese and French', () => {
    expectStandingHazard(
      [
        'Para mi abuelo (nivel 5): arroz con leche, se separa y queda leche aguada',
        'Yogur natural para la cama 4 nivel 4, sale suero por encima',
        'Custard for the L6 resident, whey separates on the plate',
        'Pudim para a paciente nível 6, solta soro no prato',
        'Yaourt pour le résident niveau 4 : rend du petit-lait',
      ],
      7,
      'mixed_consistency',
    );
  });
});
