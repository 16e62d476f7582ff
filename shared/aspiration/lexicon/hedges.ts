/**
 * Issue 15 (class 1; clinical review finding 2): the words of the doubt lists that are evidentials, telling an
 * observation with a hedge ("らしい", "似乎", "것 같", "yata", "sepertinya", "hình như", "ดูเหมือน", "parece que"),
 * not a doubt whether it happened ("maybe", "not sure if", かもしれない, 아마, có lẽ, อาจ, quizás, baka, mungkin, 可能).
 * The carer reports what was seen or heard of: the sign stays current, as English "seems to", Chinese 好像 and
 * Tagalog "parang" always read. Only a doubt makes a sign possible. Only words the uncertain lists hold are marked
 * (a hedge the lists never held already reads as current).
 */
import type { InputLanguage } from './red-flags';

export const HEDGE_WORDS_OF: Record<InputLanguage, readonly string[]> = {
  // English hedges ("seems to", "looks like") are not doubt words: the sign reads as current.
  en: [],
  'zh-HK': ['好似係'],
  'zh-CN': ['似乎'],
  ja: ['らしい', 'ようだ', 'ようです', 'みたい'],
  ko: ['것 같'],
  tl: ['yata', 'ata', 'mukhang', 'tila'],
  id: ['sepertinya', 'kayaknya', 'tampaknya'],
  vi: ['hình như', 'có vẻ', 'dường như'],
  th: ['เหมือนจะ', 'ดูเหมือน'],
  es: ['parece que', 'al parecer'],
};
