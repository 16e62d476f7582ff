/**
 * The fork drip test named before its result ("Fork drip test: ...", "Fork drip: ...") is the test's name, not a
 * drip; and a lump word in a slow drip ("慢慢成团地从叉缝滴下") is IDDSI's Level 3 "drips slowly in dollops", not
 * the mound of Level 4. The result, not the label, decides (rule ROLE_LABEL).
 */
import { describe, it } from 'vitest';
import { expectLevels } from '../support/iddsi';

describe('the fork drip test named as a heading (test-clauses.ts namesForkDrip; rules ROLE_LABEL, TEST_IN_OWN_WORDS)', () => {
  it('reads the result after the heading, which outranks the label', () => {
    expectLevels([
      ['Label: Level 3 pudding. Fork drip: stays on the fork, does not drip', 4, 'food'],
      ['Label: Level 3 rice pudding. Fork drip test: stays on the fork, does not drip', 5, 'food'],
    ]);
  });
});

describe('lumps dripping slowly are dollops (test-outcomes.ts FORK_DRIP_MOUND unless; rule FORK_DRIP_SPEED_IN_CLAUSE)', () => {
  it('reads a slow drip in lumps through the fork as Level 3 beside a Level 4 label', () => {
    expectLevels([
      ['盒子上写着4级 南瓜泥。叉子测试：慢慢成团地从叉缝滴下', 3, 'food'],
      ['標籤：4級 薯蓉。叉測試：慢慢成嚿咁由叉縫滴落', 3, 'food'],
    ]);
  });
});

describe('a fast drip after the heading colon is the result (rule TEST_IN_OWN_WORDS, ROLE_LABEL)', () => {
  it('reads "Fork drip: fast through" as the drip that rules out Level 4', () => {
    expectLevels([
      ['Level 4 puree. Fork drip: fast through the prongs', 3, 'food'],
      ['Level 4 mashed pumpkin. Fork drip: straight through the prongs', 3, 'food'],
      ['Level 3 thickened juice. Fork drip: fast through the prongs', 3, 'drink'],
    ]);
  });
});
