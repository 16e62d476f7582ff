/**
 * Issue 14, class 2: a word of ordering ("prescribed", "pautado", "指示") said beside a level or a
 * thickener, in a clause that names no item, makes that clause the eater's order: the item named
 * after it is judged as served (rule ROLE_ORDER_WORD).
 */
import { describe, it } from 'vitest';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.ROLE_ORDER_WORD.id}: the clause of a word of ordering is the eater's order`, () => {
  it('sets aside a level or thickener ordered before the word, and judges the drink served after it', () => {
    expectLevels([
      ['Moderately thick drinks ordered. Her grandson gave her lemonade', 0, 'drink'],
      ['Thickener prescribed (L3) - cocoa given without it', 0, 'drink'],
      ['Espesante pautado nivel 3; le dieron un café solo', 0, 'drink'],
      ['Boissons épaissies prescrites (niveau 2), mais il a bu du thé', 0, 'drink'],
      ['Angedickte Getränke verordnet (Stufe 2), er trank Apfelsaft', 0, 'drink'],
      ['中間のとろみの指示ですが、家族がほうじ茶を飲ませた', 0, 'drink'],
    ]);
  });

  it('sets aside a level ordered after the word, before a solid', () => {
    expectLevels([
      ['Được chỉ định ăn cấp 4, người nhà cho ăn bánh mì', 7, 'food'],
      ['醫囑係糊餐，家人帶咗曲奇餅', 7, 'food'],
    ]);
  });

  it('keeps the level of a clause that names its own item ("juice ordered at level 2")', () => {
    expectLevels([
      ['Pineapple juice ordered thickened to level 2, the carer checked it', 2, 'drink'],
      ['Zumo de manzana pautado nivel 2 espesado con espesante', 2, 'drink'],
    ]);
  });
});
