/**
 * A flow-test residue decides over the words that describe the pour
 * (rule FLOW_RESIDUE_DECIDES).
 */
import { describe, it } from 'vitest';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.FLOW_RESIDUE_DECIDES.id}: the residue outranks "flows slowly", "thick" and the drink's usual level`, () => {
  it('reads 1-4 ml left as Level 1 in several languages, with "about"', () => {
    expectLevels([
      ['mango smoothie, flows slowly, flow test about 3 ml left', 1, 'drink'],
      ['芒果奶昔，流得很慢，注射器测试大概剩3毫升', 1, 'drink'],
      ['マンゴースムージー、ゆっくり流れる、シリンジテストで3mlくらい残った', 1, 'drink'],
      ['batido de mango, espeso, prueba de flujo quedan unos 3 ml', 1, 'drink'],
      ['Makapal na mango shake, flow test mga 3 ml ang natira', 1, 'drink'],
      ['Jus alpukat kental, mengalir pelan, tes spuit sisa sekitar 3 ml', 1, 'drink'],
      ['น้ำมะม่วงปั่นข้น ไหลช้า ทดสอบไซริงค์เหลือประมาณ 3 มล.', 1, 'drink'],
      ['Sinh tố bơ xay mịn, chảy chậm, thử ống tiêm còn khoảng 2 ml', 1, 'drink'],
    ]);
  });
  it('leaves a residue that agrees with the pour words as it was', () => {
    expectLevels([['thickened cocoa, pours slowly, flow test 9 ml left', 3, 'drink']]);
  });
});
