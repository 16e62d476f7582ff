/**
 * The meal verdict, computed in code only (spec section 3): an item matches
 * when its level is at or below the resident's level. With the extension
 * `resident_drink_level`, a drink matches when it is at least as thick as
 * prescribed, because a thinner drink is the dangerous direction.
 */
import type { IddsiLevel } from '../iddsi/levels';
import type { ItemClassification } from './types';

export type Verdict = 'safe' | 'caution' | 'unsafe';

export interface Prescription {
  foodLevel: IddsiLevel;
  drinkLevel?: IddsiLevel;
}

export interface ItemCheck {
  matches: boolean;
  /** The level the item must be brought to, when it does not match. */
  target: IddsiLevel;
  /** How many levels off the prescription the item is (0 when it matches). */
  distance: number;
  /** Which rule judged it. */
  rule: 'food_level' | 'drink_level';
}

export function checkItem(c: Pick<ItemClassification, 'level' | 'kind'>, rx: Prescription): ItemCheck {
  if (c.kind === 'drink' && rx.drinkLevel !== undefined) {
    const matches = c.level >= rx.drinkLevel;
    return { matches, target: rx.drinkLevel, distance: matches ? 0 : rx.drinkLevel - c.level, rule: 'drink_level' };
  }
  const matches = c.level <= rx.foodLevel;
  return { matches, target: rx.foodLevel, distance: matches ? 0 : c.level - rx.foodLevel, rule: 'food_level' };
}

/**
 * safe: every item matches. caution: every non-matching item is exactly one
 * level off and its classification confidence is low. Otherwise unsafe.
 */
export function mealVerdict(items: readonly Pick<ItemClassification, 'confidence'>[], checks: readonly ItemCheck[]): Verdict {
  const misses = checks.map((check, i) => ({ check, item: items[i]! })).filter(({ check }) => !check.matches);
  if (misses.length === 0) return 'safe';
  if (misses.every(({ check, item }) => check.distance === 1 && item.confidence === 'low')) return 'caution';
  return 'unsafe';
}
