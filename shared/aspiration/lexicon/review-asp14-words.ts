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
  {
    // Finding 9: food or drink into the lungs told with the words apart ("se le fue la comida al pulmón", "食物跑到肺里"):
    // documented aspiration, as the family repeats it from the doctor (red-flags.ts, the row it extends).
    reads: { sign: 'aspiration_observed' },
    words: {
      en: ['went into the lungs', 'gone into her lungs', 'gone into his lungs', 'gone into the lungs', 'going into the lungs', 'going into her lungs', 'going into his lungs', 'got into the lungs', 'food in her lungs', 'food in his lungs', 'food in the lungs'],
      'zh-HK': ['走咗入肺', '跑咗入肺', '跌咗入肺', '走入肺', '入到肺度'],
      'zh-CN': ['跑到肺里', '跑进肺里', '跑到肺', '跑进肺', '掉进肺', '掉到肺里', '流到肺里', '进到肺', '进入了肺'],
      ja: ['肺に入った', '肺に入り', '肺に流れ込', '肺の方に入'],
      ko: ['폐로 넘어가', '폐로 넘어갔', '폐로 들어갔', '폐에 들어가', '폐에 들어갔'],
      tl: ['pumunta sa baga', 'napunta sa kanyang baga', 'pumasok sa kanyang baga'],
      id: ['masuk ke dalam paru', 'masuk ke paru', 'masuk paru'],
      vi: ['đi vào phổi', 'trôi vào phổi', 'rơi vào phổi', 'tràn vào phổi', 'vào phổi'],
      th: ['ลงปอด', 'เข้าไปในปอด', 'หลุดเข้าปอด', 'ไหลลงปอด'],
      es: [
        ...['la comida', 'el agua', 'el líquido', 'la leche', 'la bebida', 'el café', 'la sopa'].flatMap((n) => [`se le fue ${n} al pulmón`, `se le fue ${n} a los pulmones`, `se le pasó ${n} al pulmón`, `${n.split(' ')[1]} al pulmón`]),
        'se le pasó al pulmón', 'se le pasó a los pulmones', 'se le fue al pulmón', 'se le fueron al pulmón',
      ],
    },
  },
];
