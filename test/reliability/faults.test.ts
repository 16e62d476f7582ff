/**
 * S3 unavailable at cold start: the Q&A index lives in S3, behind a gate on
 * 127.0.0.1 that this test controls (connection refused, connections reset,
 * 500 InternalError, 503 SlowDown, or passing through to a real S3-protocol
 * server). Health and Q&A answer 503 with a message that says what is wrong,
 * and recover on a later request once S3 is back, with the container's
 * default index store (its one-second retry pause included).
 * (Missing and corrupt index objects are tested in test/qa/s3-loading.test.ts.)
 */
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { handler } from '../../functions/clinical-qa';
import { setConfig } from '../../shared/config';
import { DIST_DIR } from '../../shared/qa/corpus-files';
import { resetIndexStore } from '../../shared/qa/index-store';
import { S3RVER_CREDENTIALS, startLoopbackS3, type LoopbackS3 } from '../qa/helpers';
import { apiEvent, invoke } from '../support/events';

type Mode = 'refuse' | 'reset' | 'error500' | 'slowdown' | 'up';

/** An HTTP gate in front of the S3 server: what S3 looks like from the function. */
class Gate {
  mode: Mode = 'refuse';
  port = 0;
  private server: http.Server | undefined;

  constructor(private readonly upstream: URL) {}

  async open(): Promise<void> {
    this.server = http.createServer((req, res) => this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  /** Stop listening: the next connections are refused. */
  async shut(): Promise<void> {
    const s = this.server;
    this.server = undefined;
    if (!s) return;
    s.closeAllConnections();
    await new Promise<void>((resolve) => s.close(() => resolve()));
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse) {
    if (this.mode === 'reset') return req.socket.destroy();
    if (this.mode === 'error500' || this.mode === 'slowdown') {
      const [status, code] = this.mode === 'error500' ? [500, 'InternalError'] : [503, 'SlowDown'];
      res.writeHead(status, { 'content-type': 'application/xml' });
      return res.end(
        `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message><RequestId>gate</RequestId></Error>`,
      );
    }
    const forward = http.request(
      { host: this.upstream.hostname, port: this.upstream.port, method: req.method, path: req.url, headers: req.headers },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  }
}

let s3: LoopbackS3;
let gate: Gate;
const KEY = 'qa-index/index.bin';

beforeAll(async () => {
  s3 = await startLoopbackS3('faults-index');
  const client = new S3Client({ region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true, credentials: S3RVER_CREDENTIALS });
  await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: KEY, Body: readFileSync(path.join(DIST_DIR, 'index.bin')) }));
  client.destroy();
  gate = new Gate(new URL(s3.endpoint));
  await gate.open(); // learn a free port, then start "down"
  await gate.shut();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.stubEnv('AWS_ACCESS_KEY_ID', S3RVER_CREDENTIALS.accessKeyId);
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', S3RVER_CREDENTIALS.secretAccessKey);
});

afterAll(async () => {
  await gate.shut();
  await s3.close();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  setConfig();
  resetIndexStore();
});

/** A fresh container (cold start) whose index is behind the gate. */
function coldStart() {
  setConfig({
    INDEX_SOURCE: 's3',
    INDEX_BUCKET: s3.bucket,
    INDEX_KEY: KEY,
    S3_ENDPOINT: `http://127.0.0.1:${gate.port}`,
    S3_FORCE_PATH_STYLE: 'true',
    TEXT_MODEL_PROVIDER: 'embedded',
  });
  resetIndexStore(); // the default store, as a new container has it
}

const health = () => invoke(handler, apiEvent('GET', '/api/clinical-qa'));
const question = () =>
  invoke(handler, apiEvent('POST', '/api/clinical-qa', JSON.stringify({ question: 'How long does the IDDSI flow test run?', top_k: 3 })));

function expectUnavailable(res: Awaited<ReturnType<typeof health>>) {
  expect(res.status).toBe(503);
  expect(res.headers['access-control-allow-origin']).toBe('*');
  expect(res.json).toEqual({
    error: 'service_unavailable',
    message: expect.stringMatching(/index is unavailable: .*(could not be read|s3:\/\/)/),
  });
  expect(res.json.message).not.toMatch(/\n\s+at /); // no stack
}

describe('S3 unavailable when a container starts', () => {
  it.each<[string, Mode]>([
    ['connections are refused', 'refuse'],
    ['connections are reset', 'reset'],
    ['S3 answers 500 InternalError', 'error500'],
    ['S3 answers 503 SlowDown', 'slowdown'],
  ])('%s: health and questions answer 503, then recover once S3 is back', async (_name, mode) => {
    gate.mode = mode;
    if (mode === 'refuse') await gate.shut();
    else await gate.open();
    coldStart();

    expectUnavailable(await health());
    expectUnavailable(await question());

    // S3 comes back; within the store's retry pause the remembered failure still
    // answers (a 503 while S3 is up shows it was not asked again).
    if (mode === 'refuse') await gate.open();
    gate.mode = 'up';
    const stillDown = await health();
    expect(stillDown.status).toBe(503);

    await new Promise((r) => setTimeout(r, 1_100));
    const ok = await health();
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ status: 'ok', index_size: 120 });
    const answered = await question();
    expect(answered.status).toBe(200);
    expect(answered.json.sources.length).toBeGreaterThan(0);
    await gate.shut();
  });

  it('once loaded, the index survives S3 going away', async () => {
    gate.mode = 'up';
    await gate.open();
    coldStart();
    expect((await health()).status).toBe(200);
    await gate.shut();
    expect((await health()).status).toBe(200);
    expect((await question()).status).toBe(200);
  });
});
