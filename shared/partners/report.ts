/** The usage answer of GET /api/usage and `npm run partners -- usage`. */
import type { Caller } from './authorizer';
import { monthBounds, type UsageStore } from './usage';

export interface UsageReport {
  partner_id: string;
  plan: string;
  period: { start: string; end: string };
  billable_calls: number;
  by_route: Record<string, number>;
  quota: {
    daily_limit: number | null;
    used_today: number;
    remaining_today: number | null;
    monthly_limit: number | null;
    used_this_month: number;
  };
}

export async function usageReport(
  usage: UsageStore,
  partnerId: string,
  caller: Caller,
  month: string,
  now = new Date(),
): Promise<UsageReport> {
  const [summary, counts] = await Promise.all([usage.summary(partnerId, month), usage.counts(partnerId, now)]);
  const { start, end } = monthBounds(month);
  return {
    partner_id: partnerId,
    plan: caller.plan.id,
    period: { start: start.toISOString(), end: end.toISOString() },
    billable_calls: summary.billable_calls,
    by_route: summary.by_route,
    quota: {
      daily_limit: caller.dailyLimit,
      used_today: counts.usedToday,
      remaining_today: caller.dailyLimit === null ? null : Math.max(0, caller.dailyLimit - counts.usedToday),
      monthly_limit: caller.monthlyLimit,
      used_this_month: counts.usedThisMonth,
    },
  };
}
