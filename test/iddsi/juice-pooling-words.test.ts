/**
 * Rule MASHED_JUICE_DRAINED, vocabulary: juice or liquid "pooling" is the separating thin liquid of IDDSI's
 * high-risk list (English), and so are the Spanish subjunctive "jugo que se separe" and the Tagalog "katas na
 * humihiwalay": said of a mash, no juice separating shows it drained; said alone, the juice stands.
 * Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.MASHED_JUICE_DRAINED.id}: "no juice pooling" on a mashed juicy fruit`, () => {
  it('a peeled juicy fruit mashed to 4 mm with no juice pooling or separating: Level 5', () => {
    expectLevels([
      ['peach peeled and stoned, mashed with a fork to 4 mm, no liquid pooling on the plate', 5, 'food'],
      ['mango pelado y sin hueso, machacado con tenedor a 4 mm, sin jugo que se separe', 5, 'food'],
      ['mangga binalatan, dinurog sa tinidor hanggang 4 mm, walang katas na humihiwalay', 5, 'food'],
    ]);
  });
  it('juice pooling said of the fruit is the mixed consistency', () => {
    const c = classifyText('melon cubes for tea, juice pooling in the bowl');
    expect(c.level).toBe(7);
    expect(c.hazards.map((h) => h.code)).toContain('mixed_consistency');
  });
});
