/**
 * Drink classes once answered thicker than their words support (negation inside a longer word, thin pours,
 * the flow test's range), closed as rules held as data. Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText, explainClassification, toClassifyResponse } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.NEGATION_AFTER_WHOLE_WORD.id}: a cue after negates a word matched inside a longer word`, () => {
  it('reads the Hindi noun "गाढ़ापन" (thickness) under "नहीं" as a thin drink', () => {
    expectLevels([
      ['नींबू पानी, गाढ़ापन नहीं', 0, 'drink'],
      ['छाछ, कोई गाढ़ापन नहीं डाला', 0, 'drink'],
    ]);
  });
  it('still reads a thickened Hindi drink as thickened', () => {
    expect(classifyText('छाछ, गाढ़ा किया').level).toBeGreaterThan(0);
  });
});

describe(`${RULES.THIN_POUR_THINNEST.id}: a thin liquid that pours off the spoon is the thinnest level the pour allows`, () => {
  it('answers Level 0 for a soup called thin or watery that pours off the spoon, in several languages', () => {
    expectLevels([
      ['carrot soup, runny, runs off the spoon', 0, 'drink'],
      ['pumpkin soup, watery, pours off a tilted spoon', 0, 'drink'],
      ['sopa de zanahoria, aguada, se derrama de la cuchara', 0, 'drink'],
      ['sup labu encer, tumpah dari sendok', 0, 'drink'],
      ['かぼちゃスープ、水のようにさらさら、スプーンから流れ落ちる', 0, 'drink'],
      ['南瓜汤，好稀，倒落匙羹即刻流走', 0, 'drink'],
      ['ซุปฟักทองใส ไหลออกจากช้อน', 0, 'drink'],
    ]);
  });
  it('keeps a thickened drink at least Slightly thick, and leaves a pour without a thin word alone', () => {
    expect(classifyText('thickened juice, thin, pours off the spoon').level).toBe(1);
    expect(classifyText('thickened juice, pours off the spoon').level).toBeGreaterThanOrEqual(1);
  });
});

describe(`${RULES.THIN_POUR_THINNEST.id}: the changed answer is not confident`, () => {
  it('caps the confidence of the thinner answer', () => {
    const c = classifyText('thickened cordial, watery, pours off the spoon');
    expect(c.level).toBe(1);
    expect(c.confidence).toBeLessThanOrEqual(RULES.THIN_POUR_THINNEST.confidence.cap);
  });
});

describe(`${RULES.FLOW_TEST_LEVELS_0_3.id}: the flow test alone cannot tell Level 3 from Level 4`, () => {
  const flowOnly = [
    'thickened cocoa, the whole 10 ml stayed in the syringe after 10 s',
    'leche con espesante: en la jeringa no salió nada en 10 segundos',
    '加稠果汁，针筒测试10秒一滴都没有流出来',
    'teh kental, uji aliran 10 detik: 10 ml masih tersisa',
  ];
  // the flow test shows only "more than 8 ml left" (Level 3); drinks lean thinner
  it('answers Level 3, needs the fork drip and spoon tilt tests, and stays at the rule cap', () => {
    for (const text of flowOnly) {
      const c = classifyText(text);
      expect(c.confidence, text).toBeLessThanOrEqual(RULES.FLOW_TEST_LEVELS_0_3.confidence.cap);
      expect({ text, level: c.level, needs: c.needsTest, reason: c.needsTestReason, test: c.settlingTest }).toEqual({
        text,
        level: 3,
        needs: true,
        reason: 'flow_range',
        test: 'fork_drip_spoon_tilt',
      });
      expect(c.confidence, text).toBeLessThan(0.8);
    }
  });
  it('names both tests in the response language', () => {
    const c = classifyText('thickened cocoa, nothing came out of the syringe in 10 s');
    expect(explainClassification(c, 'en')).toMatch(/only tells Levels 0-3 apart.*fork drip and spoon tilt tests/);
    expect(toClassifyResponse(c, 'es').settling_test).toBe('prueba de goteo con tenedor y la de inclinación de la cuchara');
  });
  it('does not apply once a spoon or fork test or a stated Level 4 agrees', () => {
    for (const text of [
      'thickened cocoa, nothing came out of the syringe, holds its shape on the spoon',
      'Level 4 extremely thick cocoa, nothing came out of the syringe',
    ]) {
      const c = classifyText(text);
      expect(c.level, text).toBe(4);
      expect(c.needsTestReason, text).not.toBe('flow_range');
    }
  });
});
