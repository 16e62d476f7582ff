/**
 * A GUSS total written in the text ("GUSS 12/20 on admission", "GUSS score: 9", "GUSS 12点", "GUSS 총점 12점"):
 * read when no structured guss_total was sent, so a reported total counts like the structured one
 * (docs/SCREENING.md, guss_failed and guss_slight_dysphagia). A total above 20 is not a GUSS total and is skipped.
 */
/** "GUSS", then up to 48 characters without a digit ("on the ward this morning:", "总分"), then the total (of 20). */
const TOTAL = /\bGUSS\b([^0-9]{0,48}?)(\d{1,2})(?!\d)/i;
/** A step or subtest number is not a total ("GUSS step 2", "GUSS 第2步"). */
const STEP_WORDS = /\b(?:step|part|subtest|paso)\b|第|단계/i;
const GUSS_MAX = 20;

export function gussTotalFromText(text: string): number | undefined {
  const m = TOTAL.exec(text);
  if (!m || STEP_WORDS.test(m[1]!)) return undefined;
  const total = Number(m[2]);
  return total <= GUSS_MAX ? total : undefined;
}
