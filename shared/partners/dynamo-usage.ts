/**
 * A stage's usage counters for quotas and GET /api/usage: atomic ADDs on
 * one item per partner and period ("2026-11-26", "2026-11", and
 * "2026-11#POST /api/iddsi-classify"). The billing record of each call goes
 * to S3 through Firehose (infra/partner-platform.ts); these are the fast
 * running totals, expired by TTL after 400 days.
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dayOf, monthOf, type QuotaCounts, type UsageRecord, type UsageStore, type UsageSummary } from './usage';

const TTL_SECONDS = 400 * 24 * 3600;

export class DynamoUsageCounters implements UsageStore {
  private readonly doc: DynamoDBDocumentClient;

  constructor(
    readonly tableName: string,
    client: DynamoDBClient,
  ) {
    this.doc = DynamoDBDocumentClient.from(client);
  }

  async record(record: UsageRecord): Promise<void> {
    if (!record.billable || !record.partner_id) return;
    const when = new Date(record.time);
    const expires = Math.floor(when.getTime() / 1000) + TTL_SECONDS;
    const periods = [dayOf(when), monthOf(when), `${monthOf(when)}#${record.route}`];
    await Promise.all(
      periods.map((period) =>
        this.doc.send(
          new UpdateCommand({
            TableName: this.tableName,
            Key: { partner_id: record.partner_id, period },
            UpdateExpression: 'ADD calls :one SET expires_at = :exp',
            ExpressionAttributeValues: { ':one': 1, ':exp': expires },
          }),
        ),
      ),
    );
  }

  async counts(partnerId: string, now: Date): Promise<QuotaCounts> {
    const [day, month] = await Promise.all([this.calls(partnerId, dayOf(now)), this.calls(partnerId, monthOf(now))]);
    return { usedToday: day, usedThisMonth: month };
  }

  async summary(partnerId: string, month: string): Promise<UsageSummary> {
    const out = await this.doc.send(
      new QueryCommand({
        TableName: this.tableName,
        KeyConditionExpression: 'partner_id = :p AND begins_with(period, :m)',
        ExpressionAttributeValues: { ':p': partnerId, ':m': `${month}#` },
      }),
    );
    const byRoute: Record<string, number> = {};
    let total = 0;
    for (const item of out.Items ?? []) {
      const calls = Number(item.calls ?? 0);
      byRoute[String(item.period).slice(month.length + 1)] = calls;
      total += calls;
    }
    return { billable_calls: total, by_route: byRoute };
  }

  private async calls(partnerId: string, period: string): Promise<number> {
    const out = await this.doc.send(new GetCommand({ TableName: this.tableName, Key: { partner_id: partnerId, period } }));
    return Number(out.Item?.calls ?? 0);
  }
}
