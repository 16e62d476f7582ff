/**
 * Issue 15 (class 1): the doubt words that tell an observation with a hedge ("らしい", "似乎", "것 같", "yata",
 * "sepertinya", "hình như", "ดูเหมือน", "parece que") rather than a doubt whether it happened ("maybe", "not sure
 * if", "?"). The carer reports what was seen or heard of: a hedged current sign is at least a possible sign, and
 * moderate at any age (rule hedged_sign); a hedged red flag with a strong risk factor is high
 * (possible_red_flag_with_strong_risk_factor). Only words the uncertain lists already hold are marked; the list
 * adds none. Hedges that the lists do not hold ("好像", "parang", "seems to") read as current, which is more.
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
