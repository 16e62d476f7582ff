/**
 * Thickened fruit drinks, hazards the text dealt with (a part and what is said of it, a tested tenderness, a child's
 * mince), a thick label set aside by a drip, diet orders after a room number, crushed dry food in a soup and the
 * explanation beside a drink: classes of the fresh blind set 65, shown on phrases of our own (other foods, other
 * languages than the cases that revealed them).
 */
import { describe, it } from 'vitest';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`rule ${RULES.THICKENED_FRUIT_DRINK.id}: a thickened fruit is its juice thickened`, () => {
  it('reads the fork and spoon results of a thickened fruit as a drink at Level 3 or 4, not the fruit', () => {
    expectLevels([
      ['thickened mango, stays in a mound on the fork', 4, 'drink'],
      ['naranja espesada, se queda en la cuchara', 4, 'drink'],
      ['jeruk dikentalkan, menetes perlahan dari garpu', 3, 'drink'],
      ['pre-thickened pineapple, drips slowly through the fork', 3, 'drink'],
      ['とろみ付きりんご、フォークの上で山になる', 4, 'drink'],
    ]);
  });
  it('keeps the fruit a food when a word prepares it', () => {
    expectLevels([
      ['thickened strawberries, mashed', 7, 'food'],
      ['plums peeled and stoned, blended smooth, sieved, thickened, holds its shape on a tilted spoon', 4, 'food'],
    ]);
  });
});
