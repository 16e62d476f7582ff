/**
 * Whose history it is. A relative of the patient named as the subject ("his mother had a stroke and
 * dysphagia", "her father has swallowing problems") or a family history ("家族史", "antecedentes familiares de
 * disfagia") tells someone else's condition: read as `otherPerson` of reading rule irrealis_frame, so a sign or a
 * risk factor told right after it is not the patient's, unless the patient or a reporting verb stands between ("his
 * mother says he chokes"). Only forms that cannot name the patient are listed: a carer's own "my mother" or "mum"
 * is usually the patient. Outside English only the family-history words are listed: the patient-or-report check
 * between is English (reading/doubt.ts), and a sign of the patient read as another's would be a miss.
 */
import { INPUT_LANGUAGES, type InputLanguage, inSomeLanguages } from './red-flags';

const EN_KIN = ['mother', 'father', 'mum', 'mom', 'dad', 'son', 'daughter', 'grandmother', 'grandfather', 'grandma', 'grandpa', 'nan', 'nana', 'grandad', 'aunt', 'auntie', 'uncle', 'cousin', 'twin', 'late husband', 'late wife', 'sister', 'brother', 'niece', 'nephew', 'grandparents', 'parents'];

/** The kin of a named person ("mum's sister", "the patient's father"), never the patient. */
const EN_POSSESSORS = ['his', 'her', 'their', "mum's", "mom's", "dad's", "mother's", "father's", "patient's", "husband's", "wife's"];

/**
 * Rule relative_owns_its_clauses: the subject pronoun that plainly names a kin word again, when the possessor is of the
 * other gender ("her father ...; he also had dementia"); with a possessor of the same gender or none ("his father
 * ...; he also ...", "the patient's father ...; he ...") the pronoun may be the patient's, and the clause is his.
 */
const EN_KIN_PRONOUN: Readonly<Record<string, string>> = {
  mother: 'she', mum: 'she', mom: 'she', daughter: 'she', grandmother: 'she', grandma: 'she', nan: 'she', nana: 'she', aunt: 'she', auntie: 'she', 'late wife': 'she', sister: 'she', niece: 'she',
  father: 'he', dad: 'he', son: 'he', grandfather: 'he', grandpa: 'he', grandad: 'he', uncle: 'he', 'late husband': 'he', brother: 'he', nephew: 'he',
  grandparents: 'they', parents: 'they',
};
const EN_POSSESSOR_PRONOUN: Readonly<Record<string, string>> = {
  his: 'he', her: 'she', "mum's": 'she', "mom's": 'she', "mother's": 'she', "wife's": 'she', "dad's": 'he', "father's": 'he', "husband's": 'he',
};

/** A relative's phrase and the words that name the same relative again at the head of a later clause. */
export interface RelativePhrase {
  phrase: string;
  referents: readonly string[];
}

/** English kin phrases: the kin word names the relative again, and its pronoun when the possessor's differs. */
function englishKinPhrases(): RelativePhrase[] {
  return EN_POSSESSORS.flatMap((possessor) =>
    EN_KIN.map((kin) => {
      const pronoun = EN_KIN_PRONOUN[kin];
      const owner = EN_POSSESSOR_PRONOUN[possessor];
      const plain = pronoun !== undefined && owner !== undefined && pronoun !== owner;
      return { phrase: `${possessor} ${kin}`, referents: plain ? [kin, pronoun] : [kin] };
    }),
  );
}

export const RELATIVES_OF_THE_PATIENT: Record<InputLanguage, readonly string[]> = {
  en: [...englishKinPhrases().map((p) => p.phrase), 'family history of', 'runs in the family', 'runs in her family', 'runs in his family'],
  'zh-HK': ['家族史', '家族病史'],
  'zh-CN': ['家族史', '家族病史'],
  ja: ['家族歴'],
  ko: ['가족력'],
  tl: ['kasaysayan ng pamilya', 'family history'],
  id: ['riwayat keluarga', 'riwayat penyakit keluarga'],
  vi: ['tiền sử gia đình'],
  th: ['ประวัติครอบครัว'],
  es: ['antecedentes familiares de', 'antecedentes familiares'],
};

/**
 * Rule relative_owns_its_clauses: a relative named by whose kin it is ("媽媽的姐姐", "母の姉", "엄마의
 * 언니", "tita ni nanay", "kakak ibu", "chị của mẹ", "ป้าของแม่", "su tía", "la hermana de mamá"). These frames govern
 * risk factors only: the patient-or-report check is English, and a bare kin word ("父亲", "叔叔", "おばさん", "chú",
 * "ป้า", "tita") is how carers name the patient, so it is not listed: a patient's stroke read as a relative's would
 * be a miss, a relative's read as the patient's only an over-triage.
 */
const ZH_KIN = ['老豆', '老竇', '老爸', '阿爸', '父親', '父亲', '母親', '母亲', '爸爸', '媽媽', '妈妈', '姐姐', '哥哥', '弟弟', '妹妹', '家姐', '細佬', '阿姨', '姑媽', '姑妈', '舅舅', '舅父', '叔叔', '伯伯', '祖父', '祖母', '爺爺', '爷爷', '嫲嫲', '奶奶', '外婆', '外公', '表姐', '表哥', '堂哥', '堂姐'];
const JA_KIN = ['父', '母', '兄', '姉', '弟', '妹', '叔父', '叔母', '伯父', '伯母', 'おじ', 'おば', 'おじさん', 'おばさん', '祖父', '祖母', 'いとこ'];
const KO_KIN = ['아버지', '어머니', '언니', '오빠', '누나', '형', '동생', '이모', '고모', '삼촌', '외삼촌', '할머니', '할아버지', '사촌'];
const TL_KIN = ['tatay', 'nanay', 'kapatid', 'tita', 'tito', 'lola', 'lolo', 'pinsan', 'kuya', 'ate'];
const ID_COLLATERAL = ['kakak', 'adik', 'tante', 'paman', 'om', 'kakek', 'nenek', 'sepupu'];
const VI_KIN = ['bố', 'mẹ', 'anh', 'chị', 'em', 'cô', 'chú', 'bác', 'dì', 'cậu', 'ông', 'bà', 'anh họ', 'chị họ'];
const TH_KIN = ['พ่อ', 'แม่', 'พี่สาว', 'พี่ชาย', 'น้องสาว', 'น้องชาย', 'ป้า', 'ลุง', 'น้า', 'อา', 'ย่า', 'ยาย', 'ปู่', 'ลูกพี่ลูกน้อง'];
const ES_KIN = ['tía', 'tío', 'hermana', 'hermano', 'prima', 'primo', 'abuela', 'abuelo', 'padre', 'madre'];

/** Each possessor before each kin word ("媽媽嘅家姐", "su tía"): the kin word names the same relative again. */
const owned = (possessors: readonly string[], kin: readonly string[], glue = ' '): RelativePhrase[] =>
  possessors.flatMap((p) => kin.map((k) => ({ phrase: `${p}${glue}${k}`, referents: [k] })));
/** Each kin word before each possessor ("tita ni nanay", "chị của mẹ", "ป้าของแม่"). */
const ofOwner = (kin: readonly string[], possessors: readonly string[], glue = ' '): RelativePhrase[] =>
  kin.flatMap((k) => possessors.map((p) => ({ phrase: `${k}${glue}${p}`, referents: [k] })));

const RELATIVE_KIN_PHRASES: Record<InputLanguage, readonly RelativePhrase[]> = {
  en: [],
  'zh-HK': owned(['媽媽嘅', '阿媽嘅', '爸爸嘅', '佢', '佢嘅', '媽媽的', '她的', '他的'], ZH_KIN, ''),
  'zh-CN': owned(['妈妈的', '爸爸的', '她的', '他的', '她', '他', '患者的', '病人的'], ZH_KIN, ''),
  ja: owned(['母の', '父の', '祖母の', '祖父の', '彼の', '彼女の', '本人の', '患者の'], JA_KIN, ''),
  ko: owned(['엄마의', '아빠의', '어머니의', '아버지의', '그녀의', '그의', '환자의'], KO_KIN),
  tl: ofOwner(TL_KIN, ['niya', 'ni nanay', 'ni tatay', 'ng nanay', 'ng tatay', 'ng pasyente']),
  // "ibunya", "bapaknya" also name the patient ("the lady", "the gentleman"): only the other kin take "-nya".
  id: [
    ...ID_COLLATERAL.map((k) => ({ phrase: `${k}nya`, referents: [k, `${k}nya`] })),
    { phrase: 'ayahnya', referents: ['ayahnya'] },
    ...ofOwner(ID_COLLATERAL, ['ibu', 'ayah', 'bapak', 'pasien']),
  ],
  vi: ofOwner(VI_KIN, ['của mẹ', 'của bố', 'của ba', 'của bà', 'của ông', 'của cô ấy', 'của anh ấy', 'của bệnh nhân']),
  th: ofOwner(TH_KIN, ['ของแม่', 'ของพ่อ', 'ของเธอ', 'ของเขา', 'ของผู้ป่วย', 'ของคนไข้', 'ของยาย'], ''),
  es: [
    ...owned(['su', 'sus'], ES_KIN),
    ...ofOwner(ES_KIN, ['de mamá', 'de papá', 'de mi madre', 'de mi padre', 'de su madre', 'de su padre', 'del paciente', 'de la paciente']),
  ],
};

export const RELATIVES_BY_KIN: Record<InputLanguage, readonly string[]> = inSomeLanguages(
  Object.fromEntries(INPUT_LANGUAGES.map((lang) => [lang, RELATIVE_KIN_PHRASES[lang].map((p) => p.phrase)])),
);

/**
 * Rule relative_owns_its_clauses: every relative's phrase, of every language, with the words that name that relative
 * again at the head of a later clause ("her father had a stroke; he also had dementia", "佢老豆中過風；老豆仲有糖尿").
 */
export const RELATIVE_REFERENTS: readonly RelativePhrase[] = [...englishKinPhrases(), ...INPUT_LANGUAGES.flatMap((lang) => RELATIVE_KIN_PHRASES[lang])];

/**
 * Rule kin_names_the_patient: the words that name a person as the subject of a clause (kin words, pronouns, "the
 * patient"). A sign told after a relative's phrase outside English with none of them between has that relative as
 * its subject: the kin phrase is how the writer names the patient ("Neneknya kena stroke, batuk kalau minum").
 */
export const PERSON_WORDS: Record<InputLanguage, readonly string[]> = {
  en: [],
  'zh-HK': [...ZH_KIN, '佢', '他', '她', '媽媽', '阿媽', '爸爸', '阿爸', '阿婆', '婆婆', '公公', '阿伯', '患者', '病人', '老人家', '本人'],
  'zh-CN': [...ZH_KIN, '他', '她', '妈妈', '爸爸', '老人', '患者', '病人', '本人'],
  ja: [...JA_KIN, '彼', '彼女', '本人', '患者', 'おばあちゃん', 'おじいちゃん', 'お母さん', 'お父さん', '母', '父'],
  ko: [...KO_KIN, '그', '그녀', '환자', '본인', '엄마', '아빠'],
  tl: [...TL_KIN, 'siya', 'si', 'pasyente'],
  id: [...ID_COLLATERAL, 'dia', 'beliau', 'ia', 'ibu', 'ayah', 'bapak', 'pasien'],
  vi: [...VI_KIN, 'cụ', 'ba', 'bệnh nhân', 'người bệnh'],
  th: [...TH_KIN, 'เขา', 'เธอ', 'ท่าน', 'ตา', 'ผู้ป่วย', 'คนไข้'],
  es: [...ES_KIN, 'él', 'ella', 'mamá', 'papá', 'paciente'],
};

/**
 * Rule relative_owns_its_clauses: words that end in the first letters of a relative's phrase written without spaces
 * ("其他弟弟" is "the other brothers", not "他弟弟", his brother; "หน้าของแม่" is "mum's face", not "น้าของแม่", mum's
 * aunt). Scanned as ignored words, leftmost-longest, so a relative's phrase cannot begin inside them.
 */
const HAN_PRONOUN_COMPOUNDS = ['其他', '吉他', '利他', '排他', '無他', '无他'];
export const KIN_PHRASE_LOOK_ALIKES: Record<InputLanguage, readonly string[]> = inSomeLanguages({
  'zh-HK': HAN_PRONOUN_COMPOUNDS,
  'zh-CN': HAN_PRONOUN_COMPOUNDS,
  th: ['หน้า', 'เป้า'],
});
