/** Rule CONTRAST_EXCLUDES: in "not X but Y" the thing X is not what is served. */
import { describe, it } from 'vitest';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`rule ${RULES.CONTRAST_EXCLUDES.id}`, () => {
  it('reads X in "not X but Y" as not served, in every language that writes it', () => {
    expectLevels([
      ['꿀처럼 걸쭉한 우유 말고 그냥 보리차', 0, 'drink'],
      ['とろみをつけた牛乳ではなく、普通の麦茶', 0, 'drink'],
      ['不是加了凝固粉的牛奶，而是普通的绿茶', 0, 'drink'],
      ['no le dimos la leche espesada con cuchara sino té normal', 0, 'drink'],
      ['그냥 보리차 말고 꿀처럼 걸쭉하게 만든 우유', 3, 'drink'],
    ]);
  });

  it('reads "not only X but also Y" as X and Y both served', () => {
    expectLevels([
      ['とろみをつけた牛乳だけでなく麦茶も', 1, 'drink'],
      ['no solo leche espesada sino también zumo espesado', 1, 'drink'],
      ['not only thickened milk but also thickened apple juice', 1, 'drink'],
    ]);
  });
});
