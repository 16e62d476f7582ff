/**
 * Findings of the clinical review of the text engine (an IDDSI-trained SLP, tenth session of
 * issue 14, s10textb): each test names the rule that fixes one finding, in wordings of its own
 * and in several of the languages the engine reads.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.FLOW_UPPER_BOUND.id}: "less than N ml" left is every band below N`, () => {
  it('an upper bound spanning two or more levels answers the thinnest, with the flow test and low confidence', () => {
    const texts = [
      'syringe test: below 9 ml remained after 10 s',
      'after ten seconds under 6 ml left in the syringe',
      'quedaron menos de 6 ml en la jeringa',
      'sisa kurang dari 9 ml setelah 10 detik',
      '10秒后剩下少于6毫升',
      'còn lại ít hơn 6 ml',
      'เหลือน้อยกว่า 6 มล',
    ];
    for (const text of texts) {
      const c = classifyText(text);
      expect({ text, level: c.level, kind: c.kind, needsTest: c.needsTest }).toEqual({ text, level: 0, kind: 'drink', needsTest: true });
      expect(c.confidence, text).toBeLessThanOrEqual(0.5);
    }
  });

  it('"less than 1 ml" is still Level 0, a measured residue keeps its band', () => {
    expectLevels([
      ['under 1 ml left after ten seconds', 0, 'drink'],
      ['6 ml left in the syringe', 2, 'drink'],
    ]);
  });
});

describe(`${RULES.FLOW_BOUND_INCLUSIVE.id}: "at least 8 ml" keeps the Level 2 band at its bound`, () => {
  it('an inclusive lower bound at a band limit answers the thinner of the two bands, with the flow test', () => {
    for (const text of [
      'at least 8 ml still in the syringe',
      'quedaron por lo menos 8 ml',
      '针筒里剩至少8毫升',
      'masih tersisa paling sedikit 8 ml',
    ]) {
      const c = classifyText(text);
      expect({ text, level: c.level, needsTest: c.needsTest }).toEqual({ text, level: 2, needsTest: true });
    }
  });

  it('a strict lower bound stays above it', () => {
    expectLevels([
      ['over 8 ml remained in the syringe', 3, 'drink'],
      ['quedaron más de 8 ml en la jeringa', 3, 'drink'],
    ]);
  });
});
