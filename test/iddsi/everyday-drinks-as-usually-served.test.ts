/**
 * Everyday drink names (lexicon/foods.ts rows tea, coffee, cocoa, lemonade) are drinks, thin as usually
 * served; a thickener mention in plain words ("made it thicker") makes the drink thickened, at the thinnest
 * thickened level until the flow test settles it. Everyday drinks in the languages outside the response
 * set are thin drinks (Level 0) unless thickened; a family word after them ("pour papa", not the Spanish
 * potato) is the eater.
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

describe('everyday drinks outside the response languages', () => {
  it('reads them as thin drinks, with the eater after them', () => {
    expectLevels([
      ['chocolat chaud pour maman', 0, 'drink'],
      ['une tisane pour papi', 0, 'drink'],
      ['un grand bol de lait pour papa', 0, 'drink'],
      ['Tee für Oma', 0, 'drink'],
      ['caffellatte per nonno', 0, 'drink'],
      ['succo di frutta', 0, 'drink'],
      ['café com leite para o vovô', 0, 'drink'],
      ['suco de laranja', 0, 'drink'],
      ['보리차', 0, 'drink'],
      ['우유 한 잔', 0, 'drink'],
      ['сок', 0, 'drink'],
      ['حليب', 0, 'drink'],
      ['दूध', 0, 'drink'],
    ]);
  });
  it('keeps the thickened level when one is stated', () => {
    expectLevels([['café au lait pour papa, épaissi au niveau 2', 2, 'drink']]);
  });
});
