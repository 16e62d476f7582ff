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
  'fibrous',
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
export const RAISES_FOOD_TO_REGULAR: ReadonlySet<string> = new Set(HAZARD_CODES.filter((c) => c !== 'melts'));

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
  fibrous: {
    en: 'Stringy fibres that survive cutting and mincing (e.g. pineapple, celery, pulled meat)',
    'zh-HK': '切碎後仍然存在的粗纖維或筋絲（如菠蘿、西芹、手撕肉）',
    'zh-Hans': '切碎后仍然存在的粗纤维或筋丝（如菠萝、西芹、手撕肉）',
    ja: '刻んでも残る筋や繊維（パイナップル、セロリ、ほぐした肉など）',
    tl: 'Mahibla na hindi nawawala kahit hiniwa o giniling (hal. pinya, kintsay, hinimay na karne)',
    id: 'Serat berserabut yang tetap ada walau dipotong atau dicincang (mis. nanas, seledri, daging suwir)',
    vi: 'Xơ sợi vẫn còn sau khi cắt hay băm (vd. dứa, cần tây, thịt xé)',
    th: 'เส้นใยที่ยังอยู่แม้หั่นหรือสับแล้ว (เช่น สับปะรด ขึ้นฉ่าย เนื้อฉีก)',
    es: 'Fibras o hebras que siguen tras cortar o picar (p. ej., piña, apio, carne desmechada)',
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

/** A preparation or texture word and the IDDSI hazards it takes away; nothing else. */
export interface PreparationRule {
  /** The texture or level-name row id of the lexicon (terms.ts). */
  id: string;
  removes: readonly HazardCode[];
  /** Why, in the words of the IDDSI framework (iddsi.org, Framework descriptors and high-risk foods). */
  statement: string;
  /** Hazards removed from some food rows only (lexicon/foods.ts ids); a code absent here: every food. */
  onlyFor?: Partial<Record<HazardCode, readonly string[]>>;
}

/**
 * What smoothing takes away: every hazard of shape, hardness and dryness, and the thin skin of a
 * fruit (a purée has no lumps). Bones stay until removed ("deboned", "bones removed"), and the
 * husks and skins a food keeps in any base (peas, beans, corn: marked "!") pass a blender and
 * need the sieve (rule BLENDING_KEEPS_BONES_HUSKS); stringy fibres need the sieve too;
 * stickiness is a property of the smooth food itself (nut butters, glutinous rice paste).
 */
const SMOOTHED: readonly HazardCode[] = ['hard', 'crunchy', 'dry', 'tough_fibrous', 'round_long', 'floppy', 'juicy', 'skins_husks'];

/**
 * Which usual hazards of a named food each preparation word removes. A hazard
 * survives every preparation that does not remove that hazard (IDDSI high-risk
 * foods, Levels 4-6): cutting, chopping and mincing change size only, so a
 * sticky, stringy, juicy, hard or skinned food cut small keeps its hazard.
 * Only sieving removes stringy fibres, skins and seeds; nothing but the text's
 * own "not sticky" removes stickiness.
 */
export const PREPARATION_RULES: readonly PreparationRule[] = [
  { id: 'pureed', removes: SMOOTHED, statement: 'Level 4: no lumps, no chewing; fibres and skins need sieving as well' },
  { id: 'blended', removes: SMOOTHED, statement: 'Level 4: blended smooth, no lumps; fibres and skins need sieving as well' },
  { id: 'smooth', removes: SMOOTHED, statement: 'Level 4: smooth, no lumps' },
  { id: 'name_liquidised', removes: SMOOTHED, statement: 'Level 3: smooth, no bits' },
  { id: 'liquidised_word', removes: SMOOTHED, statement: 'Level 3: liquidised smooth, no bits' },
  { id: 'name_pureed_diet', removes: SMOOTHED, statement: 'Level 4: no lumps, no chewing' },
  { id: 'name_mixer_legacy', removes: SMOOTHED, statement: 'Levels 3-4 (JDD 2-1, 2-2): blended smooth, no chewing' },
  {
    id: 'name_minced_legacy',
    // no size is stated: a round food under it is not known cut (round_long stays); chopping is no texture
    // change, so a fish keeps its bones (TRANSFORMS_TEXTURE leaves the name out, as it does "chopped")
    removes: ['tough_fibrous', 'floppy'],
    statement: 'Levels 5-6 (碎餐): chopped, of no stated size, leaves too; stickiness, bones, round shapes, skins and hard bits remain',
  },
  {
    id: 'sieved',
    removes: [...SMOOTHED, 'fibrous', 'bones'],
    statement:
      'Level 3-4: sieved to remove fibres, skins, seeds, lumps and bits of bone (the mesh keeps back what a blender leaves; "no bits of bone or gristle")',
  },
  {
    id: 'mashed',
    removes: ['floppy', 'round_long', 'dry', 'tough_fibrous'],
    onlyFor: { tough_fibrous: ['vegetables', 'firm_veg', 'jacket_potato'] },
    statement:
      "Level 5: mashed soft; cooked vegetables (a baked potato's flesh too) mash soft, but mashing leaves tough meat fibres and the juice of a juicy fruit (rule MASHED_KEEPS_TOUGH_JUICY); a hard or crunchy food (nuts, seeds, crackers) crushed or pounded is hard, crunchy bits (IDDSI high-risk foods)",
  },
  {
    id: 'minced',
    removes: ['tough_fibrous', 'round_long'],
    statement:
      'Level 5: minced changes size only (tough meat needs no chewing at 4 mm); stringy fibres, hard bits, skins and stickiness remain',
  },
  { id: 'name_minced_moist', removes: ['tough_fibrous', 'floppy', 'dry', 'round_long'], statement: 'Level 5: finely minced and moist' },
  {
    id: 'name_soft_bite',
    removes: ['tough_fibrous', 'round_long'],
    statement:
      'Level 6: soft, tender, bite-sized; the name claims a texture, it does not cook a nut or a crackling soft: hard and crunchy foods stay excluded (rule LEVEL_NAME_KEEPS_HIGH_RISK)',
  },
  {
    id: 'name_soft_care_food',
    // rule SOFT_CARE_FOOD_NAME: the top of its range is Level 6, so it takes away what the Level 6 name does
    removes: ['tough_fibrous', 'round_long'],
    statement:
      'JDD codes 3-4 (ソフト食): cooked or re-formed soft and shaped, no chewing of tough food; hard, sticky and stringy foods remain, and so do bones no text removed (LEAVES_FORM_BONES)',
  },
  { id: 'flaked', removes: ['tough_fibrous'], statement: 'Level 6: fish flaked soft' },
  {
    id: 'soft',
    removes: ['tough_fibrous', 'dry'],
    statement:
      'Level 6: cooked soft and tender removes toughness; a nut, seed or crackling stays hard and crunchy however soft it is called (IDDSI high-risk foods, rule SOFT_CLAIM_KEEPS_HARD)',
  },
  {
    id: 'soaked',
    removes: ['dry', 'sticky'],
    onlyFor: { dry: ['bread', 'cake', 'biscuit'], sticky: ['bread', 'cake', 'biscuit'] },
    statement:
      'Level 6: bread only when pre-gelled (soaked through): soaking bread, cake or biscuit removes dryness and the sticky bolus; soaking any other food removes nothing, not even the stickiness or skin of dried fruit (rules SOAKED_ONLY_BREAD, SOAKING_KEEPS_DRIED_FRUIT)',
  },
  { id: 'moist', removes: ['dry'], statement: 'Level 5-6: moist, no dry or crumbly bits' },
  { id: 'chopped', removes: ['round_long'], statement: 'Cutting changes size and shape only' },
  { id: 'bite_sized', removes: ['round_long'], statement: 'Level 6: 1.5 cm pieces change size and shape only' },
  { id: 'coarse', removes: [], statement: 'IDDSI high-risk foods: crushed or ground coarsely, hard pieces (nuts, seeds) remain' },
];

/**
 * Rule TESTED_TENDER: a fork pressure result of Levels 5-6 shows the food soft and tender however it was
 * cooked ("squashes under the fork and does not come back", "cuts with the side of a fork"): it removes
 * the toughness of the one solid food tested (meat), never hardness (a nut in a stew does not squash),
 * stickiness, fibres, skins or bones.
 */
export const TESTED_TENDER: readonly PreparationRule[] = [
  {
    id: 'fork_pressure_squash',
    removes: ['tough_fibrous'],
    statement: 'IDDSI Fork Pressure Test, Levels 5-6: squashes easily under fork pressure and does not return to its shape',
  },
  {
    id: 'cut_side_fork',
    removes: ['tough_fibrous'],
    statement: 'IDDSI Level 6: soft and tender enough to be cut or broken apart with the side of a fork or spoon',
  },
];

/** Preparations that change only a food's size or wetness; rule ROLE_LEGACY_DIET_HEADING_DISH: 碎餐 is chopping. */
// rule SOAKING_KEEPS_DRIED_FRUIT: soaking wets a food; only bread, cake and biscuit lose their hazards by it (rule
// SOAKED_ONLY_BREAD, by row): a soaked apricot or raisin keeps the stickiness and skin of its usual served form
const SIZE_OR_WETNESS_ONLY: ReadonlySet<string> = new Set(['chopped', 'bite_sized', 'moist', 'coarse', 'name_minced_legacy', 'soaked']);

/**
 * Preparation words that change the food's texture (not only its size): they take away the
 * hazards of a food's usual served form (marked "~" in the food table: bones of a fish
 * served whole, the stringy melt of a cheese slice), never its inherent ones.
 */
export const TRANSFORMS_TEXTURE: ReadonlySet<string> = new Set(
  PREPARATION_RULES.filter((r) => !SIZE_OR_WETNESS_ONLY.has(r.id)).map((r) => r.id),
);

/**
 * Rule MASHED_KEEPS_BONES: preparations that change a texture but leave the bones of a fish
 * served whole (its "bones~"): mashing or crushing a fish breaks the flesh around its bones.
 */
export const LEAVES_FORM_BONES: ReadonlySet<string> = new Set([
  'mashed',
  // rule SOFT_CARE_FOOD_NAME: a diet's name is no written removal; "ソフト食：焼き魚" may be the eater's diet, then the fish
  'name_soft_care_food',
]);

/**
 * A level number stated for the food itself ("IDDSI level 5 chicken") claims the preparation
 * of that level's name, and removes no more than that name would: "level 6 mochi" stays sticky.
 * IDDSI's level names describe the texture ("level 5 chicken" is minced chicken), so the stated
 * level takes away what preparing to that texture always does (toughness, dryness, a floppy
 * shape), never a high-risk hazard the preparation may have left (STATED_LEVEL_KEEPS).
 */
export const STATED_LEVEL_PREPARATION: Readonly<Partial<Record<number, string>>> = {
  3: 'name_liquidised',
  4: 'name_pureed_diet',
  5: 'name_minced_moist',
  6: 'name_soft_bite',
};

/**
 * Rule MEAT_WORD_NAMES_DISH_MEAT: a generic meat word beside a meat stew or braise ("beef stew ...
 * the meat cut to 1.5 cm") names the dish's own meat, not a second solid the fork may have tested
 * (IDDSI Fork Pressure Test: the food tested is the one served). Food table row ids. So does
 * one beside a roast or cut of meat ("roast pork, crackling off, the meat diced 1 cm").
 */
export const NAMES_DISH_MEAT: Readonly<Record<string, readonly string[]>> = { meat: ['stew_meat', 'whole_cut_dish'] };

/**
 * Rule WRAPPER_REMOVED: the hazards a food's skin carries, by food table row id: a dumpling's skin is
 * its wrapper, the sticky, chewy part (IDDSI high-risk foods: sticky foods), grilled or fried chicken's
 * skin its crisp, crunchy part (IDDSI high-risk foods: crunchy foods); the text's removal of
 * the skin ("蝦餃啲皮剝走咗", "wrapper taken off", "tinanggal ang balat") takes these with it and leaves
 * the filling, judged by its own words.
 */
export const SKIN_CARRIES: Readonly<Record<string, readonly HazardCode[]>> = {
  dim_sum: ['sticky'],
  // grilled or fried chicken on the bone is crunchy by its crisp skin ("ไก่ย่างลอกหนังออก": skin peeled off)
  bone_in_poultry: ['crunchy'],
};

/** PREPARATION_RULES and TESTED_TENDER by lexicon row id. */
export const NEUTRALISED_BY: Readonly<Record<string, readonly string[]>> = Object.fromEntries([
  ...PREPARATION_RULES.map((r) => [r.id, r.removes]),
  // test rows (terms.ts TESTS) whose result shows the food tender (rule TESTED_TENDER)
  ...TESTED_TENDER.map((r) => [r.id, r.removes]),
]);

/**
 * Rule STATED_LEVEL_KEEPS_HIGH_RISK: the hazards a level number written beside a food ("level 6
 * peanuts", "level 4 grapes") never removes: hard, crunchy, sticky, round, skinned and bony foods
 * are high-risk at every level (IDDSI Levels 4-6 contain none), so only a preparation word removes them.
 */
export const STATED_LEVEL_KEEPS: ReadonlySet<string> = new Set<HazardCode>([
  'hard',
  'crunchy',
  'sticky',
  'round_long',
  'skins_husks',
  'bones',
]);

/** The food rows a preparation removes a hazard from, when not from every food (rules SOAKED_ONLY_BREAD, MASHED_KEEPS_TOUGH_JUICY), by lexicon row id. */
export const REMOVES_ONLY_FOR: Readonly<Record<string, Partial<Record<string, readonly string[]>>>> = Object.fromEntries(
  PREPARATION_RULES.flatMap((r) => (r.onlyFor ? [[r.id, r.onlyFor]] : [])),
);

/**
 * Soft AND cut small together is IDDSI's Level 6 description: the food has been prepared
 * for it, so the floppy shape of raw leaves is taken care of (stickiness and juice are not).
 */
export const SOFT_WORDS: ReadonlySet<string> = new Set(['soft']);
export const SIZE_WORDS: ReadonlySet<string> = new Set(['chopped', 'bite_sized']);
export const NEUTRALISED_BY_SOFT_AND_SMALL: readonly string[] = ['floppy'];

/**
 * A piece size measured within Level 5 (4 mm adults, 2 mm children) is a mince whose size the text
 * checked: at that size meat needs no chewing, nothing is long or round, and a leaf cannot fold
 * over the airway (IDDSI Level 5 Minced & Moist: particles 4 mm / 2 mm). "Chopped" without a size
 * does not say so: chopped leafy greens stay floppy.
 */
export const MEASURED_MINCE_REMOVES: readonly HazardCode[] = ['tough_fibrous', 'round_long', 'floppy'];

/**
 * Rule PREPARED_AFTER_DESCRIBED: a preparation that exists to undo a state the text first described
 * ("dry sponge soaked right through with custard") deals with the hazard word before it. IDDSI
 * Level 6: bread and dry cakes only when pre-gelled, soaked right through so no dry part is left;
 * Level 4: leaves blended or sieved smooth keep no floppy piece.
 */
export const UNDOES_DESCRIBED_HAZARD: Readonly<Record<string, readonly HazardCode[]>> = {
  soaked: ['dry'],
  // leaves blended or sieved after they were named ("spinach leaves boiled, then blended and sieved") are no longer leaves
  blended: ['floppy'],
  pureed: ['floppy'],
  sieved: ['floppy'],
};

/**
 * Rule GROUND_TOPPING_STAYS_HARD: a hard food ground, pounded or crushed and then put on a base
 * ("peanuts pounded fine, sprinkled over congee") is a scatter of hard, dry bits on the base, not
 * part of its smooth texture: grinding words do not remove what is hard in it. IDDSI high-risk
 * foods: hard foods (nuts, seeds) and crumbly bits; a food at Levels 4-6 must contain none.
 */
export const GROUND_TOPPING_KEEPS: readonly HazardCode[] = ['hard', 'crunchy'];

/**
 * Preparations that make a hazard (rule SHREDDED_MEAT_STRINGY): meat shredded, pulled or torn
 * apart ("shredded", "撕成丝", "hinimay", "desmenuzado") is strands, not flakes: IDDSI's high-risk
 * list names "stringy, fibrous" foods, pulled or stringy meat among them. Fish flakes stay flakes
 * (fish is not a tough, chewy food).
 */
export const PREPARATION_ADDS: readonly {
  id: string;
  when: HazardCode;
  adds: HazardCode;
  statement: string;
  /** The food rows (lexicon/foods.ts ids) it applies to; absent: every food with `when`. */
  onlyFor?: readonly string[];
  /** Only when it is the one food named (a nut word beside another food is often an aside: "grapes, seeds out"). */
  alone?: true;
}[] = [
  {
    id: 'flaked',
    when: 'tough_fibrous',
    adds: 'fibrous',
    statement: 'IDDSI high-risk foods: stringy, fibrous foods such as pulled or stringy meat',
  },
  // Rule PUREED_NUTS_STICKY: a hard nut or seed puréed is a nut or seed butter
  ...['pureed', 'blended', 'smooth', 'name_pureed_diet', 'name_liquidised', 'liquidised_word', 'sieved'].map((id) => ({
    id,
    when: 'hard' as const,
    adds: 'sticky' as const,
    onlyFor: ['nuts'],
    alone: true as const,
    statement: 'IDDSI high-risk foods: sticky foods such as nut butter; a hard nut or seed puréed smooth is a nut or seed paste',
  })),
];
