/**
 * Issue 15 (clinical review finding 2): the words of the doubt lists that are evidentials, telling an
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

/**
 * Reading rule event_doubted_after: a doubt WHETHER something happened ("not sure if it was", "唔知係咪
 * 真係", "ไม่แน่ใจว่าใช่", "no sé si"), told after an event, doubts that event. A doubt about anything else ("not sure
 * what to do", "no sé qué hacer") does not.
 */
export const DOUBT_WHETHER: Record<InputLanguage, readonly string[]> = {
  en: ['not sure if', 'not sure whether', 'unsure if', 'unsure whether', "don't know if", "don't know whether", 'not sure it', 'not certain it', 'not certain if'],
  'zh-HK': ['唔知係咪', '唔知係唔係', '唔肯定係咪', '唔知有冇'],
  'zh-CN': ['不知道是不是', '不确定是不是', '不知是否', '不知道有没有', '不确定是否'],
  ja: ['かどうか', 'か分からない', 'かわからない', 'か分かりません'],
  ko: ['건지 모르', '건지 확실', '는지 모르', '는지 잘 모르'],
  tl: ['hindi sigurado kung', 'di sigurado kung', 'hindi ko alam kung'],
  id: ['tidak yakin apakah', 'nggak yakin apa', 'tidak tahu apakah', 'entah benar'],
  vi: ['không biết có phải', 'không chắc có phải', 'không rõ có phải'],
  th: ['ไม่แน่ใจว่าใช่', 'ไม่รู้ว่าใช่', 'ไม่แน่ใจว่าจริง'],
  es: ['no sé si', 'no estoy segura de si', 'no estoy seguro de si', 'no sabemos si', 'no está claro si'],
};
