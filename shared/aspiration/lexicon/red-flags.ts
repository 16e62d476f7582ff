/**
 * The red flags of docs/SCREENING.md, CONCEPT x LANGUAGE: for each red flag,
 * the words it is told with in every input language, including what a carer
 * sees rather than what a clinician writes ("turned blue", "had to hit her
 * back", "water came out of his nose", "gurgly voice after drinks").
 *
 * Each row says what its words read as in the lexicon (a sign, a risk factor
 * or a context cue) and is typed by input language, so a language left out is
 * a compile error; test/aspiration/red-flag-vocabulary.test.ts fails on an
 * empty cell and screens a carer's sentence per concept and language
 * (test/fixtures/aspiration-red-flag-probes.jsonl). The rows are merged into
 * the language lexicons (zh-HK and zh-CN into the one Chinese lexicon, which
 * folds Traditional to Simplified) at load, beside the words already there.
 */
import type { ContextKind, RiskCode, SignCode } from '../concepts';

export const INPUT_LANGUAGES = ['en', 'zh-HK', 'zh-CN', 'ja', 'ko', 'tl', 'id', 'vi', 'th', 'es'] as const;
export type InputLanguage = (typeof INPUT_LANGUAGES)[number];

/** Words held for some languages only; the others read none, so a row need not list ten empty slots. */
export function inSomeLanguages(words: Partial<Record<InputLanguage, readonly string[]>>): Record<InputLanguage, readonly string[]> {
  return Object.fromEntries(INPUT_LANGUAGES.map((l) => [l, words[l] ?? []])) as Record<InputLanguage, readonly string[]>;
}

/** The lexicon each input language's words join. */
export const LEXICON_OF: Record<InputLanguage, string> = {
  en: 'en',
  'zh-HK': 'zh',
  'zh-CN': 'zh',
  ja: 'ja',
  ko: 'ko',
  tl: 'tl',
  id: 'id',
  vi: 'vi',
  th: 'th',
  es: 'es',
};

export type RedFlag =
  | 'silent_aspiration_on_study'
  | 'aspiration_on_study'
  | 'failed_water_swallow'
  | 'wet_voice'
  | 'nasal_regurgitation'
  | 'choking_with_intervention'
  | 'aspiration_pneumonia_or_repeated_chest_infections'
  | 'weight_loss_or_dehydration_from_swallowing'
  | 'drowsy_at_meals'
  | 'unable_to_manage_saliva';

/** `mealTemporal`: a meal clause that also reaches the next clause (lexicon/meal-clauses.ts). */
export type WordRole = { sign: SignCode } | { risk: RiskCode } | { ctx: ContextKind | 'mealTemporal' };

/** Lists of a lexicon a row can also join: words to skip, or complaints unrelated to swallowing (look-alikes.ts). */
export type ListRole = { list: 'ignore' | 'unrelated' };

/** One concept's words in every input language and what they read as (merged by lexicon/index.ts). */
export interface LexiconRow {
  reads: WordRole | ListRole;
  words: Record<InputLanguage, readonly string[]>;
}

export interface RedFlagWords extends LexiconRow {
  flag: RedFlag;
  reads: WordRole;
}

/**
 * "吸入咗啲水", "吸入了少量液体": the aspirated material named after the perfective verb. The bare verb is left out,
 * because 吸入 also names an inhaler or inhaled smoke.
 */
const inhaled = (verbs: readonly string[], things: readonly string[]): string[] => verbs.flatMap((v) => things.map((t) => `${v}${t}`));

/** A food or drink noun, a motion verb and "her/his nose" composed ("water goes up her nose"). */
const noseWords = (things: readonly string[], verbs: readonly string[], ways: readonly string[]): string[] =>
  things.flatMap((t) => verbs.flatMap((v) => ways.flatMap((w) => ['her', 'his'].map((p) => `${t} ${v} ${w} ${p} nose`))));

export const RED_FLAG_WORDS: readonly RedFlagWords[] = [
  {
    // Silent aspiration seen on videofluoroscopy (VFSS/MBS, 吞咽造影, 嚥下造影 "VF") or FEES (嚥下内視鏡 "VE").
    flag: 'silent_aspiration_on_study',
    reads: { sign: 'aspiration_observed' },
    words: {
      en: ['silent aspiration', 'aspirates silently', 'aspirated silently', 'aspirates thin fluids silently', 'aspiration without a cough'],
      'zh-HK': ['隱性吸入', '無聲吸入', '靜默吸入', '靜默性吸入', '隱性誤吸', '靜默性誤吸', '吸入咗都唔咳', '靜靜雞吸入', '靜雞雞吸入', '靜靜地吸入', '無聲無息吸入', '吸入咗都冇咳', '吸入咗都唔識咳'],
      'zh-CN': ['隐性误吸', '沉默性误吸', '无症状误吸', '隐匿性误吸', '静默误吸', '静默性误吸', '静默性吸入', '隐性吸入', '悄悄地吸入', '悄悄吸入', '默默地吸入', '不知不觉吸入', '吸入了也没咳', '吸入了都没咳'],
      ja: ['不顕性誤嚥', 'むせのない誤嚥', '無症候性誤嚥', 'むせない誤嚥'],
      ko: ['무증상 흡인', '침묵 흡인', '조용한 흡인', '기침 없이 흡인', '조용히 흡인', '소리 없이 흡인', '모르게 흡인'],
      tl: ['silent aspiration', 'tahimik na aspirasyon', 'pumapasok sa baga nang hindi umuubo'],
      id: ['aspirasi senyap', 'aspirasi diam', 'aspirasi tanpa batuk', 'aspirasi tersembunyi'],
      vi: ['hít sặc thầm lặng', 'sặc thầm lặng', 'hít sặc im lặng', 'hít sặc không ho', 'hít sặc mà không ho', 'sặc mà không ho', 'sặc thầm'],
      th: ['สำลักเงียบ', 'สำลักแบบเงียบ', 'สำลักโดยไม่ไอ', 'สำลักแบบไม่ไอ'],
      es: ['aspiración silente', 'aspiración silenciosa', 'aspira sin toser', 'aspiración sin tos', 'aspiraba sin toser', 'aspiraban sin toser'],
    },
  },
  {
    // Material seen entering the airway on a study (penetration to the cords or below: PAS 6-8 is read as a number).
    flag: 'aspiration_on_study',
    reads: { sign: 'aspiration_observed' },
    words: {
      en: ['past the vocal cords', 'went past the cords', 'into the windpipe', 'into the airway'],
      'zh-HK': ['落咗氣管', '入咗氣管', '跌落氣管', ...inhaled(['吸入咗', '吸咗入'], ['水', '啲水', '少少水', '一啲水', '啲嘢', '食物', '啲食物', '流質', '啲流質', '液體', '啲液體', '粥', '啲粥', '奶', '啲奶', '湯', '啲湯', '鋇'])],
      'zh-CN': ['进入气管', '流入气管', '呛入气管', '进入气道', '漏入气道', '渗入气道', '流入气道', ...inhaled(['吸入了'], ['水', '一些水', '一点水', '少量水', '少许水', '食物', '一些食物', '流质', '液体', '一些液体', '少量液体', '稀的液体', '粥', '奶', '汤', '钡'])],
      ja: ['気管に流れ込', '気管へ流れ込', '気道に入', '気管に落ち'],
      ko: ['기도로 넘어가', '기도로 들어가', '기관으로 넘어가', '물을 흡인', '음식물을 흡인', '음식을 흡인', '음료를 흡인', '액체를 흡인', '조영제를 흡인', '바륨을 흡인'],
      tl: ['napunta sa daanan ng hangin', 'pumapasok sa daanan ng hangin'],
      id: ['masuk ke saluran napas', 'masuk ke trakea', 'masuk ke batang tenggorok'],
      vi: ['lọt vào khí quản', 'tràn vào khí quản', 'lọt vào đường thở', 'vào khí quản', 'hít phải nước', 'hít phải sữa', 'hít phải cháo', 'hít phải chất lỏng', 'hít phải thuốc cản quang', 'hít nước vào phổi'],
      th: ['เข้าหลอดลม', 'ลงหลอดลม', 'เข้าทางเดินหายใจ'],
      es: ['pasó a la vía aérea', 'pasa a la vía aérea', 'entra en la vía aérea', 'entró en la vía aérea', 'pasó a la tráquea', 'pasa a la tráquea', 'líquido a la vía aérea', 'agua a la vía aérea', 'contraste a la vía aérea', 'bario a la vía aérea', 'comida a la vía aérea', 'alimento a la vía aérea', 'líquido a la tráquea', 'pasa al pulmón'],
    },
  },
  {
    // The test named in the text: a cough, throat clearing or wet voice in its sentence is the failed test. It is
    // also called a screen or screening ("water swallow screening", "skrining menelan air", "饮水筛查").
    flag: 'failed_water_swallow',
    reads: { sign: 'water_test' },
    words: {
      en: ['water test', 'water swallow test', 'water swallow screen', 'water swallow screening', 'water swallowing screen', 'water trial', 'sip test', '90 ml of water', '90ml of water', '3 oz of water', '3oz of water', '3 ounces of water', '100 ml water', '100ml water', '100 ml of water', 'swallow screen', 'swallowing screen', 'bedside swallow screen', 'tor-bsst', 'tor bsst', '3oz', '3 oz', '3-oz', 'water to test her', 'water to test him', 'water to test', 'sip of water to test', 'torbsst'],
      'zh-HK': ['飲水測試', '飲水試驗', '吞水測試', '飲水篩查', '飲水篩檢', '吞水篩查', '90毫升水', '90ml水', '90 ml水', '90毫升嘅水', '90ml嘅水', '30毫升水', '30ml水', '吞嚥篩查', '吞嚥篩檢', '吞嚥測試', '吞嚥試驗', '吞嚥檢查', '吞咽測試'],
      'zh-CN': ['洼田饮水试验', '饮水试验', '喝水试验', '饮水筛查', '饮水测试', '吞水筛查', '90毫升水', '90ml水', '90毫升的水', '90ml的水', '30毫升水', '30ml水', '30毫升温水', '30ml温水', '吞咽筛查', '吞咽测试', '吞咽试验', '吞咽检查'],
      ja: ['水飲みテスト', '改訂水飲みテスト', '水飲み試験', '水飲み検査', '水飲みスクリーニング', '水のみテスト', '90mlの水', '90 mlの水', '水90ml', '30mlの水', '30 mlの水', '水30ml', '3mlの冷水', '冷水3ml', '嚥下テスト', '嚥下検査', '飲み込みテスト', '飲み込みの検査', '嚥下の検査'],
      ko: ['물 삼킴 검사', '물 마시기 검사', '물 삼킴 테스트', '물 삼킴 선별', '물 마시기 선별', '물 삼킴 스크리닝', '물 90ml', '물 90 ml', '90ml의 물', '90 ml의 물', '물 90cc', '물 30ml', '30ml의 물', '삼킴 검사', '삼킴검사', '연하 검사', '연하검사', '삼킴 테스트'],
      tl: ['water swallow test', 'water swallow screening', 'pagsusuri sa paglunok ng tubig', 'pagsubok sa pag-inom ng tubig', 'screening sa paglunok ng tubig', '90 ml na tubig', '90ml na tubig', '90 ml ng tubig', '90ml ng tubig', '3 oz na tubig'],
      id: ['tes minum air', 'tes menelan air', 'uji minum air', 'uji menelan air', 'skrining menelan air', 'skrining minum air', 'skrining telan air', '90 ml air', '90ml air', 'air 90 ml', 'air 90ml', '3 oz air'],
      vi: ['nghiệm pháp uống nước', 'test uống nước', 'thử nghiệm uống nước', 'nghiệm pháp nuốt nước', 'sàng lọc nuốt nước', 'sàng lọc uống nước', '90ml nước', '90 ml nước', 'nước 90ml', 'nước 90 ml', '3 oz nước'],
      th: ['ทดสอบการกลืนน้ำ', 'ทดสอบกลืนน้ำ', 'การทดสอบการดื่มน้ำ', 'คัดกรองการกลืนน้ำ', 'คัดกรองกลืนน้ำ', 'น้ำ 90 มล', 'น้ำ 90 ml', 'น้ำ 90ml', 'น้ำ 90 มิลลิลิตร', 'น้ำ 90 ซีซี'],
      es: ['prueba del agua', 'test del agua', 'prueba del vaso de agua', 'test del vaso de agua', 'prueba de deglución de agua', 'test de deglución de agua', 'cribado de deglución con agua', 'cribado con agua', '90 ml de agua', '90ml de agua', '3 onzas de agua', '100 ml de agua'],
    },
  },
  {
    // The test's outcome told as a word ("failed the water test", "洼田饮水试验阳性", "gagal tes menelan air",
    // "ทดสอบกลืนน้ำไม่ผ่าน"): beside a named water test, the failed test (helper water_test_failed_word).
    flag: 'failed_water_swallow',
    reads: { sign: 'water_test_failed_word' },
    words: {
      en: ['failed', 'fails', 'did not pass', "didn't pass", 'not passed', 'unsuccessful', 'abnormal', 'fail', 'positive', "couldn't manage", 'could not manage', 'did not manage', "didn't manage", 'flunked'],
      'zh-HK': ['唔合格', '唔及格', '唔通過', '冇通過', '失敗', '陽性', '異常', '不合格', '唔過', '冇過', '未通過', '不通過', '肥佬'],
      'zh-CN': ['未通过', '没过', '没有过', '没过关', '不过关', '没通过', '没有通过', '不通过', '失败', '阳性', '异常', '不合格'],
      ja: ['不合格', '陽性', '異常あり', '失敗', '異常を認め', 'だめだった', 'ダメだった', 'だめでした', 'ダメでした', '通らなかった'],
      ko: ['실패', '통과하지 못', '통과 못', '불합격', '양성', '이상 소견', '떨어졌', '떨어짐', '통과를 못', '비정상'],
      tl: ['bumagsak sa', 'bumagsak siya sa', 'bagsak sa', 'hindi pumasa', 'di pumasa', 'failed', 'hindi nakapasa', 'hindi nakayanan', 'di nakayanan', 'hindi kinaya', 'positibo'],
      id: ['gagal', 'tidak lulus', 'tidak lolos', 'nggak lulus', 'gak lulus', 'nggak lolos', 'gak lolos', 'tidak sanggup', 'positif', 'abnormal'],
      vi: ['thất bại', 'không đạt', 'dương tính', 'bất thường', 'không qua', 'trượt', 'rớt', 'không làm được'],
      th: ['ไม่ผ่าน', 'ล้มเหลว', 'ผิดปกติ', 'ผลบวก', 'สอบตก', 'ทำไม่ได้', 'ไม่ผ่านเกณฑ์'],
      es: ['no pasó', 'no superó', 'fallida', 'fallido', 'falló', 'no superada', 'alterada', 'positiva', 'patológica', 'no la pasó', 'no lo pasó', 'no la superó', 'no lo superó', 'no pudo con', 'positivo', 'alterado', 'patológico'],
    },
  },
  {
    flag: 'wet_voice',
    reads: { sign: 'wet_voice' },
    words: {
      en: ['gurgly voice', 'voice goes gurgly', 'voice goes all gurgly', 'voice sounds wet', 'talking through water', 'talking thru water', 'water in her throat', 'water in his throat', 'fluid in her throat', 'fluid in his throat', 'liquid in her throat', 'liquid in his throat', 'drink sitting in her throat', 'drink sitting in his throat', 'water sitting in her throat', 'water sitting in his throat', 'sounds like she is underwater', 'sounds like he is underwater', 'sounds underwater', 'talks like she is underwater', 'talks like he is underwater', 'talking like she is underwater', 'talking underwater', "sounds like she's drowning", "sounds like he's drowning", 'sounds like she is drowning', 'sounds like he is drowning', 'like she has a mouthful of water', 'like he has a mouthful of water'],
      'zh-HK': ['把聲好似有水', '把聲有水', '聲音好似有水', '把聲好似含住啖水', '聲音好似含住水', '喉嚨好似有水', '喉嚨有水聲', '講嘢好似含住水'],
      'zh-CN': ['声音像含着水', '声音里有水', '像含着水说话', '喉咙里有水声', '嗓子里有水声', '喉咙里像有水', '说话像在水里', '声音像在漱口', '声音好像在漱口', '说话像在漱口'],
      ja: ['声がゴロゴロ', '声がごろごろ', '水っぽい声', '喉に水がたまった', '喉に水が溜まった', 'のどに水がたまった', '喉がゴボゴボ', 'のどがゴロゴロ鳴'],
      ko: ['목소리가 그르렁', '가래 끓는 목소리', '물 끓는 소리', '목에 물이 고인', '목에 물이 찬', '목에서 물소리', '목에서 꾸르륵'],
      tl: ['parang may tubig ang boses', 'basa ang boses', 'parang nagmumumog ang boses', 'parang may tubig sa lalamunan', 'may tubig sa lalamunan', 'parang nalulunod magsalita', 'parang lunod ang boses'],
      id: ['suara seperti berkumur', 'suara basah', 'suaranya seperti ada air', 'ada air di tenggorokan', 'seperti ada air di tenggorokan', 'bicaranya kayak tenggelam'],
      vi: ['giọng ọc ọc', 'nghe ọc ọc', 'giọng như có nước', 'như có nước trong cổ', 'có nước trong cổ họng', 'nói như ngậm nước', 'nói như dưới nước', 'giọng ướt'],
      th: ['เสียงเหมือนมีน้ำ', 'เสียงครืดคราด', 'เสียงเปียก', 'เสียงแฉะ', 'เหมือนพูดผ่านน้ำ', 'พูดเหมือนมีน้ำ', 'มีน้ำในคอ', 'น้ำขังในคอ'],
      es: ['voz de gárgaras', 'como a gárgaras', 'voz húmeda', 'voz mojada', 'voz gorgoteante', 'habla como ahogada', 'habla como ahogado', 'habla como con agua', 'suena burbujeante', 'agua en la garganta', 'líquido en la garganta'],
    },
  },
  {
    flag: 'nasal_regurgitation',
    reads: { sign: 'nasal_regurgitation' },
    words: {
      en: ['out of his nose', 'out of her nose', 'back up his nose', 'back up her nose', 'out through his nose', 'out through her nose'],
      'zh-HK': ['由鼻哥窿度流返出', '鼻哥窿流出', '由鼻哥窿出返', '由鼻噴出', '由個鼻噴出', '由鼻哥噴出', '湧上個鼻', '噴返出鼻'],
      'zh-CN': ['从鼻子里流出', '从鼻孔流出', '从鼻子出来', '从鼻子里喷出来', '从鼻子喷出', '从鼻孔喷出', '鼻子里喷出来', '从鼻子里冒出来'],
      ja: ['鼻から水が出', '鼻から水が', '鼻から飲み物が', '鼻から出て', '鼻に回る', '鼻に回っ'],
      ko: ['코로 물이 나와', '코로 나와', '코로 흘러나와'],
      tl: ['bumabalik sa ilong', 'bumabalik ito sa ilong', 'lumalabas sa ilong', 'lumabas sa ilong'],
      id: ['keluar dari hidung', 'keluar lewat hidung'],
      vi: ['trào ra mũi', 'chảy ra mũi', 'ra đằng mũi', 'trào lên mũi'],
      th: ['ไหลออกทางจมูก', 'ออกทางจมูก', 'ไหลออกจมูก'],
      es: ['le sale por la nariz', 'sale por la nariz'],
    },
  },
  {
    // Turning blue at a meal is a choking episode (cyanosis is upgraded by the meal).
    flag: 'choking_with_intervention',
    reads: { sign: 'cyanosis' },
    words: {
      en: ['turned blue', 'lips went blue', 'went purple'],
      'zh-HK': ['塊面紫晒', '面都紫埋', '嘴唇紫晒'],
      'zh-CN': ['脸都发紫', '脸发紫', '嘴唇发紫'],
      ja: ['顔が真っ青', '顔色が紫', '唇が紫'],
      ko: ['얼굴이 파래', '입술이 파래'],
      tl: ['nangasul', 'nangitim ang labi'],
      id: ['membiru', 'bibir membiru'],
      vi: ['mặt tím tái', 'tím tái', 'môi tím'],
      th: ['หน้าเขียว', 'ปากเขียว', 'หน้าม่วง'],
      es: ['se puso morado', 'se puso morada', 'se puso azul', 'labios morados'],
    },
  },
  {
    // What was done for the airway: back blows, abdominal thrusts, an ambulance.
    flag: 'choking_with_intervention',
    reads: { ctx: 'airway' },
    words: {
      en: ['hit her back', 'hit his back', 'had to hit her back', 'had to hit his back', 'thump her back', 'thump his back'],
      'zh-HK': ['拍佢背脊', '拍背脊', '拍背'],
      'zh-CN': ['拍背', '拍后背', '拍打背部'],
      ja: ['背中を叩', '背中をたた', '背中をトントン'],
      ko: ['등을 두드', '등을 쳐'],
      tl: ['hampasin ang likod', 'hinampas ang likod', 'tapikin ang likod', 'pinalo ang likod'],
      id: ['ditepuk punggung', 'punggungnya harus ditepuk', 'menepuk punggung', 'dipukul punggungnya'],
      vi: ['vỗ lưng', 'đập lưng'],
      th: ['ตบหลัง', 'ทุบหลัง'],
      es: ['golpes en la espalda', 'golpearle la espalda', 'darle golpes en la espalda'],
    },
  },
  {
    flag: 'aspiration_pneumonia_or_repeated_chest_infections',
    reads: { sign: 'aspiration_pneumonia' },
    words: {
      en: [
        'chest infection from swallowing the wrong way',
        'pneumonia from swallowing the wrong way',
        'chest infection from food going the wrong way',
        'aspiration pneumonia',
      ],
      'zh-HK': ['吸入性肺炎', '落錯氣管搞到肺炎', '嗆親搞到肺炎'],
      'zh-CN': ['吸入性肺炎', '呛到肺里', '误吸引起的肺炎'],
      ja: ['誤嚥性肺炎', '嚥下性肺炎', '誤嚥による肺炎'],
      ko: ['흡인성 폐렴', '사레 때문에 폐렴', '사레로 인한 폐렴'],
      tl: ['pulmonya mula sa pagkasamid', 'pulmonya dahil sa pagkasamid', 'aspiration pneumonia'],
      id: ['pneumonia aspirasi', 'radang paru akibat tersedak', 'radang paru karena tersedak'],
      vi: ['viêm phổi do hít sặc', 'viêm phổi hít', 'viêm phổi do sặc'],
      th: ['ปอดอักเสบจากการสำลัก', 'ปอดติดเชื้อจากการสำลัก', 'ปอดอักเสบจากสำลัก'],
      es: ['neumonía por aspiración', 'neumonía aspirativa', 'neumonía broncoaspirativa'],
    },
  },
  {
    flag: 'aspiration_pneumonia_or_repeated_chest_infections',
    reads: { sign: 'recurrent_chest_infection' },
    words: {
      en: ['chest infection after chest infection', 'one chest infection after another', 'keeps getting chest infections', 'in and out of hospital with her chest', 'in and out of hospital with his chest', 'in and out of hospital with chest infections', 'back in hospital with her chest', 'back in hospital with his chest', 'in and out of hospital with her lungs', 'in and out of hospital with his lungs'],
      'zh-HK': ['成日肺炎', '反覆肺炎', '肺炎又發', '成日因為個肺入院', '成日因為肺炎入院', '又因為個肺入院'],
      'zh-CN': ['反复肺炎', '反复肺部感染', '肺炎反复', '反复因为肺入院', '老是因为肺炎住院', '又因为肺炎住院'],
      ja: ['肺炎を繰り返', '肺炎を何度も', '肺炎で入退院を繰り返', '肺炎で入院を繰り返'],
      ko: ['폐렴이 반복', '폐렴을 자주', '폐렴으로 입원을 반복', '폐 때문에 입원을 반복', '폐 때문에 자주 입원'],
      tl: ['paulit-ulit na pulmonya', 'pabalik-balik na pulmonya', 'pabalik-balik sa ospital dahil sa baga', 'labas-pasok sa ospital dahil sa baga', 'paulit-ulit na naoospital dahil sa baga', 'laging naoospital dahil sa baga'],
      id: ['pneumonia berulang', 'sering radang paru', 'paru-parunya sering kena infeksi', 'paru-paru sering kena infeksi', 'parunya sering kena infeksi', 'paru-parunya sering kambuh', 'parunya sering kambuh', 'bolak-balik rumah sakit karena paru'],
      vi: ['viêm phổi nhiều lần', 'viêm phổi tái đi tái lại', 'viêm phổi liên tục', 'ra vào viện vì phổi', 'ra viện vào viện vì phổi', 'nhập viện vì phổi nhiều lần'],
      th: ['ปอดอักเสบซ้ำ', 'ปอดอักเสบบ่อย', 'ปอดติดเชื้อซ้ำ', 'เข้าออกโรงพยาบาลเพราะปอด', 'เข้าโรงพยาบาลเพราะปอดบ่อย'],
      es: ['neumonías de repetición', 'neumonías repetidas', 'una neumonía tras otra', 'entra y sale del hospital por el pecho', 'entrando y saliendo del hospital por los pulmones', 'entra y sale del hospital por los pulmones'],
    },
  },
  {
    // What says food will not go down (with weight lost because of it, or dehydration, the nutrition rule).
    flag: 'weight_loss_or_dehydration_from_swallowing',
    reads: { sign: 'difficulty_swallowing' },
    words: {
      en: ["won't go down", 'will not go down', "just won't go down", "doesn't go down", 'does not go down'],
      'zh-HK': ['吞唔落', '啲嘢食吞唔落'],
      'zh-CN': ['咽不下去', '东西咽不下', '吞不下去'],
      ja: ['飲み込めない', '飲み込めず'],
      ko: ['잘 안 넘어가', '안 넘어가'],
      tl: ['hindi niya malunok', 'hindi malunok ang pagkain'],
      id: ['susah ditelan', 'sulit ditelan'],
      vi: ['nuốt không trôi', 'nuốt không được'],
      th: ['กลืนอาหารไม่ลง', 'กลืนไม่ลง'],
      es: ['no le pasa la comida', 'no le baja la comida', 'la comida no le baja'],
    },
  },
  {
    flag: 'weight_loss_or_dehydration_from_swallowing',
    reads: { sign: 'dehydration' },
    words: {
      en: ['dehydrated', 'hardly drinking', 'barely drinking'],
      'zh-HK': ['水都唔多飲', '尿又深色', '尿深色', '嘴唇好乾', '脫水', '飲水好少'],
      'zh-CN': ['水都不怎么喝', '尿色深', '嘴唇很干', '脱水', '喝水很少'],
      ja: ['脱水', '水分摂取が少'],
      ko: ['탈수', '수분 섭취 부족'],
      tl: ['dehydrated', 'kulang sa tubig'],
      id: ['dehidrasi', 'kurang minum'],
      vi: ['mất nước', 'uống rất ít nước'],
      th: ['ขาดน้ำ', 'ดื่มน้ำน้อยมาก'],
      es: ['deshidratada', 'deshidratado', 'casi no bebe'],
    },
  },
  {
    flag: 'drowsy_at_meals',
    reads: { risk: 'reduced_alertness' },
    words: {
      en: ['hard to keep awake', 'difficult to keep awake', 'keeps falling asleep', 'nodding off', 'nods off', 'dozes off', 'dozing off', 'falls asleep at meals'],
      'zh-HK': ['好難保持清醒', '保持唔到清醒', '瞌埋眼', '食食下瞌', '食食下瞓'],
      'zh-CN': ['难以保持清醒', '打瞌睡', '吃着饭就睡着', '吃着吃着睡着'],
      ja: ['うとうと', 'ウトウト', '傾眠'],
      ko: ['꾸벅꾸벅 졸', '졸면서'],
      tl: ['antok na antok', 'inaantok kapag pinapakain', 'inaantok pag pinapakain', 'nakakatulog habang kumakain', 'nakakaidlip habang kumakain', 'inaantok habang kumakain'],
      id: ['tertidur waktu makan', 'tertidur saat makan', 'mengantuk saat makan'],
      vi: ['ngủ gật', 'gà gật', 'lơ mơ'],
      th: ['สัปหงก', 'ง่วงซึม', 'หลับคาจาน'],
      es: ['se queda dormida', 'se queda dormido', 'se duerme comiendo', 'cabecea'],
    },
  },
  {
    // Issue 15: cannot be woken at all, beyond drowsy ("gọi không tỉnh", "叫唔醒"): with a meal in or next to
    // its clause, the failed vigilance step of GUSS (unrousable_at_meals, high).
    flag: 'drowsy_at_meals',
    reads: { sign: 'unrousable' },
    words: {
      en: [
        'cannot be woken', "can't be woken", 'could not be woken', "couldn't be woken", "can't wake her", "can't wake him",
        'cannot wake her', 'cannot wake him', "couldn't wake her", "couldn't wake him", 'unrousable', 'cannot be roused',
        "can't be roused", 'could not be roused', "won't wake up", 'impossible to wake', "couldn't be roused", "couldn't rouse her", "couldn't rouse him", 'could not rouse her', 'could not rouse him', "can't rouse her", "can't rouse him", 'unable to rouse', 'unable to wake'],
      'zh-HK': ['叫唔醒', '拍都唔醒', '搖都搖唔醒', '叫極都唔醒', '點叫都唔醒', '點叫都叫唔醒'],
      'zh-CN': ['叫不醒', '叫也叫不醒', '喊不醒', '唤不醒', '摇不醒', '推不醒'],
      ja: ['起こしても起きない', '呼んでも起きない', '声をかけても起きない', '起こしても目を覚まさない', '呼びかけても起きない'],
      ko: ['깨워도 안 일어나', '깨워도 일어나지 않', '깨워도 못 일어나', '불러도 안 깨', '깨워도 안 깨', '깨워도 깨지 않'],
      tl: ['hindi magising', 'di magising', 'hindi siya magising', 'ayaw magising'],
      id: ['tidak bisa dibangunkan', 'nggak bisa dibangunin', 'tidak bangun-bangun', 'dibangunkan tetap tidak bangun'],
      vi: ['gọi không tỉnh', 'gọi không dậy', 'lay không tỉnh', 'đánh thức không được', 'không đánh thức được', 'gọi mãi không tỉnh'],
      th: ['ปลุกไม่ตื่น', 'เรียกไม่ตื่น', 'ปลุกก็ไม่ตื่น', 'เรียกก็ไม่ตื่น'],
      es: [
        'no se despierta', 'no hay manera de despertarla', 'no hay manera de despertarlo', 'no logramos despertarla',
        'no logramos despertarlo', 'imposible despertarla', 'imposible despertarlo',
      ],
    },
  },
  {
    flag: 'unable_to_manage_saliva',
    reads: { sign: 'saliva_not_swallowed' },
    words: {
      en: ["can't manage her saliva", "can't manage his saliva", 'cannot manage her saliva', 'cannot manage his saliva', 'unable to manage her saliva', 'unable to manage his saliva', 'mouth suctioned', 'needs oral suction', 'spit just sits there', "can't manage her own saliva", 'cannot manage her own saliva', 'cannot manage his own saliva', 'not managing her saliva', 'not managing his saliva', "can't even swallow her own saliva", "can't even swallow his own saliva", "can't even swallow her spit", "can't even swallow his spit", 'cannot even swallow her saliva', 'cannot even swallow his saliva'],
      'zh-HK': ['口水吞唔落', '成口都係口水', '口水都吞唔落', '連口水都吞唔到', '口水都吞唔到'],
      'zh-CN': ['口水咽不下去', '满嘴都是口水', '口水都咽不下', '口水也咽不下', '连口水都咽不', '口水都吞不下', '口水也吞不下'],
      ja: ['唾液が飲み込めず', '唾液を飲み込めず', 'つばが飲み込めず', '唾液も飲み込めず', '唾液も飲み込めない', '唾液も飲み込めなく', 'つばも飲み込めず', 'つばも飲み込めない', 'つばも飲み込めなく'],
      ko: ['침을 삼키지 못', '입안에 침이 고여', '침도 삼키지 못', '침도 못 삼키', '침도 잘 못 삼키'],
      tl: ['hindi niya malunok ang sariling laway', 'hindi malunok ang sariling laway', 'hindi niya malunok ang laway', 'hindi na niya malunok ang laway', 'naiipon sa bibig ang laway', 'kahit laway hindi malunok', 'kahit laway hindi niya malunok', 'kahit ang laway hindi malunok'],
      id: ['tidak bisa menelan air liurnya', 'tidak bisa menelan ludahnya', 'tak bisa menelan air liurnya', 'tidak bisa menelan ludah', 'air liur menggenang', 'air liur pun tidak bisa ditelan', 'ludah pun tidak bisa ditelan', 'bahkan air liur tidak bisa ditelan', 'air liur saja tidak bisa ditelan'],
      vi: ['không nuốt được nước bọt', 'nước bọt đọng', 'ứ đọng nước bọt', 'nước bọt cũng không nuốt được', 'nước bọt cũng không nuốt nổi', 'ngay cả nước bọt cũng không nuốt'],
      th: ['กลืนน้ำลายไม่ได้', 'น้ำลายคั่ง', 'น้ำลายก็กลืนไม่ได้', 'น้ำลายก็กลืนไม่ลง', 'แม้แต่น้ำลายก็กลืนไม่'],
      es: ['no puede tragar su propia saliva', 'se le encharca en la boca', 'no puede tragar ni la saliva', 'ni la saliva puede tragar', 'ni siquiera puede tragar la saliva'],
    },
  },

  // Under-triage: the red flags as carers and families tell them, in every tense and
  // aspect ("nearly choked", "목에 걸릴 뻔", "had to hook it out with my finger", "came out of his nose").
  {
    // The rescue that ended an episode: a finger sweep or patting the back. Food stuck or a cough at a meal with it
    // is a choking episode that needed intervention (docs/SCREENING.md, red_flag).
    flag: 'choking_with_intervention',
    reads: { ctx: 'airway' },
    words: {
      en: ['hook it out with my finger', 'hooked it out with my finger', 'hooked it out with her finger', 'fished it out with my finger', 'finger sweep', 'get it out with my finger', 'got it out with my finger', 'pulled it out of her mouth', 'pulled it out of his mouth', 'pat her back', 'pat his back'],
      'zh-HK': ['用手指挖返出嚟', '用手指挖出', '用手挖返出嚟', '扣返出嚟', '拍返出嚟'],
      'zh-CN': ['用手指抠出来', '用手指抠出', '用手抠出来', '拍了半天背', '拍拍背'],
      ja: ['指でかき出', '指で掻き出', '指で取り出', '背中をバンバン'],
      ko: ['손가락으로 빼냈', '손가락으로 꺼냈', '손가락으로 빼', '손으로 빼냈', '등을 두들겨'],
      tl: ['dinukot ng daliri', 'dinukot ko ng daliri', 'dinukot namin', 'tinapik-tapik ang likod', 'tinapik-tapik namin ang likod', 'napalo sa likod', 'napalo namin agad sa likod', 'pinalo sa likod', 'hinampas sa likod'],
      id: ['ambil pakai jari', 'diambil pakai jari', 'dikorek pakai jari', 'dikeluarkan pakai jari', 'punggungnya kami tepuk', 'tepuk-tepuk punggung', 'punggungnya ditepuk'],
      vi: ['móc ra bằng tay', 'lấy tay móc', 'móc họng lấy ra', 'vỗ vỗ lưng', 'đấm lưng'],
      th: ['เอานิ้วล้วง', 'ใช้นิ้วล้วง', 'ตบหลังจน', 'ทุบหลังจน'],
      es: ['se lo saqué con el dedo', 'se lo sacó con el dedo', 'sacárselo con el dedo', 'le di palmadas', 'golpecitos en la espalda', 'le dimos golpes en la espalda'],
    },
  },
  {
    // A near-choke told with "almost", "nearly", "뻔", "muntik", "suýt": a choking episode (docs/SCREENING.md, red_flag).
    flag: 'choking_with_intervention',
    reads: { sign: 'choking' },
    words: {
      en: ['nearly choked', 'almost choked', 'choking fit', 'choking episode', 'choking scare'],
      'zh-HK': ['差啲哽親', '差啲哽死', '差啲窒親'],
      'zh-CN': ['差点噎着', '差点噎死', '差点卡住'],
      ja: ['詰まらせそうに', '詰まらせかけ', '喉に詰まりかけ'],
      ko: ['걸릴 뻔', '목에 걸릴 뻔', '막힐 뻔', '숨 막힐 뻔', '숨이 막힐 뻔', '목에 걸려서 켁켁', '목에 걸려 켁켁'],
      tl: ['muntik nang mabulunan', 'muntik mabulunan', 'muntikan nang mabulunan'],
      id: ['hampir tersedak', 'nyaris tersedak', 'hampir keselek'],
      vi: ['suýt bị hóc', 'suýt hóc', 'suýt nghẹn', 'suýt bị nghẹn'],
      th: ['เกือบติดคอ', 'เกือบสำลักติดคอ'],
      es: ['casi se ahoga', 'casi se atraganta', 'casi se atora', 'por poco se ahoga'],
    },
  },
  {
    // Food or drink out of the nose, told as carers see it, past and present.
    flag: 'nasal_regurgitation',
    reads: { sign: 'nasal_regurgitation' },
    words: {
      en: ['came out of her nose', 'came out of his nose', 'comes out of her nose', 'comes out of his nose', 'came back out through her nose', 'came back out through his nose', 'out her nose', 'out his nose'],
      'zh-HK': ['由鼻流返出', '由鼻度流出', '由鼻哥流出', '由鼻度出返嚟', '喺鼻度出返嚟'],
      'zh-CN': ['从鼻子里呛出', '从鼻子呛出', '从鼻子流出', '鼻子里出来'],
      ja: ['鼻から出てき', '鼻から逆流', '鼻に逆流'],
      ko: ['코로 넘어왔', '코로 나왔', '코로 역류했'],
      tl: ['lumabas sa ilong niya', 'lumalabas sa ilong niya', 'umakyat sa ilong'],
      id: ['keluar dari hidungnya', 'keluar lewat hidungnya', 'keluar dari lubang hidung'],
      vi: ['trào ra đằng mũi', 'chảy ngược lên mũi', 'phì ra mũi'],
      th: ['ย้อนออกทางจมูก', 'ออกมาทางจมูก', 'พุ่งออกจมูก'],
      es: ['se le salió por la nariz', 'le salió por la nariz', 'se le regresa por la nariz', 'le regresa por la nariz'],
    },
  },
  {
    // A wet or gurgly voice after swallowing in everyday words ("bubbly", "呼噜呼噜", "giọng khò khè").
    flag: 'wet_voice',
    reads: { sign: 'wet_voice' },
    words: {
      en: ['talking through a mouthful of water', 'gurgle in her throat', 'gurgle in his throat', 'bubbly voice', 'voice sounds bubbly', 'sounds all bubbly', 'voice goes wet', 'voice is wet', 'gargly voice', 'voice sounds gargly'],
      'zh-HK': ['把聲好似含住水', '講嘢好似含住水', '把聲咕嚕咕嚕', '把聲好似有痰'],
      'zh-CN': ['说话呼噜呼噜', '声音呼噜呼噜', '声音咕噜咕噜', '嗓子里咕噜咕噜', '说话像含着水'],
      ja: ['声がガラガラと濁', '声が濁', 'ゴロゴロした声', '痰がからんだような声'],
      ko: ['목소리가 가르랑', '목소리가 그렁그렁', '물 먹은 듯한 목소리'],
      tl: ['parang may plema ang boses', 'parang may tubig sa lalamunan ang boses', 'parang nagmumumog kapag nagsasalita'],
      id: ['suara grok-grok', 'suaranya grok-grok', 'suara kayak ada dahak', 'suara berkumur'],
      vi: ['giọng khò khè', 'giọng như có đờm', 'giọng khọt khẹt', 'giọng ồ ồ như có nước'],
      th: ['เสียงเหมือนมีเสมหะ', 'เสียงครืดคราดเหมือนมี', 'เสียงก้องเหมือนมีน้ำ'],
      es: ['voz como ahogada', 'voz con flemas', 'voz como con agua', 'le gorgotea la voz', 'la voz le gorgotea', 'voz encharcada'],
    },
  },
  {
    // Food or drink that went into the lungs, as the family repeats it from the doctor: documented aspiration.
    flag: 'aspiration_pneumonia_or_repeated_chest_infections',
    reads: { sign: 'aspiration_observed' },
    words: {
      en: ['food went into her lungs', 'food went into his lungs', 'food got into her lungs', 'food got into his lungs', 'went down into her lungs', 'went down into his lungs'],
      'zh-HK': ['入咗肺', '落咗個肺', '啲嘢食入咗肺'],
      'zh-CN': ['呛进肺里', '吃进肺里', '食物进了肺', '进到肺里', '进了肺', '吃进了肺', '喝进了肺'],
      ja: ['肺に入ってしま', '食べ物が肺に入', '肺に食べ物が'],
      ko: ['폐로 들어가서', '음식이 폐로', '폐에 음식이'],
      tl: ['pumasok sa baga', 'napunta sa baga'],
      id: ['masuk ke paru-paru', 'masuk paru-paru'],
      vi: ['sặc vào phổi', 'lọt vào phổi'],
      th: ['สำลักลงปอด', 'สำลักเข้าปอด'],
      es: ['se le fue al pulmón', 'se le fue a los pulmones', 'le pasó comida al pulmón'],
    },
  },
  {
    // Chest infection after chest infection, counted or "again": recurrent (high with a current major sign).
    flag: 'aspiration_pneumonia_or_repeated_chest_infections',
    reads: { sign: 'recurrent_chest_infection' },
    words: {
      en: ['third chest infection', '3rd chest infection', 'second chest infection', '2nd chest infection', 'another chest infection', 'chest infection again', 'pneumonia again', 'twice this year with pneumonia'],
      'zh-HK': ['又係肺炎', '兩次肺炎', '第三次肺炎', '又肺炎'],
      'zh-CN': ['又得了肺炎', '第三次肺炎', '两次肺炎', '又是肺炎'],
      ja: ['肺炎で2回入院', '肺炎で何度も入院', 'また肺炎', '2回目の肺炎', '3回目の肺炎'],
      ko: ['폐렴으로 두 번 입원', '폐렴으로 여러 번 입원', '또 폐렴', '두 번째 폐렴', '세 번째 폐렴'],
      tl: ['na-pulmonya na naman', 'pulmonya ulit', 'dalawang beses nang na-pulmonya'],
      id: ['radang paru lagi', 'pneumonia lagi', 'kena radang paru lagi'],
      vi: ['lại bị viêm phổi', 'viêm phổi lần thứ ba', 'viêm phổi lần thứ hai'],
      th: ['ปอดอักเสบอีกแล้ว', 'ปอดอักเสบสองครั้ง', 'ปอดอักเสบครั้งที่สาม', 'ปอดติดเชื้ออีกแล้ว'],
      es: ['otra neumonía', 'otra vez neumonía', 'tercera neumonía', 'segunda neumonía', 'dos neumonías'],
    },
  },
  {
    // Weight loss as the family sees it (clothes hanging off, skin and bone); with a stated swallowing cause, high.
    flag: 'weight_loss_or_dehydration_from_swallowing',
    reads: { sign: 'weight_loss' },
    words: {
      en: ['clothes are hanging off', 'clothes hanging off', 'trousers falling off', 'skin and bone'],
      'zh-HK': ['啲衫闊晒', '瘦到皮包骨'],
      'zh-CN': ['衣服都宽了', '瘦得皮包骨'],
      ja: ['服がぶかぶか', '痩せこけ'],
      ko: ['옷이 헐렁', '뼈만 남'],
      tl: ['lumuluwag ang damit', "buto't balat"],
      id: ['bajunya longgar', 'tinggal kulit dan tulang'],
      vi: ['quần áo rộng thùng thình', 'chỉ còn da bọc xương'],
      th: ['เสื้อผ้าหลวม', 'หนังหุ้มกระดูก'],
      es: ['la ropa le queda grande', 'piel y huesos'],
    },
  },
  {
    // Hardly drinking, dark urine, cracked lips: dehydration (with a swallowing difficulty, high).
    flag: 'weight_loss_or_dehydration_from_swallowing',
    reads: { sign: 'dehydration' },
    words: {
      en: ['barely touching her drinks', 'barely touching his drinks', 'hardly touches her drinks', 'hardly touches his drinks', 'wee is dark', 'urine is dark'],
      'zh-HK': ['啲尿好深色', '好少飲水'],
      'zh-CN': ['嘴唇干裂', '尿很黄', '几乎不喝水'],
      ja: ['尿の色が濃', '水分をほとんど取らな', '唇がカサカサ'],
      ko: ['물도 잘 안 드', '물도 거의 안 드', '입술이 바싹 말라', '입술이 바짝 마', '소변 색이 진'],
      tl: ['madilaw ang ihi', 'halos hindi umiinom ng tubig', 'tuyong-tuyo ang labi'],
      id: ['air kencingnya pekat', 'hampir tidak minum', 'bibirnya pecah-pecah'],
      vi: ['nước tiểu sẫm màu', 'gần như không uống nước', 'môi khô nứt'],
      th: ['ปัสสาวะสีเข้ม', 'แทบไม่ดื่มน้ำ', 'ริมฝีปากแห้งแตก'],
      es: ['orina muy oscura', 'apenas bebe', 'labios agrietados'],
    },
  },
  {
    // Food that will not go down, told as the struggle ("can't get her food down", "吞唔落去", "nuốt không vô").
    flag: 'weight_loss_or_dehydration_from_swallowing',
    reads: { sign: 'difficulty_swallowing' },
    words: {
      en: ["can't get her food down", "can't get his food down", 'struggling to get her food down', 'struggling to get his food down', 'such a struggle to get food down'],
      'zh-HK': ['好難吞落去', '吞嘢好難'],
      'zh-CN': ['咽东西费劲', '吃东西咽不下', '很难咽下去'],
      ja: ['なかなか飲み込めな', '飲み込むのに苦労'],
      ko: ['음식이 잘 안 넘어가', '넘기는 게 힘들'],
      tl: ['hirap lunukin ang pagkain', 'hirap siyang lumunok'],
      id: ['susah menelan makanan', 'makanan susah masuk'],
      vi: ['nuốt không vô', 'nuốt rất khó khăn'],
      th: ['กลืนข้าวไม่ค่อยลง', 'กลืนลำบากมาก'],
      es: ['le cuesta mucho tragar la comida', 'no consigue tragar la comida'],
    },
  },
  {
    // Saliva named as the topic, its pooling told in a clause of its own ("ludahnya ngumpul terus di mulut", "ang laway
    // ..., naiipon sa bibig"): the saliva nouns cue their sentence, the pooling words read as saliva not swallowed
    // there (GUSS step 1, Trapl 2007: a saliva swallow that fails; concepts.ts mouth_pooling).
    flag: 'unable_to_manage_saliva',
    reads: { sign: 'saliva' },
    words: {
      en: ['saliva', 'spit'],
      'zh-HK': ['口水', '口涎'],
      'zh-CN': ['唾液', '涎水'],
      ja: ['唾液', 'つば', 'ツバ'],
      ko: ['침이', '침을', '침도', '타액'],
      tl: ['laway', 'laway niya'],
      id: ['ludah', 'ludahnya', 'liur', 'liurnya', 'air liur', 'air liurnya'],
      vi: ['nước bọt', 'nước dãi', 'nước miếng'],
      th: ['น้ำลาย'],
      es: ['saliva'],
    },
  },
  {
    // The pooling itself, told apart from the saliva noun: read as saliva not swallowed only with saliva in the sentence.
    flag: 'unable_to_manage_saliva',
    reads: { sign: 'mouth_pooling' },
    words: {
      en: ['collects in her mouth', 'collects in his mouth', 'collects in the mouth', 'builds up in her mouth', 'builds up in his mouth', 'builds up in the mouth', 'gathers in her mouth', 'gathers in his mouth', 'sits in her mouth', 'sits in his mouth', 'fills her mouth', 'fills his mouth', 'pools', 'pooling'],
      'zh-HK': ['積住', '積滿', '積晒喺'],
      'zh-CN': ['积在口', '积在嘴', '积着', '积满'],
      ja: ['口の中にたま', '口にたま', 'たまって', 'たまっ', '溜まっ', 'たまる', '溜まる'],
      ko: ['고여', '고인', '고이는'],
      tl: ['naiipon', 'nag-iipon', 'naipon', 'naiipon sa bibig'],
      id: ['ngumpul', 'ngumpul di mulut', 'numpuk di mulut', 'menumpuk di mulut', 'terkumpul di mulut', 'berkumpul di mulut', 'menggenang'],
      vi: ['đọng lại', 'ứ lại', 'ứ trong miệng', 'đọng trong miệng', 'đầy miệng'],
      th: ['คั่งอยู่ในปาก', 'ขังอยู่ในปาก', 'สะสมในปาก', 'เต็มปาก'],
      es: ['se le junta', 'se le acumula', 'se acumula en la boca', 'se le llena la boca'],
    },
  },
  // Signs in everyday words.
  {
    // A wet voice told as families hear it ("her voice went all bubbly", "声音咕噜咕噜", "เสียงครืดคราด"): the wet
    // voice quality of the bedside screens (GUSS, Trapl 2007; Yale, Suiter 2014).
    flag: 'wet_voice',
    reads: { sign: 'wet_voice' },
    words: {
      en: ['all bubbly', 'went bubbly', 'voice went bubbly', 'voice goes bubbly', 'voice goes all bubbly'],
      'zh-HK': ['把聲咕嚕咕嚕', '把聲好似有水', '講嘢好似有水'],
      'zh-CN': ['声音咕噜咕噜', '说话带水声', '嗓子里呼噜呼噜'],
      ja: ['声がゴロゴロ', 'ゴロゴロした声', '声がごろごろ'],
      ko: ['목소리가 그르렁', '가래 끓는 목소리', '목소리가 꾸르륵'],
      tl: ['parang may tubig ang boses', 'parang may tubig sa boses'],
      id: ['suaranya kayak berkumur', 'suaranya grok-grok', 'suara grok-grok'],
      vi: ['giọng như có nước', 'giọng ồ ồ như có nước'],
      th: ['เสียงครืดคราด', 'เสียงเหมือนมีน้ำ', 'เสียงครืดๆ'],
      es: ['voz como de gárgaras', 'voz gorgoteante', 'le gorgotea la voz'],
    },
  },
  {
    // Falling asleep over the meal in plain words ("หลับคาช้อน", "nods off over her plate"): not alert enough to eat
    // safely, the alertness step that GUSS and TOR-BSST check first (drowsy_at_meals).
    flag: 'drowsy_at_meals',
    reads: { risk: 'reduced_alertness' },
    words: {
      en: ['nods off over her plate', 'nods off over his plate', 'nodding off at meals', 'dozes off mid-meal', 'falls asleep over her food', 'falls asleep over his food'],
      'zh-HK': ['食食下瞓着', '食飯食到瞓着'],
      'zh-CN': ['吃着吃着睡着', '吃饭时打瞌睡', '拿着勺子睡着'],
      ja: ['食事中に寝てしま', 'スプーンを持ったまま寝'],
      ko: ['식사 중에 졸', '드시다가 조', '숟가락 든 채 주무'],
      tl: ['nakakatulog habang kumakain', 'inaantok habang kumakain'],
      id: ['ngantuk berat', 'tertidur saat makan'],
      vi: ['ngủ gật khi ăn', 'đang ăn thì ngủ gật'],
      th: ['หลับคาช้อน', 'ง่วงตลอดเวลา', 'ง่วงทั้งวัน', 'เรียกก็ไม่ค่อยตื่น', 'เรียกไม่ค่อยตื่น'],
      // "se duerme comiendo" is left to rule drowsy_word_at_meal, so "comiendo" stays a meal word for a
      // cough told in its clause ("se queda dormida comiendo y a veces tose").
      es: ['cabecea en la comida'],
    },
  },
  {
    // Weight lost because swallowing is hard, the causal link told in everyday grammar ("大変だから食べたくない",
    // "so she eats less"): attributes the loss to the swallow (nutrition_consequence_of_dysphagia).
    flag: 'weight_loss_or_dehydration_from_swallowing',
    reads: { ctx: 'cause' },
    words: {
      en: ['on account of', 'so she eats less', 'so he eats less'],
      'zh-HK': ['皆因', '因為咁'],
      'zh-CN': ['因此', '以至于'],
      ja: ['だから', 'なので', 'のせいで'],
      ko: ['그래서', '그 때문에'],
      tl: ['dahil dito', 'kaya naman'],
      id: ['oleh karena itu', 'sebab'],
      vi: ['cho nên', 'bởi thế'],
      th: ['ก็เลย', 'เพราะฉะนั้น'],
      es: ['por lo que', 'ya que'],
    },
  },
  {
    // Issue 15: the consequence told with a connective ("Swallowing has got hard. As a result she has lost 4
    // kg", "삼키기 힘들어져서 살이 빠졌어요", "nuốt khó nên sụt cân"): the loss is attributed to the swallow.
    flag: 'weight_loss_or_dehydration_from_swallowing',
    reads: { ctx: 'cause' },
    words: {
      en: [
        'as a result', 'as a consequence', "that's why", 'that is why', 'which is why', 'hence', 'therefore', 'so she', 'so he',
        'it is because', "it's because", 'this is because', 'reason:', 'the reason is', 'reason being',
      ],
      'zh-HK': ['於是', '結果瘦', '原因係', '皆因佢'],
      'zh-CN': ['于是', '结果瘦', '原因是', '主要是因为'],
      ja: ['それで', 'その結果', 'そのせいか', '理由は', 'なぜなら'],
      ko: ['져서', '그 결과', '그러다 보니', '니까', '왜냐하면', '이유는'],
      tl: ['kaya', 'kung kaya', 'bunga nito', 'ang dahilan'],
      id: ['akibatnya', 'oleh sebab itu', 'jadinya', 'sebabnya', 'alasannya'],
      vi: ['nên', 'do đó', 'vì vậy', 'vì thế', 'thành ra', 'lý do là', 'nguyên nhân là'],
      th: ['ส่งผลให้', 'เป็นเหตุให้', 'ก็เลยทำให้', 'สาเหตุเพราะ', 'สาเหตุคือ'],
      es: ['como consecuencia', 'como resultado', 'por lo cual', 'por ello', 'por esa razón', 'es porque', 'la razón es', 'el motivo es'],
    },
  },
  {
    // Issue 15: eating less, told beside a difficulty getting food down (reading rule intake_cut_by_swallow):
    // the swallow cuts the intake, and a weight loss told in another sentence is attributed to it.
    flag: 'weight_loss_or_dehydration_from_swallowing',
    reads: { ctx: 'intake' },
    words: {
      en: [
        'eats less', 'eating less', 'eats very little', 'eating very little', 'barely eats', 'barely eating', "can't finish",
        "doesn't finish", 'gives up on meals',
        'only eats half', 'eats only half', 'only a few spoonfuls',
      ],
      'zh-HK': ['食少咗', '食得少', '食唔晒', '唔想食', '食幾啖就唔食'],
      'zh-CN': ['吃得少', '吃得很少', '吃不完', '不想吃', '吃几口就不吃', '只吃半碗', '饭量减少', '食量减少'],
      ja: ['食べたくない', '食事量が減', '食事量減少', '摂取量が減', '食べる量が減', '半分しか食べ', '途中で食べるのをやめ'],
      ko: ['반도 못 드', '반도 못 먹', '식사량이 줄', '식사량 감소', '조금밖에 못 드', '조금밖에 안 드', '드시기 싫', '먹기 싫'],
      tl: ['kaunti na lang kumain', 'konti na lang kumain', 'hindi maubos', 'hindi na maubos'],
      id: ['makannya sedikit', 'makan cuma sedikit', 'porsi makan berkurang', 'makan tidak habis', 'cuma habis'],
      vi: ['ăn ít đi', 'ăn được ít', 'không muốn ăn', 'ăn không hết', 'bỏ dở bữa', 'chỉ ăn được vài thìa', 'chỉ ăn được nửa'],
      th: ['กินได้น้อย', 'กินน้อยลง', 'ทานได้น้อย', 'ทานน้อยลง', 'ทานไม่หมด', 'ไม่อยากกิน', 'ไม่อยากทาน'],
      es: ['come menos', 'come muy poco', 'no se termina', 'no termina el plato', 'deja la mitad', 'solo come la mitad', 'apenas come'],
    },
  },
  {
    // A coughing fit that would not stop, told as an event ("coughed for ages", "사레 들려서 한참 기침",
    // "咳了好久", "ho sặc sụa"): with a meal or a meal cough in its clause, a choking episode (red_flag).
    flag: 'choking_with_intervention',
    reads: { sign: 'coughing_fit' },
    words: {
      en: [
        'coughed for ages', 'coughs for ages', 'spluttered for ages', 'splutters for ages', "couldn't stop coughing",
        'could not stop coughing', "wouldn't stop coughing", 'would not stop coughing', "can't stop coughing",
        'coughed and coughed', 'coughed for several minutes', 'coughed for a good few minutes', 'coughed for # minutes', 'coughing fit', 'coughing fits', 'coughing spell', 'coughing attack', 'coughing bout', 'fit of coughing', 'hacking for ages', 'hacked for ages', 'hacks for ages', 'hacking away for ages', 'coughing for ages', 'spluttering for ages', 'hacking and hacking',
      ],
      'zh-HK': ['咳咗好耐', '咳極都唔停', '咳到停唔到', '咳咗幾分鐘', '咳咗成幾分鐘', '咳個唔停', '咳咗好一陣'],
      'zh-CN': ['咳了好久', '咳了半天', '咳个不停', '咳嗽不止', '咳了好几分钟', '咳得停不下来', '呛咳不止', '咳了好一阵'],
      ja: ['咳き込みが止まらな', 'せき込みが止まらな', '咳が止まらな', 'せきが止まらな', 'むせ込みが止まらな', 'しばらく咳き込', 'しばらくせき込', '何分も咳き込', 'むせこんで止まらな', 'むせ込んで止まらな', 'むせて止まらな', 'むせが止まらな', 'ムセが止まらな', 'ゲホゲホが止まらな', 'ずっとむせて'],
      ko: ['한참 기침', '한참을 기침', '한참 동안 기침', '기침을 한참', '기침이 멈추지 않', '기침을 멈추지 못', '기침이 안 멈추', '한참 콜록'],
      tl: ['matagal na umubo', 'matagal umubo', 'umubo nang matagal', 'umuubo nang matagal', 'hindi tumigil sa pag-ubo', 'di tumigil sa pag-ubo', 'hindi mapigilan ang ubo', 'hindi tumigil ang ubo', 'di tumigil ang ubo', 'hindi huminto ang ubo', 'ubo nang ubo', 'umuubo nang umuubo', 'inuubo nang inuubo'],
      id: ['batuk lama sekali', 'batuk-batuk lama', 'batuk tidak berhenti', 'batuk nggak berhenti', 'batuk gak berhenti', 'batuk tak henti', 'batuknya tidak berhenti', 'batuknya lama sekali'],
      vi: ['ho sặc sụa', 'ho rũ rượi', 'ho không dứt', 'ho mãi không dứt', 'ho không ngừng', 'ho một lúc lâu', 'ho một hồi lâu', 'ho mãi không thôi', 'ho cả buổi', 'ho sù sụ cả buổi', 'ho sù sụ mãi', 'ho suốt cả buổi', 'ho mãi không ngừng'],
      th: ['ไอไม่หยุด', 'ไออยู่นาน', 'ไอนานมาก', 'ไอไม่ยอมหยุด', 'ไออยู่หลายนาที', 'ไอค่อกแค่กอยู่นาน'],
      es: ['tosió un buen rato', 'estuvo tosiendo un buen rato', 'no paraba de toser', 'no podía parar de toser', 'sin parar de toser', 'tosiendo sin parar', 'tosió varios minutos', 'estuvo tosiendo varios minutos'],
    },
  },
  {
    // Secretions the person cannot clear and that need suction, told in charting and family words
    // ("can't clear her secretions", "需频繁吸痰", "đờm dãi ứ đọng"): the failed saliva swallow (saliva_not_swallowed).
    flag: 'unable_to_manage_saliva',
    reads: { sign: 'saliva_not_swallowed' },
    words: {
      en: [
        "can't clear her secretions", "can't clear his secretions", 'cannot clear her secretions', 'cannot clear his secretions',
        'unable to clear her secretions', 'unable to clear his secretions', 'unable to clear secretions', 'not clearing secretions',
        'not managing secretions', 'not managing her secretions', 'not managing his secretions', 'yankauer',
        'mouth fills up with saliva', 'mouth fills with saliva', 'mouth fills up with spit', "can't get her spit down", "can't get his spit down", 'cannot get her spit down', 'cannot get his spit down', "can't get her saliva down", "can't get his saliva down",
      ],
      'zh-HK': ['成日要抽痰', '要成日抽痰', '經常要抽痰', '抽痰抽得好密', '啲口水積住唔吞', '吞唔到口水', '吞唔落口水', '咽唔落口水', '口水吞唔落'],
      'zh-CN': ['需吸痰', '需频繁吸痰', '频繁吸痰', '反复吸痰', '每天都要吸痰', '口水含着不咽', '吞不下口水', '咽不下去口水', '口水咽不下'],
      ja: ['吸引頻回', '頻回な吸引', '痰吸引が頻回', '唾液を飲み込まない', 'つばを飲み込まない'],
      ko: ['석션을 자주', '자주 석션', '석션을 수시로', '침을 삼키지 않고', '입안에 침이 가득'],
      tl: ['laging sinisipsip ang laway', 'puno ng laway ang bibig', 'hindi nilulunok ang laway'],
      id: ['sering disedot', 'mulut penuh air liur', 'air liur tidak ditelan', 'ludah tidak ditelan'],
      vi: ['đờm dãi ứ đọng', 'ứ đọng đờm dãi', 'phải hút đờm dãi', 'hút đờm dãi', 'nước bọt ngậm trong miệng không nuốt'],
      th: ['น้ำลายเต็มปาก', 'ต้องดูดน้ำลายบ่อย', 'ดูดเสมหะบ่อย', 'อมน้ำลายไว้ไม่กลืน'],
      es: ['no maneja las secreciones', 'no puede manejar las secreciones', 'la boca llena de saliva', 'no se traga la saliva', 'hay que aspirarla', 'hay que aspirarlo'],
    },
  },
  {
    // A near-disaster told of a meal ("떡이 목에 걸려서 큰일 날 뻔", "nearly lost him over a piece of steak",
    // "ăn cháo suýt chết"): with food stuck or a meal in its clause, a choking episode (helper near_disaster).
    flag: 'choking_with_intervention',
    reads: { sign: 'near_disaster' },
    words: {
      en: ['nearly lost her', 'nearly lost him', 'almost lost her', 'almost lost him', 'could have died', 'nearly died', 'almost died'],
      'zh-HK': ['差啲出事', '差啲冇命', '差啲死'],
      'zh-CN': ['差点出事', '差点出大事', '差点没命', '险些出事'],
      ja: ['大変なことになるところ', '死ぬところ', '命にかかわるところ'],
      ko: ['큰일 날 뻔', '큰일날 뻔', '죽을 뻔', '큰일 나는 줄'],
      tl: ['muntik nang mamatay', 'muntik nang mapahamak', 'muntik na kaming mawalan'],
      id: ['hampir celaka', 'nyaris celaka', 'hampir meninggal', 'nyaris meninggal'],
      vi: ['suýt chết', 'suýt nguy', 'suýt mất mạng'],
      th: ['เกือบตาย', 'เกือบไม่รอด', 'เกือบแย่'],
      es: ['casi se nos va', 'casi se muere', 'por poco se muere', 'casi la perdemos', 'casi lo perdemos'],
    },
  },
  {
    // Silent aspiration and water going down the airway told in family words ("靜靜雞吸入咗啲水", "quietly
    // went down into his lungs"): observed aspiration (red_flag).
    flag: 'silent_aspiration_on_study',
    reads: { sign: 'aspiration_observed' },
    words: {
      en: ['quietly aspirated', 'aspirated without coughing', 'went into her lungs without a cough', 'went into his lungs without a cough'],
      'zh-HK': ['靜靜雞吸入', '靜雞雞吸入', '靜靜地吸入', '吸入咗啲水', '吸入咗水', '吸入咗啲嘢'],
      'zh-CN': ['悄悄误吸', '不声不响地误吸', '误吸了水', '误吸了一些水', '呛进气管也不咳'],
      ja: ['むせずに誤嚥', 'むせないまま誤嚥', '静かに誤嚥'],
      ko: ['기침 없이 흡인', '조용히 흡인', '사레 없이 흡인'],
      tl: ['tahimik na pumasok sa baga', 'pumasok sa baga nang hindi umuubo'],
      id: ['diam-diam masuk ke paru', 'masuk paru tanpa batuk'],
      vi: ['sặc thầm', 'hít sặc mà không ho'],
      th: ['สำลักโดยไม่มีอาการไอ', 'สำลักเงียบๆ'],
      es: ['aspiró sin toser', 'se le fue al pulmón sin toser'],
    },
  },
  {
    // The water test named by its volume or as a swallow test with water ("test nuốt 90ml nước", "90 ml
    // water test", "30ml饮水试验"): a cough or an unfinished test with it is the failed test.
    flag: 'failed_water_swallow',
    reads: { sign: 'water_test' },
    words: {
      en: ['# ml water test', '#ml water test', '# ml water swallow', '#ml water swallow', '# oz water test', '#oz water test', '# oz water swallow'],
      'zh-HK': ['#ml飲水測試', '#毫升飲水測試', '飲#ml水測試'],
      'zh-CN': ['#ml饮水试验', '#毫升饮水试验', '#ml水吞咽试验', '#毫升水吞咽'],
      ja: ['#mlの水飲みテスト', '#ml水飲みテスト', '#mlの水を飲むテスト'],
      ko: ['# ml 물 삼킴', '#ml 물 삼킴', '#ml 물 마시기', '# ml 물 마시기'],
      tl: ['# ml water test', '#ml water test', 'pagsubok sa paglunok ng # ml na tubig'],
      id: ['tes menelan # ml air', 'tes menelan #ml air', 'tes minum # ml air', 'tes minum #ml air'],
      vi: ['test nuốt #ml nước', 'test nuốt # ml nước', 'test nuốt nước', 'thử nuốt # ml nước', 'thử nuốt #ml nước', 'nghiệm pháp nuốt # ml nước'],
      th: ['ทดสอบกลืนน้ำ # มล', 'ทดสอบกลืนน้ำ #มล', 'ทดสอบดื่มน้ำ # มล'],
      es: ['prueba de # ml de agua', 'prueba de #ml de agua', 'test de # ml de agua', 'prueba de deglución de # ml'],
    },
  },
  // Paraphrase audit: words families used in the red-flag probes written first (the audit block at
  // the end of test/fixtures/aspiration-red-flag-probes.jsonl) that the tables lacked.
  {
    // A morsel that "went down wrong": the meal cough, a choking episode with the airway cues below.
    flag: 'choking_with_intervention',
    reads: { sign: 'cough_during_meals' },
    words: {
      en: ['went down wrong', 'goes down wrong', 'gone down wrong', 'going down wrong'],
      'zh-HK': ['落錯喉', '入錯喉'],
      'zh-CN': ['呛错了', '进错了喉咙'],
      ja: ['変なところに入', '気管に入りかけ'],
      ko: ['엉뚱한 데로 넘어가', '딴 데로 넘어가'],
      tl: ['napunta sa maling daanan', 'pumasok sa maling daan'],
      id: ['masuk ke saluran yang salah', 'salah masuk'],
      vi: ['đi nhầm đường', 'vào nhầm đường'],
      th: ['เข้าผิดทาง', 'ลงผิดทาง'],
      es: ['se le fue por mal camino', 'se fue por el camino equivocado'],
    },
  },
  {
    // The airway blocked and the rescue that ended it ("couldn't get a breath", "thumped him on the back", "겨우
    // 뺐어요": finally got it out): with food stuck or a meal cough, a choking episode that needed help. So is an
    // episode told as near fatal ("nearly died", "큰일 날 뻔", "差啲出事"): a near-event is the event, and
    // the universal choking sign or a rescue by hand ("clutching her throat", "抠出来", "ล้วงออก").
    flag: 'choking_with_intervention',
    reads: { ctx: 'airway' },
    words: {
      en: ["couldn't get a breath", "could not get a breath", 'thump him on the back', "couldn't catch her breath", "couldn't catch his breath", 'could not catch her breath', 'could not catch his breath', "couldn't catch a breath", 'thump her on the back', 'thumped him on the back', 'thumped her on the back', 'thought she was going to die', 'thought he was going to die', 'thought she was dying', 'thought he was dying', 'pull the meat out of his throat', 'out of his throat', 'out of her throat', 'hook it out of her mouth', 'hook it out of his mouth', 'hooked it out of her mouth', 'hooked it out of his mouth'],
      'zh-HK': ['拍佢背先', '面都青埋', '差啲出人命', '以為佢會死', '挖返啲飯出嚟', '挖返出嚟'],
      'zh-CN': ['使劲拍背', '拍背才', '憋得发紫', '差点死了', '差点出人命', '以为他要死', '以为她要死', '抠出来', '一直指着喉咙', '捂着脖子'],
      ja: ['背中を叩いて出', '息ができなくな', '死ぬかと思', '死にかけ', '命の危険', '苦しそうだった', '苦しそうにして', '背中をさすった', '背中をさすって', '大事になるところ', '喉をかきむし', '掃除機で吸い出', 'かき出した'],
      ko: ['겨우 뺐', '겨우 빼냈', '겨우 꺼냈', '손으로 꺼냈', '돌아가실 뻔', '숨 넘어갈 뻔', '목을 움켜쥐'],
      tl: ['hampasin ang likod', 'hinampas ang likod', 'hindi makahinga', 'muntik na siyang mamatay', 'akala namin mamamatay', 'hinawakan ang leeg', 'sinungkit ng daliri'],
      id: ['ditepuk-tepuk punggungnya', 'nggak bisa napas', 'tidak bisa napas', 'hampir mati', 'nyaris mati', 'memegang leher', 'pegang leher', 'dikorek'],
      vi: ['phải vỗ lưng', 'vỗ lưng mới ra', 'suýt nữa thì chết', 'tưởng chết', 'ôm cổ', 'móc ra'],
      th: ['ต้องตบหลัง', 'ตบหลังถึงจะออก', 'นึกว่าจะตาย', 'ล้วงออก'],
      es: ['darle palmadas en la espalda', 'le di palmadas en la espalda', 'golpes en la espalda', 'casi se nos muere', 'pensé que se moría', 'creí que se moría', 'se la sacamos con el dedo', 'se lo sacamos con el dedo', 'las manos al cuello'],
    },
  },
  {
    // Hands to or pointing at the throat (throat_clutched, upgraded by a meal).
    flag: 'choking_with_intervention',
    reads: { sign: 'throat_clutched' },
    words: {
      en: [
        ...['grabbed', 'grabbing', 'clutched', 'clutching', 'pointed at', 'pointing at', 'pointing to', 'hands to', 'hand to', 'hands on'].flatMap(
          (verb) => [`${verb} her throat`, `${verb} his throat`],
        ),
      ],
      'zh-HK': ['指住喉嚨', '揸住喉嚨', '捉住喉嚨', '揸住條頸', '指住條頸'],
      'zh-CN': ['指着喉咙', '抓着喉咙', '捂着喉咙', '掐着脖子', '抓着脖子', '指着脖子'],
      ja: ['喉を押さえ', 'のどを押さえ', '喉をつかん', 'のどをつかん', '喉を指さ', 'のどを指さ'],
      ko: ['목을 움켜', '목을 부여잡', '목을 가리키', '손으로 목을 잡'],
      tl: ['hinawakan ang lalamunan', 'hawak ang lalamunan', 'itinuro ang lalamunan', 'tinuturo ang lalamunan', 'sinakal ang sariling leeg'],
      id: ['memegangi leher', 'memegang lehernya', 'pegang lehernya', 'menunjuk tenggorokan', 'menunjuk-nunjuk tenggorokan', 'memegang tenggorokan'],
      vi: ['ôm lấy cổ họng', 'tay ôm cổ họng', 'chỉ vào cổ họng', 'chỉ tay vào cổ'],
      th: ['เอามือกุมคอ', 'กุมคอ', 'ชี้ที่คอ', 'ชี้ไปที่คอ'],
      es: ['se lleva las manos al cuello', 'se llevó las manos al cuello', 'se agarró el cuello', 'se agarraba el cuello', 'señalaba la garganta', 'señalando la garganta', 'se llevó las manos a la garganta'],
    },
  },
  {
    // The airway told by what the carer saw: no voice (aphonia, told as an event:
    // "couldn't speak", "说不出话", "声が出なくなった"), no breath, and the food taken out by hand ("pulled the meat out
    // of his throat", "抠出来", "ล้วงออก"). Beside food stuck or a meal cough, a choking episode.
    flag: 'choking_with_intervention',
    reads: { ctx: 'airway' },
    words: {
      en: [
        "couldn't speak", 'could not speak', "couldn't talk", 'could not talk', "couldn't make a sound", 'could not make a sound',
        "couldn't say a word", 'no sound came out', 'hook it out', 'hooked it out', 'pulled it out of', 'pull it out of', 'fished it out',
        'scooped it out', 'dug it out', 'pulled the food out', 'pulled the meat out', 'pull the meat out', 'pull the food out',
      ],
      'zh-HK': ['講唔到嘢', '講唔出聲', '出唔到聲', '唔識唞氣', '抖唔到氣', '挖返出嚟', '挖返啲', '挖出嚟', '掏出嚟', '用手指挖'],
      'zh-CN': ['说不出话', '讲不出话', '发不出声', '上不来气', '喘不上来', '憋紫', '抠出来', '掏出来', '挖出来', '用手抠', '用手指抠'],
      ja: ['声が出なくな', '声が出せな', 'しゃべれなくな', '息が苦しそう', '掃除機で吸い出', '吸い出した', 'かき出した', '掻き出した'],
      ko: ['말을 못 하셨', '말을 못 했', '말도 못 하셨', '말도 못 했', '소리를 못 냈'],
      tl: ['hindi makapagsalita', 'di makapagsalita', 'hindi nakapagsalita', 'di nakapagsalita', 'kulay ube ang labi', 'dinukot'],
      id: ['nggak bisa ngomong', 'gak bisa ngomong', 'ga bisa ngomong', 'tidak bisa bicara', 'tidak bisa berbicara', 'tidak bisa bersuara', 'bibirnya ungu', 'dikorek'],
      vi: ['không nói được', 'không thốt ra tiếng', 'không nói nên lời', 'móc ra', 'móc được ra'],
      th: ['พูดไม่ออก', 'ไม่มีเสียงออกมา', 'ล้วงออก', 'ล้วงคอ'],
      es: ['no podía hablar', 'no pudo hablar', 'no puede hablar', 'no le salía la voz', 'sacamos con el dedo', 'sacó con el dedo'],
    },
  },
  {
    // Almost choked to death, in the words of a fright ("差啲哽死", "差点噎死").
    flag: 'choking_with_intervention',
    reads: { sign: 'choking' },
    words: {
      en: ['nearly choked to death', 'almost choked to death'],
      'zh-HK': ['哽死', '差啲哽死', '噎死'],
      'zh-CN': ['差点噎死', '噎死', '差点呛死'],
      ja: ['窒息しかけ', '詰まらせるところ'],
      ko: ['질식할 뻔', '숨 막힐 뻔'],
      tl: ['muntik nang mamatay sa bulon', 'muntik mabulunan'],
      id: ['hampir keselek', 'nyaris keselek'],
      vi: ['suýt bị hóc', 'suýt hóc'],
      th: ['เกือบติดคอ', 'เกือบสำลักตาย'],
      es: ['casi se ahoga', 'por poco se ahoga'],
    },
  },
  {
    flag: 'nasal_regurgitation',
    reads: { sign: 'nasal_regurgitation' },
    words: {
      en: ['comes back out through his nose', 'comes back out through her nose', 'came back out of his nose', 'came back out of her nose'],
      'zh-HK': ['由鼻哥窿倒返出嚟', '由鼻倒返出嚟'],
      'zh-CN': ['从鼻子里流出来', '从鼻子里出来', '从鼻孔出来'],
      ja: ['鼻から出てく', '鼻から出て', '鼻から戻'],
      ko: ['코로 물이 나와', '코로 나와', '코로 새어 나와'],
      tl: ['lumalabas ang tubig sa ilong', 'lumabas ang tubig sa ilong', 'lumalabas ang inumin sa ilong'],
      id: ['keluar lewat hidung', 'keluar dari hidung'],
      vi: ['trào lên mũi', 'chảy ra mũi', 'ra đằng mũi'],
      th: ['ไหลออกทางจมูก', 'ออกทางจมูก'],
      es: ['se le sale por la nariz', 'le sale por la nariz'],
    },
  },
  {
    // Food or drink up or out of the nose told with the food named first ("food
    // comes out of her nose", "啲水會上鼻", "se le va el agua a la nariz"): the food and nose words composed, so the
    // nose reading wins over "food comes out of" (drooling) on the same span.
    flag: 'nasal_regurgitation',
    reads: { sign: 'nasal_regurgitation' },
    words: {
      en: [...noseWords(['food', 'drink', 'water', 'tea', 'milk', 'soup', 'juice', 'it'], ['comes', 'came', 'goes', 'went', 'gets', 'got', 'coming', 'going'], ['out of', 'up', 'into', 'through']), 'snorts her drink out', 'snorts his drink out', 'snorted her drink out', 'snorted his drink out', 'food in her nose', 'food in his nose', 'bits of food in her nose', 'bits of food in his nose'],
      'zh-HK': ['會上鼻', '水上鼻', '湯上鼻', '嘢上鼻', '由鼻哥度流', '由鼻哥度出', '鼻哥度流返出', '入咗鼻哥'],
      'zh-CN': ['呛到鼻子里', '进到鼻子里', '跑到鼻子里', '从鼻子里流', '水上鼻子', '汤从鼻子'],
      ja: ['鼻に入って', '鼻に上が', '鼻から汁', '鼻からお茶', '鼻から牛乳'],
      ko: ['코로 넘어가', '코로 올라가', '코로 음식', '코에서 음식', '코로 국물'],
      tl: ['pumapasok sa ilong', 'pumasok sa ilong', 'napupunta sa ilong', 'napunta sa ilong', 'umaakyat sa ilong'],
      id: ['air masuk ke hidung', 'minuman masuk ke hidung', 'makanan masuk ke hidung', 'naik ke hidung', 'air keluar hidung'],
      vi: ['nước lên mũi', 'sữa lên mũi', 'cháo lên mũi', 'canh lên mũi', 'sặc lên mũi', 'trào vào mũi', 'nước vào mũi'],
      th: ['น้ำเข้าจมูก', 'อาหารเข้าจมูก', 'น้ำขึ้นจมูก', 'นมขึ้นจมูก', 'สำลักขึ้นจมูก'],
      es: ['el agua a la nariz', 'la comida a la nariz', 'la leche a la nariz', 'la sopa a la nariz', 'se le va a la nariz', 'se le va por la nariz', 'se le sube a la nariz', 'le sube a la nariz', 'comida en la nariz'],
    },
  },
  {
    flag: 'wet_voice',
    reads: { sign: 'wet_voice' },
    words: {
      en: ['talking through water', 'voice sounds watery', 'watery voice'],
      'zh-HK': ['喉嚨有水咁', '好似喉嚨有水'],
      'zh-CN': ['像含着水一样', '声音像含着水'],
      ja: ['水の中でしゃべ', '水が入ったような声', '水っぽい声'],
      ko: ['물 먹은 것처럼 꾸르륵', '꾸르륵거려'],
      tl: ['parang may tubig sa lalamunan ang boses', 'may tubig sa lalamunan ang boses'],
      id: ['kayak orang kumur-kumur', 'suaranya kayak kumur', 'suara seperti berkumur', 'suaranya seperti berkumur'],
      vi: ['ọc ọc như có nước', 'như có nước trong cổ'],
      th: ['เหมือนมีน้ำอยู่ในคอ', 'มีน้ำอยู่ในคอ'],
      es: ['como con agua', 'como haciendo gárgaras'],
    },
  },
  {
    // Food going into the lungs in a family's words ("อาหารลงปอด", "pumasok ang pagkain sa baga").
    flag: 'aspiration_pneumonia_or_repeated_chest_infections',
    reads: { sign: 'aspiration_observed' },
    words: {
      en: ['food is going into his lungs', 'food is going into her lungs', 'food going into his lungs', 'food going into her lungs'],
      'zh-HK': ['食嘢入咗肺', '啲嘢食入咗肺'],
      'zh-CN': ['吃东西呛进了肺', '呛进了肺', '吃的东西进了肺'],
      ja: ['食べ物が肺に入', '食べたものが肺に入'],
      ko: ['음식이 폐로 들어갔', '음식이 폐로 들어가'],
      tl: ['pumasok ang pagkain sa baga', 'pumasok daw ang pagkain sa baga', 'napupunta sa baga ang pagkain'],
      id: ['makanan masuk ke paru', 'makanan masuk paru'],
      vi: ['thức ăn lọt vào phổi', 'đồ ăn lọt vào phổi'],
      th: ['อาหารลงปอด', 'อาหารเข้าปอด', 'น้ำลงปอด'],
      es: ['la comida se le va al pulmón', 'se le va al pulmón', 'la comida se le va a los pulmones'],
    },
  },
  {
    // Chest infections told by their treatment or their place ("on antibiotics for his chest", "naospital dahil sa
    // baga"): with a count ("three times") recurrent chest infections.
    flag: 'aspiration_pneumonia_or_repeated_chest_infections',
    reads: { sign: 'chest_infection' },
    words: {
      en: ['antibiotics for his chest', 'antibiotics for her chest'],
      'zh-HK': ['肺有炎', '肺部有炎'],
      'zh-CN': ['肺部发炎', '肺发炎'],
      ja: ['肺に炎症', '肺の炎症'],
      ko: ['폐에 염증', '폐렴기'],
      tl: ['naospital dahil sa baga', 'impeksyon sa baga niya'],
      id: ['opname karena paru-parunya', 'infeksi paru-paru'],
      vi: ['nhập viện ba lần vì phổi', 'nhiễm trùng phổi'],
      th: ['ปอดติดเชื้อสามครั้ง'],
      es: ['infección en el pecho', 'infecciones en el pecho'],
    },
  },
  {
    flag: 'weight_loss_or_dehydration_from_swallowing',
    reads: { sign: 'weight_loss' },
    words: {
      en: ['clothes are hanging off her', 'clothes are hanging off him', 'dropped a lot of weight'],
      'zh-HK': ['瘦咗成', '瘦咗好多'],
      'zh-CN': ['瘦了好多', '瘦了一大圈'],
      ja: ['キロやせ', 'キロ痩せ', 'やせました', '痩せました'],
      ko: ['킬로가 빠졌', '살이 많이 빠지'],
      tl: ['pumayat siya nang husto', 'pumayat nang husto'],
      id: ['badannya makin kurus', 'makin kurus'],
      vi: ['sụt # ký', 'sụt cân nhiều'],
      th: ['น้ำหนักลงไป', 'ผอมลงมาก'],
      es: ['ha bajado mucho de peso', 'está en los huesos'],
    },
  },
  {
    flag: 'unable_to_manage_saliva',
    reads: { sign: 'saliva_not_swallowed' },
    words: {
      en: ["can't keep up with his own spit", "can't keep up with her own spit", "can't swallow his own spit", "can't swallow her own spit"],
      'zh-HK': ['口水吞唔落', '吞唔落啲口水'],
      'zh-CN': ['口水咽不下去', '咽不下口水'],
      ja: ['つばが飲み込めず', 'つばが飲み込めな', '唾が飲み込めな'],
      ko: ['침을 못 삼키', '침을 잘 못 삼키'],
      tl: ['hindi niya malunok ang sariling laway', 'hindi malunok ang laway'],
      id: ['ludahnya nggak bisa ditelan', 'ludahnya tidak bisa ditelan'],
      vi: ['không nuốt được nước bọt', 'nuốt không được nước bọt'],
      th: ['กลืนน้ำลายตัวเองไม่ได้', 'กลืนน้ำลายไม่ได้'],
      es: ['no puede tragarse la saliva', 'no se traga la saliva', 'no puede tragar su saliva'],
    },
  },
  {
    flag: 'drowsy_at_meals',
    reads: { risk: 'reduced_alertness' },
    words: {
      en: ['dropping off to sleep', 'drops off to sleep', 'dropped off to sleep', 'drop off to sleep'],
      'zh-HK': ['瞌眼瞓', '食食下瞌埋眼'],
      'zh-CN': ['吃着吃着就睡过去', '睡过去'],
      ja: ['食事中にウトウト', '食事中にうとうと'],
      ko: ['꾸벅꾸벅 조', '꾸벅꾸벅'],
      tl: ['nakakatulog habang kumakain siya', 'natutulog habang kumakain'],
      id: ['ketiduran', 'tertidur-tidur'],
      vi: ['ngủ gục', 'ngủ gà ngủ gật'],
      th: ['กินไปหลับไป', 'กินข้าวไปหลับไป'],
      es: ['se queda dormida a media comida', 'se queda dormido a media comida'],
    },
  },
  // Paraphrase audit (second pass, perfect and progressive).
  {
    flag: 'weight_loss_or_dehydration_from_swallowing',
    reads: { sign: 'weight_loss' },
    words: {
      en: ['lost a stone', 'lost half a stone', 'lost two stone', 'lost # stone'],
      'zh-HK': ['跌咗好多磅', '輕咗好多'],
      'zh-CN': ['掉了好几斤', '轻了好几斤'],
      ja: ['体重がかなり減', 'げっそりやせ'],
      ko: ['살이 쭉 빠지', '체중이 많이 줄'],
      tl: ['bumaba ang timbang niya', 'nabawasan ang timbang'],
      id: ['beratnya turun banyak', 'berat badan turun drastis'],
      vi: ['gầy sọp đi', 'sụt cân nhanh'],
      th: ['น้ำหนักลดฮวบ', 'ผอมลงเยอะ'],
      es: ['ha perdido mucho peso', 'perdió varios kilos'],
    },
  },
  {
    flag: 'unable_to_manage_saliva',
    reads: { sign: 'mouth_pooling' },
    words: {
      en: ['collecting in her mouth', 'collecting in his mouth', 'building up in her mouth', 'building up in his mouth'],
      'zh-HK': ['積喺口入面', '積喺個口度'],
      'zh-CN': ['积在嘴里', '积在口腔里'],
      ja: ['口の中に溜ま', '口にたまりがち'],
      ko: ['입 안에 고여'],
      tl: ['naiipon sa loob ng bibig', 'naiipon sa bibig niya'],
      id: ['ngumpul di dalam mulut', 'menumpuk di dalam mulut'],
      vi: ['ứ đọng trong miệng'],
      th: ['คั่งในปาก', 'ขังในปาก'],
      es: ['se le acumula en la boca', 'se le junta en la boca'],
    },
  },
  {
    flag: 'unable_to_manage_saliva',
    reads: { sign: 'saliva_not_swallowed' },
    words: {
      en: ["can't swallow her saliva", "can't swallow his saliva", "can't manage her saliva", "can't manage his saliva"],
      'zh-HK': ['口水吞唔到', '唔識吞口水'],
      'zh-CN': ['口水咽不了', '不会咽口水'],
      ja: ['つばをうまく飲み込めず', 'つばをうまく飲み込めな', 'つばを飲み込めず', 'つばを飲み込めな'],
      ko: ['침을 잘 못 넘기', '침을 못 넘기'],
      tl: ['hindi malunok ang sariling laway', 'hindi na malunok ang laway'],
      id: ['ludah nggak bisa ditelan', 'air liur nggak bisa ditelan'],
      vi: ['không nuốt nổi nước bọt', 'nuốt nước bọt không được'],
      th: ['กลืนน้ำลายไม่ลง', 'กลืนน้ำลายไม่ค่อยได้'],
      es: ['no puede tragar la saliva', 'no logra tragar la saliva'],
    },
  },
  {
    flag: 'drowsy_at_meals',
    reads: { risk: 'reduced_alertness' },
    words: {
      en: ['nodding off at meals', 'nods off at meals', 'nodding off during meals'],
      'zh-HK': ['食飯食到瞌眼瞓', '食飯時瞌眼瞓'],
      'zh-CN': ['吃饭时犯困', '吃饭吃到睡着'],
      ja: ['食事中に居眠り', '食べながら居眠り'],
      ko: ['식사 중에 주무', '드시다가 주무'],
      tl: ['inaantok sa pagkain', 'nakakatulog sa hapag'],
      id: ['ngantuk pas makan', 'tertidur pas makan'],
      vi: ['ngủ gật trong bữa ăn', 'ngủ gật lúc ăn'],
      th: ['หลับระหว่างมื้อ', 'สัปหงกตอนกินข้าว'],
      es: ['se duerme en la comida', 'se duerme durante la comida', 'se queda dormido en la comida', 'se queda dormida en la comida'],
    },
  },
  {
    // The difficulty that caused the loss, told as a change ("swallowing has become so hard").
    flag: 'weight_loss_or_dehydration_from_swallowing',
    reads: { sign: 'difficulty_swallowing' },
    words: {
      en: ['swallowing has become so hard', 'swallowing has become hard', 'swallowing got so hard', 'swallowing got hard'],
      'zh-HK': ['吞嘢越嚟越難', '吞嘢難咗'],
      'zh-CN': ['咽东西越来越难', '咽东西变难了'],
      ja: ['飲み込むのが難しくな', '飲み込みにくくな'],
      ko: ['삼키기가 어려워지', '삼키기 힘들어지'],
      tl: ['humirap ang paglunok', 'nahihirapan nang lumunok'],
      id: ['makin susah nelan', 'makin sulit menelan'],
      vi: ['nuốt ngày càng khó', 'càng ngày càng khó nuốt'],
      th: ['กลืนยากขึ้น', 'กลืนลำบากขึ้น'],
      es: ['cada vez le cuesta más tragar', 'se le ha hecho difícil tragar'],
    },
  },
];
