/**
 * Session 17: whose history it is. A relative of the patient named as the subject ("his mother had a stroke and
 * dysphagia", "her father has swallowing problems") or a family history ("家族史", "antecedentes familiares de
 * disfagia") tells someone else's condition: read as `otherPerson` of reading rule irrealis_frame, so a sign or a
 * risk factor told right after it is not the patient's, unless the patient or a reporting verb stands between ("his
 * mother says he chokes"). Only forms that cannot name the patient are listed: a carer's own "my mother" or "mum"
 * is usually the patient. Outside English only the family-history words are listed: the patient-or-report check
 * between is English (reading/doubt.ts), and a sign of the patient read as another's would be a miss.
 */
import { joined } from './compose';
import type { InputLanguage } from './red-flags';

const EN_KIN = ['mother', 'father', 'mum', 'mom', 'dad', 'son', 'daughter', 'grandmother', 'grandfather', 'grandma', 'grandpa', 'nan', 'nana', 'grandad', 'aunt', 'auntie', 'uncle', 'cousin', 'twin', 'late husband', 'late wife', 'sister', 'brother', 'niece', 'nephew', 'grandparents', 'parents'];

/** Session 18: the kin of a named person ("mum's sister", "the patient's father"), never the patient. */
const EN_POSSESSORS = ['his', 'her', 'their', "mum's", "mom's", "dad's", "mother's", "father's", "patient's", "husband's", "wife's"];

export const RELATIVES_OF_THE_PATIENT: Record<InputLanguage, readonly string[]> = {
  en: [...joined(EN_POSSESSORS, EN_KIN), 'family history of', 'runs in the family', 'runs in her family', 'runs in his family'],
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
 * Session 18 (rule relative_owns_its_clauses): a relative named by whose kin it is ("媽媽的姐姐", "母の姉", "엄마의
 * 언니", "tita ni nanay", "kakak ibu", "chị của mẹ", "ป้าของแม่", "su tía", "la hermana de mamá"). These frames govern
 * risk factors only: the patient-or-report check is English, and a bare kin word ("父亲", "叔叔", "おばさん", "chú",
 * "ป้า", "tita") is how carers name the patient, so it is not listed: a patient's stroke read as a relative's would
 * be a miss, a relative's read as the patient's only an over-triage.
 */
const ZH_KIN = ['父親', '父亲', '母親', '母亲', '爸爸', '媽媽', '妈妈', '姐姐', '哥哥', '弟弟', '妹妹', '家姐', '細佬', '阿姨', '姑媽', '姑妈', '舅舅', '舅父', '叔叔', '伯伯', '祖父', '祖母', '爺爺', '爷爷', '嫲嫲', '奶奶', '外婆', '外公', '表姐', '表哥', '堂哥', '堂姐'];
const JA_KIN = ['父', '母', '兄', '姉', '弟', '妹', '叔父', '叔母', '伯父', '伯母', 'おじ', 'おば', 'おじさん', 'おばさん', '祖父', '祖母', 'いとこ'];
const KO_KIN = ['아버지', '어머니', '언니', '오빠', '누나', '형', '동생', '이모', '고모', '삼촌', '외삼촌', '할머니', '할아버지', '사촌'];
const TL_KIN = ['tatay', 'nanay', 'kapatid', 'tita', 'tito', 'lola', 'lolo', 'pinsan', 'kuya', 'ate'];
const ID_COLLATERAL = ['kakak', 'adik', 'tante', 'paman', 'om', 'kakek', 'nenek', 'sepupu'];
const VI_KIN = ['bố', 'mẹ', 'anh', 'chị', 'em', 'cô', 'chú', 'bác', 'dì', 'cậu', 'ông', 'bà', 'anh họ', 'chị họ'];
const TH_KIN = ['พ่อ', 'แม่', 'พี่สาว', 'พี่ชาย', 'น้องสาว', 'น้องชาย', 'ป้า', 'ลุง', 'น้า', 'อา', 'ย่า', 'ยาย', 'ปู่', 'ลูกพี่ลูกน้อง'];
const ES_KIN = ['tía', 'tío', 'hermana', 'hermano', 'prima', 'primo', 'abuela', 'abuelo', 'padre', 'madre'];

export const RELATIVES_BY_KIN: Record<InputLanguage, readonly string[]> = {
  en: [],
  'zh-HK': [...joined(['媽媽嘅', '阿媽嘅', '爸爸嘅', '佢', '佢嘅', '媽媽的', '她的', '他的'], ZH_KIN, '')],
  'zh-CN': [...joined(['妈妈的', '爸爸的', '她的', '他的', '她', '他', '患者的', '病人的'], ZH_KIN, '')],
  ja: [...joined(['母の', '父の', '祖母の', '祖父の', '彼の', '彼女の', '本人の', '患者の'], JA_KIN, '')],
  ko: [...joined(['엄마의', '아빠의', '어머니의', '아버지의', '그녀의', '그의', '환자의'], KO_KIN)],
  tl: [...joined(TL_KIN, ['niya', 'ni nanay', 'ni tatay', 'ng nanay', 'ng tatay', 'ng pasyente'])],
  // "ibunya", "bapaknya" also name the patient ("the lady", "the gentleman"): only the other kin take "-nya".
  id: [...joined(ID_COLLATERAL, ['nya'], ''), 'ayahnya', ...joined(ID_COLLATERAL, ['ibu', 'ayah', 'bapak', 'pasien'])],
  vi: [...joined(VI_KIN, ['của mẹ', 'của bố', 'của ba', 'của bà', 'của ông', 'của cô ấy', 'của anh ấy', 'của bệnh nhân'])],
  th: [...joined(TH_KIN, ['ของแม่', 'ของพ่อ', 'ของเธอ', 'ของเขา', 'ของผู้ป่วย', 'ของคนไข้', 'ของยาย'], '')],
  es: [...joined(['su', 'sus'], ES_KIN), ...joined(ES_KIN, ['de mamá', 'de papá', 'de mi madre', 'de mi padre', 'de su madre', 'de su padre', 'del paciente', 'de la paciente'])],
};
