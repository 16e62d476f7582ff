/**
 * The lexicons compile on the first screen of a container, not at import. Compiling normalises every term
 * through the same scratch buffers the screened text is normalised into, so the first screen must read exactly
 * like every later one (it once read a 2015 pneumonia as current when the compile ran after the text's
 * normalisation).
 */
import { describe, expect, it, vi } from 'vitest';

const TEXTS = [
  'Aspiration pneumonia in 2015 after a fall. Follow-up study normal. Eating normally ever since.',
  // Vietnamese typed without diacritics compiles its own folded lexicon on first use.
  'Nam 2015 bi viem phoi hit, sau do nuot lai binh thuong, den nay an uong tot.',
];

describe('first screen of a container', () => {
  it.each(TEXTS)('reads like later ones: %s', async (symptoms) => {
    vi.resetModules();
    const { evaluate } = await import('../../shared/aspiration/screen');
    const first = evaluate({ symptoms, age: 75 });
    expect(evaluate({ symptoms, age: 75 })).toEqual(first);
    expect(first.level).toBe('low');
  });
});
