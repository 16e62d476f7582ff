/**
 * Rule present_verb_after_and (docs/SCREENING.md): a sign told after "and" in the present, or with a word that tells
 * a habit now, is the patient's state now, not dated by a past date before the coordinator ("in 2019 she had a stroke
 * and coughs with tea", "en 2019 tuvo un ictus y tose con los líquidos"). Per language, the coordinators, and the
 * present markers read from the coordinator to just after the sign:
 * - a present verb form where the language marks tense or aspect on the sign (English "coughs", Spanish "tose",
 *   Tagalog imperfective "umuubo", "nabubulunan" against "umubo", "nabulunan"; Japanese non-past "むせます",
 *   Korean "사레들려요");
 * - where it does not (Chinese, Indonesian, Vietnamese, Thai), a word of habit or of a state that lasts ("经常", "会",
 *   "sering", "kalau minum", "hay", "thường", "มัก"): without tense, a habit told after the date is told of now.
 * A sign after "and" with neither ("dan batuk", "và ho") stays dated: it may be told of the date. A habit word is
 * read so only after a date: after "formerly" ("dulu … dan sering batuk", "以前…经常呛") it tells the habit then.
 */
import type { InputLanguage } from './red-flags';

interface PresentAfterAnd {
  coordinators: readonly string[];
  /** Present verb forms: the tense itself says now. */
  present: readonly string[];
  /** Words of habit, in languages without tense: now after a date, the habit then after "formerly". */
  habit?: readonly string[];
  /** "Formerly", "used to": a past with no date, whose habit is the habit then. */
  formerly?: readonly string[];
}

export const PRESENT_AFTER_AND: Record<InputLanguage, PresentAfterAnd> = {
  en: {
    coordinators: ['and', 'but'],
    present: ['coughs', 'chokes', 'splutters', 'sputters', 'gags', 'drools', 'dribbles', 'wheezes', 'gurgles', 'struggles'],
  },
  es: {
    coordinators: ['y', 'e'],
    present: ['tose', 'se atraganta', 'atraganta', 'se ahoga', 'ahoga', 'babea', 'carraspea', 'regurgita', 'suele', 'sigue', 'le cuesta', 'tiene tos', 'se le va', 'se le sale'],
  },
  tl: {
    coordinators: ['at', 'saka', 'tsaka', 'tapos'],
    present: ['umuubo', 'inuubo', 'nauubo', 'nasasamid', 'nabubulunan', 'nabibilaukan', 'nahihirapan', 'tumutulo'],
    habit: ['lagi', 'laging', 'palagi', 'palaging', 'madalas', 'parati'],
    formerly: ['dati', 'noon', 'noong una', 'dati-rati'],
  },
  id: {
    coordinators: ['dan', 'serta'],
    present: [],
    habit: ['sering', 'selalu', 'sedang', 'kadang', 'kadang-kadang', 'suka', 'setiap', 'tiap', 'kalau'],
    formerly: ['dulu', 'dahulu', 'dulunya', 'sempat', 'pernah'],
  },
  vi: {
    coordinators: ['và'],
    present: [],
    habit: ['hay', 'thường', 'thường xuyên', 'đang', 'luôn', 'mỗi khi', 'mỗi lần', 'lúc nào cũng', 'cứ'],
    formerly: ['trước đây', 'hồi trước', 'trước kia', 'ngày trước', 'từng'],
  },
  th: {
    coordinators: ['และ', 'แล้วก็'],
    present: [],
    habit: ['มัก', 'ชอบ', 'ทุกครั้ง', 'บ่อย', 'ประจำ'],
    formerly: ['เมื่อก่อน', 'แต่ก่อน', 'ก่อนหน้านี้', 'เคย'],
  },
  'zh-HK': {
    coordinators: ['而且', '同埋', '仲有', '又'],
    present: [],
    habit: ['成日', '經常', '常常', '會', '時不時', '每次', '一路都', '總是'],
    formerly: ['以前', '之前', '從前', '舊時', '曾經'],
  },
  'zh-CN': {
    coordinators: ['并且', '而且', '并', '又'],
    present: [],
    habit: ['经常', '常常', '会', '总是', '老是', '时常', '时不时', '每次', '一直'],
    formerly: ['以前', '之前', '从前', '过去', '曾经'],
  },
  // Japanese and Korean end the sign with its tense: the present forms are read whole, up to the full stop.
  ja: {
    coordinators: ['になって', 'になり', 'を起こして', 'を起こし', 'があって', 'があり'],
    present: ['むせます', 'むせる。', 'むせている', 'むせてる', 'むせやすい', 'むせることがある', 'むせることが多い', '咳き込みます', '咳き込む。'],
  },
  ko: {
    coordinators: ['었고', '았고', '했고', '였고'],
    present: ['사레들려요', '사레들립니다', '사레들린다', '사레가 들려요', '기침해요', '기침합니다', '기침을 해요', '기침한다'],
  },
};
