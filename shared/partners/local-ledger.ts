/**
 * The local usage ledger: records appended as JSON lines to one file per
 * month under USAGE_DIR (gitignored), written in small batches off the
 * request path. Quota counts are kept in memory per process, seeded from the
 * month's file on first use, so each check costs a map lookup.
 */
import fs from 'node:fs';
import path from 'node:path';
import { dayOf, monthOf, type QuotaCounts, type UsageRecord, type UsageStore, type UsageSummary } from './usage';

const FLUSH_MS = 100;
/** Ledgers whose buffered records are written when the process exits. */
const open = new Set<LocalUsageLedger>();

export class LocalUsageLedger implements UsageStore {
  private buffer: string[] = [];
  private timer: NodeJS.Timeout | undefined;
  /** `${partner}|${day}` and `${partner}|${month}` -> billable calls. */
  private readonly counters = new Map<string, number>();
  private readonly seeded = new Set<string>();

  constructor(readonly dir: string) {
    if (open.size === 0)
      process.once('exit', () => {
        for (const ledger of open) ledger.flushQuietly();
      });
    open.add(this);
  }

  fileOf(month: string): string {
    return path.join(this.dir, `usage-${month}.jsonl`);
  }

  record(record: UsageRecord): void {
    if (record.billable && record.partner_id) {
      const when = new Date(record.time);
      this.ensureSeeded(monthOf(when));
      this.bump(`${record.partner_id}|${dayOf(when)}`);
      this.bump(`${record.partner_id}|${monthOf(when)}`);
    }
    this.buffer.push(JSON.stringify(record));
    this.timer ??= setTimeout(() => this.flushQuietly(), FLUSH_MS).unref();
  }

  async counts(partnerId: string, now: Date): Promise<QuotaCounts> {
    const month = monthOf(now);
    this.ensureSeeded(month);
    return {
      usedToday: this.counters.get(`${partnerId}|${dayOf(now)}`) ?? 0,
      usedThisMonth: this.counters.get(`${partnerId}|${month}`) ?? 0,
    };
  }

  async summary(partnerId: string, month: string): Promise<UsageSummary> {
    this.flushSync();
    const byRoute: Record<string, number> = {};
    let total = 0;
    for (const r of this.read(month)) {
      if (r.partner_id !== partnerId || !r.billable) continue;
      byRoute[r.route] = (byRoute[r.route] ?? 0) + 1;
      total++;
    }
    return { billable_calls: total, by_route: byRoute };
  }

  /** Every record of a month, in arrival order (other processes' records included). */
  read(month: string): UsageRecord[] {
    let text: string;
    try {
      text = fs.readFileSync(this.fileOf(month), 'utf8');
    } catch {
      return [];
    }
    const records: UsageRecord[] = [];
    for (const line of text.split('\n')) {
      if (!line) continue;
      try {
        records.push(JSON.parse(line) as UsageRecord);
      } catch {
        // a line cut by a crash mid-write: skipped, the rest still count
      }
    }
    return records;
  }

  flushSync(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.buffer.length === 0) return;
    const byMonth = new Map<string, string[]>();
    for (const line of this.buffer) {
      const month = line.slice(9, 16); // {"time":"YYYY-MM...
      (byMonth.get(month) ?? byMonth.set(month, []).get(month)!).push(line);
    }
    this.buffer = [];
    fs.mkdirSync(this.dir, { recursive: true, mode: 0o700 });
    for (const [month, lines] of byMonth) fs.appendFileSync(this.fileOf(month), `${lines.join('\n')}\n`, { mode: 0o600 });
  }

  /** A timer's flush: a full disk or a read-only directory is reported, never a crash of the server. */
  flushQuietly(): void {
    try {
      this.flushSync();
    } catch (e) {
      console.error(
        JSON.stringify({ level: 'error', component: 'usage-ledger', error: (e as NodeJS.ErrnoException).code ?? 'write_failed' }),
      );
    }
  }

  private bump(key: string): void {
    this.counters.set(key, (this.counters.get(key) ?? 0) + 1);
  }

  /**
   * Counts written before this process counted the month (an earlier run).
   * Runs before the month's first count here, so nothing is counted twice.
   */
  private ensureSeeded(month: string): void {
    if (this.seeded.has(month)) return;
    this.seeded.add(month);
    this.flushSync();
    for (const r of this.read(month)) {
      if (!r.billable || !r.partner_id) continue;
      this.bump(`${r.partner_id}|${r.time.slice(0, 10)}`);
      this.bump(`${r.partner_id}|${month}`);
    }
  }
}
