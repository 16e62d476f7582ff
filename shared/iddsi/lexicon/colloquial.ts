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
