/**
 * Loading the index from S3 at cold start, against a real S3-protocol server
 * (s3rver) on 127.0.0.1 that this file starts: success, a missing object, a
 * corrupt object and a wrong dimension, through the loader and through the
 * Lambda handler's health check (503 while unusable, 200 once fixed).
 */
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../../shared/config';
import { corpusChecksum } from '../../shared/qa/corpus';
import { DIST_DIR } from '../../shared/qa/corpus-files';
import { buildIndex } from '../../shared/qa/index-builder';
import { IndexStore, loadIndex, resetIndexStore, sourceFromConfig } from '../../shared/qa/index-store';
import { handler } from '../../functions/clinical-qa';
import { apiEvent, json, lambdaContext, miniCorpus, S3RVER_CREDENTIALS, startLoopbackS3, type LoopbackS3 } from './helpers';

let s3: LoopbackS3;
let client: S3Client;
const put = (key: string, body: Uint8Array) => client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: body }));
const source = (key: string) => ({ kind: 's3' as const, bucket: s3.bucket, key, client });

beforeAll(async () => {
  s3 = await startLoopbackS3();
  client = new S3Client({ region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true, credentials: S3RVER_CREDENTIALS });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterAll(async () => {
  client.destroy();
  await s3.close();
  vi.unstubAllEnvs();
  setConfig();
  resetIndexStore();
});

describe('index loader on S3', () => {
  it('loads the committed index from an object', async () => {
    await put('qa/index.bin', readFileSync(path.join(DIST_DIR, 'index.bin')));
    const index = await loadIndex(source('qa/index.bin'));
    expect(index.articles.length).toBe(120);
    expect(index.header.dimensions).toBe(1536);
    expect(index.source).toBe(`s3://${s3.bucket}/qa/index.bin`);
  });

  it('says when the object does not exist', async () => {
    await expect(loadIndex(source('qa/nothing-here.bin'))).rejects.toThrow(
      `index object s3://${s3.bucket}/qa/nothing-here.bin does not exist`,
    );
  });

  it('says when the bucket does not exist', async () => {
    await expect(loadIndex({ ...source('qa/index.bin'), bucket: 'no-such-bucket' })).rejects.toThrow(
      /bucket no-such-bucket does not exist/,
    );
  });

  it('refuses a corrupt object (checksum mismatch)', async () => {
    const bytes = readFileSync(path.join(DIST_DIR, 'index.bin'));
    bytes[bytes.length - 10]! ^= 0x55;
    await put('qa/corrupt.bin', bytes);
    await expect(loadIndex(source('qa/corrupt.bin'))).rejects.toThrow(/checksum mismatch/);
  });

  it('refuses an object with the wrong vector dimension', async () => {
    const built = await buildIndex(miniCorpus(), { corpusChecksum: corpusChecksum([]), dimensions: 512 });
    await put('qa/dims.bin', built.bytes);
    await expect(loadIndex(source('qa/dims.bin'))).rejects.toThrow(/512 dimensions; this service requires 1536/);
  });

  it('makes one GetObject for concurrent first requests', async () => {
    const send = vi.spyOn(client, 'send');
    const store = new IndexStore(() => source('qa/index.bin'));
    const loaded = await Promise.all(Array.from({ length: 8 }, () => store.get()));
    expect(new Set(loaded).size).toBe(1);
    expect(send).toHaveBeenCalledTimes(1);
    send.mockRestore();
  });
});

describe('health through the Lambda handler with INDEX_SOURCE=s3', () => {
  const health = () => handler(apiEvent('GET', '/api/clinical-qa'), lambdaContext);
  const configure = (key: string) => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', S3RVER_CREDENTIALS.accessKeyId);
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', S3RVER_CREDENTIALS.secretAccessKey);
    setConfig({ INDEX_SOURCE: 's3', INDEX_BUCKET: s3.bucket, INDEX_KEY: key, S3_ENDPOINT: s3.endpoint, S3_FORCE_PATH_STYLE: 'true' });
    expect(sourceFromConfig()).toMatchObject({ kind: 's3', bucket: s3.bucket, key });
    resetIndexStore(new IndexStore(() => sourceFromConfig(), { retryAfterMs: 0 }));
  };

  it('answers 503 while the object is missing or corrupt, and 200 once it is fixed', async () => {
    configure('live/index.bin');
    const missing = await health();
    expect(missing.statusCode).toBe(503);
    expect(json(missing)).toEqual({
      error: 'service_unavailable',
      message: expect.stringMatching(/index is unavailable: .*does not exist/),
    });
    expect(missing.headers?.['access-control-allow-origin']).toBe('*');

    const bytes = readFileSync(path.join(DIST_DIR, 'index.bin'));
    const corrupt = Buffer.from(bytes);
    corrupt[5000]! ^= 1;
    await put('live/index.bin', corrupt);
    const bad = await health();
    expect(bad.statusCode).toBe(503);
    expect(String(json(bad).message)).toMatch(/checksum mismatch/);

    const post = await handler(apiEvent('POST', '/api/clinical-qa', { question: 'How do I do the flow test?' }), lambdaContext);
    expect(post.statusCode).toBe(503);

    await put('live/index.bin', bytes);
    const ok = await health();
    expect(ok.statusCode).toBe(200);
    expect(json(ok)).toMatchObject({ status: 'ok', index_size: 120, dimensions: 1536 });
  });
});
