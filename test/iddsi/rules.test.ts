/**
 * One test per rule family and per language: explicit statements, legacy
 * terms, IDDSI test results, particle sizes, textures, foods, negation,
 * hazards, mixed consistency and the safety bias.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';

type Row = [text: string, level: number, kind?: 'food' | 'drink'];

function check(rows: Row[]) {
  for (const [text, level, kind] of rows) {
    const c = classifyText(text);
    expect({ text, level: c.level, ...(kind ? { kind: c.kind } : {}) }).toEqual({ text, level, ...(kind ? { kind } : {}) });
  }
}

describe('explicit statements (strongest evidence)', () => {
  it('reads level numbers in every language', () => {
    check([
      ['IDDSI level 5 chicken', 5],
      ['thickened water L2', 2],
      ['agua con espesante, nivel 2 IDDSI', 2],
      ['第4級 糊餐', 4],
      ['4级 高稠', 4],
      ['レベル2のとろみ水', 2],
      ['antas 1 na tubig', 1],
      ['tingkat 3 minuman', 3],
      ['cấp độ 6 thịt gà mềm', 6],
      ['อาหารระดับ 5', 5],
      ['niveau 4 purée', 4],
      ['lvl3 juice', 3],
    ]);
  });

  it('reads level names and legacy thickness terms', () => {
    check([
      ['mildly thick tea', 2, 'drink'],
      ['nectar-thick cranberry juice', 2, 'drink'],
      ['honey thick milk', 3, 'drink'],
      ['pudding-thick orange drink', 4, 'drink'],
      ['minced & moist fish', 5, 'food'],
      ['soft and bite-sized chicken', 6, 'food'],
      ['極微稠嘅橙汁', 1],
      ['中稠的汤', 3],
      ['薄いとろみのお茶', 2],
      ['中間のとろみ', 3],
      ['濃いとろみのジュース', 4],
      // "somewhat thick" is slightly or mildly thick: a drink takes the thinner reading
      ['medyo malapot na gatas', 1],
      ['susu sangat kental', 4],
      ['nước cam sệt vừa', 3],
      ['น้ำส้มข้นมาก', 4],
      ['leche consistencia miel', 3],
    ]);
  });

  it('beats a weaker kind of evidence that disagrees', () => {
    const c = classifyText('IDDSI level 4 pureed steak');
    expect(c.level).toBe(4);
    expect(c.strength).toBe('explicit');
  });
});

describe('IDDSI test results', () => {
  it('maps the flow test remaining volume to levels 0-4', () => {
    check([
      ['thickened juice, flow test: 0.5 ml left after 10 s', 0],
      ['thickened juice, flow test: 2 ml left after 10 s', 1],
      ['thickened juice, flow test: 6 ml left after 10 s', 2],
      ['thickened juice, flow test: 9 ml left after 10 s', 3],
      ['thickened juice, flow test: no flow, all 10 ml remained', 4],
      ['加凝固粉嘅橙汁，流動測試10秒後針筒剩低3毫升', 1],
      ['とろみ茶、シリンジで10秒後に6mL残った', 2],
      ['tubig na may pampalapot, 3 ml ang natira', 1],
      ['air dengan pengental, tersisa 7 ml setelah 10 detik', 2],
      ['nước làm đặc, còn lại 2 ml sau 10 giây', 1],
      ['น้ำเพิ่มความข้น เหลือ 6 มล. หลัง 10 วินาที', 2],
      ['agua con espesante, quedan 9 ml en la jeringa', 3],
    ]);
  });

  it('does not read the 10 ml syringe itself as a result', () => {
    check([['apple juice thickened so that 2 ml stays in the 10 ml syringe after 10 seconds', 1]]);
  });

  it('applies the safety bias on a flow-test boundary (drinks: the thinner level) and lowers confidence', () => {
    const four = classifyText('thickened tea, flow test 4 ml remaining after 10 seconds');
    const six = classifyText('thickened tea, flow test 6 ml remaining after 10 seconds');
    expect(four.level).toBe(1);
    expect(four.confidence).toBeLessThan(six.confidence);
  });

  it('reads fork drip, spoon tilt and fork pressure outcomes', () => {
    check([
      ['thick milk that drips slowly through the fork prongs', 3],
      ['purée that holds its shape on the spoon and falls off when tilted', 4],
      ['soft potato pieces, squashes easily with a fork, 1.5 cm', 6],
    ]);
  });

  it('maps particle sizes for adults and children', () => {
    check([
      ['minced chicken, pieces 4 mm', 5],
      ['chicken pieces 1.5 cm, soft', 6],
      ['chicken pieces 15 mm, soft', 6],
      ['soft chicken pieces 3 cm', 7],
      ['pieces under 4 mm, moist', 5],
      ['for a child: soft chicken pieces 4 mm', 6],
      ['paediatric: minced chicken 2 mm', 5],
      ['剁碎至4毫米嘅雞肉', 5],
      ['切成1.5厘米小块的软煮土豆', 6],
      ['pollo cocido tierno en trozos de 1,5 cm', 6],
    ]);
  });
});

describe('preparation and texture words', () => {
  it('reads preparation words in every language', () => {
    check([
      ['puréed carrots', 4, 'food'],
      ['minced beef in thick gravy', 5, 'food'],
      ['bite-sized soft chicken', 6, 'food'],
      ['打成糊狀嘅南瓜', 4],
      ['剁碎嘅雞肉', 6], // minced without moisture is at most bite-sized (round 3)
      ['剁碎嘅雞肉，拌埋杰汁', 5],
      ['ミキサーにかけたおかゆ', 4],
      ['giniling na baboy', 6] /* minced without moisture (round 3) */,
      ['wortel diblender halus', 4],
      ['bí đỏ xay nhuyễn', 4],
      ['ฟักทองบดละเอียด', 4],
      ['pollo triturado', 4],
      ['purée de carottes', 4],
    ]);
  });

  it('reads a thickened drink with no stated degree as the thinnest thickened level, below 0.8, the flow test to settle it', () => {
    const c = classifyText('thickened orange juice');
    expect(c.level).toBe(1);
    expect(c.kind).toBe('drink');
    expect(c.confidence).toBeLessThan(0.8);
    expect([c.needsTest, c.settlingTest]).toEqual([true, 'flow']);
  });

  it('reads "thick" differently for a food and for a drink', () => {
    check([
      ['thick soup', 3, 'drink'],
      ['白粥，煲得好杰', 5, 'food'],
    ]);
  });
});

describe('negation', () => {
  it('reads negated thickener as a thin drink in every language', () => {
    check([
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

describe('foods as usually served', () => {
  it('knows common foods and drinks across the cuisines', () => {
    check([
      ['plain tap water', 0, 'drink'],
      ['清水', 0, 'drink'],
      ['nước lọc', 0, 'drink'],
      ['teh manis', 0, 'drink'],
      ['お茶', 0, 'drink'],
      ['fish balls', 7, 'food'],
      ['炸雞髀', 7, 'food'],
      ['ayam goreng renyah', 7, 'food'],
      ['adobong manok', 7, 'food'],
      ['phở bò', 7, 'food'],
      ['ต้มยำกุ้ง', 7, 'food'],
      ['tortilla de maíz', 7, 'food'],
      ['congee', 5, 'food'],
      ['蒸水蛋', 5, 'food'],
      ['smooth yoghurt', 4, 'food'],
      ['steamed fish', 6, 'food'],
    ]);
  });

  it('lets a base decide over what is in it ("beef congee" is congee)', () => {
    check([['beef congee', 5], ['肉碎粥', 5]]);
  });

  it('keeps congee served with slices or pieces at Level 7 (mixed consistency)', () => {
    check([['鱼片粥', 7], ['皮蛋瘦肉粥', 7], ['arroz caldo', 7]]);
  });

  it('treats foods that melt as the thin liquid they become', () => {
    for (const text of ['ice cream', '雪糕', 'strawberry jelly']) {
      const c = classifyText(text);
      expect(c.level).toBe(0);
      expect(c.hazards.map((h) => h.code)).toContain('melts');
    }
  });
});

describe('hazards', () => {
  it('keeps hazardous regular foods at level 7 with their hazards', () => {
    const c = classifyText('a handful of roasted peanuts');
    expect(c.level).toBe(7);
    expect(c.hazards.map((h) => h.code)).toEqual(expect.arrayContaining(['hard', 'crunchy']));
    expect(classifyText('glutinous rice').hazards.map((h) => h.code)).toContain('sticky');
    expect(classifyText('grapes').hazards.map((h) => h.code)).toContain('skins_husks');
  });

  it('raises a modified food to level 7 when a hazard is named', () => {
    const c = classifyText('puréed pumpkin, but it has a crispy crust on top');
    expect(c.level).toBe(7);
    expect(c.raisedByHazard).toBe(true);
    expect(c.levelBeforeHazards).toBe(4);
    expect(c.hazards.map((h) => h.code)).toContain('crunchy');
    expect(classifyText('puréed carrots with crunchy bits of raw carrot').level).toBe(7);
  });

  it('flags thin liquid with pieces as a mixed consistency', () => {
    for (const text of ['minced beef with peas in thin gravy', 'chicken noodle soup', 'cornflakes with milk', '湯麵，麵條喺清湯入面']) {
      const c = classifyText(text);
      expect(c.level, text).toBe(7);
      expect(c.hazards.map((h) => h.code), text).toContain('mixed_consistency');
    }
  });

  it('does not flag a strained broth, or cereal whose milk is absorbed', () => {
    expect(classifyText('clear chicken broth, strained').level).toBe(0);
    expect(classifyText('Weetabix soaked in milk, all milk absorbed, mashed, lumps under 4 mm').level).toBe(5);
  });
});

describe('safety bias and confidence', () => {
  it('takes the higher level for split food evidence and the thinner for split drink evidence', () => {
    expect(classifyText('minced chicken, bite-sized').level).toBe(6);
    expect(classifyText('juice, slightly thick or mildly thick').level).toBe(1);
  });

  it('gives an unrecognised text a low confidence, never a confident level 7', () => {
    for (const text of ['asdfgh qwerty', '🙂🙂🙂', '12345', 'مرحبا بالعالم', 'The quick brown fox']) {
      const c = classifyText(text);
      expect(c.recognised, text).toBe(false);
      expect(c.confidence, text).toBeLessThanOrEqual(0.2);
      expect(c.strength).toBe('none');
    }
  });

  it('gives stronger evidence a higher confidence', () => {
    const flow = classifyText('thickened tea, 6 ml remained in the flow test after 10 s').confidence;
    const texture = classifyText('thickened tea').confidence;
    expect(flow).toBeGreaterThan(texture);
  });
});
