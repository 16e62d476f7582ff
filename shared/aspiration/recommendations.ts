/**
 * The spec's recommended action per level, in every response language:
 * low - monitor, maintain the current diet; moderate - review diet texture,
 * consider SLP referral; high - immediate SLP referral, consider nil per os
 * pending evaluation. Each text says it is a screen, not a diagnosis.
 */
import type { ResponseLanguage } from '../languages';
import type { RiskLevel } from './scoring-model';

export const RECOMMENDATIONS: Record<RiskLevel, Record<ResponseLanguage, string>> = {
  low: {
    en: 'Low aspiration risk on this screen. Monitor eating and drinking and maintain the current diet. Screen again if coughing, choking, a wet voice or chest infections appear. This screen is not a diagnosis.',
    'zh-HK':
      '篩查結果：誤吸風險低。請繼續觀察進食及飲水情況，維持現有飲食。如出現咳嗽、哽塞、聲音變濕或胸肺感染，請再次篩查。此篩查並非診斷。',
    tl: 'Mababa ang panganib ng aspiration sa screening na ito. Bantayan ang pagkain at pag-inom at ipagpatuloy ang kasalukuyang diyeta. Ulitin ang screening kung magkaroon ng ubo, pagkabulon, basang boses o impeksyon sa baga. Hindi ito diyagnosis.',
    id: 'Risiko aspirasi rendah pada skrining ini. Pantau saat makan dan minum, dan pertahankan diet saat ini. Lakukan skrining ulang jika muncul batuk, tersedak, suara basah, atau infeksi paru. Skrining ini bukan diagnosis.',
    vi: 'Nguy cơ hít sặc thấp theo sàng lọc này. Theo dõi việc ăn uống và duy trì chế độ ăn hiện tại. Sàng lọc lại nếu xuất hiện ho, sặc, giọng ướt hoặc nhiễm trùng phổi. Sàng lọc này không phải là chẩn đoán.',
    th: 'ผลคัดกรอง: ความเสี่ยงต่อการสำลักต่ำ ติดตามการกินและการดื่ม และคงอาหารเดิมไว้ หากมีอาการไอ สำลัก เสียงเปียก หรือปอดติดเชื้อ ให้คัดกรองซ้ำ ผลคัดกรองนี้ไม่ใช่การวินิจฉัย',
    es: 'Riesgo de aspiración bajo en este cribado. Vigile la comida y la bebida y mantenga la dieta actual. Repita el cribado si aparecen tos, atragantamientos, voz húmeda o infecciones respiratorias. Este cribado no es un diagnóstico.',
    'zh-CN':
      '筛查结果：误吸风险低。请继续观察进食和饮水情况，维持现有饮食。如出现咳嗽、呛噎、声音变湿或肺部感染，请再次筛查。此筛查并非诊断。',
    ja: 'このスクリーニングの結果、誤嚥リスクは低いと判定されました。食事と飲水の様子を観察し、現在の食事を続けてください。咳、むせ、湿った声、呼吸器感染が現れたら再度スクリーニングしてください。このスクリーニングは診断ではありません。',
  },
  moderate: {
    en: 'Moderate aspiration risk on this screen. Review the food and drink textures (IDDSI levels) and consider referral to a speech-language pathologist (SLP) for a swallowing assessment. Supervise meals, sitting upright. This screen is not a diagnosis.',
    'zh-HK':
      '篩查結果：誤吸風險中等。請檢視食物及飲品的質地（IDDSI 級別），並考慮轉介言語治療師作吞嚥評估。進食時應坐直並有人看顧。此篩查並非診斷。',
    tl: 'Katamtaman ang panganib ng aspiration sa screening na ito. Suriin ang tekstura ng pagkain at inumin (mga antas ng IDDSI) at isaalang-alang ang pag-refer sa speech-language pathologist (SLP) para masuri ang paglunok. Bantayan habang kumakain at panatilihing nakaupo nang tuwid. Hindi ito diyagnosis.',
    id: 'Risiko aspirasi sedang pada skrining ini. Tinjau kembali tekstur makanan dan minuman (level IDDSI) dan pertimbangkan rujukan ke terapis wicara (SLP) untuk penilaian menelan. Awasi saat makan dengan posisi duduk tegak. Skrining ini bukan diagnosis.',
    vi: 'Nguy cơ hít sặc trung bình theo sàng lọc này. Xem xét lại kết cấu thức ăn và đồ uống (các cấp độ IDDSI) và cân nhắc chuyển đến chuyên gia âm ngữ trị liệu (SLP) để đánh giá nuốt. Giám sát bữa ăn và cho ngồi thẳng khi ăn. Sàng lọc này không phải là chẩn đoán.',
    th: 'ผลคัดกรอง: ความเสี่ยงต่อการสำลักปานกลาง ทบทวนลักษณะเนื้ออาหารและเครื่องดื่ม (ระดับ IDDSI) และพิจารณาส่งต่อนักแก้ไขการพูด (SLP) เพื่อประเมินการกลืน ดูแลขณะรับประทานอาหารในท่านั่งตัวตรง ผลคัดกรองนี้ไม่ใช่การวินิจฉัย',
    es: 'Riesgo de aspiración moderado en este cribado. Revise la textura de alimentos y bebidas (niveles IDDSI) y considere derivar a un logopeda (SLP) para una evaluación de la deglución. Supervise las comidas con la persona sentada erguida. Este cribado no es un diagnóstico.',
    'zh-CN':
      '筛查结果：误吸风险中等。请检查食物和饮品的质地（IDDSI 级别），并考虑转介言语治疗师进行吞咽评估。进食时应坐直并有人看护。此筛查并非诊断。',
    ja: 'このスクリーニングの結果、誤嚥リスクは中等度と判定されました。食べ物と飲み物の形態（IDDSI レベル）を見直し、嚥下評価のため言語聴覚士（SLP）への紹介を検討してください。食事は体を起こした姿勢で見守ってください。このスクリーニングは診断ではありません。',
  },
  high: {
    en: 'High aspiration risk on this screen. Refer to a speech-language pathologist (SLP) immediately for a swallowing assessment and consider nil by mouth (nothing to eat or drink) until they have evaluated. If breathing is difficult or a fever develops, seek medical care now. This screen is not a diagnosis.',
    'zh-HK':
      '篩查結果：誤吸風險高。請立即轉介言語治療師作吞嚥評估，並考慮在評估前暫停經口進食及飲水。如出現呼吸困難或發燒，請立即求醫。此篩查並非診斷。',
    tl: 'Mataas ang panganib ng aspiration sa screening na ito. I-refer agad sa speech-language pathologist (SLP) para masuri ang paglunok at isaalang-alang na huwag munang magpakain o magpainom sa bibig hanggang masuri. Kung nahihirapang huminga o nilalagnat, magpatingin agad sa doktor. Hindi ito diyagnosis.',
    id: 'Risiko aspirasi tinggi pada skrining ini. Segera rujuk ke terapis wicara (SLP) untuk penilaian menelan dan pertimbangkan tidak memberi makan dan minum lewat mulut sampai dievaluasi. Jika sesak napas atau demam, segera cari pertolongan medis. Skrining ini bukan diagnosis.',
    vi: 'Nguy cơ hít sặc cao theo sàng lọc này. Chuyển ngay đến chuyên gia âm ngữ trị liệu (SLP) để đánh giá nuốt và cân nhắc tạm ngưng ăn uống qua đường miệng cho đến khi được đánh giá. Nếu khó thở hoặc sốt, hãy đi khám ngay. Sàng lọc này không phải là chẩn đoán.',
    th: 'ผลคัดกรอง: ความเสี่ยงต่อการสำลักสูง ส่งต่อนักแก้ไขการพูด (SLP) ทันทีเพื่อประเมินการกลืน และพิจารณางดอาหารและน้ำทางปากจนกว่าจะได้รับการประเมิน หากหายใจลำบากหรือมีไข้ ให้ไปพบแพทย์ทันที ผลคัดกรองนี้ไม่ใช่การวินิจฉัย',
    es: 'Riesgo de aspiración alto en este cribado. Derive de inmediato a un logopeda (SLP) para una evaluación de la deglución y considere no dar nada por boca hasta su valoración. Si hay dificultad para respirar o fiebre, busque atención médica ya. Este cribado no es un diagnóstico.',
    'zh-CN':
      '筛查结果：误吸风险高。请立即转介言语治疗师进行吞咽评估，并考虑在评估前暂停经口进食和饮水。如出现呼吸困难或发热，请立即就医。此筛查并非诊断。',
    ja: 'このスクリーニングの結果、誤嚥リスクは高いと判定されました。嚥下評価のため直ちに言語聴覚士（SLP）に紹介し、評価が済むまで経口摂取（飲食）を控えることを検討してください。呼吸が苦しい、または発熱がある場合はすぐに受診してください。このスクリーニングは診断ではありません。',
  },
};

export function recommendation(level: RiskLevel, lang: ResponseLanguage): string {
  return RECOMMENDATIONS[level][lang];
}
