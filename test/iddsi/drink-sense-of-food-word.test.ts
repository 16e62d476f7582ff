/**
 * Rule DRINK_SENSE_OF_FOOD_WORD: "squash" is the vegetable on a plate and the diluted cordial in a glass.
 */
import { describe, it } from 'vitest';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`rule ${RULES.DRINK_SENSE_OF_FOOD_WORD.id}: a food word in a drinking context is the drink`, () => {
  it('reads the drink beside a drinking or thickening word', () => {
    expectLevels([
      ['Grandad sips his squash', 0, 'drink'],
      ['thickened squash for the resident', 1, 'drink'],
      ['Nan is sipping thickened squash at lunch', 1, 'drink'],
    ]);
  });
  it('keeps the vegetable on a plate', () => {
    expectLevels([
      ['roast squash, soft', 6, 'food'],
      ['Steamed squash with the roast', 6, 'food'],
    ]);
  });
});
