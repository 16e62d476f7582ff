/**
 * Stage roles (issue 14, classes 2 and 3): rule ROLE_PRESCRIPTION sets aside a
 * level that names who the food is for or where it is served; rule ROLE_LABEL
 * lets a reported test outrank the level a label claims.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { runEngine } from '../../shared/iddsi/text/engine';
import { normalizeText } from '../../shared/iddsi/text/normalize';
import { clauseMarked, roleSpans } from '../../shared/iddsi/text/roles';
import { expectLevels } from '../support/iddsi';

describe('ROLE_PRESCRIPTION: who the food is for is not evidence about the food', () => {
  it('judges the food, not the diet order, menu, table, trolley or ward', () => {
    expectLevels([
      ['roast chicken for a resident who is on Minced & Moist', 7],
      ['steak and chips from the soft-diet trolley', 7],
      ['puree table – grilled chicken with crackling', 7],
      ['from the soft diet trolley: apple juice (not thickened)', 0],
      ['Mr Tan is on mildly thick fluids – given plain water from the jug', 0],
      ['碎餐枱：凍檸茶，冇加凝固粉', 0],
      ['Mesa de dieta triturada: tortilla de patatas en porciones normales', 7],
      ['Level 2 mildly thick tray: apple juice from the carton', 0],
      ['Bandeja nivel 5 (picado): pan tostado', 7],
      ['Para el comedor de dieta blanda: nueces', 7],
      ['L5 餐：花生', 7],
      ['二號床餐單：糊餐(L4)。今日送咗燒肉飯', 7],
      ['饮食单：碎餐。午饭送来炸鸡腿', 7],
      ['ใบสั่งอาหาร: อาหารบด L5 — ครัวส่งไก่ทอดมา', 7],
      ['食事箋：ミキサー食。昼は唐揚げが出た', 7],
    ]);
  });

  it('reports what it set aside', () => {
    const r = runEngine('steak and chips for the residents on Level 6');
    expect(r.setAside.map((s) => s.role)).toContain('prescription');
    expect(r.setAside.some((s) => /level 6/i.test(s.matched))).toBe(true);
  });

  it('keeps a text that is only about a diet (nothing else to judge)', () => {
    expect(runEngine('minced and moist diet').setAside).toEqual([]);
  });

  it('keeps the food named before a trailing cue out of the phrase', () => {
    expect(classifyText('mousse-like salmon puree for the level 4 diet').level).toBe(4);
    const t = normalizeText('salmon puree for the level 4 diet');
    const [span] = roleSpans(t.exact, [{ f: 'role_after', start: t.norm.indexOf('diet'), end: t.norm.indexOf('diet') + 4 }], () => -1);
    expect(t.norm.slice(span!.start, span!.end)).toBe('for the level 4 diet');
  });
});

describe('ROLE_LABEL: a reported test outranks a label', () => {
  it('follows the test when it contradicts the label', () => {
    expect(classifyText('thickened juice labelled moderately thick but the syringe ran down to 2 ml at 10 s').level).toBe(1);
    // no flow is more than 8 ml left, Level 3 (FLOW_TEST_LEVELS_0_3): here the test agrees with the label
    expect(classifyText('标签写着「中度稠」的增稠果汁，注射器测试10秒后一滴都没流出来，10ml都还在').level).toBe(3);
    const r = runEngine('carton says Level 2, flow test left 9 ml after 10 seconds');
    expect(r.level).toBe(3);
  });

  it('keeps the label when the test agrees', () => {
    expect(classifyText('pre-thickened OJ, carton says Level 2 – flow test 6 ml left at 10s').level).toBe(2);
  });
});

describe('ROLE_PRESCRIPTION: a diet named as an attribute of the eater', () => {
  it('sets aside "X patient", "resident on X" and a diet in brackets after a person', () => {
    expectLevels([
      ['resident on Level 3 moderately thick - this is just orange juice, no thickener', 0],
      ["Level 4 patient's drink: cold cola, no thickener", 0],
      ['puree diet patients – lunch: fried chicken wings', 7],
      ['For Mr. T (Level 5 minced): roast beef sandwich', 7],
      ['陳婆婆（碎餐）：炸雞髀', 7],
      ['碎餐病人嘅飲品：暖豆漿，冇加凝固粉', 0],
      ['给糊状饮食病人的饮料：冰柠檬茶，没有加增稠剂', 0],
      ['Pak Budi (diet bubur saring): sate ayam', 7],
    ]);
  });

  it('sets aside the eater\'s own fluids or diet ("her fluids are", Thai "patient on X diet")', () => {
    expectLevels([
      ['her fluids are level 3 but this is just water', 0],
      ['his diet is minced and moist; today: fried rice with peas', 7],
      ['ผู้ป่วยอาหารปั่น: น้ำส้ม ไม่ใส่สารเพิ่มความหนืด', 0],
    ]);
  });

  it('keeps what was given to a patient when the patient is only the receiver', () => {
    expect(classifyText('加咗凝固粉嘅水俾病人飲').level).toBeGreaterThan(0);
    expect(classifyText('ผู้ป่วยกินโจ๊กบดละเอียด').level).toBe(4);
    expect(classifyText('pureed carrots the patient likes').level).toBe(4);
    expect(classifyText('mildly thick juice patient drank').level).toBe(2);
  });

  it('names the bracketed diet among what it set aside', () => {
    const r = runEngine('Sra. López (nivel 4 triturado): pollo frito');
    expect(r.setAside.some((s) => s.role === 'prescription' && /4/.test(s.matched))).toBe(true);
    expect(r.level).toBe(7);
  });

  it('leaves a bracket that is not after a person alone', () => {
    expect(classifyText('salmon (level 4 puree), smooth, holds on the spoon').level).toBe(4);
  });

  it('reads a bracket after a food as describing that food, even when a person owns it', () => {
    const r = runEngine("Mr Tan's chicken (minced, 4 mm, moist)");
    expect(r.setAside).toEqual([]);
    expect(r.level).toBe(5);
  });

  it('sets aside a food word that is part of the diet name in the bracket', () => {
    expect(classifyText('Bà Lan (cháo xay): gà rán').level).toBe(7);
  });
});

describe('TEST_FAILS_STATED: a single-outcome test harder or thinner than the stated level decides', () => {
  it('a food called Level 6 that springs back under the fork is Level 7, the stated level set aside', () => {
    const r = runEngine('tray marked Level 6 soft & bite-sized: pork pieces, pressed with a fork they bounce back');
    expect(r.level).toBe(7);
    expect(r.setAside.map((s) => s.role)).toContain('label');
  });

  it('a drink called mildly thick that all flows through the syringe is thin', () => {
    expect(runEngine('jug says mildly thick, but in the syringe test it all flowed through within 10 s').level).toBe(0);
  });

  it('a test several levels pass contradicts nothing', () => {
    expect(runEngine('mildly thick milk, pours quickly off the spoon').level).toBe(2);
    expect(runEngine('Level 4 pureed pumpkin, squashes easily with a fork').level).toBe(4);
  });
});

describe('ROLE_PRESCRIPTION: a word repeated outside the diet name is evidence', () => {
  it('keeps the second "puree" when the first names the table', () => {
    const r = runEngine('puree table: smooth parsnip puree, no lumps');
    expect(r.level).toBe(4);
    expect(r.setAside.some((s) => s.role === 'prescription')).toBe(true);
  });
});

describe('ROLE_LABEL: a label phrase ends where the text turns to what was seen', () => {
  // the no-flow result is answered at Level 3 (FLOW_TEST_LEVELS_0_3); the label is still set aside
  it('reads the result after "but", "pero", "但" as a test, not as part of the label', () => {
    const r = runEngine("Jar labelled 'Level 2 mildly thick' but nothing came out of the syringe after 10 seconds");
    expect(r.level).toBe(3);
    expect(r.setAside.some((s) => s.role === 'label')).toBe(true);
    expect(runEngine('Nakasulat sa lalagyan Level 2, pero walang lumabas sa syringe').level).toBe(3);
    expect(runEngine('包装写二级，但针筒测试一滴都没流出来').level).toBe(3);
  });
});

describe('ROLE_PRESCRIPTION: "on <level> fluids", "the patient is <level>", "that one in the group"', () => {
  it("sets aside the eater's level written as a state or a group, in several languages", () => {
    expectLevels([
      ['on mildly thick fluids (L2): apple juice poured straight from the carton', 0],
      ['五床病人是3级稠，送来的是普通苹果汁', 0],
      ['畀二樓吞嚥組（三級稠）嗰位：凍檸茶', 0],
      ['Paciente con dieta nivel 3: jugo de manzana normal, sin espesante', 0],
    ]);
  });
});

describe('UNTHICKENED_DRINK: a drink said to be unthickened is judged as served', () => {
  it('sets the level beside it aside as the prescription and answers the thin drink', () => {
    const texts = [
      'Pasien diet cair kental level 3 — teh manis biasa, tidak dikentalkan',
      'For the L3 liquidised pts in bay 2 – orange squash, no thickener',
      '給二級稠嘅婆婆：熱奶茶，冇落凝固粉',
    ];
    expectLevels(texts.map((text) => [text, 0]));
    for (const text of texts)
      expect(
        runEngine(text).setAside.map((s) => s.role),
        text,
      ).toContain('prescription');
  });

  it('reads a thickener forgotten or run out beside a thickened level the same way, in several languages', () => {
    expectLevels([
      ['Level 3 moderately thick beaker for bay 2, but it was plain water, we forgot the thickener', 0, 'drink'],
      ['二級稠嘅伯伯，杯奶茶忘记加凝固粉', 0, 'drink'],
      ['nivel 3 para la abuela, se me olvido el espesante en el cafe', 0, 'drink'],
    ]);
  });

  it('keeps the stated level when the text also says the drink is thickened', () => {
    expect(classifyText('Level 3 moderately thick juice, no thickener added, pre-thickened carton').level).toBe(3);
  });

  it('lets a reported flow test decide instead', () => {
    expect(classifyText('Level 2 tray: apple juice, no thickener, 10 ml syringe left 6 ml after 10 s').level).toBe(2);
  });
});

describe("ROLE_PRESCRIPTION: a ward and the patient's fluids order", () => {
  it('a thickness named for the patient ("fluids pt") does not thicken the juice served', () => {
    expectLevels([
      ['Ward 3B, mildly thick fluids pt: orange juice', 0],
      ['Bed 4, moderately thick fluids pt: apple juice from the carton', 0],
    ]);
  });
});

describe('ROLE_PRESCRIPTION: a diet order before a food the engine does not know', () => {
  it('sets the order aside when the text names anything outside it, read or not', () => {
    for (const text of [
      'For residents on Level 5: zorblat pie',
      'Für Bewohner mit Kostform Stufe 6: Quarkbällchen',
      '연하식 4단계 환자분 간식: 약과',
    ]) {
      const r = runEngine(text);
      expect(r.setAside.length, text).toBeGreaterThan(0);
      expect(r.level, text).toBe(7);
    }
  });

  it('reads a text that is only the diet order as the diet', () => {
    expect(runEngine('for residents on level 6').level).toBe(6);
  });

  it('sets aside a drinks order written with "pt" after it', () => {
    const r = runEngine('lvl 3 drinks pt: plain water');
    expect(r.level).toBe(0);
    expect(r.setAside.map((s) => s.role)).toContain('prescription');
  });
});

describe('ROLE_PRESCRIPTION: the order written beside a name, a title or "patient + level"', () => {
  it('sets aside the clause after a name and a comma when the food follows a dash', () => {
    expectLevels([
      ['Ms Okafor, L3 moderately thick drinks — glass of plain milk', 0],
      ['Lola Caring, L4 puree - saging na saba', 7],
      ['李婆婆，三级中度稠 — 暖开水', 0],
    ]);
  });

  it('reads the clause after the name as the food when nothing follows it, or when it names a food', () => {
    expectLevels([
      ['Mrs Okafor, mildly thick orange juice', 2],
      ['Mr Lim, minced and moist chicken curry', 5],
    ]);
  });

  it('sets aside a level before the bracket after "patient", and a diet before a title that heads the text', () => {
    expectLevels([
      ['Pasien level 2 (kental ringan): air putih', 0],
      ['Bà Hoa mức 2 (đặc nhẹ): nước cam', 0],
      ['ミキサー食（レベル4）の鈴木さん：麦茶', 0],
    ]);
  });

  it('reads a spaced dash as a clause mark, not a dash inside a range', () => {
    expect(clauseMarked(normalizeText('Mr Osei, level 2 fluids — black coffee'))).toBe('mr osei, level 2 fluids|black coffee');
    expect(clauseMarked(normalizeText('pieces 3-4 mm - moist'))).toBe('pieces 3-4 mm|moist');
    expect(classifyText('Mr Osei, level 2 fluids — plain black coffee').level).toBe(0);
  });
});
