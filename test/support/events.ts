/** Minimal API Gateway HTTP API (payload 2.0) events for calling handlers directly. */
import type { APIGatewayProxyEvent } from 'aws-lambda';
import type { ApiEvent, ApiResult, LambdaContext } from '../../shared/http/types';
import type { Json } from './json';

export function apiEvent(
  method: string,
  path: string,
  body?: string | Buffer,
  headers: Record<string, string> = { 'content-type': 'application/json' },
): ApiEvent {
  const binary = Buffer.isBuffer(body);
  return {
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: '',
    headers,
    requestContext: {
      accountId: 'test',
      apiId: 'test',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
      requestId: 'test-request',
      routeKey: `${method} ${path}`,
      stage: '$default',
      time: new Date().toISOString(),
      timeEpoch: Date.now(),
    },
    ...(body === undefined ? {} : { body: binary ? body.toString('base64') : body }),
    isBase64Encoded: binary,
  };
}

export const testContext = {
  functionName: 'test',
  awsRequestId: 'test',
  getRemainingTimeInMillis: () => 30_000,
} as unknown as LambdaContext;

/** Call a handler and parse its JSON body. */
export async function invoke(
  handler: (event: ApiEvent, context: LambdaContext) => Promise<ApiResult>,
  event: ApiEvent,
): Promise<{ status: number; headers: Record<string, string>; json: Json }> {
  const result = await handler(event, testContext);
  const headers = Object.fromEntries(Object.entries(result.headers ?? {}).map(([k, v]) => [k.toLowerCase(), String(v)]));
  let json: Json;
  try {
    json = result.body ? JSON.parse(result.body) : undefined;
  } catch {
    json = undefined;
  }
  return { status: result.statusCode ?? 200, headers, json };
}

/**
 * The same request as a REST API Lambda proxy event (payload 1.0), as API
 * Gateway sends it: headers in the caller's case, repeated values in
 * multiValueHeaders, the route's resource template, the authorizer context flat.
 */
export function restEvent(
  method: string,
  resource: string,
  options: {
    path?: string;
    body?: string | Buffer;
    headers?: Record<string, string | string[]>;
    query?: Record<string, string[]>;
    pathParameters?: Record<string, string>;
    authorizer?: Record<string, string>;
  } = {},
): APIGatewayProxyEvent {
  const path = options.path ?? resource;
  const binary = Buffer.isBuffer(options.body);
  const multiValueHeaders = Object.fromEntries(
    Object.entries(options.headers ?? { 'Content-Type': 'application/json' }).map(([k, v]) => [k, [v].flat()]),
  );
  const headers = Object.fromEntries(Object.entries(multiValueHeaders).map(([k, v]) => [k, v[v.length - 1]!]));
  const query = options.query;
  return {
    resource,
    path,
    httpMethod: method,
    headers,
    multiValueHeaders,
    queryStringParameters: query ? Object.fromEntries(Object.entries(query).map(([k, v]) => [k, v[v.length - 1]!])) : null,
    multiValueQueryStringParameters: query ?? null,
    pathParameters: options.pathParameters ?? null,
    stageVariables: null,
    requestContext: {
      accountId: 'test',
      apiId: 'test',
      authorizer: options.authorizer ? { principalId: 'partner', integrationLatency: 3, ...options.authorizer } : null,
      domainName: 'abc.execute-api.eu-west-1.amazonaws.com',
      domainPrefix: 'abc',
      httpMethod: method,
      identity: { sourceIp: '203.0.113.9', userAgent: 'vitest-rest' } as APIGatewayProxyEvent['requestContext']['identity'],
      path: `/v1${path}`,
      protocol: 'HTTP/1.1',
      requestId: 'rest-request',
      requestTimeEpoch: 1_767_225_600_000,
      resourceId: 'r1',
      resourcePath: resource,
      stage: 'v1',
    },
    body: options.body === undefined ? null : binary ? (options.body as Buffer).toString('base64') : (options.body as string),
    isBase64Encoded: binary,
  };
}
