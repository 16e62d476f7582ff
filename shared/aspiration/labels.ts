/** Localised labels of every flag the screen can report, in every response language. */
import type { Language, ResponseLanguage } from '../languages';
import { ADDED_LABELS, type LabelKey } from './labels-added';
import { RISK_FLAG_PREFIX, type HelperSignCode, type RiskCode, type SignCode } from './concepts';
import type { NoteLanguage } from './notes';
import type { BedsideCode } from './scoring-model';

/** Column order of the tables below; the other registry languages are in labels-added.ts. */
const ORDER = ['en', 'zh-HK', 'tl', 'id', 'vi', 'th', 'es'] as const satisfies readonly Language[];
type Row = readonly [string, string, string, string, string, string, string];

const SIGN_LABELS: Record<Exclude<SignCode, HelperSignCode>, Row> = {
  choking: ['Choking episodes', '哽塞（骾親）', 'Pagkabulon', 'Tersedak', 'Nghẹn thức ăn', 'สำลักหรืออาหารติดคอ', 'Atragantamientos'],
  aspiration_observed: ['Aspiration reported', '有誤吸情況', 'Naiulat na aspiration', 'Aspirasi dilaporkan', 'Có hít sặc vào đường thở', 'มีการสำลักลงหลอดลม', 'Aspiración referida'],
  aspiration_pneumonia: ['Aspiration pneumonia', '吸入性肺炎', 'Aspiration pneumonia', 'Pneumonia aspirasi', 'Viêm phổi hít', 'ปอดอักเสบจากการสำลัก', 'Neumonía por aspiración'],
  cough_during_meals: [
    'Coughing during or after eating or drinking',
    '進食或飲水時／後咳嗽或嗆咳',
    'Pag-ubo habang o pagkatapos kumain o uminom',
    'Batuk saat atau setelah makan atau minum',
    'Ho hoặc sặc trong hay sau khi ăn uống',
    'ไอระหว่างหรือหลังกินหรือดื่ม',
    'Tos durante o después de comer o beber',
  ],
  wet_voice: ['Wet or gurgly voice', '聲音濕或有痰聲', 'Basa o parang may plemang boses', 'Suara basah atau seperti berkumur', 'Giọng ướt hoặc ọc ọc', 'เสียงเปียกหรือมีเสียงครืดคราด', 'Voz húmeda o gorgoteante'],
  recurrent_chest_infection: [
    'Recurrent chest infections',
    '反覆胸肺感染',
    'Paulit-ulit na impeksyon sa baga',
    'Infeksi paru berulang',
    'Nhiễm trùng phổi tái phát',
    'ปอดติดเชื้อซ้ำ',
    'Infecciones respiratorias de repetición',
  ],
  chest_infection: ['Chest infection or pneumonia', '胸肺感染或肺炎', 'Impeksyon sa baga o pulmonya', 'Infeksi paru atau pneumonia', 'Nhiễm trùng phổi hoặc viêm phổi', 'ปอดติดเชื้อหรือปอดอักเสบ', 'Infección respiratoria o neumonía'],
  fever_after_meals: ['Fever after meals', '進食後發燒', 'Lagnat pagkatapos kumain', 'Demam setelah makan', 'Sốt sau bữa ăn', 'มีไข้หลังอาหาร', 'Fiebre después de comer'],
  breathless_at_meals: [
    'Breathlessness or low oxygen at meals',
    '進食時氣促或血氧下降',
    'Hinihingal habang kumakain',
    'Sesak napas saat makan',
    'Khó thở hoặc giảm oxy khi ăn',
    'หอบเหนื่อยหรือออกซิเจนต่ำขณะกิน',
    'Falta de aire o desaturación al comer',
  ],
  nasal_regurgitation: [
    'Food or drink coming out of the nose',
    '食物或飲品由鼻流出',
    'Lumalabas sa ilong ang pagkain o inumin',
    'Makanan atau minuman keluar dari hidung',
    'Thức ăn, nước uống trào lên mũi',
    'อาหารหรือน้ำไหลออกทางจมูก',
    'Salida de comida o bebida por la nariz',
  ],
  difficulty_swallowing: ['Difficulty swallowing', '吞嚥困難', 'Hirap lumunok', 'Sulit menelan', 'Khó nuốt', 'กลืนลำบาก', 'Dificultad para tragar'],
  phlegm_after_meals: [
    'Phlegm or a rattle in the throat after eating or drinking',
    '進食或飲水後喉嚨有痰',
    'May plema sa lalamunan pagkatapos kumain o uminom',
    'Dahak di tenggorokan setelah makan atau minum',
    'Có đờm trong cổ sau khi ăn uống',
    'มีเสมหะในคอหลังกินหรือดื่ม',
    'Flemas en la garganta después de comer o beber',
  ],
  dry_food_difficulty: [
    'Dry food hard to swallow (dry mouth)',
    '口乾令乾身食物難吞',
    'Mahirap lunukin ang tuyong pagkain (tuyong bibig)',
    'Makanan kering sulit ditelan (mulut kering)',
    'Khó nuốt đồ khô (khô miệng)',
    'กลืนอาหารแห้งลำบาก (ปากแห้ง)',
    'Cuesta tragar alimentos secos (boca seca)',
  ],
  drooling: ['Drooling', '流口水', 'Paglalaway', 'Air liur menetes', 'Chảy nước dãi', 'น้ำลายไหล', 'Babeo'],
  pocketing: [
    'Food held or left in the mouth',
    '食物含在口中或殘留',
    'Naiiwan o hinahawakan ang pagkain sa bibig',
    'Makanan tertahan atau tertinggal di mulut',
    'Ngậm hoặc đọng thức ăn trong miệng',
    'อมอาหารหรืออาหารค้างในปาก',
    'Retención de comida en la boca',
  ],
  delayed_swallow: ['Slow or delayed swallow', '吞嚥啟動緩慢', 'Mabagal o naaantalang paglunok', 'Menelan lambat atau tertunda', 'Nuốt chậm', 'กลืนช้า', 'Deglución lenta o retrasada'],
  prolonged_meals: ['Prolonged mealtimes', '進食時間過長', 'Matagal kumain', 'Waktu makan lama', 'Bữa ăn kéo dài', 'ใช้เวลากินนาน', 'Comidas prolongadas'],
  weight_loss: ['Weight loss', '體重下降', 'Pagbaba ng timbang', 'Berat badan turun', 'Sụt cân', 'น้ำหนักลด', 'Pérdida de peso'],
  dehydration: [
    'Poor fluid intake or dehydration',
    '飲水不足或脫水',
    'Kulang sa pag-inom o dehydration',
    'Kurang minum atau dehidrasi',
    'Uống ít nước hoặc mất nước',
    'ดื่มน้ำน้อยหรือขาดน้ำ',
    'Ingesta de líquidos baja o deshidratación',
  ],
  food_sticking: ['Food sticking in the throat', '食物卡喉', 'Bumabara ang pagkain sa lalamunan', 'Makanan tersangkut di tenggorokan', 'Thức ăn mắc ở cổ', 'อาหารติดคอ', 'Sensación de comida atascada'],
  pills_sticking: [
    'Tablets sticking or hard to swallow',
    '藥丸卡喉或難以吞下',
    'Bumabara o mahirap lunukin ang gamot',
    'Obat tersangkut atau sulit ditelan',
    'Thuốc viên khó nuốt hoặc bị mắc',
    'ยาเม็ดติดคอหรือกลืนยาก',
    'Pastillas que se atascan o cuesta tragar',
  ],
  pain_on_swallowing: ['Pain on swallowing', '吞嚥時疼痛', 'Masakit lumunok', 'Nyeri saat menelan', 'Đau khi nuốt', 'เจ็บเวลากลืน', 'Dolor al tragar'],
  throat_clearing_after_meals: [
    'Throat clearing after eating or drinking',
    '進食後清喉嚨',
    'Paglilinis ng lalamunan pagkatapos kumain',
    'Berdehem setelah makan atau minum',
    'Hắng giọng sau khi ăn uống',
    'กระแอมหลังกินหรือดื่ม',
    'Carraspeo tras comer o beber',
  ],
  weak_cough: ['Weak or ineffective cough', '咳嗽無力', 'Mahinang ubo', 'Batuk lemah', 'Ho yếu, không hiệu quả', 'ไอไม่มีแรง', 'Tos débil o ineficaz'],
  avoids_textures: [
    'Avoiding foods that are hard to swallow',
    '避開難吞嘅食物',
    'Iniiwasan ang mga pagkaing mahirap lunukin',
    'Menghindari makanan yang sulit ditelan',
    'Tránh các món khó nuốt',
    'หลีกเลี่ยงอาหารที่กลืนยาก',
    'Evita alimentos difíciles de tragar',
  ],
  cough: ['Cough (not linked to meals)', '咳嗽（與進食無關）', 'Ubo (hindi kaugnay ng pagkain)', 'Batuk (tidak terkait makan)', 'Ho (không liên quan bữa ăn)', 'ไอ (ไม่สัมพันธ์กับมื้ออาหาร)', 'Tos (no ligada a las comidas)'],
  throat_clearing: ['Throat clearing', '清喉嚨', 'Paglilinis ng lalamunan', 'Berdehem', 'Hắng giọng', 'กระแอม', 'Carraspeo'],
  fever: ['Fever', '發燒', 'Lagnat', 'Demam', 'Sốt', 'มีไข้', 'Fiebre'],
  breathlessness: ['Breathlessness', '氣促', 'Hinihingal', 'Sesak napas', 'Khó thở', 'หายใจเหนื่อย', 'Falta de aire'],
  hoarse_voice: ['Hoarse voice', '聲沙', 'Paos na boses', 'Suara serak', 'Khàn giọng', 'เสียงแหบ', 'Ronquera'],
  phlegm: ['Phlegm', '有痰', 'Plema', 'Dahak', 'Đờm', 'เสมหะ', 'Flemas'],
  dry_mouth: ['Dry mouth', '口乾', 'Tuyong bibig', 'Mulut kering', 'Khô miệng', 'ปากแห้ง', 'Boca seca'],
};

const RISK_LABELS: Record<RiskCode, Row> = {
  stroke: ['Stroke', '中風', 'Stroke', 'Stroke', 'Đột quỵ', 'โรคหลอดเลือดสมอง', 'Ictus'],
  parkinsons: ["Parkinson's disease", '柏金遜症', 'Sakit na Parkinson', 'Penyakit Parkinson', 'Bệnh Parkinson', 'โรคพาร์กินสัน', 'Enfermedad de Parkinson'],
  dementia: ['Dementia', '認知障礙症', 'Dementia', 'Demensia', 'Sa sút trí tuệ', 'ภาวะสมองเสื่อม', 'Demencia'],
  motor_neurone_disease: [
    'Motor neurone disease (ALS)',
    '運動神經元病',
    'Motor neurone disease (ALS)',
    'Penyakit saraf motorik (ALS)',
    'Bệnh thần kinh vận động (ALS)',
    'โรคเซลล์ประสาทสั่งการ (ALS)',
    'Enfermedad de motoneurona (ELA)',
  ],
  multiple_sclerosis: ['Multiple sclerosis', '多發性硬化症', 'Multiple sclerosis', 'Sklerosis multipel', 'Đa xơ cứng', 'โรคปลอกประสาทอักเสบ (MS)', 'Esclerosis múltiple'],
  other_neurological: [
    'Other neurological condition',
    '其他神經系統疾病',
    'Ibang kondisyong neurolohikal',
    'Gangguan saraf lainnya',
    'Bệnh thần kinh khác',
    'โรคทางระบบประสาทอื่น',
    'Otra enfermedad neurológica',
  ],
  head_neck_cancer: [
    'Head and neck cancer or radiotherapy',
    '頭頸癌或電療',
    'Kanser sa ulo at leeg o radiotherapy',
    'Kanker kepala dan leher atau radioterapi',
    'Ung thư đầu cổ hoặc xạ trị',
    'มะเร็งศีรษะและลำคอหรือการฉายแสง',
    'Cáncer de cabeza y cuello o radioterapia',
  ],
  tracheostomy: ['Tracheostomy', '氣管造口', 'Tracheostomy', 'Trakeostomi', 'Mở khí quản', 'การเจาะคอ', 'Traqueostomía'],
  reduced_alertness: [
    'Reduced alertness or drowsiness',
    '清醒程度下降或嗜睡',
    'Inaantok o mahinang pagkagising',
    'Kesadaran menurun atau mengantuk',
    'Giảm tỉnh táo hoặc buồn ngủ',
    'ง่วงซึมหรือความรู้สึกตัวลดลง',
    'Somnolencia o alerta reducida',
  ],
  known_dysphagia: [
    'Known swallowing problem (modified diet, thickener or tube feeding)',
    '已知吞嚥問題（調整飲食、凝固粉或管飼）',
    'Kilalang problema sa paglunok (binagong diyeta, pampalapot o tubo)',
    'Masalah menelan yang sudah diketahui (diet khusus, pengental atau selang)',
    'Đã biết rối loạn nuốt (chế độ ăn thay đổi, bột làm đặc hoặc ăn qua ống)',
    'มีปัญหาการกลืนอยู่เดิม (อาหารดัดแปลง ผงเพิ่มความหนืด หรือให้อาหารทางสาย)',
    'Problema de deglución conocido (dieta adaptada, espesante o sonda)',
  ],
  frailty: ['Frailty', '身體衰弱', 'Panghihina (frailty)', 'Kerentaan', 'Suy yếu', 'ภาวะเปราะบาง', 'Fragilidad'],
  copd: ['COPD', '慢性阻塞性肺病', 'COPD', 'PPOK', 'Bệnh phổi tắc nghẽn mạn tính', 'โรคปอดอุดกั้นเรื้อรัง', 'EPOC'],
  reflux: ['Acid reflux', '胃酸倒流', 'Acid reflux', 'Refluks asam lambung', 'Trào ngược dạ dày', 'กรดไหลย้อน', 'Reflujo'],
};

const OTHER_LABELS: Record<'age_65_plus' | 'age_80_plus' | 'eat10_abnormal', Row> = {
  age_65_plus: ['Age 65 or over', '65歲或以上', 'Edad 65 pataas', 'Usia 65 tahun ke atas', 'Từ 65 tuổi trở lên', 'อายุ 65 ปีขึ้นไป', '65 años o más'],
  age_80_plus: ['Age 80 or over', '80歲或以上', 'Edad 80 pataas', 'Usia 80 tahun ke atas', 'Từ 80 tuổi trở lên', 'อายุ 80 ปีขึ้นไป', '80 años o más'],
  eat10_abnormal: [
    'EAT-10 total of 3 or more',
    'EAT-10 總分3分或以上',
    'EAT-10 na kabuuang 3 o higit pa',
    'Skor total EAT-10 3 atau lebih',
    'Tổng điểm EAT-10 từ 3 trở lên',
    'คะแนนรวม EAT-10 ตั้งแต่ 3 ขึ้นไป',
    'EAT-10 total de 3 o más',
  ],
};

const STATUS_SUFFIX: Record<'past' | 'possible', Row> = {
  past: [' (in the past)', '（過往）', ' (dati)', ' (dahulu)', ' (trước đây)', ' (ในอดีต)', ' (antecedente)'],
  possible: [' (possible)', '（可能）', ' (posible)', ' (mungkin)', ' (có thể)', ' (อาจมี)', ' (posible)'],
};

/** Failed bedside tests (structured inputs), in every response language including zh-CN and ja. */
const BEDSIDE_LABELS: Record<BedsideCode, Record<NoteLanguage, string>> = {
  water_swallow_test_failed: {
    en: 'Water swallow test failed (cough, throat clearing or wet voice)',
    'zh-HK': '飲水吞嚥測試不通過（咳嗽、清喉嚨或聲音變濕）',
    'zh-CN': '饮水吞咽测试未通过（咳嗽、清嗓或声音变湿）',
    tl: 'Bagsak sa water swallow test (ubo, paglilinis ng lalamunan o basang boses)',
    id: 'Tes menelan air gagal (batuk, berdehem, atau suara basah)',
    vi: 'Không đạt nghiệm pháp nuốt nước (ho, hắng giọng hoặc giọng ướt)',
    th: 'ไม่ผ่านการทดสอบกลืนน้ำ (ไอ กระแอม หรือเสียงเปียก)',
    es: 'Prueba de deglución de agua fallida (tos, carraspeo o voz húmeda)',
    ja: '水飲みテスト不合格（むせ、咳払い、湿性嗄声）',
  },
  guss_failed: {
    en: 'GUSS 14 or below: dysphagia with a risk of aspiration',
    'zh-HK': 'GUSS 14分或以下：吞嚥困難並有誤吸風險',
    'zh-CN': 'GUSS 14分或以下：吞咽困难并有误吸风险',
    tl: 'GUSS 14 pababa: hirap lumunok na may panganib ng aspiration',
    id: 'GUSS 14 atau kurang: disfagia dengan risiko aspirasi',
    vi: 'GUSS từ 14 trở xuống: khó nuốt có nguy cơ hít sặc',
    th: 'GUSS 14 หรือต่ำกว่า: กลืนลำบากและเสี่ยงสำลัก',
    es: 'GUSS 14 o menos: disfagia con riesgo de aspiración',
    ja: 'GUSS 14点以下：誤嚥の危険がある嚥下障害',
  },
  guss_slight_dysphagia: {
    en: 'GUSS 15-19: slight dysphagia',
    'zh-HK': 'GUSS 15至19分：輕度吞嚥困難',
    'zh-CN': 'GUSS 15至19分：轻度吞咽困难',
    tl: 'GUSS 15-19: bahagyang hirap lumunok',
    id: 'GUSS 15-19: disfagia ringan',
    vi: 'GUSS 15-19: khó nuốt nhẹ',
    th: 'GUSS 15-19: กลืนลำบากเล็กน้อย',
    es: 'GUSS 15-19: disfagia leve',
    ja: 'GUSS 15〜19点：軽度の嚥下障害',
  },
};

/** The suffix of a denied finding, in every response language. */
const NEGATED_SUFFIX: Record<NoteLanguage, string> = {
  en: ' (denied)',
  'zh-HK': '（否認）',
  'zh-CN': '（否认）',
  tl: ' (itinanggi)',
  id: ' (disangkal)',
  vi: ' (phủ nhận)',
  th: ' (ปฏิเสธ)',
  es: ' (negado)',
  ja: '（否定）',
};

function pick(row: Row, key: string, lang: ResponseLanguage): string {
  const column = (ORDER as readonly Language[]).indexOf(lang);
  if (column >= 0) return row[column] ?? row[0];
  return ADDED_LABELS[lang as keyof typeof ADDED_LABELS][key as LabelKey] ?? row[0];
}

type FlagKind = 'sign' | 'risk' | 'age' | 'eat10' | 'bedside';
type FlagStatus = 'current' | 'past' | 'possible' | 'negated';

/** Flag code of an item: `<code>`, `<code>_past`, `<code>_possible`, `<code>_negated`, `dysphagia_risk_factor_<code>`. */
export function flagCode(kind: FlagKind, code: string, status: FlagStatus): string {
  const base = kind === 'risk' ? `${RISK_FLAG_PREFIX}${code}` : code;
  return status === 'current' ? base : `${base}_${status}`;
}

export function flagLabel(kind: FlagKind, code: string, status: FlagStatus, lang: ResponseLanguage): string {
  if (kind === 'bedside') return BEDSIDE_LABELS[code as BedsideCode][lang];
  const row =
    kind === 'risk'
      ? RISK_LABELS[code as RiskCode]
      : kind === 'sign'
        ? SIGN_LABELS[code as keyof typeof SIGN_LABELS]
        : OTHER_LABELS[code as keyof typeof OTHER_LABELS];
  const base = row ? pick(row, code, lang) : code;
  if (status === 'negated') return base + NEGATED_SUFFIX[lang];
  return status === 'current' ? base : base + pick(STATUS_SUFFIX[status], status, lang);
}

/** Every (code, language) label, for tests that check no translation is missing. */
export const LABEL_TABLES = { SIGN_LABELS, RISK_LABELS, OTHER_LABELS, STATUS_SUFFIX, ORDER, BEDSIDE_LABELS, NEGATED_SUFFIX };
