/**
 * The NARROW watery words (rule SEEN_WATERY_BESIDE_LEVEL): forms of the `thin` texture row (terms.ts,
 * foreign-core.ts) that report a drink seen to run like water, whatever their place beside a stated level
 * ("runny level 3 drink", "中度稠 好稀", "nivel 3 aguado", "水っぽかった"). Not here: the words that
 * also describe or name a liquid ("thin", "líquido", "cair", "lỏng", "ใส", "flüssig", "سائل"), which sit in
 * a thickened product's own name ("líquido espesado") and only turn against a level after a contrast word.
 * A trailing `*` lets any ending follow.
 */
import type { Names } from './terms';

export const WATERY_WORDS: Names = {
  en: 'watery,runny,like water,water thin',
  zh: '稀,稀身,好稀,稀少少,稀稀哋,水咁稀,似水,像水一样,水状',
  ja: 'さらさら,サラサラ,水のような,水のよう,水っぽい,水っぽかった,水っぽく,水みたい',
  tl: 'malabnaw,matubig,parang tubig',
  id: 'encer,seperti air',
  vi: 'loãng,như nước',
  th: 'เหมือนน้ำ,เหลวมาก,เหลวไป',
  es: 'aguado,aguada,aguados,aguadas,como el agua',
  fr: 'comme de l eau,comme l eau',
  ko: '묽은,물 같은,물처럼,물 같아,물같이',
  de: 'wässrig,wie wasser',
  it: 'acquoso,acquosa,come acqua,come l acqua',
  pt: 'aguado,aguada,ralo,rala,como agua',
  ru: 'водянист*,как вода',
  ar: 'مائي,مثل الماء',
  hi: 'पानी जैसा,पानी जैसी,पानी जैसे,पानी की तरह',
  pl: 'wodnist*,jak woda',
  nl: 'waterig,als water,zo dun als water',
  sv: 'vattnig,vattnigt,som vatten',
  tr: 'su gibi,sulu sulu,cıvık',
};

/**
 * Of those, the explicit comparisons to water (rule THICKENED_STILL_LIKE_WATER): IDDSI Level 1 is "thicker
 * than water", so a drink said to be like water after a thickener is Level 0 by what was seen.
 */
export const LIKE_WATER_WORDS: Names = {
  en: 'like water,water thin',
  zh: '水咁稀,似水,像水一样',
  ja: '水のような,水のよう,水みたい',
  tl: 'parang tubig',
  id: 'seperti air',
  vi: 'như nước',
  th: 'เหมือนน้ำ',
  es: 'como el agua,como agua',
  fr: 'comme de l eau,comme l eau',
  ko: '물 같은,물처럼,물 같아,물같이',
  de: 'wie wasser',
  it: 'come acqua,come l acqua',
  pt: 'como agua',
  ru: 'как вода',
  ar: 'مثل الماء',
  hi: 'पानी जैसा,पानी जैसी,पानी जैसे,पानी की तरह',
  pl: 'jak woda',
  nl: 'als water,zo dun als water',
  sv: 'som vatten',
  tr: 'su gibi',
};
