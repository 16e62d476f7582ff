/** Findings, age and EAT-10 to a level and a score inside the level's band. */
import type { Finding, FindingStatus, RiskFinding, SignFinding } from './findings';
import { RISK_FACTORS, SIGN_FAMILIES, signConcept, type RiskCode, type SignCode, type Tier } from './concepts';
import {
  AGE_BANDS,
  BANDS,
  BEDSIDE_TESTS,
  CEILINGS,
  EAT10,
  GULP_COUGH_NOT_ALONE,
  LEVEL_ORDER,
  LEVEL_RULES,
  MODIFIERS,
  type Condition,
  type RiskLevel,
} from './scoring-model';

/** One scored piece of evidence. */
export interface ScoredItem {
  kind: 'sign' | 'risk' | 'age' | 'eat10' | 'bedside';
  code: string;
  status: FindingStatus;
  weight: number;
  matched: string;
  tier?: Tier;
  strong?: boolean;
  occasional?: boolean;
  /** Reported at every meal, every time, always. */
  persistent?: boolean;
  /** A thin-liquid sign that thickening prevents: it adds points but triggers no combination rule. */
  compensated?: boolean;
  /** A past sign the text says resolved. */
  resolved?: boolean;
}

export interface ScoreResult {
  level: RiskLevel;
  score: number;
  items: ScoredItem[];
  /** Ids of the combination rules that fired. */
  rules: string[];
}

const round1 = (x: number) => Math.round(x * 10) / 10;

function signWeight(code: SignCode, status: FindingStatus, occasional: boolean): number {
  const concept = signConcept(code);
  let w: number = concept.weight;
  if (status === 'past') w *= concept.pastFactor ?? MODIFIERS.past;
  if (status === 'possible') w *= MODIFIERS.possible;
  if (occasional) w *= MODIFIERS.occasional;
  return w;
}

const STATUS_RANK: Record<FindingStatus, number> = { current: 3, possible: 2, past: 1 };

/**
 * One item per code: the strongest reading wins ("cough" current beats "cough" past).
 * Items stay in the order their codes first appear. A linear search: a text yields a
 * few dozen codes at most, where a Map per call costs more than it saves.
 */
function dedupe(items: ScoredItem[]): ScoredItem[] {
  const best: ScoredItem[] = [];
  for (const it of items) {
    // Sign and risk codes are distinct sets, so the code alone is the key.
    let j = 0;
    while (j < best.length && best[j]!.code !== it.code) j++;
    const prev = best[j];
    if (!prev || STATUS_RANK[it.status] > STATUS_RANK[prev.status] || (it.status === prev.status && it.weight > prev.weight)) {
      best[j] = it;
    }
  }
  return best;
}

/** Family index and position in the family of every sign code that belongs to one. */
const FAMILY_INDEX = new Map<string, { family: number; position: number }>();
SIGN_FAMILIES.forEach((family, f) => {
  family.forEach((code, position) => {
    FAMILY_INDEX.set(code, { family: f, position });
  });
});

/**
 * Only the strongest member of a family counts ("cough_during_meals" makes a
 * plain "cough" redundant). Keeping the strongest, not the first listed, keeps
 * the score monotone: denying one member never leaves a heavier one standing.
 * On equal weights the member listed first in the family wins. Items without
 * weight are dropped too. Codes are unique in `items` (see dedupe).
 */
function dropRedundantAndEmpty(items: readonly ScoredItem[]): ScoredItem[] {
  // The strongest member seen per family, and its position in the family.
  const best: Array<ScoredItem | undefined> = [];
  const bestPosition: number[] = [];
  for (const it of items) {
    const member = it.kind === 'sign' ? FAMILY_INDEX.get(it.code) : undefined;
    if (!member) continue;
    const { family, position } = member;
    const prev = best[family];
    if (!prev || it.weight > prev.weight || (it.weight === prev.weight && position < bestPosition[family]!)) {
      best[family] = it;
      bestPosition[family] = position;
    }
  }
  const kept: ScoredItem[] = [];
  for (const it of items) {
    const member = it.kind === 'sign' ? FAMILY_INDEX.get(it.code) : undefined;
    if (member && best[member.family] !== it) continue;
    if (it.weight > 0) kept.push(it);
  }
  return kept;
}

/** Heaviest first, equal weights in their order (a stable insertion sort: there are a handful of items). */
function sortByWeightDescending(items: ScoredItem[]): void {
  for (let i = 1; i < items.length; i++) {
    const it = items[i]!;
    let j = i - 1;
    while (j >= 0 && items[j]!.weight < it.weight) {
      items[j + 1] = items[j]!;
      j--;
    }
    items[j + 1] = it;
  }
}

/**
 * A rule condition in one flat shape, compiled once from LEVEL_RULES: checking
 * it reads no optional fields and tests tiers as bits.
 */
interface FlatCondition {
  test: 'signs' | 'strongRiskFactor' | 'riskFactor' | 'age' | 'eat10';
  /** Signs: how many items must pass; age and EAT-10: the threshold. */
  atLeast: number;
  /** The item status the signs must have ('certain' is 'current'). */
  status: FindingStatus;
  /** TIER_BIT flags a sign's tier must be in (all, and none, when the rule names no tiers). */
  tiers: number;
  /** Signs: the codes that count; riskFactor: the one code that must be current. */
  codes: readonly string[] | undefined;
  notOccasional: boolean;
  persistent: boolean;
  unresolved: boolean;
}

const TIER_BIT: Record<Tier, number> = { red: 1, major: 2, minor: 4, weak: 8 };
const NO_TIER = 16;
const ANY_TIER = 31;

function flatten(c: Condition): FlatCondition {
  if ('signs' in c) {
    const s = c.signs;
    return {
      test: 'signs',
      atLeast: s.atLeast,
      status: s.status === 'certain' ? 'current' : s.status,
      tiers: s.tiers ? s.tiers.reduce((bits, t) => bits | TIER_BIT[t], 0) : ANY_TIER,
      codes: s.codes,
      notOccasional: s.notOccasional ?? false,
      persistent: s.persistent ?? false,
      unresolved: s.unresolved ?? false,
    };
  }
  const unused = {
    status: 'current',
    tiers: ANY_TIER,
    codes: undefined,
    notOccasional: false,
    persistent: false,
    unresolved: false,
  } as const;
  if ('strongRiskFactor' in c) return { test: 'strongRiskFactor', atLeast: 0, ...unused };
  if ('riskFactor' in c) return { test: 'riskFactor', atLeast: 0, ...unused, codes: [c.riskFactor] };
  if ('ageAtLeast' in c) return { test: 'age', atLeast: c.ageAtLeast, ...unused };
  return { test: 'eat10', atLeast: c.eat10AtLeast, ...unused };
}

const RULES = LEVEL_RULES.map((rule) => ({ id: rule.id, level: rule.level, when: rule.when.map(flatten) }));

/** What the combination rules read, gathered in one pass over the items. */
interface RuleFacts {
  /** Sign and EAT-10 items that can trigger a rule (a compensated sign cannot); their codes are unique (see dedupe). */
  signs: ScoredItem[];
  strongRiskFactor: boolean;
  /** Codes of the current risk factors. */
  riskCodes: string[];
  age: number | undefined;
  eat10Total: number | undefined;
}

function signsHold(s: FlatCondition, signs: readonly ScoredItem[]): boolean {
  let count = 0;
  for (const it of signs) {
    if (it.status !== s.status || ((it.tier ? TIER_BIT[it.tier] : NO_TIER) & s.tiers) === 0) continue;
    if (s.codes && !s.codes.includes(it.code)) continue;
    if (s.notOccasional && it.occasional) continue;
    if (s.persistent && !it.persistent) continue;
    if (s.unresolved && it.resolved) continue;
    count++;
  }
  return count >= s.atLeast;
}

function holds(cond: FlatCondition, facts: RuleFacts): boolean {
  switch (cond.test) {
    case 'signs':
      return signsHold(cond, facts.signs);
    case 'strongRiskFactor':
      return facts.strongRiskFactor;
    case 'riskFactor':
      return facts.riskCodes.includes(cond.codes![0]!);
    case 'age':
      return facts.age !== undefined && facts.age >= cond.atLeast;
    case 'eat10':
      return facts.eat10Total !== undefined && facts.eat10Total >= cond.atLeast;
  }
}

function allHold(conditions: readonly FlatCondition[], facts: RuleFacts): boolean {
  for (const c of conditions) if (!holds(c, facts)) return false;
  return true;
}

const maxLevel = (a: RiskLevel, b: RiskLevel) => (LEVEL_ORDER.indexOf(a) >= LEVEL_ORDER.indexOf(b) ? a : b);
const minLevel = (a: RiskLevel, b: RiskLevel) => (LEVEL_ORDER.indexOf(a) <= LEVEL_ORDER.indexOf(b) ? a : b);

function bandOf(points: number): RiskLevel {
  if (points >= BANDS.high[0]) return 'high';
  if (points >= BANDS.moderate[0]) return 'moderate';
  return 'low';
}

/** A structured water swallow test; `completed` false (stopped, could not finish) and `choking` fail it too. */
export interface WaterSwallowResult {
  volume_ml: number;
  cough: boolean;
  throat_clear: boolean;
  wet_voice: boolean;
  completed?: boolean;
  choking?: boolean;
}

/** What failed a water swallow test, in the words the response shows; empty for a pass. */
function waterSwallowFailures(w: WaterSwallowResult): string[] {
  const failed: Array<[boolean | undefined, string]> = [
    [w.cough, 'cough'],
    [w.throat_clear, 'throat clearing'],
    [w.wet_voice, 'wet voice'],
    [w.choking, 'choking'],
    [w.completed === false, 'not finished'],
  ];
  return failed.filter(([hit]) => hit === true).map(([, name]) => name);
}

/** Structured bedside screen results (validated by the request schema). */
export interface BedsideInput {
  waterSwallow?: WaterSwallowResult;
  gussTotal?: number;
  /** RSST swallows in 30 s and MWST score, read from the text (bedside-text.ts). */
  rsstSwallows?: number;
  mwstScore?: number;
  /** Kubota water swallowing test grade (1-5), read from the text. */
  kubotaGrade?: number;
}

export interface ScoreInput {
  findings: readonly Finding[];
  age?: number;
  eat10?: readonly number[];
  /** An EAT-10 total read from the text ("EAT-10 = 24") when no item scores were sent. */
  eat10Total?: number;
  bedside?: BedsideInput;
}

function eat10TotalOf(input: ScoreInput): number | undefined {
  if (input.eat10 && input.eat10.length > 0) {
    let total = 0;
    for (const v of input.eat10) total += v;
    return total;
  }
  return input.eat10Total;
}

function eat10Item(total: number): ScoredItem | undefined {
  if (total < EAT10.abnormalAt) return undefined;
  return {
    kind: 'eat10',
    code: 'eat10_abnormal',
    status: 'current',
    weight: EAT10.basePoints + total,
    matched: `EAT-10 total ${total}/40`,
    tier: total >= EAT10.majorAt ? 'major' : 'minor',
  };
}

/** A failed bedside test as a scored item; a pass gives none (it lowers nothing). */
function bedsideItems(b: BedsideInput | undefined): ScoredItem[] {
  const items: ScoredItem[] = [];
  const w = b?.waterSwallow;
  const failures = w ? waterSwallowFailures(w) : [];
  if (w && failures.length > 0) {
    const signs = failures.join(', ');
    const t = BEDSIDE_TESTS.waterSwallowFailed;
    items.push({
      kind: 'bedside',
      code: t.code,
      status: 'current',
      weight: t.points,
      matched: `water swallow test ${w.volume_ml} ml: ${signs}`,
      tier: t.tier,
    });
  }
  const guss = b?.gussTotal;
  if (guss !== undefined) {
    const t =
      guss <= BEDSIDE_TESTS.gussFailed.atMost
        ? BEDSIDE_TESTS.gussFailed
        : guss <= BEDSIDE_TESTS.gussSlight.atMost
          ? BEDSIDE_TESTS.gussSlight
          : undefined;
    if (t) items.push({ kind: 'bedside', code: t.code, status: 'current', weight: t.points, matched: `GUSS ${guss}/20`, tier: t.tier });
  }
  for (const item of japaneseScreenItems(b)) items.push(item);
  const kubota = b?.kubotaGrade;
  const k = BEDSIDE_TESTS.kubotaFailed;
  if (kubota !== undefined && kubota >= k.atLeast && !items.some((i) => i.code === k.code)) {
    items.push({
      kind: 'bedside',
      code: k.code,
      status: 'current',
      weight: k.points,
      matched: `Kubota water swallow test grade ${kubota}/5`,
      tier: k.tier,
    });
  }
  return items;
}

/** A failed RSST (fewer than three swallows in 30 s) or MWST (score 3 or below) told in the text. */
function japaneseScreenItems(b: BedsideInput | undefined): ScoredItem[] {
  const out: ScoredItem[] = [];
  const bedside = (t: (typeof BEDSIDE_TESTS)['rsstFailed' | 'mwstFailed'], matched: string): ScoredItem => ({
    kind: 'bedside',
    code: t.code,
    status: 'current',
    weight: t.points,
    matched,
    tier: t.tier,
  });
  const rsst = b?.rsstSwallows;
  if (rsst !== undefined && rsst <= BEDSIDE_TESTS.rsstFailed.atMost) out.push(bedside(BEDSIDE_TESTS.rsstFailed, `RSST ${rsst}/30 s`));
  const mwst = b?.mwstScore;
  if (mwst !== undefined && mwst <= BEDSIDE_TESTS.mwstFailed.atMost) out.push(bedside(BEDSIDE_TESTS.mwstFailed, `MWST ${mwst}/5`));
  return out;
}

/**
 * The score in stages: the items (one per code, the strongest reading), the
 * points and the facts the rules read, the level from the points band under
 * the ceilings, the rules that raise it, and the score clamped to its band.
 */
export function scoreFindings(input: ScoreInput): ScoreResult {
  const eat10Total = eat10TotalOf(input);
  const items = scoredItems(input, eat10Total);
  const { points, hasEvidence, facts } = tally(items, input.age, eat10Total);
  const rules: string[] = [];
  const level = raisedByRules(cappedLevel(bandOf(points), hasEvidence, rules), facts, rules);
  const [lo, hi] = BANDS[level];
  const score = Math.min(hi, Math.max(lo, Math.round(points)));
  // The items were all made by this call, so their weights are rounded in place.
  for (const i of items) i.weight = round1(i.weight);
  return { level, score, items, rules };
}

/** Every scored item, heaviest first: signs and risk factors, EAT-10, failed bedside tests, age. */
function scoredItems(input: ScoreInput, eat10Total: number | undefined): ScoredItem[] {
  // A recovery claim holds only while nothing current contradicts it ("stroke in 2015, fully
  // recovered" is history; "..., but now coughs at every meal" is a stroke patient who coughs).
  let currentSign = false;
  // Thickening compensates a thin-liquid cough only when no other red or major sign is current.
  let otherMajor = false;
  for (const f of input.findings) {
    if (f.kind !== 'sign' || f.status !== 'current') continue;
    const tier = signConcept(f.code).tier;
    if (tier !== 'weak') currentSign = true;
    if (!f.compensated && (tier === 'red' || tier === 'major')) otherMajor = true;
  }
  const raw: ScoredItem[] = [];
  const countGulpCough = currentSign || input.findings.some(isCurrentStrongRisk);
  for (const f of input.findings)
    raw.push(f.kind === 'sign' ? signItem(gulpCoughCounted(f, countGulpCough), otherMajor) : riskItem(f, currentSign));
  const items = dropRedundantAndEmpty(dedupe(raw));
  const eat10 = eat10Total === undefined ? undefined : eat10Item(eat10Total);
  if (eat10) items.push(eat10);
  for (const b of bedsideItems(input.bedside)) items.push(b);
  const ageBand = ageBandOf(input.age);
  if (ageBand) items.push({ kind: 'age', code: ageBand.code, status: 'current', weight: ageBand.points, matched: `age ${input.age}` });
  // Heaviest first: the order of the response, and of the diminishing sums (the sort is stable).
  sortByWeightDescending(items);
  return items;
}

/**
 * The points (swallowing evidence and risk factors each add up with
 * diminishing returns, plus age), whether anything is evidence, and the
 * facts the rules read.
 */
function tally(
  items: readonly ScoredItem[],
  age: number | undefined,
  eat10Total: number | undefined,
): { points: number; hasEvidence: boolean; facts: RuleFacts } {
  let swallowingPoints = 0;
  let swallowingFactor = 1;
  let riskPoints = 0;
  let riskFactor = 1;
  let agePoints = 0;
  let hasEvidence = false;
  const facts: RuleFacts = { signs: [], strongRiskFactor: false, riskCodes: [], age, eat10Total };
  for (const i of items) {
    const swallowing = i.kind === 'sign' || i.kind === 'eat10' || i.kind === 'bedside';
    if (swallowing && !i.compensated) facts.signs.push(i);
    if (i.kind === 'risk' && i.status === 'current') {
      facts.riskCodes.push(i.code);
      if (i.strong) facts.strongRiskFactor = true;
    }
    if (swallowing) {
      swallowingPoints += i.weight * swallowingFactor;
      swallowingFactor *= MODIFIERS.diminishing;
    } else if (i.kind === 'risk') {
      riskPoints += i.weight * riskFactor;
      riskFactor *= MODIFIERS.diminishing;
    } else {
      agePoints += i.weight;
    }
    if (isEvidence(i)) hasEvidence = true;
  }
  return { points: swallowingPoints + riskPoints + agePoints, hasEvidence, facts };
}

/**
 * Past signs are evidence only through the history rules ("choked once years ago" alone stays
 * low at any age); risk factors are evidence unless recovered or only ever contributory (COPD, reflux).
 */
function isEvidence(i: ScoredItem): boolean {
  if (i.kind === 'eat10' || i.kind === 'bedside') return true;
  if (i.kind === 'sign') return i.tier !== 'weak' && i.status !== 'past';
  return i.kind === 'risk' && i.status !== 'past' && RISK_FACTORS[i.code as RiskCode].alone;
}

/** The points band under the ceilings: high needs a rule, and no evidence is low. */
function cappedLevel(level: RiskLevel, hasEvidence: boolean, rules: string[]): RiskLevel {
  for (const ceiling of hasEvidence ? [CEILINGS.pointsAlone] : [CEILINGS.pointsAlone, CEILINGS.withoutEvidence]) {
    if (minLevel(level, ceiling.level) === level) continue;
    level = ceiling.level;
    rules.push(ceiling.id);
  }
  return level;
}

/** Combination rules and red-flag floors raise the level; each rule that fires is recorded. */
function raisedByRules(level: RiskLevel, facts: RuleFacts, rules: string[]): RiskLevel {
  for (const rule of RULES) {
    if (allHold(rule.when, facts)) {
      rules.push(rule.id);
      level = maxLevel(level, rule.level);
    }
  }
  return level;
}

function isCurrentStrongRisk(f: Finding): boolean {
  return f.kind === 'risk' && f.status === 'current' && RISK_FACTORS[f.code].strong;
}

/** Reading rule gulp_cough_not_alone: a current gulping cough beside other evidence is an occasional cough at meals. */
function gulpCoughCounted(f: SignFinding, otherEvidence: boolean): SignFinding {
  if (f.code !== 'protective_cough' || f.status !== 'current' || !otherEvidence) return f;
  return { ...f, code: GULP_COUGH_NOT_ALONE.countsAs, occasional: true, persistent: false };
}

function signItem(f: SignFinding, otherMajor: boolean): ScoredItem {
  const compensated = f.compensated && f.status === 'current' && !otherMajor;
  const item: ScoredItem = {
    kind: 'sign',
    code: f.code,
    status: f.status,
    weight: signWeight(f.code, f.status, f.occasional) * (compensated ? MODIFIERS.compensated : 1),
    matched: f.matched,
    tier: signConcept(f.code).tier,
    occasional: f.occasional,
  };
  if (f.persistent) item.persistent = true;
  if (f.resolved) item.resolved = true;
  if (compensated) item.compensated = compensated;
  return item;
}

function riskItem(f: RiskFinding, currentSign: boolean): ScoredItem {
  const rf = RISK_FACTORS[f.code];
  const status = f.status === 'past' && currentSign ? 'current' : f.status;
  const factor = status === 'possible' ? MODIFIERS.possible : status === 'past' ? MODIFIERS.past : 1;
  return {
    kind: 'risk',
    code: f.code,
    status,
    weight: rf.weight * factor,
    matched: f.matched,
    strong: rf.strong && status !== 'past',
  };
}

function ageBandOf(age: number | undefined): (typeof AGE_BANDS)[number] | undefined {
  if (age === undefined) return undefined;
  for (const b of AGE_BANDS) if (age >= b.minAge) return b;
  return undefined;
}
