/**
 * Vocabulary for three rules: Spanish "tiene dieta …" names the eater's diet (rule ROLE_PRESCRIPTION); Italian
 * "non è uscita neanche una goccia" / "è rimasta tutta" is the flow test's no-flow result (rule FLOW_EMPTIED's
 * other side, answered by FLOW_TEST_LEVELS_0_3); Vietnamese "lọc hết" before a part ("lọc hết xơ") takes it out, a bare "hết" (all) does not
 * (rule HAZARD_REMOVED_BY_VERB). Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.ROLE_PRESCRIPTION.id}: "tiene dieta" is the eater's diet`, () => {
  it('the food served is judged on its own', () => {
    const c = classifyText(
      'el señor de la cama 3 tiene dieta nivel 6, hoy le dieron puré de calabaza liso, sin grumos, se queda en la cuchara',
    );
    expect([c.level, c.kind]).toEqual([4, 'food']);
    expect(c.setAside?.some((s) => s.role === 'prescription')).toBe(true);
  });
});

describe(`${RULES.FLOW_TEST_LEVELS_0_3.id}: Italian words for nothing flowing`, () => {
  it('"all of it stayed" is no flow result outside the syringe', () => {
    expect(classifyText('acqua, è rimasta tutta nel bicchiere').level).toBe(0);
  });
  it('read as the no-flow result, answered Level 3 with the fork and spoon tests asked', () => {
    const c = classifyText('succo addensato, prova della siringa: non è uscita neanche una goccia');
    expect([c.level, c.kind]).toEqual([3, 'drink']);
    expect(c.evidence.some((e) => e.code === 'no_flow')).toBe(true);
  });
});

describe(`${RULES.HAZARD_REMOVED_BY_VERB.id}: Vietnamese "lọc hết" before a part takes it out`, () => {
  it('fibres sieved out, smooth and holding on the spoon: a purée', () => {
    expectLevels([['bí đỏ hấp mềm, xay nhuyễn rồi lọc hết xơ, mịn, giữ hình trên muỗng', 4, 'food']]);
  });
  it('"hết" alone is "all": eating it all, bones too, takes no bones out', () => {
    expect(classifyText('cá hấp mềm, bà ăn hết cả xương').hazards.map((h) => h.code)).toContain('bones');
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

describe(`${RULES.ROLE_PRESCRIPTION.id}: a thickness written before a bed number stays the bed's order`, () => {
  it('the soup keeps its beans (a mixed consistency)', () => {
    expectLevels([['绿豆汤 中稠 2床', 7, 'food']]);
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

describe('Japanese "水分が分かれて" is thin liquid separating: a mixed consistency', () => {
  it('a rice porridge whose water separates is Level 7; one whose water does not separate is not raised', () => {
    const c = classifyText('五分粥、お皿に盛ると水分が分かれてくる');
    expect([c.level, c.kind]).toEqual([7, 'food']);
    expect(c.hazards.map((h) => h.code)).toContain('mixed_consistency');
    expect(classifyText('ミキサー粥、なめらかで水分が分かれていない、スプーンの上でまとまる').level).toBeLessThan(7);
  });
});
