/** Any text of any script and length gets a valid classification, never an exception. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IddsiClassifyResponse } from '../../shared/api/schemas';
import { classifyText, toClassifyResponse } from '../../shared/iddsi/classify';
import { RESPONSE_LANGUAGES } from '../../shared/languages';

const WORDS = [
  'minced',
  'no',
  'lumps',
  '4 mm',
  'level',
  '3',
  'thick',
  '稠',
  '冇',
  'とろみ',
  'ない',
  'ไม่',
  'ข้น',
  '1,5 cm',
  '6 ml',
  'syringe',
  '-',
  '~',
  'rice',
  'soup',
];

describe('robustness', () => {
  it('classifies arbitrary unicode text of 3-2000 characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 3, maxLength: 400 }), fc.constantFrom(...RESPONSE_LANGUAGES), (text, lang) => {
        const c = classifyText(text);
        expect(c.level).toBeGreaterThanOrEqual(0);
        expect(c.level).toBeLessThanOrEqual(7);
        expect(c.confidence).toBeGreaterThanOrEqual(0);
        expect(c.confidence).toBeLessThanOrEqual(1);
        IddsiClassifyResponse.parse(toClassifyResponse(c, lang));
      }),
      { numRuns: 200 },
    );
  });

  it('classifies shuffled domain words without contradiction or crash', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 60 }), (words) => {
        const c = classifyText(words.join(' '));
        expect(Number.isInteger(c.level)).toBe(true);
        if (c.kind === 'drink') expect(c.level).toBeLessThanOrEqual(4);
        if (c.level >= 5) expect(c.kind).toBe('food');
      }),
      { numRuns: 300 },
    );
  });
});
