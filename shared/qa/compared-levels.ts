/**
 * A question that compares IDDSI levels ("Level 3 同 Level 4 有咩分別", "3级和4级的区别") is answered by what
 * each level is, so the article of every level it names must be among the sources, whatever else ranks above
 * it (a list of foods that names both levels in one line is not their description). Rankers suggest; this rule
 * makes sure each side has its own article.
 */
import { asksForComparison } from './question-intent';
import type { Features } from './text-features';

export const COMPARED_LEVELS_RULE = {
  id: 'COMPARED_LEVELS_EACH_SOURCED',
  source:
    'IDDSI Framework (2019) descriptors: each level is defined by its own description and testing method, so a ' +
    'difference between two levels is stated from the descriptor of each.',
  /** Fewest levels a comparison must name for the rule to apply. */
  minLevels: 2,
} as const;

/**
 * "The discharge letter says soft diet: is that Level 6?" compares an older diet name with one level: the
 * answer needs both sides, what the old name meant (soft-meal-standards) and what the level is (its article).
 */
export const OLD_NAME_BESIDE_LEVEL_RULE = {
  id: 'OLD_NAME_BESIDE_LEVEL_SOURCED',
  source:
    'IDDSI (Cichero 2017; NHS Patient Safety Alert 2018): older diet names had no shared definition and were ' +
    'replaced by IDDSI levels, so an old name is compared with a level from both the old name and the descriptor.',
  /** Concepts of the older and local diet names (concepts.ts). */
  names: ['k:old_diet_terms', 'k:soft_meal', 'k:hk_soft_meal', 'k:hk_minced_meal', 'k:hk_puree_meal', 'k:ja_minced_meal'],
  topic: 'soft-meal-standards',
} as const;

const LEVEL_FEATURE = /^k:level_([0-7])$/;

/**
 * "How do I tell Level 3 and Level 4 apart?" asks for the tests that separate them (the fork and spoon tests name
 * both levels in one passage), not for each level's description: the rule leaves those to the rankers.
 */
const TELLS_APART =
  /\btell (them |the two |it )?apart\b|\bdistinguish\b|\btell the difference\b|分辨|區分|区分|點樣分|点样分|點分|点分|怎麼分|怎么分|怎样分|怎樣分|如何分|見分け|見分ける|区別(する|がつ|でき)/iu;

/** The level topics a comparison question names (two or more), or none. */
export function comparedLevelTopics(question: string, features: Features): string[] {
  const levels = [...features.keys()].flatMap((f) => LEVEL_FEATURE.exec(f)?.[1] ?? []);
  if (levels.length === 0 || !asksForComparison(question)) return [];
  if (OLD_NAME_BESIDE_LEVEL_RULE.names.some((n) => features.has(n)))
    return [OLD_NAME_BESIDE_LEVEL_RULE.topic, ...levels.map((l) => `iddsi-level-${l}`)];
  if (levels.length < COMPARED_LEVELS_RULE.minLevels) return [];
  if (TELLS_APART.test(question.normalize('NFKC'))) return [];
  return levels.map((l) => `iddsi-level-${l}`);
}
