import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';

// Plain drinks once answered as the thickness prescribed beside them: the
// doctor's order told as "医生开的是" and a Japanese "トロミ指示あり", and a thickener forgotten written in katakana
// without を. Rule ROLE_PRESCRIPTION (the order is set aside) and the thin-drink phrases; phrases of our own.
describe('prescriptions beside a plain drink (ROLE_PRESCRIPTION)', () => {
  it("sets aside a doctor's order told with 开的是 / 開咗", () => {
    expect(classifyText('医生开的是高稠，晚饭时给了一杯清水').level).toBe(0);
    expect(classifyText('醫生開咗中度稠，但係佢今日飲咗杯清水').level).toBe(0);
  });

  it('sets aside a Japanese thickening order and reads the forgotten thickener in katakana', () => {
    expect(classifyText('トロミ指示あり（濃い）。今朝の牛乳はトロミ剤入れ忘れ').level).toBe(0);
    expect(classifyText('スープにトロミ剤入れ忘れてしまった').level).toBe(0);
  });
});
