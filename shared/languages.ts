/** The language enumerations of the spec, one per endpoint family. */
import * as z from 'zod';

/** Response languages of classification and screening. */
export const RESPONSE_LANGUAGES = ['en', 'zh-HK', 'tl', 'id', 'vi', 'th', 'es'] as const;
export type ResponseLanguage = (typeof RESPONSE_LANGUAGES)[number];
export const ResponseLanguageSchema = z.enum(RESPONSE_LANGUAGES);

/** Languages of the batch endpoint (zh-HK and zh-Hant are both Traditional Chinese). */
export const BATCH_LANGUAGES = ['en', 'zh-HK', 'zh-Hant', 'zh-Hans', 'tl', 'id'] as const;
export type BatchLanguage = (typeof BATCH_LANGUAGES)[number];
export const BatchLanguageSchema = z.enum(BATCH_LANGUAGES);

/** Locales of the clinical Q&A corpus. */
export const QA_LOCALES = ['en', 'zh-HK', 'zh-CN', 'ja'] as const;
export type QaLocale = (typeof QA_LOCALES)[number];
export const QaLocaleSchema = z.enum(QA_LOCALES);

/**
 * Every language a localised string table may hold. Tables keyed by this type
 * are the single place a translation lives; zh-Hant is served for zh-HK.
 */
export type TextLanguage = ResponseLanguage | 'zh-Hans' | 'ja';

/** Map a batch language onto the table language that serves it. */
export function batchToTextLanguage(lang: BatchLanguage): TextLanguage {
  if (lang === 'zh-Hant') return 'zh-HK';
  return lang;
}
