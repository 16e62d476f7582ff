/**
 * Issue 14: an order said without a person word ("要喝…的", "…なので",
 * "he's …") or a diet named after a dish ("ミキサー食の方へ：") names the eater; a plain drink or a
 * food named beside it is judged as served (rules ROLE_ORDER_CLAUSE, ROLE_DIET_NAME_HEADING).
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../shared/iddsi/text/engine';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.ROLE_ORDER_CLAUSE.id}: an order clause without a person word names the eater`, () => {
  it('answers the plain drink beside the order as served, in Chinese, Japanese and English', () => {
    for (const text of [
      '要喝三级稠的，早上给了一杯豆奶',
      '只能飲二級稠嘅 下晝飲咗杯檸檬水',
      'とろみ薄いなので、ほうじ茶を出した',
      "she's L3 moderately thick, mug of cocoa",
    ]) {
      const r = runEngine(text);
      expect(r.level, text).toBe(0);
      expect(r.settlingTest, text).toBe('flow');
      expect(r.setAside.length, text).toBeGreaterThan(0);
    }
  });

  it('judges the food after an Indonesian order for the elderly at its own level', () => {
    expectLevels([['Bagi lansia diet lunak level 6: sate kambing', 7]]);
  });

  it('keeps a thickness word that describes the drink itself', () => {
    expectLevels([
      ['要喝的豆浆加了凝固粉，三级稠', 3],
      ['mildly thick orange juice', 2],
    ]);
  });
});

describe(`${RULES.ROLE_DIET_NAME_HEADING.id}: a diet named after a dish, heading another food`, () => {
  it('sets the dish word aside and judges the drink after the colon', () => {
    const r = runEngine('ミキサー食の入居者へ：煎茶');
    expect(r.level).toBe(0);
    expect(r.setAside.map((s) => s.matched)).toContain('ミキサー食');
  });

  it('keeps a dish named alone before a diet word', () => {
    expectLevels([['ペースト食', 4]]);
  });
});
