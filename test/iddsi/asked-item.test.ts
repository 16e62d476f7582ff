/**
 * Rule ASKED_ITEM: a note that names several items and asks about one is answered for that one. Sentences are
 * our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.ASKED_ITEM.id}: the item asked about is the one answered`, () => {
  it('sets the other foods aside, in several languages', () => {
    expectLevels([
      ['lunch tray bed 2: fish pie, peas and a glass of milk. level for the milk?', 0, 'drink'],
      ['茶餐: 菠蘿包 同 凍檸茶, 問凍檸茶 冇落凝固粉', 0, 'drink'],
      ['晚饭有饺子，米汤一碗没加增稠剂，问米汤', 0, 'drink'],
      ['焼き魚とお味噌汁、焼き魚のレベルは？', 7, 'food'],
    ]);
    const c = classifyText('lunch tray bed 2: fish pie, peas and a glass of milk. level for the milk?');
    expect(c.hazards).toEqual([]);
  });

  it('sets nothing aside when the other food is in, on or with the asked one, or is the asked dish named in full', () => {
    for (const text of [
      'beef stew with dumplings in it, level for the stew?',
      'custard with sultanas in it - what level is the custard?',
      '请问果汁里加了提子，3级可以吗',
      '我有个问题：汤里有鱼丸，可以吗',
      '粥是几级？里面有花生碎',
      'お粥にナッツ入り、お粥のレベルは？',
      '珍珠奶茶 奶茶是几级',
    ])
      expect(classifyText(text).level, text).toBe(7);
  });

  it('reads a food right after the item in the same phrase as part of its name', () => {
    expectLevels([
      ['Item: steak & kidney pie, pastry top. Note: gravy on the side', 7, 'food'],
      ['ward: Purée (L4) | item: fish & leek pie | qty 1', 7, 'food'],
    ]);
  });

  it('keeps every item when none is asked about, or when two are', () => {
    expect(classifyText('toast and a cup of tea').kind).toBe('food');
    expect(classifyText('冇問題，餅乾同茶').kind).toBe('food');
  });
});
