/** A thinness word hedged with "-ish" keeps its reading below the confident band (rule THIN_WORD_HEDGED). */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../shared/iddsi/text/engine';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectCappedLevel } from '../support/iddsi';

describe(`${RULES.THIN_WORD_HEDGED.id}: "-ish" on a thinness word caps the confidence`, () => {
  it('keeps the thin reading and caps it', () => {
    expectCappedLevel(['runny-ish apple juice', 'watery-ish cocoa', 'thin ish soy milk'], 0, RULES.THIN_WORD_HEDGED.confidence.cap);
  });
  it('leaves an unhedged thinness word as it was', () => {
    expect(runEngine('runny apple juice').confidence).toBeGreaterThan(RULES.THIN_WORD_HEDGED.confidence.cap);
  });
});
