/** Shared helpers of the Q&A tests: API events, a small corpus, a loopback S3 server. */
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ApiEvent, ApiResult, LambdaContext } from '../../shared/http/types';
import { companionFactsFor } from '../../shared/qa/companion-facts';
import { parseArticle, type Article } from '../../shared/qa/corpus';
import { questionIntents } from '../../shared/qa/question-intent';
import { textFeatures } from '../../shared/qa/text-features';

export function apiEvent(method: 'GET' | 'POST' | 'OPTIONS', rawPath: string, body?: unknown, extra: Partial<ApiEvent> = {}): ApiEvent {
  return {
    version: '2.0',
    routeKey: `${method} ${rawPath}`,
    rawPath,
    rawQueryString: '',
    headers: { 'content-type': 'application/json', ...(extra.headers ?? {}) },
    requestContext: { http: { method, path: rawPath, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' } },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    isBase64Encoded: false,
    ...extra,
  } as unknown as ApiEvent;
}

export const lambdaContext = {} as LambdaContext;

/** The companion facts (companion-facts.ts) a question read on its own asks for: their ids. */
export function companionIdsFor(question: string): string[] {
  return companionFactsFor({
    features: textFeatures(question, { query: true }),
    shapes: [],
    intents: questionIntents(question).map((i) => i.id),
    comparison: false,
    text: question,
  }).map((f) => f.id);
}

export type Handler = (event: ApiEvent, context: LambdaContext) => Promise<ApiResult>;

export function json(result: ApiResult): Record<string, unknown> {
  return JSON.parse(String(result.body)) as Record<string, unknown>;
}

/** A small corpus of two topics in two locales, for builder and loader tests. */
export function miniCorpus(): Article[] {
  const files = [
    [
      'flow-test',
      'en',
      'The flow test',
      '## Equipment\n\nUse a 10 ml slip-tip syringe.\n\n## Steps\n\n1. Fill to 10 ml.\n2. Let it flow for 10 seconds.\n3. Read what remains.',
    ],
    [
      'flow-test',
      'ja',
      'フローテスト',
      '## 器具\n\n10 mlのスリップチップシリンジを使います。\n\n## 手順\n\n1. 10 mlまで満たします。\n2. 10秒間流します。',
    ],
    [
      'thickeners',
      'en',
      'Thickeners',
      '## Types\n\nGum-based thickeners contain xanthan gum. Starch-based thickeners keep thickening.\n\n## Storage\n\nKeep the powder out of reach: swallowing dry powder can cause choking.',
    ],
    ['thickeners', 'ja', 'とろみ剤', '## 種類\n\nガム系とろみ剤はキサンタンガムを含みます。でんぷん系はとろみが強くなり続けます。'],
  ] as const;
  return files.map(([topic, locale, title, body]) => {
    const id = `${topic}-${locale.toLowerCase()}`;
    return parseArticle(
      `---\nid: ${id}\ntopic: ${topic}\nlocale: ${locale}\ntitle: "${title}"\nurl: /api/articles/${id}\nupdated: 2026-01-0${locale === 'en' ? 1 : 2}\n---\n\n${body}\n`,
      id,
    );
  });
}

// s3rver ships no types: loaded through require, used through a few calls.
const S3rver = createRequire(import.meta.url)('s3rver') as new (
  options: Record<string, unknown>,
) => {
  run(): Promise<{ port: number; address: string }>;
  close(): Promise<void>;
};

export interface LoopbackS3 {
  endpoint: string;
  bucket: string;
  close(): Promise<void>;
}

/** An S3-protocol server on 127.0.0.1 at a free port, with one bucket, in a temporary directory. */
export async function startLoopbackS3(bucket = 'qa-index-test'): Promise<LoopbackS3> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'qa-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    close: async () => {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Credentials s3rver accepts (the SDK needs some; none are real). */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
