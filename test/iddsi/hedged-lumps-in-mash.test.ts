/**
 * Rule HEDGED_LUMPS_IN_MASH. A mash whose only doubt is a few small lumps is the
 * Level 5 picture, with the test and under 0.6; a hazard or a second solid still leaves it higher.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';

describe(`${RULES.HEDGED_LUMPS_IN_MASH.id}: small lumps in a mash, hedged`, () => {
  it('answers Level 5, needs the test, confidence under 0.6', () => {
    for (const text of [
      'mashed sweet potato, nearly smooth, might be a couple of tiny lumps',
      'purê de batata, quase sem grumos',
      'マッシュポテト、ほぼ粒なし',
      'mashed potato, not sure if there are lumps',
    ]) {
      const c = classifyText(text);
      expect({ text, level: c.level, needsTest: c.needsTest, under: c.confidence < 0.6 }).toEqual({
        text,
        level: 5,
        needsTest: true,
        under: true,
      });
    }
  });
  it('leaves a hazard or a second solid higher', () => {
    for (const text of ['mashed potato with bacon bits, might be a few lumps', 'mashed potato and peas, maybe lumps'])
      expect({ text, level: classifyText(text).level }).toEqual({ text, level: 7 });
  });
});
