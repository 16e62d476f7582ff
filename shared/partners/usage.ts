/**
 * Metering: one usage record per call, the unit of billing. Billable = a 2xx
 * answer from a billable route of the caller's plan that is not an
 * idempotent replay. Records never hold a key, a body or a query string.
 */
export interface UsageRecord {
  /** ISO 8601 UTC time the call arrived. */
  time: string;
  /** null for anonymous callers (public plan). */
  partner_id: string | null;
  plan: string;
  /** "METHOD /path" of the route table, or "$default" for unrouted calls. */
  route: string;
  status: number;
  latency_ms: number;
  request_id: string;
  replay: boolean;
  billable: boolean;
}

export interface UsageSummary {
  billable_calls: number;
  by_route: Record<string, number>;
}

export interface QuotaCounts {
  usedToday: number;
  usedThisMonth: number;
}

/** Where usage records go and what they add up to (a local ledger, or DynamoDB counters in a stage). */
export interface UsageStore {
  /** Adds a record (a stage awaits the counter writes before the function returns). */
  record(record: UsageRecord): void | Promise<void>;
  /** Billable calls of a partner so far today and this month (UTC): for quotas. */
  counts(partnerId: string, now: Date): Promise<QuotaCounts>;
  /** A partner's billable calls in a month ("YYYY-MM"), by route. */
  summary(partnerId: string, month: string): Promise<UsageSummary>;
}

export const monthOf = (date: Date): string => date.toISOString().slice(0, 7);
export const dayOf = (date: Date): string => date.toISOString().slice(0, 10);

/** First instant of a "YYYY-MM" month and of the next one (UTC). */
export function monthBounds(month: string): { start: Date; end: Date } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return { start: new Date(Date.UTC(y, m - 1, 1)), end: new Date(Date.UTC(y, m, 1)) };
}

/** Seconds until the next UTC day (daily quotas reset then). */
export function secondsToNextDay(now: Date): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

/** Seconds until the next UTC month (monthly quotas reset then). */
export function secondsToNextMonth(now: Date): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

/** The first month usage can exist for (the partner platform's launch year). */
export const FIRST_USAGE_MONTH = '2026-01';

/**
 * A "YYYY-MM" month between FIRST_USAGE_MONTH and the current month, or an
 * error sentence naming what is wrong.
 */
export function checkMonth(value: string, now: Date): { ok: true; month: string } | { ok: false; message: string } {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(value)) return { ok: false, message: 'month must be YYYY-MM, for example 2026-11' };
  const current = monthOf(now);
  if (value < FIRST_USAGE_MONTH || value > current) {
    return { ok: false, message: `month must be between ${FIRST_USAGE_MONTH} and ${current}` };
  }
  return { ok: true, month: value };
}
