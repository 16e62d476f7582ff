/**
 * Food rows a clinician would correct (clinical review of the text engine,
 * food-row items): each dish on the row of what it is as usually served, with the hazards that row carries.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

const hazardsOf = (text: string) => classifyText(text).hazards.map((h) => h.code);

describe(`${RULES.HAZARD_SURVIVES.id}: dishes moved to the row of what they are`, () => {
  it('shredded-beef dishes are stringy: ropa vieja, carne mechada style, stay Level 7 when only chopped', () => {
    expect(hazardsOf('ropa vieja con arroz')).toContain('fibrous');
    expectLevels([
      ['ropa vieja', 7, 'food'],
      ['ropa vieja cortada en trocitos', 7, 'food'],
    ]);
  });

  it('a rice crust is hard and crunchy, not soft rice: 飯焦, おこげ, 누룽지, cơm cháy, socarrat', () => {
    for (const text of ['煲仔飯嘅飯焦', 'おこげ', '누룽지', 'cơm cháy chà bông', 'socarrat de la paella']) {
      expect(classifyText(text).level).toBe(7);
      expect(hazardsOf(text)).toContain('crunchy');
    }
  });

  it('rice water (おもゆ, omoyu) is a thin liquid, not an infant cereal', () => {
    expectLevels([
      ['おもゆ', 0, 'drink'],
      ['omoyu for breakfast', 0, 'drink'],
    ]);
  });

  it('potato salad holds chunks and raw vegetable pieces: Level 7, not mashed potato', () => {
    for (const text of ['ポテサラ', '감자 샐러드', 'ensalada de papa', 'salad kentang', 'potato salad, mashed with a fork'])
      expect(classifyText(text).level).toBe(7);
    expectLevels([['mashed potato', 5, 'food']]);
  });

  it('tofu in hot broth or syrup is a mixed consistency; plain silken tofu stays soft', () => {
    for (const text of ['湯どうふ', 'tofu in hot broth', '咸豆花', '豆腐脑']) {
      expect(classifyText(text).level).toBe(7);
      expect(hazardsOf(text)).toContain('mixed_consistency');
    }
    expectLevels([
      ['silken tofu', 6, 'food'],
      ['嫩豆腐', 6, 'food'],
    ]);
  });

  it('an omelette is browned and often filled: Level 7 unless said soft and bite-sized; a Thai omelette is crisp', () => {
    expectLevels([
      ['plain omelette', 7, 'food'],
      ['tortang itlog', 7, 'food'],
      ['soft omelette cut into 1 cm pieces', 6, 'food'],
      ['scrambled eggs', 6, 'food'],
    ]);
    expect(hazardsOf('ไข่เจียวหมูสับ')).toContain('crunchy');
  });

  it('a jacket potato keeps its skin; the flesh alone, mashed, is Level 5', () => {
    expect(hazardsOf('baked potato with butter')).toContain('skins_husks');
    expectLevels([
      ['papa al horno', 7, 'food'],
      ['jacket potato flesh, mashed', 5, 'food'],
    ]);
  });

  it('fish sauce and soy sauce are thin liquids, not a gravy that binds minced food', () => {
    expectLevels([
      ['nước chấm', 0, 'drink'],
      ['kecap ikan', 0, 'drink'],
    ]);
    // a thin seasoning does not moisten minced meat (Minced & Moist needs a thick sauce or gravy)
    expect(classifyText('minced pork with fish sauce').level).toBe(7);
  });

  it('buttermilk (chaas, babeurre) is a thin cultured milk, not a drinking yoghurt: the thinner level first', () => {
    expectLevels([
      ['cultured buttermilk', 0, 'drink'],
      ['छाछ', 0, 'drink'],
      ['babeurre', 0, 'drink'],
    ]);
    expect(classifyText('buttermilk').needsTest).toBe(true);
  });

  it('British puddings are different foods: sponge and suet puddings, Yorkshire pudding, black pudding are Level 7', () => {
    for (const text of [
      'suet pudding',
      'treacle pudding and custard',
      "eve's pudding",
      'sponge and custard',
      'yorkshire puds',
      'black pudding',
    ])
      expect(classifyText(text).level).toBe(7);
    expectLevels([['chocolate pudding', 4, 'food']]);
  });

  it('a roast leg or wing keeps its bones; "roast chicken" names do not take them away', () => {
    for (const text of ['roast chicken legs', 'roast duck leg', 'turkey drumstick', '烤鸡腿']) expect(hazardsOf(text)).toContain('bones');
  });

  it('fried and battered foods are crunchy; only bone-in fried chicken and fried whole fish carry bones', () => {
    for (const text of ['hash browns', 'fish fingers', 'onion rings', 'tempura', '天ぷら', 'khoai tây chiên']) {
      expect(classifyText(text).level).toBe(7);
      expect(hazardsOf(text)).toContain('crunchy');
      expect(hazardsOf(text)).not.toContain('bones');
    }
    for (const text of ['fried chicken wings', 'ikan goreng', 'pritong bangus', 'ปลาทอด']) expect(hazardsOf(text)).toContain('bones');
  });

  it('fermented rice in its liquor (chè cơm rượu) is a mixed consistency, not a rice pudding', () => {
    expect(hazardsOf('chè cơm rượu')).toContain('mixed_consistency');
  });

  it('soupy rices (rice in a thin broth or water) are mixed consistencies, not smooth congee', () => {
    for (const text of ['湯泡飯', '汤泡饭', '雑炊', '三分粥', 'arroz caldoso', 'rice in broth', 'cơm chan canh', 'ข้าวแช่', 'ข้าวต้มเปล่า']) {
      expect(classifyText(text).level).toBe(7);
      expect(hazardsOf(text)).toContain('mixed_consistency');
    }
    expectLevels([
      ['plain congee', 6, 'food'], // rule PLAIN_CONGEE_NEEDS_TEST
      // JSDR 2021 lists 全粥 (whole soft grains) with soft rice in code 4, beside IDDSI Level 6; the
      // Level 5-like code 3 is the congee cooked so no liquid separates
      ['全粥', 6, 'food'],
      ['โจ๊ก', 6, 'food'],
    ]);
  });
});

describe(`rule ${RULES.FILLINGS_LEFT_OUT.id}: a dish's usual fillings carry its hazards`, () => {
  it('a savoury egg custard (茶碗蒸し) holds shrimp, ginkgo and mushroom: Level 7 as usually served', () => {
    expect(classifyText('茶わん蒸し').level).toBe(7);
    expect(hazardsOf('chawan mushi')).toEqual(expect.arrayContaining(['round_long', 'tough_fibrous']));
  });

  it('the same custard without its fillings is the set custard; a plain steamed egg stays soft', () => {
    expectLevels([
      ['chawanmushi without fillings', 5, 'food'],
      ['ちゃわんむし 具抜き', 5, 'food'],
      ['蒸水蛋', 5, 'food'],
    ]);
  });

  it('"no fillings" beside a soup still leaves its thin broth (rule BROTH_ONLY), not a custard', () => {
    expectLevels([['wonton soup, no fillings', 0, 'drink']]);
  });

  it("a Korean note's noun ending says the grains were strained as the past tense does (rule BROTH_ONLY)", () => {
    expectLevels([
      ['감주 한 컵, 밥알 다 걸러냄', 0, 'drink'],
      ['감주 한 컵, 밥알은 다 걸러냈어요', 0, 'drink'],
      ['감주 한 컵', 7, 'food'],
    ]);
  });

  it('a steamed egg with pieces of century and salted egg (三色蛋) is not a plain custard', () => {
    expect(classifyText('三色蒸水蛋').level).toBe(7);
  });
});

describe('a plain word for thin is not the IDDSI level name Thin', () => {
  it('Tagalog "malabnaw" (watery) beside a porridge describes the food, as "thin congee" does; "malabnaw na likido" is the level name', () => {
    for (const text of ['malabnaw na lugaw', 'champorado na malabnaw']) expect(classifyText(text).kind).toBe('food');
    expectLevels([
      ['malabnaw na likido', 0, 'drink'],
      ['tubig, malabnaw', 0, 'drink'],
    ]);
  });
});
