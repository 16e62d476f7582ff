/**
 * Stage "calibration" (calibration.ts, calibration-table.ts, test/eval/calibration.ts):
 * confidence is the measured share right of the answer's evidence cell; a modified answer
 * (dangerous when wrong) reaches 0.8 only on strong evidence.
 */
import { describe, expect, it } from 'vitest';
import { CALIBRATION_LIMITS, STRONG_BASES } from '../../shared/iddsi/text/calibration';
import { CALIBRATION } from '../../shared/iddsi/text/calibration-table';
import { runEngine } from '../../shared/iddsi/text/engine';
import { cellValue, wilsonLower } from '../eval/calibration';

describe('calibration cells', () => {
  it('keys an answer by what decided it, how clean the evidence was and its side of the safety line', () => {
    expect(runEngine('thickened tea, 6 ml left in the syringe after 10 seconds').calibrationKey).toBe('flow:clear:modified');
    expect(runEngine('plain water').calibrationKey).toMatch(/^food_default:\w+:unmodified$/);
    expect(runEngine('mochi cut into 1 cm pieces').calibrationKey).toMatch(/^standing_hazard:/);
  });

  it('gives a measured flow result its cell value, at 0.8 or more', () => {
    const r = runEngine('thickened tea, 6 ml left in the syringe after 10 seconds');
    expect(r.confidence).toBe(Math.min(CALIBRATION['flow:clear:modified']!.value, CALIBRATION_LIMITS.ceiling));
    expect(r.confidence).toBeGreaterThanOrEqual(0.8);
  });

  it('keeps a modified answer on a preparation word or a food default below 0.8', () => {
    for (const text of ['minced chicken in thick gravy', 'pureed carrots', 'congee']) {
      const r = runEngine(text);
      expect(r.calibrationKey.split(':')[2], text).toBe('modified');
      expect(STRONG_BASES.has(r.calibrationKey.split(':')[0] as never), text).toBe(false);
      expect(r.confidence, text).toBeLessThanOrEqual(CALIBRATION_LIMITS.weakModifiedCap);
    }
  });

  it('keeps a test that outranked a stated level below 0.8', () => {
    const r = runEngine('juice labelled level 2, but the flow test left 9 ml');
    expect(r.calibrationKey.startsWith('test_over_stated:')).toBe(true);
    expect(r.confidence).toBeLessThan(0.8);
  });

  it('holds every table value within the limits', () => {
    for (const [key, cell] of Object.entries(CALIBRATION)) {
      expect(cell!.value, key).toBeLessThanOrEqual(1);
      expect(cell!.right, key).toBeLessThanOrEqual(cell!.n);
    }
  });
});

describe('refitting (test/eval/calibration.ts)', () => {
  it('shrinks a small cell toward the lower bound of its interval', () => {
    expect(wilsonLower(2, 2)).toBeLessThan(wilsonLower(200, 200));
    expect(cellValue(2, 2, 0, false)).toBeLessThan(cellValue(200, 200, 0, false));
    expect(cellValue(200, 200, 0, false)).toBeGreaterThan(0.97);
  });

  it('keeps a cell of modified answers with a dangerous error below 0.8', () => {
    expect(cellValue(199, 200, 1, true)).toBeLessThan(0.8);
    expect(cellValue(199, 200, 1, false)).toBeGreaterThan(0.9);
  });

  it('keeps a cell of fewer than ten modified answers below 0.8, however many were right', () => {
    expect(cellValue(9, 9, 0, true)).toBeLessThan(0.8);
    expect(cellValue(9, 9, 0, false)).toBeGreaterThan(0.8);
    expect(cellValue(30, 30, 0, true)).toBeGreaterThan(0.8);
  });
});
