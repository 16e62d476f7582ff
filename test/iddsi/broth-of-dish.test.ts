/** Rule BROTH_OF_DISH: the broth of a brothy dish, served without its pieces, is a thin drink. */
import { describe, it } from 'vitest';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.BROTH_OF_DISH.id}: the broth of a soup dish is its thin liquid`, () => {
  it('reads the broth of a dish as Level 0, in several languages', () => {
    expectLevels([
      ['sabaw ng bulalo lang para kay lolo', 0, 'drink'],
      ['sabaw ng nilagang baka', 0, 'drink'],
      ['just the broth of the laksa', 0, 'drink'],
      ['a cup of broth from the wonton soup', 0, 'drink'],
    ]);
  });
  it('keeps a broth of a named food, and the broth word, read as broth', () => {
    expectLevels([
      ['malabnaw na sabaw ng baka', 0, 'drink'],
      ['sabaw ng buko', 0, 'drink'],
    ]);
  });
  it('reads pieces or another solid said in it as a mixed consistency (Level 7)', () => {
    expectLevels([
      ['sabaw ng bulalo na may piraso ng karne', 7, 'food'],
      ['broth from the wonton soup with two wontons', 7, 'food'],
    ]);
  });
  it('reads it thickened as a thickened drink, not the thin broth', () => {
    expectLevels([['sabaw ng nilagang baka, nilagyan ng pampalapot', 1, 'drink']]);
  });
});
