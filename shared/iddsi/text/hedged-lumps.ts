/**
 * Rule HEDGED_LUMPS_IN_MASH: a mash or purée whose only doubt is a few small lumps ("mostly smooth,
 * might be a few small lumps", "casi sin grumos") is the Level 5 picture (IDDSI Minced & Moist: small
 * lumps up to 4 mm), not a regular food: the fork and the 4 mm check settle it.
 */
import type { RawEvidence } from './evidence';
import { MASH_LUMPS } from './rules';

const live = (e: RawEvidence) => !e.negated;

/** The hedged text is a mash (and nothing solid besides) with lumps named, said or denied. */
export function hedgedLumpsInMash(tiers: RawEvidence[][]): boolean {
  const textures = tiers[2] ?? [];
  const foods = (tiers[3] ?? []).filter((e) => live(e) && e.kind === 'food');
  if (!textures.some((e) => MASH_LUMPS.lumpRows.has(e.id))) return false;
  const mash = foods.some((e) => MASH_LUMPS.mashFoods.has(e.id)) || textures.some((e) => live(e) && MASH_LUMPS.mashRows.has(e.id));
  return mash && foods.every((e) => MASH_LUMPS.mashFoods.has(e.id));
}
