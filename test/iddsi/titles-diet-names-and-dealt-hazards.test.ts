/**
 * Cantonese titles, local diet names, tests written in carers' words and hazards the text deals with,
 * closed as rules or vocabulary held as data. Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { RULES } from '../../shared/iddsi/text/rules';
import { runEngine } from '../../shared/iddsi/text/engine';

const hazardsOf = (text: string) => runEngine(text).hazards.map((h) => h.code);

describe(`${RULES.FOOD_CHARACTER_COMPOUND.id}: a surname and 生 is a title, not "raw"`, () => {
  it('reads 陳生 / 何生 as Mr Chan / Mr Ho in both scripts', () => {
    for (const text of ['免治豬肉細過4mm，濕潤，俾3號房梁生', '鱼肉碎唔超过4mm，湿润，俾陈生', '豆腐蒸得好腍，畀黃生']) {
      expect({ text, hard: hazardsOf(text).includes('hard') }).toEqual({ text, hard: false });
    }
  });
  it('still reads 生 as raw before a food', () => {
    expect(hazardsOf('生牛肉片 俾王生')).toContain('hard');
  });
});

describe(`${RULES.ROLE_THICKENED_DRINK_NAMED.id}: "thick" right before a named drink describes the drink served`, () => {
  it('reads a thick drink given to a bed as thickened, its level unknown (thinnest thickened reading)', () => {
    for (const text of ['杰嘅奶茶 俾8號床', '稠的橙汁 给3床', 'bed 4 thick apple juice']) {
      const r = runEngine(text);
      expect({ text, kind: r.kind, level: r.level, needsTest: r.needsTest }).toEqual({ text, kind: 'drink', level: 1, needsTest: true });
    }
  });
});
