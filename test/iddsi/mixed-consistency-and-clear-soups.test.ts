/**
 * Mixed consistency, hazards that survive soaking or coarse pounding, clear soups and vague drinks (dangerous
 * answers once, fixed as typed vocabulary and rules, never as case strings). The
 * phrases are our own: other foods and other languages.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { runEngine } from '../../shared/iddsi/text/engine';
import { expectLevels } from '../support/iddsi';

describe('HAZARD_SURVIVES: mixed consistency (thin liquid with pieces, IDDSI high-risk) is Level 7', () => {
  it('reads a soup with pieces of meat and grain as a mixed consistency', () => {
    expectLevels([
      ['sopa de pollo con trozos de pollo y arroz', 7, 'food'],
      ['canja com pedaços de carne', 7, 'food'],
    ]);
  });

  it('reads a thin porridge with a layer of liquid on top as a mixed consistency', () => {
    expectLevels([
      ['白粥好稀，面頭有一層米水', 7, 'food'],
      ['thin rice porridge with a watery layer on top', 7, 'food'],
      ['cháo loãng, có lớp nước ở trên', 7, 'food'],
    ]);
  });

  it('reads cereal or porridge with milk poured on top as a mixed consistency', () => {
    expectLevels([
      ['oatmeal with cold milk poured on top', 7, 'food'],
      ['bubur kacang hijau disiram susu', 7, 'food'],
      ['Haferbrei mit Milch übergossen', 7, 'food'],
      ['麦片粥，牛奶倒在上面', 7, 'food'],
    ]);
    expect(runEngine('oatmeal with cold milk poured on top').hazards.map((h) => h.code)).toContain('mixed_consistency');
  });

  it('keeps a porridge cooked in milk and served thick as a modified texture', () => {
    expect(classifyText('porridge made with milk, thick and smooth').level).toBeLessThan(7);
  });
});

describe('HAZARD_SURVIVES: hazards that a preparation does not remove', () => {
  it('keeps the husks of seeds in a loaf that was soaked soft', () => {
    expectLevels([
      ['seeded rye bread soaked in gravy', 7, 'food'],
      ['芝麻粒麵包浸軟咗', 7, 'food'],
      ['pain aux graines trempé dans du lait', 7, 'food'],
    ]);
    expect(runEngine('seeded rye bread soaked in gravy').hazards.map((h) => h.code)).toContain('skins_husks');
  });

  it('keeps the hard pieces of nuts crushed or ground only coarsely', () => {
    expectLevels([
      ['coarsely crushed roasted almonds sprinkled on top', 7, 'food'],
      ['腰果粗碎', 7, 'food'],
      ['kacang mete ditumbuk kasar', 7, 'food'],
    ]);
    expect(runEngine('roughly pounded cashews').hazards.map((h) => h.code)).toContain('hard');
  });

  it('keeps the skins of peas, beans and corn inside a mash, in every language it reads', () => {
    expectLevels([
      ['purê de batata com milho', 7, 'food'],
      ['Kartoffelpüree mit Bohnen', 7, 'food'],
      ['purè di patate con piselli', 7, 'food'],
    ]);
  });
});

describe('BROTH_ONLY: a soup served without its solids is a thin drink', () => {
  it('reads a soup with its solids left out as Level 0', () => {
    expectLevels([
      ['わかめスープ、具なし', 0, 'drink'],
      ['tom yum, just the broth', 0, 'drink'],
      ['罗宋汤，走料', 0, 'drink'],
      ['sopa de fideos, solo el caldo', 0, 'drink'],
    ]);
    expect(runEngine('tom yum, just the broth').hazards.map((h) => h.code)).not.toContain('mixed_consistency');
  });

  it('keeps the soup with its pieces a mixed consistency, and a custard without fillings a custard', () => {
    expectLevels([
      ['tom yum', 7, 'food'],
      ['蒸水蛋，冇料', 5, 'food'],
    ]);
  });
});

describe('Vague thickness of a drink leans thinner (safety bias: drinks take the thinner level)', () => {
  it('reads "thickened a little" in Cantonese and Filipino as slightly/mildly thick, not moderately', () => {
    expectLevels([
      ['杰少少嘅熱朱古力', 1, 'drink'],
      ['有啲稠嘅豆漿', 1, 'drink'],
      ['medyo malapot na gatas', 1, 'drink'],
    ]);
  });

  it('reads a Chinese nut-paste sweet soup as pourable (Level 3), not as a purée', () => {
    for (const text of ['核桃糊', '一碗熱嘅花生糊']) expect({ text, level: classifyText(text).level }).toEqual({ text, level: 3 });
  });
});

describe('BROTH_ONLY: a soup with every solid it names left out is its broth', () => {
  it('reads "no tofu or seaweed" after a soup as the thin broth, mixed consistency dealt with', () => {
    const r = runEngine('tom yum, no prawns or mushrooms');
    expect([r.level, r.kind]).toEqual([0, 'drink']);
    expect(r.dealtWith).toContain('mixed_consistency');
  });

  it('keeps a soup whose own name holds a solid ("noodle soup, no pork" still has the noodles)', () => {
    const r = runEngine('noodle soup, no pork');
    expect(r.level).toBe(7);
    expect(r.hazards.map((h) => h.code)).toContain('mixed_consistency');
  });
});
