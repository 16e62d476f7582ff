/**
 * A level in a heading, a "Diet order:", a question whether a food suits a level, or a level a doctor or
 * therapist gave names the eater's diet; the food or drink served is judged as served.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

function expectLevelsIt(rows: [string, number][]): void {
  it('the level words are set aside and the item is judged as served', () => expectLevels(rows));
}

describe(`${RULES.ROLE_LEVEL_HEADING.id}: a level-only heading over a food or drink names the eater's diet`, () => {
  it('a drink under a thickness heading is judged as served: Level 0, with the flow test', () => {
    for (const text of [
      'moderately thick fluids: apple juice',
      'slightly thick drinks: milk',
      '二级稠：苹果汁',
      '三级稠的奶奶喝了苹果汁',
      'とろみ薄い：牛乳',
    ]) {
      const c = classifyText(text);
      expect({ text, level: c.level, kind: c.kind, needsTest: c.needsTest }).toEqual({ text, level: 0, kind: 'drink', needsTest: true });
    }
  });

  it('a tough food under a texture heading keeps its hazard: Level 7', () => {
    const texts = [
      'minced and moist diet: pork chop',
      'puree diet - roast lamb',
      'dieta triturada: chuleta de cerdo',
      'makanan cincang: sate kambing',
    ];
    for (const text of texts) {
      const c = classifyText(text);
      expect({ text, level: c.level }).toEqual({ text, level: 7 });
      expect(
        c.hazards.map((h) => h.code),
        text,
      ).toContain('tough_fibrous');
    }
  });

  it('a heading over a food usually served below it, or a texture said of the food, still describes it', () => {
    expectLevels([
      ['Level 7: yoghurt', 7, 'food'],
      ['pureed diet: smooth apple puree', 4, 'food'],
    ]);
  });
});

describe(`${RULES.ROLE_AMBIGUOUS_DIET_HEADING.id}: a liquid-diet heading names the eater's diet`, () => {
  it('the item under it is judged from its own words, at the confidence of those words', () => {
    const c = classifyText('流质饮食：米汤');
    expect(c.setAside?.map((s) => s.role)).toEqual(['prescription']);
    expect({ level: c.level, kind: c.kind, ambiguous: c.ambiguousTerms ?? [] }).toEqual({ level: 0, kind: 'drink', ambiguous: [] });
    expect(classifyText('full liquid diet: custard, holds on the spoon and slides off when tilted').level).toBe(4);
  });
});

describe(`${RULES.ROLE_ORDER_AFTER_COLON.id}: "Diet order:" covers the order written after its colon`, () => {
  expectLevelsIt([
    ['Prescription: Level 4 puree. Lunch today: fried chicken', 7],
    ['Diet order: mildly thick. Served: coffee', 0],
  ]);
});

describe(`${RULES.ROLE_LEVEL_QUESTION.id}: asking whether a food suits a level asks about the eater`, () => {
  expectLevelsIt([
    ['Is bacon suitable for level 6?', 7],
    ['Can a level 5 resident have pork ribs?', 7],
    ['¿La chuleta es apta para nivel 5?', 7],
    ['sate ayam cocok untuk level 5?', 7],
    ['bánh mì có hợp với cấp 6 không', 7],
  ]);
});

describe(`${RULES.ROLE_REPORTED_ORDER.id}: the level a doctor or therapist gave names the eater`, () => {
  expectLevelsIt([
    ['the SLT said level 5 for grandpa, but I gave him a pork chop', 7],
    ['el médico dijo nivel 4, pero le di tostadas', 7],
    ['bác sĩ dặn cấp 5 nhưng hôm nay cho ăn sườn nướng', 7],
    ['父はレベル5って言われてるけど、唐揚げを食べた', 7],
    ['menurut dokter level 4, tapi dikasih sate ayam', 7],
    ['หมอสั่งระดับ 4 แต่วันนี้กินหมูทอด', 7],
    ['3床 医嘱：流质（0级）。今天的南瓜泥很稠，勺子倒扣能成形，不流动，不粘', 4],
  ]);

  it('a level the doctor said of the food itself still describes it', () => {
    expect(classifyText('the doctor said pureed carrots are fine').level).toBe(4);
  });
});
