/**
 * Issue 14, class 7: rule HEDGED_CLAIM. A claim the writer marks
 * as a guess, with no test reported, is no finding: the safer texture stands
 * (foods Level 7, drinks the thinnest the text allows), needs_test, and the
 * confidence stays low.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../shared/iddsi/text/engine';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe('HEDGED_CLAIM: a guessed level is settled by the test, the safer texture until then', () => {
  it('answers a hedged food claim Level 7 in every language the hedges are written in', () => {
    expectLevels([
      ['soft & bite sized?? - lasagne', 7],
      ['mince n gravy, menu says L5 but looks quite lumpy, not tested', 7],
      ['碎餐, 唔知切得幾細', 7],
      ['makanan cincang, katanya level 5', 7],
      ['cháo xay, hình như mức 4', 7],
      ['dieta picada, no estoy segura del tamaño', 7],
    ]);
  });

  it('answers a hedged drink the thinnest level the text allows', () => {
    expectLevels([
      ['mango nectar, malapot daw sabi ni ate', 0],
      ['加咗凝固粉嘅水，唔知幾杰', 1],
    ]);
  });

  it('asks for the test and caps the confidence', () => {
    const r = runEngine('soft & bite sized?? - lasagne');
    expect(r.needsTest).toBe(true);
    expect(r.settlingTest).toBe('fork_pressure');
    expect(r.confidence).toBeLessThanOrEqual(RULES.HEDGED_CLAIM.confidence.cap);
  });

  it('leaves a reported test to decide, and comparisons that are no hedge', () => {
    expectLevels([
      ['Level 4 puree, not sure, holds shape on spoon, slides off easily', 4],
      ['蜂蜜狀的果汁', 3],
    ]);
  });
});
