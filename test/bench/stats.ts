import { performance } from 'node:perf_hooks';

/** Nearest-rank percentile of an ascending-sorted sample (p in 0..100), shared by every benchmark. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

/**
 * One call timed on two clocks. On a shared machine the wall clock also counts
 * time the process spent descheduled; the process CPU clock (process.cpuUsage)
 * also counts V8's background threads, and reads their time in scheduler-tick
 * steps. The call's own on-thread time is at most either, so `engine` =
 * min(wall, cpu) is the figure the engine budgets are judged on.
 */
export interface Timing {
  wall: number;
  cpu: number;
  engine: number;
}

export function timeCall(fn: () => void): Timing {
  const c = process.cpuUsage();
  const t = performance.now();
  fn();
  const wall = performance.now() - t;
  const u = process.cpuUsage(c);
  const cpu = (u.user + u.system) / 1000;
  return { wall, cpu, engine: Math.min(wall, cpu) };
}

/** A labelled timing: which input it was. */
export interface Sample extends Timing {
  input: string;
}

const ms = (v: number) => `${v.toFixed(3)} ms`;

/** "p50 … p95 … p99 … max …" of one clock over `samples`. */
export function percentiles(samples: readonly Timing[], clock: keyof Timing): string {
  const v = samples.map((s) => s[clock]).sort((a, b) => a - b);
  return `p50 ${ms(percentile(v, 50))}  p95 ${ms(percentile(v, 95))}  p99 ${ms(percentile(v, 99))}  max ${ms(v[v.length - 1] ?? NaN)}`;
}

/** The sample with the largest engine time. */
export function slowest<T extends Timing>(samples: readonly T[]): T | undefined {
  let worst: T | undefined;
  for (const s of samples) if (!worst || s.engine > worst.engine) worst = s;
  return worst;
}

/** The lines every engine benchmark prints for one set of samples: each clock's percentiles. */
export function clockLines(samples: readonly Timing[], indent = '    '): string[] {
  return [
    `${indent}engine ${percentiles(samples, 'engine')}`,
    `${indent}cpu    ${percentiles(samples, 'cpu')}`,
    `${indent}wall   ${percentiles(samples, 'wall')}`,
  ];
}
