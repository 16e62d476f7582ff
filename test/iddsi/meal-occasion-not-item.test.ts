/** A meal or course word after "for" or "at" says when the item is served, not a second item (rule MEAL_OCCASION_NOT_ITEM). */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';

describe(`${RULES.MEAL_OCCASION_NOT_ITEM.id}: "for tea", "for pudding" name the meal, not an item`, () => {
  it.each([
    ['orange jelly cubes at tea', 0, 'drink'],
    ['vanilla ice cream for pudding', 0, 'drink'],
    ['tinned peaches for pudding', 7, 'food'],
  ] as const)('%j is judged by its item alone: Level %i %s', (text, level, kind) => {
    const r = classifyText(text);
    expect({ level: r.level, kind: r.kind }).toEqual({ level, kind });
  });

  it('the meal word adds no thin drink beside the food (no mixed consistency of tea and toast)', () => {
    const codes = classifyText('buttered toast at tea').hazards.map((h) => h.code);
    expect(codes).not.toContain('mixed_consistency');
  });

  it.each([
    ['a cup of tea', 0],
    ['milky tea with two sugars', 0],
    ['chocolate pudding', 4],
  ])('alone, or with nothing named before it, the word is the item: %j is Level %i', (text, level) => {
    expect(classifyText(text).level).toBe(level);
  });

  it('a drink named with "and" stays a second item: "sandwiches and tea" keeps the tea', () => {
    const codes = classifyText('sandwiches and tea').hazards.map((h) => h.code);
    expect(codes).toContain('mixed_consistency');
  });
});
