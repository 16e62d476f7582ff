/** Operator actions on partner records; a plain key exists only in what create and rotate return. */
import { hashApiKey, newApiKey } from './keys';
import type { PlanId } from './plans';
import type { PartnerRecord, PartnerStore } from './records';

export interface NewPartner {
  partnerId: string;
  plan: Exclude<PlanId, 'public'>;
  dailyQuota?: number;
  monthlyQuota?: number;
}

export class UnknownPartnerError extends Error {
  constructor(partnerId: string) {
    super(`no partner ${partnerId}`);
    this.name = 'UnknownPartnerError';
  }
}

export async function createPartner(
  store: PartnerStore,
  spec: NewPartner,
  now = new Date(),
): Promise<{ record: PartnerRecord; apiKey: string }> {
  const apiKey = newApiKey();
  const stamp = now.toISOString();
  const record: PartnerRecord = {
    partner_id: spec.partnerId,
    plan: spec.plan,
    key_hash: hashApiKey(apiKey),
    status: 'active',
    ...(spec.dailyQuota !== undefined ? { daily_quota: spec.dailyQuota } : {}),
    ...(spec.monthlyQuota !== undefined ? { monthly_quota: spec.monthlyQuota } : {}),
    created_at: stamp,
    updated_at: stamp,
  };
  await store.put(record, { create: true });
  return { record, apiKey };
}

async function existing(store: PartnerStore, partnerId: string): Promise<PartnerRecord> {
  const record = await store.get(partnerId);
  if (!record) throw new UnknownPartnerError(partnerId);
  return record;
}

/** A new key; the old one stops working (within the authorizer's cache time). A revoked partner is active again. */
export async function rotateKey(
  store: PartnerStore,
  partnerId: string,
  now = new Date(),
): Promise<{ record: PartnerRecord; apiKey: string }> {
  const old = await existing(store, partnerId);
  const apiKey = newApiKey();
  const record: PartnerRecord = { ...old, key_hash: hashApiKey(apiKey), status: 'active', updated_at: now.toISOString() };
  await store.put(record);
  return { record, apiKey };
}

export async function revokePartner(store: PartnerStore, partnerId: string, now = new Date()): Promise<PartnerRecord> {
  const record: PartnerRecord = { ...(await existing(store, partnerId)), status: 'revoked', updated_at: now.toISOString() };
  await store.put(record);
  return record;
}

export async function showPartner(store: PartnerStore, partnerId: string): Promise<PartnerRecord> {
  return existing(store, partnerId);
}

/** A record as shown to the operator: everything but the key hash. */
export function publicView(record: PartnerRecord): Omit<PartnerRecord, 'key_hash'> {
  const { key_hash: _hidden, ...rest } = record;
  return rest;
}
