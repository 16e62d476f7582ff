import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../shared/routes';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let doc: any;
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
    for (const route of ROUTES) {
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
    expect(Object.keys(doc.paths['/api/iddsi-classify-audio'].post.responses).sort()).toEqual(['413', '500', '501', '503']);
    expect(Object.keys(doc.paths['/api/iddsi-batch'].post.responses)).toEqual(expect.arrayContaining(['503']));
  });
});
