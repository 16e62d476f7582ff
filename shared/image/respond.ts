/**
 * The response of the image endpoint: the text endpoint's shape, built by
 * the text engine's own toClassifyResponse, with explanations that say what
 * a photo can and cannot show and which physical test confirms the level.
 */
import type { IddsiClassifyResult } from '../api/schemas';
import { confirmingTests, explainClassification, toClassifyResponse, type EvidenceItem, type TextClassification } from '../iddsi/classify';
import { levelLabel, type IddsiLevel, type ItemKind } from '../iddsi/levels';
import { RESPONSE_LANGUAGES, textLanguage, type ResponseLanguage, type TextLanguage } from '../languages';
import type { FusedEstimate } from './fusion';
import { IMAGE_MESSAGES } from './messages';
import type { VisionEstimate } from './vision-model';

/** Evidence of type 'image' (the text engine's evidence type has no such member). */
export interface ImageEvidence {
  type: 'image';
  matched: string;
  level: IddsiLevel | null;
  detail: string;
}

/** Languages that run sentences together without a space. */
const UNSPACED: ReadonlySet<TextLanguage> = new Set(['zh-HK', 'zh-Hans', 'ja']);

/** "Before serving, confirm with the …" — Regular food has no test, so its check is a sentence of its own. */
function confirmSentence(level: IddsiLevel, kind: ItemKind, lang: TextLanguage): string {
  const m = IMAGE_MESSAGES[lang];
  const checks = confirmingTests(level, kind, lang);
  if (level !== 7) return m.confirm(checks.join(m.confirmSep));
  const c = checks[0] ?? '';
  const end = lang === 'th' || /[.。]$/.test(c) ? '' : UNSPACED.has(lang) ? '。' : '.';
  return `${c.charAt(0).toUpperCase()}${c.slice(1)}${end}`;
}

function imageEvidence(image: VisionEstimate, fused: FusedEstimate): ImageEvidence[] {
  const source = image.engine === 'bedrock' ? 'photo (hosted vision model)' : 'photo (embedded features)';
  const out: ImageEvidence[] = image.observations.map((detail) => ({ type: 'image', matched: source, level: image.level, detail }));
  if (image.shiftedFrom !== undefined) {
    out.push({
      type: 'image',
      matched: source,
      level: image.level,
      detail: `the photo leaves Levels ${image.plausible.join(', ')} plausible (most likely ${image.shiftedFrom}); the riskier Level ${image.level} is reported`,
    });
  }
  if (image.fallbackReason) out.push({ type: 'image', matched: source, level: null, detail: image.fallbackReason });
  for (const note of fused.notes) out.push({ type: 'image', matched: 'photo + description', level: fused.level, detail: note });
  return out;
}

function explanation(lang: TextLanguage, image: VisionEstimate, fused: FusedEstimate, text: TextClassification | undefined): string {
  const m = IMAGE_MESSAGES[lang];
  const parts = [m.photo(image.level, levelLabel(image.level, lang))];
  if (image.shiftedFrom !== undefined) parts.push(m.shifted);
  // The text engine's explanation already ends with the checks for its own level.
  let confirmed = false;
  if (fused.decidedBy !== 'photo' && text) {
    parts.push(
      fused.decidedBy === 'description'
        ? m.textDecided
        : text.level === image.level
          ? m.textAgrees
          : m.textCombined(fused.level, levelLabel(fused.level, lang)),
    );
    parts.push(explainClassification(text, lang));
    confirmed = text.level === fused.level && text.kind === fused.kind;
  }
  if (fused.kind === 'drink') parts.push(m.drink);
  if (!confirmed) parts.push(confirmSentence(fused.level, fused.kind, lang));
  // Chinese and Japanese run sentences together; the other languages separate them with a space.
  return parts.join(UNSPACED.has(lang) ? '' : ' ');
}

export function buildImageResponse(
  image: VisionEstimate,
  fused: FusedEstimate,
  text: TextClassification | undefined,
  language: ResponseLanguage,
): IddsiClassifyResult {
  const evidence = [...(text && fused.decidedBy !== 'photo' ? text.evidence : []), ...imageEvidence(image, fused)];
  const classification = {
    level: fused.level,
    kind: fused.kind,
    confidence: fused.confidence,
    // The text engine's evidence type has no 'image' member; the response schema does.
    evidence: evidence as unknown as EvidenceItem[],
    hazards: text && fused.decidedBy !== 'photo' ? text.hazards : [],
    recognised: true,
    strength: fused.decidedBy === 'photo' ? 'none' : (text?.strength ?? 'none'),
  } satisfies TextClassification;

  const base = toClassifyResponse(classification, language);
  const multilingual = Object.fromEntries(RESPONSE_LANGUAGES.map((l) => [l, explanation(textLanguage(l), image, fused, text)])) as Record<
    ResponseLanguage,
    string
  >;
  return {
    ...base,
    iddsi_level: fused.level,
    confidence: fused.confidence,
    explanation_en: multilingual.en,
    explanation_zh_hant: multilingual['zh-HK'],
    multilingual_explanation: multilingual,
    kind: fused.kind,
    evidence: evidence.map((e) => ({ type: e.type, matched: e.matched, level: e.level, detail: e.detail })),
    // The physical tests that confirm the level, from the text engine (never empty).
    confirm_with: confirmingTests(fused.level, fused.kind, textLanguage(language)),
    explanation: multilingual[language],
  };
}
