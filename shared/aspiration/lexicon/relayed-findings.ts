/**
 * Signs told in a family's or a chart's words that the sign tables still
 * missed, CONCEPT x LANGUAGE like carer-words.ts (typed by input language, merged by lexicon/index.ts). Each row names
 * the docs/SCREENING.md rule it reports; test/aspiration/relayed-findings.test.ts screens sentences of its own.
 */
import type { CarerWords } from './carer-words';
import type { InputLanguage } from './red-flags';

/**
 * Reading rule counted_once: a count of episodes in digits ("1次", "1 lần", "1 time"); a count of one reads as once.
 * Indonesian "# kali" and Thai "#ครั้ง" are left out: there they are the recurrent cue ("pneumonia 3 kali").
 */
export const COUNT_WORDS: Record<InputLanguage, readonly string[]> = {
  en: ['# time'],
  'zh-HK': ['#次'],
  'zh-CN': ['#次'],
  ja: ['#回'],
  ko: ['#번', '# 번', '#회'],
  tl: ['# beses'],
  id: [],
  vi: ['# lần'],
  th: [],
  es: ['# vez'],
};

/** Tagalog: "pumapasok daw yung tubig sa baga": the verb, a hearsay particle, the drink or food, then "sa baga". */
const TL_INTO_LUNGS = ['pumapasok', 'pumasok', 'napupunta', 'napunta'].flatMap((verb) =>
  ['', ' daw', ' raw'].flatMap((said) =>
    ['ang', 'yung', 'iyong'].flatMap((the) =>
      ['tubig', 'pagkain', 'inumin', 'gatas', 'sabaw', 'lugaw', 'kape', 'juice', 'barium'].map((it) => `${verb}${said} ${the} ${it} sa baga`),
    ),
  ),
);

/** Indonesian everyday pain on swallowing: "kalau nelan rasanya sakit", "sakit pas nelen" (nelan, nelen: menelan). */
const ID_SWALLOW = ['menelan', 'nelan', 'nelen'];
const ID_PAIN = ['sakit', 'perih', 'nyeri'];
const ID_WHEN = ['pas', 'kalau', 'kalo', 'waktu', 'tiap', 'setiap'];
const ID_PAIN_ON_SWALLOWING = ID_SWALLOW.flatMap((v) =>
  ID_PAIN.flatMap((p) => {
    // "kalau nelan" alone is a meal time word: the pain told after it is composed with it, read as one term.
    const felt = ['rasanya', 'kerasa', 'terasa', 'jadi', ''].map((feel) => `${v} ${feel} ${p}`.replace('  ', ' '));
    return [...[...ID_WHEN, 'buat'].map((when) => `${p} ${when} ${v}`), ...felt, ...ID_WHEN.flatMap((when) => felt.map((f) => `${when} ${f}`))];
  }),
);

export const RELAYED_FINDING_WORDS: readonly CarerWords[] = [
  {
    // The study told by the family: the drink or food named between the verb and the lungs ("the x-ray showed water
    // going into his lungs", "水入咗佢個肺"): aspiration seen on the study, a red flag with or without a cough.
    reports: 'red_flag',
    reads: { sign: 'aspiration_observed' },
    words: {
      en: ['into his lung', 'into her lung', 'into the lung', 'into their lungs', 'into mum’s lungs', "into mum's lungs", "into dad's lungs"],
      'zh-HK': ['入咗佢個肺', '入咗佢嘅肺', '入到佢個肺', '入咗個肺', '入到個肺', '入到肺', '流咗入肺', '走咗入肺'],
      'zh-CN': ['进到他肺里', '进到她肺里', '进到肺部', '进入肺部', '进入肺里', '进入肺内', '流进肺', '流入肺', '呛入肺'],
      ja: ['肺に流れ込', '肺の方に入', '肺まで入'],
      ko: ['폐로 넘어가', '폐로 넘어갔', '폐에 들어가', '폐에 들어갔', '폐 속으로 들어가'],
      tl: TL_INTO_LUNGS,
      id: ['masuk ke dalam paru', 'nyasar ke paru'],
      vi: ['nước vào phổi', 'thức ăn vào phổi', 'sữa vào phổi', 'cháo vào phổi', 'đi vào phổi', 'chảy vào phổi', 'tràn vào phổi', 'vào tới phổi', 'vào đến phổi'],
      th: ['น้ำเข้าปอด', 'น้ำไหลเข้าปอด', 'ไหลลงปอด', 'ไหลเข้าปอด', 'น้ำเข้าไปในปอด', 'อาหารเข้าไปในปอด', 'นมเข้าปอด', 'หลุดเข้าปอด'],
      es: [
        ...['se le iba', 'se le pasa', 'se le pasaba', 'se iba', 'pasa', 'pasaba', 'pasó', 'entra', 'entraba', 'entró'].flatMap((v) => [
          `${v} a los pulmones`,
          `${v} al pulmón`,
        ]),
        'entra en los pulmones', 'entraba en los pulmones', 'entró en los pulmones',
      ],
    },
  },
  {
    // EAT-10 "Swallowing is painful" in everyday words (a cold denied or absent leaves it unexplained): current_sign.
    reports: 'current_sign',
    reads: { sign: 'pain_on_swallowing' },
    words: {
      en: ['hurts when food goes down', 'hurts as it goes down', 'sore as it goes down', 'painful as it goes down'],
      'zh-HK': ['吞落喉嚨好痛', '吞落喉嚨會痛'],
      'zh-CN': ['咽下去嗓子疼', '吞下去嗓子疼'],
      ja: ['飲み込むたびに喉が痛', '飲み込むとのどが痛'],
      ko: ['삼킬 때마다 목이 아프'],
      tl: ['masakit pag nilulunok', 'masakit tuwing lumulunok'],
      id: ID_PAIN_ON_SWALLOWING,
      vi: ['cứ nuốt là đau', 'nuốt cái gì cũng đau'],
      th: ['กลืนทีไรเจ็บคอ', 'กลืนแล้วเจ็บคอ'],
      es: ['al tragar le duele', 'al tragar siente dolor', 'al tragar le arde'],
    },
  },
  {
    // A meal that takes much longer, or tires, told in a chart's words ("進餐時間明顯延長", "餐後疲乏"): current_sign.
    reports: 'current_sign',
    reads: { sign: 'prolonged_meals' },
    words: {
      en: ['meals take twice as long', 'meals now take twice as long', 'meals are taking twice as long'],
      'zh-HK': ['進餐時間延長', '進餐時間明顯延長', '用餐時間明顯延長', '進食時間明顯延長', '食飯時間明顯長咗', '餐後疲乏', '餐後疲憊', '飯後疲乏'],
      'zh-CN': ['进餐时间长', '吃饭时间明显延长', '饭后疲乏', '餐后乏力', '进餐后疲乏'],
      ja: ['食事時間が延長', '食後に疲労感'],
      ko: ['식사 시간이 연장', '식사 시간 연장', '식후 피로감'],
      tl: ['doble ang tagal kumain', 'humaba ang oras ng pagkain'],
      id: ['waktu makan jadi lama sekali', 'waktu makan memanjang'],
      vi: ['bữa ăn kéo dài gấp đôi'],
      th: ['ใช้เวลากินนานขึ้นมาก', 'ใช้เวลากินข้าวนานขึ้น'],
      es: ['las comidas le llevan el doble de tiempo'],
    },
  },
  {
    // Longer and tiring told apart from the meal ("時間明顯延長", "疲乏"): the helper `slow`, a meal in its sentence
    // makes it prolonged_meals (current_sign).
    reports: 'current_sign',
    reads: { sign: 'slow' },
    words: {
      en: ['twice as long', 'double the time'],
      'zh-HK': ['明顯延長', '顯著延長', '明顯變長', '疲乏', '疲憊'],
      'zh-CN': ['明显延长', '疲惫'],
      ja: ['倍の時間', '倍くらいかか'],
      ko: ['두 배로 오래', '두 배는 걸'],
      tl: ['doble ang tagal'],
      id: ['dua kali lebih lama'],
      vi: ['lâu gấp đôi'],
      th: ['นานเป็นสองเท่า'],
      es: ['el doble de tiempo', 'tarda el doble'],
    },
  },
  {
    // Drink out of the nose told in a chart's words ("由鼻腔溢出"): nasal regurgitation (bedside_fail_sign; told once,
    // with "once" or a count of one, current_sign).
    reports: 'bedside_fail_sign',
    reads: { sign: 'nasal_regurgitation' },
    words: {
      en: ['came back through her nose', 'came back through his nose'],
      'zh-HK': ['由鼻腔溢出', '由鼻腔流出', '由鼻腔嗆出', '由鼻腔噴出', '自鼻腔溢出', '經鼻腔溢出', '鼻腔溢出', '由鼻孔溢出', '由鼻孔流出', '鼻孔溢出'],
      'zh-CN': ['反流至鼻腔'],
      ja: ['鼻腔から漏れ', '鼻腔へ逆流'],
      ko: ['콧구멍으로 역류', '코 쪽으로 역류'],
      tl: ['lumabas sa butas ng ilong'],
      id: ['merembes dari hidung', 'merembes lewat hidung'],
      vi: ['trào qua lỗ mũi', 'chảy ra lỗ mũi'],
      th: ['ไหลย้อนออกทางจมูก', 'สำลักออกทางจมูก'],
      es: ['se le regresó por la nariz', 'se le devolvió por la nariz'],
    },
  },
];
