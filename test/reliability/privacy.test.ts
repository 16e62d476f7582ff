/**
 * Privacy of logs: request text (symptoms, diagnoses, food descriptions,
 * questions) is health data and must never reach a log line. Every channel a
 * log can take (console.*, process.stdout/stderr, the local server's request
 * log) is captured while each endpoint handles bodies carrying a marker, on
 * success paths, validation failures, malformed bodies and model faults.
 */
import { BedrockRuntimeClient, ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../../shared/config';
import { startTestServer, type TestServer } from '../support/server';
import { call, endpoints, multipart, routeEvent, samplePng, type Endpoint } from './endpoints';

/** Markers an accidental log would carry: ASCII, CJK, and a JSON-escaped form. */
const MARKER = 'ZQX-PRIVATE-4471';
const CJK_MARKER = '私隱病歷標記';
const SECRET = `Mrs ${MARKER} ${CJK_MARKER}`;
const leaked = (text: string) =>
  [MARKER, CJK_MARKER, JSON.stringify(CJK_MARKER).slice(1, -1), Buffer.from(MARKER).toString('base64').slice(0, 16)].filter((m) =>
    text.includes(m),
  );

const list = endpoints();
const byId = (id: string) => list.find((e) => e.route.id === id)!;

/** Everything written to any log channel while `fn` runs. */
async function captured(fn: () => Promise<void>): Promise<string> {
  const out: string[] = [];
  const record = (...args: unknown[]) => {
    out.push(args.map((a) => (typeof a === 'string' ? a : a instanceof Error ? `${a.message}\n${a.stack}` : safeJson(a))).join(' '));
  };
  const spies = [
    ...(['log', 'info', 'warn', 'error', 'debug', 'trace'] as const).map((m) => vi.spyOn(console, m).mockImplementation(record)),
    ...[process.stdout, process.stderr].map((stream) =>
      vi.spyOn(stream, 'write').mockImplementation(((chunk: unknown) => {
        record(String(chunk));
        return true;
      }) as never),
    ),
  ];
  try {
    await fn();
  } finally {
    for (const s of spies) s.mockRestore();
  }
  return out.join('\n');
}

function safeJson(v: unknown): string {
  try {
    return JSON.stringify(v) ?? String(v);
  } catch {
    return String(v);
  }
}

/** Bodies for every route that carry the marker in each free-text field, valid and not. */
function bodiesFor(id: string): string[] {
  const s = SECRET;
  const long = (n: number) => `${s} `.repeat(Math.ceil(n / (s.length + 1)) + 2);
  const common = [`{"note":"${s}"`, `{"${s}":1}`, JSON.stringify([s]), JSON.stringify(s)];
  switch (id) {
    case 'iddsi-classify':
      return [
        JSON.stringify({ text: `soft ${s} porridge`, language: 'zh-HK' }),
        JSON.stringify({ text: long(2000) }),
        JSON.stringify({ text: [s] }),
        JSON.stringify({ text: 'tea', language: s }),
        ...common,
      ];
    case 'voice-aspiration-screen':
      return [
        JSON.stringify({ symptoms: `${s} coughs when drinking, wet voice`, age: 81, diagnosis: `${s} stroke` }),
        JSON.stringify({ symptoms: long(3000) }),
        JSON.stringify({ symptoms: 'coughing', diagnosis: long(1000) }),
        JSON.stringify({ symptoms: 'coughing', age: s }),
        ...common,
      ];
    case 'iddsi-batch':
      return [
        JSON.stringify({ meal: [{ item: `${s} minced beef`, portion: `${s} 1 scoop` }, { item: `rice ${s}` }], resident_iddsi_level: 5 }),
        JSON.stringify({ meal: [{ item: long(200) }], resident_iddsi_level: 5 }),
        JSON.stringify({ meal: [{ item: s, portion: 7 }], resident_iddsi_level: 5 }),
        ...common,
      ];
    case 'clinical-qa':
      return [
        JSON.stringify({ question: `${s} how thick should drinks be after a stroke?`, language: 'en' }),
        JSON.stringify({ question: long(1000) }),
        JSON.stringify({ question: s, top_k: s }),
        ...common,
      ];
    default:
      return [JSON.stringify({ text: s, description: s, image_base64: Buffer.from(s).toString('base64'), content_type: s }), ...common];
  }
}

async function runAll(e: Endpoint): Promise<void> {
  for (const body of bodiesFor(e.route.id)) {
    const { thrown } = await call(e.handler, routeEvent(e.route, body));
    expect(thrown).toBeUndefined();
  }
}

beforeAll(() => setConfig());
afterEach(() => setConfig());

describe('handlers never log request text', () => {
  it.each(list.map((e) => [e.route.id, e] as const))('%s', async (_id, e) => {
    const logs = await captured(() => runAll(e));
    expect(leaked(logs)).toEqual([]);
  });

  it('the image route, through multipart fields, file names and bad bytes', async () => {
    const e = byId('iddsi-classify-image');
    const png = await samplePng();
    const forms = [
      multipart([
        { name: 'image', value: png, filename: `${SECRET}.png`, type: 'image/png' },
        { name: 'description', value: `minced ${SECRET} in gravy` },
      ]),
      multipart([{ name: 'image', value: Buffer.from(`not an image ${SECRET}`), filename: 'x.png', type: 'image/png' }]),
      multipart([{ name: SECRET, value: SECRET }]),
      multipart([{ name: 'description', value: `${SECRET} `.repeat(500) }]),
    ];
    const logs = await captured(async () => {
      for (const f of forms) await call(e.handler, routeEvent(e.route, f.body, { 'content-type': f.contentType }));
      const truncated = forms[0]!.body.subarray(0, forms[0]!.body.length - 30);
      await call(e.handler, routeEvent(e.route, truncated, { 'content-type': forms[0]!.contentType }));
    });
    expect(leaked(logs)).toEqual([]);
  });
});

describe('model faults never put request text in a log', () => {
  const bedrock = mockClient(BedrockRuntimeClient);
  afterEach(() => bedrock.reset());
  afterAll(() => bedrock.restore());

  // Bedrock's own error messages can quote the prompt back (a ValidationException does).
  const faults = [
    Object.assign(new Error(`Malformed input request: ${SECRET}`), { name: 'ValidationException', $metadata: { httpStatusCode: 400 } }),
    Object.assign(new Error(`Too many requests ${SECRET}`), { name: 'ThrottlingException', $metadata: { httpStatusCode: 429 } }),
    Object.assign(new Error(`internal ${SECRET}`), { name: 'InternalServerException', $metadata: { httpStatusCode: 500 } }),
    Object.assign(new Error(`timed out ${SECRET}`), { name: 'TimeoutError' }),
    Object.assign(new Error(`denied ${SECRET}`), { name: 'AccessDeniedException', $metadata: { httpStatusCode: 403 } }),
  ];

  it.each(faults.map((f) => [f.name, f] as const))('batch with the hosted model failing with %s', async (_name, fault) => {
    setConfig({ TEXT_MODEL_PROVIDER: 'bedrock', BEDROCK_TEXT_MODEL_ID: 'anthropic.test-model', BEDROCK_TIMEOUT_MS: '1000' });
    bedrock.on(ConverseCommand).rejects(fault);
    const e = byId('iddsi-batch');
    const logs = await captured(() => runAll(e));
    expect(leaked(logs)).toEqual([]);
  });

  it('batch with the hosted model echoing the request in a malformed reply', async () => {
    setConfig({ TEXT_MODEL_PROVIDER: 'bedrock', BEDROCK_TEXT_MODEL_ID: 'anthropic.test-model', BEDROCK_TIMEOUT_MS: '1000' });
    bedrock.on(ConverseCommand).resolves({
      $metadata: {},
      output: {
        message: {
          role: 'assistant',
          content: [{ text: SECRET }, { toolUse: { toolUseId: 't', name: 'x', input: { echo: SECRET } as never } }],
        },
      },
      stopReason: 'end_turn',
    } as never);
    const logs = await captured(() => runAll(byId('iddsi-batch')));
    expect(leaked(logs)).toEqual([]);
  });

  it.each(faults.map((f) => [f.name, f] as const))('Q&A with the hosted model failing with %s', async (_name, fault) => {
    setConfig({ TEXT_MODEL_PROVIDER: 'bedrock', BEDROCK_TEXT_MODEL_ID: 'anthropic.test-model', BEDROCK_TIMEOUT_MS: '1000' });
    bedrock.on(ConverseCommand).rejects(fault);
    const logs = await captured(() => runAll(byId('clinical-qa')));
    expect(leaked(logs)).toEqual([]);
  });
});

describe('the local server logs routes, statuses and timings only', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('for every route, with the marker in bodies and query strings', async () => {
    const logs = await captured(async () => {
      for (const e of list) {
        const path = e.route.path.replace(/\{\w+\}/g, 'flow-test-en');
        for (const body of e.route.method === 'POST' ? bodiesFor(e.route.id) : [undefined]) {
          const res = await fetch(`${server.url}${path}?q=${encodeURIComponent(SECRET)}`, {
            method: e.route.method,
            headers: { 'content-type': 'application/json', 'x-note': encodeURIComponent(SECRET) },
            body,
          });
          await res.arrayBuffer();
        }
      }
    });
    expect(server.lines.length).toBeGreaterThan(list.length);
    for (const line of server.lines) {
      // The access line holds names and numbers only: no query string, header or body.
      const entry = JSON.parse(line) as Record<string, unknown>;
      expect(Object.keys(entry).sort()).toEqual(['latency_ms', 'level', 'message', 'method', 'path', 'service', 'status', 'timestamp']);
      expect(entry.method).toMatch(/^[A-Z]+$/);
      expect(entry.path).toMatch(/^\/api\/[\w\-/.]+$/);
      expect(typeof entry.status).toBe('number');
    }
    expect(leaked(server.lines.join('\n'))).toEqual([]);
    expect(leaked(logs)).toEqual([]);
  });
});
