/**
 * Session 14 (s14texte): rule MEAT_WORD_NAMES_DISH_MEAT reads "the meat" beside a roast or cut as that
 * cut's meat, so the fork pressure result reaches it (rule TESTED_TENDER); the removal of a skin or bones
 * ("皮撕咗") removes those hazards only; "mashes with the fork" is the fork pressure result.
 */
import { describe, it } from 'vitest';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.MEAT_WORD_NAMES_DISH_MEAT.id} and ${RULES.TESTED_TENDER.id}: a roast diced and fork-tested`, () => {
  it('answers Level 6 for the meat of a roast or cut diced to 1 cm that squashes under the fork', () => {
    expectLevels([
      ['roast beef, fat trimmed off, the meat diced about 1 cm, mashes easily with the fork', 6, 'food'],
      ['lamb chop, meat cut off the bone in 1cm cubes, in gravy, squashes flat with the fork', 6, 'food'],
    ]);
  });
  it('reads a skin torn off in Cantonese as removed', () => {
    expectLevels([['雞皮撕咗，雞肉切成1cm粒，用叉一壓就散', 6, 'food']]);
  });
  it('keeps a cut that is not tested at its usual level', () => {
    expectLevels([['roast beef, the meat diced about 1 cm', 7, 'food']]);
  });
});
