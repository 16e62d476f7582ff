/** Findings, age and EAT-10 to a level and a score inside the level's band. */
import type { Finding, FindingStatus } from './analyse';
import { RISK_FACTORS, SIGN_FAMILIES, SIGNS, type RiskCode, type SignCode, type SignConcept, type Tier } from './concepts';
import {
  AGE_BANDS,
  BANDS,
  CEILINGS,
  EAT10,
  LEVEL_ORDER,
  LEVEL_RULES,
  MODIFIERS,
  type Condition,
  type RiskLevel,
  type SignStatus,
} from './scoring-model';

/** One scored piece of evidence. */
export interface ScoredItem {
  kind: 'sign' | 'risk' | 'age' | 'eat10';
  code: string;
  status: FindingStatus;
  weight: number;
  matched: string;
  tier?: Tier;
  strong?: boolean;
  occasional?: boolean;
  /** A thin-liquid sign that thickening prevents: it adds points but triggers no combination rule. */
  compensated?: boolean;
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
  const concept: SignConcept = SIGNS[code];
  let w: number = concept.weight;
  if (status === 'past') w *= concept.pastFactor ?? MODIFIERS.past;
  if (status === 'possible') w *= MODIFIERS.possible;
  if (occasional) w *= MODIFIERS.occasional;
  return w;
}

const STATUS_RANK: Record<FindingStatus, number> = { current: 3, possible: 2, past: 1 };

/** One item per code: the strongest reading wins ("cough" current beats "cough" past). */
function dedupe(items: ScoredItem[]): ScoredItem[] {
  const best = new Map<string, ScoredItem>();
  for (const it of items) {
    // Sign and risk codes are distinct sets, so the code alone is the key.
    const key = it.code;
    const prev = best.get(key);
    if (!prev || STATUS_RANK[it.status] > STATUS_RANK[prev.status] || (it.status === prev.status && it.weight > prev.weight)) {
      best.set(key, it);
    }
  }
  return [...best.values()];
}

/**
 * Only the strongest member of a family counts ("cough_during_meals" makes a
 * plain "cough" redundant). Keeping the strongest, not the first listed, keeps
 * the score monotone: denying one member never leaves a heavier one standing.
 */
function dropRedundant(items: ScoredItem[]): ScoredItem[] {
  const keep = new Set<ScoredItem>();
  const inFamily = new Set<string>();
  for (const family of SIGN_FAMILIES) {
    let best: ScoredItem | undefined;
    for (const code of family) {
      inFamily.add(code);
      const it = items.find((i) => i.kind === 'sign' && i.code === code);
      if (it && (!best || it.weight > best.weight)) best = it;
    }
    if (best) keep.add(best);
  }
  return items.filter((i) => i.kind !== 'sign' || !inFamily.has(i.code) || keep.has(i));
}

function diminishingSum(weights: number[]): number {
  weights.sort((a, b) => b - a);
  let total = 0;
  let factor = 1;
  for (const w of weights) {
    total += w * factor;
    factor *= MODIFIERS.diminishing;
  }
  return total;
}

function statusOf(item: ScoredItem): SignStatus {
  return item.status === 'current' ? 'certain' : item.status;
}

function holds(cond: Condition, items: ScoredItem[], age: number | undefined, eat10Total: number | undefined): boolean {
  if ('signs' in cond) {
    const s = cond.signs;
    const codes = new Set<string>();
    for (const it of items) {
      if (it.kind !== 'sign' && it.kind !== 'eat10') continue;
      if (statusOf(it) !== s.status) continue;
      if (s.tiers && (!it.tier || !s.tiers.includes(it.tier))) continue;
      if (s.codes && !(s.codes as readonly string[]).includes(it.code)) continue;
      if (s.notOccasional && it.occasional) continue;
      if (it.compensated) continue;
      codes.add(it.code);
    }
    return codes.size >= s.atLeast;
  }
  if ('strongRiskFactor' in cond) return items.some((it) => it.kind === 'risk' && it.strong && it.status === 'current');
  if ('ageAtLeast' in cond) return age !== undefined && age >= cond.ageAtLeast;
  return eat10Total !== undefined && eat10Total >= cond.eat10AtLeast;
}

const maxLevel = (a: RiskLevel, b: RiskLevel) => (LEVEL_ORDER.indexOf(a) >= LEVEL_ORDER.indexOf(b) ? a : b);
const minLevel = (a: RiskLevel, b: RiskLevel) => (LEVEL_ORDER.indexOf(a) <= LEVEL_ORDER.indexOf(b) ? a : b);

function bandOf(points: number): RiskLevel {
  if (points >= BANDS.high[0]) return 'high';
  if (points >= BANDS.moderate[0]) return 'moderate';
  return 'low';
}

export interface ScoreInput {
  findings: readonly Finding[];
  age?: number;
  eat10?: readonly number[];
}

export function scoreFindings(input: ScoreInput): ScoreResult {
  // A recovery claim holds only while nothing current contradicts it ("stroke in 2015, fully
  // recovered" is history; "..., but now coughs at every meal" is a stroke patient who coughs).
  const currentSign = input.findings.some((f) => f.kind === 'sign' && f.status === 'current' && SIGNS[f.code].tier !== 'weak');
  // Thickening compensates a thin-liquid cough only when no other red or major sign is current.
  const otherMajor = input.findings.some(
    (f) => f.kind === 'sign' && f.status === 'current' && !f.compensated && (SIGNS[f.code].tier === 'red' || SIGNS[f.code].tier === 'major'),
  );
  const raw: ScoredItem[] = [];
  for (const f of input.findings) {
    if (f.kind === 'sign') {
      const concept = SIGNS[f.code];
      const compensated = f.compensated && f.status === 'current' && !otherMajor;
      raw.push({
        kind: 'sign',
        code: f.code,
        status: f.status,
        weight: signWeight(f.code, f.status, f.occasional) * (compensated ? MODIFIERS.compensated : 1),
        matched: f.matched,
        tier: concept.tier,
        occasional: f.occasional,
        ...(compensated ? { compensated } : {}),
      });
    } else {
      const rf = RISK_FACTORS[f.code as RiskCode];
      const status = f.status === 'past' && currentSign ? 'current' : f.status;
      const factor = status === 'possible' ? MODIFIERS.possible : status === 'past' ? MODIFIERS.past : 1;
      raw.push({
        kind: 'risk',
        code: f.code,
        status,
        weight: rf.weight * factor,
        matched: f.matched,
        strong: rf.strong && status !== 'past',
      });
    }
  }
  const items = dropRedundant(dedupe(raw)).filter((i) => i.weight > 0);

  let eat10Total: number | undefined;
  if (input.eat10 && input.eat10.length > 0) {
    eat10Total = input.eat10.reduce((a, b) => a + b, 0);
    if (eat10Total >= EAT10.abnormalAt) {
      items.push({
        kind: 'eat10',
        code: 'eat10_abnormal',
        status: 'current',
        weight: EAT10.basePoints + eat10Total,
        matched: `EAT-10 total ${eat10Total}/40`,
        tier: eat10Total >= EAT10.majorAt ? 'major' : 'minor',
      });
    }
  }
  const ageBand = input.age === undefined ? undefined : AGE_BANDS.find((b) => input.age! >= b.minAge);
  if (ageBand) items.push({ kind: 'age', code: ageBand.code, status: 'current', weight: ageBand.points, matched: `age ${input.age}` });

  const swallowing = items.filter((i) => i.kind === 'sign' || i.kind === 'eat10').map((i) => i.weight);
  const risks = items.filter((i) => i.kind === 'risk').map((i) => i.weight);
  const points = diminishingSum(swallowing) + diminishingSum(risks) + (ageBand?.points ?? 0);

  // Level from the points band, under the ceilings.
  let level = minLevel(bandOf(points), CEILINGS.pointsAlone);
  // Past signs are evidence only through the history rules below ("choked once years ago" alone
  // stays low at any age); risk factors are evidence unless recovered or only ever contributory
  // (COPD, reflux).
  const hasEvidence = items.some(
    (i) =>
      (i.kind === 'sign' && i.tier !== 'weak' && i.status !== 'past') ||
      (i.kind === 'risk' && i.status !== 'past' && RISK_FACTORS[i.code as RiskCode].alone) ||
      i.kind === 'eat10',
  );
  if (!hasEvidence) level = minLevel(level, CEILINGS.withoutEvidence);

  // Combination rules and red-flag floors raise it.
  const rules: string[] = [];
  for (const rule of LEVEL_RULES) {
    if (rule.when.every((c) => holds(c, items, input.age, eat10Total))) {
      rules.push(rule.id);
      level = maxLevel(level, rule.level);
    }
  }

  const [lo, hi] = BANDS[level];
  const score = Math.min(hi, Math.max(lo, Math.round(points)));
  items.sort((a, b) => b.weight - a.weight);
  return { level, score, items: items.map((i) => ({ ...i, weight: round1(i.weight) })), rules };
}
