/**
 * Flow test results told as bounds ("less than N ml", "at least 8 ml") and as a few drops left: the band
 * each bound allows, the thinnest when it spans levels, with the flow test asked for.
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

describe(`${RULES.FLOW_EMPTIED.id}: a few drops left in the syringe is the Level 0 result`, () => {
  it('the level words are set aside and the item is judged as served', () =>
    expectLevels([
      ['milk, only a few drops left in the syringe', 0],
      ['注射器里只剩几滴', 0],
      ['quedaron unas gotas en la jeringa', 0],
      ['spuit: tersisa beberapa tetes', 0],
    ]));
});

describe(`${RULES.FLOW_BOUNDS_MAKE_RANGE.id}: an upper and a lower bound of one residue make a range`, () => {
  it('reads two comparators, in either order and any language, as the band between them', () => {
    expectLevels([
      ['syringe: no more than 7 ml remained, but surely over 5', 2, 'drink'],
      ['at least 5 ml left in the syringe and not more than 7', 2, 'drink'],
      ['flow test: fewer than 4 ml left, more than 2', 1, 'drink'],
      ['quedaron no más de 7 ml en la jeringa, pero más de 5', 2, 'drink'],
      ['注射器里剩下不超过7毫升，但多于5毫升', 2, 'drink'],
    ]);
  });
  it('leaves a single bound a bound, and a number that is no residue alone', () => {
    expect(classifyText('not more than 8 ml left in the syringe').level).toBe(0);
    expect(classifyText('more than 4 ml left, the tin says 8 scoops').level).toBe(2);
  });
});
