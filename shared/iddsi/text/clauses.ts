/**
 * Where a clause ends, one answer for every stage that reads a word with its clause (failed preparations,
 * negation, drink senses, liquids added to blend): Latin and CJK punctuation, the ideographic comma, brackets,
 * line breaks and the bar apps write between fields, the Arabic comma and semicolon and the Hindi danda
 * ("بدون قطع، تنسكب ببطء").
 */
const CLAUSE_MARKS: ReadonlySet<string> = new Set([...',.;:!?', ...'。，；：！？、', '(', ')', '\n', '|', '،', '؛', '।']);

/** The character ends a clause. */
export const isClauseMark = (ch: string | undefined): boolean => ch !== undefined && CLAUSE_MARKS.has(ch);

/** A gap of text holds a clause mark: what stands on either side of it is in two clauses. */
export function hasClauseMark(gap: string): boolean {
  for (const ch of gap) if (CLAUSE_MARKS.has(ch)) return true;
  return false;
}

/** Positions `a` and `b` of norm stand in one clause. */
export const sameClause = (norm: string, a: number, b: number): boolean => !hasClauseMark(norm.slice(Math.min(a, b), Math.max(a, b)));

/** The clause of norm around `at`: from the last clause mark before it to the next one after. */
export function clauseAround(norm: string, at: number): string {
  let start = at;
  while (start > 0 && !isClauseMark(norm[start - 1])) start--;
  let end = at;
  while (end < norm.length && !isClauseMark(norm[end])) end++;
  return norm.slice(start, end);
}
