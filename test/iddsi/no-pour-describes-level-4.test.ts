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
