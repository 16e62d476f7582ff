/**
 * Drinkable forms of foods, flavours that are no pieces, strained juices and syringes that let nothing out,
 * closed as rules or vocabulary held as data. Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe('a syringe that lets not a single drop out, said in everyday words', () => {
  // FLOW_TEST_LEVELS_0_3: no flow alone is Level 3 (more than 8 ml left); the spoon that holds shape shows 4
  it('reads "not a drop came out" as Level 3, and beside a spoon that holds shape as an extremely thick drink (Level 4)', () => {
    expectLevels([
      ['zumo de melocotón con espesante: no sale ni una gota de la jeringa, en la cuchara se queda', 4, 'drink'],
      ['とろみ付きのりんごジュース、シリンジから一滴も落ちない', 3, 'drink'],
      ['thickened cranberry juice, not one drop came out of the syringe, sits on the spoon', 4, 'drink'],
      ['susu dengan pengental, di suntikan tidak keluar setetes pun', 3, 'drink'],
    ]);
  });
});

describe('a jelly or purée diet order beside a drink names the eater, not the drink', () => {
  it('reads plain tea served "as it comes" to someone on a jelly or mixer diet as a thin drink', () => {
    expectLevels([
      ['ミキサー食指示の方、麦茶をそのままお出ししました', 0, 'drink'],
      ['ペースト食指示のある方：ほうじ茶をそのまま', 0, 'drink'],
    ]);
  });
  it('still reads a food served as it comes as Level 7', () => {
    expectLevels([['ミキサー食指示の方、唐揚げをそのまま出した', 7, 'food']]);
  });
});

describe(`${RULES.DRINKABLE_FORM.id}: a food also made to be drunk is a drink when it is drunk`, () => {
  it('reads yoghurt the text says is drunk as a drinking yoghurt, in several languages', () => {
    expectLevels([
      ['strawberry yoghurt, she drinks it through a straw', 1, 'drink'],
      ['酸奶，用吸管喝', 1, 'drink'],
      ['sữa chua, uống bằng ống hút', 1, 'drink'],
      ['yogur de fresa, se bebe en vaso', 1, 'drink'],
    ]);
  });
  it('reads a dal or a lotus-starch drink made thin and sipped as a thin drink, never above the thinnest level the words allow', () => {
    expectLevels([
      ['moong dal, very watery, sipped from a cup', 0, 'drink'],
      ['मसूर दाल पानी जैसी, गिलास से पी रहे हैं', 0, 'drink'],
      ['藕粉冲得很稀，像水一样', 0, 'drink'],
    ]);
  });
  it('caps the confidence when no test was reported', () => {
    const c = classifyText('yoghurt, he drinks it from a cup');
    expect(c.kind).toBe('drink');
    expect(c.confidence).toBeLessThanOrEqual(RULES.DRINKABLE_FORM.confidence.cap);
  });
  it('leaves yoghurt a food when it is eaten, or when the drink named is another', () => {
    expectLevels([
      ['greek yoghurt, smooth, holds its shape on the spoon', 4, 'food'],
      ['黑芝麻糊', 3, 'food'],
    ]);
    expect(classifyText('plain yoghurt and a glass of water').evidence.some((e) => e.code === 'yogurt_drink')).toBe(false);
  });
  it('reads "那种" (that kind) whole, not as the seed 種', () => {
    expect(classifyText('酸奶，就是那种').hazards).toEqual([]);
  });
});

describe(`${RULES.FLAVOUR_NOT_PIECE.id}: a flavour named after or before a food is not a piece`, () => {
  it('reads a broth or soup with a named flavour as the thin liquid, in several languages', () => {
    expectLevels([
      ['clear broth, beef flavour', 0, 'drink'],
      ['caldo con sabor a ternera, en taza', 0, 'drink'],
      ['上汤，猪骨味', 0, 'drink'],
      ['kaldu bening rasa sapi', 0, 'drink'],
      ['bouillon au gout de boeuf', 0, 'drink'],
    ]);
  });
  it('still reads a broth with named pieces as a mixed consistency (Level 7)', () => {
    expectLevels([
      ['caldo con trozos de ternera', 7, 'food'],
      ['clear broth with beef pieces', 7, 'food'],
    ]);
  });
  it('keeps the food a flavour is written on ("beef flavoured crisps" are crisps)', () => {
    expectLevels([['beef flavoured crisps', 7, 'food']]);
  });
});

describe(`${RULES.STRAINED_FRUIT_JUICE.id}: a juicy fruit blended, strained and drunk is a thin juice`, () => {
  it('reads it as a thin drink in several languages', () => {
    expectLevels([
      ['watermelon blended then strained, no pulp, she sips it from a cup', 0, 'drink'],
      ['sandía licuada y colada, se bebe con pajita', 0, 'drink'],
      ['西瓜打成汁再隔渣，用吸管饮', 0, 'drink'],
      ['Xoài xay nhuyễn, lọc bỏ xác, uống bằng cốc', 0, 'drink'],
    ]);
  });
  it('leaves a thickened one, or one not strained, to its other words', () => {
    expect(classifyText('watermelon blended then strained, with thickener, drunk from a cup').level).toBeGreaterThan(0);
    expect(classifyText('mango pureed, eaten with a spoon, holds its shape').level).toBe(4);
  });
});

describe('tough meats, coarse crumbs, menu levels and a full syringe in other words', () => {
  it('reads Mandarin steak and pork chop as tough meat: cutting it small leaves it Level 7', () => {
    expectLevels([
      ['猪排切成1厘米的小丁', 7, 'food'],
      ['西冷牛排切小块，一厘米左右', 7, 'food'],
    ]);
  });
  it('reads Indonesian coarse crumbs sprinkled on a base as hard pieces left', () => {
    expectLevels([['kacang tanah dihaluskan jadi remah kasar, ditaburkan di atas bubur sumsum', 7, 'food']]);
  });
  it('reads "menu level N (...)" before a dish as the menu, not the dish', () => {
    expectLevels([['Menu level 4 (puree): soto ayam dengan potongan kentang', 7, 'food']]);
  });
  it('reads "no thin liquid separating" said in Mandarin as moist, not a mixed consistency', () => {
    expectLevels([['鸡肉末，颗粒不超过4毫米，湿润，没有稀的汤水分离', 5, 'food']]);
  });
  // no flow, answered at Level 3 by FLOW_TEST_LEVELS_0_3 (the flow test cannot show Level 4)
  it('reads "syringe still full" as no flow (Level 3 until fork and spoon show 4)', () => {
    expectLevels([['thickened orange juice, flow test: syringe still full after 10 seconds', 3, 'drink']]);
  });
});

describe('"forgot the thickener" and "forgot to debone" say what was not done', () => {
  it('reads a drink whose thickener was forgotten as thin, in several languages', () => {
    expectLevels([
      ['orange juice, the carer forgot to add the thickener', 0, 'drink'],
      ['橙汁，忘了加凝固粉', 0, 'drink'],
      ['zumo de naranja, se olvidó el espesante', 0, 'drink'],
      ['jus jeruk, lupa kasih pengental', 0, 'drink'],
    ]);
  });
  it(`keeps the bones of a fish whose deboning was forgotten (rule ${RULES.NEGATED_REMOVAL_KEEPS.id})`, () => {
    expectLevels([
      ['鱼肉，忘了去骨，切小块', 7, 'food'],
      ['石斑，唔记得起骨，切细粒', 7, 'food'],
    ]);
  });
});

describe(`${RULES.TESTED_TENDER.id}: the sauce a meat sits in is not a second solid the fork tested`, () => {
  it('reads meat in sauce or gravy that squashes under the fork at 1-1.5 cm as Level 6', () => {
    expectLevels([
      ['pork shoulder braised in gravy, cut to 1.5 cm, squashes under the fork and does not spring back', 6, 'food'],
      ['lamb in tomato sauce, diced 1cm, squashes under the fork', 6, 'food'],
    ]);
  });
  it('still keeps the toughness when a second solid food could have been the one tested', () => {
    expectLevels([['beef and carrots in gravy, 1.5 cm, squashes under the fork', 7, 'food']]);
  });
});

describe('Japanese "はずす/外す" (take off) is a removal verb', () => {
  it('reads skin taken off a flaked fish that squashes under the fork as dealt with (Level 6)', () => {
    expectLevels([['煮魚、骨を取って皮を外し、ほぐした。1cmくらい、フォークで押すとつぶれる', 6, 'food']]);
  });
  it('keeps the skin when it was not taken off', () => {
    expectLevels([['煮魚、骨を取って、皮つきのまま1cmくらい、フォークで押すとつぶれる', 7, 'food']]);
  });
});

describe(`${RULES.FLOW_COMPARATOR.id}: "a little over N ml" after the number is more than N`, () => {
  it('reads a residue a little over 8 ml as Moderately thick (Level 3)', () => {
    expectLevels([
      ['麦茶にとろみ、シリンジの残りは8mlを少し超える', 3, 'drink'],
      ['加了凝固粉的苹果汁，针筒剩8毫升多一点', 3, 'drink'],
      ['thickened apple juice, 8 ml and a bit left in the syringe', 3, 'drink'],
    ]);
  });
});

describe('"in a mug" says the item is drunk (IDDSI: Level 4 cannot be drunk from a cup)', () => {
  it('reads a soup only called thick, served in a mug, as a drink below Level 4', () => {
    for (const text of ['pumpkin soup, blended, nice and thick, in a mug', 'thick tomato soup in a mug']) {
      const c = classifyText(text);
      expect({ text, kind: c.kind, below4: c.level < 4 }).toEqual({ text, kind: 'drink', below4: true });
    }
    expectLevels([['hot chocolate in a mug', 0, 'drink']]);
  });
});

describe('Indonesian spoon tilt results, and "pas" (when) that is not the French negator', () => {
  it('reads a label contradicted by a smooth food that stays on the spoon and falls off clean as Level 4', () => {
    expectLevels([['Label: Level 5. Tapi pas dicoba halus, ga ada gumpalan, tetap di sendok, dimiringkan langsung jatuh', 4, 'food']]);
  });
});

describe('Tagalog "walang buo" (no whole bits) says smooth', () => {
  it('reads a finely mashed vegetable, smooth with no whole bits, that slides off the tilted spoon as Level 4', () => {
    expectLevels([
      ['kamote nilaga, dinurog nang pino, makinis, walang buo, di nalalaglag sa kutsara hanggang ikiling, tapos dumudulas agad', 4, 'food'],
    ]);
  });
});
