/**
 * The partner table of a stage: one item per partner, keyed by partner_id,
 * with a global secondary index on key_hash for the authorizer's lookup (a
 * query, never a scan). Plain keys are never written.
 */
import { ConditionalCheckFailedException, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { PartnerExistsError, PartnerRecordSchema, type PartnerRecord, type PartnerStore } from './records';

export const KEY_HASH_INDEX = 'by-key-hash';

export class DynamoPartnerStore implements PartnerStore {
  private readonly doc: DynamoDBDocumentClient;

  constructor(
    readonly tableName: string,
    client: DynamoDBClient = new DynamoDBClient({}),
  ) {
    this.doc = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  }

  async findByKeyHash(keyHash: string): Promise<PartnerRecord | undefined> {
    const out = await this.doc.send(
      new QueryCommand({
        TableName: this.tableName,
        IndexName: KEY_HASH_INDEX,
        KeyConditionExpression: 'key_hash = :h',
        ExpressionAttributeValues: { ':h': keyHash },
        Limit: 1,
      }),
    );
    return parseItem(out.Items?.[0]);
  }

  async get(partnerId: string): Promise<PartnerRecord | undefined> {
    const out = await this.doc.send(new GetCommand({ TableName: this.tableName, Key: { partner_id: partnerId }, ConsistentRead: true }));
    return parseItem(out.Item);
  }

  /** The operator's listing: a paged scan (the table holds one small item per partner). */
  async list(): Promise<PartnerRecord[]> {
    const records: PartnerRecord[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const out = await this.doc.send(new ScanCommand({ TableName: this.tableName, ExclusiveStartKey: start }));
      for (const item of out.Items ?? []) {
        const record = parseItem(item);
        if (record) records.push(record);
      }
      start = out.LastEvaluatedKey;
    } while (start);
    return records.sort((a, b) => a.partner_id.localeCompare(b.partner_id));
  }

  async put(record: PartnerRecord, options: { create?: boolean } = {}): Promise<void> {
    const item = PartnerRecordSchema.parse(record);
    try {
      await this.doc.send(
        new PutCommand({
          TableName: this.tableName,
          Item: item,
          ...(options.create ? { ConditionExpression: 'attribute_not_exists(partner_id)' } : {}),
        }),
      );
    } catch (e) {
      if (e instanceof ConditionalCheckFailedException) throw new PartnerExistsError(item.partner_id);
      throw e;
    }
  }
}

function parseItem(item: Record<string, unknown> | undefined): PartnerRecord | undefined {
  if (!item) return undefined;
  const parsed = PartnerRecordSchema.safeParse(item);
  return parsed.success ? parsed.data : undefined;
}
