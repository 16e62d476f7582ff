/**
 * What the authorizer hands to the functions: API Gateway's Lambda
 * authorizer context (`requestContext.authorizer.lambda`), which the local
 * server fills the same way. Functions trust only this, never a header.
 */
import type { ApiEvent } from '../http/types';
import { isPlanId, PLANS } from './plans';
import type { Caller } from './authorizer';

export interface AuthorizerContext {
  partner_id: string | null;
  plan: string;
  daily_limit: number | null;
  monthly_limit: number | null;
}

export function authorizerContext(caller: Caller): AuthorizerContext {
  return { partner_id: caller.partnerId, plan: caller.plan.id, daily_limit: caller.dailyLimit, monthly_limit: caller.monthlyLimit };
}

type WithAuthorizer = { authorizer?: { lambda?: Partial<AuthorizerContext> } };

export function attachCaller(event: ApiEvent, caller: Caller): void {
  (event.requestContext as WithAuthorizer).authorizer = { lambda: authorizerContext(caller) };
}

/** A limit as a number; a REST API's authorizer context carries it as a string ("1000"). */
function limit(v: unknown): number | null {
  const n = typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/** The partner behind an event, or null for anonymous callers. */
export function callerOfEvent(event: ApiEvent): Caller | null {
  const ctx = (event.requestContext as WithAuthorizer | undefined)?.authorizer?.lambda;
  if (!ctx || typeof ctx.partner_id !== 'string' || !isPlanId(ctx.plan)) return null;
  return { partnerId: ctx.partner_id, plan: PLANS[ctx.plan], dailyLimit: limit(ctx.daily_limit), monthlyLimit: limit(ctx.monthly_limit) };
}
