/**
 * Pay-per-call plans as typed data. The local authorizer enforces them
 * directly; in the cloud each plan becomes an API Gateway usage plan
 * (infra/partner-platform.ts). Anonymous callers are on `public`.
 */
export const PLAN_IDS = ['public', 'starter', 'standard', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/**
 * Routes whose 2xx answers are billed: the POST routes that compute an
 * answer (issue 16). Health, OpenAPI, articles, usage, upload URLs, the 501
 * audio route and every error are free.
 */
export const BILLABLE_ROUTE_IDS = [
  'iddsi-classify',
  'iddsi-classify-image',
  'voice-aspiration-screen',
  'iddsi-batch',
  'clinical-qa',
] as const;

export interface Plan {
  id: PlanId;
  description: string;
  /** Steady requests per second. */
  rateLimit: number;
  /** Requests allowed at once above the steady rate. */
  burstLimit: number;
  /** Billable calls a day (UTC); null: unlimited. */
  dailyQuota: number | null;
  /** Billable calls a calendar month (UTC); null: unlimited. */
  monthlyQuota: number | null;
  /** Route ids (shared/routes.ts) whose 2xx answers are billed on this plan. */
  billableRoutes: readonly string[];
}

export const PLANS: Readonly<Record<PlanId, Plan>> = {
  public: {
    id: 'public',
    description: 'anonymous callers (no x-api-key): the spec promises no endpoint requires a key; limited per source IP',
    rateLimit: 5,
    burstLimit: 10,
    dailyQuota: null,
    monthlyQuota: null,
    billableRoutes: [],
  },
  starter: {
    id: 'starter',
    description: 'small partner apps',
    rateLimit: 5,
    burstLimit: 10,
    dailyQuota: 1_000,
    monthlyQuota: 20_000,
    billableRoutes: BILLABLE_ROUTE_IDS,
  },
  standard: {
    id: 'standard',
    description: 'care-home groups',
    rateLimit: 25,
    burstLimit: 50,
    dailyQuota: 10_000,
    monthlyQuota: 250_000,
    billableRoutes: BILLABLE_ROUTE_IDS,
  },
  enterprise: {
    id: 'enterprise',
    description: 'hospital networks',
    rateLimit: 100,
    burstLimit: 200,
    dailyQuota: 100_000,
    monthlyQuota: 2_500_000,
    billableRoutes: BILLABLE_ROUTE_IDS,
  },
};

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}

/** Plans a partner can be put on (public is for anonymous callers only). */
export const PARTNER_PLAN_IDS = PLAN_IDS.filter((p) => p !== 'public');

/** A 2xx answer from a billable route of the plan. */
export function isBillable(plan: Plan, routeId: string | undefined, status: number): boolean {
  return routeId !== undefined && status >= 200 && status < 300 && plan.billableRoutes.includes(routeId);
}

/**
 * API Gateway's usage plans count every call a key makes (free routes and
 * errors too) and have one quota period. So the gateway holds a daily
 * ceiling of GATEWAY_QUOTA_HEADROOM times the plan's daily quota, a backstop
 * against a runaway client; the exact billable quotas (daily, monthly and a
 * partner's overrides) are the authorizer's, from the usage counters, with
 * an exact Retry-After. A partner's daily override may not pass the ceiling.
 */
export const GATEWAY_QUOTA_HEADROOM = 2;

/** The daily request ceiling of a plan's usage plan (null: none). */
export function gatewayDailyLimit(plan: Plan): number | null {
  return plan.dailyQuota === null ? null : plan.dailyQuota * GATEWAY_QUOTA_HEADROOM;
}
