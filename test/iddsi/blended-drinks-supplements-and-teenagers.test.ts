/** Blended drinks and their ingredients, supplements served unthickened beside the eater's order, teenagers. */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { runEngine } from '../../shared/iddsi/text/engine';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.BLENDED_DRINK_INGREDIENTS.id}: what went into a blended drink does not make it a food`, () => {
  it('reads a smoothie or shake of yoghurt and fruit as a drink, thin-leaning, in several languages', () => {
    expectLevels([
      ['a smoothie for grandpa, banana and yogurt, slightly thick', 1, 'drink'],
      ['yoghurt and berry smoothie for my dad', 1, 'drink'],
      ['芒果乳酪果昔，有啲杰', 1, 'drink'],
      ['いちごとヨーグルトのスムージー、少し濃い', 1, 'drink'],
    ]);
  });
  it('asks for the flow test and stays below high confidence when only "a bit thick" is said', () => {
    const r = runEngine('peach and yoghurt smoothie, sort of thick');
    expect({ kind: r.kind, needsTest: r.needsTest, low: r.confidence < 0.8 }).toEqual({ kind: 'drink', needsTest: true, low: true });
  });
  it('keeps a blended congee a food (Thai "ปั่น" is also the verb blended)', () => {
    expect(classifyText('โจ๊กปั่น ข้นมาก').kind).toBe('food');
  });
  it('keeps a solid dish served beside the shake as the food', () => {
    expectLevels([['vanilla milkshake with a biscuit', 7, 'food']]);
  });
});

describe(`${RULES.UNTHICKENED_DRINK.id}: a supplement or drink served without its thickener is thin`, () => {
  it("reads a supplement brand straight from the bottle as thin beside the eater's chart (rule ROLE_PRESCRIPTION)", () => {
    expectLevels([
      ["Dad's chart says level 3 drinks, can he have the Ensure as it is?", 0, 'drink'],
      ['the chart says mildly thick fluids; gave her some Ensure from the fridge', 0, 'drink'],
    ]);
  });
  it('does not read the verb "ensure" as the supplement', () => {
    expectLevels([['please ensure the orange juice is thickened to level 2', 2, 'drink']]);
    // "ensure ok / straight / milk" is the verb before a clause: the food stays a food (review30 K1)
    for (const text of [
      'Ensure straight away that the custard is smooth and lump free',
      'Kindly ensure ok to swallow: mashed swede, smooth, holds shape',
      'Staff to ensure milk pudding is smooth, holds its shape on the spoon',
    ])
      expect(classifyText(text).kind, text).toBe('food');
    // the supplement asked about straight from its bottle or carton is still read
    expect(classifyText('Dad is on Level 2 drinks. Is Ensure okay straight from the carton?').level).toBe(0);
  });
  it('reads the thickener left out in Taglish and Korean', () => {
    expectLevels([
      ['yung gatas ni lolo, hindi ko na nilagyan ng thickener', 0, 'drink'],
      ['juice ni lola, naubusan ng thickener', 0, 'drink'],
      ['ang Ensure ni tatay hindi na nilagyan ng pampalapot', 0, 'drink'],
      ['아버지 우유에 증점제를 안 넣었어요', 0, 'drink'],
    ]);
  });
});

describe(`${RULES.POP_CHILD_AGE.id}: a teenager is a child for IDDSI particle sizes`, () => {
  it('reads 3 mm pieces for a teenager as Level 6 (over the paediatric 2 mm), in several languages', () => {
    expectLevels([
      ['teenage boy: minced chicken about 3 mm, moist with sauce', 6, 'food'],
      ['高校生、ひき肉 3mm、あんかけ', 6, 'food'],
      ['고등학생 환자, 다진 소고기 3mm 촉촉하게', 6, 'food'],
      ['bệnh nhân vị thành niên, thịt băm 3mm, ướt', 6, 'food'],
    ]);
  });
});

describe(`${RULES.UDF_CATEGORY_RANGE.id}: each Universal Design Food category reads its own range`, () => {
  it('reads category 4 as a purée and category 3 as Level 5 or 6, flagged, with the test asked', () => {
    expectLevels([
      ['UDF区分4 かまなくてよい 白身魚のムース', 4, 'food'],
      ['UDF区分4のおかゆ（レトルト）', 4, 'food'],
    ]);
    const r = runEngine('ユニバーサルデザインフード区分3 やわらか肉じゃが');
    expect({ in: [5, 6].includes(r.level), needsTest: r.needsTest }).toEqual({ in: true, needsTest: true });
  });
  it('reads a bare 区分N as no UDF category: care-need and disability categories use it (review30 K5)', () => {
    expectLevels([
      ['要介護区分2の祖母、おかゆをミキサーでなめらかに、スプーンを傾けると一塊で落ちる', 4, 'food'],
      ['要介護区分3の母、ムース食、スプーンですくえる', 4, 'food'],
    ]);
  });
  it('keeps "crushed by the tongue" alone a description of any soft texture', () => {
    expectLevels([['ムース食の白身魚、なめらかで舌でつぶせる', 4, 'food']]);
  });
});

describe(`${RULES.BABY_FOOD_STAGE.id}: baby-food stages are labels, stages 2 and 3 hold lumps or pieces`, () => {
  it('reads stage 3 (pieces) above a purée, flagged, in English and Chinese', () => {
    expectLevels([
      ['stage three baby jars for my father', 7, 'food'],
      ['Stage 3 pureed baby dinner for nan', 7, 'food'],
      ['三段菜泥俾公公', 7, 'food'],
    ]);
    expect(runEngine('stage 3 pouch for grandma').ambiguousTerms.length).toBeGreaterThan(0);
  });
  it('reads stage 1 as a purée and stage 2 as no purée', () => {
    expectLevels([['a stage 1 jar for dad', 4, 'food']]);
    expect(classifyText('stage 2 baby food for my husband').level).toBeGreaterThanOrEqual(5);
  });
});

describe(`${RULES.AMBIGUOUS_TERM.id}: Korea's 다진식 (minced diet) is the minced legacy name`, () => {
  it('reads Level 5 or 6, no longer Level 7, when nothing else is said', () => {
    expect([5, 6]).toContain(classifyText('다진식: 두부조림').level);
  });
});

describe(`${RULES.HEDGED_THICK_DRINK.id}: "a bit thick" after a verb "drunk down" (饮落去, 喝下去) is still read`, () => {
  it('does not take the directional 去 for the removal 去 that negates what follows', () => {
    expectLevels([
      ['阿爺話杯奶茶飲落去有啲杰', 1, 'drink'],
      ['这杯果汁喝下去有点稠', 1, 'drink'],
    ]);
  });
  it('keeps the removal 去 before a drink word', () => {
    expectLevels([['去冰檸檬茶', 0, 'drink']]);
  });
});
