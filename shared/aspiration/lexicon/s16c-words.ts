/**
 * Vocabulary rows of session 16 (s16aspc, review asp15 findings 2, 3, 4 and 7): morphology and word order. The
 * person, the clitic and the repeated verb are slots filled from the lists below, not one phrase per variant.
 * Merged by lexicon/index.ts beside the session-15 rows; each row names its class and screening statement.
 */
import type { AuditRow } from './audit-words';
import { inSomeLanguages } from './red-flags';

/** Every head before every tail, joined by `glue`. */
const joined = (heads: readonly string[], tails: readonly string[], glue = ' '): string[] =>
  heads.flatMap((h) => tails.map((t) => `${h}${glue}${t}`));

/** A verb form said twice ("coughs and coughs", "tose y tose", "naubo nang naubo"): the form is the slot. */
const twice = (forms: readonly string[], glue: string): string[] => forms.map((f) => `${f}${glue}${f}`);

/** English subjects of a fronted meal clause: any person, the carer's words for the patient. */
const EN_THIRD = ['she', 'he', 'mum', 'mom', 'dad', 'my mum', 'my mom', 'my dad', 'my mother', 'my father', 'my husband', 'my wife', 'nan', 'gran', 'grandma', 'grandpa', 'the patient', 'the resident', 'the baby'];
const EN_OTHER = ['i', 'you', 'we', 'they'];
const EN_VERBS_3 = ['eats', 'drinks', 'has a drink', 'has a meal', 'has food', 'has soup', 'has tea', 'has water', 'has a cuppa', 'swallows', 'is eating', 'is drinking', 'tries to eat', 'tries to drink'];
const EN_VERBS = ['eat', 'drink', 'have a drink', 'have a meal', 'have food', 'have soup', 'have tea', 'have water', 'have a cuppa', 'swallow', 'try to eat', 'try to drink'];
/** "if" is left out before "sips" (look-alikes.ts reads "if she sips slowly" as a gulp frame). */
const EN_OPENINGS = ['every time', 'each time', 'every single time', 'whenever', 'when', 'after', 'if', 'as soon as', 'while'];
const EN_MEAL_CLAUSES = [...joined(EN_THIRD, EN_VERBS_3), ...joined(EN_OTHER, EN_VERBS)];
const EN_OWN_MEALS = joined(['after', 'during', 'with', 'at'], joined(['her', 'his', 'my', 'their', 'our', 'your'], ['meals', 'meal', 'drinks', 'food', 'lunch', 'dinner', 'breakfast', 'supper']));

/** Spanish eat and drink verbs in every person and the progressive. */
const ES_EAT = ['como', 'comes', 'come', 'comemos', 'comen', 'bebo', 'bebes', 'bebe', 'bebemos', 'beben', 'tomo', 'tomas', 'toma', 'tomamos', 'toman', 'trago', 'tragas', 'traga', 'tragamos', 'tragan', 'estoy comiendo', 'estás comiendo', 'está comiendo', 'estamos comiendo', 'están comiendo', 'estoy bebiendo', 'está bebiendo'];
const ES_OPENINGS = ['cuando', 'cada vez que', 'siempre que', 'mientras', 'en cuanto'];

/** Indonesian and Vietnamese fronted meal clauses with their subject ("Kalau saya minum, ...", "Khi tôi uống nước, ..."). */
const ID_OPENINGS = ['kalau', 'kalo', 'waktu', 'saat', 'ketika', 'pas', 'setiap', 'tiap', 'setiap kali', 'tiap kali', 'habis', 'setelah'];
const ID_SUBJECTS = ['saya', 'aku', 'dia', 'ibu', 'bapak', 'ayah', 'nenek', 'kakek', 'mama', 'papa', 'beliau', 'mbah'];
const ID_EAT = ['makan', 'minum', 'menelan', 'minum air', 'lagi makan', 'lagi minum', 'sedang makan', 'sedang minum'];
const VI_OPENINGS = ['khi', 'mỗi khi', 'mỗi lần', 'lúc', 'sau khi', 'hễ'];
const VI_SUBJECTS = ['tôi', 'em', 'bà', 'ông', 'mẹ', 'bố', 'ba', 'má', 'anh', 'chị', 'cháu', 'con', 'mình'];
const VI_EAT = ['ăn', 'uống', 'uống nước', 'ăn cơm', 'nuốt', 'đang ăn', 'đang uống', 'ăn cháo', 'uống sữa'];

/** Tagalog frequency and time connectives before an eat or drink word ("Bawat kain, ..."). */
const TL_OPENINGS = ['bawat', 'sa bawat', 'tuwing', 'sa tuwing', 'kada', 'pag', 'kapag', 'habang', 'pagkatapos'];
const TL_EAT = ['kain', 'inom', 'subo', 'lunok', 'kumakain', 'umiinom', 'kakain', 'iinom', 'kumain', 'uminom', 'inom ng tubig'];
/** Tagalog meal-name verbs from their roots: nag-/mag- with and without the reduplicated first syllable. */
const tlMealVerbs = (root: string): string[] => {
  const cv = /^[aeiou]/.test(root) ? `${root[0]}-` : root.slice(0, 2);
  const glue = /^[aeiou]/.test(root) ? '-' : '';
  return ['nag', 'mag'].flatMap((p) => [`${p}${glue}${root}`, `${p}${glue}${cv}${root}`.replace('--', '-')]);
};
const TL_MEAL_VERBS = [
  ...['hapunan', 'almusal', 'tanghalian', 'meryenda', 'merienda', 'agahan'].flatMap(tlMealVerbs),
  // tanghalian also takes the nasal -um- forms
  'nananghalian', 'nanananghalian', 'mananghalian', 'manananghalian', 'nag-aagahan', 'nag-aalmusal',
];

/** Spanish "se me va ... por otro lado": the clitic and the tense are slots, the food optional. */
const ES_CLITICS = ['se me', 'se te', 'se le', 'se nos', 'se les'];
const ES_GOES = ['va', 'fue', 'iba', 'ha ido', 'van', 'fueron', 'iban'];
const ES_FOODS = ['la comida', 'el agua', 'la sopa', 'el caldo', 'la leche', 'el café', 'el té', 'el jugo', 'la bebida', 'el líquido', 'todo'];
const ES_WAYS = ['por otro lado', 'por el otro lado', 'por mal camino', 'por el camino viejo', 'por el otro camino'];
const ES_GOES_WRONG = joined(joined(ES_CLITICS, ES_GOES), [...ES_WAYS, ...joined(ES_FOODS, ES_WAYS)]);

/** "Naubo siya nang naubo": the subject pronoun between the verb and its repetition. */
const TL_TWICE_WITH_SUBJECT = ['naubo', 'nauubo', 'inubo', 'inuubo', 'umubo', 'umuubo'].flatMap((f) =>
  ['siya', 'sya', 'ako', 'ka', 'kami', 'sila', 'si lola', 'si lolo'].map((p) => `${f} ${p} nang ${f}`),
);

export const S16C_WORDS: AuditRow[] = [
  {
    finding: 'review asp15 finding 2: a fronted "each time / when X eats," clause, any person, gives the sign after its comma its meal',
    source:
      'Yale protocol and TOR-BSST: a cough when eating or drinking is a sign at meals (rule current_sign); "every time" makes it persistent (persistent_major_sign). The meal clause is read as mealTemporal, which reaches the next clause',
    reads: { ctx: 'mealTemporal' },
    words: inSomeLanguages({
      en: [...joined(EN_OPENINGS, EN_MEAL_CLAUSES), ...EN_OWN_MEALS],
      es: joined(ES_OPENINGS, ES_EAT),
      tl: joined(TL_OPENINGS, [...TL_EAT, ...TL_MEAL_VERBS]),
      id: joined(ID_OPENINGS, joined(ID_SUBJECTS, ID_EAT)),
      vi: joined(VI_OPENINGS, joined(VI_SUBJECTS, VI_EAT)),
      // fed mouthful by mouthful, a fronted clause before the sign
      'zh-CN': ['一口一口喂', '一口一口地喂', '一口一口吃', '一口一口喝', '一勺一勺喂', '一勺一勺地喂'],
      'zh-HK': ['一啖一啖餵', '一啖一啖食', '一啖一啖飲', '一羹一羹餵'],
    }),
  },
  {
    finding: 'review asp15 finding 7: meal-name verbs and colloquial feeding words are meal context (naghahapunan, disuapin, 一口一口喂)',
    source: 'Yale protocol and TOR-BSST: a cough while eating a meal, whatever the word for the meal, is a sign at meals (rule current_sign)',
    reads: { ctx: 'meal' },
    words: inSomeLanguages({
      tl: TL_MEAL_VERBS,
      // Jakarta colloquial -in for -i/-kan on the feeding verbs
      id: ['disuapin', 'suapin', 'nyuapin', 'diminumin', 'minumin', 'dimakanin', 'makanin', 'disuapin makan', 'dikasih makan', 'dikasih minum'],
    }),
  },
  {
    finding: 'review asp15 finding 3: Spanish "se me/te/le/nos/les va por otro lado" and "por el camino viejo" in every person',
    source: 'Yale protocol and TOR-BSST: food or drink going the wrong way at a meal is a cough at meals (rule current_sign)',
    reads: { sign: 'cough_during_meals' },
    words: inSomeLanguages({ es: ES_GOES_WRONG }),
  },
  {
    finding: 'review asp15 finding 4: a coughing fit told by saying the verb twice ("coughs and coughs", "tose y tose", "naubo nang naubo", "咳了又咳") or by a cough that does not stop, any particle',
    source:
      'docs/SCREENING.md choking_with_intervention and the Yale protocol: a coughing fit at a meal that would not stop is a choking episode (red_flag); repetition tells the fit in every language',
    reads: { sign: 'coughing_fit' },
    words: inSomeLanguages({
      en: twice(['cough', 'coughs', 'coughing', 'coughed', 'splutter', 'splutters', 'spluttering', 'spluttered', 'sputters', 'sputtering', 'hacks', 'hacked'], ' and '),
      es: [...twice(['toso', 'toses', 'tose', 'tosemos', 'tosen', 'tosí', 'tosió', 'tosieron', 'tosía', 'tosían', 'tosiendo'], ' y '), ...joined(['no paro', 'no paras', 'no para', 'no paramos', 'no paran', 'no paraba', 'no paró', 'no paraban'], ['de toser'])],
      tl: [...twice(['ubo', 'umuubo', 'umubo', 'inuubo', 'inubo', 'nauubo', 'naubo', 'uubo', 'nabibilaukan', 'nabilaukan'], ' nang '), ...twice(['umuubo', 'nauubo', 'inuubo'], ' at '), ...TL_TWICE_WITH_SUBJECT],
      ko: joined(['기침이', '기침을', '기침은', '기침도', '사레가', '사레도'], ['멈추지 않', '멈추질 않', '안 멈추', '안 멈춰', '멈추지 못', '그치지 않', '안 그쳐', '안 멎']),
      'zh-CN': ['咳了又咳', '呛了又呛', '咳完又咳', '呛完又呛'],
      'zh-HK': ['咳完又咳', '咳咗又咳', '嗆完又嗆'],
      th: ['ไอแล้วไออีก', 'ไอแล้วไอเล่า', 'สำลักแล้วสำลักอีก'],
      vi: ['ho rồi lại ho', 'sặc rồi lại sặc', 'ho hết cơn này đến cơn khác'],
    }),
  },
  {
    finding: 'review asp15 finding 1: "連鼻都出埋" (even out of the nose): 連 before the nose, read with 都/埋 left out (reading rule gapped_sign)',
    source: 'TOR-BSST (Martino 2009) and the Yale protocol (Suiter 2014): nasal regurgitation is a sign of a failed swallow',
    reads: { sign: 'nasal_regurgitation' },
    words: inSomeLanguages({
      'zh-HK': ['連鼻出', '連鼻哥出', '連鼻哥窿出', '連鼻孔出', '連鼻流出'],
      'zh-CN': ['连鼻子出', '连鼻子里出', '连鼻孔出', '连鼻子喷出', '连鼻子流出'],
    }),
  },
];
