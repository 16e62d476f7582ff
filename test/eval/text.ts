/**
 * `npm run eval:text`: runs the IDDSI text engine over the shared dev cases,
 * the labelled set in test/fixtures and the five blind sets (written before
 * the engine was run on them; each reported as its own block), and prints exact accuracy,
 * within-one accuracy, the dangerous-misclassification rate (a food judged
 * lower, or a drink judged thicker, than truth), accuracy per language, a
 * confusion matrix and a reliability table for the confidence.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { classifyText } from '../../shared/iddsi/classify';
import { readJsonl, type TextCase } from '../support/labelled-cases';

type Case = TextCase;

interface Outcome {
  c: Case;
  level: number;
  confidence: number;
}

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const SETS: [string, string][] = [
  ['dev cases (../shared/dev-cases/iddsi-text.jsonl)', here('../../../shared/dev-cases/iddsi-text.jsonl')],
  ['labelled set (test/fixtures/iddsi-text-cases.jsonl)', here('../fixtures/iddsi-text-cases.jsonl')],
  ['blind set 1 (test/fixtures/iddsi-text-blind.jsonl)', here('../fixtures/iddsi-text-blind.jsonl')],
  ['blind set 2 (test/fixtures/iddsi-text-blind2.jsonl)', here('../fixtures/iddsi-text-blind2.jsonl')],
  ['blind set 3 (test/fixtures/iddsi-text-blind3.jsonl)', here('../fixtures/iddsi-text-blind3.jsonl')],
  ['blind set 4 (test/fixtures/iddsi-text-blind4.jsonl)', here('../fixtures/iddsi-text-blind4.jsonl')],
  ['blind set 5 (test/fixtures/iddsi-text-blind5.jsonl)', here('../fixtures/iddsi-text-blind5.jsonl')],
];

function load(path: string): Case[] {
  return readJsonl<Case>(path);
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const isDangerous = (o: Outcome) => (o.c.kind === 'food' ? o.level < o.c.gold_level : o.level > o.c.gold_level);

function summary(label: string, outs: Outcome[]): void {
  const n = outs.length;
  if (n === 0) return;
  const exact = outs.filter((o) => o.level === o.c.gold_level).length;
  const within = outs.filter((o) => Math.abs(o.level - o.c.gold_level) <= 1).length;
  const dangerous = outs.filter(isDangerous);
  console.log(
    `  ${label.padEnd(22)} n=${String(n).padStart(3)}  exact ${pct(exact / n).padStart(6)}  within-one ${pct(within / n).padStart(6)}  dangerous ${pct(dangerous.length / n).padStart(5)} (${dangerous.length})`,
  );
}

function report(name: string, outs: Outcome[]): void {
  console.log(`\n=== ${name}`);
  summary('overall', outs);
  if (outs.some((o) => o.c.holdout)) {
    summary('tuning part', outs.filter((o) => !o.c.holdout));
    summary('held-out part', outs.filter((o) => o.c.holdout));
  }
  console.log('\n  per input language:');
  const langs = [...new Set(outs.map((o) => o.c.text_lang ?? 'en'))].sort();
  for (const l of langs) summary(l, outs.filter((o) => (o.c.text_lang ?? 'en') === l));
  console.log('\n  per kind:');
  for (const k of ['food', 'drink'] as const) summary(k, outs.filter((o) => o.c.kind === k));

  console.log('\n  confusion matrix (rows = gold level, columns = predicted):');
  console.log(`        ${[0, 1, 2, 3, 4, 5, 6, 7].map((l) => `  ${l}`).join('')}`);
  for (let g = 0; g <= 7; g++) {
    const row = [0, 1, 2, 3, 4, 5, 6, 7].map((p) => outs.filter((o) => o.c.gold_level === g && o.level === p).length);
    console.log(`    ${g}   ${row.map((v) => String(v || '.').padStart(3)).join('')}`);
  }

  console.log('\n  reliability (confidence bucket: cases, accuracy):');
  const buckets: [number, number][] = [[0, 0.2], [0.2, 0.4], [0.4, 0.6], [0.6, 0.8], [0.8, 0.9], [0.9, 1.01]];
  for (const [lo, hi] of buckets) {
    const b = outs.filter((o) => o.confidence >= lo && o.confidence < hi);
    const acc = b.length ? pct(b.filter((o) => o.level === o.c.gold_level).length / b.length) : '-';
    console.log(`    [${lo.toFixed(1)}, ${Math.min(hi, 1).toFixed(1)}${hi > 1 ? ']' : ')'}  ${String(b.length).padStart(4)}  ${acc}`);
  }
  const high = outs.filter((o) => o.confidence >= 0.8);
  if (high.length)
    console.log(
      `    confidence >= 0.8: ${high.length} cases (${pct(high.length / outs.length)} of all), accuracy ${pct(high.filter((o) => o.level === o.c.gold_level).length / high.length)}`,
    );

  const wrong = outs.filter((o) => o.level !== o.c.gold_level);
  if (wrong.length) {
    console.log('\n  misclassified (id, gold -> predicted, confidence, D = dangerous):');
    for (const o of wrong)
      console.log(`    ${o.c.id.padEnd(10)} ${o.c.gold_level} -> ${o.level}  ${o.confidence.toFixed(2)} ${isDangerous(o) ? 'D' : ' '}  ${o.c.text.slice(0, 70)}`);
  }
}

const all: Outcome[] = [];
for (const [name, path] of SETS) {
  if (!existsSync(path)) {
    console.log(`\n=== ${name}: file not found (${path}), skipped`);
    continue;
  }
  const outs = load(path).map((c) => {
    const r = classifyText(c.text);
    return { c, level: r.level, confidence: r.confidence };
  });
  all.push(...outs);
  report(name, outs);
}
if (all.length) report('all cases together', all);
