/**
 * What a client sent to the image endpoint, read from the Content-Type and
 * the raw body: a multipart form (canonical), a JSON body with base64, or a
 * JSON body naming an uploaded object. Every malformed input is a 400 (or a
 * 413 for size) with a message that says what to send instead.
 */
import { ImageClassifyJsonRequest } from '../api/schemas';
import { invalidRequest, payloadTooLarge, unsupportedMediaType } from '../errors';
import { isJsonMediaType, jsonText } from '../http/body';
import { parseJsonObject, validate } from '../http/middleware';
import type { ResponseLanguage } from '../languages';
import { invalidImage, missingImage } from './errors';
import { MAX_IMAGE_BYTES } from './limits';
import { parseMultipart } from './multipart';

export type ImageSource = { kind: 'bytes'; bytes: Buffer } | { kind: 'upload'; key: string };

export interface ImageRequest {
  source: ImageSource;
  language: ResponseLanguage;
  description?: string;
}

const FormFields = ImageClassifyJsonRequest.pick({ language: true, description: true });

export const IMAGE_FIELD = 'image';

function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

function withDescription(description: string | undefined): { description?: string } {
  return description ? { description } : {};
}

async function readMultipart(body: Buffer, contentType: string): Promise<ImageRequest> {
  if (body.length === 0) throw missingImage(`the request has no body: send an ${IMAGE_FIELD} file part`);
  const form = await parseMultipart(body, contentType, { fileFields: [IMAGE_FIELD] });
  // An empty form field (an HTML select left blank) means "not given".
  const given = Object.fromEntries(Object.entries(form.fields).filter(([, v]) => v.trim() !== ''));
  const fields = validate(FormFields, given);
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

function readJson(contentType: string, body: Buffer): ImageRequest {
  const input = validate(ImageClassifyJsonRequest, parseJsonObject(jsonText(contentType, body)));
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

export async function readImageRequest(contentType: string | undefined, body: Buffer): Promise<ImageRequest> {
  const type = mediaType(contentType);
  if (type === 'multipart/form-data') return readMultipart(body, contentType!);
  if (isJsonMediaType(type)) return readJson(contentType!, body);
  const accepted = `multipart/form-data (a file part named "${IMAGE_FIELD}") or application/json`;
  if (type === '') throw invalidRequest(`Content-Type is missing; it must be ${accepted}`);
  throw unsupportedMediaType(`Content-Type "${type.slice(0, 100)}" is not accepted here: send ${accepted}`);
}
