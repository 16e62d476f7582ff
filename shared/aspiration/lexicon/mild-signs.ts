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
  | 'avoids_foods'
  | 'washes_food_down'
  | 'dry_mouth_food_hard'
  | 'swallow_worse_than_before';

export interface MildSignWords extends LexiconRow {
  sign: MildSign;
}

export const MILD_SIGN_WORDS: readonly MildSignWords[] = [
  {
    // EAT-10 "I cough when I eat"; a cough read with eating or drinking in its clause becomes the meal cough.
    sign: 'cough_at_meals',
    reads: { sign: 'cough' },
    words: {
      en: ['little cough', 'coughs a bit'],
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
      id: ['menelan berkali-kali', 'menelan dua tiga kali', 'menelan dua, tiga kali', 'menelan dua sampai tiga kali', 'menelan #-# kali', 'menelan # sampai # kali', 'menelan #-#x per suapan', 'menelan #x per suapan', 'menelan #-# kali per suapan', 'menelan # kali per suapan', 'menelan #-#x tiap suapan', 'menelan # kali tiap suapan'],
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

  // Under-triage: the same mild signs as carers and families tell them in everyday words,
  // in every tense and aspect (past "kept getting stuck", comparisons "had to swallow
  // twice"). A current sign is moderate whatever the words (docs/SCREENING.md, current_sign).
  {
    // Meals that now take much longer or tire the person, told by the clock or by giving up halfway (EAT-10, Belafsky 2008).
    sign: 'slow_effortful_eating',
    reads: { sign: 'prolonged_meals' },
    words: {
      en: ['gets tired halfway', 'tires halfway through', 'gives up halfway', 'gives up half way', 'takes twice as long to eat', 'meals take well over an hour', 'meals take over an hour'],
      'zh-HK': ['食到一半就好攰', '食到一半就攰', '食一餐要成個鐘', '食一餐要成個幾鐘', '食飯要成個鐘'],
      'zh-CN': ['吃到一半就没力气', '吃到一半就累', '吃饭要一个钟头', '吃一顿饭要一个钟头', '吃一顿要一个多小时'],
      ja: ['食事に1時間近く', '食べ終わるのに1時間', '途中で疲れてしま', '食べている途中で疲れ'],
      ko: ['먹다가 힘들', '드시다가 힘들', '드시다 힘들', '식사하다가 힘들', '한 끼에 한 시간', '식사에 한 시간'],
      tl: ['napapagod sa kalagitnaan ng pagkain', 'pagod na pagod sa kalagitnaan', 'halos isang oras kumain', 'inaabot ng isang oras kumain'],
      id: ['kelelahan di tengah makan', 'capek di tengah makan', 'makan hampir satu jam'],
      vi: ['ăn được nửa chừng thì mệt', 'ăn nửa chừng đã mệt', 'ăn mất gần một tiếng', 'ăn mất cả tiếng'],
      th: ['กินไปครึ่งทางก็เหนื่อย', 'กินได้ครึ่งทางก็เหนื่อย', 'กินข้าวเกือบชั่วโมง'],
      es: ['a mitad de la comida se cansa', 'se cansa a mitad de la comida', 'tarda casi una hora en comer', 'tarda más de una hora en comer'],
    },
  },
  {
    // Swallowing twice (or again) to clear one mouthful: pharyngeal residue (EAT-10; GUSS, Trapl 2007).
    sign: 'multiple_swallows',
    reads: { sign: 'delayed_swallow' },
    words: {
      en: ['swallow twice', 'swallows twice', 'swallowing twice', 'swallowed twice', 'swallow it twice', 'swallows each mouthful twice', 'swallow again to clear', 'a second swallow'],
      'zh-HK': ['吞兩啖先落', '要吞兩次', '吞兩次', '吞多一啖先落'],
      'zh-CN': ['咽两下才', '要咽两下', '咽两次', '吞两次', '要咽两口'],
      ja: ['2回に分けて飲み込', '二回に分けて飲み込', '2回飲み込', '二度飲み込', '2回ごっくん', '何回も飲み込'],
      ko: ['두 번 삼켜야', '두 번에 나눠', '두 번 넘겨야', '두 번씩 넘기'],
      tl: ['lumunok twice', 'lumunok ulit para bumaba', 'lumulunok ulit', 'dalawang beses lumunok', 'lumunok ng dalawang beses', 'dalawang beses lumulunok'],
      id: ['menelan dua kali', 'telan dua kali', 'harus menelan lagi', 'menelan berulang'],
      vi: ['nuốt hai lần', 'nuốt 2 lần', 'nuốt lại lần nữa', 'phải nuốt thêm'],
      th: ['กลืนสองรอบ', 'กลืน 2 รอบ', 'กลืนสองที', 'กลืนซ้ำ', 'กลืนหลายรอบ', 'กลืนสองครั้ง'],
      es: ['tragar dos veces', 'traga dos veces', 'tragaba dos veces', 'tragar otra vez para', 'tiene que volver a tragar'],
    },
  },
  {
    // Food that sticks or lodges, in the past and the progressive ("kept getting stuck", "목에 걸렸", "se le quedaba pegado").
    sign: 'food_sticking',
    reads: { sign: 'food_sticking' },
    words: {
      en: ['lodged in her throat', 'lodged in his throat', 'kept getting stuck', 'keeps getting stuck', 'caught in her throat', 'caught in his throat'],
      'zh-HK': ['黐喺喉嚨', '黐住喺喉嚨', '卡住喺喉嚨', '哽住喺喉嚨'],
      'zh-CN': ['噎在嗓子', '卡在嗓子眼', '堵在嗓子', '噎在喉咙', '堵在喉咙'],
      ja: ['喉に引っかか', 'のどに引っかか', '喉に詰まる感じ', 'のどにつかえ', '喉に残る感じ'],
      ko: ['목에 걸릴', '목에 걸렸', '목에 걸린', '목에 걸려', '목에 턱 걸', '목에 얹힌', '목에 얹혀'],
      tl: ['nakabara sa lalamunan', 'bumabara sa lalamunan', 'sumasabit sa lalamunan', 'may nakabara sa lalamunan', 'naiiwan sa lalamunan', 'naiiwan daw sa lalamunan'],
      id: ['tertahan di kerongkongan', 'nyangkut di kerongkongan', 'tersangkut di kerongkongan', 'mengganjal di tenggorokan', 'ngganjel di tenggorokan'],
      vi: ['vướng ở cổ', 'mắc ở cổ họng', 'vướng trong cổ họng'],
      th: ['ค้างอยู่ในคอ', 'ค้างในคอ', 'ติดอยู่ในคอ', 'ติดที่คอ', 'ติดๆ ที่คอ', 'ติดๆที่คอ', 'รู้สึกติดที่คอ'],
      es: ['pegado en la garganta', 'pegada en la garganta', 'se le queda en la garganta', 'se le quedaba en la garganta', 'se le atasca en la garganta', 'trabada en la garganta', 'trabado en la garganta'],
    },
  },
  {
    // Food that will not go down without a drink: the food is washed down (one sign with difficulty swallowing).
    sign: 'food_sticking',
    reads: { sign: 'washes_food_down' },
    words: {
      en: ['to wash them down', 'to wash it down', 'wash the bread down', 'sip of water after every bite', 'sip of water after each bite', 'wont go down unless'],
      'zh-HK': ['要飲啖水先吞到', '要送水先吞得落', '要飲水送落去'],
      'zh-CN': ['要喝口水才咽得下', '要用水送下去', '得用水冲下去', '喝好多水才咽得下', '喝很多水才咽得下', '要喝水才咽得下', '要喝水才能咽下'],
      ja: ['水がないと飲み込めな', '水なしでは飲み込めな', 'お茶がないと飲み込めな'],
      ko: ['물 없이 잘 못 넘기', '물 없이는 못 넘기', '물이랑 같이 넘기'],
      tl: ['kailangang uminom ng tubig para bumaba', 'sinasabayan ng tubig para malunok'],
      id: ['harus didorong pakai air', 'harus dibantu air supaya tertelan'],
      vi: ['phải chiêu nước mới nuốt', 'chiêu nước mới trôi'],
      th: ['ต้องดื่มน้ำตามถึงจะกลืนลง', 'ต้องมีน้ำถึงจะกลืนได้', 'ต้องจิบน้ำตามทุกคำ'],
      es: ['tiene que beber agua para tragar', 'ayudarse con agua para tragar'],
    },
  },
  {
    // Throat clearing in everyday words ("hemming", "aclarándose la garganta", "목을 가다듬").
    sign: 'throat_clearing_at_meals',
    reads: { sign: 'throat_clearing' },
    words: {
      en: ['hemming', 'clear her throat', 'clear his throat', 'cleared her throat', 'cleared his throat'],
      'zh-HK': ['清吓喉嚨', '清下喉嚨', '清一清喉嚨'],
      'zh-CN': ['清清嗓子', '清一下嗓子', '清了清嗓子'],
      ja: ['喉の調子を整え', 'のどを鳴ら', '喉を鳴ら'],
      ko: ['목을 가다듬', '목 가다듬'],
      tl: ['umaahem', 'nag-eehem', 'naglilinis ng lalamunan niya'],
      id: ['mendehem', 'berdehem-dehem', 'dehem-dehem'],
      vi: ['khạc khạc', 'tằng hắng', 'khạc nhổ hắng giọng'],
      th: ['กระแอมไอ', 'กระแอมกระไอ'],
      es: ['aclarándose la garganta', 'aclararse la garganta', 'se aclara la garganta', 'aclara la garganta'],
    },
  },
  {
    // Food left in the mouth or cheeks, or a mouthful held without swallowing ("食べ物を入れたまま", "naiiwang pagkain").
    sign: 'pocketing',
    reads: { sign: 'pocketing' },
    words: {
      en: ['tucked in her cheek', 'tucked in his cheek', 'food still in her mouth', 'food still in his mouth', 'stops with food in her mouth', 'stops with food in his mouth'],
      'zh-HK': ['口入面仲有啲飯', '啲飯未吞', '含住啲嘢唔吞'],
      'zh-CN': ['腮帮子里还存着', '嘴里还存着饭', '含在嘴里不咽'],
      ja: ['口に食べ物を入れたまま', '食べ物を入れたまま', '口に入れたまま', '頬の内側にご飯が残'],
      ko: ['볼 안에 음식이 남', '입에 음식을 넣은 채', '입에 넣은 채'],
      tl: ['naiiwang pagkain sa bibig', 'naiiwan ang pagkain sa bibig', 'may natitirang pagkain sa bibig', 'may tirang pagkain sa bibig'],
      id: ['sisa nasi di pipi', 'makanan masih di mulut', 'diemut di mulut', 'makanannya diemut'],
      vi: ['đọng trong má', 'ngậm mãi không nuốt', 'ngậm trong miệng không nuốt'],
      th: ['ค้างอยู่ในกระพุ้งแก้ม', 'ค้างในกระพุ้งแก้ม', 'อมไว้ในปากไม่กลืน'],
      es: ['restos de comida en el carrillo', 'comida en los carrillos', 'con la comida en la boca sin tragar'],
    },
  },
  {
    // Food or drink running out of the mouth (anterior loss), as carers see it ("down her chin", "漏晒出嚟").
    sign: 'spilling_from_mouth',
    reads: { sign: 'drooling' },
    words: {
      en: ['down her chin', 'down his chin', 'running out of her mouth', 'running out of his mouth', 'spills out of her mouth', 'spills out of his mouth', 'leaks out of her mouth', 'leaks out of his mouth'],
      'zh-HK': ['漏晒出嚟', '由嘴度漏出嚟', '由口度流出嚟', '由嘴流出嚟'],
      'zh-CN': ['从嘴里流出来', '从嘴里漏出来', '顺着嘴角流'],
      ja: ['口からだらだら', '口からこぼし', '口の端から垂れ'],
      ko: ['입에서 흘리', '입 밖으로 흘러'],
      tl: ['tumatapon sa bibig', 'tumutulo sa bibig', 'tumutulo mula sa bibig'],
      id: ['meleleh dari mulut', 'menetes dari mulut', 'tumpah-tumpah dari mulut'],
      vi: ['rớt ra ngoài miệng', 'chảy ra ngoài miệng', 'chảy ra miệng'],
      th: ['ไหลออกจากปาก', 'ไหลออกปาก', 'หกออกจากปาก', 'ไหลย้อยออกจากปาก'],
      es: ['se le cae el agua de la boca', 'se le cae la comida de la boca', 'se le sale de la boca', 'se le escapa de la boca', 'le chorrea por la barbilla'],
    },
  },
  {
    // Out of breath at a meal ("can't catch his breath", "喘不过气", "หายใจไม่ทัน"); a meal in the clause makes it the sign.
    sign: 'breathless_at_meals',
    reads: { sign: 'breathlessness' },
    words: {
      en: ['out of breath', 'short of breath', 'puffing and panting', "can't catch his breath", "can't catch her breath", 'cannot catch his breath', 'cannot catch her breath'],
      'zh-HK': ['氣促', '透唔切氣', '索索聲喘'],
      'zh-CN': ['喘粗气', '呼哧呼哧', '气喘得厉害'],
      ja: ['息が苦しく', '息が上が', 'ハアハア'],
      ko: ['숨을 헐떡', '숨이 가빠'],
      tl: ['hingal na hingal', 'habol ang hininga'],
      id: ['ngos-ngosan', 'terengah-engah', 'napasnya ngos-ngosan'],
      vi: ['thở hổn hển', 'hụt hơi'],
      th: ['หายใจหอบ', 'เหนื่อยหอบ'],
      es: ['jadea', 'se queda sin aire', 'le cuesta respirar'],
    },
  },
  {
    // Painful swallowing in the words people say it with ("it hurts to get food down", "กลืนแล้วเจ็บ", "nuốt thấy đau").
    sign: 'pain_on_swallowing',
    reads: { sign: 'pain_on_swallowing' },
    words: {
      en: ['hurts to get food down', 'hurts to get her food down', 'hurts to get his food down', 'winces when she swallows', 'winces when he swallows', 'winces every time she swallows', 'winces every time he swallows', 'sore to swallow'],
      'zh-HK': ['吞落去好痛', '吞落去痛', '吞嘢痛'],
      'zh-CN': ['咽下去的时候喉咙痛', '咽下去疼', '咽下去痛', '一咽就疼', '吞咽时疼'],
      ja: ['飲み込むと痛', '飲み込む時に痛', 'のみこむと痛'],
      ko: ['삼키면 아프', '삼키면 아파', '삼킬 때 아파'],
      tl: ['masakit kapag nilulunok', 'masakit kapag nilulunok niya', 'masakit lunukin', 'sumasakit kapag lumulunok'],
      id: ['sakit waktu menelan', 'sakit saat menelan', 'nyeri saat menelan', 'perih kalau menelan'],
      vi: ['nuốt thấy đau', 'nuốt vào thấy đau', 'nuốt bị đau', 'nuốt thức ăn thấy đau'],
      th: ['กลืนแล้วเจ็บ', 'กลืนอาหารแล้วเจ็บ', 'เจ็บตอนกลืน'],
      es: ['le duele cuando traga', 'le duele tragar', 'dolor al tragar'],
    },
  },
  {
    // Leaving out the hard foods ("leaves the crusts", "won't touch steak", "không ăn thịt nữa").
    sign: 'avoids_foods',
    reads: { sign: 'avoids_textures' },
    words: {
      en: ["won't touch steak", "won't touch meat", 'leaves the crusts', 'leaving the crusts', 'leaves the meat', 'leaving the meat'],
      'zh-HK': ['啲肉都唔掂', '唔敢食肉', '硬嘢都唔食'],
      'zh-CN': ['不敢吃肉', '不吃硬的了', '硬的都不吃'],
      ja: ['肉を食べなくなり', '硬いものを避け', '硬いものは食べなくな'],
      ko: ['고기를 안 드세', '딱딱한 건 안 드세', '딱딱한 음식은 피하'],
      tl: ['ayaw na niyang kumain ng karne', 'hindi na kumakain ng karne', 'iniiwasan ang matigas'],
      id: ['tidak mau makan daging', 'ga mau makan daging', 'menghindari makanan keras'],
      vi: ['không ăn thịt nữa', 'bỏ ăn thịt', 'không dám ăn thịt', 'tránh đồ cứng'],
      th: ['ไม่กินเนื้อแล้ว', 'เลี่ยงของแข็ง', 'ไม่กินของแข็งแล้ว'],
      es: ['ya no come carne', 'evita la carne', 'ya no quiere carne'],
    },
  },
  {
    // Eating and drinking told in the past or progressive ("while she was eating", "mientras cenaba", "食緊粥"): a
    // cough or throat clearing in the same clause is then the meal-time sign (concepts.ts upgrades).
    sign: 'cough_at_meals',
    reads: { ctx: 'meal' },
    words: {
      en: ['at the table', 'at the dinner table'],
      'zh-HK': ['飲緊湯', '食緊粥'],
      'zh-CN': ['吃着饭', '喝着水', '喝着汤', '正吃饭'],
      ja: ['食べていた', '飲んでいた'],
      ko: ['먹던 중', '드시던 중', '식사하시던'],
      tl: ['kumakain noon', 'umiinom noon'],
      id: ['makan siang tadi', 'makan malam tadi'],
      vi: ['lúc uống nước', 'đang ăn cơm'],
      th: ['กำลังกินข้าว', 'กำลังกิน', 'กำลังดื่ม'],
      es: ['cenaba', 'comía', 'almorzaba', 'desayunaba', 'merendaba', 'bebía'],
    },
  },
  {
    // The count or frequency told inside the phrase, with digits, the third person
    // or a colloquial verb ("swallows 2 or 3 times", "nelen dua kali", "飲み込むのに2回", "清好几下嗓子",
    // "목을 자주 가다듬"). Swallowing several times per mouthful is pharyngeal residue (EAT-10; GUSS, Trapl 2007).
    sign: 'multiple_swallows',
    reads: { sign: 'delayed_swallow' },
    words: {
      en: ['swallows # or # times', 'swallowing # or # times', 'swallowed # or # times', 'swallows #-# times', 'swallowing #-# times', 'swallows # times', 'swallowing # times', 'swallow # times'],
      'zh-HK': ['吞#次', '要吞幾次', '吞幾啖先落'],
      'zh-CN': ['咽#次', '要咽好几次', '咽好几下', '吞好几下', '咽#下才'],
      ja: ['飲み込むのに#回', '飲み込むのに二回', '飲み込むのに何回も', '飲み込むのに数回'],
      ko: ['#번 삼켜', '#번씩 삼켜', '여러 번 삼켜', '몇 번씩 삼켜'],
      tl: ['# beses lumunok', '# beses lumulunok', 'ilang ulit lumulunok', 'ilang ulit lumunok'],
      id: ['nelen dua kali', 'nelan dua kali', 'nelen # kali', 'nelan # kali', 'menelan # kali', 'telan # kali', 'nelen berkali-kali', 'nelen beberapa kali', 'harus nelen lagi'],
      vi: ['nuốt # lần', 'nuốt vài lần', 'nuốt nhiều lần', 'phải nuốt nhiều lần'],
      th: ['กลืน # ครั้ง', 'กลืน # รอบ', 'ต้องกลืนหลายที'],
      es: ['traga # veces', 'tragar # veces', 'traga varias veces', 'tiene que tragar dos veces'],
    },
  },
  {
    // Throat clearing with a frequency inside the phrase ("清好几下嗓子", "목을 자주 가다듬", "clears her throat a lot").
    sign: 'throat_clearing_at_meals',
    reads: { sign: 'throat_clearing' },
    words: {
      en: ['clears her throat a lot', 'clears his throat a lot', 'clearing her throat a lot', 'clearing his throat a lot'],
      'zh-HK': ['清好幾下喉嚨', '清幾次喉嚨', '清好多次喉嚨'],
      'zh-CN': ['清好几下嗓子', '清好几次嗓子', '清好几下喉咙', '清几次嗓子', '清好多次嗓子'],
      ja: ['何度も咳払い', '咳払いを何度も', '何回も咳払い'],
      ko: ['목을 자주 가다듬', '목을 계속 가다듬', '목을 여러 번 가다듬', '목을 자꾸 가다듬'],
      tl: ['paulit-ulit na naglilinis ng lalamunan', 'madalas maglinis ng lalamunan'],
      id: ['sering berdehem', 'berkali-kali berdehem', 'sering mendehem'],
      vi: ['hắng giọng nhiều lần', 'hắng giọng liên tục', 'hay hắng giọng'],
      th: ['กระแอมบ่อย', 'กระแอมหลายครั้ง', 'กระแอมหลายที'],
      es: ['carraspea mucho', 'carraspea varias veces', 'carraspea a menudo'],
    },
  },
  {
    // Food held in the mouth told as the state the person is left in ("dozes off with food in her mouth", "se queda
    // dormida con la comida en la boca"): oral holding; with drowsiness at meals it fails the alertness step of GUSS
    // and TOR-BSST (rule drowsy_with_current_sign).
    sign: 'pocketing',
    reads: { sign: 'pocketing' },
    words: {
      en: ['with food in her mouth', 'with food in his mouth', 'with a mouthful of food', 'with her mouth full of food', 'with his mouth full of food'],
      'zh-HK': ['口裡面仲含住嘢', '口仲含住啲嘢'],
      'zh-CN': ['嘴里含着东西', '嘴里还有饭', '嘴里还含着'],
      ja: ['食べ物を口に入れたまま', '口に食べ物が入ったまま'],
      ko: ['음식을 입에 문 채', '입에 음식을 문 채'],
      tl: ['may pagkain pa sa bibig', 'may laman pa ang bibig'],
      id: ['dengan makanan di mulut', 'makanan masih di dalam mulut'],
      vi: ['thức ăn còn trong miệng', 'cơm còn trong miệng'],
      th: ['ข้าวยังอยู่ในปาก', 'อาหารยังอยู่ในปาก'],
      es: ['con la comida en la boca', 'con comida en la boca', 'con la boca llena de comida'],
    },
  },
  {
    // A degree word inside the phrase ("有少少嘢黐住", "有点东西卡住", "a bit of food sticks"). A
    // slight sticking is still a current sign (EAT-10 item 'food sticks in my throat' above 0; rule current_sign).
    sign: 'food_sticking',
    reads: { sign: 'food_sticking' },
    words: {
      en: ['a bit of food sticks', 'a little food sticks', 'a bit of food gets stuck', 'a little bit stuck in her throat', 'a little bit stuck in his throat'],
      'zh-HK': ['有少少嘢黐住', '少少嘢黐住', '有啲嘢黐住'],
      'zh-CN': ['有点东西卡住', '有点东西卡着', '有一点东西卡'],
      ja: ['少し食べ物がつかえ', 'ちょっと食べ物がつかえ'],
      ko: ['음식이 조금 걸리는', '조금 걸리는 느낌'],
      tl: ['medyo may bumabara sa lalamunan', 'parang may konting bara sa lalamunan'],
      id: ['sedikit nyangkut di tenggorokan', 'agak nyangkut di tenggorokan'],
      vi: ['hơi vướng ở cổ', 'hơi mắc ở cổ'],
      th: ['ติดคอนิดหน่อย', 'ติดคอเล็กน้อย'],
      es: ['se le atora un poco', 'se le queda un poco atorada'],
    },
  },
  // Signs in everyday words: how families say it with a degree word or a count inside the
  // phrase ("the meat sticks a bit", "it catches in her throat", "咽两三口", "traga dos o tres veces"). A slight or occasional sticking is still a current sign (EAT-10 item 'food sticks in my throat' above
  // 0, Belafsky 2008; rule current_sign).
  {
    sign: 'food_sticking',
    reads: { sign: 'food_sticking' },
    words: {
      en: [
        'sticks a bit', 'sticks a little', 'sticks a bit halfway down', 'catches in her throat', 'catches in his throat', 'catches in my throat',
        'catches in the throat', 'catches a bit in', 'catching in her throat', 'catching in his throat', 'catching in my throat', 'feels like it catches',
      ],
      'zh-HK': ['好似卡住咗', '落到一半卡住', '喉嚨有啲卡'],
      'zh-CN': ['好像卡在喉咙', '咽到一半卡住', '卡在嗓子眼'],
      ja: ['のどに引っかか', '喉に引っかか', 'のどにつかえ', '喉につかえ'],
      ko: ['목에 턱 걸리', '목에 걸리는 느낌', '넘어가다가 걸리'],
      tl: ['parang bumabara sa lalamunan', 'sumasabit sa lalamunan', 'naiipit sa lalamunan'],
      id: ['nyangkut sedikit', 'kayak nyangkut di tenggorokan', 'seret di tenggorokan'],
      vi: ['vướng vướng ở cổ', 'như bị mắc ở cổ họng', 'mắc ở cổ họng'],
      th: ['รู้สึกติดคอ', 'เหมือนติดคอ', 'ติดๆ ที่คอ'],
      es: ['se le queda atorado', 'se le queda un poco atorado', 'se le queda atascado', 'se le atasca', 'se me queda atorado', 'se me atora'],
    },
  },
  {
    // Two or three swallows per mouthful, told with a spoken count ("咽两三口", "두세 번 삼켜", "nelen dua tiga kali").
    sign: 'multiple_swallows',
    reads: { sign: 'delayed_swallow' },
    words: {
      en: ['takes two or three swallows', 'takes a few swallows', 'needs two swallows', 'needs a couple of swallows', 'swallows a couple of times', 'has to swallow again'],
      'zh-HK': ['吞兩三啖', '吞兩三下', '要吞幾啖先落'],
      'zh-CN': ['咽两三口', '咽两三下', '吞两三口', '咽好几口', '要咽几口才'],
      ja: ['2、3回飲み込', '二、三回飲み込', '何回か飲み込', '何回かに分けて飲み込'],
      ko: ['두세 번 삼키', '두세 번 삼켜', '몇 번 나눠 삼키', '몇 번 나눠서 삼키'],
      tl: ['dalawa o tatlong beses lumulunok', 'paulit-ulit na lumulunok', 'kailangang lumunok ulit'],
      id: ['nelen dua tiga kali', 'menelan dua tiga kali', 'nelan dua-tiga kali'],
      vi: ['nuốt hai ba lần', 'phải nuốt mấy lần', 'nuốt mấy lần mới'],
      th: ['กลืนสองสามที', 'กลืนสองสามครั้ง', 'ต้องกลืนหลายรอบ'],
      es: ['traga dos o tres veces', 'tiene que tragar varias veces', 'traga dos veces cada bocado'],
    },
  },
  // Paraphrase audit (concept x language, every tense): the words families used in probes written
  // first, that the tables lacked (test/fixtures/aspiration-mild-sign-probes.jsonl, the audit block at its end).
  {
    // Swallowing a second time to clear one mouthful: pharyngeal residue (EAT-10; GUSS, Trapl 2007).
    sign: 'multiple_swallows',
    reads: { sign: 'delayed_swallow' },
    words: {
      en: ['swallow a second time', 'swallows a second time', 'swallowing a second time', 'a second swallow'],
      'zh-HK': ['再吞多一啖', '再吞一次'],
      'zh-CN': ['再咽一次', '再咽一下', '再吞一次', '再吞一下'],
      ja: ['もう一度ゴクン', 'もう一回ゴクン', 'もう一度飲み込'],
      ko: ['한 번 더 삼키', '한 번 더 꿀꺽', '한 번 더 삼켜'],
      tl: ['lumunok ulit', 'lumunok pa ulit', 'lumulunok ulit', 'lumunok muli'],
      id: ['menelan lagi', 'nelen lagi', 'telan lagi'],
      vi: ['nuốt thêm một lần', 'nuốt thêm lần nữa', 'nuốt lại lần nữa'],
      th: ['กลืนซ้ำอีกที', 'กลืนอีกรอบ', 'กลืนอีกที'],
      es: ['volver a tragar', 'vuelve a tragar', 'tragar otra vez', 'traga otra vez'],
    },
  },
  {
    // Food that stops partway down ("kẹt lại ở cổ", "ketahan di tenggorokan", "a medio camino"): EAT-10 'food sticks'.
    sign: 'food_sticking',
    reads: { sign: 'food_sticking' },
    words: {
      en: ['gets stuck partway down', 'stuck partway down', 'sticks partway down', 'stops partway down'],
      'zh-HK': ['卡咗喺喉嚨', '卡喺喉嚨', '卡咗喺條喉'],
      'zh-CN': ['卡在半路', '卡在喉咙里', '卡在嗓子里'],
      ja: ['のどの途中で止ま', '喉の途中で止ま', '途中で止まる感じ'],
      ko: ['목에 걸려서 안 내려', '중간에 걸려', '목에 턱 막히'],
      tl: ['naiiwan sa lalamunan', 'naiiwan sa lalamunan niya', 'bumabara sa lalamunan niya'],
      id: ['ketahan di tenggorokan', 'tertahan di tenggorokan', 'nyangkut di kerongkongan'],
      vi: ['kẹt lại ở cổ', 'kẹt ở cổ', 'bị kẹt ở cổ họng', 'mắc lại ở cổ'],
      th: ['ค้างอยู่กลางคอ', 'ค้างกลางคอ', 'ติดกลางคอ'],
      es: ['a medio camino en la garganta', 'se le queda a medio camino', 'se queda a medio camino'],
    },
  },
  {
    // Throat clearing told as the sound or the act ("のどを整え", "e hèm", "ejem").
    sign: 'throat_clearing_at_meals',
    reads: { sign: 'throat_clearing' },
    words: {
      en: ['keeps going ahem', 'ahem ahem', 'clearing of throat', 'clearing of the throat', 'clearing of her throat', 'clearing of his throat'],
      'zh-HK': ['清吓喉嚨', '清下喉嚨'],
      'zh-CN': ['清清嗓子', '嗯嗯地清嗓子'],
      ja: ['のどを整え', '喉を整え', 'えへん'],
      ko: ['큼큼', '흠흠 하고'],
      tl: ['nag-a-ahem', 'umaahem'],
      id: ['ehem-ehem', 'ehem ehem'],
      vi: ['e hèm', 'e hèm suốt'],
      th: ['อะแฮ่ม', 'กระแอมไอ'],
      es: ['ejem', 'no deja de carraspear', 'no para de carraspear'],
    },
  },
  {
    // Drink or food that runs out at the corner of the mouth (oral control; GUSS 'drooling').
    sign: 'spilling_from_mouth',
    reads: { sign: 'drooling' },
    words: {
      en: ['running out the corner of her mouth', 'running out the corner of his mouth', 'out the corner of her mouth', 'out the corner of his mouth'],
      'zh-HK': ['由嘴角流出', '嘴角流出'],
      'zh-CN': ['从嘴角漏出', '从嘴角流出', '嘴角漏出'],
      ja: ['口の端からこぼれ', '口の端から垂れ', '口元からこぼれ'],
      ko: ['입가로 흘러', '입가로 새'],
      tl: ['sa gilid ng bibig niya', 'tumatapon sa gilid ng bibig'],
      id: ['keluar dari sudut bibir', 'keluar dari sudut mulut', 'merembes keluar dari'],
      vi: ['chảy ra ở khóe miệng', 'chảy ra khóe miệng', 'rỉ ra khóe miệng', 'trào ra khóe miệng'],
      th: ['ไหลออกมุมปาก', 'ไหลออกทางมุมปาก'],
      es: ['por la comisura de los labios', 'por la comisura de la boca', 'se le sale por la comisura'],
    },
  },
  {
    // A pause to get one's breath back is not the past ("berhenti dulu": 'dulu' is 'for now' there, not 'formerly').
    sign: 'breathless_at_meals',
    reads: { list: 'ignore' },
    words: {
      en: ['take a breather', 'for a breather'],
      'zh-HK': ['抖吓先', '停低抖吓'],
      'zh-CN': ['先歇一会', '歇一会儿'],
      ja: ['ひと休みして', '一休みして'],
      ko: ['잠깐 쉬었다가', '쉬었다가'],
      tl: ['magpahinga muna', 'huminto muna'],
      id: ['berhenti dulu', 'istirahat dulu', 'jeda dulu'],
      vi: ['nghỉ một lát', 'nghỉ giữa chừng'],
      th: ['พักก่อน', 'หยุดพักก่อน'],
      es: ['descansar un rato', 'parar un rato'],
    },
  },
  {
    // Pain when swallowing told with the act ("it hurts when she swallows", "nuốt vào là đau"; EAT-10 item 7).
    sign: 'pain_on_swallowing',
    reads: { sign: 'pain_on_swallowing' },
    words: {
      en: ['hurts her when she swallows', 'hurts him when he swallows', 'hurts when she swallows', 'hurts when he swallows', 'winces with every mouthful', 'winces when she swallows', 'winces when he swallows'],
      'zh-HK': ['吞嘢落去都好痛', '吞嘢好痛', '吞落去好痛', '吞落去痛'],
      'zh-CN': ['咽东西的时候喉咙疼', '咽东西疼', '咽下去疼', '吞东西疼', '咽东西的时候疼'],
      ja: ['飲み込むと痛', '飲み込む時に痛', '飲み込むときに痛'],
      ko: ['삼키면 아프', '삼킬 때 아프', '삼킬 때마다 아프'],
      tl: ['masakit kapag lumulunok', 'masakit daw kapag lumulunok', 'masakit lumunok', 'masakit ang paglunok'],
      id: ['sakit waktu nelan', 'sakit kalau nelan', 'sakit saat menelan', 'sakit pas nelan'],
      vi: ['nuốt vào là đau', 'nuốt thì đau', 'nuốt bị đau', 'nuốt vào đau'],
      th: ['กลืนแล้วเจ็บ', 'กลืนทีไรเจ็บ', 'เจ็บเวลากลืน', 'เวลากลืนอาหารเจ็บ'],
      es: ['le duele cada vez que traga', 'le duele al tragar', 'le duele tragar', 'duele cuando traga'],
    },
  },
  {
    // Eating only soft food ("maunya bubur", "เอาแต่ข้าวต้ม", "sólo cosas blanditas"): a self-made texture change.
    sign: 'avoids_foods',
    reads: { sign: 'avoids_textures' },
    words: {
      en: ['only wants soft food', 'only eats soft food', 'sticks to soft food'],
      'zh-HK': ['淨係食粥', '淨係食軟嘢'],
      'zh-CN': ['只挑软的吃', '只吃软的', '只肯喝粥'],
      ja: ['やわらかいものばかり', '柔らかいものばかり'],
      ko: ['죽만 찾으', '죽만 드시', '부드러운 것만 드시'],
      tl: ['lugaw na lang ang gusto', 'lugaw na lang ang kinakain'],
      id: ['maunya bubur', 'cuma mau bubur', 'hanya mau bubur', 'maunya yang lembek'],
      vi: ['chỉ ăn cháo', 'chỉ chịu ăn cháo', 'chỉ ăn đồ mềm'],
      th: ['เอาแต่ข้าวต้ม', 'กินแต่ข้าวต้ม', 'กินแต่ของนิ่ม', 'ไม่ยอมกินข้าวสวย'],
      es: ['ya no quiere pan', 'ya no come pan', 'ya no quiere nada duro', 'sólo cosas blanditas', 'solo cosas blanditas', 'sólo cosas blandas', 'solo cosas blandas', 'solo quiere cosas blandas'],
    },
  },
  {
    // A drink needed to get each mouthful down (EAT-10 'swallowing solids takes extra effort'; concepts.ts
    // washes_food_down). Japanese "流し込まないと" is 'unless washed down', not a denial.
    sign: 'washes_food_down',
    reads: { sign: 'washes_food_down' },
    words: {
      en: ['water after every bite', 'a drink after every bite', 'to wash each bite down'],
      'zh-HK': ['飲啖湯送落去', '飲啖水送落去', '要飲嘢送'],
      'zh-CN': ['喝口水才能送下去', '喝口水送下去', '用汤送下去'],
      ja: ['流し込まないと', 'お茶で流し込まないと', '水で流し込まないと', '飲み物で流し込まないと'],
      ko: ['물을 마셔야 넘어가', '물이랑 같이 넘기'],
      tl: ['tubig sa bawat subo', 'sabaw sa bawat subo'],
      id: ['didorong pakai air', 'dibantu air baru bisa ditelan'],
      vi: ['phải uống nước mới trôi', 'chan nước mới nuốt'],
      th: ['ต้องดื่มน้ำตามถึงจะลง', 'ต้องมีน้ำช่วยกลืน'],
      es: ['agua con cada bocado', 'bajar la comida con agua', 'pasar la comida con agua'],
    },
  },
  {
    // Dry food that will not go down ("no le pasa el pan", "กลืนขนมปังไม่ลง"): a difficulty that a dry mouth in its
    // sentence makes the dry-food difficulty (concepts.ts).
    sign: 'dry_mouth_food_hard',
    reads: { sign: 'difficulty_swallowing' },
    words: {
      en: ["crackers won't go down", "bread won't go down", "dry food won't go down"],
      'zh-HK': ['食餅乾都吞唔落', '麵包吞唔落'],
      'zh-CN': ['馒头咽不下去', '面包咽不下去', '干的咽不下去'],
      ja: ['パンが飲み込めな', 'ご飯が飲み込めな', '乾いたものが飲み込めな'],
      ko: ['마른 음식은 못 삼키', '빵을 못 삼키'],
      tl: ['hindi niya malunok ang tinapay', 'hindi malunok ang tinapay'],
      id: ['roti susah ditelan', 'nasi susah ditelan'],
      vi: ['bánh mì nuốt không trôi', 'cơm nuốt không trôi'],
      th: ['กลืนขนมปังไม่ลง', 'กลืนข้าวไม่ลง', 'กลืนอาหารไม่ลง'],
      es: ['no le pasa el pan', 'no le pasa la comida', 'no le pasan las galletas'],
    },
  },
  {
    // The swallow compared with the past ("not as smooth as before", "tidak selancar dulu",
    // "冇以前咁順"): a current difficulty, as "前よりのみこみにくい" reads (docs/SCREENING.md, compared_with_past).
    sign: 'swallow_worse_than_before',
    reads: { sign: 'difficulty_swallowing' },
    words: {
      en: ['swallowing is not as smooth as before', 'swallowing is not as easy as before', 'swallowing is harder than before', 'swallowing not as smooth as before', 'swallowing not as easy as before', 'swallowing harder than before', "swallowing isn't as smooth as before", "swallowing isn't as easy as before", 'swallowing is not as smooth as it used to be'],
      'zh-HK': ['冇以前咁順', '冇以前咁容易', '冇以前咁好吞', '唔似以前咁順', '比以前難吞'],
      'zh-CN': ['没有以前那么顺', '没有以前顺', '没有以前那么容易', '不像以前那么顺', '比以前难咽', '比以前难吞'],
      ja: ['前より飲み込みにく', '前よりのみこみにく', '以前より飲み込みにく', '以前ほどスムーズに飲み込めな', '前ほど飲み込めな'],
      ko: ['예전만큼 잘 안 삼켜', '예전만큼 잘 안 넘어', '예전보다 삼키기 힘들', '예전보다 삼키기 어렵', '전보다 삼키기 힘들', '전보다 삼키기 어렵'],
      tl: ['hindi na kasing dali ang paglunok', 'mas mahirap nang lumunok kaysa dati', 'hindi na kasing dulas ng dati', 'hindi na kasing dali lumunok', 'hindi na kasing bilis lumunok', 'hindi na kasing bilis ang paglunok', 'di na kasing dali ang paglunok', 'di na kasing dali lumunok'],
      id: ['menelan tidak selancar dulu', 'menelan tidak selancar dahulu', 'menelan tidak selancar biasanya', 'menelan tidak semudah dulu', 'menelan lebih susah dari dulu', 'menelan lebih sulit dari dulu', 'menelan nggak selancar dulu'],
      vi: ['nuốt không trơn tru như trước', 'nuốt không dễ như trước', 'nuốt khó hơn trước', 'nuốt không được như trước'],
      th: ['กลืนไม่คล่องเหมือนเมื่อก่อน', 'กลืนไม่คล่องเหมือนก่อน', 'กลืนยากกว่าเมื่อก่อน', 'กลืนยากกว่าแต่ก่อน', 'กลืนไม่ได้เหมือนเมื่อก่อน'],
      es: ['tragar ya no es tan fácil como antes', 'no traga tan bien como antes', 'le cuesta más tragar que antes', 'traga peor que antes', 'no traga como antes'],
    },
  },
  // Paraphrase audit (second pass, the perfect and progressive: "has been holding her food in her
  // mouth", "swallowing has been painful", "taking her the best part of an hour").
  {
    sign: 'slow_effortful_eating',
    reads: { sign: 'prolonged_meals' },
    words: {
      en: ['the best part of an hour', 'best part of an hour', 'taking her ages', 'taking him ages', 'takes her ages', 'takes him ages'],
      'zh-HK': ['食成粒鐘', '食成個鐘'],
      'zh-CN': ['吃一个多小时', '要吃一个钟头'],
      ja: ['最後まで食べきれな', '食べきれなくな'],
      ko: ['한 시간 넘게 드시', '한참 걸려 드시'],
      tl: ['inaabot ng isang oras ang pagkain', 'isang oras bago maubos'],
      id: ['satu piring bisa satu jam', 'makannya lama sekali'],
      vi: ['ăn mất cả tiếng', 'ăn cả tiếng mới xong'],
      th: ['กินข้าวเป็นชั่วโมง', 'กินนานเป็นชั่วโมง'],
      es: ['tarda muchísimo en terminar', 'tarda mucho en terminar el plato', 'tarda muchísimo en comer'],
    },
  },
  {
    sign: 'pocketing',
    reads: { sign: 'pocketing' },
    words: {
      en: ['holding her food in her mouth', 'holding his food in his mouth', 'holding food in her mouth', 'holding food in his mouth', 'holds food in her mouth', 'holds food in his mouth'],
      'zh-HK': ['啲嘢含喺口度', '含住啲飯唔吞'],
      'zh-CN': ['含着饭不咽', '含在嘴里不咽'],
      ja: ['口にためたまま', '口に含んだまま飲み込ま'],
      ko: ['입에 물고 한참', '입에 물고만 계세'],
      tl: ['nakaimbak lang sa bibig', 'nakaimbak sa bibig'],
      id: ['ditahan di mulut', 'makanan ditahan di mulut'],
      vi: ['ngậm cơm mãi không nuốt', 'ngậm mãi không nuốt'],
      th: ['อมข้าวไว้ในปาก', 'อมไว้ในปากนาน'],
      es: ['se queda con la comida en la boca', 'retiene la comida en la boca'],
    },
  },
  {
    sign: 'spilling_from_mouth',
    reads: { sign: 'drooling' },
    words: {
      en: ['dribbled down his chin', 'dribbled down her chin', 'dribbles down his chin', 'dribbles down her chin'],
      'zh-HK': ['由嘴邊漏出', '嘴邊漏出'],
      'zh-CN': ['从嘴边漏出', '嘴边漏出', '从嘴边流出'],
      ja: ['口からこぼれ', '口から垂れ'],
      ko: ['입 밖으로 흘리', '입 밖으로 줄줄', '줄줄 흘리'],
      tl: ['tumutulo sa baba niya', 'tumutulo sa baba'],
      id: ['netes ke dagu', 'menetes ke dagu'],
      vi: ['chảy xuống cằm', 'rớt ra miệng'],
      th: ['ไหลลงคาง', 'ไหลเยิ้มลงคาง'],
      es: ['le chorrea por la barbilla', 'se le escurre por la barbilla'],
    },
  },
  {
    sign: 'pain_on_swallowing',
    reads: { sign: 'pain_on_swallowing' },
    words: {
      en: ['swallowing has been painful', 'swallowing is painful', 'swallowing has become painful', 'swallowing became painful'],
      'zh-HK': ['吞嘢會痛', '一吞就痛'],
      'zh-CN': ['一咽就疼', '咽的时候疼'],
      ja: ['飲み込むたびに痛', '飲み込む度に痛'],
      ko: ['삼킬 때 통증', '삼키면 통증'],
      tl: ['kumikirot kapag lumulunok', 'masakit sa paglunok'],
      id: ['tiap nelan dia meringis', 'nelan terasa sakit', 'meringis kesakitan tiap nelan'],
      vi: ['nuốt thấy đau', 'mỗi lần nuốt đều đau'],
      th: ['กลืนทีไรก็เจ็บ', 'กลืนแล้วปวด'],
      es: ['tragar le duele', 'le duele la garganta al tragar'],
    },
  },
  {
    sign: 'multiple_swallows',
    reads: { sign: 'delayed_swallow' },
    words: {
      en: ['swallowing two or three times', 'swallowing twice for each', 'swallowing twice per'],
      'zh-HK': ['每啖要吞兩次', '每啖吞幾次'],
      'zh-CN': ['每口要咽两次', '每口咽几次'],
      ja: ['一口を何回かに分けて', '一口で何回も飲み込'],
      ko: ['한 입에 여러 번 삼키', '한 입에 두세 번'],
      tl: ['ilang beses lumulunok sa bawat subo'],
      id: ['tiap suap nelan berkali-kali', 'tiap suap ditelan dua kali'],
      vi: ['mỗi miếng nuốt mấy lần', 'mỗi miếng phải nuốt hai lần'],
      th: ['คำเดียวต้องกลืนหลายที', 'แต่ละคำต้องกลืนสองที'],
      es: ['cada bocado lo traga dos veces', 'traga dos veces cada cucharada'],
    },
  },
  {
    sign: 'washes_food_down',
    reads: { sign: 'washes_food_down' },
    words: {
      en: ['a sip of water to get each bite down', 'has to drink to get food down'],
      'zh-HK': ['要飲啖水先吞到', '飲啖水先吞得落'],
      'zh-CN': ['要喝口水才咽得下', '喝口水才咽得下去'],
      ja: ['水と一緒でないと飲み込めな', 'お茶と一緒でないと飲み込めな'],
      ko: ['물이랑 같이 드셔야 넘어가', '물 없이는 못 넘기'],
      tl: ['kailangang may tubig para malunok'],
      id: ['biar bisa ditelan', 'supaya bisa ditelan'],
      vi: ['phải có nước mới nuốt được', 'có nước mới nuốt được'],
      th: ['ต้องมีน้ำถึงจะกลืนได้', 'ไม่มีน้ำกลืนไม่ลง'],
      es: ['necesita agua para tragar la comida', 'sin agua no le pasa'],
    },
  },

  // Reading rules and over-triage: throat clearing named as a noun ("slight clearing of
  // throat after meals", "aclaramiento de garganta"): the same mild sign (GUSS indirect test; EAT-10 residue items).
  {
    sign: 'throat_clearing_at_meals',
    reads: { sign: 'throat_clearing' },
    words: {
      en: ['throat-clearing'],
      'zh-HK': ['清喉嚨嘅動作'],
      'zh-CN': ['清嗓子的动作'],
      ja: ['咳ばらい'],
      ko: ['헛기침을 하'],
      tl: ['paglilinis ng lalamunan'],
      id: ['membersihkan tenggorokan'],
      vi: ['tằng hắng'],
      th: ['กระแอมไอ'],
      es: ['aclaramiento de garganta'],
    },
  },

  // Meals that now take much longer, told with "taking ages over" a meal (EAT-10 "eating takes extra
  // effort"; docs/SCREENING.md: meals now much longer is a single current sign).
  {
    sign: 'slow_effortful_eating',
    reads: { sign: 'prolonged_meals' },
    words: {
      en: ['taking ages over', 'taking ages to eat', 'took ages over', 'taking forever over'],
      'zh-HK': ['食飯食到好耐', '食嘢食得好耐'],
      'zh-CN': ['吃饭要吃好久', '吃一顿饭要好久'],
      ja: ['食事に時間がかかる', '食べるのに時間がかか'],
      ko: ['식사 시간이 오래', '밥 먹는 데 오래 걸'],
      tl: ['ang tagal matapos kumain', 'ang tagal na niyang kumain'],
      id: ['lama sekali makannya', 'makan jadi lama'],
      vi: ['ăn lâu hơn trước', 'ăn mất nhiều thời gian'],
      th: ['กินข้าวนานมาก', 'ใช้เวลากินนาน'],
      es: ['tarda una eternidad en comer', 'se tarda mucho comiendo'],
    },
  },

  // Dry food named beside a difficulty ("干的东西咽不下去", "susah menelan nasi kalau kering"): the
  // dry-food difficulty, a single mild sign (EAT-10 "swallowing solids takes extra effort"), read through the
  // helper dry_food and its cue.
  {
    sign: 'dry_mouth_food_hard',
    reads: { sign: 'dry_food' },
    words: {
      en: ['dry food', 'dry foods', 'anything dry', 'dry stuff', "if it's dry", 'if it is dry', "when it's dry"],
      'zh-HK': ['乾嘅嘢', '乾身嘅嘢', '乾嘅食物', '太乾'],
      'zh-CN': ['干的东西', '干的食物', '干巴巴', '太干'],
      ja: ['パサパサ', 'パサつ', '乾いた食べ物'],
      ko: ['마른 음식', '퍽퍽한', '뻑뻑한', '건조한 음식'],
      tl: ['tuyong pagkain', 'kapag tuyo', 'pag tuyo'],
      id: ['kalau kering', 'makanan kering', 'yang kering'],
      vi: ['đồ khô', 'thức ăn khô', 'cơm khô'],
      th: ['อาหารแห้ง', 'ของแห้ง', 'ข้าวแห้ง'],
      es: ['comida seca', 'lo seco', 'cosas secas', 'pan seco', 'alimentos secos'],
    },
  },

  // The sticking told as a feeling ("a slight catching feeling in her throat with toast"): EAT-10
  // "food sticks in my throat", a single mild sign however slight.
  {
    sign: 'food_sticking',
    reads: { sign: 'food_sticking' },
    words: {
      en: ['catching feeling', 'catching sensation', 'a catch in her throat', 'a catch in his throat'],
      'zh-HK': ['喉嚨卡卡哋', '喉嚨有啲卡'],
      'zh-CN': ['喉咙卡卡的', '嗓子有点卡'],
      ja: ['喉に引っかかる感じ', 'のどに引っかかる感じ'],
      ko: ['목에 걸리는 느낌', '목에 걸리는 듯한'],
      tl: ['parang sumasabit sa lalamunan', 'parang may bara sa lalamunan'],
      id: ['rasa mengganjal di tenggorokan', 'seperti mengganjal di tenggorokan'],
      vi: ['cảm giác vướng ở cổ', 'cảm giác vướng trong họng'],
      th: ['รู้สึกติดๆที่คอ', 'รู้สึกเหมือนติดคอ'],
      es: ['sensación de algo atorado en la garganta', 'sensación de que se le atora'],
    },
  },

  // A meal's length in minutes ("takes ~45 min to finish lunch now"): a prolonged meal only from half an
  // hour (analyse.ts MEAL_MINUTES_PROLONGED reads the number: mealtimes over 30 minutes are the usual warning of an
  // effortful swallow; "10 minutes to eat lunch" is nothing).
  {
    sign: 'slow_effortful_eating',
    reads: { sign: 'prolonged_meals' },
    words: {
      en: [
        // "45+ min" (at least 45) is the same length.
        ...['#', '#+'].flatMap((n) => [
          ...['breakfast', 'lunch', 'dinner', 'tea', 'supper', 'her meal', 'his meal', 'a meal', 'her dinner', 'his dinner'].flatMap((meal) => [
            `${n} min to finish ${meal}`,
            `${n} mins to finish ${meal}`,
            `${n} minutes to finish ${meal}`,
          ]),
          `${n} min to eat`,
          `${n} mins to eat`,
          `${n} minutes to eat`,
        ]),
      ],
      'zh-HK': ['食#分鐘', '要#分鐘先食完'],
      'zh-CN': ['吃#分钟', '要#分钟才吃完'],
      ja: ['食べ終わるのに#分', '食事に#分'],
      ko: ['식사에 #분', '먹는 데 #분'],
      tl: ['# minuto bago matapos kumain', '# minuto kumain'],
      id: ['makan # menit', '# menit baru habis'],
      vi: ['ăn mất # phút', 'ăn # phút mới xong'],
      th: ['กินข้าว # นาที', 'ใช้เวลากิน # นาที'],
      es: ['tarda # minutos en comer', 'tarda # minutos en terminar'],
    },
  },
  {
    // Saliva that keeps running, a persistence adverb inside the phrase ("침을 자꾸 흘려요",
    // "口水一直流"); GUSS 'drooling'.
    sign: 'spilling_from_mouth',
    reads: { sign: 'drooling' },
    words: {
      en: ['keeps drooling', 'drools all the time', 'drooling all the time', 'saliva keeps running'],
      'zh-HK': ['口水一直流', '口水成日都流', '口水總是流', '口水不停流', '口水一直滴'],
      'zh-CN': ['口水一直流', '口水总是流', '口水老是流', '口水不停地流', '口水不停流'],
      ja: ['よだれがずっと', 'よだれがいつも', 'よだれが止まらな'],
      ko: ['침을 자꾸 흘', '침이 자꾸 흘', '침을 계속 흘', '침이 계속 흘', '침을 자꾸만 흘'],
      tl: ['laging naglalaway', 'palaging naglalaway', 'tuloy-tuloy ang laway'],
      id: ['terus ngiler', 'ngiler terus', 'air liur terus menetes'],
      vi: ['chảy nước dãi suốt', 'nước dãi cứ chảy', 'chảy dãi liên tục'],
      th: ['น้ำลายไหลตลอด', 'น้ำลายไหลตลอดเวลา', 'น้ำลายไหลไม่หยุด'],
      es: ['babea todo el tiempo', 'se le cae la baba todo el tiempo', 'no para de babear'],
    },
  },
  {
    // A felt lump or something not swallowed clean (EAT-10 "food sticks in my throat";
    // residue), and tablets that stay stuck ("se le quedan atoradas" is sticking, not a choking episode).
    sign: 'food_sticking',
    reads: { sign: 'food_sticking' },
    words: {
      en: ["like there's a lump", 'like there is a lump', 'feels like a lump', 'feeling of a lump', 'not swallowed properly'],
      'zh-HK': ['嚥唔乾淨', '吞唔乾淨', '沒嚥乾淨', '沒咽乾淨', '嚥不乾淨'],
      'zh-CN': ['没咽干净', '咽不干净', '没吞干净', '吞不干净', '没咽下去干净'],
      ja: ['しこりがあるような', '飲み込みきれない感じ', '塊があるような'],
      ko: ['덩어리가 있는 것 같', '덩어리 같은 게 걸', '다 안 넘어간 느낌'],
      tl: ['parang may bukol sa lalamunan', 'parang may nakabara sa lalamunan'],
      id: ['seperti ada benjolan di tenggorokan', 'seperti ada yang mengganjal'],
      vi: ['như có cục gì trong cổ', 'như có cục nghẹn'],
      th: ['เหมือนมีก้อนในคอ', 'เหมือนมีก้อนติดคอ'],
      es: [
        'se le quedan atoradas',
        'se le quedan atorados',
        'se le queda atorada',
        'se me quedan atoradas',
        'como un nudo en la garganta',
        'como una bola en la garganta',
      ],
    },
  },
];
