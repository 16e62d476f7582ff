/**
 * The local partner store: one JSON file (gitignored, under .partners/) that
 * the operator CLI writes and `npm start` reads. The server notices a new
 * file version by its mtime and size, so a created, rotated or revoked key
 * takes effect without a restart. Writes replace the file atomically.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as z from 'zod';
import { PartnerExistsError, PartnerRecordSchema, type PartnerRecord, type PartnerStore } from './records';

const FileSchema = z.object({ partners: z.array(PartnerRecordSchema) });

interface Snapshot {
  stamp: string;
  byId: Map<string, PartnerRecord>;
  byHash: Map<string, PartnerRecord>;
}

const EMPTY: Snapshot = { stamp: 'missing', byId: new Map(), byHash: new Map() };

export class FilePartnerStore implements PartnerStore {
  private snapshot: Snapshot = EMPTY;
  private checkedAt = -Infinity;

  /** `recheckMs`: how long a read trusts the last look at the file's mtime. */
  constructor(
    readonly file: string,
    private readonly recheckMs = 1_000,
  ) {}

  async findByKeyHash(keyHash: string): Promise<PartnerRecord | undefined> {
    return this.current().byHash.get(keyHash);
  }

  async get(partnerId: string): Promise<PartnerRecord | undefined> {
    return this.current().byId.get(partnerId);
  }

  async list(): Promise<PartnerRecord[]> {
    return [...this.current().byId.values()].sort((a, b) => a.partner_id.localeCompare(b.partner_id));
  }

  async put(record: PartnerRecord, options: { create?: boolean } = {}): Promise<void> {
    const valid = PartnerRecordSchema.parse(record);
    const snapshot = this.load(true);
    if (options.create && snapshot.byId.has(valid.partner_id)) throw new PartnerExistsError(valid.partner_id);
    const partners = [...snapshot.byId.values()].filter((p) => p.partner_id !== valid.partner_id);
    partners.push(valid);
    fs.mkdirSync(path.dirname(this.file), { recursive: true, mode: 0o700 });
    const tmp = `${this.file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, `${JSON.stringify({ partners }, null, 2)}\n`, { mode: 0o600 });
    fs.renameSync(tmp, this.file);
    this.checkedAt = -Infinity;
  }

  private current(): Snapshot {
    const now = performance.now();
    if (now - this.checkedAt < this.recheckMs) return this.snapshot;
    this.checkedAt = now;
    return this.load(false);
  }

  private load(force: boolean): Snapshot {
    let stamp: string;
    try {
      const st = fs.statSync(this.file);
      stamp = `${st.mtimeMs}:${st.size}:${st.ino}`;
    } catch {
      this.snapshot = EMPTY;
      return EMPTY;
    }
    if (!force && stamp === this.snapshot.stamp) return this.snapshot;
    const parsed = FileSchema.parse(JSON.parse(fs.readFileSync(this.file, 'utf8')));
    const byId = new Map(parsed.partners.map((p) => [p.partner_id, p] as const));
    const byHash = new Map(parsed.partners.map((p) => [p.key_hash, p] as const));
    this.snapshot = { stamp, byId, byHash };
    return this.snapshot;
  }
}
