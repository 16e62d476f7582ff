/**
 * The settings and IAM statements of each function, from what it calls
 * (infra/needs.ts) and the stage's settings: explicit statements, no CDK
 * grant helpers, because those add wildcard actions (s3:GetObject*, s3:List*).
 */
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import { type ArnContext, modelArns, resolveModelId } from './bedrock';
import { needsOf } from './needs';
import type { StageSettings } from './stages';
import { type BuiltIndex, INDEX_OBJECT, INDEX_PREFIX, UPLOAD_PREFIX } from './storage';

/** Time a function keeps for itself after its last model call (the embedded fallback, the answer, logs). */
const MODEL_DEADLINE_MARGIN_MS = 2_000;

/** The stage's Bedrock settings resolved against the stack: region and model ids with their geography filled in. */
export interface ResolvedBedrock {
  region: string;
  textModelId?: string;
  visionModelId?: string;
}

/** Bedrock region (the stage's, else the stack's own) and the model ids of that region's geography. */
export function resolveBedrock(stage: StageSettings, stackRegion: string): ResolvedBedrock {
  const region = stage.bedrock.region ?? stackRegion;
  const text = stage.bedrock.textModelId;
  const vision = stage.bedrock.visionModelId ?? text;
  return {
    region,
    ...(text ? { textModelId: resolveModelId(text, region) } : {}),
    ...(vision ? { visionModelId: resolveModelId(vision, region) } : {}),
  };
}

/** What functionAccess needs to know about the stack being built. */
export interface AccessContext {
  stage: StageSettings;
  bedrock: ResolvedBedrock;
  index: BuiltIndex;
  /** Bedrock model for Q&A query embeddings (undefined: the embedded embedder). */
  embeddingModel: string | undefined;
  arns: ArnContext;
  indexBucket: Bucket;
  uploadsBucket: Bucket;
  publicBaseUrl: string;
}

/**
 * The settings (environment beyond what every ServiceFunction gets, shared/config.ts
 * names) and IAM statements of one function, from what it calls (infra/needs.ts)
 * and the stage's settings.
 */
export function functionAccess(
  module: string,
  timeoutSeconds: number,
  ctx: AccessContext,
): { env: Record<string, string>; statements: PolicyStatement[] } {
  const { stage } = ctx;
  const needs = needsOf(module);
  const env: Record<string, string> = {};
  const statements: PolicyStatement[] = [];

  const models: string[] = [];
  const useModel = (id: string) => {
    models.push(id);
    env.BEDROCK_REGION = ctx.bedrock.region;
    const deadline = Math.min(stage.bedrock.timeoutMs, timeoutSeconds * 1000 - MODEL_DEADLINE_MARGIN_MS);
    env.BEDROCK_TIMEOUT_MS = String(Math.max(100, deadline));
  };
  const textModel = ctx.bedrock.textModelId;
  const visionModel = ctx.bedrock.visionModelId;
  if (needs.textModel) {
    env.TEXT_MODEL_PROVIDER = textModel ? 'bedrock' : 'embedded';
    if (textModel) {
      useModel(textModel);
      env.BEDROCK_TEXT_MODEL_ID = textModel;
    }
  }
  if (needs.visionModel) {
    env.VISION_PROVIDER = visionModel ? 'bedrock' : 'embedded';
    if (visionModel) {
      useModel(visionModel);
      env.BEDROCK_VISION_MODEL_ID = visionModel;
    }
  }
  if (needs.embeddingModel && ctx.embeddingModel) {
    useModel(ctx.embeddingModel);
    env.BEDROCK_EMBEDDING_MODEL_ID = ctx.embeddingModel;
  }
  if (models.length > 0) {
    const resources = [...new Set(models.flatMap((id) => modelArns(id, ctx.arns)))];
    statements.push(new PolicyStatement({ effect: Effect.ALLOW, actions: ['bedrock:InvokeModel'], resources }));
  }

  if (needs.readIndex) {
    env.INDEX_SOURCE = 's3';
    env.INDEX_BUCKET = ctx.indexBucket.bucketName;
    env.INDEX_KEY = `${INDEX_PREFIX}${INDEX_OBJECT}`;
    // Changes with the index content, so a new index also replaces warm containers.
    env.INDEX_VERSION = ctx.index.version;
    // The loader reads the one index object (its manifest and payload are inside it).
    statements.push(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['s3:GetObject'],
        resources: [ctx.indexBucket.arnForObjects(`${INDEX_PREFIX}${INDEX_OBJECT}`)],
      }),
    );
  }
  if (needs.readUploads || needs.signUploads) {
    env.UPLOAD_BUCKET = ctx.uploadsBucket.bucketName;
    env.UPLOAD_PREFIX = UPLOAD_PREFIX;
    const actions = [...(needs.readUploads ? ['s3:GetObject'] : []), ...(needs.signUploads ? ['s3:PutObject'] : [])];
    statements.push(
      new PolicyStatement({ effect: Effect.ALLOW, actions, resources: [ctx.uploadsBucket.arnForObjects(`${UPLOAD_PREFIX}*`)] }),
    );
  }
  if (needs.publicBaseUrl) env.PUBLIC_BASE_URL = ctx.publicBaseUrl;
  return { env, statements };
}
