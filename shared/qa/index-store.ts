/**
 * Loads the Q&A index once per container, from the local file (default) or
 * from S3 (INDEX_SOURCE=s3), verifies it, and shares one in-flight load
 * between concurrent requests. A failed load is not cached for good: after a
 * short pause the next request tries again, so fixing the object heals the
 * service without a redeploy.
 */
import { readFile } from 'node:fs/promises';
import type { S3Client } from '@aws-sdk/client-s3';
import type { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { getConfig, type Config } from '../config';
import type { QaLocale } from '../languages';
import { DIMENSIONS, embedderForIndex, type Embedder } from './embedder';
import { decodeIndex, IndexFormatError, type DecodedIndex } from './index-format';
import { logError } from '../observability/logger';
import { tracedClient } from '../observability/tracer';

export interface LoadedIndex extends DecodedIndex {
  embedder: Embedder;
  /** Where it came from: a path or s3://bucket/key. */
  source: string;
  loadMs: number;
  articleById: Map<string, number>;
  /** topic → locale → article index. */
  topicArticles: Map<string, Map<QaLocale, number>>;
  /** Chunk indexes of each article, in order. */
  articleChunks: number[][];
}

export type IndexSource = { kind: 'file'; path: string } | { kind: 's3'; bucket: string; key: string; client?: S3Client };

/** Why the index cannot be used; the message is safe to show to a client. */
export class IndexUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IndexUnavailableError';
  }
}

/** Imported on first use: only an index in S3 needs the SDK (a chunk of its own in the bundle). */
const s3Sdk = () => import('@aws-sdk/client-s3');

let s3Client: S3Client | undefined;

/** One S3 client per container, built from config on first use (endpoint override for a loopback server). */
async function s3ClientFromConfig(config: Config = getConfig()): Promise<S3Client> {
  if (!s3Client) {
    const { S3Client } = await s3Sdk();
    s3Client ??= await tracedClient(
      new S3Client({ region: config.AWS_REGION, endpoint: config.S3_ENDPOINT, forcePathStyle: config.S3_FORCE_PATH_STYLE, maxAttempts: 2 }),
    );
  }
  return s3Client;
}

export function sourceFromConfig(config: Config = getConfig()): IndexSource {
  if (config.INDEX_SOURCE === 's3') {
    if (!config.INDEX_BUCKET) throw new IndexUnavailableError('INDEX_SOURCE is s3 but INDEX_BUCKET is not configured');
    return { kind: 's3', bucket: config.INDEX_BUCKET, key: config.INDEX_KEY };
  }
  return { kind: 'file', path: config.INDEX_FILE };
}

function describe(source: IndexSource): string {
  return source.kind === 'file' ? source.path : `s3://${source.bucket}/${source.key}`;
}

async function fetchBytes(source: IndexSource): Promise<Uint8Array> {
  if (source.kind === 'file') {
    try {
      return await readFile(source.path);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      throw new IndexUnavailableError(
        code === 'ENOENT'
          ? `index file ${source.path} does not exist; run npm run build:index`
          : `index file ${source.path} cannot be read (${code ?? 'error'})`,
      );
    }
  }
  try {
    const client = source.client ?? (await s3ClientFromConfig());
    const { GetObjectCommand } = await s3Sdk();
    const out = await client.send(new GetObjectCommand({ Bucket: source.bucket, Key: source.key }), {
      abortSignal: AbortSignal.timeout(10_000),
    });
    if (!out.Body) throw new IndexUnavailableError(`index object ${describe(source)} has no body`);
    return await out.Body.transformToByteArray();
  } catch (e) {
    if (e instanceof IndexUnavailableError) throw e;
    const name = (e as { name?: string }).name ?? 'Error';
    if (name === 'NoSuchKey' || name === 'NotFound') throw new IndexUnavailableError(`index object ${describe(source)} does not exist`);
    if (name === 'NoSuchBucket') throw new IndexUnavailableError(`index bucket ${source.bucket} does not exist`);
    if (name === 'AccessDenied') throw new IndexUnavailableError(`access to index object ${describe(source)} is denied`);
    throw new IndexUnavailableError(`index object ${describe(source)} could not be read (${name})`);
  }
}

export interface LoadOptions {
  bedrockClient?: BedrockRuntimeClient;
}

/** Fetch, verify and prepare an index. Throws IndexUnavailableError with the reason. */
export async function loadIndex(source: IndexSource, options: LoadOptions = {}): Promise<LoadedIndex> {
  const started = performance.now();
  const bytes = await fetchBytes(source);
  let decoded: DecodedIndex;
  try {
    decoded = decodeIndex(bytes);
  } catch (e) {
    const reason = e instanceof IndexFormatError ? e.message : 'index file is not valid';
    throw new IndexUnavailableError(`${describe(source)}: ${reason}`);
  }
  const { header } = decoded;
  if (header.dimensions !== DIMENSIONS) {
    throw new IndexUnavailableError(
      `${describe(source)}: index vectors have ${header.dimensions} dimensions; this service requires ${DIMENSIONS} (rebuild with npm run build:index)`,
    );
  }
  let embedder: Embedder;
  try {
    embedder = embedderForIndex(header.embedding_model, header.dimensions, decoded.table, {
      client: options.bedrockClient,
      deadlineMs: 3_000,
    });
  } catch (e) {
    throw new IndexUnavailableError(`${describe(source)}: ${(e as Error).message}`);
  }
  const articleById = new Map<string, number>();
  const topicArticles = new Map<string, Map<QaLocale, number>>();
  decoded.articles.forEach((a, i) => {
    articleById.set(a.id, i);
    let byLocale = topicArticles.get(a.topic);
    if (!byLocale) topicArticles.set(a.topic, (byLocale = new Map()));
    byLocale.set(a.locale, i);
  });
  const articleChunks: number[][] = decoded.articles.map(() => []);
  decoded.chunks.forEach((c, i) => {
    articleChunks[c.article]!.push(i);
  });
  return {
    ...decoded,
    embedder,
    source: describe(source),
    loadMs: performance.now() - started,
    articleById,
    topicArticles,
    articleChunks,
  };
}

/**
 * Holds the container's index: one load shared by concurrent callers; a
 * failure is remembered for `retryAfterMs`, then the next caller loads again.
 */
export class IndexStore {
  private loaded: LoadedIndex | undefined;
  private inflight: Promise<LoadedIndex> | undefined;
  private failure: { error: IndexUnavailableError; at: number } | undefined;

  constructor(
    private readonly source: () => IndexSource,
    private readonly options: LoadOptions & { retryAfterMs?: number } = {},
  ) {}

  get(): Promise<LoadedIndex> {
    if (this.loaded) return Promise.resolve(this.loaded);
    if (this.inflight) return this.inflight;
    const retryAfter = this.options.retryAfterMs ?? 1_000;
    if (this.failure && Date.now() - this.failure.at < retryAfter) return Promise.reject(this.failure.error);
    this.inflight = (async () => {
      try {
        const index = await loadIndex(this.source(), this.options);
        this.loaded = index;
        this.failure = undefined;
        return index;
      } catch (e) {
        const error =
          e instanceof IndexUnavailableError ? e : new IndexUnavailableError(`index could not be loaded (${(e as Error).name})`);
        this.failure = { error, at: Date.now() };
        // The reason goes to the log (it names a path or object, never request data).
        logError('index_load_failed', { area: 'clinical-qa', reason: error.message });
        throw error;
      } finally {
        this.inflight = undefined;
      }
    })();
    return this.inflight;
  }

  /** The loaded index, if any (never starts a load). */
  peek(): LoadedIndex | undefined {
    return this.loaded;
  }
}

let store: IndexStore | undefined;

/** The container's store, reading its source from config. */
export function defaultIndexStore(): IndexStore {
  store ??= new IndexStore(() => sourceFromConfig());
  return store;
}

/** Tests: forget the container's index (and S3 client) so the next call loads with the current config. */
export function resetIndexStore(replacement?: IndexStore): void {
  store = replacement;
  s3Client = undefined;
}
