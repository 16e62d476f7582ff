/**
 * Contract tests over HTTP through the local server: every bound of spec
 * section 8 at its edge, the error shape, and CORS on every response.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAnswers, type AnswerLog } from '../support/answers';
import { responseChecker } from '../support/openapi-validator';
import { postJson, startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let log: AnswerLog;
beforeAll(async () => {
  server = await startTestServer();
  log = recordAnswers(() => server.url);
});
afterAll(async () => {
  log.stop();
  await server.close();
});

const meal = (n: number) => Array.from({ length: n }, (_, i) => ({ item: `mashed potato ${i}` }));

interface Edge {
  name: string;
  path: string;
  ok: Record<string, unknown>;
  bad: Record<string, unknown>;
  field: string;
}

const edges: Edge[] = [
  { name: 'text 3 vs 2 characters', path: '/api/iddsi-classify', ok: { text: 'tea' }, bad: { text: 'te' }, field: 'text' },
  {
    name: 'text 2000 vs 2001 characters',
    path: '/api/iddsi-classify',
    ok: { text: 'w'.repeat(2000) },
    bad: { text: 'w'.repeat(2001) },
    field: 'text',
  },
  {
    name: 'classify language in vs out of the enum',
    path: '/api/iddsi-classify',
    ok: { text: 'plain water', language: 'th' },
    bad: { text: 'plain water', language: 'fr' },
    field: 'language',
  },
  {
    name: 'symptoms 5 vs 4 characters',
    path: '/api/voice-aspiration-screen',
    ok: { symptoms: 'cough' },
    bad: { symptoms: 'coug' },
    field: 'symptoms',
  },
  {
    name: 'symptoms 3000 vs 3001 characters',
    path: '/api/voice-aspiration-screen',
    ok: { symptoms: 'c'.repeat(3000) },
    bad: { symptoms: 'c'.repeat(3001) },
    field: 'symptoms',
  },
  {
    name: 'age 130 vs 131',
    path: '/api/voice-aspiration-screen',
    ok: { symptoms: 'coughing at meals', age: 130 },
    bad: { symptoms: 'coughing at meals', age: 131 },
    field: 'age',
  },
  {
    name: 'age 0 vs -1',
    path: '/api/voice-aspiration-screen',
    ok: { symptoms: 'coughing at meals', age: 0 },
    bad: { symptoms: 'coughing at meals', age: -1 },
    field: 'age',
  },
  {
    name: 'age integer vs fraction',
    path: '/api/voice-aspiration-screen',
    ok: { symptoms: 'coughing at meals', age: 70 },
    bad: { symptoms: 'coughing at meals', age: 70.5 },
    field: 'age',
  },
  {
    name: 'diagnosis string vs number',
    path: '/api/voice-aspiration-screen',
    ok: { symptoms: 'coughing at meals', diagnosis: 'stroke' },
    bad: { symptoms: 'coughing at meals', diagnosis: 7 },
    field: 'diagnosis',
  },
  {
    name: 'meal 20 vs 21 items',
    path: '/api/iddsi-batch',
    ok: { meal: meal(20), resident_iddsi_level: 7 },
    bad: { meal: meal(21), resident_iddsi_level: 7 },
    field: 'meal',
  },
  {
    name: 'meal 1 vs 0 items',
    path: '/api/iddsi-batch',
    ok: { meal: meal(1), resident_iddsi_level: 7 },
    bad: { meal: [], resident_iddsi_level: 7 },
    field: 'meal',
  },
  {
    name: 'item 200 vs 201 characters',
    path: '/api/iddsi-batch',
    ok: { meal: [{ item: 'r'.repeat(200) }], resident_iddsi_level: 7 },
    bad: { meal: [{ item: 'r'.repeat(201) }], resident_iddsi_level: 7 },
    field: 'meal[0].item',
  },
  {
    name: 'item 1 vs 0 characters',
    path: '/api/iddsi-batch',
    ok: { meal: [{ item: 'x' }], resident_iddsi_level: 7 },
    bad: { meal: [{ item: '' }], resident_iddsi_level: 7 },
    field: 'meal[0].item',
  },
  {
    name: 'resident level 7 vs 8',
    path: '/api/iddsi-batch',
    ok: { meal: meal(1), resident_iddsi_level: 7 },
    bad: { meal: meal(1), resident_iddsi_level: 8 },
    field: 'resident_iddsi_level',
  },
  {
    name: 'resident level 0 vs -1',
    path: '/api/iddsi-batch',
    ok: { meal: meal(1), resident_iddsi_level: 0 },
    bad: { meal: meal(1), resident_iddsi_level: -1 },
    field: 'resident_iddsi_level',
  },
  {
    name: 'portion string vs number',
    path: '/api/iddsi-batch',
    ok: { meal: [{ item: 'soup', portion: '200 ml' }], resident_iddsi_level: 4 },
    bad: { meal: [{ item: 'soup', portion: 200 }], resident_iddsi_level: 4 },
    field: 'meal[0].portion',
  },
  {
    name: 'batch language ja vs fr',
    path: '/api/iddsi-batch',
    ok: { meal: meal(1), resident_iddsi_level: 5, language: 'ja' },
    bad: { meal: meal(1), resident_iddsi_level: 5, language: 'fr' },
    field: 'language',
  },
  {
    name: 'question 3 vs 2 characters',
    path: '/api/clinical-qa',
    ok: { question: 'why' },
    bad: { question: 'wh' },
    field: 'question',
  },
  {
    name: 'question 1000 vs 1001 characters',
    path: '/api/clinical-qa',
    ok: { question: 'q'.repeat(1000) },
    bad: { question: 'q'.repeat(1001) },
    field: 'question',
  },
  {
    name: 'top_k 10 vs 11',
    path: '/api/clinical-qa',
    ok: { question: 'what is the flow test?', top_k: 10 },
    bad: { question: 'what is the flow test?', top_k: 11 },
    field: 'top_k',
  },
  {
    name: 'top_k 1 vs 0',
    path: '/api/clinical-qa',
    ok: { question: 'what is the flow test?', top_k: 1 },
    bad: { question: 'what is the flow test?', top_k: 0 },
    field: 'top_k',
  },
  {
    name: 'qa language tl vs fr',
    path: '/api/clinical-qa',
    ok: { question: 'what is a thickener?', language: 'tl' },
    bad: { question: 'what is a thickener?', language: 'fr' },
    field: 'language',
  },
];

describe('spec section 8 bounds, at their edges, over HTTP', () => {
  it.each(edges)('$name', async ({ path, ok, bad, field }) => {
    const good = await postJson(server.url, path, ok);
    expect(good.status, JSON.stringify(good.json)).toBe(200);
    expect(good.headers.get('access-control-allow-origin')).toBe('*');

    const rejected = await postJson(server.url, path, bad);
    expect(rejected.status).toBe(400);
    expect(rejected.json.error).toBe('invalid_request');
    expect(rejected.json.message.startsWith(field)).toBe(true);
    expect(rejected.headers.get('access-control-allow-origin')).toBe('*');
  });
});

const jsonRoutes = ['/api/iddsi-classify', '/api/voice-aspiration-screen', '/api/iddsi-batch', '/api/clinical-qa'];

describe('bodies that are not a JSON object', () => {
  it.each(jsonRoutes.flatMap((p) => ['{"text":', '[1,2,3]', '', '42', 'null'].map((b) => [p, b] as const)))(
    '%s answers 400 to %j',
    async (path, body) => {
      const res = await postJson(server.url, path, body);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ error: 'invalid_request', message: expect.any(String) });
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
    },
  );

  it.each(jsonRoutes)('%s names the missing required field', async (path) => {
    const res = await postJson(server.url, path, {});
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/is required/);
  });
});

describe('the audio placeholder', () => {
  it.each([
    ['no body', undefined, undefined],
    ['a JSON body', 'application/json', JSON.stringify({ language: 'en' })],
    ['a 5 MB upload', 'audio/wav', Buffer.alloc(5 * 1024 * 1024, 1)],
  ])('answers 501 not_implemented to %s', async (_name, type, body) => {
    const res = await fetch(`${server.url}/api/iddsi-classify-audio`, {
      method: 'POST',
      headers: type ? { 'content-type': type } : {},
      body,
    });
    const json = (await res.json()) as { error: string; message: string };
    expect(res.status).toBe(501);
    expect(json.error).toBe('not_implemented');
    expect(json.message).toMatch(/research-staged/);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('routing and limits of the local server', () => {
  it('answers an unknown path with a JSON 404 carrying CORS', async () => {
    const res = await fetch(`${server.url}/api/does-not-exist`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'not_found' });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers a wrong method with a JSON 405 naming the allowed methods', async () => {
    const res = await fetch(`${server.url}/api/iddsi-classify`, { method: 'GET' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(await res.json()).toMatchObject({ error: 'method_not_allowed' });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it.each(['/api/iddsi-classify', '/api/clinical-qa', '/api/iddsi-batch'])('answers a preflight on %s', async (path) => {
    const res = await fetch(`${server.url}${path}`, {
      method: 'OPTIONS',
      headers: { origin: 'https://partner.example', 'access-control-request-method': 'POST' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('refuses a body over 10 MB with 413 before any handler runs', async () => {
    const res = await fetch(`${server.url}/api/iddsi-classify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.alloc(11 * 1024 * 1024, 0x20),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: 'payload_too_large' });
  });

  it('writes one JSON access line per request with method, path, status and time, never the body', async () => {
    await postJson(server.url, '/api/iddsi-classify', { text: 'private note about Mrs Chan' });
    const line = server.lines.at(-1) ?? '';
    expect(JSON.parse(line)).toMatchObject({ message: 'gateway access', method: 'POST', path: '/api/iddsi-classify', status: 200 });
    expect(server.lines.join('\n')).not.toContain('Mrs Chan');
  });
});

describe('every answer the tests above received', () => {
  it('matches the served OpenAPI document (status, media type and body schema)', async () => {
    const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as Record<string, unknown>;
    const check = responseChecker(doc);
    // An unknown path, a method a path does not accept and a CORS preflight have no operation to check against.
    const answers = log.answers.filter(
      (a) => a.method !== 'OPTIONS' && a.status !== 405 && !(a.status === 404 && a.path.startsWith('/api/does-not-exist')),
    );
    expect(answers.length).toBeGreaterThan(60);
    expect(answers.flatMap(check)).toEqual([]);
  });
});
