/**
 * An order written before the dish it is beside, in Tagalog and Indonesian: "Level 6 ang order ni Lolo, ...",
 * "dietnya level 5, ...". The order names the eater; a dish with broth is a thin liquid with pieces whatever
 * the order says. Sentences are our own.
 */
import { describe, it } from 'vitest';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.ROLE_PRESCRIPTION.id} and ${RULES.THIN_CARRIER.id}: the order before a dish with broth`, () => {
  it('sets the Tagalog and Indonesian order aside and answers the broth dish Level 7', () => {
    expectLevels([
      ['Level 6 ang order ni Lolo, nilagang baka na may sabaw', 7, 'food'],
      ['Level 4 ang order niya. Tinolang manok na may sabaw', 7, 'food'],
      ['dietnya level 5, soto ayam berkuah', 7, 'food'],
      ['diitnya level 6, ikan berkuah', 7, 'food'],
    ]);
  });
  it('still reads a dish in thick gravy by its gravy', () => {
    expectLevels([['dietnya level 5, ayam cincang halus berkuah kental', 5, 'food']]);
  });
});
