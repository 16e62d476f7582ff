/**
 * Session 14 (s14textb): rule PUREE_POURS_LEVEL_3. A purée whose spoon tilt or fork drip shows it pours is a
 * liquidised food, Level 3 (a food leans higher), never a thin drink; the test settles it.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../shared/iddsi/text/engine';
import { RULES } from '../../shared/iddsi/text/rules';

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
