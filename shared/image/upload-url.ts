/**
 * POST /api/iddsi-classify-image/upload-url: a pre-signed upload for an
 * image of up to 10 MB. With the local store the same route also receives
 * the posted form (the local server has no bucket to post to).
 */
import type { UploadUrlRequest, UploadUrlResponse } from '../api/schemas';
import { invalidRequest } from '../errors';
import type * as z from 'zod';
import type { PresignPost } from './s3-upload-store';
import { isLocalStore, uploadStore } from './uploads';

/** The S3 POST signer, imported when a form is first signed (never with the local store). */
const createPresignedPost: PresignPost = async (...args) => (await import('@aws-sdk/s3-presigned-post')).createPresignedPost(...args);

export type UploadUrlResult = z.infer<typeof UploadUrlResponse>;

/** A pre-signed upload form for a validated request (the defaults ask for a JPEG upload). */
export async function createUploadUrl(input: z.output<typeof UploadUrlRequest>, baseUrl?: string): Promise<UploadUrlResult> {
  return (await uploadStore(createPresignedPost)).presign(input.content_type, baseUrl ? { baseUrl } : undefined);
}

/** A posted upload form: stored when the local store is in use, refused otherwise. */
export async function receiveLocalUpload(contentType: string, body: Buffer): Promise<{ s3_key: string; bytes: number }> {
  const store = await uploadStore(createPresignedPost);
  if (!isLocalStore(store)) {
    throw invalidRequest('post the upload form to the url returned by this route, not to this route');
  }
  const { key, bytes } = await store.accept(contentType, body);
  return { s3_key: key, bytes };
}
