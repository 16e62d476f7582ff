/**
 * Whether a question is about what the articles cover at all. A question
 * that names a subject outside them (diabetes medicines, tax, baking: the
 * concepts with `outside` in concepts.ts) and nothing about swallowing,
 * textures or choking is answered "not covered", so no unrelated passage is
 * stitched into an answer. A question that names both ("my diabetic mum has
 * dysphagia: can she have thickened juice?") is in scope.
 */
import { CONCEPT_TOPICS, CONCEPTS } from './concepts';
import type { Features } from './text-features';

/**
 * Concepts that put a question inside the articles' subject: every concept central to a topic
 * (concepts.ts), every IDDSI level, and the words of swallowing, textures and choking, except
 * the broad ones an outside question shares by chance ("medicine" in "blood pressure medicine").
 */
const BROAD = new Set(['k:medicine', 'k:urine', 'k:dose', 'k:eating', 'k:elderly_resident', 'k:weight']);
export const SCOPE_ANCHORS: ReadonlySet<string> = new Set(
  [
    ...CONCEPT_TOPICS.keys(),
    ...['dysphagia', 'swallow', 'aspiration', 'choking', 'cough', 'wet_voice', 'thickened', 'thickener', 'soft_meal', 'slp', 'chew'].map((id) => `k:${id}`),
  ].filter((f) => !BROAD.has(f)),
);

/** Outside concept feature ("k:id") → why the articles do not cover it. */
export const OUTSIDE_SUBJECTS: ReadonlyMap<string, string> = new Map(CONCEPTS.filter((c) => c.outside).map((c) => [`k:${c.id}`, c.outside!]));

const isAnchor = (f: string) => SCOPE_ANCHORS.has(f) || f.startsWith('k:level_');

/** The outside subject a question is about (and nothing in scope beside it), or undefined. */
export function outsideSubject(features: Features): string | undefined {
  let outside: string | undefined;
  for (const f of features.keys()) {
    if (isAnchor(f)) return undefined;
    outside ??= OUTSIDE_SUBJECTS.get(f);
  }
  return outside;
}
