/**
 * The REST API's proxy event (payload 1.0) reaches every handler as the 2.0
 * event it was written for: the same request in either shape gets the same
 * answer, and a 2.0 event passes through untouched (the local server).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as classify } from '../../functions/iddsi-classify';
import { handler as imageHandler } from '../../functions/iddsi-classify-image';
import { handler as notFound } from '../../functions/not-found';
import { handler as usage } from '../../functions/usage';
import { isRestEvent, restRouteKey, toPayloadV2 } from '../../shared/http/rest-event';
import type { ApiEvent } from '../../shared/http/types';
import { callerOfEvent } from '../../shared/partners/context';
import { apiEvent, invoke, restEvent } from '../support/events';
import { encode, mincedImage } from '../image/fixtures';
import { imagePart, MULTIPART, multipartBody } from '../image/helpers';

/** The REST event typed as the handlers' parameter: API Gateway hands it to the same export. */
const asHandlerEvent = (e: ReturnType<typeof restEvent>) => e as unknown as ApiEvent;

describe('toPayloadV2', () => {
  it('lower-cases header names and joins repeated headers with commas, as payload 2.0 does', () => {
    const v2 = toPayloadV2(restEvent('GET', '/api/usage', { headers: { 'X-Api-Key': ['dk_one', 'dk_two'], Accept: 'application/json' } }));
    expect(v2.headers).toEqual({ 'x-api-key': 'dk_one,dk_two', accept: 'application/json' });
  });

  it('keeps method, path, route key, source IP, request id and time where 2.0 handlers read them', () => {
    const v2 = toPayloadV2(
      restEvent('GET', '/api/articles/{id}', { path: '/api/articles/flow-test-en', pathParameters: { id: 'flow-test-en' } }),
    );
    expect(v2.routeKey).toBe('GET /api/articles/{id}');
    expect(v2.rawPath).toBe('/api/articles/flow-test-en');
    expect(v2.pathParameters).toEqual({ id: 'flow-test-en' });
    expect(v2.requestContext.http).toMatchObject({
      method: 'GET',
      path: '/api/articles/flow-test-en',
      sourceIp: '203.0.113.9',
      userAgent: 'vitest-rest',
    });
    expect(v2.requestContext.requestId).toBe('rest-request');
    expect(v2.requestContext.timeEpoch).toBe(1_767_225_600_000);
  });

  it('joins repeated query parameters and rebuilds the raw query string', () => {
    const v2 = toPayloadV2(restEvent('GET', '/api/usage', { query: { month: ['2026-01', '2026-02'], x: ['a b'] } }));
    expect(v2.queryStringParameters).toEqual({ month: '2026-01,2026-02', x: 'a b' });
    expect(v2.rawQueryString).toBe('month=2026-01&month=2026-02&x=a%20b');
  });

  it('sends the catch-all proxy resource to $default, as the HTTP API did', () => {
    expect(restRouteKey('GET', '/{proxy+}')).toBe('$default');
    expect(restRouteKey('POST', '/api/iddsi-batch')).toBe('POST /api/iddsi-batch');
  });

  it('moves the flat authorizer context under authorizer.lambda and reads its string numbers', () => {
    const v2 = toPayloadV2(
      restEvent('GET', '/api/usage', {
        authorizer: { partner_id: 'care-app', plan: 'starter', daily_limit: '1000', monthly_limit: '20000' },
      }),
    );
    expect((v2.requestContext as unknown as { authorizer: unknown }).authorizer).toEqual({
      lambda: { partner_id: 'care-app', plan: 'starter', daily_limit: '1000', monthly_limit: '20000' },
    });
    expect(callerOfEvent(v2)).toMatchObject({ partnerId: 'care-app', dailyLimit: 1000, monthlyLimit: 20000 });
  });

  it('keeps a base64 binary body base64 and flagged', () => {
    const v2 = toPayloadV2(restEvent('POST', '/api/iddsi-classify-image', { body: Buffer.from([0xff, 0xd8, 0xff]) }));
    expect(v2.isBase64Encoded).toBe(true);
    expect(Buffer.from(v2.body!, 'base64')).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it("returns a 2.0 event unchanged (the local server's)", () => {
    const e = apiEvent('POST', '/api/iddsi-classify', '{}');
    expect(isRestEvent(e)).toBe(false);
    expect(toPayloadV2(e)).toBe(e);
  });
});

describe('handlers answer the REST event as they answer the 2.0 event', () => {
  let jpeg: Buffer;
  beforeAll(async () => {
    jpeg = await encode(mincedImage(160, 120), 'jpeg');
  });

  it('POST /api/iddsi-classify: the same verdict from either shape', async () => {
    const body = JSON.stringify({ text: 'minced beef in thick gravy, pieces about 4 mm, moist' });
    const v2 = await invoke(classify, apiEvent('POST', '/api/iddsi-classify', body));
    const v1 = await invoke(
      classify,
      asHandlerEvent(restEvent('POST', '/api/iddsi-classify', { body, headers: { 'Content-Type': 'application/json' } })),
    );
    expect(v1.status).toBe(200);
    expect(v1.json).toEqual(v2.json);
    expect(v1.headers['access-control-allow-origin']).toBe('*');
    expect(v1.headers['x-request-id']).toBe('rest-request');
  });

  it('a multipart photo arrives base64-encoded (binary media type) and is classified', async () => {
    const body = multipartBody([imagePart(jpeg)]);
    const res = await invoke(
      imageHandler,
      asHandlerEvent(restEvent('POST', '/api/iddsi-classify-image', { body, headers: { 'Content-Type': MULTIPART } })),
    );
    expect(res.status).toBe(200);
    expect(typeof res.json.iddsi_level).toBe('number');
  });

  it('an unknown path through the catch-all proxy is a JSON 404 with CORS', async () => {
    const res = await invoke(
      notFound,
      asHandlerEvent(restEvent('GET', '/{proxy+}', { path: '/api/nothing-here', pathParameters: { proxy: 'api/nothing-here' } })),
    );
    expect(res.status).toBe(404);
    expect(res.json.error).toBe('not_found');
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it("a CORS preflight on a route resource is answered with that route's methods", async () => {
    const res = await invoke(
      classify,
      asHandlerEvent(restEvent('OPTIONS', '/api/iddsi-classify', { headers: { Origin: 'https://app.example' } })),
    );
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-methods']).toBe('POST, OPTIONS');
  });

  it('GET /api/usage without a partner in the authorizer context is 401 api_key_required', async () => {
    const res = await invoke(usage, asHandlerEvent(restEvent('GET', '/api/usage', { authorizer: { plan: 'public' } })));
    expect(res.status).toBe(401);
    expect(res.json.error).toBe('api_key_required');
  });
});
