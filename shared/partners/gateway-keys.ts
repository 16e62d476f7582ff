/**
 * A partner's API Gateway key in a stage: created in, or removed from, the
 * usage plan of the partner's plan, so the gateway throttles and caps it.
 * The key's value is derived from the partner's key (usagePlanKeyValue):
 * the authorizer names it without a lookup, and nobody can read the
 * partner's key back from API Gateway. Used by `npm run partners --stage`.
 */
import {
  APIGatewayClient,
  CreateApiKeyCommand,
  CreateUsagePlanKeyCommand,
  DeleteApiKeyCommand,
  GetApiKeysCommand,
  GetUsagePlansCommand,
} from '@aws-sdk/client-api-gateway';
import { usagePlanKeyValue } from './keys';
import type { PlanId } from './plans';
import { gatewayKeyName, usagePlanName } from './table-names';

export class MissingUsagePlanError extends Error {
  constructor(name: string) {
    super(`no API Gateway usage plan named ${name}: deploy the stage's stack first (npx cdk deploy -c stage=<name>)`);
    this.name = 'MissingUsagePlanError';
  }
}

export class GatewayKeys {
  constructor(
    private readonly stage: string,
    private readonly client: APIGatewayClient = new APIGatewayClient({}),
  ) {}

  /** A key for the partner in its plan's usage plan; its earlier keys are deleted (rotation, plan change). */
  async issue(partnerId: string, plan: PlanId, apiKey: string): Promise<void> {
    const usagePlanId = await this.usagePlanId(plan);
    const previous = await this.keyIds(partnerId);
    const created = await this.client.send(
      new CreateApiKeyCommand({
        name: gatewayKeyName(this.stage, partnerId),
        description: `partner ${partnerId} (${plan}); value derived from the partner's key, which is never stored`,
        enabled: true,
        value: usagePlanKeyValue(apiKey),
        tags: { partner_id: partnerId, plan },
      }),
    );
    await this.client.send(new CreateUsagePlanKeyCommand({ usagePlanId, keyId: created.id!, keyType: 'API_KEY' }));
    for (const id of previous) await this.client.send(new DeleteApiKeyCommand({ apiKey: id }));
  }

  /** Deletes the partner's keys: the gateway refuses them at once (403 invalid_api_key). */
  async revoke(partnerId: string): Promise<void> {
    for (const id of await this.keyIds(partnerId)) await this.client.send(new DeleteApiKeyCommand({ apiKey: id }));
  }

  private async keyIds(partnerId: string): Promise<string[]> {
    const name = gatewayKeyName(this.stage, partnerId);
    const ids: string[] = [];
    let position: string | undefined;
    do {
      const page = await this.client.send(
        new GetApiKeysCommand({ nameQuery: name, includeValues: false, limit: 500, ...(position ? { position } : {}) }),
      );
      // nameQuery is a prefix match: keep exact names only ("care" must not match "care-home").
      for (const key of page.items ?? []) if (key.name === name && key.id) ids.push(key.id);
      position = page.position;
    } while (position);
    return ids;
  }

  private async usagePlanId(plan: PlanId): Promise<string> {
    const name = usagePlanName(this.stage, plan);
    let position: string | undefined;
    do {
      const page = await this.client.send(new GetUsagePlansCommand({ limit: 500, ...(position ? { position } : {}) }));
      const found = page.items?.find((p) => p.name === name);
      if (found?.id) return found.id;
      position = page.position;
    } while (position);
    throw new MissingUsagePlanError(name);
  }
}
