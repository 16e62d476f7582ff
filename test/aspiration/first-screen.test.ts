/**
 * The lexicons compile on the first screen of a container, not at import. Compiling normalises every term
 * through the same scratch buffers the screened text is normalised into, so the first screen must read exactly
 * like every later one (it once read a 2015 pneumonia as current when the compile ran after the text's
 * normalisation). Word tables that reading rules normalise are built at load for the same reason; each text
 * below reaches one of them on the first screen.
 */
import { describe, expect, it, vi } from 'vitest';
import type { RiskLevel } from '../../shared/aspiration/scoring-model';

const TEXTS: ReadonlyArray<readonly [string, RiskLevel]> = [
  ['Aspiration pneumonia in 2015 after a fall. Follow-up study normal. Eating normally ever since.', 'low'],
  // Vietnamese typed without diacritics compiles its own folded lexicon on first use.
  ['Nam 2015 bi viem phoi hit, sau do nuot lai binh thuong, den nay an uong tot.', 'low'],
  // The nose-context tables (rule nasal_needs_eating) and the "just the once" words.
  ['Soup came out of his nose at dinner last week, just the once.', 'moderate'],
  // The choke-or-cough words (rule occasional_choke_word_is_cough).
  ['Kadang-kadang keselek waktu makan.', 'moderate'],
  // The not-every-time words (rule not_every_time).
  ['He coughs at some meals, not every meal.', 'moderate'],
  // The clinician-cleared phrases.
  ['SLT reviewed: thickener no longer needed, drinking normal fluids with no problems since.', 'low'],
];

describe('first screen of a container', () => {
  it.each(TEXTS)('reads like later ones: %s', async (symptoms, level) => {
    vi.resetModules();
    const { evaluate } = await import('../../shared/aspiration/screen');
    const first = evaluate({ symptoms, age: 75 });
    expect(evaluate({ symptoms, age: 75 })).toEqual(first);
    expect(first.level).toBe(level);
  });
});
