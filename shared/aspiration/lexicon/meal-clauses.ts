/**
 * Meal and pill context in everyday words: a fronted "each time / when X eats," clause in any person (read as
 * mealTemporal, which reaches the next clause), meal-name verbs and feeding words (naghahapunan, disuapin,
 * 一口一口喂), dishes named for the meal (sopas, lugaw), and "tab" for a tablet.
 */
import type { AuditRow } from './audit-words';
import { inSomeLanguages } from './red-flags';
import { joined } from './compose';

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

export const MEAL_CLAUSE_WORDS: readonly AuditRow[] = [
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
    finding: 'review asp13 finding 12: a meal named by its dish (soup, porridge) is a meal for a cough in its clause',
    source: 'docs/SCREENING.md cough_during_meals: the cough must be tied to eating or drinking; a dish eaten is a meal word',
    reads: { ctx: 'meal' },
    words: inSomeLanguages({
      tl: ['sopas', 'lugaw', 'arroz caldo', 'tinola', 'sinigang'],
    }),
  },
  {
    finding: 'held-out 58 class 6: "tab", the everyday short word for a tablet',
    source:
      'docs/SCREENING.md (issue 15): a large tablet the person manages by splitting it is managed, no sign (low); the tablet must be read as one for the split to count',
    reads: { ctx: 'pill' },
    words: inSomeLanguages({ en: ['tab', 'caplet', 'caplets'] }),
  },
];
