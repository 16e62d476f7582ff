/**
 * Issue 14, class 1: a food-coverage audit of IDDSI's high-risk
 * families across the engine's cuisines (rule HAZARD_SURVIVES). Each family has
 * a row with its hazards, and each preparation removes only what it removes:
 * cutting and mincing change size, blending smooths, only a sieve takes out
 * fibres, and nothing but the text's own words takes away stickiness.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../shared/iddsi/text/engine';
import { RULES } from '../../shared/iddsi/text/rules';

const codes = (text: string) => runEngine(text).hazards.map((h) => h.code);

describe(`${RULES.HAZARD_SURVIVES.id}: the audit's new rows carry their hazards`, () => {
  it.each([
    ['natto', 'sticky'],
    ['ohagi', 'sticky'],
    ['kakanin', 'sticky'],
    ['lo mai gai', 'sticky'],
    ['water chestnut', 'hard'],
    ['鹌鹑蛋', 'round_long'],
    ['quail eggs', 'round_long'],
    ['sai krok', 'skins_husks'],
    ['sugar cane', 'fibrous'],
  ])('%s has %s and is Level 7 as served', (food, code) => {
    const r = runEngine(food);
    expect(r.level).toBe(7);
    expect(r.hazards.map((h) => h.code)).toContain(code);
  });
});

describe(`${RULES.HAZARD_SURVIVES.id}: family x preparation`, () => {
  it('sticky foods stay sticky when chopped, minced or cut small', () => {
    for (const text of ['natto minced', 'lo mai gai chopped small', 'ohagi cut into 1 cm pieces']) {
      expect(runEngine(text).level, text).toBe(7);
      expect(codes(text), text).toContain('sticky');
    }
  });

  it('hard foods stay hard when minced, and are smooth only when blended smooth', () => {
    expect(codes('water chestnut minced with the pork')).toContain('hard');
    expect(runEngine('water chestnut minced with the pork').level).toBe(7);
    expect(codes('water chestnut blended smooth')).not.toContain('hard');
  });

  it('stringy fruit keeps its fibres when chopped or blended without a sieve, loses them when sieved', () => {
    expect(runEngine('sugar cane chopped').level).toBe(7);
    expect(runEngine('pineapple blended but not sieved').level).toBe(7);
    expect(codes('pineapple blended and sieved')).not.toContain('fibrous');
  });

  it('sausages keep their skins when sliced small: cutting removes only the round shape', () => {
    const r = runEngine('sai krok sliced into 1.5 cm pieces');
    expect(r.level).toBe(7);
    expect(r.hazards.map((h) => h.code)).toEqual(['skins_husks']);
  });

  it('skins stay when mashed, and go when blended and sieved', () => {
    expect(runEngine('peas mashed').level).toBe(7);
    expect(codes('peas blended and sieved smooth')).not.toContain('skins_husks');
  });
});
