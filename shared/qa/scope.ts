/**
 * Whether a question is about what the articles cover at all, with a
 * positive scope model. The articles are about one subject: dysphagia and
 * swallowing, texture-modified food and drink (IDDSI and the other diet
 * standards), and mealtime care. A question is in scope when it names that
 * subject: a concept of the domain (concepts.ts) other than the ones that
 * only set a question's context ("mum", "Hong Kong", "how much"), or a word
 * of the in-scope vocabulary below (SCOPE_SUBJECTS, every locale). A question
 * that names none of it ("how long should sourdough rest?", "強積金可以扣幾多稅？")
 * is answered "not covered". So is one that names a subject known to be
 * outside the articles (diabetes medicines, tax, baking: the concepts with
 * `outside` in concepts.ts) and nothing central to them; one that names both
 * ("my diabetic mum has dysphagia: can she have thickened juice?") is in scope.
 */
import type { QaLocale } from '../languages';
import { CONCEPT_TOPICS, CONCEPTS, conceptsIn, normaliseForMatch } from './concepts';
import { asksOrRequests } from './question-intent';
import { type Features, textFeatures } from './text-features';
import { escapeRegExp } from '../text/regex';

/**
 * Concepts that put a question inside the articles' subject beside an outside one: every concept
 * central to a topic (concepts.ts), every IDDSI level, and the words of swallowing, textures and
 * choking, except the broad ones an outside question shares by chance ("medicine" in "blood
 * pressure medicine"; "after meals" times a diabetes medicine as often as it times sitting upright; "can I eat /
 * drink it with my blood pressure pills" asks about a food, not about swallowing it).
 */
const BROAD = new Set([
  'k:medicine',
  'k:urine',
  'k:dose',
  'k:eating',
  'k:elderly_resident',
  'k:weight',
  'k:after_meal',
  'k:can_eat',
  'k:can_drink',
]);
/** The words of swallowing, textures and choking: these bring any outside question back in scope. */
const CARE_ANCHORS: ReadonlySet<string> = new Set(
  ['dysphagia', 'swallow', 'aspiration', 'choking', 'cough', 'wet_voice', 'thickened', 'thickener', 'soft_meal', 'slp', 'chew'].map(
    (id) => `k:${id}`,
  ),
);
export const SCOPE_ANCHORS: ReadonlySet<string> = new Set([...CONCEPT_TOPICS.keys(), ...CARE_ANCHORS].filter((f) => !BROAD.has(f)));

/** Outside concept feature ("k:id") → why the articles do not cover it. */
export const OUTSIDE_SUBJECTS: ReadonlyMap<string, string> = new Map(
  CONCEPTS.filter((c) => c.outside).map((c) => [`k:${c.id}`, c.outside!]),
);

/**
 * Concepts that only set the context of a question (who, where, how much, what kind): a question
 * about tax for "mum" or a recipe "in Hong Kong" is not about the articles' subject through them.
 */
export const CONTEXT_CONCEPTS: ReadonlySet<string> = new Set(
  [
    'elderly_resident',
    'adult',
    'child',
    'pregnant',
    'doctor',
    'refer',
    'hong_kong',
    'diet_standard',
    'dose',
    'types',
    'size',
    'colour',
    'temperature',
    'cause',
    'symptom',
    'weight',
    'urine',
    'medicine',
    'mix',
    'pour',
    'discard',
    'storage',
    'prepare_meal',
    'avoid',
    'meal_time',
  ].map((id) => `k:${id}`),
);

/** A subject of the articles named in every corpus locale: a question that names one is in scope. */
export interface ScopeSubject {
  id: string;
  /** What the articles say about it (why it is in scope). */
  about: string;
  /** Words that name it; Latin words match whole (an "s" plural too), CJK ones anywhere. */
  terms: Readonly<Record<QaLocale, readonly string[]>>;
}

export const SCOPE_SUBJECTS: readonly ScopeSubject[] = [
  {
    id: 'swallowing',
    about: 'dysphagia, swallowing, choking and aspiration',
    terms: {
      en: ['swallow', 'swallowing', 'dysphagia', 'choke', 'choking', 'aspiration', 'aspirate', 'aspirating', 'gag', 'cough'],
      'zh-HK': ['吞嚥', '吞', '哽', '嗆', '誤吸', '咳'],
      'zh-CN': ['吞咽', '噎', '呛', '误吸', '咳'],
      ja: ['嚥下', '飲み込', '飲みこ', '誤嚥', 'むせ', '窒息', '咳'],
    },
  },
  {
    id: 'texture_modified',
    about: 'IDDSI levels, texture-modified food and thickened drinks, and the other diet standards',
    terms: {
      en: [
        'iddsi',
        'texture',
        'textured',
        'puree',
        'pureed',
        'purée',
        'puréed',
        'minced',
        'mashed',
        'thick',
        'thickened',
        'thickener',
        'liquidised',
        'blended',
        'jelly',
        'thickness',
        'viscosity',
        'consistency',
      ],
      'zh-HK': [
        'IDDSI',
        '質地',
        '稠',
        '稀',
        '糊',
        '碎',
        '軟餐',
        '凝固粉',
        '凝固水',
        '啫喱',
        '級別',
        '嗰級',
        '邊級',
        '邊一級',
        '第幾級',
        '黏度',
        '粘度',
      ],
      'zh-CN': [
        'IDDSI',
        '质地',
        '稠',
        '稀',
        '糊',
        '泥',
        '软食',
        '半流质',
        '流质',
        '增稠',
        '级别',
        '哪级',
        '哪一级',
        '第几级',
        '黏度',
        '粘度',
      ],
      ja: [
        'IDDSI',
        'とろみ',
        'ペースト',
        'ミキサー',
        'きざみ',
        '刻み',
        '嚥下食',
        '介護食',
        'ゼリー',
        'ムース',
        '形態',
        'やわらか',
        'レベル',
        '粘度',
      ],
    },
  },
  {
    id: 'food_and_drink',
    about: 'what a person with swallowing difficulties eats and drinks, and how much',
    terms: {
      en: ['food', 'drink', 'drinking', 'fluid', 'liquid', 'water', 'meal', 'snack', 'diet', 'eat', 'eating', 'beverage', 'soup'],
      'zh-HK': ['食物', '食品', '飲品', '飲料', '嘢食', '嘢飲', '飲嘢', '飲水', '水分', '餐', '湯', '粥'],
      'zh-CN': ['食物', '食品', '饮品', '饮料', '饮食', '膳食', '喝水', '水分', '餐', '汤', '粥', '吃'],
      ja: ['食べ物', '食品', '飲み物', '食事', '食べ', '飲む', '飲ん', '飲め', '水分', '料理', '献立', 'おかゆ', '間食', 'おやつ'],
    },
  },
  {
    id: 'mealtime_care',
    about: 'feeding, positioning, mouth care, nutrition and medicines at mealtimes',
    terms: {
      en: [
        'feed',
        'feeding',
        'fed',
        'mealtime',
        'mouth',
        'oral',
        'teeth',
        'tooth',
        'denture',
        'tongue',
        'throat',
        'chew',
        'chewing',
        'appetite',
        'posture',
        'nutrition',
        'weight loss',
        'losing weight',
        'hydration',
        'dehydrated',
        'tablet',
        'pill',
        'capsule',
      ],
      'zh-HK': ['餵', '口腔', '牙', '假牙', '咀嚼', '喉嚨', '胃口', '營養', '體重', '脫水', '藥丸', '姿勢', '坐姿'],
      'zh-CN': ['喂', '口腔', '牙', '义齿', '咀嚼', '喉咙', '胃口', '营养', '体重', '脱水', '药片', '姿势', '坐姿'],
      ja: ['介助', '口腔', '歯', '入れ歯', '義歯', '噛', 'のど', '喉', '食欲', '栄養', '体重', '脱水', '錠剤', '姿勢'],
    },
  },
  {
    id: 'conditions_and_care',
    about: 'conditions that bring dysphagia and the clinicians who assess it',
    terms: {
      en: [
        'stroke',
        'parkinson',
        "parkinson's",
        'dementia',
        'head and neck cancer',
        'radiotherapy',
        'speech therapist',
        'speech and language therapist',
        'slp',
        'slt',
        'vfss',
        'fees',
        'vf',
        've',
        'videofluoroscopy',
        'endoscopy',
      ],
      'zh-HK': ['中風', '柏金遜', '帕金森', '認知障礙', '腦退化', '失智', '電療', '言語治療', '吞嚥造影', '內窺鏡'],
      'zh-CN': ['中风', '卒中', '帕金森', '痴呆', '失智', '认知障碍', '放疗', '言语治疗', '吞咽造影', '内镜'],
      ja: ['脳卒中', 'パーキンソン', '認知症', 'がん', '放射線', '言語聴覚士', '言語療法', '嚥下造影', '内視鏡'],
    },
  },
];

const LATIN_TERM = /^[a-z0-9' ]+$/;

/** One pattern over the given subjects' terms in every locale, compiled once per container. */
function scopePattern(subjects: readonly ScopeSubject[]): RegExp {
  const terms = [...new Set(subjects.flatMap((s) => Object.values(s.terms).flat()).map((t) => normaliseForMatch(t)))];
  const latin = terms.filter((t) => LATIN_TERM.test(t)).map(escapeRegExp);
  const other = terms.filter((t) => !LATIN_TERM.test(t)).map(escapeRegExp);
  return new RegExp(`\\b(?:${latin.join('|')})s?\\b|${other.join('|')}`, 'u');
}
const SCOPE_PATTERN: RegExp = scopePattern(SCOPE_SUBJECTS);

const isAnchor = (f: string) => SCOPE_ANCHORS.has(f) || f.startsWith('k:level_');

/**
 * Outside subjects about cooking ordinary food. The food such a question names (pork, soup, rice,
 * "crispy") is in the articles only as something a person with dysphagia eats, so it does not bring
 * the question back in scope; a word of swallowing, textures, mealtime care or a condition does.
 */
const CULINARY_OUTSIDE: ReadonlySet<string> = new Set(['k:baking', 'k:frying']);

/**
 * Cooking ordinary food for taste (flavour, crackling, a rice cooker's water, slow-boiled soup): a culinary
 * outside subject held here, not as a concept, so the index's features (and its bytes) stay as they are.
 */
export const FLAVOUR_COOKING: ScopeSubject = {
  id: 'flavour_cooking',
  about: 'cooking ordinary food for flavour is not texture-modified diet guidance',
  terms: {
    en: [
      'flavour',
      'flavor',
      'flavourful',
      'flavorful',
      'crackling',
      'crispy skin',
      'rice cooker',
      'sourdough',
      'levain',
      'yeast',
      'knead',
      'kneading',
      'brisket',
      'barbecue',
      'bbq',
      'smoker',
      'marinade',
      'marinate',
      'liqueur',
      'homebrew',
    ],
    'zh-HK': [
      '夠味',
      '入味',
      '好味',
      '唔膩',
      '唔油膩',
      '老火湯',
      '煲湯',
      '電飯煲',
      '水和米',
      '米和水',
      '酸種',
      '酵母',
      '搓麵團',
      '燒烤',
      '醃肉',
      '煙燻',
      '浸酒',
      '泡酒',
      '釀酒',
    ],
    'zh-CN': [
      '够味',
      '入味',
      '好吃',
      '不腻',
      '老火汤',
      '煲汤',
      '电饭煲',
      '水和米',
      '米和水',
      '酸面团',
      '酵母',
      '揉面',
      '发面',
      '烧烤',
      '腌肉',
      '烟熏',
      '泡酒',
      '酿酒',
      '果酒',
    ],
    ja: [
      '炊飯器',
      '米と水',
      '水と米',
      '味付け',
      'コクを出',
      'おいしく作',
      '美味しく作',
      'サワードウ',
      '天然酵母',
      'イースト',
      'パン生地',
      'バーベキュー',
      '燻製',
      '梅酒',
      '果実酒',
      'ホワイトリカー',
      '漬け込',
    ],
  },
};

/**
 * Feeding and caring for animals: the articles are about people. Held here, not as a concept, so the
 * index's features stay as they are. A pet's swallowing or food is not covered whatever else the question
 * names; food named after an animal ("hot dog", 熱狗) or a PET bottle is not an animal and does not count.
 */
export const ANIMAL_CARE: ScopeSubject = {
  id: 'animal_care',
  about: 'feeding or caring for animals is not covered: the articles are about people with swallowing difficulties',
  terms: {
    en: ['dog', 'puppy', 'cat', 'kitten', 'pet', 'rabbit', 'hamster', 'parrot', 'vet', 'veterinarian'],
    'zh-HK': ['狗', '貓', '寵物', '獸醫', '兔仔', '倉鼠', '鸚鵡'],
    'zh-CN': ['狗', '猫', '宠物', '兽医', '兔子', '仓鼠', '鹦鹉'],
    ja: ['犬', 'ワンちゃん', '子犬', '愛犬', '飼い猫', '愛猫', '猫に', '猫の', '猫が', 'ペット', '獣医', 'うさぎ', 'ハムスター', 'インコ'],
  },
};
const ANIMAL_PATTERN: RegExp = scopePattern([ANIMAL_CARE]);
/** Foods and things named after an animal (a PET bottle is plastic), taken out before ANIMAL_PATTERN is tried. */
const NOT_ANIMALS = /\bhot ?dogs?\b|\bcorn ?dogs?\b|\bpet bottles?\b|ペットボトル|熱狗|热狗|ホットドッグ|アメリカンドッグ|猫舌/gu;

/**
 * Vaccination (and the fever or soreness after it): general medical care, not swallowing. Held as words, like
 * FLAVOUR_COOKING; a question that also names swallowing, textures or mealtime care stays in scope.
 */
export const VACCINATION: ScopeSubject = {
  id: 'vaccination',
  about: 'vaccination and its after-effects are general medical care, not swallowing or texture-modified diets',
  terms: {
    en: ['vaccine', 'vaccination', 'vaccinated', 'immunisation', 'immunization', 'jab', 'flu shot', 'booster', 'pneumococcal'],
    // (The pneumococcal vaccine names 肺炎 inside its name: the whole name is the vaccine, not a pneumonia.)
    'zh-HK': ['疫苗', '打針', '預防針', '接種', '流感針', '肺炎鏈球菌', '肺炎球菌'],
    'zh-CN': ['疫苗', '打针', '预防针', '接种', '流感针', '肺炎链球菌', '肺炎球菌'],
    ja: ['ワクチン', '予防接種', '接種', '肺炎球菌'],
  },
};

/**
 * Bone health and its supplements (osteoporosis, calcium, vitamin D): general medicine, not swallowing. Held as
 * words; "tablets" does not bring such a question back in scope, a concept of swallowing or crushing does.
 */
export const BONE_HEALTH: ScopeSubject = {
  id: 'bone_health',
  about: 'bone health, osteoporosis and calcium or vitamin D doses are general medicine, not dysphagia guidance',
  terms: {
    en: ['osteoporosis', 'calcium', 'vitamin d', 'bone density', 'bisphosphonate', 'alendronate'],
    'zh-HK': ['骨質疏鬆', '鈣片', '補鈣', '維他命D', '骨質密度'],
    'zh-CN': ['骨质疏松', '钙片', '补钙', '维生素D', '骨密度'],
    ja: ['骨粗鬆症', 'カルシウム', 'ビタミンD', '骨密度'],
  },
};

/**
 * Dieting and fitness (losing weight on purpose, building muscle, protein powders for the gym): general nutrition
 * for the healthy, not the unintended weight loss of dysphagia. Held as words; a question that also names
 * swallowing, textures or a concept central to the articles stays in scope.
 */
export const DIETING_FITNESS: ScopeSubject = {
  id: 'dieting_fitness',
  about: 'dieting to lose weight and sports nutrition are not covered: the articles are about swallowing',
  terms: {
    en: [
      'dieting',
      'slimming',
      'lose weight fast',
      'intermittent fasting',
      'keto',
      'gym',
      'workout',
      'bodybuilding',
      'build muscle',
      'building muscle',
      'protein powder',
    ],
    'zh-HK': ['減肥', '瘦身', '節食', '健身', '增肌', '蛋白粉'],
    'zh-CN': ['减肥', '瘦身', '节食', '健身', '增肌', '蛋白粉'],
    ja: ['ダイエット', '筋トレ', '痩せたい', 'やせたい', 'ジム', 'プロテイン'],
  },
};

/**
 * Picky eating ("he's a fussy eater", "挑食", "好き嫌い"): a child's food preferences, not swallowing. Getting such a
 * child to eat more vegetables is no question for the articles; a word of swallowing difficulty, textures, mealtime
 * care or a condition ("Mum has dementia and has become a picky eater") brings it back (culinary in WORDED_OUTSIDE).
 */
export const PICKY_EATING: ScopeSubject = {
  id: 'picky_eating',
  about: "a picky eater's food preferences are not covered: the articles are about swallowing",
  terms: {
    en: ['picky eater', 'picky eating', 'fussy eater', 'fussy eating', 'faddy eater', 'choosy eater'],
    'zh-HK': ['揀飲擇食', '揀食', '偏食', '挑食'],
    'zh-CN': ['挑食', '偏食', '挑嘴'],
    ja: ['好き嫌い', '偏食'],
  },
};

/**
 * First aid for injuries (a sprain, a bruise, ice or heat packs): general first aid, not swallowing. Held as words;
 * "ice" or "hot" alone is food and drink in the articles, these words are not.
 */
export const INJURY_CARE: ScopeSubject = {
  id: 'injury_care',
  about: 'first aid for sprains, bruises and other injuries is not covered: the articles are about swallowing',
  terms: {
    en: [
      'sprain',
      'sprained',
      'twisted ankle',
      'twisted my ankle',
      'ice pack',
      'cold compress',
      'hot compress',
      'heat pack',
      'hot pack',
      'bruise',
      'bruised',
    ],
    'zh-HK': ['扭親', '扭傷', '拗柴', '冰敷', '熱敷', '瘀傷', '瘀青'],
    'zh-CN': ['扭伤', '崴脚', '崴了', '冰敷', '热敷', '淤青', '瘀青'],
    ja: ['捻挫', 'ねんざ', '打撲', '湿布', '冷湿布', '温湿布', 'アイシング', '突き指', 'あざ'],
  },
};

/**
 * Pressure care (turning a bed-bound person, pressure sores): nursing care, not swallowing. Held as words; lying in
 * bed is in the articles only as a risk at meals, so a word of swallowing, feeding or posture brings it back in scope.
 */
export const PRESSURE_CARE: ScopeSubject = {
  id: 'pressure_care',
  about: 'turning a bed-bound person and preventing pressure sores is nursing care, not dysphagia guidance',
  terms: {
    en: [
      'pressure sore',
      'pressure ulcer',
      'pressure injury',
      'pressure area',
      'pressure care',
      'bedsore',
      'bed sore',
      'reposition',
      'repositioning',
      'turning schedule',
      'turning chart',
    ],
    'zh-HK': ['褥瘡', '壓瘡', '壓傷', '壓力性損傷', '翻身', '轉身'],
    'zh-CN': ['褥疮', '压疮', '压伤', '压力性损伤', '翻身'],
    ja: ['褥瘡', '床ずれ', 'とこずれ', '体位変換', '除圧'],
  },
};

/**
 * Fever and pain medicines and their doses (ibuprofen, paracetamol): general medicine, not swallowing. Held as words;
 * a question about swallowing such a medicine or thickening it names an anchor and stays in scope.
 */
export const FEVER_MEDICINE: ScopeSubject = {
  id: 'fever_medicine',
  about: 'fever, pain and flu medicines and their doses are general medicine, not dysphagia guidance',
  terms: {
    en: [
      'ibuprofen',
      'paracetamol',
      'acetaminophen',
      'calpol',
      'nurofen',
      'tylenol',
      'antipyretic',
      'fever reducer',
      'tamiflu',
      'oseltamivir',
      'painkiller',
      'painkillers',
      'panadol',
      'advil',
      'motrin',
    ],
    'zh-HK': ['布洛芬', '撲熱息痛', '必理痛', '退燒藥', '退燒', '對乙醯氨基酚', '特敏福', '達菲', '止痛藥', '感冒藥'],
    'zh-CN': ['布洛芬', '扑热息痛', '对乙酰氨基酚', '退烧药', '退烧', '美林', '泰诺林', '奥司他韦', '达菲', '止痛药', '感冒药'],
    ja: [
      'イブプロフェン',
      'アセトアミノフェン',
      'カロナール',
      '解熱剤',
      '解熱鎮痛剤',
      '熱さまし',
      'ロキソニン',
      'タミフル',
      'オセルタミビル',
      'ゾフルーザ',
      '痛み止め',
      '風邪薬',
    ],
  },
};

/**
 * Diets for other conditions (gout and purines, kidney disease, ketogenic or low-carbohydrate, fasting, low salt,
 * gluten-free): the articles set textures, not nutrients. Held as words; not culinary, so "diet", 餐單 or 献立 do not
 * bring such a question back in scope, a concept central to the articles (swallowing, a texture, fluid intake) does.
 */
export const THERAPEUTIC_DIET: ScopeSubject = {
  id: 'therapeutic_diet',
  about: 'diets for other conditions (gout, kidney disease, ketogenic, low-salt, gluten-free) are not dysphagia guidance',
  terms: {
    en: [
      'gout',
      'purine',
      'purines',
      'uric acid',
      'keto',
      'ketogenic',
      'low carb',
      'low-carb',
      'atkins',
      'intermittent fasting',
      'renal diet',
      'kidney diet',
      'low potassium',
      'low-potassium',
      'low salt',
      'low-salt',
      'low sodium',
      'low-sodium',
      'gluten-free',
      'gluten free',
      'fodmap',
      'kidney stone',
      'kidney stones',
      'low phosphate',
      'low phosphorus',
      'dialysis diet',
      'dialysis',
      'kidney disease',
      'renal failure',
    ],
    'zh-HK': [
      '痛風',
      '嘌呤',
      '尿酸',
      '生酮',
      '低碳水',
      '斷食',
      '腎病餐',
      '低鉀',
      '低鹽',
      '少鹽',
      '戒鹽',
      '無麩質',
      '腎石',
      '低磷',
      '洗腎餐',
      '洗腎',
      '腎病',
      '腎衰竭',
    ],
    'zh-CN': [
      '痛风',
      '嘌呤',
      '尿酸',
      '生酮',
      '低碳水',
      '断食',
      '轻断食',
      '肾病饮食',
      '低钾',
      '低盐',
      '少盐',
      '限盐',
      '无麸质',
      '肾结石',
      '低磷',
      '肾病餐',
      '透析饮食',
      '透析',
      '洗肾',
      '肾病',
      '肾衰竭',
    ],
    ja: [
      '痛風',
      'プリン体',
      '尿酸',
      'ケトジェニック',
      'ケトン食',
      '糖質制限',
      '断食',
      'ファスティング',
      '腎臓病食',
      'カリウム制限',
      '減塩',
      '塩分制限',
      'グルテンフリー',
      '尿路結石',
      '腎臓結石',
      'リン制限',
      '透析食',
      '透析',
      '腎臓病',
      '腎不全',
    ],
  },
};

/**
 * How many tablets or milligrams of a medicine to take: prescribing, not dysphagia guidance. Held as words; not
 * culinary, so only a concept central to the articles (swallowing, crushing, thickener) brings such a question back.
 */
export const MEDICINE_DOSE: ScopeSubject = {
  id: 'medicine_dose',
  about: 'how much of a medicine to take is a prescribing question for the doctor or pharmacist, not dysphagia guidance',
  terms: {
    en: [
      'how many tablets',
      'how many pills',
      'how many capsules',
      'how many mg',
      'how many milligrams',
      'maximum dose',
      'max dose',
      'what dose of',
    ],
    'zh-HK': ['食幾粒', '幾多粒藥', '幾多毫克', '最大劑量', '每日劑量', '藥量'],
    'zh-CN': ['吃几片', '吃几粒', '几毫克', '多少毫克', '最大剂量', '每日剂量', '药量'],
    ja: ['何錠', '何ミリグラム', '何mg', '最大量', '1日量', '一日量', '投与量'],
  },
};

/**
 * Sleeping pills and their doses: general medicine. Held as words; a word of swallowing, choking or mealtime care
 * keeps the question in scope (sedating medicines raise aspiration risk, and the articles say so).
 */
export const SLEEP_MEDICINE: ScopeSubject = {
  id: 'sleep_medicine',
  about: 'sleeping pills and their doses are general medicine, not dysphagia guidance',
  terms: {
    en: ['sleeping pill', 'sleeping pills', 'sleeping tablet', 'sleeping tablets', 'melatonin', 'zopiclone', 'temazepam'],
    'zh-HK': ['安眠藥', '瞓覺藥', '褪黑素'],
    'zh-CN': ['安眠药', '助眠药', '褪黑素', '佐匹克隆'],
    ja: ['睡眠薬', '睡眠導入剤', 'メラトニン', '眠剤'],
  },
};

/**
 * Antibiotics, alcohol with medicines and drug interactions ("can I drink while on antibiotics?", 食抗生素可唔可以飲酒):
 * prescribing advice for the doctor or pharmacist; no article says what a medicine does with alcohol or another drug.
 * Held as words; not culinary, so "drink" or "tablets" do not bring such a question back in scope, a concept central to
 * the articles (swallowing, crushing, thickening, an IDDSI level, mouth care) does.
 */
export const MEDICINE_INTERACTION: ScopeSubject = {
  id: 'medicine_interaction',
  about: 'antibiotics, alcohol with medicines and drug interactions are questions for the doctor or pharmacist, not dysphagia guidance',
  terms: {
    en: [
      'antibiotic',
      'antibiotics',
      'amoxicillin',
      'amoxycillin',
      'augmentin',
      'penicillin',
      'metronidazole',
      'cephalexin',
      'cefalexin',
      'doxycycline',
      'clarithromycin',
      'trimethoprim',
      'nitrofurantoin',
      'drug interaction',
      'interact with',
      'interacts with',
      'interaction with',
      'interactions with',
      'alcoholic drink',
      'alcoholic drinks',
      'beer',
      'wine',
      'whisky',
      'whiskey',
      'booze',
    ],
    'zh-HK': [
      '抗生素',
      '消炎藥',
      '頭孢',
      '阿莫西林',
      '盤尼西林',
      '青黴素',
      '甲硝唑',
      '相互作用',
      '相沖',
      '撞藥',
      '飲酒',
      '飲杯酒',
      '飲啲酒',
      '啤酒',
      '紅酒',
      '白酒',
      '威士忌',
    ],
    'zh-CN': [
      '抗生素',
      '消炎药',
      '头孢',
      '阿莫西林',
      '青霉素',
      '甲硝唑',
      '相互作用',
      '相克',
      '喝酒',
      '喝点酒',
      '喝杯酒',
      '饮酒',
      '啤酒',
      '红酒',
      '白酒',
      '威士忌',
    ],
    ja: [
      '抗生物質',
      '抗生剤',
      '抗菌薬',
      'アモキシシリン',
      'ペニシリン',
      'セフェム',
      'メトロニダゾール',
      '飲み合わせ',
      '相互作用',
      'お酒',
      '晩酌',
      '飲酒',
      'ビール',
      'ワイン',
      'ウイスキー',
    ],
  },
};

/**
 * "Alcohol" as a drink beside a medicine (MEDICINE_INTERACTION), not in a mouthwash: that is mouth care, which the
 * articles cover ("avoid alcohol-based mouthwash").
 */
const MOUTHWASH = '(?:mouth ?wash|mouth ?rinse|漱口|洗口液|マウスウォッシュ|うがい)';
const DRINKING_ALCOHOL = new RegExp(
  normaliseForMatch(`(?<!${MOUTHWASH}[^.?!。]{0,20})(?:\\balcohol\\b|酒精|アルコール)(?![^.?!。]{0,20}${MOUTHWASH})`),
  'u',
);

/**
 * What care, equipment or treatment costs and who pays (prices, subsidies, vouchers, insurance): not clinical.
 * Held as words; not culinary, so only a concept central to the articles (a thickener, a texture) brings it back.
 */
export const COSTS_AND_BENEFITS: ScopeSubject = {
  id: 'costs_and_benefits',
  about: 'prices, subsidies, vouchers and insurance are not covered by the clinical articles',
  terms: {
    en: [
      'how much does it cost',
      'how much do they cost',
      'how much will it cost',
      'cost of',
      'costs of',
      'price of',
      'prices of',
      'afford',
      'subsidy',
      'subsidies',
      'attendance allowance',
      'carer allowance',
      "carer's allowance",
      'voucher',
      'vouchers',
      'insurance',
      'reimburse',
      'reimbursement',
      'medicare',
      'medicaid',
    ],
    'zh-HK': ['幾多錢', '價錢', '收費', '津貼', '資助', '醫療券', '保險', '綜援', '報銷'],
    'zh-CN': ['多少钱', '价格', '价钱', '收费', '费用', '补贴', '医保', '报销', '保险', '低保'],
    ja: ['いくらかか', 'おいくら', '値段', '価格', '費用', '料金', '補助金', '助成金', '給付金', '保険', '自己負担'],
  },
};

/**
 * What a product or a service costs and where to buy it (a thickener's price, the cheapest shop, a meal delivery
 * service to recommend): the articles hold no prices, shops, brands or services, so the thickener or the texture
 * the price is for does not bring such a question back (asksPrice: only when the price is what the question asks).
 */
export const PRICES_AND_SHOPS: ScopeSubject = {
  id: 'prices_and_shops',
  about: COSTS_AND_BENEFITS.about,
  terms: {
    en: [
      'cost',
      'costing',
      'price',
      'priced',
      'pricing',
      'cheapest',
      'where to buy',
      'where can i buy',
      'where can we buy',
      'where do i buy',
      'where do we buy',
      'where to order',
      'which shop',
      'which store',
      'which brand',
      'best brand',
    ],
    'zh-HK': ['幾多錢', '幾錢', '價錢', '價格', '收費', '邊度買', '邊度有得買', '去邊買', '邊間舖', '邊間鋪', '最平', '平啲'],
    'zh-CN': ['多少钱', '价格', '价钱', '收费', '费用', '哪里买', '哪儿买', '在哪买', '去哪买', '哪里能买', '哪家店', '最便宜', '便宜点'],
    ja: [
      '値段',
      '価格',
      'いくらくらい',
      'いくらぐらい',
      'いくらです',
      'いくらかか',
      'いくらする',
      '費用',
      '料金',
      '安い',
      '安く買',
      'どこで買',
      'どこで売',
      '購入先',
    ],
  },
};
/** "At all costs", "at any cost": a manner of saying, not a price. */
const NOT_PRICE = /\bat (?:all|any) costs?\b/gu;

/**
 * Where a product or a meal comes from (a brand, a meal delivery service, mail order): named beside a question it is
 * only the food's source ("ordered from a meal delivery service: is it safe?"); it is a shop asked for only with a
 * request to name one in the same clause (PRODUCT_PICKED: "recommend a delivery service", "おすすめの宅配を教えて").
 */
const PRODUCT_SOURCES: ScopeSubject = {
  id: 'product_sources',
  about: PRICES_AND_SHOPS.about,
  terms: {
    en: ['brand', 'meal delivery', 'delivery service', 'meals on wheels', 'mail order', 'online shop'],
    'zh-HK': ['牌子', '品牌', '送飯服務', '送餐服務', '外賣', '網購'],
    'zh-CN': ['牌子', '品牌', '送餐服务', '外卖', '网购'],
    ja: ['ブランド', 'メーカー', '通販', '宅配', '配食サービス'],
  },
};
/** A request to name a product or a service (which one, the best one, a recommendation). */
const PRODUCT_PICKED: ScopeSubject = {
  id: 'product_picked',
  about: PRICES_AND_SHOPS.about,
  terms: {
    en: ['which', 'best', 'a good', 'any good', 'recommend', 'recommendation', 'suggest', 'know of', 'where to get', 'where can i get'],
    'zh-HK': ['推介', '推薦', '介紹', '邊間', '邊家', '邊隻', '邊個牌子', '邊度搵'],
    'zh-CN': ['推荐', '介绍', '哪家', '哪个牌子', '什么牌子', '哪个好', '哪里找', '哪里有'],
    ja: ['おすすめ', 'オススメ', 'お勧め', 'お薦め', '教えて', '紹介', 'どこがいい', 'どこが良い', 'どこの'],
  },
};

/**
 * What only the articles answer, asked beside a price, a shop, a brand or a day's menu: whether the food is safe or
 * suits the person, its level or texture, lumps, cutting it up, a thickener's use, dose or mixing, what to avoid,
 * a person who pockets food ("Which brand of thickener is safe for a baby?", "送餐服務嘅軟餐夠唔夠軟？", "通販のとろみ剤は
 * 子どもに使える？", "today's menu has sausages, should I cut them up?"). With a child, a sign of swallowing difficulty or
 * a test and its tools (PRICE_DOMAIN_FEATURES), a price question stays in scope whatever shop it names.
 */
const ASKED_OF_THE_ARTICLES: ScopeSubject = {
  id: 'asked_of_the_articles',
  about: PRICES_AND_SHOPS.about,
  terms: {
    en: [
      'safe',
      'safely',
      'safety',
      'unsafe',
      'danger',
      'dangerous',
      'risk',
      'risky',
      'suitable',
      'appropriate',
      'soft enough',
      'thick enough',
      'too thick',
      'too thin',
      'too hard',
      'lumps',
      'consistency',
      'which level',
      'what level',
      'right level',
      'is level',
      'are level',
      'is it level',
      'how much do i add',
      'how much should i add',
      'how much to add',
      'can be used',
      'use for',
      'use it for',
      'used for',
      'should i use',
      'can i use',
      'can we use',
      'how to use',
      'how do i use',
      'how to mix',
      'how do i mix',
      'avoid',
      'pockets food',
      'pockets her food',
      'pockets his food',
      'cut up',
      'cut them up',
      'cut it up',
    ],
    'zh-HK': [
      '安全',
      '危險',
      '適合',
      '合適',
      '啱唔啱',
      '夠唔夠軟',
      '夠軟',
      '軟唔軟',
      '夠唔夠稠',
      '太稠',
      '太稀',
      '點用',
      '用法',
      '點沖',
      '點開',
      '可唔可以用',
      '用唔用得',
      '用得',
      '可以食',
      '食唔食得',
      '避免',
      '幾級',
      '邊級',
      '邊一級',
      '切碎',
      '切細',
      '剪碎',
    ],
    'zh-CN': [
      '安全',
      '危险',
      '适合',
      '合适',
      '够不够软',
      '够软',
      '软不软',
      '够不够稠',
      '太稠',
      '太稀',
      '怎么用',
      '用法',
      '怎么冲',
      '怎么调',
      '可以用',
      '能用',
      '能不能用',
      '可不可以用',
      '可以吃',
      '能吃',
      '能不能吃',
      '避免',
      '几级',
      '哪级',
      '哪一级',
      '切碎',
      '切小',
      '剪碎',
    ],
    ja: [
      '安全',
      '危険',
      '大丈夫',
      '使える',
      '使えます',
      '使っても',
      '使い方',
      '向いて',
      '適して',
      '合って',
      '食べられ',
      '食べさせ',
      '飲める',
      '飲ませ',
      '柔らかい',
      'やわらかい',
      '柔らかさ',
      'やわらかさ',
      '硬さ',
      'かたさ',
      '濃さ',
      'ダマ',
      '避け',
      'どのレベル',
      '何レベル',
      'レベルはいくつ',
      '刻ん',
      '切れば',
      '小さく切',
    ],
  },
};
/** Concepts that make a priced or branded thing a clinical question: a child, a sign, a test and its tools, lumps, a dose. */
const PRICE_DOMAIN_FEATURES: ReadonlySet<string> = new Set(
  [
    'child',
    'cough',
    'choking',
    'powder_lumps',
    'dose',
    'syringe',
    'flow_test',
    'fork_drip_test',
    'spoon_tilt_test',
    'fork_pressure_test',
  ].map((id) => `k:${id}`),
);

/**
 * Who pays for care (insurance, reimbursement, subsidies, vouchers, allowances): the articles say nothing about it,
 * so a thickener or a texture the payment is for does not bring the question back ("买的增稠剂医保能报销吗" is about
 * reimbursement); only a word of swallowing difficulty itself (choking, coughing, aspiration) does.
 */
export const WHO_PAYS: ScopeSubject = {
  id: 'who_pays',
  about: COSTS_AND_BENEFITS.about,
  terms: {
    en: [
      'insurance',
      'insurer',
      'reimburse',
      'reimbursed',
      'reimbursement',
      'subsidy',
      'subsidies',
      'voucher',
      'vouchers',
      'medicare',
      'medicaid',
      'attendance allowance',
      'carer allowance',
      'carers allowance',
      "carer's allowance",
      'disability allowance',
      'disability benefit',
      'disability benefits',
      'pension',
      'funding',
      'funded nursing care',
      'continuing healthcare',
      'personal budget',
      'direct payments',
      'means test',
      'means tested',
      // the share the family pays itself
      'co-pay',
      'copay',
      'out of pocket',
      'out-of-pocket',
    ],
    'zh-HK': [
      '保險',
      '報銷',
      '醫療券',
      '服務券',
      '照顧券',
      '院舍券',
      '津貼',
      '資助',
      '綜援',
      '生果金',
      '長生津',
      '關愛基金',
      '自付',
      '自費',
    ],
    'zh-CN': ['医保', '报销', '保险', '补贴', '低保', '长护险', '护理券', '服务券', '高龄津贴', '养老金', '残疾证', '自付', '自费'],
    ja: [
      '保険',
      '補助金',
      '助成金',
      '給付金',
      '払い戻',
      '介護認定',
      '要介護認定',
      '障害者手帳',
      '介護手当',
      '障害手当',
      '年金',
      '割負担',
      '負担割合',
      '自己負担',
    ],
  },
};

/**
 * Legal affairs of a person who cannot manage them (power of attorney, guardianship, wills, the bank): the articles
 * say nothing about them, and the condition that makes them needed (dementia, a stroke) is only whom they are for;
 * like who pays, only a word of swallowing difficulty itself brings such a question back.
 */
const LEGAL_AFFAIRS: ScopeSubject = {
  id: 'legal_affairs',
  about: 'legal and financial affairs (power of attorney, guardianship, wills, banking) are not covered by the clinical articles',
  terms: {
    en: [
      'power of attorney',
      'lasting power',
      'attorney',
      'guardianship',
      'legal guardian',
      'deputyship',
      'court of protection',
      'lawyer',
      'solicitor',
      'probate',
      'make a will',
      'write a will',
      'bank account',
      'the bank',
    ],
    'zh-HK': ['授權書', '持久授權', '監護令', '監護權', '律師', '遺囑', '平安紙', '銀行戶口', '銀行'],
    'zh-CN': ['授权书', '委托书', '监护权', '律师', '遗嘱', '公证', '银行账户', '银行'],
    ja: ['成年後見', '後見人', '任意後見', '委任状', '弁護士', '司法書士', '遺言', '遺産', '銀行口座', '銀行'],
  },
};
/**
 * Legal liability for what happened in care (being sued, negligence, compensation): the articles say what to do
 * about choking or aspiration, never who is to blame for it in law. The event the liability is for ("if a resident
 * chokes") is only what it is about, so no word of swallowing brings such a question back in scope.
 */
const LEGAL_LIABILITY: ScopeSubject = {
  id: 'legal_liability',
  about: 'legal liability, negligence and compensation are questions for a lawyer or the regulator, not the clinical articles',
  terms: {
    // ("Sue" is a first name and "liable to aspirate" is prone to it: only the legal forms are listed.)
    en: [
      'sued',
      'suing',
      'sue the',
      'sue us',
      'sue me',
      'sue them',
      'sue you',
      'lawsuit',
      'legal action',
      'liable for',
      'held liable',
      'legally liable',
      'personally liable',
      'liability',
      'liabilities',
      'negligence',
      'negligent',
      'compensation claim',
      'claim compensation',
      'prosecuted',
      'legally responsible',
      // who is liable in law, asked as such ("who's liable"), and the asker's own case
      "who's liable",
      'who is liable',
      'can i sue',
      'can we sue',
      'could i sue',
      'could we sue',
      'should i sue',
      'should we sue',
      'get compensation',
      'any compensation',
      'pay compensation',
      'entitled to compensation',
    ],
    // (賠 / 赔 is only "pay damages"; 法律上 asks what the law says, never how to feed.)
    'zh-HK': ['起訴', '告上法庭', '法律責任', '索償', '賠償', '追究責任', '法律上', '賠錢', '賠幾多', '要賠', '醫療糾紛'],
    'zh-CN': ['起诉', '告上法庭', '法律责任', '索赔', '赔偿', '追究责任', '打官司', '法律上', '赔钱', '赔多少', '要赔', '医疗纠纷'],
    // (訴える is first of all "complains of" a symptom: only with who brings the case or the court.)
    ja: [
      '家族に訴えられ',
      '施設が訴えられ',
      '施設を訴え',
      '裁判',
      '訴訟',
      '損害賠償',
      '賠償',
      '法的責任',
      '責任を問われ',
      '法的に',
      '法律上',
      '慰謝料',
    ],
  },
};
const LIABILITY_PATTERN: RegExp = scopePattern([LEGAL_LIABILITY]);
const LIABILITY_ALL = new RegExp(LIABILITY_PATTERN.source, 'gu');
/**
 * Blame asked in everyday words ("who's to blame", "whose fault is it"): a legal ask only beside a word of the law or
 * of damages (a liability term, "legally", "lawyer", "court"); otherwise it is how a carer speaks of a mishap, and the
 * care asked beside it is the question ("who's to blame when the drink comes out too thin? how should staff check it").
 */
const BLAME_ALL = /\b(?:whose fault|who(?:'s| is) (?:at fault|to blame))\b/gu;
const LEGAL_WORD = /\b(?:legal(?:ly)?|law|lawyers?|solicitors?|court|liable|damages)\b/u;
const QUESTION_MARK = /[?？]/u;
const CLAUSE_MARK = /[,，、;；。!！?？:：—–]|\.\s|\s-\s/u;

/**
 * Liability refuses the question only when it is in the clause that asks: a clause after it that names swallowing
 * or a sign ("家属说要追究责任，老人吃饭老呛，怎么预防误吸？") is an ask the articles answer, the family's words only
 * what led to it. A liability clause closed by a question mark is the ask when what follows only tells the story
 * ("Can I sue the home? Dad choked on a sandwich they served him"): no question form or request ("tell me which
 * foods…", "教えてください") there asks anything else.
 */
function asksLiability(kept: string): boolean {
  const legal = LIABILITY_PATTERN.test(kept) || LEGAL_WORD.test(kept);
  const matches = [...kept.matchAll(LIABILITY_ALL), ...(legal ? kept.matchAll(BLAME_ALL) : [])];
  const last = matches.sort((a, b) => a.index - b.index).at(-1);
  if (last === undefined) return false;
  const after = kept.slice(last.index + last[0].length);
  const mark = after.search(CLAUSE_MARK);
  const rest = mark < 0 ? '' : after.slice(mark + 1);
  if (!/[\p{L}\p{N}]/u.test(rest)) return true;
  if (QUESTION_MARK.test(after[mark] ?? '') && !asksOrRequests(rest)) return true;
  if (SWALLOWING_PATTERN.test(rest)) return false;
  return ![...textFeatures(rest, { query: true }).keys()].some(isAnchor);
}

const PRICE_PATTERN: RegExp = scopePattern([PRICES_AND_SHOPS]);
const SOURCE_PATTERN: RegExp = scopePattern([PRODUCT_SOURCES]);
const PICKED_PATTERN: RegExp = scopePattern([PRODUCT_PICKED]);
const DOMAIN_ASK_PATTERN: RegExp = scopePattern([ASKED_OF_THE_ARTICLES]);
const CLAUSE_MARKS = new RegExp(CLAUSE_MARK.source, 'gu');

/**
 * A price or a shop asked for: named in the clause that asks, the last one with words ("how much does a tin of
 * thickener cost?", "とろみ剤の値段は？安い店は？"), or a brand or a service asked to be named there ("介護食の宅配を
 * 教えて"). A price said in passing before another ask ("the two thickeners differ a lot in price: what is the
 * difference?") leaves the ask in scope, and so does anything the articles answer asked beside it (asksOfTheDomain).
 */
function asksPrice(kept: string, features: Features): boolean {
  const text = kept.replace(NOT_PRICE, ' ');
  const clause = askingClause(text);
  const asked = PRICE_PATTERN.test(clause) || (SOURCE_PATTERN.test(clause) && PICKED_PATTERN.test(clause));
  return asked && !asksOfTheDomain(text, features);
}

/** The last clause with words in it: the one that asks. */
function askingClause(text: string): string {
  const clauses = text.split(CLAUSE_MARKS).filter((c) => /[\p{L}\p{N}]/u.test(c));
  return clauses.at(-1) ?? '';
}

/** Safety, suitability, texture, a thickener's use, a child, a sign or a test asked beside a price or a shop. */
function asksOfTheDomain(text: string, features: Features): boolean {
  return DOMAIN_ASK_PATTERN.test(text) || [...features.keys()].some((f) => PRICE_DOMAIN_FEATURES.has(f));
}

/**
 * Rehabilitation of the limbs and walking (hand exercises after a stroke, a weak arm's training, physiotherapy): the
 * physiotherapist's or occupational therapist's field, not swallowing. A limb word joined to a word of training, in
 * each locale, or the profession itself. The condition (a stroke) only says whom it is for, so it does not bring the
 * question back; a word of swallowing, food, drink or mealtime care does ("arm exercises so he can feed himself").
 */
export const LIMB_REHAB = {
  id: 'limb_rehab',
  about: 'rehabilitation of the arms, hands, legs and walking is for a physiotherapist or occupational therapist, not dysphagia guidance',
  limbs: {
    en: ['arm', 'arms', 'hand', 'hands', 'leg', 'legs', 'finger', 'fingers', 'wrist', 'upper limb', 'lower limb', 'walking'],
    'zh-HK': ['手', '手部', '手臂', '手指', '上肢', '下肢', '腳', '腿', '行路', '步行'],
    'zh-CN': ['手', '手部', '手臂', '胳膊', '手指', '上肢', '下肢', '脚', '腿', '走路', '步行', '行走'],
    ja: ['手', '腕', '手指', '指', '上肢', '下肢', '足', '脚', '歩行'],
  },
  training: {
    en: ['exercise', 'exercises', 'rehab', 'rehabilitation', 'training', 'physio', 'therapy'],
    'zh-HK': ['復康', '康復', '復健', '訓練', '鍛煉', '鍛鍊', '運動', '物理治療'],
    'zh-CN': ['康复', '复健', '训练', '锻炼', '功能锻炼', '运动'],
    ja: ['リハビリ', '訓練', '運動', '練習', '体操', 'トレーニング'],
  },
  profession: {
    en: ['physiotherapy', 'physiotherapist', 'physical therapy', 'physical therapist'],
    'zh-HK': ['物理治療', '物理治療師', '職業治療'],
    'zh-CN': ['物理治疗', '理疗', '作业治疗'],
    ja: ['理学療法', '作業療法'],
  },
} as const;

/** A limb word joined to a training word ("hand exercises", "exercises for her weak arm", "手的康复", "手のリハビリ"), or the profession. */
const LIMB_REHAB_PATTERN: RegExp = (() => {
  const words = (table: Readonly<Record<QaLocale, readonly string[]>>, latin: boolean) =>
    Object.values(table)
      .flat()
      .map((t) => normaliseForMatch(t))
      .filter((t) => LATIN_TERM.test(t) === latin)
      .map(escapeRegExp)
      .join('|');
  const [limb, train] = [words(LIMB_REHAB.limbs, true), words(LIMB_REHAB.training, true)];
  const [cjkLimb, cjkTrain] = [words(LIMB_REHAB.limbs, false), words(LIMB_REHAB.training, false)];
  return new RegExp(
    [
      `\\b(?:${limb})\\s+(?:${train})\\b`,
      // (the training first, the limb its object, a possessive and a word of its state between)
      `\\b(?:${train})\\s+(?:for|of)\\s+(?:(?:his|her|their|my|the|a|your)\\s+)?(?:(?:weak|affected|paralysed|paralyzed|stiff|bad|right|left)\\s+)?(?:${limb})\\b`,
      `(?:${cjkLimb})(?:的|部|嘅|の)?(?:${cjkTrain})`,
      // (chest physiotherapy after an aspiration pneumonia is the lungs', not a limb's)
      `(?<!chest |respiratory )\\b(?:${words(LIMB_REHAB.profession, true)})\\b|(?<!胸部|胸肺|肺部|呼吸)(?:${words(LIMB_REHAB.profession, false)})`,
    ].join('|'),
    'u',
  );
})();
/** The in-scope words beyond the conditions, which only say whom a limb's rehabilitation is for. */
const CARE_BEYOND_CONDITIONS: RegExp = scopePattern(SCOPE_SUBJECTS.filter((s) => s.id !== 'conditions_and_care'));

/** Subjects of paperwork around care (who pays, legal affairs): a condition named as whom it is for does not bring them back. */
const PAPERWORK: readonly { subject: ScopeSubject; pattern: RegExp; all: RegExp }[] = [WHO_PAYS, LEGAL_AFFAIRS].map((subject) => {
  const pattern = scopePattern([subject]);
  return { subject, pattern, all: new RegExp(pattern.source, 'gu') };
});

/** Concepts of a level or a food's or drink's texture: asked in a clause after a payment, they are the question. */
const TEXTURE_CONCEPTS: ReadonlySet<string> = new Set(
  [
    ...['thickened', 'nectar_honey', 'blend', 'mince', 'mould', 'transitional', 'mixed_consistency', 'how_thick', 'thickened_water'],
    ...['hk_puree_meal', 'hk_minced_meal', 'hk_soft_meal', 'ja_minced_meal', 'ja_blended_meal', 'soft_meal'],
    ...['jdd', 'jdd_thickness_stage_words', 'jdd_mildly_thick', 'jdd_moderately_thick', 'jdd_extremely_thick', 'jdd_stage_name', 'udf'],
  ].map((id) => `k:${id}`),
);
const isTextureAsk = (f: string) => f.startsWith('k:level_') || TEXTURE_CONCEPTS.has(f);
/** Which form, level or thickness to choose, or whether it is safe, asked in a clause of its own beside a payment. */
const CARE_ASK_BESIDE_PAYMENT = new RegExp(
  normaliseForMatch(
    [
      '\\b(?:which|what) (?:texture|level|consistency)\\b|\\b(?:is it|is that|are they) safe\\b',
      '(?:咩|乜|邊種|什么|什麼|哪种|哪種)(?:質地|质地|形態|形态)|幾級|几级|哪一?级|邊一?級|安全嗎|安全吗|安唔安全',
      '(?:どんな|どの)(?:形態|食形態|レベル|とろみ)|形態を選|何レベル|安全です|危険です',
    ].join('|'),
  ),
  'u',
);

/**
 * The payment is not the whole ask when the question goes on, in a clause after it, to ask of a level or a texture
 * ("吞咽餐自费买的，4级糊状食物应该是什么样的？", "out of pocket cost aside, what does level 3 food look like?"), or asks
 * in a clause of its own which form or level to choose, or whether it is safe ("介護保険で嚥下食の宅配を頼むとき、
 * どんな形態を選べばいい？"). The thing paid for, named in the paying clause, is still only what is bought.
 */
function asksCareBeside(kept: string, { pattern, all }: { pattern: RegExp; all: RegExp }): boolean {
  const last = [...kept.matchAll(all)].at(-1);
  if (last === undefined) return false;
  const after = kept.slice(last.index + last[0].length);
  const mark = after.search(CLAUSE_MARK);
  const rest = mark < 0 ? '' : after.slice(mark + 1);
  if (/[\p{L}\p{N}]/u.test(rest) && [...textFeatures(rest, { query: true }).keys()].some(isTextureAsk)) return true;
  const own = kept.split(CLAUSE_MARKS).filter((c) => !pattern.test(c) && /[\p{L}\p{N}]/u.test(c));
  return own.some((c) => CARE_ASK_BESIDE_PAYMENT.test(c));
}
/** Words of swallowing difficulty itself: the only ones that bring a who-pays question back in scope. */
const SWALLOWING_PATTERN: RegExp = scopePattern(SCOPE_SUBJECTS.filter((s) => s.id === 'swallowing'));

/**
 * A diet named by the swallowing it is for ("嚥下食", "吞咽餐", "dysphagia meals"): the name of a menu or of what is
 * bought, not a sign of difficulty.
 */
const SWALLOWING_DIET = new RegExp(
  [
    '\\b(?:dysphagia|swallowing)[\\s-]+(?:diets?|meals?|foods?|menus?)\\b',
    normaliseForMatch('(?:吞嚥|吞咽|嚥下)(?:調整)?(?:食品|食|餐|飯|饭)'),
  ].join('|'),
  'gu',
);

/**
 * The condition named only as whom the payment is for ("pay for speech therapy for his swallowing problem", "吞咽困难
 * 的老人医保能报销吗"): the ask is still who pays, so it does not bring the question back; a sign ("chokes on water")
 * is a safety event the articles answer, and does.
 */
const CONDITION_AS_CONTEXT = new RegExp(
  [
    '\\b(?:swallowing|chewing)\\s+(?:problems?|difficult(?:y|ies)|issues?|troubles?|disorders?)\\b',
    '\\b(?:trouble|difficulty|problems?)\\s+(?:with\\s+)?swallowing\\b',
    '\\bdysphagia\\b',
    // the person whose swallowing has worsened ("for a resident whose swallowing has got worse"): whom it is for
    '\\b(?:whose|his|her|their)\\s+(?:swallowing|swallow|chewing)\\s+(?:has|have|is|got|gets|getting|became|worsened|deteriorated)\\b',
    normaliseForMatch('(?:吞嚥|吞咽)(?:能力)?(?:差咗|變差|变差|惡化|恶化|轉差|转差|退化)'),
    normaliseForMatch('(?:嚥下|飲み込み)(?:機能|の力)?が(?:悪く|低下|衰え)'),
    normaliseForMatch('(?:吞嚥|吞咽|咀嚼)(?:問題|困難|障礙|问题|困难|障碍)'),
    normaliseForMatch('(?:嚥下|摂食嚥下|飲み込み|咀嚼)(?:の)?(?:障害|困難|問題)'),
    // the service paid for ("吞咽康复治疗医保能报销多少", "swallowing therapy covered by insurance"): what is paid, not a sign
    // and a swallow study by its imaging ("吞咽造影检查医保能报销多少", "how much is a videofluoroscopy swallow study")
    '\\b(?:swallowing|swallow|dysphagia)\\s+(?:therapy|rehab(?:ilitation)?|assessments?|tests?|stud(?:y|ies)|x-?rays?|clinic|sessions?)\\b',
    '\\b(?:videofluoroscop\\w*|barium swallow|vfss)\\b',
    normaliseForMatch('(?:吞嚥|吞咽|嚥下)(?:造影|内視鏡|內窺鏡|内窥镜|內鏡|内镜)'),
    normaliseForMatch('(?:吞嚥|吞咽|嚥下)(?:康復|康复|治療|治疗|訓練|训练|評估|评估|檢查|检查|リハビリ|訓練|評価|検査)'),
    // the diet paid for ("介護保険で嚥下食の宅配", "吞咽餐医保能报销吗"): what is bought, not a sign
    SWALLOWING_DIET.source,
  ].join('|'),
  'gu',
);

/**
 * How many tablets or capsules of a medicine a day ("必理痛一日最多食幾多粒", "タミフルは何カプセル"), or a dose from
 * body weight ("按体重算剂量"): prescribing, even
 * when the question gives the person's body weight or kidneys, words the articles share (weight loss) by chance.
 * Only with a medicine named; a word of swallowing difficulty, crushing or thickening brings it back.
 */
const DOSE_COUNT = new RegExp(
  normaliseForMatch(
    [
      '\\bhow many (?:tablets|pills|capsules|caplets|mg|milligrams|grams|g)\\b',
      '\\b(?:maximum|max) (?:dose|number of (?:tablets|pills|capsules))\\b',
      '(?:幾多|几多|幾|几|多少)(?:粒|片|顆|颗|毫克|mg|克)',
      '(?:最多|最大)(?:劑量|剂量|可以食|可以吃|能吃)',
      // (grams too: a powdered laxative or a granule medicine is dosed by weight, "一日何gまで")
      '何(?:カプセル|錠|粒|ミリ|mg|g|グラム)',
      '(?:最大|上限)(?:量|用量)',
      // A child's dose worked out from body weight ("按体重怎么算剂量", "mg/kg", "体重あたり") is prescribing too.
      '\\bmg ?/ ?kg\\b|\\bper (?:kg|kilo)\\b|\\bdose (?:by|for) (?:his|her|their)? ?weight\\b',
      '(?:按|依|根據|根据)(?:體重|体重)',
      '(?:體重|体重)(?:あたり|当たり|で計算|から計算)',
      '(?:應該|应该|要|可以|能|可|最多)(?:食|吃|服|俾|畀|餵|喂)(?:幾多|几多|多少)',
      '\\bhow much (?:should|can|do) (?:i|we) give\\b',
      // How often and how much each time ("一天吃几次、每次多少", "1日何回", "how often should she take"): dosing too.
      '(?:幾|几|多少)次[^。?!]{0,10}?(?:每次|一次)(?:幾多|几多|多少|食|吃|服)',
      '(?:一日|一天|每日|每天)(?:要|應該|应该|可以)?(?:食|吃|服)(?:幾|几|多少)次',
      '(?:劑量|剂量|用量|服用量)(?:係|是|要|應該|应该|多少|幾多|几多|點|怎么|如何)',
      '1日何回|一日何回|何回(?:飲|服用)|用量[^。?!]{0,6}?(?:どのくらい|どれくらい|いくつ|何)',
      '\\bhow (?:often|many times a day) (?:should|can|do|does) (?:he|she|i|we|they|mum|dad) (?:take|have)\\b',
      // (whoever takes it: "how much paracetamol can Dad take", "how much of it may my mother have"; water with the
      // tablets is an amount of fluid, not a dose)
      '\\bhow much (?!(?:water|fluid|liquid|drink|juice|milk|food|thickener)\\b)[^.?!]{0,30}?\\b(?:should|can|could|may) (?:(?:my|your|our|the) )?(?:he|she|i|we|they|mum|mom|dad|mother|father|grandma|grandpa|granny|grandad|grandmother|grandfather|husband|wife|son|daughter|child|resident|patient) (?:take|have)\\b|\\bwhat(?:\\x27s|s| is) the (?:right |correct |usual |normal |safe |max(?:imum)? )?(?:[a-z-]+ )?(?:dose|dosage)\\b',
      // "what dose of co-amoxiclav", "一次用几支", "何本使う": the amount of one named medicine
      '\\bwhat (?:dose|dosage) of\\b|\\b(?:dose|dosage) (?:of|for)\\b',
      '(?:一次|每次|一天|每天|一日)(?:用|食|吃|服|打)(?:幾多|几多|幾|几|多少)(?:支|粒|片|包|次)',
      '何本(?:使|用)',
      // asking whether to raise or lower a dose to a stated amount ("can we increase it to 10 mg", "能不能加到10毫克",
      // "5mgから10mgにしてもいいですか"); a change reported ("the doctor put it up to 10 mg") asks nothing of it
      '\\b(?:can|could|should|may|do) (?:i|we|you|he|she|they) (?:increase|raise|double|reduce|lower|cut|halve)\\b[^.?!]{0,30}?\\bto \\d+(?:\\.\\d+)? ?(?:mg|mcg|micrograms?|milligrams?|units)\\b',
      '(?:能不能|能否|可不可以|可以|可唔可以|得唔得|要不要|應唔應該|应不应该|應該|应该)[^。，,？?]{0,6}?(?:加到|加至|增加到|增至|加量到|减到|減到|减至|減至|调到|調到)\\d+(?:\\.\\d+)?\\s*(?:毫克|mg|微克|单位|單位)',
      '\\d+(?:\\.\\d+)?\\s*(?:mg|ミリグラム)から\\d+(?:\\.\\d+)?\\s*(?:mg|ミリグラム)に',
      // how long a course of a medicine runs, the medicine its object ("how long should she take the antibiotics",
      // "抗生素要吃几天", "抗生物質は何日間飲み続け")
      '\\bhow (?:many days|long) (?:should|must|does|do) (?:he|she|i|we|they|mum|dad)? ?(?:take|keep taking) (?:the |his |her |these |those )?(?:antibiotics?|tablets|pills|capsules|medicines?|medication|course)\\b',
      '(?:藥|药|抗生素|療程|疗程)[^，,。？?]{0,4}?(?:要)?(?:吃|食|服|用)(?:幾|几|多少)(?:日|天)',
      '(?:薬|抗生物質|抗菌薬|抗生剤)[^、。？?]{0,8}?何日(?:間|分)?(?:飲|服用|続け|使)',
    ].join('|'),
  ),
  'u',
);
/**
 * The amount of one dose or the hours between doses ("1回量と投与間隔", "每次剂量和给药间隔", "dosing interval"):
 * prescribing only when a drug is named (DRUG_NAME); "薬の1回量のゼリー" or "给药间隔和喂食" asks how to give it.
 */
const ONE_DOSE_OR_INTERVAL = new RegExp(
  normaliseForMatch(
    [
      '(?:1|一)回(?:の)?(?:量|投与量|服用量)|投与(?:量|間隔|回数)|服用間隔|何時間(?:おき|ごと|毎)',
      '(?:每次|單次|单次)(?:劑量|剂量|用量)|(?:給藥|给药|用藥|用药|服藥|服药)(?:間隔|间隔|次數|次数)|每隔(?:幾|几|多少)(?:個|个)?(?:小時|小时|鐘)',
      '\\b(?:dosing|dose|dosage) (?:interval|frequency|schedule)\\b|\\bhow many hours apart\\b',
    ].join('|'),
  ),
  'u',
);
const NAMED_MEDICINE: RegExp = scopePattern([FEVER_MEDICINE]);
/**
 * A drug named by its generic name's stem, which the articles never need (-vir, -dipine, -olol, -pril, -sartan,
 * -statin, -cillin, -mycin, -prazole, -floxacin, warfarin, metformin, insulin, in four scripts): "阿昔洛韦",
 * "amlodipine", "ワルファリン" name a medicine as plainly as "tablets" does.
 */
const DRUG_NAME = new RegExp(
  normaliseForMatch(
    [
      '\\b[a-z]{2,}(?:vir|dipine|olol|pril|sartan|statin|cillin|mycin|prazole|floxacin|cycline|gliptin|gliflozin)\\b',
      '\\b(?:warfarin|metformin|insulin|digoxin|levothyroxine|prednisolone|allopurinol|colchicine|apixaban|rivaroxaban)\\b',
      // antibiotics, laxatives and enemas: prescribed and dosed by the doctor, never in the articles
      '\\b(?:co-?amoxiclav|augmentin|clindamycin|metronidazole|ceftriaxone|cefuroxime|tazobactam|antibiotics?|laxatives?|enemas?|lactulose|senna|lorazepam|diazepam)\\b',
      '\\b(?:magnesium (?:oxide|hydroxide)|macrogol|movicol|laxido|docusate|bisacodyl|picosulfate)\\b',
      '抗生素|開塞露|开塞露|通便藥|通便药|瀉藥|泻药|乳果糖|灌腸|灌肠|抗菌薬|抗生剤|抗生物質|下剤|浣腸',
      '氧化鎂|氧化镁|番瀉葉|番泻叶|聚乙二醇|比沙可啶|酸化マグネシウム|マグミット|センノシド|ピコスルファート|ビサコジル|マクロゴール',
      // Parkinson's medicines: their timing with meals is the articles' subject, their dose the neurologist's
      '\\b(?:levodopa|madopar|sinemet|co-?careldopa|co-?beneldopa|stalevo|ropinirole|pramipexole|rasagiline)\\b',
      '美多芭|美多巴|多巴絲肼|多巴丝肼|左旋多巴|息寧|息宁|卡左雙多巴|卡左双多巴|マドパー|ネオドパストン|メネシット|レボドパ',
      // dementia medicines: dosed by the doctor, never in the articles
      '\\b(?:donepezil|aricept|memantine|rivastigmine|galantamine)\\b|多奈哌齐|多奈哌齊|安理申|美金刚|美金剛|ドネペジル|アリセプト|メマンチン|リバスチグミン|ガランタミン',
      '[\\u4e00-\\u9fff]{1,4}(?:洛韋|洛韦|韋林|韦林|地平|洛爾|洛尔|普利|沙坦|他汀|西林|黴素|霉素|拉唑|沙星|環素|环素)',
      '華法林|华法林|二甲雙胍|二甲双胍|胰島素|胰岛素|地高辛|秋水仙|別嘌醇|别嘌醇|薄血丸|降壓藥|降压药|血壓藥|血压药|降糖藥|降糖药',
      '[ァ-ヺー]{2,}(?:ビル|ジピン|ロール|プリル|サルタン|スタチン|シリン|マイシン|プラゾール|フロキサシン)',
      // cephalosporins by their shared first syllables ("セフトリアキソン", "头孢曲松")
      'セフ[ァ-ヺー]{3,}|頭孢|头孢|\\bcef[a-z]{4,}\\b',
      'ワルファリン|ワーファリン|メトホルミン|インスリン|ジゴキシン|降圧剤|降圧薬|血圧の薬|糖尿病の薬',
    ].join('|'),
  ),
  'u',
);
/**
 * A medicine named as what the doctor prescribed ("was prescribed Nexium", "タケキャブを処方", "医生开了耐信"): a brand
 * name no list holds is a medicine all the same. A prescribed diet, texture or thickener is not (the articles'
 * "prescribed IDDSI level"), and THICKENING_WORDS or TABLET_CARE bring a thickener's amount back in any case.
 */
const PRESCRIBED_MEDICINE = new RegExp(
  normaliseForMatch(
    [
      '\\b(?:prescribed|prescription)\\b(?! (?:(?:a|an|the|his|her|their) )?(?:level|iddsi|diet|texture|thicken|drinks?|fluids?|foods?|meals?|puree|minced|soft)\\b)',
      '処方(?:され|を受け|して|薬|の薬|された薬)(?!.{0,3}(?:食|とろみ|形態|レベル))',
      '(?:醫生|医生|醫師|医师|大夫)(?:開咗|開了|开了|處方咗|处方了|開嘅|开的)(?!.{0,3}(?:餐|飯|饭|食|糊|碎|級|级|凝固|增稠))',
      '(?:處方藥|处方药|處方嘅藥|处方的药)',
    ].join('|'),
  ),
  'u',
);
const namesMedicine = (features: Features, text: string) =>
  features.has('k:medicine') || NAMED_MEDICINE.test(text) || DRUG_NAME.test(text) || PRESCRIBED_MEDICINE.test(text);
/** Crushing a tablet or mixing it into a thickened drink is the articles' subject (medicines with dysphagia). */
const TABLET_CARE = ['k:crush', 'k:thickened', 'k:thickener'];
/**
 * Swallowing the medicine itself ("swallow the tablets", "吞藥丸", "药片吞不下", "錠剤が飲み込めない", 服薬ゼリー): how to
 * give it is the articles' subject. A person's swallowing difficulty named only as the context of a dose ("阿媽有吞嚥
 * 困難，血壓藥食幾多mg") does not bring the dose back: the articles hold no doses.
 */
const SWALLOWING_THE_MEDICINE = new RegExp(
  normaliseForMatch(
    [
      '\\b(?:swallow(?:ing|s)?|get(?:ting)? down)\\b[^.?!]{0,25}?\\b(?:tablets?|pills?|capsules?|medicines?|medications?|them|it)\\b',
      '\\b(?:tablets?|pills?|capsules?)\\b[^.?!]{0,25}?\\b(?:swallow|crush|split|cut|halve|dissolve|open)',
      // a food the tablet is swallowed in ("how much yoghurt to get his tablets down", "jelly with each tablet")
      '\\bget(?:ting)? (?:(?:his|her|their|my|the) )?(?:tablets?|pills?|capsules?|medicines?)(?: \\w+)? down\\b|\\b(?:with|per) (?:each|every|a|one) (?:tablet|pill|capsule)\\b',
      '吞(?:藥|药|服|落|下|唔落|不下|唔到|不了)|(?:藥|药|丸|片|粒|膠囊|胶囊)[^。?!，,]{0,8}?吞(?!嚥|咽)',
      '磨碎|壓碎|压碎|碾碎|研碎|掰開|掰开|切開|切开|打開膠囊|打开胶囊',
      '(?:薬|錠剤|錠|カプセル)[^。?!、]{0,10}?(?:飲み込|飲みこ|砕|つぶ|潰)|服薬ゼリー|簡易懸濁',
      // giving it: by tube, mixed into food, with a jelly or a drink ("胃ろうから薬", "把药混在糊状食物里", "飲ませる")
      '胃ろう|胃瘻|経管|経鼻|鼻饲|鼻飼|胃造口|胃管|\\b(?:peg|ng tube|nasogastric|feeding tube)\\b',
      '(?:混在|混入|拌入|撈埋|混ぜ)|\\bmix(?:ed|ing)? (?:it |them )?(?:in|into|with)\\b|服药困难|服藥困難|\\beasier to swallow\\b',
    ].join('|'),
  ),
  'u',
);
/** A thickener named in words: "how much thickener" reads as an amount (k:dose) and hides the thickener concept. */
const THICKENING_WORDS = new RegExp(normaliseForMatch('\\bthicken(?:er|ers|ed|ing)?\\b|增稠|凝固粉|凝固水|とろみ'), 'u');
/**
 * How to give a tablet that will not go down (crush, split or open it, dissolve it, a jelly, mixed into food, a tube):
 * the articles' subject even beside a named drug's dose.
 */
const GIVING_THE_MEDICINE = new RegExp(
  normaliseForMatch(
    [
      '\\b(?:crush|split|halve|dissolve|open)(?:es|ed|ing|s)?\\b|\\bmix(?:ed|ing)? (?:it |them )?(?:in|into|with)\\b',
      '磨碎|壓碎|压碎|碾碎|研碎|掰開|掰开|切開|切开|打開膠囊|打开胶囊|混在|混入|拌入|撈埋',
      '(?:薬|錠剤|錠|カプセル)[^。?!、]{0,10}?(?:砕|つぶ|潰)|つぶして|服薬ゼリー|簡易懸濁|混ぜ',
      '胃ろう|胃瘻|経管|経鼻|鼻饲|鼻飼|胃造口|胃管|\\b(?:peg|ng tube|nasogastric|feeding tube)\\b',
    ].join('|'),
  ),
  'u',
);
/**
 * A dose of a drug named by name ("what dose of metformin now that he can't swallow big tablets"): prescribing even
 * beside tablets hard to swallow, which only say why it is asked; how to give the tablet or a thickener brings it back.
 */
const namedDrugDose = (text: string) =>
  DOSE_COUNT.test(text) && (DRUG_NAME.test(text) || NAMED_MEDICINE.test(text)) && !GIVING_THE_MEDICINE.test(text);
/**
 * Which medicine to take for a common illness that is not swallowing ("sore throat from a cold, what medicine should
 * he take", "感冒喉咙痛应该吃什么药", "風邪で何の薬を飲ませれば"): choosing a medicine is the doctor's or pharmacist's.
 * Swallowing or giving the medicine (tablets hard to swallow, a thickened drink, an IDDSI level) keeps it in scope.
 */
const WHICH_MEDICINE = new RegExp(
  normaliseForMatch(
    [
      '\\b(?:what|which) (?:medicines?|medications?|meds|tablets?|pills?|drugs?) (?:should|can|could|do|to|would|is|are|for)\\b',
      '\\bwhat (?:should|can|could) (?:i|we|he|she|they) (?:give|take) (?:him |her |them )?for\\b',
      '(?:食|吃|服|用|買|买)(?:乜嘢|乜|咩|什么|什麼|甚麼|哪种|哪種|邊種|边种|啲咩)(?:藥|药)',
      '(?:什么|什麼|甚麼|咩|乜嘢|哪种|哪種|邊種)(?:藥|药)(?:好|比較好|比较好|有效)',
      '(?:何の|どの|どんな)(?:薬|くすり)|薬は(?:何|どれ)',
    ].join('|'),
  ),
  'u',
);
/** The common illnesses behind such a question: a cold, flu, cough, sore throat, fever, headache, a runny nose. */
const COMMON_ILLNESS = new RegExp(
  normaliseForMatch(
    [
      '\\b(?:a cold|the cold|colds|flu|influenza|cough(?:ing)?|sore throat|fever|temperature|headache|runny nose|blocked nose)\\b',
      '感冒|傷風|伤风|咳|喉嚨痛|喉咙痛|喉痛|嗓子疼|發燒|发烧|發熱|发热|頭痛|头痛|流鼻水|流鼻涕',
      '風邪|かぜ|インフルエンザ|咳|せき|(?:のど|喉)が痛|熱が|発熱|頭痛|鼻水',
    ].join('|'),
  ),
  'u',
);
/** Textures and thickened drinks: a medicine asked of them ("safe with thickened water") is the articles' subject. */
const TEXTURE_PATTERN: RegExp = scopePattern(SCOPE_SUBJECTS.filter((s) => s.id === 'texture_modified'));
const asksIllnessMedicine = (features: Features, text: string) =>
  WHICH_MEDICINE.test(text) &&
  COMMON_ILLNESS.test(text) &&
  ![SWALLOWING_THE_MEDICINE, GIVING_THE_MEDICINE, SWALLOWING_PATTERN, TEXTURE_PATTERN].some((p) => p.test(text)) &&
  ![...features.keys()].some((f) => f.startsWith('k:level_') || TABLET_CARE.includes(f));
/** The reason for such a question (the fever medicines' subject), or undefined. */
const illnessMedicine = (features: Features, text: string) => (asksIllnessMedicine(features, text) ? FEVER_MEDICINE.about : undefined);
const outsideDose = (features: Features, text: string) =>
  ((DOSE_COUNT.test(text) && namesMedicine(features, text)) || (ONE_DOSE_OR_INTERVAL.test(text) && DRUG_NAME.test(text))) &&
  (!SWALLOWING_THE_MEDICINE.test(text) || namedDrugDose(text)) &&
  !TABLET_CARE.some((f) => features.has(f)) &&
  !THICKENING_WORDS.test(text);

/**
 * A question that asks how much of another condition's medicine or nutrient to give (an insulin dose, grams of
 * carbohydrate, a potassium or phosphorus limit) is a question for the doctor or dietitian even when it names the
 * person's texture ("she is on puréed meals now"): the articles hold no such amounts. Only a word of swallowing
 * difficulty brings it back.
 */
export const OUTSIDE_AMOUNT = {
  about:
    'how much insulin, carbohydrate, potassium or phosphorus another condition allows is for the doctor or dietitian, not dysphagia guidance',
  pattern: new RegExp(
    [
      '\\b(?:insulin|metformin|carb(?:ohydrate)?s?|potassium|phosph(?:orus|ate))\\b[^.?!]{0,30}?\\b(?:doses?|dosage|units?|grams?|mg|limit)\\b',
      '\\b(?:doses?|dosage|how many units|how many grams)\\b[^.?!]{0,20}?\\b(?:insulin|metformin|carb(?:ohydrate)?s?|potassium|phosph(?:orus|ate))\\b',
      normaliseForMatch('(?:胰島素|胰岛素|主食|碳水|澱粉質|淀粉质|鉀|钾|磷)[^。?!]{0,12}?(?:幾多|几多|多少|劑量|剂量|克|單位|单位)'),
      normaliseForMatch(
        '(?:インスリン|糖質|炭水化物|カリウム|(?<![ァ-ヺー])リン)[^。?!]{0,12}?(?:単位|グラム|どのくらい|どれくらい|何g|量)',
      ),
    ].join('|'),
    'u',
  ),
};

/**
 * One day's menu at a place ("what's on the hospital's lunch menu tomorrow", "下星期二嘅午餐餐單", "明日の献立"): what a
 * kitchen serves on a given day is the place's to say, not the articles'. A menu word and a day word in one sentence,
 * and nothing of the domain beside them (asksDayMenu): a texture, a level, a food to avoid or a word of care brings it
 * back ("is tomorrow's menu all right for Level 5?", "which high-risk foods to keep off next week's menu").
 */
export const DAY_MENU = {
  about: "a particular day's menu at a hospital, home or restaurant is for that place to say, not the clinical articles",
  pattern: (() => {
    const menu = '(?:\\bmenus?\\b|餐單|餐牌|菜單|菜单|餐单|メニュー|献立|こんだて)';
    const day = [
      '\\b(?:today|tonight|tomorrow|tmrw|this week|next week|this month|next month|(?:a|per|each|every) (?:week|day)|(?:next |this |on )?(?:mon|tues|wednes|thurs|fri|satur|sun)days?)\\b',
      '聽日|听日|今日|今晚|今天|明天|明日|明晚|後日|后天|(?:下|今|呢|這|这)(?:個|个)?(?:星期|禮拜|礼拜|週|周)|本(?:週|周)|星期[一二三四五六日天]|(?:禮拜|礼拜)[一二三四五六日天]|周[一二三四五六日]',
      // a week's round of meals ("一個禮拜食咩", "每天吃什么", "一週間の献立") is the same kitchen's plan
      '(?:一|每)(?:個|个)?(?:星期|禮拜|礼拜|週|周)|每(?:日|天|餐)|一週間|毎日',
      // a month's menu is as much the kitchen's own as a day's
      '(?:下|呢|這|这)(?:個|个)月|本月|下月',
      '今夜|来週|今週|[月火水木金土日]曜|今月|来月',
    ].join('|');
    const gap = '[^.?!。？！]{0,24}?';
    return new RegExp(normaliseForMatch(`${menu}${gap}(?:${day})|(?:${day})${gap}${menu}`), 'u');
  })(),
};

/**
 * Soft food asked for beside a day's menu ("she can only manage soft food"): a texture the articles describe (the
 * levels' own names are concepts). Not with a price: there the soft meal is only what is priced.
 */
const MENU_TEXTURES: ScopeSubject = {
  id: 'menu_textures',
  about: DAY_MENU.about,
  terms: {
    en: ['soft food', 'soft diet', 'soft meal'],
    'zh-HK': ['軟餐', '軟飯', '軟啲'],
    'zh-CN': ['软食', '软饭', '软一点'],
    ja: ['やわらか', '柔らか', '軟らか'],
  },
};
const MENU_TEXTURE_PATTERN: RegExp = scopePattern([MENU_TEXTURES]);

/** Concepts that only say whom and when a day's menu is for (a resident, a child, lunchtime, Hong Kong). */
const MENU_CONTEXT: ReadonlySet<string> = new Set(
  ['elderly_resident', 'adult', 'child', 'pregnant', 'hong_kong', 'meal_time'].map((id) => `k:${id}`),
);
const MENU_TEXTURE_ALL = new RegExp(MENU_TEXTURE_PATTERN.source, 'gu');
/**
 * A place named by its own name before its kind ("養和醫院", "仁濟護老院", "聖路加国際病院", "さくらクリニック", "長寿医療
 * 研究センター"): not "呢間醫院", "佢住嘅醫院" or "近くの病院". Its soft-meal menu is that place's to say: the soft meal
 * only names which of its menus. Japanese names are written in kanji or katakana.
 */
const NAMED_PLACE = new RegExp(
  [
    `\\p{Script=Han}{2,6}${normaliseForMatch('(?<![間家個嘅的所座呢這嗰那該])(?:醫院|病院|護老院|安老院|老人院|養老院|療養院|餐廳|酒樓)')}`,
    '[\\p{Script=Han}\\p{Script=Katakana}ー・]{2,12}(?:クリニック|センター)',
  ].join('|'),
  'u',
);
/**
 * English: one to three capitalised words before the kind of place ("St Thomas' Hospital", "Elm Lodge Care Home"),
 * read on the question as written, since only the capital tells a name from a description ("a moist hospital menu").
 */
const LATIN_PLACE_NAME =
  /(?<![\p{L}'.&-])((?:\p{Lu}[\p{L}'.&-]*\s+){1,3})([Hh]ospital|[Cc]linic|[Ii]nfirmary|[Cc]are\s+[Hh]ome|[Nn]ursing\s+[Hh]ome|[Hh]ospice)\b/gu;
/**
 * Words that never name a place, capitalised or not: what stands before a place's kind without naming it ("The",
 * "Her", "Local"), and words of texture, of a diet or of an example ("Moist", "Sample", "Dysphagia", "Stroke").
 */
const NOT_PLACE_NAME: ReadonlySet<string> = new Set(
  [
    "the a an my his her their our your its this that these those which what what's whose any every each local nearest",
    'same other another good best in at of from to for on by near is are was were and or do does did can could should',
    'would will i we you he she they it see get find about with into new old general private public big small one some',
    'sample samples typical example standard usual normal regular weekly daily monthly dysphagia stroke swallowing',
    'soft moist minced mince pureed puree purée liquidised liquidized smooth level iddsi diet texture modified',
    'please show give tell hi hello dear',
  ]
    .join(' ')
    .split(' '),
);
const SENTENCE_START = /(?:^|[.!?:;]\s*|\n)$/u;

/** True when the question, as written, names a place by its own English name before its kind. */
function namesLatinPlace(question: string): boolean {
  const text = question.normalize('NFKC').replace(/’/g, "'");
  for (const m of text.matchAll(LATIN_PLACE_NAME)) {
    const words = m[1]!.trim().split(/\s+/);
    const names = words.filter((w) => !NOT_PLACE_NAME.has(w.toLowerCase().replace(/'s?$/, '')));
    if (names.length === 0) continue;
    // (A sentence's first word is capitalised whatever it is: alone before "hospital" in lower case, it names nothing.)
    const first = m.index + m[1]!.indexOf(names[0]!);
    if (names.length === 1 && /^[a-z]/.test(m[2]!) && SENTENCE_START.test(text.slice(0, first))) continue;
    return true;
  }
  return false;
}
/** The menu itself, on any day or none ("入院中の献立", "糊餐餐單"). */
const MENU_WORD = new RegExp(normaliseForMatch('\\bmenus?\\b|餐單|餐牌|菜單|菜单|餐单|メニュー|献立|こんだて'), 'u');
/**
 * What is on the menu, asked of the menu itself ("餐單有啲乜", "菜单有哪些菜", "メニューを知りたい", "献立は何"): a particle
 * or a day at most between them. "How to design it" or "which foods may go in it" asks no such thing.
 */
const MENU_CONTENTS_ASK = new RegExp(
  normaliseForMatch(
    [
      '(?:餐單|餐牌|菜單|菜单|餐单|メニュー|献立|こんだて)(?:嘅|的|は|が|を|の|って|も)?(?:今日|今天|今晚|聽日|听日|明天|明日|今週|来週|本週|本周|下星期|呢個星期|這個星期|这个星期|今月|来月|本月|呢個月|這個月|这个月|下個月|下个月)?(?:嘅|的|は|が|を)?',
      '(?:有(?:啲|d|些)?(?:乜嘢|乜|咩|什么|什麼|甚麼|哪些|邊啲|边啲|边些)|係(?:乜|咩|點|点)|系(?:乜|咩|點|点)|是什么|是什麼|是甚麼|是怎样的|是怎樣的|包括|何|なに|なん|どんな|知りたい|教えて|見せて|見たい',
      // asked to be seen ("見られますか", "在哪里看", "睇得到嗎"): the menu itself, not what may go in it
      '|見られ|見れ|見ること|確認でき|公開|可以看|看得到|睇得到|(?:在|喺)?(?:哪里|哪裡|哪儿|邊度|边度)(?:可以)?(?:看|睇|查)|查看)',
    ].join(''),
  ),
  'u',
);
/** Planning a menu or asking what may go in it: the articles' subject even for a named place's menu. */
const MENU_PLANNING_ASK = new RegExp(
  normaliseForMatch(
    [
      '設計|设计|規劃|规划|計劃|计划|編排|编排|安排|點樣(?:整|編|编|定)|怎(?:么|麼|样|樣)(?:做|定|编|編)|如何|應該|应该|可以(?:放|加|用|食|吃|有)|適合|适合',
      '入れて(?:よい|いい|も)|使って(?:よい|いい|も)|立て方|作り方|考え方|組み立て|どう(?:やって)?(?:作|立て|組|考え)|どうすれば|べき',
      '\\bplan(?:s|ning)?\\b|\\bdesign(?:ing)?\\b|\\bhow (?:do|should|can|could) (?:i|we|they|staff)\\b|\\b(?:should|can|could) (?:go|be put) on\\b|\\bwhich foods\\b',
    ].join('|'),
  ),
  'u',
);
/** Which of a place's menus: its diet's name or level ("糊餐", "嚥下食", "Level 4"), not a question about it. */
const isMenuDietName = (f: string) => f === 'k:soft_meal' || f === 'k:old_diet_terms' || f.startsWith('k:level_') || MENU_CONTEXT.has(f);
/**
 * What is on a named place's menu for a diet ("瑪麗醫院嘅糊餐餐單有啲乜", "聖路加国際病院の嚥下食の献立を知りたい"), on a
 * given day or none: what that kitchen serves is its own to say. Safety or suitability asked of it (DOMAIN_ASK_PATTERN),
 * how to plan such a menu or which foods may go in it (MENU_PLANNING_ASK) keep it in scope.
 */
function asksPlaceMenu(kept: string, features: Features, named: boolean): boolean {
  if (!named || !MENU_WORD.test(kept) || DOMAIN_ASK_PATTERN.test(kept)) return false;
  if (MENU_PLANNING_ASK.test(kept) || !(MENU_CONTENTS_ASK.test(kept) || DAY_MENU.pattern.test(kept))) return false;
  // (A dish asked after, or the menu's name by the swallowing it is for, says which menu: "吞咽餐菜单".)
  const rest = kept.replace(MENU_HAS_ITEM, ' ').replace(SWALLOWING_DIET, ' ');
  const own = rest === kept ? features : textFeatures(rest, { query: true });
  return [...own.keys()].every((f) => !f.startsWith('k:') || isMenuDietName(f));
}

/**
 * Whether a named place's menu has a dish, asked as a short question of its own ("有冇魚㗎?", "有没有鸡肉?", "魚は出ますか"):
 * one more thing its kitchen serves, not a question for the articles. A longer phrase ("有冇高風險食物") is a class of
 * food the articles describe and keeps the question in scope; so does any word of safety (DOMAIN_ASK_PATTERN).
 */
const MENU_HAS_ITEM = new RegExp(
  [
    `${normaliseForMatch('(?:有冇|有沒有|有没有|有無|有无|會唔會有|会不会有)')}\\p{Script=Han}{1,3}${normaliseForMatch('(?:㗎|架|呀|啊|嗎|吗|呢|喎)*')}\\?`,
    `[\\p{Script=Han}\\p{Script=Katakana}ー]{1,5}${normaliseForMatch('(?:は|が|も)(?:あります|出ます|入っています)か?')}\\?`,
  ].join('|'),
  'gu',
);

/**
 * How to book at a named place or when its doctors are in ("北京协和医院的吞咽门诊怎么挂号？周几有专家出诊", "瑪麗醫院吞嚥
 * 診所點預約", "聖路加国際病院の嚥下外来の予約方法は"): that place's own arrangements, not the clinical articles. The
 * clinic's name (吞咽门诊) only says which desk; the place must be named by its own name (not "去医院挂号").
 */
export const PLACE_BOOKING = {
  about: 'how to book at a named hospital or clinic, and when its doctors are in, is for that place to say, not the clinical articles',
  place: new RegExp(
    `\\p{Script=Han}{2,6}${normaliseForMatch('(?<![間家個嘅的所座呢這嗰那該去到在住入上睇看返回附近])(?:醫院|病院|診所|醫務所|クリニック)')}`,
    'u',
  ),
  ask: new RegExp(
    normaliseForMatch(
      [
        '掛號|挂號|挂号|預約|预约|約期|约期|排期|出診|出诊|坐診|坐诊|應診|应诊|門診時間|门诊时间|開診|开诊',
        '(?:星期|禮拜|礼拜|週|周)(?:幾|几)|(?:邊|哪)(?:日|天|幾日)(?:有|開|开)',
        '予約|受診方法|受診の仕方|外来日|診療日|診察日|何曜日|担当医の(?:曜日|日)',
      ].join('|'),
    ),
    'u',
  ),
};
/** Concepts that only say which desk and for whom: the swallowing clinic, its doctors, the person's age or place. */
const BOOKING_CONTEXT: ReadonlySet<string> = new Set(['k:swallow', 'k:dysphagia', 'k:doctor', ...MENU_CONTEXT]);
/** Booking asked, nothing else: a booking already made (预约了) with a question about care beside it stays in scope. */
function asksPlaceBooking(kept: string, features: Features): boolean {
  if (!PLACE_BOOKING.place.test(kept) || !PLACE_BOOKING.ask.test(kept) || DOMAIN_ASK_PATTERN.test(kept)) return false;
  return [...features.keys()].every((f) => !f.startsWith('k:') || BOOKING_CONTEXT.has(f));
}

/** A day's menu asked for with nothing of the domain beside it: no concept beyond whom and when, no word of care. */
function asksDayMenu(kept: string, features: Features, named: boolean): boolean {
  if (asksPlaceMenu(kept, features, named)) return true;
  if (!DAY_MENU.pattern.test(kept)) return false;
  if (named && MENU_TEXTURE_PATTERN.test(kept)) {
    const rest = kept.replace(MENU_TEXTURE_ALL, ' ');
    return asksDayMenu(rest, textFeatures(rest, { query: true }), named);
  }
  if ([...features.keys()].some((f) => f.startsWith('k:') && !MENU_CONTEXT.has(f))) return false;
  return ![CARE_PATTERN, DOMAIN_ASK_PATTERN, MENU_TEXTURE_PATTERN].some((p) => p.test(kept));
}

/**
 * Outside subjects known by their words rather than by a concept. For the culinary ones the words of ordinary
 * food they name (pork, rice) or of a sign they share with the articles (fever) do not bring them back in scope;
 * a word of swallowing, textures, mealtime care or a condition does. The others come back only with a concept
 * central to the articles (isAnchor), as outside concepts do.
 */
const WORDED_OUTSIDE: readonly { about: string; pattern: RegExp; culinary: boolean }[] = [
  { subject: FLAVOUR_COOKING, culinary: true },
  { subject: VACCINATION, culinary: true },
  { subject: BONE_HEALTH, culinary: false },
  // (A word of swallowing, textures or mealtime care brings it back: "losing weight on thickened drinks".)
  { subject: DIETING_FITNESS, culinary: true },
  { subject: PICKY_EATING, culinary: true },
  // (How much of a fever medicine to drink names hydration: only a word of swallowing or textures brings these back.)
  { subject: INJURY_CARE, culinary: true },
  // (Feeding in bed, posture or choking brings it back: "how do I turn him in bed so he does not choke".)
  { subject: PRESSURE_CARE, culinary: true },
  { subject: FEVER_MEDICINE, culinary: true },
  { subject: THERAPEUTIC_DIET, culinary: false },
  { subject: MEDICINE_DOSE, culinary: false },
  { subject: SLEEP_MEDICINE, culinary: true },
  { subject: COSTS_AND_BENEFITS, culinary: false },
  { subject: MEDICINE_INTERACTION, culinary: false },
]
  .map(({ subject, culinary }) => ({ about: subject.about, pattern: scopePattern([subject]), culinary }))
  .concat({ about: MEDICINE_INTERACTION.about, pattern: DRINKING_ALCOHOL, culinary: false });

/** "Feed the sourdough starter": feeding that is not a person's (removed before the in-scope words are looked for). */
const NOT_CARE = /\bfeed(?:s|ing)?\s+(?:it|the|my|a|your|our)?\s*(?:sourdough\s+)?(?:starter|levain|dough|yeast)\b/gu;

/** The in-scope words beyond food and drink themselves (every subject but food_and_drink). */
const CARE_PATTERN: RegExp = scopePattern(SCOPE_SUBJECTS.filter((s) => s.id !== 'food_and_drink'));

/**
 * A clause that says nobody has swallowing difficulties ("Nobody in the family has swallowing problems", "屋企冇人有
 * 吞嚥問題", "嚥下の問題はありません"): it sets an outside question apart from the articles, so its words of
 * swallowing do not bring the question back in scope (a negated ability, "he can't swallow", is a difficulty and stays).
 */
const NO_SWALLOWING_PROBLEM = new RegExp(
  [
    "(?:\\bno|\\bnobody|\\bno-one|\\bnone|\\bnot|n[’']t|\\bnever|\\bwithout)\\b[^.?!]{0,30}?\\b(?:(?:swallowing|chewing)\\s+(?:problems?|difficult(?:y|ies)|issues?|troubles?)|dysphagia)",
    // The word of difficulty first ("no trouble swallowing", "swallows fine"): the same denial, another order.
    "(?:\\bno|\\bnot any|n[’']t have any)\\s+(?:trouble|problems?|difficult(?:y|ies)|issues?)\\s+(?:with\\s+)?(?:swallowing|chewing)\\b",
    '\\b(?:swallows|swallowing|chews|chewing|can swallow|can chew)\\s+(?:is\\s+)?(?:fine|normally|normal|ok|okay|well|without (?:any )?(?:problems?|trouble|difficulty))\\b',
    // (Chinese and Japanese are matched as normalised: 嚥 and 問題 fold to 咽 and 问题.)
    normaliseForMatch('(?:冇|沒有|無|唔|不)[^。?!]{0,8}?(?:吞嚥|咀嚼)(?:問題|困難|障礙)'),
    normaliseForMatch(
      '(?:吞嚥|吞咽|吞嘢|吞野|吞東西|吞东西|咀嚼)(?:方面)?(?:都|也|完全)?(?:冇|沒有|没有|無|无|没)(?:甚麼|什么|咩|乜|任何)?(?:問題|困難|障礙)',
    ),
    normaliseForMatch('(?:吞嚥|吞咽|吞嘢|吞東西|吞东西|咀嚼)(?:都|也)?(?:正常|順利|顺利|沒事|没事|好正常)'),
    normaliseForMatch('(?:嚥下|飲み込み|飲みこみ|咀嚼)[^。?!]{0,6}?(?:問題|障害|困難)[^。?!]{0,6}?(?:ない|なし|ありません|いません)'),
    normaliseForMatch('(?:問題なく|普通に|ふつうに)(?:飲み込め|飲みこめ|噛め)|(?:飲み込み|飲みこみ)(?:は|も)(?:大丈夫|正常|普通)'),
  ].join('|'),
  'gu',
);

/** A matter for a place itself to say: a day's or a named place's menu, or booking at a named clinic. */
function placeOwnMatter(kept: string, features: Features, question: string): string | undefined {
  const named = NAMED_PLACE.test(kept) || namesLatinPlace(question);
  if (asksDayMenu(kept, features, named)) return DAY_MENU.about;
  return asksPlaceBooking(kept, features) ? PLACE_BOOKING.about : undefined;
}

/** The outside subject a question is about (and nothing in scope beside it), or undefined. */
export function outsideSubject(features: Features, question = ''): string | undefined {
  const text = normaliseForMatch(question);
  // (What a clause denying any swallowing difficulty names does not count for the question.)
  const kept = text.replace(NO_SWALLOWING_PROBLEM, ' ');
  const ownFeatures = kept === text ? features : textFeatures(kept, { query: true });
  let outside: string | undefined;
  let culinary = false;
  let anchored = false;
  const asked = askedOnly(kept);
  for (const f of ownFeatures.keys()) {
    anchored ||= isAnchor(f) && !asked.has(f);
    const why = OUTSIDE_SUBJECTS.get(f);
    if (why && outside === undefined) [outside, culinary] = [why, CULINARY_OUTSIDE.has(f)];
  }
  if (ANIMAL_PATTERN.test(text.replace(NOT_ANIMALS, ' '))) return ANIMAL_CARE.about;
  if (asksLiability(kept)) return LEGAL_LIABILITY.about;
  const aside = outsideBesideCondition(kept, outside, ownFeatures);
  if (aside) return aside;
  if (OUTSIDE_AMOUNT.pattern.test(kept) && !SWALLOWING_THE_MEDICINE.test(kept)) return OUTSIDE_AMOUNT.about;
  if (outsideDose(ownFeatures, kept)) return MEDICINE_DOSE.about;
  const placeOwn = placeOwnMatter(kept, ownFeatures, question);
  if (placeOwn) return placeOwn;
  for (const subject of WORDED_OUTSIDE)
    if (outside === undefined && subject.pattern.test(kept)) [outside, culinary] = [subject.about, subject.culinary];
  if (outside === undefined) return illnessMedicine(ownFeatures, kept);
  if (outside === THERAPEUTIC_DIET.about && !anchoredBeyondContext(withoutRegularDiet(kept, ownFeatures), asked)) return outside;
  if (culinary) return CARE_PATTERN.test(kept.replace(NOT_CARE, ' ')) || hasCareLevel(ownFeatures, asked) ? undefined : outside;
  return anchored ? undefined : outside;
}

/**
 * Outside subjects for which a condition named is only whom they are for: paperwork (who pays, legal affairs) comes
 * back in scope only with a word of swallowing difficulty itself, a limb's rehabilitation with one of swallowing,
 * food, drink or mealtime care.
 */
function outsideBesideCondition(kept: string, outside: string | undefined, features: Features): string | undefined {
  const paperwork = outside === undefined ? PAPERWORK.find((p) => p.pattern.test(kept)) : undefined;
  if (paperwork && !SWALLOWING_PATTERN.test(kept.replace(CONDITION_AS_CONTEXT, ' ')) && !asksCareBeside(kept, paperwork))
    return paperwork.subject.about;
  if (asksPrice(kept, features) && !SWALLOWING_PATTERN.test(kept.replace(CONDITION_AS_CONTEXT, ' '))) return PRICES_AND_SHOPS.about;
  if (LIMB_REHAB_PATTERN.test(kept) && !CARE_BEYOND_CONDITIONS.test(kept.replace(NOT_CARE, ' '))) return LIMB_REHAB.about;
  return undefined;
}

/**
 * Concepts a question only asks about ("能不能喝" asks about Level 0): they steer retrieval, but what the question
 * names is what keeps an outside subject in scope ("降压药能不能喝柚子汁" names no swallowing).
 */
function askedOnly(normalised: string): Set<string> {
  const said = conceptsIn(normalised, false);
  return new Set([...conceptsIn(normalised, true).keys()].filter((id) => !said.has(id)).map((id) => `k:${id}`));
}

/**
 * Swallowing difficulty named only as who the person is ("老人有吞咽问题，还有痛风，低嘌呤饮食怎么安排"): it does not
 * bring another condition's diet back in scope, nor does the kitchen that cooks it; a texture, an IDDSI level or a
 * thickened drink does.
 */
const CONTEXT_ANCHORS: ReadonlySet<string> = new Set(['k:dysphagia', 'k:swallow', 'k:prepare_meal']);

/**
 * A regular diet named beside another condition's diet ("on a regular diet with gout") says the person eats
 * unmodified food: context, not a texture asked about, so it does not bring the other diet back in scope.
 */
const REGULAR_DIET = new RegExp(
  normaliseForMatch(
    '\\b(?:regular|normal|ordinary|usual|full) (?:diets?|food|meals?)\\b|普通(?:餐|飯|饭|飲食|饮食)|正常(?:飲食|饮食)|常食|普通食',
  ),
  'gu',
);
function withoutRegularDiet(kept: string, features: Features): Features {
  const rest = kept.replace(REGULAR_DIET, ' ');
  return rest === kept ? features : textFeatures(rest, { query: true });
}
const anchoredBeyondContext = (features: Features, asked: ReadonlySet<string>) =>
  [...features.keys()].some((f) => isAnchor(f) && !CONTEXT_ANCHORS.has(f) && !asked.has(f));

const hasCareLevel = (features: Features, asked: ReadonlySet<string>) =>
  [...features.keys()].some((f) => (f.startsWith('k:level_') || CARE_ANCHORS.has(f)) && !asked.has(f));

/**
 * The speech therapist by the Latin letters care staff in Japan and Hong Kong call them ("STさん", "ST姑娘", "SLPの先生"),
 * read only beside Japanese or Chinese script: in an English sentence "St" is a saint or a street.
 */
const THERAPIST_LETTERS =
  /(?<![a-z])(?:st|slp|slt)(?=\s?[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])|(?<=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]\s?)(?:st|slp|slt)(?![a-z])/u;
/**
 * "ST" of the heart trace (ST段抬高, ST上昇, ST压低) or of a medicine's name (ST合剂) beside the same script: the letters
 * before a word of the trace or a dosage form, or any "ST" in a question naming the ECG, are not the therapist.
 */
const NOT_THERAPIST_LETTERS =
  /(?<![a-z])st\s?(?:段|区间|區間|波|上昇|上升|下降|低下|降低|抬高|压低|壓低|変化|变化|變化|改变|改變|合剂|合劑|錠|片|セグメント)|心[电電][图圖図]|\b(?:ecg|ekg)\b/u;

/** True when a question names the articles' subject: a domain concept beyond its context, or an in-scope word. */
export function namesInScopeSubject(question: string, features: Features): boolean {
  for (const f of features.keys()) if (f.startsWith('k:') && !CONTEXT_CONCEPTS.has(f) && !OUTSIDE_SUBJECTS.has(f)) return true;
  const normalised = normaliseForMatch(question);
  return SCOPE_PATTERN.test(normalised) || (THERAPIST_LETTERS.test(normalised) && !NOT_THERAPIST_LETTERS.test(normalised));
}

/** Why a question is not covered (an outside subject, or no in-scope subject at all), or undefined when it is in scope. */
export function notCoveredReason(question: string, features: Features): string | undefined {
  const outside = outsideSubject(features, question);
  if (outside) return outside;
  return namesInScopeSubject(question, features)
    ? undefined
    : 'the question names nothing about swallowing, texture-modified food and drink or mealtime care';
}
