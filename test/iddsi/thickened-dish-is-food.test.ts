/**
 * Rule THICKENED_DISH_IS_FOOD: a dish of pieces whose sauce was thickened is still a food, judged by its pieces.
 */
import { describe, it } from 'vitest';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`rule ${RULES.THICKENED_DISH_IS_FOOD.id}: a thickened dish is a food`, () => {
  it('a stew, curry or casserole called thickened stays a food', () => {
    expectLevels([
      ['Lamb casserole, thickened', 7, 'food'],
      ['Thickened beef curry', 7, 'food'],
      ['Pork stew with the sauce thickened with flour', 7, 'food'],
      ['Estofado de ternera espesado', 7, 'food'],
    ]);
  });
  it('a thin sauce said too is a mixed consistency', () => {
    expectLevels([['Chicken casserole, thickened, but the sauce is watery', 7, 'food']]);
  });
  it('a thickened dish said to be drunk is the thickened drink', () => {
    expectLevels([
      ['Thickened congee, drunk from a cup', 1, 'drink'],
      ['白粥加了增稠剂，用杯子喝', 1, 'drink'],
      ['粥加咗凝固粉，用杯飲', 1, 'drink'],
      ['Bubur dikentalkan, diminum pakai sedotan', 1, 'drink'],
      ['Beef stew thickened, drinks it from a cup', 1, 'drink'],
      ['Thickened chicken curry drink', 1, 'drink'],
    ]);
  });
  it('a thickened drink is still a drink', () => {
    expectLevels([
      ['Thickened orange juice', 1, 'drink'],
      ['Zumo de naranja espesado', 1, 'drink'],
    ]);
  });
});
