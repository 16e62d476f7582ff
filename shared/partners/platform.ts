/**
 * The partner platform of this process, built once from the configuration:
 * the local file store and usage ledger by default, a stage's DynamoDB
 * tables when the stack sets PARTNERS_TABLE / USAGE_TABLE.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { getConfig, type Config } from '../config';
import { Authorizer } from './authorizer';
import { DynamoPartnerStore } from './dynamo-store';
import { FilePartnerStore } from './file-store';
import { PartnerGate } from './gate';
import { LocalUsageLedger } from './local-ledger';
import { RateLimiter } from './rate-limit';
import type { PartnerStore } from './records';
import { DynamoUsageCounters } from './dynamo-usage';
import type { UsageStore } from './usage';

export function dynamoClient(config: Config = getConfig()): DynamoDBClient {
  return new DynamoDBClient(config.DYNAMODB_ENDPOINT ? { endpoint: config.DYNAMODB_ENDPOINT, region: config.AWS_REGION } : { region: config.AWS_REGION });
}

export function partnerStore(config: Config = getConfig()): PartnerStore {
  return config.PARTNERS_TABLE ? new DynamoPartnerStore(config.PARTNERS_TABLE, dynamoClient(config)) : new FilePartnerStore(config.PARTNERS_FILE, Math.min(config.PARTNER_CACHE_TTL_MS, 1_000));
}

export function usageStore(config: Config = getConfig()): UsageStore {
  return config.USAGE_TABLE ? new DynamoUsageCounters(config.USAGE_TABLE, dynamoClient(config)) : new LocalUsageLedger(config.USAGE_DIR);
}

let gate: PartnerGate | undefined;

/** The gate of this process (the local server's; the usage route reads its usage store). */
export function partnerGate(): PartnerGate {
  if (!gate) {
    const config = getConfig();
    gate = new PartnerGate(new Authorizer(partnerStore(config), config.PARTNER_CACHE_TTL_MS), new RateLimiter(), usageStore(config), {
      limitAnonymous: config.LIMIT_ANONYMOUS,
    });
  }
  return gate;
}

/** Tests start from a fresh gate after changing the configuration. */
export function resetPartnerGate(): void {
  gate = undefined;
}
