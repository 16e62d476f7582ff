/**
 * Review asp14 (session 14, s14/asp-c), CONCEPT x LANGUAGE rows merged by lexicon/index.ts like red-flags.ts.
 * Finding 5 and 7: a bolus lodged in the throat and coughed or spat back out is a choking episode the person
 * cleared with their own cough; Korean tells one with a named bolus as the subject of 목에 걸렸-.
 */
import type { LexiconRow } from './red-flags';

/** Korean bolus subjects a family names ("떡이", "고기가"): with 목에 걸렸 in the perfective, an event, not a feeling. */
const KO_BOLUS = ['떡이', '고기가', '밥이', '빵이', '사탕이', '음식이', '고구마가', '감자가', '사과가', '과일이', '김밥이', '만두가', '약이'];
const KO_LODGED = ['목에 걸렸', '목에 걸려서', '목에 걸려 ', '목에 걸린 뒤', '목에 걸린 후', '목에 딱 걸렸', '목구멍에 걸렸'];

export const REVIEW_ASP14_WORDS: readonly LexiconRow[] = [
  {
    // Finding 5: the bolus coughed back out. Beside food stuck in its sentence a choking episode; at a meal a cough.
    reads: { sign: 'bolus_coughed_out' },
    words: {
      en: [
        ...['coughed', 'cough', 'coughs', 'coughing'].flatMap((v) => [`${v} it up`, `${v} it out`, `${v} it back up`, `${v} it back out`]),
        'managed to cough it', 'coughed the piece out', 'coughed the piece up', 'coughed up the piece', 'coughed the food back up',
      ],
      'zh-HK': ['咳返出嚟', '咳咗出嚟', '咳出嚟', '咳出來'],
      'zh-CN': ['咳出来', '咳了出来', '咳嗽出来'],
      ja: ['咳で出した', '咳で出て', '咳き込んで出した', '咳をして出した'],
      ko: ['기침해서 뱉', '기침하면서 뱉', '기침으로 뱉', '기침해서 빼냈', '기침해서 나왔'],
      tl: ['naubo palabas', 'naiubo palabas', 'inubo palabas', 'lumabas nang maubo'],
      id: ['keluar setelah batuk', 'dibatukkan keluar', 'keluar waktu batuk', 'keluar karena batuk'],
      vi: ['ho ra được', 'ho văng ra', 'ho bật ra', 'ho mãi mới ra'],
      th: ['ไอจนออก', 'ไอออกมา', 'ไอจนหลุด'],
      es: ['lo sacó tosiendo', 'la sacó tosiendo', 'lo echó tosiendo', 'la echó tosiendo', 'lo expulsó tosiendo', 'lo tosió'],
    },
  },
  {
    // Finding 5: the bolus spat back out. Beside food stuck in its sentence a choking episode; alone nothing (a
    // person who spits food out at meals may be refusing it).
    reads: { sign: 'bolus_spat_out' },
    words: {
      en: ['spat it out', 'spat it back out', 'spat it back up', 'spit it back out', 'spat the piece out', 'spat out the piece'],
      'zh-HK': ['吐返出嚟', '吐咗出嚟', '吐出嚟'],
      'zh-CN': ['吐了出来', '吐出来了'],
      ja: ['吐き出した', '吐き出しました', '吐き出せた', '吐き出して'],
      ko: ['뱉어냈', '뱉어내셨', '뱉어냄', '뱉어내서', '뱉었'],
      tl: ['niluwa niya', 'iniluwa niya', 'nailuwa niya', 'nailuwa rin'],
      id: ['dilepeh', 'diludahkan', 'berhasil dikeluarkan', 'akhirnya keluar'],
      vi: ['khạc ra', 'nhổ ra được', 'khạc được ra'],
      th: ['คายออกมา', 'บ้วนออกมา', 'คายออกได้'],
      es: ['lo escupió', 'la escupió', 'lo pudo escupir', 'lo logró escupir'],
    },
  },
  {
    // Finding 7: a named bolus lodged (perfective) is a choking event; "목에 걸리는 느낌" (a feeling) stays food sticking.
    // Chinese already reads 卡喺喉嚨 / 卡在喉咙 as choking; the other languages tell it with a cough or the airway.
    reads: { sign: 'choking' },
    words: {
      en: ['lodged in her windpipe', 'lodged in his windpipe', 'went down the wrong way and lodged'],
      'zh-HK': [],
      'zh-CN': [],
      ja: [],
      ko: KO_BOLUS.flatMap((b) => KO_LODGED.map((l) => `${b} ${l}`.trimEnd())),
      tl: [],
      id: [],
      vi: [],
      th: [],
      es: [],
    },
  },
];
