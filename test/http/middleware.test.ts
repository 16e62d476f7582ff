import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { serviceUnavailable } from '../../shared/errors';
import { eventRoute, jsonRoute } from '../../shared/http/route';
import type { LambdaContext } from '../../shared/http/types';
import { apiEvent, invoke, testContext } from '../support/events';

const Echo = z.object({ name: z.string().min(2) });
const echo = jsonRoute('iddsi-classify', Echo, (body) => ({ body: { hello: body.name } }));

describe('the shared HTTP stack', () => {
  it('passes a validated body to the domain function and answers JSON with CORS', async () => {
    const res = await invoke(echo, apiEvent('POST', '/x', JSON.stringify({ name: 'Ada' })));
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ hello: 'Ada' });
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });

  it('decodes a base64 body as API Gateway sends binary content', async () => {
    const res = await invoke(echo, apiEvent('POST', '/x', Buffer.from(JSON.stringify({ name: 'Ada' }))));
    expect(res.json).toEqual({ hello: 'Ada' });
  });

  it.each([
    ['malformed JSON', '{"name":', 'request body is not valid JSON'],
    ['a JSON array', '[1,2]', 'request body must be a JSON object'],
    ['a JSON string', '"hi"', 'request body must be a JSON object'],
    ['null', 'null', 'request body must be a JSON object'],
    ['an empty body', '', 'request body is required: send a JSON object'],
  ])('answers 400 invalid_request with CORS for %s', async (_name, body, message) => {
    const res = await invoke(echo, apiEvent('POST', '/x', body));
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: 'invalid_request', message });
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers a missing body (no body key at all) with 400', async () => {
    const res = await invoke(echo, apiEvent('POST', '/x'));
    expect(res.status).toBe(400);
  });

  it('maps a domain error to its status and code', async () => {
    const h = eventRoute('clinical-qa', () => {
      throw serviceUnavailable('index not loaded');
    });
    const res = await invoke(h, apiEvent('GET', '/x'));
    expect(res.status).toBe(503);
    expect(res.json).toEqual({ error: 'service_unavailable', message: 'index not loaded' });
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('turns an unexpected error into a 500 that leaks no stack trace or input', async () => {
    // The error is a Powertools JSON line on stderr.
    const log = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const h = eventRoute('clinical-qa', () => {
      throw new TypeError('secret detail from /srv/app.ts:12');
    });
    const res = await invoke(h, apiEvent('POST', '/x', JSON.stringify({ symptoms: 'private health data' })));
    expect(res.status).toBe(500);
    expect(res.json.error).toBe('internal_error');
    expect(JSON.stringify(res.json)).not.toMatch(/secret|srv|TypeError/);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const logged = log.mock.calls.map((c) => String(c[0])).join(' ');
    expect(logged).not.toContain('private health data');
    expect(logged).not.toContain('secret detail');
    expect(logged).toContain('TypeError');
    log.mockRestore();
  });

  it('answers 503 with CORS, not a bare gateway error, when the function is about to time out', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const slow = eventRoute('clinical-qa', () => new Promise((resolve) => setTimeout(() => resolve({ body: { late: true } }), 200)));
    // 50 ms left: middy gives up 5 ms before Lambda would.
    const context = { ...testContext, getRemainingTimeInMillis: () => 50 } as LambdaContext;
    const result = await slow(apiEvent('GET', '/x'), context);
    expect(result.statusCode).toBe(503);
    expect(JSON.parse(result.body!)).toEqual({
      error: 'service_unavailable',
      message: 'the service could not finish this request in time; try again',
    });
    expect(result.headers?.['access-control-allow-origin']).toBe('*');
    log.mockRestore();
  });

  it("answers OPTIONS preflight with the function's methods and headers", async () => {
    const res = await invoke(echo, apiEvent('OPTIONS', '/api/iddsi-classify'));
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-methods']).toBe('POST, OPTIONS');
    expect(res.headers['access-control-allow-headers']).toMatch(/Content-Type/);
  });
});
