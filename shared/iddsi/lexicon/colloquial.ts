/**
 * s8fix8b: everyday words carers type that the cue tables lacked, by cue table (the tables of
 * foreign-core.ts CueTable), in their own block so that they add to a table without editing it:
 *  - Indonesian colloquial negation ("ga ada gumpalan", "gak ada cairan terpisah", "tdk ada biji"):
 *    a hazard or lumps under it are not present (issue 14, class 4; rule NEGATION_LIST_SCOPE). A bare
 *    "ga" is left out: folded, it is Vietnamese "gà" (chicken);
 *  - Hindi "पूरी तरह" ("completely"), whose first word is the bread पूरी (puri): read as a phrase
 *    that says nothing (rule FOREIGN_HOMOGRAPH).
 */
import type { CueTable } from './foreign-core';
import type { Names } from './terms';

export const COLLOQUIAL_CUES: Readonly<Partial<Record<CueTable, Names>>> = {
  NEG_BEFORE: {
    id: 'ga ada,gak ada,nggak ada,enggak ada,ngga ada,ndak ada,tdk ada,tak ada,gaada,gakada,gak,nggak,enggak,ngga,ndak,tdk,tiada',
  },
  STOP_WORDS: {
    hi: 'पूरी तरह,पूरी तरह से,पूरा का पूरा',
  },
};

/**
 * Rule FOOD_DISCARDED: verbs after a food that say it was thrown away or picked out of the dish
 * ("ayam suwir dibuang", "croutons picked out", "叉燒揀走晒"); the food is then not in what is
 * served, as one under a negation ("tanpa ayam") is not. Peeling and boning verbs are not here:
 * they take a part off a food that stays (rule HAZARD_REMOVED_BY_VERB).
 */
export const DISCARDED_AFTER: Names = {
  en: 'discarded,thrown away,thrown out,picked out,fished out',
  zh: '揀走,拣走,捞走,撈走,挑走,扔掉,丢掉,揀走晒,拣走晒',
  ja: '捨てた,捨てて',
  tl: 'tinapon,itinapon',
  id: 'dibuang,dibuang semua,disisihkan',
  vi: 'bỏ đi,vớt bỏ',
  th: 'ทิ้ง,ทิ้งไป',
  es: 'descartado,descartada,desechado,desechada',
  fr: 'jete,jetee,jetes,jetees',
  ko: '버린,건져낸',
  de: 'weggeworfen,aussortiert',
  it: 'scartato,scartata,buttato via',
  pt: 'descartado,descartada,jogado fora',
  ar: 'تم التخلص منه',
  hi: 'फेंक दिया',
  ru: 'выброшен*',
};
