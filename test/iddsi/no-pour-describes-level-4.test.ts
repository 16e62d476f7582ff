/**
 * "Does not pour", "cannot be drunk from a cup": IDDSI's own description of Level 4, unlike "eaten with a spoon"
 * (Level 3 may be spooned too). Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';

describe(`${RULES.NO_POUR_DESCRIBES_LEVEL_4.id}: a drink said not to pour is Level 4, the spoon tilt test asked`, () => {
  it('answers Level 4 at moderate confidence, alone or beside an empty-syringe result', () => {
    for (const t of [
      '芝麻糊冲好了很稠，要用勺子吃，倒不出来',
      '杯杏仁茶好杰，倒唔出嚟',
      'thickened cocoa: cannot be drunk from a cup',
      'thickened lemonade, nothing came out of the syringe in 10 seconds and it cannot be poured',
      'とろみのついた麦茶、コップから注げない',
    ]) {
      const r = classifyText(t);
      expect([t, r.level, r.kind]).toEqual([t, 4, 'drink']);
      expect(r.needsTest).toBe(true);
      expect(r.settlingTest).toBe('spoon_tilt');
      expect(r.confidence).toBeLessThanOrEqual(RULES.NO_POUR_DESCRIBES_LEVEL_4.confidence.cap);
    }
  });
  it('keeps the empty syringe with only "eaten with a spoon" at Level 3', () => {
    const r = classifyText('thickened lemonade: nothing came out of the syringe, so we gave it with a spoon');
    expect(r.level).toBe(3);
    expect(r.confidence).toBeLessThanOrEqual(RULES.FLOW_TEST_LEVELS_0_3.confidence.cap);
  });
  it('keeps a drink that just about pours, or does not pour easily, below Level 4', () => {
    expect(classifyText('杏仁茶勉强倒得出').level).toBeLessThan(4);
    expect(classifyText('thickened juice, does not pour easily').level).toBeLessThan(4);
  });
});

describe(`${RULES.NO_POUR_QUALIFIED.id}: "cannot be poured" for another reason, or qualified, is no Level 4`, () => {
  it('drops the word when heat, ice, a small pot or shaking hands stop the pour (review D8)', () => {
    for (const t of [
      '注げないほど熱いお茶',
      'The juice carton is frozen solid, it cannot be poured yet',
      '茶壶太小，倒不出来多少，茶很稀',
      '爸爸手抖，没法用杯子喝水，现在用吸管喝',
      '母は手が震えてお茶をコップから飲めない',
      'the lemon squash cannot be poured, the lid is stuck',
      '奶茶太烫，倒唔出嚟',
    ]) {
      const r = classifyText(t);
      expect([t, r.level]).toEqual([t, 0]);
    }
  });
  it('drops a qualified refusal ("not quickly", "not yet") and keeps the drink below Level 4', () => {
    for (const t of [
      "The thickened tea doesn't pour out of the cup quickly, flows slowly off a spoon",
      'the apple juice cannot be poured yet',
    ]) {
      const r = classifyText(t);
      expect([t, r.level < 4]).toEqual([t, true]);
    }
  });
  it('keeps the plain refusal of a thick drink at Level 4 (must not drop it)', () => {
    for (const t of ['藕粉冲好后很稠，得用勺子吃，倒不出来', 'thickened pudding drink, cannot be poured, holds on the spoon']) {
      expect([t, classifyText(t).level]).toEqual([t, 4]);
    }
  });
});
