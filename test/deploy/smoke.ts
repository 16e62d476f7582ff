/**
 * Post-deploy smoke test: `npm run smoke -- --url https://… [--photo plate.jpg] [--expect-model]`.
 * Calls every route of a running service once (batch, Q&A and image
 * included), checks each answer's status, shape and CORS header, and prints
 * which engine answered (hosted model or embedded) and the latency. Exits 1
 * on any failure, and when a hosted model is configured but the embedded
 * fallback answered (a `fallback_reason`); with --expect-model, also when a
 * model route answered from an embedded engine at all.
 */
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { jsonOrUndefined } from '../support/server';
import type { Json } from '../support/json';

export interface SmokeResult {
  route: string;
  ok: boolean;
  status: number;
  ms: number;
  /** "model", "embedded", "embedded (fallback: reason)" or "-" for routes without a model. */
  engine: string;
  problem?: string;
}

export interface Photo {
  bytes: Buffer;
  type: string;
  name: string;
}

export interface SmokeOptions {
  url: string;
  /** A photo to classify (JPEG, PNG or WebP); default: a generated plate image. */
  photo?: Photo;
  /** Fail when a model route answered from an embedded engine. */
  expectModel?: boolean;
}

type Answer = { status: number; json: Json; cors: string | null; ms: number };

async function call(base: string, method: string, path: string, body?: unknown, form?: FormData): Promise<Answer> {
  const started = performance.now();
  const headers: Record<string, string> = { 'x-partner-id': 'smoke-test' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const payload = form ?? (body === undefined ? undefined : JSON.stringify(body));
  const res = await fetch(base + path, { method, headers, ...(payload ? { body: payload } : {}), signal: AbortSignal.timeout(35_000) });
  const json = jsonOrUndefined(await res.text());
  return { status: res.status, json, cors: res.headers.get('access-control-allow-origin'), ms: Math.round(performance.now() - started) };
}

const isEmbedded = (model: unknown) => typeof model === 'string' && model.startsWith('embedded');

/** The engine of a model-backed answer, from its model name and fallback reason. */
function engineOf(model: unknown, fallback: unknown): string {
  if (typeof fallback === 'string' && fallback) return `embedded (fallback: ${fallback})`;
  return isEmbedded(model) ? 'embedded' : 'model';
}

/** The engine of an image answer, from its photo evidence. */
function imageEngine(json: Json): string {
  const evidence: { type?: string; matched?: string; detail?: string }[] = (json?.evidence ?? []).filter(
    (e: { type?: string }) => e.type === 'image',
  );
  const fallback = evidence.find((e) => /did not answer/.test(e.detail ?? ''));
  if (fallback) return `embedded (fallback: ${/\(([^)]+)\)/.exec(fallback.detail ?? '')?.[1] ?? 'model_error'})`;
  return evidence.some((e) => /hosted/.test(e.matched ?? '')) ? 'model' : 'embedded';
}

/** A JPEG of a plate (when no --photo is given): a real image file both vision engines decode. */
export async function generatedPhoto(): Promise<Photo> {
  const sharp = (await import('sharp')).default;
  const [width, height] = [320, 240];
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    const [x, y] = [i % width, Math.floor(i / width)];
    const onPlate = (x - width / 2) ** 2 + (y - height / 2) ** 2 < 100 ** 2;
    const grain = (x * 7 + y * 13) % 23;
    pixels.set(onPlate ? [200 + (grain % 40), 150 + grain, 90 + grain] : [235, 235, 230], i * 3);
  }
  const bytes = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
  return { bytes, type: 'image/jpeg', name: 'plate.jpg' };
}

interface Check {
  route: string;
  run: (base: string) => Promise<Answer>;
  /** The problem with the answer, or undefined. */
  expect: (a: Answer) => string | undefined;
  engine?: (a: Answer) => string;
}

const need = (cond: boolean, problem: string) => (cond ? undefined : problem);

function photoForm(photo: Photo): FormData {
  const form = new FormData();
  form.set('image', new Blob([new Uint8Array(photo.bytes)], { type: photo.type }), photo.name);
  form.set('description', 'minced chicken in thick gravy');
  return form;
}

function checks(photo: Photo, articleId: () => string | undefined): Check[] {
  const meal = {
    resident_iddsi_level: 5,
    resident_drink_level: 2,
    meal: [{ item: 'minced beef in thick gravy, 4 mm pieces' }, { item: 'fish balls' }, { item: 'water', portion: '200 ml' }],
  };
  return [
    {
      route: 'GET /api/openapi.json',
      run: (b) => call(b, 'GET', '/api/openapi.json'),
      expect: (a) => need(a.status === 200 && typeof a.json?.openapi === 'string', 'no OpenAPI document'),
    },
    {
      route: 'POST /api/iddsi-classify',
      run: (b) => call(b, 'POST', '/api/iddsi-classify', { text: 'thin clear apple juice', language: 'en' }),
      expect: (a) => need(a.status === 200 && a.json?.iddsi_level === 0, `expected level 0, got ${a.json?.iddsi_level}`),
    },
    {
      route: 'POST /api/voice-aspiration-screen',
      run: (b) =>
        call(b, 'POST', '/api/voice-aspiration-screen', {
          symptoms: 'coughs every time she drinks water, wet gurgly voice after meals',
          age: 84,
        }),
      expect: (a) => need(a.status === 200 && a.json?.risk_level === 'high', `expected high risk, got ${a.json?.risk_level}`),
    },
    {
      route: 'POST /api/iddsi-classify-audio',
      run: (b) => call(b, 'POST', '/api/iddsi-classify-audio'),
      expect: (a) => need(a.status === 501, 'expected 501'),
    },
    {
      route: 'POST /api/iddsi-batch',
      run: (b) => call(b, 'POST', '/api/iddsi-batch', meal),
      // Water is thinner than the resident's level 2 drinks: never a safe meal.
      expect: (a) =>
        need(
          a.status === 200 && a.json?.meal_safety_verdict === 'unsafe' && a.json?.items?.length === 3,
          `expected an unsafe 3-item meal, got ${a.json?.meal_safety_verdict}`,
        ),
      engine: (a) => engineOf(a.json?.model, a.json?.fallback_reason),
    },
    {
      route: 'GET /api/clinical-qa',
      run: (b) => call(b, 'GET', '/api/clinical-qa'),
      expect: (a) => need(a.status === 200 && a.json?.index_size > 0, 'index not loaded'),
    },
    {
      route: 'POST /api/clinical-qa',
      run: (b) => call(b, 'POST', '/api/clinical-qa', { question: 'What is IDDSI level 4 pureed food?' }),
      expect: (a) => need(a.status === 200 && a.json?.sources?.length > 0 && a.json?.answer?.length > 0, 'no answer with sources'),
      engine: (a) => engineOf(a.json?.model, a.json?.fallback_reason),
    },
    {
      route: 'GET /api/articles/{id}',
      run: (b) => call(b, 'GET', `/api/articles/${encodeURIComponent(articleId() ?? 'missing')}`),
      expect: (a) => need(a.status === 200, `the first Q&A source does not resolve (${articleId()})`),
    },
    {
      route: 'POST /api/iddsi-classify-image',
      run: (b) => call(b, 'POST', '/api/iddsi-classify-image', undefined, photoForm(photo)),
      expect: (a) => need(a.status === 200 && Number.isInteger(a.json?.iddsi_level), `no level for the photo (${a.status})`),
      engine: (a) => imageEngine(a.json),
    },
    {
      route: 'POST /api/iddsi-classify-image/upload-url',
      run: (b) => call(b, 'POST', '/api/iddsi-classify-image/upload-url', { content_type: 'image/jpeg' }),
      expect: (a) => need(a.status === 200 && typeof a.json?.url === 'string' && typeof a.json?.s3_key === 'string', 'no upload form'),
    },
    {
      route: 'GET /api/no-such-route',
      run: (b) => call(b, 'GET', '/api/no-such-route'),
      expect: (a) => need(a.status === 404 && a.json?.error === 'not_found', 'expected a JSON 404'),
    },
  ];
}

function problemOf(check: Check, answer: Answer, engine: string, expectModel: boolean): string | undefined {
  return (
    check.expect(answer) ??
    (answer.cors === '*' ? undefined : 'no Access-Control-Allow-Origin: * header') ??
    (engine.startsWith('embedded (fallback') ? 'a hosted model is configured but did not answer' : undefined) ??
    (expectModel && engine === 'embedded' ? 'answered by the embedded engine; a hosted model was expected' : undefined)
  );
}

/** Runs every check in order (the article check reads the Q&A answer's first source). */
export async function smoke(options: SmokeOptions): Promise<SmokeResult[]> {
  const base = options.url.replace(/\/+$/, '');
  const photo = options.photo ?? (await generatedPhoto());
  let article: string | undefined;
  const results: SmokeResult[] = [];
  for (const check of checks(photo, () => article)) {
    try {
      const answer = await check.run(base);
      if (check.route === 'POST /api/clinical-qa') article = answer.json?.sources?.[0]?.id;
      const engine = check.engine?.(answer) ?? '-';
      const problem = problemOf(check, answer, engine, options.expectModel ?? false);
      results.push({
        route: check.route,
        ok: problem === undefined,
        status: answer.status,
        ms: answer.ms,
        engine,
        ...(problem ? { problem } : {}),
      });
    } catch (error) {
      results.push({ route: check.route, ok: false, status: 0, ms: 0, engine: '-', problem: (error as Error).message });
    }
  }
  return results;
}

export function formatResults(results: readonly SmokeResult[]): string {
  const rows = results.map(
    (r) =>
      `${r.ok ? 'ok  ' : 'FAIL'} ${r.route.padEnd(42)} ${String(r.status).padStart(3)} ${String(r.ms).padStart(6)} ms  ${r.engine}${r.problem ? `  <- ${r.problem}` : ''}`,
  );
  const failed = results.filter((r) => !r.ok).length;
  return [...rows, `smoke: ${results.length - failed} passed, ${failed} failed`].join('\n');
}

export function parseArgs(argv: readonly string[]): SmokeOptions {
  const value = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const url = value('--url');
  if (!url || !/^https?:\/\//.test(url))
    throw new Error('usage: npm run smoke -- --url https://<api> [--photo plate.jpg] [--expect-model]');
  const photoPath = value('--photo');
  const lower = photoPath?.toLowerCase() ?? '';
  const type = lower.endsWith('.png') ? 'image/png' : lower.endsWith('.webp') ? 'image/webp' : 'image/jpeg';
  return {
    url,
    expectModel: argv.includes('--expect-model'),
    ...(photoPath ? { photo: { bytes: fs.readFileSync(photoPath), type, name: photoPath.split('/').pop()! } } : {}),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const results = await smoke(parseArgs(process.argv.slice(2)));
  console.log(formatResults(results));
  process.exitCode = results.every((r) => r.ok) ? 0 : 1;
}
