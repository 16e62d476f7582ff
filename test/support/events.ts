/** Minimal API Gateway HTTP API (payload 2.0) events for calling handlers directly. */
import type { ApiEvent, ApiResult, LambdaContext } from '../../shared/http/types';

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
): Promise<{ status: number; headers: Record<string, string>; json: any }> {
  const result = await handler(event, testContext);
  const headers = Object.fromEntries(Object.entries(result.headers ?? {}).map(([k, v]) => [k.toLowerCase(), String(v)]));
  let json: any;
  try {
    json = result.body ? JSON.parse(result.body) : undefined;
  } catch {
    json = undefined;
  }
  return { status: result.statusCode ?? 200, headers, json };
}
