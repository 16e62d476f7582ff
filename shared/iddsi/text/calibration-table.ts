/**
 * The calibration table: for each cell (what decided the answer, how clean the
 * evidence was, which side of the safety line), the share of answers right on
 * the labelled sets, shrunk toward its lower bound for small counts. Generated
 * by `npx tsx test/eval/calibration.ts`; paste its output here to refit.
 */
import type { CalibrationKey } from './calibration';

export interface CalibrationCell {
  /** The confidence given to answers of this cell. */
  value: number;
  /** Answers measured, and how many were right (within the acceptable levels). */
  n: number;
  right: number;
}

export const CALIBRATION: Partial<Record<CalibrationKey, CalibrationCell>> = {
  'flow:clear:modified': { value: 0.99, n: 79, right: 79 },
  'flow:clear:unmodified': { value: 0.59, n: 3, right: 3 },
  'flow:conflict:unmodified': { value: 0.66, n: 4, right: 4 },
  'flow:tie:modified': { value: 0.48, n: 2, right: 2 },
  'flow:vague:modified': { value: 0.79, n: 7, right: 7 },
  'flow:vague:unmodified': { value: 0.3, n: 1, right: 1 },
  'food_default:conflict:unmodified': { value: 0.63, n: 7, right: 6 },
  'food_default:tie:modified': { value: 0.94, n: 19, right: 19 },
  'food_default:tie:unmodified': { value: 0.96, n: 26, right: 26 },
  'food_default:vague:modified': { value: 0.97, n: 34, right: 34 },
  'food_default:vague:unmodified': { value: 1, n: 564, right: 564 },
  'particle:clear:modified': { value: 1, n: 179, right: 179 },
  'particle:clear:unmodified': { value: 0.59, n: 3, right: 3 },
  'particle:conflict:modified': { value: 0.79, n: 7, right: 7 },
  'particle:conflict:unmodified': { value: 0.59, n: 3, right: 3 },
  'particle:vague:modified': { value: 0.9, n: 14, right: 14 },
  'particle:vague:unmodified': { value: 0.76, n: 6, right: 6 },
  'preparation:clear:modified': { value: 0.99, n: 84, right: 84 },
  'preparation:clear:unmodified': { value: 0.84, n: 9, right: 9 },
  'preparation:conflict:modified': { value: 0.97, n: 29, right: 29 },
  'preparation:conflict:unmodified': { value: 0.95, n: 24, right: 24 },
  'preparation:tie:modified': { value: 0.92, n: 39, right: 37 },
  'preparation:tie:unmodified': { value: 0.68, n: 15, right: 12 },
  'preparation:vague:modified': { value: 0.79, n: 28, right: 27 },
  'preparation:vague:unmodified': { value: 0.97, n: 64, right: 63 },
  'standing_hazard:clear:unmodified': { value: 0.48, n: 2, right: 2 },
  'standing_hazard:conflict:unmodified': { value: 0.91, n: 45, right: 42 },
  'standing_hazard:tie:unmodified': { value: 0.67, n: 8, right: 7 },
  'standing_hazard:vague:unmodified': { value: 0.91, n: 15, right: 15 },
  'stated:clear:modified': { value: 1, n: 157, right: 157 },
  'stated:clear:unmodified': { value: 0.88, n: 12, right: 12 },
  'stated:conflict:modified': { value: 0.79, n: 8, right: 8 },
  'stated:conflict:unmodified': { value: 0.3, n: 1, right: 1 },
  'stated:tie:modified': { value: 0.42, n: 6, right: 4 },
  'stated:tie:unmodified': { value: 0.48, n: 2, right: 2 },
  'stated:vague:modified': { value: 0.59, n: 3, right: 3 },
  'stated:vague:unmodified': { value: 0.3, n: 1, right: 1 },
  'test_over_stated:conflict:modified': { value: 0.91, n: 15, right: 15 },
  'test_over_stated:conflict:unmodified': { value: 0.82, n: 8, right: 8 },
  'test_words:clear:modified': { value: 1, n: 103, right: 103 },
  'test_words:clear:unmodified': { value: 0.48, n: 2, right: 2 },
  'test_words:conflict:modified': { value: 0.16, n: 2, right: 1 },
  'test_words:tie:modified': { value: 0.48, n: 2, right: 2 },
  'test_words:vague:modified': { value: 0.79, n: 9, right: 9 },
  'undecided:vague:unmodified': { value: 0.59, n: 3, right: 3 },
};
