/** The authorizer module: plans as data, cached lookups, rate limits, billability. */
import { describe, expect, it } from 'vitest';
import { ANONYMOUS, Authorizer } from '../../shared/partners/authorizer';
import { PartnerGate } from '../../shared/partners/gate';
import { hashApiKey, newApiKey } from '../../shared/partners/keys';
import { BILLABLE_ROUTE_IDS, isBillable, PLAN_IDS, PLANS } from '../../shared/partners/plans';
import { RateLimiter } from '../../shared/partners/rate-limit';
import type { PartnerRecord, PartnerStore } from '../../shared/partners/records';
import type { UsageRecord, UsageStore } from '../../shared/partners/usage';
import { ROUTES } from '../../shared/routes';

function record(partnerId: string, key: string, extra: Partial<PartnerRecord> = {}): PartnerRecord {
  const t = new Date().toISOString();
  return { partner_id: partnerId, plan: 'starter', key_hash: hashApiKey(key), status: 'active', created_at: t, updated_at: t, ...extra };
}

class CountingStore implements PartnerStore {
  lookups = 0;
  constructor(private readonly records: PartnerRecord[]) {}
  async findByKeyHash(hash: string) {
    this.lookups++;
    return this.records.find((r) => r.key_hash === hash);
  }
  async get(id: string) {
    return this.records.find((r) => r.partner_id === id);
  }
  async list() {
    return this.records;
  }
  async put() {}
}

class MemoryUsage implements UsageStore {
  records: UsageRecord[] = [];
  record(r: UsageRecord) {
    this.records.push(r);
  }
  async counts(partnerId: string) {
    const n = this.records.filter((r) => r.partner_id === partnerId && r.billable).length;
    return { usedToday: n, usedThisMonth: n };
  }
  async summary() {
    return { billable_calls: 0, by_route: {} };
  }
}

describe('plans', () => {
  it('has public, starter, standard and enterprise with limits and quotas', () => {
    expect(PLAN_IDS).toEqual(['public', 'starter', 'standard', 'enterprise']);
    for (const id of PLAN_IDS) {
      expect(PLANS[id].burstLimit).toBeGreaterThanOrEqual(PLANS[id].rateLimit);
    }
    expect(PLANS.public.billableRoutes).toEqual([]);
  });

  it('bills 2xx answers from the POST routes only', () => {
    for (const id of BILLABLE_ROUTE_IDS) expect(ROUTES.find((r) => r.id === id)?.method).toBe('POST');
    expect(isBillable(PLANS.standard, 'iddsi-batch', 200)).toBe(true);
    expect(isBillable(PLANS.standard, 'iddsi-batch', 400)).toBe(false);
    expect(isBillable(PLANS.standard, 'clinical-qa-health', 200)).toBe(false);
    expect(isBillable(PLANS.standard, 'iddsi-classify-image-upload-url', 200)).toBe(false);
    expect(isBillable(PLANS.standard, undefined, 200)).toBe(false);
  });
});

describe('the authorizer', () => {
  it('no key: the public plan; unknown, revoked or malformed: invalid_api_key', async () => {
    const good = newApiKey();
    const revoked = newApiKey();
    const auth = new Authorizer(new CountingStore([record('good', good), record('gone', revoked, { status: 'revoked' })]), 1000);
    expect(await auth.identify(undefined)).toEqual({ ok: true, caller: ANONYMOUS });
    expect(await auth.identify(good)).toMatchObject({ ok: true, caller: { partnerId: 'good', plan: { id: 'starter' }, dailyLimit: 1000 } });
    for (const bad of [revoked, newApiKey(), '', 'dk_', [good, good], good.toUpperCase()]) {
      const id = await auth.identify(bad);
      expect(id.ok).toBe(false);
      if (!id.ok) expect([id.error.status, id.error.code]).toEqual([403, 'invalid_api_key']);
    }
  });

  it('caches lookups, hits and misses, for the TTL', async () => {
    let now = 0;
    const key = newApiKey();
    const store = new CountingStore([record('cached', key)]);
    const auth = new Authorizer(store, 1000, () => now);
    const stranger = newApiKey();
    for (let i = 0; i < 50; i++) {
      await auth.identify(key);
      await auth.identify(stranger);
    }
    expect(store.lookups).toBe(2);
    now = 1500;
    await auth.identify(key);
    expect(store.lookups).toBe(3);
  });

  it('never looks up a value that is not shaped like a key', async () => {
    const store = new CountingStore([]);
    const auth = new Authorizer(store, 0);
    for (const v of ['x'.repeat(100_000), '\u0000', 'dk_../../etc', '']) await auth.identify(v);
    expect(store.lookups).toBe(0);
  });
});

describe('the gate', () => {
  it('over the rate: 429 rate_limited with Retry-After and CORS, per partner', async () => {
    let now = 0;
    const a = newApiKey();
    const b = newApiKey();
    const store = new CountingStore([record('a', a), record('b', b)]);
    const gate = new PartnerGate(new Authorizer(store, 1000, () => now), new RateLimiter(() => now), new MemoryUsage(), {
      limitAnonymous: false,
      enforceRates: true,
    });
    const burst = PLANS.starter.burstLimit;
    for (let i = 0; i < burst; i++) expect((await gate.admit(a, 'articles', '1.1.1.1')).ok).toBe(true);
    const refused = await gate.admit(a, 'articles', '1.1.1.1');
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.result.statusCode).toBe(429);
      expect(JSON.parse(refused.result.body!)).toMatchObject({ error: 'rate_limited' });
      expect(Number(refused.result.headers!['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(refused.result.headers!['access-control-allow-origin']).toBe('*');
    }
    expect((await gate.admit(b, 'articles', '1.1.1.1')).ok).toBe(true);
    now += 1000;
    expect((await gate.admit(a, 'articles', '1.1.1.1')).ok).toBe(true);
    // Anonymous callers are not limited locally unless asked (every local client is one IP).
    for (let i = 0; i < 100; i++) expect((await gate.admit(undefined, 'articles', '1.1.1.1')).ok).toBe(true);
  });

  it('limits anonymous callers per source IP when asked', async () => {
    const gate = new PartnerGate(new Authorizer(new CountingStore([]), 0, () => 0), new RateLimiter(() => 0), new MemoryUsage(), {
      limitAnonymous: true,
      enforceRates: true,
    });
    for (let i = 0; i < PLANS.public.burstLimit; i++) expect((await gate.admit(undefined, 'articles', '9.9.9.9')).ok).toBe(true);
    expect((await gate.admit(undefined, 'articles', '9.9.9.9')).ok).toBe(false);
    expect((await gate.admit(undefined, 'articles', '8.8.8.8')).ok).toBe(true);
  });

  it('meters replays and errors as not billable', async () => {
    const key = newApiKey();
    const usage = new MemoryUsage();
    const gate = new PartnerGate(new Authorizer(new CountingStore([record('m', key)]), 1000), new RateLimiter(), usage, {
      limitAnonymous: false,
      enforceRates: true,
    });
    const admitted = await gate.admit(key, 'iddsi-classify', '1.1.1.1');
    if (!admitted.ok) throw new Error('refused');
    const facts = { routeId: 'iddsi-classify', routeKey: 'POST /api/iddsi-classify', requestId: 'r1' };
    gate.meter(admitted.admission, { ...facts, status: 200, replay: false });
    gate.meter(admitted.admission, { ...facts, status: 200, replay: true });
    gate.meter(admitted.admission, { ...facts, status: 422, replay: false });
    expect(usage.records.map((r) => r.billable)).toEqual([true, false, false]);
  });
});
