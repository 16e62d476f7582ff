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
      ['加了增稠剂的橙汁，要用勺子吃，一点都不流了', 4, 'drink'],
      // alone, no flow is Level 3 or 4 (the drink leans thinner); the juice without the words is Level 1
      ['加了增稠剂的橙汁，一点都不流了', 3, 'drink'],
      ['加咗凝固粉嘅橙汁，勺度唔流', 3, 'drink'],
    ]);
  });
  it('clears the thin-liquid hazard of a sweet soup served without its syrup', () => {
    for (const text of ['豆腐花，唔落糖水', '杏仁豆腐，走糖水']) {
      expect(runEngine(text).hazards.map((h) => h.code)).not.toContain('mixed_consistency');
    }
  });
  it("keeps it when the syrup missing is only the day's dessert, not left out of the dish", () => {
    for (const text of ['今日冇糖水，食豆腐花', '今天没有糖水，吃豆腐花']) {
      expect(runEngine(text).hazards.map((h) => h.code)).toContain('mixed_consistency');
    }
  });
});

describe(`${RULES.NO_FLOW_WORD_NOT_A_TEST.id}: "does not flow" said of speech, saliva or another word of 流`, () => {
  it('leaves a plain drink thin when the words are fluency, loss, drooling or a runny nose', () => {
    expectLevels([
      ['他讲话一点都不流利，喝的是普通清水', 0, 'drink'],
      ['清水，佢讲嘢完全唔流利', 0, 'drink'],
      ['口水完全唔流，饮清水', 0, 'drink'],
      ['鼻涕一点也不流了，给他喝白开水', 0, 'drink'],
      ['温水，温度唔流失', 0, 'drink'],
      ['汤匙上的水一点都不流畅地滑下', 0, 'drink'],
      ['凍檸茶，佢而家唔會流口水', 0, 'drink'],
      ['这首歌一点也不流行，他只喝清水', 0, 'drink'],
      ['眼泪完全不流了，喝温开水', 0, 'drink'],
      ['her speech does not flow, drinks plain water', 0, 'drink'],
      ['drooling has stopped, saliva does not flow out now; tea', 0, 'drink'],
      ['よだれは全く流れない、お茶', 0, 'drink'],
      ['水龙头一点都不流，给他喝温水', 0, 'drink'],
    ]);
  });
});
