/**
 * Property-based tests of every handler: whatever a client sends (any JSON,
 * any string, any bytes, any multipart envelope), the answer is never a 5xx
 * other than a documented one, never an escaped or uncaught exception, every
 * 4xx is `{error, message}` with CORS, and every 200 matches its schema.
 */
import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { FALLBACK_HANDLER, handlerModules, ROUTES } from '../../shared/routes';
import { deepJson, FIELDS, jsonText, nastyChar, nastyString, objectText, PROTOTYPE_KEYS, rawNumber } from './arbitraries';
import {
  call,
  endpoints,
  HANDLERS,
  judge,
  multipart,
  pendingRoutes,
  routeEvent,
  samplePng,
  uncaughtRecorder,
  type Endpoint,
} from './endpoints';

const RUNS = 120;
const list = endpoints();
const byId = (id: string) => list.find((e) => e.route.id === id)!;
let pending = new Set<string>();
const uncaught = uncaughtRecorder();

// Local image uploads (multipart posted to the upload-url route) land here, not in the working tree.
const uploads = mkdtempSync(path.join(os.tmpdir(), 'reliability-uploads-'));

beforeAll(async () => {
  setConfig({ UPLOAD_DIR: uploads }); // otherwise the defaults: embedded engines, no network
  uncaught.arm();
  pending = await pendingRoutes(list);
});
afterAll(() => {
  uncaught.disarm();
  setConfig();
  rmSync(uploads, { recursive: true, force: true });
});

/** Send one event and assert the answer has every property. */
async function expectSound(e: Endpoint, event: Parameters<typeof call>[1]): Promise<void> {
  const { result, thrown } = await call(e.handler, event);
  if (thrown !== undefined) throw new Error(`${e.route.id}: the handler threw ${String(thrown)}`);
  const verdict = judge(e, pending, result);
  if (!verdict.ok) throw new Error(`${e.route.id}: ${verdict.why}`);
  await new Promise((r) => setImmediate(r)); // let a stray rejection surface
  if (uncaught.seen.length > 0) throw new Error(`${e.route.id}: uncaught ${String(uncaught.seen[0])}`);
}

const withJson = (e: Endpoint, text: string) => routeEvent(e.route, text, { 'content-type': 'application/json' });

const FIELD_TABLE: Record<string, Record<string, fc.Arbitrary<string>>> = {
  'iddsi-classify': FIELDS.classify,
  'voice-aspiration-screen': FIELDS.screen,
  'iddsi-batch': FIELDS.batch,
  'clinical-qa': FIELDS.qa,
  'iddsi-classify-image': FIELDS.imageJson,
  'iddsi-classify-image-upload-url': FIELDS.uploadUrl,
};

describe('the reliability table', () => {
  it('covers every route and every handler module of the route table', () => {
    expect(list.map((e) => e.route.id)).toEqual(ROUTES.map((r) => r.id));
    expect(Object.keys(HANDLERS).sort()).toEqual(handlerModules().sort());
  });

  it('lists which engines still answer "not available yet" (allowed 503 until they land)', () => {
    // Informational: once every engine has landed this set is empty and any 5xx fails.
    for (const id of pending) expect(ROUTES.some((r) => r.id === id)).toBe(true);
  });
});

describe.each(list.map((e) => [e.route.id, e] as const))('%s survives anything a client sends', (id, e) => {
  it('answers its valid request with 200 (or the documented status)', async () => {
    const res = await call(e.handler, await e.valid());
    const verdict = judge(e, pending, res.result);
    expect(verdict.why).toBe('');
    if (!pending.has(id) && !e.always5xx) expect(res.result?.statusCode).toBe(200);
  });

  it('any JSON text', async () => {
    await fc.assert(
      fc.asyncProperty(jsonText(Object.keys(FIELD_TABLE[id] ?? {})), (text) => expectSound(e, withJson(e, text))),
      { numRuns: RUNS },
    );
  });

  if (FIELD_TABLE[id]) {
    it('any object built from its own fields, valid, at their bounds or arbitrary', async () => {
      await fc.assert(
        fc.asyncProperty(objectText(FIELD_TABLE[id]!), (text) => expectSound(e, withJson(e, text))),
        {
          numRuns: RUNS + 60,
        },
      );
    });
  }

  it('any string and any bytes, under any content type', async () => {
    const contentType = fc.constantFrom(
      'application/json',
      'application/json; charset=utf-16',
      'text/plain',
      'application/octet-stream',
      'multipart/form-data',
      'multipart/form-data; boundary=x',
      'image/png',
      '',
    );
    const body = fc.oneof(
      nastyString,
      fc.uint8Array({ maxLength: 2048 }).map((a) => Buffer.from(a)),
    );
    await fc.assert(
      fc.asyncProperty(body, contentType, (b, type) => expectSound(e, routeEvent(e.route, b, type ? { 'content-type': type } : {}))),
      { numRuns: RUNS / 2 },
    );
  });

  it('hostile headers, query strings and path parameters', async () => {
    const headerValue = fc.string({ unit: nastyChar, maxLength: 200 });
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom('content-type', 'accept', 'origin', 'x-request-id', 'content-length', '__proto__', 'constructor'),
          headerValue,
        ),
        fc.dictionary(
          fc.oneof(
            fc.constantFrom(...PROTOTYPE_KEYS, 'id', 'language'),
            nastyString.filter((s) => s.length < 50),
          ),
          headerValue,
          { maxKeys: 4 },
        ),
        nastyString.filter((s) => s.length > 0 && s.length < 2000),
        async (headers, query, id) => {
          const event = await e.valid();
          event.headers = { ...event.headers, ...headers };
          event.queryStringParameters = query;
          event.rawQueryString = new URLSearchParams(query).toString();
          if (event.pathParameters) event.pathParameters = { id };
          await expectSound(e, event);
        },
      ),
      { numRuns: RUNS / 2 },
    );
  });

  it('deep nesting, huge numbers and prototype keys', async () => {
    const bodies = [
      deepJson(100_000, 'array'),
      deepJson(5_000, 'object'),
      deepJson(5_000, 'object', '__proto__'),
      `{"a":${deepJson(50_000, 'array')}}`,
      ...Object.keys(FIELD_TABLE[id] ?? { x: 0 }).flatMap((f) => [
        `{"${f}":1e309}`,
        `{"${f}":-1e309}`,
        `{"${f}":${deepJson(10_000, 'array')}}`,
        `{"${f}":${'"x",'.repeat(0)}"${'9'.repeat(10_000)}"}`,
        `{"__proto__":{"${f}":"injected value"},"constructor":{"prototype":{"${f}":1}}}`,
      ]),
      '\ufeff{}',
      '{"a":1,"a":2}',
      '{}'.repeat(10_000),
    ];
    for (const body of bodies) await expectSound(e, withJson(e, body));
  });
});

describe('the image route reads any bytes as multipart or JSON', () => {
  const e = byId('iddsi-classify-image');

  it('arbitrary bytes inside a well-formed multipart envelope, with any field names and types', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 4096 }),
        fc.constantFrom('image', 'file', 'photo', '__proto__', 'constructor', 'language'),
        fc.constantFrom('image/png', 'image/jpeg', 'image/webp', 'image/gif', 'application/octet-stream', ''),
        fc.option(fc.string({ unit: nastyChar, maxLength: 80 }), { nil: undefined }),
        fc.array(
          fc.tuple(
            fc.constantFrom('language', 'description', '__proto__', 'constructor', 'image'),
            fc.string({ unit: nastyChar, maxLength: 300 }),
          ),
          { maxLength: 4 },
        ),
        async (bytes, name, type, filename, fields) => {
          const form = multipart([
            ...fields.map(([n, v]) => ({ name: n, value: v })),
            { name, value: Buffer.from(bytes), filename: filename ?? 'x.bin', type },
          ]);
          await expectSound(e, routeEvent(e.route, form.body, { 'content-type': form.contentType }));
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('a real image cut short, corrupted, or wrapped in a broken envelope', async () => {
    const png = await samplePng();
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: png.length }),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 20 }),
        fc.integer({ min: 0, max: 400 }),
        fc.boolean(),
        async (cut, flips, envelopeCut, truncateEnvelope) => {
          const bytes = Buffer.from(png.subarray(0, cut));
          for (const [at, v] of flips) if (bytes.length > 0) bytes[at % bytes.length] = v;
          const form = multipart([{ name: 'image', value: bytes, filename: 'p.png', type: 'image/png' }]);
          const body = truncateEnvelope ? form.body.subarray(0, Math.max(0, form.body.length - envelopeCut)) : form.body;
          await expectSound(e, routeEvent(e.route, body, { 'content-type': form.contentType }));
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('malformed part headers, boundaries and nested multiparts', async () => {
    const heads = [
      'Content-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png',
      'Content-Disposition: form-data; name=image; filename=a.png',
      'Content-Disposition: form-data',
      'Content-Disposition: attachment; name="image"',
      'Content-Disposition: form-data; name="image"; filename*=UTF-8\'\'%E6%B0%B4.png',
      'Content-Type: multipart/mixed; boundary=inner',
      'X'.repeat(20_000),
      `Content-Disposition: form-data; name="${'"'.repeat(1000)}"`,
      '',
    ];
    const png = await samplePng();
    for (const boundary of ['b', 'a'.repeat(70), 'with space', '"quoted"', '--', 'b'.repeat(500)]) {
      for (const head of heads) {
        const body = Buffer.concat([
          Buffer.from(`--${boundary}\r\n${head}\r\n\r\n`),
          png,
          Buffer.from(`\r\n--${boundary}\r\n${head}\r\n\r\nsecond\r\n--${boundary}--`),
        ]);
        await expectSound(e, routeEvent(e.route, body, { 'content-type': `multipart/form-data; boundary=${boundary}` }));
      }
    }
  });

  it('the base64 JSON form with any payload and declared type', async () => {
    const png = (await samplePng()).toString('base64');
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.base64String({ maxLength: 2000 }),
          fc.constant(png),
          fc.integer({ min: 0, max: png.length }).map((n) => png.slice(0, n)),
          nastyString,
          fc.constant(`data:image/png;base64,${png}`),
        ),
        fc.oneof(fc.constantFrom('image/png', 'image/jpeg', 'image/webp', 'image/svg+xml', 'text/html'), nastyString),
        async (b64, type) => expectSound(e, withJson(e, JSON.stringify({ image_base64: b64, image_type: type }))),
      ),
      { numRuns: RUNS },
    );
  });
});

describe('requests no route claims', () => {
  const fallback = HANDLERS[FALLBACK_HANDLER]!;
  const e: Endpoint = { ...byId('openapi'), handler: fallback, response: undefined };

  it('answer 404 or 405 as {error, message}, whatever the method and path', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'TRACE', 'get', '__proto__'),
        fc.oneof(
          fc.constantFrom(...ROUTES.map((r) => r.path)),
          nastyString.map((s) => `/api/${s}`),
          nastyString,
        ),
        async (method, path) => {
          const event = routeEvent(e.route, undefined);
          event.rawPath = path;
          event.requestContext.http.method = method;
          event.requestContext.http.path = path;
          const { result, thrown } = await call(fallback, event);
          expect(thrown).toBeUndefined();
          expect(judge(e, new Set(), result).why).toBe('');
          expect([204, 404, 405]).toContain(result?.statusCode);
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe('numbers JSON.stringify never writes reach validation, not the engines', () => {
  const integerFields: [string, string, Record<string, unknown>, number, number][] = [
    ['voice-aspiration-screen', 'age', { symptoms: 'coughing at every meal' }, 0, 130],
    ['iddsi-batch', 'resident_iddsi_level', { meal: [{ item: 'soup' }] }, 0, 7],
    ['iddsi-batch', 'resident_drink_level', { meal: [{ item: 'soup' }], resident_iddsi_level: 4 }, 0, 4],
    ['clinical-qa', 'top_k', { question: 'what is the spoon tilt test?' }, 1, 10],
  ];
  it.each(integerFields)('%s %s', async (id, field, base, min, max) => {
    const e = byId(id);
    await fc.assert(
      fc.asyncProperty(rawNumber, async (raw) => {
        const text = JSON.stringify(base).replace(/}$/, `,"${field}":${raw}}`);
        const value = JSON.parse(text)[field] as number;
        const inBounds = Number.isInteger(value) && value >= min && value <= max;
        const { result } = await call(e.handler, withJson(e, text));
        expect(judge(e, pending, result).why).toBe('');
        const status = result?.statusCode;
        if (inBounds) expect(status === 200 || (pending.has(id) && status === 503), `${raw} → ${status}`).toBe(true);
        else {
          expect(status, `${raw} is out of bounds`).toBe(400);
          expect(JSON.parse(result!.body!).message.startsWith(field)).toBe(true);
        }
      }),
      { numRuns: 80 },
    );
  });
});
