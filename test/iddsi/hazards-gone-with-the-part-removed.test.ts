/**
 * A hazard goes when the part that carries it is gone, and only then: skins a sieve took out and the text says
 * are no longer there, the crisp skin of fried or grilled chicken peeled off, a tough meat shown tender by the
 * fork pressure test. IDDSI high-risk foods; Levels 5-6 allow none of them.
 */
import { describe, it } from 'vitest';
import { expectLevels, expectStandingHazard } from '../support/iddsi';

describe('a part said to be no longer there (terms.ts REMOVAL_AFTER; rule HAZARD_REMOVED_BY_VERB)', () => {
  it('takes out the skins named before "udah nggak ada"', () => {
    expectLevels([
      [
        'Kacang merah buat Nenek udah direbus, diblender halus terus disaring, kulit kacangnya udah nggak ada, kentalnya bisa dituang pelan dari sendok',
        3,
        'food',
      ],
    ]);
  });
});

describe("fried or grilled chicken's skin carries its crunch (hazards.ts SKIN_CARRIES; rule WRAPPER_REMOVED)", () => {
  it('takes the crunch away with the skin', () => {
    expectLevels([
      ['Thai fried chicken, skin peeled off, bones removed, minced 4 mm, mixed with gravy', 5, 'food'],
      ['น่องไก่ทอดลอกหนังออก เลาะกระดูกหมด สับละเอียด 4 มม. คลุกซอสข้นๆ', 5, 'food'],
    ]);
  });

  it('keeps it while the skin is on', () => {
    expectStandingHazard(
      ['น่องไก่ทอดเลาะกระดูกหมด สับละเอียด 4 มม. คลุกซอสข้นๆ', 'Thai fried chicken, bones removed, minced 4 mm, mixed with gravy'],
      7,
      'crunchy',
    );
  });
});

describe('the fork pressure test in Indonesian (terms.ts fork_pressure_squash; rule TESTED_TENDER)', () => {
  it('shows a grilled meat cut small tender', () => {
    expectLevels([['Ayam bakar dilepas dari tulangnya, dipotong 1 cm, empuk, ditekan garpu langsung gepeng', 6, 'food']]);
  });
});
