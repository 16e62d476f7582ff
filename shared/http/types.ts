/** The event and result shapes every handler reads: API Gateway payload 2.0 (the REST API's 1.0 events are converted by ./rest-event.ts). */
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
