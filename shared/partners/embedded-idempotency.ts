/**
 * Powertools' idempotency persistence in memory, for `npm start` and tests:
 * the same claim rules as its DynamoDB layer (a completed record answers
 * until it expires; an in-progress one blocks until its Lambda deadline).
 * Bounded: expired records are swept, and the oldest go past the cap.
 */
import {
  IdempotencyItemAlreadyExistsError,
  IdempotencyItemNotFoundError,
  IdempotencyRecordStatus,
} from '@aws-lambda-powertools/idempotency';
import { BasePersistenceLayer, type IdempotencyRecord } from '@aws-lambda-powertools/idempotency/persistence';

const MAX_RECORDS = 50_000;

export class EmbeddedPersistenceLayer extends BasePersistenceLayer {
  private readonly records = new Map<string, IdempotencyRecord>();

  protected async _getRecord(idempotencyKey: string): Promise<IdempotencyRecord> {
    const record = this.records.get(idempotencyKey);
    if (!record || record.isExpired()) throw new IdempotencyItemNotFoundError('no idempotency record');
    return record;
  }

  protected async _putRecord(record: IdempotencyRecord): Promise<void> {
    const existing = this.records.get(record.idempotencyKey);
    if (existing && !this.isReclaimable(existing)) {
      throw new IdempotencyItemAlreadyExistsError(`idempotency record exists: ${record.idempotencyKey}`, existing);
    }
    if (this.records.size >= MAX_RECORDS) this.sweep();
    this.records.delete(record.idempotencyKey); // re-inserted last: the map stays in age order
    this.records.set(record.idempotencyKey, record);
  }

  protected async _updateRecord(record: IdempotencyRecord): Promise<void> {
    this.records.set(record.idempotencyKey, record);
  }

  protected async _deleteRecord(record: IdempotencyRecord): Promise<void> {
    this.records.delete(record.idempotencyKey);
  }

  private isReclaimable(existing: IdempotencyRecord): boolean {
    if (existing.isExpired()) return true;
    const stuck = existing.getStatus() === IdempotencyRecordStatus.INPROGRESS && existing.inProgressExpiryTimestamp !== undefined;
    return stuck && existing.inProgressExpiryTimestamp! < Date.now();
  }

  private sweep(): void {
    for (const [key, record] of this.records) if (record.isExpired()) this.records.delete(key);
    for (const key of this.records.keys()) {
      if (this.records.size < MAX_RECORDS) break;
      this.records.delete(key);
    }
  }
}
