/**
 * infra/partner-platform.ts synthesised on its own (bundling skipped): the
 * tables hold key hashes only, the authorizer sees anonymous calls too, one
 * usage plan per plan, usage lines reach S3 through Firehose with a Glue
 * table over them, and billing records are kept 13 months where data is
 * retained (prod).
 */
import { App, Duration, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { ApiKeySourceType, AuthorizationType, MockIntegration, RestApi } from 'aws-cdk-lib/aws-apigateway';
import { Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { describe, expect, it } from 'vitest';
import {
  PartnerPlatform,
  publicUsageKeyValue,
  USAGE_COLUMNS,
  USAGE_FILTER_PATTERN,
  USAGE_RETENTION_DAYS,
} from '../../infra/partner-platform';
import { gatewayDailyLimit, PLAN_IDS, PLANS } from '../../shared/partners/plans';
import { STAGES, type StageName } from '../../infra/stages';
import { partnerTableNames, usagePlanName } from '../../shared/partners/table-names';
import type { Json } from '../support/json';

function synth(stageName: StageName) {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const stack = new Stack(app, `PartnerTest-${stageName}`);
  const api = new RestApi(stack, 'Api', { apiKeySourceType: ApiKeySourceType.AUTHORIZER });
  const platform = new PartnerPlatform(stack, 'Partners', { stage: STAGES[stageName], api });
  api.root.addMethod('GET', new MockIntegration(), {
    authorizer: platform.authorizer,
    authorizationType: AuthorizationType.CUSTOM,
    apiKeyRequired: true,
  });
  const logGroup = new LogGroup(stack, 'RouteLogs');
  const fn = new LambdaFunction(stack, 'RouteFn', {
    code: Code.fromInline('x'),
    handler: 'index.handler',
    runtime: Runtime.NODEJS_22_X,
    logGroup,
    timeout: Duration.seconds(3),
  });
  platform.attach(fn, logGroup, 'Route');
  return { template: Template.fromStack(stack), json: Template.fromStack(stack).toJSON() as { Resources: Record<string, Json> } };
}

const prod = synth('prod');
const dev = synth('dev');

describe('the partner platform construct', () => {
  it('keeps partners by id with a key-hash index, under the names the CLI uses', () => {
    const names = partnerTableNames('prod');
    prod.template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      TableName: names.partners,
      KeySchema: [{ AttributeName: 'partner_id', KeyType: 'HASH' }],
      GlobalSecondaryIndexes: [Match.objectLike({ IndexName: 'by-key-hash', KeySchema: [{ AttributeName: 'key_hash', KeyType: 'HASH' }] })],
    });
    prod.template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      TableName: names.idempotency,
      TimeToLiveSpecification: { AttributeName: 'expiration', Enabled: true },
    });
    prod.template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      TableName: names.usage,
      TimeToLiveSpecification: { AttributeName: 'expires_at', Enabled: true },
    });
  });

  it('has a REQUEST authorizer with no identity source and no gateway cache, so anonymous calls reach it', () => {
    const [authorizer] = Object.values(prod.json.Resources).filter((r) => r.Type === 'AWS::ApiGateway::Authorizer');
    expect(authorizer.Properties).toMatchObject({ Type: 'REQUEST', AuthorizerResultTtlInSeconds: 0 });
    expect(authorizer.Properties.IdentitySource).toBeUndefined();
    const fn = Object.values(prod.json.Resources).find(
      (r) => r.Type === 'AWS::Lambda::Function' && r.Properties.Environment?.Variables?.PUBLIC_USAGE_KEY,
    );
    expect(fn.Properties.Environment.Variables.PUBLIC_USAGE_KEY).toBe(publicUsageKeyValue('prod'));
  });

  it('runs the authorizer as a ServiceFunction: JSON logs at the stage level, X-Ray tracing, its own log group', () => {
    const fn = Object.values(prod.json.Resources).find(
      (r) => r.Type === 'AWS::Lambda::Function' && r.Properties.Environment?.Variables?.PUBLIC_USAGE_KEY,
    );
    expect(fn.Properties.LoggingConfig).toMatchObject({ LogFormat: 'JSON', ApplicationLogLevel: STAGES.prod.logLevel });
    expect(fn.Properties.LoggingConfig.LogGroup).toEqual({ Ref: expect.stringMatching(/^PartnersPartnerAuthorizerLogs/) });
    expect(fn.Properties.TracingConfig).toEqual({ Mode: 'Active' });
    expect(fn.Properties.Environment.Variables).toMatchObject({ STAGE: 'prod', LOG_LEVEL: STAGES.prod.logLevel });
  });

  it("makes one usage plan per plan: its rate and burst, a daily ceiling; the public plan holds the stack's own key", () => {
    for (const id of PLAN_IDS) {
      const plan = PLANS[id];
      const ceiling = gatewayDailyLimit(plan);
      prod.template.hasResourceProperties('AWS::ApiGateway::UsagePlan', {
        UsagePlanName: usagePlanName('prod', id),
        Throttle:
          id === 'public'
            ? { RateLimit: STAGES.prod.throttle.rateLimit, BurstLimit: STAGES.prod.throttle.burstLimit }
            : { RateLimit: plan.rateLimit, BurstLimit: plan.burstLimit },
        Quota: ceiling === null ? Match.absent() : { Limit: ceiling, Period: 'DAY' },
      });
    }
    prod.template.hasResourceProperties('AWS::ApiGateway::ApiKey', { Value: publicUsageKeyValue('prod'), Enabled: true });
    prod.template.resourceCountIs('AWS::ApiGateway::UsagePlanKey', 1);
  });

  it('sends usage lines from route logs to Firehose, into S3 by day, with a Glue table of every record field', () => {
    prod.template.hasResourceProperties('AWS::Logs::SubscriptionFilter', { FilterPattern: USAGE_FILTER_PATTERN });
    prod.template.hasResourceProperties('AWS::KinesisFirehose::DeliveryStream', {
      ExtendedS3DestinationConfiguration: Match.objectLike({ Prefix: 'usage/dt=!{timestamp:yyyy-MM-dd}/' }),
    });
    const tables = Object.values(prod.json.Resources).filter((r) => r.Type === 'AWS::Glue::Table');
    expect(tables).toHaveLength(1);
    const columns = tables[0].Properties.TableInput.StorageDescriptor.Columns.map((c: { Name: string }) => c.Name);
    expect(columns).toEqual(USAGE_COLUMNS.map((c) => c.name));
    expect(tables[0].Properties.TableInput.PartitionKeys).toEqual([{ Name: 'dt', Type: 'string' }]);
  });

  it('keeps billing records 13 months in prod (retained), a month in dev', () => {
    const expiry = (t: { json: { Resources: Record<string, Json> } }) =>
      Object.values(t.json.Resources)
        .filter((r) => r.Type === 'AWS::S3::Bucket')
        .flatMap((r) => r.Properties.LifecycleConfiguration?.Rules ?? [])
        .find((rule: { Id: string }) => rule.Id === 'expire-usage-records')?.ExpirationInDays;
    expect(expiry(prod)).toBe(USAGE_RETENTION_DAYS.retained);
    expect(USAGE_RETENTION_DAYS.retained).toBeGreaterThanOrEqual(396);
    expect(expiry(dev)).toBe(USAGE_RETENTION_DAYS.other);
  });

  it('gives a route function its tables and only the DynamoDB actions it uses', () => {
    const fn = Object.entries(prod.json.Resources).find(([id, r]) => r.Type === 'AWS::Lambda::Function' && id.startsWith('RouteFn'))![1];
    expect(Object.keys(fn.Properties.Environment.Variables).sort()).toEqual(['IDEMPOTENCY_TABLE', 'PARTNERS_TABLE', 'USAGE_TABLE']);
    const actions = Object.values(prod.json.Resources)
      .filter((r) => r.Type === 'AWS::IAM::Policy')
      .flatMap((r) => r.Properties.PolicyDocument.Statement)
      .flatMap((s: { Action: string | string[] }) => [s.Action].flat());
    expect(actions.filter((a: string) => a.startsWith('dynamodb:')).every((a: string) => !a.includes('*'))).toBe(true);
    expect(actions).not.toContain('dynamodb:Scan');
  });
});
