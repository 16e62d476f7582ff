/**
 * The partner platform of a stage (issue 16): the partner table (key
 * hashes only), usage counters and the idempotency table; the Lambda
 * authorizer on every route and the GET /api/usage function; and billing
 * records: each function's `"type":"usage"` log lines go through a
 * subscription filter to Kinesis Data Firehose, into S3 by day, with a
 * Glue table that Athena queries (docs/BILLING.md), kept 13 months in prod.
 *
 * Why not a REST API with usage plans: every handler reads the HTTP API's
 * payload 2.0 event, and a REST API's Lambda proxy sends payload 1.0. The
 * HTTP API keeps them; plans, quotas and keys are enforced by the one
 * authorizer module (shared/partners), counters in DynamoDB.
 */
import path from 'node:path';
import { Aws, Duration, RemovalPolicy } from 'aws-cdk-lib';
import { HttpMethod, type HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaAuthorizer, HttpLambdaResponseType } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { AttributeType, Billing, TableEncryptionV2, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { CfnDatabase, CfnTable } from 'aws-cdk-lib/aws-glue';
import { Effect, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { CfnDeliveryStream } from 'aws-cdk-lib/aws-kinesisfirehose';
import { Architecture, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { CfnSubscriptionFilter, LogGroup } from 'aws-cdk-lib/aws-logs';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { KEY_HASH_INDEX } from '../shared/partners/dynamo-store';
import { partnerTableNames } from '../shared/partners/table-names';
import { PARTNER_ROUTES } from '../shared/routes';
import { ENTRY_FILE, functionCode, RUNTIME_NODE_OPTIONS } from './bundling';
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

export interface PartnerPlatformProps {
  stage: StageSettings;
  api: HttpApi;
}

export class PartnerPlatform extends Construct {
  readonly partners: TableV2;
  readonly usage: TableV2;
  readonly idempotency: TableV2;
  readonly billingBucket: Bucket;
  readonly authorizer: HttpLambdaAuthorizer;
  readonly usageFunction: LambdaFunction;
  private readonly stream: CfnDeliveryStream;
  private readonly logsToFirehose: Role;

  constructor(scope: Construct, id: string, props: PartnerPlatformProps) {
    super(scope, id);
    const { stage } = props;
    const removalPolicy = stage.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
    const names = partnerTableNames(stage.name);
    const tableBasics = { billing: Billing.onDemand(), encryption: TableEncryptionV2.awsManagedKey(), removalPolicy, pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: stage.retainData } };

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
      lifecycleRules: [
        { id: 'expire-usage-records', expiration: Duration.days(stage.retainData ? USAGE_RETENTION_DAYS.retained : USAGE_RETENTION_DAYS.other) },
      ],
    });
    this.stream = this.deliveryStream();
    this.logsToFirehose = new Role(this, 'LogsToFirehoseRole', { assumedBy: new ServicePrincipal('logs.amazonaws.com') });
    this.logsToFirehose.addToPrincipalPolicy(
      new PolicyStatement({ effect: Effect.ALLOW, actions: ['firehose:PutRecord', 'firehose:PutRecordBatch'], resources: [this.stream.attrArn] }),
    );
    this.glueTable(stage);

    const authorizerFn = this.platformFunction('partner-authorizer', stage, 'Lambda authorizer: partner key, plan, rate and quota');
    this.authorizer = new HttpLambdaAuthorizer('PartnerAuthorizer', authorizerFn, {
      responseTypes: [HttpLambdaResponseType.SIMPLE],
      // No identity source and no gateway cache: anonymous calls reach the authorizer too (public plan).
      identitySource: [],
      resultsCacheTtl: Duration.seconds(0),
    });
    this.usageFunction = this.platformFunction('usage', stage, 'GET /api/usage');
    const route = PARTNER_ROUTES[0]!;
    props.api.addRoutes({
      path: route.path,
      methods: [HttpMethod[route.method]],
      integration: new HttpLambdaIntegration('UsageIntegration', this.usageFunction),
      authorizer: this.authorizer,
    });
  }

  /** Settings and grants a route function needs for metering and idempotency; its usage lines go to billing. */
  attach(fn: LambdaFunction, logGroup: LogGroup, name: string): void {
    fn.addEnvironment('PARTNERS_TABLE', this.partners.tableName);
    fn.addEnvironment('USAGE_TABLE', this.usage.tableName);
    fn.addEnvironment('IDEMPOTENCY_TABLE', this.idempotency.tableName);
    fn.addToRolePolicy(new PolicyStatement({ effect: Effect.ALLOW, actions: ['dynamodb:GetItem', 'dynamodb:UpdateItem'], resources: [this.usage.tableArn] }));
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

  private platformFunction(module: string, stage: StageSettings, description: string): LambdaFunction {
    const name = module.split('-').map((p) => p[0]!.toUpperCase() + p.slice(1)).join('');
    const logGroup = new LogGroup(this, `${name}Logs`, { retention: stage.logRetention, removalPolicy: stage.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY });
    const role = new Role(this, `${name}Role`, { assumedBy: new ServicePrincipal('lambda.amazonaws.com'), description: `Runtime role of the ${module} function (${stage.name})` });
    role.addToPrincipalPolicy(new PolicyStatement({ effect: Effect.ALLOW, actions: ['logs:CreateLogStream', 'logs:PutLogEvents'], resources: [logGroup.logGroupArn] }));
    role.addToPrincipalPolicy(new PolicyStatement({ effect: Effect.ALLOW, actions: ['dynamodb:Query'], resources: [`${this.partners.tableArn}/index/${KEY_HASH_INDEX}`] }));
    role.addToPrincipalPolicy(new PolicyStatement({ effect: Effect.ALLOW, actions: ['dynamodb:GetItem', 'dynamodb:Query'], resources: [this.usage.tableArn] }));
    const fn = new LambdaFunction(this, `${name}Function`, {
      code: functionCode(module),
      handler: `${path.basename(ENTRY_FILE, '.mjs')}.handler`,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: 256,
      timeout: Duration.seconds(module === 'usage' ? PARTNER_ROUTES[0]!.timeoutSeconds : 3),
      description,
      role,
      logGroup,
      environment: {
        STAGE: stage.name,
        NODE_OPTIONS: RUNTIME_NODE_OPTIONS,
        PARTNERS_TABLE: this.partners.tableName,
        USAGE_TABLE: this.usage.tableName,
        PARTNER_CACHE_TTL_MS: String(AUTHORIZER_CACHE_MS),
      },
    });
    return fn;
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
