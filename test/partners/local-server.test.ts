/**
 * `npm start` with partners: anonymous calls keep working on the public
 * plan; keys are attributed, limited and metered; bad keys get 403; the
 * CLI's changes reach the running server without a restart.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { resetPartnerGate } from '../../shared/partners/platform';
import { monthOf, type UsageRecord } from '../../shared/partners/usage';
import { runPartnersCli } from '../../scripts/partners';
import { startTestServer, type TestServer } from '../support/server';
import { tempDir } from './helpers';

let server: TestServer;
let usageDir: string;

async function createPartner(id: string, ...args: string[]): Promise<string> {
  const out: string[] = [];
  const code = await runPartnersCli(['create', id, '--json', ...args], { out: (l) => out.push(l), err: () => undefined });
  expect(code).toBe(0);
  return JSON.parse(out[0]!).api_key as string;
}

async function call(pathname: string, init: { key?: string | null; body?: unknown; headers?: Record<string, string> } = {}) {
  const headers = new Headers(init.headers);
  if (init.key !== undefined && init.key !== null) headers.set('x-api-key', init.key);
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  const res = await fetch(server.url + pathname, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers,
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: text.startsWith('{') ? JSON.parse(text) : undefined, text };
}

const classify = { text: 'thin tea' };

function records(): UsageRecord[] {
  const file = path.join(usageDir, `usage-${monthOf(new Date())}.jsonl`);
  return fs.existsSync(file)
    ? fs
        .readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l))
    : [];
}

beforeAll(async () => {
  const dir = tempDir();
  usageDir = path.join(dir, 'usage');
  setConfig({ PARTNERS_FILE: path.join(dir, 'partners.json'), USAGE_DIR: usageDir, PARTNER_CACHE_TTL_MS: '0' });
  resetPartnerGate();
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
  setConfig();
  resetPartnerGate();
});

describe('partners on the local server', () => {
  it('anonymous calls work as specified, on the public plan, never billed', async () => {
    const res = await call('/api/iddsi-classify', { body: classify });
    expect(res.status).toBe(200);
    expect(res.json.iddsi_level).toBeDefined();
    expect((await call('/api/usage')).json).toMatchObject({ error: 'api_key_required' });
  });

  it('a keyed call is attributed and billed; GET /api/usage counts it by route', async () => {
    const key = await createPartner('acme-care', '--plan', 'standard');
    expect((await call('/api/iddsi-classify', { key, body: classify })).status).toBe(200);
    expect((await call('/api/voice-aspiration-screen', { key, body: { symptoms: 'coughs after drinking water' } })).status).toBe(200);
    expect((await call('/api/iddsi-classify', { key, body: { text: '' } })).status).toBe(400);
    expect((await call('/api/openapi.json', { key })).status).toBe(200);
    const usage = await call('/api/usage', { key });
    expect(usage.status).toBe(200);
    expect(usage.json).toMatchObject({
      partner_id: 'acme-care',
      plan: 'standard',
      billable_calls: 2,
      by_route: { 'POST /api/iddsi-classify': 1, 'POST /api/voice-aspiration-screen': 1 },
      quota: { daily_limit: 10_000, used_today: 2, remaining_today: 9_998, monthly_limit: 250_000, used_this_month: 2 },
    });
    expect(usage.headers.get('access-control-allow-origin')).toBe('*');
    const start = new Date(usage.json.period.start);
    expect(start.getUTCDate()).toBe(1);
    expect(new Date(usage.json.period.end).getUTCMonth()).toBe((start.getUTCMonth() + 1) % 12);
  });

  it('GET /api/usage?month= takes YYYY-MM within range, else 400', async () => {
    const key = await createPartner('month-check', '--plan', 'starter');
    expect((await call('/api/usage?month=2026-01', { key })).json.billable_calls).toBe(0);
    for (const month of ['2026-13', '26-01', '2025-12', '2999-01', '', '2026-01%2C2026-02']) {
      const res = await call(`/api/usage?month=${month}`, { key });
      expect(res.status, month).toBe(400);
      expect(res.json.error).toBe('invalid_request');
    }
  });

  it('unknown, malformed, empty and repeated keys: 403 invalid_api_key with CORS', async () => {
    const key = await createPartner('repeat-check', '--plan', 'starter');
    const bad = [`dk_${'A'.repeat(43)}`, 'nope', ' ', `dk_${'é'.repeat(43)}`, 'x'.repeat(5000), `${key}, ${key}`];
    for (const value of bad) {
      const res = await call('/api/iddsi-classify', { key: value, body: classify });
      expect(res.status, value.slice(0, 20)).toBe(403);
      expect(res.json).toMatchObject({ error: 'invalid_api_key' });
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
    }
  });

  it('a key in the query string is ignored and never logged', async () => {
    const key = await createPartner('query-check', '--plan', 'starter');
    const before = records().filter((r) => r.partner_id === 'query-check').length;
    const res = await call(`/api/iddsi-classify?x-api-key=${key}&api_key=${key}`, { body: classify });
    expect(res.status).toBe(200);
    expect(records().filter((r) => r.partner_id === 'query-check').length).toBe(before);
    expect(server.lines.join('\n')).not.toContain(key);
  });

  it('rotate and revoke reach the running server without a restart', async () => {
    const first = await createPartner('rotating', '--plan', 'starter');
    expect((await call('/api/iddsi-classify', { key: first, body: classify })).status).toBe(200);
    const out: string[] = [];
    await runPartnersCli(['rotate', 'rotating', '--json'], { out: (l) => out.push(l), err: () => undefined });
    const second = JSON.parse(out[0]!).api_key as string;
    expect((await call('/api/iddsi-classify', { key: first, body: classify })).status).toBe(403);
    expect((await call('/api/iddsi-classify', { key: second, body: classify })).status).toBe(200);
    await runPartnersCli(['revoke', 'rotating'], { out: () => undefined, err: () => undefined });
    expect((await call('/api/iddsi-classify', { key: second, body: classify })).json.error).toBe('invalid_api_key');
  });

  it('over the daily quota: 429 quota_exceeded with Retry-After; free routes still answer', async () => {
    const key = await createPartner('tiny-quota', '--plan', 'starter', '--daily-quota', '2');
    expect((await call('/api/iddsi-classify', { key, body: classify })).status).toBe(200);
    expect((await call('/api/iddsi-classify', { key, body: classify })).status).toBe(200);
    const refused = await call('/api/iddsi-classify', { key, body: classify });
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ error: 'quota_exceeded' });
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(86_400);
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
    expect((await call('/api/openapi.json', { key })).status).toBe(200);
    expect((await call('/api/usage', { key })).json.quota).toMatchObject({ daily_limit: 2, used_today: 2, remaining_today: 0 });
  });

  it('one usage record per call, with no key or body in it; billable = keyed 2xx POST', async () => {
    const key = await createPartner('records', '--plan', 'enterprise');
    await call('/api/iddsi-classify', { key, body: classify });
    await call('/api/iddsi-batch', { key, body: { prescribed_level: 'x', meal: [] } });
    const usage = await call('/api/usage', { key }); // flushes the ledger
    expect(usage.status).toBe(200);
    const mine = records().filter((r) => r.partner_id === 'records');
    expect(mine.map((r) => [r.route, r.status, r.billable, r.replay])).toEqual([
      ['POST /api/iddsi-classify', 200, true, false],
      ['POST /api/iddsi-batch', 400, false, false],
    ]);
    for (const r of mine) {
      expect(Object.keys(r).sort()).toEqual([
        'billable',
        'latency_ms',
        'partner_id',
        'plan',
        'replay',
        'request_id',
        'route',
        'status',
        'time',
      ]);
      expect(r.plan).toBe('enterprise');
    }
    const text = fs.readFileSync(path.join(usageDir, `usage-${monthOf(new Date())}.jsonl`), 'utf8');
    expect(text).not.toContain(key);
    expect(text).not.toContain('thin tea');
  });
});
