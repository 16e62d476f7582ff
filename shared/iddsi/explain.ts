/**
 * Explanations as templates with slots (level title, evidence sentences,
 * hazards, confirming IDDSI test), one table per language. No free text per
 * case: every sentence comes from the structured evidence.
 */
import type { TextLanguage } from '../languages';
import { hazardText } from './hazards';
import { levelLabel, type IddsiLevel, type ItemKind } from './levels';

type T = Record<TextLanguage, string>;

type Slots = Record<string, string | number>;

/**
 * A template split once into literal text and {slot} names (odd indexes), so
 * filling it is a few concatenations rather than a regex pass per call: every
 * classify response fills dozens of them, in seven languages.
 */
function compile(template: string): string[] {
  return template.split(/\{(\w+)\}/);
}

const compiled = new Map<string, string[]>();

/** Replace {slots} in a template. */
function fill(template: string, slots: Slots): string {
  let parts = compiled.get(template);
  if (!parts) {
    parts = compile(template);
    compiled.set(template, parts);
  }
  let out = parts[0]!;
  for (let i = 1; i < parts.length; i += 2) out += String(slots[parts[i]!] ?? '') + parts[i + 1]!;
  return out;
}

const TITLE: T = {
  en: 'Level {n} {label}',
  'zh-HK': 'IDDSI 第{n}級 {label}',
  'zh-Hans': 'IDDSI 第{n}级 {label}',
  ja: 'IDDSI レベル{n} {label}',
  tl: 'Antas {n} {label}',
  id: 'Level {n} {label}',
  vi: 'Cấp độ {n} {label}',
  th: 'ระดับ {n} {label}',
  es: 'Nivel {n} {label}',
};

const KIND: Record<ItemKind, T> = {
  drink: {
    en: 'drink',
    'zh-HK': '飲品',
    'zh-Hans': '饮品',
    ja: '飲み物',
    tl: 'inumin',
    id: 'minuman',
    vi: 'đồ uống',
    th: 'เครื่องดื่ม',
    es: 'bebida',
  },
  food: {
    en: 'food',
    'zh-HK': '食物',
    'zh-Hans': '食物',
    ja: '食べ物',
    tl: 'pagkain',
    id: 'makanan',
    vi: 'thức ăn',
    th: 'อาหาร',
    es: 'comida',
  },
};

const HEAD: T = {
  en: '{title} ({kind}).',
  'zh-HK': '{title}（{kind}）。',
  'zh-Hans': '{title}（{kind}）。',
  ja: '{title}（{kind}）。',
  tl: '{title} ({kind}).',
  id: '{title} ({kind}).',
  vi: '{title} ({kind}).',
  th: '{title} ({kind})',
  es: '{title} ({kind}).',
};

const EVIDENCE_INTRO: T = {
  en: 'Evidence: {list}.',
  'zh-HK': '依據：{list}。',
  'zh-Hans': '依据：{list}。',
  ja: '根拠：{list}。',
  tl: 'Batayan: {list}.',
  id: 'Bukti: {list}.',
  vi: 'Căn cứ: {list}.',
  th: 'หลักฐาน: {list}',
  es: 'Evidencia: {list}.',
};

const LIST_SEP: T = { en: '; ', 'zh-HK': '；', 'zh-Hans': '；', ja: '、', tl: '; ', id: '; ', vi: '; ', th: ' ; ', es: '; ' };

/** Evidence sentences; {m} is the user's words, {t} the level title the evidence points to. */
const SENTENCE: Record<string, T> = {
  level_number: {
    en: 'stated IDDSI level “{m}” → {t}',
    'zh-HK': '文字註明級別「{m}」→ {t}',
    'zh-Hans': '文字注明级别「{m}」→ {t}',
    ja: '記載されたレベル「{m}」→ {t}',
    tl: 'nakasaad na antas “{m}” → {t}',
    id: 'level yang disebutkan “{m}” → {t}',
    vi: 'cấp độ được ghi “{m}” → {t}',
    th: 'ระบุระดับ “{m}” → {t}',
    es: 'nivel indicado «{m}» → {t}',
  },
  name: {
    en: 'stated “{m}” → {t}',
    'zh-HK': '文字描述「{m}」→ {t}',
    'zh-Hans': '文字描述「{m}」→ {t}',
    ja: '記載「{m}」→ {t}',
    tl: 'nakasaad na “{m}” → {t}',
    id: 'disebutkan “{m}” → {t}',
    vi: 'ghi rõ “{m}” → {t}',
    th: 'ระบุว่า “{m}” → {t}',
    es: 'se indica «{m}» → {t}',
  },
  flow: {
    en: 'flow test: {v} ml remained after 10 s → {t}',
    'zh-HK': '流動測試：10秒後剩餘 {v} 毫升 → {t}',
    'zh-Hans': '流动测试：10秒后剩余 {v} 毫升 → {t}',
    ja: 'フローテスト：10秒後の残量 {v} mL → {t}',
    tl: 'flow test: {v} ml ang natira pagkalipas ng 10 segundo → {t}',
    id: 'uji aliran: tersisa {v} ml setelah 10 detik → {t}',
    vi: 'thử nghiệm dòng chảy: còn lại {v} ml sau 10 giây → {t}',
    th: 'ทดสอบการไหล: เหลือ {v} มล. หลัง 10 วินาที → {t}',
    es: 'prueba de flujo: quedaron {v} ml tras 10 s → {t}',
  },
  particle: {
    en: 'pieces of {v} mm (limit {a} mm for Level 5, {b} mm for Level 6{who}) → {t}',
    'zh-HK': '顆粒大小 {v} 毫米（第5級上限 {a} 毫米，第6級上限 {b} 毫米{who}）→ {t}',
    'zh-Hans': '颗粒大小 {v} 毫米（第5级上限 {a} 毫米，第6级上限 {b} 毫米{who}）→ {t}',
    ja: '粒の大きさ {v} mm（レベル5は {a} mm、レベル6は {b} mm まで{who}）→ {t}',
    tl: 'mga piraso na {v} mm (hangganan {a} mm sa Antas 5, {b} mm sa Antas 6{who}) → {t}',
    id: 'potongan {v} mm (batas {a} mm untuk Level 5, {b} mm untuk Level 6{who}) → {t}',
    vi: 'miếng {v} mm (giới hạn {a} mm cho Cấp độ 5, {b} mm cho Cấp độ 6{who}) → {t}',
    th: 'ชิ้นขนาด {v} มม. (ระดับ 5 ไม่เกิน {a} มม. ระดับ 6 ไม่เกิน {b} มม.{who}) → {t}',
    es: 'trozos de {v} mm (límite {a} mm en Nivel 5, {b} mm en Nivel 6{who}) → {t}',
  },
  test: {
    en: '{test}: “{m}” → {t}',
    'zh-HK': '{test}：「{m}」→ {t}',
    'zh-Hans': '{test}：「{m}」→ {t}',
    ja: '{test}：「{m}」→ {t}',
    tl: '{test}: “{m}” → {t}',
    id: '{test}: “{m}” → {t}',
    vi: '{test}: “{m}” → {t}',
    th: '{test}: “{m}” → {t}',
    es: '{test}: «{m}» → {t}',
  },
  texture: {
    en: 'preparation or texture “{m}” → {t}',
    'zh-HK': '製備或質地「{m}」→ {t}',
    'zh-Hans': '制备或质地「{m}」→ {t}',
    ja: '調理・性状「{m}」→ {t}',
    tl: 'paghahanda o tekstura “{m}” → {t}',
    id: 'cara olah atau tekstur “{m}” → {t}',
    vi: 'cách chế biến hoặc kết cấu “{m}” → {t}',
    th: 'การเตรียมหรือเนื้อสัมผัส “{m}” → {t}',
    es: 'preparación o textura «{m}» → {t}',
  },
  negated: {
    en: 'without “{m}” → {t}',
    'zh-HK': '沒有「{m}」→ {t}',
    'zh-Hans': '没有「{m}」→ {t}',
    ja: '「{m}」なし → {t}',
    tl: 'walang “{m}” → {t}',
    id: 'tanpa “{m}” → {t}',
    vi: 'không có “{m}” → {t}',
    th: 'ไม่มี “{m}” → {t}',
    es: 'sin «{m}» → {t}',
  },
  food: {
    en: '“{m}” as usually served → {t}',
    'zh-HK': '「{m}」一般供應形式 → {t}',
    'zh-Hans': '「{m}」一般供应形式 → {t}',
    ja: '「{m}」の通常の形態 → {t}',
    tl: '“{m}” sa karaniwang paghahain → {t}',
    id: '“{m}” seperti biasa disajikan → {t}',
    vi: '“{m}” như thường được phục vụ → {t}',
    th: '“{m}” ตามที่เสิร์ฟทั่วไป → {t}',
    es: '«{m}» tal como se sirve habitualmente → {t}',
  },
  drink_generic: {
    en: 'a drink with no thickening stated → {t}',
    'zh-HK': '飲品，未註明已加凝固粉 → {t}',
    'zh-Hans': '饮品，未注明已增稠 → {t}',
    ja: 'とろみの記載がない飲み物 → {t}',
    tl: 'inumin na walang nakasaad na pampalapot → {t}',
    id: 'minuman tanpa keterangan pengental → {t}',
    vi: 'đồ uống không ghi làm đặc → {t}',
    th: 'เครื่องดื่มที่ไม่ได้ระบุว่าเพิ่มความข้น → {t}',
    es: 'bebida sin espesante indicado → {t}',
  },
};

const CHILD_NOTE: T = {
  en: ', child limits',
  'zh-HK': '，兒童標準',
  'zh-Hans': '，儿童标准',
  ja: '、小児基準',
  tl: ', para sa bata',
  id: ', batas anak',
  vi: ', tiêu chuẩn trẻ em',
  th: ' เกณฑ์เด็ก',
  es: ', límites infantiles',
};

const TEST_NAMES: Record<'flow' | 'fork_drip' | 'spoon_tilt' | 'fork_pressure' | 'fork_drip_spoon_tilt', T> = {
  flow: {
    en: 'IDDSI flow test',
    'zh-HK': 'IDDSI 流動測試',
    'zh-Hans': 'IDDSI 流动测试',
    ja: 'IDDSIフローテスト',
    tl: 'IDDSI flow test',
    id: 'uji aliran IDDSI',
    vi: 'thử nghiệm dòng chảy IDDSI',
    th: 'การทดสอบการไหล IDDSI',
    es: 'prueba de flujo IDDSI',
  },
  fork_drip: {
    en: 'fork drip test',
    'zh-HK': '叉子滴落測試',
    'zh-Hans': '叉子滴落测试',
    ja: 'フォーク滴下テスト',
    tl: 'fork drip test',
    id: 'uji tetes garpu',
    vi: 'thử nghiệm nhỏ giọt qua nĩa',
    th: 'การทดสอบหยดผ่านส้อม',
    es: 'prueba de goteo con tenedor',
  },
  spoon_tilt: {
    en: 'spoon tilt test',
    'zh-HK': '匙羹傾側測試',
    'zh-Hans': '勺子倾斜测试',
    ja: 'スプーン傾けテスト',
    tl: 'spoon tilt test',
    id: 'uji kemiringan sendok',
    vi: 'thử nghiệm nghiêng thìa',
    th: 'การทดสอบเอียงช้อน',
    es: 'prueba de inclinación de la cuchara',
  },
  // rule FLOW_TEST_LEVELS_0_3: what settles Level 3 against Level 4 once the flow test is past its range
  fork_drip_spoon_tilt: {
    en: 'fork drip and spoon tilt tests',
    'zh-HK': '叉子滴落測試和匙羹傾側測試',
    'zh-Hans': '叉子滴落测试和勺子倾斜测试',
    ja: 'フォーク滴下テストとスプーン傾けテスト',
    tl: 'fork drip test at spoon tilt test',
    id: 'uji tetes garpu dan uji kemiringan sendok',
    vi: 'thử nghiệm nhỏ giọt qua nĩa và thử nghiệm nghiêng thìa',
    th: 'การทดสอบหยดผ่านส้อมและการทดสอบเอียงช้อน',
    es: 'prueba de goteo con tenedor y la de inclinación de la cuchara',
  },
  fork_pressure: {
    en: 'fork pressure test',
    'zh-HK': '叉壓測試',
    'zh-Hans': '叉压测试',
    ja: 'フォーク圧力テスト',
    tl: 'fork pressure test',
    id: 'uji tekan garpu',
    vi: 'thử nghiệm ấn nĩa',
    th: 'การทดสอบกดด้วยส้อม',
    es: 'prueba de presión con tenedor',
  },
};

export function testNameOf(rowId: string): keyof typeof TEST_NAMES {
  if (rowId.startsWith('fork_drip') || rowId === 'fork_no_drip' || rowId === 'flows_fast_fork') return 'fork_drip';
  if (rowId.startsWith('spoon')) return 'spoon_tilt';
  if (rowId === 'no_flow' || rowId === 'all_drained') return 'flow';
  return 'fork_pressure';
}

export function testName(rowId: string, lang: TextLanguage): string {
  return TEST_NAMES[testNameOf(rowId)][lang];
}

/** The physical checks, one phrase each; confirmingTests() picks them per level and kind. */
const CHECKS: Record<string, T> = {
  flow0: {
    en: 'IDDSI flow test: less than 1 ml remains in the 10 ml syringe after 10 seconds',
    'zh-HK': 'IDDSI 流動測試：10毫升針筒流動10秒後剩餘少於1毫升',
    'zh-Hans': 'IDDSI 流动测试：10毫升针筒流动10秒后剩余少于1毫升',
    ja: 'IDDSIフローテスト：10mLシリンジで10秒後の残量が1mL未満',
    tl: 'IDDSI flow test: wala pang 1 ml ang natitira sa 10 ml na hiringgilya pagkalipas ng 10 segundo',
    id: 'uji aliran IDDSI: sisa kurang dari 1 ml di spuit 10 ml setelah 10 detik',
    vi: 'thử nghiệm dòng chảy IDDSI: còn lại dưới 1 ml trong xi lanh 10 ml sau 10 giây',
    th: 'การทดสอบการไหล IDDSI: เหลือน้อยกว่า 1 มล. ในไซริงค์ 10 มล. หลัง 10 วินาที',
    es: 'prueba de flujo IDDSI: queda menos de 1 ml en la jeringa de 10 ml tras 10 segundos',
  },
  flow1: {
    en: 'IDDSI flow test: 1–4 ml remains after 10 seconds',
    'zh-HK': 'IDDSI 流動測試：10秒後剩餘1至4毫升',
    'zh-Hans': 'IDDSI 流动测试：10秒后剩余1至4毫升',
    ja: 'IDDSIフローテスト：10秒後の残量が1〜4mL',
    tl: 'IDDSI flow test: 1–4 ml ang natitira pagkalipas ng 10 segundo',
    id: 'uji aliran IDDSI: tersisa 1–4 ml setelah 10 detik',
    vi: 'thử nghiệm dòng chảy IDDSI: còn lại 1–4 ml sau 10 giây',
    th: 'การทดสอบการไหล IDDSI: เหลือ 1–4 มล. หลัง 10 วินาที',
    es: 'prueba de flujo IDDSI: quedan 1–4 ml tras 10 segundos',
  },
  flow2: {
    en: 'IDDSI flow test: 4–8 ml remains after 10 seconds',
    'zh-HK': 'IDDSI 流動測試：10秒後剩餘4至8毫升',
    'zh-Hans': 'IDDSI 流动测试：10秒后剩余4至8毫升',
    ja: 'IDDSIフローテスト：10秒後の残量が4〜8mL',
    tl: 'IDDSI flow test: 4–8 ml ang natitira pagkalipas ng 10 segundo',
    id: 'uji aliran IDDSI: tersisa 4–8 ml setelah 10 detik',
    vi: 'thử nghiệm dòng chảy IDDSI: còn lại 4–8 ml sau 10 giây',
    th: 'การทดสอบการไหล IDDSI: เหลือ 4–8 มล. หลัง 10 วินาที',
    es: 'prueba de flujo IDDSI: quedan 4–8 ml tras 10 segundos',
  },
  flow3: {
    en: 'IDDSI flow test: more than 8 ml remains after 10 seconds but some flows through',
    'zh-HK': 'IDDSI 流動測試：10秒後剩餘多於8毫升，但仍有少量流出',
    'zh-Hans': 'IDDSI 流动测试：10秒后剩余多于8毫升，但仍有少量流出',
    ja: 'IDDSIフローテスト：10秒後の残量が8mL超、ただし一部は流れ出る',
    tl: 'IDDSI flow test: higit sa 8 ml ang natitira pero may kaunting dumadaloy',
    id: 'uji aliran IDDSI: tersisa lebih dari 8 ml setelah 10 detik, tetapi sebagian masih mengalir',
    vi: 'thử nghiệm dòng chảy IDDSI: còn lại hơn 8 ml sau 10 giây nhưng vẫn chảy một ít',
    th: 'การทดสอบการไหล IDDSI: เหลือมากกว่า 8 มล. หลัง 10 วินาที แต่ยังไหลได้บ้าง',
    es: 'prueba de flujo IDDSI: quedan más de 8 ml tras 10 segundos, pero algo fluye',
  },
  drip3: {
    en: 'fork drip test: drips slowly in dollops through the prongs',
    'zh-HK': '叉子滴落測試：慢慢一團團從叉縫滴下',
    'zh-Hans': '叉子滴落测试：慢慢一团团从叉缝滴下',
    ja: 'フォーク滴下テスト：フォークの歯の間からゆっくり塊で落ちる',
    tl: 'fork drip test: dahan-dahang tumutulo nang patak-patak sa pagitan ng tinidor',
    id: 'uji tetes garpu: menetes perlahan berupa gumpalan di sela garpu',
    vi: 'thử nghiệm nhỏ giọt qua nĩa: nhỏ giọt chậm thành từng cục qua kẽ nĩa',
    th: 'การทดสอบหยดผ่านส้อม: หยดช้าๆ เป็นก้อนผ่านซี่ส้อม',
    es: 'prueba de goteo con tenedor: gotea lentamente en porciones entre los dientes',
  },
  pour3: {
    en: 'spoon tilt test: pours off the spoon and does not hold its shape',
    'zh-HK': '匙羹傾側測試：會從匙羹倒出，不能保持形狀',
    'zh-Hans': '勺子倾斜测试：会从勺子倒出，不能保持形状',
    ja: 'スプーン傾けテスト：スプーンから流れ落ち、形を保たない',
    tl: 'spoon tilt test: bumubuhos mula sa kutsara at hindi napapanatili ang hugis',
    id: 'uji kemiringan sendok: tertuang dari sendok dan tidak mempertahankan bentuk',
    vi: 'thử nghiệm nghiêng thìa: chảy khỏi thìa và không giữ hình dạng',
    th: 'การทดสอบเอียงช้อน: ไหลออกจากช้อนและไม่คงรูป',
    es: 'prueba de inclinación: se vierte de la cuchara y no mantiene la forma',
  },
  drip4: {
    en: 'fork drip test: sits in a mound above the fork, no continuous drip through the prongs',
    'zh-HK': '叉子滴落測試：在叉上堆成一團，不會持續從叉縫滴下',
    'zh-Hans': '叉子滴落测试：在叉上堆成一团，不会持续从叉缝滴下',
    ja: 'フォーク滴下テスト：フォークの上に山状にとどまり、連続して垂れない',
    tl: 'fork drip test: nananatiling nakatumpok sa tinidor, walang tuloy-tuloy na tulo',
    id: 'uji tetes garpu: tetap menumpuk di atas garpu, tidak menetes terus',
    vi: 'thử nghiệm nhỏ giọt qua nĩa: đọng thành khối trên nĩa, không nhỏ giọt liên tục',
    th: 'การทดสอบหยดผ่านส้อม: กองอยู่บนส้อม ไม่หยดต่อเนื่อง',
    es: 'prueba de goteo con tenedor: forma un montículo sobre el tenedor y no gotea de forma continua',
  },
  tilt4: {
    en: 'spoon tilt test: holds its shape on the spoon and slides off in one spoonful when tilted, leaving little residue',
    'zh-HK': '匙羹傾側測試：能在匙羹上保持形狀，傾側時整團滑落，殘留很少',
    'zh-Hans': '勺子倾斜测试：能在勺子上保持形状，倾斜时整团滑落，残留很少',
    ja: 'スプーン傾けテスト：スプーン上で形を保ち、傾けるとひと塊で落ち、付着が少ない',
    tl: 'spoon tilt test: napapanatili ang hugis sa kutsara at dumudulas nang buo kapag ikiniling, kaunti ang naiiwan',
    id: 'uji kemiringan sendok: mempertahankan bentuk di sendok dan meluncur utuh saat dimiringkan, sisa sedikit',
    vi: 'thử nghiệm nghiêng thìa: giữ hình dạng trên thìa và trượt khỏi thìa thành một khối khi nghiêng, ít bám dính',
    th: 'การทดสอบเอียงช้อน: คงรูปบนช้อนและหลุดออกทั้งก้อนเมื่อเอียง เหลือติดช้อนน้อย',
    es: 'prueba de inclinación: mantiene la forma en la cuchara y cae en bloque al inclinarla, con poco residuo',
  },
  press5: {
    en: 'fork pressure test: particles squash easily with light pressure from a fork',
    'zh-HK': '叉壓測試：用叉輕壓，顆粒容易壓碎',
    'zh-Hans': '叉压测试：用叉轻压，颗粒容易压碎',
    ja: 'フォーク圧力テスト：軽く押すと粒が簡単につぶれる',
    tl: 'fork pressure test: madaling madurog ang mga piraso sa mahinang diin ng tinidor',
    id: 'uji tekan garpu: partikel mudah hancur dengan tekanan ringan garpu',
    vi: 'thử nghiệm ấn nĩa: các hạt dễ nát khi ấn nhẹ bằng nĩa',
    th: 'การทดสอบกดด้วยส้อม: ชิ้นเล็กบี้แตกง่ายเมื่อกดเบาๆ',
    es: 'prueba de presión con tenedor: las partículas se aplastan fácilmente con poca presión',
  },
  size5: {
    en: 'particle size: pieces no larger than 4 mm for adults (2 mm for children), fitting between the prongs of a fork',
    'zh-HK': '顆粒大小：成人不大於4毫米（兒童2毫米），可穿過叉縫',
    'zh-Hans': '颗粒大小：成人不大于4毫米（儿童2毫米），可穿过叉缝',
    ja: '粒の大きさ：成人4mm以下（小児2mm以下）、フォークの歯の間を通る大きさ',
    tl: 'laki ng piraso: hindi hihigit sa 4 mm sa matanda (2 mm sa bata), kasya sa pagitan ng tinidor',
    id: 'ukuran partikel: tidak lebih dari 4 mm untuk dewasa (2 mm untuk anak), muat di sela garpu',
    vi: 'kích thước hạt: không quá 4 mm với người lớn (2 mm với trẻ em), lọt qua kẽ nĩa',
    th: 'ขนาดชิ้น: ไม่เกิน 4 มม. สำหรับผู้ใหญ่ (2 มม. สำหรับเด็ก) ลอดผ่านซี่ส้อมได้',
    es: 'tamaño de partícula: trozos de 4 mm como máximo en adultos (2 mm en niños), que pasen entre los dientes del tenedor',
  },
  press6: {
    en: 'fork or spoon pressure test: the piece squashes and does not return to shape when pressed until the thumbnail blanches',
    'zh-HK': '叉壓或匙羹壓測試：用力壓至拇指指甲變白時，食物會被壓扁且不回復原狀',
    'zh-Hans': '叉压或勺压测试：用力压至拇指指甲变白时，食物会被压扁且不恢复原状',
    ja: 'フォーク・スプーン圧力テスト：親指の爪が白くなるまで押すとつぶれ、元の形に戻らない',
    tl: 'fork o spoon pressure test: napipisa at hindi bumabalik sa hugis kapag diniinan hanggang pumuti ang kuko',
    id: 'uji tekan garpu atau sendok: makanan pipih dan tidak kembali ke bentuk semula saat ditekan sampai kuku memutih',
    vi: 'thử nghiệm ấn nĩa hoặc thìa: miếng thức ăn bẹp và không trở lại hình dạng khi ấn đến khi móng tay trắng',
    th: 'การทดสอบกดด้วยส้อมหรือช้อน: กดจนเล็บโป้งซีดแล้วอาหารแบนและไม่คืนรูป',
    es: 'prueba de presión con tenedor o cuchara: el trozo se aplasta y no recupera la forma al presionar hasta que la uña palidece',
  },
  size6: {
    en: 'particle size: pieces no larger than 1.5 × 1.5 cm for adults (8 mm for children)',
    'zh-HK': '顆粒大小：成人不大於1.5 × 1.5厘米（兒童8毫米）',
    'zh-Hans': '颗粒大小：成人不大于1.5 × 1.5厘米（儿童8毫米）',
    ja: '粒の大きさ：成人1.5 × 1.5cm以下（小児8mm以下）',
    tl: 'laki ng piraso: hindi hihigit sa 1.5 × 1.5 cm sa matanda (8 mm sa bata)',
    id: 'ukuran potongan: tidak lebih dari 1,5 × 1,5 cm untuk dewasa (8 mm untuk anak)',
    vi: 'kích thước miếng: không quá 1,5 × 1,5 cm với người lớn (8 mm với trẻ em)',
    th: 'ขนาดชิ้น: ไม่เกิน 1.5 × 1.5 ซม. สำหรับผู้ใหญ่ (8 มม. สำหรับเด็ก)',
    es: 'tamaño: trozos de 1,5 × 1,5 cm como máximo en adultos (8 mm en niños)',
  },
  regular7: {
    en: 'no IDDSI texture test applies to Regular food: check it against the IDDSI list of high-risk foods (hard, tough, crunchy, sticky, mixed consistency) with the person’s SLP',
    'zh-HK': '正常食物不設 IDDSI 質地測試：請與言語治療師對照 IDDSI 高風險食物清單（硬、韌、脆、黏、混合稠度）',
    'zh-Hans': '正常食物没有 IDDSI 质地测试：请与言语治疗师对照 IDDSI 高风险食物清单（硬、韧、脆、黏、混合稠度）',
    ja: '常食に該当するIDDSIテストはない：言語聴覚士とIDDSIの高リスク食品（硬い・噛み切りにくい・カリカリ・粘る・液体と固形物の混在）を確認する',
    tl: 'walang IDDSI test para sa karaniwang pagkain: suriin kasama ang SLP ayon sa listahan ng IDDSI ng mapanganib na pagkain (matigas, makunat, malutong, malagkit, halo-halong lapot)',
    id: 'tidak ada uji tekstur IDDSI untuk makanan biasa: periksa bersama SLP terhadap daftar makanan berisiko tinggi IDDSI (keras, alot, renyah, lengket, konsistensi campuran)',
    vi: 'không có thử nghiệm IDDSI cho thức ăn thường: đối chiếu với danh sách thực phẩm nguy cơ cao của IDDSI (cứng, dai, giòn, dính, hỗn hợp lỏng đặc) cùng chuyên gia SLP',
    th: 'อาหารปกติไม่มีการทดสอบเนื้อสัมผัส IDDSI: ตรวจกับรายการอาหารเสี่ยงสูงของ IDDSI (แข็ง เหนียว กรอบ ติดคอ ความข้นผสม) ร่วมกับนักแก้ไขการพูด',
    es: 'no hay prueba de textura IDDSI para la comida normal: revísela con el logopeda frente a la lista IDDSI de alimentos de alto riesgo (duros, fibrosos, crujientes, pegajosos, consistencia mixta)',
  },
};

const CHECKS_BY_LEVEL: Record<IddsiLevel, { drink: string[]; food: string[] }> = {
  0: { drink: ['flow0'], food: ['flow0'] },
  1: { drink: ['flow1'], food: ['flow1'] },
  2: { drink: ['flow2'], food: ['flow2'] },
  3: { drink: ['flow3', 'drip3'], food: ['drip3', 'pour3'] },
  4: { drink: ['drip4', 'tilt4'], food: ['drip4', 'tilt4'] },
  5: { drink: ['press5', 'size5'], food: ['press5', 'size5'] },
  6: { drink: ['press6', 'size6'], food: ['press6', 'size6'] },
  7: { drink: ['regular7'], food: ['regular7'] },
};

/** The physical IDDSI tests that would confirm this level for this kind, localised. */
export function confirmingTests(level: IddsiLevel, kind: ItemKind, lang: TextLanguage): string[] {
  return CHECKS_BY_LEVEL[level][kind].map((k) => CHECKS[k]![lang]);
}

const CONFIRM: T = {
  en: 'Confirm with the {list}.',
  'zh-HK': '請以下列測試確認：{list}。',
  'zh-Hans': '请用以下测试确认：{list}。',
  ja: '確認方法：{list}。',
  tl: 'Kumpirmahin sa pamamagitan ng {list}.',
  id: 'Pastikan dengan {list}.',
  vi: 'Xác nhận bằng {list}.',
  th: 'ยืนยันด้วย {list}',
  es: 'Confírmelo con la {list}.',
};
const CONFIRM_SEP: T = {
  en: '; and the ',
  'zh-HK': '；',
  'zh-Hans': '；',
  ja: '、',
  tl: '; at ',
  id: '; dan ',
  vi: '; và ',
  th: ' และ ',
  es: '; y la ',
};

const HAZARD_INTRO: T = {
  en: 'High-risk features: {list}.',
  'zh-HK': '高風險特徵：{list}。',
  'zh-Hans': '高风险特征：{list}。',
  ja: '高リスクの特徴：{list}。',
  tl: 'Mapanganib na katangian: {list}.',
  id: 'Ciri berisiko tinggi: {list}.',
  vi: 'Đặc điểm nguy cơ cao: {list}.',
  th: 'ลักษณะเสี่ยงสูง: {list}',
  es: 'Rasgos de alto riesgo: {list}.',
};

const RAISED: T = {
  en: 'Because of these, the item is not suitable for Levels 3–6 as described and is classed as Level 7 until it is prepared differently.',
  'zh-HK': '因此，按描述它不適合第3至6級，在改變製備方法前列為第7級。',
  'zh-Hans': '因此，按描述它不适合第3至6级，在改变制备方法前列为第7级。',
  ja: 'このため、記載の状態ではレベル3〜6に適さず、調理を変えるまでレベル7とする。',
  tl: 'Dahil dito, hindi ito angkop sa Antas 3–6 ayon sa paglalarawan at itinuturing na Antas 7 hangga’t hindi binabago ang paghahanda.',
  id: 'Karena itu, sesuai deskripsi makanan ini tidak cocok untuk Level 3–6 dan digolongkan Level 7 sampai cara olahnya diubah.',
  vi: 'Vì vậy, theo mô tả món này không phù hợp với Cấp độ 3–6 và được xếp Cấp độ 7 cho đến khi chế biến lại.',
  th: 'ด้วยเหตุนี้ ตามที่อธิบายจึงไม่เหมาะกับระดับ 3–6 และจัดเป็นระดับ 7 จนกว่าจะเตรียมใหม่',
  es: 'Por ello, tal como se describe no es apto para los niveles 3–6 y se clasifica como Nivel 7 hasta que se prepare de otra forma.',
};

const SPLIT: T = {
  en: 'The evidence was split, so the safer reading was chosen (foods: the higher level; drinks: the thinner level).',
  'zh-HK': '證據不一致，已採用較安全的判斷（食物取較高級別，飲品取較稀級別）。',
  'zh-Hans': '证据不一致，已采用较安全的判断（食物取较高级别，饮品取较稀级别）。',
  ja: '根拠が分かれたため、安全側の判断（食べ物は高いレベル、飲み物は薄いレベル）を採用した。',
  tl: 'Hati ang batayan kaya pinili ang mas ligtas na pagbasa (pagkain: mas mataas na antas; inumin: mas malabnaw).',
  id: 'Bukti tidak seragam, jadi dipilih pembacaan yang lebih aman (makanan: level lebih tinggi; minuman: level lebih encer).',
  vi: 'Căn cứ không thống nhất nên chọn cách hiểu an toàn hơn (thức ăn: cấp cao hơn; đồ uống: cấp loãng hơn).',
  th: 'หลักฐานไม่ตรงกัน จึงเลือกการตีความที่ปลอดภัยกว่า (อาหาร: ระดับที่สูงกว่า เครื่องดื่ม: ระดับที่เหลวกว่า)',
  es: 'La evidencia era dispar, así que se eligió la lectura más segura (comidas: el nivel más alto; bebidas: el más fino).',
};

const NOTHING: T = {
  en: 'No IDDSI evidence (level, test result, preparation or known food) was recognised in the text, so it is treated as Level 7 Regular food until checked. Describe how it is prepared or run an IDDSI test.',
  'zh-HK':
    '文字中未能辨認任何 IDDSI 依據（級別、測試結果、製備方法或已知食物），在確認前暫列為第7級正常食物。請描述製備方法或進行 IDDSI 測試。',
  'zh-Hans':
    '文字中未能识别任何 IDDSI 依据（级别、测试结果、制备方法或已知食物），在确认前暂列为第7级正常食物。请描述制备方法或进行 IDDSI 测试。',
  ja: 'IDDSIの根拠（レベル、テスト結果、調理法、既知の食品）が認識できなかったため、確認するまでレベル7常食として扱う。調理法を記載するかIDDSIテストを行うこと。',
  tl: 'Walang nakilalang batayan ng IDDSI (antas, resulta ng test, paghahanda o kilalang pagkain), kaya itinuturing itong Antas 7 na karaniwang pagkain hangga’t hindi nasusuri. Ilarawan ang paghahanda o gumawa ng IDDSI test.',
  id: 'Tidak ada bukti IDDSI (level, hasil uji, cara olah atau makanan yang dikenal) yang dikenali, jadi dianggap Level 7 makanan biasa sampai diperiksa. Jelaskan cara olahnya atau lakukan uji IDDSI.',
  vi: 'Không nhận ra căn cứ IDDSI nào (cấp độ, kết quả thử nghiệm, cách chế biến hoặc món đã biết), nên tạm xếp Cấp độ 7 thức ăn thường cho đến khi kiểm tra. Hãy mô tả cách chế biến hoặc làm thử nghiệm IDDSI.',
  th: 'ไม่พบหลักฐาน IDDSI (ระดับ ผลการทดสอบ การเตรียม หรืออาหารที่รู้จัก) จึงถือเป็นระดับ 7 อาหารปกติจนกว่าจะตรวจสอบ โปรดอธิบายการเตรียมหรือทำการทดสอบ IDDSI',
  es: 'No se reconoció ninguna evidencia IDDSI (nivel, resultado de prueba, preparación o alimento conocido), por lo que se trata como Nivel 7 Normal hasta comprobarlo. Describa la preparación o haga una prueba IDDSI.',
};

const LOW: T = {
  en: 'Confidence is low: check before serving.',
  'zh-HK': '信心度偏低：供應前請先確認。',
  'zh-Hans': '置信度偏低：供应前请先确认。',
  ja: '確信度が低いため、提供前に確認すること。',
  tl: 'Mababa ang katiyakan: suriin bago ihain.',
  id: 'Keyakinan rendah: periksa sebelum disajikan.',
  vi: 'Độ tin cậy thấp: kiểm tra trước khi phục vụ.',
  th: 'ความมั่นใจต่ำ: ตรวจสอบก่อนเสิร์ฟ',
  es: 'Confianza baja: compruébelo antes de servir.',
};

const UNREADABLE: T = {
  en: "The text could not be read: none of its words are in the service's vocabulary, so this is not a finding (confidence 0). The level field carries Level 7 only as a placeholder that no drink can have. The IDDSI test decides: the flow test for a drink, the fork and spoon tests for a food.",
  'zh-HK':
    '未能讀懂這段文字：當中沒有服務認得的詞語，所以這不是判斷結果（信心度為0）。級別欄的第7級只是佔位，任何飲品都不會是這一級。請以 IDDSI 測試決定：飲品用流動測試，食物用叉子及匙羹測試。',
  'zh-Hans':
    '未能读懂这段文字：其中没有服务认得的词语，所以这不是判断结果（置信度为0）。级别栏的第7级只是占位，任何饮品都不会是这一级。请以 IDDSI 测试决定：饮品用流动测试，食物用叉子及勺子测试。',
  ja: 'この文は読み取れなかった（サービスの語彙にある語が含まれない）ため、判定ではない（確信度0）。レベル欄の7は飲み物にはあり得ない仮の値にすぎない。IDDSIテストで決めること：飲み物はフローテスト、食べ物はフォークとスプーンのテスト。',
  tl: 'Hindi nabasa ang teksto: wala ni isang salita nito sa bokabularyo ng serbisyo, kaya hindi ito resulta (katiyakan 0). Ang Antas 7 sa field ay pansamantala lamang at hindi maaaring antas ng inumin. Ang IDDSI test ang magpapasya: flow test para sa inumin, fork at spoon test para sa pagkain.',
  id: 'Teks tidak dapat dibaca: tidak ada kata yang dikenal layanan, jadi ini bukan temuan (keyakinan 0). Level 7 di kolom level hanya pengisi yang tidak mungkin untuk minuman. Uji IDDSI yang menentukan: uji aliran untuk minuman, uji garpu dan sendok untuk makanan.',
  vi: 'Không đọc được văn bản: không có từ nào trong bộ từ vựng của dịch vụ, nên đây không phải là kết quả (độ tin cậy 0). Cấp độ 7 ở trường cấp độ chỉ là giá trị tạm mà đồ uống không thể có. Thử nghiệm IDDSI quyết định: thử nghiệm dòng chảy cho đồ uống, thử nghiệm nĩa và thìa cho thức ăn.',
  th: 'อ่านข้อความไม่ได้: ไม่มีคำใดอยู่ในคำศัพท์ของบริการ จึงไม่ใช่ผลการประเมิน (ความมั่นใจ 0) ระดับ 7 ในช่องระดับเป็นเพียงค่าชั่วคราวที่เครื่องดื่มไม่มีทางเป็นได้ ให้การทดสอบ IDDSI เป็นตัวตัดสิน: การทดสอบการไหลสำหรับเครื่องดื่ม การทดสอบด้วยส้อมและช้อนสำหรับอาหาร',
  es: 'No se pudo leer el texto: ninguna de sus palabras está en el vocabulario del servicio, así que no es un resultado (confianza 0). El Nivel 7 del campo de nivel es solo un marcador que ninguna bebida puede tener. Decide la prueba IDDSI: la prueba de flujo para una bebida, las pruebas de tenedor y cuchara para una comida.',
};

const SET_ASIDE_PRESCRIPTION: T = {
  en: 'Set aside: "{list}" names who the food is for or where it is served (a diet order, menu, table or ward), not the food itself.',
  'zh-HK': '已擱置：「{list}」說的是進食者或供應地方（餐單、餐枱、病房或飲食醫囑），不是食物本身。',
  'zh-Hans': '已搁置：“{list}”说的是进食者或供应地点（菜单、餐台、病房或饮食医嘱），不是食物本身。',
  ja: '除外：「{list}」は食べる人や提供場所（食事指示、献立、テーブル、病棟）を示すもので、食品そのものではない。',
  tl: 'Isinantabi: ang "{list}" ay tumutukoy kung para kanino o saan inihahain (diet order, menu, mesa o ward), hindi sa pagkain mismo.',
  id: 'Dikesampingkan: "{list}" menyebut untuk siapa atau di mana makanan disajikan (order diet, menu, meja atau bangsal), bukan makanannya.',
  vi: 'Đã bỏ qua: "{list}" nói món ăn dành cho ai hoặc phục vụ ở đâu (y lệnh chế độ ăn, thực đơn, bàn hoặc khoa), không nói về chính món ăn.',
  th: 'ตัดออก: "{list}" บอกว่าอาหารนี้สำหรับใครหรือเสิร์ฟที่ใด (คำสั่งอาหาร เมนู โต๊ะ หรือหอผู้ป่วย) ไม่ใช่ตัวอาหารเอง',
  es: 'Descartado: "{list}" indica para quién es o dónde se sirve (pauta de dieta, menú, mesa o planta), no describe el alimento.',
};

const SET_ASIDE_LABEL: T = {
  en: 'Set aside: the label "{list}" is contradicted by the reported test result, and the IDDSI test decides.',
  'zh-HK': '已擱置：標籤「{list}」與所報告的測試結果不符，以 IDDSI 測試為準。',
  'zh-Hans': '已搁置：标签“{list}”与所报告的测试结果不符，以 IDDSI 测试为准。',
  ja: '除外：表示「{list}」は報告されたテスト結果と矛盾するため、IDDSIテストの結果を採用した。',
  tl: 'Isinantabi: salungat ang label na "{list}" sa iniulat na resulta ng test, at ang IDDSI test ang masusunod.',
  id: 'Dikesampingkan: label "{list}" bertentangan dengan hasil uji yang dilaporkan, dan uji IDDSI yang menentukan.',
  vi: 'Đã bỏ qua: nhãn "{list}" mâu thuẫn với kết quả thử nghiệm được báo cáo, và thử nghiệm IDDSI là căn cứ quyết định.',
  th: 'ตัดออก: ฉลาก "{list}" ขัดกับผลการทดสอบที่รายงาน จึงยึดผลการทดสอบ IDDSI',
  es: 'Descartado: la etiqueta "{list}" contradice el resultado de la prueba informado, y decide la prueba IDDSI.',
};

/** Rule DESIGNATED_ITEM: the other items of a record that named its one subject. */
const SET_ASIDE_OTHER_ITEMS: T = {
  en: 'Set aside: the text names its one item to classify; the other items listed ("{list}") and their measurements, tests and hazards were not used.',
  'zh-HK': '已擱置：文字指明只評估其中一項；其他列出的項目（「{list}」）及其量度、測試和風險未有採用。',
  'zh-Hans': '已搁置：文字指明只评估其中一项；其他列出的项目（“{list}”）及其测量、测试和风险未被采用。',
  ja: '除外：本文は判定対象を一品に指定している。ほかに挙げられた品目（「{list}」）とその測定値・テスト・危険要因は用いなかった。',
  tl: 'Isinantabi: tinukoy ng teksto ang iisang item na susuriin; hindi ginamit ang iba pang nakalista ("{list}") at ang kanilang sukat, test at panganib.',
  id: 'Dikesampingkan: teks menyebut satu item yang dinilai; item lain yang tercantum ("{list}") beserta ukuran, uji dan bahayanya tidak dipakai.',
  vi: 'Đã bỏ qua: văn bản chỉ định một món duy nhất cần phân loại; các món khác được liệt kê ("{list}") cùng số đo, thử nghiệm và nguy cơ của chúng không được dùng.',
  th: 'ตัดออก: ข้อความระบุรายการเดียวที่ต้องจัดระดับ รายการอื่นที่ระบุไว้ ("{list}") รวมทั้งค่าที่วัด ผลทดสอบ และความเสี่ยงของรายการเหล่านั้นไม่ได้นำมาใช้',
  es: 'Descartado: el texto indica el único elemento que se clasifica; los demás elementos de la lista ("{list}") y sus medidas, pruebas y riesgos no se usaron.',
};

const DEALT_WITH: T = {
  en: 'Dealt with in the text: {list}.',
  'zh-HK': '文字已說明處理：{list}。',
  'zh-Hans': '文字已说明处理：{list}。',
  ja: '文中で対処済み：{list}。',
  tl: 'Naayos ayon sa teksto: {list}.',
  id: 'Sudah ditangani menurut teks: {list}.',
  vi: 'Đã được xử lý theo mô tả: {list}.',
  th: 'จัดการแล้วตามข้อความ: {list}',
  es: 'Resuelto según el texto: {list}.',
};

/** Rule SOLID_BESIDE_DRINK: the answer is the solid's; the drink named beside it is checked on its own. */
const DRINK_BESIDE: T = {
  en: 'This answer is for the food. The drink named beside it ("{drink}") is not covered by it: check the drink separately with the IDDSI flow test.',
  'zh-HK': '此結果只適用於食物。旁邊提到的飲品（「{drink}」）不包括在內：請另外以 IDDSI 流動測試檢查該飲品。',
  'zh-Hans': '此结果只适用于食物。旁边提到的饮品（“{drink}”）不包括在内：请另外用 IDDSI 流动测试检查该饮品。',
  ja: 'この結果は食品についてのもの。一緒に挙げられた飲み物（「{drink}」）は含まれないため、IDDSIフローテストで別に確認すること。',
  tl: 'Para sa pagkain ang sagot na ito. Hindi kasama ang inuming binanggit sa tabi nito ("{drink}"): suriin nang hiwalay ang inumin gamit ang IDDSI flow test.',
  id: 'Jawaban ini untuk makanannya. Minuman yang disebut di sampingnya ("{drink}") tidak termasuk: periksa minuman itu terpisah dengan uji aliran IDDSI.',
  vi: 'Kết quả này dành cho món ăn. Đồ uống được nêu kèm theo ("{drink}") không nằm trong kết quả: hãy kiểm tra riêng đồ uống bằng thử nghiệm dòng chảy IDDSI.',
  th: 'คำตอบนี้สำหรับอาหาร เครื่องดื่มที่ระบุมาด้วย ("{drink}") ไม่รวมอยู่ในคำตอบนี้ ให้ตรวจเครื่องดื่มแยกต่างหากด้วยการทดสอบการไหล IDDSI',
  es: 'Esta respuesta es para el alimento. La bebida nombrada junto a él ("{drink}") no queda incluida: compruebe la bebida por separado con la prueba de flujo IDDSI.',
};

const NEEDS_TEST: Record<'ambiguous' | 'conflict' | 'missing' | 'flow_range' | 'drip_range', T> = {
  // rule FORK_DRIP_LEVELS_0_3
  drip_range: {
    en: 'The IDDSI fork drip test does not tell Levels 0-3 apart: a drink that drips through the prongs is Level 3 or thinner; the {test} settles which.',
    'zh-HK': 'IDDSI 叉子滴落測試無法分辨 0 至 3 級：從叉齒間滴下的飲品屬 3 級或更稀；請以{test}確定。',
    'zh-Hans': 'IDDSI 叉子滴落测试无法区分 0 至 3 级：从叉齿间滴下的饮品属 3 级或更稀；请以{test}确定。',
    ja: 'IDDSIフォーク滴下テストではレベル0〜3を区別できない。フォークの間から垂れる飲み物はレベル3以下で、{test}で確定すること。',
    tl: 'Hindi natutukoy ng IDDSI fork drip test ang Level 0-3: ang inuming tumutulo sa pagitan ng tinidor ay Level 3 o mas malabnaw; ang {test} ang magpapasya.',
    id: 'Uji tetes garpu IDDSI tidak membedakan Level 0-3: minuman yang menetes lewat sela garpu adalah Level 3 atau lebih encer; {test} yang memastikan.',
    vi: 'Thử nghiệm nhỏ giọt qua nĩa IDDSI không phân biệt được mức 0-3: đồ uống nhỏ giọt qua kẽ nĩa là mức 3 hoặc loãng hơn; {test} sẽ xác định.',
    th: 'การทดสอบหยดผ่านส้อม IDDSI แยกระดับ 0-3 ไม่ได้: เครื่องดื่มที่หยดผ่านซี่ส้อมเป็นระดับ 3 หรือเหลวกว่า ให้{test}เป็นตัวตัดสิน',
    es: 'La prueba de goteo con tenedor IDDSI no distingue los niveles 0-3: una bebida que gotea entre los dientes del tenedor es nivel 3 o más fina; lo decide la {test}.',
  },
  // rule FLOW_TEST_LEVELS_0_3
  flow_range: {
    en: 'The IDDSI flow test only tells Levels 0-3 apart: a drink that stays in the syringe is Level 3 or 4; the {test} settle which.',
    'zh-HK': 'IDDSI 流動測試只能分辨 0 至 3 級：留在針筒內的飲品屬 3 級或 4 級；請以{test}確定。',
    'zh-Hans': 'IDDSI 流动测试只能区分 0 至 3 级：留在注射器内的饮品属 3 级或 4 级；请以{test}确定。',
    ja: 'IDDSIフローテストで区別できるのはレベル0〜3のみ。シリンジに残る飲み物はレベル3か4で、{test}で確定すること。',
    tl: 'Ang IDDSI flow test ay para lamang sa Level 0-3: ang inuming naiiwan sa syringe ay Level 3 o 4; ang {test} ang magpapasya.',
    id: 'Uji aliran IDDSI hanya membedakan Level 0-3: minuman yang tertahan di spuit adalah Level 3 atau 4; {test} yang memastikan.',
    vi: 'Thử nghiệm dòng chảy IDDSI chỉ phân biệt mức 0-3: đồ uống còn lại trong ống tiêm là mức 3 hoặc 4; {test} sẽ xác định.',
    th: 'การทดสอบการไหล IDDSI แยกได้เฉพาะระดับ 0-3: เครื่องดื่มที่ค้างในไซริงค์เป็นระดับ 3 หรือ 4 ให้{test}เป็นตัวตัดสิน',
    es: 'La prueba de flujo IDDSI solo distingue los niveles 0-3: una bebida que se queda en la jeringa es nivel 3 o 4; lo deciden la {test}.',
  },
  ambiguous: {
    en: '"{term}" is a legacy or local diet name with no single IDDSI meaning (the UK\'s 2018 patient-safety alert retired "soft diet"); the {test} settles it.',
    'zh-HK': '「{term}」是舊式或本地的膳食名稱，沒有單一的 IDDSI 意義（英國2018年病人安全警示已停用「軟餐」）；請以{test}確定。',
    'zh-Hans': '“{term}”是旧式或本地的膳食名称，没有单一的 IDDSI 含义（英国2018年患者安全警示已停用“软食”）；请以{test}确定。',
    ja: '「{term}」は従来・施設独自の食形態名で、IDDSIの一つのレベルに対応しない（英国2018年の患者安全警告は「soft diet」の使用を廃止）。{test}で確定すること。',
    tl: 'Ang "{term}" ay luma o lokal na pangalan ng diet na walang iisang kahulugan sa IDDSI (inalis ng 2018 patient-safety alert ng UK ang "soft diet"); ang {test} ang magpapasya.',
    id: '"{term}" adalah nama diet lama atau lokal tanpa satu arti IDDSI (peringatan keselamatan pasien Inggris 2018 menghapus "soft diet"); {test} yang memastikan.',
    vi: '"{term}" là tên chế độ ăn cũ hoặc địa phương, không có một nghĩa IDDSI duy nhất (cảnh báo an toàn người bệnh năm 2018 của Anh đã bỏ "soft diet"); {test} sẽ xác định.',
    th: '"{term}" เป็นชื่ออาหารแบบเดิมหรือเฉพาะที่ ไม่มีความหมาย IDDSI เดียว (ประกาศความปลอดภัยผู้ป่วยของสหราชอาณาจักรปี 2018 ยกเลิกคำว่า "soft diet") ให้{test}เป็นตัวตัดสิน',
    es: '"{term}" es un nombre de dieta antiguo o local sin un único significado IDDSI (la alerta de seguridad del Reino Unido de 2018 retiró "soft diet"); lo decide la {test}.',
  },
  conflict: {
    en: 'The evidence conflicts: run the {test} to settle it.',
    'zh-HK': '證據互相矛盾：請進行{test}確定。',
    'zh-Hans': '证据互相矛盾：请进行{test}确定。',
    ja: '根拠が食い違うため、{test}で確定すること。',
    tl: 'Magkasalungat ang batayan: gawin ang {test} para matiyak.',
    id: 'Bukti saling bertentangan: lakukan {test} untuk memastikan.',
    vi: 'Các căn cứ mâu thuẫn: hãy làm {test} để xác định.',
    th: 'หลักฐานขัดแย้งกัน: ให้ทำ{test}เพื่อยืนยัน',
    es: 'La evidencia se contradice: haga la {test} para decidirlo.',
  },
  missing: {
    en: 'No IDDSI test result was reported: the {test} settles it.',
    'zh-HK': '沒有報告 IDDSI 測試結果：請以{test}確定。',
    'zh-Hans': '没有报告 IDDSI 测试结果：请以{test}确定。',
    ja: 'IDDSIテストの結果が報告されていないため、{test}で確定すること。',
    tl: 'Walang iniulat na resulta ng IDDSI test: ang {test} ang magpapasya.',
    id: 'Tidak ada hasil uji IDDSI yang dilaporkan: {test} yang memastikan.',
    vi: 'Chưa có kết quả thử nghiệm IDDSI: {test} sẽ xác định.',
    th: 'ไม่มีการรายงานผลการทดสอบ IDDSI: ให้{test}เป็นตัวตัดสิน',
    es: 'No se informó ningún resultado de prueba IDDSI: lo decide la {test}.',
  },
};

/** The name of the test that settles a level (TEST_NAMES), localised. */
export function settlingTestName(test: keyof typeof TEST_NAMES, lang: TextLanguage): string {
  return TEST_NAMES[test][lang];
}

export interface ReasoningInput {
  understood: boolean;
  needsTest: boolean;
  needsTestReason: 'unreadable' | 'ambiguous' | 'conflict' | 'missing' | 'flow_range' | 'drip_range' | null;
  settlingTest: keyof typeof TEST_NAMES;
  ambiguousTerms: string[];
  setAside: { matched: string; role: 'prescription' | 'label' | 'other_item' }[];
  dealtWith: string[];
  /** The words of a drink named beside the solid the answer is for (rule SOLID_BESIDE_DRINK). */
  drinkBeside?: string;
}

/** The sentences of issue 14's stages: what was set aside, what was dealt with, which test settles it. */
function reasoningSentences(r: ReasoningInput, lang: TextLanguage): string[] {
  const out: string[] = [];
  const quoted = (role: 'prescription' | 'label' | 'other_item') => r.setAside.filter((s) => s.role === role).map((s) => s.matched);
  const prescriptions = quoted('prescription');
  if (prescriptions.length > 0) out.push(fill(SET_ASIDE_PRESCRIPTION[lang], { list: prescriptions.join(LIST_SEP[lang]) }));
  const labels = quoted('label');
  if (labels.length > 0) out.push(fill(SET_ASIDE_LABEL[lang], { list: labels.join(LIST_SEP[lang]) }));
  const others = quoted('other_item');
  if (others.length > 0) out.push(fill(SET_ASIDE_OTHER_ITEMS[lang], { list: others.join(LIST_SEP[lang]) }));
  if (r.dealtWith.length > 0) out.push(fill(DEALT_WITH[lang], { list: r.dealtWith.map((h) => hazardText(h, lang)).join(LIST_SEP[lang]) }));
  if (r.drinkBeside) out.push(fill(DRINK_BESIDE[lang], { drink: r.drinkBeside }));
  if (r.needsTest && r.needsTestReason !== null && r.needsTestReason !== 'unreadable') {
    const test = TEST_NAMES[r.settlingTest][lang];
    out.push(fill(NEEDS_TEST[r.needsTestReason][lang], { test, term: r.ambiguousTerms.join(LIST_SEP[lang]) }));
  }
  return out;
}

export interface ExplainInput {
  level: IddsiLevel;
  kind: ItemKind;
  confidence: number;
  recognised: boolean;
  strength: string;
  raised: boolean;
  split: boolean;
  /** Evidence that supports the final level, strongest first. */
  evidence: { kind: string; matched: string; level: IddsiLevel; value?: number; valueHi?: number; child?: boolean; testId?: string }[];
  hazards: string[];
  /** Issue 14's stages (absent: an explanation without them, as before). */
  reasoning?: ReasoningInput;
}

const titles = new Map<string, string>();

export function levelTitle(level: IddsiLevel, lang: TextLanguage): string {
  const key = `${lang}${level}`;
  let title = titles.get(key);
  if (title === undefined) {
    title = fill(TITLE[lang], { n: level, label: levelLabel(level, lang) });
    titles.set(key, title);
  }
  return title;
}

function shownNumber(v: number | undefined): string {
  return v === undefined ? '' : String(Math.round(v * 100) / 100);
}

function evidenceSentence(e: ExplainInput['evidence'][number], lang: TextLanguage): string {
  const t = levelTitle(e.level, lang);
  const v = e.valueHi !== undefined ? `${shownNumber(e.value)}–${shownNumber(e.valueHi)}` : shownNumber(e.value);
  const template = SENTENCE[e.kind] ?? SENTENCE.texture!;
  const [a, b] = e.child ? [2, 8] : [4, 15];
  return fill(template[lang], {
    m: e.matched,
    t,
    v,
    a,
    b,
    who: e.child ? CHILD_NOTE[lang] : '',
    test: e.testId ? testName(e.testId, lang) : '',
  });
}

/** Sentences that depend only on (level, kind, language), built once each. */
const fixedSentences = new Map<string, { head: string; confirm: string }>();

function fixedFor(level: IddsiLevel, kind: ItemKind, lang: TextLanguage): { head: string; confirm: string } {
  const key = `${lang}${level}${kind}`;
  let fixed = fixedSentences.get(key);
  if (!fixed) {
    const head = fill(HEAD[lang], { title: levelTitle(level, lang), kind: KIND[kind][lang] });
    const checks = confirmingTests(level, kind, lang);
    let confirm: string;
    if (level === 7) {
      // no test confirms Regular: the check is a sentence of its own
      const c = checks[0] ?? '';
      confirm = `${c.charAt(0).toUpperCase()}${c.slice(1)}${/[。]$/.test(c) || lang === 'th' ? '' : lang.startsWith('zh') || lang === 'ja' ? '。' : '.'}`;
    } else confirm = fill(CONFIRM[lang], { list: checks.join(CONFIRM_SEP[lang]) });
    fixed = { head, confirm };
    fixedSentences.set(key, fixed);
  }
  return fixed;
}

export function explain(input: ExplainInput, lang: TextLanguage): string {
  const fixed = fixedFor(input.level, input.kind, lang);
  const parts: string[] = [fixed.head];
  if (input.reasoning && !input.reasoning.understood) {
    parts.push(UNREADABLE[lang]);
    return parts.join(lang === 'zh-HK' || lang === 'zh-Hans' || lang === 'ja' ? '' : ' ');
  }
  if (!input.recognised || input.strength === 'none') {
    parts.push(NOTHING[lang]);
  } else {
    if (input.evidence.length > 0) {
      let list = '';
      for (const e of input.evidence) list += (list === '' ? '' : LIST_SEP[lang]) + evidenceSentence(e, lang);
      parts.push(fill(EVIDENCE_INTRO[lang], { list }));
    }
    if (input.split) parts.push(SPLIT[lang]);
  }
  if (input.hazards.length > 0) {
    parts.push(fill(HAZARD_INTRO[lang], { list: input.hazards.map((h) => hazardText(h, lang)).join(LIST_SEP[lang]) }));
    if (input.raised) parts.push(RAISED[lang]);
  }
  if (input.reasoning) parts.push(...reasoningSentences(input.reasoning, lang));
  parts.push(fixed.confirm);
  if (input.recognised && input.confidence < 0.5) parts.push(LOW[lang]);
  // CJK sentences end in 。 and need no space between them
  return parts.join(lang === 'zh-HK' || lang === 'zh-Hans' || lang === 'ja' ? '' : ' ');
}
