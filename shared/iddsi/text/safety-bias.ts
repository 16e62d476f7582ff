/**
 * Stage "safety bias": when the evidence leaves more than one level, foods take
 * the higher level and drinks the thinner one (the texture that is harder to
 * swallow unsafely); a food with a standing hazard is Level 7 (rule
 * HAZARD_SURVIVES: IDDSI Levels 3-6 exclude high-risk foods).
 */
import { RAISES_FOOD_TO_REGULAR } from '../hazards';
import type { IddsiLevel, ItemKind } from '../levels';
import type { EngineHazard } from './evidence';
import { kindOfLevel, type KindVotes } from './kind';

/** The level the safety bias picks among the candidates: foods the higher, drinks the thinner. */
export function pickByKind(cands: IddsiLevel[], kind: ItemKind): IddsiLevel {
  return (kind === 'food' ? Math.max(...cands) : Math.min(...cands)) as IddsiLevel;
}

/** The level and kind among the candidates: the kind from the level where it is unambiguous, else from the votes. */
export function chooseLevel(cands: IddsiLevel[], votes: KindVotes, voted: ItemKind): { level: IddsiLevel; kind: ItemKind } {
  let level = cands.length === 1 ? cands[0]! : pickByKind(cands, voted);
  const kind = kindOfLevel(level, votes, voted);
  if (cands.length > 1 && kind !== voted) level = pickByKind(cands, kind);
  return { level, kind };
}

/** A food below Level 7 with a standing hazard that excludes Levels 3-6. */
export function raisedByHazard(level: IddsiLevel, kind: ItemKind, hazards: EngineHazard[]): boolean {
  return kind === 'food' && level < 7 && hazards.some((h) => RAISES_FOOD_TO_REGULAR.has(h.code));
}
