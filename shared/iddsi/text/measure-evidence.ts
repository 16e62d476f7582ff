/**
 * Stage "measures -> evidence": a stated level number, a flow-test volume or a
 * particle size becomes a piece of evidence with the levels it allows. Comparators
 * keep their bound ("less than 1 ml" is Level 0); a range is read by its interior;
 * the population decides the particle limits (rule POP_CHILD_AGE).
 */
import type { IddsiLevel } from '../levels';
import { newEvidence, type RawEvidence } from './evidence';
import type { Weights } from './lexicon-index';
import type { Measure } from './measures';
import { sourceSlice, type NormalizedText } from './normalize';
import { PARTICLE_LIMITS } from './test-outcomes';

/** A stated level number ("level 4", "4级", "L4"), or a stated range of them ("level 4-5"). */
export function levelNumberEvidence(t: NormalizedText, start: number, end: number, level: number, hi: number): RawEvidence {
  const weights: Weights = new Map();
  for (let l = level; l <= hi; l++) weights.set(l as IddsiLevel, 1);
  const e = newEvidence('explicit', 0, 'level_number', weights, sourceSlice(t, start, end), start, end, hi !== level ? 0.85 : 1);
  e.value = level;
  if (hi !== level) e.valueHi = hi;
  return e;
}

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

export function flowEvidence(t: NormalizedText, m: Measure): RawEvidence {
  let lo = m.lo;
  let hi = m.hi;
  if (m.qualifier === 'lt') {
    // an upper bound on the residue allows every band below it (rule FLOW_UPPER_BOUND)
    hi -= 0.01;
    lo = 0;
  } else if (m.qualifier === 'gt' && m.inclusive) {
    // "at least 8 ml" may be 8.0, still Level 2: the band at the bound and the one above (rule FLOW_BOUND_INCLUSIVE)
    hi = Math.max(hi, lo + 0.01);
  } else if (m.qualifier === 'gt') {
    lo += 0.01;
    hi = Math.max(hi, lo);
  } else if (hi > lo) {
    // a written range is read by its interior: "4-8 ml" is IDDSI's own Level 2 band, not 1-2
    lo += 0.01;
    hi -= 0.01;
  }
  const a = flowLevelsAt(lo);
  // "less than 1 ml" is IDDSI's own Level 0 wording: an upper bound sits on no boundary
  const b = m.qualifier === 'lt' ? { ...flowLevelsAt(hi), boundary: false } : flowLevelsAt(hi);
  const weights: Weights = new Map();
  const from = Math.min(...a.levels);
  const to = Math.max(...b.levels);
  for (let l = from; l <= to; l++) weights.set(l as IddsiLevel, 1);
  if (weights.size === 1 && to === 4) weights.set(3, 0.6);
  let conf = 1;
  if (a.boundary || b.boundary) conf *= 0.8;
  if (m.qualifier === 'approx') conf *= 0.9;
  if (from !== to) conf *= 0.8;
  const e = newEvidence('test', 1, 'flow', weights, sourceSlice(t, m.start, m.end), m.start, m.end, conf);
  e.kind = 'drink';
  e.value = m.lo;
  if (m.hi !== m.lo) e.valueHi = m.hi;
  e.unit = 'ml';
  return e;
}

function particleLevel(v: number, child: boolean): IddsiLevel {
  const limits = child ? PARTICLE_LIMITS.child : PARTICLE_LIMITS.adult;
  if (v <= limits[5]) return 5;
  if (v <= limits[6]) return 6;
  return 7;
}

export function particleEvidence(t: NormalizedText, m: Measure, child: boolean): RawEvidence {
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
  const e = newEvidence('particle', 1, 'particle', weights, sourceSlice(t, m.start, m.end), m.start, m.end, conf);
  e.kind = 'food';
  e.value = m.lo;
  if (m.hi !== m.lo) e.valueHi = m.hi;
  e.unit = 'mm';
  e.child = child;
  if (m.qualifier === 'lt' || m.qualifier === 'gt') e.bound = true;
  return e;
}
