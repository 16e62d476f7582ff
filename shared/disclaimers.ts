/** The clinical disclaimers the spec requires on every result. */
import type { TextLanguage } from './languages';

/** Constant `warning` of classification and screening responses (spec section 2). */
export const CLINICAL_WARNING =
  'Prototype rule-based classifier for decision support only. It is not a clinical decision: ' +
  'diet and fluid levels must be confirmed by a qualified speech-language pathologist (SLP).';

/** Disclaimer of batch and Q&A responses, in the language of the response. */
export const DISCLAIMERS: Record<TextLanguage, string> = {
  en: 'Decision support only, not a clinical decision. A qualified speech-language pathologist (SLP) must confirm every diet and fluid level.',
  'zh-HK': '此結果只供決策參考，並非臨床決定。所有食物及飲品級別必須由合資格的言語治療師確認。',
  'zh-Hans': '此结果仅供决策参考，并非临床决定。所有食物及饮品级别必须由合格的言语治疗师确认。',
  ja: 'これは意思決定の補助であり、臨床判断ではありません。食形態・とろみの段階は必ず資格を持つ言語聴覚士が確認してください。',
  tl: 'Pantulong sa pagpapasya lamang, hindi klinikal na desisyon. Dapat kumpirmahin ng kwalipikadong speech-language pathologist (SLP) ang bawat antas ng pagkain at inumin.',
  id: 'Hanya alat bantu keputusan, bukan keputusan klinis. Setiap tingkat makanan dan minuman harus dikonfirmasi oleh terapis wicara (SLP) yang berkualifikasi.',
  vi: 'Chỉ hỗ trợ quyết định, không phải quyết định lâm sàng. Mọi cấp độ thức ăn và đồ uống phải được chuyên gia âm ngữ trị liệu (SLP) có chuyên môn xác nhận.',
  th: 'ใช้เพื่อสนับสนุนการตัดสินใจเท่านั้น ไม่ใช่การตัดสินทางคลินิก ระดับอาหารและเครื่องดื่มทุกระดับต้องได้รับการยืนยันจากนักแก้ไขการพูด (SLP) ที่มีคุณสมบัติ',
  es: 'Solo apoyo a la decisión, no una decisión clínica. Un logopeda (SLP) cualificado debe confirmar cada nivel de comida y bebida.',
};
