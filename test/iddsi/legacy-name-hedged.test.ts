/**
 * Rule LEGACY_NAME_HEDGED. A legacy name the writer hedges ("honey-ish", "sort of
 * nectar thick", "algo tipo miel") names a range around its level: the reading stands, the confidence does not
 * reach 0.8 unless a test result was reported.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../shared/iddsi/text/engine';
import { RULES } from '../../shared/iddsi/text/rules';

const cap = RULES.LEGACY_NAME_HEDGED.confidence.cap;

describe(`${RULES.LEGACY_NAME_HEDGED.id}: a hedged legacy name`, () => {
  it('keeps the legacy reading under the cap', () => {
    for (const [text, level] of [
      ['honey-ish cranberry juice for mum', 3],
      ['coffee, sort of nectar thick', 2],
      ['kinda honey thick soy milk', 3],
      ['jugo de pera, como néctar', 2],
      ['gatas ni lolo, parang nectar', 2],
    ] as const) {
      const r = runEngine(text);
      expect({ text, level: r.level, capped: r.confidence <= cap }).toEqual({ text, level, capped: true });
    }
  });

  it('leaves a test result to decide with its own confidence', () => {
    const r = runEngine('honey-ish tea, 10 ml flow test: 9 ml left after 10 seconds');
    expect(r.level).toBe(3);
    expect(r.confidence).toBeGreaterThan(cap);
  });
});
