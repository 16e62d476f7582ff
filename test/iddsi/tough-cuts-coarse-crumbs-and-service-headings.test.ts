/**
 * Food-side classes: tough foods cut small, coarse crumbs,
 * a menu or table heading beside the food's own evidence, casings and skins taken off, and a soup served
 * to drink. Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../shared/iddsi/text/engine';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels, expectStandingHazard } from '../support/iddsi';

describe(`a tough cut of meat cut small stays tough (rule ${RULES.HAZARD_SURVIVES.id})`, () => {
  it('reads steak in every language as tough meat, whatever the piece size', () => {
    expectStandingHazard(
      ['猪排切成1厘米小块', 'bò bít tết cắt miếng 1 cm', 'สเต๊กหมูหั่นชิ้น 1 ซม.', 'bistik sapi dipotong dadu 1 cm', 'steak hiniwa nang 1 cm'],
      7,
      'tough_fibrous',
    );
  });
  it('lets a fork pressure result show the cut tender', () => {
    expect(runEngine('羊排切成1厘米小块, fork pressure test: squashes easily and does not return to shape').level).toBe(6);
  });
});

describe(`a nut ground to coarse crumbs keeps its hardness (rule ${RULES.COARSE_KEEPS_HARD.id})`, () => {
  it('reads grinding or puréeing words beside a coarse result as hard bits', () => {
    expectStandingHazard(
      [
        'almonds blended to coarse crumbs, stirred into yoghurt',
        'kacang tanah dihaluskan jadi remahan kasar, ditaburkan di atas puding',
        'đậu phộng xay thành vụn thô rắc lên cháo',
        'ถั่วลิสงป่นหยาบ โรยบนโจ๊ก',
        'nueces trituradas en migas gruesas sobre el pure',
      ],
      7,
      'hard',
    );
  });
  it('still reads a nut ground to a smooth paste as a sticky paste, not hard bits', () => {
    const r = runEngine('almonds blended to a smooth paste');
    expect(r.hazards.map((h) => h.code)).toEqual(['sticky']);
  });
});

describe(`a menu or table heading names the service, not the food (rule ${RULES.ROLE_SERVICE_HEADING.id})`, () => {
  it('judges the food under the heading by its own evidence', () => {
    expectLevels([
      ['Menu level 4 (puree): beef stew with potato chunks, thin gravy pooling', 7, 'food'],
      ['Table 6 (L4 pureed): cottage pie, mince about 3 mm, moist, mashes with a fork, no thin liquid', 5, 'food'],
      ['Menu level 6 (lunak): sop bakso dengan potongan wortel, kuah bening', 7, 'food'],
    ]);
  });
  it('keeps a level marked on the tray a label that a test result outranks', () => {
    const r = runEngine('plate marked Level 5 minced: lamb pieces, pressed with a fork they spring back');
    expect(r.level).toBe(7);
    expect(r.setAside.map((s) => s.role)).toContain('label');
  });
});

describe(`a Thai level number ends the diet order (rule ${RULES.ROLE_THAI_LEVEL_CLOSES.id})`, () => {
  it('reads the tests after the order as the food', () => {
    expectLevels([
      ['เตียง 3 สั่งอาหารระดับ 6 วันนี้ได้ฟักทองปั่นละเอียด วางบนส้อมเป็นก้อนไม่หยด', 4, 'food'],
      ['เตียง 2 อาหารระดับ 4 เย็นนี้ได้ข้าวต้มหมูสับ มีเม็ดข้าวเป็นเม็ดๆ', 7, 'food'],
    ]);
  });
});

describe(`skins and casings taken off are dealt with (rule ${RULES.HAZARD_REMOVED_BY_VERB.id})`, () => {
  it('reads sausage meat out of its casing, minced small and moist, as Minced & Moist', () => {
    expectLevels([
      ['pork sausages, meat pushed out of the casings, minced to 3 mm, in a thick gravy, no thin liquid', 5, 'food'],
      ['chorizo fresco sacado de la tripa, picado fino de 3 mm, con salsa espesa, sin liquido suelto', 5, 'food'],
    ]);
  });
  it('reads Japanese 外す (take off) after the skin as the skin removed', () => {
    expectLevels([['鮭の塩焼き、骨を取って皮も外して、ほぐして1cm以下、フォークで押すとつぶれる', 6, 'food']]);
  });
  it('keeps the casing when nothing took it off', () => {
    expectStandingHazard(['pork sausages minced to 3 mm in thick gravy'], 7, 'skins_husks');
  });
});

describe(`a thick soup served to drink is a drink of unknown thickness (rule ${RULES.DRUNK_SOUP_THICK.id})`, () => {
  it('answers the thinnest thick drink and asks for the flow test', () => {
    for (const text of ['tomato soup, smooth and thick, in a mug', 'thick beef broth for supper', 'ซุปฟักทองข้นๆ ดื่มจากแก้ว']) {
      const r = runEngine(text);
      expect({ text, level: r.level, kind: r.kind, needsTest: r.needsTest }).toEqual({ text, level: 1, kind: 'drink', needsTest: true });
    }
  });
  it('still reads a bowl of thick soup as the level both readings accept', () => {
    expect(runEngine('a bowl of thick soup').level).toBe(4);
  });
});

describe(`a fork pressure result shows the one solid food tender, a sauce beside it is no second solid (rule ${RULES.TESTED_TENDER.id})`, () => {
  it('reads meat in a sauce or gravy that squashes under the fork as tender', () => {
    expectLevels([
      ['pork shoulder, slow braised, diced 1 cm, in gravy, squashes easy under the fork', 6, 'food'],
      ['beef cheek in red wine sauce, cut to 1cm bits, squash easily with a fork, nail blanches', 6, 'food'],
    ]);
  });
  it('still keeps the toughness of meat beside another solid food', () => {
    expectStandingHazard(['roast lamb and carrots diced 1 cm, squashes under the fork'], 7, 'tough_fibrous');
  });
  it('still reads squash the vegetable', () => {
    expectLevels([['butternut squash, steamed soft, 1cm cubes', 6, 'food']]);
  });
});

describe(`every item of a removed list is dealt with (rule ${RULES.NEGATION_LIST_SCOPE.id})`, () => {
  it('reads "skin and all the bones" after a removal verb as both removed', () => {
    expectLevels([['mackerel, took off the skin & all the bones, flaked, mashed with a fork, bits 3 mm, moist', 5, 'food']]);
  });
  it('reads Chinese "no thin soup separating" as no separate thin liquid', () => {
    expectLevels([
      ['猪肉末颗粒3毫米，湿润，没有稀的汤水分离出来', 5, 'food'],
      ['鸡肉碎大概2毫米，好湿润，冇汤水分离', 5, 'food'],
    ]);
  });
});

describe('a Japanese word for the meal is not the rice ("夕飯", "晩ご飯")', () => {
  it('judges the dish served at the meal', () => {
    expectLevels([
      ['晩ご飯：鶏ひき肉のあんかけ、粒は2mm、水っぽくない', 5, 'food'],
      ['昼ご飯は魚のそぼろ、粒は3mm、あんでまとまっている', 5, 'food'],
    ]);
  });
  it('still reads rice named at the meal', () => {
    expectStandingHazard(['夕飯は白いご飯と焼き魚'], 7, 'sticky');
  });
});

describe(`a dry food blended without liquid is crumbs (rule ${RULES.BLENDED_DRY_STAYS_CRUMBS.id})`, () => {
  it('keeps the dry and crunchy hazards of biscuits or crackers blended dry, or made into crumbs', () => {
    expectStandingHazard(
      [
        'digestive biscuits blitzed in the food processor',
        'bánh quy xay',
        'クラッカーをミキサーにかけた',
        'digestive biscuits blended to crumbs, on the custard',
        'galletas trituradas en migas sobre las natillas',
      ],
      7,
      'crunchy',
    );
  });
  it('reads a blend with liquid or a wet base as a purée', () => {
    expectLevels([
      ['biscuits blended into custard', 4, 'food'],
      ['biscuits blended with custard until smooth, holds its shape on the spoon', 4, 'food'],
    ]);
  });
});

describe(`a label contradicted by the spoon tilt test (rule ${RULES.ROLE_LABEL.id})`, () => {
  it('reads Indonesian "pas dicek" (when checked) as no negation, and the spoon tilt words as the test', () => {
    expectLevels([
      ['Label: level 5. Pas dicoba halus, tetap di atas sendok, dimiringkan langsung jatuh', 4, 'food'],
      ['kemasan tertulis level 6, tapi pas dicek puding labu halus, tetap di sendok, dimiringkan jatuh bersih', 4, 'food'],
    ]);
  });
});
