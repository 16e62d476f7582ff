/**
 * Rule ROLE_NEED_VERB: "she is on Level 4 purée but today was given congee" — the level before the "but"
 * is the eater's, the food after it is what was served. A Vietnamese "đang ăn cấp độ N" (is on Level N)
 * opens the eater's diet like "needs", and "but" words end it in every language that has them. Sentences
 * are our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.ROLE_NEED_VERB.id}: the diet named before "but" is the eater's`, () => {
  it('the food served after it is judged on its own', () => {
    expectLevels([
      ['ông đang ăn cấp độ 5 băm nhuyễn mà hôm nay con cho ông ăn bánh mì thịt', 7, 'food'],
      ['dad needs pureed but had a steak at the pub', 7, 'food'],
      ['mamá necesita dieta triturada pero comió pan tostado', 7, 'food'],
    ]);
    const c = classifyText('ông đang ăn cấp độ 5 băm nhuyễn mà hôm nay con cho ông ăn bánh mì thịt');
    expect(c.setAside?.some((s) => s.role === 'prescription')).toBe(true);
  });
  it('the diet alone, with nothing served after it, is no prescription of a food', () => {
    expectLevels([['bà đang ăn cháo xay nhuyễn, mịn, không lợn cợn', 4, 'food']]);
  });
});
