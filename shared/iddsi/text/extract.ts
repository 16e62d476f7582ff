/**
 * Stage "evidence": reads the lexicon matches of the normalised text, in text
 * order, into pieces of evidence (stated levels, test results, preparation and
 * texture words, foods as usually served), the hazards the text names or
 * removes, drink/food words, and the cues of the roles stage. Then the level
 * numbers ("L4") and the measures (flow-test volumes, piece sizes).
 */
import { measuresASieve } from './sieve-mesh';
import { gelatinJellyCup } from './melting-food';
import { markSpan } from '../../text/spans';
import { liquidAmountWords, withoutBlendedInLiquid, withoutMakeUpLiquid } from './added-liquid';
import { DRAINED_OWN_CARRIER_CODE, type LevelRow } from '../lexicon/terms';
import { drainsOwnCarrier } from './drained-carrier';
import { hasClauseMark } from './clauses';
import { newEvidence, single, type EngineHazard, type EvidenceType, type RawEvidence } from './evidence';
import { type FoodEntry, lexicon, type Payload, type Weights } from './lexicon-index';
import type { Match } from './matcher';
import { flowEvidence, levelNumberEvidence, particleEvidence } from './measure-evidence';
import { readLevelAfter, readLevelBefore, scanMeasures, type Measure } from './measures';
import { residueOfOutflow } from './outflow';
import { coverage, type Coverage } from './coverage';
import { DRINK_FLAVOUR_FOODS } from '../lexicon/flavour-words';
import { canFlavour, flavourAfterComma, flavourWords, isBlendedDrink, isPlainDrink, listedFlavours, namesDrinkFlavour } from './flavours';
import {
  dropAdjectiveHomographs,
  dropMealOccasions,
  dropPrepositionHomographs,
  dropServiceRounds,
  dropUnitHomographs,
  drinkSenseHomographs,
} from './homographs';
import { dropNoFlowNotATest } from './no-flow-words';
import { negations, REMOVABLE_PIECES, removals } from './negation';
import { foundAfterRemoval } from './found-after';
import { sourceSlice, type NormalizedText } from './normalize';
import { childWordNamesEater, namesChildWithAge, statesChildAge } from './population';
import { FAST_DRIP_ROW, FLOW_FINDING_IDS, FORK_DRIP_ROWS, RULES } from './rules';
import { readTestClauses } from './test-clauses';
import { hasScoped, misread, onlyReadOnlyLanguages, textLanguages } from './text-language';
import { readAddedFoods, readListedFoods } from './listed-foods';
import { readSolidsBesidePuree } from './puree-side';
import type { RoleCue } from './roles';
import { isVesselWord, vesselOfSolid } from './vessel';

export interface Extraction {
  /** A hazard word was taken out only as one item of a list (rule REMOVAL_OF_LISTED_PARTS: confidence capped). */
  listRemoval: boolean;
  /** A label or menu set aside by the roles stage called the item a liquid (rule LIQUID_LABEL_WITH_PIECES). */
  liquidLabel: boolean;
  evidence: RawEvidence[];
  textHazards: EngineHazard[];
  removedHazards: Set<string>;
  /** Where removal verbs said to have failed start: no sieve takes their clause's hazards out (rule FAILED_PREPARATION_KEEPS). */
  keptAt: number[];
  drinkWords: number;
  foodWords: number;
  anything: boolean;
  /** Words that name the eater, the service or a label (stage roles). */
  cues: RoleCue[];
  /** Later occurrences of a word already read: used when the first one names a diet (stage roles). */
  repeats: RawEvidence[];
  /** A word puts one food on, over or beside another (rule TOPPING_KEEPS_HAZARDS). */
  topping: boolean;
  /** Where those words start (rule TOPPING_KEEPS_HAZARDS: which preparation belongs to the base). */
  toppingAt: number[];
  /** One of them puts a food on or over another, not only stirs it through (rule STIRRED_IN_KEEPS_HAZARDS). */
  placedOn: boolean;
  /** Where words that join a second food to the first start (rule JOINED_KEEPS_HAZARDS). */
  joinAt: number[];
  /** Content words read and left unread (rule UNREAD_WORDS). */
  coverage: Coverage;
  /** The writer says they are not sure (rule HEDGED_CLAIM). */
  hedged: boolean;
  /** The writer says no test was done ("not tested", "冇做測試"; rule VAGUE_THICKNESS_UNTESTED). */
  untested: boolean;
  /**
   * Whether the text is written only in languages read but not answered in (rule READ_ONLY_LANGUAGE_FEW_WORDS). Asked
   * only for texts with few words read: telling a text's languages is a tenth of the engine's time.
   */
  readOnlyLanguage: () => boolean;
  /** The languages the text is written in (rule TEXT_LANGUAGE_SCOPE), told on first use. */
  langs: () => number;
}

const TIER_OF: Record<'name' | 'test' | 'texture', 0 | 1 | 2> = { name: 0, test: 1, texture: 2 };
/** Bounds on level numbers read per text: a text of repeated "level" words costs no more than this. */
const MAX_LEVEL_NUMBERS = 16;
const MAX_LEVEL_ATTEMPTS = 32;
/** Bound on the repeated words kept for the roles stage. */
const MAX_REPEATS = 8;

/** What the reading of one text accumulates. */
interface ReadState {
  t: NormalizedText;
  evidence: RawEvidence[];
  textHazards: EngineHazard[];
  removedHazards: Set<string>;
  /** Where removal verbs said to have failed start (rule FAILED_PREPARATION_KEEPS). */
  keptAt: number[];
  drinkWords: number;
  /** Of the drink words, the vessel and measure words (rule VESSEL_OF_SOLID_FOOD). */
  vesselWords: number;
  foodWords: number;
  flowContext: boolean;
  child: boolean;
  syringeStarts: number[];
  syringeEnds: number[];
  /** Where the left-over words that need a figure right after them end (rule LEFT_WORD_BEFORE_FIGURE). */
  leftBeforeEnds: number[];
  levelNumbers: Map<number, RawEvidence>;
  levelAttempts: number;
  /** Positions already read as a level number. */
  levelSpan: Uint8Array;
  /** Positions read as a named term (so "after 10 s" is not a measure). */
  covered: Uint8Array;
  /** One piece of evidence per term and wording, and per lexicon pattern, payload and polarity. */
  seen: Set<string>;
  /** The measures already made evidence (one per unit, values and qualifier). */
  seenMeasures: MeasureKey[];
  seenPattern: Set<number>;
  cues: RoleCue[];
  repeats: RawEvidence[];
  /** Solid foods the text negates ("no tofu or seaweed"). */
  negatedSolids: Match<Payload[]>[];
  /** Where the first "no bits", "粒なし" was read, or -1 (rule NO_BITS_KEEPS_SEPARATION). */
  noBitsAt: number;
  /** Where each hazard was first negated or taken out (rule NEGATION_ENDS_AT_CONTRAST). */
  removedAt: Map<string, number>;
  /** Spans of the bare "drained" words (rule DRAINED_OWN_CARRIER). */
  drainedAt: [number, number][];
  /** A hazard word was taken out only as one item of a list (rule REMOVAL_OF_LISTED_PARTS). */
  listRemoval: boolean;
  /** Where the contrast words ("but", "nhưng", "但係") stand. */
  contrastAt: number[];
  /** Where each food's (and soup's) words end in the normalised text. */
  foodEnds: Map<RawEvidence, number>;
  /** The first word that says the syringe emptied ("empty", "all ran out"), not negated. */
  emptied: Match<Payload[]> | null;
  /** Spans of the verbs that say a volume left the syringe (rule FLOW_VOLUME_OUT). */
  outflows: [number, number][];
  /** A volume that was the whole syringe flowing out ("all 10 ml flowed out"): the syringe emptied. */
  emptiedVolume: Measure | null;
  /** The first amount left said in words ("half left", rule FLOW_AMOUNT_IN_WORDS), not negated. */
  amount: { m: Match<Payload[]>; ml: number; alone: boolean } | null;
  /** Sizes said by a comparison ("pea-sized", rule SIZE_SIMILE_PEA), not negated. */
  sizes: Measure[];
  topping: boolean;
  toppingAt: number[];
  joinAt: number[];
  /** Spans of the words that say only a little of a liquid went in (rule ADDED_LIQUID_BLENDED_IN). */
  addedAt: [number, number][];
  placedOn: boolean;
  hedged: boolean;
  /** A word said the item was not tested (rule UNTESTED_IS_NO_DOUBT). */
  untested: boolean;
  /** Positions a lexicon pattern or a measure covered (rule UNREAD_WORDS). */
  read: Uint8Array;
  /** The languages the text is written in (rule TEXT_LANGUAGE_SCOPE), told on first use. */
  langs: () => number;
}

function newState(t: NormalizedText, langs: () => number): ReadState {
  return {
    t,
    langs,
    evidence: [],
    textHazards: [],
    removedHazards: new Set(),
    keptAt: [],
    drinkWords: 0,
    vesselWords: 0,
    foodWords: 0,
    flowContext: false,
    child: false,
    syringeStarts: [],
    syringeEnds: [],
    leftBeforeEnds: [],
    levelNumbers: new Map(),
    levelAttempts: 0,
    levelSpan: new Uint8Array(t.norm.length + 1),
    covered: new Uint8Array(t.norm.length + 1),
    seen: new Set(),
    seenMeasures: [],
    seenPattern: new Set(),
    cues: [],
    repeats: [],
    negatedSolids: [],
    noBitsAt: -1,
    removedAt: new Map(),
    drainedAt: [],
    listRemoval: false,
    contrastAt: [],
    foodEnds: new Map(),
    emptied: null,
    outflows: [],
    emptiedVolume: null,
    amount: null,
    sizes: [],
    topping: false,
    toppingAt: [],
    joinAt: [],
    addedAt: [],
    placedOn: false,
    hedged: false,
    untested: false,
    read: new Uint8Array(t.norm.length),
  };
}

/**
 * Rule TEXT_LANGUAGE_SCOPE: the lexicon matches, read again without the words scoped to a language
 * the text is not written in (Tagalog "di" in an Indonesian text is "at", not "not").
 */
function readMatches(t: NormalizedText): { matches: Match<Payload[]>[]; langs: () => number } {
  const { automaton } = lexicon();
  const matches = automaton.findLongest(t.norm, t.exact);
  // told only when a scoped word was read: most texts hold none
  let told = -1;
  const langs = () => {
    if (told < 0) told = textLanguages(t.norm, t.exact, matches);
    return told;
  };
  if (!hasScoped(matches) || !misread(matches, langs())) return { matches, langs };
  return { matches: automaton.findLongest(t.norm, t.exact, langs()), langs };
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
  // a negated test outcome is still a test result ("won't hold shape on the spoon" is the spoon tilt failed);
  // a negated name or preparation word is only a description
  const type: EvidenceType = f === 'test' ? 'test' : negated ? 'texture' : f === 'name' ? 'explicit' : 'texture';
  const kind = negated ? (row.negKind ?? row.kind) : row.kind;
  const tier = negated && f !== 'test' ? 2 : TIER_OF[f];
  const e = newEvidence(type, tier, row.id, negated ? neg! : weights, sourceSlice(t, m.start, m.end), m.start, m.end, row.conf ?? 1);
  if (kind) e.kind = kind;
  if (negated) e.negated = true;
  if (!negated && foodWeights) e.foodWeights = foodWeights;
  // "not sticky" passes the spoon tilt's stickiness check, which every drink passes too (SPOON_TILT_STICKY)
  if (row.drinkNeutral || (negated && row.negDrinkNeutral)) e.drinkNeutral = true;
  return e;
}

/**
 * True the first time `key` is seen: one piece of evidence per key, repeated words and measures add
 * nothing (asked before the piece is built, so a repeat builds none).
 */
function firstKey(seen: Set<string>, key: string): boolean {
  if (seen.has(key)) return false;
  seen.add(key);
  return true;
}

/** One piece of evidence per lexicon pattern, payload and polarity: checked before it is built. */
function firstTime(seen: Set<number>, m: Match<Payload[]>, k: number, neg: boolean): boolean {
  const key = ((m.spec.uid ?? 0) * 16 + k) * 2 + (neg ? 1 : 0);
  if (seen.has(key)) return false;
  seen.add(key);
  return true;
}

/** What makes two measures one piece of evidence (copied: a measure read later may be changed). */
type MeasureKey = Pick<Measure, 'unit' | 'lo' | 'hi' | 'qualifier'>;

/** The same value, NaN included (as the measure's printed key compared it). */
const sameValue = (a: number, b: number) => a === b || (Number.isNaN(a) && Number.isNaN(b));

/**
 * Measures with the same unit, values and qualifier are one piece of evidence: true the first time one is
 * seen. Compared field by field over the few seen so far: a key string per measure was a twentieth of what
 * a 2000-character text allocated.
 */
function firstMeasure(seen: MeasureKey[], ms: Measure): boolean {
  for (const o of seen)
    if (o.unit === ms.unit && sameValue(o.lo, ms.lo) && sameValue(o.hi, ms.hi) && o.qualifier === ms.qualifier) return false;
  seen.push({ unit: ms.unit, lo: ms.lo, hi: ms.hi, qualifier: ms.qualifier });
  return true;
}

type RowPayload = Extract<Payload, { f: 'name' | 'test' | 'texture' }>;

/** A stated level name, a test outcome or a preparation word (possibly negated). */
function readRow(s: ReadState, m: Match<Payload[]>, k: number, p: RowPayload, neg: boolean): void {
  // "no bits", "粒なし": nothing solid floats in it (read once every word is, rule NO_BITS_KEEPS_SEPARATION)
  if (neg && (p.row.id === 'lumps' || p.row.id === 'chunks') && s.noBitsAt < 0) s.noBitsAt = m.start;
  // "broth only", "具なし": the solids were left out
  if (!neg && p.row.id === 'broth_only') s.removedHazards.add('mixed_consistency');
  markSpan(s.covered, m.start, m.end);
  const first = firstTime(s.seenPattern, m, k, neg);
  if (!first && (s.cues.length === 0 || s.repeats.length >= MAX_REPEATS)) return;
  const e = rowEvidence(s.t, m, p.f, p.row, p.weights, p.neg, neg, p.food);
  if (e) (first ? s.evidence : s.repeats).push(e);
}

/** A hazard word: standing, negated ("not dry"), or taken out by a removal verb (rule HAZARD_REMOVED_BY_VERB). */
/** A hazard the text negates or takes out, and where. */
function removeHazard(s: ReadState, code: string, at: number): void {
  s.removedHazards.add(code);
  if (!s.removedAt.has(code)) s.removedAt.set(code, at);
}

/**
 * Rule NEGATION_ENDS_AT_CONTRAST: a hazard negated or taken out, then stated again after a contrast word
 * ("no bones, but a few small bones were found", "冇骨，但係仲有啲细骨"), stands: the contrast ends the
 * negation's scope, and what was found after it is what is served.
 */
function restoredAfterContrast(s: ReadState): void {
  for (const hz of s.textHazards) {
    const at = s.removedAt.get(hz.code);
    if (at !== undefined && hz.start !== undefined && s.contrastAt.some((c) => c > at && c < hz.start!)) s.removedHazards.delete(hz.code);
  }
}

/**
 * Rule REMOVAL_OF_LISTED_PARTS: a hazard stated standing in a later clause than its removal ("fat and gristle
 * cut away, bones left in") stands: the removal took out the other parts only.
 */
function restoredWhenKept(s: ReadState): void {
  for (const hz of s.textHazards) {
    const at = s.removedAt.get(hz.code);
    if (at === undefined || hz.start === undefined || hz.start <= at) continue;
    if (hasClauseMark(s.t.norm.slice(at, hz.start))) s.removedHazards.delete(hz.code);
  }
}

/** Rule FOUND_AFTER_REMOVAL: a hazard taken out, then found again right after ("deboned, found 2 more"), stands. */
function restoredByFind(s: ReadState): void {
  for (const [code, at] of s.removedAt) {
    const found = foundAfterRemoval(s.t.norm, at);
    if (!found) continue;
    s.removedHazards.delete(code);
    // the find names no hazard word of its own ("found 2 more"): it stands for the hazard removed
    if (!s.textHazards.some((hz) => hz.code === code))
      s.textHazards.push({ code, matched: sourceSlice(s.t, found[0], found[1]), source: 'text', start: found[0], end: found[1] });
  }
}

/**
 * Rule NO_THICKENER_IN_CARRIER: "no thickener in juice", "sans épaississant dans l'eau" negate the thickener,
 * not a food in the liquid: the carrier words then say the drink is served as usual, not a modified food.
 */
function negatedThickenerBefore(s: ReadState, code: string, at: number): boolean {
  return code === 'mixed_consistency' && s.evidence.some((e) => e.id === 'thickened' && e.negated && e.start < at);
}

function readHazard(s: ReadState, m: Match<Payload[]>, p: Extract<Payload, { f: 'hazard' }>, neg: boolean, removedByVerb: boolean): void {
  if (removedByVerb) {
    removeHazard(s, p.code, m.start);
  } else if (neg) {
    if (negatedThickenerBefore(s, p.code, m.start)) return;
    removeHazard(s, p.code, m.start);
    if (!p.neg) return;
    if (!firstKey(s.seen, `not|${p.code}|${m.spec.pattern}`)) return;
    const e = newEvidence('texture', 2, `not_${p.code}`, p.neg, sourceSlice(s.t, m.start, m.end), m.start, m.end, 0.9);
    e.kind = 'food';
    e.negated = true;
    s.evidence.push(e);
  } else if (!s.textHazards.some((h) => h.code === p.code && !h.ofMeat)) {
    // rule DONENESS_KEEPS_TOUGH: a doneness word may not stand (said of a vegetable): a plain word after it is kept
    const hz: EngineHazard = { code: p.code, matched: sourceSlice(s.t, m.start, m.end), source: 'text', start: m.start, end: m.end };
    if (p.ofMeat) hz.ofMeat = true;
    s.textHazards.push(hz);
  }
}

/** A level keyword before ("level 4") or after ("4级") a number. */
function readLevelKeyword(s: ReadState, m: Match<Payload[]>, after: boolean): void {
  if (s.levelNumbers.size >= MAX_LEVEL_NUMBERS || ++s.levelAttempts > MAX_LEVEL_ATTEMPTS) return;
  if (!after) {
    const r = readLevelAfter(s.t, m.end);
    if (!r || s.levelNumbers.has(r.end)) return;
    markSpan(s.levelSpan, m.start, r.end);
    s.levelNumbers.set(r.end, levelNumberEvidence(s.t, m.start, r.end, r.level, r.hi));
    return;
  }
  const r = readLevelBefore(s.t, m.start);
  if (!r || s.levelSpan[r.start]) return;
  markSpan(s.levelSpan, r.start, m.end);
  s.levelNumbers.set(m.end, levelNumberEvidence(s.t, r.start, m.end, r.level, r.level));
}

/** The flow test's words: its context, the syringe, an emptied syringe, a volume that flowed out. */
function readFlowCue(
  s: ReadState,
  m: Match<Payload[]>,
  f: 'syringe' | 'flow' | 'flow_empty' | 'outflow' | 'flow_left',
  neg: boolean,
): void {
  // rule LEFT_WORD_BEFORE_FIGURE: known to be the flow test only once a figure follows
  if (f === 'flow_left') {
    if (!neg) s.leftBeforeEnds.push(m.end);
    return;
  }
  if (f === 'syringe') {
    s.syringeStarts.push(m.start);
    s.syringeEnds.push(m.end);
  }
  if (f === 'syringe' || f === 'flow') s.flowContext = true;
  else if (neg) return;
  else if (f === 'flow_empty') s.emptied ??= m;
  else s.outflows.push([m.start, m.end]);
}

/** A food named: evidence the first time its pattern is read; a negated solid is kept apart. */
function readFood(s: ReadState, m: Match<Payload[]>, k: number, food: FoodEntry, neg: boolean): void {
  if (neg && food.kind === 'food') s.negatedSolids.push(m);
  if (neg || !firstTime(s.seenPattern, m, k, false)) return;
  const e = newEvidence('food', 3, food.id, food.weights, sourceSlice(s.t, m.start, m.end), m.start, m.end, food.conf);
  e.kind = food.kind;
  e.food = food;
  s.evidence.push(e);
  s.foodEnds.set(e, m.end);
}

/** A hedge word: a doubt, or (rule UNTESTED_IS_NO_DOUBT) a word that says the item was not tested. */
function readHedge(s: ReadState, untested: boolean): void {
  if (untested) s.untested = true;
  else s.hedged = true;
}

/** A word that says a hazard was dealt with; a bare "drained" is read once every food is (rule DRAINED_OWN_CARRIER). */
function readRemoved(s: ReadState, m: Match<Payload[]>, code: string, neg: boolean): void {
  // "忘了去骨", "forgot to debone": a removal negated did not happen (rule NEGATED_REMOVAL_KEEPS)
  if (neg) return;
  if (code === DRAINED_OWN_CARRIER_CODE) s.drainedAt.push([m.start, m.end]);
  else removeHazard(s, code, m.start);
}

/** Rule DRAINED_OWN_CARRIER: each bare "drained" said of the food in its own liquid takes the liquid away. */
function readDrained(s: ReadState): void {
  for (const [start, end] of s.drainedAt)
    if (drainsOwnCarrier(s.t.norm, start, end, s.evidence, s.textHazards)) removeHazard(s, 'mixed_consistency', start);
}

function readPayload(s: ReadState, m: Match<Payload[]>, k: number, p: Payload, neg: boolean, removedByVerb: boolean): void {
  switch (p.f) {
    case 'name':
    case 'test':
    case 'texture':
      // rule PIECES_REMOVED_BY_VERB: bits a removal verb takes out are read as "no bits"
      readRow(s, m, k, p, neg || (removedByVerb && REMOVABLE_PIECES.has(p.row.id)));
      return;
    case 'hazard':
      readHazard(s, m, p, neg, removedByVerb);
      return;
    case 'hazard_removed':
      readRemoved(s, m, p.code, neg);
      return;
    case 'break':
      s.contrastAt.push(m.start);
      return;
    case 'food':
      readFood(s, m, k, p.food, neg);
      return;
    case 'drink':
      if (neg) return;
      s.drinkWords++;
      if (isVesselWord(s.t.norm, m.start, m.end)) s.vesselWords++;
      return;
    case 'foodword':
      s.foodWords++;
      return;
    case 'syringe':
    case 'flow':
    case 'flow_empty':
    case 'outflow':
    case 'flow_left':
      readFlowCue(s, m, p.f, neg);
      return;
    case 'flow_amount':
      if (!neg) s.amount ??= { m, ml: p.ml, alone: p.alone };
      return;
    case 'size':
      if (!neg) s.sizes.push({ lo: p.lo, hi: p.hi, unit: 'mm', qualifier: 'approx', start: m.start, end: m.end });
      return;
    case 'child':
      if (childWordNamesEater(s.t.norm, m.start, m.end)) s.child = true;
      return;
    case 'topping':
      if (neg) return;
      if (p.joined) {
        s.joinAt.push(m.start);
        return;
      }
      if (p.added) {
        s.addedAt.push([m.start, m.end]);
        return;
      }
      s.topping = true;
      s.toppingAt.push(m.start);
      if (!p.stirred) s.placedOn = true;
      return;
    case 'role_before':
    case 'role_after':
    case 'label':
    case 'person':
    case 'need':
    case 'order':
      s.cues.push(p.after ? { f: p.f, start: m.start, end: m.end, after: true } : { f: p.f, start: m.start, end: m.end });
      return;
    case 'hedge':
      if (!neg) readHedge(s, p.untested === true);
      return;
    case 'level_before':
    case 'level_after':
      readLevelKeyword(s, m, p.f === 'level_after');
      return;
    default:
      return;
  }
}

const isLowerLatin = (c: number) => c >= 0x61 && c <= 0x7a;
const isDigit = (c: number) => c >= 0x30 && c <= 0x39;

/** "L4", "l 5": a lone L before a level digit. */
function readLoneLevels(s: ReadState): void {
  const norm = s.t.norm;
  for (let i = norm.indexOf('l'); i >= 0; i = norm.indexOf('l', i + 1)) {
    const prev = norm.charCodeAt(i - 1);
    if (i > 0 && (isLowerLatin(prev) || isDigit(prev))) continue;
    const d = norm.charCodeAt(i + 1);
    const after = norm.charCodeAt(i + 2);
    if (!(d >= 0x30 && d <= 0x37)) continue;
    if (isDigit(after) || isLowerLatin(after) || norm[i + 2] === '.') continue;
    if (s.levelSpan[i] || s.levelSpan[i + 1] || s.levelNumbers.size >= MAX_LEVEL_NUMBERS) continue;
    markSpan(s.levelSpan, i, i + 2);
    s.levelNumbers.set(i + 2, levelNumberEvidence(s.t, i, i + 2, d - 0x30, d - 0x30));
  }
}

/** Rule FORK_DRIP_SPEED_IN_CLAUSE: drops the drips of unsaid speed over [start, end) (in place: the array is shared). */
function dropSpeedless(evidence: RawEvidence[], start: number, end: number): void {
  for (let i = evidence.length - 1; i >= 0; i--) {
    const e = evidence[i]!;
    if (FORK_DRIP_ROWS.has(e.id) && e.start < end && e.end > start) evidence.splice(i, 1);
  }
}

/** IDDSI test results in carers' own words, in clauses no listed phrase read (test-clauses.ts). */
function readOwnWords(s: ReadState): void {
  const tests: number[] = [];
  // rule FORK_DRIP_SPEED_IN_CLAUSE: a drip of unsaid speed leaves its clause to the reader, which may find the speed
  for (const e of s.evidence) if (e.type === 'test' && !FORK_DRIP_ROWS.has(e.id)) tests.push(e.start);
  for (const r of readTestClauses(s.t, tests, s.langs)) {
    const drip = FORK_DRIP_ROWS.has(r.e.id);
    if (s.evidence.some((e) => (e.id === r.e.id || (drip && e.id === FAST_DRIP_ROW)) && e.start < r.end && e.end > r.start)) continue;
    if (r.e.id === FAST_DRIP_ROW) dropSpeedless(s.evidence, r.start, r.end);
    s.evidence.push(r.e);
    markSpan(s.read, r.start, r.end);
  }
}

/** Words that join a syringe to its size written after it ("jeringa de 10 ml", "siringa da 10 ml"). */
const SIZE_LINKS = new Set(['de', 'of', 'di', 'da', 'do', 'von', 'du', 'ng', 'na', 'с']);

/** The volume is the syringe's size: right before the syringe word, or after it with a linking word. */
function namesTheSyringe(s: ReadState, ms: Measure): boolean {
  if (s.syringeStarts.some((st) => st >= ms.end && st - ms.end <= 4)) return true;
  return s.syringeEnds.some((end) => end <= ms.start && ms.start - end <= 5 && SIZE_LINKS.has(s.t.norm.slice(end, ms.start).trim()));
}

/** Rule FLOW_VOLUME_OUT: a volume that flowed out becomes the residue it left; the whole syringe, its emptying. */
function residuesOfOutflows(s: ReadState, volumes: Measure[]): Measure[] {
  const out: Measure[] = [];
  for (const v of volumes) {
    const r = residueOfOutflow(s.t.norm, v, s.outflows);
    if (r === 'emptied') s.emptiedVolume ??= v;
    else out.push(r ?? v);
  }
  return out;
}

/** Rule LEFT_WORD_BEFORE_FIGURE: "净返6ml", "得返 约2ml": the figure right after a left-over word. */
function followsLeftWord(s: ReadState, ms: Measure): boolean {
  if (ms.unit !== 'ml' && !ms.ambiguous) return false;
  return s.leftBeforeEnds.some((end) => end <= ms.start && ms.start - end <= 2 && !NOT_ABOUT.test(s.t.norm.slice(end, ms.start)));
}
/** Anything but a space or an "about" word between the left-over word and its figure (module level: one RegExp). */
const NOT_ABOUT = /[^\s约大概]/u;

/** Quantities: flow-test volumes (only in a flow-test context) and particle sizes. */
function readMeasures(s: ReadState): void {
  const measures = scanMeasures(s.t).filter((ms) => !(s.covered[ms.start] && s.covered[ms.end - 1]));
  for (const ms of measures) markSpan(s.read, ms.start, ms.end);
  if (measures.some((ms) => ms.unit === 's' && ms.lo === 10)) s.flowContext = true;
  if (measures.some((ms) => followsLeftWord(s, ms))) s.flowContext = true;
  // "2ミリ残る", "3밀리 남음": the colloquial ミリ/밀리 is a millilitre in a flow-test report
  if (s.flowContext) for (const ms of measures) if (ms.ambiguous && ms.hi <= 10.5) ms.unit = 'ml';
  let volumes = measures.filter((ms) => ms.unit === 'ml' && ms.lo <= 10.5);
  // "a 10 ml syringe", "jeringa de 10 ml" is the apparatus, not a result
  volumes = volumes.filter((ms) => !(ms.lo >= 10 && namesTheSyringe(s, ms)));
  volumes = residuesOfOutflows(s, volumes);
  if (volumes.some((ms) => ms.hi < 10)) volumes = volumes.filter((ms) => ms.lo < 10);
  if (s.flowContext) for (const v of volumes) if (firstMeasure(s.seenMeasures, v)) s.evidence.push(flowEvidence(s.t, v));
  // rule SIEVE_MESH_NOT_PARTICLE: "passed through 1 mm sieve" sizes the sieve's holes, not the pieces
  const particles = measures.filter((ms) => ms.unit === 'mm' && !measuresASieve(s.t.norm, ms));
  for (const ms of particles) if (firstMeasure(s.seenMeasures, ms)) s.evidence.push(particleEvidence(s.t, ms, s.child));
  // rule SIZE_SIMILE_PEA: a size said by comparison; the answer's confidence is capped (engine.ts)
  for (const ms of s.sizes) {
    if (!firstMeasure(s.seenMeasures, ms)) continue;
    const e = particleEvidence(s.t, ms, s.child);
    e.bySimile = true;
    s.evidence.push(e);
  }
}

/**
 * Rule FLOW_AMOUNT_IN_WORDS: an amount left said in words ("half left", "almost nothing came out") is the
 * residue it stands for, in a flow-test context (or alone when the words say it came out), unless a
 * residue was measured or the syringe emptied or let nothing out.
 */
function readFlowAmount(s: ReadState): void {
  const a = s.amount;
  if (!a || !(s.flowContext || a.alone) || s.evidence.some((e) => FLOW_FINDING_IDS.has(e.id))) return;
  const ms: Measure = { lo: a.ml, hi: a.ml, unit: 'ml', qualifier: 'approx', start: a.m.start, end: a.m.end };
  const e = flowEvidence(s.t, ms);
  e.conf *= RULES.FLOW_AMOUNT_IN_WORDS.confidence.factor;
  s.evidence.push(e);
}

const DROPS = /drop|gota|giot|หยด|滴|しずく|방울|tetes|patak/u;
/** A flow reading of the whole syringe (10 ml left, Level 4 only by the flow test's reach). */
const isFullSyringe = (e: RawEvidence) => e.id === 'flow' && e.weights.get(4) === 1 && !e.weights.has(2);

/**
 * "10 ml syringe after 10 s: empty", "all ran out": in a flow-test context, a syringe that emptied
 * is the flow test's Level 0 result (less than 1 ml left), unless a residue was measured.
 */
function readSyringeEmptied(s: ReadState): void {
  const m = s.emptied ?? s.emptiedVolume;
  if (!m || !s.flowContext) return;
  // rule FLOW_BARE_RESIDUE: a full syringe's volume before the words that it emptied is the volume put in ("a drop
  // or two came out" says the opposite: nearly all stayed)
  if (!DROPS.test(s.t.norm.slice(m.start, m.end))) s.evidence = s.evidence.filter((e) => !(isFullSyringe(e) && e.end <= m.start));
  if (s.evidence.some((e) => e.id === 'flow' || e.id === 'all_drained' || e.id === 'no_flow')) return;
  const e = newEvidence('test', 1, 'all_drained', single(0), sourceSlice(s.t, m.start, m.end), m.start, m.end, 1);
  e.kind = 'drink';
  s.evidence.push(e);
}

/** A flow-test result that let nothing through: "nothing came out", a syringe left full (10 ml left). */
const showsNoFlow = (e: RawEvidence) => !e.negated && (e.id === 'no_flow' || (e.id === 'flow' && e.weights.get(4) === 1));

/**
 * Rule SPOON_FED_BESIDE_NO_FLOW: "had to spoon it", "tive que dar de colher" say how a drink was given (thin
 * drinks are spoon-fed too); they describe Level 4 only beside a flow-test result that let nothing through.
 */
function spoonFedBesideNoFlow(s: ReadState): Set<number> {
  const dropped = new Set<number>();
  if (s.evidence.some(showsNoFlow)) return dropped;
  for (const e of s.evidence) if (e.id === 'spoon_had_to') dropped.add(e.start);
  if (dropped.size > 0) s.evidence = s.evidence.filter((e) => e.id !== 'spoon_had_to');
  return dropped;
}

const isSoup = (e: RawEvidence) => e.food !== undefined && (e.food.soup || e.food.hazards.includes('mixed_consistency'));

/**
 * The soup's own name holds a solid food ("noodle soup", "chicken soup"): leaving out another one
 * leaves that. Read from the normalised text itself (normalizeText would reuse the offset buffers).
 */
function namesASolid(s: ReadState, soup: RawEvidence, end: number): boolean {
  for (const m of lexicon().automaton.findAll(s.t.norm.slice(soup.start, end), s.t.exact.slice(soup.start, end), s.langs()))
    for (const p of m.payload) if (p.f === 'food' && p.food.kind === 'food' && p.food.id !== soup.id) return true;
  return false;
}

/**
 * Rule NO_BITS_KEEPS_SEPARATION: "no bits" says nothing solid floats in the food, not that no thin
 * liquid separates from it: a separating liquid the text states after it ("xay, không có hạt nào,
 * nhưng nước cháo loãng tách ra") is still a mixed consistency (IDDSI Levels 3-6: none).
 */
function noBitsNoMixture(s: ReadState): void {
  if (s.noBitsAt < 0) return;
  const statedAfter = s.textHazards.some((h) => h.code === 'mixed_consistency' && (h.start ?? -1) > s.noBitsAt);
  if (!statedAfter) s.removedHazards.add('mixed_consistency');
}

/**
 * Rule BROTH_ONLY, solids named and negated: a soup served with every solid it names left out
 * ("miso soup, no tofu or seaweed") is its thin liquid.
 */
function readSolidsLeftOut(s: ReadState): void {
  if (s.negatedSolids.length === 0) return;
  const soup = s.evidence.find(isSoup);
  if (!soup || s.evidence.some((e) => e !== soup && e.type === 'food' && e.kind === 'food')) return;
  if (namesASolid(s, soup, s.foodEnds.get(soup) ?? soup.start)) return;
  const first = s.negatedSolids[0]!;
  const e = newEvidence('texture', 2, 'broth_only', single(0), sourceSlice(s.t, first.start, first.end), first.start, first.end, 1);
  e.kind = 'drink';
  s.evidence.push(e);
  s.removedHazards.add('mixed_consistency');
}

/**
 * Rule DRINK_HEAD_NOUN: in "almond tea", "winter melon tea", "杏仁茶", "jugo de guayaba" the drink
 * is the head noun and the food its flavour: the food's usual form (nuts, melon pieces) is not in
 * the cup. Pieces that are served in a drink (pearls, jelly) are never read as a flavour. Rule
 * FLAVOUR_AFTER_DRINK: so is a fruit after a comma or in brackets ("kefir, mango") unless pieces are said.
 */
function dropFlavours(s: ReadState): void {
  const piecesSaid = s.textHazards.some((h) => h.code === 'mixed_consistency');
  // rule BLENDED_DRINK_FLAVOURS: a smoothie or shake names its fruits as a plain drink does, unless pieces are said
  const blends = piecesSaid ? [] : s.evidence.filter(isBlendedDrink);
  const plain = s.evidence.filter(isPlainDrink);
  const drinks = [...plain, ...blends];
  if (drinks.length === 0) return;
  const foods = s.evidence.filter((e) => e.type === 'food' && e.food?.kind === 'food');
  const fruits = foods.filter((e) => DRINK_FLAVOUR_FOODS.has(e.food!.id));
  const blended = new Set(fruits.filter((e) => namesDrinkFlavour(s.t.norm, s.foodEnds, e, blends)));
  if (blended.size > 0) listedFlavours(s.t.norm, s.foodEnds, foods, blended);
  const flavours = new Set([...blended, ...foods.filter((e) => namesDrinkFlavour(s.t.norm, s.foodEnds, e, plain))]);
  s.evidence = s.evidence.filter((e) => {
    if (!(e.type === 'food' && e.food?.kind === 'food')) return true;
    if (flavours.has(e)) return false;
    const d = piecesSaid ? undefined : drinks.find((x) => flavourAfterComma(s.t.norm, s.foodEnds, e, x));
    if (d) d.flavourListed = true;
    return d === undefined;
  });
}

/**
 * Rule FLAVOUR_NOT_PIECE: a food named as a flavour ("chicken flavour", "sabor a pollo") is not in the
 * item, and a "with" word of a broth that joins only a flavour ("caldo con sabor") is not a mixture.
 */
function dropNamedFlavours(s: ReadState, matches: readonly Match<Payload[]>[]): void {
  const foodSpans = () => {
    const inWord = new Uint8Array(s.t.norm.length + 1);
    for (const m of matches) if (m.payload.some((p) => p.f === 'food')) markSpan(inWord, m.start, m.end);
    return inWord;
  };
  const fl = flavourWords(s.t.norm, foodSpans);
  if (fl.read.length === 0) return;
  for (const f of fl.read) markSpan(s.read, f.start, f.end);
  s.evidence = s.evidence.filter((e) => !(e.type === 'food' && canFlavour(e) && fl.isFlavour(e, s.foodEnds.get(e) ?? e.start)));
  s.textHazards = s.textHazards.filter((h) => !(h.code === 'mixed_consistency' && fl.joinsFlavour(h)));
}

/** A small-amount word that names no liquid ("少しずつ"): left unread (rule ADDED_LIQUID_BLENDED_IN). */
function unusedAmountWord(m: Match<Payload[]>, used: readonly [number, number][]): boolean {
  // loops, not every()/some(): this runs on every match of the text, and a closure per match added up
  for (let k = 0; k < m.payload.length; k++) {
    const p = m.payload[k]!;
    if (!(p.f === 'topping' && p.added)) return false;
  }
  for (let k = 0; k < used.length; k++) if (used[k]![0] === m.start) return false;
  return true;
}

/**
 * Rule PARTIAL_REMOVAL_KEEPS: "partly", "some of the", "一部" say nothing of the food on their own (they only undo
 * a removal), so they do not count as words read (rule UNREAD_WORDS).
 */
function onlyPartialWord(m: Match<Payload[]>): boolean {
  for (let k = 0; k < m.payload.length; k++) {
    const p = m.payload[k]!;
    if (!(p.f === 'failed' && p.partial)) return false;
  }
  return true;
}

export function extract(t: NormalizedText): Extraction {
  const lex = lexicon();
  const read = readMatches(t);
  const unhomographed = dropMealOccasions(
    dropServiceRounds(dropPrepositionHomographs(dropUnitHomographs(dropAdjectiveHomographs(read.matches), t.norm), t.norm), t.norm),
    t.norm,
  );
  const matches = dropNoFlowNotATest(drinkSenseHomographs(unhomographed, t.norm), t.norm);
  const families = new Uint32Array(matches.length);
  for (let i = 0; i < matches.length; i++) families[i] = lex.families[matches[i]!.spec.uid!]!;
  const negated = negations(t, matches, families);
  const removedByVerb = removals(t, matches, families);
  const s = newState(t, read.langs);
  for (let i = 0; i < matches.length; i++) {
    const m = matches[i]!;
    // a food thrown away (rule FOOD_DISCARDED) is read as one under a negation: not served
    const gone = negated[i] === 1 || removedByVerb[i] === 2;
    const removed = removedByVerb[i] === 1 || removedByVerb[i] === 3 || removedByVerb[i] === 5;
    s.listRemoval ||= removedByVerb[i] === 5;
    if (removedByVerb[i] === 4) s.keptAt.push(m.start);
    // rule FOOD_PART_REMOVED: the food a part word also names ("seeds" out of a fruit) is not served either
    for (let k = 0; k < m.payload.length; k++) {
      const p = m.payload[k]!;
      readPayload(s, m, k, p, gone || (removedByVerb[i] === 3 && p.f === 'food'), removed);
    }
  }
  readDrained(s);
  const amountWords = liquidAmountWords(t.norm, s.evidence, s.foodEnds, s.addedAt);
  s.evidence = withoutBlendedInLiquid(t.norm, s.evidence, s.foodEnds, s.addedAt);
  readSolidsLeftOut(s);
  noBitsNoMixture(s);
  restoredAfterContrast(s);
  restoredByFind(s);
  restoredWhenKept(s);
  dropFlavours(s);
  dropNamedFlavours(s, matches);
  s.evidence = gelatinJellyCup(s.evidence, t.norm);
  readAddedFoods(s.evidence, s.foodEnds, s.joinAt);
  readSolidsBesidePuree(t.norm, s.evidence, s.foodEnds);
  s.joinAt.push(...readListedFoods(t.norm, s.evidence, s.foodEnds));
  s.evidence = withoutMakeUpLiquid(t.norm, s.evidence, s.foodEnds);
  readOwnWords(s);
  readLoneLevels(s);
  for (const e of s.levelNumbers.values()) s.evidence.push(e);
  if (!s.child && (statesChildAge(t.norm) || namesChildWithAge(t.source))) s.child = true;
  readMeasures(s);
  readFlowAmount(s);
  readSyringeEmptied(s);
  // the words of a dropped spoon-feeding phrase stay unread: they were not used (rule UNREAD_WORDS)
  const spoonFed = spoonFedBesideNoFlow(s);
  const anything = s.evidence.length > 0 || s.textHazards.length > 0 || s.removedHazards.size > 0 || s.drinkWords > 0 || s.foodWords > 0;
  for (const m of matches) {
    if (!unusedAmountWord(m, amountWords) && !onlyPartialWord(m) && !spoonFed.has(m.start)) markSpan(s.read, m.start, m.end);
  }
  const { evidence, textHazards, removedHazards, keptAt, drinkWords, foodWords, cues, repeats, topping, toppingAt, placedOn, joinAt } = s;
  // rule UNTESTED_IS_NO_DOUBT: "not tested" doubts a claimed level or level name, not a preparation reported
  const hedged = s.hedged || (s.untested && evidence.some((e) => e.tier === 0 && !e.negated));
  return {
    listRemoval: s.listRemoval,
    liquidLabel: false,
    evidence,
    textHazards,
    removedHazards,
    keptAt,
    drinkWords: vesselOfSolid(evidence) ? drinkWords - s.vesselWords : drinkWords,
    foodWords,
    anything,
    cues,
    repeats,
    topping,
    toppingAt,
    joinAt,
    placedOn,
    coverage: coverage(t.norm, s.read),
    hedged,
    untested: s.untested,
    readOnlyLanguage: () => onlyReadOnlyLanguages(s.langs()),
    langs: s.langs,
  };
}
