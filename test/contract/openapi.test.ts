import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_ROUTES, ROUTES } from '../../shared/routes';
import { startTestServer, type TestServer } from '../support/server';
import type { Json } from '../support/json';

let server: TestServer;
let doc: Json;
beforeAll(async () => {
  server = await startTestServer();
  const res = await fetch(`${server.url}/api/openapi.json`);
  expect(res.status).toBe(200);
  doc = await res.json();
});
afterAll(() => server.close());

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document with every route of the route table', () => {
    expect(doc.openapi).toBe('3.1.0');
    for (const route of [...ROUTES, ...PARTNER_ROUTES]) {
      expect(doc.paths[route.path]?.[route.method.toLowerCase()], `${route.method} ${route.path}`).toBeDefined();
    }
  });

  it('resolves every $ref to a component schema', () => {
    const refs = JSON.stringify(doc).match(/"#\/components\/schemas\/[^"]+"/g) ?? [];
    expect(refs.length).toBeGreaterThan(10);
    for (const ref of refs) {
      const name = ref.slice('"#/components/schemas/'.length, -1);
      expect(doc.components.schemas[name], name).toBeDefined();
    }
  });

  it('carries the bounds the service enforces', () => {
    const s = doc.components.schemas;
    expect(s.TextClassifyRequest.properties.text).toMatchObject({ minLength: 3, maxLength: 2000 });
    expect(s.TextClassifyRequest.required).toEqual(['text']);
    expect(s.AspirationScreenRequest.properties.age).toMatchObject({ minimum: 0, maximum: 130 });
    const water = s.AspirationScreenRequest.properties.water_swallow_test;
    expect(water.properties.completed).toMatchObject({ type: 'boolean' });
    expect(water.properties.choking).toMatchObject({ type: 'boolean' });
    expect(water.required).toEqual(['volume_ml', 'cough', 'throat_clear', 'wet_voice']);
    expect(s.BatchMealRequest.properties.meal).toMatchObject({ minItems: 1, maxItems: 20 });
    expect(s.MealItem.properties.item).toMatchObject({ minLength: 1, maxLength: 200 });
    expect(s.ClinicalQaRequest.properties.top_k).toMatchObject({ minimum: 1, maximum: 10, default: 5 });
    expect(s.IddsiClassifyResponse.required).toEqual(
      expect.arrayContaining(['iddsi_level', 'label', 'confidence', 'explanation_en', 'multilingual_explanation', 'warning']),
    );
  });

  it('documents the error codes of each endpoint', () => {
    expect(Object.keys(doc.paths['/api/iddsi-classify-image'].post.responses)).toEqual(
      expect.arrayContaining(['200', '400', '413', '500']),
    );
    expect(Object.keys(doc.paths['/api/iddsi-classify-audio'].post.responses).sort()).toEqual([
      '400',
      '403',
      '409',
      '413',
      '422',
      '429',
      '500',
      '501',
      '503',
    ]);
    expect(Object.keys(doc.paths['/api/iddsi-batch'].post.responses)).toEqual(expect.arrayContaining(['503']));
  });
});

describe('1.1.0: the partner platform, described', () => {
  const errorCodes = (op: Json, status: string): string[] =>
    op.responses[status]?.content['application/json'].schema.allOf[1].properties.error.enum ?? [];
  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, methods]: [string, Json]) =>
      Object.entries(methods).map(([method, op]: [string, Json]) => ({ path, method, op })),
    );

  it('says what 1.1.0 added', () => {
    expect(doc.info.version).toBe('1.1.0');
    expect(doc.info.description).toMatch(/1\.1\.0 adds the partner platform/);
  });

  it('describes GET /api/usage: a key is required, ?month is bounded, and each refusal has its code', () => {
    const op = doc.paths['/api/usage'].get;
    expect(op.security).toEqual([{ apiKey: [] }]);
    expect(op.parameters).toEqual([expect.objectContaining({ name: 'month', in: 'query', required: false })]);
    expect(op.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/UsageReport' });
    expect(errorCodes(op, '401')).toEqual(['api_key_required']);
    expect(errorCodes(op, '403')).toEqual(['invalid_api_key']);
    expect(errorCodes(op, '400')).toEqual(['invalid_request']);
    expect(doc.components.schemas.UsageReport.properties.quota.required).toEqual([
      'daily_limit',
      'used_today',
      'remaining_today',
      'monthly_limit',
      'used_this_month',
    ]);
  });

  it('offers an optional Idempotency-Key of at most 255 characters on every POST, with its 409 and 422', () => {
    expect(doc.components.parameters.IdempotencyKey).toMatchObject({ in: 'header', required: false, schema: { maxLength: 255 } });
    const posts = operations().filter((o) => o.method === 'post');
    expect(posts.length).toBeGreaterThanOrEqual(7);
    for (const { path, op } of posts) {
      expect(op.parameters, path).toContainEqual({ $ref: '#/components/parameters/IdempotencyKey' });
      expect(errorCodes(op, '409'), path).toEqual(['idempotency_in_progress']);
      expect(errorCodes(op, '422'), path).toEqual(['idempotency_key_reused']);
      expect(op.responses['409'].headers['Retry-After'], path).toBeDefined();
      for (const status of ['200', '201'].filter((s) => op.responses[s])) {
        expect(op.responses[status].headers['Idempotent-Replayed'], `${path} ${status}`).toEqual({
          $ref: '#/components/headers/IdempotentReplayed',
        });
      }
    }
    for (const { path, op } of operations().filter((o) => o.method !== 'post')) {
      expect(op.responses['409'], path).toBeUndefined();
      expect(JSON.stringify(op.parameters ?? []), path).not.toContain('IdempotencyKey');
    }
  });

  it('answers 403 invalid_api_key and 429 with Retry-After wherever the partner gate can, quota only where calls are billed', () => {
    const billed = ['/api/iddsi-classify', '/api/iddsi-classify-image', '/api/voice-aspiration-screen', '/api/iddsi-batch'];
    for (const { path, method, op } of operations()) {
      expect(errorCodes(op, '403'), `${method} ${path}`).toContain('invalid_api_key');
      expect(op.responses['429'].headers['Retry-After'], `${method} ${path}`).toEqual({ $ref: '#/components/headers/RetryAfter' });
      const isBilled = method === 'post' && (billed.includes(path) || path === '/api/clinical-qa');
      expect(errorCodes(op, '429'), `${method} ${path}`).toEqual(isBilled ? ['rate_limited', 'quota_exceeded'] : ['rate_limited']);
    }
    expect(errorCodes(doc.paths['/api/iddsi-classify-image/upload-url'].post, '403')).toEqual(['upload_rejected', 'invalid_api_key']);
  });
});
