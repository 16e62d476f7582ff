/**
 * The served document as third-party tools read it: swagger-parser validates
 * it, ajv's JSON Schema 2020-12 build compiles every schema, Redocly's
 * recommended ruleset reports no error, and every example matches its schema.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_ROUTES, ROUTES } from '../../shared/routes';
import { documentAjv } from '../support/openapi-validator';
import { startTestServer, type TestServer } from '../support/server';
import type { Json } from '../support/json';

let server: TestServer;
let doc: Json;
beforeAll(async () => {
  server = await startTestServer();
  doc = await (await fetch(`${server.url}/api/openapi.json`)).json();
});
afterAll(() => server.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]: [string, Json]) =>
    Object.entries(methods).map(([method, op]: [string, Json]) => ({ path, method, op })),
  );

describe('the served OpenAPI document, read by third-party tools', () => {
  it('passes swagger-parser validation', async () => {
    await expect(SwaggerParser.validate(structuredClone(doc))).resolves.toBeTruthy();
  });

  it('has no $id or $schema in a component schema (2020-12 forbids a fragment $id)', () => {
    for (const [name, schema] of Object.entries(doc.components.schemas)) {
      expect(JSON.stringify(schema), name).not.toMatch(/"\$id"|"\$schema"/);
    }
  });

  it("compiles every component schema with ajv's 2020-12 build", () => {
    const ajv = documentAjv(doc);
    for (const name of Object.keys(doc.components.schemas)) {
      expect(ajv.getSchema(`https://openapi.local/document.json#/components/schemas/${name}`), name).toBeTypeOf('function');
    }
  });

  it("reports no error under Redocly's recommended ruleset", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: 'openapi.json', config });
    const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message} ${p.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  });

  it('declares servers, the optional x-api-key scheme on every operation, tags and descriptions', () => {
    expect(doc.servers.length).toBeGreaterThan(0);
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'x-api-key' });
    for (const { path, method, op } of operations()) {
      const keyed = path === '/api/usage';
      expect(op.security, `${method} ${path}`).toEqual(keyed ? [{ apiKey: [] }] : [{}, { apiKey: [] }]);
      expect(op.tags?.length, `${method} ${path}`).toBe(1);
      expect(op.summary && op.description, `${method} ${path}`).toBeTruthy();
    }
  });

  it('gives every JSON request and every 200 answer an example that matches its schema', () => {
    const ajv = documentAjv(doc);
    for (const { path, method, op } of operations()) {
      const media = [
        ...Object.entries(op.requestBody?.content ?? {}).map(([type, m]) => [`request ${type}`, m] as const),
        ...Object.entries(op.responses['200']?.content ?? {}).map(([type, m]) => [`200 ${type}`, m] as const),
      ];
      for (const [where, m] of media as [string, Json][]) {
        expect(m.example, `${method} ${path} ${where}`).toBeDefined();
        const validate = ajv.compile({
          $ref: `https://openapi.local/document.json#/paths/${path.replaceAll('/', '~1')}/${method}/${where.split(' ')[0] === 'request' ? 'requestBody' : 'responses/200'}/content/${where.split(' ')[1]!.replaceAll('/', '~1')}/schema`,
        });
        expect(validate(m.example), `${method} ${path} ${where}: ${JSON.stringify(validate.errors)}`).toBe(true);
      }
    }
  });

  it('documents every status each operation answers, with its error codes as an enum', () => {
    for (const { path, method, op } of operations()) {
      for (const [status, response] of Object.entries(op.responses) as [string, Json][]) {
        if (Number(status) < 400) continue;
        const schema = response.content['application/json'].schema;
        expect(schema.allOf[1].properties.error.enum.length, `${method} ${path} ${status}`).toBeGreaterThan(0);
      }
      expect(Object.keys(op.responses), `${method} ${path}`).toEqual(expect.arrayContaining(['500', '503']));
    }
    const image = doc.paths['/api/iddsi-classify-image'].post.responses;
    expect(image['400'].content['application/json'].schema.allOf[1].properties.error.enum).toEqual([
      'invalid_request',
      'missing_image',
      'invalid_image',
    ]);
    expect(Object.keys(doc.paths['/api/iddsi-classify-image/upload-url'].post.responses)).toEqual(
      expect.arrayContaining(['200', '201', '403']),
    );
    expect(doc.paths['/api/iddsi-classify-audio'].post.requestBody.content['multipart/form-data'].schema.required).toEqual(['audio']);
    expect(Object.keys(doc.paths['/api/articles/{id}'].get.responses['200'].content)).toEqual(['application/json', 'text/markdown']);
  });

  it("carries the spec's fixed values of the Q&A index", () => {
    const health = doc.paths['/api/clinical-qa'].get.responses['200'].content['application/json'].example;
    expect(health).toMatchObject({ index_size: 120, dimensions: 1536 });
  });

  it('has one operation per route', () => {
    expect(
      operations()
        .map((o) => o.op.operationId)
        .sort(),
    ).toEqual([...ROUTES, ...PARTNER_ROUTES].map((r) => r.id).sort());
  });
});
