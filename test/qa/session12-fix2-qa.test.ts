/**
 * Session 12, second fix round (Q&A): classes of the held-out sets 37 to 40, each tested on phrases of its own.
 */
import { describe, expect, it } from 'vitest';
import { normaliseForMatch } from '../../shared/qa/concepts';
import { textFeatures } from '../../shared/qa/text-features';

const features = (q: string) => [...textFeatures(q, { query: true }).keys()];

describe('English hedges ("actually", "really", "exactly") are not content', () => {
  it.each([
    ['Who really decides how thick her tea is?', 'k:who_decides'],
    ['So who exactly decides the diet texture?', 'k:who_decides'],
  ])('"%s" still names %s', (question, concept) => {
    expect(features(question)).toContain(concept);
  });

  it('a hedge leaves no word feature and joins its neighbours into one word pair', () => {
    const f = features('What does choking basically mean?');
    expect(f.some((k) => /basical/.test(k))).toBe(false);
    expect(normaliseForMatch('What does choking literally mean?')).toBe('what does choking mean?');
  });

  it('a word that only starts like a hedge stays', () => {
    expect(normaliseForMatch('the reality of exactness')).toBe('the reality of exactness');
  });
});
