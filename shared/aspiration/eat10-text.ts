/**
 * An EAT-10 total written in the text ("EAT-10 = 24", "EAT-10 hoy: total 4",
 * "EAT-10 總分8分", "EAT-10 12点"): read when no item scores were sent, so a
 * reported total counts like the structured one (docs/SCREENING.md,
 * eat10_abnormal and eat10_severe). Item lists ("EAT-10 item 3 = 2") are not
 * totals and are skipped.
 */
import { EAT10 } from './scoring-model';

/**
 * "EAT-10", "EAT 10", "EAT10", then up to 48 characters without a digit ("completed at clinic today, total"), then
 * the total.
 */
const TOTAL = /\bEAT[-\s]?10\b([^0-9]{0,48}?)(\d{1,2})(?!\s*\/\s*10\b)(?!\d)/i;
/**
 * A gap that names an item or a question is not a total. The questionnaire itself (問卷, 質問票, 問診票)
 * names no item.
 */
const ITEM_WORDS = /\b(?:item|ítem|question|pregunta|q)\b|項目|問(?![卷巻票])|第/i;

export function eat10TotalFromText(text: string): number | undefined {
  const m = TOTAL.exec(text);
  if (!m || ITEM_WORDS.test(m[1]!)) return undefined;
  const total = Number(m[2]);
  return total <= EAT10.items * EAT10.maxItem ? total : undefined;
}
