/**
 * The per-request middleware of every function: one JSON log line per
 * request (route, method, status, time, sizes, the caller-declared partner
 * and origin; never a body), the request's metrics, and logger keys for
 * every other line of the request (request id, route, partner, cold start).
 * API Gateway's access logs accept only $context variables, so request
 * headers are logged here.
 */
import type middy from '@middy/core';
import type { ApiEvent, ApiResult, LambdaContext } from '../http/types';
import { getLogger } from './logger';
import { recordRequest } from './metrics';

type Middleware = middy.MiddlewareObj<ApiEvent, ApiResult, Error, LambdaContext>;
type Request = middy.Request<ApiEvent, ApiResult, Error, LambdaContext>;

const PARTNER_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The caller-declared partner id, when it is a plain token (it is not authenticated). */
export function partnerId(event: ApiEvent): string | null {
  const value = event.headers?.['x-partner-id'];
  if (value === undefined) return null;
  return PARTNER_ID.test(value) ? value : 'invalid';
}

let coldStart = true;

/** Keys every log line of this request carries. */
function requestKeys(routeId: string, event: ApiEvent, context: LambdaContext | undefined) {
  const keys = {
    route: routeId,
    request_id: event.requestContext?.requestId ?? null,
    function_request_id: (context as { awsRequestId?: string } | undefined)?.awsRequestId ?? null,
    partner: partnerId(event),
    cold_start: coldStart,
  };
  coldStart = false;
  return keys;
}

/** Logs, counts and times each request; `log` replaces the logger (tests). */
export const observeRequests = (routeId: string, log?: (line: Record<string, unknown>) => void): Middleware => {
  const started = new WeakMap<object, number>();
  const finish = (request: Request) => {
    const { event, response } = request;
    const status = response?.statusCode ?? 500;
    const ms = Math.round((performance.now() - (started.get(request) ?? performance.now())) * 10) / 10;
    const line = {
      type: 'request',
      method: event.requestContext?.http?.method,
      status,
      ms,
      origin: event.headers?.origin?.slice(0, 200) ?? null,
      bytes_in: event.body?.length ?? 0,
      bytes_out: typeof response?.body === 'string' ? response.body.length : 0,
    };
    // Route, partner and request id also ride on the line itself: the local server interleaves requests.
    const full = { route: routeId, partner: partnerId(event), request_id: event.requestContext?.requestId ?? null, ...line };
    if (log) log(full);
    else getLogger().info('request', full);
    recordRequest(routeId, status, ms);
  };
  return {
    before: (request) => {
      started.set(request, performance.now());
      if (!log) {
        getLogger().resetKeys();
        getLogger().appendKeys(requestKeys(routeId, request.event, request.context));
      }
    },
    after: finish,
    onError: finish,
  };
};
