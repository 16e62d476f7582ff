/**
 * The synthesised stack (staging: the stage with hosted models, shipping an
 * index embedded with Titan so every grant is present) against the route
 * table, the partner platform (REST API, authorizer, usage plans, WAF) and
 * the least-privilege rules. Bundling is skipped here; the real bundles are
 * measured by test/bench/cold-start.ts. A whole synthesis takes tens of
 * seconds: this file is in the vitest `integration` project.
 */
import { Match } from 'aws-cdk-lib/assertions';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigSchema } from '../../shared/config';
import { FALLBACK_HANDLER, handlerModules, ROUTES } from '../../shared/routes';
import { answerTemplate, GATEWAY_ANSWERS } from '../../infra/gateway-responses';
import { ANONYMOUS_LIMIT_PER_WINDOW, COUNTED_COMMON_RULES, WAF_WINDOW_SECONDS } from '../../infra/waf';
import { partnerTableNames, usagePlanName } from '../../shared/partners/table-names';
import { gatewayDailyLimit, PLAN_IDS, PLANS } from '../../shared/partners/plans';
import { FUNCTION_NEEDS } from '../../infra/needs';
import { LATENCY_BUDGET_MS } from '../../infra/monitoring';
import { ON_CALL_TOPIC, STAGES } from '../../infra/stages';
import { METRIC, METRICS_NAMESPACE, SERVICE_NAME } from '../../shared/observability/names';
import { accessLogFormat, API_ROUTES, API_STAGE_NAME } from '../../infra/service-stack';
import { INDEX_PREFIX, UPLOAD_PREFIX } from '../../infra/storage';
import {
  asList,
  envOf,
  flat,
  functionId,
  resourcesOfType,
  roleOfFunction,
  removeTempDirs,
  statementsOfFunction,
  synthStage,
} from './synth';
import type { Json } from '../support/json';

afterAll(removeTempDirs);

const s = synthStage('staging', STAGES.staging.bedrock.embeddingModelId);
const { json } = s;
const stage = STAGES.staging;

const MODULES = handlerModules(API_ROUTES);
const apiId = () => resourcesOfType(json, 'AWS::ApiGateway::RestApi')[0]![0];

/** "/api/articles/{id}" of an API Gateway resource, rebuilt from its PathPart chain. */
function pathOf(resourceRef: unknown): string {
  const id = (resourceRef as { Ref?: string }).Ref;
  if (!id) return '/'; // Fn::GetAtt Api.RootResourceId
  const r = json.Resources[id]!.Properties!;
  const parent = pathOf(r.ParentId);
  return `${parent === '/' ? '' : parent}/${r.PathPart}`;
}

const methods: Array<Record<string, Json>> = resourcesOfType(json, 'AWS::ApiGateway::Method').map(([, m]) => ({
  ...m.Properties!,
  path: pathOf(m.Properties!.ResourceId),
}));
const methodAt = (method: string, path: string) => methods.filter((m) => m.HttpMethod === method && m.path === path);
const targetOf = (m: Record<string, Json>) => (flat(m.Integration.Uri).match(/\$\{([A-Za-z0-9]+)\.Arn\}/) ?? [])[1];

/** Expected limits, computed here from the route table (not from infra's helper). */
function expectedLimits(module: string) {
  const mine = API_ROUTES.filter((r) => r.handler === module);
  return { timeout: Math.min(27, Math.max(...mine.map((r) => r.timeoutSeconds))), memory: Math.max(...mine.map((r) => r.memoryMb)) };
}

describe('REST API routes', () => {
  const authorizerId = resourcesOfType(json, 'AWS::ApiGateway::Authorizer')[0]![0];

  it.each(API_ROUTES.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s: a Lambda proxy to its handler, behind the partner authorizer with a usage plan key',
    (_key, route) => {
      const [m] = methodAt(route.method, route.path);
      expect(m, `${route.method} ${route.path}`).toBeDefined();
      expect(m!.Integration.Type).toBe('AWS_PROXY');
      expect(targetOf(m!)).toBe(functionId(s, route.handler));
      expect(m).toMatchObject({ AuthorizationType: 'CUSTOM', AuthorizerId: { Ref: authorizerId }, ApiKeyRequired: true });
    },
  );

  it('beside every route path, ANY goes to the fallback without a key (405 with Allow, CORS preflights)', () => {
    for (const path of new Set(API_ROUTES.map((r) => r.path))) {
      const [anyMethod] = methodAt('ANY', path);
      expect(targetOf(anyMethod!), path).toBe(functionId(s, FALLBACK_HANDLER));
      expect(anyMethod!.AuthorizationType).toBe('NONE');
      expect(anyMethod!.ApiKeyRequired).toBeUndefined();
    }
  });

  it('sends / and every unknown path (the catch-all proxy) to the fallback', () => {
    expect(targetOf(methodAt('ANY', '/')[0]!)).toBe(functionId(s, FALLBACK_HANDLER));
    expect(targetOf(methodAt('ANY', '/{proxy+}')[0]!)).toBe(functionId(s, FALLBACK_HANDLER));
  });

  it("has exactly the route table's methods, plus the fallbacks, and no API-level CORS methods", () => {
    const paths = new Set(API_ROUTES.map((r) => r.path));
    expect(methods).toHaveLength(API_ROUTES.length + paths.size + 2);
    expect(methods.filter((m) => m.HttpMethod === 'OPTIONS')).toEqual([]);
  });

  it('is a regional REST API whose keys come from the authorizer, passing every body as bytes (images, multipart)', () => {
    const [[, api]] = resourcesOfType(json, 'AWS::ApiGateway::RestApi') as [[string, Json]];
    expect(api.Properties.EndpointConfiguration).toEqual({ Types: ['REGIONAL'] });
    expect(api.Properties.ApiKeySourceType).toBe('AUTHORIZER');
    expect(api.Properties.BinaryMediaTypes).toEqual(expect.arrayContaining(['image/*', 'multipart/form-data']));
  });

  it('gives every integration the REST maximum of 29 s, and every function ends 2 s before it', () => {
    for (const m of methods) expect(m.Integration.TimeoutInMillis, m.path).toBe(29_000);
    for (const module of MODULES)
      expect(json.Resources[functionId(s, module)]!.Properties!.Timeout * 1000 + 2_000, module).toBeLessThanOrEqual(29_000);
  });

  it("lets API Gateway invoke each function only from this API's stage", () => {
    const permissions = resourcesOfType(json, 'AWS::Lambda::Permission').filter(
      ([, p]) => p.Properties!.Principal === 'apigateway.amazonaws.com',
    );
    expect(permissions.length).toBe(methods.length + 1); // and the authorizer
    for (const [, p] of permissions) expect(flat(p.Properties!.SourceArn)).toMatch(new RegExp(`execute-api:.*:\\$\\{${apiId()}\\}/`));
  });
});

describe('the partner platform in the stack', () => {
  it("makes one usage plan per plan on this API's stage", () => {
    const plans = resourcesOfType(json, 'AWS::ApiGateway::UsagePlan').map(([, p]) => p.Properties!);
    expect(plans.map((p) => p.UsagePlanName).sort()).toEqual(PLAN_IDS.map((id) => usagePlanName('staging', id)).sort());
    for (const p of plans) {
      expect(flat(p.ApiStages[0].ApiId)).toBe(`\${${apiId()}}`);
      const id = PLAN_IDS.find((x) => usagePlanName('staging', x) === p.UsagePlanName)!;
      const ceiling = gatewayDailyLimit(PLANS[id]);
      expect(p.Quota, id).toEqual(ceiling === null ? undefined : { Limit: ceiling, Period: 'DAY' });
    }
  });

  it("answers every gateway refusal with CORS and {error, message}, with the service's codes", () => {
    const responses = resourcesOfType(json, 'AWS::ApiGateway::GatewayResponse').map(([, r]) => r.Properties!);
    const byType = new Map(responses.map((r) => [r.ResponseType as string, r]));
    const expected: Record<string, [string | undefined, string]> = {
      DEFAULT_4XX: [undefined, 'invalid_request'],
      DEFAULT_5XX: [undefined, 'service_unavailable'],
      THROTTLED: ['429', 'rate_limited'],
      QUOTA_EXCEEDED: ['429', 'quota_exceeded'],
      UNAUTHORIZED: ['403', 'invalid_api_key'],
      ACCESS_DENIED: ['403', 'invalid_api_key'],
      REQUEST_TOO_LARGE: ['413', 'payload_too_large'],
      INTEGRATION_TIMEOUT: ['504', 'timeout'],
    };
    for (const [type, [status, error]] of Object.entries(expected)) {
      const r = byType.get(type)!;
      expect(r, type).toBeDefined();
      expect(r.StatusCode, type).toBe(status);
      expect(r.ResponseParameters['gatewayresponse.header.Access-Control-Allow-Origin'], type).toBe("'*'");
      // API Gateway substitutes $context.error.messageString already quoted: a stand-in proves the body is JSON.
      const body = JSON.parse(r.ResponseTemplates['application/json'].replace('$context.error.messageString', '"m"'));
      expect(body.error, type).toBe(error);
      expect(typeof body.message).toBe('string');
    }
    for (const type of ['THROTTLED', 'QUOTA_EXCEEDED'])
      expect(Number(byType.get(type)!.ResponseParameters['gatewayresponse.header.Retry-After'].replace(/'/g, ''))).toBeGreaterThan(0);
    expect(responses).toHaveLength(GATEWAY_ANSWERS.length);
    for (const a of GATEWAY_ANSWERS) expect(byType.get(a.type.responseType)!.ResponseTemplates['application/json']).toBe(answerTemplate(a));
  });

  it('puts a WAF web ACL on the stage: per-IP rate for calls without x-api-key (429 JSON with CORS), common rules counting body checks', () => {
    const [[aclId, acl]] = resourcesOfType(json, 'AWS::WAFv2::WebACL') as [[string, Json]];
    expect(acl.Properties.Scope).toBe('REGIONAL');
    const [rate, common] = acl.Properties.Rules;
    expect(rate.Statement.RateBasedStatement).toMatchObject({
      Limit: ANONYMOUS_LIMIT_PER_WINDOW,
      EvaluationWindowSec: WAF_WINDOW_SECONDS,
      AggregateKeyType: 'IP',
    });
    expect(rate.Statement.RateBasedStatement.ScopeDownStatement.NotStatement.Statement.SizeConstraintStatement).toMatchObject({
      FieldToMatch: { SingleHeader: { Name: 'x-api-key' } },
      ComparisonOperator: 'GT',
      Size: 0,
    });
    const response = rate.Action.Block.CustomResponse;
    expect(response.ResponseCode).toBe(429);
    expect(response.ResponseHeaders).toContainEqual({ Name: 'access-control-allow-origin', Value: '*' });
    expect(JSON.parse(acl.Properties.CustomResponseBodies[response.CustomResponseBodyKey].Content).error).toBe('rate_limited');
    expect(common.Statement.ManagedRuleGroupStatement.Name).toBe('AWSManagedRulesCommonRuleSet');
    expect(common.Statement.ManagedRuleGroupStatement.RuleActionOverrides.map((o: { Name: string }) => o.Name)).toEqual([
      ...COUNTED_COMMON_RULES,
    ]);
    const [[, association]] = resourcesOfType(json, 'AWS::WAFv2::WebACLAssociation') as [[string, Json]];
    expect(flat(association.Properties.WebACLArn)).toBe(`\${${aclId}.Arn}`);
    expect(flat(association.Properties.ResourceArn)).toMatch(
      new RegExp(`/restapis/\\$\\{${apiId()}\\}/stages/\\$\\{ApiDeploymentStage${API_STAGE_NAME}`),
    );
  });

  it("sends every function's usage lines to the billing stream", () => {
    expect(resourcesOfType(json, 'AWS::Logs::SubscriptionFilter')).toHaveLength(MODULES.length);
  });
});

describe('functions', () => {
  it('builds one function per handler module', () => {
    expect([...s.stack.functions.keys()].sort()).toEqual(MODULES.sort());
  });

  it('names only real handler modules in the needs table (a typo would silently grant nothing)', () => {
    for (const module of Object.keys(FUNCTION_NEEDS)) expect(handlerModules()).toContain(module);
  });

  it.each(MODULES.filter((m) => m !== FALLBACK_HANDLER))(
    '%s: nodejs24.x, arm64, ESM handler, timeout and memory from the route table',
    (module) => {
      const p = json.Resources[functionId(s, module)]!.Properties!;
      expect(p.Runtime).toBe('nodejs24.x');
      expect(p.Architectures).toEqual(['arm64']);
      expect(p.Handler).toBe('index.handler');
      const { timeout, memory } = expectedLimits(module);
      // Capped 2 s under the gateway's 29 s so the function, not the gateway, answers (with CORS).
      expect(p.Timeout).toBe(timeout);
      expect(p.MemorySize).toBe(memory);
    },
  );

  it("ends every function at least 2 s before the gateway's 29 s; batch gets all of that", () => {
    expect(json.Resources[functionId(s, 'iddsi-batch')]!.Properties!.Timeout).toBe(27);
    for (const module of MODULES) {
      expect(json.Resources[functionId(s, module)]!.Properties!.Timeout, module).toBeLessThanOrEqual(27);
    }
  });

  it('batch answers (model deadline, then the embedded fallback) with 2 s to spare before the gateway limit', () => {
    const deadline = Number(envOf(s, 'iddsi-batch').BEDROCK_TIMEOUT_MS);
    const timeoutMs = json.Resources[functionId(s, 'iddsi-batch')]!.Properties!.Timeout * 1000;
    // The function keeps 2 s after the model deadline for the fallback and the answer, and ends 2 s before 29 s.
    expect(deadline + 2_000).toBeLessThanOrEqual(timeoutMs);
    expect(timeoutMs + 2_000).toBeLessThanOrEqual(29_000);
  });

  it("logs JSON at the stage's level with active tracing, and caps the model-backed functions' concurrency", () => {
    for (const module of MODULES) {
      const p = json.Resources[functionId(s, module)]!.Properties!;
      expect(p.LoggingConfig, module).toMatchObject({ LogFormat: 'JSON', ApplicationLogLevel: stage.logLevel, SystemLogLevel: 'INFO' });
      expect(p.TracingConfig, module).toEqual({ Mode: 'Active' });
      expect(p.Environment.Variables.LOG_LEVEL, module).toBe(stage.logLevel);
      const reserved = stage.concurrency?.[module as keyof NonNullable<typeof stage.concurrency>];
      expect(p.ReservedConcurrentExecutions, module).toBe(reserved);
    }
    expect(stage.concurrency?.['iddsi-batch']).toBeGreaterThan(0);
  });

  it('keeps the fallback function small and quick', () => {
    const p = json.Resources[functionId(s, FALLBACK_HANDLER)]!.Properties!;
    expect(p.Runtime).toBe('nodejs24.x');
    expect(p.Architectures).toEqual(['arm64']);
    expect(p.Timeout).toBeLessThanOrEqual(5);
    expect(p.MemorySize).toBeLessThanOrEqual(256);
  });

  it('passes only configuration keys that shared/config.ts knows', () => {
    const known = new Set([...Object.keys(ConfigSchema.shape), 'NODE_OPTIONS']);
    for (const module of MODULES) {
      for (const key of Object.keys(envOf(s, module))) expect(known.has(key), `${module}: ${key}`).toBe(true);
    }
  });

  it('gives each function only the settings it uses', () => {
    const keys = (m: string) => Object.keys(envOf(s, m)).sort();
    // Every function meters partner calls and keeps idempotent answers: the three platform tables.
    const base = ['IDEMPOTENCY_TABLE', 'LOG_LEVEL', 'NODE_OPTIONS', 'PARTNERS_TABLE', 'STAGE', 'USAGE_TABLE'];
    for (const m of ['iddsi-classify', 'voice-aspiration-screen', 'iddsi-classify-audio', 'openapi', 'usage', FALLBACK_HANDLER])
      expect(keys(m)).toEqual(base);
    expect(keys('image-upload-url')).toEqual([...base, 'UPLOAD_BUCKET', 'UPLOAD_PREFIX'].sort());
    expect(keys('iddsi-classify-image')).toEqual(
      [
        ...base,
        'VISION_PROVIDER',
        'BEDROCK_REGION',
        'BEDROCK_TIMEOUT_MS',
        'BEDROCK_VISION_MODEL_ID',
        'UPLOAD_BUCKET',
        'UPLOAD_PREFIX',
      ].sort(),
    );
    expect(keys('iddsi-batch')).toEqual(
      [...base, 'TEXT_MODEL_PROVIDER', 'BEDROCK_REGION', 'BEDROCK_TIMEOUT_MS', 'BEDROCK_TEXT_MODEL_ID'].sort(),
    );
    expect(keys('clinical-qa')).toEqual(
      [
        ...base,
        'TEXT_MODEL_PROVIDER',
        'BEDROCK_REGION',
        'BEDROCK_TIMEOUT_MS',
        'BEDROCK_TEXT_MODEL_ID',
        'BEDROCK_EMBEDDING_MODEL_ID',
        'INDEX_SOURCE',
        'INDEX_BUCKET',
        'INDEX_KEY',
        'INDEX_VERSION',
        'PUBLIC_BASE_URL',
      ].sort(),
    );
  });

  it('points the Q&A function at the deployed index object and the API URL', () => {
    const env = envOf(s, 'clinical-qa');
    expect(env.INDEX_SOURCE).toBe('s3');
    expect(flat(env.INDEX_BUCKET)).toMatch(/^\$\{IndexBucket[A-Z0-9]+\}$/);
    expect(env.INDEX_KEY).toBe(`${INDEX_PREFIX}index.bin`);
    expect(flat(env.PUBLIC_BASE_URL)).toMatch(
      new RegExp(`^https://\\$\\{Api[A-Z0-9]+\\}\\.execute-api\\.us-east-1\\.\\$\\{AWS::URLSuffix\\}/${API_STAGE_NAME}$`),
    );
    expect(env.TEXT_MODEL_PROVIDER).toBe('bedrock');
    // The stack's own region (pinned in the stage table) and the matching US inference profile.
    expect(env.BEDROCK_TEXT_MODEL_ID).toBe(stage.bedrock.textModelId!.replace('{geo}', 'us'));
    expect(env.BEDROCK_EMBEDDING_MODEL_ID).toBe(stage.bedrock.embeddingModelId);
    expect(env.BEDROCK_REGION).toBe('us-east-1');
  });

  it('keeps every model deadline inside its function timeout (the batch answers within 30 s)', () => {
    for (const module of MODULES) {
      const env = envOf(s, module);
      if (env.BEDROCK_TIMEOUT_MS === undefined) continue;
      const timeoutMs = json.Resources[functionId(s, module)]!.Properties!.Timeout * 1000;
      expect(Number(env.BEDROCK_TIMEOUT_MS), module).toBeLessThanOrEqual(Math.min(27_000, timeoutMs - 2_000));
    }
  });

  it('makes the Q&A function wait for the index deployment', () => {
    const deps = json.Resources[functionId(s, 'clinical-qa')]!.DependsOn ?? [];
    expect(deps.some((d) => d.startsWith('IndexDeployment'))).toBe(true);
  });
});

describe('IAM: each function gets only what it calls', () => {
  const actionsOf = (st: { Action: string | string[] }) => asList(st.Action);
  /** X-Ray's two write actions have no resource type: they are granted on "*" (and checked below). */
  const isXRay = (st: { Action: string | string[] }) => actionsOf(st).every((a) => a.startsWith('xray:'));

  it.each(MODULES)('%s: sends traces to X-Ray, and that is the only grant on "*"', (module) => {
    const xray = statementsOfFunction(s, module).filter(isXRay);
    expect(xray).toHaveLength(1);
    expect(actionsOf(xray[0]!).sort()).toEqual(['xray:PutTelemetryRecords', 'xray:PutTraceSegments']);
    expect(xray[0]!.Resource).toBe('*');
  });

  it.each(MODULES)('%s: its own role, no managed policies, no wildcard actions, no "*" resources', (module) => {
    const role = roleOfFunction(s, module);
    expect(role.Properties!.ManagedPolicyArns).toBeUndefined();
    const statements = statementsOfFunction(s, module);
    expect(statements.length).toBeGreaterThan(0);
    for (const st of statements) {
      expect(st.Effect).toBe('Allow');
      if (isXRay(st)) continue;
      for (const a of actionsOf(st)) expect(a, `${module} action`).not.toContain('*');
      for (const r of asList(st.Resource)) expect(flat(r), `${module} resource`).not.toBe('*');
    }
  });

  it('roles are not shared between functions', () => {
    const roles = MODULES.map((m) => json.Resources[functionId(s, m)]!.Properties!.Role['Fn::GetAtt'][0]);
    expect(new Set(roles).size).toBe(roles.length);
  });

  /** The platform tables' grants every function has (metering counters, idempotent answers): checked once, below. */
  const isPlatform = (st: { Action: string | string[] }) => actionsOf(st).every((a) => a.startsWith('dynamodb:'));

  function grants(module: string): Map<string, string[]> {
    const byAction = new Map<string, string[]>();
    for (const st of statementsOfFunction(s, module).filter((x) => !isXRay(x) && !isPlatform(x))) {
      for (const a of actionsOf(st)) byAction.set(a, [...(byAction.get(a) ?? []), ...asList(st.Resource).map(flat)]);
    }
    return byAction;
  }

  it("reaches the partner platform's usage and idempotency tables only, with item actions (GET /api/usage may also query)", () => {
    const names = partnerTableNames('staging');
    const tableIds = Object.fromEntries(
      resourcesOfType(json, 'AWS::DynamoDB::GlobalTable').map(([id, t]) => [t.Properties!.TableName as string, id]),
    );
    for (const module of MODULES) {
      const platform = statementsOfFunction(s, module).filter(isPlatform);
      const byTable = new Map(platform.map((st) => [flat(st.Resource), actionsOf(st).sort()]));
      const usage = ['dynamodb:GetItem', 'dynamodb:UpdateItem', ...(module === 'usage' ? ['dynamodb:Query'] : [])].sort();
      expect(byTable.get(`\${${tableIds[names.usage]}.Arn}`), module).toEqual(usage);
      expect(byTable.get(`\${${tableIds[names.idempotency]}.Arn}`), module).toEqual([
        'dynamodb:DeleteItem',
        'dynamodb:GetItem',
        'dynamodb:PutItem',
        'dynamodb:UpdateItem',
      ]);
      expect(byTable.size, module).toBe(2);
    }
  });

  it("writes logs only to the function's own log group", () => {
    for (const module of MODULES) {
      const logs = grants(module);
      expect(logs.get('logs:PutLogEvents'), module).toHaveLength(1);
      expect(logs.get('logs:PutLogEvents')![0]).toMatch(/^\$\{[A-Za-z0-9]+Logs[A-Z0-9]+\.Arn\}$/);
      const fnLogs = json.Resources[functionId(s, module)]!.Properties!.LoggingConfig;
      expect(flat(fnLogs.LogGroup)).toBe(logs.get('logs:PutLogEvents')![0]!.replace('.Arn}', '}'));
    }
  });

  const indexObject = new RegExp(`^\\$\\{IndexBucket[A-Z0-9]+\\.Arn\\}/${INDEX_PREFIX}index\\.bin$`);

  it('Q&A reads exactly the index object and calls exactly the configured models', () => {
    const g = grants('clinical-qa');
    expect([...g.keys()].sort()).toEqual(['bedrock:InvokeModel', 'logs:CreateLogStream', 'logs:PutLogEvents', 's3:GetObject']);
    expect(g.get('s3:GetObject')).toEqual([expect.stringMatching(indexObject)]);
    const bedrock = g.get('bedrock:InvokeModel')!;
    const text = stage.bedrock.textModelId!.replace('{geo}.', '');
    // The stage pins us-east-1, so the partition is literal too.
    expect(bedrock).toContain(`arn:aws:bedrock:us-east-1:\${AWS::AccountId}:inference-profile/us.${text}`);
    expect(bedrock).toContain(`arn:aws:bedrock:us-east-1::foundation-model/${text}`);
    expect(bedrock).toContain(`arn:aws:bedrock:us-west-2::foundation-model/${text}`);
    expect(bedrock).toContain(`arn:aws:bedrock:us-east-1::foundation-model/${stage.bedrock.embeddingModelId}`);
    for (const arn of bedrock) expect(arn).toMatch(/:(foundation-model|inference-profile)\/[a-z]/);
  });

  it('the articles function reads the index object and calls no model', () => {
    const g = grants('articles');
    expect([...g.keys()].sort()).toEqual(['logs:CreateLogStream', 'logs:PutLogEvents', 's3:GetObject']);
    expect(g.get('s3:GetObject')).toEqual([expect.stringMatching(indexObject)]);
  });

  it('the image function reads uploads only and calls the vision model only', () => {
    const g = grants('iddsi-classify-image');
    expect([...g.keys()].sort()).toEqual(['bedrock:InvokeModel', 'logs:CreateLogStream', 'logs:PutLogEvents', 's3:GetObject']);
    expect(g.get('s3:GetObject')).toEqual([
      expect.stringMatching(new RegExp(`^\\$\\{UploadsBucket[A-Z0-9]+\\.Arn\\}/${UPLOAD_PREFIX}\\*$`)),
    ]);
    for (const arn of g.get('bedrock:InvokeModel')!) expect(arn).toContain(stage.bedrock.visionModelId!.replace('{geo}.', ''));
  });

  it('the upload-url function may only put objects under uploads/ (what its pre-signed POST needs)', () => {
    const g = grants('image-upload-url');
    expect([...g.keys()].sort()).toEqual(['logs:CreateLogStream', 'logs:PutLogEvents', 's3:PutObject']);
    expect(g.get('s3:PutObject')).toEqual([
      expect.stringMatching(new RegExp(`^\\$\\{UploadsBucket[A-Z0-9]+\\.Arn\\}/${UPLOAD_PREFIX}\\*$`)),
    ]);
  });

  it('the batch function calls the text model and nothing else', () => {
    const g = grants('iddsi-batch');
    expect([...g.keys()].sort()).toEqual(['bedrock:InvokeModel', 'logs:CreateLogStream', 'logs:PutLogEvents']);
    for (const arn of g.get('bedrock:InvokeModel')!) expect(arn).toContain(stage.bedrock.textModelId!.replace('{geo}.', ''));
  });

  it('rule-based and static functions get logs only', () => {
    for (const m of ['iddsi-classify', 'voice-aspiration-screen', 'iddsi-classify-audio', 'openapi', 'usage', FALLBACK_HANDLER]) {
      expect([...grants(m).keys()].sort(), m).toEqual(['logs:CreateLogStream', 'logs:PutLogEvents']);
    }
  });

  it('nowhere in the template does an S3 or Bedrock permission name the "*" resource', () => {
    const docs = [
      ...resourcesOfType(json, 'AWS::IAM::Policy').map(([, r]) => r.Properties!.PolicyDocument),
      ...resourcesOfType(json, 'AWS::S3::BucketPolicy').map(([, r]) => r.Properties!.PolicyDocument),
    ];
    for (const doc of docs) {
      for (const st of doc.Statement as Array<{ Effect: string; Action: string | string[]; Resource: unknown }>) {
        if (st.Effect !== 'Allow') continue;
        if (!actionsOf(st).some((a) => a.startsWith('s3:') || a.startsWith('bedrock:') || a === '*')) continue;
        for (const r of asList(st.Resource)) expect(flat(r)).not.toBe('*');
      }
    }
  });
});

describe('buckets', () => {
  const buckets = resourcesOfType(json, 'AWS::S3::Bucket');
  const bucket = (prefix: string) => buckets.find(([id]) => id.startsWith(prefix))!;

  it.each(['IndexBucket', 'UploadsBucket'])('%s: S3 access logs go to the access-log bucket under its own prefix', (name) => {
    const [, b] = bucket(name);
    const [logId, logBucket] = bucket('AccessLogsBucket');
    expect(flat(b.Properties!.LoggingConfiguration.DestinationBucketName)).toBe(`\${${logId}}`);
    expect(b.Properties!.LoggingConfiguration.LogFilePrefix).toMatch(/-bucket\/$/);
    // Kept as long as the stage's other logs, then deleted.
    expect(logBucket.Properties!.LifecycleConfiguration.Rules).toContainEqual(
      expect.objectContaining({ ExpirationInDays: 30, Status: 'Enabled' }),
    );
  });

  it.each(['IndexBucket', 'UploadsBucket', 'AccessLogsBucket'])(
    '%s: encrypted, public access blocked, SSL and TLS 1.2 enforced',
    (name) => {
      const [id, b] = bucket(name);
      expect(b.Properties!.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault.SSEAlgorithm).toBe('AES256');
      expect(b.Properties!.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      const [, policy] = resourcesOfType(json, 'AWS::S3::BucketPolicy').find(([, p]) => flat(p.Properties!.Bucket) === `\${${id}}`)!;
      const statements = policy.Properties!.PolicyDocument.Statement as Array<Record<string, Json>>;
      expect(statements).toContainEqual(
        expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
      );
      expect(statements).toContainEqual(
        expect.objectContaining({ Effect: 'Deny', Condition: { NumericLessThan: { 's3:TlsVersion': 1.2 } } }),
      );
    },
  );

  it('the index bucket is versioned and receives the built index under qa-index/', () => {
    const [id, b] = bucket('IndexBucket');
    expect(b.Properties!.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    const [[, deployment]] = resourcesOfType(json, 'Custom::CDKBucketDeployment') as [[string, Json]];
    expect(flat(deployment.Properties.DestinationBucketName)).toBe(`\${${id}}`);
    expect(deployment.Properties.DestinationBucketKeyPrefix).toBe(INDEX_PREFIX);
    expect(deployment.Properties.Prune).toBe(true);
  });

  it('the uploads bucket expires uploads/ after one day, keeps no versions, and accepts browser POSTs', () => {
    const [, b] = bucket('UploadsBucket');
    expect(b.Properties!.VersioningConfiguration).toBeUndefined();
    expect(b.Properties!.LifecycleConfiguration.Rules).toContainEqual(
      expect.objectContaining({ Prefix: UPLOAD_PREFIX, ExpirationInDays: 1, Status: 'Enabled' }),
    );
    expect(b.Properties!.CorsConfiguration.CorsRules).toEqual([
      expect.objectContaining({ AllowedMethods: ['POST'], AllowedOrigins: ['*'] }),
    ]);
  });
});

describe('REST API stage', () => {
  const [[, apiStage]] = resourcesOfType(json, 'AWS::ApiGateway::Stage') as [[string, Json]];

  it('is the v1 stage with X-Ray tracing; throttling is per usage plan, not one shared stage limit', () => {
    expect(apiStage.Properties.StageName).toBe(API_STAGE_NAME);
    expect(apiStage.Properties.TracingEnabled).toBe(true);
    expect(apiStage.Properties.MethodSettings).toBeUndefined();
  });

  it('writes one JSON access log line per request with what billing and debugging need, never a key', () => {
    const format = apiStage.Properties.AccessLogSetting.Format as string;
    expect(format).toBe(accessLogFormat());
    // API Gateway substitutes every variable; a quoted stand-in proves the line is valid JSON.
    const line = JSON.parse(format.replace('$context.error.messageString', '"-"')) as Record<string, string>;
    expect(line).toMatchObject({
      requestId: '$context.requestId',
      requestTimeEpoch: '$context.requestTimeEpoch',
      resourcePath: '$context.resourcePath',
      status: '$context.status',
      responseLatency: '$context.responseLatency',
      integrationLatency: '$context.integration.latency',
      partnerId: '$context.authorizer.partner_id',
      plan: '$context.authorizer.plan',
      apiKeyId: '$context.identity.apiKeyId',
      sourceIp: '$context.identity.sourceIp',
    });
    expect(format).not.toMatch(/apiKey"|x-api-key|usageIdentifierKey|\$input\./i);
    const [[logId, logGroup]] = resourcesOfType(json, 'AWS::Logs::LogGroup').filter(([id]) => id.startsWith('ApiAccessLogs')) as [
      [string, Json],
    ];
    expect(flat(apiStage.Properties.AccessLogSetting.DestinationArn)).toContain(`\${${logId}}`);
    expect(logGroup.Properties.RetentionInDays).toBe(30);
  });
});

describe('alarms and logs', () => {
  const alarms = resourcesOfType(json, 'AWS::CloudWatch::Alarm').map(([, a]) => a.Properties!);
  /** The stage's own topic and the existing on-call topic the stage table names. */
  const ALARM_TARGETS = [expect.stringMatching(/^\$\{AlarmTopic[A-Z0-9]+\}$/), `arn:aws:sns:us-east-1:\${AWS::AccountId}:${ON_CALL_TOPIC}`];

  it('every alarm of the stage reaches the stage topic and the on-call topic', () => {
    expect(alarms.length).toBeGreaterThan(30);
    for (const a of alarms) expect(a.AlarmActions.map(flat), a.AlarmDescription).toEqual(ALARM_TARGETS);
  });

  it('alarms on the model fallback rate, 4xx and gateway 429 surges, and account concurrency', () => {
    const by = (text: RegExp) => alarms.find((a) => text.test(a.AlarmDescription))!;
    const fallback = by(/fell back to the embedded engines/);
    expect(fallback.Threshold).toBe(stage.alarms.fallbackRate);
    const metricsOf = (a: Json) =>
      (a.Metrics as Json[])
        .filter((m) => m.MetricStat)
        .map((m) => m.MetricStat.Metric.MetricName)
        .sort();
    expect(metricsOf(fallback)).toEqual([METRIC.modelCalls, METRIC.modelFallbacks]);
    expect(by(/4xx in 5 minutes/)).toMatchObject({
      MetricName: '4XXError',
      Namespace: 'AWS/ApiGateway',
      Threshold: stage.alarms.clientErrorsPer5Min,
    });
    const apiDims = [
      { Name: 'ApiName', Value: 'dysphagia-service-staging' },
      { Name: 'Stage', Value: API_STAGE_NAME },
    ];
    expect(by(/4xx in 5 minutes/).Dimensions).toEqual(apiDims);
    expect(by(/answered 5xx/)).toMatchObject({ MetricName: '5XXError', Namespace: 'AWS/ApiGateway', Dimensions: apiDims });
    expect(by(/throttled .* requests/)).toMatchObject({ MetricName: 'GatewayThrottled', Threshold: stage.alarms.throttledPer5Min });
    const [[, filter]] = resourcesOfType(json, 'AWS::Logs::MetricFilter') as [[string, Json]];
    expect(filter.Properties.FilterPattern).toBe('{ $.status = "429" }');
    expect(by(/account Lambda concurrency/)).toMatchObject({
      MetricName: 'ConcurrentExecutions',
      Threshold: stage.alarms.accountConcurrency * 0.8,
    });
  });

  it.each(MODULES)('%s: p99 latency alarm against its budget, on the service metric, below the timeout', (module) => {
    const a = alarms.find(
      (x) =>
        x.MetricName === METRIC.latency &&
        x.Dimensions.some((d: { Name: string; Value: unknown }) => d.Name === 'route' && d.Value === module),
    )!;
    expect(a).toMatchObject({ Namespace: METRICS_NAMESPACE, ExtendedStatistic: 'p99', Threshold: LATENCY_BUDGET_MS[module] });
    expect(a.Dimensions).toEqual(
      expect.arrayContaining([
        { Name: 'stage', Value: 'staging' },
        { Name: 'service', Value: SERVICE_NAME },
      ]),
    );
    expect(LATENCY_BUDGET_MS[module]!).toBeLessThan(json.Resources[functionId(s, module)]!.Properties!.Timeout * 1000);
  });

  it('draws one dashboard for the stage', () => {
    const dashboards = resourcesOfType(json, 'AWS::CloudWatch::Dashboard');
    expect(dashboards).toHaveLength(1);
    expect(dashboards[0]![1].Properties!.DashboardName).toBe('dysphagia-service-staging');
    const body = flat(dashboards[0]![1].Properties!.DashboardBody);
    for (const metric of Object.values(METRIC)) expect(body).toContain(metric);
    for (const metric of ['5XXError', '4XXError', 'Latency', 'IntegrationLatency']) expect(body).toContain(`"${metric}"`);
  });

  it.each(MODULES)('%s: errors, throttles and p99 duration near the timeout alarm to the stage topic and on-call', (module) => {
    const id = functionId(s, module);
    const mine = alarms.filter((a) =>
      (a.Dimensions ?? []).some((d: { Name: string; Value: unknown }) => d.Name === 'FunctionName' && flat(d.Value) === `\${${id}}`),
    );
    const by = (metric: string) => mine.find((a) => a.MetricName === metric)!;
    expect(by('Errors')).toMatchObject({ Statistic: 'Sum', Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
    expect(by('Throttles')).toMatchObject({ Statistic: 'Sum', Threshold: 1 });
    const timeout = json.Resources[id]!.Properties!.Timeout as number;
    expect(by('Duration')).toMatchObject({ ExtendedStatistic: 'p99', Threshold: timeout * 1000 * 0.8 });
    for (const a of mine) {
      expect(a.AlarmActions.map(flat)).toEqual(ALARM_TARGETS);
      expect(a.TreatMissingData).toBe('notBreaching');
    }
  });

  it('the alarm topic refuses publishers that do not use TLS', () => {
    const [[topicId]] = resourcesOfType(json, 'AWS::SNS::Topic') as [[string, unknown]];
    const [, policy] = resourcesOfType(json, 'AWS::SNS::TopicPolicy').find(([, p]) =>
      asList(p.Properties!.Topics).some((t) => flat(t) === `\${${topicId}}`),
    )!;
    expect(policy.Properties!.PolicyDocument.Statement).toContainEqual(
      expect.objectContaining({ Effect: 'Deny', Action: 'sns:Publish', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
    );
  });

  it("CDK's helper functions log to groups with the stage's retention (none kept forever)", () => {
    const deployer = resourcesOfType(json, 'Custom::CDKBucketDeployment').length;
    expect(deployer).toBe(1);
    const [, fn] = resourcesOfType(json, 'AWS::Lambda::Function').find(([id]) => id.startsWith('CustomCDKBucketDeployment'))!;
    const groupId = /^\$\{(.+)\.?\}$/.exec(flat(fn.Properties!.LoggingConfig.LogGroup))![1]!;
    expect(json.Resources[groupId]!.Properties!.RetentionInDays).toBe(30);
    const [providerId] = resourcesOfType(json, 'AWS::Lambda::Function').find(([id]) => id.startsWith('CustomS3AutoDeleteObjects'))!;
    const named = resourcesOfType(json, 'AWS::Logs::LogGroup').find(
      ([, g]) => flat(g.Properties!.LogGroupName) === `/aws/lambda/\${${providerId}}`,
    );
    expect(named?.[1]?.Properties?.RetentionInDays).toBe(30);
    for (const [id, g] of resourcesOfType(json, 'AWS::Logs::LogGroup')) expect(g.Properties!.RetentionInDays, id).toBe(30);
    expect(resourcesOfType(json, 'Custom::LogRetention')).toEqual([]);
  });

  it("every function logs to its own group kept for the stage's retention", () => {
    for (const module of MODULES) {
      const logGroupId = /^\$\{(.+)\}$/.exec(flat(json.Resources[functionId(s, module)]!.Properties!.LoggingConfig.LogGroup))![1]!;
      expect(json.Resources[logGroupId]!.Properties!.RetentionInDays, module).toBe(30);
    }
  });
});

describe('the batch route, in Template assertions', () => {
  const batch = ROUTES.find((r) => r.handler === 'iddsi-batch')!;

  it('a 27 s arm64 nodejs24.x function behind a 29 s REST integration', () => {
    s.template.hasResourceProperties('AWS::Lambda::Function', {
      Runtime: 'nodejs24.x',
      Architectures: ['arm64'],
      Handler: 'index.handler',
      Timeout: 27,
      MemorySize: batch.memoryMb,
      Environment: { Variables: Match.objectLike({ TEXT_MODEL_PROVIDER: 'bedrock', BEDROCK_TIMEOUT_MS: '20000' }) },
    });
    s.template.hasResourceProperties('AWS::ApiGateway::Method', {
      HttpMethod: batch.method,
      Integration: Match.objectLike({ Type: 'AWS_PROXY', TimeoutInMillis: 29_000 }),
      ApiKeyRequired: true,
    });
  });
});

describe('outputs', () => {
  it('publishes the API URL and both bucket names', () => {
    const outputs = json.Outputs!;
    expect(flat(outputs.ApiUrl.Value)).toMatch(
      /^https:\/\/\$\{Api[A-Z0-9]+\}\.execute-api\.us-east-1\.\$\{AWS::URLSuffix\}\/\$\{ApiDeploymentStagev1[A-Z0-9]+\}\/$/,
    );
    expect(flat(outputs.IndexBucketName.Value)).toMatch(/^\$\{IndexBucket[A-Z0-9]+\}$/);
    expect(flat(outputs.UploadsBucketName.Value)).toMatch(/^\$\{UploadsBucket[A-Z0-9]+\}$/);
    expect(outputs.IndexKey.Value).toBe(`${INDEX_PREFIX}index.bin`);
    expect(flat(outputs.AccessLogGroupName.Value)).toMatch(/^\$\{ApiAccessLogs[A-Z0-9]+\}$/);
    expect(flat(outputs.AlarmTopicArn.Value)).toMatch(/^\$\{AlarmTopic[A-Z0-9]+\}$/);
  });
});
