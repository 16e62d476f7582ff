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
import {
  ArnFormat,
  type CfnElement,
  CfnOutput,
  type CfnResource,
  Duration,
  type RemovalPolicy,
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
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import type { BucketDeployment } from 'aws-cdk-lib/aws-s3-deployment';
import type { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import { FALLBACK_HANDLER, handlerModules, PARTNER_ROUTES, ROUTES, type Route } from '../shared/routes';
import { addMonitoring } from './monitoring';
import { applyCdkJsonContext } from './context';
import { pascal } from './construct-ids';
import { type AccessContext, functionAccess, type ResolvedBedrock, resolveBedrock } from './function-access';
import { acceptNag } from './nag';
import { needsOf } from './needs';
import { addGatewayAnswers } from './gateway-responses';
import { PartnerPlatform } from './partner-platform';
import { ServiceFunction, stageRemovalPolicy } from './service-function';
import { checkAlarmRecipient, type ModelConcurrency, type StageSettings } from './stages';
import {
  addStorage,
  type BuiltIndex,
  DEFAULT_INDEX_DIR,
  INDEX_OBJECT,
  INDEX_PREFIX,
  queryEmbeddingModel,
  readIndexDir,
  UPLOAD_EXPIRY_DAYS,
  UPLOAD_PREFIX,
} from './storage';
import { addEdgeFirewall } from './waf';

/** The fallback handler is in no route, so it has no row in the route table: tiny and quick. */
export const FALLBACK_LIMITS = { timeoutSeconds: 3, memoryMb: 256 } as const;
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
  readonly functions = new Map<string, ServiceFunction>();
  readonly indexBucket: Bucket;
  readonly uploadsBucket: Bucket;

  constructor(scope: Construct, id: string, props: ServiceStackProps) {
    super(scope, id, {
      description: `Dysphagia decision-support service (${props.stage.name})`,
      ...props,
    });
    applyCdkJsonContext(this);
    const stage = props.stage;
    const indexDir = props.indexDir ?? DEFAULT_INDEX_DIR;
    const index = readIndexDir(indexDir);
    const removalPolicy = stageRemovalPolicy(stage);
    Tags.of(this).add('service', 'dysphagia-decision-support');
    Tags.of(this).add('stage', stage.name);

    const storage = addStorage(this, stage, indexDir, removalPolicy);
    this.indexBucket = storage.indexBucket;
    this.uploadsBucket = storage.uploadsBucket;

    const accessLogs = new LogGroup(this, 'ApiAccessLogs', { retention: stage.logRetention, removalPolicy });
    this.api = restApi(this, stage, accessLogs);
    this.partners = new PartnerPlatform(this, 'Partners', { stage, api: this.api, accessLogsBucket: storage.accessLogsBucket });

    const alarmTopic = this.alarmTopic(stage);
    const alarmActions = alarmActionsFor(this, alarmTopic, stage);
    const bedrock = resolveBedrock(stage, this.region);
    const integrations = this.addFunctions(this.accessContext(stage, bedrock, index), storage.indexDeployment);

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
    this.addOutputs(stage, accessLogs, alarmTopic);
  }

  /** The stage's alarm topic (its recipient checked first: staging and prod must name one). */
  private alarmTopic(stage: StageSettings): Topic {
    checkAlarmRecipient(stage);
    const topic = new Topic(this, 'AlarmTopic', { displayName: `Dysphagia service alarms (${stage.name})`, enforceSSL: true });
    acceptNag(
      topic,
      'AwsSolutions-SNS2',
      'alarm notifications name a metric and a threshold, never request data; a KMS key would add cost and a key policy for CloudWatch without protecting anything',
    );
    return topic;
  }

  /** What functionAccess needs: the stage, its models and ARNs, the buckets and the public base URL. */
  private accessContext(stage: StageSettings, bedrock: ResolvedBedrock, index: BuiltIndex): AccessContext {
    return {
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
  }

  /** One function per handler module of the route table, metered by the partner platform; their gateway integrations. */
  private addFunctions(access: AccessContext, indexDeployment: BucketDeployment): Map<string, LambdaIntegration> {
    const { stage } = access;
    const integrations = new Map<string, LambdaIntegration>();
    for (const module of handlerModules(API_ROUTES)) {
      const name = pascal(module);
      const limits = limitsOf(module);
      const timeoutSeconds = functionTimeoutSeconds(limits.timeoutSeconds);
      const { env, statements } = functionAccess(module, timeoutSeconds, access);
      const summaries = API_ROUTES.filter((r) => r.handler === module).map((r) => `${r.method} ${r.path}`);
      const reservedConcurrency = reserved(stage, module);
      const fn = new ServiceFunction(this, name, {
        stage,
        module,
        memoryMb: limits.memoryMb,
        timeoutSeconds,
        description: summaries.length > 0 ? summaries.join(', ') : 'fallback: 404/405 and CORS preflights',
        environment: env,
        statements,
        ...(reservedConcurrency !== undefined ? { reservedConcurrency } : {}),
      });
      // Functions that load the index start only once it is in the bucket.
      if (needsOf(module).readIndex) fn.node.addDependency(indexDeployment);
      this.functions.set(module, fn);
      // Metering, idempotency and billing records for every function (usage lines of 404s too).
      this.partners.attach(fn, fn.logs, name, { readsUsage: module === 'usage' });
      // The gateway's 29 s; each function ends GATEWAY_SPARE_SECONDS earlier (functionTimeoutSeconds).
      integrations.set(
        module,
        new LambdaIntegration(fn, { proxy: true, allowTestInvoke: false, timeout: Duration.seconds(GATEWAY_LIMIT_SECONDS) }),
      );
    }
    return integrations;
  }

  /** What a deployment prints: the API's URL, the buckets and index key, the access logs and the alarm topic. */
  private addOutputs(stage: StageSettings, accessLogs: LogGroup, alarmTopic: Topic): void {
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
