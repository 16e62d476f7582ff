/**
 * Stage "evidence", IDDSI test results in carers' own words: a clause that
 * holds the concepts of a test outcome (test-outcomes.ts `clause`: a motion,
 * its speed, the fork or spoon) reads as that outcome, in any tense or word
 * order ("when we did the fork test it dripped through in slow blobs",
 * "フォークの間からゆっくり垂れた", "beim Gabeldrucktest federt es zurück").
 * A clause where a listed phrase of terms.ts already read a test result is
 * left to it. A negation at the motion ("did not drip", "垂れなかった",
 * "tropft nicht") gives the outcome's negated reading, or nothing.
 */
import { boundsMeasure } from './list-scope';
import { spacedPhraseBetween } from './spaced-cjk';
import type { ItemKind } from '../levels';
import { type TestConcept, TEST_WORDS } from '../lexicon/test-words';
import { TESTS, type Lang } from '../lexicon/terms';
import { newEvidence, type RawEvidence } from './evidence';
import { parseWeights, type Weights } from './lexicon-index';
import { Automaton, type Match, type PatternSpec } from './matcher';
import { normalizePatternForms, sourceSlice, type NormalizedText } from './normalize';
import { hasScoped, langBit, misread, scopedWord, shortFormOf } from './text-language';
import { CLAUSE_READ_CONF, INSTRUMENT_REACH, TEST_OUTCOMES, type TestOutcome } from './test-outcomes';

/**
 * Punctuation that ends a clause (as the negation stage's), the Japanese comma and "but" words too,
 * as UTF-16 units: the scans below cover the whole text, and `norm[i]` builds a string per CJK character.
 */
const CLAUSE_END: ReadonlySet<number> = new Set(
  [',', '.', ';', ':', '!', '?', '。', '，', '、', '；', '！', '？', '(', ')', '\n', '|', '،', '؛', '।'].map((ch) => ch.charCodeAt(0)),
);
const INSTRUMENTS: ReadonlySet<TestConcept> = new Set(['fork', 'spoon']);
/** How close a negation must come before the motion word, or after it ("垂れなかった", "tropft nicht"). */
const NEG_BEFORE_REACH = 12;
/** A negating preposition ("sem", "ohne", "without") negates the motion only right before it ("ohne zu tropfen"). */
const NEG_PREP_REACH = 3;
const NEG_AFTER_REACH = 3;
/** A clause may report more than one test ("held its shape on the spoon and did not drip through the fork"). */
const MAX_PER_CLAUSE = 3;

interface Reading {
  weights: Weights;
  /** The reading for a food, when it differs (terms.ts `food`). */
  food: Weights | null;
  neg: Weights | null;
  kind: ItemKind | undefined;
  negKind: ItemKind | undefined;
  /** Negated, says nothing of a drink ("not sticky"). */
  negDrinkNeutral: boolean;
}

/** Adds one written form of a concept (a word of two concepts, Hindi नहीं before or after the verb, carries both). */
function addForm(specs: Map<string, PatternSpec<TestConcept[]>>, concept: TestConcept, lang: Lang, raw: string): void {
  const { word, scoped } = scopedWord(raw);
  const prefix = word.endsWith('*');
  const forms = normalizePatternForms(prefix ? word.slice(0, -1).trim() : word);
  if (!forms.norm) return;
  // rule TEXT_LANGUAGE_SCOPE: a word read only in a text of its language ("^di", Tagalog not)
  const scope = scoped ? langBit(lang) : 0;
  const key = `${forms.norm}|${prefix}|${scope}`;
  const known = specs.get(key);
  if (known) {
    if (!known.payload.includes(concept)) known.payload.push(concept);
    return;
  }
  const spec: PatternSpec<TestConcept[]> = { pattern: forms.norm, prefix, payload: [concept] };
  if (scope !== 0) spec.scope = scope;
  // Vietnamese tones carry meaning (chậm slow, chấm dip)
  if (lang === 'vi' && forms.exact !== forms.norm) spec.exact = forms.exact;
  specs.set(key, spec);
}

/** The readings of the test rows of terms.ts, by row id (the first row of an id carries its levels). */
function rowReadings(): Map<string, Reading> {
  const readings = new Map<string, Reading>();
  for (const row of TESTS) {
    if (readings.has(row.id)) continue;
    readings.set(row.id, {
      weights: parseWeights(row.levels),
      food: row.food ? parseWeights(row.food) : null,
      neg: row.neg ? parseWeights(row.neg) : null,
      kind: row.kind,
      negKind: row.negKind ?? row.kind,
      negDrinkNeutral: row.negDrinkNeutral === true,
    });
  }
  return readings;
}

function compile(): { automaton: Automaton<TestConcept[]>; readings: Map<string, Reading> } {
  const specs = new Map<string, PatternSpec<TestConcept[]>>();
  for (const [concept, names] of Object.entries(TEST_WORDS) as [TestConcept, Record<Lang, string>][])
    for (const [lang, list] of Object.entries(names) as [Lang, string][])
      for (const raw of list.split(',')) {
        addForm(specs, concept, lang, raw);
        const short = shortFormOf(scopedWord(raw).word, lang);
        if (short !== null) addForm(specs, concept, lang, `^${short}`);
      }
  return { automaton: new Automaton([...specs.values()]), readings: rowReadings() };
}

let compiled: ReturnType<typeof compile> | null = null;

const NEGATIONS: ReadonlySet<TestConcept> = new Set(['neg', 'neg_prep', 'neg_after']);
/** Some concept of the match is in `set` (a loop: no closure per match on the clause walk). */
function carries(m: Match<TestConcept[]>, set: ReadonlySet<TestConcept>): boolean {
  for (let k = 0; k < m.payload.length; k++) if (set.has(m.payload[k]!)) return true;
  return false;
}
const isInstrument = (m: Match<TestConcept[]>) => carries(m, INSTRUMENTS);

/** A fork or spoon named as a quantity ("2 spoons of thickener", "スプーン1杯") is no instrument of a test. */
function isQuantity(norm: string, m: Match<TestConcept[]>): boolean {
  return hasDigit(norm, Math.max(0, m.start - 3), m.start) || hasDigit(norm, m.end, Math.min(norm.length, m.end + 2));
}

/** "did the fork drip", "ran a fork drip": a verb of doing a test, then the article, right before "fork drip". */
const DID_THE_TEST = /\b(?:did|do|done|doing|tried|try|ran|run|performed)(?: the| a)? $/;
/** A motion or manner word right after "drip": the words report a drip ("fork drip straight through"). */
const DRIP_REPORTED = /^\s*(?:through|thru|straight|fast|quick|slow|continu|in |between|off|out|down|away|freely|easily|a lot|lots)/;

/**
 * A test noun right after the drip word: "叉滴測試", "フォーク滴下テスト", "fork drip test" name the test; so does a
 * colon right after it ("Fork drip: sits on top"), the heading of the result that follows.
 */
const TEST_NOUN_AFTER = /^ ?(?:test|测试|試驗|试验|測試|テスト|[:：])/;
/** How far after the drip word the test noun is looked for (" test" with its space). */
const TEST_NOUN_REACH = 6;

/** "Fork drip: fast through the prongs": after a heading colon a motion word reports the drip, the result itself. */
function dripAfterHeading(norm: string, end: number): boolean {
  const colon = /^ ?[:：] ?/.exec(norm.slice(end, end + 3));
  return colon !== null && DRIP_REPORTED.test(norm.slice(end + colon[0].length, end + colon[0].length + 12));
}

/**
 * "did the fork drip - sat on top": the noun "drip" right after "fork", itself after a verb of doing a test, names
 * the IDDSI fork drip test and reports no drip; "fork drip straight through", "fork drip fast" still report one.
 * "叉滴測試:" (fork, drip, test noun) names the test in any language.
 */
function namesForkDrip(norm: string, all: readonly Match<TestConcept[]>[], k: number): boolean {
  const m = all[k]!;
  const before = all[k - 1];
  if (before === undefined || !isInstrument(before) || !m.payload.includes('drip')) return false;
  if (TEST_NOUN_AFTER.test(norm.slice(m.end, m.end + TEST_NOUN_REACH)) && norm.slice(before.end, m.start).trim() === '')
    return !dripAfterHeading(norm, m.end);
  if (norm.slice(m.start, m.end) !== 'drip' || norm.slice(before.start, before.end) !== 'fork') return false;
  const gap = norm.slice(before.end, m.start);
  if (gap !== ' ' && gap !== '-') return false;
  return DID_THE_TEST.test(norm.slice(Math.max(0, before.start - 16), before.start)) && !DRIP_REPORTED.test(norm.slice(m.end, m.end + 12));
}

/** An ASCII digit in norm[from, to). */
function hasDigit(norm: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (norm.charCodeAt(i) >= 0x30 && norm.charCodeAt(i) <= 0x39) return true;
  return false;
}

/** The first clause-ending character in norm[from, to), or -1. */
function punctIn(norm: string, from: number, to: number): number {
  for (let i = from; i < to; i++) if (CLAUSE_END.has(norm.charCodeAt(i))) return i;
  return -1;
}

/** The last clause-ending character in norm[from, to), or -1. */
function lastPunctIn(norm: string, from: number, to: number): number {
  for (let i = to - 1; i >= from; i--) if (CLAUSE_END.has(norm.charCodeAt(i))) return i;
  return -1;
}

/**
 * Calls `visit(from, to, start, end)` for each clause that holds concept matches: all[from, to) are
 * its matches, [start, end) its bounds (one pass over the matches and the gaps between). Index
 * ranges, not an array per clause: this runs on every text.
 */
function forEachClause(
  norm: string,
  all: readonly Match<TestConcept[]>[],
  visit: (from: number, to: number, start: number, end: number) => void,
): void {
  let from = 0;
  let start = 0;
  let prevEnd = 0;
  for (let k = 0; k < all.length; k++) {
    const m = all[k]!;
    const p = lastPunctIn(norm, prevEnd, m.start);
    if (p >= 0) {
      if (k > from) visit(from, k, start, punctIn(norm, prevEnd, m.start));
      from = k;
      start = p + 1;
    }
    prevEnd = m.end;
  }
  const p = punctIn(norm, prevEnd, norm.length);
  if (all.length > from) visit(from, all.length, start, p >= 0 ? p : norm.length);
}

/** Concepts that carry an outcome (a clause without one reads nothing). */
const MOTIONS: ReadonlySet<TestConcept> = new Set(TEST_OUTCOMES.flatMap((o) => (o.clause ? [o.clause.verb] : [])));
const isMotion = (m: Match<TestConcept[]>) => carries(m, MOTIONS);

/** Each concept's bit: the concepts of a clause as one number, so each outcome's recipe is checked without a scan. */
const CONCEPT_BIT: ReadonlyMap<TestConcept, number> = new Map((Object.keys(TEST_WORDS) as TestConcept[]).map((c, i) => [c, 2 ** i]));
const INSTRUMENT_BITS = [...INSTRUMENTS].reduce((bits, c) => bits | CONCEPT_BIT.get(c)!, 0);
const has = (bits: number, c: TestConcept) => (bits & CONCEPT_BIT.get(c)!) !== 0;

/**
 * The matches a clause reads from: all[from, to) less those `gone` marks (an instrument named as a
 * quantity, a motion word already read). A range and a mask over `all`, reused: no array per clause.
 */
interface Left {
  all: readonly Match<TestConcept[]>[];
  from: number;
  to: number;
  gone: Uint8Array;
}

/** The concepts the clause's matches carry, as bits. */
function conceptBits(left: Left): number {
  let bits = 0;
  for (let k = left.from; k < left.to; k++) if (!left.gone[k]) for (const c of left.all[k]!.payload) bits |= CONCEPT_BIT.get(c)!;
  return bits;
}

/** The index in `all` of the first match of the clause that carries `c`, or -1. */
function findConcept(left: Left, c: TestConcept): number {
  for (let k = left.from; k < left.to; k++) if (!left.gone[k] && left.all[k]!.payload.includes(c)) return k;
  return -1;
}

/** The instruments within reach before a clause: instruments[lo, hi). */
interface Near {
  instruments: readonly Match<TestConcept[]>[];
  lo: number;
  hi: number;
}

/**
 * The concept is in the clause (`bits`: its concepts); an instrument may also be named just before it
 * ("Fork test: drips slowly").
 */
function holds(c: TestConcept, bits: number, near: Near, start: number): boolean {
  if (has(bits, c)) return true;
  // a clause that names its own instrument ("スプーンを傾けると…") borrows none from before
  if (!INSTRUMENTS.has(c) || (bits & INSTRUMENT_BITS) !== 0) return false;
  for (let k = near.lo; k < near.hi; k++) {
    const m = near.instruments[k]!;
    if (m.payload.includes(c) && m.end <= start && start - m.end <= INSTRUMENT_REACH) return true;
  }
  return false;
}

/** Every concept of `cs` holds (loops, not every(): no closure per outcome tried on every clause). */
function holdsAll(cs: readonly TestConcept[], bits: number, near: Near, start: number): boolean {
  for (const c of cs) if (!holds(c, bits, near, start)) return false;
  return true;
}

/** Some concept of `cs` holds. */
function holdsAny(cs: readonly TestConcept[], bits: number, near: Near, start: number): boolean {
  for (const c of cs) if (holds(c, bits, near, start)) return true;
  return false;
}

/** A motion word stands between the verb and a negation after it: the negation is that one's ("つぶれて戻らない"). */
function motionBetween(all: readonly Match<TestConcept[]>[], from: number, to: number, start: number, end: number): boolean {
  for (let k = from; k < to; k++) {
    const m = all[k]!;
    if (m.start >= start && m.end <= end && isMotion(m)) return true;
  }
  return false;
}

/**
 * A negation before the motion word, or one of the languages that put it after ("垂れなかった", "tropft
 * nicht"), among all the clause's matches all[from, to).
 */
function negatedAt(norm: string, verb: Match<TestConcept[]>, all: readonly Match<TestConcept[]>[], from: number, to: number): boolean {
  for (let k = from; k < to; k++) {
    const m = all[k]!;
    if (
      (m.payload.includes('neg') &&
        m.end <= verb.start &&
        verb.start - m.end <= NEG_BEFORE_REACH &&
        !spacedPhraseBetween(norm, m.end, verb.start) &&
        // a measure between: the negation bounded it ("唔大過4mm 叉一壓就散"), not the test
        !boundsMeasure(norm.slice(m.end, verb.start))) ||
      (m.payload.includes('neg_prep') && m.end <= verb.start && verb.start - m.end <= NEG_PREP_REACH) ||
      (m.payload.includes('neg_after') &&
        m.start >= verb.end &&
        m.start - verb.end <= NEG_AFTER_REACH &&
        !motionBetween(all, from, to, verb.end, m.start))
    )
      return true;
  }
  return false;
}

/** The evidence of an outcome's row: its reading, or its negated one (null when it has none). */
function evidenceOf(t: NormalizedText, o: TestOutcome, negated: boolean, start: number, end: number): RawEvidence | null {
  const { readings } = compiled!;
  // a negation that is another outcome of the same test reads as that outcome ("does not spring back")
  const negRow = negated ? o.clause?.negRow : undefined;
  const neg = negated && !negRow;
  const row = negRow ?? o.row!;
  const r = readings.get(row)!;
  const weights = neg ? r.neg : r.weights;
  if (!weights) return null;
  const e = newEvidence('test', 1, row, weights, sourceSlice(t, start, end), start, end, CLAUSE_READ_CONF);
  const kind = neg ? r.negKind : r.kind;
  if (kind) e.kind = kind;
  if (neg) e.negated = true;
  else if (r.food) e.foodWeights = r.food;
  if (neg && r.negDrinkNeutral) e.drinkNeutral = true;
  return e;
}

/** A test result read from a clause, and the span of its concept words. */
export interface ClauseReading {
  e: RawEvidence;
  start: number;
  end: number;
}

/** The first outcome whose concepts the clause holds, or null. */
function outcomeOf(left: Left, near: Near, start: number): TestOutcome | null {
  const bits = conceptBits(left);
  for (const o of TEST_OUTCOMES) {
    const recipe = o.clause;
    if (!recipe || !o.row || !has(bits, recipe.verb)) continue;
    if (!holdsAll(recipe.with, bits, near, start)) continue;
    if (recipe.anyOf && !holdsAny(recipe.anyOf, bits, near, start)) continue;
    if (recipe.unless?.some((c) => has(bits, c))) continue;
    return o;
  }
  return null;
}

/** The first and last of the clause's matches that are no negation: the span of its concept words. */
function conceptSpan(left: Left): [number, number] {
  let first = -1;
  let last = -1;
  for (let k = left.from; k < left.to; k++) {
    if (left.gone[k] || carries(left.all[k]!, NEGATIONS)) continue;
    if (first < 0) first = k;
    last = k;
  }
  return [left.all[first]!.start, left.all[last]!.end];
}

/**
 * The concept words of `t`, all languages read: the walk readTestClauses made is kept (for that text
 * only) and read again by dripWordsAt, which the engine calls next on the same text. The engine lets
 * it go with the text's matches (releaseConceptWords), so no request's text outlives its classification.
 */
let lastWalk: { t: NormalizedText; all: Match<TestConcept[]>[] } | null = null;
function conceptWords(t: NormalizedText): Match<TestConcept[]>[] {
  if (lastWalk?.t === t) return lastWalk.all;
  compiled ??= compile();
  const all = compiled.automaton.findLongest(t.norm, t.exact);
  lastWalk = { t, all };
  return all;
}

/** Where the text's drip words start ("drips in clumps": the fork drip test, rule LUMPS_IN_LIQUID). */
export function dripWordsAt(t: NormalizedText): number[] {
  return conceptWords(t)
    .filter((m) => m.payload.includes('drip'))
    .map((m) => m.start);
}

/** Lets the kept walk go: its text and matches belong to the classification that made them. */
export function releaseConceptWords(): void {
  lastWalk = null;
}

/** A walk is kept (the engine has not let a text go). */
export const keepsConceptWords = (): boolean => lastWalk !== null;

/** Scratch mask over the concept matches of the text being read (one call at a time). */
let goneScratch = new Uint8Array(64);

/** Some match of all[from, to) is a motion word. */
function anyMotion(all: readonly Match<TestConcept[]>[], from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (isMotion(all[k]!)) return true;
  return false;
}

/** A start of `tests` in [start, end): a test result already read in the clause. */
function anyIn(tests: readonly number[], start: number, end: number): boolean {
  for (const s of tests) if (s >= start && s < end) return true;
  return false;
}

/**
 * Up to MAX_PER_CLAUSE outcomes of one clause, into `out`: after each, its motion word leaves the
 * clause; two motion words of one outcome ("ぽたぽた落ちる": drips, falls) report it once.
 */
function readClause(t: NormalizedText, left: Left, near: Near, start: number, out: ClauseReading[]): void {
  const first = out.length;
  for (let k = 0; k < MAX_PER_CLAUSE; k++) {
    const o = outcomeOf(left, near, start);
    if (!o) return;
    const verb = findConcept(left, o.clause!.verb);
    const [from, to] = conceptSpan(left);
    // a motion word already read still owns the negation after it ("つぶれて戻らない")
    const e = evidenceOf(t, o, negatedAt(t.norm, left.all[verb]!, left.all, left.from, left.to), from, to);
    if (!e) return;
    let seen = false;
    for (let j = first; j < out.length; j++) if (out[j]!.e.id === e.id) seen = true;
    if (!seen) out.push({ e, start: from, end: to });
    left.gone[verb] = 1;
  }
}

/**
 * Test results read from the concepts of each clause that no listed phrase already read. `tests`
 * holds the starts of the test results already read.
 */
export function readTestClauses(t: NormalizedText, tests: readonly number[], langs: () => number): ClauseReading[] {
  let all = conceptWords(t);
  compiled ??= compile();
  // rule TEXT_LANGUAGE_SCOPE: read again without a word scoped to a language the text is not in
  if (hasScoped(all) && misread(all, langs())) all = compiled.automaton.findLongest(t.norm, t.exact, langs());
  const out: ClauseReading[] = [];
  if (all.length < 2 || !all.some(isMotion)) return out;
  const instruments = all.filter((m) => isInstrument(m) && !isQuantity(t.norm, m));
  if (goneScratch.length < all.length) goneScratch = new Uint8Array(all.length);
  const left: Left = { all, from: 0, to: 0, gone: goneScratch };
  // the instruments within reach before each clause, by two pointers (clauses and matches are in text order)
  const near: Near = { instruments, lo: 0, hi: 0 };
  forEachClause(t.norm, all, (from, to, start, end) => {
    while (near.lo < instruments.length && start - instruments[near.lo]!.end > INSTRUMENT_REACH) near.lo++;
    while (near.hi < instruments.length && instruments[near.hi]!.end <= start) near.hi++;
    if (!anyMotion(all, from, to) || anyIn(tests, start, end)) return;
    left.from = from;
    left.to = to;
    for (let k = from; k < to; k++)
      left.gone[k] = (isInstrument(all[k]!) && isQuantity(t.norm, all[k]!)) || namesForkDrip(t.norm, all, k) ? 1 : 0;
    readClause(t, left, near, start, out);
  });
  return out;
}
