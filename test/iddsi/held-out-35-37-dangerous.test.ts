/**
 * Dangerous classes blind sets 35-37 revealed, closed as rules or vocabulary held as data. Sentences are new, not the sets'.
 */
import { describe, it } from 'vitest';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.LABEL_SERVED_HARDER.id}: a menu claim, then a harder food served`, () => {
  it('answers the food as served past a contrast or a sentence end, in several languages', () => {
    expectLevels([
      ['menu says minced and moist, but they sent a whole lamb chop', 7, 'food'],
      ['etiqueta: nivel 5 picado y húmedo. Hoy llegó un filete entero', 7, 'food'],
      ['餐牌写 碎餐。今天厨房送来了一整块牛扒', 7, 'food'],
    ]);
  });
  it('keeps the claim when the food is inside it or no turn follows', () => {
    expectLevels([
      ['pack says Level 4 pureed chicken', 4, 'food'],
      ['menu says minced and moist, beef stew', 5, 'food'],
    ]);
  });
});

describe(`${RULES.DRINK_DESCRIPTORS.id}: the quick spoon pour with its adverb after the verb`, () => {
  it('reads "runs off the spoon quick" as the Level 2 pour, never Level 3, in several languages', () => {
    expectLevels([
      ['thickened orange juice, pours off the spoon quickly', 1, 'drink'],
      ['Apfelsaft angedickt, läuft vom Löffel schnell', 1, 'drink'],
      ['jus apel dikentalkan, mengalir dari sendok dengan cepat', 1, 'drink'],
    ]);
  });
});
