/**
 * "le licué la comida" (I liquidised the meal) says the blender was run on a food:
 * the blended row, Level 4 as a food (3 as a drink), the spoon tilt settling it.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../shared/iddsi/text/engine';
import { expectLevels } from '../support/iddsi';

describe('blended row: the Spanish verb licuar said of a meal', () => {
  it('reads a liquidised meal as a Level 4 food and names the spoon tilt', () => {
    const texts = ['le licuo el almuerzo a mi abuela', 'licuamos la cena de mi tío', 'le voy a licuar la comida del mediodía'];
    expectLevels(texts.map((t) => [t, 4, 'food'] as [string, number, 'food']));
    for (const t of texts) expect({ t, test: runEngine(t).settlingTest }).toEqual({ t, test: 'spoon_tilt' });
  });
  it('reads a liquidised drink at the thinner level', () => {
    expectLevels([['le licué el jugo de papaya', 3, 'drink']]);
  });
});
