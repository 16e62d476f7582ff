/**
 * A thickener or modified diet the clinician said is no longer needed, told with a
 * pronoun or nothing for what is not needed ("the SLP said he no longer needs it", "ST 話已經唔使", "la logopeda dijo
 * que ya no lo necesita", "言语治疗师说不用再加了"): the clinician's word is the upgrade (reading rule
 * clinician_says_no_longer_needed), so the diet it replaced is history. Bare, with no clinician, "no longer needs
 * it" could be anything and stays unread. CLINICIAN x SAID x NOT_NEEDED per language, joined as the language writes.
 */
import { normalizeTerm } from '../normalize';
import type { InputLanguage } from './red-flags';

interface ClearedWords {
  /** Who cleared it: the speech therapist, the doctor. */
  readonly clinician: readonly string[];
  /** The reporting verb after the clinician ("said", "話", "が"). */
  readonly said: readonly string[];
  /** "it is no longer needed" with no object named. */
  readonly notNeeded: readonly string[];
  /** Whether the language writes a space between the parts. */
  readonly spaced: boolean;
}

const CLEARED: Record<InputLanguage, ClearedWords> = {
  en: {
    clinician: ['the slp', 'slp', 'the slt', 'slt', 'the speech therapist', 'speech therapist', 'the doctor', 'the dietitian'],
    said: ['said', 'says', 'told us', 'has said'],
    notNeeded: [
      'he no longer needs it', 'she no longer needs it', "he doesn't need it anymore", "she doesn't need it anymore",
      'he does not need it anymore', 'she does not need it anymore', "it's no longer needed", 'it is no longer needed',
      'it was no longer needed', 'no longer needed',
    ],
    spaced: true,
  },
  'zh-HK': {
    clinician: ['st', 'slp', '言語治療師', '治療師', '醫生', '姑娘'],
    said: ['話', '講', '話佢', '講佢'],
    notNeeded: ['已經唔使', '唔使再用', '唔使再加', '唔使了', '已經唔需要', '唔需要了', '唔使再飲'],
    spaced: false,
  },
  'zh-CN': {
    clinician: ['st', 'slp', '言语治疗师', '治疗师', '康复师', '医生'],
    said: ['说', '讲', '说他', '说她'],
    notNeeded: ['不用再加了', '已经不用了', '不用了', '不需要了', '已经不需要了', '不用再用了', '不用再喝了'],
    spaced: false,
  },
  ja: {
    clinician: ['st', '言語聴覚士', '先生', '医師', '主治医'],
    said: ['が', 'から', 'に'],
    notNeeded: ['もう要らないと', 'もういらないと', 'もう不要と', '不要と', 'もう必要ないと', '必要ないと'],
    spaced: false,
  },
  ko: {
    // The subject particle is written onto the noun: it is part of the clinician's word, and no verb stands between.
    clinician: ['언어치료사가', '언어치료사께서', '언어치료 선생님이', '선생님이', '선생님께서', '의사가'],
    said: [''],
    notNeeded: ['이제 필요 없다고', '더 이상 필요 없다고', '이제 안 써도 된다고', '안 써도 된다고'],
    spaced: true,
  },
  tl: {
    clinician: ['speech therapist', 'slp', 'doktor'],
    said: ['sabi ng'],
    notNeeded: ['hindi na kailangan', 'di na kailangan'],
    spaced: true,
  },
  id: {
    clinician: ['terapis wicara', 'dokter'],
    said: ['kata', 'bilang'],
    notNeeded: ['sudah tidak perlu', 'tidak perlu lagi', 'sudah tidak dibutuhkan', 'udah nggak perlu'],
    spaced: true,
  },
  vi: {
    clinician: ['chuyên viên âm ngữ trị liệu', 'chuyên viên trị liệu', 'bác sĩ'],
    said: ['nói', 'bảo'],
    notNeeded: ['không cần nữa', 'không cần dùng nữa', 'không cần thiết nữa'],
    spaced: true,
  },
  th: {
    clinician: ['นักแก้ไขการพูด', 'นักอรรถบำบัด', 'หมอ', 'นักกายภาพ'],
    said: ['บอกว่า', 'บอก'],
    notNeeded: ['ไม่ต้องใช้แล้ว', 'ไม่ต้องแล้ว', 'ไม่จำเป็นแล้ว'],
    spaced: false,
  },
  es: {
    clinician: ['la logopeda', 'el logopeda', 'la fonoaudióloga', 'el fonoaudiólogo', 'el médico', 'la doctora', 'el doctor'],
    said: ['dijo que', 'dice que', 'nos dijo que'],
    notNeeded: ['ya no lo necesita', 'ya no la necesita', 'ya no los necesita', 'ya no hace falta', 'ya no es necesario'],
    spaced: true,
  },
};

/** Order of the parts: Tagalog and Indonesian put the verb first ("sabi ng doktor", "kata dokter"). */
const VERB_FIRST: ReadonlySet<InputLanguage> = new Set(['tl', 'id']);

/** "ST 話", "sabi ng doktor", "언어치료사가": the clinician and the verb, in the language's order. */
function heads(lang: InputLanguage): string[] {
  const w = CLEARED[lang];
  // "ST 話": a Latin name before a CJK verb may be spaced.
  const joins = w.spaced ? [' '] : ['', ' '];
  const verbFirst = VERB_FIRST.has(lang);
  return w.clinician.flatMap((c) =>
    w.said.flatMap((s) => joins.map((j) => (s === '' ? c : verbFirst && s !== 'bilang' ? `${s} ${c}` : `${c}${j}${s}`))),
  );
}

/** Every clinician-cleared phrase of a language, each part joined as the language writes (a space or none). */
function clearedPhrases(lang: InputLanguage): string[] {
  const w = CLEARED[lang];
  const gap = w.spaced ? ' ' : '';
  return [...new Set(heads(lang))].flatMap((head) => w.notNeeded.map((n) => `${head}${gap}${n}`));
}

/** Rows for the time table (concept diet_upgraded, read as upgraded). */
export function clinicianClearedWords(): Record<InputLanguage, readonly string[]> {
  const out = {} as Record<InputLanguage, readonly string[]>;
  for (const lang of Object.keys(CLEARED) as InputLanguage[]) out[lang] = clearedPhrases(lang);
  return out;
}

/**
 * The phrases normalised like the text. Built at load: a normalisation during an analysis would overwrite the
 * analyser's scratch buffer.
 */
const cleared: ReadonlySet<string> = new Set(Object.values(clinicianClearedWords()).flatMap((list) => list.map(normalizeTerm)));

/** Whether a matched upgrade is the clinician's "no longer needed" (it ends a diet, never a sign told before it). */
export function isClinicianCleared(words: string): boolean {
  return cleared.has(words);
}
