/**
 * The one middy middleware stack every function uses: CORS on every
 * response, preflight answers, JSON body parsing with zod validation, and
 * mapping of errors to `{error, message}`. Request bodies are never logged;
 * the request log and metrics are shared/observability's.
 */
import { randomUUID } from 'node:crypto';
import type middy from '@middy/core';
import type * as z from 'zod';
import { type DomainError, invalidRequest, isDomainError, isServiceError, type ServiceError, serviceUnavailable } from '../errors';
import { logError } from '../observability/logger';
import type { ApiEvent, ApiResult, LambdaContext } from './types';
import { jsonText } from './body';
import { statusOf } from './error-status';
import { describeZodError } from './validation';

type Request = middy.Request<ApiEvent, ApiResult, Error, LambdaContext>;
type Middleware = middy.MiddlewareObj<ApiEvent, ApiResult, Error, LambdaContext>;

/** Request headers a browser may send: what partners send, tracing (W3C Trace Context) and idempotency keys. */
export const ALLOWED_HEADERS =
  'Content-Type, Accept, Authorization, X-Api-Key, Idempotency-Key, Traceparent, Tracestate, X-Request-Id, X-Partner-Id';

/** Response headers a browser script may read besides the safelisted ones (Idempotent-Replayed: issue 16's retries). */
export const EXPOSED_HEADERS = 'X-Request-Id, Allow, Retry-After, Idempotent-Replayed';

export const CORS_HEADERS: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': EXPOSED_HEADERS,
};

const REQUEST_ID = /^[A-Za-z0-9._:/+=-]{1,128}$/;

/** A caller's x-request-id, when it is a plain token of at most 128 characters. */
export function callerRequestId(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' && REQUEST_ID.test(value) ? value : undefined;
}

/** The caller's x-request-id when valid, else the gateway's request id (or a new one). */
export function requestIdOf(event: ApiEvent): string {
  return callerRequestId(event.headers?.['x-request-id']) ?? (event.requestContext?.requestId || randomUUID());
}

export function jsonResult(status: number, body: unknown, headers: Record<string, string> = {}): ApiResult {
  return {
    statusCode: status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...CORS_HEADERS, ...headers },
    body: JSON.stringify(body),
  };
}

/** `{error, message}` with the status the error names (ServiceError) or its code maps to (DomainError). */
export function errorResult(error: ServiceError | DomainError): ApiResult {
  if (isServiceError(error)) return jsonResult(error.status, { error: error.code, message: error.message }, error.headers);
  return jsonResult(statusOf(error), { error: error.code, message: error.message });
}

/** Adds CORS headers and the request id to every response, successful or not. */
export const cors = (): Middleware => {
  const addHeaders = (request: Request) => {
    const response = request.response;
    if (!response) return;
    // jsonResult already carries the CORS headers: copy them only for results built elsewhere.
    if (response.headers?.['access-control-allow-origin'] !== CORS_HEADERS['access-control-allow-origin']) {
      response.headers = { ...response.headers, ...CORS_HEADERS };
    }
    response.headers!['x-request-id'] = requestIdOf(request.event);
  };
  return { after: addHeaders, onError: addHeaders };
};

/** The 204 answer to a CORS preflight for a path that accepts `methods`. */
export function preflightResult(methods: readonly string[], requestId: string = randomUUID()): ApiResult {
  return {
    statusCode: 204,
    headers: {
      ...CORS_HEADERS,
      'x-request-id': requestId,
      'access-control-allow-methods': [...methods, 'OPTIONS'].join(', '),
      'access-control-allow-headers': ALLOWED_HEADERS,
      'access-control-max-age': '86400',
    },
    body: '',
  };
}

/** Answers an OPTIONS preflight with the methods the requested path accepts (none: not answered). */
export const preflight = (methodsFor: (event: ApiEvent) => readonly string[]): Middleware => ({
  before: (request) => {
    if (request.event.requestContext?.http?.method !== 'OPTIONS') return undefined;
    const methods = methodsFor(request.event);
    return methods.length > 0 ? preflightResult(methods, requestIdOf(request.event)) : undefined;
  },
});

/**
 * middy's answer when the function is about to run out of time (it fires just
 * before Lambda's own timeout, which would reach the client as a bare 5xx
 * without CORS): a 503 the caller can retry.
 */
function isDeadlineError(err: Error | null | undefined): boolean {
  return err?.name === 'TimeoutError' && (err.cause as { package?: string } | undefined)?.package === '@middy/core';
}

/** Maps thrown errors to `{error, message}`; anything unexpected is a 500 without a stack trace. */
export const errorMapper = (routeId: string, log: typeof logError = logError): Middleware => ({
  onError: (request) => {
    const err = request.error;
    if (isServiceError(err) || isDomainError(err)) {
      request.response = errorResult(err);
      return;
    }
    if (isDeadlineError(err)) {
      log('deadline', { route: routeId, error: 'deadline' });
      request.response = errorResult(serviceUnavailable('the service could not finish this request in time; try again'));
      return;
    }
    // Only the error's class and stack frames go to the log: never its message,
    // which could quote request text, and never the request body.
    const frames = err?.stack
      ?.split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .slice(0, 6);
    log('unexpected_error', { route: routeId, error: err?.name ?? null, stack: frames });
    request.response = jsonResult(500, {
      error: 'internal_error',
      message: 'the service could not complete this request; it has been logged',
    });
  },
});

/** The request body as bytes. */
export function bodyBytes(event: ApiEvent): Buffer {
  if (event.body === undefined || event.body === null) return Buffer.alloc(0);
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body, 'utf8');
}

/** Parse a JSON object body; the message says what is wrong with it. */
export function parseJsonObject(text: string): Record<string, unknown> {
  if (text.trim() === '') throw invalidRequest('request body is required: send a JSON object');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalidRequest('request body is not valid JSON');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw invalidRequest('request body must be a JSON object');
  }
  return value as Record<string, unknown>;
}

/** Validate a value with a schema; a failure is a 400 naming the field and its bound. */
export function validate<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw invalidRequest(describeZodError(result.error, value));
  return result.data;
}

/** Key under which the validated body rides on the event to the handler. */
export const VALID_BODY = Symbol('validBody');
export type ValidatedEvent<T> = ApiEvent & { [VALID_BODY]: T };

/** The JSON object a request carries, read in its declared media type and charset. */
export function readJsonObject(event: ApiEvent): Record<string, unknown> {
  return parseJsonObject(jsonText(event.headers?.['content-type'], bodyBytes(event)));
}

/** Parses and validates a JSON body before the handler runs. */
export const jsonBody = <S extends z.ZodType>(schema: S): Middleware => ({
  before: (request) => {
    const body = validate(schema, readJsonObject(request.event));
    (request.event as ValidatedEvent<z.output<S>>)[VALID_BODY] = body;
  },
});
