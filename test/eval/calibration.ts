/**
 * `npx tsx test/eval/calibration.ts`: refits the confidence calibration of the
 * IDDSI text engine. Runs the engine over the labelled sets (dev cases, the
 * labelled set, blind sets 1-7; blind sets 8-24b are kept for checking: their
 * reliability under the current table is printed at the end, set by set, after
 * the same figures on the fitted sets together),
 * groups the answers by calibration cell (what decided, how clean the evidence
 * was, which side of the safety line: shared/iddsi/text/calibration.ts) and
 * prints, per cell, the count, the share right (within the acceptable levels),
 * the dangerous answers, the Wilson lower bound and the value to use; then the
 * table as TypeScript to paste into shared/iddsi/text/calibration-table.ts.
 *
 * Value = share right, shrunk toward the 95 % one-sided Wilson lower bound by
 * SHRINK / (n + SHRINK), so that a cell of a few answers claims little. A cell
 * of modified answers (dangerous when wrong) with a dangerous error in the
 * data, or fewer than MIN_CONFIDENT_MODIFIED answers, stays below 0.8.
 */
import { fileURLToPath } from 'node:url';
import type { CalibrationKey } from '../../shared/iddsi/text/calibration';
import { runEngine } from '../../shared/iddsi/text/engine';
import { readJsonl, type TextCase } from '../support/labelled-cases';

const FIT_SETS = ['devset', 'cases', 'blind', 'blind2', 'blind3', 'blind4', 'blind5', 'blind6', 'blind7'];
/** Never fitted on: the table's promise (>= 0.8 right 97 % of the time, never dangerous) is checked here. */
const CHECK_SETS = [
  'blind8',
  'blind9',
  'blind10',
  'blind11',
  'blind12',
  'blind13',
  'blind14',
  'blind15',
  'blind16',
  'blind17',
  'blind18',
  'blind19',
  'blind20',
  'blind21',
  'blind22',
  'blind23',
  'blind24',
  'blind24b',
];
const BANDS: [number, number][] = [
  [0, 0.6],
  [0.6, 0.8],
  [0.8, 0.9],
  [0.9, 1.01],
];
const Z = 1.645;
const SHRINK = 20;
const DANGEROUS_CELL_CAP = 0.79;
/**
 * A cell of modified answers (dangerous when wrong) claims 0.8 or more only with this many answers
 * behind it (s9texta: a nine-answer cell of test words in vague text reached 0.84 and gave blind 24b a
 * dangerous answer at 0.84: a thin soup read as Level 3 from "pours off the spoon").
 */
const MIN_CONFIDENT_MODIFIED = 10;

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const acceptable = (c: TextCase) => (c.acceptable_levels?.length ? c.acceptable_levels : [c.gold_level]);
const dangerous = (c: TextCase, level: number) =>
  c.kind === 'food' ? level < Math.min(...acceptable(c)) : level > Math.max(...acceptable(c));

/** Wilson score interval, lower bound. */
export function wilsonLower(right: number, n: number, z = Z): number {
  if (n === 0) return 0;
  const p = right / n;
  const z2 = z * z;
  const centre = p + z2 / (2 * n);
  const margin = z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return Math.max(0, (centre - margin) / (1 + z2 / n));
}

/** The value of a cell: its share right shrunk toward the lower bound for small counts. */
export function cellValue(right: number, n: number, dangerousCount: number, modified: boolean): number {
  const p = right / n;
  let value = p - (p - wilsonLower(right, n)) * (SHRINK / (n + SHRINK));
  if (modified && (dangerousCount > 0 || n < MIN_CONFIDENT_MODIFIED)) value = Math.min(value, DANGEROUS_CELL_CAP);
  return Math.round(value * 100) / 100;
}

interface Tally {
  n: number;
  right: number;
  dangerous: number;
}

function main(): void {
  const cells = new Map<CalibrationKey, Tally>();
  for (const set of FIT_SETS) {
    for (const c of readJsonl<TextCase>(here(`../fixtures/iddsi-text-${set}.jsonl`))) {
      const r = runEngine(c.text);
      const t = cells.get(r.calibrationKey) ?? { n: 0, right: 0, dangerous: 0 };
      t.n++;
      if (acceptable(c).includes(r.level)) t.right++;
      if (dangerous(c, r.level)) t.dangerous++;
      cells.set(r.calibrationKey, t);
    }
  }
  const keys = [...cells.keys()].sort();
  console.log('cell (basis:quality:side)                  n  right  share  dangerous  lower  value');
  const rows: string[] = [];
  for (const key of keys) {
    const t = cells.get(key)!;
    const value = cellValue(t.right, t.n, t.dangerous, key.endsWith(':modified'));
    console.log(
      `${key.padEnd(40)} ${String(t.n).padStart(4)} ${String(t.right).padStart(6)}  ${(t.right / t.n).toFixed(3)}  ${String(t.dangerous).padStart(9)}  ${wilsonLower(t.right, t.n).toFixed(3)}  ${value.toFixed(2)}`,
    );
    rows.push(`  '${key}': { value: ${value}, n: ${t.n}, right: ${t.right} },`);
  }
  console.log('\nexport const CALIBRATION: Partial<Record<CalibrationKey, CalibrationCell>> = {');
  console.log(rows.join('\n'));
  console.log('};');
  check(FIT_SETS, 'fitted sets together');
  for (const set of CHECK_SETS) check([set], `${set} (not fitted)`);
}

/** Reliability of the engine's confidence (the table in use) on sets, fitted or not. */
function check(sets: string[], title: string): void {
  const cases = sets.flatMap((set) => readJsonl<TextCase>(here(`../fixtures/iddsi-text-${set}.jsonl`)));
  const outs = cases.map((c) => {
    const r = runEngine(c.text);
    return { conf: r.confidence, right: acceptable(c).includes(r.level), danger: dangerous(c, r.level) };
  });
  console.log(`\nchecked on ${title}: band  n  right  dangerous`);
  const line = (label: string, b: typeof outs) =>
    console.log(
      `  ${label.padEnd(11)} ${String(b.length).padStart(4)}  ${b.length ? ((100 * b.filter((o) => o.right).length) / b.length).toFixed(1) : '-'}%  ${b.filter((o) => o.danger).length}`,
    );
  for (const [lo, hi] of BANDS)
    line(
      `[${lo}, ${Math.min(hi, 1)}${hi > 1 ? ']' : ')'}`,
      outs.filter((o) => o.conf >= lo && o.conf < hi),
    );
  line(
    '>= 0.8',
    outs.filter((o) => o.conf >= 0.8),
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
