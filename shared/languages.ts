/**
 * The one language registry: every endpoint answers in these languages, reads
 * a `language` field through `languageField`, and every translation table is
 * keyed by `TextLanguage`, so a table that lacks a language does not compile.
 */
import * as z from 'zod';

/** Response languages of every endpoint, as BCP 47 tags (the spec's codes). */
export const RESPONSE_LANGUAGES = ['en', 'zh-HK', 'zh-CN', 'tl', 'id', 'vi', 'th', 'es', 'ja'] as const;
export type ResponseLanguage = (typeof RESPONSE_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: ResponseLanguage = 'en';

/**
 * Key of a language in translation tables. Simplified Chinese text is filed
 * under its script subtag, zh-Hans, and served for zh-CN; every other key is
 * the language's own code.
 */
export type TextLanguage = Exclude<ResponseLanguage, 'zh-CN'> | 'zh-Hans';

export function textLanguage(language: ResponseLanguage): TextLanguage {
  return language === 'zh-CN' ? 'zh-Hans' : language;
}

/** Locales of the clinical Q&A corpus; a question in another language is answered from English articles. */
export const QA_LOCALES = ['en', 'zh-HK', 'zh-CN', 'ja'] as const satisfies readonly ResponseLanguage[];
export type QaLocale = (typeof QA_LOCALES)[number];

/** The corpus locale that answers a language: its own where the corpus has it, English otherwise. */
export function answerLocale(language: ResponseLanguage): QaLocale {
  return (QA_LOCALES as readonly ResponseLanguage[]).includes(language) ? (language as QaLocale) : 'en';
}

/**
 * Other spellings clients send, lower-cased, with `_` read as `-`. Traditional
 * Chinese (script or Taiwan/Macau region) is served in zh-HK, Simplified
 * (script or Singapore/Malaysia) in zh-CN; fil is the ISO 639 code of Filipino.
 */
const ALIASES: Readonly<Record<string, ResponseLanguage>> = {
  'zh-hant': 'zh-HK',
  'zh-tw': 'zh-HK',
  'zh-mo': 'zh-HK',
  yue: 'zh-HK',
  'zh-hans': 'zh-CN',
  'zh-sg': 'zh-CN',
  'zh-my': 'zh-CN',
  fil: 'tl',
  in: 'id',
};

const BY_LOWER = new Map<string, ResponseLanguage>([
  ...RESPONSE_LANGUAGES.map((l) => [l.toLowerCase(), l] as const),
  ...Object.entries(ALIASES),
]);

/**
 * The registry language of a BCP 47 tag, matched case-insensitively: the
 * whole tag, then with its last subtag dropped until one matches
 * (zh-Hant-TW → zh-Hant → zh-HK; es-MX → es). Null when none does.
 */
export function matchLanguage(tag: string): ResponseLanguage | null {
  const subtags = tag.trim().replaceAll('_', '-').toLowerCase().split('-');
  for (let n = subtags.length; n > 0; n--) {
    const found = BY_LOWER.get(subtags.slice(0, n).join('-'));
    if (found) return found;
    // A bare "zh" says nothing about the script: it must not fall through to a guess.
    if (n === 2 && subtags[0] === 'zh') return null;
  }
  return null;
}

export const SUPPORTED_LANGUAGES_TEXT = `${RESPONSE_LANGUAGES.join(', ')} (case-insensitive; zh-Hant, zh-TW → zh-HK; zh-Hans, zh-SG → zh-CN)`;

/** Meta key that marks a language field, so the OpenAPI generator can point it at the Language component. */
export const LANGUAGE_FIELD = 'x-language-field';

/**
 * The `language` field of a request: a registry code or alias; null, an
 * empty string or no field at all mean `fallback` (undefined: not given).
 * The OpenAPI document shows it as the Language component.
 */
function languagePipe<F extends ResponseLanguage | undefined>(fallback: F, allowed: readonly ResponseLanguage[]) {
  return z
    .string()
    .nullable()
    .transform((value, ctx): ResponseLanguage | F => {
      if (value === null || value.trim() === '') return fallback;
      const language = matchLanguage(value);
      if (language && allowed.includes(language)) return language;
      ctx.issues.push({
        code: 'custom',
        input: value,
        message: `must be one of ${allowed === RESPONSE_LANGUAGES ? SUPPORTED_LANGUAGES_TEXT : allowed.join(', ')}`,
      });
      return z.NEVER;
    })
    .meta({ [LANGUAGE_FIELD]: allowed });
}

// Optional outside the transform, so the OpenAPI document does not list the field as required.
export function languageField(fallback: ResponseLanguage, allowed: readonly ResponseLanguage[] = RESPONSE_LANGUAGES) {
  return languagePipe(fallback, allowed).default(fallback);
}

/** A language field whose absence means "not given" (Q&A then detects the question's language). */
export function optionalLanguageField(allowed: readonly ResponseLanguage[] = RESPONSE_LANGUAGES) {
  return languagePipe(undefined, allowed).optional();
}

/** The JSON Schema of the Language component (a zod transform has no input schema of its own). */
export function languageJsonSchema(allowed: readonly ResponseLanguage[] = RESPONSE_LANGUAGES): Record<string, unknown> {
  return {
    type: ['string', 'null'],
    enum: [...allowed, null],
    description:
      `Response language (default ${DEFAULT_LANGUAGE}): ${SUPPORTED_LANGUAGES_TEXT}. Also accepted: _ for -, other regions of a supported language (es-MX, en-GB), ` +
      'fil (Filipino) and in (Indonesian). Null or empty means the default; any other value is a 400 that lists these codes.',
  };
}
