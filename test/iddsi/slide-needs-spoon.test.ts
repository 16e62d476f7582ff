/**
 * Rule SLIDE_NEEDS_SPOON: "falls off in one go" is the spoon tilt's Level 4 result only beside a spoon or a
 * tilt; a drink said to fall or pour "all at once" is no tilted spoonful, and "whole" inside the phrase is no texture.
 */
import { describe, it } from 'vitest';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`rule ${RULES.SLIDE_NEEDS_SPOON.id}: a slide is the spoon tilt only with a spoon or a tilt`, () => {
  it('a drink that falls in one go stays a thin drink', () => {
    expectLevels([
      ['Zumo de manzana, cae de una vez', 0, 'drink'],
      ['Leite, cai inteiro', 0, 'drink'],
      ['Coffee, it falls off in one go', 0, 'drink'],
      ['Jus d orange, tombe d un bloc', 0, 'drink'],
    ]);
  });
  it('beside a spoon or a tilt the slide is the Level 4 result', () => {
    expectLevels([
      ['Puré de zanahoria, en la cuchara cae de una vez', 4, 'food'],
      ['Purê de cenoura liso: ao inclinar, cai de uma vez', 4, 'food'],
      ['Pumpkin purée, smooth, falls off in one piece when tilted', 4, 'food'],
      ['にんじんのペースト、なめらか、スプーンを傾けると塊のまま落ちた', 4, 'food'],
    ]);
  });
});
