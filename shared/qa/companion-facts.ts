/**
 * Facts an answer of a given shape must carry when its sources state them, beside whatever scores best:
 * a list of the signs of aspiration is unsafe without "aspiration can be silent", and a comparison of a
 * diet standard with IDDSI means little without IDDSI's own frame (8 levels, 0-7). Clinical rules as
 * typed data: each names the statement it implements, when a question asks for it, and the features a
 * sentence that states it carries (concepts of concepts.ts, so every locale is matched alike).
 */
import type { AnswerShape, IntentId } from './question-intent';
import type { Features } from './text-features';

export interface CompanionFact {
  id: string;
  /** The published statement the rule implements. */
  statement: string;
  /** The question asks for this shape of answer: a list shape, a comparison (or, false, not one), or an intent. */
  when: { shape?: AnswerShape['id']; comparison?: boolean; intent?: IntentId };
  /** ...and names at least one of these (question features); any question of the shape when absent. */
  about?: readonly string[];
  /** ...and names every one of these too (question features: concepts, or a word such as "w:iddsi"). */
  aboutAll?: readonly string[];
  /** ...and names none of these ("軟餐 or 碎餐?" compares two levels: the levels' own facts answer it). */
  unlessAny?: readonly string[];
  /** ...and its words ask this ("who assesses ...?" asks about an assessment; "who decides ...?" alone does not). */
  asks?: RegExp;
  /** ...and its words ask none of this ("how do I tell them apart by eye" asks what staff see, not a lab figure). */
  unlessAsks?: RegExp;
  /** The fact may come from any pooled source, not only the primary one (a comparison's test article). */
  anySource?: true;
  /** A sentence that states the fact has every one of these features... */
  states: readonly string[];
  /** ...and, when given, says this (the words of the fact in every locale). */
  says?: RegExp;
  /** A caveat beside a long answer: the shortest sentence that states it, so it takes the least room. */
  shortest?: true;
}

/** Words of brushing teeth (not just naming them), in every corpus locale. */
const BRUSHES = /\bbrush|toothbrush|刷牙|牙刷|擦牙|歯みがき|歯磨き|歯ブラシ|ブラッシング/iu;

/** Words of assessing a swallow, in every corpus locale. */
const ASSESSES = /\bassess|\bevaluat|評估|评估|評価|評價|评价|検査|診察|診断|诊断|診斷/iu;

/**
 * A question that asks who assesses a swallow or what tests are done, in every corpus locale ("test" as a word:
 * "who tested the recipe" or "testament" asks no assessment). The verb may come first ("評価してくれるのは誰"),
 * but not across a clause ("要等評估，到底邊個話事" asks who decides).
 */
const ASKS_ASSESSMENT =
  /\bwho\b[^?]{0,30}\b(assess|evaluat|tests?\b|testing\b)|\bwhat (tests?|checks?|assessments?|investigations?)\b|(谁|誰|邊個|边个)[^？?。]{0,8}(评估|評估|評価|检查|檢查|検査)|(什么|什麼|甚麼|咩|哪些|邊啲|边啲)(检查|檢查)|(どんな|何の)検査|(评估|評估|評価|检查|檢查|検査)[^？?。，,]{0,12}(谁|誰|邊個|边个|どなた|だれ)/iu;

/** A question that asks whether or why something works ("does mouth care make a difference?", "本当に効果があるんでしょうか"). */
const ASKS_EFFECT =
  /\bdifference\b|\bwork(s)?\b|\bhelp(s)?\b|\beffective|\bwhy\b|効果|効く|意味|有效|有用|有冇用|有沒有用|有没有用|點解|点解|为什么|為什麼/iu;

/** Pneumonia said to be lowered or prevented, in every corpus locale. */
const PNEUMONIA_LOWERED =
  /(reduc|lower|fewer|prevent|cut)[^.]{0,60}pneumonia|pneumonia[^.]{0,60}(reduc|lower|fewer|prevent)|肺炎[^。]{0,30}(減|降低|减少|減少|低下|半減|予防|预防|預防)|(減|降低|减少|減少|低下|予防|预防|預防)[^。]{0,30}肺炎/iu;

/** Pneumonia by name (not a chest infection alone), in every corpus locale. */
const PNEUMONIA = /pneumonia|肺炎/iu;

/** Fibrosis, the late effect of radiotherapy, in every corpus locale. */
const FIBROSIS = /fibros|纖維化|纤维化|線維化/iu;

/** Words of another form of a medicine (a liquid, a dispersible tablet), in every corpus locale. */
const OTHER_FORMS = /\bliquid|dispersible|\bformulation|口服液|液体|液體|藥水|药水|剂型|劑型|液剤|剤形|シロップ|口腔内崩壊/iu;

/** A question that asks how to prevent something or lower its risk, in every corpus locale. */
const ASKS_PREVENTION =
  /\bprevent|\bavoid|\blower (the|his|her|their)? ?risk|\breduce (the|his|her|their)? ?risk|預防|预防|避免|防止|減低|减低|降低|予防|防ぐ|防げ|防止/iu;

/** Thirty minutes, in every corpus locale. */
const THIRTY_MINUTES = /(?<![\d.])30\s*(min|minutes)\b|(?<![\d.])30\s*分|三十分/iu;

/**
 * Words of the nerves, muscles and brain that control a swallow, in every corpus locale. (Not "nervous" alone, an
 * anxious person; not the brain of 脑卒中 / 脳卒中, which is the word for stroke, nor of 電腦 / 电脑, a computer.)
 */
const NERVES_MUSCLES =
  /\bneurolog|\bnerves?\b|\bnervous system|\bmuscle|\bbrain|神經|神经|神経|肌肉|筋肉|筋力|(?<![電电])[腦脑脳](?!卒中)/iu;

/** The 30 ml water test's reading by time: within five seconds, in every corpus locale. */
const FIVE_SECONDS = /(?<![\d.])5\s*(seconds?\b|秒)|五秒/iu;

/** A drink level named by its IDDSI number (not only by a name that JDD shares), in every corpus locale. */
const NUMBERED_DRINK_LEVEL = /\blevel\s*[1-4]\b|レベル\s*[1-4]|[1-4]\s*[级級]/iu;

/** JDD2021's viscosity bands (50-150 mPa·s first), in every corpus locale. */
const JDD_VISCOSITY_BANDS = /(?<![\d.])50\s*(〜|~|-|–|to|至|から)\s*150(?![\d.])/iu;

/** JDD2021's stages as drunk: the mildly thick stage and a straw in one sentence, in every corpus locale. */
const JDD_STAGES_BY_STRAW = /(薄いとろみ|mildly thick|薄稠).{0,40}(ストロー|straw|飲管|吸管)/iu;

/** A question that asks how staff tell things apart by eye or on the spot, in every corpus locale. */
const TELLS_APART_BY_EYE =
  /tell (them |it |the \w+ )?apart|by (eye|looking|sight)|見分け|見た目|目で見|分辨|辨別|辨别|點分|点分|怎麼分|怎么分|睇得出|看得出|肉眼/iu;

/** Words of cardiopulmonary resuscitation, in every corpus locale. */
const CPR = /\bCPR\b|chest compressions|心肺復甦|心肺复苏|胸外按壓|胸外按压|心肺蘇生|胸骨圧迫/iu;

/** A question that asks how a person eats or is fed ("咋吃才能多点营养", "what should she eat"), in every corpus locale. */
const EATS_OR_FEEDS = /\beat|\bmeals?\b|\bfeed|\bdiet\b|吃|食(?!道|管)|餐|餵|喂|食べ|食事/iu;

/** Small, frequent meals, in every corpus locale. */
const SMALL_FREQUENT_MEALS = /small,? frequent meals|少食多餐|少量多餐|少量頻回/iu;

/** The GUSS direct test's textures (semisolid, liquid, solid), in every corpus locale. */
const GUSS_TEXTURES = /semi-?solid|半固體|半固体|半固形/iu;

/** A teaspoon-sized mouthful, in every corpus locale. */
const TEASPOON = /teaspoon|茶匙|ティースプーン|小さじ/iu;

/** The fork pressure test's force: until the thumbnail blanches, in every corpus locale. */
// (Not "blanch" alone: vegetables are blanched in a recipe.)
const THUMBNAIL_BLANCHES = /thumbnail|\bnail[^.]{0,20}\bblanch|指甲|爪が白|爪の色/iu;

/** The spoon tilt test's pass: the spoonful holds its shape and slides off whole, in every corpus locale. */
const SLIDES_OFF_WHOLE = /\bslides? off\b|\bholds? its shape\b|整匙[^。]{0,6}滑落|整勺[^。]{0,6}滑落|滑り落ち|形を保/iu;

/** The 4 mm gap between a fork's prongs, in every corpus locale. */
const FOUR_MM = /(?<![\d.])4\s*(mm\b|毫米|ミリ)/iu;

/** A diet name with no shared definition across places, in every corpus locale. */
const NO_SHARED_DEFINITION = /no shared definition|沒有統一定義|没有统一定义|沒有共同定義|没有共同定义|共通の定義が(なく|ありません)/iu;

/** No official table between UDF and IDDSI, in every corpus locale. */
const NO_UDF_TABLE =
  /no official table between UDF|UDF\s*(与|與)\s*IDDSI\s*(之间|之間)(没有|沒有)官方|UDF\s*と\s*IDDSI\s*の公式の対応表は(ありません|ない)/iu;

/** Holding its shape (Level 4 on a spoon), in every corpus locale. */
const HOLDS_SHAPE = /\bhold(s|ing)? (its|their) shape|保持形狀|保持形状|形を保/iu;

/** Food levels beside Level 6: a question that names one compares levels, not a local soft diet with Level 6. */
const OTHER_FOOD_LEVELS = ['k:level_3', 'k:level_4', 'k:level_5', 'k:level_7'];

/** Level 6's adult piece size, 1.5 cm, in every corpus locale. */
const PIECE_SIZE_15 = /(?<![\d.])1\.5\s*(cm|厘米|公分|センチ)/iu;

/** Meals in the "on" period of Parkinson's medicines, in every corpus locale. */
const MEDICINE_TIMING = /"on" period|「開」期|[“"]开[”"]期|「オン」|オンの時間/iu;

/** The transitional food test: a fork pressed until the thumbnail blanches, or the food squashes, in every corpus locale. */
const PRESSED_WITH_FORK =
  /press(es|ed)? (it )?with a fork|press the base of a fork|fork[^.]{0,40}press|叉[^。]{0,6}(按壓|按压|壓|压)|フォークで押/iu;

/** A standard that does not map one-to-one to IDDSI levels, in every corpus locale. */
const NOT_ONE_TO_ONE = /one-to-one|一一对应|一一對應|一対一|1対1/iu;

/**
 * A bone taken out of food, in every corpus locale: not the body's bones that 骨 also writes (骨折 a fracture,
 * 骨質 / 骨密度 bone density, 胸骨 the breastbone, 肩胛骨 the shoulder blade, 顎骨 the jaw, 骨盆, 骨骼, 骨粗鬆症).
 */
const FOOD_BONES = /\bbones?\b|(?<!胸|肩胛|[顎颌頜])骨(?!折|[質质]|密度|盆|骼|格|粗|髓|科)/u;

/** The whole method, from taking out bones to blending with sauce instead of water, in every corpus locale. */
const BONES_TO_SAUCE = new RegExp(`(${FOOD_BONES.source})[^。]*(sauce|gravy|醬汁|酱汁|ソース|だし)`, 'iu');

/** Food levels whose answers differ by the chewing they need (Level 5 minimal, Level 6 and 7 chewing). */
const CHEWED_FOOD_LEVELS = ['k:level_5', 'k:level_6', 'k:level_7'];

/** Subjects that name drinking or fluids without asking how much a person drinks. */
const FLUID_INTAKE_ASIDE = [
  'k:cough',
  'k:aspiration',
  'k:silent_aspiration',
  'k:choking',
  'k:nectar_honey',
  'k:old_diet_terms',
  'k:water_swallow_test',
  'k:kubota_water_test',
  'k:screening',
  'k:oral_care',
  'k:medicine',
  'k:dose',
  'k:flow_test',
  'k:stroke',
  'k:nil_by_mouth',
  'k:start_oral_intake',
];

/** Subjects beside which weight loss is a sign to report, not the problem asked about. */
const WEIGHT_LOSS_AS_SIGN = ['k:refer', 'k:pocketing', 'k:cough', 'k:radiotherapy', 'k:silent_aspiration', 'k:aspiration_pneumonia'];

/** Diet standards set beside IDDSI (JDD, UDF, the Chinese consensus, the Hong Kong care food standard). */
const OTHER_STANDARDS = ['k:jdd', 'k:udf', 'k:china_consensus', 'k:care_food_standard', 'k:diet_standard'];

/** Telling a choking person who can still cough to keep coughing, in every corpus locale. */
const KEEP_COUGHING =
  /\bencourag[^.]{0,40}\bcough|\bkeep(ing)? coughing|鼓勵[^。]{0,8}咳|鼓励[^。]{0,8}咳|繼續咳|继续咳|咳を(出し)?続け|咳を促/iu;

/** Body mass index, the first measure of a malnutrition screen, in every corpus locale. */
const BMI = /\bBMI\b|body mass index|體重指數|体重指数|体格指数/iu;

/** A question that asks how a risk is assessed, screened or checked ("低栄養リスクを評価するとき何をチェック"). */
const ASKS_SCREENING =
  /\bassess|\bevaluat|\bscreen|\bcheck|\bmeasure|評估|评估|評価|評價|评价|篩查|筛查|篩檢|筛检|スクリーニング|チェック|検査|見るべき|确认|確認/iu;

/** A bedside test named (not a fork used to eat with), or the thumbnail that sets its force, in every corpus locale. */
const NAMES_A_TEST = /\btest|测试|測試|テスト|試験|thumbnail|指甲|爪が白|爪の色/iu;

/** A question that asks how a food is checked or tested, in every corpus locale ("怎么制作和检验", "どう確かめる"). */
const ASKS_CHECK = /\bcheck|\btest|\bverif|检验|檢驗|检查|檢查|测试|測試|检测|檢測|确认|確認|確かめ|チェック|テスト|判定|見分け/iu;

/** A question that asks how much (an amount a day), in every corpus locale. */
const ASKS_AMOUNT = /\bhow (much|many)\b|多少|幾多|几多|幾升|几升|どのくらい|どれくらい|どれぐらい|どの程度|何(ml|ミリ|リットル|cc)/iu;

/** Drinks offered in small amounts often through the day, in every corpus locale. */
const LITTLE_AND_OFTEN =
  /\bsmall amounts often\b|\boften,? in small amounts\b|\blittle and often\b|少量多次|少量ずつ(こまめ|頻繁)|こまめに/iu;

/** A question that asks who made or publishes something ("どこが作った", "which organisation publishes"), in every corpus locale. */
const ASKS_PUBLISHER =
  /\bwhich (organi[sz]ation|body|society|group|association)\b|\bwho (publishes|published|wrote|made|developed|issued|created|is behind)\b|どこが(作|出|定め|決め|発表|発行|策定|つく)|(作|策定|発行)したのは(どこ|誰)|(哪个|哪個|邊個|边个)(机构|機構|组织|組織|学会|學會|单位|單位)|由(谁|誰|邊個|边个)(制定|发布|發布|出版)|(谁|誰|邊個|边个)(制定|发布|發布|出)(的|嘅)/iu;

/**
 * A body that publishes a standard named (a society, an initiative, an authority), in every corpus locale; not the
 * standard's own short name ("学会分類2021", the society's classification, names no society).
 */
const PUBLISHING_BODY =
  /\bsociety\b|\bassociation\b|\binitiative\b|\bcouncil\b|\bauthority\b|学会(?!分類|分类)|學會(?!分類)|協議会|協会|協會|委员会|委員會|医院管理局|醫院管理局|消費者庁|消费者厅/iu;

/** The head in line with the body and the chin slightly down (the neck slightly flexed), in every corpus locale. */
const CHIN_SLIGHTLY_DOWN = /\bchin slightly down\b|下巴微收|下巴稍收|(あご|顎)を軽く引|頸部前屈/iu;

/** The feeder seated at the eater's eye level, in every corpus locale. */
const EYE_LEVEL = /\beye level|目線|目の高さ|眼睛同一高度|視線平齊|视线平齐|視線同高/iu;

export const COMPANION_FACTS: readonly CompanionFact[] = [
  {
    id: 'level6-size-carries-fork-pressure',
    statement:
      'Level 6 pieces are at most 1.5 cm x 1.5 cm for adults (8 mm for children) and must also pass the fork pressure ' +
      'test: pressed with a fork until the thumbnail blanches, the piece squashes and does not return to its shape ' +
      '(IDDSI Framework Testing Methods 2.0, 2019).',
    when: {},
    about: ['k:size', 'k:mince'],
    aboutAll: ['k:level_6'],
    states: ['k:fork'],
    says: THUMBNAIL_BLANCHES,
  },
  {
    id: 'fork-pressure-test-carries-thumbnail-blanch',
    statement:
      'The fork pressure test presses the base of a fork on the food until the thumbnail of the pressing hand blanches ' +
      '(about 17 kPa, the tongue against the palate); the food squashes and does not return to its shape ' +
      '(IDDSI Framework Testing Methods 2.0, 2019).',
    when: {},
    about: ['k:fork_pressure_test'],
    states: [],
    says: THUMBNAIL_BLANCHES,
  },
  {
    id: 'spoon-tilt-test-carries-slides-off',
    statement:
      'The spoon tilt test: a spoonful of Level 4 or Level 5 food holds its shape and, when the spoon is tilted, slides ' +
      'off whole with little left on the spoon (IDDSI Framework Testing Methods 2.0, 2019).',
    when: {},
    about: ['k:spoon_tilt_test'],
    states: [],
    says: SLIDES_OFF_WHOLE,
  },
  {
    id: 'level5-size-carries-fork-prong-gap',
    statement:
      'Level 5 lumps are at most 4 mm wide for adults (2 mm for children); the gaps between the prongs of a standard ' +
      'metal fork are about 4 mm, so the fork is the bedside check of the size (IDDSI Framework Testing Methods 2.0, 2019).',
    when: {},
    about: ['k:size', 'k:mince'],
    aboutAll: ['k:level_5'],
    states: ['k:fork'],
    says: FOUR_MM,
  },
  {
    id: 'signs-include-silent-aspiration',
    statement:
      'Aspiration may be silent, with no cough or other outward sign (silent aspiration); the absence of coughing does not ' +
      'mean a safe swallow (Ramsey DJC et al., Stroke 2003;34:1252-7; IDDSI and RCSLT dysphagia guidance).',
    when: { shape: 'signs' },
    about: ['k:aspiration', 'k:dysphagia', 'k:swallow', 'k:aspiration_pneumonia', 'k:parkinson', 'k:stroke', 'k:dementia'],
    states: ['k:silent_aspiration'],
  },
  {
    id: 'silent-aspiration-carries-pneumonia',
    statement:
      'Silent aspiration matters because what enters the airway unnoticed reaches the lungs: it is a leading cause of ' +
      'aspiration pneumonia, found in many people with pneumonia after stroke (Ramsey D, Smithard D, Kalra L, Dysphagia ' +
      '2005;20:218-25; Marik PE, N Engl J Med 2001;344:665-71).',
    when: { intent: 'definition' },
    about: ['k:silent_aspiration'],
    states: ['k:aspiration_pneumonia'],
    says: PNEUMONIA,
  },
  {
    id: 'silent-aspiration-danger-carries-pneumonia',
    statement:
      'Why silent aspiration is dangerous: with no cough to warn, aspirated food, drink or saliva reaches the lungs and ' +
      'can cause aspiration pneumonia (Ramsey D, Smithard D, Kalra L, Dysphagia 2005;20:218-25).',
    when: { intent: 'why' },
    about: ['k:silent_aspiration'],
    states: ['k:aspiration_pneumonia'],
    says: PNEUMONIA,
  },
  {
    id: 'standards-comparison-carries-iddsi-frame',
    statement:
      'The IDDSI framework has 8 levels numbered 0 to 7 (drinks 0-4, foods 3-7), each with a number, name, colour and ' +
      'simple tests, replacing national terms without shared definitions (Cichero JAY et al., Dysphagia 2017;32:293-314).',
    when: { comparison: true },
    about: ['k:old_diet_terms', 'k:jdd', 'k:udf', 'k:china_consensus', 'k:diet_standard'],
    states: ['k:level_count'],
  },
  {
    id: 'soft-diet-beside-level-6-carries-piece-size',
    statement: 'IDDSI Level 6 Soft & Bite-Sized pieces are no bigger than 1.5 cm x 1.5 cm for adults (IDDSI Framework 2019).',
    when: {},
    // ("Soft diet" is among the old diet terms in English; 軟餐, 软餐 and 軟菜 are soft meals.)
    about: ['k:soft_meal', 'k:old_diet_terms'],
    aboutAll: ['k:level_6'],
    unlessAny: OTHER_FOOD_LEVELS,
    states: ['k:level_6'],
    says: PIECE_SIZE_15,
  },
  {
    id: 'soft-diet-beside-level-6-has-no-shared-definition',
    statement:
      'A local "soft diet" is not an IDDSI level: soft diets had no shared definition, and the 2018 NHS Improvement ' +
      'patient safety alert (NHS/PSA/RE/2018/004) linked the term "soft diet" to deaths; Level 6 Soft & Bite-Sized is ' +
      'defined by its tests and its adult piece size of 1.5 cm (IDDSI Framework 2019).',
    when: {},
    // ("Soft diet" is among the old diet terms in English; 軟餐, 软餐 and 軟菜 are soft meals.)
    about: ['k:soft_meal', 'k:old_diet_terms'],
    aboutAll: ['k:level_6'],
    unlessAny: OTHER_FOOD_LEVELS,
    states: [],
    says: NO_SHARED_DEFINITION,
  },
  {
    id: 'local-diet-names-beside-iddsi-carry-frame',
    statement:
      'Local diet names (soft, minced, puréed meals) had no shared definition; IDDSI replaces them with 8 levels ' +
      'numbered 0 to 7, each with a number, name, colour and simple tests (Cichero JAY et al., Dysphagia 2017;32:293-314).',
    when: { comparison: true },
    about: ['k:soft_meal', 'k:old_diet_terms'],
    aboutAll: ['w:iddsi'],
    states: ['k:level_count'],
  },
  {
    id: 'transitional-definition-carries-its-test',
    statement:
      'A transitional food is checked with 1 ml of water on a 1.5 cm sample, a 1 minute wait and the fork pressure test: ' +
      'pressed until the thumbnail blanches, it has broken apart or changed shape and does not return to it ' +
      '(IDDSI Framework Testing Methods 2.0, 2019).',
    when: { intent: 'definition' },
    about: ['k:transitional'],
    // (The test's steps say it too: "press the base of a fork".)
    states: [],
    says: PRESSED_WITH_FORK,
  },
  {
    id: 'parkinson-mealtime-carries-medicine-timing',
    statement:
      'In Parkinson\'s disease, medicines are given on time and main meals planned for the "on" period, when swallowing ' +
      "is best (Suttrup I, Warnecke T, Dysphagia 2016;31:24-32; Parkinson's UK, Eating, swallowing and saliva control).",
    when: { intent: 'action' },
    about: ['k:eating', 'k:swallow', 'k:dysphagia', 'k:saliva'],
    aboutAll: ['k:parkinson'],
    states: [],
    says: MEDICINE_TIMING,
  },
  {
    id: 'level-3-vs-4-carries-shape-on-spoon',
    statement:
      'Level 3 and Level 4 are told apart by the fork drip and spoon tilt tests: Level 3 drips through the fork prongs ' +
      'and pours off a tilted spoon; Level 4 sits in a mound on the fork and holds its shape on the spoon until it slides ' +
      'off as a whole spoonful (IDDSI Framework Testing Methods 2.0, 2019).',
    when: { comparison: true },
    aboutAll: ['k:level_3', 'k:level_4'],
    // (Level 4's own sentence that it holds its shape answers beside Level 3's: the test article may not be pooled.)
    states: ['k:level_4'],
    says: HOLDS_SHAPE,
    anySource: true,
  },
  {
    id: 'who-decides-names-slp-assessment',
    statement:
      'The speech-language pathologist (speech and language therapist) assesses swallowing and recommends the IDDSI food ' +
      'and drink levels; care staff and families do not choose or change them (IDDSI; RCSLT Position Paper on Dysphagia, 2014).',
    when: { intent: 'who' },
    states: ['k:slp'],
    says: ASSESSES,
  },
  {
    id: 'who-decides-names-the-team',
    statement:
      'The level is set by the speech-language pathologist within the care team: nurses and doctors screen and refer, ' +
      'the SLP assesses and prescribes the levels, the doctor treats the cause (IDDSI; RCSLT Position Paper on ' +
      'Dysphagia, 2014; ASHA Adult Dysphagia practice portal).',
    when: {},
    about: ['k:who_decides'],
    states: ['k:slp', 'k:doctor'],
    says: ASSESSES,
  },
  {
    id: 'dysphagia-definition-carries-phases',
    statement:
      'Dysphagia is described by the stage affected: oral, pharyngeal or oesophageal; oesophageal dysphagia (food ' +
      'sticking in the chest) needs medical investigation (WGO Global Guideline Dysphagia 2014).',
    when: { intent: 'definition' },
    about: ['k:what_is_dysphagia'],
    // (A sentence that names dysphagia by its stages, not the five-phase model of eating that names them too.)
    states: ['k:oesophageal', 'k:dysphagia'],
  },
  {
    id: 'dementia-eating-carries-small-frequent-meals',
    statement:
      'A person with dementia who eats slowly or tires is offered small, frequent meals and snacks every 2-3 hours ' +
      '(ESPEN guideline on nutrition in dementia, Volkert D et al., Clin Nutr 2015;34:1052-73).',
    when: { intent: 'action' },
    about: ['k:eating', 'k:swallow', 'k:dysphagia'],
    aboutAll: ['k:dementia'],
    states: [],
    says: SMALL_FREQUENT_MEALS,
  },
  {
    id: 'weight-loss-eating-carries-small-frequent-meals',
    statement:
      'A person with dysphagia who is losing weight or eating too little is offered small, frequent meals and snacks ' +
      'beside fortified food (ESPEN guideline on clinical nutrition and hydration in geriatrics, Volkert D et al., ' +
      'Clin Nutr 2019;38:10-47).',
    when: {},
    about: ['k:weight_loss', 'k:weight_still_falling'],
    unlessAny: WEIGHT_LOSS_AS_SIGN,
    asks: EATS_OR_FEEDS,
    states: [],
    says: SMALL_FREQUENT_MEALS,
  },
  {
    id: 'parkinson-mealtime-carries-upright-posture',
    statement:
      "In Parkinson's disease, meals are taken sitting fully upright, which with the right IDDSI levels and mouth care " +
      'lowers the risk of aspiration pneumonia (Suttrup I, Warnecke T, Dysphagia 2016;31:24-32; RCSLT guidance).',
    when: { intent: 'action' },
    about: ['k:eating', 'k:swallow', 'k:dysphagia'],
    aboutAll: ['k:parkinson'],
    states: ['k:upright'],
  },
  {
    id: 'parkinson-swallowing-carries-its-signs',
    statement:
      "The signs of dysphagia in Parkinson's disease: coughing at meals, a wet voice, food left in the mouth, slow " +
      'eating, drooling, weight loss and difficulty with tablets (Suttrup I, Warnecke T, Dysphagia 2016;31:24-32).',
    when: {},
    about: ['k:eating', 'k:swallow', 'k:dysphagia', 'k:cough'],
    aboutAll: ['k:parkinson'],
    states: ['k:saliva', 'k:cough'],
  },
  {
    id: 'parkinson-swallowing-carries-silent-aspiration',
    statement:
      "Silent aspiration is common in Parkinson's disease: food, drink or saliva can enter the airway without a cough, " +
      'so a chest infection may be the only sign (Suttrup I, Warnecke T, Dysphagia 2016;31:24-32; Pflug C et al., ' +
      'Neurology 2018;90:e1189-95).',
    when: {},
    about: ['k:eating', 'k:swallow', 'k:dysphagia', 'k:cough', 'k:feeding_assist'],
    aboutAll: ['k:parkinson'],
    states: ['k:silent_aspiration'],
  },
  {
    id: 'feeding-position-carries-mouthful-and-pace',
    statement:
      'Positioning for assisted feeding goes with the feeding itself: small mouthfuls of about a teaspoon, a slow ' +
      'pace with the mouth clear before the next, the feeder seated at eye level (RCSLT and ASHA dysphagia guidance).',
    when: {},
    about: ['k:positioning'],
    aboutAll: ['k:feeding_assist'],
    states: [],
    says: TEASPOON,
  },
  {
    id: 'feeding-position-carries-feeder-at-eye-level',
    statement:
      "Positioning for assisted feeding includes the feeder's: seated at the person's eye level, facing them or slightly " +
      'to the side, never standing over them, so the head is not tipped back to look up (RCSLT and ASHA dysphagia guidance).',
    when: {},
    about: ['k:positioning'],
    aboutAll: ['k:feeding_assist'],
    states: [],
    says: EYE_LEVEL,
  },
  {
    id: 'feeding-position-carries-chin-slightly-down',
    statement:
      "Positioning for assisted feeding includes the head's: in line with the body with the chin slightly down (the " +
      'neck slightly flexed), never tipped back, which opens the airway (Logemann JA, Evaluation and Treatment of ' +
      'Swallowing Disorders, 2nd ed., 1998; RCSLT and ASHA dysphagia guidance).',
    when: {},
    about: ['k:positioning'],
    aboutAll: ['k:feeding_assist'],
    states: [],
    says: CHIN_SLIGHTLY_DOWN,
  },
  {
    id: 'guss-carries-its-subtests',
    statement:
      'The GUSS starts with an indirect saliva test, then tests semisolid, liquid and solid textures in that order, ' +
      'stopping at the first sign of aspiration (Trapl M et al., Stroke 2007;38:2948-52).',
    when: {},
    about: ['k:guss'],
    states: ['k:guss'],
    says: GUSS_TEXTURES,
  },
  {
    id: 'ageing-question-carries-when-to-assess',
    statement:
      'Swallowing slows with age (presbyphagia), but ageing alone does not cause dysphagia: coughing, choking, a wet ' +
      'voice, weight loss or chest infections are signs to have the swallow assessed (Humbert IA, Robbins J, Phys Med ' +
      'Rehabil Clin N Am 2008;19:853-66).',
    when: {},
    about: ['k:dysphagia', 'k:swallow'],
    aboutAll: ['k:ageing'],
    states: ['k:slp'],
    says: ASSESSES,
  },
  {
    id: 'dysphagia-definition-carries-causes',
    statement:
      'Dysphagia is a symptom of another condition: most often stroke and other neurological diseases that weaken ' +
      'the nerves and muscles of swallowing, dementia, head and neck cancer, and ageing with frailty (WGO Global ' +
      'Guideline Dysphagia 2014; Clavé P, Shaker R, Nat Rev Gastroenterol Hepatol 2015;12:259-70).',
    when: { intent: 'definition' },
    about: ['k:what_is_dysphagia'],
    states: ['k:stroke'],
    says: NERVES_MUSCLES,
  },
  {
    id: 'dysphagia-definition-carries-risks',
    statement:
      'Dysphagia matters because food, drink or saliva can enter the airway and lungs: it leads to aspiration ' +
      'pneumonia, choking, malnutrition and dehydration (WGO Global Guideline Dysphagia 2014; Marik PE, N Engl J Med ' +
      '2001;344:665-71).',
    when: { intent: 'definition' },
    about: ['k:what_is_dysphagia'],
    states: ['k:aspiration_pneumonia'],
  },
  {
    id: 'water-test-grade-carries-interpretation',
    statement:
      'The 30 ml water swallowing test (Kubota) is read by profile: profile 1 within 5 seconds is normal, profile 1 over ' +
      '5 seconds or profile 2 is suspicious, profiles 3 to 5 are abnormal (Kubota T et al., Sogo Rehabilitation ' +
      '1982;10:271-6; Japanese Society of Dysphagia Rehabilitation, screening guidance).',
    when: {},
    about: ['k:kubota_water_test'],
    states: ['k:water_swallow_test'],
    says: FIVE_SECONDS,
  },
  {
    id: 'jdd-thickness-carries-iddsi-drink-levels',
    statement:
      'The three JDD2021 thickness stages share their English names with IDDSI Levels 2, 3 and 4, but drinks made to ' +
      'them measured IDDSI Level 1-2, mostly 2 and mostly 3 with the flow test, so the drink is tested (Yokote Y et al., ' +
      'EC Nutrition 2017;10(5); JSDR Dysphagia Diet Classification 2021).',
    when: {},
    about: ['k:thickened', 'k:thickener'],
    // (A question about JDD alone, its stages' viscosities, is not asking for IDDSI's levels.)
    aboutAll: ['k:jdd', 'w:iddsi'],
    states: ['k:level_2', 'k:level_3'],
    says: NUMBERED_DRINK_LEVEL,
  },
  {
    id: 'udf-beside-iddsi-has-no-official-table',
    statement:
      'Universal Design Food categories (Japan Care Food Conference) are a separate labelling system from IDDSI, with no ' +
      'official table between them: a "can be crushed with the tongue" product is tested with the IDDSI fork tests ' +
      "against the person's prescribed level (Japan Care Food Conference UDF standard; IDDSI Framework 2019).",
    when: {},
    // (A package's UDF label asked as an IDDSI level: "舌でつぶせる，这是IDDSI几级？")
    about: ['k:udf'],
    aboutAll: ['w:iddsi'],
    states: ['k:udf'],
    says: NO_UDF_TABLE,
  },
  {
    id: 'jdd-thickness-stages-carry-viscosity',
    statement:
      'JDD2021 grades thickened liquids in three stages by viscosity: mildly thick 50-150, moderately thick 150-300 and ' +
      'extremely thick 300-500 mPa·s (cone-plate viscometer, shear rate 50 s-1, 20 °C) (JSDR Dysphagia Diet Classification 2021).',
    when: {},
    about: ['k:jdd_thickness_stage', 'k:viscosity'],
    unlessAsks: TELLS_APART_BY_EYE,
    anySource: true,
    states: [],
    says: JDD_VISCOSITY_BANDS,
  },
  {
    id: 'jdd-stage-figure-carries-viscosity',
    statement:
      'A JDD2021 thickness stage asked for in numbers is given by its viscosity band: mildly thick 50-150, moderately ' +
      'thick 150-300, extremely thick 300-500 mPa·s (JSDR Dysphagia Diet Classification 2021).',
    when: {},
    about: ['k:jdd_stage_name'],
    aboutAll: ['k:asks_figure'],
    anySource: true,
    states: [],
    says: JDD_VISCOSITY_BANDS,
  },
  {
    id: 'jdd-stage-comparison-carries-viscosity',
    statement:
      'Two JDD2021 thickness stages compared differ by their viscosity bands: 50-150, 150-300, 300-500 mPa·s ' +
      '(JSDR Dysphagia Diet Classification 2021).',
    when: { comparison: true },
    about: ['k:jdd_stage_name'],
    unlessAsks: TELLS_APART_BY_EYE,
    anySource: true,
    states: [],
    says: JDD_VISCOSITY_BANDS,
  },
  {
    id: 'jdd-stage-comparison-carries-straw',
    statement:
      'JDD2021 describes each thickness stage as drunk: mildly thick sucks easily through a straw, moderately thick ' +
      'resists a straw, extremely thick is eaten from a spoon and hard to suck through a straw (JSDR Dysphagia Diet Classification 2021).',
    when: { comparison: true },
    about: ['k:jdd_stage_name'],
    anySource: true,
    states: [],
    says: JDD_STAGES_BY_STRAW,
  },
  {
    id: 'whom-to-ask-names-slp-assessment',
    statement:
      'Whom to ask about swallowing: the speech-language pathologist, who assesses it; the doctor is told of changes ' +
      '(IDDSI; RCSLT Position Paper on Dysphagia, 2014).',
    when: {},
    about: ['k:refer'],
    states: ['k:slp'],
    says: ASSESSES,
  },
  {
    id: 'oral-care-carries-daily-routine',
    statement:
      'Oral care to prevent aspiration pneumonia: brush teeth, gums and tongue at least twice a day with a soft brush, ' +
      'clean dentures daily and take them out at night, with the person upright (Sjögren P et al., J Am Geriatr Soc ' +
      '2008;56:2124-30; van der Maarel-Wierink CD et al., Gerodontology 2013;30:3-9).',
    when: {},
    about: ['k:oral_care'],
    states: ['k:denture'],
    says: BRUSHES,
  },
  {
    id: 'pneumonia-prevention-carries-oral-care',
    statement:
      'Poor oral hygiene is a main, modifiable risk factor of aspiration pneumonia; daily mouth care lowers it ' +
      '(Sjögren P et al., J Am Geriatr Soc 2008;56:2124-30).',
    when: { shape: 'tips' },
    about: ['k:aspiration_pneumonia'],
    states: [],
    says: BRUSHES,
  },
  {
    id: 'oral-care-effect-carries-pneumonia-reduction',
    statement:
      'Daily professional and carer mouth care lowers the rate of pneumonia in care-home residents (Yoneyama T et al., ' +
      'J Am Geriatr Soc 2002;50:430-3; Sjögren P et al., J Am Geriatr Soc 2008;56:2124-30).',
    when: {},
    aboutAll: ['k:oral_care', 'k:aspiration_pneumonia'],
    asks: ASKS_EFFECT,
    states: [],
    says: PNEUMONIA_LOWERED,
  },
  {
    id: 'pneumonia-action-carries-mouth-care-routine',
    statement:
      'What to do against aspiration pneumonia starts with daily mouth care: brush teeth, gums and tongue at least ' +
      'twice a day and clean dentures daily, with the person upright (Sjögren P et al., J Am Geriatr Soc ' +
      '2008;56:2124-30; van der Maarel-Wierink CD et al., Gerodontology 2013;30:3-9).',
    when: { intent: 'action' },
    about: ['k:aspiration_pneumonia'],
    states: ['k:denture'],
    says: BRUSHES,
  },
  {
    id: 'pneumonia-prevention-carries-upright-after-meals',
    statement:
      'Everyday measures against aspiration pneumonia beside mouth care: sitting fully upright for meals and staying ' +
      'upright for at least 30 minutes afterwards, food and drinks only at the prescribed IDDSI levels (NICE CG32; ' +
      'RCSLT and ASHA dysphagia guidance; van der Maarel-Wierink CD et al., Gerodontology 2013;30:3-9).',
    when: {},
    about: ['k:aspiration_pneumonia'],
    asks: ASKS_PREVENTION,
    states: ['k:upright'],
    says: THIRTY_MINUTES,
  },
  {
    id: 'referral-signs-carry-weight-loss',
    statement:
      'The signs to refer a person with swallowing difficulty include unintentional weight loss or eating much less, ' +
      'beside coughing or choking at meals, a wet voice and repeated chest infections (RCSLT Position Paper on ' +
      'Dysphagia, 2014; NICE CG32, Nutrition support for adults, 2006).',
    when: { shape: 'signs' },
    about: ['k:refer'],
    anySource: true,
    states: ['k:refer', 'k:weight_loss'],
  },
  {
    id: 'who-assesses-names-the-team',
    statement:
      'Who assesses a swallow: the speech-language pathologist, within a team where nurses and doctors screen and ' +
      'refer and the doctor treats the cause; where no SLP works on site, the doctor refers to one (RCSLT Position ' +
      'Paper on Dysphagia, 2014; ASHA Adult Dysphagia practice portal).',
    when: { intent: 'who' },
    asks: ASKS_ASSESSMENT,
    anySource: true,
    states: ['k:slp', 'k:doctor'],
    says: ASSESSES,
  },
  {
    id: 'tablet-difficulty-carries-other-forms',
    statement:
      'When tablets are hard to swallow, the pharmacist is asked for another form (a liquid, a dispersible or ' +
      'orodispersible tablet, a patch) before any tablet is crushed or a capsule opened (Royal Pharmaceutical Society, ' +
      'Pharmaceutical issues when crushing, opening or splitting oral dosage forms, 2011; NEWT Guidelines).',
    when: {},
    about: ['k:crush', 'k:medicine'],
    states: ['k:pharmacist'],
    says: OTHER_FORMS,
  },
  {
    id: 'positioning-carries-upright-after-meals',
    statement:
      'Positioning for meals goes on after them: the person stays sitting upright for at least 30 minutes after eating ' +
      'or drinking, to lower the risk of reflux and aspiration (RCSLT and ASHA dysphagia guidance; NICE CG32).',
    when: {},
    about: ['k:positioning'],
    states: ['k:upright'],
    says: THIRTY_MINUTES,
  },
  {
    id: 'choking-action-carries-keep-coughing',
    statement:
      'Mild choking: a person who can still cough, speak and breathe is encouraged to keep coughing, the best way to ' +
      'clear a mild obstruction; back blows start only when coughing stops working (Resuscitation Council UK, Adult ' +
      'choking algorithm 2021; ERC Guidelines 2021).',
    when: { intent: 'action' },
    about: ['k:choking'],
    states: ['k:cough'],
    says: KEEP_COUGHING,
  },
  {
    id: 'malnutrition-screen-carries-its-measures',
    statement:
      'Malnutrition risk is screened with a validated tool such as MUST, which scores body mass index, unplanned weight ' +
      'loss over 3-6 months and the effect of acute illness on eating (BAPEN, Malnutrition Universal Screening Tool, ' +
      '2003; NICE CG32).',
    when: {},
    about: ['k:malnutrition'],
    asks: ASKS_SCREENING,
    // (The Japanese article names the tool in the sentence before the one that lists its measures.)
    states: [],
    says: BMI,
  },
  {
    id: 'choking-action-carries-emergency-call',
    statement:
      'Severe choking: call the emergency services (999, 112, 911) as soon as possible, or have someone else call ' +
      'while first aid is given (Resuscitation Council UK, Adult choking algorithm 2021; ERC Guidelines 2021).',
    when: { intent: 'action' },
    about: ['k:choking'],
    states: ['k:emergency_call'],
  },
  {
    id: 'first-aid-question-carries-emergency-call',
    statement:
      'Any answer on choking first aid (back blows, abdominal or chest thrusts) says to call the emergency services as ' +
      'soon as possible: first aid is given while help is on its way (Resuscitation Council UK, Adult choking algorithm ' +
      '2021; ERC Guidelines 2021).',
    when: {},
    about: ['k:back_blows', 'k:abdominal_thrusts', 'k:chest_thrusts', 'k:first_aid'],
    states: ['k:emergency_call'],
  },
  {
    id: 'choking-first-aid-carries-cpr',
    statement:
      'Choking first aid ends with what to do when the person becomes unresponsive: lower them to the floor, make sure ' +
      'the emergency services are called and start CPR with chest compressions (Resuscitation Council UK, Adult choking ' +
      'algorithm 2021; ERC Guidelines 2021).',
    when: { intent: 'action' },
    about: ['k:choking', 'k:back_blows', 'k:abdominal_thrusts', 'k:chest_thrusts', 'k:first_aid'],
    states: [],
    says: CPR,
  },
  {
    id: 'thickened-drink-steps-carry-over-thickening-risk',
    statement:
      'Over-thickening is a common error: a drink that is too thick leaves residue, is drunk less and can lead to ' +
      'dehydration, so a thickened drink is made to the prescribed level, never thicker "to be safe" (Cichero JAY, ' +
      'Nutr J 2013;12:54; IDDSI Framework Testing Methods 2.0, 2019).',
    when: { intent: 'action' },
    about: ['k:thickener', 'k:thickened'],
    states: ['k:over_thickening', 'k:dehydration'],
  },
  {
    id: 'food-level-comparison-carries-chewing',
    statement:
      'IDDSI food levels differ in the chewing they need: Level 5 Minced & Moist needs only minimal chewing, Level 6 ' +
      'Soft & Bite-Sized needs chewing but no biting, Level 7 Easy to Chew needs chewing (IDDSI Framework 2019, ' +
      'Detailed Level Definitions).',
    when: { comparison: true },
    about: CHEWED_FOOD_LEVELS,
    anySource: true,
    states: ['k:chew'],
  },
  {
    id: 'standards-comparison-carries-no-one-to-one-match',
    statement:
      'National dysphagia diet standards (JDD2021, UDF, the 2019 Chinese expert consensus) do not map one-to-one to ' +
      'IDDSI levels: asked how they correspond, an answer says a label gives the nearest level at most, so the IDDSI ' +
      'level is confirmed with the SLP and the food ' +
      'or drink tested (JSDR Dysphagia Diet Classification 2021; Yokote Y et al., EC Nutrition 2017;10(5)).',
    when: { intent: 'mapping' },
    about: OTHER_STANDARDS,
    aboutAll: ['w:iddsi'],
    anySource: true,
    states: [],
    says: NOT_ONE_TO_ONE,
  },
  {
    // "The hospital speaks in JDD codes, the dietitian in IDDSI levels: what is the difference?": telling the two apart
    // is where a reader swaps one for the other, so the difference carries the same caveat as a mapping question.
    id: 'standards-difference-carries-no-one-to-one-match',
    statement:
      'National dysphagia diet standards (JDD2021, UDF, the 2019 Chinese expert consensus) do not map one-to-one to ' +
      'IDDSI levels: asked how one differs from IDDSI, an answer says so, and the IDDSI level is confirmed with the ' +
      'SLP (JSDR Dysphagia Diet Classification 2021; Yokote Y et al., EC Nutrition 2017;10(5)).',
    when: { comparison: true },
    about: OTHER_STANDARDS,
    aboutAll: ['w:iddsi'],
    anySource: true,
    states: [],
    says: NOT_ONE_TO_ONE,
    // (The difference's answer is long already: its other stages, "薄いとろみ", must keep their room.)
    shortest: true,
  },
  {
    id: 'fluid-intake-carries-dehydration-signs',
    statement:
      'Fluid intake is checked by the signs of dehydration, reported the same day: dark or strong-smelling urine or ' +
      'passing less urine, a dry mouth or lips, new confusion or drowsiness, constipation (NHS, Dehydration; NPSA and ' +
      'RCN, Water for health: hydration best practice toolkit, 2007).',
    when: {},
    about: ['k:hydration', 'k:dehydration'],
    // (Not how much is drunk: coughing on drinks asks about aspiration, an old name for thick fluids its level, a
    // water swallow test or a medicine its own amount, mouth care its routine.)
    unlessAny: FLUID_INTAKE_ASIDE,
    states: ['k:dehydration', 'k:urine'],
  },
  {
    id: 'standard-maker-names-its-body',
    statement:
      'Asked who made a diet standard, an answer names the body that publishes it: JDD2021 the Japanese Society of ' +
      'Dysphagia Rehabilitation, UDF the Japan Care Food Conference, the framework IDDSI the International Dysphagia ' +
      'Diet Standardisation Initiative (JSDR Dysphagia Diet Classification 2021; Cichero JAY et al., Dysphagia 2017;32:293-314).',
    when: {},
    about: [...OTHER_STANDARDS, 'w:iddsi'],
    asks: ASKS_PUBLISHER,
    states: [],
    says: PUBLISHING_BODY,
  },
  {
    id: 'fluid-amount-carries-little-and-often',
    statement:
      'How much a person drinks a day is reached by offering drinks in small amounts often through the day, not a full ' +
      'cup at a time, and recording intake (NPSA and RCN, Water for health: hydration best practice toolkit, 2007; ' +
      'Volkert D et al., ESPEN guideline on clinical nutrition and hydration in geriatrics, Clin Nutr 2019;38:10-47).',
    when: {},
    about: ['k:hydration'],
    unlessAny: FLUID_INTAKE_ASIDE,
    asks: ASKS_AMOUNT,
    states: [],
    says: LITTLE_AND_OFTEN,
  },
  {
    id: 'weight-loss-carries-fortified-meals-and-supplements',
    statement:
      'Weight loss with dysphagia is met with fortified food, small frequent meals and snacks, and oral nutritional ' +
      'supplements at the prescribed IDDSI level, with regular weighing and referral to a dietitian (NICE CG32, ' +
      'Nutrition support for adults, 2006; Volkert D et al., ESPEN guideline on clinical nutrition and hydration in ' +
      'geriatrics, Clin Nutr 2019;38:10-47).',
    when: {},
    about: ['k:weight_loss', 'k:malnutrition', 'k:fortify'],
    unlessAny: WEIGHT_LOSS_AS_SIGN,
    states: ['k:fortify', 'k:supplement'],
  },
  {
    id: 'meal-preparation-carries-method',
    statement:
      'Texture-modified food is made by removing bones, skin and pips, cooking until soft, blending or mincing each ' +
      'food separately with sauce, gravy or milk rather than water, and checking it with the IDDSI tests just before ' +
      'serving (IDDSI Framework Testing Methods 2.0, 2019; Cichero JAY, J Texture Stud 2016;47:277-83).',
    when: { intent: 'action' },
    about: ['k:prepare_meal'],
    anySource: true,
    states: ['k:blend'],
    says: BONES_TO_SAUCE,
  },
  {
    id: 'swallow-assessment-carries-instrumental',
    statement:
      'Who assesses a swallow: the speech-language pathologist, at the bedside and, when the swallow must be seen, ' +
      'with an instrumental assessment, a videofluoroscopic swallow study (VFSS) or a fibreoptic endoscopic ' +
      'evaluation of swallowing (FEES) (RCSLT Position Paper on Dysphagia, 2014; ASHA Adult Dysphagia practice portal).',
    when: {},
    about: ['k:who_decides'],
    asks: ASKS_ASSESSMENT,
    anySource: true,
    states: ['k:slp', 'k:instrumental'],
  },
  {
    id: 'radiotherapy-swallowing-carries-its-effects',
    statement:
      'Radiotherapy and chemoradiotherapy to the head and neck affect swallowing through mucositis, dry mouth and taste ' +
      'change during and soon after treatment, and later through fibrosis that stiffens the tissues and limits mouth ' +
      'opening, months or years after treatment (NICE NG36, Cancer of the upper aerodigestive tract, 2016; Hutcheson KA ' +
      'et al., Cancer 2012;118:5793-9).',
    when: {},
    about: ['k:radiotherapy'],
    states: ['k:radiotherapy', 'k:dry_mouth'],
    says: FIBROSIS,
  },
  {
    id: 'aspiration-definition-carries-silent',
    statement:
      'Aspiration is food, drink or saliva entering the airway below the vocal cords; it may be silent, with no cough or ' +
      'other outward sign, so no coughing does not mean a safe swallow (Ramsey DJC et al., Stroke 2003;34:1252-7).',
    when: { intent: 'definition' },
    about: ['k:aspiration'],
    // (Asked what silent aspiration is, its own definition answers: silent-aspiration-carries-pneumonia.)
    unlessAny: ['k:silent_aspiration'],
    states: ['k:silent_aspiration'],
  },
  {
    id: 'chewed-food-level-definition-carries-its-test',
    statement:
      'Levels 5, 6 and 7 Easy to Chew are defined by their tests as much as their words: the fork pressure test (pressed ' +
      'with the base of a fork until the thumbnail blanches, the food squashes and does not return to its shape) and, ' +
      'for Level 5, the 4 mm gap between fork prongs (IDDSI Framework Testing Methods 2.0, 2019).',
    // (Two levels compared are told apart by food-level-comparison-carries-chewing and the levels' own passages.)
    when: { intent: 'definition', comparison: false },
    about: CHEWED_FOOD_LEVELS,
    // (A local diet name read as a level, "軟餐", is answered by what it is beside IDDSI: soft-diet-beside-level-6-*.)
    unlessAny: ['k:soft_meal', 'k:old_diet_terms'],
    states: ['k:fork'],
    says: NAMES_A_TEST,
  },
  {
    id: 'chewed-food-level-check-carries-its-test',
    statement:
      'Whether a dish meets Level 5, 6 or 7 Easy to Chew is checked with the fork tests before it is served: the fork ' +
      'pressure test, and for Level 5 the 4 mm gap between fork prongs (IDDSI Framework Testing Methods 2.0, 2019).',
    when: {},
    about: CHEWED_FOOD_LEVELS,
    asks: ASKS_CHECK,
    states: ['k:fork'],
    says: NAMES_A_TEST,
  },
  {
    id: 'oral-care-routine-carries-its-purpose',
    statement:
      'Mouth care is done to keep the bacteria of the mouth out of the lungs: it lowers aspiration pneumonia, also in ' +
      'people who eat nothing by mouth and still swallow saliva (Yoneyama T et al., J Am Geriatr Soc 2002;50:430-3; ' +
      'van der Maarel-Wierink CD et al., Gerodontology 2013;30:3-9).',
    when: { intent: 'action' },
    about: ['k:oral_care'],
    states: [],
    says: PNEUMONIA,
  },
];

/** The companion facts a question asks for, given its list shapes, intents and whether it compares. */
export function companionFactsFor(
  question: { features: Features; shapes: readonly string[]; intents: readonly string[]; comparison: boolean; text?: string },
  facts: readonly CompanionFact[] = COMPANION_FACTS,
): CompanionFact[] {
  return facts.filter((f) => {
    const { shape, comparison, intent } = f.when;
    const shaped =
      (shape === undefined || question.shapes.includes(shape)) &&
      (comparison === undefined || question.comparison === comparison) &&
      (intent === undefined || question.intents.includes(intent));
    const named =
      (f.about === undefined || f.about.some((a) => question.features.has(a))) &&
      (f.aboutAll ?? []).every((a) => question.features.has(a)) &&
      !(f.unlessAny ?? []).some((a) => question.features.has(a)) &&
      !(f.unlessAsks && question.text !== undefined && f.unlessAsks.test(question.text)) &&
      !(f.asks && !(question.text !== undefined && f.asks.test(question.text)));
    return shaped && named;
  });
}

/** True when a sentence states the fact: its features, and its words when the fact gives them. */
export function statesFact(fact: CompanionFact, sentence: { text: string; features: Features }): boolean {
  return fact.states.every((s) => sentence.features.has(s)) && (fact.says === undefined || fact.says.test(sentence.text));
}
