/** Idempotency-Key on the POST routes: Powertools' utility with the embedded store. */
import path from 'node:path';
import middy from '@middy/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { cors, errorMapper } from '../../shared/http/middleware';
import type { ApiEvent, ApiResult, LambdaContext } from '../../shared/http/types';
import { EmbeddedPersistenceLayer } from '../../shared/partners/embedded-idempotency';
import { idempotentRetries } from '../../shared/partners/idempotency';
import { resetPartnerGate } from '../../shared/partners/platform';
import { runPartnersCli } from '../../scripts/partners';
import { startTestServer, type TestServer } from '../support/server';
import { tempDir } from './helpers';
import type { Json } from '../support/json';

function event(body: string, headers: Record<string, string>, partnerId: string | null = null): ApiEvent {
  return {
    version: '2.0',
    routeKey: 'POST /api/x',
    rawPath: '/api/x',
    rawQueryString: '',
    headers,
    body,
    isBase64Encoded: false,
    requestContext: {
      http: { method: 'POST', path: '/api/x', sourceIp: '1.1.1.1' },
      requestId: 'r',
      authorizer: { lambda: { partner_id: partnerId } },
    },
  } as unknown as ApiEvent;
}

const context = (): LambdaContext => ({ functionName: 'slow', getRemainingTimeInMillis: () => 10_000 }) as unknown as LambdaContext;

describe('the idempotency middleware', () => {
  it('a retry while the first call runs: 409 idempotency_in_progress; afterwards the stored answer', async () => {
    let release!: () => void;
    let calls = 0;
    const store = new EmbeddedPersistenceLayer();
    const handler = middy<ApiEvent, ApiResult, Error, LambdaContext>(async () => {
      calls++;
      await new Promise<void>((r) => (release = r));
      return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: `{"n":${calls}}` };
    })
      .use(cors())
      .use(errorMapper('slow', () => undefined))
      .use(idempotentRetries(() => store));
    const headers = { 'idempotency-key': 'abc' };
    const first = handler(event('{"a":1}', headers), context());
    await new Promise((r) => setTimeout(r, 20));
    const busy = await handler(event('{"a":1}', headers), context());
    expect(busy.statusCode).toBe(409);
    expect(JSON.parse(busy.body!)).toMatchObject({ error: 'idempotency_in_progress' });
    expect(busy.headers!['access-control-allow-origin']).toBe('*');
    const otherBody = await handler(event('{"a":2}', headers), context());
    expect(otherBody.statusCode).toBe(422);
    release();
    expect((await first).statusCode).toBe(200);
    const replay = await handler(event('{"a":1}', headers), context());
    expect(replay.body).toBe('{"n":1}');
    expect(replay.headers!['idempotent-replayed']).toBe('true');
    expect(calls).toBe(1);
    // Another partner's same key is its own scope.
    const other = handler(event('{"a":1}', headers, 'other-partner'), context());
    await new Promise((r) => setTimeout(r, 20));
    release();
    expect((await other).body).toBe('{"n":2}');
  });

  it('a failed first call leaves no record: the retry runs again', async () => {
    let calls = 0;
    const store = new EmbeddedPersistenceLayer();
    const handler = middy<ApiEvent, ApiResult, Error, LambdaContext>(async () => {
      calls++;
      if (calls === 1) throw new Error('boom');
      return { statusCode: 200, body: '{}' };
    })
      .use(errorMapper('flaky', () => undefined))
      .use(idempotentRetries(() => store));
    expect((await handler(event('{}', { 'idempotency-key': 'k' }), context())).statusCode).toBe(500);
    expect((await handler(event('{}', { 'idempotency-key': 'k' }), context())).statusCode).toBe(200);
    expect(calls).toBe(2);
  });
});

describe('Idempotency-Key on the local server', () => {
  let server: TestServer;
  let key: string;
  beforeAll(async () => {
    const dir = tempDir();
    setConfig({ PARTNERS_FILE: path.join(dir, 'partners.json'), USAGE_DIR: path.join(dir, 'usage'), PARTNER_CACHE_TTL_MS: '0' });
    resetPartnerGate();
    const out: string[] = [];
    await runPartnersCli(['create', 'retrying', '--plan', 'standard', '--json'], { out: (l) => out.push(l), err: () => undefined });
    key = JSON.parse(out[0]!).api_key;
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
    setConfig();
    resetPartnerGate();
  });

  async function post(body: unknown, headers: Record<string, string>) {
    const res = await fetch(`${server.url}/api/iddsi-batch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return { status: res.status, headers: res.headers, json: (await res.json()) as Json };
  }

  const meal = { resident_iddsi_level: 4, meal: [{ item: 'smooth pureed carrots' }] };

  it('a retried batch gets the stored answer, flagged, and is billed once', async () => {
    const first = await post(meal, { 'x-api-key': key, 'idempotency-key': 'order-17' });
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await post(meal, { 'x-api-key': key, 'idempotency-key': 'order-17' });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.json).toEqual(first.json);
    expect(again.headers.get('access-control-allow-origin')).toBe('*');
    const usage = (await fetch(`${server.url}/api/usage`, { headers: { 'x-api-key': key } }).then((r) => r.json())) as Json;
    expect(usage.by_route['POST /api/iddsi-batch']).toBe(1);
  });

  it('the same key with another body: 422 idempotency_key_reused', async () => {
    await post(meal, { 'x-api-key': key, 'idempotency-key': 'order-18' });
    const res = await post({ ...meal, resident_iddsi_level: 5 }, { 'x-api-key': key, 'idempotency-key': 'order-18' });
    expect(res.status).toBe(422);
    expect(res.json.error).toBe('idempotency_key_reused');
  });

  it('keys are scoped per partner: anonymous callers do not see a partner answer', async () => {
    await post(meal, { 'x-api-key': key, 'idempotency-key': 'shared-name' });
    const anon = await post(meal, { 'idempotency-key': 'shared-name' });
    expect(anon.status).toBe(200);
    expect(anon.headers.get('idempotent-replayed')).toBeNull();
  });

  it('a key over 255 characters or empty: 400 with {error, message}', async () => {
    for (const k of ['x'.repeat(256), '']) {
      const res = await post(meal, { 'idempotency-key': k });
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ error: 'invalid_request' });
      expect(res.json.message).toContain('Idempotency-Key');
    }
    expect((await post(meal, { 'idempotency-key': 'y'.repeat(255) })).status).toBe(200);
  });
});
