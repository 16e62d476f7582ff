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
      tl: ['naubo palabas', 'naiubo palabas', 'inubo palabas', 'lumabas nang maubo', 'naubo niya palabas', 'inubo niya palabas'],
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
  // Finding 11: mild current signs in everyday wording, each beside the sign it is (docs/SCREENING.md, moderate).
  {
    // Out of breath while eating: with a meal, breathless_at_meals.
    reads: { sign: 'breathlessness' },
    words: {
      en: ['puffs and pants', 'puff and pant', 'puffing and panting', 'huffing and puffing', 'huffs and puffs', 'gets puffed', 'gets puffy'],
      'zh-HK': ['氣咳氣喘', '喘晒氣'],
      'zh-CN': ['气喘吁吁', '上气不接下气'],
      ja: ['ハアハアし', 'ゼイゼイし', '息を切らし'],
      ko: ['헉헉거리', '숨을 헐떡'],
      tl: ['hinihingal', 'hingal na hingal'],
      id: ['ngos-ngosan', 'terengah-engah'],
      vi: ['thở hổn hển', 'thở dốc'],
      th: ['หอบแฮ่กๆ', 'หายใจหอบ'],
      es: ['jadea', 'jadeando', 'se fatiga al respirar'],
    },
  },
  {
    // Resting between mouthfuls: a meal now tiring (prolonged_meals, the mild sign of long or tiring meals).
    reads: { sign: 'prolonged_meals' },
    words: {
      en: ['rest between mouthfuls', 'rests between mouthfuls', 'resting between mouthfuls', 'break between mouthfuls', 'breaks between mouthfuls', 'stop between mouthfuls', 'stops between mouthfuls'],
      'zh-HK': ['食幾啖就要抖下', '食一啖抖一啖'],
      'zh-CN': ['吃几口就要歇一下', '吃一口歇一口', '吃几口就要休息'],
      ja: ['一口ごとに休', '数口ごとに休', '一口食べては休'],
      ko: ['한 숟가락 먹고 쉬', '몇 숟가락 먹고 쉬'],
      tl: ['nagpapahinga bawat subo', 'magpahinga bawat subo'],
      id: ['istirahat tiap suapan', 'istirahat setiap suapan', 'berhenti tiap suapan'],
      vi: ['ăn vài miếng phải nghỉ', 'ăn một miếng nghỉ một lúc'],
      th: ['กินไม่กี่คำต้องพัก', 'กินคำหนึ่งพักที'],
      es: ['descansa entre bocados', 'descansar entre bocados', 'descansa entre bocado y bocado', 'descansar entre bocado y bocado'],
    },
  },
  {
    // Food left in the mouth after eating: oral residue (pocketing).
    reads: { sign: 'pocketing' },
    words: {
      en: ['food left in her mouth', 'food left in his mouth', 'food is left in her mouth', 'food is left in his mouth', 'left in her mouth after', 'left in his mouth after', 'mouth still full of food', 'food still in her mouth', 'food still in his mouth', 'have to sweep it out', 'sweep her mouth out', 'sweep his mouth out'],
      'zh-HK': ['口入面仲有飯渣', '口入面仲有好多飯渣', '口入面有飯渣', '口入面仲有嘢'],
      'zh-CN': ['嘴里还有饭渣', '嘴里还有剩饭', '嘴里还留着饭', '口腔里有残留食物'],
      ja: ['口の中に食べ物が残', '口の中に残っ', '口腔内に残渣'],
      ko: ['입안에 음식이 남아', '입 안에 음식이 남아', '입에 음식이 남아'],
      tl: ['may natitirang pagkain sa bibig', 'may tira pang pagkain sa bibig'],
      id: ['makanan masih tersisa di mulut', 'sisa makanan di mulut', 'makanan masih ada di mulut'],
      vi: ['thức ăn còn đọng trong miệng', 'còn sót thức ăn trong miệng', 'thức ăn còn trong miệng'],
      th: ['มีเศษอาหารค้างในปาก', 'อาหารค้างในปาก', 'อาหารยังค้างอยู่ในปาก'],
      es: ['le quedan restos de comida en la boca', 'restos de comida en la boca', 'le queda comida en la boca'],
    },
  },
  {
    // A wet chin at meals: drooling.
    reads: { sign: 'drooling' },
    words: {
      en: ['chin is wet', 'chin gets wet', 'wet chin', 'chin is soaked', 'chin is always wet'],
      'zh-HK': ['下巴濕晒', '下巴濕濕哋'],
      'zh-CN': ['下巴湿湿的', '下巴都湿了', '下巴总是湿的'],
      ja: ['あごが濡れ', '顎が濡れ'],
      ko: ['턱이 젖어', '턱이 축축'],
      tl: ['basa ang baba', 'basang-basa ang baba'],
      id: ['dagunya basah', 'dagu basah'],
      vi: ['cằm ướt', 'ướt cằm'],
      th: ['คางเปียก', 'คางเปียกตลอด'],
      es: ['la barbilla mojada', 'barbilla húmeda', 'la barbilla empapada'],
    },
  },
  {
    // Swallowing told as an effort or with the Japanese -にくそう (looks hard to) stem.
    reads: { sign: 'difficulty_swallowing' },
    words: {
      en: ['to get her food down', 'to get his food down', 'struggles to get it down', 'struggles to get her food down', 'struggles to get his food down'],
      'zh-HK': ['吞嘢好吃力', '吞嘢好辛苦', '吞嘢有啲吃力'],
      'zh-CN': ['吞咽费劲', '吞咽很费劲', '吞东西费劲', '吞东西有点费劲', '吞东西很费劲', '咽东西费劲', '吞咽吃力', '吞东西吃力', '咽东西吃力'],
      ja: ['飲み込みにくそう', 'のみこみにくそう', '飲み込みにくい様子', '飲み込むのが大変そう', '飲み込むのがつらそう'],
      ko: ['삼키기 힘들어 보', '삼키는 게 힘들어 보', '삼키기 어려워 보'],
      tl: ['hirap lumunok', 'nahihirapang lumunok'],
      id: ['kesusahan menelan', 'susah payah menelan'],
      vi: ['nuốt rất vất vả', 'nuốt khó nhọc'],
      th: ['กลืนลำบากมาก', 'กลืนยากลำบาก'],
      es: ['le cuesta mucho tragar', 'traga con mucho esfuerzo'],
    },
  },
  {
    // A drink taken to get the food down is washing food down (a mild sign), not the difficulty word inside it.
    reads: { sign: 'washes_food_down' },
    words: {
      en: ['have a drink', 'a drink', 'drink', 'water', 'some water', 'a sip'].flatMap((d) => [`${d} to get her food down`, `${d} to get his food down`, `${d} to get it down`]),
      'zh-HK': [],
      'zh-CN': [],
      ja: [],
      ko: [],
      tl: [],
      id: [],
      vi: [],
      th: [],
      es: [],
    },
  },
];
