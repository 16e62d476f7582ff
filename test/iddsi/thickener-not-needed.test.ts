/**
 * Rule THICKENER_NOT_NEEDED: a thickener the text says is not needed is not in the drink: the drink is
 * the thin one it is as usually served (drinks lean to the thinner level).
 */
import { describe, it } from 'vitest';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`rule ${RULES.THICKENER_NOT_NEEDED.id}: a thickener not needed is a thin drink`, () => {
  it('reads the denied need after the thickener word', () => {
    expectLevels([
      ['Orange juice - thickener not required', 0, 'drink'],
      ['Milk, thickener is no longer needed', 0, 'drink'],
      ['ほうじ茶、とろみは不要', 0, 'drink'],
      ['우유, 걸쭉하게 할 필요가 없음', 0, 'drink'],
      ['Café con leche, espesante ya no hace falta', 0, 'drink'],
      ['Kopi susu, pengental tidak diperlukan', 0, 'drink'],
    ]);
  });
  it('a drink already thick needs no more thickener: its level and its test stand', () => {
    expectLevels([
      ['Extremely thick Level 4 juice, thickener not needed', 4, 'drink'],
      ['Mildly thick level 2 from the pharmacy, thickener no longer needed', 2, 'drink'],
      ['Flow test: 6 ml left, thickener not needed', 2, 'drink'],
      ['Pre-thickened Level 2 orange juice, thickener not needed', 2, 'drink'],
    ]);
  });
  it('not much thickener needed is no denial of the thickener', () => {
    expectLevels([
      ['橙汁，增稠剂不用加太多', 1, 'drink'],
      ['茶加凝固粉唔使太多，少少稠', 1, 'drink'],
      ['Zumo, espesante no hace falta mucho, un poco espeso', 1, 'drink'],
      ['Tea thickened, thickener not needed to be stirred again', 1, 'drink'],
      ['Water flows freely, thickener not needed', 0, 'drink'],
    ]);
  });
  it('keeps a thickener that is needed', () => {
    expectLevels([
      ['Orange juice, thickener needed, mildly thick', 2, 'drink'],
      ['ほうじ茶、とろみ付き 薄いとろみ', 2, 'drink'],
    ]);
  });
});
