/** A partner as stored: its key only as a hash. */
import * as z from 'zod';
import { PARTNER_PLAN_IDS, type PlanId } from './plans';

export const PARTNER_ID = /^[a-z0-9][a-z0-9-]{1,62}$/;

export const PartnerRecordSchema = z.object({
  partner_id: z.string().regex(PARTNER_ID),
  plan: z.enum(PARTNER_PLAN_IDS as [PlanId, ...PlanId[]]),
  key_hash: z.string().regex(/^[0-9a-f]{64}$/),
  status: z.enum(['active', 'revoked']),
  /** Overrides of the plan's quotas (billable calls a day / a month). */
  daily_quota: z.number().int().min(0).optional(),
  monthly_quota: z.number().int().min(0).optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PartnerRecord = z.infer<typeof PartnerRecordSchema>;

/** Where partner records live: a local file (npm start) or DynamoDB (a stage). */
export interface PartnerStore {
  /** The partner holding this key hash (revoked ones included), or undefined. */
  findByKeyHash(keyHash: string): Promise<PartnerRecord | undefined>;
  get(partnerId: string): Promise<PartnerRecord | undefined>;
  list(): Promise<PartnerRecord[]>;
  /** Insert or replace a record; `create` refuses an existing id. */
  put(record: PartnerRecord, options?: { create?: boolean }): Promise<void>;
}

export class PartnerExistsError extends Error {
  constructor(partnerId: string) {
    super(`partner ${partnerId} already exists`);
    this.name = 'PartnerExistsError';
  }
}
