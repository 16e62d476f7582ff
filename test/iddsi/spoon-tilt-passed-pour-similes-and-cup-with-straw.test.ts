/**
 * A passed spoon tilt, pour similes, a cup beside a straw, diets before a person and minced meat, closed as
 * rules or vocabulary held as data. Sentences are our own (other foods, other languages).
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.SPOON_TILT_SMOOTH_PUREE.id}: the spoon tilt passed on a smooth food`, () => {
  it('reads Level 4 when the spoonful holds its shape and falls off in one go', () => {
    expectLevels([
      ['carrot mash blended smooth, no lumps, holds its shape and falls off the spoon in one go', 4, 'food'],
      ['고구마를 완전히 갈아서 덩어리 하나도 없음, 모양 유지한 채 한번에 떨어져요', 4, 'food'],
      ['आलू को पीसकर चिकना किया, चम्मच पर अपना आकार रखता है और एक साथ गिर जाता है', 4, 'food'],
      ['bí đỏ xay nhuyễn thật mịn, múc thìa giữ hình, nghiêng thìa rơi gọn', 4, 'food'],
      ['かぼちゃをなめらかなペーストにした、形を保ったままストンと落ちる', 4, 'food'],
      ['南瓜泥打得很细腻，勺子上成形，不黏', 4, 'food'],
    ]);
  });
  it('lets the test outrank a label of 5-7 and deals with the stickiness of bread or fruit blended smooth', () => {
    expectLevels([
      ['tub says minced and moist but the chicken is blended smooth, no lumps, holds shape on the spoon and slides off clean', 4, 'food'],
      ['ラベルは「常食」、でもバナナを全部なめらかなペーストにして、スプーンを傾けると形を保ったまま落ちる', 4, 'food'],
      ['pan remojado en leche y triturado muy liso, sin grumos, se mantiene en la cuchara y cae de una vez', 4, 'food'],
      ['盒子上写「软食6级」，实际上南瓜打得很细滑，没有颗粒，勺子上成形，整块滑落', 4, 'food'],
    ]);
  });
  it('reads Spanish and Portuguese "falls in one block" and "escorrega" (slides, not pours) as the pass', () => {
    expectLevels([
      ['arroz con leche triturado liso, la cuchara se queda de pie y al inclinar cae en un bloque', 4, 'food'],
      ['purê de batata-doce bem liso, sem grumos, ao inclinar a colher escorrega inteiro', 4, 'food'],
    ]);
    // "escorre" (runs off) is still the pour; sliding off fast is no pass; a Spanish pie is still a pie
    expect(classifyText('creme de abóbora engrossado, escorre da colher como água').level).toBeLessThan(4);
    expect(classifyText('Leite, escorrega da colher rapidamente').level).toBeLessThan(4);
    expect(classifyText('Una porción de pie de limón con crema').level).toBe(7);
  });
  it('keeps the higher level when lumps are said to be there', () => {
    expectLevels([['carrot mash with small lumps, holds its shape and falls off the spoon in one go', 5, 'food']]);
  });
});

describe(`${RULES.POUR_SIMILE.id}: a drink compared with honey, nectar, a smoothie, or barely pourable`, () => {
  it('takes the thinner of the two levels the comparison describes, below 0.8', () => {
    expectLevels([
      ['her milk is like honey now', 2, 'drink'],
      ['el jugo está espeso como miel', 2, 'drink'],
      ['thickened water, like nectar', 1, 'drink'],
      ['とろみ水、スムージーくらいの濃さ', 2, 'drink'],
      ['thick cocoa, you can barely pour it', 3, 'drink'],
    ]);
    for (const text of ['her milk is like honey now', 'とろみ水、スムージーくらいの濃さ'])
      expect(classifyText(text).confidence).toBeLessThan(0.8);
  });
});

describe(`${RULES.CUP_BESIDE_STRAW.id}: from a cup, with effort through a straw`, () => {
  it('lets the straw effort decide (Level 2)', () => {
    expectLevels([
      ['orange juice, drinkable from a cup, takes a bit of effort through a straw', 2, 'drink'],
      ['牛乳、コップで飲めるけどストローだと少し吸いにくい', 2, 'drink'],
    ]);
  });
  // Rule DRINK_DESCRIPTORS_COMBINED: "some effort" or "hard" through a straw beside the cup is
  // IDDSI's own Level 3 description ("can be drunk from a cup; some effort is required to suck it through a straw")
  it('reads some effort or a hard straw beside the cup as Level 3', () => {
    expectLevels([
      ['orange juice, drinkable from a cup, takes some effort through a straw', 3, 'drink'],
      ['牛乳、コップで飲めるけどストローで吸いにくい', 3, 'drink'],
    ]);
  });
});

describe(`${RULES.ROLE_DIET_BEFORE_PERSON.id} and ${RULES.ROLE_SERVICE_HEADING.id}: the eater's diet beside a described food`, () => {
  it('judges the food by its description, not by the diet named before the person or the table', () => {
    expectLevels([
      [
        'Level 7 regular diet lady asked for the lamb casserole - we blended it smooth, it drips slowly through the fork in dollops',
        3,
        'food',
      ],
      ['Level 4 pureed diet gentleman had the chicken - it was cut into 2 cm cubes', 7, 'food'],
      ['Level 7 regular table — salmon minced, pieces under 4 mm, moist in sauce', 5, 'food'],
      ['Level 5 minced and moist trolley — roast pork, 2 cm pieces', 7, 'food'],
    ]);
  });
});

describe(`${RULES.MINCED_IS_FOOD.id}: minced meat with no size is at least Level 5`, () => {
  it('reads a food said minced as a food, whatever drink-thickness word sits beside it', () => {
    expectLevels([
      ['chicken finely minced in congee, mildly thick', 5, 'food'],
      ['Cháo bò băm nhuyễn, hơi đặc', 5, 'food'],
      ['Thịt heo băm nhuyễn, hơi đặc', 6, 'food'],
      ['牛肉搅碎，湿湿的', 5, 'food'],
      ['鸡肉攪碎咗，濕濕地', 5, 'food'],
    ]);
  });
});

describe(`${RULES.HAZARD_REMOVED_BY_VERB.id}, ${RULES.ROLE_LABEL.id} and ${RULES.FLOW_COMPARATOR.id}: removal, label and "more than" words`, () => {
  it('reads bones and skin removed "completely", and "etiqueta dice" as a label', () => {
    expectLevels([
      ['煮たサバ、骨と皮を完全に除いて1cmくらいにほぐした', 6, 'food'],
      ['Etiqueta dice nivel 7, pero es merluza cocida sin espinas en trocitos de 1 cm', 6, 'food'],
    ]);
  });
  it('reads a plus sign after the millilitres left as "more than"', () => {
    expectLevels([
      ['ミルク、シリンジに8ml+残った', 3, 'drink'],
      ['juice thickened, 4ml+ left in the syringe', 2, 'drink'],
    ]);
  });
});
