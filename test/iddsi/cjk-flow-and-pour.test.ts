/**
 * Rule FOOD_SAID_TO_POUR, and the Chinese words of a spoon test and of a sweet soup's syrup left out.
 * A food said to pour, otherwise only smooth, is liquidised (Level 3); "完全唔流" is the no-flow result;
 * a douhua or almond tofu with no syrup has no thin liquid around it.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../shared/iddsi/text/engine';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.FOOD_SAID_TO_POUR.id}: a smooth food that can be poured`, () => {
  it('answers Level 3 food with the test, under the cap', () => {
    for (const text of [
      '婴儿米糊，好滑，倒得出，冇粒',
      'baby rice cereal, silky, pourable, no lumps at all',
      '米粉糊，细滑，可以倒出，没有颗粒',
    ]) {
      const r = runEngine(text);
      expect({
        text,
        level: r.level,
        kind: r.kind,
        needsTest: r.needsTest,
        capped: r.confidence <= RULES.PUREE_POURS_LEVEL_3.confidence.cap,
      }).toEqual({
        text,
        level: 3,
        kind: 'food',
        needsTest: true,
        capped: true,
      });
    }
  });
  it('leaves a smooth food that is not said to pour, or that also holds its shape, at Level 4', () => {
    expectLevels([
      ['米糊，好滑，冇粒', 4, 'food'],
      ['rice cereal, smooth, no lumps, holds its shape on the spoon', 4, 'food'],
    ]);
  });
});

describe('Cantonese and Mandarin "does not flow at all", and syrup left out', () => {
  it('reads 完全唔流 and 匙羹度唔流 as the no-flow result', () => {
    expectLevels([
      ['朱古力奶加咗好多凝固粉，要用匙羹食，完全唔流', 4, 'drink'],
      ['芝麻糊，細滑冇粒，放喺匙羹度唔流', 4, 'food'],
    ]);
  });
  it('clears the thin-liquid hazard of a sweet soup served without its syrup', () => {
    for (const text of ['豆腐花，唔落糖水', '杏仁豆腐，走糖水']) {
      expect(runEngine(text).hazards.map((h) => h.code)).not.toContain('mixed_consistency');
    }
  });
});
