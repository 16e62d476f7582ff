/**
 * A kitchen ticket, tray card or order slip is a label (rule ROLE_LABEL): what the carer
 * saw (the test) decides against the level it names.
 */
import { describe, it } from 'vitest';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.ROLE_LABEL.id}: tickets and tray cards are labels the test can contradict`, () => {
  it('answers the texture seen, not the ticket', () => {
    expectLevels([
      ["kitchen ticket says 'L5 minced' - actually blended totally smooth, holds a mound on the spoon, no lumps", 4, 'food'],
      ['tray card says level 6, actually pureed smooth, sits in a mound on the fork, no lumps', 4, 'food'],
      ['餐卡写着6级，实际打成很滑的泥，没有颗粒，在叉子上堆成一团', 4, 'food'],
    ]);
  });
});
