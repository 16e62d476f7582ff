/**
 * Rule SOAKED_CEREAL_DRAINED (stage "level candidates"): IDDSI describes soaked cereal at Level 5 only
 * (small soft lumps, fully softened, excess milk drained); the soaked row reads Level 6 because soaked
 * bread (pre-gelled) is a Level 6 food. A cereal soaked soft with its milk drained is the Level 5 picture.
 */
import type { IddsiLevel, ItemKind } from '../levels';
import type { RawEvidence } from './evidence';

/** Food table rows of breakfast cereals served in milk (lexicon/foods.ts). */
const CEREAL_ROWS: ReadonlySet<string> = new Set(['cereal_milk']);
/** Soaking words that say the cereal went soft ("ふやかして", "泡软", "remojado hasta ablandar"). */
const SOFTENING = /ふやか|泡软|泡軟|泡腍|泡淋|ablanda|lembek|mem|soft/iu;
/** Cereals with nuts, seeds and clusters that soaking does not soften (IDDSI: hard pieces stand). */
const HARD_PIECES_CEREAL = /granola|muesli|müsli|cluster|crunch|グラノーラ|格兰诺拉|格蘭諾拉|什锦麦片|什錦麥片/iu;
/** Texture rows that say the food was cut to pieces: a Level 6 picture, not a mash. */
const CUT_WORDS: ReadonlySet<string> = new Set(['chunks', 'bite_sized', 'chopped', 'name_soft_bite']);

/**
 * Rule SOAKED_CEREAL_DRAINED: every live test result is one Level 5 shares ("mashes with a fork": 5 or 6);
 * such a result cannot tell the soaked cereal's Level 5 picture from Level 6.
 */
function forkResultOfLevel5(tests: readonly RawEvidence[]): boolean {
  const live = tests.filter((e) => !e.negated);
  return live.length > 0 && live.every((e) => e.weights.has(5));
}

/** The level after rule SOAKED_CEREAL_DRAINED: 5 when a soaked, drained cereal was read at 6 from texture words. */
export function soakedCerealLevel(
  level: IddsiLevel,
  kind: ItemKind,
  deciding: number,
  textures: readonly RawEvidence[],
  foods: readonly RawEvidence[],
  removed: ReadonlySet<string>,
  tests: readonly RawEvidence[] = [],
): IddsiLevel {
  // the milk drained, absorbed or said not to pool: the mixed consistency of cereal in milk is gone
  if (kind !== 'food' || level !== 6 || !removed.has('mixed_consistency')) return level;
  if (deciding !== 2 && !(deciding === 1 && forkResultOfLevel5(tests))) return level;
  const soaked = textures.find((e) => e.id === 'soaked' && !e.negated);
  // "fully softened" is the Level 5 picture: soaked for a minute is not, unless the soaking word says soft (ふやかす)
  if (!soaked || !(SOFTENING.test(soaked.matched) || textures.some((e) => (e.id === 'soft' || e.id === 'smooth') && !e.negated)))
    return level;
  if (textures.some((e) => !e.negated && CUT_WORDS.has(e.id))) return level;
  const solids = foods.filter((e) => !e.negated && e.food!.kind === 'food');
  const cereal = solids.length > 0 && solids.every((e) => CEREAL_ROWS.has(e.food!.id) && !HARD_PIECES_CEREAL.test(e.matched));
  return cereal ? 5 : level;
}
