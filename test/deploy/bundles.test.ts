/**
 * The deployed bundles, tested as deployed: the dev stage synthesised with
 * real bundling (as `cdk deploy` uploads it), then every function's package
 * from cdk.out imported in a fresh process on the Lambda runtime's Node major
 * (`npx -y node@24`, a binary from the npm registry), with its template
 * environment and API Gateway payload 2.0 events, the Q&A index served from
 * an S3-protocol server on loopback. Every route must answer correctly with
 * CORS. The package layout (entry file, lazy SDK chunks, sharp) is checked too.
 *
 * One thing differs from Lambda: the image function's sharp gets this
 * machine's native binaries beside its linux-arm64 ones (same sharp version),
 * since arm64 code cannot run here.
 */
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { App } from 'aws-cdk-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTRY_FILE, NODE_MAJOR, PROJECT_ROOT } from '../../infra/bundling';
import { addServiceStacks } from '../../infra/service-stack';
import { DEFAULT_INDEX_DIR, INDEX_OBJECT, INDEX_PREFIX } from '../../infra/storage';
import { STAGES } from '../../infra/stages';
import { handlerModules, ROUTES } from '../../shared/routes';
import { API_ROUTES } from '../../infra/service-stack';
import { CreateTableCommand } from '@aws-sdk/client-dynamodb';
import { partnerTableNames } from '../../shared/partners/table-names';
import { createPartnerTables, startDynalite, type Dynalite } from '../partners/helpers';
import { removeTempDirs, tempDir } from '../infra/synth';
import { S3RVER_CREDENTIALS, startLoopbackS3, type LoopbackS3 } from '../qa/helpers';
import { generatedPhoto } from './smoke';
import type { Json } from '../support/json';

const run = promisify(execFile);

interface Deployed {
  dir: string;
  env: Record<string, unknown>;
  timeoutSeconds: number;
}

const deployed = new Map<string, Deployed>();
/** Every function the stack deploys: the route table's and the partner routes'. */
const MODULES = handlerModules(API_ROUTES);
const TABLES = partnerTableNames('dev');
let s3: LoopbackS3;
let db: Dynalite;
let lambdaNode: string;
let work: string;

/** The Lambda runtime's Node from the npm registry; this Node when the registry cannot be reached (said in the test name's output). */
function lambdaNodeBinary(): string {
  try {
    return execFileSync('npx', ['-y', `node@${NODE_MAJOR}`, '-p', 'process.execPath'], { encoding: 'utf8', timeout: 120_000 }).trim();
  } catch {
    console.warn(`node@${NODE_MAJOR} could not be fetched from the npm registry: the bundles run on ${process.version}`);
    return process.execPath;
  }
}

function synthDev(outdir: string): void {
  const app = new App({ outdir });
  const [stack] = addServiceStacks(app, [STAGES.dev], { indexDir: DEFAULT_INDEX_DIR });
  const template = app.synth().getStackByName(stack!.stackName).template as {
    Resources: Record<
      string,
      { Properties: { Code?: { S3Key?: string }; Environment?: { Variables: Record<string, unknown> }; Timeout: number } }
    >;
  };
  for (const [module, fn] of stack!.functions) {
    const p = template.Resources[stack!.getLogicalId(fn.node.defaultChild as never)]!.Properties;
    deployed.set(module, {
      dir: path.join(outdir, `asset.${p.Code!.S3Key!.replace(/\.zip$/, '')}`),
      env: p.Environment?.Variables ?? {},
      timeoutSeconds: p.Timeout,
    });
  }
}

/** arm64 sharp cannot run on this machine: link this machine's sharp binaries (same version) beside it. */
function linkHostSharp(dir: string): void {
  const img = path.join(dir, 'node_modules', '@img');
  for (const pkg of fs.readdirSync(path.join(PROJECT_ROOT, 'node_modules', '@img')).filter((p) => p.startsWith('sharp-'))) {
    const target = path.join(img, pkg);
    if (!fs.existsSync(target)) fs.symlinkSync(path.join(PROJECT_ROOT, 'node_modules', '@img', pkg), target, 'dir');
  }
}

async function uploadIndex(): Promise<void> {
  const client = new S3Client({ region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true, credentials: S3RVER_CREDENTIALS });
  const body = fs.readFileSync(path.join(DEFAULT_INDEX_DIR, INDEX_OBJECT));
  await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: `${INDEX_PREFIX}${INDEX_OBJECT}`, Body: body }));
  client.destroy();
}

beforeAll(async () => {
  work = tempDir('deploy-bundles-');
  synthDev(path.join(work, 'cdk.out'));
  linkHostSharp(deployed.get('iddsi-classify-image')!.dir);
  s3 = await startLoopbackS3('bundle-test');
  await uploadIndex();
  // The partner platform's tables on a loopback DynamoDB-protocol server: metering and idempotency run for real.
  db = await startDynalite();
  await createPartnerTables(db.client, TABLES);
  await db.client.send(
    new CreateTableCommand({
      TableName: TABLES.idempotency,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
      KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
    }),
  );
  lambdaNode = lambdaNodeBinary();
}, 240_000);
afterAll(async () => {
  await s3?.close();
  await db?.close();
  removeTempDirs();
});

/** The template's environment with its references resolved to the loopback S3 and a test URL; Lambda's own variables added. */
function runtimeEnv(module: string): Record<string, string> {
  const resolved: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: work,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    AWS_LAMBDA_FUNCTION_NAME: `DysphagiaService-dev-${module}`,
    S3_ENDPOINT: s3.endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    DYNAMODB_ENDPOINT: db.endpoint,
  };
  const references: Record<string, string> = {
    INDEX_BUCKET: s3.bucket,
    UPLOAD_BUCKET: s3.bucket,
    PUBLIC_BASE_URL: 'https://api.example.test',
    PARTNERS_TABLE: TABLES.partners,
    USAGE_TABLE: TABLES.usage,
    IDEMPOTENCY_TABLE: TABLES.idempotency,
  };
  for (const [key, value] of Object.entries(deployed.get(module)!.env)) {
    if (typeof value === 'string') resolved[key] = value;
    else if (key in references) resolved[key] = references[key]!;
    else throw new Error(`${module}: the test cannot resolve ${key} = ${JSON.stringify(value)}`);
  }
  return resolved;
}

type ApiResult = { statusCode: number; headers?: Record<string, string>; body?: string };
interface Invocation {
  node: string;
  initMs: number;
  results: { result?: ApiResult; error?: string }[];
  stdout: string;
}

/** Invokes one function's package in a fresh process with the given events. */
async function invoke(module: string, events: unknown[]): Promise<Invocation> {
  const { dir, timeoutSeconds } = deployed.get(module)!;
  const eventsFile = path.join(work, `${module}-events.json`);
  const resultsFile = path.join(work, `${module}-results.json`);
  fs.writeFileSync(eventsFile, JSON.stringify(events));
  const runner = path.join(PROJECT_ROOT, 'test', 'deploy', 'invoke-bundle.mjs');
  const { stdout } = await run(
    lambdaNode,
    [
      ...(runtimeEnv(module).NODE_OPTIONS ?? '').split(' ').filter(Boolean),
      runner,
      dir,
      eventsFile,
      resultsFile,
      String(timeoutSeconds * 1000),
    ],
    {
      cwd: dir,
      env: runtimeEnv(module),
      timeout: 90_000,
      maxBuffer: 32 * 1024 * 1024,
    },
  );
  return { ...(JSON.parse(fs.readFileSync(resultsFile, 'utf8')) as Omit<Invocation, 'stdout'>), stdout };
}

/** An API Gateway HTTP API payload 2.0 event for a route of the route table (or $default). */
function httpEvent(
  method: string,
  rawPath: string,
  options: { routeKey?: string; body?: string | Buffer; headers?: Record<string, string>; pathParameters?: Record<string, string> } = {},
) {
  const binary = Buffer.isBuffer(options.body);
  const routeKey = options.routeKey ?? `${method} ${rawPath}`;
  return {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString: '',
    headers: { host: 'api.example.test', 'user-agent': 'bundle-test', 'x-partner-id': 'bundle-test', ...(options.headers ?? {}) },
    requestContext: {
      accountId: '123456789012',
      apiId: 'bundletest',
      domainName: 'api.example.test',
      domainPrefix: 'api',
      http: { method, path: rawPath, protocol: 'HTTP/1.1', sourceIp: '203.0.113.7', userAgent: 'bundle-test' },
      requestId: `req-${Math.random().toString(36).slice(2)}`,
      routeKey,
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
    ...(options.pathParameters ? { pathParameters: options.pathParameters } : {}),
    ...(options.body === undefined ? {} : { body: binary ? (options.body as Buffer).toString('base64') : options.body }),
    isBase64Encoded: binary,
  };
}

/**
 * The same request as the REST API sends it (payload 1.0): the stage's real
 * event shape. Headers in the caller's case, the route's resource template.
 */
function restEvent(
  method: string,
  resource: string,
  options: { path?: string; body?: string | Buffer; headers?: Record<string, string>; pathParameters?: Record<string, string> } = {},
) {
  const v2 = httpEvent(method, options.path ?? resource, options);
  const headers = Object.fromEntries(
    Object.entries(v2.headers).map(([k, v]) => [k.replace(/(^|-)([a-z])/g, (_m, d: string, c: string) => d + c.toUpperCase()), v]),
  );
  return {
    resource,
    path: v2.rawPath,
    httpMethod: method,
    headers,
    multiValueHeaders: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, [v]])),
    queryStringParameters: null,
    multiValueQueryStringParameters: null,
    pathParameters: options.pathParameters ?? null,
    stageVariables: null,
    requestContext: {
      accountId: '123456789012',
      apiId: 'bundletest',
      authorizer: { principalId: 'anonymous', integrationLatency: 2, plan: 'public' },
      domainName: 'api.example.test',
      httpMethod: method,
      identity: { sourceIp: '203.0.113.7', userAgent: 'bundle-test' },
      path: `/v1${v2.rawPath}`,
      protocol: 'HTTP/1.1',
      requestId: v2.requestContext.requestId,
      requestTimeEpoch: Date.now(),
      resourcePath: resource,
      stage: 'v1',
    },
    body: v2.body ?? null,
    isBase64Encoded: v2.isBase64Encoded,
  };
}

const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

async function multipartPhoto(): Promise<{ body: Buffer; headers: Record<string, string> }> {
  const photo = await generatedPhoto();
  const boundary = '----bundle-test-boundary';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="description"\r\n\r\nminced chicken in thick gravy\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${photo.name}"\r\nContent-Type: ${photo.type}\r\n\r\n`,
    ),
    photo.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Answers a route must give, per handler module: the event and a check of the parsed result. */
async function cases(): Promise<Record<string, { event: unknown; status: number; check?: (body: Json, raw: ApiResult) => void }[]>> {
  const photo = await multipartPhoto();
  return {
    usage: [{ event: restEvent('GET', '/api/usage'), status: 401, check: (b) => expect(b.error).toBe('api_key_required') }],
    'iddsi-classify': [
      {
        event: httpEvent('POST', '/api/iddsi-classify', json({ text: 'thin clear apple juice' })),
        status: 200,
        check: (b) => expect(b.iddsi_level).toBe(0),
      },
      {
        event: restEvent('POST', '/api/iddsi-classify', json({ text: 'thin clear apple juice' })),
        status: 200,
        check: (b) => expect(b.iddsi_level).toBe(0),
      },
    ],
    'voice-aspiration-screen': [
      {
        event: httpEvent(
          'POST',
          '/api/voice-aspiration-screen',
          json({ symptoms: 'coughs every time she drinks water, wet voice after meals', age: 84 }),
        ),
        status: 200,
        check: (b) => expect(b.risk_level).toBe('high'),
      },
    ],
    'iddsi-classify-audio': [
      { event: httpEvent('POST', '/api/iddsi-classify-audio'), status: 501, check: (b) => expect(b.error).toBe('not_implemented') },
    ],
    'iddsi-batch': [
      {
        event: httpEvent(
          'POST',
          '/api/iddsi-batch',
          json({
            resident_iddsi_level: 5,
            resident_drink_level: 2,
            meal: [{ item: 'minced beef in thick gravy, 4 mm pieces' }, { item: 'water', portion: '200 ml' }],
          }),
        ),
        status: 200,
        check: (b) => expect(b).toMatchObject({ meal_safety_verdict: 'unsafe', model: 'embedded-iddsi-rules' }),
      },
      {
        event: httpEvent('POST', '/api/iddsi-batch', json({ meal: [] })),
        status: 400,
        check: (b) => expect(b.error).toBe('invalid_request'),
      },
    ],
    'clinical-qa': [
      { event: httpEvent('GET', '/api/clinical-qa'), status: 200, check: (b) => expect(b.index_size).toBeGreaterThan(100) },
      {
        event: httpEvent('POST', '/api/clinical-qa', json({ question: 'What is IDDSI level 4 pureed food?' })),
        status: 200,
        check: (b) => expect(b.sources[0].url).toMatch(/^https:\/\/api\.example\.test\/api\/articles\//),
      },
    ],
    articles: [
      {
        event: httpEvent('GET', '/api/articles/flow-test-en', {
          routeKey: 'GET /api/articles/{id}',
          pathParameters: { id: 'flow-test-en' },
        }),
        status: 200,
        check: (_b, raw) => expect(raw.body).toMatch(/^---|^#/m),
      },
    ],
    openapi: [
      { event: httpEvent('GET', '/api/openapi.json'), status: 200, check: (b) => expect(b.openapi).toMatch(/^3\.1/) },
      {
        event: httpEvent('GET', '/api/docs'),
        status: 200,
        check: (_b, raw) => expect(raw.body).toContain('docs/assets/swagger-ui-bundle.js'),
      },
      {
        event: httpEvent('GET', '/api/docs/assets/swagger-ui-bundle.js', {
          routeKey: 'GET /api/docs/assets/{file}',
          pathParameters: { file: 'swagger-ui-bundle.js' },
        }),
        status: 200,
        check: (_b, raw) => expect(raw.body).toContain('SwaggerUIBundle'),
      },
    ],
    'iddsi-classify-image': [
      {
        event: httpEvent('POST', '/api/iddsi-classify-image', photo),
        status: 200,
        check: (b) => expect(Number.isInteger(b.iddsi_level)).toBe(true),
      },
      // A binary media type: the REST API hands the multipart body over base64-encoded.
      {
        event: restEvent('POST', '/api/iddsi-classify-image', photo),
        status: 200,
        check: (b) => expect(Number.isInteger(b.iddsi_level)).toBe(true),
      },
    ],
    'image-upload-url': [
      {
        event: httpEvent('POST', '/api/iddsi-classify-image/upload-url', json({ content_type: 'image/jpeg' })),
        status: 200,
        check: (b) => expect(b.url).toContain(s3.endpoint.replace('http://', '')),
      },
    ],
    'not-found': [
      { event: httpEvent('GET', '/api/nope', { routeKey: '$default' }), status: 404, check: (b) => expect(b.error).toBe('not_found') },
      {
        event: restEvent('GET', '/{proxy+}', { path: '/api/nope', pathParameters: { proxy: 'api/nope' } }),
        status: 404,
        check: (b) => expect(b.error).toBe('not_found'),
      },
      {
        event: httpEvent('OPTIONS', '/api/iddsi-batch', {
          routeKey: '$default',
          headers: { origin: 'https://app.example', 'access-control-request-method': 'POST' },
        }),
        status: 204,
      },
    ],
  };
}

describe('the deployed bundles, invoked as Lambda would', () => {
  it('cover every handler module of the route table', async () => {
    expect(Object.keys(await cases()).sort()).toEqual(MODULES.sort());
    expect(ROUTES.every((r) => deployed.has(r.handler))).toBe(true);
  });

  it.each(MODULES)(
    "%s: answers its routes correctly with CORS, on the runtime's Node, logging Powertools JSON",
    async (module) => {
      const mine = (await cases())[module]!;
      const out = await invoke(
        module,
        mine.map((c) => c.event),
      );
      if (lambdaNode !== process.execPath) expect(out.node.split('.')[0]).toBe(`v${NODE_MAJOR}`);
      mine.forEach((c, i) => {
        const { result, error } = out.results[i]!;
        expect(error, `${module} #${i}`).toBeUndefined();
        expect(result!.statusCode, `${module} #${i}: ${result!.body?.slice(0, 300)}`).toBe(c.status);
        expect(result!.headers?.['access-control-allow-origin'], `${module} #${i}`).toBe('*');
        const body = result!.body && /json/.test(result!.headers?.['content-type'] ?? '') ? JSON.parse(result!.body) : undefined;
        c.check?.(body, result!);
      });
      const lines = out.stdout
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as Record<string, Json>);
      const requests = lines.filter((l) => l.message === 'request');
      // A CORS preflight is answered before the handler (middy returns early) and is not a request line.
      type AnyEvent = { requestContext: { http?: { method: string } }; httpMethod?: string };
      const methodOf = (e: unknown): string => (e as AnyEvent).requestContext.http?.method ?? (e as AnyEvent).httpMethod ?? '';
      const answered = mine.filter((c) => methodOf(c.event) !== 'OPTIONS');
      expect(requests).toHaveLength(answered.length);
      for (const line of requests)
        expect(line).toMatchObject({ service: 'dysphagia-service', stage: 'dev', route: module, partner: 'bundle-test', level: 'INFO' });
      expect(
        lines.some((l) => l._aws?.CloudWatchMetrics),
        `${module}: metrics in embedded metric format`,
      ).toBe(true);
      expect(out.stdout).not.toMatch(/apple juice|drinks water|pureed food\?/);
    },
    120_000,
  );
});

describe('deployment packages', () => {
  /** Markers of each SDK client in minified output. */
  const SDK = { bedrock: /bedrock-runtime/i, s3: /x-amz-bucket-region|AmazonS3/ };
  /** The functions that may call Bedrock or S3, and which. */
  const HOSTED: Record<string, (keyof typeof SDK)[]> = {
    'iddsi-batch': ['bedrock'],
    'iddsi-classify-image': ['bedrock', 's3'],
    'image-upload-url': ['s3'],
    'clinical-qa': ['bedrock', 's3'],
    // Articles ride in the Q&A index; the index store it shares can embed with Titan (a chunk articles never loads).
    articles: ['s3', 'bedrock'],
  };
  const read = (file: string) => fs.readFileSync(file, 'utf8');
  const chunks = (dir: string) => {
    const chunkDir = path.join(dir, 'chunks');
    return fs.existsSync(chunkDir)
      ? fs
          .readdirSync(chunkDir)
          .filter((f) => f.endsWith('.mjs'))
          .map((f) => read(path.join(chunkDir, f)))
          .join('\n')
      : '';
  };

  it('one package per function, each with its own entry file exporting the handler', () => {
    expect([...deployed.keys()].sort()).toEqual([...MODULES].sort());
    expect(new Set([...deployed.values()].map((d) => d.dir)).size).toBe(deployed.size);
    for (const [module, { dir }] of deployed) expect(read(path.join(dir, ENTRY_FILE)), module).toMatch(/export\s*\{[^}]*as handler/);
  });

  it.each(MODULES)('%s: no AWS SDK in the entry; SDK chunks only for its hosted paths', (module) => {
    const { dir } = deployed.get(module)!;
    const entry = read(path.join(dir, ENTRY_FILE));
    const lazy = chunks(dir);
    for (const [client, marker] of Object.entries(SDK) as [keyof typeof SDK, RegExp][]) {
      // Booleans, not toMatch: a failure would print a megabyte of minified code.
      expect(marker.test(entry), `${client} in the entry`).toBe(false);
      expect(marker.test(lazy), `${client} in a chunk`).toBe((HOSTED[module] ?? []).includes(client));
    }
  });

  it('sharp is installed beside the image function as linux arm64 binaries, and nowhere else', () => {
    const image = deployed.get('iddsi-classify-image')!.dir;
    expect(fs.existsSync(path.join(image, 'node_modules', 'sharp', 'package.json'))).toBe(true);
    expect(fs.existsSync(path.join(image, 'node_modules', '@img', 'sharp-linux-arm64'))).toBe(true);
    // The x64 binaries in it are this test's links (see the file comment), not part of the package.
    expect(fs.lstatSync(path.join(image, 'node_modules', '@img', 'sharp-linux-x64')).isSymbolicLink()).toBe(true);
    for (const [module, { dir }] of deployed)
      if (module !== 'iddsi-classify-image') expect(fs.existsSync(path.join(dir, 'node_modules')), module).toBe(false);
  });
});
