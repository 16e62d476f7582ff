/**
 * Anti-reflux formula is IDDSI's own example of a Slightly thick drink (foods row ar_formula, Level 1);
 * a drink named only as a drink has no usual level, so a level stated beside it is kept (rule
 * PLAIN_DRINK_STATED), hedged or not, and a hedge caps it (rule HEDGED_CLAIM).
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../shared/iddsi/text/engine';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe('foods row ar_formula: anti-reflux formula is Level 1', () => {
  it('in several languages', () => {
    expectLevels([
      ['bottle of anti-reflux formula for the baby', 1, 'drink'],
      ['sữa chống trào ngược cho bé', 1, 'drink'],
      ['lait anti regurgitation', 1, 'drink'],
      ['防吐奶粉', 1, 'drink'],
    ]);
  });
});

describe(`${RULES.PLAIN_DRINK_STATED.id} and ${RULES.HEDGED_CLAIM.id}: a stated level beside a drink named only as a drink`, () => {
  it('keeps the hedged level with the cap and the test, as without the drink word', () => {
    for (const text of ['level 3 drink, not sure', 'nivel 2 bebida, no estoy segura', 'level 3, not sure']) {
      const r = runEngine(text);
      expect({ text, stated: r.level >= 2, needsTest: r.needsTest, capped: r.confidence <= RULES.HEDGED_CLAIM.confidence.cap }).toEqual({
        text,
        stated: true,
        needsTest: true,
        capped: true,
      });
    }
  });
  it('still sets a level aside beside a plain thin drink', () => {
    expectLevels([['level 2 drink, plain water', 0, 'drink']]);
  });
});
