/**
 * The partner platform in a stage (a regional REST API). The Lambda
 * authorizer runs on every routed call (no identity source, so anonymous
 * calls reach it too) and names the usage plan key the gateway throttles
 * and caps the call by (apiKeySource AUTHORIZER): the public plan's key for
 * anonymous callers, the partner's own otherwise. An unknown or revoked key
 * is denied (the gateway's ACCESS_DENIED answer: 403 invalid_api_key, with
 * CORS). A billable quota used up is allowed with the refusal in the
 * context, which the function's first middleware answers (429 with an exact
 * Retry-After, which a gateway answer cannot compute); its last one meters.
 */
import type middy from '@middy/core';
import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { getConfig } from '../config';
import { ServiceError } from '../errors';
import { lowerCaseHeaders, restRouteKey } from '../http/rest-event';
import type { ApiEvent, ApiResult, LambdaContext } from '../http/types';
import { apiKeyHeader } from './authorizer';
import { authorizerContext, callerOfEvent } from './context';
import { usagePlanKeyValue } from './keys';
import { partnerGate } from './platform';
import { isBillable } from './plans';
import { isReplay } from './replay';
import { PARTNER_ROUTES, ROUTES } from '../routes';
import type { UsageRecord } from './usage';

type Middleware = middy.MiddlewareObj<ApiEvent, ApiResult, Error, LambdaContext>;
type Context = Record<string, string | number | boolean>;

/** The authorizer's verdict as context values (strings, numbers or booleans only). */
function refusalContext(error: ServiceError): Context {
  return {
    refusal_status: error.status,
    refusal_code: error.code,
    refusal_message: error.message,
    retry_after: error.headers['retry-after'] ?? '',
  };
}

function policy(effect: 'Allow' | 'Deny', methodArn: string, principalId: string): APIGatewayAuthorizerResult {
  return {
    principalId,
    policyDocument: { Version: '2012-10-17', Statement: [{ Action: 'execute-api:Invoke', Effect: effect, Resource: methodArn }] },
  };
}

export async function authorize(event: APIGatewayRequestAuthorizerEvent): Promise<APIGatewayAuthorizerResult> {
  const headers = lowerCaseHeaders(event.multiValueHeaders, event.headers) ?? {};
  const key = apiKeyHeader(headers);
  const routeId = routeIdOf(restRouteKey(event.httpMethod, event.resource));
  const admitted = await partnerGate().admit(key, routeId, event.requestContext.identity?.sourceIp ?? '');
  if (!admitted.ok) {
    const body = JSON.parse(admitted.result.body ?? '{}') as { error?: string; message?: string };
    // Unknown, revoked or malformed key: the gateway answers 403 invalid_api_key.
    if (admitted.result.statusCode === 403)
      return { ...policy('Deny', event.methodArn, 'invalid-key'), context: { error: body.error ?? 'invalid_api_key' } };
    const error = new ServiceError(
      admitted.result.statusCode ?? 429,
      body.error ?? 'quota_exceeded',
      body.message ?? '',
      admitted.result.headers as Record<string, string>,
    );
    return { ...policy('Allow', event.methodArn, 'refused'), ...usageKey(key), context: refusalContext(error) };
  }
  const { caller } = admitted.admission;
  const context: Context = {};
  for (const [k, v] of Object.entries(authorizerContext(caller))) if (v !== null) context[k] = v;
  return {
    ...policy('Allow', event.methodArn, caller.partnerId ?? 'anonymous'),
    ...usageKey(caller.partnerId === null ? undefined : key),
    context,
  };
}

/** The usage plan key of the call: the partner's derived key value, or the stage's public-plan key. */
function usageKey(key: string | string[] | undefined): { usageIdentifierKey?: string } {
  if (typeof key === 'string') return { usageIdentifierKey: usagePlanKeyValue(key) };
  const publicKey = getConfig().PUBLIC_USAGE_KEY;
  return publicKey ? { usageIdentifierKey: publicKey } : {};
}

/** "POST /api/iddsi-batch" -> "iddsi-batch": route ids by route key. */
const ROUTE_IDS = new Map<string, string>([...ROUTES, ...PARTNER_ROUTES].map((r) => [`${r.method} ${r.path}`, r.id] as const));
const routeIdOf = (routeKey: string): string | undefined => ROUTE_IDS.get(routeKey);

/** First in a function's stack: a refusal the authorizer passed along becomes the answer. */
export const authorizerVerdict = (): Middleware => ({
  before: (request) => {
    const ctx = (request.event.requestContext as { authorizer?: { lambda?: Context } }).authorizer?.lambda;
    if (!ctx || typeof ctx.refusal_code !== 'string') return;
    const headers: Record<string, string> = ctx.retry_after ? { 'retry-after': String(ctx.retry_after) } : {};
    throw new ServiceError(Number(ctx.refusal_status), ctx.refusal_code, String(ctx.refusal_message), headers);
  },
});

/**
 * One usage record per call as a JSON log line (`"type":"usage"`), which a
 * subscription filter sends to Firehose and S3 for billing, and the
 * partner's running counters for quotas and GET /api/usage.
 */
// Written raw to stdout: the Lambda runtime then logs the line as sent, pure JSON the subscription filter matches.
const stdoutLine = (line: string): void => void process.stdout.write(`${line}\n`);

export const cloudMetering = (log: (line: string) => void = stdoutLine): Middleware => {
  const started = new WeakMap<object, number>();
  const write = async (request: middy.Request<ApiEvent, ApiResult, Error, LambdaContext>) => {
    const { event, response } = request;
    const caller = callerOfEvent(event);
    const status = response?.statusCode ?? 500;
    const record: UsageRecord = {
      time: new Date(event.requestContext.timeEpoch ?? Date.now()).toISOString(),
      partner_id: caller?.partnerId ?? null,
      plan: caller?.plan.id ?? 'public',
      route: event.routeKey,
      status,
      latency_ms: Math.round((performance.now() - (started.get(request) ?? performance.now())) * 10) / 10,
      request_id: event.requestContext.requestId,
      replay: isReplay(response ?? undefined),
      billable: false,
    };
    record.billable = !record.replay && caller !== null && isBillable(caller.plan, routeIdOf(event.routeKey), status);
    log(JSON.stringify({ type: 'usage', ...record }));
    // Counters live in the stage's usage table; a function deployed without it only logs the line.
    if (getConfig().USAGE_TABLE) await partnerGate().usage.record(record);
  };
  return {
    before: (request) => {
      started.set(request, performance.now());
    },
    after: write,
    onError: write,
  };
};
