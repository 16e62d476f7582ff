/**
 * Rule nasal_needs_eating (docs/SCREENING.md): nasal regurgitation is food or drink coming back through
 * the nose during or after a swallow (Logemann 1998, Evaluation and Treatment of Swallowing Disorders; TOR-BSST,
 * Martino 2009). The nose phrases of every lexicon ("comes out of her nose", "le sale por la nariz", "lumalabas sa
 * ilong") also tell a runny nose: in a sentence that names nasal secretion or a cold and no food, drink or eating,
 * they are not the sign. A nose phrase with neither stays the sign (safety bias: screening leans to the higher risk).
 *
 * One table for every nose list (lexicon/<lang>.ts, red-flags.ts, nasal-regurgitation.ts, cough-choke-episodes.ts): the rule reads
 * the concept, not the list the phrase came from.
 */
import type { InputLanguage } from './red-flags';

/** What runs from a nose with a cold or hay fever, and the words that say the nose runs. */
export const NOSE_SECRETION: Record<InputLanguage, readonly string[]> = {
  en: ['snot', 'snotty', 'mucus', 'mucous', 'runny', 'nose running', 'nose is running', 'catarrh', 'sneeze', 'sneezes', 'sneezing', 'bogey', 'bogeys', 'boogers'],
  'zh-HK': ['鼻涕', '鼻水', '流鼻水', '鼻敏感', '乞嚏', '打乞嚏'],
  'zh-CN': ['鼻涕', '流鼻涕', '清涕', '打喷嚏', '喷嚏'],
  ja: ['鼻水', '鼻汁', 'はなみず', '鼻みず', 'くしゃみ'],
  ko: ['콧물', '재채기', '코감기'],
  tl: ['sipon', 'uhog', 'sinisipon', 'bumabahing', 'pagbahing'],
  id: ['ingus', 'ingusan', 'pilek', 'bersin'],
  vi: ['nước mũi', 'sổ mũi', 'mũi chảy', 'chảy nước mũi', 'hắt hơi', 'hắt xì'],
  th: ['น้ำมูก', 'จาม', 'ขี้มูก'],
  es: ['moco', 'mocos', 'moquea', 'moqueo', 'estornuda', 'estornudos', 'mucosidad'],
};

/**
 * Food, drink and eating named beside a nose phrase: the thing that came through the nose, or when it did (a backup
 * to the meal cues of the clause, which a nose phrase can hide).
 */
export const NOSE_EATING: Record<InputLanguage, readonly string[]> = {
  en: ['water', 'milk', 'tea', 'coffee', 'juice', 'soup', 'food', 'drink', 'drinks', 'drinking', 'drank', 'eat', 'eats', 'eating', 'ate', 'meal', 'meals', 'breakfast', 'lunch', 'dinner', 'supper', 'swallow', 'swallows', 'swallowing', 'feed', 'feeding', 'sip', 'sips'],
  'zh-HK': ['水', '奶', '茶', '湯', '飲', '食', '嘢食', '粥', '飯'],
  'zh-CN': ['水', '奶', '茶', '汤', '喝', '吃', '食物', '粥', '饭'],
  ja: ['水', '牛乳', 'お茶', '汁', '飲', '食べ', '食事', 'ご飯'],
  ko: ['물', '우유', '차', '국', '마시', '먹', '음식', '식사', '밥'],
  tl: ['tubig', 'gatas', 'kape', 'sabaw', 'pagkain', 'kumain', 'kumakain', 'uminom', 'umiinom', 'inumin'],
  id: ['air', 'susu', 'teh', 'kopi', 'kuah', 'makanan', 'makan', 'minum', 'minuman'],
  vi: ['nước uống', 'sữa', 'trà', 'canh', 'cháo', 'thức ăn', 'đồ ăn', 'ăn', 'uống'],
  th: ['น้ำดื่ม', 'นม', 'ชา', 'ซุป', 'อาหาร', 'กิน', 'ดื่ม', 'ข้าว'],
  es: ['agua', 'leche', 'té', 'café', 'zumo', 'jugo', 'sopa', 'comida', 'come', 'comer', 'beber', 'bebe', 'toma', 'tomar'],
};
