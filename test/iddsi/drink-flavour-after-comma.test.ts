/**
 * Yoghurt drinks as writers label them (kefir, lassi, ayran thin, Level 0; a drinking yoghurt as sold usually
 * slightly thick, Level 1; with no thickener and no test) and rule
 * FLAVOUR_AFTER_DRINK: a fruit named after a drink with a comma or in brackets is its flavour.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe('yoghurt drinks with no thickener and no test lean to the thinner level', () => {
  it('reads kefir, lassi, ayran and cultured milk drinks as Level 0 in several languages', () => {
    expectLevels([
      ['a small bottle of kefir with lunch', 0, 'drink'],
      ['sweet lassi in a glass', 0, 'drink'],
      ['一瓶乳酸菌饮料', 0, 'drink'],
      ['ayran, a glass', 0, 'drink'],
    ]);
  });
  it('reads a drinking yoghurt as sold at Level 1, not thicker', () => {
    expectLevels([
      ['Trinkjoghurt zum Frühstück', 1, 'drink'],
      ['ヨーグルトドリンクを一本', 1, 'drink'],
    ]);
  });
  it('still reads a yoghurt drink that was thickened or tested by what was done to it', () => {
    expectLevels([['kefir thickened to mildly thick, 10 second flow test left 6 ml', 2, 'drink']]);
  });
});

describe(`${RULES.FLAVOUR_AFTER_DRINK.id}: a fruit after a drink's comma or in brackets is its flavour`, () => {
  it('reads the drink at its usual level (thin; a drinking yoghurt slightly thick), in several languages', () => {
    expectLevels([
      ['kefir, blueberry', 0, 'drink'],
      ['lassi (mango)', 0, 'drink'],
      ['yogur bebible, melocotón', 1, 'drink'],
      ['饮用酸奶（芒果）', 1, 'drink'],
      ['soy milk, banana', 0, 'drink'],
    ]);
  });
  it('caps the confidence: the comma may also list a second item', () => {
    expect(classifyText('milk, banana').confidence).toBeLessThanOrEqual(RULES.FLAVOUR_AFTER_DRINK.confidence.cap);
  });
  it('reads pieces, bits or chunks said with the fruit as a mixed consistency (Level 7)', () => {
    expectLevels([
      ['kefir, blueberry pieces', 7, 'food'],
      ['lassi (mango chunks)', 7, 'food'],
    ]);
  });
  it('keeps bread or biscuits listed after a drink as a second item (Level 7)', () => {
    expectLevels([
      ['kefir, toast', 7, 'food'],
      ['soy milk, biscuits', 7, 'food'],
    ]);
  });
});

describe(`${RULES.FLAVOUR_AFTER_DRINK.id}: a jelly's flavour is inside its name, a listed fruit is a second food`, () => {
  it('keeps the hazards of fruit listed or plural after a jelly', () => {
    for (const text of ['jelly pot (grapes)', 'jelly pot, grapes', 'jelly, grapes', 'gelatina, uvas']) {
      expect(classifyText(text).hazards.map((h) => h.code)).toContain('round_long');
    }
  });

  it('still reads one fruit in brackets as the flavour', () => {
    expect(classifyText('jelly pot (orange)').hazards.map((h) => h.code)).toEqual(['melts']);
    expect(classifyText('lassi (mango)').hazards).toEqual([]);
  });
});
