/** The event and result shapes of API Gateway HTTP API (payload 2.0). */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';

export type ApiEvent = APIGatewayProxyEventV2;
export type ApiResult = APIGatewayProxyStructuredResultV2;
export type LambdaContext = Context;

/** What a route's domain function hands back: a status and a JSON body. */
export interface Reply {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}
