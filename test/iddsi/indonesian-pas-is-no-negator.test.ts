/**
 * Rule TEXT_LANGUAGE_SCOPE: Indonesian "pas" ("when": "pas tes garpu") is not the French
 * negation "pas"; more Indonesian function words mark the text so the French word is not read.
 */
import { describe, it } from 'vitest';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.TEXT_LANGUAGE_SCOPE.id}: "pas" in Indonesian`, () => {
  it('does not negate the fork drip after it', () => {
    expectLevels([
      ['puree wortel, pas tes garpu netes terus lewat sela garpu', 3, 'food'],
      ['bubur sumsum, pas dites pake garpu netes terus', 3, 'food'],
    ]);
  });

  it('still reads the French negation in French', () => {
    expectLevels([['purée de carottes, ça ne coule pas entre les dents de la fourchette, ça reste en tas', 4, 'food']]);
  });
});
