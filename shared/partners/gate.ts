/**
 * The local server's gateway: what API Gateway's authorizer, usage plans and
 * the WAF rate rule do in the cloud, in one place, plus metering. `admit`
 * runs before a handler, `meter` after it answers.
 */
import { errorResult } from '../http/middleware';
import type { ApiResult } from '../http/types';
import type { Authorizer, Caller } from './authorizer';
import { quotaExceeded, rateLimited } from './errors';
import { isBillable } from './plans';
import type { RateLimiter } from './rate-limit';
import { secondsToNextDay, secondsToNextMonth, type UsageStore } from './usage';

export interface Admission {
  caller: Caller;
  started: number;
  time: string;
}

export type AdmitResult = { ok: true; admission: Admission } | { ok: false; result: ApiResult };

export interface GateOptions {
  /** Throttle anonymous callers per source IP (off locally by default: every local client is 127.0.0.1). */
  limitAnonymous: boolean;
  /**
   * Apply the plans' rates here (the local server). Off in a stage: API
   * Gateway's usage plans throttle each key and the WAF rule each anonymous
   * IP, across every container (a per-container bucket would not).
   */
  enforceRates: boolean;
}

export interface CallFacts {
  routeId: string | undefined;
  routeKey: string;
  status: number;
  replay: boolean;
  requestId: string;
}

export class PartnerGate {
  constructor(
    readonly authorizer: Authorizer,
    private readonly limiter: RateLimiter,
    readonly usage: UsageStore,
    private readonly options: GateOptions,
  ) {}

  async admit(apiKey: string | string[] | undefined, routeId: string | undefined, sourceIp: string): Promise<AdmitResult> {
    const started = performance.now();
    const time = new Date();
    const identity = await this.authorizer.identify(apiKey);
    if (!identity.ok) return { ok: false, result: errorResult(identity.error) };
    const { caller } = identity;
    if (this.options.enforceRates && (caller.partnerId !== null || this.options.limitAnonymous)) {
      const wait = this.limiter.take(caller.partnerId ?? `ip:${sourceIp}`, caller.plan.rateLimit, caller.plan.burstLimit);
      if (wait > 0) return { ok: false, result: errorResult(rateLimited(wait)) };
    }
    if (caller.partnerId !== null && routeId !== undefined && caller.plan.billableRoutes.includes(routeId)) {
      const refused = await this.overQuota(caller.partnerId, caller, time);
      if (refused) return { ok: false, result: refused };
    }
    return { ok: true, admission: { caller, started, time: time.toISOString() } };
  }

  private async overQuota(partnerId: string, caller: Caller, now: Date): Promise<ApiResult | undefined> {
    const used = await this.usage.counts(partnerId, now);
    if (caller.monthlyLimit !== null && used.usedThisMonth >= caller.monthlyLimit) {
      return errorResult(quotaExceeded('monthly', secondsToNextMonth(now)));
    }
    if (caller.dailyLimit !== null && used.usedToday >= caller.dailyLimit) {
      return errorResult(quotaExceeded('daily', secondsToNextDay(now)));
    }
    return undefined;
  }

  meter(admission: Admission, facts: CallFacts): void {
    const { caller } = admission;
    this.usage.record({
      time: admission.time,
      partner_id: caller.partnerId,
      plan: caller.plan.id,
      route: facts.routeKey,
      status: facts.status,
      latency_ms: Math.round((performance.now() - admission.started) * 10) / 10,
      request_id: facts.requestId,
      replay: facts.replay,
      billable: !facts.replay && caller.partnerId !== null && isBillable(caller.plan, facts.routeId, facts.status),
    });
  }
}
