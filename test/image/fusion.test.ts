/**
 * Photo + caption: strong text evidence decides, a bare food name is
 * combined on the riskier side, and the result is never more confident
 * than the text itself.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TextClassification } from '../../shared/iddsi/classify';
import type { IddsiLevel, ItemKind } from '../../shared/iddsi/levels';
import { fuse } from '../../shared/image/fusion';
import { KIND_LEVELS } from '../../shared/image/safety';
import type { VisionEstimate } from '../../shared/image/vision-model';

const photo = (level: IddsiLevel, kind: ItemKind, confidence = 0.4, plausible: IddsiLevel[] = [level]): VisionEstimate => ({
  level,
  kind,
  confidence,
  plausible,
  observations: [],
  engine: 'embedded',
});

const text = (
  level: IddsiLevel,
  kind: ItemKind,
  strength: TextClassification['strength'],
  confidence = 0.85,
  recognised = true,
): TextClassification => ({ level, kind, confidence, strength, recognised, evidence: [], hazards: [] });

describe('fusing a photo with its caption', () => {
  it('without a usable caption the photo decides', () => {
    expect(fuse(photo(4, 'food'), undefined)).toMatchObject({ level: 4, decidedBy: 'photo', confidence: 0.4 });
    const unrecognised = fuse(photo(5, 'food'), text(7, 'food', 'none', 0.1, false));
    expect(unrecognised).toMatchObject({ level: 5, decidedBy: 'photo' });
    expect(unrecognised.notes[0]).toMatch(/not recognised/);
  });

  it('an explicit level or a test result in the caption decides, even against the photo', () => {
    const f = fuse(photo(4, 'food'), text(2, 'drink', 'test', 0.9));
    expect(f).toMatchObject({ level: 2, kind: 'drink', decidedBy: 'description' });
    expect(f.confidence).toBeLessThan(0.9); // the photo disagreed: lowered
    expect(fuse(photo(2, 'drink', 0.3, [0, 1, 2]), text(2, 'drink', 'explicit', 0.9)).confidence).toBe(0.9);
  });

  it('a bare food name keeps the riskier of the two readings', () => {
    expect(fuse(photo(5, 'food'), text(7, 'food', 'food', 0.6))).toMatchObject({ level: 7, decidedBy: 'photo+description' });
    expect(fuse(photo(7, 'food'), text(5, 'food', 'food', 0.6))).toMatchObject({ level: 7 });
    expect(fuse(photo(0, 'drink'), text(2, 'drink', 'food', 0.6))).toMatchObject({ level: 0 });
  });

  it('a bare food name decides whether it is a food or a drink', () => {
    expect(fuse(photo(4, 'food'), text(0, 'drink', 'food', 0.6))).toMatchObject({ level: 0, kind: 'drink', decidedBy: 'description' });
  });

  const level = fc.integer({ min: 0, max: 7 }) as fc.Arbitrary<IddsiLevel>;
  const kind = fc.constantFrom<ItemKind>('food', 'drink');
  const strength = fc.constantFrom<TextClassification['strength']>('explicit', 'test', 'texture', 'food', 'none');
  const conf = fc.double({ min: 0, max: 1, noNaN: true });

  it('never reports more confidence than the text has, and keeps the level within its kind', () => {
    fc.assert(
      fc.property(kind, level, conf, kind, level, conf, strength, (ik, il, ic, tk, tl, tc, ts) => {
        const imageLevel = KIND_LEVELS[ik].includes(il) ? il : KIND_LEVELS[ik][0]!;
        const textLevel = KIND_LEVELS[tk].includes(tl) ? tl : KIND_LEVELS[tk][0]!;
        const t = text(textLevel, tk, ts, tc, ts !== 'none');
        const f = fuse(photo(imageLevel, ik, Math.min(ic, 0.5)), t);
        if (f.decidedBy !== 'photo') expect(f.confidence).toBeLessThanOrEqual(Math.round(tc * 100) / 100 + 1e-9);
        expect(KIND_LEVELS[f.kind]).toContain(f.level);
      }),
      { numRuns: 500 },
    );
  });
});
