/**
 * Rule TESTED_SMOOTH_PUREE: "smooth", "no lumps" and a passed spoon tilt are IDDSI's Level 4 description
 * tested; the descriptor then prepares the food as a purée word does. Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

const hazards = (text: string) => classifyText(text).hazards.map((h) => h.code);

describe(`${RULES.TESTED_SMOOTH_PUREE.id}: smooth, no lumps and a passed spoon tilt make a purée`, () => {
  it('a fruit squeezed from a pouch, tested: Level 4', () => {
    expectLevels([
      ['pear and mango pouch squeezed out, smooth, no lumps, slides off the spoon in one go', 4, 'food'],
      ['bolsita de manzana y pera, la exprimí en un plato: lisa, sin grumos, se queda en la cuchara', 4, 'food'],
      ['mangga sachet diperas ke mangkuk, halus, tidak ada gumpalan, tetap di sendok', 4, 'food'],
    ]);
  });
  it('untested, or a husk only a sieve takes out, the hazard stands', () => {
    expect(hazards('pear, smooth, no lumps')).toContain('juicy');
    expect(hazards('peas pouch, smooth, no lumps, holds on the spoon')).toContain('skins_husks');
  });
});
