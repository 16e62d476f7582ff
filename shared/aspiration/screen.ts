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
import { monitorNote, type NoteLanguage } from './notes';
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
  const advise = (l: ResponseLanguage) => withMonitorNote(result, recommendation(result.level, l), l);
  return {
    risk_level: result.level,
    risk_score: result.score,
    flags,
    recommendation_en: advise('en'),
    recommendation_zh_hant: advise('zh-HK'),
    warning: CLINICAL_WARNING,
    recommendation: advise(lang),
    flag_details: details,
  };
}

/** A low result with a risk factor or older age carries the note to keep monitoring. */
function needsMonitorNote(result: ScoreResult): boolean {
  return result.level === 'low' && result.items.some((i) => i.kind === 'risk' || i.kind === 'age');
}

function withMonitorNote(result: ScoreResult, text: string, lang: NoteLanguage): string {
  return needsMonitorNote(result) ? `${text} ${monitorNote(lang)}` : text;
}
