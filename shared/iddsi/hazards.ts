/**
 * IDDSI high-risk food features: codes, what each does to a level, and the
 * localised wording. Codes appear in responses (`hazards[].code`).
 */
import type { TextLanguage } from '../languages';

export const HAZARD_CODES = [
  'mixed_consistency',
  'hard',
  'crunchy',
  'dry',
  'tough_fibrous',
  'sticky',
  'round_long',
  'bones',
  'skins_husks',
  'floppy',
  'juicy',
  'melts',
] as const;
export type HazardCode = (typeof HAZARD_CODES)[number];

export function isHazardCode(code: string): code is HazardCode {
  return (HAZARD_CODES as readonly string[]).includes(code);
}

/**
 * Hazards that exclude a food from IDDSI levels 3-6 (a food that has one is
 * level 7 until it is prepared otherwise). Foods that melt are judged as the
 * thin liquid they become, which is handled by the engine, not by raising.
 */
export const RAISES_FOOD_TO_REGULAR: ReadonlySet<string> = new Set(
  HAZARD_CODES.filter((c) => c !== 'melts'),
);

const LABELS: Record<HazardCode, Record<TextLanguage, string>> = {
  mixed_consistency: {
    en: 'Mixed thin-and-thick consistency (thin liquid with solid pieces)',
    'zh-HK': '混合稠度（稀液體夾雜固體）',
    'zh-Hans': '混合稠度（稀液体夹杂固体）',
    ja: '液体と固形物の混在（汁と具）',
    tl: 'Halo-halong lapot (malabnaw na likido na may solidong piraso)',
    id: 'Konsistensi campuran (cairan encer dengan potongan padat)',
    vi: 'Hỗn hợp lỏng và đặc (chất lỏng loãng lẫn miếng rắn)',
    th: 'ความข้นผสม (ของเหลวใสปนชิ้นอาหารแข็ง)',
    es: 'Consistencia mixta (líquido fino con trozos sólidos)',
  },
  hard: {
    en: 'Hard or raw pieces',
    'zh-HK': '質地堅硬或生冷',
    'zh-Hans': '质地坚硬或生冷',
    ja: '硬い・生のもの',
    tl: 'Matigas o hilaw na piraso',
    id: 'Potongan keras atau mentah',
    vi: 'Miếng cứng hoặc sống',
    th: 'ชิ้นแข็งหรือดิบ',
    es: 'Trozos duros o crudos',
  },
  crunchy: {
    en: 'Crunchy, crispy or fried crust',
    'zh-HK': '香脆、酥脆或油炸外皮',
    'zh-Hans': '香脆、酥脆或油炸外皮',
    ja: 'カリカリ・サクサクしたもの、揚げ物の衣',
    tl: 'Malutong o pritong balat',
    id: 'Renyah, garing atau kulit gorengan',
    vi: 'Giòn hoặc lớp chiên giòn',
    th: 'กรอบหรือเปลือกทอด',
    es: 'Crujiente o rebozado frito',
  },
  dry: {
    en: 'Dry or crumbly',
    'zh-HK': '乾身或易碎散',
    'zh-Hans': '干身或易碎散',
    ja: 'パサパサ・ぼろぼろしたもの',
    tl: 'Tuyo o madurog',
    id: 'Kering atau mudah hancur',
    vi: 'Khô hoặc dễ vụn',
    th: 'แห้งหรือร่วน',
    es: 'Seco o que se desmorona',
  },
  tough_fibrous: {
    en: 'Tough, chewy, stringy or fibrous',
    'zh-HK': '韌、煙韌、多筋或多纖維',
    'zh-Hans': '韧、有嚼劲、多筋或多纤维',
    ja: '硬くて噛み切りにくい・筋や繊維が多い',
    tl: 'Makunat o mahibla',
    id: 'Alot, kenyal atau berserat',
    vi: 'Dai, nhiều gân hoặc xơ',
    th: 'เหนียว มีเอ็นหรือเส้นใย',
    es: 'Duro de masticar, fibroso o con hebras',
  },
  sticky: {
    en: 'Sticky or gummy (e.g. glutinous rice, nut butters)',
    'zh-HK': '黏身或黐牙（如糯米、花生醬）',
    'zh-Hans': '黏性大（如糯米、花生酱）',
    ja: '粘りが強くくっつくもの（餅、ピーナッツバターなど）',
    tl: 'Malagkit (hal. malagkit na kanin, peanut butter)',
    id: 'Lengket (mis. ketan, selai kacang)',
    vi: 'Dính, dẻo (vd. xôi, bơ đậu phộng)',
    th: 'เหนียวติด (เช่น ข้าวเหนียว เนยถั่ว)',
    es: 'Pegajoso (p. ej., arroz glutinoso, crema de cacahuete)',
  },
  round_long: {
    en: 'Round or long shapes (e.g. grapes, sausages, noodles)',
    'zh-HK': '圓形或長條形（如提子、香腸、麵條）',
    'zh-Hans': '圆形或长条形（如葡萄、香肠、面条）',
    ja: '丸いもの・細長いもの（ぶどう、ソーセージ、麺など）',
    tl: 'Bilog o mahabang hugis (hal. ubas, hotdog, pansit)',
    id: 'Bentuk bulat atau panjang (mis. anggur, sosis, mi)',
    vi: 'Hình tròn hoặc dài (vd. nho, xúc xích, mì)',
    th: 'รูปกลมหรือยาว (เช่น องุ่น ไส้กรอก เส้นก๋วยเตี๋ยว)',
    es: 'Formas redondas o alargadas (p. ej., uvas, salchichas, fideos)',
  },
  bones: {
    en: 'Bones, gristle or shells',
    'zh-HK': '骨、軟骨或殼',
    'zh-Hans': '骨、软骨或壳',
    ja: '骨・軟骨・殻',
    tl: 'Buto, tinik o kabibe',
    id: 'Tulang, duri atau cangkang',
    vi: 'Xương, sụn hoặc vỏ',
    th: 'กระดูก ก้าง หรือเปลือก',
    es: 'Huesos, espinas o cáscaras',
  },
  skins_husks: {
    en: 'Skins, husks, seeds or pips',
    'zh-HK': '外皮、殼皮、籽或核',
    'zh-Hans': '外皮、壳皮、籽或核',
    ja: '皮・種',
    tl: 'Balat, buto o butil',
    id: 'Kulit, sekam atau biji',
    vi: 'Vỏ, hạt hoặc trấu',
    th: 'เปลือก เมล็ด หรือกาก',
    es: 'Pieles, hollejos, semillas o pepitas',
  },
  floppy: {
    en: 'Floppy leaves (e.g. lettuce, raw spinach)',
    'zh-HK': '軟塌菜葉（如生菜、生菠菜）',
    'zh-Hans': '软塌菜叶（如生菜、生菠菜）',
    ja: 'ぺらぺらした葉物（レタスなど）',
    tl: 'Malalambot na dahon (hal. letsugas)',
    id: 'Daun lemas (mis. selada)',
    vi: 'Lá mỏng mềm (vd. xà lách)',
    th: 'ใบผักบางอ่อน (เช่น ผักกาดหอม)',
    es: 'Hojas flexibles (p. ej., lechuga)',
  },
  juicy: {
    en: 'Juice separates from the food in the mouth (e.g. watermelon)',
    'zh-HK': '咀嚼時汁液分離（如西瓜）',
    'zh-Hans': '咀嚼时汁液分离（如西瓜）',
    ja: '口の中で果汁が分離するもの（スイカなど）',
    tl: 'Humihiwalay ang katas sa bibig (hal. pakwan)',
    id: 'Air terpisah di mulut (mis. semangka)',
    vi: 'Nước tách ra khi nhai (vd. dưa hấu)',
    th: 'น้ำแยกตัวในปาก (เช่น แตงโม)',
    es: 'El jugo se separa en la boca (p. ej., sandía)',
  },
  melts: {
    en: 'Melts into thin liquid (e.g. ice cream, jelly): treat as a thin drink',
    'zh-HK': '會溶化成稀液體（如雪糕、啫喱）：應視作稀薄飲品',
    'zh-Hans': '会融化成稀液体（如冰淇淋、果冻）：应视作稀薄饮品',
    ja: '溶けて薄い液体になる（アイス、ゼリーなど）：薄い液体として扱う',
    tl: 'Natutunaw at nagiging malabnaw (hal. ice cream, gulaman): ituring na malabnaw na inumin',
    id: 'Meleleh menjadi cairan encer (mis. es krim, jeli): anggap minuman encer',
    vi: 'Tan thành chất lỏng loãng (vd. kem, thạch): coi như đồ uống lỏng',
    th: 'ละลายเป็นของเหลวใส (เช่น ไอศกรีม เยลลี่): ให้ถือเป็นเครื่องดื่มเหลว',
    es: 'Se derrite en líquido fino (p. ej., helado, gelatina): tratar como bebida fina',
  },
};

/** Localised description of a hazard code (the code itself if unknown). */
export function hazardText(code: string, lang: TextLanguage): string {
  return isHazardCode(code) ? LABELS[code][lang] : code;
}

/**
 * Which usual hazards of a food a preparation or texture word takes care of.
 * When a texture word alone decides the level, the named food keeps every
 * hazard its words do not address: "chopped spinach" is still floppy and
 * fibrous, "soft bread roll" still sticky, "chicken in small pieces" still
 * tough. `*` = all hazards (the food was blended or sieved smooth).
 */
export const NEUTRALISED_BY: Readonly<Record<string, readonly string[]>> = {
  pureed: ['*'],
  blended: ['*'],
  sieved: ['*'],
  smooth: ['*'],
  name_liquidised: ['*'],
  name_pureed_diet: ['*'],
  name_minced_moist: ['hard', 'tough_fibrous', 'floppy', 'dry', 'round_long', 'crunchy'],
  name_soft_bite: ['hard', 'tough_fibrous', 'round_long', 'crunchy'],
  mashed: ['hard', 'tough_fibrous', 'floppy', 'crunchy', 'round_long', 'juicy', 'dry', 'sticky'],
  minced: ['hard', 'tough_fibrous', 'round_long'],
  flaked: ['tough_fibrous'],
  soft: ['hard', 'tough_fibrous', 'crunchy', 'dry'],
  moist: ['dry'],
  chopped: ['round_long'],
  bite_sized: ['round_long'],
};

/**
 * Soft AND cut small together is IDDSI's Level 6 description: the food has been prepared
 * for it, so the hazards of its raw shape (floppy leaves, long sticky strands) are taken care of.
 */
export const SOFT_WORDS: ReadonlySet<string> = new Set(['soft']);
export const SIZE_WORDS: ReadonlySet<string> = new Set(['chopped', 'bite_sized']);
export const NEUTRALISED_BY_SOFT_AND_SMALL: readonly string[] = ['floppy', 'sticky', 'juicy'];
