/**
 * Drink classes once answered thicker than their words support: a thickener not yet added, a gelatin jelly cup
 * beside a thickened-fluids order, an app's JSON record with a flow test result. Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { keyValueAsFields } from '../../shared/iddsi/text/key-value';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.NEGATION_AFTER_PARTICLE.id}: a thickener "not (yet) in it" past a particle is not added`, () => {
  it('reads the served drink as thin beside a thickened order, in several languages', () => {
    expectLevels([
      ['山田さんは濃いとろみの指示。麦茶にはとろみ剤がまだ入っていない。', 0, 'drink'],
      ['母は薄いとろみ。ほうじ茶、とろみ剤が入っていない', 0, 'drink'],
      ['鈴木さんは中間のとろみ。コーヒーはとろみがまだついていない', 0, 'drink'],
      ['할머니는 중간 점도. 보리차에 점도증진제를 아직 안 넣었어요', 0, 'drink'],
      ['Mrs Kaur is on moderately thick drinks; her cordial, thickener not added yet', 0, 'drink'],
      ['दादाजी के लिए लस्सी, थिकनर नहीं डाला गया', 0, 'drink'],
      ['बुबाको लागि पानी, थिकनर हालेको छैन', 0, 'drink'],
      ['हजुरआमाको लागि दूध, थिकनर नहालेको', 0, 'drink'],
    ]);
  });
  it('keeps a thickener that is in the drink', () => {
    expect(classifyText('麦茶にとろみ剤が入っている').level).toBeGreaterThan(0);
    expect(classifyText('बुबाको लागि पानी, थिकनर हालेको').level).toBeGreaterThan(0);
  });
  it('is not confident', () => {
    expect(classifyText('山田さんは濃いとろみの指示。麦茶にはとろみ剤がまだ入っていない。').confidence).toBeLessThan(0.8);
  });
});

describe(`${RULES.GELATIN_JELLY_CUP.id}: a jelly cup said to be gelatin melts`, () => {
  it('answers Level 0 drink with the melting hazard beside a thickened-fluids order', () => {
    const r = classifyText('Grandad drinks Level 3 fluids. Is the orange jelly cup alright? It is gelatine.');
    expect([r.level, r.kind]).toEqual([0, 'drink']);
    expect(r.hazards.map((h) => h.code)).toContain('melts');
    expect(r.hazards.map((h) => h.code)).not.toContain('sticky');
    expect(r.confidence).toBeLessThan(0.8);
    expectLevels([
      ['阿公要饮中度稠，甜品系果冻杯，明胶做嘅', 0, 'drink'],
      ['祖母は薄いとろみ。おやつのミニカップゼリーはゼラチンです', 0, 'drink'],
    ]);
  });
  it('keeps a jelly cup not said to be gelatin, and a konjac one, as the konjac hazard', () => {
    for (const t of ['a jelly cup for afternoon tea', 'konjac jelly cup, no gelatin in it', 'konjac jelly cup and a gelatin dessert']) {
      const r = classifyText(t);
      expect(r.level).toBe(7);
      expect(r.hazards.map((h) => h.code)).toContain('sticky');
    }
  });
});

describe(`${RULES.APP_KEY_VALUE_FIELDS.id}: JSON fields are read as key: value fields`, () => {
  it('rewrites quoted keys, keeping every offset', () => {
    const json = '{"drink":"apple juice","label":"Level 2","flow_ml_left":3}';
    const read = keyValueAsFields(json);
    expect(read.length).toBe(json.length);
    expect(read).toContain('flow ml left:');
  });
  it('lets the flow test field decide over the label field', () => {
    expectLevels([
      ['{"drink":"thickened apple juice","label_level":3,"syringe_ml_left":2}', 1, 'drink'],
      ['{"product": "chocolate shake", "label": "Level 1", "flow_test_ml_left": 6.5}', 2, 'drink'],
    ]);
  });
  it('leaves a quoted word followed by a colon in prose alone', () => {
    const prose = 'she said "fine": tea only';
    expect(keyValueAsFields(prose)).toBe(prose);
  });
});

describe(`${RULES.NEGATION_CONDITIONAL_AFTER.id}: "without thickener she would choke" is a condition, not a missing thickener`, () => {
  it('keeps the stated level when 〜ないと / 〜ないように follow the negation (review D1)', () => {
    expectLevels([
      ['とろみ剤が入っていないと危ないので入れました。中間のとろみ', 3, 'drink'],
      ['とろみ剤が入っていないとむせるので、薄いとろみにしました', 2, 'drink'],
    ]);
  });
  it('still reads the plain statement as the thickener not added (must fire)', () => {
    expectLevels([['ほうじ茶、とろみ剤が入っていない。中間のとろみの指示', 0, 'drink']]);
  });
});

describe(`${RULES.NEGATION_CONDITIONAL_AFTER.id}: a purpose "〜ないように" still says the thing is kept away`, () => {
  it('keeps "so that no liquid separates" negated: no mixed consistency', () => {
    const r = classifyText('豚ひき肉、あんで和えて水分が分離しないようにした、フォークでつぶれる、4mm');
    expect(r.hazards.map((h) => h.code)).not.toContain('mixed_consistency');
  });
});
