/**
 * Compiles every lexicon into one character trie at module load and scans
 * normalised text with it: leftmost-longest, one pass, no regular
 * expressions, so the cost is linear in the input times the longest term.
 */
import type { ContextKind, RiskCode, SignCode } from './concepts';
import { LEXICONS, type LanguageLexicon } from './lexicon';
import type { NegationSettings } from './lexicon/types';
import { isWordCode, normalizeTerm } from './normalize';

export type Entry =
  | { kind: 'sign'; code: SignCode }
  | { kind: 'risk'; code: RiskCode; diagnosisOnly: boolean; thick: boolean }
  | { kind: 'neg'; pre: number; post: number; unit: NegationSettings['unit']; list: boolean; kanaOnlyGap: boolean; reassures: boolean }
  | { kind: 'past'; record: boolean }
  | { kind: 'recovered' }
  | { kind: 'tolerates' }
  | { kind: 'current' }
  | { kind: 'uncertain' }
  | { kind: 'unrelated' }
  | { kind: 'normal' }
  | { kind: 'occasional' }
  | { kind: 'ctx'; ctx: ContextKind | 'mealTemporal' }
  | { kind: 'connector'; disjunctive: boolean }
  | { kind: 'contrast' }
  | { kind: 'ignore' };

export interface Match {
  start: number;
  end: number;
  entry: Entry;
}

interface Pattern {
  entry: Entry;
  /** Term length, used to prefer the longest term. */
  length: number;
  prefix: boolean;
  needStart: boolean;
  needEnd: boolean;
}

interface Node {
  next: Map<number, Node>;
  exact?: Pattern;
  prefix?: Pattern;
}

const newNode = (): Node => ({ next: new Map() });

function sameEntry(a: Entry, b: Entry): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
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
    if (meal(existing.ctx) && meal(incoming.ctx)) return { kind: 'ctx', ctx: 'mealTemporal' };
  }
  throw new Error(`aspiration lexicon conflict: "${term}" is ${JSON.stringify(existing)} and ${JSON.stringify(incoming)}`);
}

let wordScratch = new Uint8Array(4096);

export class CompiledLexicon {
  /** Children of the root by first code unit: most positions fail here, so it is a flat table. */
  private readonly rootTable: Array<Node | undefined> = new Array(65536);
  /** Number of distinct patterns (for tests and the benchmark). */
  size = 0;

  add(rawTerm: string, entry: Entry): void {
    const prefix = rawTerm.endsWith('*');
    const term = normalizeTerm(prefix ? rawTerm.slice(0, -1) : rawTerm);
    if (term.length === 0) throw new Error(`aspiration lexicon: empty term from "${rawTerm}"`);
    const first = term.charCodeAt(0);
    let node: Node = this.rootTable[first] ?? newNode();
    this.rootTable[first] = node;
    for (let i = 1; i < term.length; i++) {
      const c = term.charCodeAt(i);
      let next: Node | undefined = node.next.get(c);
      if (!next) {
        next = newNode();
        node.next.set(c, next);
      }
      node = next;
    }
    const pattern: Pattern = {
      entry,
      length: term.length,
      prefix,
      needStart: isWordCode(first),
      needEnd: !prefix && isWordCode(term.charCodeAt(term.length - 1)),
    };
    const slot = prefix ? 'prefix' : 'exact';
    const existing = node[slot];
    if (existing) {
      existing.entry = merge(existing.entry, entry, rawTerm);
    } else {
      node[slot] = pattern;
      this.size++;
    }
  }

  /**
   * All matches in `text`, leftmost-longest, non-overlapping. Abbreviations
   * trusted only in a diagnosis are returned too; the analyser decides.
   */
  scan(text: string): Match[] {
    const out: Match[] = [];
    const n = text.length;
    // Scratch mask of word characters, reused across calls (scan never re-enters).
    if (wordScratch.length < n + 1) wordScratch = new Uint8Array(n + 1);
    const word = wordScratch;
    for (let i = 0; i < n; i++) word[i] = isWordCode(text.charCodeAt(i)) ? 1 : 0;
    word[n] = 0;
    let i = 0;
    while (i < n) {
      // Inside a Latin word nothing can start: every Latin term needs a word boundary.
      if (i > 0 && word[i] === 1 && word[i - 1] === 1) {
        i++;
        continue;
      }
      let node = this.rootTable[text.charCodeAt(i)];
      let best: Pattern | undefined;
      let bestEnd = 0;
      let j = i;
      while (node) {
        const exact = node.exact;
        if (exact && (!exact.needEnd || word[j + 1] === 0)) {
          best = exact;
          bestEnd = j + 1;
        }
        const pre = node.prefix;
        if (pre) {
          // A prefix term is at least as long as anything found before it; it takes the whole word.
          let k = j + 1;
          while (k < n && word[k] === 1) k++;
          best = pre;
          bestEnd = k;
        }
        j++;
        if (j >= n) break;
        node = node.next.get(text.charCodeAt(j));
      }
      if (best) {
        out.push({ start: i, end: bestEnd, entry: best.entry });
        i = bestEnd;
      } else {
        i++;
      }
    }
    return out;
  }
}

function addAll(lex: CompiledLexicon, terms: readonly string[] | undefined, entry: Entry): void {
  for (const t of terms ?? []) lex.add(t, entry);
}

export function compile(lexicons: readonly LanguageLexicon[]): CompiledLexicon {
  const lex = new CompiledLexicon();
  for (const L of lexicons) {
    for (const [code, terms] of Object.entries(L.signs)) addAll(lex, terms, { kind: 'sign', code: code as SignCode });
    for (const [code, terms] of Object.entries(L.risks)) addAll(lex, terms, { kind: 'risk', code: code as RiskCode, diagnosisOnly: false, thick: false });
    for (const [code, terms] of Object.entries(L.diagnosisOnly ?? {})) addAll(lex, terms, { kind: 'risk', code: code as RiskCode, diagnosisOnly: true, thick: false });
    addAll(lex, L.thickened, { kind: 'risk', code: 'known_dysphagia', diagnosisOnly: false, thick: true });
    addAll(lex, L.tolerates, { kind: 'tolerates' });
    addAll(lex, L.recovered, { kind: 'recovered' });
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
    addAll(lex, L.negation.pre, neg(s.pre, 0, false));
    addAll(lex, L.negation.preNarrow, neg(1, 0, false));
    addAll(lex, L.negation.list, neg(Math.max(s.pre, 3), 0, true));
    addAll(lex, L.negation.post, neg(0, s.post, false));
    addAll(lex, L.negation.reassuring, neg(Math.max(s.pre, 3), 0, false, true));
    addAll(lex, L.past, { kind: 'past', record: false });
    addAll(lex, L.history, { kind: 'past', record: true });
    addAll(lex, L.current, { kind: 'current' });
    addAll(lex, L.uncertain, { kind: 'uncertain' });
    addAll(lex, L.unrelated, { kind: 'unrelated' });
    addAll(lex, L.normal, { kind: 'normal' });
    addAll(lex, L.occasional, { kind: 'occasional' });
    addAll(lex, L.context.meal, { kind: 'ctx', ctx: 'meal' });
    addAll(lex, L.context.mealTemporal, { kind: 'ctx', ctx: 'mealTemporal' });
    addAll(lex, L.context.pill, { kind: 'ctx', ctx: 'pill' });
    addAll(lex, L.context.voice, { kind: 'ctx', ctx: 'voice' });
    addAll(lex, L.context.recurrent, { kind: 'ctx', ctx: 'recurrent' });
    addAll(lex, L.context.decrease, { kind: 'ctx', ctx: 'decrease' });
    addAll(lex, L.context.airway, { kind: 'ctx', ctx: 'airway' });
    addAll(lex, L.connectors, { kind: 'connector', disjunctive: false });
    addAll(lex, L.disjunctive, { kind: 'connector', disjunctive: true });
    addAll(lex, L.contrast, { kind: 'contrast' });
    addAll(lex, L.ignore, { kind: 'ignore' });
  }
  return lex;
}

/** The one compiled lexicon, built once per container at cold start. */
export const LEXICON = compile(LEXICONS);
