/**
 * Large images around Lambda's 6 MB payload limit: ask for a pre-signed
 * upload, post the image straight to storage, classify it by key.
 *
 * - S3: against s3rver on loopback. s3rver 3.7 does accept browser-style
 *   POST Object uploads, but it does not check the policy (size, type,
 *   signature, expiry); so the policy is checked here by decoding it, and
 *   the upload + GetObject path runs for real.
 * - Local store (no bucket configured): end to end through the local
 *   server, which receives the posted form on the upload-url route and
 *   checks the signed policy itself.
 */
import { S3Client } from '@aws-sdk/client-s3';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler as classifyHandler } from '../../functions/iddsi-classify-image';
import { handler as uploadUrlHandler } from '../../functions/image-upload-url';
import { UploadUrlResponse } from '../../shared/api/schemas';
import { setConfig } from '../../shared/config';
import { MAX_IMAGE_BYTES } from '../../shared/image/limits';
import { createLocalUploadStore } from '../../shared/image/local-upload-store';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { createS3UploadStore } from '../../shared/image/s3-upload-store';
import { invoke } from '../support/events';
import { startTestServer, type TestServer } from '../support/server';
import { encode, mincedImage, noiseImage } from './fixtures';
import { jsonEvent } from './helpers';

// s3rver ships no types: loaded through require, used through a few calls.
const S3rver = createRequire(import.meta.url)('s3rver') as new (
  options: Record<string, unknown>,
) => {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
};

const UPLOAD_URL = '/api/iddsi-classify-image/upload-url';
const BUCKET = 'dysphagia-uploads-test';

let minced: Buffer;
let tmp: string;

beforeAll(async () => {
  minced = await encode(mincedImage(640, 480), 'jpeg');
  tmp = await mkdtemp(path.join(tmpdir(), 'image-upload-'));
});
afterAll(async () => {
  setConfig();
  await rm(tmp, { recursive: true, force: true });
});

/** POST a pre-signed form as a browser would: every field, then the file last. */
async function postForm(upload: { url: string; fields: Record<string, string> }, bytes: Buffer, type = 'image/jpeg') {
  const form = new FormData();
  for (const [k, v] of Object.entries(upload.fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'photo.jpg');
  return fetch(upload.url, { method: 'POST', body: form });
}

function decodePolicy(fields: Record<string, string>): { expiration: string; conditions: unknown[] } {
  return JSON.parse(Buffer.from(fields.Policy!, 'base64').toString('utf8'));
}

describe('S3 store against s3rver on loopback', () => {
  let server: InstanceType<typeof S3rver> | undefined;
  let endpoint: string;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

  beforeAll(async () => {
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: path.join(tmp, 's3rver'),
      configureBuckets: [{ name: BUCKET }],
    });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    // The handlers build their own S3 client from config; the SDK reads credentials from the environment.
    process.env.AWS_ACCESS_KEY_ID = credentials.accessKeyId;
    process.env.AWS_SECRET_ACCESS_KEY = credentials.secretAccessKey;
    setConfig({ UPLOAD_BUCKET: BUCKET, S3_ENDPOINT: endpoint, S3_FORCE_PATH_STYLE: 'true', AWS_REGION: 'us-east-1' });
  });
  afterAll(async () => {
    await server?.close();
    delete process.env.AWS_ACCESS_KEY_ID;
    delete process.env.AWS_SECRET_ACCESS_KEY;
  });

  it('pre-signs a short-lived POST: 1 byte to 10 MB, the declared image type, a random key under uploads/', async () => {
    const res = await invoke(uploadUrlHandler, jsonEvent({ content_type: 'image/png' }, UPLOAD_URL));
    expect(res.status).toBe(200);
    const body = UploadUrlResponse.parse(res.json);
    expect(body).toMatchObject({ expires_in: 300, max_bytes: MAX_IMAGE_BYTES });
    expect(body.url).toBe(`${endpoint}/${BUCKET}`);
    expect(body.s3_key).toMatch(/^uploads\/[0-9a-f-]{36}\.png$/);
    expect(body.fields).toMatchObject({ key: body.s3_key, 'Content-Type': 'image/png', 'X-Amz-Algorithm': 'AWS4-HMAC-SHA256' });
    expect(body.fields['X-Amz-Signature']).toMatch(/^[0-9a-f]{64}$/);

    const policy = decodePolicy(body.fields);
    expect(policy.conditions).toContainEqual(['content-length-range', 1, MAX_IMAGE_BYTES]);
    expect(policy.conditions).toContainEqual(['eq', '$Content-Type', 'image/png']);
    expect(policy.conditions).toContainEqual({ key: body.s3_key });
    expect(policy.conditions).toContainEqual({ bucket: BUCKET });
    const ttl = (Date.parse(policy.expiration) - Date.now()) / 1000;
    expect(ttl).toBeGreaterThan(280);
    expect(ttl).toBeLessThanOrEqual(301);

    const again = await invoke(uploadUrlHandler, jsonEvent({ content_type: 'image/png' }, UPLOAD_URL));
    expect(again.json.s3_key).not.toBe(body.s3_key);
  });

  it('an empty body asks for a JPEG upload; other content types are refused', async () => {
    const res = await invoke(uploadUrlHandler, jsonEvent('', UPLOAD_URL));
    expect(res.status).toBe(200);
    expect(res.json.fields['Content-Type']).toBe('image/jpeg');
    const bad = await invoke(uploadUrlHandler, jsonEvent({ content_type: 'application/pdf' }, UPLOAD_URL));
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/^content_type must be one of image\/jpeg, image\/png, image\/webp/);
  });

  it('uploads with the pre-signed form, then classifies the object by its key', async () => {
    const upload = (await invoke(uploadUrlHandler, jsonEvent({}, UPLOAD_URL))).json;
    const posted = await postForm(upload, minced);
    expect(posted.status).toBe(204);

    const res = await invoke(classifyHandler, jsonEvent({ s3_key: upload.s3_key, language: 'vi' }));
    expect(res.status).toBe(200);
    expect(res.json.iddsi_level).toBe(5);
    expect(res.json.multilingual_explanation.vi).toMatch(/ảnh không thể xác nhận/);
  });

  it('classifies an image larger than API Gateway could carry (≈ 9 MB)', async () => {
    const big = await encode(noiseImage(2000, 1500, 3), 'jpeg', { quality: 100, fullChroma: true });
    expect(big.length).toBeGreaterThan(6 * 1024 * 1024);
    expect(big.length).toBeLessThanOrEqual(MAX_IMAGE_BYTES);
    const upload = (await invoke(uploadUrlHandler, jsonEvent({}, UPLOAD_URL))).json;
    expect((await postForm(upload, big)).status).toBe(204);
    const res = await invoke(classifyHandler, jsonEvent({ s3_key: upload.s3_key }));
    expect(res.status).toBe(200);
  });

  it('a key that was never uploaded is a 404 that says what to do', async () => {
    const res = await invoke(classifyHandler, jsonEvent({ s3_key: 'uploads/0b7e4c1e-8f0a-4f65-9a55-6d1c3c9f0000.jpg' }));
    expect(res.status).toBe(404);
    expect(res.json.error).toBe('not_found');
    expect(res.json.message).toMatch(/upload it first/);
  });

  it.each(['qa-index/index.bin', 'uploads/../qa-index/index.bin', 'uploads/nested/key.jpg', '/uploads/x.jpg', 'uploads/', 'UPLOADS/x.jpg'])(
    'refuses to read %s: only keys under uploads/ that this service hands out',
    async (key) => {
      const res = await invoke(classifyHandler, jsonEvent({ s3_key: key }));
      expect(res.status).toBe(400);
      expect(res.json.error).toBe('invalid_request');
      expect(res.json.message).toMatch(/s3_key must be a key returned by/);
    },
  );

  it('an object over 10 MB (put around the policy) is a 413', async () => {
    const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials });
    const store = createS3UploadStore({ bucket: BUCKET, prefix: 'uploads/', client, maxBytes: 1000, signer: createPresignedPost });
    const upload = await store.presign('image/jpeg');
    expect((await postForm(upload, minced)).status).toBe(204); // s3rver does not enforce content-length-range
    await expect(store.get(upload.s3_key)).rejects.toMatchObject({ code: 'payload_too_large' });
  });

  it('a multipart body sent to the upload-url route in S3 mode is refused', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(minced)]), 'a.jpg');
    const req = new Request('http://x/', { method: 'POST', body: form });
    const body = Buffer.from(await req.arrayBuffer());
    const res = await invoke(uploadUrlHandler, {
      ...jsonEvent('', UPLOAD_URL),
      headers: { 'content-type': req.headers.get('content-type')! },
      body: body.toString('base64'),
      isBase64Encoded: true,
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/post the upload form to the url/);
  });
});

describe('local store, end to end through the local server', () => {
  let server: TestServer;

  beforeAll(async () => {
    setConfig({ UPLOAD_BUCKET: '', UPLOAD_DIR: path.join(tmp, 'local-uploads') });
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  async function presign(body: unknown = {}) {
    const res = await fetch(server.url + UPLOAD_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    return UploadUrlResponse.parse(await res.json());
  }

  const classify = (body: unknown) =>
    fetch(`${server.url}/api/iddsi-classify-image`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('presign → POST the form → classify by key', async () => {
    const upload = await presign({ content_type: 'image/jpeg' });
    expect(upload.url).toBe(server.url + UPLOAD_URL);
    expect(upload.s3_key).toMatch(/^uploads\/[0-9a-f-]{36}\.jpg$/);
    const posted = await postForm(upload, minced);
    expect(posted.status).toBe(201);
    expect(await posted.json()).toEqual({ s3_key: upload.s3_key, bytes: minced.length });

    const res = await classify({ s3_key: upload.s3_key });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { iddsi_level: number }).iddsi_level).toBe(5);
  });

  it('a form whose fields were altered is refused (403), and nothing is stored', async () => {
    const upload = await presign();
    const forged = { ...upload, fields: { ...upload.fields, key: 'uploads/chosen-by-client.jpg' } };
    const res = await postForm(forged, minced);
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: string }).error).toBe('upload_rejected');
    expect((await classify({ s3_key: 'uploads/chosen-by-client.jpg' })).status).toBe(404);

    const retyped = { ...upload, fields: { ...upload.fields, 'Content-Type': 'text/html' } };
    expect((await postForm(retyped, minced)).status).toBe(403);
    const unsigned = { ...upload, fields: { ...upload.fields, 'x-upload-signature': 'x'.repeat(43) } };
    expect((await postForm(unsigned, minced)).status).toBe(403);
  });

  it('an expired form is refused', async () => {
    let now = 1_000_000;
    const store = createLocalUploadStore({ dir: path.join(tmp, 'expiry'), prefix: 'uploads/', baseUrl: 'http://local', now: () => now });
    const upload = await store.presign('image/jpeg');
    now += 301_000;
    const form = new FormData();
    for (const [k, v] of Object.entries(upload.fields)) form.append(k, v);
    form.append('file', new Blob([new Uint8Array(minced)]), 'a.jpg');
    const req = new Request('http://x/', { method: 'POST', body: form });
    await expect(store.accept(req.headers.get('content-type')!, Buffer.from(await req.arrayBuffer()))).rejects.toMatchObject({
      code: 'upload_rejected',
      message: expect.stringMatching(/expired/),
    });
  });

  it('an upload over the size limit is a 413', async () => {
    const store = createLocalUploadStore({ dir: path.join(tmp, 'small'), prefix: 'uploads/', baseUrl: 'http://local', maxBytes: 1000 });
    const upload = await store.presign('image/jpeg');
    const form = new FormData();
    for (const [k, v] of Object.entries(upload.fields)) form.append(k, v);
    form.append('file', new Blob([new Uint8Array(minced)]), 'a.jpg');
    const req = new Request('http://x/', { method: 'POST', body: form });
    await expect(store.accept(req.headers.get('content-type')!, Buffer.from(await req.arrayBuffer()))).rejects.toMatchObject({
      code: 'payload_too_large',
    });
  });

  it('a key never uploaded is 404; a key outside uploads/ is 400', async () => {
    expect((await classify({ s3_key: 'uploads/1f0c2d7e-0000-4000-8000-000000000000.jpg' })).status).toBe(404);
    expect((await classify({ s3_key: '../../etc/passwd' })).status).toBe(400);
  });
});
