/**
 * Vocabulary for three rules: Spanish "tiene dieta …" names the eater's diet (rule ROLE_PRESCRIPTION); Italian
 * "non è uscita neanche una goccia" / "è rimasta tutta" is the flow test's no-flow result (rule FLOW_EMPTIED's
 * other side, answered by FLOW_TEST_LEVELS_0_3); Vietnamese "hết" before a part ("lọc hết xơ") takes it out
 * (rule HAZARD_REMOVED_BY_VERB). Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.ROLE_PRESCRIPTION.id}: "tiene dieta" is the eater's diet`, () => {
  it('the food served is judged on its own', () => {
    const c = classifyText('el señor de la cama 3 tiene dieta nivel 6, hoy le dieron puré de calabaza liso, sin grumos, se queda en la cuchara');
    expect([c.level, c.kind]).toEqual([4, 'food']);
    expect(c.setAside?.some((s) => s.role === 'prescription')).toBe(true);
  });
});

describe(`${RULES.FLOW_TEST_LEVELS_0_3.id}: Italian words for nothing flowing`, () => {
  it('read as the no-flow result, answered Level 3 with the fork and spoon tests asked', () => {
    const c = classifyText('succo addensato, prova della siringa: non è uscita neanche una goccia');
    expect([c.level, c.kind]).toEqual([3, 'drink']);
    expect(c.evidence.some((e) => e.code === 'no_flow')).toBe(true);
  });
});

describe(`${RULES.HAZARD_REMOVED_BY_VERB.id}: Vietnamese "hết" before a part takes it out`, () => {
  it('fibres sieved out, smooth and holding on the spoon: a purée', () => {
    expectLevels([['bí đỏ hấp mềm, xay nhuyễn rồi lọc hết xơ, mịn, giữ hình trên muỗng', 4, 'food']]);
  });
  it('"hết" before a food that is no part takes nothing out', () => {
    expect(classifyText('ăn hết thịt kho').level).toBe(7);
  });
});

describe(`${RULES.HAZARD_SURVIVES.id}: Cantonese "成粒" / "成塊" say the pieces are whole`, () => {
  it('a topped congee with its pieces whole is Level 7, beside a liquid diet on the menu', () => {
    expectLevels([
      ['餐單寫住流質，但係今日俾咗碗魚片粥佢，啲魚片都成粒成粒', 7, 'food'],
      ['叉燒成塊，未切過', 7, 'food'],
    ]);
  });
});

describe(`${RULES.ROLE_PRESCRIPTION.id}: a space ends a phone-typed Chinese clause before a bed number`, () => {
  it('what stands before the space is the item, not the bed\'s order', () => {
    expectLevels([
      ['红豆汤 隔走啲豆 只给汤水 5床用杯喝', 0, 'drink'],
      ['加咗凝固粉嘅橙汁 畀3號床', 1, 'drink'],
    ]);
  });
});

describe('only the liquid of a soup, drunk, is a thin drink', () => {
  it('solids taken out in Chinese and Japanese; a Spanish "caldito" is a broth', () => {
    expectLevels([
      ['豚汁、具は抜いて汁だけ飲ませました', 0, 'drink'],
      ['冬瓜汤只给汤水，用杯喝', 0, 'drink'],
      ['le preparé un caldito de pollo a mi papá', 0, 'drink'],
    ]);
  });
});
