/**
 * Rule TESTED_TENDER reaches the decision for meat and fish cut to Level 6 size with the bones taken out,
 * in carers' own verbs ("squishes", "se aplastan") and when the dish names its meat twice ("thịt gà hầm");
 * the Cantonese removal "拆走" after the bones. Rule MEAT_WORD_NAMES_DISH_MEAT reads "the meat" beside a
 * roast or cut as that cut's meat, so the fork pressure result reaches it; the removal of a skin or bones
 * ("皮撕咗") removes those hazards only; "mashes with the fork" is the fork pressure result.
 */
import { describe, it } from 'vitest';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.TESTED_TENDER.id}: a fork squash of boneless pieces of Level 6 size`, () => {
  it('reads the squash verb in English and Spanish, plural too', () => {
    expectLevels([
      ['turkey bits under 1.5cm, boneless, squish under the fork', 6, 'food'],
      ['pork pieces about 1 cm, fork squishes them easily', 6, 'food'],
      ['trozos de pescado de 1 cm, sin espinas, se deshacen con el tenedor', 6, 'food'],
      ['cubitos de ternera de 1 cm, muy tiernos, se aplastan con el tenedor', 6, 'food'],
    ]);
  });

  it('counts a meat named twice by its dish as the one solid tested', () => {
    expectLevels([['bò hầm, thịt bò cắt miếng 1cm, dùng nĩa ấn là nát', 6, 'food']]);
  });

  it('reads the bones taken out after the bone word in Cantonese and Mandarin', () => {
    expectLevels([
      ['清蒸鱼，鱼骨全部去掉，切成1厘米小块，用叉一压就散', 6, 'food'],
      ['雞肉啲骨全部拆走，切1cm粒，叉一壓就散', 6, 'food'],
    ]);
  });
});

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
