/**
 * Rule MASHED_KEEPS_TOUGH_JUICY: kale and its kin keep their stringy fibres when mashed into a stamppot, a
 * colcannon or potatoes (IDDSI high-risk foods: stringy, fibrous); only a sieve takes them out. Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.MASHED_KEEPS_TOUGH_JUICY.id}: mashed kale stays fibrous`, () => {
  it('keeps a kale mash at Level 7 in the languages read', () => {
    expectLevels([
      ['boerenkool met aardappel, heel fijn gestampt voor oma', 7, 'food'],
      ['curly kale mashed through the potato', 7, 'food'],
      ['Grünkohl, gut zerstampft, mit Kartoffeln', 7, 'food'],
      ['puré de patata con col rizada machacada', 7, 'food'],
    ]);
    expect(classifyText('curly kale mashed through the potato').hazards.map((h) => h.code)).toContain('fibrous');
  });

  it('lets a sieve take the fibres out, and leaves other greens as vegetables', () => {
    expectLevels([
      ['kale blended and pushed through a sieve, smooth', 4, 'food'],
      ['stamppot met andijvie, fijngestampt', 5, 'food'],
    ]);
  });

  it('leaves a pressed kale juice or aojiru the thin drink it is', () => {
    expectLevels([
      ['羽衣甘蓝汁', 0, 'drink'],
      ['ケールの青汁', 0, 'drink'],
      ['ケールジュース', 0, 'drink'],
    ]);
  });
});
