/**
 * Stage "read" (scope of cue words), rule NEGATION_LIST_SCOPE: the words of lexicon/list-words.ts
 * folded as the text is, and the tests the negation stage asks of the gap between two matches.
 */
import { LIST_AND, LIST_MARKS, LIST_OR, MODIFIER_LINKS, PRESENT_AFTER, REMOVAL_OBJECTS_AND, SCOPE_FILLERS } from '../lexicon/list-words';
import { MEASURE_WORDS } from '../lexicon/measure-words';
import { escapeRegExp } from '../../text/regex';
import { normalizePattern, normalizedWords, normalizedWordSet } from './normalize';

const OR = normalizedWordSet(LIST_OR);
const AND = normalizedWordSet(LIST_AND);
const OBJECTS_AND = normalizedWordSet(REMOVAL_OBJECTS_AND);
/** Marks as the text is folded ("，" may fold to ","). */
const MARKS = new Set(LIST_MARKS.flatMap((m) => [m, normalizePattern(m) || m]));
/** Separators that only hold a list when a conjunction ends it ("skin, bones or gristle"). */
const SOFT = new Set([',', '，']);
/** Longest first, so "は全部" strips "は" then "全部". */
const FILLERS = [...normalizedWordSet(SCOPE_FILLERS)].sort((a, b) => b.length - a.length);
const LATIN = /[a-z\u00c0-\u024f\u0400-\u04ff]$/;
const PRESENT = [...normalizedWordSet(PRESENT_AFTER)];
const LINKS = normalizedWordSet(MODIFIER_LINKS);

/** `w` starts `text`, as a whole word in a script that spaces its words. */
function startsWithWord(text: string, w: string): boolean {
  return text.startsWith(w) && !(LATIN.test(w) && LATIN.test(text.charAt(w.length)));
}

/** The item ending at `end` is said to be there ("骨あり", "뼈 있음", "bones left in"): no list negates it. */
export function statedPresent(norm: string, end: number): boolean {
  const rest = norm.slice(end, end + 16).trimStart();
  return PRESENT.some((w) => startsWithWord(rest, w));
}

/** The gap is an "or" word or a mark: after a negator the next item is negated too ("no skin or seeds"). */
export function isOrGap(gap: string): boolean {
  const g = gap.trim();
  return g === '' || OR.has(g) || (MARKS.has(g) && !SOFT.has(g));
}

/** The gap joins two items of one list ("skin and bones", "皮と種", "뼈·껍질", "skin, bones"). */
export function joined(gap: string): boolean {
  const g = gap.trim();
  return g === '' || AND.has(g) || OR.has(g) || MARKS.has(g);
}

/**
 * The gap joins two objects of one removal verb, an article after "and" too ("the bones and the skin"); not when the
 * item after the article is said to stay ("quité las espinas y la piel quedó": the skin is the next clause's subject).
 */
export function joinedObjects(gap: string, norm?: string, itemEnd?: number): boolean {
  if (joined(gap)) return true;
  return OBJECTS_AND.has(gap.trim()) && (norm === undefined || itemEnd === undefined || !statedPresent(norm, itemEnd));
}

/** The gap is a conjunction word (not a comma): it ends a list ("skin, bones or gristle"). */
export function isConjunction(gap: string): boolean {
  const g = gap.trim();
  return AND.has(g) || OR.has(g) || (MARKS.has(g) && !SOFT.has(g));
}

/** The gap is only a comma or an enumeration comma: a list goes on through it only if a conjunction ends it. */
export function isSoftSeparator(gap: string): boolean {
  return SOFT.has(gap.trim());
}

/** A lexicon match whose text is only a joining word ("and" read as a cue of another family). */
export function isJoinText(text: string): boolean {
  return AND.has(text) || OR.has(text);
}

/** A number with a unit of size or volume ("4mm", "10 ml", "4 毫米") in any language read: a negation before it bounds that measure. */
const MEASURE_RE = new RegExp(
  `\\d\\s*(?:${(['ml', 'mm', 'cm'] as const)
    .flatMap((unit) => normalizedWords(MEASURE_WORDS[unit]))
    .map((w) => escapeRegExp(w.replace(/[*^]/g, '')))
    .join('|')})`,
);

/**
 * The gap after a negation holds a measure: the negation bounded it ("唔大過4mm", "not over 4 mm"), which the
 * measure reader takes; it does not reach on to a test or hazard after it. Other numbers ("not 100% smooth",
 * "didn't add the 2 scoops") leave the negation's reach as it is.
 */
export function boundsMeasure(gap: string): boolean {
  return MEASURE_RE.test(gap);
}

/** The gap holds only particles and adverbs ("は全部", "都", "을 모두", "have all been"): the scope goes on. */
export function onlyFillers(gap: string): boolean {
  let g = gap.trim();
  for (let guard = 0; g && guard < 6; guard++) {
    const f = FILLERS.find((w) => startsWithWord(g, w));
    if (!f) return false;
    g = g.slice(f.length).trim();
  }
  return g === '';
}

/** Rule REMOVED_PART_DESCRIBED: the gap ties a quality to a part ("balat na malutong", "カリカリの皮"), or is only a space. */
export function linksModifier(gap: string): boolean {
  const g = gap.trim();
  return g === '' || LINKS.has(g);
}
