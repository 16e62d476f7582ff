/**
 * Aho-Corasick automaton over normalised text: every lexicon pattern is found
 * in one linear pass, whatever the number of patterns or the input, so there
 * is no regular expression to backtrack. Patterns in Latin script must sit on
 * word boundaries (a trailing `*` in the pattern allows any word ending);
 * CJK, kana, Thai and Hangul patterns match as substrings.
 */

export interface PatternSpec<T> {
  /** Already normalised pattern (see normalizePattern). */
  pattern: string;
  /** Word-prefix pattern: any letters may follow the last character. */
  prefix: boolean;
  /** When set, the same span of the `exact` string must equal this. */
  exact?: string;
  payload: T;
  /** Index of the spec in its automaton (set when the automaton is built). */
  uid?: number;
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

/** Exact (diacritic-bearing) comparison; a space in the pattern also accepts a dash. */
function sameExact(exact: string, start: number, pattern: string): boolean {
  for (let i = 0; i < pattern.length; i++) {
    const p = pattern.charCodeAt(i);
    const t = exact.charCodeAt(start + i);
    if (p !== t && !(p === 0x20 && t === 0x2d)) return false;
  }
  return true;
}

/**
 * The transitions of every state as one open-addressing hash table of int32
 * arrays (state, code unit) -> next state: no boxed keys, no allocation on the
 * walk. 0 means "no transition" (the root is never a target).
 */
class TransitionTable {
  private readonly states: Int32Array;
  private readonly units: Uint16Array;
  private readonly next: Int32Array;
  private readonly shift: number;
  private readonly mask: number;

  constructor(entries: Map<number, number>) {
    let bits = 4;
    while (1 << bits < entries.size * 3) bits++;
    const size = 1 << bits;
    this.shift = 32 - bits;
    this.mask = size - 1;
    this.states = new Int32Array(size).fill(-1);
    this.units = new Uint16Array(size);
    this.next = new Int32Array(size);
    for (const [key, to] of entries) {
      const state = Math.floor(key / 65536);
      const unit = key - state * 65536;
      let h = this.slot(state, unit);
      while (this.states[h] !== -1) h = (h + 1) & this.mask;
      this.states[h] = state;
      this.units[h] = unit;
      this.next[h] = to;
    }
  }

  private slot(state: number, unit: number): number {
    return (Math.imul(state, 0x9e3779b1) ^ Math.imul(unit, 0x85ebca77)) >>> this.shift;
  }

  get(state: number, unit: number): number {
    let h = this.slot(state, unit);
    for (;;) {
      const s = this.states[h]!;
      if (s === -1) return 0;
      if (s === state && this.units[h] === unit) return this.next[h]!;
      h = (h + 1) & this.mask;
    }
  }
}

export class Automaton<T> {
  private readonly table: TransitionTable;
  private readonly fail: Int32Array;
  /** Spec indexes ending at a state, including those reached by fail links. */
  private readonly out: (number[] | undefined)[];
  private readonly specs: PatternSpec<T>[] = [];
  /** The root's transitions as a flat table (0 = none): most steps of the walk start there. */
  private readonly rootNext = new Int32Array(65536);
  /** Per spec: pattern length, and the boundary checks it needs (read on every candidate match). */
  private readonly specLen: Int32Array;
  private readonly specChecks: Uint8Array;

  constructor(specs: PatternSpec<T>[]) {
    // transitions while building, keyed state * 65536 + UTF-16 unit; frozen into a TransitionTable
    const goto = new Map<number, number>();
    const children: number[][] = [[]];
    const outs: (number[] | undefined)[] = [undefined];
    for (const spec of specs) {
      if (spec.pattern.length === 0) continue;
      const id = this.specs.push(spec) - 1;
      spec.uid = id;
      let state = 0;
      for (let i = 0; i < spec.pattern.length; i++) {
        const key = state * 65536 + spec.pattern.charCodeAt(i);
        let nxt = goto.get(key);
        if (nxt === undefined) {
          nxt = children.push([]) - 1;
          outs.push(undefined);
          goto.set(key, nxt);
          children[state]!.push(spec.pattern.charCodeAt(i));
        }
        state = nxt;
      }
      (outs[state] ??= []).push(id);
    }
    const fail = new Int32Array(children.length);
    // breadth-first fail links
    const queue: number[] = [];
    for (const c of children[0]!) queue.push(goto.get(c)!);
    for (let qi = 0; qi < queue.length; qi++) {
      const r = queue[qi]!;
      for (const c of children[r]!) {
        const s = goto.get(r * 65536 + c)!;
        queue.push(s);
        let f = fail[r]!;
        while (f !== 0 && !goto.has(f * 65536 + c)) f = fail[f]!;
        const to = goto.get(f * 65536 + c);
        fail[s] = to !== undefined && to !== s ? to : 0;
        const inherited = outs[fail[s]!];
        if (inherited) outs[s] = outs[s] ? outs[s]!.concat(inherited) : inherited;
      }
    }
    this.fail = fail;
    this.out = outs;
    this.specLen = new Int32Array(this.specs.length);
    this.specChecks = new Uint8Array(this.specs.length);
    for (let id = 0; id < this.specs.length; id++) {
      const { pattern, prefix, exact } = this.specs[id]!;
      this.specLen[id] = pattern.length;
      this.specChecks[id] =
        (isWordChar(pattern.charCodeAt(0)) ? WORD_START : 0) |
        (!prefix && isWordChar(pattern.charCodeAt(pattern.length - 1)) ? WORD_END : 0) |
        (exact !== undefined ? EXACT : 0);
    }
    for (const c of children[0]!) this.rootNext[c] = goto.get(c)!;
    this.table = new TransitionTable(goto);
  }

  /** Next state, or 0 when there is no transition. */
  private step(state: number, c: number): number {
    if (state === 0) return this.rootNext[c]!;
    return this.table.get(state, c);
  }

  private match(id: number, end: number): Match<T> {
    const spec = this.specs[id]!;
    return { start: end - this.specLen[id]!, end, payload: spec.payload, spec };
  }

  get size(): number {
    return this.specs.length;
  }

  /** All boundary-respecting matches, in order of end position. */
  findAll(norm: string, exact: string): Match<T>[] {
    const found: Match<T>[] = [];
    let state = 0;
    for (let i = 0; i < norm.length; i++) {
      const c = norm.charCodeAt(i);
      let to = this.step(state, c);
      while (to === 0 && state !== 0) {
        state = this.fail[state]!;
        to = this.step(state, c);
      }
      state = to;
      const outs = this.out[state];
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
        const len = this.specLen[id]!;
        if (best >= 0 && len <= bestLen && len >= leastLen) continue;
        const start = end - len;
        const checks = this.specChecks[id]!;
        if ((checks & WORD_START) !== 0 && start > 0 && isWordChar(norm.charCodeAt(start - 1))) continue;
        if ((checks & WORD_END) !== 0 && end < norm.length && isWordChar(norm.charCodeAt(end))) continue;
        if ((checks & EXACT) !== 0 && !sameExact(exact, start, this.specs[id]!.exact!)) continue;
        if (best < 0 || len > bestLen) {
          best = id;
          bestLen = len;
        }
        if (least < 0 || len < leastLen) {
          least = id;
          leastLen = len;
        }
      }
      if (best >= 0) found.push(this.match(best, end));
      if (least >= 0 && least !== best) found.push(this.match(least, end));
    }
    return found;
  }
}

// Scratch buffers of longestNonOverlapping, grown as needed and reused (one call at a time).
let scratchOrder = new Int32Array(64);
let scratchBucket = new Int32Array(64);
let scratchKeep = new Uint8Array(64);
let scratchTaken = new Uint8Array(256);

/**
 * Keep the longest of overlapping matches (leftmost first on ties), so that
 * "peanut butter" wins over "butter" and "蒸水蛋" over "水". Matches arrive in
 * order of end position, so a bucket per length (patterns are short) replaces
 * a comparison sort, and the kept ones, which never overlap, are already in
 * text order when read back in arrival order.
 */
export function longestNonOverlapping<T>(matches: Match<T>[]): Match<T>[] {
  const n = matches.length;
  if (n <= 1) return matches.slice();
  let maxLen = 0;
  let textEnd = 0;
  for (let i = 0; i < n; i++) {
    const m = matches[i]!;
    if (m.end - m.start > maxLen) maxLen = m.end - m.start;
    if (m.end > textEnd) textEnd = m.end;
  }
  if (scratchOrder.length < n) {
    scratchOrder = new Int32Array(n);
    scratchBucket = new Int32Array(n);
    scratchKeep = new Uint8Array(n);
  }
  if (scratchTaken.length < textEnd) scratchTaken = new Uint8Array(textEnd);
  // counting sort by length, descending; stable, so equal lengths stay in start order
  const count = new Int32Array(maxLen + 2);
  const bucket = scratchBucket;
  for (let i = 0; i < n; i++) {
    const b = maxLen - (matches[i]!.end - matches[i]!.start);
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
    const m = matches[i]!;
    let free = true;
    for (let c = m.start; c < m.end; c++) if (taken[c]) { free = false; break; }
    if (!free) continue;
    taken.fill(1, m.start, m.end);
    keep[i] = 1;
  }
  const kept: Match<T>[] = [];
  for (let i = 0; i < n; i++) if (keep[i]) kept.push(matches[i]!);
  return kept;
}
