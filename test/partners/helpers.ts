/** Temporary local stores and a loopback DynamoDB-protocol server (dynalite) for partner tests. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { CreateTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import dynalite from 'dynalite';
import { KEY_HASH_INDEX } from '../../shared/partners/dynamo-store';

export function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'partners-test-'));
}

export interface Dynalite {
  endpoint: string;
  client: DynamoDBClient;
  close(): Promise<void>;
}

export async function startDynalite(): Promise<Dynalite> {
  const server = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'test', secretAccessKey: 'test' } });
  return { endpoint, client, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The tables as infra/partner-platform.ts defines them. */
export async function createPartnerTables(client: DynamoDBClient, names: { partners: string; usage: string }): Promise<void> {
  await client.send(
    new CreateTableCommand({
      TableName: names.partners,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [
        { AttributeName: 'partner_id', AttributeType: 'S' },
        { AttributeName: 'key_hash', AttributeType: 'S' },
      ],
      KeySchema: [{ AttributeName: 'partner_id', KeyType: 'HASH' }],
      GlobalSecondaryIndexes: [
        { IndexName: KEY_HASH_INDEX, KeySchema: [{ AttributeName: 'key_hash', KeyType: 'HASH' }], Projection: { ProjectionType: 'ALL' } },
      ],
    }),
  );
  await client.send(
    new CreateTableCommand({
      TableName: names.usage,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [
        { AttributeName: 'partner_id', AttributeType: 'S' },
        { AttributeName: 'period', AttributeType: 'S' },
      ],
      KeySchema: [
        { AttributeName: 'partner_id', KeyType: 'HASH' },
        { AttributeName: 'period', KeyType: 'RANGE' },
      ],
    }),
  );
}
