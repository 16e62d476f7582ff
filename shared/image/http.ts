/**
 * The image routes' HTTP layer: headers, and the request body read into the
 * plain, validated inputs the image domain takes (./request.ts,
 * ./upload-url.ts). Body format, charset and schema errors are raised here.
 */
import { ImageClassifyJsonRequest, UploadUrlRequest } from '../api/schemas';
import { invalidRequest, unsupportedMediaType } from '../errors';
import { isJsonMediaType, jsonText } from '../http/body';
import { parseJsonObject, validate } from '../http/middleware';
import type * as z from 'zod';
import { missingImage } from './errors';
import { parseMultipart } from './multipart';
import { IMAGE_FIELD, imageFromForm, imageFromJson, type ImageRequest } from './request';

export function headerValue(headers: Record<string, string | undefined> | undefined, name: string): string | undefined {
  if (!headers) return undefined;
  const wanted = name.toLowerCase();
  for (const [k, v] of Object.entries(headers)) if (k.toLowerCase() === wanted) return v;
  return undefined;
}

/** Base URL the client used to reach us (for local upload forms). */
export function requestBaseUrl(headers: Record<string, string | undefined> | undefined): string | undefined {
  const host = headerValue(headers, 'host');
  if (!host || !/^[A-Za-z0-9.[\]:-]+$/.test(host)) return undefined;
  const proto = headerValue(headers, 'x-forwarded-proto') === 'https' ? 'https' : 'http';
  return `${proto}://${host}`;
}

const FormFields = ImageClassifyJsonRequest.pick({ language: true, description: true });

function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

async function readMultipart(body: Buffer, contentType: string): Promise<ImageRequest> {
  if (body.length === 0) throw missingImage(`the request has no body: send an ${IMAGE_FIELD} file part`);
  const form = await parseMultipart(body, contentType, { fileFields: [IMAGE_FIELD] });
  // An empty form field (an HTML select left blank) means "not given".
  const given = Object.fromEntries(Object.entries(form.fields).filter(([, v]) => v.trim() !== ''));
  return imageFromForm(form, validate(FormFields, given));
}

/** The image request a body carries, read as its Content-Type says. */
export async function readImageRequest(contentType: string | undefined, body: Buffer): Promise<ImageRequest> {
  const type = mediaType(contentType);
  if (type === 'multipart/form-data') return readMultipart(body, contentType!);
  if (isJsonMediaType(type)) return imageFromJson(validate(ImageClassifyJsonRequest, parseJsonObject(jsonText(contentType!, body))));
  const accepted = `multipart/form-data (a file part named "${IMAGE_FIELD}") or application/json`;
  if (type === '') throw invalidRequest(`Content-Type is missing; it must be ${accepted}`);
  throw unsupportedMediaType(`Content-Type "${type.slice(0, 100)}" is not accepted here: send ${accepted}`);
}

/** An upload-url request: an empty body (whatever its Content-Type) asks for the defaults. */
export function readUploadUrlRequest(contentType: string, body: Buffer): z.output<typeof UploadUrlRequest> {
  const text = body.length === 0 ? '' : jsonText(contentType, body, ['multipart/form-data (a local upload)']);
  return validate(UploadUrlRequest, text.trim() === '' ? {} : parseJsonObject(text));
}
