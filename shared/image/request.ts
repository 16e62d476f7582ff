/**
 * What a client sent to the image endpoint, as the domain reads it: a
 * multipart form (canonical), a JSON body with base64, or a JSON body naming
 * an uploaded object. The HTTP layer (./http.ts) reads and validates the
 * body; this module takes the parsed form or the validated JSON and throws
 * domain errors that say what to send instead.
 */
import type { ImageClassifyJsonRequest } from '../api/schemas';
import { invalidRequest, payloadTooLarge } from '../errors';
import type { ResponseLanguage } from '../languages';
import type * as z from 'zod';
import { invalidImage, missingImage } from './errors';
import { MAX_IMAGE_BYTES } from './limits';
import type { MultipartForm } from './multipart';

export type ImageSource = { kind: 'bytes'; bytes: Buffer } | { kind: 'upload'; key: string };

export interface ImageRequest {
  source: ImageSource;
  language: ResponseLanguage;
  description?: string;
}

export type ImageJsonInput = z.output<typeof ImageClassifyJsonRequest>;
export type ImageFormFields = Pick<ImageJsonInput, 'language' | 'description'>;

export const IMAGE_FIELD = 'image';

function withDescription(description: string | undefined): { description?: string } {
  return description ? { description } : {};
}

/** The image of a parsed form whose text fields are already validated. */
export function imageFromForm(form: MultipartForm, fields: ImageFormFields): ImageRequest {
  const file = form.files.find((f) => f.field === IMAGE_FIELD);
  if (!file) {
    if (form.textParts.has(IMAGE_FIELD)) {
      throw missingImage(`the ${IMAGE_FIELD} part must be a file upload (its Content-Disposition needs a filename)`);
    }
    const others = form.files.map((f) => f.field);
    throw missingImage(
      `no image: send the photo as a file part named "${IMAGE_FIELD}"${others.length > 0 ? ` (received a file part named "${others[0]}")` : ''}`,
    );
  }
  if (file.bytes.length === 0) throw missingImage('the image file is empty (0 bytes)');
  return { source: { kind: 'bytes', bytes: file.bytes }, language: fields.language, ...withDescription(fields.description) };
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const BASE64URL = /^[A-Za-z0-9_-]*={0,2}$/;

/** Decode strictly (Buffer.from silently skips bad characters); a data: URL prefix is allowed. */
export function decodeBase64Image(value: string): Buffer {
  const payload = value.replace(/^data:[\w.+-]+\/[\w.+-]+;base64,/i, '').replace(/\s+/g, '');
  if (payload.length === 0) throw missingImage('image_base64 is empty');
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  if (Math.floor((payload.length * 3) / 4) - padding > MAX_IMAGE_BYTES) throw payloadTooLarge();
  const url = !BASE64.test(payload);
  if ((url && !BASE64URL.test(payload)) || payload.length % 4 === 1) {
    throw invalidImage('image_base64 is not valid base64');
  }
  return Buffer.from(payload, url ? 'base64url' : 'base64');
}

/** The image a validated JSON body names: base64 bytes or an uploaded key, never both. */
export function imageFromJson(input: ImageJsonInput): ImageRequest {
  const description = withDescription(input.description);
  const hasImage = input.image_base64 !== undefined && input.image_base64 !== '';
  if (hasImage && input.s3_key !== undefined) {
    throw invalidRequest('send either image_base64 or s3_key, not both');
  }
  if (input.s3_key !== undefined) {
    return { source: { kind: 'upload', key: input.s3_key }, language: input.language, ...description };
  }
  if (!hasImage) {
    throw missingImage('no image: send image_base64 (base64 of a JPEG, PNG or WebP file) or s3_key from the upload-url route');
  }
  return { source: { kind: 'bytes', bytes: decodeBase64Image(input.image_base64!) }, language: input.language, ...description };
}
