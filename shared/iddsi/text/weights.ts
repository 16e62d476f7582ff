/** Level votes: which level a set of weights points at, with the safety bias breaking ties. */
import type { IddsiLevel, ItemKind } from '../levels';
import type { Weights } from './lexicon-index';

/** Level l with weight v beats the best so far: it weighs more, or as much and is the safer side for the kind. */
export function beats(l: IddsiLevel, v: number, best: IddsiLevel | null, bestW: number, kind: ItemKind): boolean {
  return v > bestW || (v === bestW && best !== null && (kind === 'food' ? l > best : l < best));
}

/** Some level of `w` is above `level` (read in place: no array of the levels per piece of evidence). */
export function anyLevelAbove(w: Weights, level: number): boolean {
  for (const l of w.keys()) if (l > level) return true;
  return false;
}

export function topLevel(w: Weights, kind: ItemKind): IddsiLevel | null {
  let best: IddsiLevel | null = null;
  let bestW = 0;
  // keys and get, not entries: an [l, v] pair per entry was most of what the stage allocated
  for (const l of w.keys()) {
    const v = w.get(l)!;
    if (beats(l, v, best, bestW, kind)) {
      best = l;
      bestW = v;
    }
  }
  return best;
}
