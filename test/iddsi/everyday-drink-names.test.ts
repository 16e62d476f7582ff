/**
 * Session 14 (s14textb): everyday drink names (lexicon/foods.ts rows tea, coffee, cocoa, lemonade) are
 * drinks, thin as usually served; a thickener mention in plain words ("made it thicker") makes the drink
 * thickened, at the thinnest thickened level until the flow test settles it.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../shared/iddsi/text/engine';
import { expectLevels } from '../support/iddsi';

describe('everyday drink names, thin by default', () => {
  it('reads colloquial and regional names as drinks', () => {
    expectLevels([
      ['a cuppa for Mr T after lunch', 0, 'drink'],
      ['hot choc before bed', 0, 'drink'],
      ['lemon barley for grandad', 0, 'drink'],
      ['susu coklat buat kakek', 0, 'drink'],
      ['cafezinho para a vovó', 0, 'drink'],
      ['un cafecito para mi abuela', 0, 'drink'],
    ]);
  });

  it('reads a plain-words thickener mention as thickened, with the flow test', () => {
    for (const text of [
      'cocoa for nan, made it thicker with the powder',
      'a cuppa, made it thicker w the powder',
      'chocolate caliente, le puse espesante',
    ]) {
      const r = runEngine(text);
      expect({ text, level: r.level, kind: r.kind, needsTest: r.needsTest }).toEqual({ text, level: 1, kind: 'drink', needsTest: true });
    }
  });

  it('reads a drink thickened to pudding and eaten off a spoon as Level 4', () => {
    expectLevels([['hot choc made pudding thick, eats it off a spoon, stands up in a blob', 4, 'drink']]);
  });
});
