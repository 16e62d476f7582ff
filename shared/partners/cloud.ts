/**
 * The partner platform in a stage (HTTP API). API Gateway's HTTP API lets
 * a Lambda authorizer see every request (no identity source, gateway
 * caching off) but cannot shape its refusals: a denied call would be a bare
 * 403 without CORS. So the authorizer always allows and passes its verdict
 * in the context; the function's first middleware turns a refusal into the
 * `{error, message}` answer with CORS, and its last one meters the call.
 */
import type middy from '@middy/core';
import type { APIGatewayRequestAuthorizerEventV2, APIGatewaySimpleAuthorizerWithContextResult } from 'aws-lambda';
import { getConfig } from '../config';
import { ServiceError } from '../errors';
import type { ApiEvent, ApiResult, LambdaContext } from '../http/types';
import { apiKeyHeader } from './authorizer';
import { authorizerContext, callerOfEvent } from './context';
import { partnerGate } from './platform';
import { isBillable } from './plans';
import { isReplay } from './replay';
import { PARTNER_ROUTES, ROUTES } from '../routes';
import type { UsageRecord } from './usage';

type Middleware = middy.MiddlewareObj<ApiEvent, ApiResult, Error, LambdaContext>;
type Context = Record<string, string | number | boolean>;

/** The authorizer's verdict as context values (HTTP API context values are strings, numbers or booleans). */
function refusalContext(error: ServiceError): Context {
  return { refusal_status: error.status, refusal_code: error.code, refusal_message: error.message, retry_after: error.headers['retry-after'] ?? '' };
}

export async function authorize(event: APIGatewayRequestAuthorizerEventV2): Promise<APIGatewaySimpleAuthorizerWithContextResult<Context>> {
  const admitted = await partnerGate().admit(apiKeyHeader(event.headers), routeIdOf(event.routeKey), event.requestContext.http.sourceIp);
  if (!admitted.ok) {
    const body = JSON.parse(admitted.result.body ?? '{}') as { error?: string; message?: string };
    const error = new ServiceError(admitted.result.statusCode ?? 403, body.error ?? 'invalid_api_key', body.message ?? '', admitted.result.headers as Record<string, string>);
    return { isAuthorized: true, context: refusalContext(error) };
  }
  const context: Context = {};
  for (const [k, v] of Object.entries(authorizerContext(admitted.admission.caller))) if (v !== null) context[k] = v;
  return { isAuthorized: true, context };
}

/** "POST /api/iddsi-batch" -> "iddsi-batch": route ids by API Gateway route key. */
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
