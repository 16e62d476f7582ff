/**
 * Records written as fields (care apps, kitchen forms): a thickener field whose value says none was used, and
 * the flow test's residue named in ml in the field's key. Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { RULES } from '../../shared/iddsi/text/rules';
import { runEngine } from '../../shared/iddsi/text/engine';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.FIELD_VALUE_NONE.id}: a field whose value is "none" negates the field`, () => {
  it('reads a drink recorded with no thickener as thin, in several languages', () => {
    expectLevels([
      ['log | drink: apple juice | thickener: none | test: n/a', 0, 'drink'],
      ['item = black coffee; thickened = no', 0, 'drink'],
      ['飲み物：麦茶　とろみ：なし', 0, 'drink'],
      ['饮品：橙汁，增稠剂：无', 0, 'drink'],
    ]);
  });
  it('reads a care plan\'s "X: none" as what the eater may not have, not what the dish lacks', () => {
    for (const text of ['Mixed consistencies: no. Cornflakes with milk', 'Nuts: none. Muesli', '骨：无。蒸鱼，软'])
      expect(runEngine(text).level, text).toBe(7);
  });
  it('does not read a sentence after the colon as the value', () => {
    expect(runEngine('thickener: no lumps, 2 scoops in water').level).toBeGreaterThan(0);
    expect(runEngine('Soup: no flow test done, clear broth').kind).toBe('drink');
  });
});

describe(`${RULES.FLOW_BARE_RESIDUE.id}: the residue named in ml in a field's key`, () => {
  it('reads a full syringe before the words that it emptied as the volume put in: Level 0', () => {
    expectLevels([
      ['Flow test: 10 ml in, nothing left', 0, 'drink'],
      ['thickened squash, syringe 10 ml, all ran out after 10 s', 0, 'drink'],
    ]);
    // "a drop or two came out" says nearly all stayed
    expect(runEngine('thickened milk, flow test about 10 ml left, barely moved, a drop or two came out').level).toBe(3);
  });
  it('reads the number after "remaining_ml=" or "residue (ml):" as ml left in the syringe', () => {
    expectLevels([
      ['syringe flow test | remaining_ml=<1 | drink: thickened tea', 0, 'drink'],
      ['flow test residue (ml): 6, thickened milk', 2, 'drink'],
    ]);
  });
});

describe(`${RULES.APP_KEY_VALUE_FIELDS.id}: an app's key=value fields are a form`, () => {
  it("reads the eater's diet-order key as the order and the item key as the food", () => {
    expectLevels([
      ['[WardLog] patient_diet=IDDSI 4 puree; item_given=strawberry ice cream; at=10:05', 0, 'drink'],
      ['[Log] resident_diet=L5 item=fruit jelly cubes time=12:00', 0, 'drink'],
    ]);
  });
  it("keeps the item's own level in its own fields, and leaves an equation alone", () => {
    expectLevels([
      ['[App] item=thickened water; level=2; test=syringe 10s left 6ml', 2, 'drink'],
      ['item=custard; texture=level 4', 4, 'food'],
    ]);
    expect(runEngine('1 scoop = 200ml of thickened water level 2').level).toBe(2);
  });
});
