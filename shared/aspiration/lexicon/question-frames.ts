/**
 * Reading rule query_needs_question_frame: a single '?' closing a carer's note ("coughing at lunch
 * today?", "昼食中にむせた？", "Batuk waktu makan siang tadi?") is how notes are typed, not a doubt: the sign is
 * reported. Only a question about the sign itself makes it uncertain: an interrogative frame in the sentence the
 * '?' closes ("does she cough when she drinks?", "係咪食飯會咳?", "có ho không?", "ไอไหม?"), or a hedge word (the
 * uncertain lists). `words` may stand anywhere before the '?' (whole words in spaced scripts); `endings` must end
 * the sentence right before it (Japanese か, Korean 나요, Vietnamese không). A query mark before a term ("? aspiration")
 * is clinical shorthand for "query" and stays a doubt (isQueried).
 */
import type { InputLanguage } from './red-flags';

/**
 * A hedge with the '?' ("parang nabulunan si Nanay?", "seemed to choke?"): the carer doubts what they saw. These are
 * frame words too (the evidentials of lexicon/hedges.ts read current only without a '?').
 */
export const HEDGED_QUERY_WORDS: Record<InputLanguage, readonly string[]> = {
  en: ['seems', 'seemed', 'looks like', 'looked like', 'i think', 'probably'],
  'zh-HK': ['好似', '似乎'],
  'zh-CN': ['好像', '似乎'],
  ja: ['みたい', 'らしい', 'ような'],
  ko: ['것 같'],
  tl: ['parang', 'mukhang', 'yata', 'tila'],
  id: ['kayaknya', 'sepertinya', 'tampaknya'],
  vi: ['hình như', 'có vẻ'],
  th: ['เหมือนจะ', 'ดูเหมือน'],
  es: ['parece', 'creo que'],
};

export interface QuestionFrames {
  words: readonly string[];
  /** Only the languages that end a question with a particle (Japanese か, Korean 나요, Vietnamese không) list them. */
  endings?: readonly string[];
}

export const QUESTION_FRAMES: Record<InputLanguage, QuestionFrames> = {
  en: {
    words: [
      'is she', 'is he', 'is it', 'is this', 'is that', 'is mum', 'is dad', 'is the', 'are they', 'was she', 'was he', 'was it', 'was that',
      'does she', 'does he', 'does it', 'does mum', 'does dad', 'does the', 'do they', 'do you', 'did she', 'did he', 'did it', 'did that',
      'did mum', 'did dad', 'has she', 'has he', 'has it', 'have they', 'could she', 'could he', 'could it', 'could this', 'could that',
      'can she', 'can he', 'should she', 'should he', 'should we', 'might she', 'might he', 'might it', 'would she', 'would he', 'whether',
      'any sign', 'any signs', 'or not', 'is there', 'was there', 'are there', 'any chance',
      // A need asked about ahead ("will he need a feeding tube later?").
      'will she', 'will he', 'will mum', 'will dad', 'do we need', 'do i need', 'does she need', 'does he need', 'should i',
    ],
  },
  'zh-HK': { words: ['係咪', '係唔係', '有冇', '會唔會', '會不會', '是不是', '是否', '有沒有'], endings: ['嗎', '呀嗎', '咩', '未'] },
  'zh-CN': { words: ['是不是', '是否', '有没有', '会不会', '能不能'], endings: ['吗', '么', '没有'] },
  ja: { words: ['かどうか', 'でしょうか', 'ですか', 'ますか'], endings: ['か', 'かな', 'かしら', 'の'] },
  ko: { words: ['는지', '을까', '는가'], endings: ['나요', '까요', '니까', '냐', '니', '는지', '을까', '는가'] },
  tl: { words: ['ba', 'kaya ba'] },
  id: { words: ['apakah', 'apa benar', 'benarkah'], endings: ['apa', 'nggak', 'gak', 'tidak', 'enggak', 'ga', 'bukan', 'belum'] },
  vi: { words: ['có phải', 'phải không', 'có bị', 'liệu'], endings: ['không', 'chưa', 'hả', 'hông', 'ko'] },
  th: { words: ['ไหม', 'มั้ย', 'หรือเปล่า', 'หรือไม่', 'รึเปล่า', 'ป่าว', 'หรือยัง'] },
  // Spanish opens a question with '¿': the pair marks an interrogative ("¿tose al comer?"), not a typed habit.
  es: { words: ['¿', 'acaso', 'será que', 'o no', 'es posible que'] },
};

/**
 * Reading rule unmarked_question: Indonesian and Malay ask without a '?' ("perlu pakai pengental
 * nggak", "bisa minum teh tidak", "apakah boleh minum air biasa"): a clause that holds a question word (`words`,
 * "apakah", "-kah") or a modal (`modals`) and ends in a negative tag (`tags`) asks, so a thickener it names is asked
 * about, not in use (rule asked_about_diet_not_in_use). Read for the diet only, like the `question` lists.
 */
export interface UnmarkedQuestion {
  words: readonly string[];
  modals: readonly string[];
  tags: readonly string[];
}

export const UNMARKED_QUESTIONS: Partial<Record<InputLanguage, UnmarkedQuestion>> = {
  // A family asking without a '?' ("should she be on that thickener stuff").
  en: {
    words: ['should she be on', 'should he be on', 'should mum be on', 'should dad be on', 'does she need', 'does he need', 'do we need', 'should we get', 'should we buy', 'should we start'],
    modals: [],
    tags: [],
  },
  id: {
    words: ['apakah', 'perlukah', 'bolehkah', 'bisakah', 'haruskah', 'adakah', 'patutkah'],
    modals: ['perlu', 'boleh', 'bisa', 'harus', 'mesti', 'usah', 'patut', 'dapat'],
    tags: ['nggak', 'ngga', 'gak', 'ga', 'enggak', 'engga', 'tidak', 'tak', 'ndak', 'nda', 'nggak ya', 'gak ya', 'tidak ya', 'tak ya', 'atau tidak', 'atau nggak', 'atau gak', 'atau tak'],
  },
};
