/**
 * Large images go around Lambda's 6 MB payload limit: the client asks for a
 * pre-signed upload, posts the image straight to storage, then sends the
 * key to the image endpoint. An UploadStore is that storage: S3 in the
 * cloud, a local directory when no bucket is configured.
 */
import { randomUUID } from 'node:crypto';
import { invalidRequest } from '../errors';
import { MEDIA_TYPES } from './format';
import type { UploadContentType } from './limits';

export interface PresignedUpload {
  url: string;
  fields: Record<string, string>;
  s3_key: string;
  expires_in: number;
  max_bytes: number;
}

export interface UploadStore {
  readonly kind: 's3' | 'local';
  presign(contentType: UploadContentType, context?: { baseUrl?: string }): Promise<PresignedUpload>;
  /** The uploaded bytes; 404 when nothing was uploaded under the key, 413 when the object is too large. */
  get(key: string): Promise<Buffer>;
}

const EXTENSIONS: Record<string, string> = {
  [MEDIA_TYPES.jpeg]: 'jpg',
  [MEDIA_TYPES.png]: 'png',
  [MEDIA_TYPES.webp]: 'webp',
};

/** A random, unguessable key under the prefix; the name carries nothing from the client. */
export function newUploadKey(prefix: string, contentType: UploadContentType): string {
  return `${prefix}${randomUUID()}.${EXTENSIONS[contentType] ?? 'img'}`;
}

const KEY_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** Only keys this service hands out may be read: one level under the prefix, a plain file name. */
export function assertUploadKey(key: string, prefix: string): void {
  const name = key.startsWith(prefix) ? key.slice(prefix.length) : undefined;
  if (name === undefined || !KEY_NAME.test(name) || name.includes('..')) {
    throw invalidRequest(`s3_key must be a key returned by POST /api/iddsi-classify-image/upload-url (under ${prefix})`);
  }
}
