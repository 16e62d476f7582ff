/**
 * Rule UNKNOWN_FOOD_IN_SAUCE: a sauce or a moist word says nothing of the food it is on; a food the engine
 * does not know, known only by its sauce, is answered Level 7 with the fork pressure test asked, never the
 * sauce's own level. German dumplings (Knödel) are dense, sticky balls. Sentences are our own.
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
