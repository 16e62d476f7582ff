/**
 * Rule UNTESTED_IS_NO_DOUBT: "not tested" doubts a claimed level, not a preparation the writer reports.
 * Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';

const level = (text: string) => classifyText(text).level;

describe(`${RULES.UNTESTED_IS_NO_DOUBT.id}: "not tested" beside a preparation is no doubt of it`, () => {
  it('reads an untested purée as "no fork test done" reads it, in several languages', () => {
    for (const [untested, noTest] of [
      ['pureed parsnip (not tested)', 'pureed parsnip, no fork test done'],
      ['puré de calabaza, sin probar', 'puré de calabaza'],
      ['南瓜泥，未测试', '南瓜泥'],
    ] as const)
      expect([untested, level(untested)]).toEqual([untested, level(noTest)]);
    expect(level('pureed parsnip (untested)')).toBe(4);
  });
  it('a claimed level or level name said untested stays the safer Level 7', () => {
    expect(level('level 4 semolina, not tested')).toBe(7);
    expect(level('minced and moist, not tested')).toBe(7);
  });
});
