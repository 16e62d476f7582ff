/**
 * Text normalisation for the symptom matcher. One pass turns the input into a
 * comparable form and keeps, for every normalised character, the offset of the
 * source character it came from, so findings can quote the user's own words.
 *
 * - compatibility forms are folded (NFKC: full-width letters, half-width kana,
 *   decomposed Vietnamese diacritics), case is folded;
 * - Traditional Chinese characters are folded to their Simplified form (the
 *   table the IDDSI text engine also uses, shared/text/hanzi.ts), so one
 *   lexicon entry serves both scripts;
 * - every run of digits (with an optional decimal part) becomes '#', so the
 *   lexicon can say "lost # kg";
 * - runs of blanks collapse to one space; line breaks become '\n'.
 */

import { toSimplifiedCode } from '../text/hanzi';

export interface NormalizedText {
  /** The normalised text the matcher reads. */
  text: string;
  /** For each index of `text`, the index in the source string; one extra sentinel at the end. */
  map: Int32Array;
  /** The code units of `text` with a 0 after the last (what codeUnits() gives), read without a second pass. */
  units: Uint16Array;
  source: string;
}

/** Latin letters (incl. Vietnamese), digits and combining marks: the characters words are made of. */
export function isWordCode(c: number): boolean {
  return (
    (c >= 97 && c <= 122) ||
    (c >= 65 && c <= 90) ||
    (c >= 48 && c <= 57) ||
    c === 35 /* '#' stands for a number */ ||
    (c >= 0xc0 && c <= 0x24f && c !== 0xd7 && c !== 0xf7) ||
    (c >= 0x300 && c <= 0x36f) ||
    (c >= 0x1e00 && c <= 0x1eff)
  );
}

const isDigit = (c: number) => c >= 48 && c <= 57;

/**
 * `s.charCodeAt(i)`, called through the prototype. The text loops see strings
 * of many internal representations (lexicon literals and slices at load,
 * JSON-parsed and trimmed bodies, decoded text); `s.charCodeAt` read off all of
 * them becomes a megamorphic lookup V8 cannot inline, several times slower per
 * character. Spelt out in full, the callee is a constant to the compiler
 * (a module variable holding it would not be, once bundled). Loops read
 * `s.length` once, for the same reason.
 */
export function unitAt(s: string, i: number): number {
  return String.prototype.charCodeAt.call(s, i);
}

/**
 * The code units of `text` with a 0 after the last: the scan and the clause split read them by index instead of
 * calling unitAt() for every character from another module (a call the bench's loader does not inline).
 */
export function codeUnits(text: string): Uint16Array {
  const n = text.length;
  const codes = new Uint16Array(n + 1);
  for (let i = 0; i < n; i++) codes[i] = unitAt(text, i);
  return codes;
}

function isCombining(c: number): boolean {
  if (c < 0x300) return false;
  return (
    c <= 0x36f ||
    c === 0xff9e ||
    c === 0xff9f ||
    c === 0x3099 ||
    c === 0x309a ||
    (c >= 0x1ab0 && c <= 0x1aff) ||
    (c >= 0x1dc0 && c <= 0x1dff) ||
    (c >= 0x20d0 && c <= 0x20ff) ||
    (c >= 0xfe20 && c <= 0xfe2f)
  );
}

/** 1 for the combining marks of isCombining, as a table: the pass reads it after every character. */
const COMBINING = new Uint8Array(65536);
for (let c = 0x300; c < 65536; c++) COMBINING[c] = isCombining(c) ? 1 : 0;

function isBlank(c: number): boolean {
  return (
    c === 32 ||
    c === 9 ||
    c === 0xa0 ||
    c === 0x3000 ||
    c === 0x200b ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0xfeff
  );
}

function isLineBreak(c: number): boolean {
  return c === 10 || c === 13 || c === 0x2028 || c === 0x2029 || c === 0x85;
}

/** Apostrophes and dashes that people type in several shapes. */
const PUNCT_FOLD = new Map<number, string>([
  [0x2019, "'"],
  [0x2018, "'"],
  [0x02bc, "'"],
  [0x2010, '-'],
  [0x2011, '-'],
  [0x2012, '-'],
  [0x2013, '-'],
  [0x2014, '-'],
  [0x201c, '"'],
  [0x201d, '"'],
]);

const UTF16 = new TextDecoder('utf-16le');

/**
 * Scratch buffers of normalizeWith(): the output code units and, per unit,
 * its source offset (one more for the sentinel). Grown on demand, never shrunk.
 */
let scratchUnits = new Uint16Array(4096);
let scratchOffsets = new Int32Array(4097);

/** Grows the scratch buffers to at least `needed` units, keeping the first `keep`. */
function growScratch(needed: number, keep: number): void {
  const cap = needed * 2 + 16;
  const units = new Uint16Array(cap);
  units.set(scratchUnits.subarray(0, keep));
  const offsets = new Int32Array(cap + 1);
  offsets.set(scratchOffsets.subarray(0, keep));
  scratchUnits = units;
  scratchOffsets = offsets;
}

/**
 * Charting puts a complaint in quotes ("c/o food 'sticking' in throat"). A quote mark is
 * read as a blank so the quoted words match as told; a single quote between two letters ("can't") stays an
 * apostrophe.
 */
const QUOTE_MARKS = [0x22, 0x27, 0x2018, 0x2019, 0x02bc, 0x201c, 0x201d, 0xab, 0xbb];
const SINGLE_QUOTES = new Set([0x27, 0x2018, 0x2019, 0x02bc]);

/**
 * The folded code unit of every BMP character that maps one-to-one and needs
 * no special handling (ASCII letters and punctuation, precomposed Latin and
 * Vietnamese letters, Thai, kana, Han after the Traditional fold, Hangul),
 * computed once at load. 0 means "take the slow path": digits, blanks, line
 * breaks, combining marks, surrogates and compatibility characters.
 */
const FAST = new Uint16Array(65536);
(function buildFastTable() {
  for (let c = 0x21; c < 0x80; c++) {
    if (isDigit(c)) continue;
    FAST[c] = c >= 65 && c <= 90 ? c + 32 : c;
  }
  const latin = (from: number, to: number) => {
    for (let c = from; c <= to; c++) {
      const f = String.fromCharCode(c).normalize('NFKC').toLowerCase();
      if (f.length === 1 && !isBlank(f.charCodeAt(0)) && !isCombining(c)) FAST[c] = f.charCodeAt(0);
    }
  };
  latin(0xa1, 0x24f);
  latin(0x1e00, 0x1eff);
  for (const [c, f] of PUNCT_FOLD) FAST[c] = f.charCodeAt(0);
  for (let c = 0x0e00; c <= 0x0e7f; c++) FAST[c] = c;
  for (let c = 0x3040; c <= 0x30ff; c++) if (c !== 0x3099 && c !== 0x309a && c !== 0x309b && c !== 0x309c) FAST[c] = c;
  for (let c = 0x4e00; c <= 0x9fff; c++) FAST[c] = toSimplifiedCode(c);
  for (let c = 0xac00; c <= 0xd7a3; c++) FAST[c] = c;
  // Full-width ASCII (，：！？ and letters), except digits, which become '#' on the slow path.
  for (let c = 0xff01; c <= 0xff5e; c++) {
    const a = c - 0xfee0;
    if (!isDigit(a)) FAST[c] = a >= 65 && a <= 90 ? a + 32 : a;
  }
  FAST[0x3001] = 0x3001; // 、
  FAST[0x3002] = 0x3002; // 。
  // Quote marks take the slow path, which tells a quote from an apostrophe (quoteFold).
  for (const c of QUOTE_MARKS) FAST[c] = 0;
})();

/** 0 when `c` is not a quote mark, 32 when it is read as a blank, 39 when it is an apostrophe. */
function quoteFold(source: string, i: number, c: number, len: number): number {
  if (!QUOTE_MARKS.includes(c)) return 0;
  if (!SINGLE_QUOTES.has(c) || len === 0) return 32;
  return isWordCode(scratchUnits[len - 1]!) && i + 1 < source.length && isWordCode(unitAt(source, i + 1)) ? 39 : 32;
}

/**
 * Normalise `source` for matching. Linear in the input; `normalize()` is only
 * called for the rare characters outside the fast table.
 */
export function normalize(source: string): NormalizedText {
  return normalizeWith(source, true);
}

/**
 * Like normalize(), but `map` is a view of a scratch buffer, valid until the
 * next normalisation: for callers done with it before they normalise again
 * (the analyser, lexicon terms). Saves allocating the offsets per call.
 */
export function normalizeTransient(source: string): NormalizedText {
  return normalizeWith(source, false);
}

function normalizeWith(source: string, ownMap: boolean): NormalizedText {
  const n = source.length;
  // Invariant: room for (units emitted) + (source units left). Every path but NFKC emits at most
  // one unit per source unit it reads, so only an NFKC expansion can need more room.
  if (scratchUnits.length < n + 1) growScratch(n + 1, 0);
  let len = 0;
  // Whether the output differs from the source; when it does not, the source string is the text.
  let changed = false;
  let i = 0;
  while (i < n) {
    const c = unitAt(source, i);
    // Hot path: a character that folds to one code unit, not followed by a combining mark.
    const fast = FAST[c]!;
    if (fast !== 0 && (i + 1 >= n || COMBINING[unitAt(source, i + 1)] === 0)) {
      if (fast !== c) changed = true;
      scratchUnits[len] = fast;
      scratchOffsets[len++] = i;
      i++;
      continue;
    }
    const start = i;
    const quote = quoteFold(source, i, c, len);
    if (quote === 39) {
      changed = true;
      scratchUnits[len] = 39;
      scratchOffsets[len++] = i++;
      continue;
    }
    if (c === 32 || isBlank(c) || quote === 32) {
      // Runs of blanks become one space, and none leads.
      i++;
      if (afterBlank(len)) changed = true;
      else {
        if (c !== 32) changed = true;
        scratchUnits[len] = 32;
        scratchOffsets[len++] = start;
      }
      continue;
    }
    changed = true;
    if (isDigit(c)) {
      // A number, with an optional decimal part, becomes one '#'.
      i = numberEnd(source, i);
      scratchUnits[len] = 35;
      scratchOffsets[len++] = start;
    } else if (isLineBreak(c)) {
      i += c === 13 && unitAt(source, i + 1) === 10 ? 2 : 1; // CRLF is one break
      // A break replaces the space before it.
      if (len > 0 && scratchUnits[len - 1] === 32) scratchUnits[len - 1] = 10;
      else {
        scratchUnits[len] = 10;
        scratchOffsets[len++] = start;
      }
    } else {
      // One base character (a full code point) plus any combining marks after it, through NFKC.
      const cp = source.codePointAt(i)!;
      i += cp > 0xffff ? 2 : 1;
      while (i < n && isCombining(unitAt(source, i))) i++;
      len = emitPiece(source.slice(start, i).normalize('NFKC').toLowerCase(), start, len, n - i);
    }
  }
  if (len > 0 && scratchUnits[len - 1] === 32) {
    len--;
    changed = true;
  }
  scratchOffsets[len] = n;
  // Unchanged means every unit was copied in place, so the output is the source itself.
  const text = changed ? UTF16.decode(scratchUnits.subarray(0, len)) : source;
  if (scratchUnits.length < len + 1) growScratch(len + 1, len);
  scratchUnits[len] = 0;
  const units = ownMap ? scratchUnits.slice(0, len + 1) : scratchUnits.subarray(0, len + 1);
  return { text, map: ownMap ? scratchOffsets.slice(0, len + 1) : scratchOffsets.subarray(0, len + 1), units, source };
}

/** Whether the output so far is empty or ends in a blank or a break (a blank then adds nothing). */
function afterBlank(len: number): boolean {
  if (len === 0) return true;
  const last = scratchUnits[len - 1];
  return last === 32 || last === 10;
}

/** The end of the number that starts at `i`, with an optional decimal part ("1.5", "2,5"). */
function numberEnd(source: string, i: number): number {
  const n = source.length;
  i++;
  while (i < n && isDigit(unitAt(source, i))) i++;
  if (i + 1 < n && (unitAt(source, i) === 46 || unitAt(source, i) === 44) && isDigit(unitAt(source, i + 1))) {
    i += 2;
    while (i < n && isDigit(unitAt(source, i))) i++;
  }
  return i;
}

/**
 * Emits an NFKC piece read from source offset `start` after `len` units
 * (`left` source units still to come); returns the new length. The piece may
 * hold Han characters to fold, blanks (U+3000 -> ' ') or apostrophe variants.
 */
function emitPiece(piece: string, start: number, len: number, left: number): number {
  if (len + piece.length + left > scratchUnits.length) growScratch(len + piece.length + left, len);
  for (let k = 0; k < piece.length; k++) {
    const u = piece.charCodeAt(k);
    if (isBlank(u)) {
      if (!afterBlank(len)) {
        scratchUnits[len] = 32;
        scratchOffsets[len++] = start;
      }
      continue;
    }
    const f = FAST[u]!;
    scratchUnits[len] = f !== 0 && !isDigit(u) ? f : u;
    scratchOffsets[len++] = start;
  }
  return len;
}

/** The source text behind the normalised range [start, end). */
export function sourceSlice(norm: NormalizedText, start: number, end: number): string {
  const from = norm.map[start] ?? norm.source.length;
  // The end of the range is where the next normalised character starts.
  const to = norm.map[end] ?? norm.source.length;
  return norm.source.slice(from, Math.max(from, to)).trim();
}

/**
 * `term` without acute accents and diaeresis (á é í ó ú ü -> a e i o u u; ñ
 * is a letter of its own and stays), for accent-optional lexicons.
 */
export function stripAccents(term: string): string {
  let ascii = true;
  for (let i = 0; i < term.length && ascii; i++) ascii = term.charCodeAt(i) < 0x80;
  return ascii
    ? term
    : term
        .normalize('NFD')
        .replace(/[\u0301\u0308]/g, '')
        .normalize('NFC');
}

/** Normalise a lexicon term exactly like input text (terms never hold digits except through '#'). */
export function normalizeTerm(term: string): string {
  return normalizeTransient(term).text;
}

/**
 * Vietnamese typed without diacritics ("ho khi an", "sac nuoc") is common on
 * phones and keyboards without a Vietnamese layout. For such text the screen
 * folds the marks away from the text and from the Vietnamese terms, so one
 * term list serves both spellings. Folding is one code unit to one, so the
 * offsets back to the source stay valid.
 *
 * Folding is not applied to text written with diacritics, where the marks
 * tell words apart ("họ" they / "ho" cough, "sốt" fever / "sót" left over).
 */
const LATIN_FOLD = new Uint16Array(0x1f00);
(function buildLatinFold() {
  const fold = (c: number) => {
    const base = String.fromCharCode(c).normalize('NFD').charCodeAt(0);
    if (base >= 97 && base <= 122) LATIN_FOLD[c] = base;
  };
  for (let c = 0xe0; c <= 0x24f; c++) fold(c);
  for (let c = 0x1e00; c <= 0x1eff; c++) fold(c);
  LATIN_FOLD[0x111] = 100; // đ -> d (no decomposition)
})();

/** `text` (already normalised, lower case) with Latin diacritics removed, unit for unit. */
export function foldVietnamese(text: string): string {
  let out: string[] | undefined;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = unitAt(text, i);
    const f = c < 0x1f00 ? LATIN_FOLD[c]! : 0;
    if (f !== 0) {
      out ??= [...text.slice(0, i)];
      out.push(String.fromCharCode(f));
    } else if (out) {
      out.push(text[i]!);
    }
  }
  return out ? out.join('') : text;
}

/**
 * Frequent Vietnamese words as they look without marks, chosen so that none
 * is a common word in the other Latin-script languages of the screen
 * (English, Spanish, Tagalog, Indonesian). Kept as base-27 codes of their
 * letters, so a word is looked up without building a string.
 */
const VI_MARKER_WORDS = (
  'khong khi duoc uong nuoc nuot nguoi cua nhung nhieu hoac mot roi thuoc nghen sac bi ong cu chau thi cung nhu voi sau truoc ' +
  'trong tren duoi benh viem phoi sot dom giong kho cho bao gio ngay thang tuan khan ngam nghet ngat sut giam ky hon duong nhap ' +
  'vien xuong nhe mieng co lau cham chua nen phai vuong mac tho nghe bu ngu ngoai quy thuong binh dau kham xong tieng mui chan vao gia'
).split(' ');
const VI_MARKERS: ReadonlySet<number> = new Set(
  VI_MARKER_WORDS.map((w) => {
    let code = 0;
    for (let i = 0; i < w.length; i++) code = code * 27 + (w.charCodeAt(i) - 96);
    return code;
  }),
);

/** How many Latin words the detector reads: a sample is enough to tell the language. */
const VI_SAMPLE_WORDS = 80;
/** Longest word worth checking (a Vietnamese syllable without marks has at most seven letters: "nghieng"). */
const VI_MAX_SYLLABLE = 7;

const VI_CONSONANT = new Uint8Array(128);
for (const ch of 'bcdghklmnprstvx') VI_CONSONANT[ch.charCodeAt(0)] = 1;
const VI_VOWEL = new Uint8Array(128);
for (const ch of 'aeiouy') VI_VOWEL[ch.charCodeAt(0)] = 1;

/** Whether the folded letters w[0..n) form one Vietnamese syllable: initial, one to three vowels, a permitted final. */
function isViSyllable(w: Uint16Array, n: number): boolean {
  let i = 0;
  const c0 = w[0]!;
  const c1 = n > 1 ? w[1]! : 0;
  const c2 = n > 2 ? w[2]! : 0;
  if (c0 === 110 /* n */ && c1 === 103 /* g */ && c2 === 104 /* h */) i = 3;
  else if (
    (c1 === 104 && (c0 === 110 || c0 === 99 || c0 === 103 || c0 === 107 || c0 === 112 || c0 === 116)) || // nh ch gh kh ph th
    (c0 === 110 && c1 === 103) || // ng
    (c0 === 103 && c1 === 105 && n > 2 && VI_VOWEL[c2]) || // gi + vowel
    (c0 === 113 && c1 === 117) || // qu
    (c0 === 116 && c1 === 114) // tr
  )
    i = 2;
  else if (c0 < 128 && VI_CONSONANT[c0]) i = 1;
  const vowelsFrom = i;
  while (i < n && w[i]! < 128 && VI_VOWEL[w[i]!]) i++;
  const vowels = i - vowelsFrom;
  if (vowels < 1 || vowels > 3) return false;
  const rest = n - i;
  if (rest === 0) return true;
  const f0 = w[i]!;
  if (rest === 1) return f0 === 99 || f0 === 109 || f0 === 110 || f0 === 112 || f0 === 116; // c m n p t
  if (rest === 2) {
    const f1 = w[i + 1]!;
    return (f0 === 99 && f1 === 104) || (f0 === 110 && (f1 === 103 || f1 === 104)); // ch ng nh
  }
  return false;
}

const viWord = new Uint16Array(VI_MAX_SYLLABLE + 1);

/**
 * What the detector reads of a code unit below U+1F00: 0 when it is not a
 * (lower-case) Latin letter, else the letter without marks, plus VI_MARKED
 * when it carried one. One lookup per character.
 */
const VI_MARKED = 0x8000;
const VI_LETTER = new Uint16Array(0x1f00);
for (let c = 0; c < 0x1f00; c++) {
  if (!isLatinLetter(c)) continue;
  VI_LETTER[c] = c >= 0xc0 ? (LATIN_FOLD[c]! || c) | VI_MARKED : c;
}

// The detector looks markers up among syllables only: checked once at load.
for (const w of VI_MARKER_WORDS) {
  if (
    !isViSyllable(
      Uint16Array.from(w, (ch) => ch.charCodeAt(0)),
      w.length,
    )
  )
    throw new Error(`Vietnamese marker "${w}" is not a syllable`);
}

/**
 * Whether normalised text (its `units`) is Vietnamese written (mostly) without
 * diacritics: in its first Latin words, at least one marker word is typed
 * bare, at least 70% are possible Vietnamese syllables once folded, and fewer
 * than half carry a mark. Linear, allocation-free, reads at most a sample.
 */
export function isUnaccentedVietnamese(units: Uint16Array): boolean {
  let words = 0;
  let marked = 0;
  let syllables = 0;
  let markers = 0;
  // The units end in a 0 sentinel (see NormalizedText.units).
  const n = units.length - 1;
  let i = 0;
  while (i < n && words < VI_SAMPLE_WORDS) {
    if (viLetter(units[i]!) === 0) {
      i++;
      continue;
    }
    let len = 0;
    let hasMark = false;
    let code = 0;
    while (i < n) {
      let f = viLetter(units[i]!);
      if (f === 0) break;
      if (f & VI_MARKED) {
        hasMark = true;
        f &= ~VI_MARKED;
      }
      if (len < VI_MAX_SYLLABLE) {
        viWord[len] = f;
        code = code * 27 + (f - 96);
      }
      len++;
      i++;
    }
    words++;
    if (hasMark) marked++;
    // Words longer than a syllable ("coughing", "kumakain") count against the ratio without a check.
    if (len > VI_MAX_SYLLABLE) continue;
    if (!isViSyllable(viWord, len)) continue;
    syllables++;
    // One marker is enough; every marker is a syllable (checked at load).
    if (markers === 0 && !hasMark && len <= 6 && VI_MARKERS.has(code)) markers++;
  }
  return markers > 0 && syllables >= 0.7 * words && marked * 2 < words;
}

function viLetter(c: number): number {
  return c < 0x1f00 ? VI_LETTER[c]! : 0;
}

function isLatinLetter(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 0xe0 && c <= 0x24f && c !== 0xf7) || (c >= 0x1e00 && c <= 0x1eff);
}
