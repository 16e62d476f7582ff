/**
 * Issue 14, tenth session (s10texta), class 3: drinks that read as something else, and something else
 * read as a drink. Phrases are new, not any set's.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';

describe('a food name written exact keeps its marks in its plural (lexicon-index simple plurals)', () => {
  it('reads "tés" and "thés" as tea, and the Indonesian "tes" (a test) as no drink', () => {
    expect(classifyText('dos tés calientes').evidence.some((e) => e.code === 'tea')).toBe(true);
    expect(classifyText('deux thés chauds').evidence.some((e) => e.code === 'tea')).toBe(true);
    expect(classifyText('hasil tes sendok').evidence.some((e) => e.code === 'tea')).toBe(false);
    expect(classifyText('Label level 4, tapi waktu tes garpu bubur sumsum menetes lewat sela garpu').level).toBe(3);
  });
});
