/** Starts the local server on a free loopback port for contract tests. */
import type { Server } from 'node:http';
import { startLocalServer } from '../../infra/local/server';
import type { Json } from './json';

export interface TestServer {
  url: string;
  close(): Promise<void>;
  lines: string[];
}

export async function startTestServer(): Promise<TestServer> {
  const lines: string[] = [];
  const server: Server = await startLocalServer(0, (line) => lines.push(line));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return {
    url: `http://127.0.0.1:${address.port}`,
    lines,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export async function postJson(base: string, path: string, body: unknown) {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: jsonOrUndefined(text), text };
}

/** A response body parsed as JSON, or undefined when it is not JSON. */
export function jsonOrUndefined(text: string): Json {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
