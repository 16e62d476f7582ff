/**
 * Issue 14, class 3: drinks that read as something else, and something else
 * read as a drink. Phrases are our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { expectLevels } from '../support/iddsi';

describe('a food name written exact keeps its marks in its plural (lexicon-index simple plurals)', () => {
  it('reads "tés" and "thés" as tea, and the Indonesian "tes" (a test) as no drink', () => {
    expect(classifyText('dos tés calientes').evidence.some((e) => e.code === 'tea')).toBe(true);
    expect(classifyText('deux thés chauds').evidence.some((e) => e.code === 'tea')).toBe(true);
    expect(classifyText('hasil tes sendok').evidence.some((e) => e.code === 'tea')).toBe(false);
    expect(classifyText('Label level 4, tapi waktu tes garpu bubur sumsum menetes lewat sela garpu').level).toBe(3);
  });
});

describe('a slush, a frappé or an ice-blended drink melts to the thin drink it was (IDDSI: ice chips melt to thin)', () => {
  it('answers Level 0 in several languages, Thai ปั่น after a tea or coffee included', () => {
    expectLevels([
      ['lemon slush', 0, 'drink'],
      ['frappuccino from the cafe', 0, 'drink'],
      ['ชาไทยปั่น', 0, 'drink'],
      ['กาแฟปั่น', 0, 'drink'],
      ['cà phê đá xay', 0, 'drink'],
      ['granizado de limón', 0, 'drink'],
      ['西瓜冰沙', 0, 'drink'],
    ]);
  });
  it('reads Thai milk or juice ปั่น as the milkshake or smoothie, not a liquidised food', () => {
    expect(classifyText('นมปั่น').level).toBeLessThanOrEqual(2);
    expect(classifyText('น้ำมะม่วงปั่น').kind).toBe('drink');
    expect(classifyText('น้ำมะม่วงปั่น').level).toBeLessThanOrEqual(2);
  });
});

describe('a jelly drunk from a pouch is a drink, not a set swallowing jelly', () => {
  it('reads jelly drinks as drinks no thicker than Level 2 until tested', () => {
    expectLevels([
      ['jelly drink', 2, 'drink'],
      ['ゼリー飲料', 2, 'drink'],
      ['飲むゼリー', 2, 'drink'],
      ['minuman jeli rasa jeruk', 2, 'drink'],
      ['葡萄味果冻饮品', 2, 'drink'],
    ]);
  });
  it('leaves a swallowing jelly a Level 4 food, and a konjac jelly drink Level 7 (konjac stays a hazard)', () => {
    expectLevels([
      ['嚥下ゼリー', 4, 'food'],
      ['蒟蒻果凍飲品', 7, 'food'],
      ['魔芋果冻饮料', 7, 'food'],
    ]);
  });
});

describe('a spread "spread thin" or "in a thin layer" is a food, not a thin drink', () => {
  it('reads the spread as a food in several languages', () => {
    for (const text of ['jam spread thin', 'thin layer of jam', 'mermelada untada fina', 'selai dioles tipis', 'マーガリンを薄く塗る']) {
      expect(classifyText(text).kind, text).toBe('food');
    }
  });
});

describe('strained dal water, as carers write it, is the thin broth (straining removes the pulp)', () => {
  it('answers Level 0', () => {
    expectLevels([
      ['dal ka pani', 0, 'drink'],
      ['moong daal ka paani for dadi', 0, 'drink'],
      ['lentil water, strained', 0, 'drink'],
    ]);
  });
});
