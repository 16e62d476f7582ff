/**
 * Levels in headings, stringy or boned food in its broth and foreign food words, classes once answered
 * dangerously, closed as rules and vocabulary held as data. Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.ROLE_PRESCRIPTION.id}: the eater's heading carries the level, not the drink`, () => {
  it('a level in a heading after a patient word ("Patient L3:") is set aside: the drink leans thin', () => {
    expectLevels([
      ['Patient L3: apple juice', 0, 'drink'],
      ['Pasien diet level 4: jus jeruk', 0, 'drink'],
      ['中度稠饮品病人：清茶', 0, 'drink'],
      ['Paciente nivel 2: café con leche', 0, 'drink'],
    ]);
  });
});

describe(`${RULES.SOLID_BITS_IN_LIQUID.id}: a stringy or boned food served in its broth is a food`, () => {
  it('shredded meat in a clear broth is Level 7 food; a plain broth stays a thin drink', () => {
    expectLevels([
      ['shredded beef in clear broth', 7, 'food'],
      ['carne deshebrada en su caldo', 7, 'food'],
      ['chicken broth', 0, 'drink'],
    ]);
  });
  it('is not confident: the fork and flow tests decide', () => {
    expect(classifyText('shredded beef in clear broth').confidence).toBeLessThan(0.8);
  });
});

describe('foods the foreign vocabulary lacked', () => {
  it('risotto and dried fruit are Level 7 (sticky rice grains; tough, sticky dried fruit)', () => {
    expectLevels([
      ['mushroom risotto', 7, 'food'],
      ['Grießbrei mit Rosinen', 7, 'food'],
      ['Манная каша с изюмом', 7, 'food'],
    ]);
  });
  it('Hindi "not thickened" after the word negates it: a thin drink', () => {
    expectLevels([['चाय, गाढ़ा नहीं किया गया', 0, 'drink']]);
  });
});

describe(`${RULES.TEST_DECIDES_FLUID.id}: Arabic "flows slowly from the fork" is the Level 3 fork drip`, () => {
  it('decides over a "slightly thick" word beside it', () => {
    expectLevels([['حليب مكثف قليلاً، ينساب ببطء من الشوكة', 3]]);
  });
});
