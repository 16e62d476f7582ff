/**
 * The local server's hook: admit the caller (key, plan, rate, quota), hand
 * the handler the authorizer context API Gateway would, and meter the
 * answer. CORS preflights pass untouched, as they do at the gateway.
 */
import type { ApiEvent, ApiResult } from '../http/types';
import { apiKeyHeader } from './authorizer';
import { attachCaller } from './context';
import { partnerGate } from './platform';
import { isReplay } from './replay';

export async function gated(event: ApiEvent, routeId: string | undefined, run: () => Promise<ApiResult>): Promise<ApiResult> {
  if (event.requestContext.http.method === 'OPTIONS') return run();
  const gate = partnerGate();
  const admitted = await gate.admit(apiKeyHeader(event.headers), routeId, event.requestContext.http.sourceIp);
  if (!admitted.ok) return admitted.result;
  attachCaller(event, admitted.admission.caller);
  const result = await run();
  gate.meter(admitted.admission, {
    routeId,
    routeKey: event.routeKey,
    status: result.statusCode ?? 200,
    replay: isReplay(result),
    requestId: event.requestContext.requestId,
  });
  return result;
}
