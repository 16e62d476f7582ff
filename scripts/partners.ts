/**
 * The operator CLI: `npm run partners -- <command> ...`.
 *
 *   create <partner-id> --plan <plan> [--daily-quota N] [--monthly-quota N]
 *   list | show <id> | rotate <id> | revoke <id> | usage <id> [--month YYYY-MM]
 *   options: --json (machine-readable output), --stage <name> (that stage's DynamoDB tables
 *   and API Gateway keys: create and rotate put the partner's key in its plan's usage plan,
 *   rotate and revoke delete the old one)
 *
 * By default it works on the local store that `npm start` reads. A new key is
 * printed once, by create and rotate; only its hash is stored.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { getConfig } from '../shared/config';
import { createPartner, publicView, revokePartner, rotateKey, showPartner, UnknownPartnerError } from '../shared/partners/admin';
import { callerOf } from '../shared/partners/authorizer';
import { DynamoPartnerStore } from '../shared/partners/dynamo-store';
import { DynamoUsageCounters } from '../shared/partners/dynamo-usage';
import { dynamoClient } from '../shared/partners/dynamo-client';
import { partnerStore, usageStore } from '../shared/partners/platform';
import { GatewayKeys, MissingUsagePlanError } from '../shared/partners/gateway-keys';
import { gatewayDailyLimit, isPlanId, PARTNER_PLAN_IDS, PLANS, type PlanId } from '../shared/partners/plans';
import { PARTNER_ID, PartnerExistsError, type PartnerStore } from '../shared/partners/records';
import { usageReport } from '../shared/partners/report';
import { checkMonth, monthOf, type UsageStore } from '../shared/partners/usage';
import { isStageName, STAGE_NAMES } from '../infra/stages';
import { partnerTableNames } from '../shared/partners/table-names';

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
  /** The stores of a stage (tests pass loopback clients); default: the stage's DynamoDB tables and API Gateway keys. */
  stageStores?: (stage: string) => Stores;
}

/** Where the CLI works: partner records, usage counters, and (with --stage) the gateway's keys. */
interface Stores {
  partners: PartnerStore;
  usage: UsageStore;
  gateway?: GatewayKeys;
}

class UsageError extends Error {}

const OPTIONS = {
  plan: { type: 'string' },
  'daily-quota': { type: 'string' },
  'monthly-quota': { type: 'string' },
  month: { type: 'string' },
  stage: { type: 'string' },
  json: { type: 'boolean', default: false },
} as const;

function defaultStageStores(stage: string): Stores {
  const names = partnerTableNames(stage);
  const client = dynamoClient();
  return {
    partners: new DynamoPartnerStore(names.partners, client),
    usage: new DynamoUsageCounters(names.usage, client),
    gateway: new GatewayKeys(stage),
  };
}

/** A daily override above the plan's gateway ceiling would be refused by the gateway first. */
function checkDailyOverride(plan: PlanId, dailyQuota: number | undefined): void {
  const ceiling = gatewayDailyLimit(PLANS[plan]);
  if (dailyQuota !== undefined && ceiling !== null && dailyQuota > ceiling) {
    throw new UsageError(`--daily-quota may be at most ${ceiling} on plan ${plan} (its gateway ceiling); put the partner on a larger plan`);
  }
}

function quota(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d{1,12}$/.test(value)) throw new UsageError(`--${name} must be a whole number`);
  return Number(value);
}

function partnerIdArg(positionals: string[]): string {
  const id = positionals[1];
  if (!id) throw new UsageError(`${positionals[0]} needs a partner id`);
  if (!PARTNER_ID.test(id))
    throw new UsageError('a partner id is 2-63 characters: lower-case letters, digits and -, starting with a letter or digit');
  return id;
}

type Values = { plan?: string; 'daily-quota'?: string; 'monthly-quota'?: string; month?: string; json: boolean };

async function run(command: string, positionals: string[], values: Values, stores: Stores, print: (human: string, json: unknown) => void) {
  const { partners, usage, gateway } = stores;
  switch (command) {
    case 'create': {
      const plan = values.plan;
      if (!isPlanId(plan) || plan === 'public') throw new UsageError(`--plan must be one of ${PARTNER_PLAN_IDS.join(', ')}`);
      const dailyQuota = quota(values['daily-quota'], 'daily-quota');
      const monthlyQuota = quota(values['monthly-quota'], 'monthly-quota');
      checkDailyOverride(plan, dailyQuota);
      const { record, apiKey } = await createPartner(partners, {
        partnerId: partnerIdArg(positionals),
        plan: plan as Exclude<PlanId, 'public'>,
        ...(dailyQuota !== undefined ? { dailyQuota } : {}),
        ...(monthlyQuota !== undefined ? { monthlyQuota } : {}),
      });
      await gateway?.issue(record.partner_id, record.plan, apiKey);
      print(`created ${record.partner_id} on plan ${record.plan}\napi key (shown once, store it now): ${apiKey}`, {
        partner_id: record.partner_id,
        api_key: apiKey,
        plan: record.plan,
      });
      return;
    }
    case 'list': {
      const all = (await partners.list()).map(publicView);
      print(all.map((p) => `${p.partner_id}\t${p.plan}\t${p.status}`).join('\n') || '(no partners)', all);
      return;
    }
    case 'show': {
      const view = publicView(await showPartner(partners, partnerIdArg(positionals)));
      print(
        Object.entries(view)
          .map(([k, v]) => `${k}: ${v}`)
          .join('\n'),
        view,
      );
      return;
    }
    case 'rotate': {
      const { record, apiKey } = await rotateKey(partners, partnerIdArg(positionals));
      await gateway?.issue(record.partner_id, record.plan, apiKey);
      print(`rotated ${record.partner_id}; the old key stops working\napi key (shown once, store it now): ${apiKey}`, {
        partner_id: record.partner_id,
        api_key: apiKey,
        plan: record.plan,
      });
      return;
    }
    case 'revoke': {
      const record = await revokePartner(partners, partnerIdArg(positionals));
      await gateway?.revoke(record.partner_id);
      print(`revoked ${record.partner_id}`, publicView(record));
      return;
    }
    case 'usage': {
      const record = await showPartner(partners, partnerIdArg(positionals));
      const checked = checkMonth(values.month ?? monthOf(new Date()), new Date());
      if (!checked.ok) throw new UsageError(checked.message);
      const report = await usageReport(usage, record.partner_id, callerOf(record), checked.month);
      const lines = Object.entries(report.by_route).map(([route, n]) => `  ${route}: ${n}`);
      print(
        [`${report.partner_id} (${report.plan}) ${checked.month}: ${report.billable_calls} billable calls`, ...lines].join('\n'),
        report,
      );
      return;
    }
    default:
      throw new UsageError(`unknown command "${command}": use create, list, show, rotate, revoke or usage`);
  }
}

/** Runs one command; the exit code is 0 on success, 1 on a refused action, 2 on a usage mistake. */
export async function runPartnersCli(argv: string[], io: CliIo): Promise<number> {
  try {
    const { values, positionals } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
    const command = positionals[0];
    if (!command) throw new UsageError('usage: npm run partners -- <create|list|show|rotate|revoke|usage> [partner-id] [options]');
    let stores: Stores;
    if (values.stage !== undefined) {
      if (!isStageName(values.stage)) throw new UsageError(`--stage must be one of ${STAGE_NAMES.join(', ')}`);
      stores = (io.stageStores ?? defaultStageStores)(values.stage);
    } else {
      stores = { partners: partnerStore(getConfig()), usage: usageStore(getConfig()) };
    }
    const print = (human: string, json: unknown) => io.out(values.json ? JSON.stringify(json) : human);
    await run(command, positionals, values, stores, print);
    return 0;
  } catch (e) {
    if (e instanceof UsageError || (e instanceof TypeError && 'code' in e)) {
      io.err(e.message);
      return 2;
    }
    if (e instanceof PartnerExistsError || e instanceof UnknownPartnerError || e instanceof MissingUsagePlanError) {
      io.err(e.message);
      return 1;
    }
    throw e;
  }
}

const isMain = process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url;
if (isMain) {
  process.exitCode = await runPartnersCli(process.argv.slice(2), { out: console.log, err: console.error });
}
