/**
 * The post-deploy smoke test (test/deploy/smoke.ts, `npm run smoke`) against
 * the local server: every route passes, the engines are reported, and a
 * hosted model that is configured but not answering fails the run.
 */
import { BedrockRuntimeClient, ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { startTestServer, type TestServer } from '../support/server';
import { formatResults, parseArgs, smoke } from './smoke';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => setConfig());

describe('npm run smoke', () => {
  it('passes every route of a healthy service on the embedded engines, and says so', async () => {
    const results = await smoke({ url: server.url });
    expect(results.filter((r) => !r.ok)).toEqual([]);
    expect(results.map((r) => r.route)).toEqual(
      expect.arrayContaining([
        'POST /api/iddsi-batch',
        'POST /api/clinical-qa',
        'POST /api/iddsi-classify-image',
        'GET /api/articles/{id}',
      ]),
    );
    for (const route of ['POST /api/iddsi-batch', 'POST /api/clinical-qa', 'POST /api/iddsi-classify-image']) {
      expect(results.find((r) => r.route === route)!.engine, route).toBe('embedded');
    }
    expect(formatResults(results)).toMatch(/smoke: 11 passed, 0 failed$/);
  });

  it('with --expect-model, an embedded answer on a model route fails', async () => {
    const results = await smoke({ url: server.url, expectModel: true });
    expect(results.find((r) => r.route === 'POST /api/iddsi-batch')).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/hosted model was expected/),
    });
  });

  it('fails when a hosted model is configured but not answering (the embedded fallback answered)', async () => {
    const bedrock = mockClient(BedrockRuntimeClient);
    bedrock
      .on(ConverseCommand)
      .rejects(Object.assign(new Error('slow down'), { name: 'ThrottlingException', $metadata: { httpStatusCode: 429 } }));
    setConfig({ TEXT_MODEL_PROVIDER: 'bedrock', BEDROCK_TEXT_MODEL_ID: 'us.anthropic.claude-haiku-4-5-20251001-v1:0' });
    try {
      const results = await smoke({ url: server.url });
      const batch = results.find((r) => r.route === 'POST /api/iddsi-batch')!;
      expect(batch).toMatchObject({
        ok: false,
        engine: 'embedded (fallback: throttled)',
        problem: 'a hosted model is configured but did not answer',
      });
      expect(formatResults(results)).toMatch(/FAIL POST \/api\/iddsi-batch/);
    } finally {
      bedrock.restore();
    }
  });

  it('reads --url, --photo and --expect-model, and refuses a missing URL', () => {
    expect(parseArgs(['--url', 'https://api.example', '--expect-model'])).toEqual({ url: 'https://api.example', expectModel: true });
    expect(() => parseArgs([])).toThrow(/usage: npm run smoke -- --url/);
  });
});
