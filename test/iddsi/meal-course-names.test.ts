/**
 * Rule MEAL_COURSE_NAMES_NO_FOOD: British "pudding" / "afters" naming the meal's course is no pudding; the food
 * served decides. Sentences are our own.
 */
import { describe, it } from 'vitest';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.MEAL_COURSE_NAMES_NO_FOOD.id}: the course name is not the food`, () => {
  it('reads the food served as the course, not a Level 4 pudding', () => {
    expectLevels([
      ['A bowl of plain vanilla ice cream for her pudding. What level is that?', 0, 'drink'],
      ['Vanilla ice cream as pudding tonight, nothing on it.', 0, 'drink'],
      ['For the pudding course: a scoop of vanilla ice cream, no wafer.', 0, 'drink'],
      ['Sponge and custard for her pudding', 7, 'food'],
    ]);
  });

  it('keeps course words in other languages out of the food too', () => {
    expectLevels([
      ['Glace vanille en dessert pour maman, quel niveau ?', 0, 'drink'],
      ['Vanilleeis zum Nachtisch für Oma, welche Stufe?', 0, 'drink'],
      ['Helado de vainilla de postre para mi madre, ¿qué nivel?', 0, 'drink'],
      ['デザートにバニラアイス、レベルは？', 0, 'drink'],
    ]);
  });

  it('does not fire when a pudding is the food named', () => {
    expectLevels([
      ['Chocolate pudding, smooth, holds on spoon.', 4, 'food'],
      ['Smooth chocolate pudding for her pudding, holds its shape on the spoon', 4, 'food'],
    ]);
  });
});
