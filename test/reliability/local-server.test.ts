/**
 * The local server's fast paths (plain request targets without the URL
 * parser, memoised route matches, string responses) answer exactly as the
 * general path does.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requestTarget, toApiEvent } from '../../infra/local/event';
import { nastyChar } from './arbitraries';

const segment = fc.oneof(
  fc.constantFrom('api', 'iddsi-classify', 'articles', 'openapi.json', '.', '..', '', '%2e%2e', '%2E', 'a.b', '.hidden', '~x', '__proto__'),
  fc.string({ unit: fc.constantFrom(...'aZ09-_~.%/?#&=+ \\:@!$\'()*,;"<>`{}^|'), maxLength: 8 }),
  fc.string({ unit: nastyChar, maxLength: 4 }),
);
const target = fc.array(segment, { maxLength: 6 }).map((s) => `/${s.join('/')}`);

describe('request targets', () => {
  it('split exactly as new URL reads them, for any target', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          target,
          target.map((t) => `/${t}`),
          target.map((t) => `${t}?a=1&b=%20&a=2`),
        ),
        (raw) => {
          let url: URL;
          try {
            url = new URL(raw, 'http://localhost');
          } catch {
            return; // the server never sees such a target: Node's parser refuses it first
          }
          const t = requestTarget(raw);
          expect(t.pathname).toBe(url.pathname);
          expect(t.rawQuery).toBe(url.search.slice(1));
          expect(t.searchParams ? [...t.searchParams] : []).toEqual([...url.searchParams]);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('build events with repeated query keys joined, cookies split and binary bodies in base64', () => {
    const req = {
      url: '/api/articles/flow-test-en?lang=en&lang=ja',
      method: 'GET',
      httpVersion: '1.1',
      socket: { remoteAddress: '127.0.0.1' },
      headers: { host: '127.0.0.1:3000', cookie: 'a=1; b=2', 'content-type': 'image/png' },
    } as never;
    const event = toApiEvent(req, Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'GET /api/articles/{id}', { id: 'flow-test-en' });
    expect(event.rawPath).toBe('/api/articles/flow-test-en');
    expect(event.rawQueryString).toBe('lang=en&lang=ja');
    expect(event.queryStringParameters).toEqual({ lang: 'en,ja' });
    expect(event.cookies).toEqual(['a=1', 'b=2']);
    expect(event.headers.cookie).toBeUndefined();
    expect(event.pathParameters).toEqual({ id: 'flow-test-en' });
    expect(event.isBase64Encoded).toBe(true);
    expect(event.body).toBe(Buffer.from([0x89, 0x50, 0x4e, 0x47]).toString('base64'));
    expect(new Date(event.requestContext.time).getTime()).toBe(event.requestContext.timeEpoch);
  });

  it('leave out optional keys a plain request does not have', () => {
    const req = {
      url: '/api/iddsi-classify',
      method: 'POST',
      httpVersion: '1.1',
      socket: {},
      headers: { 'content-type': 'application/json' },
    } as never;
    const event = toApiEvent(req, Buffer.from('{"text":"tea"}'), 'POST /api/iddsi-classify', undefined);
    expect(event).not.toHaveProperty('cookies');
    expect(event).not.toHaveProperty('queryStringParameters');
    expect(event).not.toHaveProperty('pathParameters');
    expect(event.body).toBe('{"text":"tea"}');
    expect(event.isBase64Encoded).toBe(false);
    expect(event.rawQueryString).toBe('');
  });
});
