/**
 * A cause read past a measure or date, tablets stuck and slow meals, on phrases of our own. Rules
 * cause_reaches_over_detail, meal_when_not_past (tablets), prolonged meals in "#+ min", drooling at the mouth
 * corners, a thickened diet ended by "on normal drinks since".
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

const screen = (symptoms: string) => evaluate({ symptoms });

describe('rule cause_reaches_over_detail: a weight loss caused by slow meals, past a measure or date clause (high)', () => {
  it.each([
    ['en', 'She is worn out by dinner and has lost weight, 4 kg since Easter, because meals take so long.'],
    ['en', 'Meals exhaust him and he has lost weight, around 5kg since summer, because chewing takes forever.'],
  ])('%s: %s', (_lang, text) => {
    const r = screen(text);
    expect(r.level).toBe('high');
    expect(r.rules).toContain('nutrition_consequence_of_dysphagia');
  });
});

describe('tablets stuck, slow meals and other mild signs read moderate', () => {
  it.each([
    ['zh-HK', '爸爸食藥丸嗰陣成日話粒藥黐住喺喉嚨。'],
    ['en', 'Mrs T needs 50+ minutes to finish dinner now.'],
    ['zh-CN', '爷爷最近嘴角湿湿的，总流口水。'],
  ])('%s: %s', (_lang, text) => {
    expect(screen(text).level).toBe('moderate');
  });
});

describe('a thickened diet ended by the SLT, normal drinks since, no sign (low)', () => {
  it('reads low', () => {
    expect(
      screen('He had thickened drinks after his fall but the SLT took him off thickened fluids, he has been on normal drinks since.').level,
    ).toBe('low');
  });
  it('a Spanish question holds its just-in-case frame (low)', () => {
    expect(screen('Come bien. ¿Compro el espesante que usa mi vecino, por si acaso?').level).toBe('low');
  });
});
