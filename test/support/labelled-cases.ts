/** The labelled case files (JSON lines) that the evals and the regression tests both read. */
import { readFileSync } from 'node:fs';
import type { RiskLevel } from '../../shared/aspiration/scoring-model';

/** One JSON object per non-blank line. */
export function readJsonl<T>(file: string): T[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T);
}

/** A food or drink description with its IDDSI level (dev cases and test/fixtures/iddsi-text-*.jsonl). */
export interface TextCase {
  id: string;
  text: string;
  gold_level: number;
  kind: 'food' | 'drink';
  text_lang?: string;
  holdout?: boolean;
  /** Levels a careful clinician would also accept for a vague text (gold is always one of them). */
  acceptable_levels?: number[];
  /** The failure class the case was written for (cut_hazard, prescription, label_vs_test, ...). */
  class?: string;
}

/** A screening vignette with its risk level (dev cases and test/fixtures/aspiration-*.jsonl). */
export interface ScreenCase {
  id: string;
  symptoms: string;
  age?: number;
  diagnosis?: string;
  eat10?: number[];
  gold_risk: RiskLevel;
  text_lang?: string;
  /** The failure class a blind writer aimed the vignette at (issue 15: risk_factor_no_sign, single_mild_sign...). */
  class?: string;
  /** Bedside screen results, as the request sends them. */
  water_swallow_test?: { volume_ml: number; cough: boolean; throat_clear: boolean; wet_voice: boolean };
  guss_total?: number;
}
