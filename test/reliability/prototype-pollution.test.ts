/**
 * Prototype pollution: a body, multipart form, query string or header with
 * `__proto__`, `constructor` or `prototype` keys changes no object in the
 * process and no answer (the same request without those keys gets the same
 * body), and words such as "constructor" in free text are only words.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { startTestServer, type TestServer } from '../support/server';
import { call, endpoints, judge, multipart, pendingRoutes, routeEvent, samplePng, type Endpoint } from './endpoints';

const list = endpoints();
const byId = (id: string) => list.find((e) => e.route.id === id)!;
let pending = new Set<string>();

const PROTOTYPES = [Object.prototype, Array.prototype, Function.prototype, String.prototype, Number.prototype, Promise.prototype];
const snapshot = () => PROTOTYPES.map((p) => Object.getOwnPropertyNames(p).sort().join(','));
let before: string[];

beforeAll(async () => {
  setConfig();
  pending = await pendingRoutes(list);
  before = snapshot();
});

afterEach(() => {
  expect(snapshot()).toEqual(before);
  const fresh: Record<string, unknown> = {};
  for (const key of ['polluted', 'isAdmin', 'iddsi_level', 'risk_level', 'meal_safety_verdict', 'verdict', 'level']) {
    expect(fresh[key], `Object.prototype.${key}`).toBeUndefined();
    expect(([] as unknown as Record<string, unknown>)[key]).toBeUndefined();
  }
});

const POISON = { polluted: 'yes', isAdmin: true, iddsi_level: 0, risk_level: 'low', meal_safety_verdict: 'safe', level: 0 };

/** `clean` with poison objects under __proto__, constructor.prototype and prototype, at every depth. */
function poisoned(clean: unknown): string {
  const inject = (v: unknown): string => {
    if (Array.isArray(v)) return `[${v.map(inject).join(',')}]`;
    if (v && typeof v === 'object') {
      const own = Object.entries(v).map(([k, x]) => `${JSON.stringify(k)}:${inject(x)}`);
      const p = JSON.stringify(POISON);
      return `{"__proto__":${p},${own.join(',')}${own.length ? ',' : ''}"constructor":{"prototype":${p}},"prototype":${p}}`;
    }
    return JSON.stringify(v);
  };
  return inject(clean);
}

async function answer(e: Endpoint, body: string) {
  const { result, thrown } = await call(e.handler, routeEvent(e.route, body));
  expect(thrown).toBeUndefined();
  expect(judge(e, pending, result).why).toBe('');
  const json = /application\/json/.test(String(result!.headers?.['content-type'] ?? ''));
  return { status: result!.statusCode, body: (json ? JSON.parse(result!.body!) : { text: result!.body }) as Record<string, unknown> };
}

const CLEAN: [string, unknown][] = [
  ['iddsi-classify', { text: 'grilled steak with chips', language: 'en' }],
  ['voice-aspiration-screen', { symptoms: 'coughs and chokes on water every meal', age: 88, diagnosis: 'stroke' }],
  [
    'iddsi-batch',
    { meal: [{ item: 'roasted peanuts', portion: 'a handful' }, { item: 'water' }], resident_iddsi_level: 4, resident_drink_level: 2 },
  ],
  ['clinical-qa', { question: 'How small must pieces be for Minced and Moist food?', top_k: 2 }],
  ['iddsi-classify-image', { image_base64: 'aGVsbG8=', image_type: 'image/png' }],
];

describe('JSON bodies with prototype keys', () => {
  it.each(CLEAN)('%s answers exactly as it does without them', async (id, clean) => {
    const e = byId(id);
    const plain = await answer(e, JSON.stringify(clean));
    const dirty = await answer(e, poisoned(clean));
    expect(dirty).toEqual(plain);
    expect(JSON.stringify(dirty.body)).not.toContain('polluted');
  });

  it.each(list.map((e) => [e.route.id, e] as const))('%s: top-level prototype keys alone change nothing', async (_id, e) => {
    for (const body of [
      '{"__proto__":{"polluted":"yes"}}',
      '{"constructor":{"prototype":{"polluted":"yes"}}}',
      '{"__proto__":null}',
      '{"__proto__":[1,2,3]}',
      '{"__proto__":"string"}',
      '{"constructor":"x","toString":1,"valueOf":{},"hasOwnProperty":null}',
    ]) {
      await answer(e, body);
    }
  });
});

describe('words that name prototype members are only words', () => {
  const words = '__proto__ constructor prototype toString valueOf hasOwnProperty isPrototypeOf __defineGetter__ length';
  it.each([
    ['iddsi-classify', { text: words, language: 'en' }],
    ['iddsi-classify', { text: words.split(' ').join(', '), language: 'zh-HK' }],
    ['voice-aspiration-screen', { symptoms: words, diagnosis: 'constructor', age: 70 }],
    ['iddsi-batch', { meal: words.split(' ').map((item) => ({ item, portion: item })), resident_iddsi_level: 5 }],
    ['clinical-qa', { question: words }],
    ['clinical-qa', { question: 'constructor', top_k: 10 }],
  ])('%s with %j', async (id, body) => {
    const res = await answer(byId(id), JSON.stringify(body));
    expect([200, 503]).toContain(res.status);
  });
});

describe('multipart forms with prototype field names', () => {
  it('the image route ignores them and is not polluted', async () => {
    const e = byId('iddsi-classify-image');
    const png = await samplePng();
    const form = (extra: { name: string; value: string }[]) =>
      multipart([...extra, { name: 'image', value: png, filename: 'p.png', type: 'image/png' }, { name: 'language', value: 'en' }]);
    const clean = form([]);
    const dirty = form([
      { name: '__proto__', value: 'polluted' },
      { name: 'constructor', value: 'polluted' },
      { name: 'prototype', value: 'polluted' },
      { name: 'toString', value: 'polluted' },
    ]);
    const a = await call(e.handler, routeEvent(e.route, clean.body, { 'content-type': clean.contentType }));
    const b = await call(e.handler, routeEvent(e.route, dirty.body, { 'content-type': dirty.contentType }));
    expect(judge(e, pending, b.result).why).toBe('');
    expect(b.result?.statusCode).toBe(a.result?.statusCode);
    expect(JSON.parse(b.result!.body!)).toEqual(JSON.parse(a.result!.body!));
  });
});

describe('through the local server: query strings, headers and bodies', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('prototype keys in the query string and headers reach nothing', async () => {
    for (const e of list) {
      const path = e.route.path.replace(/\{\w+\}/g, '__proto__');
      const res = await fetch(`${server.url}${path}?__proto__[polluted]=yes&constructor[prototype][polluted]=yes&__proto__=x`, {
        method: e.route.method,
        headers: { 'content-type': 'application/json', 'x-proto': '__proto__', constructor: 'polluted', prototype: 'x' },
        ...(e.route.method === 'POST' ? { body: '{"__proto__":{"polluted":"yes"}}' } : {}),
      });
      if (res.status >= 500)
        expect(
          res.status === 501 ? e.route.id === 'iddsi-classify-audio' : res.status === 503 && pending.has(e.route.id),
          `${e.route.id} ${res.status}`,
        ).toBe(true);
      // Any answer, JSON or the docs page's HTML, must be free of the injected value.
      expect(await res.text()).not.toContain('polluted');
    }
  });

  it('a path segment named __proto__ is an unknown article or route, not a crash', async () => {
    for (const path of ['/api/articles/__proto__', '/api/articles/constructor', '/api/__proto__', '/api/constructor/prototype']) {
      const res = await fetch(`${server.url}${path}`);
      expect([400, 404, 405, 503]).toContain(res.status);
      expect(await res.json()).toEqual({ error: expect.any(String), message: expect.any(String) });
    }
  });
});
