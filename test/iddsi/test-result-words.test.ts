/**
 * Test results and preparations read as data in the languages the engine reads: rules
 * FLOW_TEST_LEVELS_0_3, FLOW_COMPARATOR, FLOW_BARE_RESIDUE, FAILED_TEST_HARD, NEGATION_LIST_SCOPE,
 * ROLE_NEED_VERB and the hazard model's removals.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';

const standing = (text: string) => classifyText(text).hazards.map((h) => h.code);

describe('FLOW_TEST_LEVELS_0_3: a fork or spoon result beside "nothing flowed"', () => {
  it('a fork drip passed (negated drip) settles Level 4', () => {
    const c = classifyText('milk with thickener, syringe stayed full, nothing came out; sat on the fork and did not drip');
    expect([c.kind, c.level]).toEqual(['drink', 4]);
  });
  it('flow alone stays Level 3', () => {
    expect(classifyText('milk with thickener, nothing came out of the syringe').level).toBe(3);
  });
  it('"fork drip test" in Chinese names the test, not a drip', () => {
    const c = classifyText('盒上寫 Level 4, 叉滴測試: 堆喺叉上面, 冇滴落');
    expect(c.level).toBe(4);
  });
});

describe('FLOW_COMPARATOR and FLOW_BARE_RESIDUE', () => {
  it('"did not reach 1 ml" left is under 1 ml, in English, Tagalog and Spanish', () => {
    for (const text of [
      'thickened cordial, syringe 10 s, what was left did not reach 1 ml',
      'gatas na may pampalapot, sa syringe hindi umabot sa 1 ml ang natira',
      'leche con espesante, en la jeringa no llegó a 1 ml lo que quedó',
    ])
      expect(classifyText(text).level, text).toBe(0);
  });
  it('Japanese polite "not even 1 ml remained" is under 1 ml: Level 0', () => {
    expect(classifyText('麦茶、10秒後に1mlも残りません').level).toBe(0);
  });
  it('a form heading gives the unit of a bare residue', () => {
    expect(classifyText('ml remaining in syringe: >8').level).toBe(3);
    expect(classifyText('flow test, ml left: less than 1').level).toBe(0);
  });
});

describe('FAILED_TEST_HARD: needing a knife is Level 7 (IDDSI Level 6: no knife needed)', () => {
  it.each([
    ['en', 'level 6 steamed pumpkin, needed a knife to cut it'],
    ['ja', 'かぼちゃの煮物、ナイフが必要でした'],
    ['zh', '蒸南瓜，要用刀切'],
    ['es', 'calabaza al vapor, hizo falta cuchillo para cortarla'],
  ])('%s: %s', (_lang, text) => {
    expect(classifyText(text).level).toBe(7);
  });
  it('cutting with a knife as preparation is no result', () => {
    expect(classifyText('chicken cut with a knife into 1.5 cm pieces, soft, squashes under the fork').level).toBe(6);
  });
});

describe('hazard model: removals and their scope', () => {
  it('MASHED_JUICE_DRAINED: juice said not to separate from a mash takes the juicy hazard away', () => {
    expect(standing('peeled seedless grapes mashed, pieces under 4 mm, no juice running off')).not.toContain('juicy');
    expect(standing('melon cubes, juice running off')).toContain('juicy');
  });
  it('a removal phrase with its own negator is its own statement (vi)', () => {
    expect(standing('cá hấp không vảy không xương, miếng 1,5 cm')).not.toContain('bones');
  });
  it('Vietnamese tones keep words apart: "bò kho" is not "khô bò" read toneless', () => {
    expect(standing('thịt bò kho bỏ hết gân, xay nhuyễn, lọc qua rây')).not.toContain('fibrous');
  });
  it('"dibuang semua" before a hazard removes it (id)', () => {
    expect(standing('ikan kakap dibuang semua tulang, dicincang halus 4 mm')).not.toContain('bones');
  });
  it('Japanese: batter peeled off, minced, bound in a starch sauce', () => {
    const c = classifyText('とんかつの衣をはがして、肉を3mmに刻み、あんでとろみをつけた');
    expect(c.level).toBe(5);
  });
  it('a negation bounding a measure does not negate the fork test after it (zh)', () => {
    expect(classifyText('魚肉 唔大過4mm 叉一壓就散').level).toBe(5);
  });
});

describe('ROLE_NEED_VERB: Thai "is ordered" a thickened level', () => {
  it('a plain juice beside the order is Level 0', () => {
    const c = classifyText('คุณยายสั่งน้ำข้นระดับ 2 แต่นี่เป็นน้ำแอปเปิ้ลธรรมดา');
    expect([c.kind, c.level]).toEqual(['drink', 0]);
  });
});

describe('words that are other words elsewhere (TEXT_LANGUAGE_SCOPE) and small scopes', () => {
  it('Spanish "líquido" is any liquid: "líquido espeso" is thickened, not thin', () => {
    const c = classifyText('un vaso de líquido espeso para la cama 2');
    expect(c.kind).toBe('drink');
    expect(c.level).toBeGreaterThan(0);
  });
  it('Italian "semi" (seeds) is no hazard in an English "semi-solid"', () => {
    expect(standing('semi-solid supper for bed 3')).not.toContain('skins_husks');
    expect(standing('anguria con semi')).toContain('skins_husks');
  });
  it('FLOW_JUST_UNDER: "bit under 6 ml" left is a little below 6, Level 2', () => {
    expect(classifyText('thickened apple juice, bit under 6ml left in the syringe after 10 s').level).toBe(2);
  });
  it('NEGATION_LIST_SCOPE: a hazard qualifying the negated noun is negated ("no lumps of dry ...")', () => {
    expect(standing('semolina cooked soft, no lumps of dry semolina, pieces under 4 mm')).not.toContain('dry');
  });
  it("ROLE_WRITER_ACTS_AFTER_NAME: a room's order ends where the writer says what they did", () => {
    const c = classifyText('Rm 9 asked for pumpkin soup so I blended it smooth, it pours off the spoon slowly');
    expect(c.setAside ?? []).not.toContainEqual(expect.objectContaining({ matched: 'blended' }));
  });
});

describe('PREPARED_AFTER_DESCRIBED and MEASURED_MINCE: a later preparation undoes the described form', () => {
  it('leaves named, then blended or sieved, are no longer floppy', () => {
    expect(standing('cabbage leaves boiled soft, then blended and sieved, smooth')).not.toContain('floppy');
    expect(standing('lettuce leaves, chopped')).toContain('floppy');
  });
  it('meat shredded, then minced to a measured 4 mm, holds no strands', () => {
    expect(standing('boiled chicken shredded then chopped fine, bits under 4 mm, moist')).not.toContain('fibrous');
    expect(standing('boiled chicken shredded, 1 cm bits')).toContain('fibrous');
  });
});

describe('ROLE_PREPARED_TO_LEVEL: "thickened to Level N" is what was done, not whom it is for', () => {
  it.each([
    ['en', 'Ensure for room 4 thickened to Level 2 mildly thick as per the care plan', 2],
    ['es', 'leche para la cama 6 espesada a nivel 3 según el plan', 3],
  ])('%s: %s', (_lang, text, level) => {
    const c = classifyText(text);
    expect([c.kind, c.level]).toEqual(['drink', level]);
  });
  it.each([
    ['en', 'bed 4 coffee made up to level 2'],
    ['zh', '橙汁调到二级'],
    ['ja', 'りんごジュース、レベル2にした'],
    ['ko', '2단계로 만든 보리차'],
  ])('a plain drink made to a level is that level, with its test asked (%s: %s)', (_lang, text) => {
    const c = classifyText(text);
    expect([c.kind, c.level, c.confidence < 0.8]).toEqual(['drink', 2, true]);
  });
  it('asked for, the level stays the order (PLAIN_DRINK_STATED): drinks lean thinner', () => {
    expect(classifyText('Mrs Ong wants her coffee made to level 2').level).toBe(0);
  });
});

describe('limits of the rules above (inputs a review found)', () => {
  it('"hardly anything remains" in a syringe is no spoon tilt; a negated slide is no slide', () => {
    expect(classifyText('thickened tea, 10 s in the syringe, ほとんど残りません').level).toBeLessThan(4);
    expect(classifyText('とろみ茶、かたまりで落ちなかった').level).not.toBe(4);
  });
  it('a number that is no measure leaves a negation as it is', () => {
    expect(classifyText('thickened water, cannot 100% hold its shape on a spoon').level).toBeLessThan(4);
    expect(classifyText("water, didn't add the 2 scoops of thickener").level).toBe(0);
  });
  it('another negator before a "without bones" phrase still negates it', () => {
    expect(standing('pescado, no garantizo sin espinas, trozos 1,5 cm')).toContain('bones');
    expect(standing('cá không phải không xương, miếng 1,5 cm')).toContain('bones');
  });
  it('a spoon result that fails Level 4 beside no flow keeps Level 3', () => {
    expect(classifyText('nothing came out of the syringe after 10 seconds, it does not hold its shape on a spoon').level).toBe(3);
    expect(classifyText('tea, nothing came out of the syringe, drips slowly through the fork').level).toBe(3);
  });
  it('a fluid chart\'s "ml left" is no flow test', () => {
    expect(classifyText('fluid chart: tea 150 ml, ml left: 5').level).toBe(0);
  });
  it('a knife to open a carton is no fork pressure test', () => {
    expect(classifyText('thickened juice carton, needed a knife to open it').kind).toBe('drink');
  });
  it('a box of noodles is still noodles (盒面 only with a verb of writing is a label)', () => {
    expect(standing('午餐吃了一盒面')).toContain('round_long');
  });
  it('rice grains in a porridge or soup are a mixed consistency (ko)', () => {
    expect(standing('국에 밥알이 떠있음')).toContain('mixed_consistency');
  });
  it('an order asking for "thickened to Level N" stays the order', () => {
    const c = classifyText('Rm 2 asked for juice thickened to level 3, got thin apple juice');
    expect([c.kind, c.level]).toEqual(['drink', 0]);
  });
  it('a whole portion is no whole food', () => {
    expect(classifyText('level 5 minced and moist chicken, whole portion eaten').level).toBe(5);
  });
  it('Spanish "muy líquido" is runny', () => {
    expect(classifyText('atole, muy líquido').level).toBe(0);
  });
  it('a watermelon said not to leak juice on the plate still releases it in the mouth', () => {
    expect(standing('watermelon cubes 1 cm, no juice running off')).toContain('juicy');
  });
});

describe('ROLE_PAST_ORDER: a level or thickener of the past is not the drink served now', () => {
  it.each([
    ['en', 'cup of coffee; he used to have thickener level 3, not any more'],
    ['id', 'kopi susu; dulu pakai pengental level 3, sekarang tidak lagi'],
    ['zh', '咖啡，以前要加凝固粉三級稠，而家唔使'],
  ])('%s: %s is a thin drink', (_lang, text) => {
    const c = classifyText(text);
    expect([c.kind, c.level]).toEqual(['drink', 0]);
  });
  it('"diblender dulu" (blend first) is no past', () => {
    expect(classifyText('bubur ayam diblender dulu lalu disaring, halus, tidak ada gumpalan').level).toBe(4);
  });
});

describe('FLOW_COMPARATOR ranges joined by "and" in every language', () => {
  it.each(['en la jeringa quedaron entre 1 y 4 ml', 'na seringa ficaram entre 1 e 4 ml', '注射器里剩下1和4毫升之间'])(
    '%s is Level 1',
    (text) => {
      expect(classifyText(text).level).toBe(1);
    },
  );
});

it('REMOVAL_BEFORE: a classifier between the verb and the skin (剝走咗個皮) still removes it', () => {
  expect(standing('燒賣剝走咗個皮，豬肉剁碎到4毫米以下，濕濕地')).not.toContain('skins_husks');
});
