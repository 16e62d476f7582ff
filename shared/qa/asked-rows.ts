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

/**
 * A term the question puts in quote marks ("医院的“半流质饮食”", 「きざみ食」, 'soft diet'): the list item that names
 * the same term in quote marks is the one that explains it, so it comes even when the list is cut for length, as a
 * named row does. A diet word after the term ("饮食", " diet") is dropped, since an article quotes the bare name.
 */
const QUOTED = /[“"「『‘']([^”"」』’'\n]{2,24})[”"」』’']/gu;
const DIET_WORD = /(?:饮食|飲食|膳食|餐| diet)$/u;

/** Patterns for the question's quoted terms, each in quote marks; empty when it quotes none (or only "IDDSI"). */
export function quotedTerms(question: string): RegExp[] {
  const terms = [...question.normalize('NFKC').matchAll(QUOTED)]
    .map((m) => m[1]!.trim())
    .flatMap((t) => [t, t.replace(DIET_WORD, '')])
    .filter((t) => t.length >= 2 && !/^iddsi$/iu.test(t));
  return [...new Set(terms)].map((t) => new RegExp(`[“"「『‘']${literal(t)}[”"」』’']`, 'iu'));
}

/** The item names one of the question's quoted terms in quote marks. */
export function namesQuotedTerm(terms: readonly RegExp[], itemText: string): boolean {
  if (terms.length === 0) return false;
  const text = itemText.normalize('NFKC');
  return terms.some((t) => t.test(text));
}
