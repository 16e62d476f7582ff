import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { normalizePattern, normalizeText, sourceSlice } from '../../shared/iddsi/text/normalize';

describe('source offsets of a normalised text', () => {
  it('survive a pattern normalised after it (the scratch buffers are reused)', () => {
    const t = normalizeText('Soft diet -- Mashed   Potato');
    normalizePattern('Ça - fait — très   “long”');
    const at = t.norm.indexOf('mashed potato');
    expect(sourceSlice(t, at, at + 'mashed potato'.length)).toBe('Mashed   Potato');
  });

  it('quote the words the evidence was read from, after a heading and a dash', () => {
    for (const text of ['soft diet - mashed potato and gravy', 'Minced diet — minced beef and gravy']) {
      const matched = classifyText(text).evidence.map((e) => e.matched);
      for (const m of matched) expect(text.toLowerCase()).toContain(m.toLowerCase());
      expect(matched.some((m) => /gravy/i.test(m))).toBe(true);
    }
  });
});
