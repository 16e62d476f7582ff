/**
 * Builds a Lambda handler from a domain function on the shared middy stack.
 * A function file in functions/ is a few lines: a schema, a domain call.
 */
import middy from '@middy/core';
import type * as z from 'zod';
import { ROUTES } from '../routes';
import { getConfig } from '../config';
import { observeRequests } from '../observability/request-log';
import { authorizerVerdict, cloudMetering } from '../partners/cloud';
import { idempotentRetries } from '../partners/idempotency';
import { toPayloadV2 } from './rest-event';
import { cors, errorMapper, jsonBody, jsonResult, preflight, VALID_BODY, type ValidatedEvent } from './middleware';
import type { ApiEvent, ApiResult, LambdaContext, Reply } from './types';

function toResult(reply: Reply): ApiResult {
  return jsonResult(reply.status ?? 200, reply.body, reply.headers);
}

/** Reads a REST API proxy event (payload 1.0) as payload 2.0; a 2.0 event passes unchanged. */
const restPayload = (): middy.MiddlewareObj<ApiEvent, ApiResult, Error, LambdaContext> => ({
  before: (request) => {
    request.event = toPayloadV2(request.event);
  },
});

type MethodsFor = (event: ApiEvent) => readonly string[];

/** By default a function answers preflights with the methods of its own routes. */
function methodsOf(handlerModule: string): MethodsFor {
  const methods = ROUTES.filter((r) => r.handler === handlerModule).map((r) => r.method);
  return () => methods;
}

function stack(handlerModule: string, handler: (event: ApiEvent) => Promise<ApiResult>, methodsFor: MethodsFor) {
  const m = middy<ApiEvent, ApiResult, Error, LambdaContext>(handler);
  // First of all: a REST API's payload 1.0 event becomes the 2.0 event everything below reads.
  m.use(restPayload());
  // One JSON line and the metrics per request, in Lambda and in the local server alike.
  if (getConfig().LOG_REQUESTS) m.use(observeRequests(handlerModule));
  // In Lambda each function meters partner calls and applies the authorizer's verdict; the local server does both itself.
  if (getConfig().AWS_LAMBDA_FUNCTION_NAME) m.use(cloudMetering()).use(authorizerVerdict());
  return m.use(cors()).use(errorMapper(handlerModule)).use(preflight(methodsFor)).use(idempotentRetries()); // Idempotency-Key on POST: a retry gets the stored answer
}

/** A route whose body is a JSON object validated by `schema`. */
export function jsonRoute<S extends z.ZodType>(
  handlerModule: string,
  schema: S,
  handle: (body: z.output<S>, event: ApiEvent) => Promise<Reply> | Reply,
) {
  return stack(
    handlerModule,
    async (event) => toResult(await handle((event as ValidatedEvent<z.output<S>>)[VALID_BODY], event)),
    methodsOf(handlerModule),
  ).use(jsonBody(schema));
}

/** A route that answers with a whole API Gateway result (a non-JSON body, such as Markdown). */
export function rawRoute(handlerModule: string, handle: (event: ApiEvent) => Promise<ApiResult>) {
  return stack(handlerModule, handle, methodsOf(handlerModule));
}

/** A route that reads the event itself (GET routes, multipart bodies, several methods). */
export function eventRoute(
  handlerModule: string,
  handle: (event: ApiEvent) => Promise<Reply> | Reply,
  methodsFor: MethodsFor = methodsOf(handlerModule),
) {
  return stack(handlerModule, async (event) => toResult(await handle(event)), methodsFor);
}
