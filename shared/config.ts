/**
 * Typed configuration: the only module that reads process.env.
 *
 * Every setting has a default that runs fully offline (embedded providers,
 * the index file built from embeddings/), so `npm start` needs no setup.
 */
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import * as z from 'zod';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const boolFromEnv = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

export const ConfigSchema = z.object({
  /** Deployment stage name; only used in logs and the health description. */
  STAGE: z.string().default('local'),
  /** Port of the local server (`npm start`). */
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Interface the local server listens on: loopback by default; 0.0.0.0 (or ::) serves other machines and containers. */
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  /**
   * Processes of the local server: 1 (the default, one log stream), a number,
   * or `auto` for one per core. The primary shares the port among them.
   */
  WORKERS: z.union([z.literal('auto'), z.coerce.number().int().min(1).max(64)]).default(1),
  /**
   * Base URL that article citations resolve against (GET /api/articles/{id}).
   * Unset: the scheme and host the request came in on (see publicBaseUrl).
   */
  PUBLIC_BASE_URL: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.url().optional()),

  /** Which engine writes batch classifications and Q&A answers. */
  TEXT_MODEL_PROVIDER: z.enum(['embedded', 'bedrock']).default('embedded'),
  /** Which engine looks at photos. */
  VISION_PROVIDER: z.enum(['embedded', 'bedrock']).default('embedded'),
  /** Which embedder builds the index (queries always use the index's own model). */
  EMBEDDER_PROVIDER: z.enum(['embedded', 'titan']).default('embedded'),

  BEDROCK_REGION: z.string().default('us-east-1'),
  /** Claude model id or inference profile for batch and Q&A; empty = not configured. */
  BEDROCK_TEXT_MODEL_ID: optionalString,
  /** Claude model id or inference profile for images; falls back to the text model. */
  BEDROCK_VISION_MODEL_ID: optionalString,
  BEDROCK_EMBEDDING_MODEL_ID: z.string().default('amazon.titan-embed-text-v1'),
  /** Deadline for one model call; the batch route must answer inside 30 s in all. */
  BEDROCK_TIMEOUT_MS: z.coerce.number().int().min(100).max(28_000).default(20_000),

  /** Where the Q&A index comes from at cold start. */
  INDEX_SOURCE: z.enum(['file', 's3']).default('file'),
  INDEX_FILE: z.string().default(path.join(projectRoot, 'embeddings', 'dist', 'index.bin')),
  INDEX_BUCKET: optionalString,
  INDEX_KEY: z.string().default('qa-index/index.bin'),

  /** Bucket for large image uploads (pre-signed POST); local mode uses UPLOAD_DIR. */
  UPLOAD_BUCKET: optionalString,
  UPLOAD_PREFIX: z.string().default('uploads/'),
  UPLOAD_DIR: z.string().default(path.join(projectRoot, '.uploads')),

  /** S3 endpoint override (a loopback S3-protocol server in tests). */
  S3_ENDPOINT: optionalString,
  S3_FORCE_PATH_STYLE: boolFromEnv.default(false),
  AWS_REGION: z.string().default('us-east-1'),

  /** Request logs: one line per request (never bodies). */
  LOG_REQUESTS: boolFromEnv.default(true),
  /** Level of the JSON logs (Powertools Logger); the stack sets it per stage. */
  LOG_LEVEL: z.enum(['TRACE', 'DEBUG', 'INFO', 'WARN', 'ERROR', 'CRITICAL', 'SILENT']).default('INFO'),
  /**
   * Embedded-metric-format lines on stdout (CloudWatch turns them into
   * metrics). Default: on in Lambda, off elsewhere, where nothing reads them.
   */
  EMIT_METRICS: boolFromEnv.optional(),

  /**
   * Content hash of the deployed Q&A index, set by the CDK stack (infra/). A new
   * index changes it, so the functions get new containers that load the new
   * index; code may report it (e.g. in health). Unset locally.
   */
  INDEX_VERSION: optionalString,

  /** Local partner store (written by `npm run partners`, read by `npm start`; gitignored). */
  PARTNERS_FILE: z.string().default(path.join(projectRoot, '.partners', 'partners.json')),
  /** Local usage records, one JSON-lines file per month (gitignored). */
  USAGE_DIR: z.string().default(path.join(projectRoot, '.partners', 'usage')),
  /** How long the authorizer trusts a key lookup (a revoked key stops working within this). */
  PARTNER_CACHE_TTL_MS: z.coerce.number().int().min(0).max(300_000).default(2_000),
  /** Throttle anonymous callers per source IP locally (the cloud's WAF rule does it there). */
  LIMIT_ANONYMOUS: boolFromEnv.default(false),
  /** DynamoDB tables of a stage (set by the stack); unset: the local embedded stores. */
  PARTNERS_TABLE: optionalString,
  USAGE_TABLE: optionalString,
  IDEMPOTENCY_TABLE: optionalString,
  /**
   * The stage's public-plan API Gateway key (set by the stack): the
   * authorizer names it as usageIdentifierKey for anonymous calls, so they
   * run on the public usage plan. Not a secret: callers cannot choose it.
   */
  PUBLIC_USAGE_KEY: optionalString,
  /** DynamoDB endpoint override (a loopback DynamoDB-protocol server in tests). */
  DYNAMODB_ENDPOINT: optionalString,

  /** Set by the Lambda runtime; functions then write one JSON line per request (never bodies). */
  AWS_LAMBDA_FUNCTION_NAME: optionalString,
});

export type Config = z.infer<typeof ConfigSchema>;

/** Parse an environment; throws with the offending variable named. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = ConfigSchema.safeParse(env);
  if (!result.success) {
    const detail = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`invalid configuration: ${detail}`);
  }
  return result.data;
}

let cached: Config | undefined;

/** The process configuration, parsed once per container. */
export function getConfig(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}

/** Tests replace the configuration; pass nothing to go back to process.env. */
export function setConfig(overrides?: Partial<Record<keyof Config, string>>): Config {
  cached = overrides ? parseConfig({ ...process.env, ...overrides }) : undefined;
  return getConfig();
}

export const PROJECT_ROOT = projectRoot;

/**
 * The base of the service's public URLs: PUBLIC_BASE_URL when set, else the
 * base the request came in on, else this server on localhost.
 */
export function publicBaseUrl(config: Config, requestBase?: string): string {
  return config.PUBLIC_BASE_URL ?? requestBase ?? `http://localhost:${config.PORT}`;
}
