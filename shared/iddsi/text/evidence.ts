/**
 * The evidence the stages pass along: one piece per thing the text says about
 * the item (a stated level, a test result, a preparation word, a food as usually
 * served), structured so that every response language can phrase it.
 */
import type { IddsiLevel, ItemKind } from '../levels';
import type { FoodEntry, Weights } from './lexicon-index';

export type EvidenceType = 'explicit' | 'test' | 'particle' | 'texture' | 'food' | 'hazard';
export type Strength = 'explicit' | 'test' | 'texture' | 'food' | 'none';

/** One piece of evidence, structured so that every language can phrase it. */
export interface RawEvidence {
  type: EvidenceType;
  /** 0 explicit, 1 test/particle, 2 texture, 3 food; 4 for hazards (no vote). */
  tier: 0 | 1 | 2 | 3 | 4;
  /** Lexicon row id, food id, hazard code, or 'level_number' | 'flow' | 'particle' | 'drink_generic'. */
  id: string;
  weights: Weights;
  matched: string;
  start: number;
  /** Where the matched words end in the normalised text. */
  end: number;
  kind?: ItemKind;
  negated?: boolean;
  value?: number;
  valueHi?: number;
  unit?: 'ml' | 'mm';
  /** A particle size said by comparison ("pea-sized", rule SIZE_SIMILE_PEA), not measured. */
  bySimile?: boolean;
  child?: boolean;
  /** The measure was written as a bound ("under 4 mm", "more than 2 cm"), not as what was seen. */
  bound?: boolean;
  /** Confidence multiplier of this piece (vague words, boundary values). */
  conf: number;
  food?: FoodEntry;
  /** Reading when the item is a food, if different. */
  foodWeights?: Weights;
  /** Ignored when the item is a drink. */
  drinkNeutral?: boolean;
  /** Inside a label ("carton says Level 2"): a claim that a contradicting test outranks. */
  claim?: 'label';
  /** A drink whose flavour was read after a comma (rule FLAVOUR_AFTER_DRINK): the comma may list a second item. */
  flavourListed?: boolean;
  /** A food named beside another with only a list word between (rule LISTED_BESIDE_KEEPS_HAZARDS). */
  listed?: boolean;
  /** A solid ingredient named as an item of its own beside a drink (rule SOLID_BESIDE_DRINK). */
  besideDrink?: boolean;
  /** A solid joined to a smooth or minced base by "with", "加", "na may" and not said to be blended in (rule ADDED_TO_BASE_FLOOR). */
  added?: boolean;
  /** A level written after a verb of preparing "to" it ("tea made to level 2"): what was done (rule ROLE_PREPARED_TO_LEVEL). */
  prepared?: boolean;
}

export interface EngineHazard {
  code: string;
  matched: string;
  /** Where it came from: the words of the text, the food's usual form, or the mixed-consistency rule. */
  source: 'text' | 'food' | 'rule';
  /** Where a hazard word of the text begins (rule ROLE_PRESCRIPTION sets aside one inside a diet order). */
  start?: number;
  /** Where it ends in the normalised text. */
  end?: number;
  /** Rule DONENESS_KEEPS_TOUGH: a doneness word, a hazard only of the meat it is said of. */
  ofMeat?: true;
}

export function single(level: number, w = 1): Weights {
  // set, not the Map([[level, w]]) constructor: that also built an entry array and iterated it
  return new Map<IddsiLevel, number>().set(level as IddsiLevel, w);
}

/**
 * A piece of evidence with every optional field present (undefined until set), so that all
 * pieces share one object shape and the property reads of the resolution loops stay monomorphic.
 */
export function newEvidence(
  type: EvidenceType,
  tier: RawEvidence['tier'],
  id: string,
  weights: Weights,
  matched: string,
  start: number,
  end: number,
  conf: number,
): RawEvidence {
  return {
    type,
    tier,
    id,
    weights,
    matched,
    start,
    end,
    kind: undefined,
    negated: undefined,
    value: undefined,
    valueHi: undefined,
    unit: undefined,
    child: undefined,
    bound: undefined,
    conf,
    food: undefined,
    foodWeights: undefined,
    drinkNeutral: undefined,
    claim: undefined,
    flavourListed: undefined,
    listed: undefined,
    besideDrink: undefined,
    added: undefined,
  };
}
