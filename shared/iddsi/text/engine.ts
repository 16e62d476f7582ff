/**
 * The text engine: evidence extraction, negation, kind, conflict resolution
 * by strength with the clinical safety bias, hazards and confidence.
 *
 * Strength tiers, strongest first: explicit statements (level names, level
 * numbers, legacy terms) > IDDSI test results (flow test, particle size, test
 * outcomes in words) > preparation and texture words > the food as usually
 * served. A tier narrows the candidate levels; weaker tiers only choose among
 * what the stronger ones left. A tie that remains is broken by the safety
 * bias: foods take the higher level, drinks the thinner one.
 */
import { RAISES_FOOD_TO_REGULAR } from '../hazards';
import { addHazard, addStandingFoodHazards, hasHazard, SIEVE_REMOVES } from './hazard-stage';
import { beats, topLevel } from './weights';
import type { IddsiLevel, ItemKind } from '../levels';
import type { LevelRow } from '../lexicon/terms';
import { lexicon, type FoodEntry, type Payload, type Weights } from './lexicon-index';
import { longestNonOverlapping, type Match } from './matcher';
import { negations, removals } from './negation';
import { readLevelAfter, readLevelBefore, scanMeasures, type Measure } from './measures';
import { normalizeText, sourceSlice, type NormalizedText } from './normalize';
import { abstain, settlingTest, type NeedsTestReason } from './abstention';
import { statesChildAge } from './population';
import { AMBIGUOUS_TERMS, RULES } from './rules';
import { applyRoles, type RoleCue, type SetAside } from './roles';

export type EvidenceType = 'explicit' | 'test' | 'particle' | 'texture' | 'food' | 'hazard';
export type Strength = 'explicit' | 'test' | 'texture' | 'food' | 'none';

/** One piece of evidence, structured so that every language can phrase it. */
export interface RawEvidence {
  type: EvidenceType;
  /** 0 explicit, 1 test/particle, 2 texture, 3 food; 4 for hazards (no vote). */
  tier: 0 | 1 | 2 | 3 | 4;
  /** Lexicon row id, food id, hazard code, or 'level_number' | 'flow' | 'particle' | 'drink_generic'. */
  id: string;
  weights: Weights;
  matched: string;
  start: number;
  kind?: ItemKind;
  negated?: boolean;
  value?: number;
  valueHi?: number;
  unit?: 'ml' | 'mm';
  child?: boolean;
  /** The measure was written as a bound ("under 4 mm", "more than 2 cm"), not as what was seen. */
  bound?: boolean;
  /** Confidence multiplier of this piece (vague words, boundary values). */
  conf: number;
  food?: FoodEntry;
  /** Reading when the item is a food, if different. */
  foodWeights?: Weights;
  /** Ignored when the item is a drink. */
  drinkNeutral?: boolean;
  /** Inside a label ("carton says Level 2"): a claim that a contradicting test outranks. */
  claim?: 'label';
}

export interface EngineHazard {
  code: string;
  matched: string;
  /** Where it came from: the words of the text, the food's usual form, or the mixed-consistency rule. */
  source: 'text' | 'food' | 'rule';
}

export interface EngineResult {
  level: IddsiLevel;
  kind: ItemKind;
  confidence: number;
  strength: Strength;
  recognised: boolean;
  evidence: RawEvidence[];
  hazards: EngineHazard[];
  /** The level before hazards raised it (equal to level when none did). */
  levelBeforeHazards: IddsiLevel;
  /** The deciding tier ended in a tie broken by the safety bias. */
  safetyTieBreak: boolean;
  /** Words read but not used as evidence about the food: a prescription, a menu, a contradicted label. */
  setAside: SetAside[];
  /** False when nothing of the text could be read (rule UNREADABLE). */
  understood: boolean;
  /** The IDDSI test must settle the level (conflict, ambiguity, no test reported, unreadable). */
  needsTest: boolean;
  needsTestReason: NeedsTestReason | null;
  /** The test that settles it. */
  settlingTest: 'flow' | 'fork_drip' | 'spoon_tilt' | 'fork_pressure';
  /** Hazards of the named foods that the text's preparation or removal words dealt with. */
  dealtWith: string[];
  /** Legacy or local diet names the answer rests on. */
  ambiguousTerms: string[];
}

const LEVELS: IddsiLevel[] = [0, 1, 2, 3, 4, 5, 6, 7];
const TIER_OF: Record<'name' | 'test' | 'texture', 0 | 1 | 2> = { name: 0, test: 1, texture: 2 };
/** Thickening or blending words: with these a soup is not a thin carrier of pieces. */
const MODIFIES_LIQUID = new Set(['thickened', 'blended', 'pureed', 'sieved', 'smooth', 'thick', 'name_liquidised', 'liquidised_word', 'name_pureed_diet']);
/** Of those, the ones that also break up the solids (thickening the broth leaves the noodles whole). */
const BREAKS_UP_SOLIDS = new Set(['blended', 'pureed', 'sieved', 'smooth', 'name_liquidised', 'liquidised_word', 'name_pureed_diet', 'minced', 'mashed']);
/** Level 5 is minced AND moist: words that supply the moisture a bare "minced"/"chopped" lacks. */
const SUPPLIES_MOISTURE = new Set(['moist', 'mashed', 'pureed', 'blended', 'thick', 'name_minced_moist']);

function single(level: number, w = 1): Weights {
  return new Map([[level as IddsiLevel, w]]);
}

/**
 * A piece of evidence with every optional field present (undefined until set), so that all
 * pieces share one object shape and the property reads of the resolution loops stay monomorphic.
 */
function newEvidence(
  type: EvidenceType,
  tier: RawEvidence['tier'],
  id: string,
  weights: Weights,
  matched: string,
  start: number,
  conf: number,
): RawEvidence {
  return {
    type,
    tier,
    id,
    weights,
    matched,
    start,
    kind: undefined,
    negated: undefined,
    value: undefined,
    valueHi: undefined,
    unit: undefined,
    child: undefined,
    bound: undefined,
    conf,
    food: undefined,
    foodWeights: undefined,
    drinkNeutral: undefined,
    claim: undefined,
  };
}

/** A stated level number ("level 4", "4级", "L4"), or a stated range of them ("level 4-5"). */
function levelNumberEvidence(t: NormalizedText, start: number, end: number, level: number, hi: number): RawEvidence {
  const weights: Weights = new Map();
  for (let l = level; l <= hi; l++) weights.set(l as IddsiLevel, 1);
  const e = newEvidence('explicit', 0, 'level_number', weights, sourceSlice(t, start, end), start, hi !== level ? 0.85 : 1);
  e.value = level;
  if (hi !== level) e.valueHi = hi;
  return e;
}


// ---------------------------------------------------------------- measures -> evidence

function flowLevelsAt(v: number): { levels: IddsiLevel[]; boundary: boolean } {
  if (v < 1) return { levels: [0], boundary: v > 0.8 };
  if (v === 1) return { levels: [1], boundary: true };
  if (v < 4) return { levels: [1], boundary: false };
  if (v === 4) return { levels: [1, 2], boundary: true };
  if (v < 8) return { levels: [2], boundary: false };
  if (v === 8) return { levels: [2], boundary: true };
  if (v < 10) return { levels: [3], boundary: false };
  return { levels: [4], boundary: false };
}

function flowEvidence(t: NormalizedText, m: Measure): RawEvidence {
  let lo = m.lo;
  let hi = m.hi;
  if (m.qualifier === 'lt') {
    hi -= 0.01;
    lo = Math.min(lo, hi);
  } else if (m.qualifier === 'gt') {
    lo += 0.01;
    hi = Math.max(hi, lo);
  } else if (hi > lo) {
    // a written range is read by its interior: "4-8 ml" is IDDSI's own Level 2 band, not 1-2
    lo += 0.01;
    hi -= 0.01;
  }
  const a = flowLevelsAt(lo);
  const b = flowLevelsAt(hi);
  const weights: Weights = new Map();
  const from = Math.min(...a.levels);
  const to = Math.max(...b.levels);
  for (let l = from; l <= to; l++) weights.set(l as IddsiLevel, 1);
  if (weights.size === 1 && to === 4) weights.set(3, 0.6);
  let conf = 1;
  if (a.boundary || b.boundary) conf *= 0.8;
  if (m.qualifier === 'approx') conf *= 0.9;
  if (from !== to) conf *= 0.8;
  const e = newEvidence('test', 1, 'flow', weights, sourceSlice(t, m.start, m.end), m.start, conf);
  e.kind = 'drink';
  e.value = m.lo;
  if (m.hi !== m.lo) e.valueHi = m.hi;
  e.unit = 'ml';
  return e;
}

function particleLevel(v: number, child: boolean): IddsiLevel {
  const [l5, l6] = child ? [2, 8] : [4, 15];
  if (v <= l5) return 5;
  if (v <= l6) return 6;
  return 7;
}

function particleEvidence(t: NormalizedText, m: Measure, child: boolean): RawEvidence {
  const weights: Weights = new Map();
  let conf = 1;
  if (m.qualifier === 'gt') {
    for (let l = particleLevel(m.hi + 0.01, child); l <= 7; l++) weights.set(l as IddsiLevel, 1);
    conf *= 0.8;
  } else {
    const v = m.qualifier === 'lt' ? m.hi - 0.01 : m.hi;
    weights.set(particleLevel(v, child), 1);
    if (m.lo !== m.hi && particleLevel(m.lo, child) !== particleLevel(m.hi, child)) conf *= 0.85;
    if (m.qualifier === 'approx') conf *= 0.95;
  }
  const e = newEvidence('particle', 1, 'particle', weights, sourceSlice(t, m.start, m.end), m.start, conf);
  e.kind = 'food';
  e.value = m.lo;
  if (m.hi !== m.lo) e.valueHi = m.hi;
  e.unit = 'mm';
  e.child = child;
  if (m.qualifier === 'lt' || m.qualifier === 'gt') e.bound = true;
  return e;
}

// ---------------------------------------------------------------- extraction

interface Extraction {
  evidence: RawEvidence[];
  textHazards: EngineHazard[];
  removedHazards: Set<string>;
  drinkWords: number;
  foodWords: number;
  anything: boolean;
  /** Words that name the eater, the service or a label (stage roles). */
  cues: RoleCue[];
}

function rowEvidence(
  t: NormalizedText,
  m: Match<Payload[]>,
  f: 'name' | 'test' | 'texture',
  row: LevelRow,
  weights: Weights,
  neg: Weights | null,
  negated: boolean,
  foodWeights: Weights | null,
): RawEvidence | null {
  if (negated && !neg) return null;
  const type: EvidenceType = negated ? 'texture' : f === 'name' ? 'explicit' : f === 'test' ? 'test' : 'texture';
  const kind = negated ? row.negKind ?? row.kind : row.kind;
  const tier = negated ? 2 : TIER_OF[f];
  const e = newEvidence(type, tier, row.id, negated ? neg! : weights, sourceSlice(t, m.start, m.end), m.start, row.conf ?? 1);
  if (kind) e.kind = kind;
  if (negated) e.negated = true;
  if (!negated && foodWeights) e.foodWeights = foodWeights;
  if (row.drinkNeutral) e.drinkNeutral = true;
  return e;
}

/** Adds a piece of evidence unless one with the same key is there: repeated words add nothing. */
function pushOnce(evidence: RawEvidence[], seen: Set<string>, e: RawEvidence, key: string): void {
  if (seen.has(key)) return;
  seen.add(key);
  evidence.push(e);
}

/** One piece of evidence per lexicon pattern, payload and polarity: checked before it is built. */
function firstTime(seen: Set<number>, m: Match<Payload[]>, k: number, neg: boolean): boolean {
  const key = ((m.spec.uid ?? 0) * 16 + k) * 2 + (neg ? 1 : 0);
  if (seen.has(key)) return false;
  seen.add(key);
  return true;
}

/** Measures with the same unit, values and qualifier are one piece of evidence. */
function measureKey(ms: Measure): string {
  return `${ms.unit}|${ms.lo}|${ms.hi}|${ms.qualifier}`;
}

function extract(t: NormalizedText): Extraction {
  const lex = lexicon();
  const matches = longestNonOverlapping(lex.automaton.findAll(t.norm, t.exact));
  const families = new Uint32Array(matches.length);
  for (let i = 0; i < matches.length; i++) families[i] = lex.families[matches[i]!.spec.uid!]!;
  const negated = negations(t, matches, families);
  const removedByVerb = removals(t, matches, families);
  const evidence: RawEvidence[] = [];
  const textHazards: EngineHazard[] = [];
  const removedHazards = new Set<string>();
  let drinkWords = 0;
  let foodWords = 0;
  let flowContext = false;
  let child = false;
  const syringeStarts: number[] = [];
  const levelNumbers = new Map<number, RawEvidence>();
  let levelAttempts = 0;
  // positions already read as a level number or as a named term (so "after 10 s" is not a measure)
  const levelSpan = new Uint8Array(t.norm.length + 1);
  const covered = new Uint8Array(t.norm.length + 1);
  // one piece of evidence per term and wording, and per lexicon pattern, payload and polarity
  const seen = new Set<string>();
  const seenPattern = new Set<number>();
  const cues: RoleCue[] = [];

  for (let i = 0; i < matches.length; i++) {
    const m = matches[i]!;
    const neg = negated[i] === 1;
    for (let k = 0; k < m.payload.length; k++) {
      const p = m.payload[k]!;
      switch (p.f) {
        case 'name':
        case 'test':
        case 'texture': {
          // "no bits", "粒なし": nothing solid floats in it
          if (neg && (p.row.id === 'lumps' || p.row.id === 'chunks')) removedHazards.add('mixed_consistency');
          // "broth only", "具なし": the solids were left out
          if (!neg && p.row.id === 'broth_only') removedHazards.add('mixed_consistency');
          covered.fill(1, m.start, m.end);
          if (!firstTime(seenPattern, m, k, neg)) break;
          const e = rowEvidence(t, m, p.f, p.row, p.weights, p.neg, neg, p.food);
          if (e) evidence.push(e);
          break;
        }
        case 'hazard':
          if (removedByVerb[i] === 1) removedHazards.add(p.code);
          else if (neg) {
            removedHazards.add(p.code);
            if (p.neg) {
              const e = newEvidence('texture', 2, `not_${p.code}`, p.neg, sourceSlice(t, m.start, m.end), m.start, 0.9);
              e.kind = 'food';
              e.negated = true;
              pushOnce(evidence, seen, e, `not|${p.code}|${m.spec.pattern}`);
            }
          } else if (!textHazards.some((h) => h.code === p.code))
            textHazards.push({ code: p.code, matched: sourceSlice(t, m.start, m.end), source: 'text' });
          break;
        case 'hazard_removed':
          removedHazards.add(p.code);
          break;
        case 'food':
          if (!neg && firstTime(seenPattern, m, k, false)) {
            const e = newEvidence('food', 3, p.food.id, p.food.weights, sourceSlice(t, m.start, m.end), m.start, p.food.conf);
            e.kind = p.food.kind;
            e.food = p.food;
            evidence.push(e);
          }
          break;
        case 'drink':
          if (!neg) drinkWords++;
          break;
        case 'foodword':
          foodWords++;
          break;
        case 'flow':
          flowContext = true;
          break;
        case 'syringe':
          flowContext = true;
          syringeStarts.push(m.start);
          break;
        case 'child':
          child = true;
          break;
        case 'role_before':
        case 'role_after':
        case 'label':
        case 'person':
          cues.push({ f: p.f, start: m.start, end: m.end });
          break;
        case 'level_before': {
          if (levelNumbers.size >= 16 || ++levelAttempts > 32) break;
          const r = readLevelAfter(t, m.end);
          if (r && !levelNumbers.has(r.end) && levelNumbers.size < 16) {
            levelSpan.fill(1, m.start, r.end);
            levelNumbers.set(r.end, levelNumberEvidence(t, m.start, r.end, r.level, r.hi));
          }
          break;
        }
        case 'level_after': {
          if (levelNumbers.size >= 16 || ++levelAttempts > 32) break;
          const r = readLevelBefore(t, m.start);
          if (r && !levelSpan[r.start] && levelNumbers.size < 16) {
            levelSpan.fill(1, r.start, m.end);
            levelNumbers.set(m.end, levelNumberEvidence(t, r.start, m.end, r.level, r.level));
          }
          break;
        }
        default:
          break;
      }
    }
  }

  // "L4", "l 5" (a lone L before a level digit)
  const norm = t.norm;
  for (let i = norm.indexOf('l'); i >= 0; i = norm.indexOf('l', i + 1)) {
    const prev = norm.charCodeAt(i - 1);
    if (i > 0 && ((prev >= 0x61 && prev <= 0x7a) || (prev >= 0x30 && prev <= 0x39))) continue;
    const d = norm.charCodeAt(i + 1);
    const after = norm.charCodeAt(i + 2);
    if (!(d >= 0x30 && d <= 0x37)) continue;
    if ((after >= 0x30 && after <= 0x39) || (after >= 0x61 && after <= 0x7a) || norm[i + 2] === '.') continue;
    if (levelSpan[i] || levelSpan[i + 1] || levelNumbers.size >= 16) continue;
    levelSpan.fill(1, i, i + 2);
    levelNumbers.set(i + 2, levelNumberEvidence(t, i, i + 2, d - 0x30, d - 0x30));
  }
  for (const e of levelNumbers.values()) evidence.push(e);

  if (!child && statesChildAge(t.norm)) child = true;
  // quantities: flow-test volumes and particle sizes
  const measures = scanMeasures(t).filter((ms) => !(covered[ms.start] && covered[ms.end - 1]));
  if (measures.some((ms) => ms.unit === 's' && ms.lo === 10)) flowContext = true;
  // "2ミリ残る", "3밀리 남음": the colloquial ミリ/밀리 is a millilitre in a flow-test report
  if (flowContext) for (const ms of measures) if (ms.ambiguous && ms.hi <= 10.5) ms.unit = 'ml';
  let volumes = measures.filter((ms) => ms.unit === 'ml' && ms.lo <= 10.5);
  // "a 10 ml syringe" is the apparatus, not a result
  volumes = volumes.filter((ms) => !(ms.lo >= 10 && syringeStarts.some((s) => s >= ms.end && s - ms.end <= 4)));
  if (volumes.some((ms) => ms.hi < 10)) volumes = volumes.filter((ms) => ms.lo < 10);
  if (flowContext) for (const v of volumes) pushOnce(evidence, seen, flowEvidence(t, v), measureKey(v));
  for (const ms of measures) if (ms.unit === 'mm') pushOnce(evidence, seen, particleEvidence(t, ms, child), measureKey(ms));

  const anything =
    evidence.length > 0 || textHazards.length > 0 || removedHazards.size > 0 || drinkWords > 0 || foodWords > 0;
  return { evidence, textHazards, removedHazards, drinkWords, foodWords, anything, cues };
}

// ---------------------------------------------------------------- resolution

function kindVotes(x: Extraction): { drink: number; food: number } {
  let drink = x.drinkWords * 2;
  let food = x.foodWords;
  for (const e of x.evidence) {
    if (!e.kind || e.drinkNeutral) continue;
    let w = 1;
    if (e.type === 'food') w = e.food?.role === 'b' ? 2 : e.food?.role === 'd' ? 1.5 : 1;
    else if (e.id === 'flow' || e.id === 'particle') w = 3;
    else if (e.type === 'explicit') w = 2;
    if (e.kind === 'drink') drink += w;
    else food += w;
  }
  return { drink, food };
}

/** Scores by level (index 0-7): the summed weights a tier's evidence gives each candidate level, 0 elsewhere. */
function scoreTier(ev: RawEvidence[], cands: readonly IddsiLevel[]): Float64Array {
  const s = new Float64Array(8);
  for (const e of ev) for (const [l, w] of e.weights) if (cands.includes(l)) s[l] = s[l]! + w;
  return s;
}

function maxScore(s: Float64Array): number {
  let max = 0;
  for (let l = 0; l < s.length; l++) if (s[l]! > max) max = s[l]!;
  return max;
}

/** topLevel of a tier's scores. */
function topScored(s: Float64Array, kind: ItemKind): IddsiLevel | null {
  let best: IddsiLevel | null = null;
  let bestW = 0;
  for (const l of LEVELS) {
    if (beats(l, s[l]!, best, bestW, kind)) {
      best = l;
      bestW = s[l]!;
    }
  }
  return best;
}

/** A measured result that contradicts the stated levels (a particle size only when it is above them all). */
function contradictsStated(e: RawEvidence, statedLevels: IddsiLevel[]): boolean {
  let lowest = Infinity;
  for (const l of e.weights.keys()) {
    if (statedLevels.includes(l)) return false;
    if (l < lowest) lowest = l;
  }
  return e.id === 'flow' || lowest > Math.max(...statedLevels);
}

/** The lowest level every measured piece size allows (null when none was measured). */
function particleFloor(tier: RawEvidence[]): IddsiLevel | null {
  let floor: IddsiLevel | null = null;
  for (const e of tier) {
    if (e.id !== 'particle') continue;
    let lowest: IddsiLevel = 7;
    for (const l of e.weights.keys()) if (l < lowest) lowest = l;
    if (floor === null || lowest > floor) floor = lowest;
  }
  return floor;
}

function kind0(votes: { drink: number; food: number }): ItemKind {
  return votes.drink > votes.food ? 'drink' : 'food';
}

/** A label claimed the stated level and a reported test (any test of tier 1) points at another one. */
function labelContradicted(tiers: RawEvidence[][], statedLevels: IddsiLevel[], kind: ItemKind): boolean {
  if (!tiers[0]!.some((e) => e.claim === 'label')) return false;
  const tests = tiers[1]!.filter((e) => e.claim !== 'label');
  if (tests.length === 0) return false;
  return tests.every((e) => {
    const top = topLevel(e.weights, kind);
    return top !== null && !statedLevels.includes(top);
  });
}

/**
 * Rule TEST_FAILS_STATED: a reported IDDSI test with a single outcome ("springs back", "all
 * flowed through") shows the food harder (or the drink thinner) than every stated level, and no
 * such test agrees with one: the item failed its level's test, and the test is IDDSI's definition
 * of the level, so the stated level gives way whatever says it. Tests that several levels pass
 * ("squashes with a fork", "pours quickly") contradict nothing.
 */
function testShowsHarderSide(tests: RawEvidence[], statedLevels: IddsiLevel[], kind: ItemKind): boolean {
  let fails = false;
  for (const e of tests) {
    if (e.weights.size !== 1) continue;
    const [outcome] = e.weights.keys() as IterableIterator<IddsiLevel>;
    if (statedLevels.includes(outcome!)) return false;
    if (kind === 'food' ? outcome! > Math.max(...statedLevels) : outcome! < Math.min(...statedLevels)) fails = true;
  }
  return fails;
}

/** The level the safety bias picks among the candidates: foods the higher, drinks the thinner. */
function pickByKind(cands: IddsiLevel[], kind: ItemKind): IddsiLevel {
  return (kind === 'food' ? Math.max(...cands) : Math.min(...cands)) as IddsiLevel;
}


/** Different pieces of the tier point at different levels. */
function pointsApart(ev: RawEvidence[], kind: ItemKind): boolean {
  let first: IddsiLevel | null = null;
  for (const e of ev) {
    const l = topLevel(e.weights, kind);
    if (l === null) continue;
    if (first === null) first = l;
    else if (l !== first) return true;
  }
  return false;
}

const STRENGTH_OF_TIER = ['explicit', 'test', 'texture', 'food'] as const;
const byTierThenStart = (a: RawEvidence, b: RawEvidence) => a.tier - b.tier || a.start - b.start;

/** Evidence in tier order, then text order (usually already so: sorting is then skipped). */
function sortEvidence(ev: RawEvidence[]): RawEvidence[] {
  for (let i = 1; i < ev.length; i++) if (byTierThenStart(ev[i - 1]!, ev[i]!) > 0) return ev.sort(byTierThenStart);
  return ev;
}


function clamp(x: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, x));
}

/** A food that is a liquid, or a soup served with its pieces: what "broth only" can leave. */
function isLiquidBase(e: RawEvidence): boolean {
  const f = e.food!;
  return f.soup || f.hazards.includes('mixed_consistency') || (f.kind === 'drink' && f.role === 'b');
}

/**
 * Rule BROTH_ONLY: "broth only", "具なし" reads as the thin liquid left only where a soup or liquid is named
 * (or nothing is): a steamed egg custard without fillings is still the custard.
 */
function dropBrothOnlyWithoutLiquid(evidence: RawEvidence[]): RawEvidence[] {
  const foods = evidence.filter((e) => e.type === 'food');
  if (foods.length === 0 || foods.some(isLiquidBase)) return evidence;
  return evidence.filter((e) => e.id !== 'broth_only');
}

export function runEngine(text: string): EngineResult {
  const t = normalizeText(text);
  const x = extract(t);
  x.evidence = dropBrothOnlyWithoutLiquid(x.evidence);
  const roles = applyRoles(t, x.evidence, x.cues);
  x.evidence = roles.kept;
  const setAside = roles.setAside;
  const votes = kindVotes(x);
  let prelimKind: ItemKind = votes.drink > votes.food ? 'drink' : 'food';

  // Kind-dependent readings: "thick" congee is not a thickened drink; "smooth" says nothing about a drink.
  const voting: RawEvidence[][] = [[], [], []];
  const foods: RawEvidence[] = [];
  for (const e of x.evidence) {
    if (e.foodWeights && prelimKind === 'food') e.weights = e.foodWeights;
    if (e.tier === 3) foods.push(e);
    else if (e.tier < 3 && !(e.drinkNeutral && prelimKind === 'drink')) voting[e.tier]!.push(e);
  }

  // Food tier: a base (congee, soup, a drink) decides over what is in it ("beef congee" is congee).
  const hasBase = foods.some((e) => e.food!.role === 'b');
  let foodTier = hasBase ? foods.filter((e) => e.food!.role === 'b') : foods;
  if (hasBase && foodTier.every((e) => e.kind === 'drink')) {
    // a solid dish with a drink (cereal in milk, ice cream in a wafer cone, tea and biscuits):
    // the solid is what has to be swallowed safely, so it is what is judged
    const solids = foods.filter((e) => e.food!.role === 'd' && e.kind === 'food');
    if (solids.length > 0) foodTier = solids;
  }
  if (prelimKind === 'drink' && x.drinkWords > 0 && (foodTier.length === 0 || foodTier.every((e) => e.kind === 'food' && e.food!.role === 'i'))) {
    // "orange drink", "a cold drink": a drink flavoured with a food, served thin
    const generic = newEvidence('food', 3, 'drink_generic', single(0), '', 0, 0.45);
    generic.kind = 'drink';
    foodTier = [generic];
  }
  const tiers: RawEvidence[][] = [voting[0]!, voting[1]!, voting[2]!, foodTier];

  // A measured result beats a stated level it contradicts: IDDSI levels are defined by the
  // tests, so "labelled level 2 but 9 ml left" is level 3 and "level 4 puree with 4 mm lumps"
  // is not a puree. A particle size only overrides upwards (pieces too big for the stated
  // level); a bound ("under 4 mm") is a limit, not a contradiction.
  let measuredOverride = false;
  if (tiers[0]!.length > 0) {
    const stated = scoreTier(tiers[0]!, LEVELS);
    const top = maxScore(stated);
    const statedLevels = LEVELS.filter((l) => stated[l]! >= 0.75 * top && top > 0);
    const measured = tiers[1]!.filter((e) => e.id === 'flow' || (e.id === 'particle' && !e.bound));
    const failsStated = statedLevels.length > 0 && testShowsHarderSide(tiers[1]!, statedLevels, kind0(votes));
    if (failsStated || (statedLevels.length > 0 && measured.length > 0 && measured.every((e) => contradictsStated(e, statedLevels)))) {
      if (failsStated) for (const e of tiers[0]!) setAside.push({ matched: e.matched, role: 'label' });
      tiers[0] = [];
      measuredOverride = true;
    } else if (labelContradicted(tiers, statedLevels, kind0(votes))) {
      // rule ROLE_LABEL: the label is a claim, the reported test result is IDDSI's definition
      for (const e of [...tiers[0]!, ...tiers[2]!]) if (e.claim === 'label') setAside.push({ matched: e.matched, role: 'label' });
      tiers[0] = tiers[0]!.filter((e) => e.claim !== 'label');
      tiers[2] = tiers[2]!.filter((e) => e.claim !== 'label');
      measuredOverride = true;
    }
  }

  let cands: IddsiLevel[] = LEVELS.slice();
  let deciding = -1;
  /** Weaker tiers with evidence: those that could narrow the choice, and those left with nothing to say. */
  const disagreeing: number[] = [];
  const agreeing: number[] = [];
  for (let tier = 0; tier < 4; tier++) {
    const ev = tiers[tier]!;
    if (ev.length === 0) continue;
    const scores = scoreTier(ev, cands);
    const max = maxScore(scores);
    if (max <= 0) {
      disagreeing.push(tier);
      continue;
    }
    // levels within a quarter of the best score stay candidates for the weaker tiers to decide
    const next = cands.filter((l) => scores[l]! >= 0.75 * max);
    if (deciding < 0) deciding = tier;
    else agreeing.push(tier);
    cands = next;
  }
  /** No tier could separate the last candidates: the safety bias chooses. */
  const safetyTieBreak = deciding >= 0 && cands.length > 1;

  // kind: from the level where it is unambiguous, else from the votes
  let level = cands.length === 1 ? cands[0]! : pickByKind(cands, prelimKind);
  let kind: ItemKind = level <= 2 ? 'drink' : level >= 5 ? 'food' : votes.drink === votes.food ? (level === 3 ? 'drink' : 'food') : prelimKind;
  if (cands.length > 1 && kind !== prelimKind) {
    prelimKind = kind;
    level = pickByKind(cands, kind);
  }
  // Level 5 needs the pieces minced AND moist: "chopped chicken", "切碎", "picado" alone is at
  // most bite-sized (6), unless a measured size, a wet base (congee, mash), a sauce or gravy, or
  // moist words say so.
  let looseMince = false;
  if (deciding === 2 && level === 5 && kind === 'food') {
    const tier2 = tiers[2]!.filter((e) => !e.negated);
    const minced = tier2.some((e) => e.id === 'minced');
    const moist =
      tier2.some((e) => SUPPLIES_MOISTURE.has(e.id)) ||
      foods.some((e) => e.food!.moistens && !e.negated) ||
      foods.some((e) => e.food!.role === 'b' && e.food!.kind === 'food' && (topLevel(e.food!.weights, 'food') ?? 7) <= 5);
    if (minced && !moist) {
      level = 6;
      looseMince = true;
    }
  }
  // rule PARTICLE_FLOOR: a measured piece size is an IDDSI requirement that no other test
  // outweighs: pieces over the level's limit (adult 4 / 15 mm, child 2 / 8 mm) exclude it
  const floor = particleFloor(tiers[1]!);
  if (kind === 'food' && floor !== null && level < floor) level = floor;
  const levelBeforeHazards = level;

  // ---------------------------------------------------------- hazards
  const hazards: EngineHazard[] = [];
  const removed = x.removedHazards;
  const dealtWithBySieve = new Set<string>();
  // skins, seeds, fibres and bone bits named in the text are what a sieve takes out ("steamed with the skin, blended and strained")
  const sieved = x.evidence.some((e) => e.id === 'sieved' && !e.negated);
  for (const h of x.textHazards) {
    if (sieved && SIEVE_REMOVES.has(h.code)) dealtWithBySieve.add(h.code);
    else if (!removed.has(h.code) && !hasHazard(hazards, h.code)) hazards.push(h);
  }
  const modifiesLiquid = x.evidence.some((e) => (e.tier === 2 || e.tier === 0) && MODIFIES_LIQUID.has(e.id));
  if (deciding === 3 || level === 7) {
    // the food as usually served decided: its hazards stand; dishes served in a base
    // (granola in yoghurt, fried dough in congee) bring theirs along
    const sources = deciding === 3 ? [...foodTier, ...foods.filter((e) => hasBase && e.food!.role === 'd')] : foods;
    for (const e of sources) for (const code of e.food?.hazards ?? []) addHazard(hazards, removed, code, e.matched, 'food');
    // ingredients whose risk no base takes away (pea skins in mash, shrimp in egg custard)
    if (deciding === 3) for (const e of foods) for (const code of e.food!.carried) addHazard(hazards, removed, code, e.matched, 'food');
  } else if (tiers[0]!.length === 0 && !modifiesLiquid) {
    // a soup with pieces stays a mixed consistency whatever the pieces are ("แกงจืดหมูสับ")
    for (const e of foods)
      if (e.food!.hazards.includes('mixed_consistency')) addHazard(hazards, removed, 'mixed_consistency', e.matched, 'food');
  }
  // a thin drink or soup carrying solid pieces is a mixed consistency
  if (!modifiesLiquid && tiers[0]!.length === 0 && tiers[1]!.length === 0) {
    // a clear broth with chicken flavour is still a thin drink; a broth with noodles is not
    const carrier = foods.find(
      (e) => e.food!.kind === 'drink' && e.food!.role === 'b' && e.food!.weights.has(0) && !e.food!.hazards.includes('melts'),
    );
    const isClear = carrier?.food!.clear === true;
    const solid =
      // a cohesive base cooked in the liquid (oats in milk, 牛奶麥皮) takes it up: it is not a piece floating in it
      foods.find((e) => e.food!.kind === 'food' && e.food!.role !== 'b' && (!isClear || e.food!.role !== 'i') && (topLevel(e.food!.weights, 'food') ?? 0) >= 5) ??
      (isClear ? undefined : x.evidence.find((e) => e.tier === 2 && e.kind === 'food' && (topLevel(e.weights, 'food') ?? 0) >= 5 && !e.negated));
    if (carrier && solid) addHazard(hazards, removed, 'mixed_consistency', `${carrier.matched} + ${solid.matched}`, 'rule');
    // a food that melts (jelly, ice cream) with pieces set in it becomes thin liquid plus pieces
    const melting = foods.find((e) => e.food!.kind === 'drink' && e.food!.role === 'b' && e.food!.hazards.includes('melts'));
    // pieces: a dish set in it, or words that say pieces ("with pieces of peach"); a flavour
    // ("strawberry jelly", "chocolate ice cream") is not a piece
    const piece =
      foods.find((e) => e.food!.kind === 'food' && e.food!.role === 'd' && (topLevel(e.food!.weights, 'food') ?? 0) >= 5) ??
      x.evidence.find((e) => e.tier === 2 && (e.id === 'chunks' || e.id === 'lumps' || e.id === 'bite_sized') && !e.negated);
    if (melting && piece) addHazard(hazards, removed, 'mixed_consistency', `${melting.matched} + ${piece.matched}`, 'rule');
  }
  if (hasHazard(hazards, 'mixed_consistency') && kind === 'drink' && deciding >= 2) {
    // pieces in a thin liquid: judged as the food it is, not as the drink
    kind = 'food';
  }
  // A thickened liquid still carries its solid pieces: "soup noodles with thickener, the noodles
  // still in it" keeps the noodles' hazards unless the words also break the solids up.
  const breaksUp = x.evidence.some((e) => (e.tier === 2 || e.tier === 0) && BREAKS_UP_SOLIDS.has(e.id) && !e.negated);
  if (modifiesLiquid && !breaksUp && deciding >= 2 && deciding < 3) {
    const pieces = foods.filter(
      (e) => e.food!.kind === 'food' && e.food!.role === 'd' && e.food!.hazards.some((c) => c !== 'mixed_consistency' && RAISES_FOOD_TO_REGULAR.has(c)),
    );
    for (const e of pieces)
      for (const code of e.food!.hazards) if (code !== 'mixed_consistency') addHazard(hazards, removed, code, e.matched, 'food');
    if (pieces.length > 0 && kind === 'drink') kind = 'food';
  }

  // stage hazards: the named foods keep every hazard no preparation of the text removed
  const dealtWith = new Set<string>(dealtWithBySieve);
  for (const code of x.removedHazards) dealtWith.add(code);
  const textureConflict =
    deciding >= 0 && deciding <= 2 && kind === 'food' && level < 7 && addStandingFoodHazards(x.evidence, foods, removed, hazards, dealtWith);

  let raised = false;
  if (kind === 'food' && level < 7 && hazards.some((h) => RAISES_FOOD_TO_REGULAR.has(h.code))) {
    level = 7;
    raised = true;
  }

  // ---------------------------------------------------------- confidence
  let confidence: number;
  let strength: Strength;
  if (!x.anything || deciding < 0) {
    confidence = x.anything ? 0.2 : 0.1;
    strength = 'none';
  } else {
    strength = STRENGTH_OF_TIER[deciding]!;
    const decidingEv = tiers[deciding]!.filter((e) => e.weights.has(levelBeforeHazards));
    let evConf = decidingEv.length ? -Infinity : 0.6;
    for (const e of decidingEv) if (e.conf > evConf) evConf = e.conf;
    const base =
      deciding === 0
        ? 0.93
        : deciding === 1
          ? decidingEv.some((e) => e.id === 'flow')
            ? 0.92
            : decidingEv.some((e) => e.id === 'particle')
              ? 0.88
              : 0.82
          : deciding === 2
            ? 0.72
            : 0.92;
    confidence = base * evConf;
    // pieces of the deciding tier that pointed elsewhere
    if (pointsApart(tiers[deciding]!, kind)) confidence *= 0.85;
    if (safetyTieBreak) confidence *= 0.75;
    if (measuredOverride) confidence *= RULES.ROLE_LABEL.confidence.factor;
    for (const tier of agreeing) {
      const top = topScored(scoreTier(tiers[tier]!, LEVELS), kind);
      if (top === levelBeforeHazards) confidence += (1 - confidence) * (tier === 3 ? 0.2 : 0.3);
    }
    for (const _ of disagreeing) confidence *= 0.85;
    if (raised) confidence = Math.min(confidence, RULES.HAZARD_SURVIVES.confidence.cap);
    if (raised && textureConflict) confidence = Math.min(confidence, 0.65);
    if (looseMince) confidence *= 0.8;
    if (foodTier[0]?.id === 'drink_generic' && deciding === 3) confidence = Math.min(confidence, 0.45);
  }
  confidence = clamp(confidence, 0.05, 0.98);
  const ambiguousTerms = tiers[0]!.filter((e) => AMBIGUOUS_TERMS.has(e.id) && e.weights.has(levelBeforeHazards)).map((e) => e.matched);
  const verdict = abstain({
    anything: x.anything,
    decided: deciding >= 0,
    // a standing hazard decides on its own (Level 7 until prepared otherwise): no test would lower it;
    // the food as usually served disagreeing is expected once the text says how it was prepared
    conflict: deciding >= 0 && !raised && (safetyTieBreak || disagreeing.some((t) => t < 3) || pointsApart(tiers[deciding]!, kind)),
    ambiguous: ambiguousTerms,
    testReported: tiers[1]!.length > 0,
    level,
    kind,
    confidence,
  });
  confidence = Math.round(verdict.confidence * 100) / 100;

  const evidence = x.evidence.slice();
  if (foodTier[0]?.id === 'drink_generic' && deciding === 3) evidence.push(foodTier[0]);
  return {
    level,
    kind,
    confidence,
    strength,
    recognised: x.anything,
    evidence: sortEvidence(evidence),
    hazards,
    levelBeforeHazards,
    safetyTieBreak,
    setAside,
    understood: verdict.understood,
    needsTest: verdict.needsTest,
    needsTestReason: verdict.reason,
    settlingTest: settlingTest(level, kind),
    dealtWith: [...dealtWith].filter((c) => !hasHazard(hazards, c)),
    ambiguousTerms,
  };
}

export { topLevel };
