/**
 * Safety cross-check of a hosted model's classifications against the
 * embedded engine: where both have an opinion and they disagree, the item
 * takes the reading on the dangerous side (foods higher, drinks thinner) and
 * its confidence is at most medium. Code decides; the model only suggests.
 */
import type { IddsiLevel } from '../iddsi/levels';
import { fill, type AdviceLanguage } from './advice';
import type { Confidence, ItemClassification } from './types';

const NOTES: Record<'disagree' | 'uncorroborated', Record<AdviceLanguage, string>> = {
  disagree: {
    en: 'The model read Level {model} and the rule engine Level {rules}; the safer reading, Level {chosen}, is used.',
    'zh-HK': '模型判斷為第{model}級，規則引擎判斷為第{rules}級；採用較安全的第{chosen}級。',
    'zh-Hans': '模型判断为{model}级，规则引擎判断为{rules}级；采用较安全的{chosen}级。',
    tl: 'Antas {model} ang basa ng model at Antas {rules} ang sa rule engine; ginamit ang mas ligtas na Antas {chosen}.',
    id: 'Model membaca Tingkat {model} dan mesin aturan Tingkat {rules}; yang lebih aman, Tingkat {chosen}, dipakai.',
    vi: 'Mô hình đọc là Cấp độ {model} và bộ quy tắc là Cấp độ {rules}; dùng kết quả an toàn hơn, Cấp độ {chosen}.',
    th: 'โมเดลประเมินเป็นระดับ {model} และระบบกฎประเมินเป็นระดับ {rules} จึงใช้ผลที่ปลอดภัยกว่า คือระดับ {chosen}',
    es: 'El modelo leyó Nivel {model} y el motor de reglas Nivel {rules}; se usa la lectura más segura, Nivel {chosen}.',
    ja: 'モデルはレベル{model}、ルールエンジンはレベル{rules}と判断しました。より安全なレベル{chosen}を採用します。',
  },
  uncorroborated: {
    en: 'The rule engine did not recognise this item, so the model reading is not corroborated.',
    'zh-HK': '規則引擎未能辨識此項，模型的判斷未經核實。',
    'zh-Hans': '规则引擎未能识别此项，模型的判断未经核实。',
    tl: 'Hindi nakilala ng rule engine ang item na ito, kaya hindi pa napapatunayan ang basa ng model.',
    id: 'Mesin aturan tidak mengenali item ini, sehingga bacaan model belum terkonfirmasi.',
    vi: 'Bộ quy tắc không nhận diện được món này nên kết quả của mô hình chưa được xác nhận.',
    th: 'ระบบกฎระบุรายการนี้ไม่ได้ ผลของโมเดลจึงยังไม่ได้รับการยืนยัน',
    es: 'El motor de reglas no reconoció este plato, así que la lectura del modelo no está corroborada.',
    ja: 'ルールエンジンがこの品目を識別できなかったため、モデルの判断は裏付けられていません。',
  },
};

const RANK: Record<Confidence, number> = { low: 0, medium: 1, high: 2 };
const atMostMedium = (c: Confidence): Confidence => (RANK[c] > RANK.medium ? 'medium' : c);

export function crossCheckItem(model: ItemClassification, rules: ItemClassification, lang: AdviceLanguage): ItemClassification {
  // The rule engine's kind decides the direction of the safety bias; an item it
  // did not recognise carries its safety-biased default, so a model reading it
  // cannot corroborate never makes the item easier to pass.
  const kind = rules.kind;
  const hazards = [...new Set([...model.hazards, ...rules.hazards])];
  const notes = rules.recognised ? [] : [NOTES.uncorroborated[lang]];
  let level = model.level;
  let confidence = model.confidence;
  if (model.level !== rules.level) {
    level = (kind === 'food' ? Math.max(model.level, rules.level) : Math.min(model.level, rules.level)) as IddsiLevel;
    confidence = atMostMedium(RANK[model.confidence] < RANK[rules.confidence] ? model.confidence : rules.confidence);
    notes.push(fill(NOTES.disagree[lang], { model: String(model.level), rules: String(rules.level), chosen: String(level) }));
  }
  if (!rules.recognised) confidence = 'low';
  return {
    level,
    kind,
    confidence,
    rationale: [model.rationale, ...notes].join(' '),
    hazards,
    recognised: rules.recognised,
  };
}
