/**
 * Uploads on a developer's machine (no bucket configured): the same
 * pre-signed-POST flow, with the form posted back to the upload-url route of
 * the local server and the file kept under UPLOAD_DIR. The policy (key,
 * content type, size, expiry) is signed with a per-process HMAC key, so a
 * form cannot be altered or reused after it expires — as with S3.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as z from 'zod';
import { invalidRequest, notFound, payloadTooLarge } from '../errors';
import { uploadRejected } from './errors';
import { MAX_IMAGE_BYTES, UPLOAD_CONTENT_TYPES, UPLOAD_EXPIRES_SECONDS, type UploadContentType } from './limits';
import { parseMultipart } from './multipart';
import { assertUploadKey, newUploadKey, type PresignedUpload, type UploadStore } from './upload-store';

export const LOCAL_UPLOAD_PATH = '/api/iddsi-classify-image/upload-url';
const SIGNATURE_FIELD = 'x-upload-signature';

export interface LocalUploadStore extends UploadStore {
  readonly kind: 'local';
  /** Store the file of a posted upload form after checking its signed policy. */
  accept(contentType: string, body: Buffer): Promise<{ key: string; bytes: number }>;
}

export interface LocalUploadStoreOptions {
  dir: string;
  prefix: string;
  /** Where the local server listens (the form is posted back to it). */
  baseUrl: string;
  secret?: Buffer;
  maxBytes?: number;
  expiresIn?: number;
  now?: () => number;
}

const Policy = z.object({
  key: z.string(),
  content_type: z.enum(UPLOAD_CONTENT_TYPES),
  max_bytes: z.int().positive(),
  expires_at: z.int(),
});
type Policy = z.infer<typeof Policy>;

/** One signing key per process: forms stay valid across store instances (tests change the config). */
const PROCESS_SECRET = randomBytes(32);

const MISSING =
  'no uploaded image under this s3_key: upload it first with the form from the upload-url route (forms expire after 5 minutes)';

/** The form's signature: an HMAC of the encoded policy under the store's secret. */
function signPolicy(secret: Buffer, encoded: string): string {
  return createHmac('sha256', secret).update(encoded).digest('base64url');
}

/** The signed policy of an upload form, once its signature, expiry, key and content type check out. */
function verifyForm(fields: Record<string, string>, secret: Buffer, nowMs: number): Policy {
  const encoded = fields.policy;
  const signature = fields[SIGNATURE_FIELD];
  if (!encoded || !signature)
    throw uploadRejected('the upload form lacks its policy or signature: send every field of the upload-url response');
  const expected = Buffer.from(signPolicy(secret, encoded));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw uploadRejected('the upload form signature does not match (forms are valid only from the server that issued them)');
  }
  let policy: Policy;
  try {
    policy = Policy.parse(JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')));
  } catch {
    throw uploadRejected('the upload form policy cannot be read');
  }
  if (nowMs > policy.expires_at) throw uploadRejected('the upload form has expired: ask the upload-url route for a new one');
  if (fields.key !== policy.key) throw uploadRejected('the key field does not match the signed policy');
  if (fields['Content-Type'] !== policy.content_type) throw uploadRejected('the Content-Type field does not match the signed policy');
  return policy;
}

export function createLocalUploadStore(options: LocalUploadStoreOptions): LocalUploadStore {
  const secret = options.secret ?? PROCESS_SECRET;
  const maxBytes = options.maxBytes ?? MAX_IMAGE_BYTES;
  const expiresIn = options.expiresIn ?? UPLOAD_EXPIRES_SECONDS;
  const now = options.now ?? Date.now;
  const sign = (policy: string) => signPolicy(secret, policy);
  const fileOf = (key: string) => path.join(options.dir, ...key.split('/'));

  return {
    kind: 'local',
    async presign(contentType: UploadContentType, context?: { baseUrl?: string }): Promise<PresignedUpload> {
      const key = newUploadKey(options.prefix, contentType);
      const policy: Policy = { key, content_type: contentType, max_bytes: maxBytes, expires_at: now() + expiresIn * 1000 };
      const encoded = Buffer.from(JSON.stringify(policy)).toString('base64url');
      const base = (context?.baseUrl ?? options.baseUrl).replace(/\/+$/, '');
      return {
        url: `${base}${LOCAL_UPLOAD_PATH}`,
        fields: { key, 'Content-Type': contentType, policy: encoded, [SIGNATURE_FIELD]: sign(encoded) },
        s3_key: key,
        expires_in: expiresIn,
        max_bytes: maxBytes,
      };
    },

    async accept(contentType: string, body: Buffer) {
      const form = await parseMultipart(body, contentType, { fileFields: ['file'], maxFileBytes: maxBytes });
      const policy = verifyForm(form.fields, secret, now());
      assertUploadKey(policy.key, options.prefix);
      const file = form.files.find((f) => f.field === 'file');
      if (!file) throw invalidRequest('the upload form has no file part named "file" (it must come after the other fields)');
      if (file.bytes.length === 0) throw invalidRequest('the uploaded file is empty');
      if (file.bytes.length > policy.max_bytes) throw payloadTooLarge();
      const target = fileOf(policy.key);
      await mkdir(path.dirname(target), { recursive: true });
      const partial = `${target}.${randomBytes(6).toString('hex')}.part`;
      await writeFile(partial, file.bytes);
      await rename(partial, target);
      return { key: policy.key, bytes: file.bytes.length };
    },

    async get(key: string): Promise<Buffer> {
      assertUploadKey(key, options.prefix);
      const file = fileOf(key);
      try {
        const info = await stat(file);
        if (info.size > maxBytes) throw payloadTooLarge();
        return await readFile(file);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') throw notFound(MISSING);
        throw e;
      }
    },
  };
}
