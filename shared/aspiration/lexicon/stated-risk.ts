/**
 * A risk told beside a sign ("risk of choking", "误吸风险高", "誤嚥のリスク", "흡인 위험",
 * "riesgo de aspiración") is a worry, not a reported event: the sign it frames is not reported (reading rule
 * irrealis_frame). Told by a clinician after an assessment ("SLT assessment: high risk of aspiration", "评估后说误吸风险高",
 * "言語聴覚士の評価で誤嚥のリスクが高い") it is a known, assessed dysphagia (reading rule stated_risk_after_assessment:
 * risk factor known_dysphagia, moderate by current_impairment_without_sign). `before` frames the sign after it,
 * `after` the sign before it (Chinese, Japanese, Korean put the risk noun after); `assessed` names an assessment or
 * the swallow clinician who made it, read in the risk's sentence: a doctor who only mentions a risk ("the GP says his age
 * puts him at risk of choking") assessed nothing.
 */
import { joined } from './compose';
import type { InputLanguage } from './red-flags';

export interface StatedRiskWords {
  before: readonly string[];
  after: readonly string[];
  assessed: readonly string[];
  /** A low risk ("low risk of aspiration", "误吸风险低"): still a frame, never an assessed dysphagia. */
  low: readonly string[];
}

export const STATED_RISK_WORDS: Record<InputLanguage, StatedRiskWords> = {
  en: {
    before: ['risk of', 'risks of', 'at risk of', 'at a risk of', 'at higher risk of', 'at high risk of', 'at increased risk of', 'high risk of', 'increased risk of', 'at risk for', 'risk for', 'danger of', 'aspiration risk', 'risk of aspiration', 'choking risk', 'high aspiration risk'],
    after: [],
    assessed: ['assessed', 'assessment', 'slt', 'salt', 'slp', 'speech therapist', 'speech and language therapist', 'speech pathologist', 'evaluation', 'evaluated', 'reviewed by'],
    low: ['low risk of', 'at low risk of', 'minimal risk of', 'low aspiration risk', 'low risk for', 'no risk of'],
  },
  'zh-HK': {
    before: ['誤吸風險', '窒息風險', '噎食風險', '哽塞風險', '有風險'],
    after: ['嘅風險', '風險', '嘅危險'],
    assessed: ['評估', '言語治療師', '治療師話'],
    low: ['誤吸風險低', '風險低', '低風險', '風險唔高', '誤吸風險唔高'],
  },
  'zh-CN': {
    before: ['误吸风险', '窒息风险', '噎食风险', '呛咳风险'],
    after: ['的风险', '风险', '的危险'],
    assessed: ['评估', '言语治疗师', '治疗师说', '康复师说'],
    low: ['误吸风险低', '风险低', '低风险', '风险不高', '误吸风险不高'],
  },
  ja: {
    before: ['誤嚥のリスク', '誤嚥リスク', '誤嚥の危険', '窒息のリスク', '窒息リスク', '窒息の危険'],
    after: ['のリスク', 'リスク', 'の危険', '危険性', 'のおそれ', 'の恐れ', 'おそれ'],
    assessed: ['評価', '言語聴覚士', 'STから', 'STの'],
    low: ['誤嚥のリスクは低', '誤嚥リスクは低', '誤嚥のリスクは少な', 'リスクは低', 'リスク低', 'リスクは少な'],
  },
  ko: {
    before: ['흡인 위험', '흡인위험', '질식 위험'],
    after: ['위험', '위험성'],
    assessed: ['평가', '언어치료사', '언어재활사'],
    low: ['흡인 위험이 낮', '흡인 위험은 낮', '흡인 위험 낮', '위험이 낮', '위험은 낮'],
  },
  tl: {
    before: ['nanganganib na', 'may panganib na', 'panganib na', 'peligro na', 'delikado na'],
    after: [],
    assessed: ['assessment', 'in-assess', 'sinuri', 'speech therapist'],
    low: ['mababa ang panganib na'],
  },
  id: {
    before: ['berisiko', 'berisiko untuk', 'risiko', 'risiko tinggi', 'berisiko tinggi'],
    after: [],
    assessed: ['penilaian', 'asesmen', 'dinilai', 'evaluasi', 'terapis wicara'],
    low: ['risiko rendah', 'berisiko rendah'],
  },
  vi: {
    before: ['có nguy cơ', 'nguy cơ bị', 'nguy cơ'],
    after: [],
    assessed: ['đánh giá', 'chuyên viên âm ngữ', 'kỹ thuật viên âm ngữ'],
    low: ['nguy cơ thấp'],
  },
  th: {
    before: ['เสี่ยงต่อการ', 'มีความเสี่ยงที่จะ', 'เสี่ยงที่จะ', 'ความเสี่ยงต่อการ', 'เสี่ยง'],
    after: [],
    assessed: ['ประเมิน', 'นักแก้ไขการพูด'],
    low: ['ความเสี่ยงต่ำ', 'เสี่ยงต่ำ'],
  },
  es: {
    before: ['en riesgo de', 'riesgo de', 'corre riesgo de', 'alto riesgo de', 'riesgo alto de'],
    after: [],
    assessed: ['valoración', 'evaluación', 'valorada', 'valorado', 'evaluada', 'evaluado', 'logopeda', 'fonoaudiólogo', 'fonoaudióloga'],
    low: ['bajo riesgo de', 'riesgo bajo de'],
  },
};

/**
 * A sign told as what an illness can cause ("dementia can cause choking", "puede causar
 * atragantamiento", "会不会引起吞咽困难") is a stated risk, not a reported event: the frames of reading rule
 * irrealis_frame joined to the stated-risk words (index.ts). `before` frames a sign after it, `after` one before it.
 */
/**
 * English asks about a condition with the condition inside the frame ("can dementia cause choking?", "could
 * Parkinson's lead to coughing?"): a question about what a condition does, not a sign of the patient nor a risk
 * factor the patient is said to have (a condition the text says the patient has is read where it says so).
 */
const EN_CAUSE_VERBS = ['cause', 'lead to', 'bring on', 'result in'];
const EN_ASKING_MODALS = ['can', 'could', 'does', 'do', 'may', 'might', 'will', 'would'];
const EN_CONDITIONS_ASKED = [
  'dementia', "alzheimer's", 'alzheimers', "parkinson's", 'parkinsons', "parkinson's disease", 'a stroke', 'stroke', 'strokes',
  'ms', 'multiple sclerosis', 'mnd', 'motor neurone disease', 'motor neuron disease', 'als', 'cerebral palsy', 'old age', 'ageing',
  'aging', 'reflux', 'copd', 'a brain injury', 'brain injury', 'a head injury', 'head and neck cancer', 'throat cancer',
  'radiotherapy', 'myasthenia gravis', "huntington's", 'a tracheostomy',
];

export const CAUSE_FRAMES: Record<InputLanguage, { before: readonly string[]; after: readonly string[] }> = {
  en: {
    before: [
      // A pronoun for a condition told before ("she has dementia, can it cause choking?") keeps that condition read.
      ...joined(['can', 'could', 'may', 'might', 'can it', 'could it', 'does it', 'can that', 'does that', 'can this', 'does this'], ['cause', 'lead to', 'bring on']),
      ...joined(joined(EN_ASKING_MODALS, EN_CONDITIONS_ASKED), EN_CAUSE_VERBS),
    ],
    after: [],
  },
  'zh-HK': { before: ['會唔會引起', '會唔會導致', '會唔會搞到', '可能引起', '可能導致'], after: [] },
  'zh-CN': { before: ['会不会引起', '会不会导致', '会不会造成', '可能引起', '可能导致'], after: [] },
  ja: { before: [], after: ['を引き起こ', 'の原因にな', 'につながる', 'になりやすい'] },
  ko: { before: [], after: ['을 일으킬 수', '를 일으킬 수', '을 유발할 수', '를 유발할 수', '이 생길 수', '가 생길 수'] },
  tl: { before: ['maaaring magdulot ng', 'puwedeng magdulot ng', 'nagdudulot ba ng', 'maaaring maging sanhi ng', 'maaari bang magdulot ng', 'puwede bang magdulot ng', 'pwede bang magdulot ng', 'maaari bang maging sanhi ng'], after: [] },
  id: { before: ['bisa menyebabkan', 'dapat menyebabkan', 'bisa mengakibatkan', 'dapat mengakibatkan', 'bisa bikin'], after: [] },
  vi: { before: ['có thể gây', 'có thể gây ra', 'có gây ra'], after: [] },
  th: { before: ['อาจทำให้', 'จะทำให้เกิด'], after: [] },
  es: {
    before: ['puede causar', 'pueden causar', 'puede provocar', 'pueden provocar', 'puede dar', 'puede llevar a', 'puede tener', 'pueda tener', 'podría tener', 'podría causar'],
    after: [],
  },
};
