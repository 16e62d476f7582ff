/** Shorthands over the screening engine shared by the rule-family tests in test/aspiration. */
import { analyseText } from '../../shared/aspiration/analyse';
import { evaluate, screen, type ScreenInput } from '../../shared/aspiration/screen';

/** The screen's answer to free text (with age and diagnosis when given). */
export const screenText = (symptoms: string, age?: number, diagnosis?: string, extra: Partial<ScreenInput> = {}) =>
  screen({ symptoms, age, diagnosis, ...extra });

export const riskLevel = (symptoms: string, age?: number, diagnosis?: string) => screenText(symptoms, age, diagnosis).risk_level;

export const flagsOf = (symptoms: string, age?: number, diagnosis?: string) => screenText(symptoms, age, diagnosis).flags;

/** The level of the scoring model before the answer is written. */
export const evaluatedLevel = (symptoms: string, age?: number, diagnosis?: string) => evaluate({ symptoms, age, diagnosis }).level;

/** The status (current, past, ...) of the finding of a code in the symptoms text, optionally of one kind. */
export const findingStatus = (text: string, code: string, kind?: 'sign' | 'risk') =>
  analyseText(text, 'symptoms').find((f) => (kind === undefined || f.kind === kind) && f.code === code)?.status;
