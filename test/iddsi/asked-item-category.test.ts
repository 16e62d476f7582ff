/**
 * Rule ASKED_ITEM_BY_CATEGORY: a question that names its item by what it is ("the drink", 嘢飲, 飲み物) or by its
 * vessel ("the bowl", 嗰碗, "the glass") asks about that item; the other items are set aside. Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.ASKED_ITEM_BY_CATEGORY.id}: the item named by its category or vessel decides`, () => {
  it('answers the one drink when the question says "the drink", in several languages', () => {
    expectLevels([
      ['Buttered toast and an iced lemon tea. What level is the drink?', 0, 'drink'],
      ['熱檸水同埋一件牛油多士，我想问杯嘢饮系咩级？', 0, 'drink'],
      ['トーストと冷たい麦茶。その飲み物のレベルは？', 0, 'drink'],
      ['토스트하고 차가운 보리차. 그 음료는 몇 단계예요?', 0, 'drink'],
      ["Un croissant et un jus d'orange. Quel niveau pour la boisson ?", 0, 'drink'],
      ['Ein Brötchen und eine Tasse Tee. Welche Stufe hat das Getränk?', 0, 'drink'],
      ['Roti bakar dan segelas teh manis. Level berapa untuk minuman?', 0, 'drink'],
    ]);
  });

  it('reads a drink named in full before a shorter name as the asked item ("凍檸茶" … "杯茶")', () => {
    expectLevels([
      ['熱檸茶少甜，跟一件牛油多士。我想問杯茶係咩level？', 0, 'drink'],
      ['热柠檬茶和一个菠萝包，请问那杯茶是几级？', 0, 'drink'],
    ]);
    expect(classifyText('熱檸茶少甜，跟一件牛油多士。我想問杯茶係咩level？').confidence).toBeLessThan(0.9);
  });

  it('answers the item its vessel was written with', () => {
    expectLevels([
      ['Toast and a glass of orange juice, what level is the glass?', 0, 'drink'],
      ['Ein Brötchen und eine Tasse Tee. Welche Stufe hat die Tasse?', 0, 'drink'],
    ]);
    // the bowl held the congee: the dough stick's hazards are set aside
    for (const text of ['A bowl of congee and a fried dough stick. What level is the bowl?', '一碗白粥同一條油炸鬼，我想問嗰碗係咩級？'])
      expect(classifyText(text).hazards, text).toEqual([]);
  });

  it('does not fire when the question names the food, a vessel written with nothing, or a drink word with no drink', () => {
    expectLevels([
      ['凍檸茶走甜，跟一個菠蘿包。我想問個包係咩level？', 7, 'food'],
      ['A bowl of tomato soup and a cheese scone. What level is the glass?', 7, 'food'],
      ['A slice of toast and a mug of tea. What level is the toast?', 7, 'food'],
      ['Item: chicken and leek pie. Level for the pie?', 7, 'food'],
    ]);
  });
});
