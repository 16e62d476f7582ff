/**
 * Reading rule occasional_choke_word_is_cough (docs/SCREENING.md): the everyday words that name
 * both a choke and a cough on food ("keselek", "สำลัก"), read as a choking episode, told as occasional ("kadang-kadang
 * keselek waktu makan", "บางครั้งสำลักตอนกินข้าว") with no blocked airway, are the occasional cough at meals (moderate),
 * as "sặc", "呛", "むせ", "사레" and "nasasamid" read. Only the words that carry both meanings are listed: English
 * "choke", Chinese 哽/噎 and Spanish "atragantarse" name the choke itself and stay red flags.
 */
import type { InputLanguage } from './red-flags';

export const CHOKE_OR_COUGH_WORDS: Record<InputLanguage, readonly string[]> = {
  en: [],
  'zh-HK': [],
  'zh-CN': [],
  ja: [],
  ko: [],
  tl: [],
  id: ['keselek', 'kesedak', 'keselak', 'keseleknya', 'keselekan', 'keselek makanan'],
  vi: [],
  th: ['สำลัก', 'สำลักอาหาร', 'สำลักน้ำ', 'สำลักข้าว'],
  es: [],
};
