/**
 * Uploads in S3: a pre-signed POST (size, type and key fixed by its policy)
 * and a GetObject. The signer is passed in by the one function that signs
 * (upload-url), so the image function's bundle does not carry it.
 */
import { GetObjectCommand, type GetObjectCommandOutput, S3Client } from '@aws-sdk/client-s3';
import type { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { notFound, payloadTooLarge, serviceUnavailable } from '../errors';
import { MAX_IMAGE_BYTES, UPLOAD_EXPIRES_SECONDS, type UploadContentType } from './limits';
import { assertUploadKey, newUploadKey, type PresignedUpload, type UploadStore } from './upload-store';

export interface S3UploadStoreOptions {
  bucket: string;
  prefix: string;
  client: S3Client;
  maxBytes?: number;
  expiresIn?: number;
  /** Only the upload-url function signs; a reading store refuses to. */
  signer?: PresignPost;
}

export type PresignPost = typeof createPresignedPost;

const MISSING =
  'no uploaded image under this s3_key: upload it first with the form from the upload-url route (forms expire after 5 minutes)';

export function createS3UploadStore(options: S3UploadStoreOptions): UploadStore {
  const maxBytes = options.maxBytes ?? MAX_IMAGE_BYTES;
  const expiresIn = options.expiresIn ?? UPLOAD_EXPIRES_SECONDS;
  return {
    kind: 's3',
    async presign(contentType: UploadContentType): Promise<PresignedUpload> {
      if (!options.signer) throw serviceUnavailable('this function does not sign uploads');
      const key = newUploadKey(options.prefix, contentType);
      const { url, fields } = await options.signer(options.client, {
        Bucket: options.bucket,
        Key: key,
        Conditions: [
          ['content-length-range', 1, maxBytes],
          ['eq', '$Content-Type', contentType],
        ],
        Fields: { 'Content-Type': contentType },
        Expires: expiresIn,
      });
      return { url, fields, s3_key: key, expires_in: expiresIn, max_bytes: maxBytes };
    },

    async get(key: string): Promise<Buffer> {
      assertUploadKey(key, options.prefix);
      let output: GetObjectCommandOutput;
      try {
        output = await options.client.send(new GetObjectCommand({ Bucket: options.bucket, Key: key }));
      } catch (e) {
        const err = e as { name?: string; $metadata?: { httpStatusCode?: number } };
        const status = err.$metadata?.httpStatusCode;
        // Without s3:ListBucket, S3 answers 403 rather than 404 for a key that does not exist.
        if (err.name === 'NoSuchKey' || err.name === 'NotFound' || status === 404 || status === 403) throw notFound(MISSING);
        throw serviceUnavailable('the uploaded image could not be read from storage; try again');
      }
      if (output.ContentLength !== undefined && output.ContentLength > maxBytes) {
        (output.Body as { destroy?: () => void } | undefined)?.destroy?.();
        throw payloadTooLarge();
      }
      if (!output.Body) throw notFound(MISSING);
      const bytes = Buffer.from(await output.Body.transformToByteArray());
      if (bytes.length > maxBytes) throw payloadTooLarge();
      return bytes;
    },
  };
}

/** The S3 client of this container (endpoint override for a loopback S3 server in tests). */
export function s3Client(config: { AWS_REGION: string; S3_ENDPOINT?: string | undefined; S3_FORCE_PATH_STYLE: boolean }): S3Client {
  return new S3Client({
    region: config.AWS_REGION,
    ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}
