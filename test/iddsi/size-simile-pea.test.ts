/**
 * A size said by comparison: lumps "the size of a pea" are particles of 8-10 mm, within the adult Level 6
 * limit (15 mm) and over the paediatric Level 5 (2 mm) and Level 6 (8 mm) limits. Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../shared/iddsi/text/engine';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.SIZE_SIMILE_PEA.id}: pea-sized pieces are 8-10 mm`, () => {
  it('answers a child Level 7 (over the 8 mm paediatric limit), in several languages', () => {
    expectLevels([
      ['Alfie (6) on level 5: mashed carrot with a few pea-sized lumps', 7, 'food'],
      ['Kai（5）食緊南瓜蓉，有啲豆咁大嘅粒', 7, 'food'],
      ['外孙4岁，南瓜泥里有豌豆大小的颗粒', 7, 'food'],
      ['4歳の娘、かぼちゃのマッシュにグリーンピース大のかたまり', 7, 'food'],
      ['mi nieta de 3 años, puré de calabaza con grumos del tamaño de un guisante', 7, 'food'],
    ]);
  });
  it('answers an adult Level 6 (within 15 mm), and the pea in the words is no food served', () => {
    expectLevels([
      ['mashed swede with a few pea-sized lumps', 6, 'food'],
      ['南瓜泥里有豌豆大小的颗粒', 6, 'food'],
    ]);
    const r = runEngine('mashed swede with lumps about the size of a pea');
    expect(r.hazards.map((h) => h.code)).not.toContain('skins_husks');
  });
  it('caps the confidence: a comparison is no measure', () => {
    for (const text of ['Alfie (6): mashed carrot, pea-sized lumps', 'purée de carottes, grumeaux gros comme un petit pois']) {
      expect({ text, capped: runEngine(text).confidence <= RULES.SIZE_SIMILE_PEA.confidence.cap }).toEqual({ text, capped: true });
    }
  });
});
