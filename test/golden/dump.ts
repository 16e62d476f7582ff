/**
 * A golden dump: every handler run over every fixture input it can take
 * (text, aspiration and Q&A cases, meals built from the text cases,
 * synthetic photos, articles, the OpenAPI document, and a few malformed
 * requests), written as stable JSON: sorted keys, one entry per request,
 * status and body only (no headers, so no request ids; no timings).
 * A refactor that must not change outputs keeps this dump byte-identical.
 *
 *   npm run golden -- FILE            write the dump to FILE
 *   npm run golden -- --check FILE    compare with FILE; exit 1 and name the first differences
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { handler as articles } from '../../functions/articles';
import { handler as clinicalQa } from '../../functions/clinical-qa';
import { handler as batch } from '../../functions/iddsi-batch';
import { handler as audio } from '../../functions/iddsi-classify-audio';
import { handler as classifyImage } from '../../functions/iddsi-classify-image';
import { handler as classify } from '../../functions/iddsi-classify';
import { handler as uploadUrl } from '../../functions/image-upload-url';
import { handler as openapi } from '../../functions/openapi';
import { handler as screen } from '../../functions/voice-aspiration-screen';
import { setConfig } from '../../shared/config';
import type { ApiEvent, ApiResult, LambdaContext } from '../../shared/http/types';
import { RESPONSE_LANGUAGES } from '../../shared/languages';
import { readCorpus } from '../../shared/qa/corpus-files';
import { chunkyImage, encode, glassImage, mincedImage, noiseImage, pureeImage, type Format, type Raw } from '../image/fixtures';
import { imagePart, multipartBody, multipartEvent, type Part } from '../image/helpers';
import { readJsonl, type ScreenCase, type TextCase } from '../support/labelled-cases';
import { apiEvent, testContext } from '../support/events';

type Handler = (event: ApiEvent, context: LambdaContext) => Promise<ApiResult>;

interface Entry {
  id: string;
  status: number;
  body: unknown;
}

const FIXTURES = path.join(import.meta.dirname, '..', 'fixtures');
/** Response fields that change from run to run. */
const VOLATILE = new Set(['request_id', 'timestamp', 'generated_at', 'duration_ms', 'elapsed_ms', 'latency_ms', 'processing_ms']);

function fixtureFiles(prefix: string): string[] {
  return readdirSync(FIXTURES)
    .filter((f) => f.startsWith(prefix) && f.endsWith('.jsonl'))
    .sort();
}

function responseLanguage(lang: string | undefined): { language?: string } {
  return lang && (RESPONSE_LANGUAGES as readonly string[]).includes(lang) ? { language: lang } : {};
}

/** Keys sorted at every depth; volatile fields dropped. */
function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) {
    if (!VOLATILE.has(key)) out[key] = stable((value as Record<string, unknown>)[key]);
  }
  return out;
}

async function run(id: string, handler: Handler, event: ApiEvent): Promise<Entry> {
  const result = await handler(event, testContext);
  const type = String(result.headers?.['content-type'] ?? '');
  const text = result.body ?? '';
  const body = type.startsWith('application/json') && text !== '' ? JSON.parse(text) : text;
  return { id, status: result.statusCode ?? 200, body: stable(body) };
}

const post = (route: string, body: unknown) => apiEvent('POST', route, JSON.stringify(body));

async function textEntries(): Promise<Entry[]> {
  const out: Entry[] = [];
  for (const file of fixtureFiles('iddsi-text-')) {
    for (const c of readJsonl<TextCase>(path.join(FIXTURES, file))) {
      out.push(
        await run(`text/${file}/${c.id}`, classify, post('/api/iddsi-classify', { text: c.text, ...responseLanguage(c.text_lang) })),
      );
    }
  }
  return out;
}

function screenRequest(c: ScreenCase): Record<string, unknown> {
  const optional = {
    age: c.age,
    diagnosis: c.diagnosis,
    eat10: c.eat10,
    water_swallow_test: c.water_swallow_test,
    guss_total: c.guss_total,
  };
  const given = Object.fromEntries(Object.entries(optional).filter(([, v]) => v !== undefined));
  return { symptoms: c.symptoms, ...given, ...responseLanguage(c.text_lang) };
}

async function aspirationEntries(): Promise<Entry[]> {
  const out: Entry[] = [];
  for (const file of fixtureFiles('aspiration-')) {
    for (const c of readJsonl<ScreenCase>(path.join(FIXTURES, file))) {
      out.push(await run(`aspiration/${file}/${c.id}`, screen, post('/api/voice-aspiration-screen', screenRequest(c))));
    }
  }
  return out;
}

async function qaEntries(): Promise<Entry[]> {
  const out: Entry[] = [await run('qa/health', clinicalQa, apiEvent('GET', '/api/clinical-qa'))];
  for (const file of fixtureFiles('qa-questions.')) {
    for (const q of readJsonl<{ id: string; question: string; locale?: string }>(path.join(FIXTURES, file))) {
      // Half the questions name their locale, half leave it to detection.
      const language = out.length % 2 === 0 ? responseLanguage(q.locale) : {};
      out.push(await run(`qa/${file}/${q.id}`, clinicalQa, post('/api/clinical-qa', { question: q.question, ...language })));
    }
  }
  return out;
}

/** Meals of 8 items from the text cases in file order, against every resident level and some drink levels. */
async function batchEntries(): Promise<Entry[]> {
  const items = readJsonl<TextCase>(path.join(FIXTURES, 'iddsi-text-cases.jsonl')).map((c) => c.text.slice(0, 500));
  const out: Entry[] = [];
  for (let start = 0, n = 0; start < items.length; start += 8, n++) {
    const meal = items.slice(start, start + 8).map((item, i) => (i % 3 === 0 ? { item, portion: '200 ml' } : { item }));
    const drink = n % 2 === 0 ? { resident_drink_level: n % 5 } : {};
    const language = RESPONSE_LANGUAGES[n % RESPONSE_LANGUAGES.length];
    const body = { resident_iddsi_level: n % 8, ...drink, meal, language };
    out.push(await run(`batch/${n}`, batch, post('/api/iddsi-batch', body)));
  }
  return out;
}

const PHOTOS: [string, Raw, string | undefined][] = [
  ['puree', pureeImage(), 'smooth pureed carrot'],
  ['minced', mincedImage(), 'minced chicken in gravy'],
  ['chunky', chunkyImage(), undefined],
  ['glass', glassImage(), 'orange juice'],
  ['noise', noiseImage(320, 240), undefined],
];
const FORMATS: Format[] = ['jpeg', 'png', 'webp'];

async function imageEntries(): Promise<Entry[]> {
  const out: Entry[] = [];
  for (const [name, raw, description] of PHOTOS) {
    for (const format of FORMATS) {
      const bytes = await encode(raw, format);
      const parts: Part[] = [imagePart(bytes, `photo.${format}`, `image/${format}`)];
      if (description) parts.push({ name: 'description', value: description });
      out.push(await run(`image/${name}/${format}/multipart`, classifyImage, multipartEvent(multipartBody(parts))));
      const json = {
        image_base64: bytes.toString('base64'),
        image_type: `image/${format}`,
        language: 'zh-HK',
        ...(description ? { description } : {}),
      };
      out.push(await run(`image/${name}/${format}/json`, classifyImage, post('/api/iddsi-classify-image', json)));
    }
  }
  return out;
}

/** Requests every client can get wrong: each answer is an output too. */
async function errorEntries(): Promise<Entry[]> {
  const json = (route: string, body: string, type = 'application/json') => apiEvent('POST', route, body, { 'content-type': type });
  const cases: [string, Handler, ApiEvent][] = [
    ['classify/empty', classify, json('/api/iddsi-classify', '')],
    ['classify/not-json', classify, json('/api/iddsi-classify', '{"text":')],
    ['classify/short', classify, post('/api/iddsi-classify', { text: 'ab' })],
    ['classify/wrong-type', classify, json('/api/iddsi-classify', 'text=water', 'text/plain')],
    ['screen/missing', screen, post('/api/voice-aspiration-screen', { age: 80 })],
    [
      'batch/too-many',
      batch,
      post('/api/iddsi-batch', { resident_iddsi_level: 5, meal: Array.from({ length: 21 }, () => ({ item: 'water' })) }),
    ],
    ['qa/empty', clinicalQa, post('/api/clinical-qa', { question: '' })],
    ['image/no-body', classifyImage, multipartEvent(Buffer.alloc(0))],
    ['image/bad-base64', classifyImage, post('/api/iddsi-classify-image', { image_base64: '!!!!', image_type: 'image/jpeg' })],
    ['image/both', classifyImage, post('/api/iddsi-classify-image', { image_base64: 'AAAA', s3_key: 'uploads/x.jpg' })],
    ['image/no-boundary', classifyImage, multipartEvent(Buffer.from('x'), 'multipart/form-data')],
    ['image/gif', classifyImage, json('/api/iddsi-classify-image', 'GIF89a', 'image/gif')],
    ['upload-url/bad-type', uploadUrl, post('/api/iddsi-classify-image/upload-url', { content_type: 'image/gif' })],
    ['audio', audio, apiEvent('POST', '/api/iddsi-classify-audio')],
    ['articles/bad-id', articles, apiEvent('GET', '/api/articles/..')],
  ];
  const out: Entry[] = [];
  for (const [id, handler, event] of cases) out.push(await run(`error/${id}`, handler, event));
  return out;
}

async function documentEntries(): Promise<Entry[]> {
  const out: Entry[] = [await run('openapi', openapi, apiEvent('GET', '/api/openapi.json'))];
  for (const { id } of readCorpus().articles) {
    for (const accept of ['application/json', 'text/markdown']) {
      const event = { ...apiEvent('GET', `/api/articles/${id}`, undefined, { accept }), pathParameters: { id } };
      out.push(await run(`articles/${id}/${accept}`, articles, event));
    }
  }
  return out;
}

export async function goldenDump(): Promise<string> {
  setConfig({ LOG_REQUESTS: 'false', LOG_LEVEL: 'SILENT' });
  const groups = [textEntries, aspirationEntries, qaEntries, batchEntries, imageEntries, errorEntries, documentEntries];
  const entries: Entry[] = [];
  for (const group of groups) entries.push(...(await group()));
  return `${entries.map((e) => JSON.stringify(e)).join('\n')}\n`;
}

function firstDifferences(expected: string, actual: string, max = 10): string[] {
  const a = expected.split('\n');
  const b = actual.split('\n');
  const out: string[] = [];
  for (let i = 0; i < Math.max(a.length, b.length) && out.length < max; i++) {
    if (a[i] !== b[i]) out.push(`line ${i + 1}: ${(b[i] ?? '<missing>').slice(0, 160)}`);
  }
  return out;
}

async function main(args: string[]): Promise<number> {
  const check = args.includes('--check');
  const file = args.find((a) => !a.startsWith('--'));
  if (!file) {
    console.error('usage: npm run golden -- [--check] FILE');
    return 2;
  }
  const dump = await goldenDump();
  const lines = dump.split('\n').length - 1;
  if (!check) {
    writeFileSync(file, dump);
    console.log(`golden: ${lines} responses written to ${file}`);
    return 0;
  }
  const expected = readFileSync(file, 'utf8');
  if (expected === dump) {
    console.log(`golden: ${lines} responses identical to ${file}`);
    return 0;
  }
  const diffs = firstDifferences(expected, dump);
  console.error(`golden: differs from ${file}; first differences:\n${diffs.join('\n')}`);
  return 1;
}

process.exitCode = await main(process.argv.slice(2));
