/**
 * Aho-Corasick automaton over normalised text: every lexicon pattern is found
 * in one linear pass, whatever the number of patterns or the input, so there
 * is no regular expression to backtrack. Patterns in Latin script must sit on
 * word boundaries (a trailing `*` in the pattern allows any word ending, a
 * leading one any word start: the head of a German compound); CJK, kana, Thai and Hangul patterns match as substrings.
 */

import { markSpan } from '../../text/spans';
import { CodeUnitTrie } from '../../text/trie';
import { buildDoubleArray, type DoubleArray } from './double-array';

export interface PatternSpec<T> {
  /** Already normalised pattern (see normalizePattern). */
  pattern: string;
  /** Word-prefix pattern: any letters may follow the last character. */
  prefix: boolean;
  /** Word-suffix pattern: any letters may precede the first character ("*tee" in "Pfefferminztee"). */
  glued?: boolean;
  /** When set, the same span of the `exact` string must equal this. */
  exact?: string;
  payload: T;
  /** Index of the spec in its automaton (set when the automaton is built). */
  uid?: number;
  /** Languages (a bit each) the pattern is written in: they score the text's language (text-language.ts). */
  langs?: number;
  /** Read only in a text of these languages (a `^` word of the tables, rule TEXT_LANGUAGE_SCOPE). */
  scope?: number;
}

export interface Match<T> {
  start: number;
  end: number;
  payload: T;
  spec: PatternSpec<T>;
}

function isWordChar(code: number): boolean {
  // letters and digits of alphabetic scripts (Latin, Greek, Cyrillic, Vietnamese letters)
  return (
    (code >= 0x30 && code <= 0x39) ||
    (code >= 0x61 && code <= 0x7a) ||
    (code >= 0x41 && code <= 0x5a) ||
    (code >= 0xc0 && code <= 0x24f && code !== 0xd7 && code !== 0xf7) ||
    (code >= 0x370 && code <= 0x52f) ||
    (code >= 0x1e00 && code <= 0x1eff)
  );
}

/** Boundary checks of a pattern: a word character at its start or end must not continue a word of the text. */
const WORD_START = 1;
const WORD_END = 2;
/** The pattern also has an exact (diacritic-bearing) form to compare. */
const EXACT = 4;
/** An Arabic pattern: a word, or one with proclitics ("ال", "و", "بال") and inflections ("ة", "ات"): "كرك" is not in "الكركديه". */
const ARABIC_WORD = 8;

const isArabicLetter = (code: number) => code >= 0x0621 && code <= 0x064a;
/** A Thai pattern: it may not end inside a syllable, right before a vowel sign or tone mark of its last consonant. */
const THAI_END = 16;
const isThaiLetter = (code: number) => code >= 0x0e01 && code <= 0x0e4f;
/** Thai vowel signs above and below and tone marks: they belong to the consonant before them ("บ" + "ด้วย"). */
const isThaiMark = (code: number) => code === 0x0e31 || (code >= 0x0e34 && code <= 0x0e3a) || (code >= 0x0e47 && code <= 0x0e4e);
/** Conjunctions, prepositions and the article written glued to the next word. */
const ARABIC_PROCLITICS = new Set([
  'و',
  'ف',
  'ب',
  'ل',
  'ك',
  'ال',
  'وال',
  'فال',
  'بال',
  'كال',
  'لل',
  'ولل',
  'وبال',
  'وب',
  'ول',
  'وك',
  'فب',
  'فل',
]);

/** Endings written glued to a word: feminine, plural and dual, and the possessive pronouns. */
const ARABIC_ENDINGS = new Set(['ة', 'ه', 'ها', 'هم', 'هما', 'ي', 'ية', 'ات', 'ين', 'ون', 'ان', 'تان', 'تين', 'ا', 'ك', 'كم', 'نا']);

/** The Arabic letters written before `start` and after `end` in its word are proclitics and endings only (or none). */
function arabicWord(norm: string, start: number, end: number): boolean {
  let j = start;
  while (j > 0 && start - j <= 4 && isArabicLetter(norm.charCodeAt(j - 1))) j--;
  if (j < start && ((j > 0 && isArabicLetter(norm.charCodeAt(j - 1))) || !ARABIC_PROCLITICS.has(norm.slice(j, start)))) return false;
  let k = end;
  while (k < norm.length && k - end <= 4 && isArabicLetter(norm.charCodeAt(k))) k++;
  return k === end || (!(k < norm.length && isArabicLetter(norm.charCodeAt(k))) && ARABIC_ENDINGS.has(norm.slice(end, k)));
}

/** Exact (diacritic-bearing) comparison; a space in the pattern also accepts a dash. */
function sameExact(exact: string, start: number, pattern: string): boolean {
  for (let i = 0; i < pattern.length; i++) {
    const p = pattern.charCodeAt(i);
    const t = exact.charCodeAt(start + i);
    if (p !== t && !(p === 0x20 && t === 0x2d)) return false;
  }
  return true;
}

/** The word checks of the scripts without spaces or with clitics: an Arabic word, a Thai syllable ended. */
function scriptWord(checks: number, norm: string, start: number, end: number): boolean {
  if ((checks & ARABIC_WORD) !== 0 && !arabicWord(norm, start, end)) return false;
  return (checks & THAI_END) === 0 || end >= norm.length || !isThaiMark(norm.charCodeAt(end));
}

/** The word-boundary and exact-form checks a match of `spec` needs (WORD_START | WORD_END | EXACT). */
function boundaryChecks(spec: PatternSpec<unknown>): number {
  const { pattern, prefix, exact, glued } = spec;
  return (
    (!glued && isWordChar(pattern.charCodeAt(0)) ? WORD_START : 0) |
    (!glued && isArabicLetter(pattern.charCodeAt(0)) ? ARABIC_WORD : 0) |
    (!prefix && isWordChar(pattern.charCodeAt(pattern.length - 1)) ? WORD_END : 0) |
    (isThaiLetter(pattern.charCodeAt(pattern.length - 1)) ? THAI_END : 0) |
    (exact !== undefined ? EXACT : 0)
  );
}

/**
 * Inserts the specs that have a pattern, giving each its index (uid); returns
 * them with what the walk reads per spec (pattern length, boundary checks) and
 * the specs ending at each state (`own`, in spec order; undefined for none).
 */
function insertAll<T>(trie: CodeUnitTrie, specs: PatternSpec<T>[]) {
  const kept: PatternSpec<T>[] = [];
  const own: (number[] | undefined)[] = [];
  const len = new Int32Array(specs.length);
  const checks = new Uint8Array(specs.length);
  for (let i = 0; i < specs.length; i++) {
    const spec = specs[i]!;
    if (spec.pattern.length === 0) continue;
    const id = kept.push(spec) - 1;
    spec.uid = id;
    const state = trie.insert(spec.pattern);
    // a literal: most states end one pattern, and push on [] would reserve room for many
    const list = own[state];
    if (list === undefined) own[state] = [id];
    else list.push(id);
    len[id] = spec.pattern.length;
    checks[id] = boundaryChecks(spec);
  }
  return { kept, own, len: len.slice(0, kept.length), checks: checks.slice(0, kept.length) };
}

/**
 * One breadth-first pass over the trie, in the double array's numbering
 * (states are slots, double-array.ts): links each state to the state of its
 * longest proper suffix (`fail`), and lists the specs ending at each state,
 * those reached by fail links included (`out`: its own, then its fail
 * state's, shared when it has none of its own). A state's fail state is
 * shallower, so done by then.
 */
function linkStates(trie: CodeUnitTrie, da: DoubleArray, own: (number[] | undefined)[]) {
  const { cls, table, pos } = da;
  const size = table.length >> 1;
  const fail = new Int32Array(size);
  // pre-filled: an array with holes is slower to read on the walk
  const out: (number[] | undefined)[] = [];
  for (let s = 0; s < size; s++) out.push(undefined);
  const queue = new Int32Array(trie.count);
  let n = 0;
  for (let s = trie.firstChild[0]!; s !== 0; s = trie.nextSibling[s]!) {
    queue[n++] = s;
    out[pos[s]!] = own[s];
  }
  for (let qi = 0; qi < n; qi++) {
    const r = queue[qi]!;
    for (let s = trie.firstChild[r]!; s !== 0; s = trie.nextSibling[s]!) {
      const c = cls[trie.unit[s]!]!;
      queue[n++] = s;
      let f = fail[pos[r]!]!;
      while (f !== 0 && table[2 * (table[2 * f]! + c) + 1] !== f) f = fail[f]!;
      const t = table[2 * f]! + c;
      const to = table[2 * t + 1] === f ? t : 0;
      const state = pos[s]!;
      fail[state] = to !== state ? to : 0;
      const mine = own[s];
      const inherited = out[fail[state]!];
      out[state] = mine === undefined ? inherited : inherited === undefined ? mine : mine.concat(inherited);
    }
  }
  return { fail, out };
}

/** The automaton in the double array's numbering: goto table, fail links and output lists. */
function compile(trie: CodeUnitTrie, own: (number[] | undefined)[]) {
  const da = buildDoubleArray(trie);
  return { cls: da.cls, table: da.table, ...linkStates(trie, da, own) };
}

// Scratch of a walk, reused across calls (one call at a time): candidate k is
// [walkStart[k], walkEnd[k]) of spec walkId[k], in order of end position.
let walkStart = new Int32Array(256);
let walkEnd = new Int32Array(256);
let walkId = new Int32Array(256);

function reserveWalk(n: number): void {
  if (walkStart.length >= n) return;
  walkStart = new Int32Array(n);
  walkEnd = new Int32Array(n);
  walkId = new Int32Array(n);
}

/**
 * Match objects reused from one classification to the next: a 2000-character text makes a few
 * hundred, a sixth of what the engine allocated. The engine calls recycleMatches when it starts
 * reading a text, so a match is valid until the next classification starts, and none outlives it
 * (no result holds one). Past POOL_MAX in one classification (a caller that never recycles),
 * matches are new objects.
 */
const pool: Match<unknown>[] = [];
let pooled = 0;
const POOL_MAX = 1 << 15;

/** Every match handed out so far may be reused: call when a classification starts, never during one. */
export function recycleMatches(): void {
  pooled = 0;
}

function pooledMatch<T>(start: number, end: number, spec: PatternSpec<T>): Match<T> {
  if (pooled >= POOL_MAX) return { start, end, payload: spec.payload, spec };
  let m = pool[pooled] as Match<T> | undefined;
  if (m === undefined) {
    m = { start, end, payload: spec.payload, spec };
    pool.push(m as Match<unknown>);
  } else {
    m.start = start;
    m.end = end;
    m.payload = spec.payload;
    m.spec = spec;
  }
  pooled++;
  return m;
}

export class Automaton<T> {
  private readonly specs: PatternSpec<T>[];
  /**
   * Goto function (double-array.ts): the child of s along unit u is t = base(s) + cls[u] when
   * check(t) is s; base(s) at table[2s], check(s) at table[2s + 1].
   */
  private readonly cls: Uint16Array;
  private readonly table: Int32Array;
  private readonly fail: Int32Array;
  /**
   * Spec indexes ending at a state, including those reached by fail links.
   * Plain arrays: the walk read typed-array layouts of them (one flat range
   * per state, or a chain along fail links) measurably slower.
   */
  private readonly out: (number[] | undefined)[];
  /** Per spec: pattern length, and the boundary checks it needs (read on every candidate match). */
  private readonly specLen: Int32Array;
  private readonly specChecks: Uint8Array;
  /** Per spec: the languages it is read in (0: any). */
  private readonly specScope: Int32Array;

  constructor(specs: PatternSpec<T>[]) {
    const trie = new CodeUnitTrie();
    // no freeze(): the walk and the linking read the double array, not the trie's step()
    const inserted = insertAll(trie, specs);
    const compiled = compile(trie, inserted.own);
    this.specs = inserted.kept;
    this.specLen = inserted.len;
    this.specChecks = inserted.checks;
    this.specScope = new Int32Array(this.specs.map((spec) => spec.scope ?? 0));
    this.cls = compiled.cls;
    this.table = compiled.table;
    this.fail = compiled.fail;
    this.out = compiled.out;
  }

  private match(id: number, end: number): Match<T> {
    return pooledMatch(end - this.specLen[id]!, end, this.specs[id]!);
  }

  get size(): number {
    return this.specs.length;
  }

  /** All boundary-respecting matches, in order of end position; scoped patterns only of the languages `langs`. */
  findAll(norm: string, exact: string, langs = -1): Match<T>[] {
    const n = this.walk(norm, exact, langs);
    const found: Match<T>[] = [];
    for (let k = 0; k < n; k++) found.push(this.match(walkId[k]!, walkEnd[k]!));
    return found;
  }

  /**
   * The matches longestNonOverlapping(findAll(norm, exact)) keeps, chosen
   * on the walk's scratch arrays: only the kept ones become objects.
   */
  findLongest(norm: string, exact: string, langs = -1): Match<T>[] {
    const n = this.walk(norm, exact, langs);
    if (n === 0) return [];
    const keep = selectLongest(walkStart, walkEnd, n);
    // sized once: grown push by push, a few hundred matches cost their array three times over
    let kept = 0;
    for (let k = 0; k < n; k++) kept += keep[k]!;
    const found = new Array<Match<T>>(kept);
    let j = 0;
    for (let k = 0; k < n; k++) if (keep[k]) found[j++] = this.match(walkId[k]!, walkEnd[k]!);
    return found;
  }

  /** The walk: writes the candidate matches into the scratch arrays; returns their number. */
  private walk(norm: string, exact: string, langs: number): number {
    reserveWalk(2 * norm.length + 2);
    let found = 0;
    let state = 0;
    // the automaton's arrays in locals: read at every unit of the text
    const { cls, table, fail, out, specLen, specChecks, specScope, specs } = this;
    for (let i = 0; i < norm.length; i++) {
      state = step(cls, table, fail, state, norm.charCodeAt(i));
      const outs = out[state];
      if (outs === undefined) continue;
      // Of the patterns ending here, only the longest and the shortest valid ones are kept:
      // the ones between lie inside the longest and would lose the longest-match selection
      // (keeping them all makes "水" inside every 水-word cost an object). The shortest
      // survives when the longest is blocked by an overlap ("鸡汤|面": 面 still counts).
      let best = -1;
      let least = -1;
      let bestLen = 0;
      let leastLen = 0;
      const end = i + 1;
      for (let k = 0; k < outs.length; k++) {
        const id = outs[k]!;
        const len = specLen[id]!;
        if (best >= 0 && len <= bestLen && len >= leastLen) continue;
        const start = end - len;
        const checks = specChecks[id]!;
        const scope = specScope[id]!;
        if (scope !== 0 && (scope & langs) === 0) continue;
        if ((checks & WORD_START) !== 0 && start > 0 && isWordChar(norm.charCodeAt(start - 1))) continue;
        if ((checks & WORD_END) !== 0 && end < norm.length && isWordChar(norm.charCodeAt(end))) continue;
        if (!scriptWord(checks, norm, start, end)) continue;
        if ((checks & EXACT) !== 0 && !sameExact(exact, start, specs[id]!.exact!)) continue;
        if (best < 0 || len > bestLen) {
          best = id;
          bestLen = len;
        }
        if (least < 0 || len < leastLen) {
          least = id;
          leastLen = len;
        }
      }
      if (best >= 0) {
        walkStart[found] = end - bestLen;
        walkEnd[found] = end;
        walkId[found++] = best;
      }
      if (least >= 0 && least !== best) {
        walkStart[found] = end - leastLen;
        walkEnd[found] = end;
        walkId[found++] = least;
      }
    }
    return found;
  }
}

/** One step of the walk: the goto of `state` along `unit`, following fail links; 0 (the root) for a unit in no pattern. */
function step(cls: Uint16Array, table: Int32Array, fail: Int32Array, state: number, unit: number): number {
  const c = cls[unit]!;
  if (c === 0) return 0;
  let s = state;
  for (;;) {
    const t = table[2 * s]! + c;
    if (table[2 * t + 1] === s) return t;
    if (s === 0) return 0;
    s = fail[s]!;
  }
}

// Scratch buffers of selectLongest, grown as needed and reused (one call at a time).
let scratchOrder = new Int32Array(64);
let scratchBucket = new Int32Array(64);
let scratchKeep = new Uint8Array(64);
let scratchTaken = new Uint8Array(256);
let scratchCount = new Int32Array(64);
let scratchStarts = new Int32Array(64);
let scratchEnds = new Int32Array(64);

/**
 * Keep the longest of overlapping spans (leftmost first on ties), so that
 * "peanut butter" wins over "butter" and "蒸水蛋" over "水". Spans arrive in
 * order of end position, so a bucket per length (patterns are short) replaces
 * a comparison sort, and the kept ones, which never overlap, are already in
 * text order when read back in arrival order. Returns a scratch mask (1 =
 * kept) over the first `n` spans, valid until the next call.
 */
function selectLongest(starts: Int32Array, ends: Int32Array, n: number): Uint8Array {
  let maxLen = 0;
  let textEnd = 0;
  for (let i = 0; i < n; i++) {
    if (ends[i]! - starts[i]! > maxLen) maxLen = ends[i]! - starts[i]!;
    if (ends[i]! > textEnd) textEnd = ends[i]!;
  }
  if (scratchOrder.length < n) {
    scratchOrder = new Int32Array(n);
    scratchBucket = new Int32Array(n);
    scratchKeep = new Uint8Array(n);
  }
  if (scratchTaken.length < textEnd) scratchTaken = new Uint8Array(textEnd);
  // counting sort by length, descending; stable, so equal lengths stay in start order
  if (scratchCount.length < maxLen + 2) scratchCount = new Int32Array(maxLen + 2);
  const count = scratchCount;
  for (let k = 0; k < maxLen + 2; k++) count[k] = 0;
  const bucket = scratchBucket;
  for (let i = 0; i < n; i++) {
    const b = maxLen - (ends[i]! - starts[i]!);
    bucket[i] = b;
    count[b + 1] = count[b + 1]! + 1;
  }
  for (let k = 1; k <= maxLen + 1; k++) count[k] = count[k]! + count[k - 1]!;
  // count[b] is now where bucket b starts
  const order = scratchOrder;
  for (let i = 0; i < n; i++) {
    const b = bucket[i]!;
    order[count[b]!] = i;
    count[b] = count[b]! + 1;
  }
  const taken = scratchTaken.fill(0, 0, textEnd);
  const keep = scratchKeep.fill(0, 0, n);
  for (let k = 0; k < n; k++) {
    const i = order[k]!;
    const start = starts[i]!;
    const end = ends[i]!;
    // every span kept so far is at least as long (and none is empty), so one that overlaps this
    // span covers its first or its last position: it cannot lie strictly inside
    if (taken[start] || taken[end - 1]) continue;
    markSpan(taken, start, end);
    keep[i] = 1;
  }
  return keep;
}

/** The matches selectLongest keeps, of matches in order of end position (see Automaton.findLongest). */
export function longestNonOverlapping<T>(matches: Match<T>[]): Match<T>[] {
  const n = matches.length;
  if (n <= 1) return matches.slice();
  if (scratchStarts.length < n) {
    scratchStarts = new Int32Array(n);
    scratchEnds = new Int32Array(n);
  }
  for (let i = 0; i < n; i++) {
    scratchStarts[i] = matches[i]!.start;
    scratchEnds[i] = matches[i]!.end;
  }
  const keep = selectLongest(scratchStarts, scratchEnds, n);
  const kept: Match<T>[] = [];
  for (let i = 0; i < n; i++) if (keep[i]) kept.push(matches[i]!);
  return kept;
}
