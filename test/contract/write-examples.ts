/**
 * `npm run examples`: rewrites shared/api/examples.json, the request and 200
 * examples of the OpenAPI document, from what the local server really answers
 * to each request example. Run it after a change to a response; the contract
 * test checks every example against the document.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../shared/config';
import { startTestServer } from '../support/server';
import { encode, mincedImage } from '../image/fixtures';

const OUT = path.join(PROJECT_ROOT, 'shared', 'api', 'examples.json');
const PUBLIC = 'http://localhost:3000';

async function smallJpeg(): Promise<string> {
  return (await encode(mincedImage(96, 72), 'jpeg', { quality: 60 })).toString('base64');
}

const requests: Record<string, { path: string; body?: unknown; accept?: string }> = {
  'iddsi-classify': {
    path: '/api/iddsi-classify',
    body: { text: 'orange juice thickened with gum thickener; 3 ml left in the 10 ml syringe after 10 seconds', language: 'en' },
  },
  'iddsi-classify-image': {
    path: '/api/iddsi-classify-image',
    body: { image_base64: '', image_type: 'image/jpeg', description: 'minced chicken in gravy', language: 'en' },
  },
  'iddsi-classify-image-upload-url': { path: '/api/iddsi-classify-image/upload-url', body: { content_type: 'image/jpeg' } },
  'voice-aspiration-screen': {
    path: '/api/voice-aspiration-screen',
    body: { symptoms: 'coughs every time she drinks water, wet gurgly voice after meals', age: 84, diagnosis: 'stroke', language: 'en' },
  },
  'iddsi-batch': {
    path: '/api/iddsi-batch',
    body: {
      resident_iddsi_level: 5,
      resident_drink_level: 2,
      language: 'en',
      meal: [
        { item: 'minced beef in thick gravy, 4 mm pieces', portion: '120 g' },
        { item: 'fish balls' },
        { item: 'water', portion: '200 ml' },
      ],
    },
  },
  'clinical-qa-health': { path: '/api/clinical-qa' },
  'clinical-qa': {
    path: '/api/clinical-qa',
    body: { question: 'How small must Minced & Moist pieces be for adults?', language: 'en', top_k: 2 },
  },
  articles: { path: '/api/articles/flow-test-en', accept: 'application/json' },
};

/** Long texts cut to a readable length; a local port replaced by the documented default. */
function tidy(value: unknown, base: string): unknown {
  const text = JSON.stringify(value).replaceAll(base, PUBLIC);
  return JSON.parse(text, (key, v) => (key === 'markdown' && typeof v === 'string' ? `${v.slice(0, 400)}…` : v));
}

const server = await startTestServer();
const examples: Record<string, { request?: unknown; response: unknown }> = {};
(requests['iddsi-classify-image']!.body as { image_base64: string }).image_base64 = await smallJpeg();
for (const [id, r] of Object.entries(requests)) {
  const res = await fetch(server.url + r.path, {
    method: r.body ? 'POST' : 'GET',
    headers: { ...(r.body ? { 'content-type': 'application/json' } : {}), accept: r.accept ?? 'application/json' },
    ...(r.body ? { body: JSON.stringify(r.body) } : {}),
  });
  if (res.status !== 200) throw new Error(`${id}: ${res.status} ${await res.text()}`);
  examples[id] = { ...(r.body ? { request: r.body } : {}), response: tidy(await res.json(), server.url) };
}
await server.close();
fs.writeFileSync(OUT, `${JSON.stringify(examples, null, 2)}\n`);
console.log(`wrote ${path.relative(PROJECT_ROOT, OUT)} (${Object.keys(examples).length} operations)`);
