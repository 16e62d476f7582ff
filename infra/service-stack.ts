/**
 * One stack per stage: a regional REST API with every route of the route
 * table behind the partner authorizer, usage plans and a WAF web ACL (the
 * partner platform, infra/partner-platform.ts and infra/waf.ts), one Lambda
 * function per handler module (bundled by infra/bundling.ts), the Q&A index
 * bucket (deployed with the stack), the uploads bucket for large images,
 * alarms and log retention.
 *
 * Least privilege: each function has its own role with exactly what it calls
 * (see infra/needs.ts), written as explicit statements: no CDK grant helpers,
 * because those add wildcard actions (s3:GetObject*, s3:List*).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  ArnFormat,
  type CfnElement,
  CfnOutput,
  type CfnResource,
  Duration,
  RemovalPolicy,
  Stack,
  Tags,
  Token,
  type StackProps,
} from 'aws-cdk-lib';
import {
  AccessLogFormat,
  ApiKeySourceType,
  AuthorizationType,
  EndpointType,
  LambdaIntegration,
  LogGroupLogDestination,
  RestApi,
} from 'aws-cdk-lib/aws-apigateway';
import type { IAlarmAction } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Effect, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import {
  ApplicationLogLevel,
  Architecture,
  Function as LambdaFunction,
  LoggingFormat,
  SystemLogLevel,
  Tracing,
} from 'aws-cdk-lib/aws-lambda';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import { FALLBACK_HANDLER, handlerModules, PARTNER_ROUTES, ROUTES, type Route } from '../shared/routes';
import { modelArns, resolveModelId, type ArnContext } from './bedrock';
import { addMonitoring } from './monitoring';
import { ENTRY_FILE, functionCode, LAMBDA_RUNTIME, PROJECT_ROOT, RUNTIME_NODE_OPTIONS } from './bundling';
import { applyCdkJsonContext } from './context';
import { pascal } from './construct-ids';
import { acceptNag } from './nag';
import { needsOf } from './needs';
import { addGatewayAnswers } from './gateway-responses';
import { PartnerPlatform } from './partner-platform';
import { checkAlarmRecipient, type ModelConcurrency, type StageSettings } from './stages';
import { addEdgeFirewall } from './waf';

/** Key prefix of the deployed Q&A index in the index bucket. */
export const INDEX_PREFIX = 'qa-index/';
/** The object the loader opens first (INDEX_KEY). */
export const INDEX_OBJECT = 'index.bin';
/** Uploaded images live here; a lifecycle rule deletes them after UPLOAD_EXPIRY_DAYS. */
export const UPLOAD_PREFIX = 'uploads/';
export const UPLOAD_EXPIRY_DAYS = 1;
/** The fallback handler is in no route, so it has no row in the route table: tiny and quick. */
export const FALLBACK_LIMITS = { timeoutSeconds: 3, memoryMb: 256 } as const;
/** Time a function keeps for itself after its last model call (the embedded fallback, the answer, logs). */
const MODEL_DEADLINE_MARGIN_MS = 2_000;
/** API Gateway's integration limit for REST APIs (29 s by default; the function's cold start counts too). */
export const GATEWAY_LIMIT_SECONDS = 29;
/** The REST API's stage: URLs are https://{api}.execute-api.{region}.amazonaws.com/v1/api/... */
export const API_STAGE_NAME = 'v1';
/**
 * Bodies the REST API hands over as base64, byte for byte. Images and
 * multipart photo uploads must not be read as text; and every other body
 * too: JSON may come in UTF-16 or ISO-8859-1 (shared/http/body.ts decodes
 * it from the exact bytes, as the HTTP API sent them).
 */
export const BINARY_MEDIA_TYPES = ['image/*', 'multipart/form-data', '*/*'] as const;
/** Every route the stack serves: the route table and the partner routes (GET /api/usage) not yet in it. */
export const API_ROUTES: readonly Route[] = [...ROUTES, ...PARTNER_ROUTES.filter((p) => !ROUTES.some((r) => r.id === p.id))];
/**
 * A function must answer this long before the gateway gives up: past the
 * limit the client gets the gateway's own 503/504 (no CORS, wrong shape),
 * while a function timeout a little earlier still lets middy answer a 503
 * with CORS (shared/http/middleware.ts).
 */
export const GATEWAY_SPARE_SECONDS = 2;

/** A route's function timeout, capped so it always ends GATEWAY_SPARE_SECONDS before the gateway's limit. */
export function functionTimeoutSeconds(routeTimeoutSeconds: number): number {
  return Math.min(routeTimeoutSeconds, GATEWAY_LIMIT_SECONDS - GATEWAY_SPARE_SECONDS);
}

export const DEFAULT_INDEX_DIR = path.join(PROJECT_ROOT, 'embeddings', 'dist');

export interface ServiceStackProps extends StackProps {
  stage: StageSettings;
  /** Directory of the built Q&A index (index.bin, manifest.json, ...); default embeddings/dist. */
  indexDir?: string;
}

/** Timeout and memory of a handler module: the largest of its routes (from the route table). */
export function limitsOf(handlerModule: string, routes: readonly Route[] = API_ROUTES): { timeoutSeconds: number; memoryMb: number } {
  const mine = routes.filter((r) => r.handler === handlerModule);
  if (mine.length === 0) {
    if (handlerModule === FALLBACK_HANDLER) return FALLBACK_LIMITS;
    throw new Error(`handler module ${handlerModule} has no route`);
  }
  return {
    timeoutSeconds: Math.max(...mine.map((r) => r.timeoutSeconds)),
    memoryMb: Math.max(...mine.map((r) => r.memoryMb)),
  };
}

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

/**
 * One JSON line per request, written by API Gateway itself (so it covers the
 * calls it refuses: throttled, over quota, denied keys, WAF blocks), with
 * what billing reconciliation and debugging need: the partner and plan the
 * authorizer found, the API key id (never a key), status and latencies.
 */
const ACCESS_LOG_FIELDS: Readonly<Record<string, string>> = {
  requestId: '$context.requestId',
  extendedRequestId: '$context.extendedRequestId',
  requestTime: '$context.requestTime',
  requestTimeEpoch: '$context.requestTimeEpoch',
  method: '$context.httpMethod',
  resourcePath: '$context.resourcePath',
  path: '$context.path',
  protocol: '$context.protocol',
  status: '$context.status',
  responseLength: '$context.responseLength',
  responseLatency: '$context.responseLatency',
  integrationLatency: '$context.integration.latency',
  integrationStatus: '$context.integration.status',
  authorizerLatency: '$context.authorizer.latency',
  partnerId: '$context.authorizer.partner_id',
  plan: '$context.authorizer.plan',
  apiKeyId: '$context.identity.apiKeyId',
  errorType: '$context.error.responseType',
  wafStatus: '$context.waf.status',
  sourceIp: '$context.identity.sourceIp',
  userAgent: '$context.identity.userAgent',
};

/** One JSON object per request; `error` uses the pre-quoted variable so messages cannot break the JSON. */
export function accessLogFormat(): string {
  const fields = Object.entries(ACCESS_LOG_FIELDS).map(([k, v]) => `"${k}":"${v}"`);
  fields.push('"error":$context.error.messageString');
  return `{${fields.join(',')}}`;
}

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
 * The settings (environment, shared/config.ts names) and IAM statements of one
 * function, from what it calls (infra/needs.ts) and the stage's settings.
 */
export function functionAccess(
  module: string,
  timeoutSeconds: number,
  ctx: AccessContext,
): { env: Record<string, string>; statements: PolicyStatement[] } {
  const { stage } = ctx;
  const needs = needsOf(module);
  const env: Record<string, string> = { STAGE: stage.name, NODE_OPTIONS: RUNTIME_NODE_OPTIONS, LOG_LEVEL: stage.logLevel };
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

/** The regional REST API of a stage: binary bodies, keys from the authorizer, JSON access logs, X-Ray. */
function restApi(scope: Construct, stage: StageSettings, accessLogs: LogGroup): RestApi {
  return new RestApi(scope, 'Api', {
    restApiName: apiName(stage),
    description: `Dysphagia decision-support service (${stage.name})`,
    endpointConfiguration: { types: [EndpointType.REGIONAL] },
    binaryMediaTypes: [...BINARY_MEDIA_TYPES],
    apiKeySourceType: ApiKeySourceType.AUTHORIZER,
    // No account-wide CloudWatch role (a per-region singleton other stacks share): access logs need none.
    cloudWatchRole: false,
    deployOptions: {
      stageName: API_STAGE_NAME,
      accessLogDestination: new LogGroupLogDestination(accessLogs),
      accessLogFormat: AccessLogFormat.custom(accessLogFormat()),
      tracingEnabled: true,
    },
  });
}

/** The REST API's name, also the ApiName dimension of its CloudWatch metrics. */
export function apiName(stage: StageSettings): string {
  return `dysphagia-service-${stage.name}`;
}

export class ServiceStack extends Stack {
  readonly api: RestApi;
  readonly partners: PartnerPlatform;
  readonly webAcl: CfnWebACL;
  readonly functions = new Map<string, LambdaFunction>();
  readonly indexBucket: Bucket;
  readonly uploadsBucket: Bucket;

  constructor(scope: Construct, id: string, props: ServiceStackProps) {
    super(scope, id, {
      description: `Dysphagia decision-support service (${props.stage.name})`,
      ...props,
    });
    applyCdkJsonContext(this);
    const stage = props.stage;
    const index = readIndexDir(props.indexDir ?? DEFAULT_INDEX_DIR);
    const removalPolicy = stage.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
    Tags.of(this).add('service', 'dysphagia-decision-support');
    Tags.of(this).add('stage', stage.name);

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
    const accessLogsBucket = new Bucket(this, 'AccessLogsBucket', {
      ...bucketBasics,
      versioned: false,
      lifecycleRules: [{ id: 'expire-access-logs', expiration: Duration.days(stage.logRetention) }],
    });
    acceptNag(accessLogsBucket, 'AwsSolutions-S1', 'this is the access-log bucket of the other buckets: logging it into itself would loop');

    // The index: versioned so a bad index can be rolled back; old versions expire.
    this.indexBucket = new Bucket(this, 'IndexBucket', {
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
    const indexDeployment = new BucketDeployment(this, 'IndexDeployment', {
      sources: [Source.asset(props.indexDir ?? DEFAULT_INDEX_DIR)],
      destinationBucket: this.indexBucket,
      destinationKeyPrefix: INDEX_PREFIX,
      prune: true,
      retainOnDelete: stage.retainData,
      logGroup: new LogGroup(this, 'IndexDeploymentLogs', { retention: stage.logRetention, removalPolicy }),
    });

    // Uploads: photos are health data, kept one day and never versioned (no hidden copies).
    this.uploadsBucket = new Bucket(this, 'UploadsBucket', {
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

    const accessLogs = new LogGroup(this, 'ApiAccessLogs', { retention: stage.logRetention, removalPolicy });
    this.api = restApi(this, stage, accessLogs);
    this.partners = new PartnerPlatform(this, 'Partners', { stage, api: this.api, accessLogsBucket });

    checkAlarmRecipient(stage);
    const alarmTopic = new Topic(this, 'AlarmTopic', { displayName: `Dysphagia service alarms (${stage.name})`, enforceSSL: true });
    acceptNag(
      alarmTopic,
      'AwsSolutions-SNS2',
      'alarm notifications name a metric and a threshold, never request data; a KMS key would add cost and a key policy for CloudWatch without protecting anything',
    );
    const alarmActions = alarmActionsFor(this, alarmTopic, stage);
    const bedrock = resolveBedrock(stage, this.region);

    const access: AccessContext = {
      stage,
      bedrock,
      index,
      embeddingModel: queryEmbeddingModel(index, stage),
      arns: {
        partition: this.partition,
        account: this.account,
        region: bedrock.region,
        ...(stage.bedrock.inferenceProfileRegions ? { profileRegions: stage.bedrock.inferenceProfileRegions } : {}),
      },
      indexBucket: this.indexBucket,
      uploadsBucket: this.uploadsBucket,
      publicBaseUrl: stage.publicBaseUrl ?? this.apiBaseUrl(),
    };

    const integrations = new Map<string, LambdaIntegration>();
    for (const module of handlerModules(API_ROUTES)) {
      const name = pascal(module);
      const limits = limitsOf(module);
      const timeoutSeconds = functionTimeoutSeconds(limits.timeoutSeconds);
      const { env, statements } = functionAccess(module, timeoutSeconds, access);
      const logGroup = new LogGroup(this, `${name}Logs`, { retention: stage.logRetention, removalPolicy });

      // Its own role: write to its own log group, plus what infra/needs.ts lists. Nothing else.
      const role = new Role(this, `${name}Role`, {
        assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
        description: `Runtime role of the ${module} function (${stage.name})`,
      });
      role.addToPrincipalPolicy(
        new PolicyStatement({
          effect: Effect.ALLOW,
          actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
          resources: [logGroup.logGroupArn],
        }),
      );
      for (const statement of statements) role.addToPrincipalPolicy(statement);

      const summaries = API_ROUTES.filter((r) => r.handler === module).map((r) => `${r.method} ${r.path}`);
      const fn = new LambdaFunction(this, `${name}Function`, {
        code: functionCode(module),
        handler: `${path.basename(ENTRY_FILE, '.mjs')}.handler`,
        runtime: LAMBDA_RUNTIME,
        architecture: Architecture.ARM_64,
        memorySize: limits.memoryMb,
        timeout: Duration.seconds(timeoutSeconds),
        // JSON platform and application logs at the stage's level; X-Ray traces with the SDK calls (Powertools Tracer).
        loggingFormat: LoggingFormat.JSON,
        applicationLogLevelV2: ApplicationLogLevel[stage.logLevel],
        systemLogLevelV2: SystemLogLevel.INFO,
        tracing: Tracing.ACTIVE,
        ...(reserved(stage, module) !== undefined ? { reservedConcurrentExecutions: reserved(stage, module) } : {}),
        description: (summaries.length > 0 ? summaries.join(', ') : 'fallback: 404/405 and CORS preflights').slice(0, 256),
        role,
        logGroup,
        environment: env,
      });
      // Functions that load the index start only once it is in the bucket.
      if (needsOf(module).readIndex) fn.node.addDependency(indexDeployment);
      this.functions.set(module, fn);
      // Metering, idempotency and billing records for every function (usage lines of 404s too).
      this.partners.attach(fn, logGroup, name, { readsUsage: module === 'usage' });
      // The gateway's 29 s; each function ends GATEWAY_SPARE_SECONDS earlier (functionTimeoutSeconds).
      integrations.set(
        module,
        new LambdaIntegration(fn, { proxy: true, allowTestInvoke: false, timeout: Duration.seconds(GATEWAY_LIMIT_SECONDS) }),
      );
      acceptNag(
        role,
        'AwsSolutions-IAM5[Resource::*]',
        'X-Ray accepts trace segments only on "*" (xray:PutTraceSegments, xray:PutTelemetryRecords have no resource type)',
      );
    }

    this.addRoutes(integrations);
    addGatewayAnswers(this.api);
    this.webAcl = addEdgeFirewall(this, stage, this.api);

    addMonitoring(this, {
      stage,
      api: { apiName: apiName(stage), stageName: API_STAGE_NAME },
      functions: this.functions,
      accessLogs,
      actions: alarmActions,
      modelBacked: Boolean(bedrock.textModelId || bedrock.visionModelId),
    });

    keepHelperLogs(this, stage.logRetention, removalPolicy);
    this.acceptNagFindings();

    new CfnOutput(this, 'ApiUrl', {
      value: stage.publicBaseUrl ?? this.api.url,
      description: 'Base URL of the API (paths start with /api)',
    });
    new CfnOutput(this, 'IndexBucketName', { value: this.indexBucket.bucketName, description: 'Bucket of the Q&A index' });
    new CfnOutput(this, 'IndexKey', { value: `${INDEX_PREFIX}${INDEX_OBJECT}`, description: 'Key of the Q&A index object' });
    new CfnOutput(this, 'UploadsBucketName', {
      value: this.uploadsBucket.bucketName,
      description: `Bucket of large image uploads (${UPLOAD_PREFIX}, deleted after ${UPLOAD_EXPIRY_DAYS} day)`,
    });
    new CfnOutput(this, 'AccessLogGroupName', {
      value: accessLogs.logGroupName,
      description: 'API access logs (JSON; calls per partner: see docs/DEPLOY.md)',
    });
    new CfnOutput(this, 'AlarmTopicArn', { value: alarmTopic.topicArn, description: 'SNS topic of every alarm of this stage' });
  }

  /** The API's base URL without a trailing slash (the stage path included): what public links start with. */
  private apiBaseUrl(): string {
    return `https://${this.api.restApiId}.execute-api.${this.region}.${this.urlSuffix}/${API_STAGE_NAME}`;
  }

  /**
   * Every row of the route table behind the partner authorizer with a usage
   * plan key required (the authorizer supplies it: apiKeySource AUTHORIZER);
   * beside each, ANY to the fallback function without a key, for wrong
   * methods (405 with Allow) and CORS preflights; and a catch-all proxy for
   * unknown paths (404). The functions answer CORS themselves, so there is no
   * API-level CORS that would drop their headers on calls without an Origin.
   */
  private addRoutes(integrations: ReadonlyMap<string, LambdaIntegration>): void {
    const fallback = integrations.get(FALLBACK_HANDLER)!;
    const routed = { authorizer: this.partners.authorizer, authorizationType: AuthorizationType.CUSTOM, apiKeyRequired: true };
    for (const route of API_ROUTES) {
      this.api.root.resourceForPath(route.path).addMethod(route.method, integrations.get(route.handler)!, routed);
    }
    for (const path of new Set(API_ROUTES.map((r) => r.path))) this.api.root.resourceForPath(path).addMethod('ANY', fallback);
    this.api.root.addMethod('ANY', fallback);
    this.api.root.addProxy({ defaultIntegration: fallback, anyMethod: true });
  }

  /** The CDK asset bucket's objects as cdk-nag writes them (the region is literal once the stage pins it). */
  private assetBucketObjects(): string {
    const region = Token.isUnresolved(this.region) ? '<AWS::Region>' : this.region;
    const partition = Token.isUnresolved(this.partition) ? '<AWS::Partition>' : this.partition;
    return `arn:${partition}:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-${region}/*`;
  }

  /** The cdk-nag findings this design accepts, each with its reason (infra/nag.ts). */
  private acceptNagFindings(): void {
    acceptNag(
      this.api,
      'AwsSolutions-APIG4',
      'routed methods use the partner authorizer; the fallback methods (ANY beside each route, the catch-all proxy) only answer 404/405 and CORS preflights, which must work without a key (spec section 5)',
    );
    acceptNag(
      this.api,
      'AwsSolutions-COG4',
      'partners authenticate with API keys checked by the Lambda authorizer, and anonymous calls must keep working (spec section 5): there are no user pools',
    );
    acceptNag(
      this.api,
      'AwsSolutions-APIG2',
      'every function validates its body with zod and answers {error, message} (shared/http); a gateway validator would answer in another shape',
    );
    acceptNag(
      this.api,
      'AwsSolutions-APIG6',
      'execution logging needs the account-wide API Gateway CloudWatch role (a per-region singleton other stacks share); the JSON access log records status, latencies, authorizer and integration errors of every call',
    );
    const uploads = `<${this.getLogicalId(this.uploadsBucket.node.defaultChild as CfnElement)}.Arn>/${UPLOAD_PREFIX}*`;
    for (const module of ['iddsi-classify-image', 'image-upload-url']) {
      acceptNag(
        this.node.findChild(`${pascal(module)}Role`),
        `AwsSolutions-IAM5[Resource::${uploads}]`,
        'upload keys are random UUIDs handed out one at a time: the grant is one action on the uploads/ prefix of one bucket',
      );
    }
    // CDK's BucketDeployment provider (a singleton): its role and runtime are CDK's, not ours.
    const deployer = this.node.children.find((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'));
    if (!deployer) return;
    const index = `<${this.getLogicalId(this.indexBucket.node.defaultChild as CfnElement)}.Arn>/*`;
    const deployerGrants = [
      'Action::s3:Abort*',
      'Action::s3:DeleteObject*',
      'Action::s3:GetBucket*',
      'Action::s3:GetObject*',
      'Action::s3:List*',
      `Resource::${index}`,
      `Resource::${this.assetBucketObjects()}`,
    ];
    for (const grant of deployerGrants) {
      acceptNag(
        deployer,
        `AwsSolutions-IAM5[${grant}]`,
        "CDK's BucketDeployment copies the built index from the CDK asset bucket into the index bucket and prunes old files: these are the grants CDK writes for it",
      );
    }
    acceptNag(
      deployer,
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      "CDK's BucketDeployment provider role; it runs only during deployments and writes only its own logs",
    );
    acceptNag(deployer, 'AwsSolutions-L1', "CDK's BucketDeployment provider picks its own Python runtime, upgraded with aws-cdk-lib");
  }
}

/**
 * CDK's own helper functions (the auto-delete-objects provider of the
 * buckets) create their log group on first run, kept forever: give each a
 * group of the stage's retention under the name Lambda will use.
 */
function keepHelperLogs(stack: Stack, retention: RetentionDays, removalPolicy: RemovalPolicy): void {
  const provider = stack.node.tryFindChild('Custom::S3AutoDeleteObjectsCustomResourceProvider');
  const handler = provider?.node.tryFindChild('Handler') as CfnResource | undefined;
  if (!handler) return;
  new LogGroup(stack, 'AutoDeleteObjectsLogs', { logGroupName: `/aws/lambda/${handler.ref}`, retention, removalPolicy });
}

/** Reserved concurrency of a model-backed function from the stage table (undefined: none). */
function reserved(stage: StageSettings, module: string): number | undefined {
  return stage.concurrency?.[module as keyof ModelConcurrency];
}

/** The stage's own topic, plus the recipient the stage table names (an e-mail subscription, or an existing topic). */
function alarmActionsFor(stack: Stack, topic: Topic, stage: StageSettings): IAlarmAction[] {
  const actions: IAlarmAction[] = [new SnsAction(topic)];
  const notify = stage.alarms.notify;
  if (!notify) return actions;
  if ('email' in notify) topic.addSubscription(new EmailSubscription(notify.email));
  else {
    const arn =
      'topicArn' in notify
        ? notify.topicArn
        : stack.formatArn({ service: 'sns', resource: notify.topicName, arnFormat: ArnFormat.NO_RESOURCE_NAME });
    actions.push(new SnsAction(Topic.fromTopicArn(stack, 'OnCallTopic', arn)));
  }
  return actions;
}

/** The stacks of the selected stages, one per stage, named from the stage table. */
export function addServiceStacks(scope: Construct, stages: readonly StageSettings[], options: { indexDir?: string } = {}): ServiceStack[] {
  return stages.map(
    (stage) =>
      new ServiceStack(scope, stage.stackName, {
        stage,
        ...(stage.env ? { env: stage.env } : {}),
        ...(options.indexDir ? { indexDir: options.indexDir } : {}),
      }),
  );
}
