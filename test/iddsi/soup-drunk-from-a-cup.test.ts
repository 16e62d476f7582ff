/**
 * A smooth soup or potage drunk from a cup is a drink, judged by its own tests
 * (a drip in dollops from the spoon is Level 3); drunk untested it keeps the thinnest level.
 */
import { describe, it } from 'vitest';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.SOUP_OR_JELLY_UNTESTED.id} and the fork drip: a smooth soup drunk from a cup is a drink`, () => {
  it('reads the cup and the drip in dollops in ja and es', () => {
    expectLevels([
      ['コーンポタージュ、なめらか、スプーンから塊で落ちる、マグカップで飲む', 3, 'drink'],
      ['crema de zanahoria, se la doy en taza, cae en gotas lentas de la cuchara', 3, 'drink'],
      ['crema de zanahoria, se la doy en taza', 0, 'drink'],
    ]);
  });
  it('leaves a soup with pieces the mixed-consistency food', () => {
    expectLevels([
      ['かぼちゃのスープ、野菜の塊入り、カップで飲む', 7, 'food'],
      ['crema de verduras con trozos de pollo, se la doy en taza', 7, 'food'],
    ]);
  });
});
