/**
 * Diminutive spoons, homographs, translated level names and diets set aside for a food, closed as rules or
 * vocabulary held as data. Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

/** Each text gets `level` and needs the test; `test` names the settling test, `under` caps the confidence below 0.8. */
function expectNeedsTest(texts: readonly string[], level: number, want: { test?: string; under?: true }): void {
  for (const text of texts) {
    const r = classifyText(text);
    const got = { text, level: r.level, needs: r.needsTest, test: want.test && r.settlingTest, under: want.under && r.confidence < 0.8 };
    expect(got).toEqual({ text, level, needs: true, test: want.test, under: want.under });
  }
}

describe(`${RULES.SPOON_POUR_DRINK_UNDECIDED.id}: a diminutive spoon is a spoon`, () => {
  it('reads teaspoons in several languages as the spoon of the pour', () => {
    const rows = [
      'jugo de mango espesado, cae despacio de la cucharita',
      'batido espesado, cae lentamente de la cucharilla',
      'suco de goiaba engrossado, escorre devagar da colherzinha',
      'succo di pera addensato, scende lentamente dal cucchiaino',
      'jus de pomme épaissi, coule lentement de la petite cuillère',
      'pinalapot na gatas, dahan-dahang tumutulo sa kutsarita',
      'angedickter Apfelsaft, läuft langsam vom Teelöffel',
    ];
    expectNeedsTest(rows, 1, { test: 'flow' });
  });
});

describe(`${RULES.FOREIGN_HOMOGRAPH.id}: a word that is also a food elsewhere needs its food context`, () => {
  it('reads Hindi पूरी (whole) and Italian "dal" (from the) as no food', () => {
    expectLevels([
      ['पूरी कटोरी खिचड़ी मसली हुई', 5],
      ['दलिया पूरी मिक्सी में पीसा, चिकना', 4],
      ['purea di mela, scende lenta dal barattolo, liscia', 4],
    ]);
  });
  it('keeps the bread puri where it is served as food', () => {
    expectLevels([
      ['नाश्ते में पूरी', 7],
      ['आलू पूरी', 7],
    ]);
  });
});

describe("IDDSI's translated level names are read at their level", () => {
  it('reads the official German, Spanish, French, Italian and Portuguese names', () => {
    expectLevels([
      ['Kakao leicht dickflüssig', 1, 'drink'],
      ['Orangensaft mäßig dickflüssig', 2, 'drink'],
      ['Kaffee mäßig angedickt', 2, 'drink'],
      ['Milch stark dickflüssig', 3, 'drink'],
      ['Apfelsaft stark angedickt', 3, 'drink'],
      ['Milch extrem dickflüssig', 4],
      ['zumo de piña poco espeso', 2, 'drink'],
      ['café moderadamente espeso', 3, 'drink'],
      ['jus de poire légèrement épais', 2, 'drink'],
      ['soupe de carottes liquéfiée', 3],
      ['tè lievemente densa', 2, 'drink'],
      ['suco de uva levemente espessado', 2, 'drink'],
      ['peixe moído e úmido', 5],
    ]);
  });
  it('keeps the colloquial "un poco espeso" on the thinner side', () => {
    expectLevels([['jugo de pera un poco espeso', 1, 'drink']]);
  });
});

describe(`${RULES.DIET_SET_ASIDE_FOR_FOOD.id}: a diet set aside for the food asks for the test`, () => {
  it('answers the dish and names the fork pressure test, in several languages', () => {
    const rows = [
      'puree diet patient, bed 3 - crumbed fish fingers',
      'für Bewohner mit Stufe 5: Wiener Schnitzel',
      'nivel 5 dieta picada: pollo frito',
      'Para kay Lolo (level 6): pritong bangus',
      '碎餐院友：炸鸡翼',
    ];
    expectNeedsTest(rows, 7, { test: 'fork_pressure' });
  });
});

describe(`${RULES.STATED_LEVEL_WHOLE_DISH.id}: a level beside a grilled or roast dish is a label`, () => {
  it('answers the dish (Level 7, needs the test, under 0.8) for a level after a dash or colon', () => {
    const rows = [
      'ayam panggang - level 4',
      'gà nướng: cấp 5',
      'cordero asado — nivel 4',
      'barbecued pork – L5',
      '烤鸭 - 5级',
      'frango grelhado - nível 4',
      'inihaw na liempo - level 5',
      'から揚げ – L4',
      'thịt heo nướng - cấp 5',
    ];
    expectNeedsTest(rows, 7, { under: true });
  });
  it('takes a word that says the dish was minced, puréed or tested tender', () => {
    expectLevels([
      ['roast lamb, minced finely to 4 mm, moist', 5],
      ['grilled beef puréed smooth with gravy, holds shape on the spoon', 4],
      ['roast turkey, skin off, diced under 1.5 cm, squashes under fork', 6],
    ]);
  });
});

describe(`${RULES.SOFT_GRAINS_IN_PORRIDGE.id}: a porridge of soft grains keeps its whole grains`, () => {
  it('reads a congee named with soft rice as Level 6, needing the test, under 0.8', () => {
    expectNeedsTest(['cháo cơm nhão', 'bubur beras, nasi lembek', 'congee with soft rice'], 6, { under: true });
  });
  it('keeps a blended congee at its own level', () => {
    expectLevels([['bubur nasi diblender sampai halus, tanpa butiran', 4]]);
  });
});

describe(`${RULES.HAZARD_SURVIVES.id}: water seen separating from a porridge is a mixed consistency (Cantonese)`, () => {
  it('reads 分咗水 / 水分咗出嚟 as thin liquid separating', () => {
    expectLevels([
      ['燕麥粥放耐咗，分咗水', 7],
      ['麥皮面頭有水分咗出嚟', 7],
    ]);
  });
});

describe(`${RULES.PIECES_LEFT_IN_DRINK.id}: pieces picked out of a drink may be left in it`, () => {
  it('keeps the mixed consistency unless the text says all went, in several languages', () => {
    expectLevels([
      ['soy milk, the nata de coco fished out', 7],
      ['奶茶，椰果揀走', 7],
      ['trà sữa, trân châu vớt bỏ', 7],
      ['teh susu, nata de coco dibuang', 7],
      ['soy milk, all the nata de coco fished out', 0, 'drink'],
      ['奶茶，椰果揀走晒', 0, 'drink'],
      ['trà sữa, trân châu vớt bỏ hết', 0, 'drink'],
      ['teh susu, nata de coco dibuang semua', 0, 'drink'],
    ]);
  });
  it('leaves a food picked out of a dish to FOOD_DISCARDED', () => {
    expectLevels([['pureed pumpkin, croutons discarded', 4]]);
  });
});

describe(`${RULES.TESTED_TENDER.id}: the side-of-fork cut in Vietnamese and Tagalog word orders`, () => {
  it('reads the cut as the test that shows the piece tender', () => {
    expectLevels([
      ['bò kho, miếng 1cm, dùng cạnh nĩa cắt được', 6],
      ['adobong baboy, 1.5cm na piraso, malambot, nahihiwa ng gilid ng tinidor', 6],
    ]);
  });
});

describe(`${RULES.HAZARD_SURVIVES.id}: Japanese te-forms of cutting and saucing are read`, () => {
  it('reads 刻んで / 角に切って and あんをかけた as the preparation of a soft cut to size', () => {
    expectLevels([
      ['豚肉を1cm角に切って、やわらかく煮た', 6],
      ['牛肉を5mm角に刻んで、あんをかけた、やわらかい', 6],
      ['牛肉を刻んで', 7],
    ]);
  });
});
