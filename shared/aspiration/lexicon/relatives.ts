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

const EN_KIN = ['mother', 'father', 'mum', 'mom', 'dad', 'son', 'daughter', 'grandmother', 'grandfather', 'grandma', 'grandpa', 'nan', 'nana', 'grandad', 'aunt', 'auntie', 'uncle', 'cousin', 'twin', 'late husband', 'late wife'];

export const RELATIVES_OF_THE_PATIENT: Record<InputLanguage, readonly string[]> = {
  en: [...joined(['his', 'her'], EN_KIN), 'family history of', 'runs in the family', 'runs in her family', 'runs in his family'],
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
