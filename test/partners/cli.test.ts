/** The operator CLI on the local store and, with --stage, on DynamoDB tables served by dynalite on loopback. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  APIGatewayClient,
  CreateApiKeyCommand,
  CreateUsagePlanKeyCommand,
  DeleteApiKeyCommand,
  GetApiKeysCommand,
  GetUsagePlansCommand,
} from '@aws-sdk/client-api-gateway';
import { GatewayKeys } from '../../shared/partners/gateway-keys';
import { setConfig } from '../../shared/config';
import { DynamoPartnerStore } from '../../shared/partners/dynamo-store';
import { DynamoUsageCounters } from '../../shared/partners/dynamo-usage';
import { hashApiKey, isWellFormedKey, usagePlanKeyValue } from '../../shared/partners/keys';
import { gatewayKeyName, partnerTableNames, usagePlanName } from '../../shared/partners/table-names';
import { runPartnersCli } from '../../scripts/partners';
import { createPartnerTables, startDynalite, tempDir, type Dynalite } from './helpers';

let file: string;
let out: string[];
let err: string[];

function cli(args: string[], extra: Partial<Parameters<typeof runPartnersCli>[1]> = {}) {
  return runPartnersCli(args, { out: (l) => out.push(l), err: (l) => err.push(l), ...extra });
}

beforeEach(() => {
  const dir = tempDir();
  file = path.join(dir, 'partners.json');
  setConfig({ PARTNERS_FILE: file, USAGE_DIR: path.join(dir, 'usage') });
  out = [];
  err = [];
});

describe('npm run partners (local store)', () => {
  it('create --json prints the key once; the store holds only its hash', async () => {
    expect(await cli(['create', 'acme-care', '--plan', 'standard', '--json'])).toBe(0);
    const created = JSON.parse(out[0]!);
    expect(Object.keys(created).sort()).toEqual(['api_key', 'partner_id', 'plan']);
    expect(created).toMatchObject({ partner_id: 'acme-care', plan: 'standard' });
    expect(isWellFormedKey(created.api_key)).toBe(true);
    const stored = fs.readFileSync(file, 'utf8');
    expect(stored).not.toContain(created.api_key);
    expect(stored).toContain(hashApiKey(created.api_key));
    out = [];
    expect(await cli(['show', 'acme-care', '--json'])).toBe(0);
    expect(out.join('')).not.toContain(hashApiKey(created.api_key));
  });

  it('quota overrides, list, rotate (new key) and revoke', async () => {
    await cli(['create', 'north-ward', '--plan', 'starter', '--daily-quota', '5', '--monthly-quota', '50', '--json']);
    const first = JSON.parse(out[0]!).api_key as string;
    out = [];
    await cli(['list', '--json']);
    expect(JSON.parse(out[0]!)).toEqual([
      expect.objectContaining({ partner_id: 'north-ward', plan: 'starter', status: 'active', daily_quota: 5, monthly_quota: 50 }),
    ]);
    out = [];
    await cli(['rotate', 'north-ward', '--json']);
    const second = JSON.parse(out[0]!).api_key as string;
    expect(second).not.toBe(first);
    const stored = fs.readFileSync(file, 'utf8');
    expect(stored).toContain(hashApiKey(second));
    expect(stored).not.toContain(hashApiKey(first));
    out = [];
    await cli(['revoke', 'north-ward', '--json']);
    expect(JSON.parse(out[0]!).status).toBe('revoked');
  });

  it('refuses bad input with a message and a non-zero code', async () => {
    expect(await cli(['create', 'x', '--plan', 'standard'])).toBe(2);
    expect(await cli(['create', 'acme', '--plan', 'public'])).toBe(2);
    expect(await cli(['create', 'acme', '--plan', 'gold'])).toBe(2);
    expect(await cli(['create', 'acme', '--plan', 'starter', '--daily-quota', '-1'])).toBe(2);
    expect(await cli(['show', 'nobody'])).toBe(1);
    expect(await cli(['frobnicate'])).toBe(2);
    expect(await cli(['list', '--stage', 'moon'])).toBe(2);
    expect(await cli(['list', '--colour'])).toBe(2);
    await cli(['create', 'acme', '--plan', 'starter']);
    expect(await cli(['create', 'acme', '--plan', 'starter'])).toBe(1);
    expect(await cli(['usage', 'acme', '--month', '2026-13'])).toBe(2);
    expect(await cli(['usage', 'acme', '--month', '2999-01'])).toBe(2);
    expect(err.length).toBe(11);
  });
});

describe('npm run partners --stage (DynamoDB)', () => {
  let db: Dynalite;
  const names = partnerTableNames('dev');
  /** API Gateway, mocked: the stage's usage plans, and the keys the CLI creates (by name). */
  const gateway = mockClient(APIGatewayClient);
  const keys = new Map<string, { id: string; name: string }>();
  const stores = () => ({
    partners: new DynamoPartnerStore(names.partners, db.client),
    usage: new DynamoUsageCounters(names.usage, db.client),
    gateway: new GatewayKeys('dev', new APIGatewayClient({ region: 'eu-west-1' })),
  });

  beforeEach(() => {
    gateway.reset();
    keys.clear();
    gateway.on(GetUsagePlansCommand).resolves({
      items: (['starter', 'standard', 'enterprise'] as const).map((p) => ({ id: `plan-${p}`, name: usagePlanName('dev', p) })),
    });
    gateway.on(CreateApiKeyCommand).callsFake((input) => {
      const key = { id: `key-${keys.size + 1}`, name: input.name };
      keys.set(key.id, key);
      return key;
    });
    gateway.on(GetApiKeysCommand).callsFake((input) => ({ items: [...keys.values()].filter((k) => k.name.startsWith(input.nameQuery)) }));
    gateway.on(DeleteApiKeyCommand).callsFake((input) => void keys.delete(input.apiKey));
    gateway.on(CreateUsagePlanKeyCommand).resolves({});
  });
  beforeAll(async () => {
    db = await startDynalite();
    await createPartnerTables(db.client, names);
  });
  afterAll(async () => {
    gateway.restore();
    await db.close();
  });

  it('creates, finds by key hash, rotates and revokes in the stage tables', async () => {
    expect(await cli(['create', 'harbour-hospital', '--plan', 'enterprise', '--stage', 'dev', '--json'], { stageStores: stores })).toBe(0);
    const key = JSON.parse(out[0]!).api_key as string;
    const store = stores().partners;
    expect((await store.findByKeyHash(hashApiKey(key)))?.partner_id).toBe('harbour-hospital');
    expect(await cli(['create', 'harbour-hospital', '--plan', 'starter', '--stage', 'dev'], { stageStores: stores })).toBe(1);
    out = [];
    await cli(['rotate', 'harbour-hospital', '--stage', 'dev', '--json'], { stageStores: stores });
    const rotated = JSON.parse(out[0]!).api_key as string;
    expect(await store.findByKeyHash(hashApiKey(key))).toBeUndefined();
    expect((await store.findByKeyHash(hashApiKey(rotated)))?.status).toBe('active');
    await cli(['revoke', 'harbour-hospital', '--stage', 'dev'], { stageStores: stores });
    expect((await store.findByKeyHash(hashApiKey(rotated)))?.status).toBe('revoked');
  });

  it("puts the partner's derived key in its plan's usage plan; rotate replaces it, revoke deletes it (aws-sdk-client-mock)", async () => {
    expect(await cli(['create', 'quay-care', '--plan', 'standard', '--stage', 'dev', '--json'], { stageStores: stores })).toBe(0);
    const key = JSON.parse(out[0]!).api_key as string;
    const created = gateway.commandCalls(CreateApiKeyCommand)[0]!.args[0].input;
    expect(created).toMatchObject({ name: gatewayKeyName('dev', 'quay-care'), value: usagePlanKeyValue(key), enabled: true });
    expect(JSON.stringify(gateway.calls().map((c) => c.args[0].input))).not.toContain(key);
    expect(gateway.commandCalls(CreateUsagePlanKeyCommand)[0]!.args[0].input).toEqual({
      usagePlanId: 'plan-standard',
      keyId: 'key-1',
      keyType: 'API_KEY',
    });

    out = [];
    await cli(['rotate', 'quay-care', '--stage', 'dev', '--json'], { stageStores: stores });
    const rotated = JSON.parse(out[0]!).api_key as string;
    expect(gateway.commandCalls(CreateApiKeyCommand)[1]!.args[0].input.value).toBe(usagePlanKeyValue(rotated));
    expect(gateway.commandCalls(DeleteApiKeyCommand).map((c) => c.args[0].input.apiKey)).toEqual(['key-1']);
    expect([...keys.keys()]).toEqual(['key-2']);

    await cli(['revoke', 'quay-care', '--stage', 'dev'], { stageStores: stores });
    expect([...keys.keys()]).toEqual([]);
  });

  it("refuses a daily override above the plan's gateway ceiling, and names a missing usage plan", async () => {
    expect(
      await cli(['create', 'big-daily', '--plan', 'starter', '--daily-quota', '5000', '--stage', 'dev'], { stageStores: stores }),
    ).toBe(2);
    expect(err.join('\n')).toMatch(/at most 2000 on plan starter/);
    gateway.on(GetUsagePlansCommand).resolves({ items: [] });
    expect(await cli(['create', 'no-stack-yet', '--plan', 'starter', '--stage', 'dev'], { stageStores: stores })).toBe(1);
    expect(err.join('\n')).toMatch(/no API Gateway usage plan named dysphagia-dev-starter/);
  });

  it('reports usage from the stage counters', async () => {
    await cli(['create', 'bay-clinic', '--plan', 'starter', '--stage', 'dev'], { stageStores: stores });
    const usage = stores().usage;
    const base = { partner_id: 'bay-clinic', plan: 'starter', status: 200, latency_ms: 3, request_id: 'r', replay: false, billable: true };
    const time = new Date().toISOString();
    await usage.record({ ...base, time, route: 'POST /api/iddsi-classify' });
    await usage.record({ ...base, time, route: 'POST /api/iddsi-classify' });
    await usage.record({ ...base, time, route: 'POST /api/iddsi-batch' });
    await usage.record({ ...base, time, route: 'POST /api/iddsi-batch', billable: false, status: 400 });
    out = [];
    expect(await cli(['usage', 'bay-clinic', '--stage', 'dev', '--json'], { stageStores: stores })).toBe(0);
    const report = JSON.parse(out[0]!);
    expect(report.billable_calls).toBe(3);
    expect(report.by_route).toEqual({ 'POST /api/iddsi-classify': 2, 'POST /api/iddsi-batch': 1 });
    expect(report.quota).toMatchObject({ daily_limit: 1000, used_today: 3, remaining_today: 997, used_this_month: 3 });
  });

  it('a key lookup is one indexed query, never a scan (aws-sdk-client-mock)', async () => {
    const client = new DynamoDBClient({ region: 'us-east-1', credentials: { accessKeyId: 'a', secretAccessKey: 'b' } });
    const mock = mockClient(DynamoDBDocumentClient);
    mock.on(QueryCommand).resolves({ Items: [] });
    expect(await new DynamoPartnerStore('t', client).findByKeyHash('0'.repeat(64))).toBeUndefined();
    mock.restore();
    expect(mock.calls().map((c) => c.args[0].constructor.name)).toEqual(['QueryCommand']);
    expect(mock.commandCalls(QueryCommand)[0]!.args[0].input).toMatchObject({ TableName: 't', IndexName: 'by-key-hash' });
  });
});
