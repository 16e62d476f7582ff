/**
 * Rule THICKENED_DISH_IS_FOOD: a dish of pieces in a sauce or a food base (stew, curry, casserole, congee) that
 * the text calls thickened had its sauce thickened: the item is still the food with its pieces, judged as a
 * food (IDDSI: the pieces decide a food's level), never a thickened drink.
 */
import type { RawEvidence } from './evidence';
import type { Extraction } from './extract';
import { CARRIES_PIECES_UNNAMED, SMOOTHING_WORDS } from './hazard-collect';
import { BROTHY_SOUPS } from './soups';

/** Words that break the pieces up: a blended stew that is thickened is a purée or a drink, settled by its tests. */
const BREAKS_UP: ReadonlySet<string> = new Set([...SMOOTHING_WORDS, 'name_mixer_legacy']);

const live = (e: RawEvidence) => !e.negated;
/** The drinking row (drunk, sipped, from a cup, diminum, 用杯子喝): the text says the item is drunk. */
const drunk = (e: RawEvidence) => e.id === 'from_cup' && live(e);

/**
 * A food of pieces in a sauce or a base: a stew or curry row, a congee with its grains, a dish with pieces in
 * liquid. Not a soup: a thickened soup is a thickened liquid whose pieces the hazard stage reads (THICKENED_BROTH);
 * not a smooth base (porridge, mingau): thickened, it is the smooth texture its tests settle.
 */
const dishOfPieces = (e: RawEvidence) =>
  e.type === 'food' &&
  e.food!.kind === 'food' &&
  !e.food!.soup &&
  !BROTHY_SOUPS.has(e.food!.id) &&
  (CARRIES_PIECES_UNNAMED.has(e.food!.id) || e.food!.hazards.includes('mixed_consistency'));

/**
 * Leaves out the thickened word of a dish of pieces named with no drink beside it and nothing that broke it up.
 * A drinking word or vessel ("drunk from a cup", "用杯子喝", "diminum") says the thickened base is taken as a
 * drink (thickened congee water, bubur): then it stays the thickened drink its tests settle, the thinner side.
 */
export function thickenedDishIsFood(x: Extraction): void {
  if (x.drinkWords > 0 || x.evidence.some(drunk) || !x.evidence.some(dishOfPieces)) return;
  if (x.evidence.some((e) => (live(e) && BREAKS_UP.has(e.id)) || (e.type === 'food' && e.food!.kind === 'drink'))) return;
  x.evidence = x.evidence.filter((e) => !(e.id === 'thickened' && e.tier === 2 && live(e)));
}
