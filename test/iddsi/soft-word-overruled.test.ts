/**
 * Rule SOFT_WORD_OVERRULED. A food only called soft or mushy, answered at its usual Level 7, rests on a usual
 * form the text denies: Level 7 stays (the safe side), with the fork test and a capped confidence; a hazard
 * softness leaves (skins, stickiness, crunch) keeps the answer as sure as it was. A food only called mushy is
 * answered Level 6 (MUSHY_FOOD_FALLEN_APART, checked-bones-found-more-and-mushy-food.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../shared/iddsi/text/engine';
import { RULES } from '../../shared/iddsi/text/rules';

describe(`${RULES.SOFT_WORD_OVERRULED.id}: a food only called soft or mushy`, () => {
  it('stays Level 7 with the test, under the cap', () => {
    for (const text of [
      'soft broccoli for dad',
      'boiled cabbage, gone all mushy',
      'verduras bien blanditas para la abuela',
      '煮到好腍嘅紅蘿蔔',
    ]) {
      const r = runEngine(text);
      expect({ text, level: r.level, needsTest: r.needsTest, capped: r.confidence <= RULES.AMBIGUOUS_TERM.confidence.cap }).toEqual({
        text,
        level: 7,
        needsTest: true,
        capped: true,
      });
    }
  });
  it('leaves a hazard softness does not remove as sure as it was', () => {
    const r = runEngine('soft white bread roll');
    expect({ level: r.level, ambiguous: r.ambiguousTerms }).toEqual({ level: 7, ambiguous: [] });
  });
  it('leaves a hazard the text names (tendons still in) or a piece said uncut as sure as it was', () => {
    for (const text of ['豬手炆到好腍，啲筋仲喺度', '牛腩炆到好淋，但係啲筋仲喺度', '炆豬肉好淋，冇切', 'soft braised lamb shank, uncut']) {
      const r = runEngine(text);
      expect({ text, level: r.level, ambiguous: r.ambiguousTerms, sure: r.confidence > RULES.AMBIGUOUS_TERM.confidence.cap }).toEqual({
        text,
        level: 7,
        ambiguous: [],
        sure: true,
      });
    }
  });
  it('reads a soft food said uncut at Level 7', () => {
    expect(runEngine('红烧牛肉很软烂，没有切').level).toBe(7);
  });
});
