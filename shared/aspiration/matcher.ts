/**
 * Compiles every lexicon into one character trie at module load and scans
 * normalised text with it: leftmost-longest, one pass, no regular
 * expressions, so the cost is linear in the input times the longest term.
 */
import { type ContextKind, DAYS_PER_MONTH, type RiskCode, type SignCode, WEEKS_PER_MONTH } from './concepts';
import { LEXICONS, type LanguageLexicon } from './lexicon';
import type { NegationSettings } from './lexicon/types';
import { CodeUnitTrie } from '../text/trie';
import { codeUnits, foldVietnamese, isWordCode, normalizeTerm, stripAccents } from './normalize';

export type Entry =
  | { kind: 'sign'; code: SignCode; counted?: true }
  | { kind: 'risk'; code: RiskCode; diagnosisOnly: boolean; thick: boolean }
  | { kind: 'neg'; pre: number; post: number; unit: NegationSettings['unit']; list: boolean; kanaOnlyGap: boolean; reassures: boolean }
  | { kind: 'past'; record: boolean }
  | { kind: 'recovered'; upgrade?: true }
  | { kind: 'tolerates' }
  | { kind: 'current' }
  | { kind: 'monthsAgo'; perMonth: number }
  | { kind: 'uncertain'; hedge?: true }
  | { kind: 'unrelated' }
  | { kind: 'normal' }
  | { kind: 'occasional'; degree?: true; counted?: true }
  | { kind: 'persistent'; daily?: true }
  | { kind: 'ctx'; ctx: ContextKind | 'mealTemporal'; persistent?: true }
  | { kind: 'connector'; disjunctive: boolean }
  | { kind: 'contrast' }
  | { kind: 'concession' }
  | { kind: 'ignore' }
  | { kind: 'pas' }
  /** A fear, purpose or prevention frame (reading rule irrealis_frame): `after` for Japanese and Korean. */
  | { kind: 'irrealis'; after: boolean; fear: boolean; needsModal: boolean; other: boolean; risk?: true; factorsOnly?: true }
  /** An assessment or its clinician (lexicon/stated-risk.ts). */
  | { kind: 'assessed' }
  | { kind: 'modal' }
  | { kind: 'question' };

export interface Match {
  start: number;
  end: number;
  entry: Entry;
  /**
   * Filled by the analyser (clause index, negated): created here so the
   * analyser keeps the match as its token instead of copying it.
   */
  clause: number;
  negated: boolean;
}

interface Pattern {
  entry: Entry;
  /** Term length, used to prefer the longest term. */
  length: number;
  prefix: boolean;
  needStart: boolean;
  needEnd: boolean;
}

/** Entries are small flat records: the same kind and the same values (called for every word listed twice). */
function sameEntry(a: Entry, b: Entry): boolean {
  if (a === b) return true;
  if (a.kind !== b.kind) return false;
  const ra = a as unknown as Record<string, unknown>;
  const rb = b as unknown as Record<string, unknown>;
  const keys = Object.keys(ra);
  if (keys.length !== Object.keys(rb).length) return false;
  return keys.every((k) => ra[k] === rb[k]);
}

/** Two lexicons may list the same word; compatible meanings merge, contradictions are a build error. */
function merge(existing: Entry, incoming: Entry, term: string): Entry {
  if (sameEntry(existing, incoming)) return existing;
  if (existing.kind === 'neg' && incoming.kind === 'neg') {
    return {
      kind: 'neg',
      pre: Math.max(existing.pre, incoming.pre),
      post: Math.max(existing.post, incoming.post),
      unit: existing.unit === 'word' || incoming.unit === 'word' ? 'word' : 'char',
      list: existing.list || incoming.list,
      kanaOnlyGap: existing.kanaOnlyGap && incoming.kanaOnlyGap,
      reassures: existing.reassures || incoming.reassures,
    };
  }
  if (existing.kind === 'connector' && incoming.kind === 'connector') {
    return { kind: 'connector', disjunctive: existing.disjunctive || incoming.disjunctive };
  }
  if (existing.kind === 'ctx' && incoming.kind === 'ctx') {
    const meal = (c: string) => c === 'meal' || c === 'mealTemporal';
    const persistent = existing.persistent ?? incoming.persistent;
    if (meal(existing.ctx) && meal(incoming.ctx))
      return persistent ? { kind: 'ctx', ctx: 'mealTemporal', persistent } : { kind: 'ctx', ctx: 'mealTemporal' };
  }
  // "at every meal", "每餐", "毎食": a meal context that is also a frequency.
  if (existing.kind === 'ctx' && incoming.kind === 'persistent') return { ...existing, persistent: true };
  if (existing.kind === 'persistent' && incoming.kind === 'ctx') return { ...incoming, persistent: true };
  throw new Error(`aspiration lexicon conflict: "${term}" is ${JSON.stringify(existing)} and ${JSON.stringify(incoming)}`);
}

const LATIN_PHRASE = /^[\p{Script=Latin}\s'-]+$/u;

/**
 * A test of whether a term holds one of `words` (on word boundaries in spaced
 * scripts), with the words prepared once per lexicon rather than per term.
 */
function holderOf(words: readonly string[] | undefined): (term: string) => boolean {
  if (!words || words.length === 0) return () => false;
  // A prefix term ("meal*") is held by any word it starts ("most meals").
  const needles = words.map((w) => {
    const stem = w.endsWith('*') ? w.slice(0, -1).toLowerCase() : w.toLowerCase();
    if (!LATIN_PHRASE.test(stem)) return stem;
    return w.endsWith('*') ? ` ${stem}` : ` ${stem} `;
  });
  return (term) => {
    const t = ` ${term.toLowerCase()} `;
    return needles.some((w) => t.includes(w));
  };
}

/** 1 for the code units words are made of (isWordCode), as a table: scan() reads it for every character. */
const WORD_UNIT = new Uint8Array(65536);
for (let c = 0; c < 65536; c++) WORD_UNIT[c] = isWordCode(c) ? 1 : 0;

let wordScratch = new Uint8Array(4096);

/**
 * The lexicon as a character trie (shared/text/trie.ts) with, per node, the
 * term or prefix term that ends there. Nodes are numbers (0 is the root and
 * also means "none"); ten thousand terms allocate no object per character at
 * cold start, and a step of the scan allocates nothing.
 */
export class CompiledLexicon {
  private readonly trie = new CodeUnitTrie();
  /** Per node, 1 + the index in `patterns` of the term (or prefix term) ending there; 0 for none. */
  private exactOf = new Int32Array(1 << 10);
  private prefixOf = new Int32Array(1 << 10);
  private readonly patterns: Pattern[] = [];
  /** Number of distinct patterns (for tests and the benchmark). */
  size = 0;
  /** End of the match longestAt() last found. */
  private end = 0;

  /**
   * `fold` strips Vietnamese diacritics from the term; `yield` keeps an
   * existing, different meaning instead of failing (an accent-free variant
   * never displaces a word; folded terms that collide keep the first).
   */
  add(rawTerm: string, entry: Entry, opts: { fold?: boolean; yield?: boolean } = {}): void {
    const prefix = rawTerm.endsWith('*');
    const normal = normalizeTerm(prefix ? rawTerm.slice(0, -1) : rawTerm);
    const term = opts.fold ? foldVietnamese(normal) : normal;
    if (term.length === 0) throw new Error(`aspiration lexicon: empty term from "${rawTerm}"`);
    const node = this.trie.insert(term);
    this.reserveNodes(this.trie.count);
    const pattern: Pattern = {
      entry,
      length: term.length,
      prefix,
      needStart: isWordCode(term.charCodeAt(0)),
      needEnd: !prefix && isWordCode(term.charCodeAt(term.length - 1)),
    };
    const slots = prefix ? this.prefixOf : this.exactOf;
    const existing = slots[node] ? this.patterns[slots[node]! - 1] : undefined;
    if (existing) {
      if (opts.yield && !sameEntry(existing.entry, entry)) {
        try {
          existing.entry = merge(existing.entry, entry, rawTerm);
        } catch {
          // The word already means something in the language this lexicon is for.
        }
        return;
      }
      existing.entry = merge(existing.entry, entry, rawTerm);
    } else {
      slots[node] = this.patterns.push(pattern);
      this.size++;
    }
  }

  /** Lays the trie out for scanning (scan() also does, after any later add). */
  freeze(): void {
    this.trie.freeze();
  }

  /** Room in the per-node slots for `count` nodes. */
  private reserveNodes(count: number): void {
    if (count <= this.exactOf.length) return;
    let size = this.exactOf.length;
    while (size < count) size *= 2;
    const exactOf = new Int32Array(size);
    const prefixOf = new Int32Array(size);
    exactOf.set(this.exactOf);
    prefixOf.set(this.prefixOf);
    this.exactOf = exactOf;
    this.prefixOf = prefixOf;
  }

  /**
   * The longest pattern starting at `i` (its end in `this.end`), given the
   * word-character mask of the text.
   */
  private longestAt(codes: Uint16Array, i: number, n: number, word: Uint8Array): Pattern | undefined {
    const trie = this.trie;
    let node = trie.step(0, codes[i]!);
    let best = 0;
    let bestEnd = 0;
    let j = i;
    while (node !== 0) {
      const exact = this.exactOf[node]!;
      if (exact !== 0 && (!this.patterns[exact - 1]!.needEnd || word[j + 1] === 0)) {
        best = exact;
        bestEnd = j + 1;
      }
      const pre = this.prefixOf[node]!;
      if (pre !== 0) {
        // A prefix term is at least as long as anything found before it; it takes the whole word.
        let k = j + 1;
        while (k < n && word[k] === 1) k++;
        best = pre;
        bestEnd = k;
      }
      j++;
      if (j >= n) break;
      node = trie.step(node, codes[j]!);
    }
    this.end = bestEnd;
    return best !== 0 ? this.patterns[best - 1] : undefined;
  }

  /**
   * All matches in `text`, leftmost-longest, non-overlapping. Abbreviations
   * trusted only in a diagnosis are returned too; the analyser decides.
   * With an `overlay`, a match of the overlay wins over one of this lexicon
   * that is not longer (the folded Vietnamese terms over the shared lexicon).
   * `codes` are the text's code units (codeUnits), when the caller has them already.
   */
  scan(text: string, overlay?: CompiledLexicon, codes: Uint16Array = codeUnits(text)): Match[] {
    this.trie.freeze();
    overlay?.trie.freeze();
    const out: Match[] = [];
    const n = text.length;
    // Scratch mask of word characters, reused across calls (scan never re-enters).
    if (wordScratch.length < n + 1) wordScratch = new Uint8Array(n + 1);
    const word = wordScratch;
    for (let i = 0; i < n; i++) word[i] = WORD_UNIT[codes[i]!]!;
    word[n] = 0;
    let i = 0;
    while (i < n) {
      // Inside a Latin word nothing can start: every Latin term needs a word boundary.
      if (i > 0 && word[i] === 1 && word[i - 1] === 1) {
        i++;
        continue;
      }
      let best = this.longestAt(codes, i, n, word);
      let bestEnd = this.end;
      if (overlay) {
        const o = overlay.longestAt(codes, i, n, word);
        if (o && (!best || overlay.end >= bestEnd)) {
          best = o;
          bestEnd = overlay.end;
        }
      }
      if (best) {
        out.push({ start: i, end: bestEnd, entry: best.entry, clause: 0, negated: false });
        i = bestEnd;
      } else {
        i++;
      }
    }
    return out;
  }
}

/**
 * The term without accents, when that is safe to add: a single word must keep
 * five letters or more, and no word may fold to a shorter one than four
 * ("no sé" would become the negator phrase "no se").
 */
function accentFreeVariant(term: string): string | undefined {
  const bare = stripAccents(term);
  if (bare === term) return undefined;
  const words = term.replace(/\*$/, '').split(' ');
  const bareWords = bare.replace(/\*$/, '').split(' ');
  if (words.length === 1 && bareWords[0]!.length < 5) return undefined;
  for (let i = 0; i < words.length; i++) if (words[i] !== bareWords[i] && bareWords[i]!.length < 4) return undefined;
  return bare;
}

export interface CompileOptions {
  /**
   * Compile the terms without Vietnamese diacritics (the overlay read over
   * Vietnamese typed without them). Two terms that fold together with
   * different meanings keep the first one listed.
   */
  foldVietnamese?: boolean;
}

type AddAll = (terms: readonly string[] | undefined, entryOf: Entry | ((term: string) => Entry)) => void;

/** The irrealis frames and modals of a lexicon (reading rule irrealis_frame), the sleep cue and question frames. */
function addFrames(L: LanguageLexicon, addAll: AddAll): void {
  const ir = L.irrealis;
  const frame = { kind: 'irrealis', after: false, fear: false, needsModal: false, other: false } as const;
  addAll(ir?.purpose, frame);
  addAll(ir?.fear, { ...frame, fear: true });
  addAll(ir?.fearWithModal, { ...frame, fear: true, needsModal: true });
  addAll(ir?.after, { ...frame, after: true, fear: true });
  addAll(ir?.otherPerson, { ...frame, other: true });
  addAll(ir?.relativeByKin, { ...frame, other: true, factorsOnly: true });
  addAll(ir?.risk, { ...frame, risk: true });
  addAll(ir?.riskAfter, { ...frame, after: true, risk: true });
  addAll(L.assessed, { kind: 'assessed' });
  addAll(ir?.modal, { kind: 'modal' });
  addAll(L.context.sleep, { kind: 'ctx', ctx: 'sleep' });
  addAll(L.question, { kind: 'question' });
}

/** The signs, and the sign phrases with a count inside them (reading rule count_inside_sign). */
function addSigns(L: LanguageLexicon, addAll: AddAll): void {
  for (const [code, terms] of Object.entries(L.signs)) addAll(terms, { kind: 'sign', code: code as SignCode });
  for (const [code, terms] of Object.entries(L.countedSigns ?? {})) addAll(terms, { kind: 'sign', code: code as SignCode, counted: true });
}

export function compile(lexicons: readonly LanguageLexicon[], options: CompileOptions = {}): CompiledLexicon {
  const lex = new CompiledLexicon();
  const fold = options.foldVietnamese ?? false;
  for (const L of lexicons) {
    const opts = fold ? { fold: true, yield: true } : {};
    const addAll = (terms: readonly string[] | undefined, entryOf: Entry | ((term: string) => Entry)) => {
      for (const t of terms ?? []) {
        const entry = typeof entryOf === 'function' ? entryOf(t) : entryOf;
        lex.add(t, entry, opts);
        if (L.optionalAccents) {
          const bare = accentFreeVariant(t);
          if (bare) lex.add(bare, entry, { ...opts, yield: true });
        }
      }
    };
    // A meal phrase that holds a frequency word ("every time she drinks", "每次飲水") is also persistent.
    const holdsPersistent = holderOf(L.persistent);
    const mealEntry =
      (ctx: 'meal' | 'mealTemporal') =>
      (term: string): Entry =>
        holdsPersistent(term) ? { kind: 'ctx', ctx, persistent: true } : { kind: 'ctx', ctx };
    addSigns(L, addAll);
    for (const [code, terms] of Object.entries(L.risks))
      addAll(terms, { kind: 'risk', code: code as RiskCode, diagnosisOnly: false, thick: false });
    for (const [code, terms] of Object.entries(L.diagnosisOnly ?? {}))
      addAll(terms, { kind: 'risk', code: code as RiskCode, diagnosisOnly: true, thick: false });
    addAll(L.thickened, { kind: 'risk', code: 'known_dysphagia', diagnosisOnly: false, thick: true });
    addAll(L.tolerates, { kind: 'tolerates' });
    addAll(L.recovered, { kind: 'recovered' });
    addAll(L.upgraded, { kind: 'recovered', upgrade: true });
    const s = L.negation.settings;
    const neg = (pre: number, post: number, list: boolean, reassures = false): Entry => ({
      kind: 'neg',
      pre,
      post,
      unit: s.unit,
      list,
      kanaOnlyGap: s.kanaOnlyGap ?? false,
      reassures,
    });
    addAll(L.negation.pre, neg(s.pre, 0, false));
    addAll(L.negation.preNarrow, neg(1, 0, false));
    addAll(L.negation.list, neg(Math.max(s.pre, 3), 0, true));
    addAll(L.negation.post, neg(0, s.post, false));
    addAll(L.negation.postList, neg(0, s.post, true));
    addAll(L.negation.reassuring, neg(Math.max(s.pre, 3), 0, false, true));
    addAll(L.past, { kind: 'past', record: false });
    addAll(L.history, { kind: 'past', record: true });
    addAll(L.current, { kind: 'current' });
    addAll(L.monthsAgo, { kind: 'monthsAgo', perMonth: 1 });
    addAll(L.weeksAgo, { kind: 'monthsAgo', perMonth: WEEKS_PER_MONTH });
    addAll(L.daysAgo, { kind: 'monthsAgo', perMonth: DAYS_PER_MONTH });
    // A hedge ("らしい", "parece que") is an uncertain word that tells an observation, not a doubt (lexicon/hedges.ts).
    const hedge = new Set((L.hedge ?? []).map(normalizeTerm));
    addAll(L.uncertain, (term) => (hedge.has(normalizeTerm(term)) ? { kind: 'uncertain', hedge: true } : { kind: 'uncertain' }));
    addAll(L.unrelated, { kind: 'unrelated' });
    addAll(L.normal, { kind: 'normal' });
    // A degree word ("slightly") is an occasional word that says how much, not how often (DEGREE_KEEPS_SIGN).
    const degree = new Set((L.degree ?? []).map(normalizeTerm));
    addAll(L.occasional, (term) => (degree.has(normalizeTerm(term)) ? { kind: 'occasional', degree: true } : { kind: 'occasional' }));
    addAll(L.counted, { kind: 'occasional', counted: true });
    // "most meals", "every cuppa": a frequency that names a meal is also a meal context.
    const holdsMeal = holderOf([...(L.context.meal ?? []), ...(L.context.mealTemporal ?? [])]);
    addAll(L.persistent, (term) => (holdsMeal(term) ? { kind: 'ctx', ctx: 'meal', persistent: true } : { kind: 'persistent' }));
    addAll(L.daily, { kind: 'persistent', daily: true });
    addAll(L.context.meal, mealEntry('meal'));
    addAll(L.context.mealTemporal, mealEntry('mealTemporal'));
    addAll(L.context.pill, { kind: 'ctx', ctx: 'pill' });
    addAll(L.context.voice, { kind: 'ctx', ctx: 'voice' });
    addAll(L.context.recurrent, { kind: 'ctx', ctx: 'recurrent' });
    addAll(L.context.decrease, { kind: 'ctx', ctx: 'decrease' });
    addAll(L.context.airway, { kind: 'ctx', ctx: 'airway' });
    addAll(L.context.gulp, { kind: 'ctx', ctx: 'gulp' });
    addFrames(L, addAll);
    addAll(L.context.split, { kind: 'ctx', ctx: 'split' });
    addAll(L.context.cause, { kind: 'ctx', ctx: 'cause' });
    addAll(L.context.intake, { kind: 'ctx', ctx: 'intake' });
    addAll(L.connectors, { kind: 'connector', disjunctive: false });
    addAll(L.disjunctive, { kind: 'connector', disjunctive: true });
    addAll(L.contrast, { kind: 'contrast' });
    addAll(L.concession, { kind: 'concession' });
    addAll(L.ignore, { kind: 'ignore' });
    addAll(L.penetrationAspirationScale, { kind: 'pas' });
  }
  lex.freeze();
  return lex;
}

let compiled: CompiledLexicon | undefined;

/**
 * The one compiled lexicon, built once per container on the first screen, not
 * at import: compiling twelve thousand terms is most of a cold import, and a
 * container that never screens (a health check, a bad request) never pays it.
 */
export function lexicon(): CompiledLexicon {
  compiled ??= compile(LEXICONS);
  return compiled;
}
/**
 * The Vietnamese terms without diacritics, scanned as an overlay of lexicon()
 * over Vietnamese typed without them (see isUnaccentedVietnamese), where a
 * folded Vietnamese word wins over a word of another language spelt the same.
 * Built on first use, not at cold start: only such text needs it.
 */
export function lexiconViFolded(): CompiledLexicon {
  viFolded ??= compile(
    LEXICONS.filter((L) => L.lang === 'vi'),
    { foldVietnamese: true },
  );
  return viFolded;
}
let viFolded: CompiledLexicon | undefined;

/** Whether lexiconViFolded() is compiled already (a first call compiles it). */
export function lexiconViFoldedReady(): boolean {
  return viFolded !== undefined;
}
