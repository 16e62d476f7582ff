/**
 * Public face of the IDDSI text engine: classify a free-text description of a
 * food or drink in any language, explain the result in any response language,
 * and build the spec's response. Engine internals live in ./text/.
 */
import type { IddsiClassifyResult } from '../api/schemas';
import { CLINICAL_WARNING } from '../disclaimers';
import { RESPONSE_LANGUAGES, textLanguage, type ResponseLanguage, type TextLanguage } from '../languages';
export { confirmingTests } from './explain';
import { confirmingTests, explain, levelTitle, settlingTestName, type ExplainInput } from './explain';
import { hazardText, RAISES_FOOD_TO_REGULAR } from './hazards';
import { levelLabel, type IddsiLevel, type ItemKind } from './levels';
import { runEngine, topLevel, type EngineResult, type RawEvidence } from './text/engine';

export interface EvidenceItem {
  type: 'explicit' | 'test' | 'particle' | 'texture' | 'food' | 'hazard';
  /** The words of the input this evidence came from. */
  matched: string;
  level: IddsiLevel | null;
  /** English. */
  detail: string;
  /** Extension: lexicon id ('flow', 'particle', 'level_number', a term or food id, a hazard code). */
  code?: string;
  /** Extension: true when this evidence supports the reported level. */
  supports?: boolean;
  /** Extension: the phrase was negated in the text ("no lumps"). */
  negated?: boolean;
  /** Extension: measured value (ml for the flow test, mm for particles). */
  value?: number;
  valueHi?: number;
  unit?: 'ml' | 'mm';
}
export interface HazardHit {
  code: string;
  matched: string;
}
export interface TextClassification {
  level: IddsiLevel;
  kind: ItemKind;
  /** 0..1: the measured share right of the answer's evidence cell (text/calibration.ts). */
  confidence: number;
  evidence: EvidenceItem[];
  hazards: HazardHit[];
  /** False when nothing at all was recognised. */
  recognised: boolean;
  /** Strongest evidence kind that decided. */
  strength: 'explicit' | 'test' | 'texture' | 'food' | 'none';
  /** Extension: a hazard raised the level (the level before is levelBeforeHazards). */
  raisedByHazard?: boolean;
  levelBeforeHazards?: IddsiLevel;
  /** Extension: the deciding evidence was split and the safety bias chose. */
  safetyTieBreak?: boolean;
  /** False when nothing of the text could be read: confidence 0, level 7 as a placeholder (rules.ts UNREADABLE). */
  understood?: boolean;
  /** The IDDSI test must settle the level; why, and which test. */
  needsTest?: boolean;
  needsTestReason?: EngineResult['needsTestReason'];
  settlingTest?: EngineResult['settlingTest'];
  /** Hazards of the named foods the text said were dealt with (boned, sieved, peeled...). */
  dealtWith?: string[];
  /** Words read but not used as evidence about the food: a prescription, a menu, a contradicted label. */
  setAside?: EngineResult['setAside'];
  /** Legacy or local diet names the answer rests on. */
  ambiguousTerms?: string[];
  /** A drink named beside the solid the answer is for: checked on its own (rule SOLID_BESIDE_DRINK). */
  drinkBeside?: string;
}

const EN_TITLES = ([0, 1, 2, 3, 4, 5, 6, 7] as const).map((l) => levelTitle(l, 'en'));

function englishDetail(e: RawEvidence, level: IddsiLevel | null): string {
  const title = level === null ? '' : ` → ${EN_TITLES[level]}`;
  const v = e.valueHi !== undefined ? `${e.value}–${e.valueHi}` : `${e.value}`;
  switch (e.id) {
    case 'flow':
      return `Flow test: ${v} ml remained after 10 s${title}`;
    case 'particle':
      return `Particle size: pieces of ${v} mm (${e.child ? 'child limits 2 mm / 8 mm' : 'adult limits 4 mm / 15 mm'})${title}`;
    case 'level_number':
      return `Stated IDDSI level "${e.matched}"${title}`;
    case 'drink_generic':
      return `A drink with no thickening stated${title}`;
    default:
      break;
  }
  if (e.type === 'explicit') return `Stated "${e.matched}"${title}`;
  if (e.type === 'test') return `Test result "${e.matched}"${title}`;
  if (e.type === 'food') return `"${e.matched}" as usually served (${e.kind ?? 'food'})${title}`;
  return `${e.negated ? 'Without' : 'Preparation or texture'} "${e.matched}"${title}`;
}

/** Classify a description of a food or drink (any language, any length up to the API limit). */
export function classifyText(text: string): TextClassification {
  const r = runEngine(text);
  const evidence: EvidenceItem[] = r.evidence.map((e) => {
    const level = e.weights.has(r.levelBeforeHazards) && e.weights.size > 1 ? r.levelBeforeHazards : topLevel(e.weights, r.kind);
    const item: EvidenceItem = {
      type: e.type,
      matched: e.matched,
      level,
      detail: englishDetail(e, level),
      code: e.id,
      supports: e.weights.has(r.levelBeforeHazards),
    };
    // set in this order, as the spread literals did: the answer's keys keep their order
    if (e.negated) item.negated = true;
    if (e.value !== undefined) item.value = e.value;
    if (e.valueHi !== undefined) item.valueHi = e.valueHi;
    if (e.unit) item.unit = e.unit;
    return item;
  });
  const raised = r.level !== r.levelBeforeHazards;
  for (const h of r.hazards) {
    const raises = r.kind === 'food' && RAISES_FOOD_TO_REGULAR.has(h.code);
    evidence.push({
      type: 'hazard',
      matched: h.matched,
      level: raises ? 7 : null,
      detail: `Hazard: ${hazardText(h.code, 'en')} ("${h.matched}")${raises ? ' → not suitable below Level 7 as described' : ''}`,
      code: h.code,
      supports: raises && r.level === 7,
    });
  }
  return {
    level: r.level,
    kind: r.kind,
    confidence: r.confidence,
    evidence,
    hazards: r.hazards.map((h) => ({ code: h.code, matched: h.matched })),
    recognised: r.recognised,
    strength: r.strength,
    ...(raised ? { raisedByHazard: true, levelBeforeHazards: r.levelBeforeHazards } : {}),
    ...(r.safetyTieBreak ? { safetyTieBreak: true } : {}),
    understood: r.understood,
    needsTest: r.needsTest,
    needsTestReason: r.needsTestReason,
    settlingTest: r.settlingTest,
    dealtWith: r.dealtWith,
    setAside: r.setAside,
    ambiguousTerms: r.ambiguousTerms,
    ...(r.drinkBeside === null ? {} : { drinkBeside: r.drinkBeside }),
  };
}

const STRENGTH_ORDER: Record<EvidenceItem['type'], number> = { explicit: 0, test: 1, particle: 1, texture: 2, food: 3, hazard: 4 };

function explainInput(c: TextClassification): ExplainInput {
  const before = c.levelBeforeHazards ?? c.level;
  const supporting = c.evidence
    .filter((e) => e.type !== 'hazard' && e.supports)
    .sort((a, b) => STRENGTH_ORDER[a.type] - STRENGTH_ORDER[b.type]);
  // the deciding kind first, then at most two pieces that agree
  const chosen = supporting.slice(0, 3);
  return {
    level: c.level,
    kind: c.kind,
    confidence: c.confidence,
    recognised: c.recognised,
    strength: c.strength,
    raised: c.raisedByHazard === true,
    split: c.safetyTieBreak === true,
    evidence: chosen.map((e) => {
      const kind =
        e.code === 'flow' || e.code === 'particle' || e.code === 'level_number' || e.code === 'drink_generic'
          ? e.code
          : e.type === 'explicit'
            ? 'name'
            : e.type === 'test'
              ? 'test'
              : e.type === 'food'
                ? 'food'
                : e.negated
                  ? 'negated'
                  : 'texture';
      return {
        kind,
        matched: e.matched,
        level: before,
        ...(e.value !== undefined ? { value: e.value } : {}),
        ...(e.valueHi !== undefined ? { valueHi: e.valueHi } : {}),
        ...(e.code && e.type === 'test' ? { testId: e.code } : {}),
        ...(e.code === 'particle' && /child/.test(e.detail) ? { child: true } : {}),
      };
    }),
    hazards: c.hazards.map((h) => h.code),
    ...(c.understood === undefined ? {} : { reasoning: reasoningOf(c) }),
  };
}

/** The stages' findings for the explanation (classifications built elsewhere, e.g. from images, have none). */
function reasoningOf(c: TextClassification): NonNullable<ExplainInput['reasoning']> {
  return {
    understood: c.understood ?? true,
    needsTest: c.needsTest ?? false,
    needsTestReason: c.needsTestReason ?? null,
    settlingTest: c.settlingTest ?? 'fork_pressure',
    ambiguousTerms: c.ambiguousTerms ?? [],
    setAside: c.setAside ?? [],
    dealtWith: c.dealtWith ?? [],
    ...(c.drinkBeside === undefined ? {} : { drinkBeside: c.drinkBeside }),
  };
}

/** Explanation (names the evidence and the physical test that confirms) in any TextLanguage. */
export function explainClassification(c: TextClassification, lang: TextLanguage): string {
  return explain(explainInput(c), lang);
}

export function hazardLabel(code: string, lang: TextLanguage): string {
  return hazardText(code, lang);
}

/** The full spec response for a requested language (extensions: kind, hazards, evidence, confirm_with, explanation). */
export function toClassifyResponse(c: TextClassification, language: ResponseLanguage): IddsiClassifyResult {
  const input = explainInput(c);
  const table = textLanguage(language);
  const multilingual = Object.fromEntries(RESPONSE_LANGUAGES.map((l) => [l, explain(input, textLanguage(l))])) as Record<
    ResponseLanguage,
    string
  >;
  return {
    iddsi_level: c.level,
    label: levelLabel(c.level, 'en'),
    confidence: c.confidence,
    explanation_en: multilingual.en,
    explanation_zh_hant: multilingual['zh-HK'],
    multilingual_explanation: multilingual,
    warning: CLINICAL_WARNING,
    kind: c.kind,
    hazards: c.hazards.map((h) => ({ code: h.code, label: hazardText(h.code, table), label_en: hazardText(h.code, 'en') })),
    evidence: c.evidence.map((e) => ({ type: e.type, matched: e.matched, level: e.level, detail: e.detail })),
    confirm_with: confirmingTests(c.level, c.kind, table),
    explanation: multilingual[language],
    language,
    label_localized: levelLabel(c.level, table),
    ...(c.understood === undefined ? {} : stageFields(c, table)),
  };
}

/** Response extensions of issue 14's stages: understood, needs_test and its test, dealt-with hazards, set-aside words. */
function stageFields(c: TextClassification, table: TextLanguage): Partial<IddsiClassifyResult> {
  const r = reasoningOf(c);
  return {
    understood: r.understood,
    needs_test: r.needsTest,
    ...(r.needsTest && r.understood ? { settling_test: settlingTestName(r.settlingTest, table) } : {}),
    hazards_dealt_with: r.dealtWith.map((code) => ({ code, label: hazardText(code, table), label_en: hazardText(code, 'en') })),
    set_aside: r.setAside.map((s) => ({ matched: s.matched, role: s.role })),
    ...(r.ambiguousTerms.length ? { ambiguous_terms: r.ambiguousTerms } : {}),
  };
}
