/**
 * The format comes from the bytes; a damaged file, a foreign format or a
 * decompression bomb is refused with a 400 before any pixel is decoded; a
 * good image becomes one metadata-free, upright JPEG of at most 1568 px.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../../shared/errors';
import { statusOf } from '../../shared/http/error-status';
import { describeOtherFormat, sniffImageFormat } from '../../shared/image/format';
import { BEDROCK_MAX_IMAGE_BYTES, MAX_IMAGE_BYTES } from '../../shared/image/limits';
import { inspectImage, normalizeImage } from '../../shared/image/normalize';
import { encode, glassImage, noiseImage, pngBomb, pureeImage, withJpegDimensions, type Format } from './fixtures';

async function failure(promise: Promise<unknown>): Promise<DomainError> {
  try {
    await promise;
  } catch (e) {
    if (e instanceof DomainError) return e;
    throw e;
  }
  throw new Error('expected a DomainError');
}

const FORMATS: Format[] = ['jpeg', 'png', 'webp'];
const images: Partial<Record<Format, Buffer>> = {};

beforeAll(async () => {
  for (const f of FORMATS) images[f] = await encode(pureeImage(400, 300), f);
});

describe('format from the bytes', () => {
  it('knows JPEG, PNG and WebP by their signatures', () => {
    for (const f of FORMATS) expect(sniffImageFormat(images[f]!)).toBe(f);
  });

  it('ignores what the file claims to be: a PNG named .jpg is a PNG', async () => {
    const n = await normalizeImage(images.png!);
    expect(n.format).toBe('png');
  });

  it('names common formats it refuses, with a hint for iPhone HEIC photos', async () => {
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(64)]);
    expect(describeOtherFormat(heic)).toBe('HEIC/HEIF');
    const e = await failure(normalizeImage(heic));
    expect(statusOf(e)).toBe(400);
    expect(e.code).toBe('invalid_image');
    expect(e.message).toMatch(/HEIC.*JPEG/);

    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } })
      .gif()
      .toBuffer();
    const g = await failure(normalizeImage(gif));
    expect(g.code).toBe('invalid_image');
    expect(g.message).toMatch(/JPEG, PNG or WebP.*GIF/);
  });

  it('refuses bytes that are no image at all', async () => {
    const e = await failure(normalizeImage(Buffer.from('%PDF-1.7 this is a document, not a photo')));
    expect(e.code).toBe('invalid_image');
  });
});

describe('damaged images are invalid_image', () => {
  it.each(FORMATS)('a truncated %s fails to decode and is a 400', async (f) => {
    const whole = await encode(noiseImage(300, 200, 7), f);
    const e = await failure(normalizeImage(whole.subarray(0, Math.floor(whole.length * 0.6))));
    expect(statusOf(e)).toBe(400);
    expect(e.code).toBe('invalid_image');
  });

  it('a signature followed by garbage is a 400', async () => {
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
    const e = await failure(normalizeImage(fake));
    expect(e.code).toBe('invalid_image');
  });

  it('an empty image is missing_image and an oversized one is 413', async () => {
    expect((await failure(normalizeImage(Buffer.alloc(0)))).code).toBe('missing_image');
    const big = Buffer.alloc(MAX_IMAGE_BYTES + 1);
    images.jpeg!.copy(big);
    const e = await failure(normalizeImage(big));
    expect(statusOf(e)).toBe(413);
    expect(e.code).toBe('payload_too_large');
  });
});

describe('decompression bombs are refused from the header', () => {
  it('a valid 30000 × 30000 PNG (900 megapixels in ~110 KB) is a 400 naming its size', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(200_000);
    const e = await failure(normalizeImage(bomb));
    expect(statusOf(e)).toBe(400);
    expect(e.code).toBe('invalid_image');
    expect(e.message).toMatch(/30000 × 30000 pixels \(900\.0 megapixels\)/);
  });

  it('the check happens before decoding: a JPEG whose header claims 30000 × 30000 is refused for its size, not as truncated', async () => {
    const liar = withJpegDimensions(images.jpeg!, 30_000, 30_000);
    await expect(inspectImage(liar)).rejects.toThrow(/30000 × 30000 pixels/);
  });

  it('one side over 16384 px is refused even when the pixel count is modest', async () => {
    const strip = withJpegDimensions(images.jpeg!, 20_000, 100);
    await expect(inspectImage(strip)).rejects.toThrow(/20000 × 100 pixels/);
  });
});

describe('normalization', () => {
  it.each(FORMATS)('a %s becomes a JPEG with the same aspect and a small RGB thumbnail', async (f) => {
    const n = await normalizeImage(images[f]!);
    expect(sniffImageFormat(n.jpeg)).toBe('jpeg');
    expect([n.width, n.height]).toEqual([400, 300]);
    expect(n.thumb.width).toBe(256);
    expect(n.thumb.height).toBe(192);
    expect(n.thumb.data.length).toBe(256 * 192 * 3);
  });

  it('downscales the long edge to 1568 px and stays within the vision model limits', async () => {
    const big = await encode(noiseImage(3000, 2000, 11), 'jpeg', { quality: 95 });
    const n = await normalizeImage(big);
    expect(Math.max(n.width, n.height)).toBe(1568);
    expect(n.height).toBe(Math.round((2000 * 1568) / 3000));
    expect(n.jpeg.length).toBeLessThanOrEqual(BEDROCK_MAX_IMAGE_BYTES);
    const meta = await sharp(n.jpeg).metadata();
    expect([meta.width, meta.height]).toEqual([n.width, n.height]);
  });

  it('never enlarges a small image', async () => {
    const n = await normalizeImage(await encode(glassImage(120, 160), 'png'));
    expect([n.width, n.height]).toEqual([120, 160]);
  });

  it('auto-orients from EXIF and strips all metadata', async () => {
    // Stored 400 × 300 with orientation 6 (rotate 90° clockwise to view): upright it is 300 × 400.
    const tagged = await sharp(pureeImage(400, 300).data, { raw: { width: 400, height: 300, channels: 3 } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'someone', Artist: 'a carer' } } })
      .toBuffer();
    expect((await sharp(tagged).metadata()).orientation).toBe(6);
    const n = await normalizeImage(tagged);
    expect([n.width, n.height]).toEqual([300, 400]);
    const meta = await sharp(n.jpeg).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('flattens transparency onto white and handles greyscale and 16-bit input', async () => {
    const rgba = await sharp({ create: { width: 64, height: 48, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const n = await normalizeImage(rgba);
    expect(n.thumb.data.every((v) => v > 240)).toBe(true);

    const grey16 = await sharp(noiseImage(64, 48).data, { raw: { width: 64, height: 48, channels: 3 } })
      .greyscale()
      .toColourspace('grey16')
      .png()
      .toBuffer();
    const g = await normalizeImage(grey16);
    expect(g.thumb.data.length).toBe(64 * 48 * 3);
  });
});
