/**
 * Rules ASKED_ITEM (an item heading, a sentence between items), ROLE_PREPARED_AFTER_PLACE,
 * ROLE_WRITER_ACTS_AFTER_NAME in scripts without spaces, HAZARD_REMOVED_BY_VERB on a word that is
 * also a food, FLOW_COMPARATOR after the unit, and vocabulary read as data in several languages.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { expectLevels } from '../support/iddsi';

const read = (text: string) => {
  const c = classifyText(text);
  return [c.kind, c.level];
};

describe('ASKED_ITEM: an item heading names the one item recorded', () => {
  it.each([
    ['zh', '项目：米浆（没加凝固粉） 备注：午饭还有炸鸡、花生，只记米浆'],
    ['en', 'Item: apple juice (plain). Note: lunch also had crisps and a sausage roll; this entry is the juice only'],
  ])('%s: %s', (_lang, text) => {
    expect(read(text)).toEqual(['drink', 0]);
  });
  it('a sentence between two foods keeps 有 from making them one dish', () => {
    expect(classifyText('项目：清汤（无增稠）。备注：今日亦有花生').level).toBe(0);
  });
});

describe('ROLE_PREPARED_AFTER_PLACE: a participle after a room number is what was done', () => {
  it.each([
    ['en', 'stewed plums → bay 14 sieved & blended till smooth; a spoonful holds on spoon'],
    ['es', 'puré de manzana, cama 9 colado y licuado, espeso, se queda en la cuchara'],
  ])('%s: %s', (_lang, text) => {
    expect(classifyText(text).level).toBe(4);
  });
  it('a diet noun after the participle keeps it the order', () => {
    expect(classifyText('tea for Rm 3 blended diet').level).toBe(0);
  });
});

describe('ROLE_WRITER_ACTS_AFTER_NAME: a glued first person and verb ends the order (zh)', () => {
  it('the level the therapist gave is set aside, what the writer did is read', () => {
    const c = classifyText('醫生話阿爺要食level 6，今晚我整咗南瓜蓉，打到好滑冇粒');
    expect(c.level).toBe(4);
    expect(c.setAside?.map((s) => s.matched)).toContain('level 6');
  });
});

describe('FOOD_PART_REMOVED: a word that is a part of a food and a food of its own', () => {
  it('seeds taken out are no nuts', () => {
    const c = classifyText('watermelon, seeds out, blended smooth, holds on the spoon');
    expect(c.hazards.map((h) => h.code)).not.toContain('hard');
  });
  it('seeds served off a plate stay', () => {
    expect(classifyText('porridge, seeds off the plate sprinkled on top').hazards.map((h) => h.code)).toContain('hard');
  });
});

describe('FLOW_COMPARATOR: "or a little less" after the unit', () => {
  it.each([
    ['en', 'apple juice, syringe test: 1 ml or slightly less left'],
    ['th', 'นมจืด ทดสอบไซริงค์แล้ว เหลือ 1 มล. หรือน้อยกว่า'],
    ['vi', 'nước táo, còn 1 ml hoặc ít hơn'],
  ])('%s: %s', (_lang, text) => {
    expect(read(text)).toEqual(['drink', 0]);
  });
});

describe('vocabulary as data', () => {
  it('a Japanese word holding 面 is no noodle (面会, 面談)', () => {
    expect(read('面談のあと、麦茶をそのまま')).toEqual(['drink', 0]);
  });
  it('茶碗 (a rice bowl) is no tea, 水曜日 no water: a porridge stays a food', () => {
    expect(read('水曜日、茶碗に全粥を半分')).toEqual(['food', 6]);
  });
  it('Vietnamese "dán nhãn" is a label, "nước chè" is tea', () => {
    expect(read('nước chè nóng (dán nhãn mức 2) — còn 0,3 ml trong xi lanh')).toEqual(['drink', 0]);
  });
  it('Korean sikhye is a mixed consistency until its grains are strained out', () => {
    expect(classifyText('식혜 한 그릇').level).toBe(7);
    expect(read('식혜, 밥알은 걸러내고 드렸어요')).toEqual(['drink', 0]);
  });
  it('beers, ales and a glass of wine or sherry are thin drinks', () => {
    expect(read('half a pint of lager')).toEqual(['drink', 0]);
    expect(read('she had a sherry with her supper')).toEqual(['drink', 0]);
  });
  it('thin liquid left at the bottom is a mixed consistency (es, en)', () => {
    expect(classifyText('natillas con galleta, queda liquido en el fondo').level).toBe(7);
    expect(classifyText('semolina pudding, thin liquid at the bottom of the bowl').level).toBe(7);
  });
  it('a fork test where it sat on top is Level 4 (fork_no_drip)', () => {
    expect(classifyText('fork drip check on the custard: sat on top of the fork, nothing fell through').level).toBe(4);
  });
});

describe('WHOLE_NOT_BITE_SIZED: a food served whole is not Level 6, however tender', () => {
  it.each([
    ['en', 'baked cod loin, served whole, very tender, flakes apart with a fork'],
    ['en', 'braised pork belly, large pieces, soft'],
  ])('%s: %s', (_lang, text) => {
    expect(classifyText(text).level).toBe(7);
  });
  it('cut to bite size it is Level 6', () => {
    expect(classifyText('baked cod, flaked into bite-sized pieces, tender, moist').level).toBe(6);
  });
});

describe('ROLE_DIET_BEFORE_PERSON: Tagalog puts the level before "si" and the person', () => {
  it("the level is the mother's, the food is judged as described", () => {
    const c = classifyText('Level 5 si Aling Rosa. Kalabasa na binlender hanggang smooth, walang butil, hindi tumutulo sa tinidor');
    expect(c.level).toBe(4);
  });
});

describe('spoon tilt and blending as written in Thai and Cantonese', () => {
  it('Thai: holds as a lump when scooped, slides off easily when tilted: Level 4', () => {
    expect(classifyText('มันบดละเอียด ตักแล้วเป็นก้อน เอียงช้อนก็หลุดง่าย').level).toBe(4);
  });
  it('Cantonese: bones picked out, blended very smooth: no bones, Level 4', () => {
    const c = classifyText('魚粥 啲骨揀晒出嚟 打到好綿 冇粒');
    expect(c.level).toBe(4);
    expect(c.hazards.map((h) => h.code)).not.toContain('bones');
  });
});

describe("ROLE_AFTER: a Chinese verb of giving ends the place's phrase (畀/俾/给 + bed)", () => {
  it.each([
    ['zh-HK', '加咗增稠劑嘅奶 畀12號床'],
    ['zh-CN', '加了增稠剂的牛奶 给12床'],
  ])('the thickener said of the drink stays evidence (%s: %s)', (_lang, text) => {
    expect(read(text)).toEqual(['drink', 1]);
  });
});

describe('Tagalog "finely chopped" is minced', () => {
  it('tinadtad ng pino with a 4 mm size reads Level 5 words', () => {
    expect(classifyText('manok na walang buto at balat, tinadtad ng pino mga 4mm, may sarsa, basa').level).toBe(5);
  });
});

describe('soaked, as Spanish carers write it: bread soaked through loses its stickiness', () => {
  it('"lo remojé" before blending', () => {
    const c = classifyText('el pan lo remojé en leche y lo pasé por la licuadora, queda liso, se mantiene en la cuchara');
    expect(c.level).toBe(4);
    expect(c.hazards.map((h) => h.code)).not.toContain('sticky');
  });
});

describe('limits of the rules above (inputs a review found)', () => {
  it('ROLE_PREPARED_TO_LEVEL: the verb must take the level; a request keeps it the order', () => {
    for (const t of [
      'Tea for Mr T, made to order, level 2',
      '奶茶冲到好热，婆婆二级',
      'お茶 レベル2にしてください',
      'ジュース レベル2にした方がいい',
    ])
      expect(read(t), t).toEqual(['drink', 0]);
  });
  it("ROLE_PREPARED_AFTER_PLACE: one participle after a room number is the room's diet", () => {
    for (const t of ['pollo asado cama 3 triturada', 'Rm 4 minced and moist, fish pie', 'fish pie to Rm 4 minced and pureed please'])
      expect(read(t), t).toEqual(['food', 7]);
    expect(read('coke for bed 2 thickened pls')).toEqual(['drink', 0]);
  });
  it('ASKED_ITEM: a toppings or contents field puts its foods in the item', () => {
    for (const t of ['Item: porridge; toppings: peanuts and raisins', '项目：白粥 配料：花生', '品目：おかゆ 具：ナッツ'])
      expect(
        classifyText(t).hazards.map((h) => h.code),
        t,
      ).toContain('hard');
  });
  it('ROLE_WRITER_ACTS_AFTER_NAME: "需要我搅烂的食物" is inside the need, not a thing done', () => {
    expect(classifyText('陈伯需要我搅烂的食物，今天吃牛肉').level).toBe(7);
  });
  it('FOOD_PART_REMOVED: "seeds out on top of" says where they were served', () => {
    expect(classifyText('seeds out on top of the porridge').hazards.map((h) => h.code)).toContain('hard');
  });
  it('dishes cooked with beer or brandy stay foods; a Tagalog "Ale" is an address', () => {
    for (const t of ['brandy snaps', 'beef in stout', 'Ale Nena, lugaw na malabnaw']) expect(read(t)[0], t).toBe('food');
  });
  it('Korean: solids fished out of a soup leave its broth, a thin drink', () => {
    expect(read('된장국, 건더기를 건져내고 국물만')).toEqual(['drink', 0]);
  });
  it('Thai "flows down easily when tilted" is no spoon-tilt pass; a person "held on the spoon" is no result', () => {
    expect(classifyText('น้ำผลไม้ เอียงช้อนก็ไหลลงง่าย').level).toBe(0);
    expect(classifyText('soup, he held on the spoon').level).toBe(0);
  });
});

describe('ROLE_ORDER_AFTER_COLON: a form\'s "Diet:" field on its own line is the eater\'s order', () => {
  it('the level in the field is set aside; the dish served is judged as described', () => {
    const c = classifyText('Name: Mrs P\nDiet: Soft & Bite-Sized (L6)\nSupper: jacket potato with skin, grated cheese');
    expect(c.level).toBe(7);
    expect(c.setAside?.some((s) => s.role === 'prescription')).toBe(true);
  });
  it('the field may name whose order it holds ("resident diet:", "病人饮食：")', () => {
    expectLevels([
      ['item: fish pie | patient diet: L7 regular | texture: blended, smooth, holds its shape on the spoon and slides off', 4, 'food'],
      ['Pt diet: L5 minced. Served: roast beef slices', 7, 'food'],
      ['病人饮食：五级。今日午餐：牛扒', 7, 'food'],
    ]);
  });
  it('a field value that names the food or drink itself describes the item, not the order', () => {
    expectLevels([
      ['Diet: Level 4 pureed pumpkin, smooth', 4, 'food'],
      ['Current diet: mildly thick Level 2 apple juice from pharmacy', 2, 'drink'],
    ]);
  });
  it('a menu field stays a claim about the food (ROLE_LABEL)', () => {
    expect(classifyText('Menú: picado y húmedo. Prueba del tenedor: trocitos de 3 mm, húmedo').level).toBe(5);
  });
});

describe('ROLE_DIET_BEFORE_PERSON in Japanese: a diet named with の before a name and honorific', () => {
  it("the level is the person's; the drink is judged as served", () => {
    expect(read('レベル3の鈴木様に、緑茶をとろみなしでお出しした')).toEqual(['drink', 0]);
  });
  it('a name and の before a dish says whose dish it is, not a diet', () => {
    expect(classifyText('鈴木さんのお粥、ミキサーにかけてなめらか').level).toBe(4);
  });
});
