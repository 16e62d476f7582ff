/**
 * Reading rule asked_sign_answered_no: a sign named inside a reported question ("the doctor asked if
 * dad coughs when eating", "preguntó si tose al comer", "醫生問佢食嘢有冇咳") and answered right after with a bare
 * "no" ("- no he doesn't", "no, nunca", "冇", "ไม่มี") is denied by that answer, as "no coughing" would deny it:
 * the family tells the sign is absent. The question frames are the `question` lists of the language lexicons;
 * these are the answers, whole (what follows the sign's clause up to the next stop, nothing else).
 */
import type { InputLanguage } from './red-flags';

export const NEGATIVE_ANSWERS: Record<InputLanguage, readonly string[]> = {
  en: ['no', 'nope', 'no never', 'never', 'not at all', 'no not at all', "no he doesn't", 'no he doesnt', "no she doesn't", 'no she doesnt', 'no he does not', 'no she does not', "he doesn't", 'he doesnt', "she doesn't", 'she doesnt', "no he hasn't", "no she hasn't", 'no he hasnt', 'no she hasnt'],
  'zh-HK': ['冇', '冇呀', '冇喎', '冇嘅', '唔會', '冇咳', '冇試過'],
  'zh-CN': ['没有', '没', '不会', '没有的', '从来没有', '没咳'],
  ja: ['いいえ', 'ありません', 'ないです', 'ない', 'いいえありません'],
  ko: ['아니요', '아니오', '없어요', '없습니다', '아니요 없어요'],
  tl: ['hindi', 'wala', 'hindi naman', 'wala naman', 'hindi po', 'wala po'],
  id: ['tidak', 'nggak', 'enggak', 'tidak pernah', 'tidak kok', 'nggak kok'],
  vi: ['không', 'không có', 'không bị', 'không ạ', 'dạ không'],
  th: ['ไม่', 'ไม่มี', 'ไม่เลย', 'ไม่ค่ะ', 'ไม่ครับ', 'ไม่มีค่ะ', 'ไม่มีครับ'],
  es: ['no', 'no nunca', 'nunca', 'para nada', 'no tose', 'no le pasa'],
};
