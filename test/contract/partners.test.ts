/**
 * The partner platform's answers (issue 16) against the served OpenAPI
 * document: GET /api/usage and each of its refusals, an idempotent replay,
 * a reused key, a rate limit and a used-up quota, through the local server
 * with a temporary partner store. Every answer must match the document,
 * headers included.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type * as z from 'zod';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { UsageReport as ServedUsageReport } from '../../shared/partners/report';
import type { UsageReport } from '../../shared/api/schemas';
import { setConfig } from '../../shared/config';
import { resetPartnerGate } from '../../shared/partners/platform';
import { runPartnersCli } from '../../scripts/partners';
import { recordAnswers, type AnswerLog } from '../support/answers';
import { responseChecker } from '../support/openapi-validator';
import { startTestServer, type TestServer } from '../support/server';
import type { Json } from '../support/json';

let server: TestServer;
let log: AnswerLog;
let dir: string;

async function createPartner(id: string, ...args: string[]): Promise<string> {
  const out: string[] = [];
  const code = await runPartnersCli(['create', id, '--json', ...args], { out: (l) => out.push(l), err: () => undefined });
  expect(code).toBe(0);
  return JSON.parse(out[0]!).api_key as string;
}

function call(
  pathname: string,
  headers: Record<string, string>,
  body?: unknown,
  method = body === undefined ? 'GET' : 'POST',
): Promise<Response> {
  return fetch(server.url + pathname, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'partners-contract-'));
  setConfig({ PARTNERS_FILE: path.join(dir, 'partners.json'), USAGE_DIR: path.join(dir, 'usage'), PARTNER_CACHE_TTL_MS: '0' });
  resetPartnerGate();
  server = await startTestServer();
  log = recordAnswers(() => server.url);
});
afterAll(async () => {
  log.stop();
  await server.close();
  setConfig();
  resetPartnerGate();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the usage answer', () => {
  it('has the type the documented schema describes', () => {
    expectTypeOf<ServedUsageReport>().toEqualTypeOf<z.output<typeof UsageReport>>();
  });

  it('answers 200 with a key, and 401, 403 and 400 as documented', async () => {
    const key = await createPartner('contract-care', '--plan', 'standard');
    expect((await call('/api/iddsi-classify', { 'x-api-key': key }, { text: 'thin tea' })).status).toBe(200);
    const usage = await call('/api/usage', { 'x-api-key': key });
    expect(usage.status).toBe(200);
    expect(await usage.json()).toMatchObject({
      partner_id: 'contract-care',
      billable_calls: 1,
      by_route: { 'POST /api/iddsi-classify': 1 },
    });
    expect((await call('/api/usage', {})).status).toBe(401);
    expect((await call('/api/usage', { 'x-api-key': 'not-a-key' })).status).toBe(403);
    expect((await call('/api/usage?month=1999-01', { 'x-api-key': key })).status).toBe(400);
    expect((await call('/api/usage?month=2026-13', { 'x-api-key': key })).status).toBe(400);
  });
});

describe('retries and limits', () => {
  it('replays a POST with the same Idempotency-Key and body, and refuses the key with another body', async () => {
    const headers = { 'idempotency-key': `contract-${Date.now()}` };
    const first = await call('/api/voice-aspiration-screen', headers, { symptoms: 'coughs after drinking water' });
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await call('/api/voice-aspiration-screen', headers, { symptoms: 'coughs after drinking water' });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    const reused = await call('/api/voice-aspiration-screen', headers, { symptoms: 'wet voice after meals' });
    expect(reused.status).toBe(422);
    expect((await call('/api/iddsi-classify-audio', { 'idempotency-key': 'k'.repeat(256) }, undefined, 'POST')).status).toBe(400);
  });

  it('answers 429 quota_exceeded with Retry-After once a daily quota is used up', async () => {
    const key = await createPartner('tiny-care', '--plan', 'starter', '--daily-quota', '1');
    expect((await call('/api/iddsi-classify', { 'x-api-key': key }, { text: 'thin tea' })).status).toBe(200);
    const refused = await call('/api/iddsi-classify', { 'x-api-key': key }, { text: 'thin tea' });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: 'quota_exceeded' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('answers 429 rate_limited with Retry-After past the plan burst', async () => {
    const key = await createPartner('busy-care', '--plan', 'starter');
    const answers = await Promise.all(Array.from({ length: 25 }, () => call('/api/clinical-qa', { 'x-api-key': key })));
    const limited = answers.filter((a) => a.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(answers.every((a) => a.status === 200 || a.status === 429)).toBe(true);
    expect(Number(limited[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('every answer the tests above received', () => {
  it('matches the served OpenAPI document, and carries each header it documents as required', async () => {
    const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as Json;
    const check = responseChecker(doc);
    const statuses = new Set(log.answers.map((a) => `${a.method} ${a.path.split('?')[0]} ${a.status}`));
    for (const expected of [
      'GET /api/usage 200',
      'GET /api/usage 401',
      'GET /api/usage 403',
      'GET /api/usage 400',
      'POST /api/voice-aspiration-screen 422',
      'POST /api/iddsi-classify 429',
      'GET /api/clinical-qa 429',
    ]) {
      expect(statuses, expected).toContain(expected);
    }
    expect(log.answers.flatMap(check)).toEqual([]);
  });
});
