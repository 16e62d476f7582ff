/**
 * The stack's buckets: the Q&A index (deployed with the stack from the built
 * index directory), the uploads bucket for large images, and the access-log
 * bucket both write their S3 server access logs to.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Duration, type RemovalPolicy, type Stack } from 'aws-cdk-lib';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { PROJECT_ROOT } from './bundling';
import { acceptNag } from './nag';
import type { StageSettings } from './stages';

/** Key prefix of the deployed Q&A index in the index bucket. */
export const INDEX_PREFIX = 'qa-index/';
/** The object the loader opens first (INDEX_KEY). */
export const INDEX_OBJECT = 'index.bin';
/** Uploaded images live here; a lifecycle rule deletes them after UPLOAD_EXPIRY_DAYS. */
export const UPLOAD_PREFIX = 'uploads/';
export const UPLOAD_EXPIRY_DAYS = 1;
export const DEFAULT_INDEX_DIR = path.join(PROJECT_ROOT, 'embeddings', 'dist');

export interface BuiltIndex {
  /** Files deployed under INDEX_PREFIX. */
  files: string[];
  /** Content hash: changes whenever any file does. */
  version: string;
  /** The model that embedded the index (manifest.json `embedding_model`); queries must use the same. */
  embeddingModel?: string;
}

/** The embedder the function runs itself (no Bedrock call) for indexes built with it. */
export function isEmbeddedEmbedder(model: string): boolean {
  return model.startsWith('embedded-');
}

/** Reads the built index directory: its files, a version hash, and the model that embedded it. */
export function readIndexDir(dir: string): BuiltIndex {
  if (!fs.existsSync(path.join(dir, INDEX_OBJECT))) {
    throw new Error(`the Q&A index is missing: ${path.join(dir, INDEX_OBJECT)} not found (build it with \`npm run build:index\`)`);
  }
  const files = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isFile() && !e.name.startsWith('.'))
    .map((e) => e.name)
    .sort();
  const hash = createHash('sha256');
  for (const f of files)
    hash
      .update(f)
      .update('\0')
      .update(fs.readFileSync(path.join(dir, f)));
  let embeddingModel: string | undefined;
  const manifestPath = path.join(dir, 'manifest.json');
  if (fs.existsSync(manifestPath)) {
    const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as { embedding_model?: unknown };
    if (typeof manifest.embedding_model === 'string') embeddingModel = manifest.embedding_model;
  }
  return { files, version: hash.digest('hex').slice(0, 16), ...(embeddingModel ? { embeddingModel } : {}) };
}

/**
 * The Bedrock model Q&A queries must call, or undefined when the index was
 * built by the embedded embedder. A Bedrock-built index is accepted only when
 * the stage allows that model (bedrock.embeddingModelId), so a stage never
 * gains a model grant it did not ask for.
 */
export function queryEmbeddingModel(index: BuiltIndex, stage: StageSettings): string | undefined {
  const model = index.embeddingModel;
  if (!model || isEmbeddedEmbedder(model)) return undefined;
  if (model !== stage.bedrock.embeddingModelId) {
    throw new Error(
      `the Q&A index was embedded with "${model}" but stage ${stage.name} allows ` +
        `${stage.bedrock.embeddingModelId ? `"${stage.bedrock.embeddingModelId}"` : 'no Bedrock embedding model'}: ` +
        'set bedrock.embeddingModelId in infra/stages.ts or rebuild the index (npm run build:index)',
    );
  }
  return model;
}

export interface Storage {
  accessLogsBucket: Bucket;
  indexBucket: Bucket;
  /** Functions that load the index depend on it: they start only once the index is in the bucket. */
  indexDeployment: BucketDeployment;
  uploadsBucket: Bucket;
}

/** The stage's buckets, private and TLS-only, each kept or destroyed with the stage's data. */
export function addStorage(stack: Stack, stage: StageSettings, indexDir: string, removalPolicy: RemovalPolicy): Storage {
  const bucketBasics = {
    encryption: BucketEncryption.S3_MANAGED,
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    enforceSSL: true,
    minimumTLSVersion: 1.2,
    objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
    removalPolicy,
    autoDeleteObjects: !stage.retainData,
  };

  // Who read or wrote which object: S3 server access logs of both buckets, kept as long as the stage's logs.
  const accessLogsBucket = new Bucket(stack, 'AccessLogsBucket', {
    ...bucketBasics,
    versioned: false,
    lifecycleRules: [{ id: 'expire-access-logs', expiration: Duration.days(stage.logRetention) }],
  });
  acceptNag(accessLogsBucket, 'AwsSolutions-S1', 'this is the access-log bucket of the other buckets: logging it into itself would loop');

  // The index: versioned so a bad index can be rolled back; old versions expire.
  const indexBucket = new Bucket(stack, 'IndexBucket', {
    ...bucketBasics,
    serverAccessLogsBucket: accessLogsBucket,
    serverAccessLogsPrefix: 'index-bucket/',
    versioned: true,
    lifecycleRules: [
      {
        id: 'expire-old-index-versions',
        noncurrentVersionExpiration: Duration.days(30),
        abortIncompleteMultipartUploadAfter: Duration.days(1),
      },
    ],
  });
  const indexDeployment = new BucketDeployment(stack, 'IndexDeployment', {
    sources: [Source.asset(indexDir)],
    destinationBucket: indexBucket,
    destinationKeyPrefix: INDEX_PREFIX,
    prune: true,
    retainOnDelete: stage.retainData,
    logGroup: new LogGroup(stack, 'IndexDeploymentLogs', { retention: stage.logRetention, removalPolicy }),
  });

  // Uploads: photos are health data, kept one day and never versioned (no hidden copies).
  const uploadsBucket = new Bucket(stack, 'UploadsBucket', {
    ...bucketBasics,
    serverAccessLogsBucket: accessLogsBucket,
    serverAccessLogsPrefix: 'uploads-bucket/',
    versioned: false,
    lifecycleRules: [
      {
        id: 'expire-uploads',
        prefix: UPLOAD_PREFIX,
        expiration: Duration.days(UPLOAD_EXPIRY_DAYS),
        abortIncompleteMultipartUploadAfter: Duration.days(1),
      },
    ],
    cors: [{ allowedMethods: [HttpMethods.POST], allowedOrigins: ['*'], allowedHeaders: ['*'], maxAge: 3000 }],
  });
  return { accessLogsBucket, indexBucket, indexDeployment, uploadsBucket };
}
