/**
 * A partner's typed client, made from the served document alone: types
 * generated with openapi-typescript's programmatic API, a small
 * openapi-fetch client that calls every route, type-checked with the
 * TypeScript compiler (strict), then run against the local server. A route
 * the document describes wrongly fails one or the other.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT, setConfig } from '../../shared/config';
import { resetPartnerGate } from '../../shared/partners/platform';
import { PARTNER_ROUTES, ROUTES } from '../../shared/routes';
import { runPartnersCli } from '../../scripts/partners';
import { encode, mincedImage } from '../image/fixtures';
import { startTestServer, type TestServer } from '../support/server';

// Under node_modules (gitignored, outside the type check of the project) so the client resolves openapi-fetch as a partner's would.
const DIR = path.join(PROJECT_ROOT, 'node_modules', '.cache', 'typed-client');

/** The client a partner would write: one call per route, each answer read through its generated type. */
const CLIENT = `
import createClient from 'openapi-fetch';
import type { paths } from './api';

const [baseUrl, key, jpeg] = process.argv.slice(2) as [string, string, string];
const client = createClient<paths>({ baseUrl });
const results: Record<string, number> = {};
/** A status, or 1000 more when the typed body is not what the call should give. */
const check = (id: string, status: number, ok: boolean) => void (results[id] = status + (ok ? 0 : 1000));

const classify = await client.POST('/api/iddsi-classify', {
  body: { text: 'thickened orange juice, 3 ml left in the syringe after 10 s', language: 'ja' },
  headers: { 'Idempotency-Key': 'typed-client-1', 'x-api-key': key },
});
const level: number | undefined = classify.data?.iddsi_level;
check('iddsi-classify', classify.response.status, level === 1 && typeof classify.data?.multilingual_explanation.ja === 'string');

const image = await client.POST('/api/iddsi-classify-image', { body: { image_base64: jpeg, description: 'minced chicken in gravy' } });
check('iddsi-classify-image', image.response.status, Array.isArray(image.data?.confirm_with));

const form = await client.POST('/api/iddsi-classify-image/upload-url', { body: { content_type: 'image/jpeg' } });
const s3Key: string | undefined = form.data?.s3_key;
check('iddsi-classify-image-upload-url', form.response.status, s3Key?.startsWith('uploads/') === true);

const screen = await client.POST('/api/voice-aspiration-screen', { body: { symptoms: 'coughs when drinking water', age: 84, language: 'zh-CN' } });
const risk: 'low' | 'moderate' | 'high' | undefined = screen.data?.risk_level;
check('voice-aspiration-screen', screen.response.status, risk !== undefined);

const audio = await client.POST('/api/iddsi-classify-audio', { body: { audio: 'RIFF', language: 'en' }, bodySerializer: () => new FormData() });
const code: string | undefined = audio.error?.error;
check('iddsi-classify-audio', audio.response.status, code === 'not_implemented');

const batch = await client.POST('/api/iddsi-batch', { body: { meal: [{ item: 'water' }], resident_iddsi_level: 4, language: 'es' } });
const verdict: 'safe' | 'caution' | 'unsafe' | undefined = batch.data?.meal_safety_verdict;
check('iddsi-batch', batch.response.status, verdict !== undefined);

const health = await client.GET('/api/clinical-qa');
check('clinical-qa-health', health.response.status, health.data?.index_size === 120);

const qa = await client.POST('/api/clinical-qa', { body: { question: 'How is the IDDSI flow test done?', language: 'vi', top_k: 2 } });
check('clinical-qa', qa.response.status, qa.data?.answer_language === 'en' && (qa.data?.sources.length ?? 0) > 0);

const article = await client.GET('/api/articles/{id}', { params: { path: { id: 'flow-test-en' } }, headers: { accept: 'application/json' } });
check('articles', article.response.status, typeof article.data === 'object' && article.data.id === 'flow-test-en');

const doc = await client.GET('/api/openapi.json');
check('openapi', doc.response.status, doc.data?.openapi === '3.1.0');

const page = await client.GET('/api/docs', { parseAs: 'text' });
check('docs', page.response.status, page.data?.includes('swagger-ui') === true);

const asset = await client.GET('/api/docs/assets/{file}', { params: { path: { file: 'docs.js' } }, parseAs: 'text' });
check('docs-assets', asset.response.status, asset.response.headers.get('content-type')?.startsWith('text/javascript') === true);

const usage = await client.GET('/api/usage', { params: { query: { month: new Date().toISOString().slice(0, 7) } }, headers: { 'x-api-key': key } });
const billed: number | undefined = usage.data?.by_route['POST /api/iddsi-classify'];
const left: number | null | undefined = usage.data?.quota.remaining_today;
check('usage', usage.response.status, billed === 1 && typeof left === 'number');

console.log(JSON.stringify(results));
`;

let server: TestServer;
let dir: string;
beforeAll(async () => {
  fs.mkdirSync(DIR, { recursive: true });
  dir = fs.mkdtempSync(path.join(PROJECT_ROOT, 'node_modules', '.cache', 'partners-'));
  setConfig({ PARTNERS_FILE: path.join(dir, 'partners.json'), USAGE_DIR: path.join(dir, 'usage'), PARTNER_CACHE_TTL_MS: '0' });
  resetPartnerGate();
  server = await startTestServer();
  fs.rmSync(DIR, { recursive: true, force: true });
  fs.mkdirSync(DIR, { recursive: true });
});
afterAll(async () => {
  await server?.close();
  setConfig();
  resetPartnerGate();
  fs.rmSync(DIR, { recursive: true, force: true });
  fs.rmSync(dir, { recursive: true, force: true });
});

async function partnerKey(): Promise<string> {
  const out: string[] = [];
  expect(
    await runPartnersCli(['create', 'typed-client', '--plan', 'enterprise', '--json'], { out: (l) => out.push(l), err: () => undefined }),
  ).toBe(0);
  return JSON.parse(out[0]!).api_key as string;
}

describe('a typed client generated from the served document', () => {
  it('type-checks a client of every route, which then gets the documented answers', async () => {
    const doc = await (await fetch(`${server.url}/api/openapi.json`)).json();
    fs.writeFileSync(path.join(DIR, 'api.d.ts'), astToString(await openapiTS(doc as Parameters<typeof openapiTS>[0])));
    fs.writeFileSync(path.join(DIR, 'client.ts'), CLIENT);
    // Under node_modules Node looks for no package scope above: say the client is an ES module (top-level await).
    fs.writeFileSync(path.join(DIR, 'package.json'), JSON.stringify({ type: 'module', private: true }));

    const program = ts.createProgram([path.join(DIR, 'client.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      types: ['node'],
      skipLibCheck: true,
    });
    const errors = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(errors).toEqual([]);

    const jpeg = (await encode(mincedImage(96, 72), 'jpeg', { quality: 60 })).toString('base64');
    // Asynchronously: the server answering the client runs in this process.
    const { stdout: out } = await promisify(execFile)(
      path.join(PROJECT_ROOT, 'node_modules', '.bin', 'tsx'),
      [path.join(DIR, 'client.ts'), server.url, await partnerKey(), jpeg],
      {
        encoding: 'utf8',
      },
    );
    const results = JSON.parse(out.trim().split('\n').pop()!) as Record<string, number>;
    expect(Object.keys(results).sort()).toEqual([...ROUTES, ...PARTNER_ROUTES].map((r) => r.id).sort());
    for (const [route, status] of Object.entries(results)) expect(status, route).toBe(route === 'iddsi-classify-audio' ? 501 : 200);
  });
});
