/**
 * "Bits of" a named food found in a food labelled or called purée ("bits of pasta in the Level 4 purée", "des bouts
 * de viande"): pieces of that food whose size and texture are unknown, as "pieces of" are, not the small soft
 * lumps of a Level 5 food.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../shared/iddsi/text/engine';
import { RULES } from '../../shared/iddsi/text/rules';

describe(`${RULES.LUMPS_NOT_PUREE.id}: bits of a named food in a purée are pieces of unknown size`, () => {
  it('answers Level 6 or above', () => {
    for (const text of [
      'the card said Level 4 purée cottage pie but we found bits of potato skin in it',
      'pureed stew, labelled level 4, with bits of beef through it',
      'purée niveau 4 mais il y avait des bouts de pâtes',
      'purée avec des bouts de viande',
    ]) {
      expect({ text, atLeast6: runEngine(text).level >= 6 }).toEqual({ text, atLeast6: true });
    }
  });

  it('keeps a purée said to have no bits at Level 4', () => {
    for (const text of ['smooth puree, no bits of anything', 'purée lisse, pas de bouts']) {
      expect({ text, level: runEngine(text).level }).toEqual({ text, level: 4 });
    }
  });
});
