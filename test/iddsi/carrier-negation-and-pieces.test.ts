/**
 * A negated thickener beside a drink, a stated level beside a soup with pieces,
 * and a set dessert served in a drink.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.NO_THICKENER_IN_CARRIER.id}: a negated thickener before a drink is the drink as usually served`, () => {
  it('reads "no thickener in" a thin drink as Level 0 in several languages', () => {
    expectLevels([
      ['no thickener in the apple juice', 0, 'drink'],
      ['no thickener in warm milk', 0, 'drink'],
      ['sin espesante en el agua', 0, 'drink'],
      ['ohne Andickungsmittel in Wasser', 0, 'drink'],
      ['tanpa pengental dalam jus', 0, 'drink'],
    ]);
    expect(classifyText('no thickener in the apple juice').evidence.map((e) => e.code)).not.toContain('not_mixed_consistency');
  });
  it('still reads a solid named in the carrier as a mixed consistency', () => {
    expectLevels([['sin espesante en la sopa con fideos', 7, 'food']]);
  });
  it('keeps the pieces of a soup when the thickener is negated: a thickener not added changes no liquid', () => {
    expectLevels([
      ['chicken noodle soup without thickener', 7, 'food'],
      ['noodle soup, no thickener added', 7, 'food'],
      ['拉面汤 冇落凝固粉', 7, 'food'],
      ['sopa de fideos sin espesante', 7, 'food'],
      ['tomato soup, no thickener', 0, 'drink'],
    ]);
  });
});

describe(`${RULES.STATED_LEVEL_SOUP_PIECES.id}: a stated level beside a soup with pieces`, () => {
  it('keeps the mixed consistency of a soup said to have pieces, in several languages', () => {
    expectLevels([
      ['level 5 chicken noodle soup with chunks', 7, 'food'],
      ['nivel 5: sopa minestrone con trozos', 7, 'food'],
      ['Stufe 5: Minestrone mit Stücken', 7, 'food'],
      ['5级 罗宋汤 有块', 7, 'food'],
    ]);
  });
  it('takes the stated level when the soup was blended or sieved', () => {
    expectLevels([
      ['level 4 minestrone blended, no pieces', 4, 'food'],
      ['level 4: minestrone, sieved, no pieces', 4, 'food'],
    ]);
  });
});

describe('SOLID_IN_CARRIER, set desserts in a drink: a pudding or jelly in milk tea is a mixed consistency', () => {
  it('reads pudding or jelly milk tea as Level 7 in several languages, plain milk tea as Level 0', () => {
    expectLevels([
      ['jelly milk tea', 7, 'food'],
      ['仙草奶茶', 7, 'food'],
      ['trà sữa thạch', 7, 'food'],
      ['プリンミルクティー', 7, 'food'],
      ['teh susu puding', 7, 'food'],
      ['milk tea', 0, 'drink'],
    ]);
  });
});

describe(`${RULES.STATED_LEVEL_WHOLE_DISH.id}: a level number before a whole cooked cut claims no preparation`, () => {
  it('keeps the dish as usually served in several languages', () => {
    expectLevels([
      ['level 4 pork belly', 7, 'food'],
      ['レベル4 豚の角煮', 7, 'food'],
      ['4级 东坡肉', 7, 'food'],
      ['nivel 5: chuleta de cerdo', 7, 'food'],
    ]);
  });
  it('reads whole cuts in Russian, Arabic and Hindi, the level before or after them', () => {
    expectLevels([
      ['уровень 5 бифштекс', 7, 'food'],
      ['антрекот уровень 6', 7, 'food'],
      ['المستوى 4 شريحة لحم', 7, 'food'],
      ['स्तर 5 मटन चॉप', 7, 'food'],
      ['स्टेक स्तर 6', 7, 'food'],
    ]);
  });
  it('takes the stated level when a preparation word says it was made that texture', () => {
    expectLevels([
      ['level 4 pork belly blended smooth', 4, 'food'],
      ['level 4 braised pork, pureed', 4, 'food'],
    ]);
  });
});
