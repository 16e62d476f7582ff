/** Foods and dishes as usually served, when the text names no texture. */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { expectLevels } from '../support/iddsi';

describe('foods as usually served', () => {
  it('knows common foods and drinks across the cuisines', () => {
    expectLevels([
      ['plain tap water', 0, 'drink'],
      ['清水', 0, 'drink'],
      ['nước lọc', 0, 'drink'],
      ['teh manis', 0, 'drink'],
      ['お茶', 0, 'drink'],
      ['fish balls', 7, 'food'],
      ['炸雞髀', 7, 'food'],
      ['ayam goreng renyah', 7, 'food'],
      ['adobong manok', 7, 'food'],
      ['phở bò', 7, 'food'],
      ['ต้มยำกุ้ง', 7, 'food'],
      ['tortilla de maíz', 7, 'food'],
      ['congee', 6, 'food'], // rule PLAIN_CONGEE_NEEDS_TEST
      ['蒸水蛋', 5, 'food'],
      ['smooth yoghurt', 4, 'food'],
      ['steamed fish fillet', 6, 'food'],
      // rule WHOLE_FISH_DISH_BONES (clinical review, s10): a fish steamed whole carries its bones
      ['steamed fish', 7, 'food'],
    ]);
  });

  it('lets a whole-dish row carry its base level; a meat named beside the base keeps its hazards', () => {
    // clinical audit (rule INGREDIENT_IN_BASE_KEEPS_HAZARDS): "beef congee" holds pieces of beef
    expectLevels([
      ['beef congee', 7],
      ['肉碎粥', 6], // rule PLAIN_CONGEE_NEEDS_TEST: the grains are still whole
      ['minced pork congee', 6],
    ]);
  });

  it('keeps congee served with slices or pieces at Level 7 (mixed consistency)', () => {
    expectLevels([
      ['鱼片粥', 7],
      ['皮蛋瘦肉粥', 7],
      ['arroz caldo', 7],
    ]);
  });

  it('treats foods that melt as the thin liquid they become', () => {
    for (const text of ['ice cream', '雪糕', 'strawberry jelly']) {
      const c = classifyText(text);
      expect(c.level).toBe(0);
      expect(c.hazards.map((h) => h.code)).toContain('melts');
    }
  });
});

describe('egg dishes as served', () => {
  it('gives a set potato omelette / frittata Level 7, soft scrambled egg stays Level 6', () => {
    expectLevels([
      ['tortilla espanola', 7, 'food'],
      ['spanish omelette', 7, 'food'],
      ['frittata', 7, 'food'],
      ['scrambled eggs', 6, 'food'],
      ['huevos revueltos', 6, 'food'],
    ]);
  });
});
