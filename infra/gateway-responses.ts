/**
 * What the REST API answers by itself (it throttled, a quota ran out, the
 * authorizer denied a key, the body was too large, the function took too
 * long, no route matched): the service's `{error, message}` shape with the
 * codes the service and the OpenAPI document use, and CORS, so a browser
 * partner can read every refusal. One typed row per gateway response type.
 */
import { type RestApi, ResponseType } from 'aws-cdk-lib/aws-apigateway';
import { EXPOSED_HEADERS } from '../shared/http/middleware';
import { invalidApiKey, rateLimited } from '../shared/partners/errors';

/** Seconds a throttled caller should wait: usage-plan buckets refill every second. */
export const THROTTLE_RETRY_AFTER_SECONDS = 1;
/**
 * The gateway cannot compute the time to midnight UTC, so its quota answer
 * carries a fixed hint. It is a backstop (plans.ts, gatewayDailyLimit): the
 * authorizer refuses a used-up billable quota first, with the exact value.
 */
export const QUOTA_RETRY_AFTER_SECONDS = 3600;

export interface GatewayAnswer {
  type: ResponseType;
  /** undefined: the status API Gateway chose (the DEFAULT_4XX and DEFAULT_5XX families). */
  status?: number;
  error: string;
  /** A literal message, or null for the gateway's own message ($context.error.messageString). */
  message: string | null;
  retryAfterSeconds?: number;
}

export const GATEWAY_ANSWERS: readonly GatewayAnswer[] = [
  { type: ResponseType.DEFAULT_4XX, error: 'invalid_request', message: null },
  {
    type: ResponseType.DEFAULT_5XX,
    error: 'service_unavailable',
    message: 'the service could not complete this request at the gateway; retry shortly',
  },
  {
    type: ResponseType.THROTTLED,
    status: 429,
    error: 'rate_limited',
    message: rateLimited(THROTTLE_RETRY_AFTER_SECONDS).message,
    retryAfterSeconds: THROTTLE_RETRY_AFTER_SECONDS,
  },
  {
    type: ResponseType.QUOTA_EXCEEDED,
    status: 429,
    error: 'quota_exceeded',
    message: "the daily request ceiling of your plan's key is used up; it resets at 00:00 UTC",
    retryAfterSeconds: QUOTA_RETRY_AFTER_SECONDS,
  },
  // The authorizer denies unknown, revoked and malformed keys (ACCESS_DENIED); the other two
  // cover a key the usage plans do not hold and an authorizer refusal without a policy.
  { type: ResponseType.ACCESS_DENIED, status: 403, error: 'invalid_api_key', message: invalidApiKey().message },
  { type: ResponseType.UNAUTHORIZED, status: 403, error: 'invalid_api_key', message: invalidApiKey().message },
  { type: ResponseType.INVALID_API_KEY, status: 403, error: 'invalid_api_key', message: invalidApiKey().message },
  // A path below a routed resource that no route has (REST APIs call it a missing token).
  {
    type: ResponseType.MISSING_AUTHENTICATION_TOKEN,
    status: 404,
    error: 'not_found',
    message: 'no route for this path; see GET /api/openapi.json',
  },
  {
    type: ResponseType.REQUEST_TOO_LARGE,
    status: 413,
    error: 'payload_too_large',
    message: 'the request body exceeds the gateway limit of 10 MB; compress or resize the image',
  },
  {
    type: ResponseType.INTEGRATION_TIMEOUT,
    status: 504,
    error: 'timeout',
    message: 'the service did not answer in time; retry, or send fewer items',
  },
  {
    type: ResponseType.WAF_FILTERED,
    status: 403,
    error: 'request_blocked',
    message: 'the request was blocked by the web application firewall',
  },
];

/** The body template: a literal message is JSON-quoted here, the gateway's own arrives pre-quoted. */
export function answerTemplate(answer: GatewayAnswer): string {
  const message = answer.message === null ? '$context.error.messageString' : JSON.stringify(answer.message);
  return `{"error":${JSON.stringify(answer.error)},"message":${message}}`;
}

/** Response header mappings: static values are single-quoted literals in API Gateway. */
export function answerHeaders(answer: GatewayAnswer): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': "'*'",
    'Access-Control-Expose-Headers': `'${EXPOSED_HEADERS}'`,
    ...(answer.retryAfterSeconds !== undefined ? { 'Retry-After': `'${answer.retryAfterSeconds}'` } : {}),
  };
}

export function addGatewayAnswers(api: RestApi): void {
  for (const answer of GATEWAY_ANSWERS) {
    api.addGatewayResponse(`Answer${answer.type.responseType}`, {
      type: answer.type,
      ...(answer.status !== undefined ? { statusCode: String(answer.status) } : {}),
      responseHeaders: answerHeaders(answer),
      templates: { 'application/json': answerTemplate(answer) },
    });
  }
}
