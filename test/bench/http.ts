/**
 * In-process handler latency: every route's Lambda handler called directly
 * with API Gateway events built from the multilingual request mix, after a
 * warm-up, as Lambda calls it in a warm container. Prints p50 and p99 per
 * route, and the 20-item meal figure the budget names.
 *
 *   npx tsx test/bench/http.ts [--seconds 1.5]
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ApiEvent, ApiResult, LambdaContext } from '../../shared/http/types';
import { ROUTES } from '../../shared/routes';
import { requestMix, meal, type MixRequest } from '../load/mix';
import { ROOT } from '../load/server-process';
import { apiEvent, testContext } from '../support/events';
import { percentile } from './stats';

type Handler = (event: ApiEvent, context: LambdaContext) => Promise<ApiResult>;

export interface LatencyRow {
  name: string;
  calls: number;
  p50Ms: number;
  p99Ms: number;
  meanMs: number;
  statuses: string;
}

async function loadHandler(module: string): Promise<Handler> {
  const m = (await import(pathToFileURL(path.join(ROOT, 'functions', `${module}.ts`)).href)) as { handler: Handler };
  return m.handler;
}

function toEvent(r: MixRequest): ApiEvent {
  const route = ROUTES.find((x) => x.id === r.route)!;
  const event = apiEvent(r.method, r.path, r.body, r.headers);
  event.routeKey = `${route.method} ${route.path}`;
  event.requestContext.routeKey = event.routeKey;
  const m = /^\/api\/articles\/(.+)$/.exec(r.path);
  if (m) event.pathParameters = { id: decodeURIComponent(m[1]!) };
  return event;
}

/** Call `events` in rotation: a warm-up, then for at least `seconds` (and at least `minCalls`). */
export async function measure(
  name: string,
  handler: Handler,
  events: ApiEvent[],
  { seconds = 1.5, minCalls = 200, maxCalls = 20_000, warmup = 30 } = {},
): Promise<LatencyRow> {
  const context: LambdaContext = testContext;
  for (let i = 0; i < warmup; i++) await handler(events[i % events.length]!, context);
  const times: number[] = [];
  const statuses = new Map<number, number>();
  const until = performance.now() + seconds * 1000;
  while ((performance.now() < until || times.length < minCalls) && times.length < maxCalls) {
    const event = events[times.length % events.length]!;
    const t0 = performance.now();
    const res = await handler(event, context);
    times.push(performance.now() - t0);
    const s = res.statusCode ?? 200;
    statuses.set(s, (statuses.get(s) ?? 0) + 1);
  }
  const sorted = [...times].sort((a, b) => a - b);
  return {
    name,
    calls: times.length,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    meanMs: times.reduce((a, b) => a + b, 0) / times.length,
    statuses: [...statuses].map(([s, n]) => `${s}×${n}`).join(' '),
  };
}

/** Every route of the mix, plus a 20-item meal on the embedded engine. */
export async function benchHandlers(seconds = 1.5): Promise<{ rows: LatencyRow[]; meal20: LatencyRow }> {
  const mix = await requestMix();
  const rows: LatencyRow[] = [];
  for (const route of ROUTES) {
    const requests = mix.filter((r) => r.route === route.id);
    if (requests.length === 0) continue;
    const handler = await loadHandler(route.handler);
    rows.push(await measure(route.id, handler, requests.map(toEvent), { seconds }));
  }
  const batch = await loadHandler('iddsi-batch');
  const meals = ['en', 'zh-HK', 'zh-Hans', 'tl', 'id'].map((language, i) =>
    apiEvent(
      'POST',
      '/api/iddsi-batch',
      JSON.stringify({ meal: meal(20, i * 3), resident_iddsi_level: 5, resident_drink_level: 2, language }),
    ),
  );
  const meal20 = await measure('iddsi-batch, 20 items, embedded engine', batch, meals, { seconds: seconds * 2, minCalls: 500 });
  return { rows, meal20 };
}

export function latencyTable(rows: LatencyRow[]): string {
  const header = '| route | calls | p50 ms | p99 ms | mean ms | statuses |\n|---|---:|---:|---:|---:|---|';
  return [
    header,
    ...rows.map(
      (r) => `| ${r.name} | ${r.calls} | ${r.p50Ms.toFixed(3)} | ${r.p99Ms.toFixed(3)} | ${r.meanMs.toFixed(3)} | ${r.statuses} |`,
    ),
  ].join('\n');
}

const isMain = process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url;
if (isMain) {
  const i = process.argv.indexOf('--seconds');
  const seconds = i > 0 ? Number(process.argv[i + 1]) : 1.5;
  const { rows, meal20 } = await benchHandlers(seconds);
  console.log(latencyTable([...rows, meal20]));
}
