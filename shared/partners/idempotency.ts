/**
 * Idempotent retries of the POST routes (issue 16), with Powertools for AWS
 * Lambda's Idempotency utility: a DynamoDB table in a stage, an embedded
 * store locally. The key is the Idempotency-Key header scoped to the
 * partner (anonymous callers share one scope) and the function; the body is
 * validated, so the same key with another body is refused, not replayed.
 */
import type middy from '@middy/core';
import { IdempotencyAlreadyInProgressError, IdempotencyConfig, IdempotencyValidationError } from '@aws-lambda-powertools/idempotency';
import { makeHandlerIdempotent } from '@aws-lambda-powertools/idempotency/middleware';
import type { BasePersistenceLayer } from '@aws-lambda-powertools/idempotency/persistence';
import { getConfig } from '../config';
import { ServiceError } from '../errors';
import type { ApiEvent, ApiResult, LambdaContext } from '../http/types';
import { EmbeddedPersistenceLayer } from './embedded-idempotency';
import { REPLAY_HEADER } from './replay';

type Middleware = middy.MiddlewareObj<ApiEvent, ApiResult, Error, LambdaContext>;
type Request = middy.Request<ApiEvent, ApiResult, Error, LambdaContext>;

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;
/** A retry within this long gets the stored answer. */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 3600;

const invalidKey = () => new ServiceError(400, 'invalid_request', `Idempotency-Key must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} characters`);
const keyReused = () =>
  new ServiceError(
    422,
    'idempotency_key_reused',
    'this Idempotency-Key was used with a different request body in the last 24 hours; use a new key',
  );
const inProgress = () =>
  new ServiceError(409, 'idempotency_in_progress', 'a request with this Idempotency-Key is still running; retry shortly', {
    'retry-after': '1',
  });

let persistence: Promise<BasePersistenceLayer> | undefined;

/**
 * The store of this process: the stage's table when the stack sets
 * IDEMPOTENCY_TABLE (the DynamoDB code loaded then, not at cold start), else in memory.
 */
export function idempotencyStore(): Promise<BasePersistenceLayer> {
  const table = getConfig().IDEMPOTENCY_TABLE;
  persistence ??= table
    ? Promise.all([import('@aws-lambda-powertools/idempotency/dynamodb'), import('./dynamo-client')]).then(
        ([{ DynamoDBPersistenceLayer }, { dynamoClient }]) =>
          new DynamoDBPersistenceLayer({ tableName: table, awsSdkV3Client: dynamoClient() }),
      )
    : Promise.resolve(new EmbeddedPersistenceLayer());
  return persistence;
}

function powertoolsConfig(): IdempotencyConfig {
  return new IdempotencyConfig({
    eventKeyJmesPath: `[requestContext.authorizer.lambda.partner_id, headers."${IDEMPOTENCY_HEADER}"]`,
    payloadValidationJmesPath: 'body',
    expiresAfterSeconds: IDEMPOTENCY_TTL_SECONDS,
    responseHook: (response) => {
      const result = response as ApiResult;
      return { ...result, headers: { ...result.headers, [REPLAY_HEADER]: 'true' } } as never;
    },
  });
}

function translate(error: unknown): unknown {
  if (error instanceof IdempotencyValidationError) return keyReused();
  if (error instanceof IdempotencyAlreadyInProgressError) return inProgress();
  return error;
}

/**
 * The middleware: only POST requests that carry an Idempotency-Key take part.
 * Powertools' own error hook deletes the in-progress record, so it runs only
 * for requests this call claimed (never for a refused duplicate, whose
 * record belongs to the first call).
 */
export const idempotentRetries = (store: () => BasePersistenceLayer | Promise<BasePersistenceLayer> = idempotencyStore): Middleware => {
  let inner: ReturnType<typeof makeHandlerIdempotent> | undefined;
  const claimed = new WeakSet<Request>();
  return {
    before: async (request) => {
      const { event } = request;
      if (event.requestContext?.http?.method !== 'POST') return undefined;
      const key = event.headers?.[IDEMPOTENCY_HEADER];
      if (key === undefined) return undefined;
      if (key.length === 0 || key.length > MAX_IDEMPOTENCY_KEY_LENGTH) throw invalidKey();
      inner ??= makeHandlerIdempotent({ persistenceStore: await store(), config: powertoolsConfig() });
      try {
        const stored = await (inner.before as (r: Request) => Promise<ApiResult | undefined>)(request);
        if (stored === undefined) claimed.add(request);
        return stored;
      } catch (e) {
        throw translate(e);
      }
    },
    after: async (request) => {
      if (claimed.has(request)) await (inner!.after as (r: Request) => Promise<void>)(request);
    },
    onError: async (request) => {
      if (claimed.has(request)) await (inner!.onError as (r: Request) => Promise<void>)(request);
    },
  };
};
