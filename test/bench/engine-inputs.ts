/**
 * The inputs of the engine benchmarks (text.ts, aspiration.ts) and of the
 * profiler (profile.ts): realistic long texts in several languages, short
 * names, and adversarial inputs (repeated tokens, digit runs, nested
 * punctuation, unspaced scripts, combining marks...) at the length budget.
 */

/** The text engine's length budget, in characters (code points). */
export const TEXT_MAX = 2000;
/** The aspiration screen's length budget, in characters (UTF-16 units). */
export const ASPIRATION_MAX = 3000;

/** `s` repeated (space-separated) to exactly `n` code points. */
export function fit(s: string, n = TEXT_MAX): string {
  let out = s;
  while (out.length < n) out += ` ${s}`;
  return [...out].slice(0, n).join('');
}

export const TEXT_SHORT = [
  'fish balls',
  'thickened orange juice L2',
  '蒸水蛋',
  'plain tap water',
  '炸雞髀',
  'ayam goreng renyah',
  'nước lọc',
  'ข้าวต้มปั่นละเอียด',
  'minced pork in gravy, pieces about 4 mm',
  '加凝固粉嘅橙汁，流動測試剩3毫升',
  'とろみのないお茶',
  'tubig na walang pampalapot',
  'pollo cocido tierno cortado en trozos de 1,5 cm',
  'agua con espesante, nivel 2 IDDSI',
];
const LONG_SOURCES = [
  'The resident had minced beef in thick gravy for lunch; the cook says the pieces are about 4 mm, moist, with no separate thin liquid, and it holds together on the spoon. Drinks were thickened to level 2 and the flow test left 6 ml after 10 seconds.',
  '早餐係打成糊狀嘅南瓜，冇粒，可以喺匙羹上保持形狀；午餐係剁碎至4毫米嘅雞肉，加汁濕潤；飲品加咗凝固粉，流動測試10秒後針筒剩低3毫升。',
  'ミキサーにかけたなめらかなおかゆ、スプーンですくうと形が保たれる。お茶は薄いとろみ、シリンジで10秒後に6mL残った。',
  'ข้าวต้มปั่นละเอียด ข้นมาก ตักด้วยช้อนแล้วคงรูป น้ำผลไม้เพิ่มความข้น เหลือ 6 มล. หลัง 10 วินาที ไก่ตุ๋นนุ่ม หั่นชิ้นเล็ก 1.5 ซม.',
  'pollo cocido tierno cortado en trozos de 1,5 cm; puré de patata sin grumos; agua con espesante, nivel 2 IDDSI, quedaron 6 ml en la jeringa.',
];
export const TEXT_LONG = LONG_SOURCES.map((s) => fit(s));

export const TEXT_ADVERSARIAL: [string, string][] = [
  ['one repeated character', 'a'.repeat(2000)],
  ['repeated CJK character', '水'.repeat(2000)],
  ['repeated Thai vowel+mark', 'น้ำ'.repeat(667)],
  ['2000 digits', '7'.repeat(2000)],
  ['digits and dots', '1.'.repeat(1000)],
  ['digits, commas, units', `${'1,5 '.repeat(400)}mm`],
  ['ranges without end', '3-'.repeat(1000)],
  ['repeated level keyword', 'level '.repeat(333)],
  ['repeated "no"', 'no '.repeat(666)],
  ['repeated negation + term', 'no lumps '.repeat(222)],
  ['repeated flow phrase', '6 ml remained after 10 s '.repeat(80)],
  ['repeated ml', '1 ml '.repeat(400)],
  ['repeated unit glue', 'mmmlmlcm'.repeat(250)],
  ['nested punctuation', '(['.repeat(500) + '])'.repeat(500)],
  ['quotes and apostrophes', '\'"'.repeat(1000)],
  ['emoji only', '🥣'.repeat(1000)],
  ['right-to-left text', 'مرق الدجاج المهروس '.repeat(100)],
  ['control characters', '\u0000\u0001\u0007\u001b'.repeat(500)],
  ['zero-width and bidi marks', '\u200b\u200f\u202e\u2066'.repeat(500)],
  ['full-width digits and units', '４ｍｍ'.repeat(500)],
  ['Chinese numerals before units', '三毫升'.repeat(666)],
  [
    'every keyword at once',
    fit(
      'IDDSI level 4 L5 第4級 レベル2 nivel 2 ระดับ 3 cấp độ 6 antas 1 thickened minced puréed 4 mm 1.5 cm 3毫升 no lumps 冇粒 とろみのない walang sin ไม่มี',
    ),
  ],
  ['long mixed word salad', fit('congee jook bubur cháo rice noodles bread tofu steamed fish dim sum adobo pho tom yum tortilla')],
  ['combining marks pile-up', `e${'\u0301'.repeat(1999)}`],
];

/** Fill to exactly `ASPIRATION_MAX` characters by repeating `unit`. */
export function fill(unit: string): string {
  let s = '';
  while (s.length < ASPIRATION_MAX) s += unit;
  return s.slice(0, ASPIRATION_MAX);
}

const REALISTIC_UNITS = [
  'Coughs and splutters most times she drinks tea, voice sounds wet afterwards, no weight loss, denies choking. ',
  '進食時經常咳嗽，飲水後聲音變濕，上個月肺炎入院，冇骾親。',
  '吃饭时经常呛咳，没有吞咽困难，体重下降，偶尔清嗓子。',
  'umuubo habang kumakain, minsan nabubulunan, walang lagnat, pumayat nang kaunti. ',
  'batuk setelah minum, berat badan turun 2 kg dalam sebulan, tidak tersedak. ',
  'ho khi ăn, không bị nghẹn, giọng nói ướt sau khi uống nước, sụt cân. ',
  'ไอขณะกินข้าว ไม่สำลัก เสียงเปียกหลังดื่มน้ำ น้ำหนักลด ',
  'tose al beber agua, sin atragantamientos, voz húmeda después de comer, ha perdido peso. ',
  '水分でむせる。食後に声がガラガラになる。窒息なし、体重減少あり。',
  '물 마실 때 사레가 들리고 목소리가 젖은 듯함, 체중 감소, 질식 없음. ',
  // Vietnamese typed without diacritics: detector plus the folded overlay.
  'ong hay bi sac khi an chao, ho nhieu, giong noi nhu co dom sau khi uong nuoc, sut can, khong sot. ',
];

export const ASPIRATION_ADVERSARIAL: Array<[string, string]> = [
  ['one letter repeated', fill('a')],
  ['one long Latin word', fill('coughcoughcough')],
  ['term repeated', fill('cough ')],
  ['negator repeated', fill('no ')],
  ['negators then one term', `${'no '.repeat(990)}cough`.slice(0, ASPIRATION_MAX)],
  ['denies list of 700 items', `denies ${fill('cough, ').slice(0, ASPIRATION_MAX - 20)} or choking`],
  ['or-list without commas', fill('cough or ')],
  ['comma-only', fill(',')],
  ['colon negations', fill('cough: no ')],
  ['past and current cues in one clause', fill('used to now cough still ')],
  ['Japanese post-negators', fill('むせなし')],
  ['Japanese kana run', fill('むせることはないです')],
  ['Korean post-negation list', fill('기침 사레 없음 ')],
  ['Chinese negator + term', fill('沒有咳嗽')],
  ['Chinese single-char terms', fill('咳嗆骾噎')],
  ['Thai without spaces', fill('ไม่ไอไม่สำลัก')],
  ['Thai prefixes of terms', fill('ไอศกรี')],
  ['Vietnamese decomposed diacritics', fill('ho khi ăn '.normalize('NFD'))],
  ['Vietnamese without diacritics', fill('khong ho khi an ')],
  ['Vietnamese-looking syllables', fill('an ba ca ')],
  ['marker word then English', `khong ${fill('coughing ')}`.slice(0, ASPIRATION_MAX)],
  ['combining marks pile', `a${'\u0301'.repeat(ASPIRATION_MAX - 1)}`],
  ['half-width katakana', fill('ﾑｾﾞ')],
  ['full-width Latin', fill('ｃｏｕｇｈ ')],
  ['emoji and surrogates', fill('😷🤧\ud800')],
  ['digits', fill('1234567890.')],
  ['question marks', fill('cough? ')],
  ['mixed everything', fill('no cough, 咳嗽，ไม่ไอ, むせなし, 기침 없음, tidak batuk, walang ubo, sin tos, không ho; ')],
  ['prefix-term stems', fill('chok drool gurgl dysphag ')],
  ['whitespace', fill(' \t\u3000')],
  ['query marks before terms', fill('? cough ? choking ')],
  ['thickener without relief', fill('thickened, cough ')],
  ['recovery cues and risk factors', fill('stroke recovered not ')],
  ['reassuring phrases and doubts', fill('maybe coughs, nothing observed, ')],
];

/** The realistic units, each filled to the aspiration budget. */
export const ASPIRATION_REALISTIC = REALISTIC_UNITS.map((u) => fill(u));
