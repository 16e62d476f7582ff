/** The Lambda authorizer and the functions' verdict and metering middlewares (the stage path). */
import path from 'node:path';
import middy from '@middy/core';
import type { APIGatewayRequestAuthorizerEventV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { cors, errorMapper } from '../../shared/http/middleware';
import type { ApiEvent, ApiResult, LambdaContext } from '../../shared/http/types';
import { createPartner } from '../../shared/partners/admin';
import { authorize, authorizerVerdict, cloudMetering } from '../../shared/partners/cloud';
import { partnerStore, resetPartnerGate } from '../../shared/partners/platform';
import { tempDir } from './helpers';

let key: string;
beforeAll(async () => {
  const dir = tempDir();
  setConfig({ PARTNERS_FILE: path.join(dir, 'partners.json'), USAGE_DIR: path.join(dir, 'usage'), PARTNER_CACHE_TTL_MS: '0' });
  resetPartnerGate();
  key = (await createPartner(partnerStore(), { partnerId: 'cloud-partner', plan: 'standard' })).apiKey;
});
afterAll(() => {
  setConfig();
  resetPartnerGate();
});

const authEvent = (headers: Record<string, string>) =>
  ({ routeKey: 'POST /api/iddsi-classify', headers, requestContext: { http: { sourceIp: '10.0.0.1', method: 'POST' } } }) as unknown as APIGatewayRequestAuthorizerEventV2;

function routeHandler(lines: string[]) {
  return middy<ApiEvent, ApiResult, Error, LambdaContext>(async () => ({ statusCode: 200, body: '{}' }))
    .use(cloudMetering((l) => lines.push(l)))
    .use(authorizerVerdict())
    .use(cors())
    .use(errorMapper('t', () => undefined));
}

const routeEvent = (lambda: Record<string, unknown>) =>
  ({
    routeKey: 'POST /api/iddsi-classify',
    headers: {},
    requestContext: { http: { method: 'POST' }, requestId: 'req-1', timeEpoch: Date.now(), authorizer: { lambda } },
  }) as unknown as ApiEvent;

describe('the stage authorizer', () => {
  it('lets anonymous calls through on the public plan and partners with their plan', async () => {
    expect(await authorize(authEvent({}))).toEqual({ isAuthorized: true, context: { plan: 'public' } });
    expect(await authorize(authEvent({ 'x-api-key': key }))).toMatchObject({ isAuthorized: true, context: { partner_id: 'cloud-partner', plan: 'standard', daily_limit: 10_000 } });
  });

  it('passes a bad key on as a refusal the function answers with 403, CORS and {error, message}', async () => {
    const verdict = await authorize(authEvent({ 'x-api-key': 'forged' }));
    expect(verdict.context).toMatchObject({ refusal_status: 403, refusal_code: 'invalid_api_key' });
    const lines: string[] = [];
    const res = await routeHandler(lines)(routeEvent(verdict.context), {} as LambdaContext);
    expect(res.statusCode).toBe(403);
    expect(JSON.parse(res.body!)).toMatchObject({ error: 'invalid_api_key' });
    expect(res.headers!['access-control-allow-origin']).toBe('*');
    expect(JSON.parse(lines[0]!)).toMatchObject({ type: 'usage', status: 403, billable: false, partner_id: null });
  });

  it('meters one billable usage line for a partner 2xx, never with a key or body', async () => {
    const lines: string[] = [];
    const verdict = await authorize(authEvent({ 'x-api-key': key }));
    await routeHandler(lines)(routeEvent(verdict.context), {} as LambdaContext);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ type: 'usage', partner_id: 'cloud-partner', plan: 'standard', route: 'POST /api/iddsi-classify', status: 200, billable: true, replay: false, request_id: 'req-1' });
    expect(lines[0]).not.toContain(key);
  });
});
