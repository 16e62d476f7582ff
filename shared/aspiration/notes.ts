/**
 * Notes added to the recommendation. A low screen with a risk factor (a
 * diagnosis such as stroke or Parkinson's, or older age) is still low: no
 * current sign was reported (docs/SCREENING.md, risk_factor_without_sign),
 * but the people feeding the resident should keep watching. The tables hold
 * every response language, zh-CN and ja included, so they are ready when the
 * language registry serves them.
 */
import type { ResponseLanguage } from '../languages';

/** The response languages of issue 15 (the registry adds zh-CN and ja). */
export type NoteLanguage = ResponseLanguage | 'zh-CN' | 'ja';

export const MONITOR_NOTE: Record<NoteLanguage, string> = {
  en: 'No current swallowing sign was reported, but a risk factor is present: keep watching at meals and screen again as soon as a sign appears. Low does not mean safe to eat anything.',
  'zh-HK': '未有報告目前的吞嚥徵狀，但有風險因素：進食時請繼續留意，一旦出現徵狀請立即再篩查。低風險不代表任何食物都可以安全進食。',
  'zh-CN': '未报告目前的吞咽症状，但存在风险因素：进食时请继续观察，一旦出现症状请立即再次筛查。低风险不代表任何食物都可以安全进食。',
  tl: 'Walang naiulat na kasalukuyang senyales sa paglunok, pero may risk factor: patuloy na bantayan habang kumakain at ulitin ang screening kapag may lumabas na senyales. Ang mababang panganib ay hindi nangangahulugang ligtas kainin ang kahit ano.',
  id: 'Tidak ada tanda gangguan menelan saat ini, tetapi ada faktor risiko: terus pantau saat makan dan lakukan skrining ulang begitu muncul tanda. Risiko rendah tidak berarti aman makan apa saja.',
  vi: 'Hiện không có dấu hiệu rối loạn nuốt nào được báo cáo, nhưng có yếu tố nguy cơ: tiếp tục theo dõi trong bữa ăn và sàng lọc lại ngay khi có dấu hiệu. Nguy cơ thấp không có nghĩa là ăn gì cũng an toàn.',
  th: 'ไม่มีรายงานอาการผิดปกติของการกลืนในขณะนี้ แต่มีปัจจัยเสี่ยง ให้สังเกตต่อไประหว่างมื้ออาหารและคัดกรองซ้ำทันทีเมื่อมีอาการ ความเสี่ยงต่ำไม่ได้หมายความว่ากินอะไรก็ได้อย่างปลอดภัย',
  es: 'No se refiere ningún signo actual de trastorno de la deglución, pero hay un factor de riesgo: siga observando en las comidas y repita el cribado en cuanto aparezca un signo. Riesgo bajo no significa que pueda comer cualquier cosa sin peligro.',
  ja: '現在の嚥下の症状は報告されていませんが、危険因子があります。食事中の観察を続け、症状が現れたらすぐに再スクリーニングしてください。低リスクは何でも安全に食べられるという意味ではありません。',
};

export function monitorNote(lang: NoteLanguage): string {
  return MONITOR_NOTE[lang];
}
