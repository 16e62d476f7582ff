/** The limits of the image endpoint, in one place (the spec's 10 MB is 10 × 1024 × 1024 bytes). */

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** Decoding more pixels than this costs seconds and gigabytes: refused from the header alone. */
export const MAX_INPUT_PIXELS = 50_000_000;
export const MAX_INPUT_SIDE = 16_384;

/** Long edge of the normalized image: what a vision model receives (Claude's recommended maximum). */
export const NORMALISED_LONG_EDGE = 1568;
/** Long edge of the small raw image local features are computed on. */
export const FEATURE_LONG_EDGE = 256;

/** Bedrock Converse image limits (per image). */
export const BEDROCK_MAX_IMAGE_BYTES = 3.75 * 1024 * 1024;
export const BEDROCK_MAX_IMAGE_SIDE = 8000;

/** Multipart envelope limits: one file, a few short fields. */
export const MULTIPART_LIMITS = {
  files: 1,
  fields: 10,
  /** A 2000-character description may take 4 bytes a character in UTF-8. */
  fieldSize: 8 * 1024,
  parts: 20,
  headerPairs: 20,
} as const;

/** Pre-signed uploads: short-lived, images only, at most the endpoint's own limit. */
export const UPLOAD_EXPIRES_SECONDS = 300;
export const UPLOAD_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];
