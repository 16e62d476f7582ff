/**
 * Review 13 (s13textd): spoon and fork cues that made drinks thicker than they are, closed as rules or
 * vocabulary held as data. Sentences are new, not the reviewer's.
 */
import { describe, it } from 'vitest';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.SPOON_UTENSIL_DRINK_NEUTRAL.id}: a spoon named as the utensil says nothing of a drink`, () => {
  it('answers thin drinks given by spoon as thin, in several languages', () => {
    expectLevels([
      ['apple juice, given with a teaspoon', 0, 'drink'],
      ['oat milk, con una cucharita', 0, 'drink'],
      ['ミルク ティースプーンで', 0, 'drink'],
      ['kopi susu pakai sendok teh', 0, 'drink'],
      ['nước cam bằng thìa', 0, 'drink'],
      ['orange juice mit dem Löffel', 0, 'drink'],
    ]);
  });
  it('keeps "spoon only" and "cannot be drunk" as Level 4 words', () => {
    expectLevels([['thickened juice, spoon only, cannot be drunk', 4, 'drink']]);
  });
});
