/**
 * Aspiration risk screen: reported symptoms (any language), optional age,
 * diagnosis, EAT-10 and bedside tests to the spec's AspirationScreenResponse.
 * Pure and synchronous; the lexicon is compiled once when this module loads.
 */
import type { AspirationScreenResult } from '../api/schemas';
import { CLINICAL_WARNING } from '../disclaimers';
import type { ResponseLanguage } from '../languages';
import { analyse } from './analyse';
import type { Denial, Finding } from './findings';
import { kubotaGradeFromText, mwstScoreFromText, rsstSwallowsFromText } from './bedside-text';
import { signConcept } from './concepts';
import { eat10TotalFromText } from './eat10-text';
import { gussTotalFromText } from './guss-text';
import { flagCode, flagLabel } from './labels';
import { monitorNote, type NoteLanguage } from './notes';
import { recommendation } from './recommendations';
import { type ScoredItem, type ScoreResult, scoreFindings, type WaterSwallowResult } from './score';

export interface ScreenInput {
  symptoms: string;
  age?: number;
  diagnosis?: string;
  language?: ResponseLanguage;
  eat10?: readonly number[];
  water_swallow_test?: WaterSwallowResult;
  guss_total?: number;
}

function hasCurrentSign(findings: readonly Finding[]): boolean {
  return findings.some((f) => f.kind === 'sign' && f.status === 'current' && signConcept(f.code).tier !== 'weak');
}

/**
 * Reading rule history_resolved_in_symptoms (docs/SCREENING.md): a history in the diagnosis field ("hx aspiration
 * pneumonia 2017") is resolved when the symptoms tell its recovery ("PEG removed after repeat VFSS was normal")
 * and no current sign: low unless a current sign, as when both are told in the symptoms.
 */
function resolvedHistory(f: Finding): Finding {
  return f.kind === 'sign' && f.status === 'past' ? { ...f, resolved: true } : f;
}

/** The scored evaluation and the denied terms, without presentation. */
function run(input: ScreenInput): { result: ScoreResult; denied: Denial[] } {
  const { findings, denied, recovered } = analyse(input.symptoms, 'symptoms');
  // A diagnosis counts like the symptoms text; the same factor mentioned twice counts once.
  if (input.diagnosis) {
    const resolves = recovered && !hasCurrentSign(findings);
    for (const f of analyse(input.diagnosis, 'diagnosis').findings) findings.push(resolves ? resolvedHistory(f) : f);
  }
  const result = scoreFindings({
    findings,
    age: input.age,
    eat10: input.eat10,
    eat10Total: input.eat10 ? undefined : eat10TotalFromText(input.symptoms),
    // A GUSS total written in the text counts like the structured one (the structured one wins).
    bedside: {
      waterSwallow: input.water_swallow_test,
      gussTotal: input.guss_total ?? gussTotalFromText(input.symptoms),
      rsstSwallows: rsstSwallowsFromText(input.symptoms),
      mwstScore: mwstScoreFromText(input.symptoms),
      kubotaGrade: kubotaGradeFromText(input.symptoms),
    },
  });
  return { result, denied };
}

/** The scored evaluation without presentation (used by the eval script and tests). */
export function evaluate(input: ScreenInput): ScoreResult {
  return run(input).result;
}

type FlagDetail = NonNullable<AspirationScreenResult['flag_details']>[number];

/** The response status of an item: explicit, never implied by a suffix alone. */
const DETAIL_STATUS = { current: 'current', past: 'past', possible: 'uncertain' } as const;

function itemDetail(it: ScoredItem, lang: ResponseLanguage): FlagDetail {
  const code = flagCode(it.kind, it.code, it.status);
  return {
    code,
    label: flagLabel(it.kind, it.code, it.status, lang),
    matched: it.matched,
    weight: it.weight,
    status: DETAIL_STATUS[it.status],
  };
}

function denialDetail(d: Denial, lang: ResponseLanguage): FlagDetail {
  return {
    code: flagCode(d.kind, d.code, 'negated'),
    label: flagLabel(d.kind, d.code, 'negated', lang),
    matched: d.matched,
    weight: 0,
    status: 'negated',
  };
}

export function screen(input: ScreenInput): AspirationScreenResult {
  const lang = input.language ?? 'en';
  const { result, denied } = run(input);
  const flags: string[] = [];
  const details: FlagDetail[] = [];
  for (const it of result.items) {
    const detail = itemDetail(it, lang);
    flags.push(detail.code);
    details.push(detail);
  }
  for (const d of denied) details.push(denialDetail(d, lang));
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
  if (!needsMonitorNote(result)) return text;
  // Chinese and Japanese sentences end in 。 and take no space after it.
  return `${text}${text.endsWith('。') ? '' : ' '}${monitorNote(lang)}`;
}
