/**
 * Rules UNKNOWN_FOOD_IN_SAUCE and UNKNOWN_FOOD_BY_SIZE: a sauce, a moist word or a piece size says nothing
 * of the food; a food the engine does not know, known only by its sauce or its cut, is answered Level 7 with
 * the fork pressure test asked, never the sauce's or the size's own level. German dumplings (Knödel) are dense, sticky balls. Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

const RULE = RULES.UNKNOWN_FOOD_IN_SAUCE;

describe(`${RULE.id}: the sauce is not the food`, () => {
  it('an unknown food in a sauce or gravy is Level 7, unsure, with the fork test asked', () => {
    for (const text of ['Rinderrouladen mit Soße', 'frumpels with gravy for bed 2']) {
      const c = classifyText(text);
      expect([c.level, c.kind]).toEqual([7, 'food']);
      expect(c.confidence).toBeLessThanOrEqual(RULE.confidence.cap);
      expect(c.needsTest).toBe(true);
    }
  });
  it('a known food in gravy keeps its reading', () => {
    expectLevels([['minced beef in gravy', 5, 'food']]);
  });
  it('potato and bread dumplings are sticky and dense', () => {
    const c = classifyText('Semmelknödel, klein geschnitten, mit Soße');
    expect([c.level, c.kind]).toEqual([7, 'food']);
    expect(c.hazards.map((h) => h.code)).toContain('sticky');
  });
});

describe(`${RULES.UNKNOWN_FOOD_BY_SIZE.id}: a piece size is not the food`, () => {
  it('an unknown food known only by its cut or piece size is Level 7, unsure, with the fork test asked', () => {
    for (const text of ['zorblets chopped into 1 cm pieces', 'frumpels cut into 1 cm pieces']) {
      const c = classifyText(text);
      expect([c.level, c.kind]).toEqual([7, 'food']);
      expect(c.confidence).toBeLessThanOrEqual(RULES.UNKNOWN_FOOD_BY_SIZE.confidence.cap);
      expect(c.settlingTest).toBeDefined();
    }
  });
  it('an unknown food cut and in its sauce too is Level 7; one minced to 4 mm and moist is Level 5 mince', () => {
    expectLevels([
      ['zorblets cut into 1 cm pieces with gravy', 7, 'food'],
      ['zorblets chopped to 4 mm, moist, no thin liquid', 5, 'food'],
    ]);
  });
  it('a known soft food, or a softness or test word, keeps the size reading', () => {
    expectLevels([
      ['stewed butternut, pieces 1.5cm or smaller, cuts w/ side of fork', 6, 'food'],
      ['frumpels cut into 1 cm pieces, soft and tender, squashes under the fork', 6, 'food'],
    ]);
  });
});
