/**
 * The local server as a child process on a loopback port, with its resident
 * memory read from /proc/<pid>/status: what the load test and the
 * benchmarks measure. Only ever binds and targets 127.0.0.1.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync, realpathSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const LOOPBACK = '127.0.0.1';

/** A free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, LOOPBACK, () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

/** Live child processes of a process (cluster workers), from /proc ([] elsewhere). */
export function childPids(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

/**
 * Children of a process that run this node binary: the cluster workers.
 * Other children (tsx starts an esbuild service when its cache is cold)
 * are left out.
 */
export function nodeChildPids(pid: number): number[] {
  const node = realpathSync(process.execPath);
  return childPids(pid).filter((child) => {
    try {
      return readlinkSync(`/proc/${child}/exe`) === node;
    } catch {
      return false;
    }
  });
}

/** Resident set size and its high-water mark of a process, in MB (Linux). */
export function memoryOf(pid: number): { rssMb: number; hwmMb: number } | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rssMb: kb('VmRSS') / 1024, hwmMb: kb('VmHWM') / 1024 };
  } catch {
    return undefined;
  }
}

export interface ServerProcess {
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** What the server printed (startup line, errors); never request bodies. */
  output(): string;
  stop(): Promise<void>;
}

async function waitUntilUp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/openapi.json`);
      await res.arrayBuffer();
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`the server did not answer within ${timeoutMs} ms`);
}

/**
 * Start `infra/local/server.ts` under node with tsx (no npx wrapper, so the
 * pid is the server's own), request logging off, on a free loopback port.
 */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'infra', 'local', 'server.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), LOG_REQUESTS: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const keep = (b: Buffer) => {
    out = (out + b.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const url = `http://${LOOPBACK}:${port}`;
  try {
    await waitUntilUp(url, child, 30_000);
  } catch (e) {
    child.kill('SIGKILL');
    throw new Error(`${(e as Error).message}\n${out}`);
  }
  return {
    url,
    port,
    pid: child.pid!,
    child,
    output: () => out,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const hard = setTimeout(() => child.kill('SIGKILL'), 5_000);
        child.once('exit', () => {
          clearTimeout(hard);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** Samples a process's RSS every `everyMs` until stopped. */
export function sampleMemory(pid: number, everyMs = 1000) {
  const started = Date.now();
  const samples: { t: number; rssMb: number }[] = [];
  let peakMb = 0;
  const take = () => {
    const m = memoryOf(pid);
    if (!m) return;
    samples.push({ t: (Date.now() - started) / 1000, rssMb: m.rssMb });
    peakMb = Math.max(peakMb, m.hwmMb, m.rssMb);
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    samples,
    now: () => memoryOf(pid)?.rssMb ?? NaN,
    peakMb: () => peakMb,
    stop() {
      clearInterval(timer);
      take();
    },
  };
}
