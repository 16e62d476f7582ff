/**
 * Thickened fruit drinks, hazards the text dealt with (a part and what is said of it, a tested tenderness, a child's
 * mince), a thick label set aside by a drip, diet orders after a room number, crushed dry food in a soup and the
 * explanation beside a drink, shown on phrases of our own (other foods, other languages).
 */
import { describe, expect, it } from 'vitest';
import { classifyText, explainClassification } from '../../shared/iddsi/classify';
import { RESPONSE_LANGUAGES, textLanguage } from '../../shared/languages';
import { runEngine } from '../../shared/iddsi/text/engine';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels, expectStandingHazard } from '../support/iddsi';

const hazardsOf = (text: string) => runEngine(text).hazards.map((h) => h.code);

describe(`rule ${RULES.THICKENED_FRUIT_DRINK.id}: a thickened fruit is its juice thickened`, () => {
  it('reads the fork and spoon results of a thickened fruit as a drink at Level 3 or 4, not the fruit', () => {
    expectLevels([
      ['thickened mango, stays in a mound on the fork', 4, 'drink'],
      ['naranja espesada, se queda en la cuchara', 4, 'drink'],
      ['jeruk dikentalkan, menetes perlahan dari garpu', 3, 'drink'],
      ['pre-thickened pineapple, drips slowly through the fork', 3, 'drink'],
      ['とろみ付きりんご、フォークの上で山になる', 4, 'drink'],
    ]);
  });
  it('keeps the fruit a food when a word prepares it', () => {
    expectLevels([
      ['thickened strawberries, mashed', 7, 'food'],
      ['plums peeled and stoned, blended smooth, sieved, thickened, holds its shape on a tilted spoon', 4, 'food'],
    ]);
  });
});

describe(`rule ${RULES.TESTED_TENDER.id}: "cut with the side of a fork" in carers' words`, () => {
  it('takes the toughness of a roast or braise cut to 1.5 cm away', () => {
    expectLevels([
      ['roast lamb, fat off, diced 1.5 cm, in gravy, can cut w side of fork', 6, 'food'],
      ['紅燒牛肉，切成1.5厘米，用叉子側面可以切開', 6, 'food'],
      ['cerdo asado sin piel, en trozos de 1,5 cm, se parte con el lado del tenedor', 6, 'food'],
    ]);
  });
});

describe(`rule ${RULES.REMOVED_PART_DESCRIBED.id}: a quality said of the part taken out goes with it`, () => {
  it('takes the crispness of a removed skin or coating away with it', () => {
    expectLevels([
      ['pritong manok, tinanggal ang balat na malutong at ang buto, giniling 4mm, basa sa sarsa', 5, 'food'],
      ['ローストポーク、カリカリの皮を取り除いて4mmに刻んだ、ソースで湿らせた', 5, 'food'],
      ['烧肉，酥脆的皮去掉，切碎到4毫米，有汁', 5, 'food'],
      ['とんかつ、衣を外してミキサーで滑らかにした。スプーンを傾けても形が崩れない', 4, 'food'],
    ]);
  });
  it('keeps a crisp word that describes what is still served', () => {
    expectStandingHazard(['roast pork, skin removed, crispy bits sprinkled on top, minced 4 mm'], 7, 'crunchy');
  });
});

describe(`rule ${RULES.SHAPE_WORD_AS_PREPOSITION.id}: "round it" places the liquid, it names no shape`, () => {
  it('reads "round" before a pronoun or determiner as "around"', () => {
    expectLevels([
      ['minced beef, 4 mm, thick sauce all round the meat', 5, 'food'],
      ['pork mince, bits 3-4 mm, thick gravy round them, no runny liquid', 5, 'food'],
    ]);
    expect(hazardsOf('pork mince, bits 3-4 mm, thick gravy round them, no runny liquid')).not.toContain('round_long');
  });
  it('keeps a round food round', () => expectStandingHazard(['meatballs, round, firm'], 7, 'round_long'));
});

describe(`rule ${RULES.MEASURED_MINCE.id}: a child's food measured within the adult mince size was minced`, () => {
  it("takes a mashed fish's served-form bones away, and answers the child's Level 6", () => {
    expectLevels([
      ['niño de 3 años, pescado machacado, grumos de 3 mm, jugoso', 6, 'food'],
      ['3 year old, mashed mackerel, lumps about 3 mm, moist', 6, 'food'],
    ]);
  });
  it('keeps the bones of a fish measured above the adult mince size', () =>
    expectStandingHazard(['5 year old, mashed sardines, lumps about 6 mm'], 7, 'bones'));
});

describe(`rule ${RULES.BLENDED_DRY_STAYS_CRUMBS.id}: "smooth" and a passed spoon tilt say a purée was made`, () => {
  it('reads a dry food blended smooth as a purée, one blended with nothing said as crumbs', () => {
    expectLevels([['rusks blended smooth, holds its shape on the spoon, not sticky', 4, 'food']]);
    expectStandingHazard(['rusks blended'], 7, 'dry');
  });
});

describe(`rule ${RULES.SEPARATION_DENIED.id}: cereal soaked in milk with no milk separating`, () => {
  it('has no mixed consistency: its texture decides', () => {
    expectLevels([
      ['shredded wheat soaked and mashed, no milk separating', 5, 'food'],
      ['燕麦片泡软压烂，没有牛奶分离', 5, 'food'],
      ['ngũ cốc ngâm mềm rồi nghiền, không có sữa tách ra', 5, 'food'],
    ]);
  });
});

describe(`rule ${RULES.ROLE_ORDER_AFTER_COLON.id}: a room or bed number before the order's colon`, () => {
  it('sets the level after "Rm 15:" aside as the order; the food is judged on its own', () => {
    for (const text of ['Diet sheet Rm 4: Level 6. Lunch: cottage pie, mashed, lumps 3 mm', 'cama 3: nivel 6. pollo picado 4 mm en salsa'])
      expect({ text, level: runEngine(text).level, aside: runEngine(text).setAside.map((s) => s.role) }).toEqual({
        text,
        level: 5,
        aside: ['prescription'],
      });
  });
  it('reads a room number after the person and a comma as part of the heading the colon closes', () => {
    for (const text of ['Level 5 for Mrs Obi, rm. 9: roast beef in slices', 'dieta nivel 5 para el Sr. Ruiz, cama 3: filete a la plancha'])
      expect({ text, level: runEngine(text).level, aside: runEngine(text).setAside.map((s) => s.role) }).toEqual({
        text,
        level: 7,
        aside: ['prescription'],
      });
  });
  it('reads a food after the room heading as the food sent there', () => {
    expect(runEngine('Supper rm 7: minced beef (4 mm) in thick gravy').setAside).toEqual([]);
  });
});

describe(`rule ${RULES.DRY_FOOD_CRUMBLED_IN_LIQUID.id}: crushed dry food stirred into a soup`, () => {
  it('reads "crushed" written beside the dry food as crumbs, not the soup blended', () => {
    const texts = ['espesé el caldo con pan triturado', 'mengentalkan sup dengan biskuit dihaluskan', 'làm đặc súp bằng bánh quy nghiền'];
    expectStandingHazard(texts, 7, 'mixed_consistency');
    expectStandingHazard(texts, 7, 'dry');
  });
});

describe(`rule ${RULES.SOLID_BESIDE_DRINK.id}: the explanation leaves the drink to its own check`, () => {
  it('tells the reader to check the drink separately, in every response language', () => {
    const c = classifyText('sausage roll and a hot chocolate');
    expect(c.kind).toBe('food');
    for (const lang of RESPONSE_LANGUAGES)
      expect({ lang, named: explainClassification(c, textLanguage(lang)).includes('hot chocolate') }).toEqual({ lang, named: true });
    expect(explainClassification(c, 'en')).toContain('check the drink separately');
  });
  it('says nothing of a drink when only a drink is named', () => {
    expect(classifyText('a hot chocolate').drinkBeside).toBeUndefined();
  });
});
