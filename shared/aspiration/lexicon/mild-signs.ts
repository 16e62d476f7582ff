/**
 * The mild signs of docs/SCREENING.md (a single current one makes moderate), CONCEPT x LANGUAGE: the EAT-10
 * items (Belafsky 2008) and bedside-screen observations (GUSS, Trapl 2007; Yale, Suiter 2014), told the way
 * carers and families tell them ("a coughing fit halfway through her soup", "the rice gets stuck",
 * "holds food in her cheeks", "tea dribbles out", "has to swallow two or three times per mouthful").
 *
 * Built like red-flags.ts (typed by input language, so a language left out is a compile error) and merged into
 * the language lexicons by the same code. test/aspiration/mild-sign-vocabulary.test.ts fails on an empty cell or
 * a word that reads otherwise, and screens a carer's sentence per concept and language at least moderate
 * (test/fixtures/aspiration-mild-sign-probes.jsonl).
 */
import type { LexiconRow } from './red-flags';

export type MildSign =
  | 'cough_at_meals'
  | 'throat_clearing_at_meals'
  | 'food_sticking'
  | 'pocketing'
  | 'spilling_from_mouth'
  | 'slow_effortful_eating'
  | 'multiple_swallows'
  | 'breathless_at_meals'
  | 'pain_on_swallowing'
  | 'avoids_foods';

export interface MildSignWords extends LexiconRow {
  sign: MildSign;
}

export const MILD_SIGN_WORDS: readonly MildSignWords[] = [
  {
    // EAT-10 "I cough when I eat"; a cough read with eating or drinking in its clause becomes the meal cough.
    sign: 'cough_at_meals',
    reads: { sign: 'cough' },
    words: {
      en: ['coughing fit', 'coughing fits', 'little cough', 'coughs a bit'],
      'zh-HK': ['咳', '咳幾聲', '咳兩聲'],
      'zh-CN': ['咳', '咳几下', '咳几声'],
      ja: ['せき込', '咳き込'],
      ko: ['기침'],
      tl: ['umuubo', 'inuubo'],
      id: ['batuk-batuk', 'terbatuk-batuk'],
      vi: ['bị ho', 'ho khù khụ'],
      th: ['ไอบ่อย', 'ไอค่อกแค่ก'],
      es: ['tose', 'tosecita'],
    },
  },
  {
    // EAT-10 "I cough when I eat" again, in the words carers use for a drink or morsel that goes down the wrong way.
    sign: 'cough_at_meals',
    reads: { sign: 'cough_during_meals' },
    words: {
      en: ['went down the wrong way', 'down the wrong pipe', 'splutters'],
      'zh-HK': ['嗆', '嗆親'],
      'zh-CN': ['呛', '呛到'],
      ja: ['むせ', 'むせる'],
      ko: ['사레'],
      tl: ['nasasamid', 'nasamid'],
      id: ['batuk saat minum', 'batuk waktu makan'],
      vi: ['bị sặc', 'sặc'],
      th: ['ไอตอนกิน', 'ไอเวลากินข้าว'],
      es: ['tose al beber', 'se le va por el otro lado'],
    },
  },
  {
    // Throat clearing during or after meals (GUSS indirect test; EAT-10 residue items).
    sign: 'throat_clearing_at_meals',
    reads: { sign: 'throat_clearing' },
    words: {
      en: ['clearing his throat', 'clearing her throat', 'clears her throat', 'clears his throat', 'ahem'],
      'zh-HK': ['清喉嚨', '咳喉嚨'],
      'zh-CN': ['清嗓子', '清喉咙'],
      ja: ['咳払い', 'せき払い'],
      ko: ['헛기침'],
      tl: ['naglilinis ng lalamunan', 'nag-aahem'],
      id: ['berdeham', 'berdehem'],
      vi: ['đằng hắng', 'hắng giọng'],
      th: ['กระแอม'],
      es: ['carraspea', 'carraspeo'],
    },
  },
  {
    // EAT-10 "Food sticks in my throat when I swallow", including the slight feeling ("a bit of a lump").
    sign: 'food_sticking',
    reads: { sign: 'food_sticking' },
    words: {
      en: ['gets stuck halfway', 'sticks in her throat', 'sticks in his throat'],
      'zh-HK': ['卡喺喉嚨', '哽喺喉嚨'],
      'zh-CN': ['卡在喉咙', '卡在嗓子'],
      ja: ['つかえる感じ', '喉につかえ'],
      ko: ['목에 걸리'],
      tl: ['naiipit', 'naiipit sa lalamunan', 'bara sa lalamunan', 'bara feeling', 'parang may bara', 'may bara sa lalamunan', 'may konting bara'],
      id: ['nyangkut di tenggorokan', 'tersangkut di tenggorokan'],
      vi: ['bị mắc', 'mắc ở cổ'],
      th: ['ติดคอ'],
      es: ['atascado', 'se le queda atascada'],
    },
  },
  {
    // Food held in the mouth or cheeks after the swallow (oral residue; GUSS, Yale observations).
    sign: 'pocketing',
    reads: { sign: 'pocketing' },
    words: {
      en: ['holds food in her mouth', 'holds food in his mouth', 'food left in her mouth', 'food left in his mouth'],
      'zh-HK': ['含住', '含住啲飯'],
      'zh-CN': ['含着', '含着饭'],
      ja: ['口の中に食べ物をため', '口の中にため', '口にため', '食べ物をためこ', '食べ物をため込', '口に溜め'],
      ko: ['입에 물고'],
      tl: ['pagkain sa pisngi', 'nakaimbak sa bibig'],
      id: ['menahan makanan di mulut', 'makanan tertahan di mulut'],
      vi: ['ngậm thức ăn trong miệng', 'cứ ngậm', 'ngậm cơm'],
      th: ['อมข้าวไว้', 'อมอาหารไว้'],
      es: ['se queda con la comida en la boca', 'guarda la comida en la boca'],
    },
  },
  {
    // Food or drink spilling from the lips (anterior loss; poor lip seal, GUSS and Yale observations).
    sign: 'spilling_from_mouth',
    reads: { sign: 'drooling' },
    words: {
      en: ['dribbles', 'corner of her mouth', 'corner of his mouth'],
      'zh-HK': ['由嘴角流出', '嘴角流出'],
      'zh-CN': ['嘴角漏', '从嘴角漏出'],
      ja: ['口の端からこぼれ', '口からこぼれ', '口の端から水がこぼれ', '口元からこぼれ'],
      ko: ['입가로 흘'],
      tl: ['sa gilid ng bibig'],
      id: ['menetes dari sudut mulut', 'keluar dari sudut mulut', 'tumpah dari mulut', 'dari sudut mulut'],
      vi: ['chảy ra khóe miệng', 'nước chảy ra khóe miệng'],
      th: ['ไหลออกมุมปาก', 'น้ำไหลออกมุมปาก'],
      es: ['por la comisura'],
    },
  },
  {
    // EAT-10 "Swallowing solids takes extra effort"; meals that now take much longer, with fatigue.
    sign: 'slow_effortful_eating',
    reads: { sign: 'prolonged_meals' },
    words: {
      en: ['meals take', 'takes ages to get a mouthful down', 'takes ages to eat'],
      'zh-HK': ['食一餐飯要', '食飯食好耐'],
      'zh-CN': ['吃一顿饭要', '吃饭吃很久'],
      ja: ['食事に#時間以上'],
      ko: ['식사 시간이 길어', '식사가 오래 걸'],
      tl: ['matagal kumain', 'ang tagal kumain'],
      id: ['makan lama'],
      vi: ['ăn rất lâu', 'ăn lâu lắm'],
      th: ['กินข้าวช้า'],
      es: ['tarda muchísimo en comer', 'tarda mucho en comer'],
    },
  },
  {
    // Several swallows per mouthful (pharyngeal residue; EAT-10 and bedside observation).
    sign: 'multiple_swallows',
    reads: { sign: 'delayed_swallow' },
    words: {
      en: ['swallow two or three times', 'swallow two, three times', 'swallows two or three times', 'swallows two, three times', 'swallow twice or three times', 'swallow # or # times', 'swallow #-# times', 'swallow two to three times'],
      'zh-HK': ['吞兩三次', '吞幾次', '吞兩、三次', '吞兩至三次', '吞#至#次', '吞#-#次'],
      'zh-CN': ['咽两三次', '咽好几次', '要咽几次', '吞两三次', '咽两、三次', '吞两、三次', '咽#到#次', '咽#-#次', '吞#-#次'],
      ja: ['何度も飲み込', '二、三回飲み込', '#、#回飲み込', '#～#回飲み込', '#-#回飲み込', '2、3回に分けて飲み込'],
      ko: ['여러 번 삼키', '두세 번 삼키', '두세 번 삼켜', '두 세 번 삼켜', '#-#번 삼켜', '#~#번 삼켜', '번씩 삼켜', '번씩 삼키', '번씩 꿀꺽', '두 번씩 꿀꺽', '두 번씩 삼켜', '두세 번씩 삼켜', '삼켜야 넘어가'],
      tl: [
        'ilang beses lumulunok', 'dalawa o tatlong beses lumulunok', 'dalawa, tatlong beses lumulunok', 'lumulunok ng dalawa o tatlong beses', 'dalawa hanggang tatlong beses lumulunok',
        // Taglish: the English count after the Tagalog verb ("kailangan niyang lumunok twice").
        'lumunok twice', 'lumulunok twice', 'lumunok ng twice', 'lunukin twice', 'lumunok ulit para', 'lumulunok ulit para', 'lumunok ng ilang beses', 'ilang beses lumunok',
      ],
      id: ['menelan berkali-kali', 'menelan dua tiga kali', 'menelan dua, tiga kali', 'menelan dua sampai tiga kali', 'menelan #-# kali', 'menelan # sampai # kali'],
      vi: ['nuốt mấy lần', 'nuốt hai, ba lần', 'nuốt hai ba lần', 'nuốt #, # lần', 'nuốt #-# lần', 'nuốt hai đến ba lần'],
      th: ['กลืนหลายครั้ง', 'กลืนสองสามครั้ง', 'กลืน #-# ครั้ง', 'กลืนสองถึงสามครั้ง', 'กลืนสองสามที'],
      es: ['tragar varias veces', 'tragar dos o tres veces', 'traga dos o tres veces', 'traga dos, tres veces', 'tragar # o # veces', 'traga # o # veces', 'tragar dos veces o tres'],
    },
  },
  {
    // Breathlessness at meals (a breath word with eating in its clause becomes breathless_at_meals).
    sign: 'breathless_at_meals',
    reads: { sign: 'breathlessness' },
    words: {
      en: ['puffed'],
      'zh-HK': ['喘'],
      'zh-CN': ['气喘吁吁', '上气不接下气', '气短'],
      ja: ['息切れ'],
      ko: ['숨이 차'],
      tl: ['hinihingal'],
      id: ['sesak napas'],
      vi: ['khó thở'],
      th: ['หอบ'],
      es: ['le falta el aire'],
    },
  },
  {
    // EAT-10 "Swallowing is painful" (a cold or sore throat in the sentence explains it: look-alikes.ts).
    sign: 'pain_on_swallowing',
    reads: { sign: 'pain_on_swallowing' },
    words: {
      en: ['hurts her to swallow', 'hurts him to swallow', 'hurts to swallow', 'it hurts when she swallows', 'it hurts when he swallows'],
      'zh-HK': ['吞嘢食嗰陣好痛', '吞嘢好痛', '吞嘢嗰陣痛', '吞嘅時候痛'],
      'zh-CN': ['咽东西的时候疼', '咽东西疼', '吞东西疼', '咽的时候疼', '吞东西的时候痛'],
      ja: ['飲み込むときに痛'],
      ko: ['삼킬 때 아프'],
      tl: ['masakit lumunok', 'masakit daw lumunok', 'masakit kapag lumulunok', 'masakit ang paglunok'],
      id: ['sakit kalau menelan'],
      vi: ['đau khi nuốt'],
      th: ['เจ็บเวลากลืน'],
      es: ['le duele al tragar'],
    },
  },
  {
    // EAT-10 "My swallowing problem has caused me to ... avoid" foods: leaving out hard foods to get by.
    sign: 'avoids_foods',
    reads: { sign: 'avoids_textures' },
    words: {
      en: ['stopped eating meat'],
      'zh-HK': ['唔食肉喇'],
      'zh-CN': ['不吃肉了'],
      ja: ['肉を避けるように'],
      ko: ['고기를 피하'],
      tl: ['iniiwasan na ang karne'],
      id: ['menghindari daging'],
      vi: ['tránh ăn thịt'],
      th: ['เลี่ยงกินเนื้อ'],
      es: ['ha dejado de comer carne'],
    },
  },
];
