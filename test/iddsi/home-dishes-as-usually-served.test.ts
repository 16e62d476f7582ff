/**
 * Home dishes of the served cuisines in their usual rows (lexicon/foods.ts FOOD_TABLE, foreign-core.ts):
 * a dish name that holds a texture word ("pâte", "दाल") is read as the dish, by the longest name.
 */
import { describe, it } from 'vitest';
import { expectLevels } from '../support/iddsi';

describe('home dishes as usually served', () => {
  it('reads dry semolina, halwa and raita with pieces as Level 7, rice kheer at least 5', () => {
    expectLevels([
      ['uppittu', 7, 'food'],
      ['सूजी का हलवा', 7, 'food'],
      ['बूंदी रायता', 7, 'food'],
      ['पायसम', 5, 'food'],
      ['dal makhani with rice', 7, 'food'],
    ]);
  });
  it('reads Russian curd cheese in every form as cottage cheese, not a smooth yoghurt', () => {
    expectLevels([
      ['творогом', 5, 'food'],
      ['творожная масса', 5, 'food'],
    ]);
  });
  it('does not read French pastry or fruit-jelly sweets as a paste', () => {
    expectLevels([
      ['pâte sablée', 7, 'food'],
      ['pâte à choux', 7, 'food'],
      ['gelée de fruits', 7, 'food'],
    ]);
  });
  it('reads a soft-boiled or fried egg in German, and ratatouille, as usually served', () => {
    expectLevels([
      ['weich gekochte Eier', 7, 'food'],
      ['Spiegelei', 7, 'food'],
      ['ratatouille provençale', 7, 'food'],
    ]);
  });
  it('still lets a blended, smooth raita be a purée', () => {
    expectLevels([['raita, blended smooth', 4, 'food']]);
  });
});
