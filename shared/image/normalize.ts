/**
 * One decode of the uploaded image: checked from its header first (format,
 * dimensions), then auto-oriented, flattened, downscaled to at most 1568 px
 * and stripped of metadata. From those pixels come the JPEG a vision model
 * receives and the small raw image local features are computed on.
 */
import type { Metadata } from 'sharp';
import { payloadTooLarge } from '../errors';
import { invalidImage, missingImage } from './errors';
import { describeOtherFormat, sniffImageFormat, type ImageFormat } from './format';
import {
  BEDROCK_MAX_IMAGE_BYTES,
  FEATURE_LONG_EDGE,
  MAX_IMAGE_BYTES,
  MAX_INPUT_PIXELS,
  MAX_INPUT_SIDE,
  NORMALISED_LONG_EDGE,
} from './limits';
import { loadSharp } from './sharp';

export interface RgbImage {
  /** 8-bit RGB, row-major, 3 bytes a pixel. */
  data: Buffer;
  width: number;
  height: number;
}

export interface NormalizedImage {
  /** Format of the input, from its bytes. */
  format: ImageFormat;
  original: { width: number; height: number; bytes: number };
  /** Baseline JPEG, no metadata, long edge ≤ 1568 px, ≤ 3.75 MB. */
  jpeg: Buffer;
  width: number;
  height: number;
  /** Long edge ≤ 256 px, for local features. */
  thumb: RgbImage;
}

/** Quality steps tried until the JPEG fits the vision model's size limit. */
const JPEG_QUALITIES = [85, 70, 55, 40] as const;

/** Format and dimensions from the header alone; refuses what must not be decoded. */
export async function inspectImage(bytes: Buffer): Promise<{ format: ImageFormat; width: number; height: number }> {
  if (bytes.length === 0) throw missingImage('the image is empty (0 bytes)');
  if (bytes.length > MAX_IMAGE_BYTES) throw payloadTooLarge();
  const format = sniffImageFormat(bytes);
  if (!format) {
    const other = describeOtherFormat(bytes);
    const hint = other === 'HEIC/HEIF' ? ' (on an iPhone, share the photo as JPEG or set Camera > Formats > Most Compatible)' : '';
    throw invalidImage(
      `the image must be a JPEG, PNG or WebP file${other ? `; this one is ${other}${hint}` : '; these bytes are not an image we can read'}`,
    );
  }
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    // Header only; sharp's own pixel limit would hide the dimensions this check reports.
    meta = await sharp(bytes, { failOn: 'error', limitInputPixels: false }).metadata();
  } catch {
    throw invalidImage(`the ${format.toUpperCase()} image cannot be read: its header is damaged or incomplete`);
  }
  if (meta.format !== format || !meta.width || !meta.height) {
    throw invalidImage(`the ${format.toUpperCase()} image cannot be read: its header is damaged or incomplete`);
  }
  // For animated images sharp reports the first frame's height as pageHeight.
  const width = meta.width;
  const height = meta.pageHeight ?? meta.height;
  if (width > MAX_INPUT_SIDE || height > MAX_INPUT_SIDE || width * height > MAX_INPUT_PIXELS) {
    throw invalidImage(
      `the image is ${width} × ${height} pixels (${((width * height) / 1e6).toFixed(1)} megapixels); ` +
        `at most ${MAX_INPUT_PIXELS / 1e6} megapixels and ${MAX_INPUT_SIDE} pixels a side are accepted: resize it and try again`,
    );
  }
  return { format, width, height };
}

/** Validate, decode once and normalize; every failure is a 400 or 413 with a clear message. */
export async function normalizeImage(bytes: Buffer): Promise<NormalizedImage> {
  const header = await inspectImage(bytes);
  const sharp = await loadSharp();

  let pixels: { data: Buffer; info: { width: number; height: number; channels: number } };
  try {
    pixels = await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, sequentialRead: true })
      .autoOrient()
      .flatten({ background: '#ffffff' })
      .resize({ width: NORMALISED_LONG_EDGE, height: NORMALISED_LONG_EDGE, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .removeAlpha()
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw invalidImage(`the ${header.format.toUpperCase()} image cannot be decoded: the file is truncated or corrupt`);
  }
  const { width, height, channels } = pixels.info;
  const raw = { raw: { width, height, channels: channels as 3 } };

  const [jpeg, thumb] = await Promise.all([
    encodeJpeg(sharp, pixels.data, raw),
    sharp(pixels.data, raw)
      .resize({ width: FEATURE_LONG_EDGE, height: FEATURE_LONG_EDGE, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true }),
  ]);

  return {
    format: header.format,
    original: { width: header.width, height: header.height, bytes: bytes.length },
    jpeg,
    width,
    height,
    thumb: { data: thumb.data, width: thumb.info.width, height: thumb.info.height },
  };
}

async function encodeJpeg(
  sharp: Awaited<ReturnType<typeof loadSharp>>,
  data: Buffer,
  raw: { raw: { width: number; height: number; channels: 3 } },
): Promise<Buffer> {
  let jpeg: Buffer | undefined;
  for (const quality of JPEG_QUALITIES) {
    jpeg = await sharp(data, raw).jpeg({ quality, chromaSubsampling: '4:2:0' }).toBuffer();
    if (jpeg.length <= BEDROCK_MAX_IMAGE_BYTES) return jpeg;
  }
  // 1568 px at quality 40 cannot exceed 3.75 MB for any content; kept as a guard.
  throw invalidImage('the image could not be prepared for analysis');
}
