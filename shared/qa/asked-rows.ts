/**
 * A question that names one row of a table written as a list ("JDD code 2-1", "UDF区分2", "编码4",
 * "スコア3"): the item labelled with that row is the answer, so it comes even when the list is cut for
 * length. Data: the row words of every corpus locale; a row is a kind word and its id, or an id that
 * cannot be a plain number ("2-1", "0j"). A term the question quotes ("“流质”", "「きざみ食」") names the item
 * that opens with that term in quotes, as the old diet names of a table written as a list do.
 */

const ROW_WORDS = 'code|category|score|stage|コード|区分|段階|スコア|編碼|编码|類別|类别|分數|分数|階段|阶段';
const NAMED_ROW = new RegExp(`(${ROW_WORDS})\\s*([0-9]{1,2}(?:-[0-9])?[jt]?)(?![0-9a-z-])`, 'giu');
const BARE_ROW = /(?<![0-9a-z.-])([0-9]-[0-9]|[0-9][jt])(?![0-9a-z-])/giu;
/** A score told with its unit after the number: "3分" (not 分鐘, minutes), "4点". */
const SCORE_ROW = /(?<![0-9.])([0-9]{1,2})\s*(分|点)(?![钟鐘鍾間间数數])/gu;

/** A short term in quote marks: a diet name or label the question cites. */
const QUOTED_TERM = /[“「『"]([^”」』"]{1,24})[”」』"]/gu;
/** Quote marks an item may open its term with (any style: a question in one may cite a list in another). */
const OPEN_QUOTE = '[“「『"]';
const CLOSE_QUOTE = '[”」』"]';

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/** A row the question names: a pattern of an item's label, or of its opening (a quoted term). */
export interface AskedRow {
  pattern: RegExp;
  on: 'label' | 'opening';
}

/** Items that open with a term the question quotes. */
function quotedTermRows(q: string): AskedRow[] {
  const terms = [...q.matchAll(QUOTED_TERM)].map((m) => m[1]!.trim()).filter(Boolean);
  return [...new Set(terms)].map((t) => ({ pattern: new RegExp(`^\\s*${OPEN_QUOTE}${literal(t)}${CLOSE_QUOTE}`, 'iu'), on: 'opening' }));
}

/** The rows a question names; empty when it names none. */
export function askedRows(question: string): AskedRow[] {
  const q = question.normalize('NFKC');
  const named = [...q.matchAll(NAMED_ROW)].map((m) => `${literal(m[1]!)}\\s*${literal(m[2]!)}`);
  const bare = [...q.matchAll(BARE_ROW)].map((m) => literal(m[1]!));
  const scores = [...q.matchAll(SCORE_ROW)].map((m) => `${m[1]}\\s*${m[2]}`);
  const labels = [...new Set([...named, ...bare, ...scores])].map(
    (p): AskedRow => ({ pattern: new RegExp(`(?<![0-9a-z-])${p}(?![0-9a-z-])`, 'iu'), on: 'label' }),
  );
  return [...labels, ...quotedTermRows(q)];
}

/** The label of a list item: its words before the first colon ("JDD Code 2-1 (paste)", "UDF 区分2 歯ぐきでつぶせる"). */
const label = (text: string) => /^[^:：]{1,80}(?=[:：])/u.exec(text.normalize('NFKC'))?.[0];

/** The item is a row the question names. */
export function isAskedRow(rows: readonly AskedRow[], itemText: string): boolean {
  if (rows.length === 0) return false;
  const l = label(itemText);
  const opening = itemText.normalize('NFKC');
  return rows.some((r) => (r.on === 'label' ? l !== undefined && r.pattern.test(l) : r.pattern.test(opening)));
}
