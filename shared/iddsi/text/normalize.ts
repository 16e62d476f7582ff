/**
 * Text normalisation for matching. One pass over the NFC input produces two
 * strings of identical length (so one offset serves both) plus a map back to
 * the input, so evidence can quote the user's own words:
 *  - `norm`: NFKC (full-width forms, ㎖, circled digits), lower case, Traditional
 *    folded to Simplified, Latin diacritics removed (puré = pure, nước = nuoc),
 *    dashes as spaces, whitespace runs collapsed, control characters dropped.
 *  - `exact`: the same but Latin diacritics and dashes kept (Vietnamese tones
 *    and number ranges such as "3-4 mm" are read from it).
 */
import { toSimplifiedChar, toSimplifiedCode } from '../../text/hanzi';
import type { Names } from '../lexicon/terms';

export interface NormalizedText {
  /** The input after NFC: what `src`/`srcEnd` index into. */
  source: string;
  norm: string;
  exact: string;
  /** For each unit of norm/exact: start and end offset in `source`. */
  src: Int32Array;
  srcEnd: Int32Array;
}

const APOSTROPHES = new Set(["'", '’', '‘', '`', '´', 'ʼ']);
const DASHES = new Set(['-', '‐', '‑', '‒', '–', '—', '―', '−', '﹣', '－', '_']);
const FOLD_CACHE = new Map<string, string>();
const SPECIAL_FOLD: Record<string, string> = { đ: 'd', ø: 'o', ł: 'l', ß: 's', æ: 'a', œ: 'o', ı: 'i' };
const COMBINING = /^\p{M}+$/u;
/** Marks written either way: Devanagari chandrabindu as anusvara (काँटे = कांटे, बूँद = बूंद), norm only. */
const MARK_FOLD: Record<string, string> = { '\u0901': '\u0902' };
const DIGIT_ZEROS = [0x0660, 0x06f0, 0x0966, 0x09e6, 0x0e50, 0x0ed0, 0x1040, 0x17e0];

/** Latin letter with diacritics -> base letter (one unit in, one unit out). */
function foldLatin(ch: string): string {
  const code = ch.charCodeAt(0);
  if (code < 0x80 || (code > 0x24f && (code < 0x1e00 || code > 0x1eff))) return ch;
  let out = FOLD_CACHE.get(ch);
  if (out === undefined) {
    out = SPECIAL_FOLD[ch] ?? ch;
    if (out === ch) {
      const d = ch.normalize('NFD');
      const base = d.charAt(0);
      if (d.length > 1 && base >= 'a' && base <= 'z' && COMBINING.test(d.slice(1))) out = base;
    }
    FOLD_CACHE.set(ch, out);
  }
  return out;
}

/** Scripts whose code points are NFKC-stable and lower-case-free: skip the slow path. */
function isStable(code: number): boolean {
  return (
    (code >= 0x4e00 && code <= 0x9fff) || // CJK ideographs
    (code >= 0x3041 && code <= 0x3096) || // hiragana
    (code >= 0x30a1 && code <= 0x30fa) || // katakana
    (code >= 0xac00 && code <= 0xd7a3) || // hangul syllables
    (code >= 0x0e01 && code <= 0x0e4f) // thai letters and marks
  );
}

const CONTROL = /[\p{Cc}\p{Zs}\p{Zl}\p{Zp}]/u;
const FORMAT = /[\p{Cf}\p{Cs}\p{Co}\p{Cn}]/u;

/**
 * What one code point outside the fast paths becomes: [exact, norm] unit pairs
 * (empty for format characters). Cached, so each distinct character pays for
 * NFKC, lower-casing and folding once per container.
 */
type Expansion = number[];
const SPACE: Expansion = [0x20, 0x20];
const EXPANSIONS = new Map<number, Expansion>();

const FRACTION_SLASH = '\u2044';
/** Ligatures written as their two letters: "œufs", "bœuf" are read as "oeufs", "boeuf" are spelled. */
const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae' };
/** Turkish capital İ lower-cases to i and a combining dot above ("İÇİYOR"): read as the i it is. */
const DOTTED_CAPITAL_I: Record<string, string> = { 'i\u0307': 'i' };

/** A vulgar fraction (½, NFKC 1⁄2) is read as " 1/2": "1½ cm" is 1 1/2 cm, not 11⁄2; a fraction slash is a slash. */
function fractionSlashes(code: number, nfkc: string): string {
  if (!nfkc.includes(FRACTION_SLASH)) return nfkc;
  const slashed = nfkc.replace(FRACTION_SLASH, '/');
  return code === 0x2044 ? slashed : ` ${slashed}`;
}

/** One unit of norm: a Devanagari mark folded, a Latin letter without its diacritics. */
const foldUnit = (ch: string): string => MARK_FOLD[ch] ?? foldLatin(ch);

function expand(code: number, source: string, from: number, to: number): Expansion {
  let e = EXPANSIONS.get(code);
  if (e !== undefined) return e;
  const raw = source.slice(from, to);
  if (CONTROL.test(raw)) e = SPACE;
  else if (FORMAT.test(raw)) e = [];
  else {
    e = [];
    let zero = -1;
    for (const z of DIGIT_ZEROS) if (code >= z && code <= z + 9) zero = z;
    const lower = raw.normalize('NFKC').toLowerCase();
    const expanded = zero >= 0 ? String(code - zero) : (LIGATURES[lower] ?? DOTTED_CAPITAL_I[lower] ?? fractionSlashes(code, lower));
    for (const part of expanded) {
      if (APOSTROPHES.has(part) || /\s/.test(part)) e.push(0x20, 0x20);
      else if (DASHES.has(part)) e.push(0x2d, 0x20);
      else {
        const simp = toSimplifiedChar(part);
        const folded = simp.length === 1 ? foldUnit(simp) : simp;
        for (let k = 0; k < simp.length; k++) e.push(simp.charCodeAt(k), folded.charCodeAt(k) || simp.charCodeAt(k));
      }
    }
  }
  if (EXPANSIONS.size < 20000) EXPANSIONS.set(code, e);
  return e;
}

function codesToString(codes: Uint16Array, n: number): string {
  if (n <= 32) {
    let out = '';
    for (let i = 0; i < n; i++) out += String.fromCharCode(codes[i]!);
    return out;
  }
  // Buffer's UTF-16 copy is about twice as fast as TextDecoder's in node 20 (2000 characters: 1.9 → 1.0 µs);
  // toWellFormed turns a lone surrogate into U+FFFD as the decoder did, so the text read is the same.
  return wellFormed(Buffer.from(codes.buffer, codes.byteOffset, n * 2).toString('utf16le'));
}

/** String.prototype.toWellFormed: in node 20, not in the ES2023 lib the project compiles against. */
const wellFormed = (s: string): string => (s as string & { toWellFormed(): string }).toWellFormed();

/** What each ASCII character becomes: controls, spaces and apostrophes a space, dashes a dash (exact) or space (norm). */
const ASCII: Expansion[] = [];
for (let code = 0; code < 0x80; code++) {
  if (code <= 0x20 || code === 0x7f || code === 0x27 || code === 0x60) ASCII.push(SPACE);
  else if (code >= 0x41 && code <= 0x5a) ASCII.push([code + 32, code + 32]);
  else if (code === 0x2d || code === 0x5f) ASCII.push([0x2d, 0x20]);
  else ASCII.push([code, code]);
}

// Scratch buffers reused across calls (one request at a time per Lambda container):
// the pass allocates only its result strings and offset arrays.
let scratchNorm = new Uint16Array(1024);
let scratchExact = new Uint16Array(1024);
let scratchSrc = new Int32Array(1024);
let scratchEnd = new Int32Array(1024);
/**
 * What each BMP code unit becomes when that is one [exact, norm] pair, as flat
 * tables filled on first sight of the unit (ASCII, stable scripts, cached
 * expansions): the pass then reads two numbers per character instead of
 * calling out. PAIR_KIND: 0 not seen yet, 1 one pair (in PAIR_EXACT and
 * PAIR_NORM), 2 anything else (dropped, expanded, or a surrogate): the general path.
 */
const PAIR_KIND = new Uint8Array(0x10000);
const PAIR_EXACT = new Uint16Array(0x10000);
const PAIR_NORM = new Uint16Array(0x10000);
PAIR_KIND.fill(2, 0xd800, 0xe000);

/** The expansion of one code point (ASCII, a stable script folded to Simplified, or the cached slow path). */
function expansionOf(code: number, source: string, from: number, to: number): Expansion {
  if (code < 0x80) return ASCII[code]!;
  if (isStable(code)) {
    const s = toSimplifiedCode(code);
    return [s, s];
  }
  return expand(code, source, from, to);
}

/** Records what a BMP unit becomes in the flat tables; returns its kind. */
function learnUnit(code: number, source: string, at: number): number {
  const e = expansionOf(code, source, at, at + 1);
  const kind = e.length === 2 ? 1 : 2;
  PAIR_KIND[code] = kind;
  if (kind === 1) {
    PAIR_EXACT[code] = e[0]!;
    PAIR_NORM[code] = e[1]!;
  }
  return kind;
}

/** Whether some unit of exact differs from norm in the last pass (a diacritic or a dash): else exact is the same string. */
let scratchExactDiffers = false;

/** Grows the scratch buffers to `cap` units (their content is not kept: a pass writes before it reads). */
function reserveScratch(cap: number): void {
  if (scratchNorm.length >= cap) return;
  scratchNorm = new Uint16Array(cap);
  scratchExact = new Uint16Array(cap);
  scratchSrc = new Int32Array(cap);
  scratchEnd = new Int32Array(cap);
}

/** The offsets of the text being read: valid until the next normalizeText, which is once per classification. */
let textSrc = new Int32Array(1024);
let textEnd = new Int32Array(1024);

/** Copies the scratch offsets into the text's own buffers; returns the start offsets (the ends are in textEnd). */
function keepOffsets(n: number): Int32Array {
  if (textSrc.length < n) {
    textSrc = new Int32Array(scratchSrc.length);
    textEnd = new Int32Array(scratchEnd.length);
  }
  textSrc.set(scratchSrc.subarray(0, n));
  textEnd.set(scratchEnd.subarray(0, n));
  return textSrc.subarray(0, n);
}

/** Where the pass stands: kept here while its general path (emitExpansion) runs. */
const pass = { n: 0, lastSpace: true, exactDiffers: false, cap: 0 };

/** The general path: one code point at `i` through its expansion (any number of pairs); returns where the next starts. */
function emitExpansion(source: string, i: number): number {
  const code = source.codePointAt(i)!;
  const end = code > 0xffff ? i + 2 : i + 1;
  const pairs = expansionOf(code, source, i, end);
  for (let k = 0; k < pairs.length; k += 2) {
    const e = pairs[k]!;
    const c = pairs[k + 1]!;
    if (c === 0x20) {
      if (pass.lastSpace) continue;
      pass.lastSpace = true;
    } else pass.lastSpace = false;
    if (pass.n >= pass.cap) continue;
    if (e !== c) pass.exactDiffers = true;
    scratchNorm[pass.n] = c;
    scratchExact[pass.n] = e;
    scratchSrc[pass.n] = i;
    scratchEnd[pass.n] = end;
    pass.n++;
  }
  return end;
}

/**
 * The pass itself: writes norm, exact and the offsets of the NFC `source`
 * into the scratch buffers; returns the number of units.
 */
function normalizeIntoScratch(source: string): number {
  // NFKC can expand a character (㎖ -> ml, ﬃ -> ffi): 4 units per input unit is ample
  const cap = source.length * 4 + 4;
  reserveScratch(cap);
  const norm = scratchNorm;
  const exact = scratchExact;
  const src = scratchSrc;
  const srcEnd = scratchEnd;
  const length = source.length;
  let n = 0;
  let lastSpace = true; // suppress leading spaces
  let exactDiffers = false;

  for (let i = 0; i < length; ) {
    const unit = source.charCodeAt(i);
    const kind = PAIR_KIND[unit] || learnUnit(unit, source, i);
    if (kind !== 1) {
      Object.assign(pass, { n, lastSpace, exactDiffers, cap });
      i = emitExpansion(source, i);
      ({ n, lastSpace, exactDiffers } = pass);
      continue;
    }
    // hot path: one unit in, one [exact, norm] pair out
    const c = PAIR_NORM[unit]!;
    i++;
    // runs of spaces collapse to one
    if (c === 0x20) {
      if (lastSpace) continue;
      lastSpace = true;
    } else lastSpace = false;
    if (n >= cap) continue;
    const e = PAIR_EXACT[unit]!;
    if (e !== c) exactDiffers = true;
    norm[n] = c;
    exact[n] = e;
    src[n] = i - 1;
    srcEnd[n] = i;
    n++;
  }
  if (n > 0 && norm[n - 1] === 0x20) n--;
  scratchExactDiffers = exactDiffers;
  return n;
}

export function normalizeText(input: string, withOffsets = true): NormalizedText {
  const source = input.normalize('NFC');
  const n = normalizeIntoScratch(source);
  const normText = codesToString(scratchNorm, n);
  return {
    source,
    norm: normText,
    exact: scratchExactDiffers ? codesToString(scratchExact, n) : normText,
    // the text's own offset buffers, not the scratch: a pattern normalised later in the same call (a matched
    // phrase measured in roles, flavours, soups) reuses the scratch and would shift every offset read after it
    src: withOffsets ? keepOffsets(n) : EMPTY,
    srcEnd: withOffsets ? textEnd.subarray(0, n) : EMPTY,
  };
}
const EMPTY = new Int32Array(0);

/** A plain lower-case ASCII phrase is already normal: no need to run the full pass. */
function isPlain(p: string): boolean {
  let prevSpace = true;
  for (let i = 0; i < p.length; i++) {
    const c = p.charCodeAt(i);
    const space = c === 0x20;
    if (space && prevSpace) return false;
    prevSpace = space;
    if (!((c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || space || c === 0x2c || c === 0x2e || c === 0x26)) return false;
  }
  return !prevSpace || p.length === 0;
}

/** Both forms of a lexicon pattern: folded (`norm`) and diacritic-bearing (`exact`, dashes as spaces). */
export function normalizePatternForms(p: string): { norm: string; exact: string } {
  if (isPlain(p)) return { norm: p, exact: p };
  const n = normalizeIntoScratch(p.normalize('NFC'));
  const norm = codesToString(scratchNorm, n);
  if (!scratchExactDiffers) return { norm, exact: norm };
  // a dash of exact, where norm has a space, becomes a space too
  for (let i = 0; i < n; i++) if (scratchNorm[i] === 0x20) scratchExact[i] = 0x20;
  return { norm, exact: codesToString(scratchExact, n) };
}

/** Normalise a lexicon pattern the same way as text (folded form). */
export function normalizePattern(p: string): string {
  return normalizePatternForms(p).norm;
}

/** The words of a word list held as data (comma-separated per language), trimmed, as written; empty words dropped. */
export function listedWords(names: Names): string[] {
  return Object.values(names)
    .flatMap((list) => (list ?? '').split(','))
    .map((w) => w.trim())
    .filter((w) => w.length > 0);
}

/**
 * The one fold of a word list held as data: each word normalised as text is (`exact`: diacritics kept, for
 * modules that read the exact text); words that normalise to nothing dropped.
 */
export function normalizedWords(names: Names, form: 'norm' | 'exact' = 'norm'): string[] {
  const fold = form === 'exact' ? normalizePatternExact : normalizePattern;
  return listedWords(names)
    .map(fold)
    .filter((w) => w.length > 0);
}

/** normalizedWords as a set, for modules that ask whether a word is in the list. */
export function normalizedWordSet(names: Names, form: 'norm' | 'exact' = 'norm'): Set<string> {
  return new Set(normalizedWords(names, form));
}

/** Normalise a lexicon pattern keeping diacritics (for exact-only patterns). */
export function normalizePatternExact(p: string): string {
  return normalizePatternForms(p).exact;
}

/** The slice of the user's text behind norm[start, end). */
export function sourceSlice(t: NormalizedText, start: number, end: number): string {
  if (end <= start) return '';
  return t.source.slice(t.src[start]!, t.srcEnd[end - 1]!);
}
