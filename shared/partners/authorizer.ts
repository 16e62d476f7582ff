/**
 * The one authorizer: who is calling, on which plan. The local server and
 * the cloud's Lambda authorizer both call `identify`. No key: the public
 * plan. A key that is malformed, unknown or revoked: 403 invalid_api_key.
 * Lookups go through a short cache (hits and misses), so a warm call costs
 * one SHA-256 and a map lookup; a key in the query string is never read.
 */
import { invalidApiKey } from './errors';
import { hashApiKey, isWellFormedKey } from './keys';
import { PLANS, type Plan } from './plans';
import type { PartnerRecord, PartnerStore } from './records';
import type { ServiceError } from '../errors';

export interface Caller {
  /** null: anonymous (public plan). */
  partnerId: string | null;
  plan: Plan;
  dailyLimit: number | null;
  monthlyLimit: number | null;
}

export const ANONYMOUS: Caller = { partnerId: null, plan: PLANS.public, dailyLimit: null, monthlyLimit: null };

export type Identity = { ok: true; caller: Caller } | { ok: false; error: ServiceError };

const MAX_CACHED = 10_000;

export function callerOf(record: PartnerRecord): Caller {
  const plan = PLANS[record.plan];
  return {
    partnerId: record.partner_id,
    plan,
    dailyLimit: record.daily_quota ?? plan.dailyQuota,
    monthlyLimit: record.monthly_quota ?? plan.monthlyQuota,
  };
}

/** The x-api-key header as sent (undefined when absent); header names are lower case in both event shapes. */
export function apiKeyHeader(headers: Readonly<Record<string, string | string[] | undefined>> | undefined): string | string[] | undefined {
  return headers?.['x-api-key'];
}

export class Authorizer {
  private readonly cache = new Map<string, { record: PartnerRecord | undefined; until: number }>();

  constructor(
    private readonly store: PartnerStore,
    private readonly cacheTtlMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  async identify(key: string | string[] | undefined): Promise<Identity> {
    if (key === undefined) return { ok: true, caller: ANONYMOUS };
    // Repeated headers (an array, or Node's comma-joined value), empty or odd values: not a key we issued.
    if (typeof key !== 'string' || !isWellFormedKey(key)) return { ok: false, error: invalidApiKey() };
    const record = await this.lookup(hashApiKey(key));
    if (record?.status !== 'active') return { ok: false, error: invalidApiKey() };
    return { ok: true, caller: callerOf(record) };
  }

  private async lookup(hash: string): Promise<PartnerRecord | undefined> {
    const now = this.now();
    const hit = this.cache.get(hash);
    if (hit && hit.until > now) return hit.record;
    const record = await this.store.findByKeyHash(hash);
    if (this.cache.size >= MAX_CACHED) this.cache.clear();
    this.cache.set(hash, { record, until: now + this.cacheTtlMs });
    return record;
  }
}
