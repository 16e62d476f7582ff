/**
 * Cold-start budget of every Lambda bundle: `npx tsx test/bench/cold-start.ts`.
 *
 * Bundles each handler module with bundleFunction, the very step the CDK
 * stack deploys with (infra/bundling.ts), then, in a fresh node process per
 * run, imports the entry, calls its handler once with a small valid request
 * (see firstRequests), and then imports the lazy chunks that request did not
 * need (the AWS SDK on the embedded engines): what a hosted path adds on its
 * first call. Runs with the NODE_OPTIONS the functions are deployed with
 * (source maps on). Prints the entry and chunk sizes and the three times, and
 * exits non-zero when a function's code is over 1.5 MB or its median import
 * over 300 ms.
 *
 * Options: --runs N (fresh processes per bundle, default 5), --plain (also
 * measure without NODE_OPTIONS, to see what source maps cost), --keep.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleFunction, ENTRY_FILE, nativeModulesFor, PROJECT_ROOT, RUNTIME_NODE_OPTIONS } from '../../infra/bundling';
import { handlerModules, matchRoute, ROUTES } from '../../shared/routes';
import sharp from 'sharp';

const MAX_BUNDLE_BYTES = 1_500_000;
const MAX_IMPORT_MS = 300;

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Math.max(1, Math.floor(Number(args[runsAt + 1])) || 5) : 5;
const withPlain = args.includes('--plain');
const keep = args.includes('--keep');

/**
 * The first request of each function: a small valid request, so the first
 * call includes the work a real first request does (lexicon compiles, the
 * index load), not just a validation error. The image body is a generated PNG.
 */
function firstRequests(png: string): Record<string, { method: 'GET' | 'POST'; path: string; body?: unknown }> {
  return {
    'iddsi-classify': {
      method: 'POST',
      path: '/api/iddsi-classify',
      body: { text: 'minced chicken in thick gravy, pieces 4 mm', language: 'en' },
    },
    'iddsi-classify-image': {
      method: 'POST',
      path: '/api/iddsi-classify-image',
      body: { image_base64: png, description: 'mashed potato' },
    },
    'image-upload-url': { method: 'POST', path: '/api/iddsi-classify-image/upload-url', body: { content_type: 'image/jpeg' } },
    'voice-aspiration-screen': {
      method: 'POST',
      path: '/api/voice-aspiration-screen',
      body: { symptoms: 'coughs when drinking water, wet voice after meals', age: 82 },
    },
    'iddsi-classify-audio': { method: 'POST', path: '/api/iddsi-classify-audio', body: {} },
    'iddsi-batch': {
      method: 'POST',
      path: '/api/iddsi-batch',
      body: { meal: [{ item: 'water' }, { item: 'smooth puréed carrots' }, { item: 'bread roll' }], resident_iddsi_level: 4 },
    },
    'clinical-qa': { method: 'POST', path: '/api/clinical-qa', body: { question: 'What does the IDDSI flow test measure?' } },
    articles: { method: 'GET', path: '/api/articles/what-is-dysphagia-en' },
    openapi: { method: 'GET', path: '/api/openapi.json' },
  };
}

function sampleEvent(module: string, png: string) {
  const first = firstRequests(png)[module];
  const route = ROUTES.find(
    (r) => r.handler === module && (!first || (r.method === first.method && matchRoute(first.method, first.path).kind === 'route')),
  );
  const method = first?.method ?? route?.method ?? 'GET';
  const rawPath = first?.path ?? '/api/no-such-route';
  const pathParameters = route?.path.includes('{id}') ? { id: rawPath.split('/').pop()! } : undefined;
  return {
    version: '2.0',
    routeKey: route ? `${route.method} ${route.path}` : '$default',
    rawPath,
    rawQueryString: '',
    headers: { 'content-type': 'application/json', 'x-partner-id': 'bench' },
    ...(pathParameters ? { pathParameters } : {}),
    requestContext: {
      accountId: 'bench',
      apiId: 'bench',
      domainName: 'bench.local',
      domainPrefix: 'bench',
      http: { method, path: rawPath, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'cold-start-bench' },
      requestId: 'bench',
      routeKey: route ? `${route.method} ${route.path}` : '$default',
      stage: '$default',
      time: new Date().toISOString(),
      timeEpoch: Date.now(),
    },
    ...(method === 'POST' ? { body: JSON.stringify(first?.body ?? {}) } : {}),
    isBase64Encoded: false,
  };
}

// Runs in the fresh process: timing starts right before the import.
const PROBE = `
const [bundle, eventJson, ...chunks] = process.argv.slice(2);
const t0 = performance.now();
const mod = await import(bundle);
const t1 = performance.now();
const context = { functionName: 'bench', awsRequestId: 'bench', getRemainingTimeInMillis: () => 10000 };
let status = 'error';
try { const res = await mod.handler(JSON.parse(eventJson), context); status = res?.statusCode ?? 200; } catch (e) { status = 'threw ' + (e?.name ?? 'error'); }
const t2 = performance.now();
for (const chunk of chunks) await import(chunk);
const t3 = performance.now();
process.stdout.write(JSON.stringify({ importMs: t1 - t0, firstCallMs: t2 - t1, chunksMs: t3 - t2, status }));
process.exit(0);
`;

interface Probe {
  importMs: number;
  firstCallMs: number;
  /** Importing the chunks the first call did not load (already loaded ones cost nothing). */
  chunksMs: number;
  status: number | string;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

function round1(x: number): number {
  return Math.round(x * 10) / 10;
}

/** Files under a directory, recursively ([] when it does not exist). */
function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? listFiles(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

/** One function's figures, as npm run bench reads them. */
export interface ColdStartRow {
  module: string;
  /** index.mjs: parsed and evaluated at cold start. */
  entryKb: number;
  /** Lazy chunks (the AWS SDK, the S3 upload store): loaded on a hosted path's first call. */
  chunksKb: number;
  importMs: number;
  firstCallMs: number;
  chunksMs: number;
}
export const COLD_START_JSON_TAG = 'cold-start-json';

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

async function main(): Promise<void> {
  const png = (
    await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 236, g: 222, b: 180 } } })
      .png()
      .toBuffer()
  ).toString('base64');
  const outRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'cold-start-'));
  // Native modules (sharp) are not bundled: resolve them from the project, as Lambda does from the bundle's node_modules.
  fs.symlinkSync(path.join(PROJECT_ROOT, 'node_modules'), path.join(outRoot, 'node_modules'), 'dir');
  const probeFile = path.join(outRoot, 'probe.mjs');
  fs.writeFileSync(probeFile, PROBE);
  const uploadDir = path.join(outRoot, 'uploads');
  const env = {
    PATH: process.env.PATH ?? '',
    STAGE: 'bench',
    LOG_REQUESTS: 'false',
    UPLOAD_DIR: uploadDir,
    INDEX_FILE: path.join(PROJECT_ROOT, 'embeddings', 'dist', 'index.bin'),
  };

  // The first variant is the deployed one and the one the budget applies to.
  const variants: { label: string; nodeOptions: string }[] = [{ label: 'as deployed', nodeOptions: RUNTIME_NODE_OPTIONS }];
  if (withPlain) variants.push({ label: 'no NODE_OPTIONS', nodeOptions: '' });

  console.log(`cold start: ${runs} fresh node ${process.version} processes per bundle (Lambda runs nodejs24.x on arm64)`);
  console.log(`as deployed: NODE_OPTIONS=${RUNTIME_NODE_OPTIONS}`);
  console.log(`budgets: bundle <= 1.5 MB (${MAX_BUNDLE_BYTES.toLocaleString('en')} bytes), median import <= ${MAX_IMPORT_MS} ms\n`);
  const header = [
    'module',
    'entry',
    'lazy chunks',
    'maps',
    'variant',
    'import ms (median / max)',
    'first call ms (median)',
    'chunks ms (median)',
    'status',
  ];
  const rows: string[][] = [header];
  const results: ColdStartRow[] = [];
  const failures: string[] = [];

  for (const module of handlerModules()) {
    const dir = path.join(outRoot, module);
    // Native modules resolve through the node_modules link above instead of an arm64 install.
    bundleFunction(module, dir, { installNative: false });
    const entry = path.join(dir, ENTRY_FILE);
    const size = fs.statSync(entry).size;
    const chunks = listFiles(path.join(dir, 'chunks')).filter((f) => f.endsWith('.mjs'));
    const chunkBytes = chunks.reduce((n, f) => n + fs.statSync(f).size, 0);
    const mapBytes = listFiles(dir)
      .filter((f) => f.endsWith('.map'))
      .reduce((n, f) => n + fs.statSync(f).size, 0);
    if (size + chunkBytes > MAX_BUNDLE_BYTES)
      failures.push(`${module}: code ${(size + chunkBytes).toLocaleString('en')} bytes > ${MAX_BUNDLE_BYTES.toLocaleString('en')}`);
    const native = nativeModulesFor(module);

    for (const variant of variants) {
      const probes: Probe[] = [];
      for (let i = 0; i < runs; i++) {
        const out = execFileSync(
          process.execPath,
          [probeFile, pathToFileURL(entry).href, JSON.stringify(sampleEvent(module, png)), ...chunks.map((f) => pathToFileURL(f).href)],
          {
            cwd: dir,
            env: { ...env, ...(variant.nodeOptions ? { NODE_OPTIONS: variant.nodeOptions } : {}) },
            encoding: 'utf8',
            stdio: ['ignore', 'pipe', 'pipe'],
            timeout: 60_000,
          },
        );
        probes.push(JSON.parse(out) as Probe);
      }
      const imports = probes.map((p) => p.importMs);
      const importMedian = median(imports);
      if (variant === variants[0] && importMedian > MAX_IMPORT_MS) {
        failures.push(`${module}: median import ${importMedian.toFixed(0)} ms > ${MAX_IMPORT_MS} ms`);
      }
      const firstCallMs = median(probes.map((p) => p.firstCallMs));
      const chunksMs = median(probes.map((p) => p.chunksMs));
      if (variant === variants[0]) {
        results.push({
          module,
          entryKb: round1(size / 1024),
          chunksKb: round1(chunkBytes / 1024),
          importMs: round1(importMedian),
          firstCallMs: round1(firstCallMs),
          chunksMs: round1(chunksMs),
        });
      }
      rows.push([
        module + (native.length ? ` (+${native.join(', ')} native, not counted)` : ''),
        kb(size),
        chunks.length > 0 ? `${kb(chunkBytes)} in ${chunks.length}` : '-',
        kb(mapBytes),
        variant.label,
        `${importMedian.toFixed(1)} / ${Math.max(...imports).toFixed(1)}`,
        firstCallMs.toFixed(1),
        chunks.length > 0 ? chunksMs.toFixed(1) : '-',
        [...new Set(probes.map((p) => String(p.status)))].join(','),
      ]);
    }
  }

  const widths = header.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const [i, r] of rows.entries()) {
    console.log(r.map((c, j) => c.padEnd(widths[j]!)).join('  '));
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
  // One machine-readable line for npm run bench (test/bench/run.ts).
  console.log(`${COLD_START_JSON_TAG} ${JSON.stringify(results)}`);
  if (keep) console.log(`\nbundles kept in ${outRoot}`);
  else fs.rmSync(outRoot, { recursive: true, force: true });

  if (failures.length > 0) {
    console.error(`\nFAILED budgets:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log('\nall bundles within budget');
}

const isMain = process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url;
if (isMain) await main();
