/**
 * The embedded engine on real images drawn and encoded in the test: it
 * reads what a photo can show, stays modest (confidence ≤ 0.5, ≤ 0.35 for
 * drinks) and, among levels it cannot tell apart, reports the riskier one.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { embeddedVision, estimateFromFeatures } from '../../shared/image/embedded-vision';
import type { ImageFeatures } from '../../shared/image/features';
import { normalizeImage } from '../../shared/image/normalize';
import { KIND_LEVELS, saferEnd } from '../../shared/image/safety';
import { chunkyImage, encode, glassImage, mincedImage, noiseImage, pureeImage, type Format, type Raw } from './fixtures';

async function estimate(raw: Raw, format: Format = 'jpeg') {
  const image = await normalizeImage(await encode(raw, format));
  return embeddedVision.estimate({ image });
}

describe('embedded engine on photo-like scenes', () => {
  it.each(['jpeg', 'png', 'webp'] as const)('smooth glossy purée (%s) reads as a Level 4 food', async (format) => {
    const e = await estimate(pureeImage(), format);
    expect(e).toMatchObject({ level: 4, kind: 'food', engine: 'embedded' });
    expect(e.observations.join(' ')).toMatch(/smooth/);
  });

  it('packed small particles read as Level 5 (minced & moist)', async () => {
    const e = await estimate(mincedImage());
    expect(e).toMatchObject({ level: 5, kind: 'food' });
    expect(e.observations.join(' ')).toMatch(/granular/);
  });

  it('small separate pieces read as Level 6 or the riskier 7, never lower', async () => {
    const e = await estimate(chunkyImage(640, 480, 4, 32));
    expect(e.kind).toBe('food');
    expect(e.level).toBeGreaterThanOrEqual(6);
  });

  it('when 6 and 7 both remain plausible, the riskier 7 is reported and the shift is recorded', async () => {
    const e = await estimate(chunkyImage(640, 480, 4, 48));
    expect(e.plausible).toEqual([6, 7]);
    expect(e.level).toBe(7);
    expect(e.shiftedFrom).toBe(6);
  });

  it('large pieces read as Level 7 (regular)', async () => {
    const e = await estimate(chunkyImage(640, 480, 9, 120));
    expect(e).toMatchObject({ level: 7, kind: 'food' });
  });

  it('a drink in a clear glass reads as a drink at the thinnest plausible level', async () => {
    const e = await estimate(glassImage());
    expect(e.kind).toBe('drink');
    expect(e.level).toBe(0);
    expect(e.plausible).toContain(0);
    expect(e.confidence).toBeLessThanOrEqual(0.35);
    expect(e.observations.join(' ')).toMatch(/container/);
  });

  it('clear water in a glass (no visible liquid line) is still a drink, not a smooth purée', async () => {
    const e = await estimate(glassImage(480, 640, 6, [225, 232, 238]));
    expect(e.kind).toBe('drink');
    expect(e.level).toBe(0);
  });

  it('confidence never exceeds 0.5 on any scene', async () => {
    for (const raw of [pureeImage(), mincedImage(), chunkyImage(), glassImage(), noiseImage(320, 240)]) {
      expect((await estimate(raw)).confidence).toBeLessThanOrEqual(0.5);
    }
  });

  it('a blank frame says so and answers the riskier Level 7 with almost no confidence', async () => {
    const flat: Raw = { data: Buffer.alloc(200 * 150 * 3, 90), width: 200, height: 150 };
    const e = await estimate(flat, 'png');
    expect(e).toMatchObject({ level: 7, kind: 'food' });
    expect(e.confidence).toBeLessThanOrEqual(0.1);
    expect(e.observations[0]).toMatch(/no detail/);
  });
});

const unit = fc.double({ min: 0, max: 1, noNaN: true });
const features: fc.Arbitrary<ImageFeatures> = fc.record({
  meanLuma: unit,
  lumaStd: unit,
  meanSaturation: unit,
  colourfulness: unit,
  gradientEnergy: fc.tuple(unit, unit, unit),
  edgeDensity: fc.tuple(unit, unit, unit),
  granularity: unit,
  chunkiness: unit,
  smoothness: unit,
  highlights: unit,
  background: fc.record({ brightness: unit, uniformity: unit }),
  container: fc.record({ walls: unit, liquidLine: unit, interiorUniformity: unit, score: unit }),
});

describe('embedded engine invariants (any features)', () => {
  it('level fits the kind, confidence is capped, the riskier plausible level is reported', () => {
    fc.assert(
      fc.property(features, (f) => {
        const e = estimateFromFeatures(f);
        expect(KIND_LEVELS[e.kind]).toContain(e.level);
        expect(e.confidence).toBeGreaterThanOrEqual(0);
        expect(e.confidence).toBeLessThanOrEqual(e.kind === 'drink' ? 0.35 : 0.5);
        expect(e.plausible).toContain(e.level);
        expect(e.level).toBe(saferEnd(e.plausible, e.kind));
        expect(e.observations.length).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  });
});
