/**
 * Cold-start budget of every Lambda bundle: `npx tsx test/bench/cold-start.ts`.
 *
 * Bundles each handler module with esbuild directly, using the very options
 * the CDK stack deploys with (infra/bundling.ts), then, in a fresh node
 * process per run, imports the bundle and calls its handler once with a small
 * event, with the NODE_OPTIONS the functions are deployed with (source maps
 * on). Prints bundle size, import time and first-call time, and exits
 * non-zero when a bundle is over 1.5 MB or its median import over 300 ms.
 *
 * Options: --runs N (fresh processes per bundle, default 5), --plain (also
 * measure without NODE_OPTIONS, to see what source maps cost), --keep.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { esbuildOptions, nativeModulesFor, PROJECT_ROOT, RUNTIME_NODE_OPTIONS } from '../../infra/bundling';
import { handlerModules, ROUTES } from '../../shared/routes';

const MAX_BUNDLE_BYTES = 1_500_000;
const MAX_IMPORT_MS = 300;

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Math.max(1, Math.floor(Number(args[runsAt + 1])) || 5) : 5;
const withPlain = args.includes('--plain');
const keep = args.includes('--keep');

/** A small, realistic request for the module's first route (POST bodies are `{}`: a 400 with no model call). */
function sampleEvent(module: string) {
  const route = ROUTES.find((r) => r.handler === module);
  const method = route?.method ?? 'GET';
  const rawPath = route ? route.path.replace(/\{\w+\}/g, 'what-is-dysphagia-en') : '/api/no-such-route';
  const pathParameters = route?.path.includes('{id}') ? { id: 'what-is-dysphagia-en' } : undefined;
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
    ...(method === 'POST' ? { body: '{}' } : {}),
    isBase64Encoded: false,
  };
}

// Runs in the fresh process: timing starts right before the import.
const PROBE = `
const [bundle, eventJson] = process.argv.slice(2);
const t0 = performance.now();
const mod = await import(bundle);
const t1 = performance.now();
const context = { functionName: 'bench', awsRequestId: 'bench', getRemainingTimeInMillis: () => 10000 };
let status = 'error';
try { const res = await mod.handler(JSON.parse(eventJson), context); status = res?.statusCode ?? 200; } catch (e) { status = 'threw ' + (e?.name ?? 'error'); }
const t2 = performance.now();
process.stdout.write(JSON.stringify({ importMs: t1 - t0, firstCallMs: t2 - t1, status }));
process.exit(0);
`;

interface Probe {
  importMs: number;
  firstCallMs: number;
  status: number | string;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

async function main(): Promise<void> {
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

  console.log(`cold start: ${runs} fresh node ${process.version} processes per bundle (Lambda runs nodejs22.x on arm64)`);
  console.log(`as deployed: NODE_OPTIONS=${RUNTIME_NODE_OPTIONS}`);
  console.log(`budgets: bundle <= 1.5 MB (${MAX_BUNDLE_BYTES.toLocaleString('en')} bytes), median import <= ${MAX_IMPORT_MS} ms\n`);
  const header = ['module', 'bundle', 'map', 'variant', 'import ms (median / max)', 'first call ms (median)', 'status'];
  const rows: string[][] = [header];
  const failures: string[] = [];

  for (const module of handlerModules()) {
    const dir = path.join(outRoot, module);
    const outfile = path.join(dir, 'index.mjs');
    await build({ ...esbuildOptions(module), outfile });
    const size = fs.statSync(outfile).size;
    const mapSize = fs.existsSync(`${outfile}.map`) ? fs.statSync(`${outfile}.map`).size : 0;
    if (size > MAX_BUNDLE_BYTES) failures.push(`${module}: bundle ${size.toLocaleString('en')} bytes > ${MAX_BUNDLE_BYTES.toLocaleString('en')}`);
    const native = nativeModulesFor(module);

    for (const variant of variants) {
      const probes: Probe[] = [];
      for (let i = 0; i < runs; i++) {
        const out = execFileSync(process.execPath, [probeFile, pathToFileURL(outfile).href, JSON.stringify(sampleEvent(module))], {
          cwd: dir,
          env: { ...env, ...(variant.nodeOptions ? { NODE_OPTIONS: variant.nodeOptions } : {}) },
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'pipe'],
          timeout: 60_000,
        });
        probes.push(JSON.parse(out) as Probe);
      }
      const imports = probes.map((p) => p.importMs);
      const importMedian = median(imports);
      if (variant === variants[0] && importMedian > MAX_IMPORT_MS) {
        failures.push(`${module}: median import ${importMedian.toFixed(0)} ms > ${MAX_IMPORT_MS} ms`);
      }
      rows.push([
        module + (native.length ? ` (+${native.join(', ')} native, not counted)` : ''),
        kb(size),
        kb(mapSize),
        variant.label,
        `${importMedian.toFixed(1)} / ${Math.max(...imports).toFixed(1)}`,
        median(probes.map((p) => p.firstCallMs)).toFixed(1),
        [...new Set(probes.map((p) => String(p.status)))].join(','),
      ]);
    }
  }

  const widths = header.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const [i, r] of rows.entries()) {
    console.log(r.map((c, j) => c.padEnd(widths[j]!)).join('  '));
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
  if (keep) console.log(`\nbundles kept in ${outRoot}`);
  else fs.rmSync(outRoot, { recursive: true, force: true });

  if (failures.length > 0) {
    console.error(`\nFAILED budgets:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log('\nall bundles within budget');
}

await main();
