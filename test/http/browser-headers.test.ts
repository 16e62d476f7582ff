/**
 * What a browser needs: preflights allow the headers partners send, and every
 * answer (success, error, preflight, the server's own 413) carries an
 * x-request-id that scripts may read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const PARTNER_HEADERS = [
  'content-type',
  'accept',
  'authorization',
  'x-api-key',
  'idempotency-key',
  'traceparent',
  'tracestate',
  'x-request-id',
];

describe('preflight', () => {
  it.each(['/api/iddsi-classify', '/api/iddsi-classify-image', '/api/clinical-qa', '/api/articles/flow-test-en'])(
    '%s allows every header partners send',
    async (path) => {
      const res = await fetch(server.url + path, {
        method: 'OPTIONS',
        headers: {
          origin: 'https://partner.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': PARTNER_HEADERS.join(','),
        },
      });
      expect(res.status).toBe(204);
      const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(/,\s*/);
      for (const header of PARTNER_HEADERS) expect(allowed, header).toContain(header);
      expect(res.headers.get('x-request-id')).toBeTruthy();
    },
  );
});

describe('x-request-id on every answer', () => {
  const cases: [string, string, RequestInit][] = [
    ['200', '/api/iddsi-classify', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"text":"plain water"}' }],
    ['400', '/api/iddsi-classify', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }],
    ['415', '/api/iddsi-classify', { method: 'POST', headers: { 'content-type': 'text/csv' }, body: 'a,b' }],
    ['404', '/api/nothing-here', {}],
    ['405', '/api/iddsi-batch', { method: 'GET' }],
    ['501', '/api/iddsi-classify-audio', { method: 'POST' }],
    ['200 markdown', '/api/articles/flow-test-en', {}],
    [
      '413',
      '/api/iddsi-classify',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: Buffer.alloc(11 * 1024 * 1024, 32) },
    ],
  ];

  it.each(cases)('%s: one is made and exposed to scripts', async (_status, path, init) => {
    const res = await fetch(server.url + path, init);
    await res.arrayBuffer();
    expect(res.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
    expect(res.headers.get('access-control-expose-headers')?.toLowerCase()).toContain('x-request-id');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it.each(cases)('%s: the retry headers partners read are exposed too', async (_status, path, init) => {
    const res = await fetch(server.url + path, init);
    await res.arrayBuffer();
    const exposed = res.headers.get('access-control-expose-headers')?.toLowerCase().split(/,\s*/) ?? [];
    expect(exposed).toEqual(expect.arrayContaining(['x-request-id', 'retry-after', 'idempotent-replayed']));
  });

  it.each(cases)("%s: a caller's valid id is echoed", async (_status, path, init) => {
    const res = await fetch(server.url + path, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), 'x-request-id': 'care-app/4f1c:42' },
    });
    await res.arrayBuffer();
    expect(res.headers.get('x-request-id')).toBe('care-app/4f1c:42');
  });

  it('an id that is not a plain token is replaced, never echoed', async () => {
    for (const bad of ['<script>', 'x'.repeat(129), 'a b']) {
      const res = await fetch(`${server.url}/api/clinical-qa`, { headers: { 'x-request-id': bad } });
      await res.arrayBuffer();
      expect(res.headers.get('x-request-id')).not.toBe(bad);
      expect(res.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
    }
  });
});
