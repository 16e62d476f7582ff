/**
 * Cantonese titles, local diet names, tests written in carers' words and hazards the text deals with,
 * closed as rules or vocabulary held as data. Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { RULES } from '../../shared/iddsi/text/rules';
import { runEngine } from '../../shared/iddsi/text/engine';

const hazardsOf = (text: string) => runEngine(text).hazards.map((h) => h.code);

describe(`${RULES.FOOD_CHARACTER_COMPOUND.id}: a surname and 生 is a title, not "raw"`, () => {
  it('reads 陳生 / 何生 as Mr Chan / Mr Ho in both scripts', () => {
    for (const text of ['免治豬肉細過4mm，濕潤，俾3號房梁生', '鱼肉碎唔超过4mm，湿润，俾陈生', '豆腐蒸得好腍，畀黃生']) {
      expect({ text, hard: hazardsOf(text).includes('hard') }).toEqual({ text, hard: false });
    }
  });
  it('still reads 生 as raw before a food', () => {
    expect(hazardsOf('生牛肉片 俾王生')).toContain('hard');
  });
});

describe(`${RULES.ROLE_THICKENED_DRINK_NAMED.id}: "thick" right before a named drink describes the drink served`, () => {
  it('reads a thick drink given to a bed as thickened, its level unknown (thinnest thickened reading)', () => {
    for (const text of ['杰嘅奶茶 俾8號床', '稠的橙汁 给3床', 'bed 4 thick apple juice']) {
      const r = runEngine(text);
      expect({ text, kind: r.kind, level: r.level, needsTest: r.needsTest }).toEqual({ text, kind: 'drink', level: 1, needsTest: true });
    }
  });
});

const dealtWith = (text: string) => runEngine(text).dealtWith;

describe(`${RULES.HAZARD_REMOVED_BY_VERB.id}: removal words in more forms`, () => {
  it('reads peeling, seeds taken out and fibres strained out as dealt with', () => {
    const rows: [string, string][] = [
      ['lạp xưởng bóc vỏ, hấp mềm, cắt miếng 1cm', 'skins_husks'],
      ['mini plums, took out the seeds, stewed soft, cut to 1.5cm', 'skins_husks'],
      ['芒果打爛，用篩隔晒啲纖維，好滑', 'fibrous'],
      ['rau muống luộc mềm, xay nhuyễn, lọc hết xơ, mịn', 'fibrous'],
    ];
    for (const [text, code] of rows) expect({ text, dealt: dealtWith(text).includes(code) }).toEqual({ text, dealt: true });
  });
  it('keeps a skin or fibre that was not taken out', () => {
    expect(hazardsOf('lạp xưởng hấp mềm, cắt miếng 1cm')).toContain('skins_husks');
    expect(hazardsOf('măng luộc, cắt miếng 1cm, vẫn còn xơ')).toContain('fibrous');
  });
});

describe(`${RULES.BLENDING_KEEPS_BONES_HUSKS.id}: a sieve named as a noun is sieving`, () => {
  it('reads "por colador" as sieved: the husks go', () => {
    const r = runEngine('puré de maíz, se pasó por un colador, liso');
    expect({ level: r.level, husks: r.hazards.some((h) => h.code === 'skins_husks') }).toEqual({ level: 4, husks: false });
    expect(hazardsOf('puré de maíz licuado, liso')).toContain('skins_husks');
  });
});

describe(`${RULES.MASHED_JUICE_DRAINED.id}: "no separation" in Japanese`, () => {
  it('takes the juice of a fruit minced to 4 mm away when no water separates, not of a cut one', () => {
    expect(dealtWith('メロンは4mm以下に刻んだ。水分の分離なし')).toContain('juicy');
    expect(hazardsOf('スイカを1.5cmに切った、水分の分離なし')).toContain('juicy');
  });
  it('reads fruit stewed soft (te-form) as cooked fruit', () => {
    expect(dealtWith('梨を柔らかく煮てからつぶした。粒は4mm以下')).toContain('juicy');
  });
});

describe(`${RULES.SPOON_TILT_SMOOTH_PUREE.id}: a spoonful that falls off as one mass is the tilt, not a lump`, () => {
  it('reads en and ar "in one lump / كتلة واحدة" off a tilted spoon as Level 4', () => {
    for (const text of [
      'beef stew blended smooth with gravy, comes off a tilted spoon in one lump, little left',
      'بطاطا مهروسة ناعمة جداً، تبقى على الملعقة وتسقط كتلة واحدة عند إمالتها',
    ]) {
      const r = runEngine(text);
      expect({ text, level: r.level, lumps: r.hazards.some((h) => h.code === 'mixed_consistency') }).toEqual({
        text,
        level: 4,
        lumps: false,
      });
    }
  });
  it('still reads a lump outside the spoon test', () => {
    expect(hazardsOf('sticky rice came out of the pot in one lump')).toContain('sticky');
  });
});

describe(`${RULES.LUMPS_NOT_PUREE.id}: grains "no longer seen" are no lumps`, () => {
  it('negates a lump word followed by 看不见 / 睇唔到', () => {
    for (const text of ['番薯煮到好烂，啲粒都看不见了，像糊一样，勺子舀起来成形', '南瓜蒸腍打成蓉，粒粒都睇唔到，好滑']) {
      expect({ text, level: runEngine(text).level }).toEqual({ text, level: 4 });
    }
  });
});

describe(`${RULES.FOREIGN_HOMOGRAPH.id}: the English café is a place, the Spanish café a coffee`, () => {
  it('reads the drink bought at the cafe, not a coffee', () => {
    for (const text of ['mango smoothie from the café for Rm 2', 'iced chocolate at the cafe downstairs']) {
      expect({ text, coffee: runEngine(text).evidence.some((e) => e.id === 'coffee') }).toEqual({ text, coffee: false });
    }
  });
  it('still reads café as coffee in Spanish and French', () => {
    for (const text of ['un café con leche para la abuela', 'un café pour papi']) {
      expect({ text, coffee: runEngine(text).evidence.some((e) => e.id === 'coffee') }).toEqual({ text, coffee: true });
    }
  });
});

describe(`${RULES.ROLE_PRESCRIPTION.id}: a target level and "que está en nivel" name the eater's order`, () => {
  it('judges the food described, not the target or the level the eater is on', () => {
    const rows: [string, number][] = [
      ['cottage pie tonight, mince under 4mm and moist. my target is Level 6', 5],
      ['Pollo picado fino a 3 mm, húmedo, para la Sra. Ruiz que está en nivel 6', 5],
      ['Puré de calabaza liso, se sostiene en la cuchara, para el señor que está en el nivel 6', 4],
    ];
    for (const [text, level] of rows) expect({ text, level: runEngine(text).level }).toEqual({ text, level });
  });
  it('keeps what is said of a food "que está en" a plate', () => {
    expect(hazardsOf('el arroz que está en el plato está duro')).toContain('hard');
  });
});

describe(`${RULES.LEGACY_NAME_HEDGED.id}: the UK stages and 蜜糖稠 are legacy names read as their level`, () => {
  it('reads "to stage N" and 蜂蜜稠 / 蜜糖稠 (honey-thick) as the level they name', () => {
    const rows: [string, number][] = [
      ['thickened the milk to stage 1 for Dad', 2],
      ['made her orange juice up to stage 2', 3],
      ['thickened the soup to stage 3', 4],
      ['妈妈喝蜂蜜稠的苹果汁', 3],
      ['蜜糖稠嘅豆漿', 3],
    ];
    for (const [text, level] of rows) expect({ text, level: runEngine(text).level }).toEqual({ text, level });
  });
});

describe(`${RULES.DRINK_DESCRIPTORS.id}: "very hard through a straw" in Vietnamese`, () => {
  it('reads a slow pour and a straw very hard to suck as Level 3', () => {
    const r = runEngine('nước cam pha bột làm đặc, đổ từ muỗng chảy chậm, hút ống hút rất khó');
    expect({ kind: r.kind, level: r.level }).toEqual({ kind: 'drink', level: 3 });
  });
});

describe(`${RULES.AMBIGUOUS_TERM.id}: "texture modified" and 軟菜 name no single level`, () => {
  it('reads "texture modified" as Levels 4-6: the highest, the test asked, below the cap', () => {
    for (const text of [
      'Mr Ito gets his texture modified lunch at noon',
      'comida de textura modificada para la abuela',
      '質地調整飲食 晚餐',
    ]) {
      const r = runEngine(text);
      expect({ text, level: r.level, needsTest: r.needsTest, capped: r.confidence <= RULES.AMBIGUOUS_TERM.confidence!.cap! }).toEqual({
        text,
        level: 6,
        needsTest: true,
        capped: true,
      });
    }
  });
  it('reads 軟菜 as the soft diet (Level 7 until tested), not as soft vegetables at 0.95', () => {
    const r = runEngine('軟菜');
    expect({ level: r.level, needsTest: r.needsTest, capped: r.confidence <= 0.55 }).toEqual({ level: 7, needsTest: true, capped: true });
  });
});

describe(`${RULES.TESTED_TENDER.id}: Tagalog "madurog sa tinidor" is the fork pressure result, not a crumbly food`, () => {
  it('reads the squash, and no dry hazard, in a moist mince', () => {
    for (const text of [
      'giniling na manok, basang-basa sa sarsa, 3mm, madurog sa tinidor',
      'isdang walang tinik, hinimay, basa, madurog ng tinidor',
    ]) {
      const r = runEngine(text);
      expect({
        text,
        dry: r.hazards.some((h) => h.code === 'dry'),
        squash: r.evidence.some((e) => e.id === 'fork_pressure_squash'),
      }).toEqual({
        text,
        dry: false,
        squash: true,
      });
    }
  });
  it('reads "di madurog ng tinidor" as a failed fork pressure test, and a crumbly biscuit as dry', () => {
    expect(runEngine('nilagang baka, di madurog ng tinidor').level).toBe(7);
    expect(hazardsOf('biskwit na tuyo at madurog')).toContain('dry');
  });
});

describe(`${RULES.FOOD_CHARACTER_COMPOUND.id}: a Thai word is not read inside another word's syllable`, () => {
  it('does not read บด (mashed) in ทดสอบด้วย (tested with)', () => {
    for (const text of ['นมใส่ผงเพิ่มความข้น ทดสอบด้วยไซริงค์ 10 วินาที เหลือ 7 มล.', 'ข้าวต้มปั่น ทดสอบด้วยช้อน']) {
      expect({ text, mashed: runEngine(text).evidence.some((e) => e.id === 'mashed') }).toEqual({ text, mashed: false });
    }
  });
  it('still reads บด where it is the word', () => {
    expect(runEngine('ฟักทองบดละเอียด').evidence.some((e) => e.id === 'pureed' || e.id === 'mashed')).toBe(true);
  });
});

describe(`${RULES.ROLE_LABEL.id}: Tagalog "nakalagay sa bote" is a label, "nakatayo sa ibabaw ng tinidor" the fork test`, () => {
  it('reads the fork result beside a full syringe as Level 4', () => {
    const r = runEngine(
      'Nakalagay sa bote Level 1, pero sa syringe test 10ml pa rin, wala talagang lumabas. Nakatayo sa ibabaw ng tinidor',
    );
    expect({ kind: r.kind, level: r.level }).toEqual({ kind: 'drink', level: 4 });
  });
  it('sets a packet level aside for what the text measured', () => {
    const r = runEngine('Nakalagay sa pakete Level 6 ang giniling na baboy, pero 3mm lang ang piraso, basa');
    expect({ level: r.level, label: r.setAside.some((s) => s.role === 'label') }).toEqual({ level: 5, label: true });
  });
});

describe('limits a review found: plan stages and Tagalog negatives', () => {
  it('"to stage N" is no thickness where a plan or trial moves to it', () => {
    expect(runEngine('orange squash - moved up to stage 2 of the plan').level).toBe(0);
    expect(runEngine('orange squash thickened to stage 2').level).toBe(3);
  });
  it('"ayaw / mahirap madurog sa tinidor" is a failed fork pressure test', () => {
    expect(runEngine('baboy, ayaw madurog sa tinidor').level).toBe(7);
  });
});
