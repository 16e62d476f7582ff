/**
 * WORKERS: the local server as a cluster of processes on one port. Started
 * as a real child process (as `npm start` runs it); the workers must all
 * serve, and stopping the primary must stop every one of them.
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { workerCount } from '../../infra/local/server';
import { parseConfig } from '../../shared/config';
import { nodeChildPids, ROOT, startServerProcess } from '../load/server-process';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('WORKERS', () => {
  it('reads a number or auto, and refuses anything else', () => {
    expect(parseConfig({}).WORKERS).toBe(1);
    expect(parseConfig({ WORKERS: '3' }).WORKERS).toBe(3);
    expect(workerCount(parseConfig({ WORKERS: 'auto' }).WORKERS)).toBe(os.availableParallelism());
    for (const bad of ['0', '-1', 'many', '2.5', '65']) expect(() => parseConfig({ WORKERS: bad }), bad).toThrow(/WORKERS/);
  });

  it.runIf(process.platform === 'linux')(
    'two workers share the port, and stopping the primary stops both',
    async () => {
      const server = await startServerProcess({ WORKERS: '2' });
      let workers: number[] = [];
      try {
        // The primary reports ready once both workers listen; give the second a moment if it lags.
        for (let i = 0; i < 50 && workers.length < 2; i++) {
          workers = nodeChildPids(server.pid);
          if (workers.length < 2) await new Promise((r) => setTimeout(r, 100));
        }
        expect(workers).toHaveLength(2);
        const replies = await Promise.all(
          Array.from({ length: 12 }, () =>
            fetch(`${server.url}/api/iddsi-classify`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', connection: 'close' },
              body: JSON.stringify({ text: 'thickened water, mildly thick' }),
            }).then(async (r) => ({ status: r.status, level: ((await r.json()) as { iddsi_level: number }).iddsi_level })),
          ),
        );
        expect(replies.every((r) => r.status === 200 && r.level === 2)).toBe(true);
      } finally {
        await server.stop();
      }
      for (let i = 0; i < 50 && workers.some(alive); i++) await new Promise((r) => setTimeout(r, 100));
      expect(workers.filter(alive)).toEqual([]);
    },
    60_000,
  );

  it.runIf(process.platform === 'linux')(
    'stops with an error, rather than forking again and again, when the port is taken',
    async () => {
      const holder = net.createServer();
      await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
      const port = (holder.address() as net.AddressInfo).port;
      try {
        const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'infra', 'local', 'server.ts')], {
          cwd: ROOT,
          env: { ...process.env, PORT: String(port), WORKERS: '2', LOG_REQUESTS: 'false' },
          stdio: ['ignore', 'ignore', 'pipe'],
        });
        let stderr = '';
        child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
        const code = await new Promise<number | null>((resolve) => {
          const timer = setTimeout(() => {
            child.kill('SIGKILL');
            resolve(null);
          }, 30_000);
          child.once('exit', (c) => {
            clearTimeout(timer);
            resolve(c);
          });
        });
        expect(code).toBe(1);
        expect(stderr).toMatch(/before listening/);
      } finally {
        holder.close();
      }
    },
    40_000,
  );
});
