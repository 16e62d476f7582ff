/**
 * One-sentence rationales in every response language, written from the text
 * engine's evidence: the level, what it was read from, and any hazard.
 */
import type { EvidenceItem, TextClassification } from '../iddsi/classify';
import { hazardLabel } from '../iddsi/classify';
import type { ItemKind } from '../iddsi/levels';
import { fill, levelTitleIn, type AdviceLanguage } from './advice';

type Table = Record<AdviceLanguage, string>;

const EVIDENCE_WORD: Record<EvidenceItem['type'], Table> = {
  explicit: {
    en: 'stated level',
    'zh-HK': '註明級別',
    'zh-Hans': '注明级别',
    tl: 'nakasaad na antas',
    id: 'tingkat tertulis',
    vi: 'cấp độ được ghi',
    th: 'ระดับที่ระบุไว้',
    es: 'nivel indicado',
    ja: '記載されたレベル',
  },
  test: {
    en: 'IDDSI test result',
    'zh-HK': 'IDDSI測試結果',
    'zh-Hans': 'IDDSI测试结果',
    tl: 'resulta ng IDDSI test',
    id: 'hasil uji IDDSI',
    vi: 'kết quả thử nghiệm IDDSI',
    th: 'ผลการทดสอบ IDDSI',
    es: 'resultado de prueba IDDSI',
    ja: 'IDDSI テスト結果',
  },
  particle: {
    en: 'particle size',
    'zh-HK': '顆粒大小',
    'zh-Hans': '颗粒大小',
    tl: 'laki ng piraso',
    id: 'ukuran potongan',
    vi: 'kích thước miếng',
    th: 'ขนาดชิ้น',
    es: 'tamaño de partícula',
    ja: '粒の大きさ',
  },
  texture: {
    en: 'texture',
    'zh-HK': '質地',
    'zh-Hans': '质地',
    tl: 'tekstura',
    id: 'tekstur',
    vi: 'kết cấu',
    th: 'ลักษณะเนื้อ',
    es: 'textura',
    ja: '性状',
  },
  food: {
    en: 'usual form of this item',
    'zh-HK': '此項目的一般形態',
    'zh-Hans': '此项目的一般形态',
    tl: 'karaniwang anyo nito',
    id: 'bentuk umum item ini',
    vi: 'dạng thông thường của món này',
    th: 'ลักษณะปกติของรายการนี้',
    es: 'forma habitual de este alimento',
    ja: 'この品目の通常の形態',
  },
  hazard: {
    en: 'high-risk feature',
    'zh-HK': '高風險特徵',
    'zh-Hans': '高风险特征',
    tl: 'mapanganib na katangian',
    id: 'ciri berisiko tinggi',
    vi: 'đặc điểm nguy cơ cao',
    th: 'ลักษณะที่มีความเสี่ยงสูง',
    es: 'característica de alto riesgo',
    ja: '高リスクの特徴',
  },
};

const KIND_WORD: Record<ItemKind, Table> = {
  food: {
    en: 'food',
    'zh-HK': '食物',
    'zh-Hans': '食物',
    tl: 'pagkain',
    id: 'makanan',
    vi: 'thức ăn',
    th: 'อาหาร',
    es: 'alimento',
    ja: '食品',
  },
  drink: {
    en: 'drink',
    'zh-HK': '飲品',
    'zh-Hans': '饮品',
    tl: 'inumin',
    id: 'minuman',
    vi: 'đồ uống',
    th: 'เครื่องดื่ม',
    es: 'bebida',
    ja: '飲み物',
  },
};

const SENTENCE: Record<'recognised' | 'unrecognised' | 'hazards' | 'setAside', Table> = {
  recognised: {
    en: '{title} ({kind}), from {evidence}{hazards}{setAside}.',
    'zh-HK': '{title}（{kind}），依據{evidence}{hazards}{setAside}。',
    'zh-Hans': '{title}（{kind}），依据{evidence}{hazards}{setAside}。',
    tl: '{title} ({kind}), batay sa {evidence}{hazards}{setAside}.',
    id: '{title} ({kind}), berdasarkan {evidence}{hazards}{setAside}.',
    vi: '{title} ({kind}), dựa trên {evidence}{hazards}{setAside}.',
    th: '{title} ({kind}) จาก {evidence}{hazards}{setAside}',
    es: '{title} ({kind}), según {evidence}{hazards}{setAside}.',
    ja: '{title}（{kind}）、根拠：{evidence}{hazards}{setAside}。',
  },
  setAside: {
    en: '; set aside as not about the food (who it is for, a menu or a contradicted label): {list}',
    'zh-HK': '；已擱置（說的是進食者、餐單或被測試推翻的標籤，不是食物）：{list}',
    'zh-Hans': '；已搁置（说的是进食者、菜单或被测试推翻的标签，不是食物）：{list}',
    tl: '; isinantabi dahil hindi tungkol sa pagkain (para kanino, menu o salungat na label): {list}',
    id: '; dikesampingkan karena bukan tentang makanannya (untuk siapa, menu atau label yang dibantah uji): {list}',
    vi: '; đã bỏ qua vì không nói về món ăn (dành cho ai, thực đơn hoặc nhãn bị phép thử bác bỏ): {list}',
    th: ' ไม่นำมาพิจารณาเพราะไม่ได้บอกถึงตัวอาหาร (สำหรับใคร เมนู หรือฉลากที่ผลทดสอบแย้ง): {list}',
    es: '; se dejó de lado porque no describe el alimento (para quién es, un menú o una etiqueta contradicha por una prueba): {list}',
    ja: '；食品そのものの記述ではないため除外（誰のための食事か、献立、テストと矛盾する表示）：{list}',
  },
  unrecognised: {
    en: 'Not recognised: treated as {title} ({kind}), the safer assumption, with low confidence.',
    'zh-HK': '未能辨識：以較安全的假設當作{title}（{kind}），把握度低。',
    'zh-Hans': '未能识别：以较安全的假设视为{title}（{kind}），把握度低。',
    tl: 'Hindi nakilala: itinuring na {title} ({kind}), ang mas ligtas na palagay, na mababa ang katiyakan.',
    id: 'Tidak dikenali: dianggap {title} ({kind}), asumsi yang lebih aman, dengan keyakinan rendah.',
    vi: 'Không nhận diện được: được xem là {title} ({kind}), giả định an toàn hơn, với độ tin cậy thấp.',
    th: 'ระบุไม่ได้: ถือเป็น {title} ({kind}) ซึ่งเป็นสมมติฐานที่ปลอดภัยกว่า ด้วยความมั่นใจต่ำ',
    es: 'No reconocido: se trata como {title} ({kind}), la suposición más segura, con confianza baja.',
    ja: '識別できませんでした：より安全な想定として{title}（{kind}）とし、確信度は低いです。',
  },
  hazards: {
    en: '; high-risk: {list}',
    'zh-HK': '；高風險：{list}',
    'zh-Hans': '；高风险：{list}',
    tl: '; mapanganib: {list}',
    id: '; berisiko tinggi: {list}',
    vi: '; nguy cơ cao: {list}',
    th: ' ความเสี่ยงสูง: {list}',
    es: '; alto riesgo: {list}',
    ja: '；高リスク：{list}',
  },
};

// Hazard labels hold commas of their own, so Latin-script lists use semicolons.
const LIST_SEPARATOR: Table = { en: '; ', 'zh-HK': '、', 'zh-Hans': '、', tl: '; ', id: '; ', vi: '; ', th: '; ', es: '; ', ja: '、' };

/** The rationale of one item in the requested language. */
export function rationaleFor(c: TextClassification, lang: AdviceLanguage): string {
  const slots = { title: levelTitleIn(c.level, lang), kind: KIND_WORD[c.kind][lang] };
  if (!c.recognised || c.understood === false) return fill(SENTENCE.unrecognised[lang], slots);
  const seen = new Set<string>();
  const evidence = c.evidence
    .filter((e) => e.type !== 'hazard')
    .filter((e) => !seen.has(e.matched) && seen.add(e.matched))
    .slice(0, 3)
    .map((e) => `"${e.matched}" (${EVIDENCE_WORD[e.type][lang]})`)
    .join(LIST_SEPARATOR[lang]);
  const hazardCodes = [...new Set(c.hazards.map((h) => h.code))];
  const hazards = hazardCodes.length
    ? fill(SENTENCE.hazards[lang], { list: hazardCodes.map((h) => hazardLabel(h, lang)).join(LIST_SEPARATOR[lang]) })
    : '';
  const setAside = c.setAside?.length
    ? fill(SENTENCE.setAside[lang], { list: c.setAside.map((a) => `"${a.matched}"`).join(LIST_SEPARATOR[lang]) })
    : '';
  return fill(SENTENCE.recognised[lang], { ...slots, evidence: evidence || EVIDENCE_WORD.food[lang], hazards, setAside });
}

export { LIST_SEPARATOR };
