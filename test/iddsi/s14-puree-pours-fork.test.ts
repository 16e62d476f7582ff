/**
 * Session 14 (s14texte): rule PUREE_POURS_LEVEL_3 reads a fast drip through the fork prongs too, and the
 * Japanese onomatopoeia of a heavy, slow pour (だらっと, どろっと, ぼたぼた) is the Level 3 pour, not a thin drink.
 */
import { describe, it } from 'vitest';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.PUREE_POURS_LEVEL_3.id}: a purée that drips through the fork`, () => {
  it('answers Level 3 food when the fork drip is fast, never a drink level', () => {
    expectLevels([
      ['the pumpkin puree drips quickly through the prongs and pours off the spoon', 3, 'food'],
      ['puré de zanahoria, se escurre rápido entre los dientes del tenedor', 3, 'food'],
    ]);
  });
  it('reads the heavy-pour onomatopoeia as the Level 3 pour', () => {
    expectLevels([
      ['かぼちゃのペースト、スプーン傾けたらだらっと流れ落ちた', 3, 'food'],
      ['ラベルはレベル4のムース、スプーンを傾けるとどろっと流れた', 3],
      ['ラベルには「レベル4」、でもスプーンからぼたぼた落ちた', 3],
    ]);
  });
});
