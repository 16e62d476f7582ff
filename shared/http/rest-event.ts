/**
 * The REST API's Lambda proxy event (payload 1.0) read as the HTTP API's
 * payload 2.0 event every handler is written against (shared/http/types.ts).
 * The stack serves the route table from a regional REST API (usage plans,
 * API keys and WAF exist only there); the local server keeps sending 2.0.
 * One conversion, first in every function's stack, so no handler knows.
 */
import type { APIGatewayProxyEvent } from 'aws-lambda';
import type { ApiEvent } from './types';

export type RestApiEvent = APIGatewayProxyEvent;

/** A payload 1.0 event: it names the method at the top and has no rawPath. */
export function isRestEvent(event: unknown): event is RestApiEvent {
  const e = event as Partial<RestApiEvent & ApiEvent> | null;
  return typeof e === 'object' && e !== null && typeof e.httpMethod === 'string' && e.rawPath === undefined;
}

type Multi = Record<string, string[] | undefined> | null | undefined;
type Single = Record<string, string | undefined> | null | undefined;

/**
 * Lower-cased names; a repeated header or parameter joined with commas, as
 * payload 2.0 does (so a repeated x-api-key still reads as one odd value).
 */
function joined(multi: Multi, single: Single, lowerCase: boolean): Record<string, string> | undefined {
  const out: Record<string, string> = {};
  const add = (name: string, value: string) => {
    const key = lowerCase ? name.toLowerCase() : name;
    out[key] = key in out ? `${out[key]},${value}` : value;
  };
  if (multi) {
    for (const [name, values] of Object.entries(multi)) for (const v of values ?? []) add(name, v);
  } else if (single) {
    for (const [name, v] of Object.entries(single)) if (v !== undefined) add(name, v);
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** Header names lower-cased, repeated headers comma-joined (the authorizer's event has the caller's case too). */
export function lowerCaseHeaders(multi: Multi, single: Single): Record<string, string> | undefined {
  return joined(multi, single, true);
}

/** The route key a 2.0 event would carry: "METHOD /resource", or $default for the catch-all proxy resource. */
export function restRouteKey(method: string, resource: string): string {
  return resource.includes('{proxy+}') ? '$default' : `${method} ${resource}`;
}

/**
 * The authorizer's context. A REST API passes it flat beside principalId and
 * as strings ("25", "true"); readers accept both (shared/partners/context.ts).
 */
function authorizerOf(event: RestApiEvent): Record<string, unknown> | undefined {
  const raw = event.requestContext?.authorizer as Record<string, unknown> | null | undefined;
  if (!raw) return undefined;
  const { principalId: _p, integrationLatency: _l, usageIdentifierKey: _k, ...context } = raw;
  return context;
}

function queryString(query: Record<string, string> | undefined): string {
  if (!query) return '';
  return Object.entries(query)
    .flatMap(([k, v]) => v.split(',').map((part) => `${encodeURIComponent(k)}=${encodeURIComponent(part)}`))
    .join('&');
}

/** The 2.0 event for a 1.0 one (a 2.0 event is returned as it is). */
export function toPayloadV2(event: ApiEvent | RestApiEvent): ApiEvent {
  if (!isRestEvent(event)) return event;
  const headers = lowerCaseHeaders(event.multiValueHeaders, event.headers) ?? {};
  const query = joined(event.multiValueQueryStringParameters, event.queryStringParameters, false);
  const ctx = event.requestContext;
  const routeKey = restRouteKey(event.httpMethod, event.resource ?? event.path);
  const authorizer = authorizerOf(event);
  const timeEpoch = ctx?.requestTimeEpoch ?? Date.now();
  const v2: ApiEvent = {
    version: '2.0',
    routeKey,
    rawPath: event.path,
    rawQueryString: queryString(query),
    headers,
    requestContext: {
      accountId: ctx?.accountId ?? '',
      apiId: ctx?.apiId ?? '',
      domainName: ctx?.domainName ?? headers.host ?? '',
      domainPrefix: ctx?.domainPrefix ?? '',
      http: {
        method: event.httpMethod,
        path: event.path,
        protocol: ctx?.protocol ?? 'HTTP/1.1',
        sourceIp: ctx?.identity?.sourceIp ?? '',
        userAgent: ctx?.identity?.userAgent ?? headers['user-agent'] ?? '',
      },
      requestId: ctx?.requestId ?? '',
      routeKey,
      stage: ctx?.stage ?? '',
      time: new Date(timeEpoch).toISOString(),
      timeEpoch,
    },
    isBase64Encoded: event.isBase64Encoded === true,
  };
  if (authorizer) (v2.requestContext as { authorizer?: unknown }).authorizer = { lambda: authorizer };
  if (headers.cookie) {
    v2.cookies = headers.cookie.split(/;\s*/);
    delete headers.cookie; // 2.0 carries cookies apart from the headers
  }
  if (query) v2.queryStringParameters = query;
  if (event.pathParameters && Object.keys(event.pathParameters).length > 0)
    v2.pathParameters = event.pathParameters as Record<string, string>;
  if (event.body !== null && event.body !== undefined) v2.body = event.body;
  return v2;
}
