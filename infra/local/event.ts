/**
 * Turns a Node HTTP request into the event API Gateway HTTP API (payload
 * 2.0) would deliver, and a handler's result back into a response, so the
 * local server exercises exactly the code Lambda runs.
 */
import { isUtf8 } from 'node:buffer';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { ApiEvent, ApiResult, LambdaContext } from '../../shared/http/types';

const UTF8_CHARSET = /;\s*charset\s*=\s*"?(utf-?8|us-ascii)"?\s*(;|$)/i;

/**
 * Content types API Gateway passes as text; every other body arrives
 * base64-encoded. A text body in another charset than UTF-8 also travels as
 * bytes, so the handler can decode it in its own charset.
 */
export function isTextContentType(contentType: string | undefined): boolean {
  if (!contentType) return true;
  if (/;\s*charset\s*=/i.test(contentType) && !UTF8_CHARSET.test(contentType)) return false;
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return (
    type.startsWith('text/') ||
    type === 'application/json' ||
    type.endsWith('+json') ||
    type === 'application/xml' ||
    type.endsWith('+xml') ||
    type === 'application/x-www-form-urlencoded' ||
    type === 'application/javascript'
  );
}

/** The path and query of a request target, as `new URL(target, 'http://localhost')` reads them. */
export interface RequestTarget {
  pathname: string;
  /** The query without its `?` ('' when none). */
  rawQuery: string;
  /** Parsed query (only when there is one). */
  searchParams?: URLSearchParams;
}

/**
 * Targets WHATWG URL parsing leaves exactly as sent: unreserved characters
 * only (no query, fragment, percent escapes, characters it escapes, or a
 * leading `//`), and no dot segments.
 */
const PLAIN_PATH = /^\/(?!\/)[A-Za-z0-9\-_~/.]*$/;
const DOT_SEGMENT = /(?:^|\/)\.\.?(?:\/|$)/;

/**
 * Split a request target. The common case (a plain path, no query) skips
 * the URL parser, which costs more than the rest of the event; anything
 * else goes through it, so the result is always what `new URL` gives.
 */
export function requestTarget(target: string | undefined): RequestTarget {
  const raw = target ?? '/';
  if (PLAIN_PATH.test(raw) && !DOT_SEGMENT.test(raw)) return { pathname: raw, rawQuery: '' };
  const url = new URL(raw, 'http://localhost');
  return url.search
    ? { pathname: url.pathname, rawQuery: url.search.slice(1), searchParams: url.searchParams }
    : { pathname: url.pathname, rawQuery: '' };
}

// Many requests arrive within one millisecond under load: format each millisecond once.
let lastEpoch = -1;
let lastIso = '';
function isoTime(epoch: number): string {
  if (epoch !== lastEpoch) {
    lastEpoch = epoch;
    lastIso = new Date(epoch).toISOString();
  }
  return lastIso;
}

/** Node's headers as API Gateway's payload 2.0 has them: repeated values comma-joined, cookies on their own. */
function headersOf(req: IncomingMessage): { headers: Record<string, string>; cookies: string[] | undefined } {
  const headers: Record<string, string> = {};
  let cookies: string[] | undefined;
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (name === 'cookie') cookies = [...(cookies ?? []), ...String(value).split(/;\s*/)];
    else headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  return { headers, cookies };
}

export function toApiEvent(
  req: IncomingMessage,
  body: Buffer,
  routeKey: string,
  pathParameters: Record<string, string> | undefined,
  target: RequestTarget = requestTarget(req.url),
): ApiEvent {
  const { headers, cookies } = headersOf(req);
  let query: Record<string, string> | undefined;
  if (target.searchParams) {
    query = {};
    for (const [k, v] of target.searchParams) query[k] = k in query ? `${query[k]},${v}` : v;
  }
  // Bytes that are not UTF-8 travel as base64 too: decoding them here would replace them unseen.
  const binary = body.length > 0 && (!isTextContentType(headers['content-type']) || !isUtf8(body));
  const now = Date.now();
  const event: ApiEvent = {
    version: '2.0',
    routeKey,
    rawPath: target.pathname,
    rawQueryString: target.rawQuery,
    headers,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: req.method ?? 'GET',
        path: target.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: isoTime(now),
      timeEpoch: now,
    },
    isBase64Encoded: binary,
  };
  // Optional keys only when present, as API Gateway sends them (key order is not part of the shape).
  if (cookies) event.cookies = cookies;
  if (query) event.queryStringParameters = query;
  if (pathParameters && Object.keys(pathParameters).length > 0) event.pathParameters = pathParameters;
  if (body.length > 0) event.body = body.toString(binary ? 'base64' : 'utf8');
  return event;
}

const noop = (): void => undefined;
function remainingTime(deadline: number): number {
  return Math.max(0, deadline - Date.now());
}

export function lambdaContext(functionName: string, timeoutSeconds: number): LambdaContext {
  const deadline = Date.now() + timeoutSeconds * 1000;
  // Shared no-op callbacks and a bound timer: no closures to build per request.
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: remainingTime.bind(undefined, deadline),
    done: noop,
    fail: noop,
    succeed: noop,
  };
}

/** The HTTP status, headers and body bytes of a handler's result. */
export function fromApiResult(result: ApiResult | string | undefined): {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
} {
  if (result === undefined) return { status: 200, headers: {}, body: Buffer.alloc(0) };
  if (typeof result === 'string') {
    return { status: 200, headers: { 'content-type': 'application/json' }, body: Buffer.from(result) };
  }
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(result.headers ?? {})) headers[k.toLowerCase()] = String(v);
  const body = result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : Buffer.alloc(0);
  return { status: result.statusCode ?? 200, headers, body };
}
