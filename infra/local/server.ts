/**
 * `npm start`: serves every route of the route table on localhost by
 * turning each request into an API Gateway payload 2.0 event and calling the
 * same handler module Lambda calls. Logs one line per request, never bodies.
 */
import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { getConfig, PROJECT_ROOT } from '../../shared/config';
import { callerRequestId, CORS_HEADERS } from '../../shared/http/middleware';
import type { ApiEvent, ApiResult, LambdaContext } from '../../shared/http/types';
import { SERVICE_NAME } from '../../shared/observability/names';
import { gated } from '../../shared/partners/local';
import { FALLBACK_HANDLER, matchRoute, type Route, type RouteMatch } from '../../shared/routes';
import { fromApiResult, lambdaContext, requestTarget, toApiEvent } from './event';

/** API Gateway's payload limit, plus room for a multipart envelope around a 10 MB image. */
export const MAX_BODY_BYTES = 10 * 1024 * 1024 + 16 * 1024;

type Handler = (event: ApiEvent, context: LambdaContext) => Promise<ApiResult>;

const handlers = new Map<string, Promise<Handler>>();
/** Handlers already imported, so a warm request does not wait a turn for a settled promise. */
const ready = new Map<string, Handler>();

function loadHandler(module: string): Promise<Handler> {
  let loaded = handlers.get(module);
  if (!loaded) {
    const file = pathToFileURL(path.join(PROJECT_ROOT, 'functions', `${module}.ts`)).href;
    loaded = import(file).then((m: { handler: Handler }) => {
      ready.set(module, m.handler);
      return m.handler;
    });
    handlers.set(module, loaded);
  }
  return loaded;
}

class BodyTooLarge extends Error {}

/**
 * How much of a refused body the server still reads so the client can read
 * the 413: a socket closed while the client is sending is reset by its TCP
 * stack, and the answer is lost ("fetch failed"). Beyond this it is closed.
 */
export const MAX_DRAIN_BYTES = 64 * 1024 * 1024;

/** Read and discard the rest of a refused body; close the connection only past MAX_DRAIN_BYTES. */
function drain(req: IncomingMessage, alreadyRead: number): void {
  let drained = alreadyRead;
  req.removeAllListeners('data');
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > MAX_DRAIN_BYTES) req.socket.destroy();
  });
  req.resume();
}

function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      drain(req, 0);
      reject(new BodyTooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        chunks.length = 0;
        drain(req, size);
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, headers: Record<string, string>, body: Buffer): void {
  res.writeHead(status, { ...headers, 'content-length': String(body.length) });
  res.end(body);
}

/**
 * Send a handler's result. A text body is encoded once: its length comes
 * from the bytes, which go out in the same write as the head.
 */
function reply(res: ServerResponse, result: ApiResult | string | undefined): number {
  if (result && typeof result === 'object' && typeof result.body === 'string' && !result.isBase64Encoded) {
    const headers: Record<string, string> = {};
    const given = result.headers;
    if (given) for (const k of Object.keys(given)) headers[k.toLowerCase()] = String(given[k]);
    const body = Buffer.from(result.body);
    headers['content-length'] = String(body.length);
    const status = result.statusCode ?? 200;
    res.writeHead(status, headers);
    res.end(body);
    return status;
  }
  const { status, headers, body } = fromApiResult(result);
  send(res, status, headers, body);
  return status;
}

/** Matches of paths without parameters, memoised (the route table is fixed; the cache is bounded). */
const matches = new Map<string, RouteMatch>();
function routeFor(method: string, path: string): RouteMatch {
  const key = `${method} ${path}`;
  const known = matches.get(key);
  if (known) return known;
  const match = matchRoute(method, path);
  if (path.length <= 256 && (match.kind !== 'route' || Object.keys(match.pathParameters).length === 0)) {
    if (matches.size >= 1024) matches.clear();
    matches.set(key, match);
  }
  return match;
}

/** An answer of the server itself (no handler ran), with the headers every answer carries. */
function sendJson(res: ServerResponse, req: IncomingMessage, status: number, body: unknown, extra: Record<string, string> = {}): void {
  const requestId = callerRequestId(req.headers['x-request-id']) ?? randomUUID();
  send(
    res,
    status,
    { 'content-type': 'application/json; charset=utf-8', ...CORS_HEADERS, 'x-request-id': requestId, ...extra },
    Buffer.from(JSON.stringify(body)),
  );
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<number> {
  const method = (req.method ?? 'GET').toUpperCase();
  const target = requestTarget(req.url);
  const rawPath = target.pathname;
  let body: Buffer;
  try {
    body = await readBody(req, MAX_BODY_BYTES);
  } catch (e) {
    if (!(e instanceof BodyTooLarge)) throw e;
    sendJson(res, req, 413, {
      error: 'payload_too_large',
      message: 'request body exceeds the 10 MB limit; for large images use POST /api/iddsi-classify-image/upload-url',
    });
    return 413;
  }
  const match = routeFor(method, rawPath);
  const route: Route | undefined = match.kind === 'route' ? match.route : undefined;
  const module = route?.handler ?? FALLBACK_HANDLER;
  const routeKey = route ? `${route.method} ${route.path}` : '$default';
  const event = toApiEvent(req, body, routeKey, match.kind === 'route' ? match.pathParameters : undefined, target);
  const handler = ready.get(module) ?? (await loadHandler(module));
  // Keys, plans, quotas and metering, as API Gateway's authorizer and usage plans do in the cloud.
  return reply(res, await gated(event, route?.id, () => handler(event, lambdaContext(module, route?.timeoutSeconds ?? 5))));
}

function internalError(req: IncomingMessage, res: ServerResponse): number {
  // A handler that throws past its middleware is a bug; answer like API Gateway would.
  if (!res.headersSent) sendJson(res, req, 500, { error: 'internal_error', message: 'the service could not complete this request' });
  return 500;
}

/**
 * The gateway's access log, as API Gateway writes one in the cloud: a JSON line per request (method, path
 * without the query, status, latency), or none when `log` is null. The functions' own Powertools lines come
 * from the shared middleware; this one also covers what never reaches a function (unknown paths, a 413).
 */
export function createLocalServer(log: ((line: string) => void) | null = console.log): http.Server {
  if (!log) return http.createServer((req, res) => void handle(req, res).catch(() => internalError(req, res)));
  return http.createServer((req, res) => {
    const started = process.hrtime.bigint();
    const path = (req.url ?? '/').split('?')[0];
    handle(req, res)
      .catch(() => internalError(req, res))
      .then((status) => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        log(accessLine(req.method ?? 'GET', path ?? '/', status, ms));
      });
  });
}

function accessLine(method: string, path: string, status: number, ms: number): string {
  const latency_ms = Math.round(ms * 10) / 10;
  return JSON.stringify({
    level: 'INFO',
    message: 'gateway access',
    timestamp: new Date().toISOString(),
    service: SERVICE_NAME,
    method,
    path,
    status,
    latency_ms,
  });
}

export function startLocalServer(port = getConfig().PORT, log?: (line: string) => void, host = getConfig().HOST): Promise<http.Server> {
  const server = createLocalServer(log ?? (getConfig().LOG_REQUESTS ? console.log : null));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

/** How many processes serve: WORKERS, with `auto` meaning one per core. */
export function workerCount(setting = getConfig().WORKERS): number {
  return setting === 'auto' ? os.availableParallelism() : setting;
}

/** Where to point a browser: the host the server listens on, or localhost for a wildcard address. */
function listeningUrl(port: number): string {
  const host = getConfig().HOST;
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}/api`;
}

async function serveOne(): Promise<void> {
  const server = await startLocalServer();
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : getConfig().PORT;
  if (cluster.isPrimary) console.log(`dysphagia service listening on ${listeningUrl(port)} (stage ${getConfig().STAGE})`);
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/**
 * Several processes on one port, as a production Node server would run on a
 * multi-core host (in the cloud each Lambda container serves one request at
 * a time, so this only concerns the local server). A worker that dies is
 * replaced; stopping the primary stops them all.
 */
function serveCluster(workers: number): void {
  const port = getConfig().PORT;
  let stopping = false;
  for (let i = 0; i < workers; i++) cluster.fork();
  const served = new WeakSet<object>();
  cluster.on('exit', (worker, code) => {
    if (stopping) return;
    // One that never listened (the port is taken, say) would fail again: stop rather than loop.
    if (!served.has(worker)) {
      console.error(`a worker exited with code ${code} before listening on port ${port}; stopping`);
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      process.exitCode = 1;
      return;
    }
    cluster.fork();
  });
  let listening = 0;
  cluster.on('listening', (worker) => {
    served.add(worker);
    if (++listening === workers) {
      console.log(`dysphagia service listening on ${listeningUrl(port)} (stage ${getConfig().STAGE}, ${workers} workers)`);
    }
  });
  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(0), 2000).unref();
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

const isMain = process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url;
if (isMain) {
  const workers = workerCount();
  if (cluster.isPrimary && workers > 1) serveCluster(workers);
  else await serveOne();
}
