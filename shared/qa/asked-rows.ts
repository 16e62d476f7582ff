/**
 * A question that names one row of a table written as a list ("JDD code 2-1", "UDF区分2", "编码4",
 * "スコア3"): the item labelled with that row is the answer, so it comes even when the list is cut for
 * length. Data: the row words of every corpus locale; a row is a kind word and its id, or an id that
 * cannot be a plain number ("2-1", "0j").
 */

const ROW_WORDS = 'code|category|score|stage|コード|区分|段階|スコア|編碼|编码|類別|类别|分數|分数|階段|阶段';
const NAMED_ROW = new RegExp(`(${ROW_WORDS})\\s*([0-9]{1,2}(?:-[0-9])?[jt]?)(?![0-9a-z-])`, 'giu');
const BARE_ROW = /(?<![0-9a-z.-])([0-9]-[0-9]|[0-9][jt])(?![0-9a-z-])/giu;
/** A score told with its unit after the number: "3分" (not 分鐘, minutes), "4点". */
const SCORE_ROW = /(?<![0-9.])([0-9]{1,2})\s*(分|点)(?![钟鐘鍾間间数數])/gu;

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/** Patterns for the labels of the rows a question names; empty when it names none. */
export function askedRows(question: string): RegExp[] {
  const q = question.normalize('NFKC');
  const named = [...q.matchAll(NAMED_ROW)].map((m) => `${literal(m[1]!)}\\s*${literal(m[2]!)}`);
  const bare = [...q.matchAll(BARE_ROW)].map((m) => literal(m[1]!));
  const scores = [...q.matchAll(SCORE_ROW)].map((m) => `${m[1]}\\s*${m[2]}`);
  return [...new Set([...named, ...bare, ...scores])].map((p) => new RegExp(`(?<![0-9a-z-])${p}(?![0-9a-z-])`, 'iu'));
}

/** The label of a list item: its words before the first colon ("JDD Code 2-1 (paste)", "UDF 区分2 歯ぐきでつぶせる"). */
const label = (text: string) => /^[^:：]{1,80}(?=[:：])/u.exec(text.normalize('NFKC'))?.[0];

/** The item is a row the question names. */
export function isAskedRow(rows: readonly RegExp[], itemText: string): boolean {
  if (rows.length === 0) return false;
  const l = label(itemText);
  return l !== undefined && rows.some((r) => r.test(l));
}
