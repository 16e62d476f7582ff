/** The partner platform's answers, as ServiceErrors (shared/errors.ts) so they get CORS and `{error, message}`. */
import { ServiceError } from '../errors';

export const invalidApiKey = () =>
  new ServiceError(
    403,
    'invalid_api_key',
    'the x-api-key header is not a valid, active API key; send a current key or no key (public plan)',
  );

export const apiKeyRequired = () =>
  new ServiceError(401, 'api_key_required', 'send your partner key in the x-api-key header to read usage');

export const quotaExceeded = (period: 'daily' | 'monthly', retryAfterSeconds: number) =>
  new ServiceError(429, 'quota_exceeded', `the ${period} quota of your plan is used up; it resets in ${retryAfterSeconds} s (UTC)`, {
    'retry-after': String(retryAfterSeconds),
  });

export const rateLimited = (retryAfterSeconds: number) =>
  new ServiceError(429, 'rate_limited', `too many requests for your plan's rate; retry after ${retryAfterSeconds} s`, {
    'retry-after': String(retryAfterSeconds),
  });
