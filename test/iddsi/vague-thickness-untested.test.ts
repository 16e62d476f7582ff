/**
 * A drink only called somewhat thick, untested, is the thinnest thickened level at low confidence; a clause of
 * making after a person ("俾婆婆，沖得…") is how the drink was made, not her order. Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.VAGUE_THICKNESS_UNTESTED.id}: a hedged thickness word on a drink is the thinnest thickened level`, () => {
  it('answers Level 1 drink in several languages', () => {
    expectLevels([
      ["Nan's cordial, thickish", 1, 'drink'],
      ['apple juice, on the thick side', 1, 'drink'],
      ['麦茶、とろっとしている', 1, 'drink'],
      ['Apfelsaft, etwas dick', 1, 'drink'],
      ['suco de laranja grossinho', 1, 'drink'],
      ['морс густоватый', 1, 'drink'],
      ['नींबू पानी थोड़ा गाढ़ा है', 1, 'drink'],
    ]);
  });
  it('caps the confidence and asks for the flow test when the writer says no test was done', () => {
    for (const t of [
      "Nan's cordial, thickish, not tested",
      'ほうじ茶、とろっとしている、テストはしていない',
      'the cocoa is a bit thick, no test done',
    ]) {
      const r = classifyText(t);
      expect(r.level).toBe(1);
      expect(r.needsTest).toBe(true);
      expect(r.settlingTest).toBe('flow');
      expect(r.confidence).toBeLessThanOrEqual(RULES.VAGUE_THICKNESS_UNTESTED.confidence.cap);
    }
  });
  it('caps the confidence of a hedged word on an untested drink even when "not tested" is not written (review D2)', () => {
    for (const t of ['thickish mango smoothie', '奶茶稠稠哋', 'りんごジュース、とろっとしている']) {
      const r = classifyText(t);
      expect([t, r.level]).toEqual([t, 1]);
      expect(r.confidence).toBeLessThanOrEqual(RULES.VAGUE_THICKNESS_UNTESTED.confidence.cap);
    }
  });
  it('reads "made up thickish" (沖得傑傑地) as the thinnest thickened drink, not the bare word on a food', () => {
    expectLevels([
      ['宵夜冲咗杯阿华田，冲得杰杰地', 1, 'drink'],
      // (a purée; a sweet powder soup called thick is POWDER_SOUP_CALLED_THICK's)
      ['南瓜蓉傑傑地', 4, 'food'],
    ]);
  });
  it('lets a flow test result decide', () => {
    expect(classifyText('cordial, thickish, syringe test 6 ml left').level).toBe(2);
  });
  it('reads a making clause after a person as the drink, never a food level', () => {
    for (const t of ['夜晚沖咗杯芝麻糊俾陳伯，沖得傑傑地，冇試過', '冲咗碗藕粉俾李婆婆，冲得稠稠哋，冇做测试']) {
      const r = classifyText(t);
      expect(r.kind).toBe('drink');
      expect(r.level).toBeLessThanOrEqual(2);
      expect(r.confidence).toBeLessThanOrEqual(RULES.VAGUE_THICKNESS_UNTESTED.confidence.cap);
    }
  });
});
