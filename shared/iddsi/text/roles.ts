/**
 * Stage "roles": keeps apart what a text says about the FOOD from what it says
 * about the EATER or the SERVICE (a diet order, a menu, a table, a trolley, a
 * ward, a bed) and from what a LABEL claims. Issue 14, classes 2 and 3:
 *  - rule ROLE_PRESCRIPTION: a level named for whom the food is meant, or where
 *    it is served, says nothing about the food: it is set aside;
 *  - rule ROLE_LABEL: a label is a claim; a reported IDDSI test result that
 *    contradicts it decides (applied where the tiers are resolved).
 */
import type { NormalizedText } from './normalize';
import { LABEL_CONTRASTS } from '../lexicon/test-words';
import { LEVEL_BEFORE, NEG_BEFORE, type Lang } from '../lexicon/terms';
import {
  CJK_RECIPIENT_VERBS as RECIPIENT_VERB_LIST,
  CONTRAST_CHARS as CONTRAST_CHAR_LIST,
  CONTRAST_WORDS as CONTRAST_WORD_LIST,
  DIET_FIELDS as DIET_FIELD_LIST,
  DIET_FIELD_OWNERS,
  DIET_NOUN_BEFORE_PERSON,
  DRINK_THICKNESS_IDS,
  GENERIC_DRINK_IDS,
  JA_DIET_OF_PERSON_HEADS,
  NEED_AFTER_OBJECT,
  LEVEL_NAME_MARKS,
  NOT_LEVEL_NAME_MARKS,
  PARTICIPLE_JOINERS as PARTICIPLE_JOINER_LIST,
  PERSON_ON as PERSON_ON_LIST,
  PHRASE_OPENERS as PHRASE_OPENER_LIST,
  DIET_SHAPED_DRINK_IDS,
  DIET_WORDS,
  PERSON_ARTICLES,
  PLACE_NUMBER_WORDS,
  REGIME_NOUNS,
  DRINKING_VERBS,
  PREPARED_AFTER_LEVEL,
  NOT_DONE_AFTER,
  PREPARED_PARTICIPLES,
  PREPARED_TO,
  PROFILE_FIELDS,
  DIET_CHANGE_CUES,
  REQUEST_WORDS,
  WRITER_AGENTS,
  MENU_HEADINGS,
  OWNER_LINKS,
} from '../lexicon/roles';
import { firstGluedAct, needClauseEnd } from './need-clause';
import { bracketOrders } from './bracket-orders';
import { normalizePattern, normalizePatternExact, normalizedWordSet, normalizedWords } from './normalize';
import { langBit } from './text-language';
import { startsLowered } from '../../text/lowered';
import { escapeRegExp } from '../../text/regex';
import { AMBIGUOUS_TERMS, FLOW_FINDING_IDS } from './rules';
import { hasLetter } from './chars';

export type RoleCueKind = 'role_before' | 'role_after' | 'label' | 'person' | 'need' | 'order';
export interface RoleCue {
  f: RoleCueKind;
  start: number;
  end: number;
  /** Rule ROLE_LABEL_AFTER_CLAIM: a label cue that follows its claim ("Level 7 label on the pudding"). */
  after?: true;
}
export interface RoleSpan {
  role: 'prescription' | 'label';
  start: number;
  end: number;
  /** A person's order: where the words after the person begin (a name, or a food that makes it a description). */
  gapFrom?: number;
  /** A person's order: where the order itself begins (a bracket), or its end when the whole span must name no food. */
  orderAt?: number;
  /** The span is a person's order only when a food is named after it (rule ROLE_PERSON_CLAUSE). */
  foodAfter?: boolean;
  /** A diet's name: a food word read at its start is part of the name (rule ROLE_DIET_NAME_BESIDE_ITEM). */
  dietName?: boolean;
  /** A need clause (rule ROLE_NEED_VERB): kept only when it names a level and a food follows that level. */
  need?: boolean;
  /** An order word's clause (rule ROLE_ORDER_WORD): kept only when it names no item but a generic drink. */
  noItem?: boolean;
  /** Rule ROLE_HEADING: where the person's own order starts when the span reaches back over the heading's words. */
  headingFrom?: number;
  /** Rule MENU_HEADING_CLAIM: a label opened by a menu's heading ("Menu:"). */
  menu?: boolean;
}

const STOPS = new Set([':', ',', ';', '。', '，', '；', '！', '？', '!', '?', '\n', '|', '：', '、']);
/** A spaced dash and a line break (a form's next field) end a phrase as a clause mark does. */
const DASHES = new Set(['-', '–', '—', '―', '−', '\n']);
const DASH_RE = /[-–—―−\n]/;

function isDigit(ch: string | undefined): boolean {
  return ch !== undefined && ch >= '0' && ch <= '9';
}

/** STOPS and DASHES by code unit: isStop runs at every unit of the clause walks, where `exact[i]` built a string per CJK unit. */
const STOP_UNITS = unitTable([...STOPS].map((ch) => ch.charCodeAt(0)));
const DASH_UNITS = unitTable([...DASHES].map((ch) => ch.charCodeAt(0)));
const digitAt = (exact: string, i: number) => {
  const c = exact.charCodeAt(i);
  return c >= 0x30 && c <= 0x39;
};

/** A clause mark in the exact text: punctuation, a full stop not inside a number, a dash with a space beside it. */
function isStop(exact: string, i: number): boolean {
  if (i < 0 || i >= exact.length) return false;
  const c = exact.charCodeAt(i);
  if (STOP_UNITS[c] === 1) return true;
  if (c === 0x2e) return !(digitAt(exact, i - 1) && digitAt(exact, i + 1));
  return DASH_UNITS[c] === 1 && (exact.charCodeAt(i - 1) === 0x20 || exact.charCodeAt(i + 1) === 0x20);
}

/** Words that turn from a claim to what was seen (lexicon/roles.ts CONTRAST_WORDS): a label or diet phrase ends before them. */
const CONTRAST_WORDS = CONTRAST_WORD_LIST.split(',').map((w) => ` ${w} `);
const CONTRAST_CHARS = new Set(CONTRAST_CHAR_LIST.split(','));

/** The spaced contrast words by their first letter, and the first units of the glued ones: most positions start none. */
const SPACED_BY_FIRST = new Map<string, string[]>();
for (const w of [...CONTRAST_WORDS, ...LABEL_CONTRASTS.spaced]) SPACED_BY_FIRST.set(w[1]!, [...(SPACED_BY_FIRST.get(w[1]!) ?? []), w]);
const SPACED_GROUPS = [...SPACED_BY_FIRST.values()];
const GLUED_FIRST = new Set(LABEL_CONTRASTS.glued.map((w) => w[0]!));
/** Per UTF-16 unit, memoised: 1 + the group of words its lower case starts, or NO_GROUP. */
const SPACED_NEXT = new Uint8Array(0x10000);
const NO_GROUP = 255;

/**
 * The spaced contrast words that may follow a space before the unit at `i`, once lower-cased (as isContrast
 * reads them). It reads the unit itself: a unit passed as an argument that may be NaN was boxed as a heap
 * number on every call when this was not inlined.
 */
function spacedAfter(exact: string, i: number): readonly string[] | undefined {
  if (i >= exact.length) return undefined;
  const code = exact.charCodeAt(i);
  if (SPACED_NEXT[code] === 0) {
    const g = SPACED_GROUPS.findIndex((ws) => ws[0]![1] === String.fromCharCode(code).toLowerCase()[0]);
    SPACED_NEXT[code] = g < 0 ? NO_GROUP : g + 1;
  }
  return SPACED_NEXT[code] === NO_GROUP ? undefined : SPACED_GROUPS[SPACED_NEXT[code]! - 1];
}

/** Per UTF-16 unit: 1 when a contrast may start at it (a space, a glued word's or a contrast character's first unit). */
const CONTRAST_START = new Uint8Array(0x10000);
for (const ch of [' ', ...GLUED_FIRST, ...CONTRAST_CHARS]) CONTRAST_START[ch.charCodeAt(0)] = 1;

/** How far ahead of a space a spaced contrast word is read (longer words never match). */
const AHEAD = 12;

/**
 * A contrast word or character at `i`. Called at every unit of a clause walk: it reads code units,
 * builds no string and never reads past the end (an out-of-range read would deoptimise it).
 */
function isContrast(exact: string, i: number): boolean {
  if (i >= exact.length) return false;
  const code = exact.charCodeAt(i);
  if (!CONTRAST_START[code]) return false;
  if (code !== 0x20) return gluedContrast(exact, i);
  const words = spacedAfter(exact, i + 1);
  if (words === undefined) return false;
  for (let k = 0; k < words.length; k++) if (startsLowered(exact, i, i + AHEAD, words[k]!)) return true;
  return false;
}

/** A glued contrast word ("지만", "けど") or a contrast character ("但", "แต่") at `i`. */
function gluedContrast(exact: string, i: number): boolean {
  const ch = exact[i]!;
  if (GLUED_FIRST.has(ch) && LABEL_CONTRASTS.glued.some((w) => exact.startsWith(w, i))) return true;
  return CONTRAST_CHARS.has(ch) && (ch !== 'แ' || exact.startsWith('แต่', i));
}

/** Where the text turns from a claim to what was seen ("L3 but like water"): rule SEEN_THINNER_THAN_STATED. */
export function contrastMarks(exact: string): number[] {
  const at: number[] = [];
  for (let i = 0; i < exact.length; i++) if (CONTRAST_START[exact.charCodeAt(i)] && isContrast(exact, i)) at.push(i);
  return at;
}

/** 1 at each of `units` (code units), 0 elsewhere. */
function unitTable(units: readonly number[]): Uint8Array {
  const table = new Uint8Array(65536);
  for (const u of units) table[u] = 1;
  return table;
}

/** Sentence ends (a full stop before a space or the end, "。", "!", "?", ";"): where a text moves on to what came. */
// tables by code unit: read at every position of the text, where a Set lookup cost more than the rest of the scan
const SENTENCE_MARKS = unitTable([...'。！？；!?;\n'].map((ch) => ch.charCodeAt(0)));
/** What `\s` of a regular expression matches (white space and line ends), by code unit. */
const SPACE_UNITS = unitTable([
  0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0xa0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200a,
  0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff,
]);

/** A sentence end at `i`: one of SENTENCE_MARKS, or a full stop before white space or the end of the text. */
function endsSentence(exact: string, i: number): boolean {
  const code = exact.charCodeAt(i);
  if (code === 0x2e) return i + 1 >= exact.length || SPACE_UNITS[exact.charCodeAt(i + 1)] === 1;
  return SENTENCE_MARKS[code] === 1;
}

/** Where the text turns: its contrast marks, sentence ends and colons (rules LABEL_SERVED_HARDER, LABEL_CONTRADICTED_AFTER_CONTRAST). */
export function turnMarks(exact: string, contrasts: readonly number[]): number[] {
  const at = contrasts.slice();
  // a heading colon turns to what was found too ("etiquetado nivel 5, prueba: liso", "实测：")
  for (let i = 0; i < exact.length; i++) {
    // code units, not exact[i]: a string per CJK unit of the text
    const c = exact.charCodeAt(i);
    if (endsSentence(exact, i) || c === 0x3a || c === 0xff1a) at.push(i);
  }
  return at;
}

const isThai = (ch: string | undefined) => ch !== undefined && ch >= '\u0e00' && ch <= '\u0e7f';

/** Thai level keywords: a diet order goes on over a space to its level ("สำหรับผู้ป่วยอาหารบด ระดับ 5"). */
const THAI_LEVEL_WORDS = (LEVEL_BEFORE.th ?? '').split(',');

/**
 * Thai writes no commas: a space between Thai words ends a phrase as a comma would
 * ("ผักต้มสำหรับเด็ก หั่นชิ้น 1 ซม.": the cut is the food's), unless the level of the order follows.
 */
function isThaiBreak(exact: string, i: number): boolean {
  if (exact[i] !== ' ' || !isThai(exact[i + 1])) return false;
  if (!isThai(exact[i - 1])) return closesThaiLevel(exact, i);
  return !THAI_LEVEL_WORDS.some((w) => exact.startsWith(w, i + 1));
}

/**
 * Rule ROLE_THAI_LEVEL_CLOSES: the number of a Thai level ("สั่งอาหารระดับ 7 วันนี้ได้โจ๊ก...") ends the
 * order's phrase at the space after it, as the level word would a comma's; a bed or room number
 * ("เตียง 5 สั่ง...") does not.
 */
function closesThaiLevel(exact: string, i: number): boolean {
  let j = i;
  while (isDigit(exact[j - 1])) j--;
  if (j === i) return false;
  while (exact[j - 1] === ' ') j--;
  return THAI_LEVEL_WORDS.some((w) => w !== '' && exact.endsWith(w, j));
}

function forwardEnd(exact: string, from: number): number {
  let i = from;
  while (i < exact.length && !isStop(exact, i) && !isContrast(exact, i) && !isThaiBreak(exact, i)) i++;
  return i;
}

// module-level patterns: a regex literal in a function body is a new RegExp object at every call
const CJK_CHAR = /[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7a3]/;
const isCjk = (ch: string | undefined) => ch !== undefined && CJK_CHAR.test(ch);
/** Chinese and Japanese, written without spaces between words; Korean puts a space between its words (ROLE_PERSON_CLAUSE_SPACE). */
const UNSPACED_CHAR = /[\u3040-\u30ff\u4e00-\u9fff]/;
const isUnspaced = (ch: string | undefined) => ch !== undefined && UNSPACED_CHAR.test(ch);
/** A Thai level number ends the order it closes: "ยายกินอาหารระดับ 4 หมูทอด". */
const THAI_LEVEL_NUMBER = new RegExp(`(?:${THAI_LEVEL_WORDS.filter(Boolean).join('|')})\\s*\\d+$`);

/**
 * Rule ROLE_PERSON_CLAUSE_SPACE: family messages in scripts written without spaces put a space where
 * a comma would stand ("阿嫲食糊餐 今日食咗叉燒飯", "父はとろみ中間 オレンジジュースを飲んだ"); so
 * does a Thai level number before the next phrase. A person's clause ends there as at a comma.
 */
function spaceBreak(exact: string, i: number): boolean {
  if (exact[i] !== ' ') return false;
  if (isUnspaced(exact[i - 1]) && isUnspaced(exact[i + 1])) return true;
  return isThai(exact[i + 1]) && THAI_LEVEL_NUMBER.test(exact.slice(Math.max(0, i - 16), i));
}

/** Where a person's clause ends: at a clause mark, or at a space that stands for one. */
function personClauseEnd(exact: string, from: number): number {
  let i = from;
  while (exact[i] === ' ') i++;
  while (i < exact.length && !isStop(exact, i) && !isContrast(exact, i) && !isThaiBreak(exact, i) && !spaceBreak(exact, i)) i++;
  return i;
}

/** Words that open the phrase a trailing cue closes (lexicon/roles.ts PHRASE_OPENERS: "for the level 4 diet"). */
const PHRASE_OPENERS = new Set(PHRASE_OPENER_LIST.split(','));
/** In spaced scripts the phrase before a trailing cue is short: the food named before it is not part of it. */
const MAX_WORDS_BEFORE = 4;

/** Chinese verbs of giving to (lexicon/roles.ts CJK_RECIPIENT_VERBS): the item before them is not the place's order. */
const CJK_RECIPIENT_VERBS = new Set(RECIPIENT_VERB_LIST.split(','));
const NOT_LEVEL_NAME_RE = new RegExp(NOT_LEVEL_NAME_MARKS.split(',').map(escapeRegExp).join('|'), 'gu');
/** A level's or a diet's name (LEVEL_NAME_MARKS, or an abbreviated level: "l5"), none of NOT_LEVEL_NAME_MARKS. */
const LEVEL_NAME_RE = new RegExp(`l\\d|${LEVEL_NAME_MARKS.split(',').map(escapeRegExp).join('|')}`, 'u');
const namesALevel = (words: string) => LEVEL_NAME_RE.test(words.replace(NOT_LEVEL_NAME_RE, ' '));

function backwardStart(exact: string, from: number): number {
  let i = from;
  let words = 0;
  while (i > 0 && !isStop(exact, i - 1)) {
    if (CJK_RECIPIENT_VERBS.has(exact[i - 1]!) && !namesALevel(exact.slice(clauseStart(exact, i - 1), i - 1).toLowerCase())) return i - 1;
    if (exact[i - 1] === ' ' && i < from) {
      const word = exact.slice(i, exact.indexOf(' ', i) < 0 ? from : Math.min(exact.indexOf(' ', i), from)).toLowerCase();
      if (PHRASE_OPENERS.has(word) || ++words >= MAX_WORDS_BEFORE) return i;
    }
    i--;
  }
  return i;
}

/** After a cue: an immediately following parenthesis belongs to it ("三號床（糊餐）"). */
function overParenthesis(exact: string, from: number): number {
  let i = from;
  while (exact[i] === ' ') i++;
  if (exact[i] !== '(' && exact[i] !== '（') return from;
  const close = exact.indexOf(exact[i] === '(' ? ')' : '）', i);
  return close < 0 ? from : close + 1;
}

/** Words after a person's name that put the person on a diet (lexicon/roles.ts PERSON_ON: "Mr T on minced & moist"). */
const PERSON_ON = PERSON_ON_LIST.split(',').map((w) => ` ${w} `);

/** Some word of `words` starts at `i` (a loop: personOrder tries it at every unit after a person word). */
function startsAny(exact: string, i: number, words: readonly string[]): boolean {
  for (let k = 0; k < words.length; k++) if (exact.startsWith(words[k]!, i)) return true;
  return false;
}

/** How far after a person word its parenthesis may open: a name or bed number between ("Mrs K (L4)", "陳婆婆（糊餐）"). */
const MAX_NAME_GAP = 24;

/** WRITER_AGENTS folded like the clause, each with the languages (langBit) it is a first-person word of. */
function agentLanguages(): Map<string, number> {
  const out = new Map<string, number>();
  for (const [lang, list] of Object.entries(WRITER_AGENTS) as [Lang, string][])
    for (const raw of list.split(',')) {
      const word = normalizePatternExact(raw.trim());
      if (word) out.set(word, (out.get(word) ?? 0) | langBit(lang));
    }
  return out;
}
const AGENTS = agentLanguages();
const SPACED_AGENTS = new Map([...AGENTS].filter(([w]) => !isCjk(w[0]) && !isThai(w[0])));
const GLUED_AGENTS = [...AGENTS].filter(([w]) => isCjk(w[0]) || isThai(w[0]));

/**
 * Rule ROLE_WRITER_ACTS_AFTER_NAME: a first-person word in the clause ("blinender ko hanggang makinis"), of a
 * language the text is written in (rule TEXT_LANGUAGE_SCOPE): a short word of one language is another word
 * elsewhere (Italian article "i", Vietnamese "ko" for không), and would keep a person's order as food evidence.
 */
function writerActs(clause: string, langs: () => number): boolean {
  const lower = clause.toLowerCase();
  let agents = 0;
  for (const w of lower.split(' ')) agents |= SPACED_AGENTS.get(w) ?? 0;
  for (const [w, bits] of GLUED_AGENTS) if (lower.includes(w)) agents |= bits;
  // the text's languages are told only when a first-person word is there: most clauses hold none
  return agents !== 0 && (agents & langs()) !== 0;
}

/**
 * Rule ROLE_WRITER_ACTS_AFTER_NAME, in a place's or service's order ("Rm 22 wanted melon so I blitzed it"): the
 * order ends where a first-person word of the text's language starts what the writer did; null when none does.
 */
function writerActsFrom(exact: string, from: number, to: number, langs: () => number): number | null {
  const glued = firstGluedAct(exact, from, to);
  if (glued !== null) return glued;
  let at = from;
  for (const w of exact.slice(from, to).toLowerCase().split(' ')) {
    if ((SPACED_AGENTS.get(w) ?? 0) & langs()) return at;
    at += w.length + 1;
  }
  return null;
}

const PREPARED_TO_WORDS = normalizedWords(PREPARED_TO, 'exact');
const REQUESTS = normalizedWords(REQUEST_WORDS, 'exact');
/** A request word, as a word of its own where words are spaced ("wants", not "wantsome"); built once. */
const REQUEST_RE = new RegExp(
  REQUESTS.map((w) => (isCjk(w[0]) ? escapeRegExp(w) : `(?:^|[^\\p{L}])${escapeRegExp(w)}(?:$|[^\\p{L}])`)).join('|'),
  'u',
);
const asksFor = (text: string) => REQUEST_RE.test(text);

/**
 * Rule ROLE_PREPARED_TO_LEVEL: where a verb of preparing "to" a level starts in exact[from, to), or null; none when
 * a word of asking comes before it (the order asks for it done).
 */
function preparedToFrom(exact: string, from: number, to: number): number | null {
  const lower = exact.slice(from, to).toLowerCase();
  let at = -1;
  for (const w of PREPARED_TO_WORDS) {
    const i = lower.indexOf(w);
    if (i >= 0 && (at < 0 || i < at)) at = i;
  }
  return at < 0 || asksFor(lower.slice(0, at)) ? null : from + at;
}

/** How far after a verb of preparing its level may start ("made up to IDDSI level 2"). */
const PREPARED_LEVEL_REACH = 20;

/**
 * Rule ROLE_PREPARED_TO_LEVEL, the level itself: a level that is the object of a verb of preparing "to" ("tea made
 * to level 2", "水调到二级", "レベル2にした") is what was done to the item, not a number beside it; marks it `prepared`.
 * The verb must touch the level (no clause between: "made to order, level 2" is not), and no request may come
 * before it or, in Japanese and Korean, after it. Mutates `evidence`.
 */
function markPreparedLevels(exact: string, evidence: readonly RoledEvidence[]): void {
  for (const e of evidence) {
    if (e.type !== 'explicit') continue;
    const end = e.start + e.matched.length;
    const at = verbBeforeLevel(exact, e.start) ?? verbAfterLevel(exact, end);
    if (at === null) continue;
    const before = exact.slice(clauseStart(exact, at), at).toLowerCase();
    if (asksFor(before)) continue;
    const after = exact.slice(end, forwardEnd(exact, end));
    if (NOT_DONE_AFTER_WORDS.some((w) => after.includes(w))) continue;
    if (negatedBefore(before)) continue;
    e.prepared = true;
  }
}

/** Words allowed between the verb and its level ("made up to IDDSI level 2"). */
const BETWEEN_VERB_AND_LEVEL = /\s*(?:iddsi)?\s*$/;

/** Where a verb of PREPARED_TO that ends right before the level at `start` begins, or null. */
function verbBeforeLevel(exact: string, start: number): number | null {
  const from = Math.max(0, start - PREPARED_LEVEL_REACH);
  const before = exact.slice(from, start).toLowerCase().replace(BETWEEN_VERB_AND_LEVEL, '');
  const w = PREPARED_TO_WORDS.find((v) => before.endsWith(v) && (isCjk(v[0]) || !hasLetter(before[before.length - v.length - 1] ?? '')));
  return w === undefined ? null : from + before.length - w.length;
}

const PREPARED_AFTER_WORDS = normalizedWords(PREPARED_AFTER_LEVEL, 'exact');
const NOT_DONE_AFTER_WORDS = normalizedWords(NOT_DONE_AFTER, 'exact');
/** The negation stage's negators (terms.ts NEG_BEFORE), folded like the clause, once. */
const NEGATORS = normalizedWords(NEG_BEFORE, 'exact');
/** CJK and Thai negators, found anywhere; the others as whole words, spaced once here rather than at each read. */
const GLUED_NEGATORS = NEGATORS.filter((w) => isCjk(w[0]) || isThai(w[0]));
const SPACED_NEGATORS = NEGATORS.filter((w) => !(isCjk(w[0]) || isThai(w[0]))).map((w) => ` ${w} `);
const NON_LETTERS = /[^\p{L}]+/gu;
/** A negation in the last words before the verb ("milk was never made to", "水，没有调到"). */
function negatedBefore(clause: string): boolean {
  const tail = clause.slice(-PREPARED_LEVEL_REACH);
  if (GLUED_NEGATORS.some((w) => tail.includes(w))) return true;
  // one replace, not split and join: the same words, one space for each run of non-letters
  const words = ` ${tail.replace(NON_LETTERS, ' ')} `;
  return SPACED_NEGATORS.some((w) => words.includes(w));
}

/** Where a verb of preparing that follows its level starts at `end` (a space allowed), or null. */
function verbAfterLevel(exact: string, end: number): number | null {
  const at = exact[end] === ' ' ? end + 1 : end;
  const rest = exact.slice(at, at + PREPARED_LEVEL_REACH).toLowerCase();
  return PREPARED_AFTER_WORDS.some((w) => rest.startsWith(w)) ? at : null;
}

/**
 * Rule ROLE_ORDER_AFTER_COLON: a room or bed number after the name and a comma, closed by a colon ("Level 4 for Mrs G,
 * rm 210: ...", "dieta nivel 4 para la Sra. G, hab. 210: ..."), is part of the person's heading: the colon closes it.
 */
function placeHeading(exact: string, from: number, comma: number): RoleSpan | null {
  let end = forwardEnd(exact, comma + 1);
  while (exact[end] === '.') end = forwardEnd(exact, end + 1);
  return isPlaceNumber(exact.slice(comma + 1, end)) && headsText(exact, end) ? { role: 'prescription', start: from, end } : null;
}

/**
 * "Mrs P, L2 thick fluids — water", "王伯伯，二级 — 白开水": the clause after a person (and name) and a comma is that person's
 * order when more text follows it (the food); applyRoles drops it when it names a food itself. A room number there,
 * closed by a colon, is the person's heading instead (placeHeading).
 */
function clauseAfterName(exact: string, from: number, comma: number, langs: () => number): RoleSpan | null {
  const heading = placeHeading(exact, from, comma);
  if (heading) return heading;
  const end = forwardEnd(exact, comma + 1);
  if (!hasLetter(exact.slice(end + 1)) || writerActs(exact.slice(comma + 1, end), langs)) return null;
  // rule ROLE_PREPARED_TO_LEVEL: "俾張婆婆，沖得傑傑地" says how the drink was made, not what she is on
  if (preparedToFrom(exact, comma + 1, end) !== null) return null;
  return { role: 'prescription', start: from, end, gapFrom: from, orderAt: end };
}

/**
 * After a person word, within a name's length and before any other clause mark (an abbreviation's
 * full stop, "Mr. T", is not one), that person's diet order (rule ROLE_PRESCRIPTION), or null:
 * a bracket with the words before it ("Mrs K (L4)", "陳婆婆（糊餐）", "Pasien level 3 (kental)"),
 * a heading that ends in a colon ("Patient L3: apple juice", "Pasien level 2: teh"; not a colon
 * right after the word, "Patient: ..."), or the clause after the name and a comma.
 */
function personOrder(exact: string, from: number, langs: () => number): RoleSpan | null {
  for (let i = from; i < exact.length && i - from <= MAX_NAME_GAP; i++) {
    const ch = exact[i]!;
    if (ch === '(' || ch === '（') {
      const close = exact.indexOf(ch === '(' ? ')' : '）', i);
      return close < 0 ? null : { role: 'prescription', start: from, end: close + 1, gapFrom: from, orderAt: i };
    }
    if (ch === ':' || ch === '：') return exact.slice(from, i).trim() === '' ? null : { role: 'prescription', start: from, end: i };
    // "Mr T on minced & moist. served: ...": the person is on a diet, up to the next clause mark
    if (startsAny(exact, i, PERSON_ON))
      return { role: 'prescription', start: from, end: needClauseEnd(exact, pastFirstWord(exact, i), forwardEnd(exact, i + 1)) };
    if (ch === ',' || ch === '，') return clauseAfterName(exact, from, i, langs);
    if (ch !== '.' && isStop(exact, i)) return null;
  }
  return null;
}

/** Marks that close a heading: a colon, or a spaced dash (clauseMarked writes it as "|"). */
const HEADING_MARKS = new Set([':', '：', '|']);
/** The heading marks as a character class, for the patterns that look for one. */
const HEADING_MARK_CLASS = `[${[...HEADING_MARKS].join('')}]`;

/** The start of the clause a position lies in: just after the previous clause mark. */
function clauseStart(exact: string, from: number): number {
  let i = from;
  while (i > 0 && !isStop(exact, i - 1)) i--;
  return i;
}

/** A heading mark at `at` (spaces skipped) with words after it: what follows is the food. */
function headsText(exact: string, at: number): boolean {
  let i = at;
  while (exact[i] === ' ') i++;
  return HEADING_MARKS.has(exact[i]!) && hasLetter(exact.slice(i + 1));
}

/**
 * "ソフト食（レベル6）の田中様：白湯", "Level 5 resident - roast chicken": a person word that ends a
 * heading (a colon or a spaced dash, then the food); the words before it, back to the previous clause
 * mark, describe that person (rule ROLE_PRESCRIPTION).
 */
function personHeading(exact: string, c: RoleCue): RoleSpan | null {
  if (!headsText(exact, c.end)) return null;
  const start = backwardStart(exact, c.start);
  return start < c.start ? { role: 'prescription', start, end: c.end, gapFrom: start, orderAt: start } : null;
}

/**
 * Rule ROLE_HEADING: a person's order that closes a heading ("Level 4 purée for Mr Jones: cornflakes")
 * covers the whole heading clause: every level word before the colon names what the person is on
 * (unless a food is named there: ownHeading).
 */
function wholeHeading(exact: string, c: RoleCue, order: RoleSpan): RoleSpan {
  if (order.gapFrom !== undefined || !headsText(exact, order.end)) return order;
  const start = clauseStart(exact, c.start);
  return start < order.start ? { ...order, start, headingFrom: order.start } : order;
}

/**
 * `exact` with the space that stands for a spaced dash ("L2 fluids — water") made a clause mark:
 * normalising folds " — " into one space, and a dash between words still ends a phrase. Call it
 * right after normalising: `src` is a view of buffers the next normalisation reuses.
 */
export function clauseMarked(t: NormalizedText): string {
  // most texts have no dash at all: nothing to mark, and no copy to build
  if (!DASH_RE.test(t.source)) return t.exact;
  let out = '';
  for (let i = 0; i < t.exact.length; i++) {
    const gap = t.exact[i] === ' ' && i + 1 < t.exact.length ? t.source.slice(t.src[i]!, t.src[i + 1]!) : '';
    out += [...gap].some((ch) => DASHES.has(ch)) ? '|' : t.exact[i];
  }
  return out;
}

/** A clause mark at `at` (spaces skipped) with more text after it. */
function closesClause(exact: string, at: number): boolean {
  // a spaced contrast word (" but ", " pero ") is read from its leading space
  if (isContrast(exact, at) && hasLetter(exact.slice(at + 1))) return true;
  let i = at;
  while (exact[i] === ' ') i++;
  return i < exact.length && (isStop(exact, i) || isContrast(exact, i)) && hasLetter(exact.slice(i + 1));
}

/**
 * Rule ROLE_PERSON_CLAUSE: a clause about a person that names no food, followed by a clause that
 * names one, is that person's diet order, whatever its wording: the clause a person word opens
 * ("Mi mamá está en dieta triturada, hoy le dimos galletas", "爸爸要喝二级稠的，今天给他喝豆浆",
 * "父はとろみ中間なので、お茶を出した") or the clause a person word closes ("L4 pureed pt, cuppa tea").
 * applyRoles keeps the span only when it names no food and a food follows it.
 */
function personClause(exact: string, c: RoleCue): RoleSpan | null {
  const end = personClauseEnd(exact, c.end);
  const closed = spaceBreak(exact, end) ? hasLetter(exact.slice(end + 1)) : closesClause(exact, end);
  if (end > c.end && closed) return { role: 'prescription', start: c.end, end, gapFrom: c.end, orderAt: end, foodAfter: true };
  if (!closesClause(exact, c.end)) return null;
  const start = backwardStart(exact, c.start);
  return start < c.start ? { role: 'prescription', start, end: c.end, gapFrom: start, orderAt: c.start, foodAfter: true } : null;
}

/**
 * Rule ROLE_ORDER_AFTER_COLON: a diet-order cue closed by its own colon ("Diet order: Level 5 minced and
 * moist. Served: ...") runs over the colon to the next clause mark; a label keeps its colon ("label: L2").
 */
function cueEnd(exact: string, c: RoleCue): number {
  if (c.f !== 'role_before') return forwardEnd(exact, c.end);
  let i = c.end;
  while (exact[i] === ' ') i++;
  if (exact[i] === ':' || exact[i] === '：') return forwardEnd(exact, i + 1);
  const end = forwardEnd(exact, c.end);
  // a room or bed number before the colon ("Diet sheet Rm 15: Level 6") is part of the heading the colon closes,
  // when the order's level follows it ("Lunch rm 9: minced lamb" names the food sent there)
  const colon = exact[end] === ':' || exact[end] === '：';
  return colon && isPlaceNumber(exact.slice(c.end, end)) && levelFollows(exact, end + 1) ? forwardEnd(exact, end + 1) : end;
}

const LEVEL_WORDS = normalizedWords(LEVEL_BEFORE, 'exact');
/** A level keyword and its number start the text at `from` ("Level 6", "nivel 5", "IDDSI 4"). */
function levelFollows(exact: string, from: number): boolean {
  const rest = exact
    .slice(from, from + 24)
    .trimStart()
    .toLowerCase();
  return LEVEL_WORDS.some((w) => rest.startsWith(w) && /^\s*\d/.test(rest.slice(w.length)));
}

const PLACE_WORDS = normalizedWords(PLACE_NUMBER_WORDS, 'exact');
/** A number of a room, bed or table: digits with at most a letter, "#" or "no." before them. */
const NUMBER_TOKEN = /^(?:#|no\.?)?\d+[a-z]?$/;

/**
 * Rule ROLE_ORDER_AFTER_COLON: the words are a room, bed or table number ("rm 15", "bed 4b", "15", "3号床"): a place
 * word beside a number, nothing else (a level, "level 5", is not one: its colon closes the order).
 */
function isPlaceNumber(words: string): boolean {
  let rest = words.trim().toLowerCase();
  if (rest === '') return false;
  const word = PLACE_WORDS.filter((w) => rest.startsWith(w) || rest.endsWith(w)).sort((a, b) => b.length - a.length)[0];
  // an abbreviated place word keeps its full stop ("hab. 210", "rm. 4")
  if (word !== undefined) rest = (rest.startsWith(word) ? rest.slice(word.length).replace(/^\./, '') : rest.slice(0, -word.length)).trim();
  return NUMBER_TOKEN.test(rest.replace(/\s+/g, ''));
}

/**
 * Rule ROLE_SERVICE_HEADING: a service word that opens a heading ("Menu level 5 (cincang lembut): ...",
 * "Table 3 (L6 soft & bite sized): ...") names the menu or table up to the heading's colon or spaced
 * dash: every level word in it is the service's diet, and the food after it is judged on its own.
 */
function serviceHeading(exact: string, c: RoleCue): RoleSpan | null {
  if (exact.slice(clauseStart(exact, c.start), c.start).trim() !== '') return null;
  const end = forwardEnd(exact, c.end);
  return end > c.end && headsText(exact, end) ? { role: 'prescription', start: c.start, end } : null;
}

/** Field names that hold a diet order (lexicon/roles.ts DIET_FIELDS; a menu's or label's field is a claim: rule ROLE_LABEL). */
const DIET_FIELDS = new Set(DIET_FIELD_LIST.split(','));
const DIET_FIELD_OWNER_SET = new Set(DIET_FIELD_OWNERS.split(','));

/**
 * Rule ROLE_ORDER_AFTER_COLON, a form's field: a service word before its colon at a clause's start, alone or after whose
 * order it is ("Diet: Minced & Moist (L5)", "resident diet: L7", "Dieta: triturada"), names the eater's order over the
 * field's value, to the next clause mark; a value that names an item ("Diet: Level 4 pureed carrot") describes the item.
 */
function fieldOpensClause(exact: string, c: RoleCue): RoleSpan | null {
  if (!DIET_FIELDS.has(exact.slice(c.start, c.end).toLowerCase())) return null;
  const owner = exact.slice(clauseStart(exact, c.start), c.start).trim().toLowerCase();
  if (owner !== '' && !DIET_FIELD_OWNER_SET.has(owner)) return null;
  let i = c.end;
  while (exact[i] === ' ') i++;
  return exact[i] === ':' || exact[i] === '：'
    ? { role: 'prescription', start: c.start, end: forwardEnd(exact, i + 1), noItem: true }
    : null;
}

/**
 * Rule ROLE_SERVICE_HEADING: a trailing service word that closes a heading ("Level 6 soft & bite sized
 * table — minced beef ...") names the service back to the clause start: its level words are the diet.
 */
function trailingServiceHeading(exact: string, c: RoleCue): RoleSpan | null {
  const end = overParenthesis(exact, c.end);
  return headsText(exact, end) ? { role: 'prescription', start: clauseStart(exact, c.start), end } : null;
}

const DIET_NOUN_SET = new Set(normalizedWords(DIET_NOUN_BEFORE_PERSON, 'exact'));
const PERSON_ARTICLE_SET = new Set(normalizedWords(PERSON_ARTICLES, 'exact'));

/** "嚥下食コード2の佐藤さん", "とろみ中間の父": a diet or level, の, and a name before the honorific, or a family word. */
const JA_DIET_OF_PERSON = new RegExp(
  `(?:${JA_DIET_OF_PERSON_HEADS.split(',').map(escapeRegExp).join('|')})[^、。,:：]{0,8}の[\\p{Script=Han}\\p{Script=Katakana}\\p{Script=Hiragana}]{0,6}$`,
  'iu',
);

/** Rule ROLE_DIET_BEFORE_PERSON in Japanese: the diet named with の before a person's name and honorific is theirs. */
function dietOfNamedPerson(exact: string, c: RoleCue): RoleSpan | null {
  const start = clauseStart(exact, c.start);
  return JA_DIET_OF_PERSON.test(exact.slice(start, c.start)) ? { role: 'prescription', start, end: c.end } : null;
}

/** Rule ROLE_DIET_BEFORE_PERSON: "Level 7 regular diet chap": the clause up to the person word is their diet. */
function dietBeforePerson(exact: string, c: RoleCue): RoleSpan | null {
  const start = clauseStart(exact, c.start);
  const words = exact.slice(start, c.start).trim().toLowerCase().split(' ');
  const last = words[words.length - 1]!;
  // "Level 6 si nanay": only a level (two words at most) before the article
  const levelOpens = PERSON_ARTICLE_SET.has(last) && words.length <= 3 && words.some((w) => /\d/.test(w));
  return words.length > 1 && (DIET_NOUN_SET.has(last) || levelOpens) ? { role: 'prescription', start, end: c.end } : null;
}

/**
 * Rule ROLE_NEED_VERB: "dad needs pureed had steak", "bố cần uống đặc nhẹ tôi cho uống nước cam": the need
 * clause runs from its verb to the first verb of serving or eating, or to the end of the person's clause.
 */
function needSpan(exact: string, c: RoleCue): RoleSpan | null {
  const end = needClauseEnd(exact, c.end, personClauseEnd(exact, c.end));
  // "とろみが必要な方だが": the verb follows what is needed, back to the clause start
  const start = NEEDED_BEFORE.has(exact.slice(c.start, c.end)) ? clauseStart(exact, c.start) : c.start;
  return end > c.end || start < c.start ? { role: 'prescription', start, end: Math.max(end, c.end), need: true } : null;
}
const NEEDED_BEFORE = new Set(normalizedWords(NEED_AFTER_OBJECT, 'exact'));

const PARTICIPLES = new Set(normalizedWords(PREPARED_PARTICIPLES, 'exact'));

/** Words that join two participles (lexicon/roles.ts PARTICIPLE_JOINERS: "blended & strained", "licuado y colado"). */
const PARTICIPLE_JOINERS = new Set(PARTICIPLE_JOINER_LIST.split(','));

/**
 * Rule ROLE_PREPARED_AFTER_PLACE: where two participles of preparing joined after the cue's place number start
 * ("for Rm 3 blended & strained"), or null. One participle alone may be the room's diet ("Rm 4 minced", "cama 3
 * triturada"); a diet noun or a request later in the clause keeps all of it the order.
 */
function participleAfterPlace(exact: string, from: number, to: number): number | null {
  const words = exact.slice(from, to).toLowerCase().split(' ');
  let at = from;
  let i = 0;
  while (i < words.length && words[i] === '') at += 1 + words[i++]!.length;
  if (i >= words.length || !NUMBER_TOKEN.test(words[i]!)) return null;
  at += words[i]!.length + 1;
  const [first, joiner, second] = words.slice(i + 1, i + 4);
  if (!PARTICIPLES.has(first ?? '') || !PARTICIPLE_JOINERS.has(joiner ?? '') || !PARTICIPLES.has(second ?? '')) return null;
  const rest = words.slice(i + 1);
  return rest.some((w) => DIET_NOUN_SET.has(w)) || asksFor(rest.join(' ')) ? null : at;
}

/**
 * A label runs to its clause's end; a place's or service's order stops earlier where the writer says what they did
 * (ROLE_WRITER_ACTS_AFTER_NAME) or what the item was prepared to (ROLE_PREPARED_TO_LEVEL).
 */
/**
 * Rule ROLE_ORDER_ENDS_AT_SERVING: an order after its cue ("is on pureed and had a yoghurt", "ist auf pürierter Kost
 * und hat … gegessen") ends at the first verb of serving or eating, as a need clause does; a verb right after the
 * cue is the diet's own ("cho bệnh nhân ăn mềm": patients eating soft).
 */
function pastFirstWord(exact: string, from: number): number {
  let i = from;
  while (exact[i] === ' ') i++;
  while (i < exact.length && exact[i] !== ' ') i++;
  return i;
}

const ITEM_FOLLOWS_WORDS = new Set([...normalizedWords(PROFILE_FIELDS, 'exact'), ...normalizedWords(DIET_CHANGE_CUES, 'exact')]);
/** The cue is a bare profile field ("profile:", "プロフィール：") or a diet change ("moved him to"): an order only before an item. */
function orderBeforeItem(exact: string, c: RoleCue): boolean {
  return ITEM_FOLLOWS_WORDS.has(
    exact
      .slice(c.start, c.end)
      .toLowerCase()
      .replace(/[\s:：]+$/u, ''),
  );
}

/** Rule MENU_HEADING_CLAIM: the menu headings, folded as `exact` is. */
const TRAILING_COLON = /[\s:：]+$/u;
const MENU_HEADING_SET = new Set(normalizedWords(MENU_HEADINGS, 'exact').map((w) => w.replace(TRAILING_COLON, '')));
const isMenuHeading = (exact: string, c: RoleCue) =>
  MENU_HEADING_SET.has(exact.slice(c.start, c.end).toLowerCase().replace(TRAILING_COLON, ''));

/**
 * Rule MENU_HEADING_CLAIM: a menu heading over a drink, with no test anywhere in the text, is the order the menu
 * gives, not the drink poured: its span is read as an order (the drink's level is not raised by it).
 */
function menuOverUntestedDrink(evidence: readonly RoledEvidence[], s: RoleSpan): boolean {
  if (!s.menu || evidence.some((e) => e.type === 'test')) return false;
  const items = evidence.filter((e) => e.type === 'food' && e.start >= s.start);
  if (items.length === 0 || !items.every((e) => e.kind === 'drink')) return false;
  // only a drink's thickness: a food's level word ("Level 4 pureed pumpkin soup") names the soup's own preparation
  const levels = evidence.filter((e) => e.type !== 'food' && e.weights && e.start >= s.start && e.start < s.end);
  return levels.length > 0 && levels.every((e) => e.kind !== 'food');
}

function cueSpan(exact: string, c: RoleCue, langs: () => number): RoleSpan {
  const end = cueEnd(exact, c);
  // rule ROLE_LABEL_AFTER_CLAIM: the claim is the phrase before the cue ("Level 7 Regular label on the ...")
  // ("label on the pot said Level 7", with nothing before it, is a label cue before its claim as any other)
  if (c.f === 'label' && c.after) {
    const from = backwardStart(exact, c.start);
    if (hasLetter(exact.slice(from, c.start))) return { role: 'label', start: from, end: c.end };
  }
  if (c.f === 'label') return { role: 'label', start: c.start, end, menu: isMenuHeading(exact, c) };
  // rule ROLE_PRESCRIPTION: a bare profile line or a diet change is the eater's order only with no item of its own and an item after it
  if (orderBeforeItem(exact, c)) return { role: 'prescription', start: c.start, end, foodAfter: true, noItem: true };
  const cut = Math.min(
    writerActsFrom(exact, c.end, end, langs) ?? end,
    preparedToFrom(exact, c.end, end) ?? end,
    participleAfterPlace(exact, c.end, end) ?? end,
    needClauseEnd(exact, pastFirstWord(exact, c.end), end),
  );
  return { role: 'prescription', start: c.start, end: cut };
}

/**
 * Rule ROLE_ORDER_WORD: the clause that holds a word of ordering ("thickener prescribed (level 2)", "espesante
 * pautado nivel 2") is the eater's order, kept when it names no item of its own and an item follows it.
 */
function orderClause(exact: string, c: RoleCue): RoleSpan {
  const end = overParenthesis(exact, forwardEnd(exact, c.end));
  return { role: 'prescription', start: clauseStart(exact, c.start), end, foodAfter: true, noItem: true };
}

const OWNER_LINK_SET = normalizedWordSet(OWNER_LINKS, 'exact');

/**
 * Rule ROLE_OWNER_AFTER_ITEM: the person word follows an item and a possessive link in its clause ("champorado ni
 * Lolo", "cháo của ông"): the person is whose item it is, so the name, bracket or comma after it opens no order.
 */
function ownerAfterItem(exact: string, c: RoleCue): boolean {
  const before = exact.slice(clauseStart(exact, c.start), c.start).trimEnd();
  const space = before.lastIndexOf(' ');
  return space > 0 && OWNER_LINK_SET.has(before.slice(space + 1).toLowerCase()) && hasLetter(before.slice(0, space));
}

/** The spans a person word opens or closes: the order after the name, the person's clause, a diet before the person. */
function personSpans(exact: string, c: RoleCue, langs: () => number): RoleSpan[] {
  const spans: RoleSpan[] = [];
  // rule ROLE_OWNER_AFTER_ITEM: "champorado ni Lolo, ...": the person owns the item before; no order follows the name
  const order = ownerAfterItem(exact, c) ? null : (personOrder(exact, c.end, langs) ?? personHeading(exact, c));
  if (order) spans.push(wholeHeading(exact, c, order));
  const clause = personClause(exact, c);
  if (clause) spans.push(clause);
  const diet = dietBeforePerson(exact, c) ?? dietOfNamedPerson(exact, c);
  if (diet) spans.push(diet);
  return spans;
}

/** The spans of text that name the eater, the service or a label; `langs`: the text's languages (rule TEXT_LANGUAGE_SCOPE). */
export function roleSpans(exact: string, cues: readonly RoleCue[], langs: () => number): RoleSpan[] {
  const spans: RoleSpan[] = [];
  for (const c of cues) {
    if (c.f === 'need') {
      const span = needSpan(exact, c);
      if (span) spans.push(span);
    } else if (c.f === 'order') {
      spans.push(orderClause(exact, c));
    } else if (c.f === 'person') {
      spans.push(...personSpans(exact, c, langs));
    } else if (c.f === 'role_after') {
      spans.push(
        fieldOpensClause(exact, c) ??
          serviceHeading(exact, c) ??
          trailingServiceHeading(exact, c) ?? {
            role: 'prescription',
            start: backwardStart(exact, c.start),
            end: overParenthesis(exact, c.end),
          },
      );
    } else {
      spans.push(cueSpan(exact, c, langs));
    }
  }
  return spans;
}

/** The role of the span a position lies in (a label wins over a prescription it overlaps), or null. */
export function roleAt(spans: readonly RoleSpan[], pos: number): RoleSpan['role'] | null {
  let role: RoleSpan['role'] | null = null;
  for (const s of spans) {
    if (pos < s.start || pos >= s.end) continue;
    if (s.role === 'label') return 'label';
    role = 'prescription';
  }
  return role;
}

/** What the roles stage needs of a piece of evidence. */
export interface RoledEvidence {
  id: string;
  type: string;
  tier: number;
  start: number;
  matched: string;
  weights?: ReadonlyMap<number, number>;
  kind?: string;
  /** Inside a label: a claim that a contradicting test result outranks. */
  claim?: 'label';
  /** Written after a verb of preparing "to" it (rule ROLE_PREPARED_TO_LEVEL). */
  prepared?: boolean;
}

export interface SetAside {
  matched: string;
  /** other_item: another item of a record that designated one (rule DESIGNATED_ITEM). */
  role: 'prescription' | 'label' | 'other_item';
}

const LETTERS = /\p{L}/gu;
/** Letters enough outside the spans to name a food the engine may not know. */
const MIN_LETTERS_OUTSIDE = 2;

/**
 * The text names something outside every span, read or not ("Für Bewohner mit Kostform Stufe 6:
 * Laugenbrezel"): the spans are about the eater, and the rest is the food.
 */
function wordsOutside(exact: string, spans: readonly RoleSpan[]): boolean {
  let outside = '';
  let from = 0;
  for (const s of [...spans].sort((a, b) => a.start - b.start)) {
    if (s.start > from) outside += ` ${exact.slice(from, s.start)}`;
    from = Math.max(from, s.end);
  }
  outside += exact.slice(from);
  return (outside.match(LETTERS)?.length ?? 0) >= MIN_LETTERS_OUTSIDE;
}

/**
 * Rule ROLE_DIET_NAME_HEADING: a food word inside a diet order that heads another food named outside every
 * span, after a colon ("ペースト食の利用者さんに：麦茶", "Congee diet residents: tea"), is part of the diet's name.
 */
function headsAnotherFood(exact: string, evidence: readonly RoledEvidence[], spans: readonly RoleSpan[], i: number): boolean {
  const at = evidence[i]!.start;
  return evidence.some(
    (f) => f.type === 'food' && f.start > at && roleAt(spans, f.start) === null && HEADING_COLON.test(exact.slice(at, f.start)),
  );
}
const HEADING_COLON = /[:：]/;

const topLevel = (w: ReadonlyMap<number, number> | undefined): number | null => {
  let best: number | null = null;
  for (const [l, v] of w ?? []) if (best === null || v > w!.get(best)!) best = l;
  return best;
};

/**
 * The served item is on the safe side of the heading's level: a food usually served above it, a drink
 * usually served below it ("pureed diet: steak", "中度稠：橙汁"), so the heading cannot describe it.
 */
function saferThanHeading(e: RoledEvidence, levels: readonly number[]): boolean {
  const top = topLevel(e.weights);
  if (top === null) return false;
  return e.kind === 'drink' ? top < Math.min(...levels) : top > Math.max(...levels);
}

/**
 * Rule ROLE_LEVEL_HEADING: a heading that is only a level (a number or a level name: "pureed diet:",
 * "mildly thick fluids:", "とろみ中間：") over an item named with nothing else said of its texture, whose
 * usual form is on the safe side of that level, names the eater's order, not the item. Rule
 * ROLE_AMBIGUOUS_DIET_HEADING: a heading that is only a legacy drinks diet name with no single IDDSI meaning
 * ("liquid diet:", "流质饮食：") names the eater's order over whatever the text then says of the item.
 */
function levelHeadings(exact: string, evidence: readonly RoledEvidence[]): RoleSpan[] {
  const spans: RoleSpan[] = [];
  for (let h = exact.search(HEADING_MARK_RE); h > 0; h = nextMark(exact, h)) {
    if (!hasLetter(exact.slice(h + 1))) break;
    const start = clauseStart(exact, h);
    const head = evidence.filter((e) => e.start >= start && e.start < h);
    const after = evidence.filter((e) => e.start > h && e.type !== 'hazard');
    if (head.length === 0 || head.some((e) => e.type !== 'explicit')) continue;
    if (after.length > 0 && head.every((e) => e.kind === 'drink' && AMBIGUOUS_TERMS.has(e.id))) {
      spans.push({ role: 'prescription', start, end: h });
      continue;
    }
    // rule ROLE_LEGACY_DIET_HEADING_DISH: "ミキサー食：かぼちゃ", "碎餐：豬肉" is a dish made to that diet
    if (head.every((e) => e.kind === 'food' && AMBIGUOUS_TERMS.has(e.id))) continue;
    if (after.length === 0 || after.some((e) => e.type !== 'food')) continue;
    const levels = head.flatMap((e) => [...(e.weights?.keys() ?? [])]);
    if (levels.length > 0 && after.every((e) => saferThanHeading(e, levels))) spans.push({ role: 'prescription', start, end: h });
  }
  return spans;
}
/** DIET_WORDS folded like the text, once. */
const DIET_FOLDED = normalizedWords(DIET_WORDS);
export const namesDiet = (matched: string): boolean => {
  const m = normalizePattern(matched);
  return DIET_FOLDED.some((w) => m.includes(w));
};

/**
 * The diet and the item lie in different phrases: a clause mark or a person word between them
 * ("coffee for bed 4, pureed diet", "ミキサー食の田中さんに緑茶", "糊餐陳婆婆 飲檸檬水"). Side by side
 * ("糊餐 雞肉", "ミキサー食の肉じゃが") the diet's name says how the dish was made.
 */
function apart(exact: string, cues: readonly RoleCue[], a: number, b: number): boolean {
  const [from, to] = a < b ? [a, b] : [b, a];
  for (let i = from; i < to; i++) if (isStop(exact, i)) return true;
  return cues.some((c) => c.f === 'person' && c.start > from && c.start < to);
}

/**
 * Rule ROLE_DIET_NAME_BESIDE_ITEM: a food level named as a diet ("pureed diet", "糊餐", "ミキサー食", "dieta
 * triturada"), in a phrase of its own, beside items named with nothing else said of their texture whose
 * usual form is on the safe side of it (a drink below it, a food above it), is what the eater is on: a
 * food diet says nothing about a drink, and a dish served to its eater keeps its own texture. A drink
 * other than a soup (lexicon/roles.ts DIET_SHAPED_DRINKS) needs no phrase of its own.
 */
function dietNamesBesideItems(exact: string, evidence: readonly RoledEvidence[], cues: readonly RoleCue[]): RoleSpan[] {
  const diets = evidence.filter((e) => e.type === 'explicit' && e.kind === 'food' && namesDiet(e.matched));
  if (diets.length === 0) return [];
  // "ペースト食" is a diet and a dish: the dish read at the diet's start is the diet's name
  const inName = (e: RoledEvidence) => diets.some((d) => d.start === e.start);
  const rest = evidence.filter((e) => !inName(e) && e.type !== 'hazard');
  if (rest.length === 0 || rest.some((e) => e.type !== 'food')) return [];
  const levels = diets.flatMap((e) => [...(e.weights?.keys() ?? [])]);
  if (levels.length === 0 || !rest.every((e) => saferThanHeading(e, levels))) return [];
  const free = (e: RoledEvidence) => e.kind === 'drink' && !DIET_SHAPED_DRINKS.has(e.id);
  const parted = (d: RoledEvidence, e: RoledEvidence) => apart(exact, cues, d.start, e.start) && !headsDish(exact, d, e);
  if (!rest.every((e) => free(e) || diets.every((d) => parted(d, e)))) return [];
  return diets.map((e) => ({ role: 'prescription', start: e.start, end: e.start + 1, dietName: true }));
}
const DIET_SHAPED_DRINKS = new Set(DIET_SHAPED_DRINK_IDS.split(','));

/** A heading mark right after a name ("碎餐：", "soft diet - "), then the dish's own phrase ("烂面条"). */
const HEADING_AFTER_NAME = new RegExp(`^\\s*(?:${HEADING_MARK_CLASS}|\\s[-–—])`, 'u');
const PHRASE_END = new RegExp(`[,，、;；。.!?！？\\n]|${HEADING_MARK_CLASS}`, 'u');

/**
 * Rule ROLE_LEGACY_DIET_HEADING_DISH: a legacy or local diet name with no single IDDSI meaning (AMBIGUOUS_TERMS)
 * heading the dish right after it ("ミキサー食：かぼちゃの煮物", "半流食：鸡蛋羹") names how the dish was made.
 */
function headsDish(exact: string, d: RoledEvidence, e: RoledEvidence): boolean {
  const end = d.start + d.matched.length;
  if (d.kind !== 'food' || !AMBIGUOUS_TERMS.has(d.id) || end > e.start) return false;
  const mark = HEADING_AFTER_NAME.exec(exact.slice(end, e.start));
  return mark !== null && !PHRASE_END.test(exact.slice(end + mark[0].length, e.start));
}

/**
 * Rule ROLE_DRINKS_ORDER_BESIDE_SOLID: a phrase of its own that gives a whole class of drinks (lexicon/roles.ts
 * REGIME_NOUNS), or the eater's drinking (DRINKING_VERBS: "佢飲二級稠"), a drinks-only level ("L2 fluids",
 * "level 2 ang inumin niya", "toma líquidos espesados nivel 3"),
 * in a text whose items are all solids, names the eater's drinks order: Levels 1 and 2 and the thickened-drink
 * names describe no food.
 */
function drinksOrdersBesideSolids(exact: string, evidence: readonly RoledEvidence[]): RoleSpan[] {
  const foods = evidence.filter((e) => e.type === 'food');
  if (foods.length === 0 || !foods.every(cannotBeDrunk)) return [];
  const spans: RoleSpan[] = [];
  for (const e of evidence) {
    if (e.type !== 'explicit' || !levelsWithin(e, 1, 4)) continue;
    const start = clauseStart(exact, e.start);
    let end = e.start;
    while (end < exact.length && !isStop(exact, end)) end++;
    const clause = evidence.filter((x) => x.start >= start && x.start < end);
    if (spans.some((s) => s.start === start) || clause.some((x) => x.type === 'food')) continue;
    const levelled = clause.filter((x) => x.type === 'explicit' || x.type === 'texture');
    if (!levelled.every((x) => levelsWithin(x, 1, 4)) || !levelled.some(drinksOnly)) continue;
    // folded once for both word lists, and only once the levels qualify: the clause may run long
    const phrase = normalizePattern(exact.slice(start, end));
    if (namesRegime(phrase) || namesDrinking(phrase)) spans.push({ role: 'prescription', start, end });
  }
  return spans;
}
function levelsWithin(e: RoledEvidence, low: number, high: number): boolean {
  // read in place: called per piece of evidence and per clause, an array of the levels each time added up
  if (e.weights === undefined || e.weights.size === 0) return false;
  for (const l of e.weights.keys()) if (l < low || l > high) return false;
  return true;
}

const HEADING_MARK_RE = new RegExp(HEADING_MARK_CLASS);
function nextMark(exact: string, h: number): number {
  const i = exact.slice(h + 1).search(HEADING_MARK_RE);
  return i < 0 ? -1 : h + 1 + i;
}

/** Texture-modified foods (congee, purée, mash) can name a diet; a regular food cannot. */
const MAX_DIET_FOOD_LEVEL = 5;

/**
 * Rule ROLE_HEADING: a food named in the heading before the person ("Pureed Level 4 beef for Mr B: smooth",
 * "Thin Level 0 water for Mrs G, rm 4: ...") makes those words the item's own description, not the order: the
 * span starts at the person's order again.
 */
function ownHeading(evidence: readonly RoledEvidence[], s: RoleSpan): RoleSpan {
  if (s.headingFrom === undefined) return s;
  const from = s.headingFrom;
  return evidence.some((e) => e.type === 'food' && e.start >= s.start && e.start < from) ? { ...s, start: from } : s;
}

/**
 * Rule ROLE_PERSON_CLAUSE_DIET_DISH: in a person's clause that states a level, a texture-modified dish
 * served at that level ("bà ăn cháo xay cấp độ 4, ...", "mi mamá come puré nivel 4, ...") names the
 * person's diet, as "cháo xay" in a bracket would: it does not make the clause a description of a meal.
 */
function namesClauseDiet(evidence: readonly RoledEvidence[], s: RoleSpan, e: RoledEvidence): boolean {
  if (!s.foodAfter || e.type !== 'food' || e.start < s.start || e.start >= s.end) return false;
  const top = topLevel(e.weights);
  if (top === null || top > MAX_DIET_FOOD_LEVEL) return false;
  const stated = evidence.filter((x) => x.type === 'explicit' && x.start >= s.start && x.start < s.end);
  return stated.some((x) => [...(x.weights?.keys() ?? [])].some((l) => e.weights!.has(l)));
}

/**
 * Rule ROLE_REMOVAL_ABOUT_ITEM: a person's clause that takes the solids out ("... for grandma but I took
 * out all the pearls, just the milk tea left"; terms.ts broth_only) after a food was named says what was
 * done to that food, not the person's diet order.
 */
function removesFromItemBefore(evidence: readonly RoledEvidence[], s: RoleSpan): boolean {
  if (!s.foodAfter && s.gapFrom === undefined) return false;
  const removal = evidence.some((e) => e.id === 'broth_only' && e.start >= s.start && e.start < s.end);
  return removal && evidence.some((e) => e.type === 'food' && e.start < s.start);
}

/**
 * Rule ROLE_REMOVAL_ABOUT_ITEM: a span reaching back over a removal of the solids said after a food
 * ("绿豆汤 滤掉了豆子 只给汤水 2床", phone-typed with spaces for commas) starts after that removal.
 */
function afterRemovals(evidence: readonly RoledEvidence[], s: RoleSpan): RoleSpan {
  const removals = evidence.filter(
    (e) => e.id === 'broth_only' && e.start >= s.start && e.start < s.end && evidence.some((f) => f.type === 'food' && f.start < e.start),
  );
  if (removals.length === 0) return s;
  const end = Math.max(...removals.map((e) => e.start + e.matched.length));
  return end < s.end ? { ...s, start: end } : s;
}

/**
 * Rule ROLE_NEED_VERB: the need clause names a level (a name or a texture) and a food is named after that
 * level; or, trailing, it names a level of a whole class of what the eater gets (lexicon/roles.ts
 * REGIME_NOUNS) after a food ("Götterspeise zum Nachtisch, sie bekommt angedickte Getränke").
 */
function needsLevelBeforeFood(exact: string, evidence: readonly RoledEvidence[], s: RoleSpan): boolean {
  const level = evidence.find((e) => (e.type === 'explicit' || e.type === 'texture') && e.start >= s.start && e.start < s.end);
  if (level === undefined) return false;
  if (evidence.some((e) => e.type === 'food' && e.start > level.start)) return true;
  const before = evidence.filter((e) => e.type === 'food' && e.start < s.start);
  if (before.length === 0) return false;
  // a drinks-only level said of the eater after solids only ("cake for Mr Lee, he drinks mildly thick") orders his drinks
  return namesRegime(normalizePattern(exact.slice(level.start, s.end))) || (before.every(cannotBeDrunk) && drinksOnly(level));
}
/**
 * A solid no one drinks: a food row usually served at Level 6 or 7 (a cake, a steak, jelly cubes). A purée, a
 * porridge, a custard or a mash may be made up to a drink's thickness, so a drinks level beside it may be its own.
 */
function cannotBeDrunk(e: RoledEvidence): boolean {
  return e.kind === 'food' && levelsWithin(e, 6, 7);
}
/** A level that only drinks have: a drink-level name, or Level 1 or 2. */
export function drinksOnly(e: RoledEvidence): boolean {
  return levelsWithin(e, 1, 4) && (e.kind === 'drink' || levelsWithin(e, 1, 2));
}
const REGIME_FOLDED = normalizedWords(REGIME_NOUNS);
const DRINKING_FOLDED = normalizedWords(DRINKING_VERBS);
const LATIN_LETTER = /[a-z\u00c0-\u024f]/;
/** One of `folded` as a word of the folded `m` ("diet", not the "diet" of "dietitian"); Chinese and Japanese words anywhere. */
const namesWordOf =
  (folded: readonly string[]) =>
  (m: string): boolean => {
    return folded.some((w) => {
      for (let i = m.indexOf(w); i >= 0; i = m.indexOf(w, i + 1))
        if (!LATIN_LETTER.test(w[0]!) || (!LATIN_LETTER.test(m[i - 1] ?? '') && !LATIN_LETTER.test(m[i + w.length] ?? ''))) return true;
      return false;
    });
  };
const namesRegime = namesWordOf(REGIME_FOLDED);
const namesDrinking = namesWordOf(DRINKING_FOLDED);

/** Rule ROLE_FLOW_RESULT_DESCRIBES_ITEM: a flow-test finding after a named item is about that item. */
function testsItemBefore(evidence: readonly RoledEvidence[], i: number): boolean {
  const e = evidence[i]!;
  return FLOW_FINDING_IDS.has(e.id) && evidence.some((f) => f.type === 'food' && f.start < e.start);
}

/** Thickness words that, written right before a named drink, describe that drink (rule ROLE_THICKENED_DRINK_NAMED). */
const DRINK_THICKNESS_WORDS: ReadonlySet<string> = new Set(DRINK_THICKNESS_IDS.split(','));
/** Generic drink words ("fluids", "drinks") that name a diet's fluids, not a drink served. */
const GENERIC_DRINKS: ReadonlySet<string> = new Set(GENERIC_DRINK_IDS.split(','));
/** What may stand between the thickness word and its drink: a space, a particle (の, 的, Cantonese 嘅). */
const DRINK_JOIN_RE = /^[ のの的嘅]?$/u;

/**
 * Rule ROLE_THICKENED_DRINK_NAMED: a thickness word right before a named drink in a person's line ("Bed 5
 * thickened OJ", "3號床 加稠橙汁") says what was served, not the order: the drink is thickened, its level
 * unknown. A generic word ("thickened fluids") still names the order.
 */
function describesDrinkAfter(exact: string, evidence: readonly RoledEvidence[], i: number): boolean {
  const w = evidence[i]!;
  if (w.type !== 'texture' || !DRINK_THICKNESS_WORDS.has(w.id)) return false;
  const end = w.start + w.matched.length;
  return evidence.some(
    (e) =>
      e.type === 'food' &&
      e.kind === 'drink' &&
      !GENERIC_DRINKS.has(e.id) &&
      e.start >= end &&
      DRINK_JOIN_RE.test(exact.slice(end, e.start)),
  );
}

/**
 * Rule ROLE_PRESCRIPTION: level evidence (names, numbers, texture words, tests) inside a
 * prescription span is removed and reported, but only when the text says something outside
 * those spans, read or not (a text that is only "soft diet" is about the diet, and is read as such).
 * Evidence inside a label span is marked as a claim (rule ROLE_LABEL). `exact` is clauseMarked(t).
 */
export function applyRoles<E extends RoledEvidence>(
  exact: string,
  evidence: E[],
  cues: readonly RoleCue[],
  langs: () => number,
  repeats: readonly E[] = [],
): { kept: E[]; setAside: SetAside[]; spans: RoleSpan[] } {
  markPreparedLevels(exact, evidence);
  const headings = [
    ...levelHeadings(exact, evidence),
    ...dietNamesBesideItems(exact, evidence, cues),
    ...bracketOrders(exact, evidence),
    ...drinksOrdersBesideSolids(exact, evidence),
  ];
  if (cues.length === 0 && headings.length === 0) return { kept: evidence, setAside: [], spans: [] };
  // "Mr Tan's chicken (minced, moist)": a bracket after a food describes the food, not the person
  const isFood = (e: E) => e.type === 'food';
  // rule ROLE_MEASURE_DESCRIBES_FOOD: a piece measured in the clause describes the food served, not an order
  const described = (e: E) => isFood(e) || e.type === 'particle';
  const inGap = (s: RoleSpan, e: E) => described(e) && e.start >= s.gapFrom! && e.start < s.orderAt! && !namesClauseDiet(evidence, s, e);
  const spans = roleSpans(exact, cues, langs)
    .filter(
      (s) =>
        (s.gapFrom === undefined || !evidence.some((e) => inGap(s, e))) &&
        (!s.foodAfter || evidence.some((e) => isFood(e) && e.start >= s.end)) &&
        !removesFromItemBefore(evidence, s) &&
        (!s.need || needsLevelBeforeFood(exact, evidence, s)) &&
        (!s.noItem || !evidence.some((e) => isFood(e) && !GENERIC_DRINKS.has(e.id) && e.start >= s.start && e.start < s.end)),
    )
    .map((s) => ownHeading(evidence, afterRemovals(evidence, s)));
  spans.push(...headings);
  for (const s of spans) if (menuOverUntestedDrink(evidence, s)) s.role = 'prescription';
  const roles = evidence.map((e) => roleAt(spans, e.start));
  for (let i = 0; i < evidence.length; i++) if (roles[i] === 'label' && evidence[i]!.tier <= 2) evidence[i]!.claim = 'label';
  // a food named inside a person's bracket is part of the diet's name ("Bà Lan (cháo xay)")
  const bracketed = (i: number) =>
    spans.some((s) => s.orderAt !== undefined && evidence[i]!.start >= s.orderAt && evidence[i]!.start < s.end);
  const named = (i: number) =>
    spans.some((s) => (s.dietName && s.start === evidence[i]!.start) || (s.foodAfter && namesClauseDiet(evidence, s, evidence[i]!)));
  const prescribed = (i: number) =>
    roles[i] === 'prescription' &&
    !testsItemBefore(evidence, i) &&
    !describesDrinkAfter(exact, evidence, i) &&
    (evidence[i]!.type !== 'food' || bracketed(i) || named(i) || headsAnotherFood(exact, evidence, spans, i));
  const somethingElse = evidence.some((_, i) => !prescribed(i)) || wordsOutside(exact, spans);
  if (!somethingElse) return { kept: evidence, setAside: [], spans: [] };
  const kept: E[] = [];
  const setAside: SetAside[] = [];
  for (let i = 0; i < evidence.length; i++) {
    if (prescribed(i)) setAside.push({ matched: evidence[i]!.matched, role: 'prescription' });
    else kept.push(evidence[i]!);
  }
  keepRepeatsOutside(spans, kept, repeats);
  return { kept, setAside, spans };
}

/**
 * "puree table – smooth carrot puree": the word named first in a diet's name and again about the
 * food is evidence the second time. A repeat outside every span is kept when no kept piece has its id.
 */
function keepRepeatsOutside<E extends RoledEvidence>(spans: readonly RoleSpan[], kept: E[], repeats: readonly E[]): void {
  for (const r of repeats) {
    if (roleAt(spans, r.start) !== null) continue;
    if (kept.some((e) => e.id === r.id && e.type === r.type)) continue;
    kept.push(r);
  }
}
