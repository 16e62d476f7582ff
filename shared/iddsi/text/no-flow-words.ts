/**
 * Stage "read": rule NO_FLOW_WORD_NOT_A_TEST. A "does not flow" word is the flow test's no-flow result only
 * when it is said of the food or drink: a Chinese one running on into another word of 流 ("讲话一点都不流利",
 * not fluent; "温度唔流失") or one said of saliva, a runny nose or speech ("口水完全唔流", no drooling) is
 * dropped, so a plain drink beside it keeps its own level. The words are data (lexicon/list-words.ts).
 * Rule NO_POUR_QUALIFIED: a "cannot be poured" qualified by the words after it ("yet", "quickly", 多少, ほど) or
 * said beside another reason (heat, ice, a lid, shaking hands) is no Level 4 description and is dropped too.
 */
import { NO_FLOW_ENDINGS, NO_POUR_CAUSES, NO_POUR_QUALIFIERS_AFTER, NOT_DRINK_FLOW_SUBJECTS } from '../lexicon/list-words';
import { isClauseMark } from './clauses';
import type { Payload } from './lexicon-index';
import type { Match } from './matcher';
import { normalizedWordSet, normalizedWords } from './normalize';
import { isWordChar } from './chars';

const ENDINGS = normalizedWordSet(NO_FLOW_ENDINGS);
const SUBJECTS = normalizedWords(NOT_DRINK_FLOW_SUBJECTS);
const QUALIFIERS = normalizedWords(NO_POUR_QUALIFIERS_AFTER);
const CAUSES = normalizedWords(NO_POUR_CAUSES);
/** Where a sentence ends (rule NO_POUR_QUALIFIED reads the cause anywhere in the sentence). */
const SENTENCE_MARKS: ReadonlySet<string> = new Set([...'.!?。！？\n']);

// module-level payload test: an arrow written inside isNoFlow would be a new function for every match of the text
const noFlowPayload = (p: Payload) => p.f === 'test' && p.row.id === 'no_flow';
const isNoFlow = (m: Match<Payload[]>) => m.payload.some(noFlowPayload);
/** A CJK ideograph: the script whose words run on with no space. */
const isIdeograph = (ch: string) => ch >= '\u3400' && ch <= '\u9fff';
/** A letter or digit of a spaced script: a word written in it continues across it. */
const isSpacedWordChar = (ch: string | undefined) => ch !== undefined && ch < '\u3000' && isWordChar(ch);

/** A Chinese no-flow word ending in 流 that the next character makes another word (流利, 流失, 流口水). */
function runsOn(m: Match<Payload[]>, norm: string): boolean {
  const next = norm[m.end];
  return m.spec.pattern.endsWith('流') && next !== undefined && isIdeograph(next) && !ENDINGS.has(next);
}

/** `word` stands in `text` as a word of its own (CJK words as substrings). */
function holdsWord(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    // CJK and kana are written with no space: any occurrence is the word
    if (word >= '\u3000') return true;
    if (!isSpacedWordChar(text[at - 1]) && !isSpacedWordChar(text[at + word.length])) return true;
  }
  return false;
}

/** The clause before the no-flow word names something else that runs (saliva, a nose, speech, a tap). */
function saidOfOther(m: Match<Payload[]>, norm: string): boolean {
  let start = m.start;
  while (start > 0 && !isClauseMark(norm[start - 1])) start--;
  const before = norm.slice(start, m.start);
  return SUBJECTS.some((w) => holdsWord(before, w));
}

const noPourPayload = (p: Payload) => p.f === 'test' && p.row.id === 'no_pour';
const isNoPour = (m: Match<Payload[]>) => m.payload.some(noPourPayload);

/** Rule NO_POUR_QUALIFIED: the words right after "cannot be poured" qualify it ("yet", "quickly", 多少, ほど). */
function qualifiedAfter(m: Match<Payload[]>, norm: string): boolean {
  const after = norm.slice(m.end, m.end + 16).trimStart();
  return QUALIFIERS.some((w) => after.startsWith(w) && (w >= '\u3000' || !isSpacedWordChar(after[w.length])));
}

/** Rule NO_POUR_QUALIFIED: the sentence names another reason the drink is not poured or drunk (heat, ice, hands). */
function otherCause(m: Match<Payload[]>, norm: string): boolean {
  let start = m.start;
  while (start > 0 && !SENTENCE_MARKS.has(norm[start - 1]!)) start--;
  let end = m.end;
  while (end < norm.length && !SENTENCE_MARKS.has(norm[end]!)) end++;
  const sentence = norm.slice(start, end);
  return CAUSES.some((w) => holdsWord(sentence, w));
}

/** The matches without the no-flow words that are no test result (the same array when none is). */
export function dropNoFlowNotATest(matches: Match<Payload[]>[], norm: string): Match<Payload[]>[] {
  const notATest = (m: Match<Payload[]>) =>
    (isNoFlow(m) && (runsOn(m, norm) || saidOfOther(m, norm))) || (isNoPour(m) && (qualifiedAfter(m, norm) || otherCause(m, norm)));
  return matches.some(notATest) ? matches.filter((m) => !notATest(m)) : matches;
}
