/**
 * Rules ASKED_ITEM (an item heading, a sentence between items), ROLE_PREPARED_AFTER_PLACE,
 * ROLE_WRITER_ACTS_AFTER_NAME in scripts without spaces, HAZARD_REMOVED_BY_VERB on a word that is
 * also a food, FLOW_COMPARATOR after the unit, and vocabulary read as data in several languages.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';

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
    ['en', 'mango for bed 12 blended and sieved, thickened so it holds on spoon'],
    ['es', 'mango para la cama 12 licuado y colado, se queda en la cuchara'],
  ])('%s: %s', (_lang, text) => {
    expect(classifyText(text).level).toBe(4);
  });
  it('a diet noun after the participle keeps it the order', () => {
    expect(classifyText('tea for Rm 3 blended diet').level).toBe(0);
  });
});

describe('ROLE_WRITER_ACTS_AFTER_NAME: a glued first person and verb ends the order (zh)', () => {
  it('the level the therapist gave is set aside, what the writer did is read', () => {
    const c = classifyText('言語治療師話佢食level 5 我將啲魚肉剁到3mm 好濕潤');
    expect(c.level).toBe(5);
    expect(c.setAside?.map((s) => s.matched)).toContain('level 5');
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
    ['th', 'น้ำแอปเปิ้ล เหลือ 1 มล. หรือน้อยกว่า'],
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
    expect(read('cốc nước chè dán nhãn mức 2, xi-lanh còn 0,5 ml')).toEqual(['drink', 0]);
  });
  it('Korean sikhye is a mixed consistency until its grains are strained out', () => {
    expect(classifyText('식혜 한 그릇').level).toBe(7);
    expect(read('식혜, 밥알은 걸러내고 드렸어요')).toEqual(['drink', 0]);
  });
  it('beers and ales are thin drinks', () => {
    expect(read('half a pint of lager')).toEqual(['drink', 0]);
  });
  it('thin liquid left at the bottom is a mixed consistency (es, en)', () => {
    expect(classifyText('natillas con galleta, queda liquido en el fondo').level).toBe(7);
    expect(classifyText('semolina pudding, thin liquid at the bottom of the bowl').level).toBe(7);
  });
  it('a fork test where it sat on top is Level 4 (fork_no_drip)', () => {
    expect(classifyText('thickened milk, did the fork test, it sat on top in a blob').level).toBe(4);
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
    const c = classifyText('Level 5 si tatay, pero binigyan ko ng lugaw na binlender hanggang smooth, walang butil');
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
