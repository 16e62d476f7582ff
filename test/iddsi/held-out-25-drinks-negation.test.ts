/**
 * The drink classes blind sets 25 and 26 answered thicker than their words support, closed as rules held
 * as data. Sentences are new, not the sets'.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.NEGATION_AFTER_WHOLE_WORD.id}: a cue after negates a word matched inside a longer word`, () => {
  it('reads the Hindi noun "गाढ़ापन" (thickness) under "नहीं" as a thin drink', () => {
    expectLevels([
      ['नींबू पानी, गाढ़ापन नहीं', 0, 'drink'],
      ['छाछ, कोई गाढ़ापन नहीं डाला', 0, 'drink'],
    ]);
  });
  it('still reads a thickened Hindi drink as thickened', () => {
    expect(classifyText('छाछ, गाढ़ा किया').level).toBeGreaterThan(0);
  });
});
