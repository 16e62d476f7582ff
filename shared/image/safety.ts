/**
 * The clinical safety bias for a photo: when several levels remain
 * plausible, report the one that is riskier to get wrong — for a food the
 * higher level (a firmer texture), for a drink the lower level (a thinner
 * liquid) — so that a resident is never served something harder to swallow
 * than the label says.
 */
import type { IddsiLevel, ItemKind } from '../iddsi/levels';

/** Levels that a food or a drink can take. */
export const KIND_LEVELS: Record<ItemKind, readonly IddsiLevel[]> = {
  drink: [0, 1, 2, 3, 4],
  food: [3, 4, 5, 6, 7],
};

export function fitsKind(level: IddsiLevel, kind: ItemKind): boolean {
  return KIND_LEVELS[kind].includes(level);
}

/** The riskier end of a set of plausible levels for this kind. */
export function saferEnd(levels: readonly IddsiLevel[], kind: ItemKind): IddsiLevel {
  const inKind = levels.filter((l) => fitsKind(l, kind));
  const pool = inKind.length > 0 ? inKind : levels;
  return (kind === 'food' ? Math.max(...pool) : Math.min(...pool)) as IddsiLevel;
}

/** One level further in the risky direction, within the kind's range. */
export function oneStepSafer(level: IddsiLevel, kind: ItemKind): IddsiLevel {
  const range = KIND_LEVELS[kind];
  const next = kind === 'food' ? level + 1 : level - 1;
  return (range.includes(next as IddsiLevel) ? next : level) as IddsiLevel;
}

/** Of two estimates of the same item, the one that is riskier to get wrong. */
export function saferOf(a: IddsiLevel, b: IddsiLevel, kind: ItemKind): IddsiLevel {
  return kind === 'food' ? (Math.max(a, b) as IddsiLevel) : (Math.min(a, b) as IddsiLevel);
}
