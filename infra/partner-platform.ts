/**
 * The partner platform of a stage (issue 16): the partner table (key
 * hashes only), usage counters and the idempotency table; the Lambda
 * authorizer (one per stage, the shared/partners module) that names each
 * call's usage plan key; one API Gateway usage plan per plan of
 * shared/partners/plans.ts with the public plan's key; and billing records:
 * each function's `"type":"usage"` log lines go through a subscription
 * filter to Kinesis Data Firehose, into S3 by day, with a Glue table that
 * Athena queries (docs/BILLING.md), kept 13 months in prod.
 */
import { Aws, type CfnElement, type CfnResource, Duration, Stack } from 'aws-cdk-lib';
import { ApiKey, Period, RequestAuthorizer, type RestApi, UsagePlan } from 'aws-cdk-lib/aws-apigateway';
import { AttributeType, Billing, TableEncryptionV2, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { CfnDatabase, CfnTable } from 'aws-cdk-lib/aws-glue';
import { Effect, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { CfnDeliveryStream } from 'aws-cdk-lib/aws-kinesisfirehose';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { CfnSubscriptionFilter, type ILogGroup } from 'aws-cdk-lib/aws-logs';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { KEY_HASH_INDEX } from '../shared/partners/dynamo-store';
import { gatewayDailyLimit, PLAN_IDS, PLANS, type PlanId } from '../shared/partners/plans';
import { partnerTableNames, usagePlanName } from '../shared/partners/table-names';
import { acceptNag } from './nag';
import { ServiceFunction, stageRemovalPolicy } from './service-function';
import type { StageSettings } from './stages';

/** Billing records are kept 13 months (and a little) where data is retained (prod), a month elsewhere. */
export const USAGE_RETENTION_DAYS = { retained: 400, other: 30 } as const;
export const USAGE_PREFIX = 'usage/';
/** Matches the metering lines of shared/partners/cloud.ts. */
export const USAGE_FILTER_PATTERN = '{ $.type = "usage" }';
/** How long a warm authorizer trusts a key lookup (a revoked key stops within this). */
export const AUTHORIZER_CACHE_MS = 30_000;

export const USAGE_COLUMNS: ReadonlyArray<{ name: string; type: string }> = [
  { name: 'time', type: 'string' },
  { name: 'partner_id', type: 'string' },
  { name: 'plan', type: 'string' },
  { name: 'route', type: 'string' },
  { name: 'status', type: 'int' },
  { name: 'latency_ms', type: 'double' },
  { name: 'request_id', type: 'string' },
  { name: 'replay', type: 'boolean' },
  { name: 'billable', type: 'boolean' },
];

/** The authorizer's own timeout: a cached lookup takes microseconds, a cold one a DynamoDB query. */
export const AUTHORIZER_TIMEOUT_SECONDS = 3;

export interface PartnerPlatformProps {
  stage: StageSettings;
  api: RestApi;
  /** Where the billing bucket's S3 server access logs go (the stack's access-log bucket). */
  accessLogsBucket?: Bucket;
}

/** The public plan's API Gateway key value: not a secret (callers cannot name a usage plan key; the authorizer does). */
export function publicUsageKeyValue(stage: string): string {
  return `dysphagia-${stage}-public-plan-usage-key`;
}

export class PartnerPlatform extends Construct {
  readonly partners: TableV2;
  readonly usage: TableV2;
  readonly idempotency: TableV2;
  readonly billingBucket: Bucket;
  readonly authorizer: RequestAuthorizer;
  readonly authorizerFunction: LambdaFunction;
  readonly usagePlans = new Map<PlanId, UsagePlan>();
  private readonly stream: CfnDeliveryStream;
  private readonly logsToFirehose: Role;

  constructor(scope: Construct, id: string, props: PartnerPlatformProps) {
    super(scope, id);
    const { stage } = props;
    const removalPolicy = stageRemovalPolicy(stage);
    const names = partnerTableNames(stage.name);
    const tableBasics = {
      billing: Billing.onDemand(),
      encryption: TableEncryptionV2.awsManagedKey(),
      removalPolicy,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: stage.retainData },
    };

    this.partners = new TableV2(this, 'PartnersTable', {
      ...tableBasics,
      tableName: names.partners,
      partitionKey: { name: 'partner_id', type: AttributeType.STRING },
      globalSecondaryIndexes: [{ indexName: KEY_HASH_INDEX, partitionKey: { name: 'key_hash', type: AttributeType.STRING } }],
    });
    this.usage = new TableV2(this, 'UsageTable', {
      ...tableBasics,
      tableName: names.usage,
      partitionKey: { name: 'partner_id', type: AttributeType.STRING },
      sortKey: { name: 'period', type: AttributeType.STRING },
      timeToLiveAttribute: 'expires_at',
    });
    // Powertools' default attributes: id, expiration (stored answers are health data: 24 h, then TTL).
    this.idempotency = new TableV2(this, 'IdempotencyTable', {
      ...tableBasics,
      tableName: names.idempotency,
      partitionKey: { name: 'id', type: AttributeType.STRING },
      timeToLiveAttribute: 'expiration',
    });

    this.billingBucket = new Bucket(this, 'BillingBucket', {
      encryption: BucketEncryption.S3_MANAGED,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      removalPolicy,
      autoDeleteObjects: !stage.retainData,
      ...(props.accessLogsBucket ? { serverAccessLogsBucket: props.accessLogsBucket, serverAccessLogsPrefix: 'billing-bucket/' } : {}),
      lifecycleRules: [
        {
          id: 'expire-usage-records',
          expiration: Duration.days(stage.retainData ? USAGE_RETENTION_DAYS.retained : USAGE_RETENTION_DAYS.other),
        },
      ],
    });
    this.stream = this.deliveryStream();
    this.logsToFirehose = new Role(this, 'LogsToFirehoseRole', { assumedBy: new ServicePrincipal('logs.amazonaws.com') });
    this.logsToFirehose.addToPrincipalPolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['firehose:PutRecord', 'firehose:PutRecordBatch'],
        resources: [this.stream.attrArn],
      }),
    );
    this.glueTable(stage);

    this.authorizerFunction = this.authorizerFn(stage);
    this.authorizer = new RequestAuthorizer(this, 'PartnerAuthorizer', {
      authorizerName: `dysphagia-${stage.name}-partners`,
      handler: this.authorizerFunction,
      // No identity source and no gateway cache: with either, API Gateway would answer a call
      // without x-api-key 401 itself, and anonymous calls must reach the public plan. The
      // function caches key lookups instead (AUTHORIZER_CACHE_MS).
      identitySources: [],
      resultsCacheTtl: Duration.seconds(0),
    });
    // CDK writes the empty list as IdentitySource "": leave the property out, as the API documents for no cache.
    (this.authorizer.node.defaultChild as CfnResource).addPropertyDeletionOverride('IdentitySource');
    this.addUsagePlans(props.api, stage);
  }

  /** One usage plan per plan (rate, burst, daily ceiling), and the key of the public plan. */
  private addUsagePlans(api: RestApi, stage: StageSettings): void {
    for (const id of PLAN_IDS) {
      const plan = PLANS[id];
      // The public plan's key is shared by every anonymous caller: its throttle is their
      // aggregate (the stage table's), while the WAF rule limits each source IP to the plan's rate.
      const throttle = id === 'public' ? stage.throttle : { rateLimit: plan.rateLimit, burstLimit: plan.burstLimit };
      const ceiling = gatewayDailyLimit(plan);
      const usagePlan = new UsagePlan(this, `${id}UsagePlan`, {
        name: usagePlanName(stage.name, id),
        description: plan.description,
        throttle,
        ...(ceiling !== null ? { quota: { limit: ceiling, period: Period.DAY } } : {}),
        apiStages: [{ api, stage: api.deploymentStage }],
      });
      this.usagePlans.set(id, usagePlan);
    }
    const publicKey = new ApiKey(this, 'PublicPlanKey', {
      apiKeyName: `dysphagia-${stage.name}-public`,
      description: 'The public plan: every anonymous call (the authorizer names this key for calls without x-api-key)',
      value: publicUsageKeyValue(stage.name),
      enabled: true,
    });
    this.usagePlans.get('public')!.addApiKey(publicKey);
  }

  /** Settings and grants a route function needs for metering and idempotency; its usage lines go to billing. */
  attach(fn: LambdaFunction, logGroup: ILogGroup, name: string, options: { readsUsage?: boolean } = {}): void {
    fn.addEnvironment('PARTNERS_TABLE', this.partners.tableName);
    fn.addEnvironment('USAGE_TABLE', this.usage.tableName);
    fn.addEnvironment('IDEMPOTENCY_TABLE', this.idempotency.tableName);
    // Counters: a billable call adds to them; GET /api/usage also reads a month by route (a Query).
    const usageActions = ['dynamodb:GetItem', 'dynamodb:UpdateItem', ...(options.readsUsage ? ['dynamodb:Query'] : [])];
    fn.addToRolePolicy(new PolicyStatement({ effect: Effect.ALLOW, actions: usageActions, resources: [this.usage.tableArn] }));
    fn.addToRolePolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'],
        resources: [this.idempotency.tableArn],
      }),
    );
    new CfnSubscriptionFilter(this, `${name}UsageFilter`, {
      logGroupName: logGroup.logGroupName,
      filterPattern: USAGE_FILTER_PATTERN,
      destinationArn: this.stream.attrArn,
      roleArn: this.logsToFirehose.roleArn,
    });
  }

  /** The authorizer: finds a key by its hash (one indexed query, cached) and reads the quota counters. */
  private authorizerFn(stage: StageSettings): LambdaFunction {
    return new ServiceFunction(this, 'PartnerAuthorizer', {
      stage,
      module: 'partner-authorizer',
      memoryMb: 256,
      timeoutSeconds: AUTHORIZER_TIMEOUT_SECONDS,
      description: 'Lambda authorizer: partner key, plan, usage plan key and billable quota',
      environment: {
        PARTNERS_TABLE: this.partners.tableName,
        USAGE_TABLE: this.usage.tableName,
        PARTNER_CACHE_TTL_MS: String(AUTHORIZER_CACHE_MS),
        PUBLIC_USAGE_KEY: publicUsageKeyValue(stage.name),
      },
      statements: [
        new PolicyStatement({
          effect: Effect.ALLOW,
          actions: ['dynamodb:Query'],
          resources: [`${this.partners.tableArn}/index/${KEY_HASH_INDEX}`],
        }),
        new PolicyStatement({ effect: Effect.ALLOW, actions: ['dynamodb:GetItem'], resources: [this.usage.tableArn] }),
      ],
    });
  }

  private deliveryStream(): CfnDeliveryStream {
    const role = new Role(this, 'FirehoseRole', { assumedBy: new ServicePrincipal('firehose.amazonaws.com') });
    role.addToPrincipalPolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['s3:PutObject', 's3:AbortMultipartUpload', 's3:GetBucketLocation', 's3:ListBucket', 's3:ListBucketMultipartUploads'],
        resources: [this.billingBucket.bucketArn, this.billingBucket.arnForObjects('*')],
      }),
    );
    const stream = new CfnDeliveryStream(this, 'UsageStream', {
      deliveryStreamType: 'DirectPut',
      deliveryStreamEncryptionConfigurationInput: { keyType: 'AWS_OWNED_CMK' },
      extendedS3DestinationConfiguration: {
        bucketArn: this.billingBucket.bucketArn,
        roleArn: role.roleArn,
        prefix: `${USAGE_PREFIX}dt=!{timestamp:yyyy-MM-dd}/`,
        errorOutputPrefix: 'errors/!{firehose:error-output-type}/dt=!{timestamp:yyyy-MM-dd}/',
        bufferingHints: { intervalInSeconds: 300, sizeInMBs: 64 },
        compressionFormat: 'GZIP',
        // CloudWatch Logs sends gzip'd envelopes: unpack them to one usage line per record.
        processingConfiguration: {
          enabled: true,
          processors: [
            { type: 'Decompression', parameters: [{ parameterName: 'CompressionFormat', parameterValue: 'GZIP' }] },
            { type: 'CloudWatchLogProcessing', parameters: [{ parameterName: 'DataMessageExtraction', parameterValue: 'true' }] },
          ],
        },
      },
    });
    stream.node.addDependency(role);
    acceptNag(
      role,
      `AwsSolutions-IAM5[Resource::<${Stack.of(this).getLogicalId(this.billingBucket.node.defaultChild as CfnElement)}.Arn>/*]`,
      'Firehose names the objects it writes (usage/dt=.../ and errors/...): the grant is the write actions on this one billing bucket',
    );
    return stream;
  }

  private glueTable(stage: StageSettings): void {
    const databaseName = `dysphagia_billing_${stage.name}`;
    const database = new CfnDatabase(this, 'BillingDatabase', { catalogId: Aws.ACCOUNT_ID, databaseInput: { name: databaseName } });
    const location = `s3://${this.billingBucket.bucketName}/${USAGE_PREFIX}`;
    const table = new CfnTable(this, 'UsageRecordsTable', {
      catalogId: Aws.ACCOUNT_ID,
      databaseName,
      tableInput: {
        name: 'usage_records',
        tableType: 'EXTERNAL_TABLE',
        parameters: {
          classification: 'json',
          'projection.enabled': 'true',
          'projection.dt.type': 'date',
          'projection.dt.range': '2026-01-01,NOW',
          'projection.dt.format': 'yyyy-MM-dd',
          'projection.dt.interval': '1',
          'projection.dt.interval.unit': 'DAYS',
          'storage.location.template': `${location}dt=\${dt}/`,
        },
        partitionKeys: [{ name: 'dt', type: 'string' }],
        storageDescriptor: {
          location,
          columns: [...USAGE_COLUMNS],
          inputFormat: 'org.apache.hadoop.mapred.TextInputFormat',
          outputFormat: 'org.apache.hadoop.hive.ql.io.HiveIgnoreKeyTextOutputFormat',
          serdeInfo: { serializationLibrary: 'org.openx.data.jsonserde.JsonSerDe', parameters: { 'ignore.malformed.json': 'true' } },
        },
      },
    });
    table.addDependency(database);
  }
}
