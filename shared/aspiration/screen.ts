/**
 * Aspiration risk screen: reported symptoms (any language), optional age,
 * diagnosis and EAT-10 to the spec's AspirationScreenResponse. Pure and
 * synchronous; the lexicon is compiled once when this module loads.
 */
import type { AspirationScreenResult } from '../api/schemas';
import { CLINICAL_WARNING } from '../disclaimers';
import type { ResponseLanguage } from '../languages';
import { analyseText } from './analyse';
import { flagCode, flagLabel } from './labels';
import { recommendation } from './recommendations';
import { scoreFindings, type ScoreResult } from './score';

export interface ScreenInput {
  symptoms: string;
  age?: number;
  diagnosis?: string;
  language?: ResponseLanguage;
  eat10?: readonly number[];
}

/** The scored evaluation without presentation (used by the eval script and tests). */
export function evaluate(input: ScreenInput): ScoreResult {
  const findings = analyseText(input.symptoms, 'symptoms');
  // A diagnosis counts like the symptoms text; the same factor mentioned twice counts once.
  if (input.diagnosis) for (const f of analyseText(input.diagnosis, 'diagnosis')) findings.push(f);
  return scoreFindings({ findings, age: input.age, eat10: input.eat10 });
}

export function screen(input: ScreenInput): AspirationScreenResult {
  const lang = input.language ?? 'en';
  const result = evaluate(input);
  const flags: string[] = [];
  const details: NonNullable<AspirationScreenResult['flag_details']> = [];
  for (const it of result.items) {
    const code = flagCode(it.kind, it.code, it.status);
    flags.push(code);
    details.push({ code, label: flagLabel(it.kind, it.code, it.status, lang), matched: it.matched, weight: it.weight });
  }
  return {
    risk_level: result.level,
    risk_score: result.score,
    flags,
    recommendation_en: recommendation(result.level, 'en'),
    recommendation_zh_hant: recommendation(result.level, 'zh-HK'),
    warning: CLINICAL_WARNING,
    recommendation: recommendation(result.level, lang),
    flag_details: details,
  };
}
