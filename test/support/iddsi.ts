/** Assertions over the IDDSI text classifier shared by the rule-family tests in test/iddsi. */
import { expect } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { runEngine } from '../../shared/iddsi/text/engine';

/** A text, the level it must get and, when given, the kind (food or drink) it must be read as. */
export type LevelRow = [text: string, level: number, kind?: 'food' | 'drink'];

/** Each text gets its level (and kind); a failure names the text. */
export function expectLevels(rows: readonly LevelRow[]): void {
  for (const [text, level, kind] of rows) {
    const c = classifyText(text);
    expect({ text, level: c.level, ...(kind ? { kind: c.kind } : {}) }).toEqual({ text, level, ...(kind ? { kind } : {}) });
  }
}

export const levelOf = (text: string): number => classifyText(text).level;

/** Each text gets `level` with the hazard `code` standing (the engine's own reading, before the response is built). */
export function expectStandingHazard(texts: readonly string[], level: number, code: string): void {
  for (const text of texts) {
    const r = runEngine(text);
    expect({ text, level: r.level, hazard: r.hazards.some((h) => h.code === code) }).toEqual({ text, level, hazard: true });
  }
}

/**
 * Each drink is answered at or below its row's level, asks for the test and stays within `cap`: what the
 * carer saw outranks a thicker stated level (rules SEEN_THINNER_THAN_STATED, SEEN_WATERY_BESIDE_LEVEL).
 */
export function expectSeenThinner(rows: readonly [text: string, atMost: number][], cap: number): void {
  for (const [text, atMost] of rows) {
    const r = runEngine(text);
    expect({ text, thinner: r.level <= atMost, needsTest: r.needsTest, capped: r.confidence <= cap }).toEqual({
      text,
      thinner: true,
      needsTest: true,
      capped: true,
    });
  }
}

/** Each text gets `level`, within `cap`, and (when `needsTest` is given) asks for the test or not. */
export function expectCappedLevel(texts: readonly string[], level: number, cap: number, needsTest?: boolean): void {
  for (const text of texts) {
    const r = runEngine(text);
    const asks = needsTest === undefined ? {} : { needsTest: r.needsTest };
    const wanted = needsTest === undefined ? {} : { needsTest };
    expect({ text, level: r.level, capped: r.confidence <= cap, ...asks }).toEqual({ text, level, capped: true, ...wanted });
  }
}

/** Each untested drink gets `level` within `cap`, asks for the test and names the flow test as the one that settles it. */
export function expectFlowTestAsked(texts: readonly string[], level: number, cap: number): void {
  expectCappedLevel(texts, level, cap, true);
  for (const text of texts) expect({ text, test: runEngine(text).settlingTest }).toEqual({ text, test: 'flow' });
}

/** Each untested food abstains: Level 7 food, asks for the test, under 0.8, and flags the vague term it read. */
export function expectUntestedFoodAbstains(texts: readonly string[]): void {
  for (const text of texts) {
    const r = classifyText(text);
    expect({ text, level: r.level, kind: r.kind, needsTest: r.needsTest }).toEqual({ text, level: 7, kind: 'food', needsTest: true });
    expect(r.confidence, text).toBeLessThan(0.8);
    expect(r.ambiguousTerms?.length, text).toBeGreaterThan(0);
  }
}
