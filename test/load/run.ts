/**
 * `npm run load`: the local server (a child process on 127.0.0.1) under a
 * mixed load of every route, multilingual bodies and a small PNG as
 * multipart, with autocannon: by default a 20 s warm-up, then 60 s at 64
 * connections. Reports requests, errors, statuses per route, latency and
 * the server's RSS (sampled from /proc every second), and exits non-zero on
 * any connection error, any 5xx the contract does not promise (the audio
 * route's 501 is promised), any other unexpected status, or RSS growth of
 * 50 MB or more after the warm-up (median RSS of the first 10 s of the
 * measured run against that of its last 10 s: the heap's sawtooth between
 * collections is tens of MB, a leak is a rising level).
 *
 *   npm run load -- --duration 60 --connections 64 --warmup 10 [--json out.json] [--no-write] [--without route-id,...]
 *
 * The figures replace the load section of BENCHMARKS.md (--no-write: print only).
 */
import autocannon from 'autocannon';
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { loadSection, writeLoadSection } from '../bench/benchmarks-file';
import { requestMix, type MixRequest } from './mix';
import { LOOPBACK, sampleMemory, startServerProcess } from './server-process';

export interface LoadOptions {
  duration: number;
  connections: number;
  warmup: number;
  /** Route ids left out of the mix (to find which route a problem comes from). */
  without?: string[];
}

export interface LoadReport {
  options: LoadOptions;
  requests: number;
  requestsPerSecond: number;
  errors: number;
  timeouts: number;
  statuses: Record<string, number>;
  byRoute: Record<string, Record<string, number>>;
  unexpected: Record<string, Record<string, number>>;
  serverErrors: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number; mean: number };
  rss: { startMb: number; afterWarmupMb: number; endMb: number; growthMb: number; peakMb: number };
  rssSamples: { t: number; rssMb: number }[];
  failures: string[];
}

export const RSS_GROWTH_LIMIT_MB = 50;

function median(xs: number[]): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** Adds one response of `status` to a route's tally. */
function count(tally: Record<string, Record<string, number>>, route: string, status: number): void {
  const byStatus = tally[route] ?? {};
  byStatus[status] = (byStatus[status] ?? 0) + 1;
  tally[route] = byStatus;
}

function countingRequests(
  mix: MixRequest[],
  byRoute: Record<string, Record<string, number>>,
  unexpected: Record<string, Record<string, number>>,
) {
  return mix.map((r) => ({
    method: r.method,
    path: r.path,
    headers: r.headers,
    ...(r.body !== undefined ? { body: r.body } : {}),
    onResponse: (status: number) => {
      count(byRoute, r.route, status);
      if (status !== r.expect) count(unexpected, r.route, status);
    },
  }));
}

export async function runLoad(options: LoadOptions, log: (line: string) => void = console.log): Promise<LoadReport> {
  const mix = (await requestMix()).filter((r) => !options.without?.includes(r.route));
  const server = await startServerProcess();
  if (!server.url.startsWith(`http://${LOOPBACK}:`)) throw new Error('the load test only targets the loopback address');
  const memory = sampleMemory(server.pid, 1000);
  try {
    const startMb = memory.now();
    // Warm-up: every handler loaded, JIT warm, caches and the Q&A index in memory.
    if (options.warmup > 0) {
      log(`warm-up: ${options.warmup} s at ${options.connections} connections`);
      await autocannon({
        url: server.url,
        connections: options.connections,
        duration: options.warmup,
        requests: countingRequests(mix, {}, {}),
      });
    }
    const firstSample = memory.samples.length;
    const byRoute: Record<string, Record<string, number>> = {};
    const unexpected: Record<string, Record<string, number>> = {};
    log(
      `load: ${options.duration} s at ${options.connections} connections, ${mix.length} requests in the rotation, server pid ${server.pid}`,
    );
    const result = await autocannon({
      url: server.url,
      connections: options.connections,
      duration: options.duration,
      timeout: 30,
      requests: countingRequests(mix, byRoute, unexpected),
    });
    memory.stop();
    // The heap breathes (a sawtooth of tens of MB between collections): compare the median RSS of the
    // first and the last 10 s of the measured run, so a leak shows as a rising level, not as GC timing.
    const run = memory.samples.slice(firstSample).map((x) => x.rssMb);
    const window = Math.max(1, Math.min(10, Math.floor(run.length / 3)));
    const afterWarmupMb = median(run.slice(0, window));
    const endMb = median(run.slice(-window));
    const statuses = Object.fromEntries(Object.entries(result.statusCodeStats).map(([s, v]) => [s, Number(v.count)]));
    // 5xx the contract does not promise: everything but the audio route's 501.
    let serverErrors = 0;
    for (const [route, counts] of Object.entries(unexpected)) {
      for (const [status, n] of Object.entries(counts)) if (Number(status) >= 500) serverErrors += n;
      void route;
    }
    const growthMb = endMb - afterWarmupMb;
    const failures: string[] = [];
    if (result.errors > 0) failures.push(`${result.errors} connection errors (${result.timeouts} timeouts)`);
    if (serverErrors > 0) failures.push(`${serverErrors} unexpected 5xx responses`);
    const unexpectedTotal = Object.values(unexpected).reduce((s, c) => s + Object.values(c).reduce((a, b) => a + b, 0), 0);
    if (unexpectedTotal > serverErrors) failures.push(`${unexpectedTotal - serverErrors} responses with an unexpected non-5xx status`);
    if (!(growthMb < RSS_GROWTH_LIMIT_MB))
      failures.push(`RSS grew ${growthMb.toFixed(1)} MB after warm-up (limit ${RSS_GROWTH_LIMIT_MB} MB)`);
    if (server.child.exitCode !== null) failures.push(`the server exited with code ${server.child.exitCode}`);
    const total = Object.values(statuses).reduce((a, b) => a + b, 0);
    return {
      options,
      requests: total,
      requestsPerSecond: total / result.duration,
      errors: result.errors,
      timeouts: result.timeouts,
      statuses,
      byRoute,
      unexpected,
      serverErrors,
      latencyMs: {
        p50: result.latency.p50,
        p90: result.latency.p90,
        p99: result.latency.p99,
        max: result.latency.max,
        mean: result.latency.average,
      },
      rss: { startMb, afterWarmupMb, endMb, growthMb, peakMb: memory.peakMb() },
      rssSamples: memory.samples,
      failures,
    };
  } finally {
    memory.stop();
    await server.stop();
  }
}

export function formatLoadReport(r: LoadReport): string {
  const lines = [
    `requests            ${r.requests} in ${r.options.duration} s (${r.requestsPerSecond.toFixed(0)}/s) at ${r.options.connections} connections`,
    `connection errors   ${r.errors} (timeouts ${r.timeouts})`,
    `statuses            ${Object.entries(r.statuses)
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ')}`,
    `unexpected 5xx      ${r.serverErrors}`,
    `latency             p50 ${r.latencyMs.p50} ms, p90 ${r.latencyMs.p90} ms, p99 ${r.latencyMs.p99} ms, max ${r.latencyMs.max} ms`,
    `server RSS          start ${r.rss.startMb.toFixed(1)} MB; median of the first 10 s after warm-up ${r.rss.afterWarmupMb.toFixed(1)} MB, of the last 10 s ${r.rss.endMb.toFixed(1)} MB: growth ${r.rss.growthMb.toFixed(1)} MB; peak ${r.rss.peakMb.toFixed(1)} MB`,
    'per route:',
    ...Object.entries(r.byRoute)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(
        ([route, c]) =>
          `  ${route.padEnd(34)} ${Object.entries(c)
            .map(([s, n]) => `${s}: ${n}`)
            .join(', ')}`,
      ),
  ];
  if (Object.keys(r.unexpected).length > 0) lines.push(`unexpected statuses: ${JSON.stringify(r.unexpected)}`);
  lines.push(r.failures.length === 0 ? 'PASS' : `FAIL: ${r.failures.join('; ')}`);
  return lines.join('\n');
}

function flag(args: string[], name: string, fallback: number): number {
  const i = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return fallback;
  const raw = args[i]!.includes('=') ? args[i]!.split('=')[1] : args[i + 1];
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`--${name} needs a non-negative number`);
  return n;
}

const isMain = process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url;
if (isMain) {
  const args = process.argv.slice(2);
  const duration = flag(args, 'duration', 60);
  const options: LoadOptions = {
    duration,
    connections: flag(args, 'connections', 64),
    // The heap reaches its working size (a sawtooth around a steady floor) after 20-30 s of the mix.
    warmup: flag(args, 'warmup', Math.min(20, Math.ceil(duration / 3))),
    without: args.flatMap((a, i) => (args[i - 1] === '--without' ? a.split(',') : [])),
  };
  const jsonAt = args.indexOf('--json');
  const report = await runLoad(options);
  console.log(formatLoadReport(report));
  if (jsonAt >= 0 && args[jsonAt + 1]) writeFileSync(args[jsonAt + 1]!, JSON.stringify(report, null, 2));
  // The figures go into BENCHMARKS.md (its load section), unless asked not to.
  if (!args.includes('--no-write')) {
    writeLoadSection(loadSection(report, `npm run load -- --duration ${options.duration} --connections ${options.connections}`));
    console.log('updated the load section of BENCHMARKS.md');
  }
  process.exit(report.failures.length === 0 ? 0 : 1);
}
