/**
 * English "dr" (doctor) is a title only in an English text: Indonesian "dr" is "dari" (from), and a
 * test written after it is kept (rule TEXT_LANGUAGE_SCOPE).
 */
import { describe, it } from 'vitest';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.TEXT_LANGUAGE_SCOPE.id}: "dr" is a title only in English`, () => {
  it('keeps an Indonesian spoon pour written after "dr"', () => {
    expectLevels([
      ['jus mangga dikentalkan, diminum dr gelas, dr sendok tuang cepat tapi lebih lambat dari air', 2, 'drink'],
      ['teh dikentalin, bisa diminum dr cangkir, dari sendok tuang cepat tapi lebih lambat dari air', 2, 'drink'],
    ]);
  });
});
