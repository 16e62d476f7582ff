/**
 * Stage abstention (issue 14, classes 6 and 7): rules UNREADABLE,
 * AMBIGUOUS_TERM, NEEDS_TEST_CONFLICT and NEEDS_TEST_MISSING, and the response
 * fields and sentences they produce in every response language.
 */
import { describe, expect, it } from 'vitest';
import { classifyText, toClassifyResponse } from '../../shared/iddsi/classify';
import { RESPONSE_LANGUAGES } from '../../shared/languages';
import { RULES, UNREADABLE_LEVEL } from '../../shared/iddsi/text/rules';
import { IddsiClassifyResponse } from '../../shared/api/schemas';

describe('UNREADABLE', () => {
  it('answers understood: false, confidence 0 and the placeholder level for a text it cannot read', () => {
    const c = classifyText('qwzx plorf');
    expect(c.understood).toBe(false);
    expect(c.confidence).toBe(RULES.UNREADABLE.confidence.fixed);
    expect(c.level).toBe(UNREADABLE_LEVEL);
    const r = toClassifyResponse(c, 'en');
    expect(IddsiClassifyResponse.parse(r).understood).toBe(false);
    expect(r.needs_test).toBe(true);
    expect(r.settling_test).toBeUndefined();
    for (const lang of RESPONSE_LANGUAGES) {
      const text = toClassifyResponse(c, lang).explanation!;
      expect(text.length, lang).toBeGreaterThan(40);
      if (lang !== 'en') expect(text, lang).not.toBe(r.explanation);
    }
  });
});

describe('AMBIGUOUS_TERM', () => {
  it('flags "soft diet" and local diet names, caps the confidence and asks for the test', () => {
    for (const text of ['soft diet chicken', 'dieta blanda: pollo guisado', '軟菜食の煮物']) {
      const c = classifyText(text);
      expect(c.ambiguousTerms!.length, text).toBeGreaterThan(0);
      expect(c.needsTestReason, text).toBe('ambiguous');
      expect(c.confidence, text).toBeLessThanOrEqual(RULES.AMBIGUOUS_TERM.confidence.cap);
    }
    expect(toClassifyResponse(classifyText('soft diet chicken'), 'en').explanation).toMatch(/2018/);
  });

  it('reads a liquid diet named alone (流食, liquid diet) as a drink of unknown thickness: the thinnest, with the flow test', () => {
    for (const text of ['流食', '流质饮食', 'liquid diet']) {
      const c = classifyText(text);
      expect({ text, kind: c.kind, level: c.level, reason: c.needsTestReason }).toEqual({
        text,
        kind: 'drink',
        level: 0,
        reason: 'ambiguous',
      });
      expect(c.confidence, text).toBeLessThanOrEqual(RULES.AMBIGUOUS_TERM.confidence.cap);
    }
  });

  it('keeps the semi-liquid diet (半流食, a soft-food diet) a food', () => {
    for (const text of ['半流食', '半流质饮食']) expect(classifyText(text).kind, text).toBe('food');
  });
});

describe('NEEDS_TEST_CONFLICT and NEEDS_TEST_MISSING', () => {
  it('asks for the settling test when the evidence conflicts', () => {
    const c = classifyText('smooth puree with lumps');
    expect(c.needsTest).toBe(true);
    expect(c.needsTestReason).toBe('conflict');
    expect(c.confidence).toBeLessThanOrEqual(RULES.NEEDS_TEST_CONFLICT.confidence.cap);
  });

  it('asks for the test of a modified texture when none was reported, not for plain water', () => {
    const minced = toClassifyResponse(classifyText('minced beef in thick gravy'), 'es');
    expect(minced.needs_test).toBe(true);
    expect(minced.settling_test).toMatch(/tenedor/);
    expect(classifyText('a glass of tap water').needsTest).toBe(false);
    expect(classifyText('thickened juice, 6 ml left in the flow test after 10 seconds').needsTest).toBe(false);
  });

  it('lists what was dealt with and what was set aside', () => {
    const r = toClassifyResponse(classifyText('steamed fish, bones removed, flaked, for the residents on Level 5'), 'en');
    expect(r.hazards_dealt_with!.map((h) => h.code)).toContain('bones');
    expect(r.set_aside!.map((s) => s.role)).toContain('prescription');
    for (const lang of RESPONSE_LANGUAGES)
      expect(toClassifyResponse(classifyText('grilled chicken for the residents on Level 5'), lang).explanation!.length).toBeGreaterThan(
        40,
      );
  });
});
