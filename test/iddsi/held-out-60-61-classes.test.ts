/** Classes of held-out text sets 60 and 61's first-run misses, each shown on phrases of its own. */
import { describe, it } from 'vitest';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`rule ${RULES.POWDER_DRINK_IN_CUP.id}: a powder made up in a cup is a drink`, () => {
  it('reads the cup or the make-up verb as a drink word, leaning thinner', () => {
    expectLevels([
      ['沖咗杯芝麻糊俾阿嫲', 2, 'drink'],
      ['冲好了米糊，有点稠', 1, 'drink'],
      ['tinimpla ko ng cerelac si lola', 2, 'drink'],
      ['bubur sumsum diseduh', 2, 'drink'],
      ['a glass of black sesame soup for dad', 2, 'drink'],
    ]);
  });
  it('keeps a powder made up in a bowl a spooned food', () => {
    expectLevels([
      ['冲了一碗芝麻糊', 3, 'food'],
      ['a bowl of baby rice, made up', 4, 'food'],
    ]);
  });
});
