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

const NEGATIONS: readonly TestConcept[] = ['neg', 'neg_prep', 'neg_after'];
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

/** The concept matches grouped by clause, with the clause's bounds (one pass over the matches and the gaps between). */
function byClause(norm: string, all: Match<TestConcept[]>[]): { start: number; end: number; ms: Match<TestConcept[]>[] }[] {
  const out: { start: number; end: number; ms: Match<TestConcept[]>[] }[] = [];
  let group: Match<TestConcept[]>[] = [];
  let start = 0;
  let prevEnd = 0;
  for (const m of all) {
    const p = lastPunctIn(norm, prevEnd, m.start);
    if (p >= 0) {
      if (group.length > 0) out.push({ start, end: punctIn(norm, prevEnd, m.start), ms: group });
      group = [];
      start = p + 1;
    }
    group.push(m);
    prevEnd = m.end;
  }
  const p = punctIn(norm, prevEnd, norm.length);
  if (group.length > 0) out.push({ start, end: p >= 0 ? p : norm.length, ms: group });
  return out;
}

/** Concepts that carry an outcome (a clause without one reads nothing). */
const MOTIONS: ReadonlySet<TestConcept> = new Set(TEST_OUTCOMES.flatMap((o) => (o.clause ? [o.clause.verb] : [])));
const isMotion = (m: Match<TestConcept[]>) => carries(m, MOTIONS);

function findConcept(ms: Match<TestConcept[]>[], c: TestConcept): Match<TestConcept[]> | undefined {
  return ms.find((m) => m.payload.includes(c));
}

/** Each concept's bit: the concepts of a clause as one number, so each outcome's recipe is checked without a scan. */
const CONCEPT_BIT: ReadonlyMap<TestConcept, number> = new Map((Object.keys(TEST_WORDS) as TestConcept[]).map((c, i) => [c, 2 ** i]));
const INSTRUMENT_BITS = [...INSTRUMENTS].reduce((bits, c) => bits | CONCEPT_BIT.get(c)!, 0);
const has = (bits: number, c: TestConcept) => (bits & CONCEPT_BIT.get(c)!) !== 0;

/** The concepts the matches carry, as bits. */
function conceptBits(ms: Match<TestConcept[]>[]): number {
  let bits = 0;
  for (const m of ms) for (const c of m.payload) bits |= CONCEPT_BIT.get(c)!;
  return bits;
}

/**
 * The concept is in the clause (`bits`: its concepts); an instrument may also be named just before it
 * ("Fork test: drips slowly").
 */
function holds(c: TestConcept, bits: number, instruments: Match<TestConcept[]>[], start: number): boolean {
  if (has(bits, c)) return true;
  // a clause that names its own instrument ("スプーンを傾けると…") borrows none from before
  if (!INSTRUMENTS.has(c) || (bits & INSTRUMENT_BITS) !== 0) return false;
  return instruments.some((m) => m.payload.includes(c) && m.end <= start && start - m.end <= INSTRUMENT_REACH);
}

/** Every concept of `cs` holds (loops, not every(): no closure per outcome tried on every clause). */
function holdsAll(cs: readonly TestConcept[], bits: number, instruments: Match<TestConcept[]>[], start: number): boolean {
  for (const c of cs) if (!holds(c, bits, instruments, start)) return false;
  return true;
}

/** Some concept of `cs` holds. */
function holdsAny(cs: readonly TestConcept[], bits: number, instruments: Match<TestConcept[]>[], start: number): boolean {
  for (const c of cs) if (holds(c, bits, instruments, start)) return true;
  return false;
}

/** A motion word stands between the verb and a negation after it: the negation is that one's ("つぶれて戻らない"). */
const motionBetween = (inClause: Match<TestConcept[]>[], from: number, to: number) =>
  inClause.some((m) => m.start >= from && m.end <= to && isMotion(m));

/** A negation before the motion word, or one of the languages that put it after ("垂れなかった", "tropft nicht"). */
function negatedAt(verb: Match<TestConcept[]>, inClause: Match<TestConcept[]>[]): boolean {
  return inClause.some(
    (m) =>
      (m.payload.includes('neg') && m.end <= verb.start && verb.start - m.end <= NEG_BEFORE_REACH) ||
      (m.payload.includes('neg_prep') && m.end <= verb.start && verb.start - m.end <= NEG_PREP_REACH) ||
      (m.payload.includes('neg_after') &&
        m.start >= verb.end &&
        m.start - verb.end <= NEG_AFTER_REACH &&
        !motionBetween(inClause, verb.end, m.start)),
  );
}

function evidenceOf(t: NormalizedText, o: TestOutcome, negated: boolean, span: [number, number]): RawEvidence | null {
  const { readings } = compiled!;
  // a negation that is another outcome of the same test reads as that outcome ("does not spring back")
  if (negated && o.clause?.negRow) return evidenceOf(t, { ...o, row: o.clause.negRow, clause: undefined }, false, span);
  const r = readings.get(o.row!)!;
  const weights = negated ? r.neg : r.weights;
  if (!weights) return null;
  const e = newEvidence('test', 1, o.row!, weights, sourceSlice(t, span[0], span[1]), span[0], span[1], CLAUSE_READ_CONF);
  const kind = negated ? r.negKind : r.kind;
  if (kind) e.kind = kind;
  if (negated) e.negated = true;
  else if (r.food) e.foodWeights = r.food;
  if (negated && r.negDrinkNeutral) e.drinkNeutral = true;
  return e;
}

/** A test result read from a clause, and the span of its concept words. */
export interface ClauseReading {
  e: RawEvidence;
  start: number;
  end: number;
}

/** The first outcome whose concepts the clause holds, as evidence (null when none, or negated without a reading). */
function readClause(
  t: NormalizedText,
  inClause: Match<TestConcept[]>[],
  instruments: Match<TestConcept[]>[],
  start: number,
  whole: Match<TestConcept[]>[],
): { reading: ClauseReading; verb: Match<TestConcept[]> } | null {
  const bits = conceptBits(inClause);
  for (const o of TEST_OUTCOMES) {
    const recipe = o.clause;
    if (!recipe || !o.row || !has(bits, recipe.verb)) continue;
    if (!holdsAll(recipe.with, bits, instruments, start)) continue;
    if (recipe.anyOf && !holdsAny(recipe.anyOf, bits, instruments, start)) continue;
    const verb = findConcept(inClause, recipe.verb)!;
    const concepts = inClause.filter((m) => !NEGATIONS.some((n) => m.payload.includes(n)));
    const span: [number, number] = [concepts[0]!.start, concepts[concepts.length - 1]!.end];
    // a motion word already read still owns the negation after it ("つぶれて戻らない")
    const e = evidenceOf(t, o, negatedAt(verb, whole), span);
    return e && { reading: { e, start: span[0], end: span[1] }, verb };
  }
  return null;
}

/**
 * The concept words of `t`, all languages read: the walk readTestClauses made is kept (for that text
 * only) and read again by dripWordsAt, which the engine calls next on the same text.
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
  const all = conceptWords(t);
  // the engine's last read of this text: let it go with the call
  lastWalk = null;
  return all.filter((m) => m.payload.includes('drip')).map((m) => m.start);
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
  // the instruments within reach before each clause, by two pointers (clauses and matches are in text order)
  let lo = 0;
  let hi = 0;
  for (const { start, end, ms } of byClause(t.norm, all)) {
    while (lo < instruments.length && start - instruments[lo]!.end > INSTRUMENT_REACH) lo++;
    while (hi < instruments.length && instruments[hi]!.end <= start) hi++;
    if (!ms.some(isMotion) || tests.some((s) => s >= start && s < end)) continue;
    const near = instruments.slice(lo, Math.max(lo, hi));
    let left = ms.filter((m) => !(isInstrument(m) && isQuantity(t.norm, m)));
    // two motion words of one outcome ("ぽたぽた落ちる": drips, falls) report it once
    const read = new Set<string>();
    for (let k = 0; k < MAX_PER_CLAUSE; k++) {
      const r = readClause(t, left, near, start, ms);
      if (!r) break;
      if (!read.has(r.reading.e.id)) out.push(r.reading);
      read.add(r.reading.e.id);
      left = left.filter((m) => m !== r.verb);
    }
  }
  return out;
}
