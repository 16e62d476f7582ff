/**
 * Vague texts (issue 14): a word that names no IDDSI level on its own is
 * answered at the safest level a careful SLP would accept, flagged ambiguous, with the IDDSI test
 * that settles it and a confidence below 0.8 (rule VAGUE_WORD_SAFEST).
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES, VAGUE_WORDS } from '../../shared/iddsi/text/rules';
import { expectLevels, expectUntestedFoodAbstains } from '../support/iddsi';

describe('VAGUE_WORD_SAFEST: a vague word alone takes the safest level', () => {
  it('is held as data: each vague word with its kind, level and statement', () => {
    expect(RULES.VAGUE_WORD_SAFEST.statement).toMatch(/settled by the IDDSI test/);
    for (const w of VAGUE_WORDS) {
      expect(w.statement.length, w.id).toBeGreaterThan(20);
      // a soup only called thick is read as a drink or as a food: Level 4 is the one both accept
      if (w.soupOnly) expect(w.level, w.id).toBe(4);
      else expect(w.kind === 'food' ? w.level : 4 - w.level, w.id).toBeGreaterThan(2);
    }
  });

  it('answers "soft food" in several languages at Level 7, needing the fork pressure test', () => {
    for (const text of ['just soft food for her today', 'đồ ăn mềm thôi', 'comida blanda por favor', 'やわらか食をお願い']) {
      const r = classifyText(text);
      expect({ text, level: r.level, needsTest: r.needsTest }).toEqual({ text, level: 7, needsTest: true });
      expect(r.confidence, text).toBeLessThan(0.8);
      expect(r.ambiguousTerms?.length, text).toBeGreaterThan(0);
    }
  });

  it('answers minced without a size, a test or a base at Level 7, and minced in a base as the base', () => {
    expect(classifyText('minced pork for lunch').level).toBe(7);
    // Rule MINCED_DISH_UNSIZED: a minced meal with no food named reads 6 until the fork test and size settle it
    expect(classifyText('今晚一碟碎食').level).toBe(6);
    expect(classifyText('minced beef, 4 mm pieces, moist, no thin liquid').level).toBe(5);
    expect(classifyText('steamed egg with minced pork').level).toBeLessThan(7);
  });

  it('answers a drink only called thick at Level 1 Slightly thick, needing the flow test', () => {
    for (const text of ['a thick drink for grandpa', '稠身嘅飲品', 'malapot na inumin']) {
      const r = classifyText(text);
      expect({ text, level: r.level, kind: r.kind }).toEqual({ text, level: 1, kind: 'drink' });
      expect(r.settlingTest, text).toBe('flow');
      expect(r.confidence, text).toBeLessThan(0.8);
    }
  });

  it('leaves a named food or a second texture word to the other rules', () => {
    expect(classifyText('soft tofu').level).toBe(6);
    expect(classifyText('thick and smooth, pudding-like drink, stays on the spoon').level).toBeGreaterThan(1);
  });
});

describe('AMBIGUOUS_TERM: "pudding thick" is a legacy name spanning two IDDSI levels', () => {
  it('reads it as Level 3 for a drink, flagged ambiguous and needing the flow test; a reported test decides', () => {
    const r = classifyText('pudding thick apple juice for room 4');
    expect([r.level, r.needsTest, r.settlingTest]).toEqual([3, true, 'flow']);
    expect(r.ambiguousTerms).toContain('pudding thick');
    expect(RULES.AMBIGUOUS_TERM.confidence.cap).toBeLessThan(0.8);
    expect(classifyText('pudding thick juice, holds its shape on the spoon, eaten with a spoon').level).toBe(4);
  });
});

describe('SOFT_CUT_UNTESTED: soft and cut small is not yet Level 6', () => {
  it('answers a food only called soft and cut small at Level 7, "soft" ambiguous, the fork pressure test asked', () => {
    expectUntestedFoodAbstains([
      'steamed pumpkin, very soft, cut into small pieces',
      '炖得很软的萝卜，切成小块',
      '煮到好腍嘅節瓜，切成一啖大小',
      'やわらかく煮たかぼちゃ、一口大に切りました',
      'calabacín cocido blandito, en trocitos',
      'labu kukus lembut, dipotong kecil',
      'mướp hấp mềm, cắt miếng nhỏ',
      'ฟักเขียวต้มนิ่มๆ หั่นชิ้นเล็ก',
      'malambot na upo, hiniwa nang maliliit',
    ]);
  });

  it('leaves Level 6 to a measured size, a fork pressure result or the level name', () => {
    expectLevels([
      ['steamed pumpkin, very soft, cut into 1 cm pieces', 6],
      ['steamed pumpkin, soft, cut small, squashes under the fork and does not return to shape', 6],
      ['soft & bite-sized pumpkin', 6],
    ]);
  });

  it('does not lower the confidence of a hazard that raised the food to Level 7 on its own', () => {
    for (const text of ['roasted peanuts, soft, cut small', 'grapes cut small, soft']) {
      const r = classifyText(text);
      expect({ text, level: r.level, ambiguous: r.ambiguousTerms?.length ?? 0 }).toEqual({ text, level: 7, ambiguous: 0 });
    }
  });
});
