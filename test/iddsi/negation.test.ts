/** Negation before and after the word it negates, in every language. */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe('negation', () => {
  it('reads negated thickener as a thin drink in every language', () => {
    expectLevels([
      ['black coffee, no thickener', 0, 'drink'],
      ['とろみのないお茶', 0, 'drink'],
      ['tubig na walang pampalapot', 0, 'drink'],
      ['橙汁，冇加凝固粉', 0, 'drink'],
      ['没有加增稠剂的牛奶', 0, 'drink'],
      ['jus jeruk tanpa pengental', 0, 'drink'],
      ['nước cam không có chất làm đặc', 0, 'drink'],
      ['น้ำส้มไม่ใส่ผงเพิ่มความข้น', 0, 'drink'],
      ['leche sin espesante', 0, 'drink'],
    ]);
  });

  it('reads "no lumps" as smooth and "no bones" as no hazard', () => {
    expect(classifyText('pumpkin purée, no lumps').level).toBe(4);
    const fish = classifyText('steamed fish fillet, no bones, flakes easily');
    expect(fish.level).toBe(6);
    expect(fish.hazards.map((h) => h.code)).not.toContain('bones');
  });

  it('negates only the word the cue governs', () => {
    expect(classifyText('無糖綠茶').level).toBe(0);
    expect(classifyText('no lumps and holds its shape on a spoon').level).toBe(4);
  });
});

describe('negation after the word (Korean and Japanese verbs)', () => {
  it('reads "not put in" and "not made"', () => {
    expectLevels([
      ['점도증진제를 넣지 않은 물', 0, 'drink'],
      ['걸쭉하지 않은 보리차', 0, 'drink'],
      ['とろみをつけていないお茶', 0, 'drink'],
    ]);
  });
});

// Indonesian colloquial negation and a Hindi phrase whose first word is a bread (lexicon/colloquial.ts)
describe(`rule ${RULES.NEGATION_LIST_SCOPE.id}: colloquial Indonesian negators`, () => {
  it.each([
    ['ga ada', 'puding labu diblender halus, ga ada gumpalan, bisa dibentuk di sendok'],
    ['gak ada', 'puding labu diblender halus, gak ada gumpalan, bisa dibentuk di sendok'],
    ['nggak ada', 'puding labu diblender halus, nggak ada gumpalan, bisa dibentuk di sendok'],
    ['tdk ada', 'puding labu diblender halus, tdk ada gumpalan, bisa dibentuk di sendok'],
  ])('"%s" negates the lumps: a smooth purée that holds its shape is Level 4', (_neg, text) => {
    expect(classifyText(text).level).toBe(4);
  });

  it(`${RULES.LUMPS_NOT_PUREE.id}: without the negator the lumps stand, though it holds its shape (Level 5 at least)`, () => {
    expect(classifyText('puding labu diblender, ada gumpalan, bisa dibentuk di sendok').level).toBeGreaterThanOrEqual(5);
  });
});

describe(`rule ${RULES.FOREIGN_HOMOGRAPH.id}: Hindi "पूरी तरह" (completely) is not the bread पूरी`, () => {
  it('a fully softened, mashed dal-rice with grains under 4 mm is Level 5, with no bread hazard', () => {
    const r = classifyText('दाल चावल पूरी तरह से नरम, मसला हुआ, दाने 4 मिमी से छोटे');
    expect(r.level).toBe(5);
    expect(r.hazards).toEqual([]);
  });
});

describe(`rule ${RULES.FOOD_DISCARDED.id}: a food thrown away before serving is not in the dish`, () => {
  it.each([
    ['id', 'bubur ayam, ayam suwir dibuang, bubur diblender halus, bisa dibentuk di sendok'],
    ['en', 'chicken congee blended smooth, the shredded chicken picked out first, holds its shape on the spoon'],
  ])('%s: the smooth base decides (Level 4): %s', (_lang, text) => {
    const r = classifyText(text);
    expect(r.level).toBe(4);
    expect(r.hazards).toEqual([]);
  });

  it('a peeling verb takes a part off a food that stays: the peeled apple keeps its juicy hazard', () => {
    expect(classifyText('apel dikupas, dipotong kecil').level).toBe(7);
  });
});

// "no bits" must not reach past a contrast: a thin liquid separating after it is a mixed consistency
describe(`rule ${RULES.NO_BITS_KEEPS_SEPARATION.id}: "no bits" ends at a contrast, a separating liquid stated after it stands`, () => {
  it.each([
    ['en', 'mashed sweet potato, no lumps at all, but a thin liquid separates on the plate'],
    ['en', 'pureed carrots no lumps but thin liquid separates'],
    ['zh', '南瓜蓉，冇粒，但係有水分离'],
    ['ja', 'かぼちゃペースト、粒なし、でも離水あり'],
    ['es', 'puré de lentejas sin grumos, pero con líquido separado'],
    ['id', 'bubur sumsum tanpa gumpalan, tapi ada lapisan air di atas'],
    ['th', 'ข้าวต้มบด ไม่มีเม็ด แต่มีน้ำแยก'],
    ['vi', 'súp bí xay, không có cục, nhưng bị tách nước'],
    ['tl', 'lugaw na dinurog walang buo-buo kaso may hiwalay na sabaw'],
    ['ko', '호박죽 덩어리 없음 그런데 물이 분리됨'],
    ['fr', 'purée de carottes sans grumeaux, mais une couche de liquide'],
  ])('%s: a mixed consistency, Level 7: %s', (_lang, text) => {
    const r = classifyText(text);
    expect(r.level).toBe(7);
    expect(r.hazards.map((h) => h.code)).toContain('mixed_consistency');
  });

  it('"no bits" and no separating liquid still read smooth; the liquid negated with it is gone too', () => {
    expectLevels([
      ['pumpkin purée, no lumps', 4],
      ['congee blended, no lumps, no liquid separating', 4],
    ]);
  });
});

describe(`rule ${RULES.NEGATION_ENDS_AT_CONTRAST.id}: a hazard found after a contrast word stands`, () => {
  it.each([
    ['en', 'fish fillet, no bones, but a few small bones were found'],
    ['zh', '鱼柳冇骨，但係仲有啲细骨'],
    ['ja', '白身魚、骨なし、でも小骨が残っていた'],
    ['th', 'ปลานึ่งไม่มีก้าง แต่ยังมีก้างเล็กๆ'],
    ['id', 'ikan kukus tanpa duri, tapi masih ada duri kecil'],
    ['es', 'pescado sin espinas, pero quedan algunas espinas pequeñas'],
    ['fr', 'filet de poisson sans arêtes, mais il reste quelques arêtes'],
  ])('%s: bones stand, Level 7: %s', (_lang, text) => {
    const r = classifyText(text);
    expect(r.level).toBe(7);
    expect(r.hazards.map((h) => h.code)).toContain('bones');
  });

  it('skins taken off and found again stand; a removal with no contrast after it still removes', () => {
    expect(classifyText('grapes, skins removed, but some skins still on').hazards.map((h) => h.code)).toContain('skins_husks');
    expect(classifyText('fish fillet, no bones').hazards.map((h) => h.code)).not.toContain('bones');
  });
});
