/**
 * The partner platform of this process, built once from the configuration:
 * the local file store and usage ledger by default, a stage's DynamoDB
 * tables when the stack sets PARTNERS_TABLE / USAGE_TABLE. The DynamoDB
 * code is imported on first use only (its own bundle chunk), so a function
 * that never touches a table does not load the SDK at cold start.
 */
import { getConfig, type Config } from '../config';
import { Authorizer } from './authorizer';
import { FilePartnerStore } from './file-store';
import { PartnerGate } from './gate';
import { LocalUsageLedger } from './local-ledger';
import { RateLimiter } from './rate-limit';
import type { PartnerStore } from './records';
import type { UsageStore } from './usage';

/** An object whose (async) methods load their implementation on first call. */
function deferred<T extends object>(load: () => Promise<T>): T {
  let ready: Promise<T> | undefined;
  return new Proxy({} as T, {
    get:
      (_target, method) =>
      async (...args: unknown[]) => {
        ready ??= load();
        const impl = (await ready) as Record<PropertyKey, (...a: unknown[]) => unknown>;
        return impl[method]!(...args);
      },
  });
}

export function partnerStore(config: Config = getConfig()): PartnerStore {
  const table = config.PARTNERS_TABLE;
  if (!table) return new FilePartnerStore(config.PARTNERS_FILE, Math.min(config.PARTNER_CACHE_TTL_MS, 1_000));
  return deferred(async () => {
    const [{ DynamoPartnerStore }, { dynamoClient }] = await Promise.all([import('./dynamo-store'), import('./dynamo-client')]);
    return new DynamoPartnerStore(table, dynamoClient(config));
  });
}

export function usageStore(config: Config = getConfig()): UsageStore {
  const table = config.USAGE_TABLE;
  if (!table) return new LocalUsageLedger(config.USAGE_DIR);
  return deferred(async () => {
    const [{ DynamoUsageCounters }, { dynamoClient }] = await Promise.all([import('./dynamo-usage'), import('./dynamo-client')]);
    return new DynamoUsageCounters(table, dynamoClient(config));
  });
}

let gate: PartnerGate | undefined;

/** The gate of this process (the local server's; the usage route reads its usage store). */
export function partnerGate(): PartnerGate {
  if (!gate) {
    const config = getConfig();
    gate = new PartnerGate(new Authorizer(partnerStore(config), config.PARTNER_CACHE_TTL_MS), new RateLimiter(), usageStore(config), {
      limitAnonymous: config.LIMIT_ANONYMOUS,
      enforceRates: !config.AWS_LAMBDA_FUNCTION_NAME,
    });
  }
  return gate;
}

/** Tests start from a fresh gate after changing the configuration. */
export function resetPartnerGate(): void {
  gate = undefined;
}
