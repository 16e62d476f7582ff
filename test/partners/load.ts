/**
 * A bounded local load run with partners: `npx tsx test/partners/load.ts [--duration 60] [--connections 16]`.
 * The local server (child process, loopback, a temporary partner store) gets
 * the load mix of test/load/mix.ts, each request sent anonymously and with
 * each of three partner keys (enterprise, standard, starter: the starter's
 * rate limit is meant to bite), plus idempotent batch retries. Fails on any
 * 5xx the contract does not promise, any status other than the expected one
 * (429 rate_limited is expected for keyed calls), or when a partner's
 * billable_calls from GET /api/usage differs from the billable 2xx answers
 * the load generator saw (replays excluded). The generator is a set of
 * fetch loops that finish their last request after the deadline (autocannon
 * drops answers in flight when it stops, which would skew the comparison).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runPartnersCli } from '../../scripts/partners';
import { BILLABLE_ROUTE_IDS } from '../../shared/partners/plans';
import { requestMix, type MixRequest } from '../load/mix';
import { LOOPBACK, startServerProcess } from '../load/server-process';
import { tempDir } from './helpers';

const { values } = parseArgs({ options: { duration: { type: 'string', default: '60' }, connections: { type: 'string', default: '16' } } });
const duration = Number(values.duration);
const connections = Number(values.connections);

const dir = tempDir();
const env = { PARTNERS_FILE: path.join(dir, 'partners.json'), USAGE_DIR: path.join(dir, 'usage'), PARTNER_CACHE_TTL_MS: '2000' };
process.env.PARTNERS_FILE = env.PARTNERS_FILE; // the CLI below writes the same store (read through shared/config.ts)
process.env.USAGE_DIR = env.USAGE_DIR;

async function partner(id: string, plan: string): Promise<string> {
  const out: string[] = [];
  if ((await runPartnersCli(['create', id, '--plan', plan, '--json'], { out: (l) => out.push(l), err: console.error })) !== 0)
    throw new Error(`create ${id}`);
  return JSON.parse(out[0]!).api_key as string;
}

const callers: { id: string | null; key?: string }[] = [
  { id: null },
  { id: 'load-enterprise', key: await partner('load-enterprise', 'enterprise') },
  { id: 'load-standard', key: await partner('load-standard', 'standard') },
  { id: 'load-starter', key: await partner('load-starter', 'starter') },
];

const seen = new Map<string, { billable2xx: number; replays: number; statuses: Record<string, number> }>();
const unexpected: Record<string, number> = {};
let serverErrors = 0;
const billable = new Set<string>(BILLABLE_ROUTE_IDS);

function requestFor(r: MixRequest, caller: (typeof callers)[number], idempotencyKey?: string) {
  const name = caller.id ?? 'anonymous';
  const stats = seen.get(name) ?? seen.set(name, { billable2xx: 0, replays: 0, statuses: {} }).get(name)!;
  const headers: Record<string, string> = {
    ...r.headers,
    ...(caller.key ? { 'x-api-key': caller.key } : {}),
    ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
  };
  return {
    method: r.method,
    path: r.path,
    headers,
    ...(r.body !== undefined ? { body: r.body } : {}),
    onResponse: (status: number, replay: boolean) => {
      stats.statuses[status] = (stats.statuses[status] ?? 0) + 1;
      if (replay) stats.replays++;
      else if (status >= 200 && status < 300 && caller.id && billable.has(r.route)) stats.billable2xx++;
      // Keyed calls may be rate limited; concurrent retries of one order may find it in progress.
      const expected = status === r.expect || (caller.id !== null && status === 429) || (idempotencyKey !== undefined && status === 409);
      if (!expected) unexpected[`${name} ${r.route} ${status}`] = (unexpected[`${name} ${r.route} ${status}`] ?? 0) + 1;
      if (status >= 500 && status !== r.expect) serverErrors++;
    },
  };
}

const mix = await requestMix();
const batch = mix.find((r) => r.route === 'iddsi-batch')!;
// Callers interleaved, so every connection sends keyed and anonymous calls from the start.
const requests = mix.flatMap((r, i) =>
  callers.flatMap((caller) => [
    requestFor(r, caller),
    // A client retrying the same order: the first answer is billed, every retry is a replay.
    ...(i % 10 === 0 ? [requestFor(batch, caller, `order-${caller.id ?? 'anon'}`)] : []),
  ]),
);

const server = await startServerProcess(env);
if (!server.url.startsWith(`http://${LOOPBACK}:`)) throw new Error('loopback only');
console.log(
  `partner load: ${duration} s at ${connections} connections, ${requests.length} requests in the rotation (anonymous + 3 partners)`,
);
type Req = (typeof requests)[number];
let sent = 0;
let connectionErrors = 0;
const latencies: number[] = [];
async function send(r: Req): Promise<void> {
  const t0 = performance.now();
  try {
    const res = await fetch(server.url + r.path, {
      method: r.method,
      headers: r.headers,
      ...(r.body !== undefined ? { body: r.body } : {}),
    });
    await res.arrayBuffer();
    latencies.push(performance.now() - t0);
    r.onResponse(res.status, res.headers.get('idempotent-replayed') === 'true');
  } catch {
    connectionErrors++;
  }
}
const deadline = performance.now() + duration * 1000;
await Promise.all(
  Array.from({ length: connections }, async (_, c) => {
    for (let i = c * 7; performance.now() < deadline; i++) {
      sent++;
      await send(requests[i % requests.length]!);
    }
  }),
);
latencies.sort((a, b) => a - b);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)]!.toFixed(1);

const failures: string[] = [];
for (const caller of callers.filter((c) => c.key)) {
  await new Promise((r) => setTimeout(r, 1500)); // a rate-limited partner's bucket refills first
  const res = await fetch(`${server.url}/api/usage`, { headers: { 'x-api-key': caller.key! } });
  const usage = (await res.json()) as { billable_calls: number };
  const mine = seen.get(caller.id!)!;
  const line = `${caller.id}: statuses ${JSON.stringify(mine.statuses)}, billable 2xx seen ${mine.billable2xx}, replays ${mine.replays}, GET /api/usage billable_calls ${usage.billable_calls}`;
  console.log(line);
  if (usage.billable_calls !== mine.billable2xx) failures.push(`usage mismatch for ${caller.id}`);
}
console.log(`anonymous: statuses ${JSON.stringify(seen.get('anonymous')!.statuses)}`);
console.log(
  `total ${sent} requests, ${(sent / duration).toFixed(0)} req/s, latency p50 ${pct(50)} ms p99 ${pct(99)} ms, connection errors ${connectionErrors}`,
);
if (serverErrors > 0) failures.push(`${serverErrors} unexpected 5xx`);
if (Object.keys(unexpected).length > 0) failures.push(`unexpected statuses: ${JSON.stringify(unexpected)}`);
if (connectionErrors > 0) failures.push(`${connectionErrors} connection errors`);
await server.stop();
console.log(failures.length === 0 ? 'PASS: 0 unexpected 5xx; usage counts equal the billable 2xx seen' : `FAIL: ${failures.join('; ')}`);
process.exitCode = failures.length === 0 ? 0 : 1;
