/**
 * Every route of the route table, with its handler, a request that should
 * succeed, the response schema a 200 must satisfy, and the status codes a
 * hostile client may legitimately get. The reliability tests iterate this
 * table, and one of them fails if a route is added without an entry here.
 */
import sharp from 'sharp';
import type * as z from 'zod';
import * as articles from '../../functions/articles';
import * as clinicalQa from '../../functions/clinical-qa';
import * as batch from '../../functions/iddsi-batch';
import * as classify from '../../functions/iddsi-classify';
import * as audio from '../../functions/iddsi-classify-audio';
import * as image from '../../functions/iddsi-classify-image';
import * as uploadUrl from '../../functions/image-upload-url';
import * as notFound from '../../functions/not-found';
import * as openapi from '../../functions/openapi';
import * as screen from '../../functions/voice-aspiration-screen';
import {
  AspirationScreenResponse,
  BatchMealResponse,
  ClinicalQaHealth,
  ClinicalQaResponse,
  IddsiClassifyResponse,
  UploadUrlResponse,
} from '../../shared/api/schemas';
import type { ApiEvent, ApiResult, LambdaContext } from '../../shared/http/types';
import { ROUTES, type Route } from '../../shared/routes';
import { apiEvent, invoke, testContext } from '../support/events';
import type { Json } from '../support/json';

export type Handler = (event: ApiEvent, context: LambdaContext) => Promise<ApiResult>;

/** Handler modules by name (static imports, so a missing module fails at load). */
export const HANDLERS: Record<string, Handler> = {
  articles: articles.handler,
  'clinical-qa': clinicalQa.handler,
  'iddsi-batch': batch.handler,
  'iddsi-classify': classify.handler,
  'iddsi-classify-audio': audio.handler,
  'iddsi-classify-image': image.handler,
  'image-upload-url': uploadUrl.handler,
  'not-found': notFound.handler,
  openapi: openapi.handler,
  'voice-aspiration-screen': screen.handler,
};

export interface Endpoint {
  route: Route;
  handler: Handler;
  /** A request that the finished endpoint answers with 200. */
  valid: () => Promise<ApiEvent>;
  /** Schema of a 200 body. */
  response?: z.ZodType;
  /** 5xx statuses this route answers by contract whatever the input (the audio placeholder). */
  always5xx?: number;
}

/** A route's event, with path parameters filled in as API Gateway would. */
export function routeEvent(
  route: Route,
  body?: string | Buffer,
  headers?: Record<string, string>,
  pathParameters?: Record<string, string>,
): ApiEvent {
  const params = pathParameters ?? (route.path.includes('{id}') ? { id: 'flow-test-en' } : undefined);
  const path = params ? route.path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(params[k] ?? '')) : route.path;
  const event = apiEvent(route.method, path, body, headers);
  event.routeKey = `${route.method} ${route.path}`;
  event.requestContext.routeKey = event.routeKey;
  if (params) event.pathParameters = params;
  return event;
}

const json = (route: Route, body: unknown) => routeEvent(route, JSON.stringify(body));

let png: Promise<Buffer> | undefined;
/** A small real photo-like PNG (a plate of orange purée on white). */
export function samplePng(): Promise<Buffer> {
  png ??= sharp({ create: { width: 64, height: 48, channels: 3, background: '#ffffff' } })
    .composite([
      {
        input: Buffer.from('<svg width="64" height="48"><ellipse cx="32" cy="24" rx="22" ry="14" fill="#e8893a"/></svg>'),
      },
    ])
    .png()
    .toBuffer();
  return png;
}

/** A multipart/form-data body with the given parts. */
export function multipart(
  parts: { name: string; value: string | Buffer; filename?: string; type?: string }[],
  boundary = '----reliability7MA4YWxkTrZu0gW',
): { body: Buffer; contentType: string } {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const VALID: Record<string, { valid: (r: Route) => Promise<ApiEvent>; response?: z.ZodType; always5xx?: number }> = {
  'iddsi-classify': {
    valid: async (r) => json(r, { text: 'smooth mashed potato that holds its shape on a spoon', language: 'en' }),
    response: IddsiClassifyResponse,
  },
  'iddsi-classify-image': {
    valid: async (r) => {
      const form = multipart([
        { name: 'image', value: await samplePng(), filename: 'plate.png', type: 'image/png' },
        { name: 'language', value: 'en' },
      ]);
      return routeEvent(r, form.body, { 'content-type': form.contentType });
    },
    response: IddsiClassifyResponse,
  },
  'iddsi-classify-image-upload-url': { valid: async (r) => json(r, { content_type: 'image/png' }), response: UploadUrlResponse },
  'voice-aspiration-screen': {
    valid: async (r) => json(r, { symptoms: 'coughs when drinking water, wet voice after meals', age: 80, diagnosis: 'stroke' }),
    response: AspirationScreenResponse,
  },
  'iddsi-classify-audio': { valid: async (r) => routeEvent(r), always5xx: 501 },
  'iddsi-batch': {
    valid: async (r) =>
      json(r, { meal: [{ item: 'smooth puréed carrots' }, { item: 'water', portion: '200 ml' }], resident_iddsi_level: 4 }),
    response: BatchMealResponse,
  },
  'clinical-qa-health': { valid: async (r) => routeEvent(r), response: ClinicalQaHealth },
  'clinical-qa': {
    valid: async (r) => json(r, { question: 'How long does the IDDSI flow test run?', top_k: 3 }),
    response: ClinicalQaResponse,
  },
  articles: { valid: async (r) => routeEvent(r) },
  openapi: { valid: async (r) => routeEvent(r) },
  docs: { valid: async (r) => routeEvent(r) },
  'docs-assets': { valid: async (r) => routeEvent(r, undefined, undefined, { file: 'docs.js' }) },
};

/** The table of every route (throws if a route of the route table has no entry). */
export function endpoints(): Endpoint[] {
  return ROUTES.map((route) => {
    const spec = VALID[route.id];
    const handler = HANDLERS[route.handler];
    if (!spec || !handler) throw new Error(`route ${route.id} has no reliability entry: add it to test/reliability/endpoints.ts`);
    return { route, handler, valid: () => spec.valid(route), response: spec.response, always5xx: spec.always5xx };
  });
}

/**
 * Routes whose engine still answers the documented 503 "not available yet"
 * to a valid request: while that holds, 503 service_unavailable is allowed
 * for them; once the engine lands, Json 5xx fails the properties.
 */
export async function pendingRoutes(list: Endpoint[]): Promise<Set<string>> {
  const pending = new Set<string>();
  for (const e of list) {
    const res = await invoke(e.handler, await e.valid());
    if (res.status === 503 && res.json?.error === 'service_unavailable') pending.add(e.route.id);
  }
  return pending;
}

export interface Verdict {
  ok: boolean;
  why: string;
}

/** The properties every answer must have, whatever was sent. */
export function judge(e: Endpoint, pending: Set<string>, result: ApiResult | undefined): Verdict {
  if (!result || typeof result !== 'object') return { ok: false, why: 'handler returned no result object' };
  const status = result.statusCode ?? 200;
  const headers = Object.fromEntries(Object.entries(result.headers ?? {}).map(([k, v]) => [k.toLowerCase(), String(v)]));
  if (headers['access-control-allow-origin'] !== '*') return { ok: false, why: `status ${status} without CORS` };
  // Errors and JSON answers must parse; a success may be another declared type (articles serve Markdown).
  const isJson = /application\/json/.test(headers['content-type'] ?? '');
  let body: Json;
  if (isJson || status >= 400) {
    try {
      body = result.body ? JSON.parse(result.body) : undefined;
    } catch {
      return { ok: false, why: `status ${status} with a body that is not JSON` };
    }
  } else if (result.body && !headers['content-type']) {
    return { ok: false, why: `status ${status} with a body of no declared type` };
  }
  if (status >= 500) {
    const allowed = status === e.always5xx || (status === 503 && pending.has(e.route.id) && body?.error === 'service_unavailable');
    if (!allowed) return { ok: false, why: `status ${status}: ${result.body?.slice(0, 300)}` };
  }
  if (status >= 400) {
    if (typeof body?.error !== 'string' || body.error === '' || typeof body?.message !== 'string' || body.message === '') {
      return { ok: false, why: `status ${status} without {error, message}: ${result.body?.slice(0, 300)}` };
    }
    if (!/application\/json/.test(headers['content-type'] ?? '')) return { ok: false, why: `status ${status} not labelled JSON` };
  }
  if (status === 200 && e.response) {
    const parsed = e.response.safeParse(body);
    if (!parsed.success) return { ok: false, why: `200 body does not match the response schema: ${parsed.error.message.slice(0, 300)}` };
  }
  return { ok: true, why: '' };
}

/** Calls a handler, catching what escapes it, and collects uncaught errors raised meanwhile. */
export async function call(handler: Handler, event: ApiEvent): Promise<{ result?: ApiResult; thrown?: unknown }> {
  try {
    return { result: await handler(event, testContext) };
  } catch (thrown) {
    return { thrown };
  }
}

/** Records uncaught exceptions and unhandled rejections while armed. */
export function uncaughtRecorder() {
  const seen: unknown[] = [];
  const record = (e: unknown) => seen.push(e);
  return {
    seen,
    arm() {
      process.on('uncaughtException', record);
      process.on('unhandledRejection', record);
    },
    disarm() {
      process.off('uncaughtException', record);
      process.off('unhandledRejection', record);
    },
  };
}
