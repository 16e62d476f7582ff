/**
 * Time and frequency, CONCEPT x LANGUAGE (shared/aspiration/lexicon/time-frequency.ts):
 * every concept has words in every input language, every word reads as its row
 * says in the compiled lexicon, and per language an old resolved event screens
 * low, a recent one current, a major sign "every time" high and "sometimes" moderate.
 */
import { describe, expect, it } from 'vitest';
import { INPUT_LANGUAGES } from '../../shared/aspiration/lexicon/red-flags';
import {
  FREQUENCY_WORDS,
  type FrequencyConcept,
  type FrequencyRole,
  TIME_WORDS,
  type TimeConcept,
  type TimeRole,
} from '../../shared/aspiration/lexicon/time-frequency';
import { type Entry, lexicon } from '../../shared/aspiration/matcher';
import { normalize } from '../../shared/aspiration/normalize';
import { evaluate } from '../../shared/aspiration/screen';

/** Every concept, as a Record so a concept added to the type must be listed here. */
const TIME: Record<TimeConcept, true> = {
  years_ago: true,
  in_childhood: true,
  at_an_age_long_past: true,
  fine_since: true,
  recent_days_weeks: true,
  still_ongoing: true,
  // Clinical audit, finding 1.
  within_past_span: true,
  days_weeks_ago_in_words: true,
  ongoing_for_a_span: true,
  // A festival told as when it happened.
  festival_date: true,
  festival_years_ago: true,
  diet_upgraded: true,
};
const FREQUENCY: Record<FrequencyConcept, true> = {
  every_time: true,
  always: true,
  each_sip: true,
  most_meals: true,
  several_times: true,
  a_few_times: true,
  continuous: true,
  sometimes: true,
  once: true,
  slightly: true,
};

function readsAs(entry: Entry | undefined, role: TimeRole | FrequencyRole): boolean {
  if (!entry) return false;
  if (role === 'past') return entry.kind === 'past' && !entry.record;
  if (role === 'upgraded') return entry.kind === 'recovered' && entry.upgrade === true;
  // A frequency that names a meal ("most meals", "每餐") is a meal context that is also persistent.
  if (role === 'persistent') return entry.kind === 'persistent' || (entry.kind === 'ctx' && entry.persistent === true);
  return entry.kind === role;
}

/** The entry of the match that covers the whole word ('#' written as a number). */
function wholeWordEntry(word: string): Entry | undefined {
  const text = normalize(word.replaceAll('#', '40')).text;
  return lexicon()
    .scan(text)
    .find((m) => m.start === 0 && m.end === text.length)?.entry;
}

const ROWS = [...TIME_WORDS, ...FREQUENCY_WORDS];

describe('time and frequency words: concept x language', () => {
  it('every concept has a row', () => {
    expect(new Set(TIME_WORDS.map((r) => r.concept))).toEqual(new Set(Object.keys(TIME)));
    expect(new Set(FREQUENCY_WORDS.map((r) => r.concept))).toEqual(new Set(Object.keys(FREQUENCY)));
  });

  it.each(ROWS.map((r) => [`${r.concept} (${r.reads})`, r] as const))('%s: words in every language, each read as its role', (_n, row) => {
    expect(row.source.length).toBeGreaterThan(20);
    for (const lang of INPUT_LANGUAGES) {
      expect(row.words[lang].length, `${row.concept} ${lang}`).toBeGreaterThan(0);
      for (const w of row.words[lang]) expect(readsAs(wholeWordEntry(w), row.reads), `${row.concept} ${lang} "${w}"`).toBe(true);
    }
  });
});

/**
 * Per input language: [an old event that resolved, a recent one, a major sign every time, the same sometimes].
 * Written as a carer would, one sentence each.
 */
const PROBES: Record<(typeof INPUT_LANGUAGES)[number], readonly [string, string, string, string]> = {
  en: [
    'Years ago she had food sticking after surgery, no trouble since.',
    'Food sticking in her throat last week.',
    'Coughs every time she drinks water.',
    'Sometimes coughs when she drinks water.',
  ],
  'zh-HK': ['幾年前食嘢會哽喉，之後冇事。', '上個禮拜食飯哽喉。', '每次飲水都咳。', '有時飲水會咳。'],
  'zh-CN': ['几年前吃东西会卡喉咙，之后一直正常。', '前几天吃饭卡喉咙。', '每次喝水都呛咳。', '有时喝水会呛咳。'],
  ja: [
    '数年前に食べ物がつかえることがあったが、その後問題なし。',
    '先週、食事中に食べ物が喉につかえた。',
    '水を飲むと毎回むせる。',
    '水を飲むと時々むせる。',
  ],
  ko: [
    '몇 년 전에 음식이 목에 걸린 적이 있었는데 그 뒤로 문제없음.',
    '지난주에 식사 중 음식이 목에 걸림.',
    '물 마실 때 매번 사레 걸림.',
    '물 마실 때 가끔 사레 걸림.',
  ],
  tl: [
    'Ilang taon na ang nakalipas, may bumabara sa lalamunan niya kapag kumakain, pero okay na mula noon.',
    'Noong isang linggo, may bumara sa lalamunan niya habang kumakain.',
    'Inuubo siya tuwing umiinom ng tubig.',
    'Minsan inuubo siya kapag umiinom ng tubig.',
  ],
  id: [
    'Beberapa tahun lalu makanan sering nyangkut di tenggorokan, sejak itu tidak ada masalah.',
    'Minggu lalu makanan nyangkut di tenggorokan waktu makan.',
    'Setiap kali minum air batuk.',
    'Kadang-kadang batuk waktu minum air.',
  ],
  vi: [
    'Mấy năm trước thức ăn hay bị mắc ở cổ, sau đó bình thường.',
    'Tuần trước ăn bị mắc ở cổ.',
    'Mỗi lần uống nước đều bị ho.',
    'Thỉnh thoảng uống nước bị ho.',
  ],
  th: ['หลายปีก่อนกินข้าวแล้วติดคอ หลังจากนั้นก็ปกติ', 'สัปดาห์ที่แล้วกินข้าวแล้วติดคอ', 'ดื่มน้ำแล้วไอทุกครั้ง', 'บางครั้งดื่มน้ำแล้วไอ'],
  es: [
    'Hace años se le atascaba la comida en la garganta, desde entonces bien.',
    'La semana pasada se le atascó la comida en la garganta.',
    'Tose cada vez que bebe agua.',
    'A veces tose cuando bebe agua.',
  ],
};
const EXPECTED = ['low', 'moderate', 'high', 'moderate'] as const;
const READ_AS = [
  'old and resolved: history',
  'last days or weeks: current',
  'every time: persistent_major_sign',
  'sometimes: current_sign',
];

describe('time and frequency read right in every input language', () => {
  it.each(INPUT_LANGUAGES.flatMap((lang) => PROBES[lang].map((text, i) => [lang, READ_AS[i]!, text, EXPECTED[i]!] as const)))(
    '%s, %s: %s',
    (_lang, _what, text, level) => {
      expect(evaluate({ symptoms: text, age: 70 }).level).toBe(level);
    },
  );
});
