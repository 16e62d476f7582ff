/**
 * A policy decision: daily at meals is every meal for the purpose of
 * the screen (docs/SCREENING.md, persistent_major_sign). Reading rule daily_at_meals_is_every_meal: a daily word
 * ("daily", "每天", "毎日", "매일", "todos los días", "araw-araw", "tiap hari", "ngày nào", "ทุกวัน") makes a major sign
 * persistent only when its sentence tells a meal or drink; "coughs every day" alone says nothing of meals. An every-meal
 * form ("all meals", "매 끼니") and a mouthful ("每一口", "mỗi ngụm") are meals in themselves; a distributive ("食一啖咳一
 * 啖", "ngụm nào sặc ngụm đó") tells a sign with every mouthful.
 */
import type { SignCode } from '../concepts';
import type { InputLanguage, LexiconRow } from './red-flags';
import { EACH_SIP_WORDS } from './time-frequency';

/** Every day: persistent at meals only (read as `daily`). */
export const DAILY_WORDS: Record<InputLanguage, readonly string[]> = {
  en: ['daily', 'every day', 'every single day', 'each day', 'day after day'],
  'zh-HK': ['日日', '每日', '每天', '天天'],
  'zh-CN': ['每天', '天天', '每日', '日日'],
  ja: ['毎日', '毎日毎日', '日々'],
  ko: ['매일', '날마다', '매일매일'],
  tl: ['araw-araw', 'araw araw', 'bawat araw', 'kada araw'],
  id: ['tiap hari', 'setiap hari', 'tiap-tiap hari', 'saban hari'],
  vi: ['ngày nào', 'hằng ngày', 'hàng ngày', 'mỗi ngày', 'ngày ngày'],
  th: ['ทุกวัน', 'ทุกๆวัน', 'ทุก ๆ วัน', 'ทุกวันๆ'],
  es: ['todos los días', 'todos los dias', 'cada día', 'cada dia', 'a diario', 'diariamente'],
};

/** Every meal named without "every" ("all meals", "매 끼니"): a meal that is also persistent. */
export const EVERY_MEAL_WORDS: Record<InputLanguage, readonly string[]> = {
  en: ['all meals', 'all her meals', 'all his meals', 'at all meals', 'all of her meals', 'all of his meals', 'all his drinks', 'all her drinks'],
  'zh-HK': ['餐餐都', '每一餐'],
  'zh-CN': ['顿顿', '每一顿', '每一餐'],
  ja: ['毎食', '三食とも', '食事のたびに'],
  ko: ['매 끼니', '매끼니', '매 끼', '끼니마다'],
  tl: ['lahat ng kain', 'bawat kain'],
  id: ['setiap makan', 'tiap makan', 'semua makanan'],
  vi: ['bữa nào cũng', 'mọi bữa', 'tất cả các bữa'],
  th: ['ทุกมื้อ', 'ทุก ๆ มื้อ'],
  es: ['todas las comidas', 'en todas las comidas', 'cada comida'],
};

/** Every meal is a meal: the EVERY_MEAL words are a meal context too ("毎食、…" names no other meal word). */
export const EVERY_MEAL_ROW: LexiconRow = { reads: { ctx: 'meal' }, words: EVERY_MEAL_WORDS };

/** A mouthful or sip is eating or drinking: the EACH_SIP words are a meal context too. */
export const MOUTHFUL_MEAL_ROW: LexiconRow = { reads: { ctx: 'meal' }, words: EACH_SIP_WORDS };

/**
 * Distributives of one mouthful, one sign ("食一啖咳一啖", "吃一口呛一口", "ngụm nào sặc ngụm đó", "miếng nào ho miếng
 * đó"): the clause is at a meal and persistent. Patterns on the normalised clause (zh is read simplified).
 */
export const DISTRIBUTIVE_PATTERNS: readonly { hint: string; pattern: RegExp }[] = [
  { hint: '一', pattern: /(?:食|吃|饮|喝|吞|咽)一(啖|口).{1,3}一\1/u },
  { hint: ' nào ', pattern: /(ngụm|miếng|muỗng|thìa) nào .{1,20}\1 (?:đó|ấy)/u },
];

/** Signs whose words name their meal ("sặc khi ăn", "ไอตอนกิน", "coughs at meals"): a daily word beside one is at meals. */
export const MEAL_NAMED_SIGNS: ReadonlySet<SignCode> = new Set<SignCode>([
  'cough_during_meals',
  'throat_clearing_after_meals',
  'phlegm_after_meals',
  'breathless_at_meals',
  'unrousable_at_meals',
]);
