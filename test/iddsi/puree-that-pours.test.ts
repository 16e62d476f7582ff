/**
 * Rule PUREE_POURS_LEVEL_3. A purée whose spoon tilt or fork drip shows it pours is a liquidised food,
 * Level 3 (a food leans higher), never a thin drink; the test settles it. A fast drip through the fork
 * prongs, and the Japanese onomatopoeia of a heavy, slow pour (だらっと, どろっと, ぼたぼた), are the
 * Level 3 pour too.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../shared/iddsi/text/engine';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.PUREE_POURS_LEVEL_3.id}: a purée that pours`, () => {
  it('answers Level 3 food with the test, under the cap', () => {
    for (const text of [
      'jar says level 4 puree, but it pours off the spoon when I tilt it, watery',
      'carrot puree from the kitchen, drips through the fork like soup, thin',
    ]) {
      const r = runEngine(text);
      expect({
        text,
        level: r.level,
        kind: r.kind,
        needsTest: r.needsTest,
        capped: r.confidence <= RULES.PUREE_POURS_LEVEL_3.confidence.cap,
      }).toEqual({
        text,
        level: 3,
        kind: 'food',
        needsTest: true,
        capped: true,
      });
    }
  });
});

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
