/**
 * The synthesised stack (staging: the stage with hosted models, shipping an
 * index embedded with Titan so every grant is present) against the route
 * table and the least-privilege rules. Bundling is skipped here; the real
 * bundles are measured by test/bench/cold-start.ts.
 */
import { Match } from 'aws-cdk-lib/assertions';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigSchema } from '../../shared/config';
import { FALLBACK_HANDLER, handlerModules, ROUTES } from '../../shared/routes';
import { FUNCTION_NEEDS } from '../../infra/needs';
import { LATENCY_BUDGET_MS } from '../../infra/monitoring';
import { ON_CALL_TOPIC, STAGES } from '../../infra/stages';
import { METRIC, METRICS_NAMESPACE, SERVICE_NAME } from '../../shared/observability/names';
import { accessLogFormat, INDEX_PREFIX, UPLOAD_PREFIX } from '../../infra/service-stack';
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

afterAll(removeTempDirs);

const s = synthStage('staging', STAGES.staging.bedrock.embeddingModelId);
const { json } = s;
const stage = STAGES.staging;

function integrationTarget(routeKey: string): { integration: Record<string, any>; functionLogicalId: string } {
  const routes = resourcesOfType(json, 'AWS::ApiGatewayV2::Route').filter(([, r]) => r.Properties!.RouteKey === routeKey);
  expect(routes, `route ${routeKey}`).toHaveLength(1);
  const target = flat(routes[0]![1].Properties!.Target);
  const integrationId = /^integrations\/\$\{(.+)\}$/.exec(target)![1]!;
  const integration = json.Resources[integrationId]!.Properties!;
  const functionLogicalId = (integration.IntegrationUri as { 'Fn::GetAtt': string[] })['Fn::GetAtt'][0]!;
  return { integration, functionLogicalId };
}

/** Expected limits, computed here from the route table (not from infra's helper). */
function expectedLimits(module: string) {
  const mine = ROUTES.filter((r) => r.handler === module);
  return { timeout: Math.min(28, Math.max(...mine.map((r) => r.timeoutSeconds))), memory: Math.max(...mine.map((r) => r.memoryMb)) };
}

describe('routes', () => {
  it.each(ROUTES.map((r) => [`${r.method} ${r.path}`, r] as const))('%s reaches its handler module as a payload 2.0 Lambda proxy', (key, route) => {
    const { integration, functionLogicalId } = integrationTarget(key);
    expect(functionLogicalId).toBe(functionId(s, route.handler));
    expect(integration.IntegrationType).toBe('AWS_PROXY');
    expect(integration.PayloadFormatVersion).toBe('2.0');
  });

  it('sends unknown paths, wrong methods and preflights to the fallback handler via $default', () => {
    const { functionLogicalId } = integrationTarget('$default');
    expect(functionLogicalId).toBe(functionId(s, FALLBACK_HANDLER));
  });

  it('has exactly the route table plus $default, and no API-level CORS that would strip the functions\' headers', () => {
    const keys = resourcesOfType(json, 'AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties!.RouteKey).sort();
    expect(keys).toEqual([...ROUTES.map((r) => `${r.method} ${r.path}`), '$default'].sort());
    const [[, api]] = resourcesOfType(json, 'AWS::ApiGatewayV2::Api') as [[string, any]];
    expect(api.Properties.ProtocolType).toBe('HTTP');
    expect(api.Properties.CorsConfiguration).toBeUndefined();
  });

  it('leaves every integration at the HTTP API maximum of 30 s (no TimeoutInMillis, or 30000)', () => {
    const integrations = resourcesOfType(json, 'AWS::ApiGatewayV2::Integration');
    expect(integrations.length).toBe(handlerModules().length);
    for (const [, i] of integrations) expect(i.Properties!.TimeoutInMillis ?? 30_000).toBe(30_000);
    const batch = ROUTES.find((r) => r.handler === 'iddsi-batch')!;
    expect(integrationTarget(`${batch.method} ${batch.path}`).integration.TimeoutInMillis ?? 30_000).toBe(30_000);
  });

  it('lets API Gateway invoke each function only from this API', () => {
    const permissions = resourcesOfType(json, 'AWS::Lambda::Permission').filter(([, p]) => p.Properties!.Principal === 'apigateway.amazonaws.com');
    expect(permissions.length).toBe(ROUTES.length + 1);
    for (const [, p] of permissions) expect(flat(p.Properties!.SourceArn)).toMatch(/execute-api:.*:\$\{Api[A-Z0-9]+\}\/\*\/\*/);
  });
});

describe('functions', () => {
  it('builds one function per handler module', () => {
    expect([...s.stack.functions.keys()].sort()).toEqual(handlerModules().sort());
  });

  it('names only real handler modules in the needs table (a typo would silently grant nothing)', () => {
    for (const module of Object.keys(FUNCTION_NEEDS)) expect(handlerModules()).toContain(module);
  });

  it.each(handlerModules().filter((m) => m !== FALLBACK_HANDLER))('%s: nodejs24.x, arm64, ESM handler, timeout and memory from the route table', (module) => {
    const p = json.Resources[functionId(s, module)]!.Properties!;
    expect(p.Runtime).toBe('nodejs24.x');
    expect(p.Architectures).toEqual(['arm64']);
    expect(p.Handler).toBe('index.handler');
    const { timeout, memory } = expectedLimits(module);
    // Capped 2 s under the gateway's 30 s so the function, not the gateway, answers (with CORS).
    expect(p.Timeout).toBe(timeout);
    expect(p.MemorySize).toBe(memory);
  });

  it('ends every function at least 2 s before the gateway\'s 30 s; batch gets all of that', () => {
    expect(json.Resources[functionId(s, 'iddsi-batch')]!.Properties!.Timeout).toBe(28);
    for (const module of handlerModules()) {
      expect(json.Resources[functionId(s, module)]!.Properties!.Timeout, module).toBeLessThanOrEqual(28);
    }
  });

  it('batch answers (model deadline, then the embedded fallback) with 2 s to spare before the gateway limit', () => {
    const deadline = Number(envOf(s, 'iddsi-batch').BEDROCK_TIMEOUT_MS);
    const timeoutMs = json.Resources[functionId(s, 'iddsi-batch')]!.Properties!.Timeout * 1000;
    // The function keeps 2 s after the model deadline for the fallback and the answer, and ends 2 s before 30 s.
    expect(deadline + 2_000).toBeLessThanOrEqual(timeoutMs);
    expect(timeoutMs + 2_000).toBeLessThanOrEqual(30_000);
  });

  it('logs JSON at the stage\'s level with active tracing, and caps the model-backed functions\' concurrency', () => {
    for (const module of handlerModules()) {
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
    for (const module of handlerModules()) {
      for (const key of Object.keys(envOf(s, module))) expect(known.has(key), `${module}: ${key}`).toBe(true);
    }
  });

  it('gives each function only the settings it uses', () => {
    const keys = (m: string) => Object.keys(envOf(s, m)).sort();
    const base = ['LOG_LEVEL', 'NODE_OPTIONS', 'STAGE'];
    for (const m of ['iddsi-classify', 'voice-aspiration-screen', 'iddsi-classify-audio', 'openapi', FALLBACK_HANDLER]) expect(keys(m)).toEqual(base);
    expect(keys('image-upload-url')).toEqual([...base, 'UPLOAD_BUCKET', 'UPLOAD_PREFIX'].sort());
    expect(keys('iddsi-classify-image')).toEqual(
      [...base, 'VISION_PROVIDER', 'BEDROCK_REGION', 'BEDROCK_TIMEOUT_MS', 'BEDROCK_VISION_MODEL_ID', 'UPLOAD_BUCKET', 'UPLOAD_PREFIX'].sort(),
    );
    expect(keys('iddsi-batch')).toEqual([...base, 'TEXT_MODEL_PROVIDER', 'BEDROCK_REGION', 'BEDROCK_TIMEOUT_MS', 'BEDROCK_TEXT_MODEL_ID'].sort());
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
    expect(flat(env.PUBLIC_BASE_URL)).toMatch(/^\$\{Api[A-Z0-9]+\.ApiEndpoint\}$/);
    expect(env.TEXT_MODEL_PROVIDER).toBe('bedrock');
    // The stack's own region (pinned in the stage table) and the matching US inference profile.
    expect(env.BEDROCK_TEXT_MODEL_ID).toBe(stage.bedrock.textModelId!.replace('{geo}', 'us'));
    expect(env.BEDROCK_EMBEDDING_MODEL_ID).toBe(stage.bedrock.embeddingModelId);
    expect(env.BEDROCK_REGION).toBe('us-east-1');
  });

  it('keeps every model deadline inside its function timeout (the batch answers within 30 s)', () => {
    for (const module of handlerModules()) {
      const env = envOf(s, module);
      if (env.BEDROCK_TIMEOUT_MS === undefined) continue;
      const timeoutMs = json.Resources[functionId(s, module)]!.Properties!.Timeout * 1000;
      expect(Number(env.BEDROCK_TIMEOUT_MS), module).toBeLessThanOrEqual(Math.min(28_000, timeoutMs - 2_000));
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

  it.each(handlerModules())('%s: sends traces to X-Ray, and that is the only grant on "*"', (module) => {
    const xray = statementsOfFunction(s, module).filter(isXRay);
    expect(xray).toHaveLength(1);
    expect(actionsOf(xray[0]!).sort()).toEqual(['xray:PutTelemetryRecords', 'xray:PutTraceSegments']);
    expect(xray[0]!.Resource).toBe('*');
  });

  it.each(handlerModules())('%s: its own role, no managed policies, no wildcard actions, no "*" resources', (module) => {
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
    const roles = handlerModules().map((m) => json.Resources[functionId(s, m)]!.Properties!.Role['Fn::GetAtt'][0]);
    expect(new Set(roles).size).toBe(roles.length);
  });

  function grants(module: string): Map<string, string[]> {
    const byAction = new Map<string, string[]>();
    for (const st of statementsOfFunction(s, module).filter((x) => !isXRay(x))) {
      for (const a of actionsOf(st)) byAction.set(a, [...(byAction.get(a) ?? []), ...asList(st.Resource).map(flat)]);
    }
    return byAction;
  }

  it('writes logs only to the function\'s own log group', () => {
    for (const module of handlerModules()) {
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
    expect(g.get('s3:GetObject')).toEqual([expect.stringMatching(new RegExp(`^\\$\\{UploadsBucket[A-Z0-9]+\\.Arn\\}/${UPLOAD_PREFIX}\\*$`))]);
    for (const arn of g.get('bedrock:InvokeModel')!) expect(arn).toContain(stage.bedrock.visionModelId!.replace('{geo}.', ''));
  });

  it('the upload-url function may only put objects under uploads/ (what its pre-signed POST needs)', () => {
    const g = grants('image-upload-url');
    expect([...g.keys()].sort()).toEqual(['logs:CreateLogStream', 'logs:PutLogEvents', 's3:PutObject']);
    expect(g.get('s3:PutObject')).toEqual([expect.stringMatching(new RegExp(`^\\$\\{UploadsBucket[A-Z0-9]+\\.Arn\\}/${UPLOAD_PREFIX}\\*$`))]);
  });

  it('the batch function calls the text model and nothing else', () => {
    const g = grants('iddsi-batch');
    expect([...g.keys()].sort()).toEqual(['bedrock:InvokeModel', 'logs:CreateLogStream', 'logs:PutLogEvents']);
    for (const arn of g.get('bedrock:InvokeModel')!) expect(arn).toContain(stage.bedrock.textModelId!.replace('{geo}.', ''));
  });

  it('rule-based and static functions get logs only', () => {
    for (const m of ['iddsi-classify', 'voice-aspiration-screen', 'iddsi-classify-audio', 'openapi', FALLBACK_HANDLER]) {
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
    expect(logBucket.Properties!.LifecycleConfiguration.Rules).toContainEqual(expect.objectContaining({ ExpirationInDays: 30, Status: 'Enabled' }));
  });

  it.each(['IndexBucket', 'UploadsBucket', 'AccessLogsBucket'])('%s: encrypted, public access blocked, SSL and TLS 1.2 enforced', (name) => {
    const [id, b] = bucket(name);
    expect(b.Properties!.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault.SSEAlgorithm).toBe('AES256');
    expect(b.Properties!.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    const [, policy] = resourcesOfType(json, 'AWS::S3::BucketPolicy').find(([, p]) => flat(p.Properties!.Bucket) === `\${${id}}`)!;
    const statements = policy.Properties!.PolicyDocument.Statement as Array<Record<string, any>>;
    expect(statements).toContainEqual(expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }));
    expect(statements).toContainEqual(expect.objectContaining({ Effect: 'Deny', Condition: { NumericLessThan: { 's3:TlsVersion': 1.2 } } }));
  });

  it('the index bucket is versioned and receives the built index under qa-index/', () => {
    const [id, b] = bucket('IndexBucket');
    expect(b.Properties!.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    const [[, deployment]] = resourcesOfType(json, 'Custom::CDKBucketDeployment') as [[string, any]];
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

describe('HTTP API stage', () => {
  const [[, apiStage]] = resourcesOfType(json, 'AWS::ApiGatewayV2::Stage') as [[string, any]];

  it('is the auto-deployed $default stage with the stage table\'s throttling', () => {
    expect(apiStage.Properties.StageName).toBe('$default');
    expect(apiStage.Properties.AutoDeploy).toBe(true);
    expect(apiStage.Properties.DefaultRouteSettings).toEqual({
      ThrottlingRateLimit: stage.throttle.rateLimit,
      ThrottlingBurstLimit: stage.throttle.burstLimit,
    });
  });

  it('writes one JSON access log line per request with what billing and debugging need', () => {
    const format = apiStage.Properties.AccessLogSettings.Format as string;
    expect(format).toBe(accessLogFormat());
    // API Gateway substitutes every variable; a quoted stand-in proves the line is valid JSON.
    const line = JSON.parse(format.replace('$context.error.messageString', '"-"')) as Record<string, string>;
    expect(line).toMatchObject({
      requestId: '$context.requestId',
      routeKey: '$context.routeKey',
      status: '$context.status',
      responseLatency: '$context.responseLatency',
      integrationLatency: '$context.integrationLatency',
      sourceIp: '$context.identity.sourceIp',
      userAgent: '$context.identity.userAgent',
    });
    // Only $context variables are valid in HTTP API access logs.
    expect(format).not.toMatch(/\$request\./);
    const [[logId, logGroup]] = resourcesOfType(json, 'AWS::Logs::LogGroup').filter(([id]) => id.startsWith('ApiAccessLogs')) as [[string, any]];
    expect(flat(apiStage.Properties.AccessLogSettings.DestinationArn)).toBe(`\${${logId}.Arn}`);
    expect(logGroup.Properties.RetentionInDays).toBe(30);
  });
});

describe('alarms and logs', () => {
  const alarms = resourcesOfType(json, 'AWS::CloudWatch::Alarm').map(([, a]) => a.Properties!);
  /** The stage's own topic and the existing on-call topic the stage table names. */
  const ALARM_TARGETS = [
    expect.stringMatching(/^\$\{AlarmTopic[A-Z0-9]+\}$/),
    `arn:aws:sns:us-east-1:\${AWS::AccountId}:${ON_CALL_TOPIC}`,
  ];

  it('every alarm of the stage reaches the stage topic and the on-call topic', () => {
    expect(alarms.length).toBeGreaterThan(30);
    for (const a of alarms) expect(a.AlarmActions.map(flat), a.AlarmDescription).toEqual(ALARM_TARGETS);
  });

  it('alarms on the model fallback rate, 4xx and gateway 429 surges, and account concurrency', () => {
    const by = (text: RegExp) => alarms.find((a) => text.test(a.AlarmDescription))!;
    const fallback = by(/fell back to the embedded engines/);
    expect(fallback.Threshold).toBe(stage.alarms.fallbackRate);
    const metricsOf = (a: any) => (a.Metrics as any[]).filter((m) => m.MetricStat).map((m) => m.MetricStat.Metric.MetricName).sort();
    expect(metricsOf(fallback)).toEqual([METRIC.modelCalls, METRIC.modelFallbacks]);
    expect(by(/4xx in 5 minutes/)).toMatchObject({ MetricName: '4xx', Namespace: 'AWS/ApiGateway', Threshold: stage.alarms.clientErrorsPer5Min });
    expect(by(/throttled .* requests/)).toMatchObject({ MetricName: 'GatewayThrottled', Threshold: stage.alarms.throttledPer5Min });
    const [[, filter]] = resourcesOfType(json, 'AWS::Logs::MetricFilter') as [[string, any]];
    expect(filter.Properties.FilterPattern).toBe('{ $.status = "429" }');
    expect(by(/account Lambda concurrency/)).toMatchObject({ MetricName: 'ConcurrentExecutions', Threshold: stage.alarms.accountConcurrency * 0.8 });
  });

  it.each(handlerModules())('%s: p99 latency alarm against its budget, on the service metric, below the timeout', (module) => {
    const a = alarms.find((x) => x.MetricName === METRIC.latency && x.Dimensions.some((d: any) => d.Name === 'route' && d.Value === module))!;
    expect(a).toMatchObject({ Namespace: METRICS_NAMESPACE, ExtendedStatistic: 'p99', Threshold: LATENCY_BUDGET_MS[module] });
    expect(a.Dimensions).toEqual(expect.arrayContaining([{ Name: 'stage', Value: 'staging' }, { Name: 'service', Value: SERVICE_NAME }]));
    expect(LATENCY_BUDGET_MS[module]!).toBeLessThan(json.Resources[functionId(s, module)]!.Properties!.Timeout * 1000);
  });

  it('draws one dashboard for the stage', () => {
    const dashboards = resourcesOfType(json, 'AWS::CloudWatch::Dashboard');
    expect(dashboards).toHaveLength(1);
    expect(dashboards[0]![1].Properties!.DashboardName).toBe('dysphagia-service-staging');
    const body = flat(dashboards[0]![1].Properties!.DashboardBody);
    for (const metric of Object.values(METRIC)) expect(body).toContain(metric);
  });

  it.each(handlerModules())('%s: errors, throttles and p99 duration near the timeout alarm to the stage topic and on-call', (module) => {
    const id = functionId(s, module);
    const mine = alarms.filter((a) => (a.Dimensions ?? []).some((d: any) => d.Name === 'FunctionName' && flat(d.Value) === `\${${id}}`));
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
    const [, policy] = resourcesOfType(json, 'AWS::SNS::TopicPolicy').find(([, p]) => asList(p.Properties!.Topics).some((t) => flat(t) === `\${${topicId}}`))!;
    expect(policy.Properties!.PolicyDocument.Statement).toContainEqual(
      expect.objectContaining({ Effect: 'Deny', Action: 'sns:Publish', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
    );
  });

  it('CDK\'s helper functions log to groups with the stage\'s retention (none kept forever)', () => {
    const deployer = resourcesOfType(json, 'Custom::CDKBucketDeployment').length;
    expect(deployer).toBe(1);
    const [, fn] = resourcesOfType(json, 'AWS::Lambda::Function').find(([id]) => id.startsWith('CustomCDKBucketDeployment'))!;
    const groupId = /^\$\{(.+)\.?\}$/.exec(flat(fn.Properties!.LoggingConfig.LogGroup))![1]!;
    expect(json.Resources[groupId]!.Properties!.RetentionInDays).toBe(30);
    const [providerId] = resourcesOfType(json, 'AWS::Lambda::Function').find(([id]) => id.startsWith('CustomS3AutoDeleteObjects'))!;
    const named = resourcesOfType(json, 'AWS::Logs::LogGroup').find(([, g]) => flat(g.Properties!.LogGroupName) === `/aws/lambda/\${${providerId}}`);
    expect(named?.[1].Properties!.RetentionInDays).toBe(30);
    for (const [id, g] of resourcesOfType(json, 'AWS::Logs::LogGroup')) expect(g.Properties!.RetentionInDays, id).toBe(30);
    expect(resourcesOfType(json, 'Custom::LogRetention')).toEqual([]);
  });

  it('every function logs to its own group kept for the stage\'s retention', () => {
    for (const module of handlerModules()) {
      const logGroupId = /^\$\{(.+)\}$/.exec(flat(json.Resources[functionId(s, module)]!.Properties!.LoggingConfig.LogGroup))![1]!;
      expect(json.Resources[logGroupId]!.Properties!.RetentionInDays, module).toBe(30);
    }
  });
});

describe('the batch route, in Template assertions', () => {
  const batch = ROUTES.find((r) => r.handler === 'iddsi-batch')!;

  it('a 28 s arm64 nodejs24.x function behind an integration with the gateway\'s 30 s', () => {
    s.template.hasResourceProperties('AWS::Lambda::Function', {
      Runtime: 'nodejs24.x',
      Architectures: ['arm64'],
      Handler: 'index.handler',
      Timeout: 28,
      MemorySize: batch.memoryMb,
      Environment: { Variables: Match.objectLike({ TEXT_MODEL_PROVIDER: 'bedrock', BEDROCK_TIMEOUT_MS: '20000' }) },
    });
    s.template.hasResourceProperties('AWS::ApiGatewayV2::Integration', {
      IntegrationType: 'AWS_PROXY',
      PayloadFormatVersion: '2.0',
      IntegrationUri: { 'Fn::GetAtt': [functionId(s, 'iddsi-batch'), 'Arn'] },
      TimeoutInMillis: Match.absent(),
    });
    s.template.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: `${batch.method} ${batch.path}` });
    s.template.resourceCountIs('AWS::ApiGatewayV2::Route', ROUTES.length + 1);
  });
});

describe('outputs', () => {
  it('publishes the API URL and both bucket names', () => {
    const outputs = json.Outputs!;
    expect(flat(outputs.ApiUrl.Value)).toMatch(/^https:\/\/\$\{Api[A-Z0-9]+\}\.execute-api\.us-east-1\.\$\{AWS::URLSuffix\}\/$/);
    expect(flat(outputs.IndexBucketName.Value)).toMatch(/^\$\{IndexBucket[A-Z0-9]+\}$/);
    expect(flat(outputs.UploadsBucketName.Value)).toMatch(/^\$\{UploadsBucket[A-Z0-9]+\}$/);
    expect(outputs.IndexKey.Value).toBe(`${INDEX_PREFIX}index.bin`);
    expect(flat(outputs.AccessLogGroupName.Value)).toMatch(/^\$\{ApiAccessLogs[A-Z0-9]+\}$/);
    expect(flat(outputs.AlarmTopicArn.Value)).toMatch(/^\$\{AlarmTopic[A-Z0-9]+\}$/);
  });
});
