/**
 * Quantities in the text: millilitres (flow test), millimetres/centimetres
 * (particle size), seconds. A hand-written scanner, linear in the input: no
 * regular expression, so no backtracking on long digit runs.
 */
import { MEASURE_WORDS, type MeasureConcept } from '../lexicon/measure-words';
import { COUNTER_LED_WORDS, ORDINAL_COUNTERS } from '../lexicon/terms';
import { normalizedWordSet, type NormalizedText } from './normalize';
import { escapeRegExp } from '../../text/regex';
import { byStart } from '../../text/spans';

export type Unit = 'ml' | 'mm' | 's';

/** The normalised forms of one concept of MEASURE_WORDS, every language together, each once. */
function measureWords(concept: MeasureConcept): string[] {
  return [...normalizedWordSet(MEASURE_WORDS[concept])];
}
const unitsOf = (concept: MeasureConcept, unit: Unit, factor: number): [string, Unit, number][] =>
  measureWords(concept).map((w) => [w, unit, factor]);
export type Qualifier = 'lt' | 'gt' | 'approx' | null;

export interface Measure {
  /** Lower and upper value in the unit (mm for lengths); equal unless a range was written. */
  lo: number;
  hi: number;
  unit: Unit;
  qualifier: Qualifier;
  /** Span in the normalised text. */
  start: number;
  end: number;
  /** A lower bound that includes its value ("at least", "以上"): rule FLOW_BOUND_INCLUSIVE. */
  inclusive?: boolean;
  /** Written with a unit that names either mm or ml (colloquial ミリ, 밀리): read as mm unless the flow test is the context. */
  ambiguous?: boolean;
}

// Units, longest first so "ミリリットル" wins over "ミリ"; value = factor to the base unit.
const UNITS: [string, Unit, number][] = [
  ...unitsOf('ml', 'ml', 1),
  ...unitsOf('mm', 'mm', 1),
  ...unitsOf('cm', 'mm', 10),
  ...unitsOf('inch', 'mm', 25.4),
  ...unitsOf('seconds', 's', 1),
]
  .filter(([u], i, all) => all.findIndex(([v]) => v === u) === i)
  .sort((a, b) => b[0].length - a[0].length);

const RANGE_JOIN = [
  '-',
  '~',
  '〜',
  'to',
  // "between 1 and 4": and, und, y, e, et, dan, và, at, и, 和, และ
  'and',
  'und',
  'y',
  'e',
  'et',
  'dan',
  'và',
  'at',
  'и',
  '和',
  '与',
  'และ',
  'a',
  'hanggang',
  'sampai',
  'hingga',
  'den',
  'toi',
  'ถึง',
  '至',
  '到',
  'から',
  'or',
  'o',
  '或',
];

const JOINS = [...RANGE_JOIN, 'x', '×', '*'];
const JOIN_FIRST = new Set(JOINS.map((j) => j.charCodeAt(0)));
/** Code units a unit starts with, as a table indexed by code unit (tested at every position of the text). */
const UNIT_FIRST = new Uint8Array(65536);
for (const [u] of UNITS) UNIT_FIRST[u.charCodeAt(0)] = 1;

/** Katakana and CJK ideographs: the scripts of the units a Chinese numeral is glued to (三毫升, 三ミリ). */
function isKanaOrHan(c: number): boolean {
  return (c >= 0x30a0 && c <= 0x30ff) || (c >= 0x4e00 && c <= 0x9fff);
}
function hasKanaOrHan(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (isKanaOrHan(s.charCodeAt(i))) return true;
  return false;
}
/** The units written in those scripts, longest first (as in UNITS). */
const KANA_HAN_UNITS = UNITS.filter(([u]) => isKanaOrHan(u.charCodeAt(0)));

/** Anchored alternations over a short window: no nested quantifier, so no backtracking blow-up. */
function endsWithRe(list: string[]): RegExp {
  return new RegExp(`(?:^|[^a-z])(?:${list.map(escapeRegExp).join('|')}) ?$`);
}
/** An abbreviated unit's full stop may come first ("1 มล. หรือน้อยกว่า", "1 ml. or less"). */
function startsWithRe(list: string[]): RegExp {
  return new RegExp(`^\\.? ?(?:${list.map(escapeRegExp).join('|')})(?:$|[^a-z])`);
}
const LT_BEFORE_RE = endsWithRe(['<', '≤', '<=', ...measureWords('less_than')]);
const GT_BEFORE_RE = endsWithRe(['>', '≥', '>=', ...measureWords('more_than'), ...measureWords('at_least')]);
const INCLUSIVE_BEFORE_RE = endsWithRe(['≥', '>=', ...measureWords('at_least')]);
const INCLUSIVE_AFTER_RE = startsWithRe(measureWords('at_least_after'));
const APPROX_BEFORE_RE = endsWithRe(['~', ...measureWords('about')]);
const JUST_UNDER_RE = endsWithRe(measureWords('just_under'));
/** How far below its bound a quantity "just under" it lies (rule FLOW_JUST_UNDER): "just under 5 ml" is 4-5 ml. */
const JUST_UNDER_SPAN = 1;
const LT_AFTER_RE = startsWithRe(measureWords('less_than_after'));
const GT_AFTER_RE = startsWithRe([...measureWords('more_than_after'), ...measureWords('at_least_after')]);
const APPROX_AFTER_RE = startsWithRe(measureWords('about_after'));
/**
 * Spelled-out small numbers, as written before a unit ("two ml", "tres ml", "apat na ml",
 * "sisa tiga ml", "เหลือสามมล"). Folded forms (no diacritics), longest first.
 */
const NUMBER_WORDS: [string, number][] = measureWords('numbers')
  .map((w): [string, number] => [w.slice(0, w.indexOf('=')), Number(w.slice(w.indexOf('=') + 1))])
  .filter(([w], i, all) => all.findIndex(([v]) => v === w) === i)
  .sort((a, b) => b[0].length - a[0].length);
const HANGUL = /[\uac00-\ud7a3]/;
/** Last code unit of every number word: a cheap test before looking a number up. */
const NUMBER_WORD_LAST = new Set(NUMBER_WORDS.map(([w]) => w.charCodeAt(w.length - 1)));
/** Code points a Chinese numeral ends with (三, 十, 点, 半...). */
const CJK_NUMERAL_CHARS = new Set([...'零〇一二两三四五六七八九十点半'].map((c) => c.charCodeAt(0)));

const CN_DIGITS: Record<string, number> = {
  零: 0,
  〇: 0,
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}
function isLatinLetter(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0xc0 && c <= 0x24f) || (c >= 0x1e00 && c <= 0x1eff);
}

interface NumberToken {
  value: number;
  /** The upper end of a colloquial range ("两三" two or three). */
  hi?: number;
  start: number;
  end: number;
}

/** An ASCII number at i ("4", "1.5", "1,5"), or null. */
export function readNumber(exact: string, i: number): NumberToken | null {
  if (!isDigit(exact.charCodeAt(i))) return null;
  if (i > 0 && (isDigit(exact.charCodeAt(i - 1)) || exact[i - 1] === '.')) return null;
  let j = i;
  while (j < exact.length && isDigit(exact.charCodeAt(j))) j++;
  // cap absurd digit runs: a number longer than 6 digits is not a measurement
  if (j - i > 6) return { value: Number.POSITIVE_INFINITY, start: i, end: j };
  // the digits as an integer and a power of ten: the quotient of two exact integers is rounded once,
  // as Number("1.25") is, and no string is built per number
  let units = digitsValue(exact, i, j);
  let scale = 1;
  const sep = exact.charCodeAt(j);
  if ((sep === 0x2e || sep === 0x2c) && isDigit(exact.charCodeAt(j + 1))) {
    let k = j + 1;
    while (k < exact.length && isDigit(exact.charCodeAt(k))) k++;
    // "1,5" is a decimal comma; "1,500" (three digits) is a thousands separator: not a small measure anyway
    if (k - (j + 1) <= 2 || sep === 0x2e) {
      const last = Math.min(k, j + 4);
      for (let d = j + 1; d < last; d++) scale *= 10;
      units = units * scale + digitsValue(exact, j + 1, last);
      j = k;
    }
  }
  return { value: units / scale, start: i, end: j };
}

/** The ASCII digits of s[from, to) as an integer (at most 6 digits here: exact). */
function digitsValue(s: string, from: number, to: number): number {
  let v = 0;
  for (let d = from; d < to; d++) v = v * 10 + (s.charCodeAt(d) - 0x30);
  return v;
}

/** The fraction "b/c" at `i` (a denominator 2-16), or null. */
function readFraction(exact: string, i: number): NumberToken | null {
  const num = readNumber(exact, i);
  return num && fractionOf(exact, num);
}

/** The fraction whose numerator `num` is ("1/2"), or null. */
function fractionOf(exact: string, num: NumberToken): NumberToken | null {
  const i = num.start;
  if (exact.charCodeAt(num.end) !== 0x2f || !isDigit(exact.charCodeAt(num.end + 1))) return null;
  let j = num.end + 1;
  while (j < exact.length && isDigit(exact.charCodeAt(j))) j++;
  const den = Number(exact.slice(num.end + 1, j));
  if (den < 2 || den > 16 || Number.isInteger(num.value) === false) return null;
  return { value: num.value / den, start: i, end: j };
}

/** A quantity at `i`: a number, a fraction ("1/2") or a whole number and a fraction ("1 1/2", "1½"). */
function readQuantity(exact: string, i: number): NumberToken | null {
  const whole = readNumber(exact, i);
  if (!whole) return null;
  const fraction = fractionOf(exact, whole);
  if (fraction) return fraction;
  if (!Number.isInteger(whole.value) || exact.charCodeAt(whole.end) !== 0x20) return whole;
  const part = readFraction(exact, whole.end + 1);
  return part && part.value < 1 ? { value: whole.value + part.value, start: i, end: part.end } : whole;
}

/** A small Chinese numeral ending right before `end` (三, 十五, 一点五, 半). */
function readCjkNumberBefore(norm: string, end: number): NumberToken | null {
  let i = end;
  while (i > 0 && (norm[i - 1]! in CN_DIGITS || norm[i - 1] === '十' || norm[i - 1] === '点' || norm[i - 1] === '半')) i--;
  if (i === end || end - i > 5) return null;
  const s = norm.slice(i, end);
  const pair = adjacentPair(s);
  if (pair !== null) return { value: pair, hi: pair + 1, start: i, end };
  let value: number;
  if (s === '半') value = 0.5;
  else if (s.includes('点')) {
    const [a, b] = s.split('点');
    const ia = cjkInt(a ?? '');
    const ib = cjkInt(b ?? '');
    if (ia === null || ib === null) return null;
    value = Number(`${ia}.${ib}`);
  } else {
    const v = cjkInt(s);
    if (v === null) return null;
    value = v;
  }
  return { value, start: i, end };
}

/**
 * Rule CJK_ADJACENT_RANGE: two neighbouring numerals ("两三厘米", "三四毫米") say "two or three": a range,
 * whose upper end is the piece size that decides.
 */
function adjacentPair(s: string): number | null {
  if (s.length !== 2) return null;
  const a = CN_DIGITS[s[0]!];
  const b = CN_DIGITS[s[1]!];
  return a !== undefined && b === a + 1 && a > 0 ? a : null;
}

function cjkInt(s: string): number | null {
  if (!s) return null;
  if (s.includes('十')) {
    const [a, b] = s.split('十');
    const tens = a ? CN_DIGITS[a] : 1;
    const ones = b ? CN_DIGITS[b] : 0;
    if (tens === undefined || ones === undefined || (a && a.length > 1) || (b && b.length > 1)) return null;
    return tens * 10 + ones;
  }
  if (s.length !== 1) return null;
  return CN_DIGITS[s] ?? null;
}

function skipSpaces(s: string, i: number): number {
  while (i < s.length && s.charCodeAt(i) === 0x20) i++;
  return i;
}

const AMBIGUOUS_UNITS = new Set(['ミリ', '밀리']);

/** Units by first code unit, longest first (most positions of a text start no unit at all). */
const UNITS_BY_FIRST = new Map<number, [string, Unit, number][]>();
for (const entry of UNITS) {
  const c = entry[0].charCodeAt(0);
  const list = UNITS_BY_FIRST.get(c);
  if (list) list.push(entry);
  else UNITS_BY_FIRST.set(c, [entry]);
}

function readUnit(norm: string, i: number): { unit: Unit; factor: number; end: number; ambiguous: boolean } | null {
  const candidates = UNITS_BY_FIRST.get(norm.charCodeAt(i));
  if (candidates === undefined) return null;
  for (const [u, unit, factor] of candidates) {
    if (norm.startsWith(u, i)) {
      const end = i + u.length;
      // a Latin unit must end the word ("mm", not "mmm" or "sec" in "second-hand")
      if (isLatinLetter(u.charCodeAt(u.length - 1)) && end < norm.length && isLatinLetter(norm.charCodeAt(end))) continue;
      return { unit, factor, end, ambiguous: AMBIGUOUS_UNITS.has(u) };
    }
  }
  return null;
}

/** A description carries a handful of measurements; more than this is noise (and bounds the work). */
export const MAX_MEASURES = 24;

/** A number followed by a range or a dimension ("3-4", "3 to 4", "1.5 x 1.5"): its bounds and where it ends. */
interface Span {
  lo: number;
  hi: number;
  end: number;
}

/**
 * The second half of a range ("3-4", "3 to 4", "3~4") or dimensions ("1.5 x 1.5") written at `j`
 * after `first`, or null (the caller checked that a join can start at `j`).
 */
function readRangeAt(t: NormalizedText, first: NumberToken, j: number): Span | null {
  const { norm, exact } = t;
  for (const join of JOINS) {
    if (!exact.startsWith(join, j)) continue;
    const second = readNumber(exact, skipSpaces(exact, j + join.length));
    const after = norm[j + join.length] ?? ' ';
    // a word join ("to", "a") must end its word: "3 tomatoes" is no range
    if (!second || !(join.length === 1 || /[^a-z]/.test(after))) continue;
    const end = skipSpaces(exact, second.end);
    // dimensions: the larger side is the piece size
    if (join === 'x' || join === '×' || join === '*') {
      const side = Math.max(first.value, second.value);
      return { lo: side, hi: side, end };
    }
    return { lo: Math.min(first.value, second.value), hi: Math.max(first.value, second.value), end };
  }
  return null;
}

/** Words that say a bare number is what stayed in the syringe ("2 left", "4 remained", "2 übrig"). */
const RESIDUE_AFTER_RE = /^(?:left|remained|remaining|remains|stayed|ubrig|uebrig|blieben)(?![a-z])/;
/** The text measures in ml somewhere ("10ml in", "10 ml syringe"). */
const STATES_ML_RE = /\d\s?ml(?![a-z])/;
/** The syringe or the flow test named: a residue heading is the flow test's. */
const FLOW_CONTEXT_RE = /syringe|flow ?test|iddsi flow/;
/**
 * A form's heading that names the residue in ml before its number ("ml left in syringe: >8", "ml remaining = 3",
 * an app's "remaining_ml=<1", "residue (ml): 3").
 */
const ML_RESIDUE_HEADING_RE =
  /(?:^|[^a-z])(?:ml (?:left|remaining|remained)|(?:left|remaining|residue|residual) (?:ml|\(ml\)|in ml))(?: in (?:the )?syringe)?(?: after 10 ?s(?:ec)?)? ?[:=]? ?(?:[<>≤≥~]|about |approx |less than |under |below |more than |over )?$/;

/**
 * Rule FLOW_BARE_RESIDUE: in a text that measures in ml, a bare number before a residue word ("10ml in,
 * 2 left", "zwischen 1 und 4 übrig") is the residue in ml, so the fill volume is not read as what stayed;
 * so is a bare number after a heading that names the residue in ml ("ml left in syringe: >8").
 */
function impliedResidue(norm: string, start: number, j: number): { unit: Unit; factor: number; end: number; ambiguous: boolean } | null {
  // a fluid chart has "ml left" too: only beside the syringe or the flow test is it a residue
  if (ML_RESIDUE_HEADING_RE.test(norm.slice(Math.max(0, start - 40), start)) && FLOW_CONTEXT_RE.test(norm))
    return { unit: 'ml', factor: 1, end: j, ambiguous: false };
  if (!RESIDUE_AFTER_RE.test(norm.slice(j, j + 12)) || !STATES_ML_RE.test(norm)) return null;
  let end = j;
  while (end > 0 && norm[end - 1] === ' ') end--;
  return { unit: 'ml', factor: 1, end, ambiguous: false };
}

/** How far apart two residue bounds may be written and still bound one residue ("<8 ml but definitely >4"). */
const PAIR_REACH = 40;
const isBound = (m: Measure) => m.unit === 'ml' && (m.qualifier === 'lt' || m.qualifier === 'gt');

/**
 * Rule FLOW_BOUNDS_MAKE_RANGE: a bare number right after a comparator, just after a residue bound in ml ("not
 * more than 8 ml left but definitely more than 4"), is the other bound of that residue: it shares the unit.
 */
function boundUnit(norm: string, out: readonly Measure[], start: number, end: number): ReturnType<typeof impliedResidue> {
  const last = out[out.length - 1];
  if (!last || !isBound(last) || start - last.end > PAIR_REACH) return null;
  const before = norm.slice(Math.max(0, start - 24), start);
  if (!LT_BEFORE_RE.test(before) && !GT_BEFORE_RE.test(before)) return null;
  return { unit: 'ml', factor: 1, end, ambiguous: false };
}

/** Rule FLOW_BOUNDS_MAKE_RANGE: an upper and a lower bound of one residue are the range between them (4-8 ml). */
function pairBounds(ms: Measure[]): Measure[] {
  const out: Measure[] = [];
  for (let i = 0; i < ms.length; i++) {
    const a = ms[i]!;
    const b = ms[i + 1];
    if (b && isBound(a) && isBound(b) && a.qualifier !== b.qualifier && b.start - a.end <= PAIR_REACH) {
      const lo = a.qualifier === 'gt' ? a.lo : b.lo;
      const hi = a.qualifier === 'lt' ? a.hi : b.hi;
      if (lo < hi) {
        out.push({ lo, hi, unit: 'ml', qualifier: null, start: a.start, end: b.end });
        i++;
        continue;
      }
    }
    out.push(a);
  }
  return out;
}

/** Numbers written in digits (or read by readNumber), with an optional range, before a unit. */
function readDigitMeasures(t: NormalizedText, out: Measure[]): void {
  const { norm, exact } = t;
  for (let i = 0; i < exact.length && out.length < MAX_MEASURES; i++) {
    // every quantity starts with a digit: the other positions need no call
    if (!isDigit(exact.charCodeAt(i))) continue;
    const first = readQuantity(exact, i);
    if (!first) continue;
    let j = skipSpaces(exact, first.end);
    const range = JOIN_FIRST.has(exact.charCodeAt(j)) ? readRangeAt(t, first, j) : null;
    if (range) j = range.end;
    const lo = range ? range.lo : first.value;
    const hi = range ? range.hi : first.value;
    // "1,5-cm-Würfel", "2-mm pieces": a hyphen may join a number to its unit
    const unit =
      readUnit(norm, j) ??
      (exact[j] === '-' ? readUnit(norm, j + 1) : null) ??
      impliedResidue(norm, first.start, j) ??
      boundUnit(norm, out, first.start, first.end);
    i = first.end - 1;
    if (!unit || !Number.isFinite(hi)) continue;
    const ms = finish(t, lo * unit.factor, hi * unit.factor, unit.unit, first.start, unit.end);
    if (unit.ambiguous) ms.ambiguous = true;
    out.push(ms);
    i = unit.end - 1;
  }
}

/** Can a spelled-out number end right before the unit that can start at `i`? (Cheap checks first.) */
function mayFollowNumberWord(norm: string, i: number): boolean {
  const prev = norm.charCodeAt(i - 1);
  // a Latin unit starts a word; a Thai or Hangul unit may be glued to its number
  if (isLatinLetter(norm.charCodeAt(i)) && isLatinLetter(prev)) return false;
  // digits are read by readDigitMeasures; Chinese numerals before a CJK or kana unit by readCjkMeasures
  if (isDigit(prev) || isKanaOrHan(norm.charCodeAt(i))) return false;
  // the character before the unit (spaces skipped) must be able to end a number
  let b = i;
  while (b > 0 && norm.charCodeAt(b - 1) === 0x20) b--;
  const last = norm.charCodeAt(b - 1);
  return NUMBER_WORD_LAST.has(last) || CJK_NUMERAL_CHARS.has(last);
}

/** Spelled-out numbers right before a unit ("two ml", "tres ml", "สามมล", "세 밀리"). */
function readWordMeasures(t: NormalizedText, out: Measure[]): void {
  const norm = t.norm;
  for (let i = 1; i < norm.length && out.length < MAX_MEASURES; i++) {
    // most characters start no unit: that check first, inline
    if (!UNIT_FIRST[norm.charCodeAt(i)] || !mayFollowNumberWord(norm, i)) continue;
    const unit = readUnit(norm, i);
    if (!unit || unit.unit === 's') continue;
    const n = readWordNumberBefore(norm, i) ?? readCjkNumberBefore(norm, i);
    if (!n) continue;
    const ms = finish(t, n.value * unit.factor, n.value * unit.factor, unit.unit, n.start, unit.end);
    if (unit.ambiguous) ms.ambiguous = true;
    out.push(ms);
    i = unit.end - 1;
  }
}

/**
 * Chinese numerals directly before a CJK unit (三毫升, 十五毫米, 一点五厘米, 三ミリ): only a text with
 * kana or ideographs can hold one.
 */
function readCjkMeasures(t: NormalizedText, out: Measure[]): void {
  const norm = t.norm;
  if (!hasKanaOrHan(norm)) return;
  for (const [u, unit, factor] of KANA_HAN_UNITS) {
    let from = 0;
    for (let found = 0; found < MAX_MEASURES; found++) {
      const at = norm.indexOf(u, from);
      if (at < 0) break;
      from = at + u.length;
      // "ミリ" inside "ミリリットル": the longest unit at this place is the one written
      const written = readUnit(norm, at);
      if (written && written.end !== at + u.length) continue;
      const n = readCjkNumberBefore(norm, at);
      if (!n) continue;
      const ms = finish(t, n.value * factor, (n.hi ?? n.value) * factor, unit, n.start, at + u.length);
      if (AMBIGUOUS_UNITS.has(u)) ms.ambiguous = true;
      out.push(ms);
    }
  }
}

/**
 * Every quantity with a unit, in text order (at most MAX_MEASURES of each kind of number): digits,
 * then spelled-out numbers, then Chinese numerals glued to a CJK unit.
 */
export function scanMeasures(t: NormalizedText): Measure[] {
  const out: Measure[] = [];
  readDigitMeasures(t, out);
  if (out.length < MAX_MEASURES) readWordMeasures(t, out);
  readCjkMeasures(t, out);
  return pairBounds(byStart(out));
}

/** A spelled-out number ("three", "tres", "สาม") or a Chinese numeral (三, 十五) ending right before `at`. */
export function spelledNumberBefore(norm: string, at: number): number | null {
  return (readWordNumberBefore(norm, at) ?? readCjkNumberBefore(norm, at))?.value ?? null;
}

/** A spelled-out number ending right before `at` (spaces allowed between), or null. */
function readWordNumberBefore(norm: string, at: number): NumberToken | null {
  let j = at;
  while (j > 0 && norm.charCodeAt(j - 1) === 0x20) j--;
  const spaced = j < at;
  for (const [w, v] of NUMBER_WORDS) {
    const s = j - w.length;
    if (s < 0 || !norm.startsWith(w, s)) continue;
    const latin = isLatinLetter(w.charCodeAt(0));
    if (latin && s > 0 && isLatinLetter(norm.charCodeAt(s - 1))) continue;
    // one-syllable Korean numbers are also particles (이, 오, 한...): only when glued to the unit
    if (HANGUL.test(w) && w.length === 1 && (spaced || (s > 0 && HANGUL.test(norm[s - 1]!)))) continue;
    // Thai has no spaces: the number must not be the tail of a longer word it happens to end
    return { value: v, start: s, end: j };
  }
  return null;
}

/** Negation words that turn a lower bound into an upper one ("no lumps bigger than 4 mm" is at most 4 mm). */
const NEGATED_BOUND_RE = new RegExp(
  `(?:^|[^a-z])(?:${['no', 'not', 'none', 'nothing', 'without', 'sin', 'ningun', 'ninguna', 'sans', 'aucun', 'aucune', 'pas de', 'keine', 'kein', 'nessun', 'nessuna', 'senza', 'nenhum', 'nenhuma', 'sem', 'tidak ada', 'tanpa', 'walang', 'khong co', 'нет', 'без', '没有', '冇', '无', 'ไม่มี'].map(escapeRegExp).join('|')})(?:$|[^a-z])`,
);
const CLAUSE_END_RE = /[,;:.!?，。；：]/;

/** The clause of the text before a number (the window cut at its last punctuation). */
function clauseBefore(before: string): string {
  for (let i = before.length - 1; i >= 0; i--) if (CLAUSE_END_RE.test(before[i]!)) return before.slice(i + 1);
  return before;
}

/** How far after a unit a comparator may run ("or a little less"). */
const AFTER_REACH = 20;

function finish(t: NormalizedText, lo: number, hi: number, unit: Unit, start: number, end: number): Measure {
  // the regexes run only where a comparator could end right before the number or start right after the unit
  const before = mayEndComparator(t.norm, start) ? t.norm.slice(Math.max(0, start - 24), start) : '';
  const after = mayStartComparator(t.norm, end) ? t.norm.slice(end, end + AFTER_REACH) : '';
  let qualifier: Qualifier = null;
  // "no less than 8 ml" ends with "less than": the inclusive lower bound is read first
  if (before && INCLUSIVE_BEFORE_RE.test(before)) return { lo, hi, unit, qualifier: 'gt', start, end, inclusive: true };
  // rule FLOW_JUST_UNDER: "just under 5 ml", "casi 5 ml": a little below the bound, read before "under" alone
  if (before && JUST_UNDER_RE.test(before)) return { lo: Math.max(0, lo - JUST_UNDER_SPAN), hi: lo, unit, qualifier: 'approx', start, end };
  if ((before && LT_BEFORE_RE.test(before)) || (after && LT_AFTER_RE.test(after))) qualifier = 'lt';
  else if (before && GT_BEFORE_RE.test(before)) qualifier = NEGATED_BOUND_RE.test(clauseBefore(before)) ? 'lt' : 'gt';
  else if (after && GT_AFTER_RE.test(after)) qualifier = 'gt';
  else if ((before && APPROX_BEFORE_RE.test(before)) || (after && APPROX_AFTER_RE.test(after))) qualifier = 'approx';
  const m: Measure = { lo, hi, unit, qualifier, start, end };
  if (qualifier === 'gt' && after && INCLUSIVE_AFTER_RE.test(after)) m.inclusive = true;
  return m;
}

/** Last code units of the comparators written before a number, first ones of those written after a unit. */
const BEFORE_LAST = new Set(
  [
    '<',
    '≤',
    '<=',
    '>',
    '≥',
    '>=',
    '~',
    ...measureWords('less_than'),
    ...measureWords('more_than'),
    ...measureWords('at_least'),
    ...measureWords('about'),
    ...measureWords('just_under'),
  ].map((w) => w.charCodeAt(w.length - 1)),
);
const AFTER_FIRST = new Set(
  [
    ...measureWords('less_than_after'),
    ...measureWords('more_than_after'),
    ...measureWords('at_least_after'),
    ...measureWords('about_after'),
  ].map((w) => w.charCodeAt(0)),
);

/** The text right before `start` (one space skipped) ends as a comparator may. */
function mayEndComparator(norm: string, start: number): boolean {
  let i = start - 1;
  if (norm[i] === ' ') i--;
  return i >= 0 && BEFORE_LAST.has(norm.charCodeAt(i));
}

/** The text right after `end` (one space skipped) starts as a comparator may. */
function mayStartComparator(norm: string, end: number): boolean {
  let i = end;
  if (norm[i] === '.') i++;
  if (norm[i] === ' ') i++;
  return i < norm.length && AFTER_FIRST.has(norm.charCodeAt(i));
}

/** Rule ORDINAL_NOT_LEVEL: the counters of ORDINAL_COUNTERS, longest first. */
const ORDINALS: readonly string[] = [...normalizedWordSet(ORDINAL_COUNTERS)].sort((a, b) => b.length - a.length);
/** Rule ORDINAL_NOT_LEVEL: words that start with a counter ("食物", "餐單", "口感"): the counter is not a whole token. */
const COUNTER_LED: readonly string[] = [...normalizedWordSet(COUNTER_LED_WORDS)];

/**
 * After "第N", a counter follows the number ("第一次", "第三天", "第3回"): an ordinal of times or days, not a level.
 * Only a number introduced by 第 (the keyword read before `i`, or skipped from `i` to the number at `j`) is read
 * so: "Level 6 食物", "レベル4食事" state a level.
 */
function countsOrdinal(t: NormalizedText, i: number, j: number, end: number): boolean {
  if (!t.norm.slice(Math.max(0, i - 1), j).includes('第')) return false;
  const k = skipSpaces(t.exact, end);
  if (COUNTER_LED.some((w) => t.norm.startsWith(w, k))) return false;
  return ORDINALS.some((c) => t.norm.startsWith(c, k));
}

/** A level number 0-7 right after `i` (skipping spaces, ':', '#', 'iddsi'...), or null. */
export function readLevelAfter(t: NormalizedText, i: number): { level: number; hi: number; end: number } | null {
  const { norm, exact } = t;
  let j = i;
  for (let guard = 0; guard < 4; guard++) {
    j = skipSpaces(exact, j);
    const c = norm[j];
    if (c === ':' || c === '#' || c === '=' || c === '.' || c === '(' || c === '第') {
      j++;
      continue;
    }
    const word = /^(iddsi|level|nivel|niveau|no|nr|number|numero|so|thu|ที่|antas|tingkat|lebel)(?![a-z])/.exec(norm.slice(j, j + 8));
    if (word) {
      j += word[0].length;
      continue;
    }
    break;
  }
  const n = readNumber(exact, j);
  let value: number | null = null;
  let end = j;
  if (n) {
    value = n.value;
    end = n.end;
  } else {
    const c = norm[j] ?? '';
    if (c in CN_DIGITS || c === '十') {
      value = CN_DIGITS[c] ?? null;
      end = j + 1;
    }
  }
  if (value === null || !Number.isInteger(value) || value < 0 || value > 7) return null;
  // "level 4 mm" or "level 45" are not level statements
  const rest = norm.slice(end, end + 3);
  if (/^\s?(ml|mm|cm|%|g\b|kg|毫|厘)/.test(rest)) return null;
  if (countsOrdinal(t, i, j, end)) return null;
  let hi = value;
  const k = skipSpaces(exact, end);
  let joinLen = 0;
  if (norm[k] === '/' || exact[k] === '-' || norm[k] === '~') joinLen = 1;
  else if (norm.startsWith('to ', k) || norm.startsWith('or ', k)) joinLen = 2;
  if (joinLen > 0) {
    const m = skipSpaces(exact, k + joinLen);
    const c2 = norm.charCodeAt(m);
    if (c2 >= 0x30 && c2 <= 0x37 && !isDigit(norm.charCodeAt(m + 1)) && !/^\s?(ml|mm|cm)/.test(norm.slice(m + 1, m + 4))) {
      const second = c2 - 0x30;
      hi = Math.max(value, second);
      value = Math.min(value, second);
      end = m + 1;
    }
  }
  return { level: value, hi, end };
}

/** A level number right before position `i` ("4级", "四級", "4단계"). */
export function readLevelBefore(t: NormalizedText, i: number): { level: number; start: number } | null {
  const { norm } = t;
  let j = i;
  while (j > 0 && norm[j - 1] === ' ') j--;
  const c = norm[j - 1];
  if (c === undefined) return null;
  let value: number | undefined;
  if (isDigit(c.charCodeAt(0))) {
    if (j >= 2 && (isDigit(norm.charCodeAt(j - 2)) || norm[j - 2] === '.')) return null;
    value = Number(c);
  } else value = CN_DIGITS[c];
  if (value === undefined || value > 7) return null;
  return { level: value, start: j - 1 };
}
