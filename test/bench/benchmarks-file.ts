/** BENCHMARKS.md: the file `npm run bench` writes, and the load section `npm run load` keeps current in it. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadReport } from '../load/run';
import { ROOT } from '../load/server-process';

export const BENCH_FILE = path.join(ROOT, 'BENCHMARKS.md');
export const LOAD_START = '<!-- load:start -->';
export const LOAD_END = '<!-- load:end -->';

export function existingLoadSection(): string | undefined {
  if (!existsSync(BENCH_FILE)) return undefined;
  const text = readFileSync(BENCH_FILE, 'utf8');
  const a = text.indexOf(LOAD_START);
  const b = text.indexOf(LOAD_END);
  return a >= 0 && b > a ? text.slice(a, b + LOAD_END.length) : undefined;
}

/** The `npm run load` section of BENCHMARKS.md (kept across `npm run bench`). */
export function loadSection(report: LoadReport, command: string): string {
  const r = report;
  return [
    LOAD_START,
    `## Load: \`${command}\``,
    '',
    `Measured ${new Date().toISOString()} on ${os.cpus()[0]?.model ?? 'unknown'} × ${os.cpus().length}, Node.js ${process.version}.`,
    `Local server as a child process on 127.0.0.1, request logging off; warm-up ${r.options.warmup} s, then ${r.options.duration} s at ${r.options.connections} connections over a rotation of every route (multilingual JSON bodies, 20-item meals, a PNG as multipart, the audio route's promised 501).`,
    '',
    '| figure | value | limit |',
    '|---|---|---|',
    `| requests | ${r.requests} (${r.requestsPerSecond.toFixed(0)}/s) | |`,
    `| connection errors / timeouts | ${r.errors} / ${r.timeouts} | 0 |`,
    `| unexpected 5xx | ${r.serverErrors} | 0 |`,
    `| statuses | ${Object.entries(r.statuses)
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ')} | 501 only from the audio route |`,
    `| latency p50 / p90 / p99 / max | ${r.latencyMs.p50} / ${r.latencyMs.p90} / ${r.latencyMs.p99} / ${r.latencyMs.max} ms | |`,
    `| RSS, median of the first → last 10 s after warm-up | ${r.rss.afterWarmupMb.toFixed(1)} → ${r.rss.endMb.toFixed(1)} MB (growth ${r.rss.growthMb.toFixed(1)} MB) | growth < 50 MB |`,
    `| peak RSS (VmHWM) | ${r.rss.peakMb.toFixed(1)} MB | |`,
    `| result | ${r.failures.length === 0 ? 'pass' : `**FAIL**: ${r.failures.join('; ')}`} | |`,
    '',
    `RSS samples (s: MB, one a second): ${r.rssSamples.map((x) => `${x.t.toFixed(0)}: ${x.rssMb.toFixed(0)}`).join(', ')}`,
    '',
    'Per route (status: count):',
    '',
    ...Object.entries(r.byRoute)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(
        ([route, c]) =>
          `- ${route}: ${Object.entries(c)
            .map(([s, n]) => `${s}: ${n}`)
            .join(', ')}`,
      ),
    LOAD_END,
  ].join('\n');
}

/** Put a fresh load section into BENCHMARKS.md, creating the file if needed. */
export function writeLoadSection(section: string): void {
  if (!existsSync(BENCH_FILE)) {
    writeFileSync(BENCH_FILE, `# Benchmarks\n\nRun \`npm run bench\` for the full report.\n\n${section}\n`);
    return;
  }
  const text = readFileSync(BENCH_FILE, 'utf8');
  const a = text.indexOf(LOAD_START);
  const b = text.indexOf(LOAD_END);
  writeFileSync(
    BENCH_FILE,
    a >= 0 && b > a ? text.slice(0, a) + section + text.slice(b + LOAD_END.length) : `${text.trimEnd()}\n\n${section}\n`,
  );
}
