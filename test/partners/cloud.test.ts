/** The REST API's Lambda authorizer and the functions' verdict and metering middlewares (the stage path). */
import path from 'node:path';
import middy from '@middy/core';
import type { APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { cors, errorMapper } from '../../shared/http/middleware';
import { toPayloadV2 } from '../../shared/http/rest-event';
import type { ApiEvent, ApiResult, LambdaContext } from '../../shared/http/types';
import { createPartner } from '../../shared/partners/admin';
import { authorize, authorizerVerdict, cloudMetering } from '../../shared/partners/cloud';
import { usagePlanKeyValue } from '../../shared/partners/keys';
import { partnerStore, resetPartnerGate } from '../../shared/partners/platform';
import { restEvent } from '../support/events';
import { tempDir } from './helpers';

const PUBLIC_KEY = 'public-plan-key-of-the-test-stage';
const METHOD_ARN = 'arn:aws:execute-api:eu-west-1:123456789012:abc/v1/POST/api/iddsi-classify';
let key: string;
let spent: string;
beforeAll(async () => {
  const dir = tempDir();
  setConfig({
    PARTNERS_FILE: path.join(dir, 'partners.json'),
    USAGE_DIR: path.join(dir, 'usage'),
    PARTNER_CACHE_TTL_MS: '0',
    PUBLIC_USAGE_KEY: PUBLIC_KEY,
  });
  resetPartnerGate();
  key = (await createPartner(partnerStore(), { partnerId: 'cloud-partner', plan: 'standard' })).apiKey;
  spent = (await createPartner(partnerStore(), { partnerId: 'spent-partner', plan: 'starter', dailyQuota: 0 })).apiKey;
});
afterAll(() => {
  setConfig();
  resetPartnerGate();
});

/** A REQUEST authorizer event as the REST API sends it: headers in the caller's case. */
const authEvent = (multiValueHeaders: Record<string, string[]>, query: Record<string, string> | null = null) =>
  ({
    type: 'REQUEST',
    methodArn: METHOD_ARN,
    resource: '/api/iddsi-classify',
    path: '/api/iddsi-classify',
    httpMethod: 'POST',
    headers: Object.fromEntries(Object.entries(multiValueHeaders).map(([k, v]) => [k, v[v.length - 1]])),
    multiValueHeaders,
    queryStringParameters: query,
    requestContext: { identity: { sourceIp: '203.0.113.7' } },
  }) as unknown as APIGatewayRequestAuthorizerEvent;

function routeHandler(lines: string[]) {
  return middy<ApiEvent, ApiResult, Error, LambdaContext>(async () => ({ statusCode: 200, body: '{}' }))
    .use({
      before: (r) => {
        r.event = toPayloadV2(r.event);
      },
    })
    .use(cloudMetering((l) => lines.push(l)))
    .use(authorizerVerdict())
    .use(cors())
    .use(errorMapper('t', () => undefined));
}

/** The function's event after the authorizer: REST passes its context flat and as strings. */
const routeEvent = (context: Record<string, unknown> | null | undefined) =>
  restEvent('POST', '/api/iddsi-classify', {
    body: '{}',
    authorizer: Object.fromEntries(Object.entries(context ?? {}).map(([k, v]) => [k, String(v)])),
  }) as unknown as ApiEvent;

const effect = (r: Awaited<ReturnType<typeof authorize>>) => r.policyDocument.Statement[0] as { Effect: string; Resource: string };

describe('the stage authorizer (REST API, apiKeySource AUTHORIZER)', () => {
  it('lets anonymous calls through on the public usage plan key', async () => {
    const r = await authorize(authEvent({}));
    expect(effect(r)).toMatchObject({ Effect: 'Allow', Resource: METHOD_ARN });
    expect(r.usageIdentifierKey).toBe(PUBLIC_KEY);
    expect(r.context).toEqual({ plan: 'public' });
  });

  it("names a partner's own usage plan key, derived from (never equal to) its key, whatever the header case", async () => {
    const r = await authorize(authEvent({ 'X-API-Key': [key] }));
    expect(effect(r).Effect).toBe('Allow');
    expect(r.usageIdentifierKey).toBe(usagePlanKeyValue(key));
    expect(r.usageIdentifierKey).not.toContain(key);
    expect(r.context).toMatchObject({ partner_id: 'cloud-partner', plan: 'standard', daily_limit: 10_000 });
  });

  it.each([
    ['a forged key', { 'x-api-key': ['forged'] }],
    ['an empty key', { 'x-api-key': [''] }],
    ['a key sent twice', { 'x-api-key': ['dk_a', 'dk_b'] }],
    ['the same valid key repeated', { 'x-api-key': ['k', 'k'] }],
  ])('denies %s (the gateway answers 403 invalid_api_key), naming no usage plan key', async (_name, headers) => {
    const repeated = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, v.map((x) => (x === 'k' ? key : x))]));
    const r = await authorize(authEvent(repeated));
    expect(effect(r).Effect).toBe('Deny');
    expect(r.usageIdentifierKey).toBeUndefined();
  });

  it('ignores a key in the query string: the call is anonymous', async () => {
    const r = await authorize(authEvent({}, { 'x-api-key': key, api_key: key }));
    expect(r.usageIdentifierKey).toBe(PUBLIC_KEY);
    expect(JSON.stringify(r)).not.toContain(key);
  });

  it('a used-up billable quota is allowed with a refusal the function answers 429 quota_exceeded with Retry-After and CORS', async () => {
    const r = await authorize(authEvent({ 'x-api-key': [spent] }));
    expect(effect(r).Effect).toBe('Allow');
    expect(r.context).toMatchObject({ refusal_status: 429, refusal_code: 'quota_exceeded' });
    const lines: string[] = [];
    const res = await routeHandler(lines)(routeEvent(r.context), {} as LambdaContext);
    expect(res.statusCode).toBe(429);
    expect(JSON.parse(res.body!)).toMatchObject({ error: 'quota_exceeded' });
    expect(Number(res.headers!['retry-after'])).toBeGreaterThan(0);
    expect(res.headers!['access-control-allow-origin']).toBe('*');
    expect(JSON.parse(lines[0]!)).toMatchObject({ type: 'usage', status: 429, billable: false });
  });

  it('meters one billable usage line for a partner 2xx, never with a key or body', async () => {
    const lines: string[] = [];
    const r = await authorize(authEvent({ 'x-api-key': [key] }));
    await routeHandler(lines)(routeEvent(r.context), {} as LambdaContext);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      type: 'usage',
      partner_id: 'cloud-partner',
      plan: 'standard',
      route: 'POST /api/iddsi-classify',
      status: 200,
      billable: true,
      replay: false,
      request_id: 'rest-request',
    });
    expect(lines[0]).not.toContain(key);
  });
});
