/** Fixed texts of the Q&A answer, per corpus locale. None holds a number. */
import { DISCLAIMERS } from '../disclaimers';
import type { QaLocale, TextLanguage } from '../languages';

/** The disclaimer table's language for a corpus locale (zh-CN reads Simplified Chinese). */
export function disclaimerLanguage(locale: QaLocale): TextLanguage {
  return locale === 'zh-CN' ? 'zh-Hans' : locale;
}

export function disclaimerFor(locale: QaLocale): string {
  return DISCLAIMERS[disclaimerLanguage(locale)];
}

/** Said when the articles do not speak to the question. */
export const NOT_COVERED: Readonly<Record<QaLocale, string>> = {
  en: 'The clinical articles of this service do not answer this question. Please ask a speech-language pathologist (SLP) or another qualified clinician.',
  'zh-HK': '本服務的臨床文章未有涵蓋這個問題。請向言語治療師或其他合資格的醫護人員查詢。',
  'zh-CN': '本服务的临床文章没有涵盖这个问题。请咨询言语治疗师或其他合格的医护人员。',
  ja: 'このサービスの臨床記事では、この質問に答えられません。言語聴覚士またはその他の有資格の医療専門職に相談してください。',
};

/** Said after a list that the length cap cut short; the citations that follow name where the rest is. */
export const MORE_ITEMS: Readonly<Record<QaLocale, string>> = {
  en: 'The cited article lists more items:',
  'zh-HK': '引用的文章列出更多項目：',
  'zh-CN': '引用的文章列出了更多项目：',
  ja: 'ほかの項目は引用した記事にあります：',
};

/**
 * An answer that says the articles do not cover the question: it opens with the fixed sentence of
 * one of the locales (the evaluation and clients can rely on this; the sentence holds no number).
 */
export function isNotCoveredAnswer(answer: string): boolean {
  return Object.values(NOT_COVERED).some((sentence) => answer.startsWith(sentence));
}
