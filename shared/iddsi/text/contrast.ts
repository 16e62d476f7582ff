/**
 * Stage "read" (scope of cue words), rule CONTRAST_EXCLUDES: in "not X but Y" ("걸쭉한 주스 말고 그냥 물",
 * "とろみ茶ではなく普通のお茶", "不是加了增稠剂的，而是普通的水", "no le di el puré espeso sino agua") X is
 * not what is served: every piece of evidence in X is negated, as under "no".
 */
import { EXCLUDED_AROUND, EXCLUDED_BEFORE, NOT_ONLY } from '../lexicon/list-words';
import type { Match } from './matcher';
import { normalizePattern, normalizedWords } from './normalize';

/** How far back (characters) the excluded thing may start before its closing word. */
const EXCLUDED_REACH = 40;
/** Where the excluded thing of a closing word after it starts: after the last clause mark. */
const CLAUSE_MARK = /[.;:!?。；：！？\n|()]/;
const COMMA = /[,，、]/;

const AFTER = normalizedWords(EXCLUDED_BEFORE);
const AROUND = Object.values(EXCLUDED_AROUND).flatMap((pairs) =>
  pairs.map(([a, b]) => [normalizePattern(a), normalizePattern(b)] as const),
);

const ONLY = normalizedWords(NOT_ONLY);
/** "だけでなく", "뿐만 아니라": the word before the closing word says "not only". */
const onlyBefore = (norm: string, at: number) => {
  // trimmed once, not once per word
  const before = norm.slice(0, at).trimEnd();
  return ONLY.some((w) => before.endsWith(w));
};
/** The words with the space after them, built once rather than per word at each read. */
const ONLY_SPACED = ONLY.map((w) => `${w} `);
/** "no solo X sino", "not only": the word after the opening word says "not only". */
const onlyAfter = (norm: string, at: number) =>
  ONLY.some((w, k) => norm.startsWith(ONLY_SPACED[k]!, at) || (norm.startsWith(w, at) && !isLatin(w.charCodeAt(0))));

const isLatin = (c: number) => c >= 0x61 && c <= 0x7a;
/** `word` stands at `at` as a word of its own (a Latin word is not part of a longer one). */
function wordAt(norm: string, word: string, at: number): boolean {
  if (!isLatin(word.charCodeAt(0))) return true;
  return !isLatin(norm.charCodeAt(at - 1)) && !isLatin(norm.charCodeAt(at + word.length));
}

/** "X 말고", "XではなくY": X runs back from the closing word to the last clause mark. */
function spansBefore(norm: string, spans: [number, number][]): void {
  for (const word of AFTER) {
    for (let at = norm.indexOf(word); at > 0; at = norm.indexOf(word, at + 1)) {
      if (onlyBefore(norm, at)) continue;
      let from = at;
      // a comma ends it too ("죽, 걸쭉한 주스 말고 물": the congee is served): negate the least
      while (from > 0 && at - from < EXCLUDED_REACH && !CLAUSE_MARK.test(norm[from - 1]!) && !COMMA.test(norm[from - 1]!)) from--;
      spans.push([from, at]);
    }
  }
}

/** "不是 X 而是", "no X sino": X lies between the opening and the closing word, in one clause. */
function spansAround(norm: string, spans: [number, number][]): void {
  for (const [open, close] of AROUND) {
    for (let at = norm.indexOf(close); at > 0; at = norm.indexOf(close, at + 1)) {
      if (!wordAt(norm, close, at)) continue;
      const from = norm.lastIndexOf(open, at - 1);
      if (from < 0 || at - from > EXCLUDED_REACH || !wordAt(norm, open, from) || CLAUSE_MARK.test(norm.slice(from, at))) continue;
      const start = from + open.length;
      if (!onlyAfter(norm, norm[start] === ' ' ? start + 1 : start)) spans.push([start, at]);
    }
  }
}

/** The spans [from, to) of the text that name an excluded thing. */
function excludedSpans(norm: string): [number, number][] {
  const spans: [number, number][] = [];
  spansBefore(norm, spans);
  spansAround(norm, spans);
  return spans;
}

/** Flags (1) the evidence matches that lie in an excluded thing; `isEvidence` tells a match of evidence. */
export function negateExcluded(norm: string, matches: Match<unknown>[], isEvidence: (i: number) => boolean, negated: Uint8Array): void {
  const spans = excludedSpans(norm);
  if (spans.length === 0) return;
  for (let i = 0; i < matches.length; i++) {
    const m = matches[i]!;
    if (isEvidence(i) && spans.some(([from, to]) => m.start >= from && m.end <= to)) negated[i] = 1;
  }
}
