/**
 * Dry crumbs in a liquid, blended soups drunk, powdered cereal drinks, spoon coating, fork dollops,
 * minced meals without a size and peeled fruit, tested on phrases of our own
 * (other foods, other languages than the cases that revealed them).
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../shared/iddsi/text/engine';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels, expectStandingHazard } from '../support/iddsi';

describe(`rule ${RULES.DRY_FOOD_CRUMBLED_IN_LIQUID.id}: dry food crumbled into a liquid is a food with crumbly bits`, () => {
  it('answers Level 7 food with the mixed consistency, even "to thicken" it', () => {
    const texts = [
      'she thickens her milk with crushed biscuits',
      'crumbled some bread into the broth to make it thicker',
      'บดแครกเกอร์ใส่ซุปให้ข้น',
      '把饼干压碎放进汤里，让汤稠一点',
    ];
    expectStandingHazard(texts, 7, 'mixed_consistency');
    expectStandingHazard(texts, 7, 'dry');
    expectLevels(texts.map((t) => [t, 7, 'food'] as const));
  });
  it('leaves bread soaked through or blended smooth, and a tested drink, to their own rules', () => {
    expect(runEngine('thickened the soup with thickener powder').kind).toBe('drink');
    expect(runEngine('お茶にとろみ剤を1包入れたけど、フローテストで10秒後の残りは1ml未満').level).toBe(0);
    for (const text of ['bread soaked in milk, blended smooth', 'biscuits soaked in milk then blended until smooth'])
      expect({ text, dry: runEngine(text).hazards.some((h) => h.code === 'dry' && h.source === 'rule') }).toEqual({ text, dry: false });
  });
});

describe(`rule ${RULES.ROLE_WRITER_ACTS_AFTER_NAME.id}: what the writer did after a person's name is not their order`, () => {
  it('keeps the preparation words as evidence about the food', () => {
    for (const text of [
      'Lugaw ni lolo, dinurog ko hanggang makinis, kinakain niya sa kutsara',
      'Bubur nenek, saya blender sampai halus, dimakan pakai sendok',
      'Mrs P, I blended it smooth, she eats it off a spoon',
    ])
      expect({ text, aside: runEngine(text).setAside.length }).toEqual({ text, aside: 0 });
  });
  it('still reads a diet order after a name', () => {
    expect(runEngine('Mrs P, L2 thick fluids — water').setAside.length).toBeGreaterThan(0);
  });
  it('reads a first-person word only in a text of its language', () => {
    // Italian "i" (the) is English "I"; Vietnamese "ko" (không, without) is Tagalog "ko" (my, by me)
    for (const text of ['Signora Bianchi, i pasti frullati lisci — cotoletta di maiale', 'Ông Tư, đồ ăn xay nhuyễn ko hạt — cá chiên']) {
      const r = runEngine(text);
      expect({ text, aside: r.setAside.length > 0, level: r.level }).toEqual({ text, aside: true, level: 7 });
    }
    for (const text of ['Ông Tư, tôi xay nhuyễn cháo, ăn bằng thìa', 'Lolo Ben, giniling ko nang pino ang lugaw, kinakain niya sa kutsara'])
      expect({ text, aside: runEngine(text).setAside.length }).toEqual({ text, aside: 0 });
  });
});

describe(`rule ${RULES.BLENDED_SOUP_LOST_PIECES.id}: a soup with pieces blended smooth is one texture`, () => {
  it('reads the blended soup by its tests and how it is taken', () =>
    expectLevels([
      // drunk from a cup, drips slowly through the fork in dollops: Level 3 drink
      ['minestrone blended smooth, she drinks it from a cup, drips slowly through the fork in dollops', 3, 'drink'],
      ['Tinola, blinender ko hanggang makinis, hinihigop niya sa tasa, sa tinidor tumutulo nang mabagal', 3, 'drink'],
      // pieces said to be left keep the mixed consistency
      ['ramen blended but still has chunks of pork', 7, 'food'],
    ]));
  it('leaves a blend word of a diet order to that order', () => expectLevels([['Para la mesa de triturados: sopa de fideos', 7, 'food']]));
});

describe(`rule ${RULES.POWDER_DRINK_A_LITTLE_THICK.id}: a powdered cereal drink called a little thick leans thinner`, () => {
  it('answers a thin drink level and asks for the flow test', () => {
    for (const text of ['藕粉有点稠', '芝麻糊稍微稠了一点', 'cerelac a bit thick', 'baby rice a little thick']) {
      const r = runEngine(text);
      expect({ text, kind: r.kind, thin: r.level <= 2, test: r.settlingTest, needsTest: r.needsTest }).toEqual({
        text,
        kind: 'drink',
        thin: true,
        test: 'flow',
        needsTest: true,
      });
    }
  });
  it('keeps the food reading when it is spooned or served in a bowl', () => {
    for (const text of ['藕粉有点稠，用勺子吃', '一碗芝麻糊，有点稠'])
      expect({ text, kind: runEngine(text).kind }).toEqual({ text, kind: 'food' });
  });
});

describe(`rule ${RULES.THICK_AT_LEAST_MILDLY.id}: a drink that coats the spoon is at least mildly thick`, () => {
  it('answers Level 2, never thin water, and asks for the flow test', () => {
    for (const text of [
      'the juice coats the back of the spoon',
      '这个汤会挂勺，用杯子喝',
      'スープはスプーンにからむ程度',
      'la crema cubre la cuchara, la bebe en taza',
    ]) {
      const r = runEngine(text);
      expect({
        text,
        level: r.level,
        kind: r.kind,
        test: r.settlingTest,
        capped: r.confidence <= RULES.THICK_AT_LEAST_MILDLY.confidence.cap,
      }).toEqual({
        text,
        level: 2,
        kind: 'drink',
        test: 'flow',
        capped: true,
      });
    }
  });
});

describe(`rule ${RULES.TEST_THINNER_THAN_THICK_LABEL.id}: Indonesian dollops through the fork set a thick label aside`, () => {
  it('reads "menetes menggumpal", "netes gumpal2" as the slow drip in dollops (Level 3)', () =>
    expectLevels([
      ['label nya level 4 tapi di garpu menetes menggumpal', 3, 'drink'],
      ['kemasan bilang level 4, tapi dites garpu netes gumpal2', 3, 'drink'],
    ]));
});

describe('rule MINCED_DISH_UNSIZED: a meal chopped very fine, no food named, no size', () => {
  it('reads Level 6 and asks for the fork pressure test', () => {
    for (const text of ['啲嘢食剁到好碎', 'comida picada muy fina', 'minced meal for dad', 'đồ ăn băm nhỏ', 'makanan dicincang halus']) {
      const r = runEngine(text);
      expect({ text, level: r.level, needsTest: r.needsTest, test: r.settlingTest }).toEqual({
        text,
        level: 6,
        needsTest: true,
        test: 'fork_pressure',
      });
    }
  });
  it('keeps a named food at Level 7 until sized and tested', () =>
    expectLevels([
      ['minced lamb', 7, 'food'],
      ['chorizo picado muy fino', 7, 'food'],
    ]));
});

describe(`rule ${RULES.HAZARD_REMOVED_BY_VERB.id}: fruit peeled, blended smooth and strained, then the spoon tilt decides`, () => {
  it('reads Cantonese peeling (剝晒皮, 去膜) and the Thai slide off the tilted spoon as a lump', () =>
    expectLevels([
      ['提子剝晒皮，攪到好滑，匙羹打側成嚿跌落，唔黐匙羹', 4, 'food'],
      ['ฝรั่งปั่นละเอียด กรองกากออก ใส่ผงเพิ่มความหนืด เอียงช้อนแล้วไหลลงเป็นก้อน ไม่ติดช้อน', 4, 'food'],
      // cutting alone leaves the skin and the juice
      ['橙切粒俾阿媽', 7, 'food'],
    ]));
});

describe(`rule ${RULES.SOLID_IN_CARRIER.id}: no broth dripping or separating takes the mixed consistency away (tl)`, () => {
  it('reads fork-mashed meat, bones out, 4 mm, moist with no separating broth as Level 5', () =>
    expectLevels([['Adobong manok, tinanggal ang buto, dinurog ko, mga 4mm, basa sa sarsa pero walang sabaw na tumutulo', 5, 'food']]));
});
