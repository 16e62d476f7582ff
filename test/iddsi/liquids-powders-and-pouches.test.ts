/** Blended drinks, blended soups, cereals made up with a liquid and purée pouches: what was blended in is no piece. */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { runEngine } from '../../shared/iddsi/text/engine';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels, expectStandingHazard } from '../support/iddsi';

const hazardCodes = (text: string) => runEngine(text).hazards.map((h) => h.code);

describe(`${RULES.BLENDED_DRINK_INGREDIENTS.id}: the fruit a thick smoothie is made of is no piece in it`, () => {
  it('reads a thick fruit smoothie, shake or lassi as a drink with no fruit hazard, in several languages', () => {
    const texts = [
      'peach and oat milk smoothie, fairly thick',
      '芒果酸奶奶昔，挺稠的',
      'マンゴーとヨーグルトのスムージー、かなり濃い',
      'Mango-Joghurt-Smoothie, ziemlich dick',
      '망고 요거트 스무디, 꽤 걸쭉해요',
      'mango en yoghurt smoothie, best dik',
    ];
    for (const text of texts) {
      const r = classifyText(text);
      expect({ text, kind: r.kind, thinLeaning: r.level <= 2 }).toEqual({ text, kind: 'drink', thinLeaning: true });
      expect({ text, hazards: hazardCodes(text) }).toEqual({ text, hazards: [] });
    }
  });
  it('reads the milk a fruit is blended with as part of the smoothie, not a thin carrier of fruit pieces', () => {
    for (const text of ['kiwi and milk smoothie', 'バナナと豆乳のスムージー', 'pear and soy milk smoothie, fairly thick']) {
      const r = classifyText(text);
      expect({ text, kind: r.kind, mixed: hazardCodes(text).includes('mixed_consistency') }).toEqual({ text, kind: 'drink', mixed: false });
    }
    expect(hazardCodes('milk with banana slices')).toContain('mixed_consistency');
  });
  it('keeps the hazards of a fruit served apart from the drink, or of pieces said to be in it', () => {
    expectStandingHazard(['strawberries and a smoothie, thick'], 7, 'juicy');
    expectLevels([
      ['papaya smoothie with chunks of papaya, thick', 7, 'food'],
      ['thickened apple juice with grapes in it', 7, 'food'],
    ]);
    expect(hazardCodes('a milkshake and a bowl of cherries')).toContain('round_long');
  });
});

describe(`${RULES.BLENDED_SOUP_INGREDIENT_FIBRE.id}: a liquidised soup's vegetables are blended into it`, () => {
  it('judges a liquidised or blended vegetable soup by its tests, not the fibres of its vegetables', () => {
    expectLevels([
      ['celery & potato soup, liquidised, runs slowly off the spoon and drips in blobs through the fork', 3],
      ['leek and onion soup liquidised, drips slowly off the spoon', 3],
    ]);
    expect(hazardCodes('soupe poireaux et carottes, mixée')).not.toContain('fibrous');
  });
  it('keeps the strings when the soup was not sieved, strings are seen, or no blending is said', () => {
    expectStandingHazard(['celery soup, liquidised, not sieved', 'celery soup liquidised but stringy bits left in it'], 7, 'fibrous');
    expectStandingHazard(['leek and potato soup'], 7, 'fibrous');
  });
});

describe(`${RULES.MADE_UP_LIQUID_INGREDIENT.id}: the milk a cereal is made up with is not the item`, () => {
  it('judges a cereal made up with milk or water by its own test, in several languages', () => {
    expectLevels([
      ['baby rice stirred up with warm formula, slides slowly off the spoon', 3],
      ['米糊加奶，勺子舀起来会慢慢流下', 3],
      ['bột ăn dặm pha sữa, chảy chậm từ thìa', 3],
      ['Cerelac dengan susu, mengalir pelan dari sendok', 3],
    ]);
  });
  it('leaves a glass of milk named as an item of its own, or in another clause', () => {
    expectLevels([['baby rice, then a glass of milk', 0, 'drink']]);
  });
});

describe(`${RULES.CEREAL_SPOON_TESTED.id}: a made-up cereal tested on a spoon is spooned`, () => {
  it('reads "flows slowly off the spoon" as Level 3 for a cereal made up (冲开), not its thinner drink', () => {
    expectLevels([
      ['婴儿米粉用温水冲开，勺子舀起来慢慢流下', 3],
      ['宝宝的米糊冲开了，用勺子舀起会慢慢流下来', 3],
    ]);
  });
  it('leaves a cereal said to be drunk, or measured with the syringe, a drink', () => {
    expect(classifyText('米糊冲开，一杯，喝的，很稀').kind).toBe('drink');
    expect(classifyText('冲了杯米糊，10ml针筒测试剩下6ml').level).toBe(2);
  });
});

describe(`${RULES.PUREE_POUCH_FRUIT.id}: the fruit of a smooth purée pouch has no juice or skin left`, () => {
  it('judges a fruit pouch by its tests, in several languages', () => {
    expectLevels([
      ['fruit pouch (banana & blueberry) squeezed on a spoon, runs off it, no lumps', 3],
      ['果泥袋（苹果香蕉），挤到勺子上会流下来，没有颗粒', 3],
      ['gourde de compote pomme poire, coule de la cuillère, sans morceaux', 3],
      ['ベビーフードパウチ（りんご）、スプーンから流れ落ちる', 3],
    ]);
  });
  it('keeps the fruit hazards with pieces said, or a fruit served in another sentence', () => {
    expectStandingHazard(['fruit pouch, still has lumps of apple', 'baby food pouch. Also some pear slices'], 7, 'juicy');
  });
});
