/**
 * `npx tsx test/eval/confidence-audit.ts [--first-runs] [set.jsonl ...]`: audits the text engine's confidence
 * (issue: answers at >= 0.8 right 97 % of the time and never dangerous).
 * Prints, for every text set in test/fixtures (oldest first), the reliability
 * per band and a flag where a higher band is less right than a lower one
 * (monotonicity); the same on the sets taken together from the newest (the
 * least tuned on) back to the oldest; the share right at >= 0.8 per evidence
 * path (what decided, whether a test was reported, the language read); and
 * every confident (>= 0.8) wrong answer on the recent blind sets with the
 * evidence path that produced it (calibration cell, evidence ids per tier,
 * hazards, needs-test reason). A set given as a path (a development set kept outside
 * test/fixtures) is audited after the fixtures, under its file name.
 *
 * With --first-runs, every set that came in a commit is answered by the engine of the commit
 * before it (first-runs.ts): the confidence on text the engine had not been tuned on, per set,
 * pooled, and per calibration cell at >= 0.8.
 */
import { readdirSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runEngine, type EngineResult } from '../../shared/iddsi/text/engine';
import { readJsonl, type TextCase } from '../support/labelled-cases';
import { addingCommit, firstRuns } from './first-runs';

interface Answer {
  set: string;
  c: TextCase;
  level: number;
  confidence: number;
  key: string;
  right: boolean;
  danger: boolean;
  /** Today's engine result (absent on first runs). */
  r?: EngineResult;
}

const FIXTURES = fileURLToPath(new URL('../fixtures/', import.meta.url));
const BANDS: [number, number][] = [
  [0, 0.4],
  [0.4, 0.6],
  [0.6, 0.8],
  [0.8, 0.9],
  [0.9, 1.01],
];
const CONFIDENT = 0.8;
/** Bands with fewer answers say nothing about monotonicity. */
const MIN_BAND = 5;
/** The sets whose confident wrong answers are listed one by one. */
const RECENT = ['blind25', 'blind26', 'blind27', 'blind28', 'blind29', 'blind30'];

const acceptable = (c: TextCase) => (c.acceptable_levels?.length ? c.acceptable_levels : [c.gold_level]);
const dangerous = (c: TextCase, level: number) =>
  c.kind === 'food' ? level < Math.min(...acceptable(c)) : level > Math.max(...acceptable(c));

/** Sets in the order they were written: dev cases, labelled set, blind 1, 2, ... 24, 24b, 25 ... */
function setNames(): string[] {
  const order = (s: string) => {
    if (s === 'devset') return -2;
    if (s === 'cases') return -1;
    const m = /^blind(\d*)(\w?)$/.exec(s);
    return m ? Number(m[1] || 1) + (m[2] ? 0.5 : 0) : 1e6;
  };
  return readdirSync(FIXTURES)
    .map((f) => /^iddsi-text-(.+)\.jsonl$/.exec(f)?.[1])
    .filter((s): s is string => s !== undefined)
    .sort((a, b) => order(a) - order(b));
}

/** Sets given as paths on the command line (a development set outside test/fixtures), by name. */
const EXTRA = new Map(
  process.argv
    .slice(2)
    .filter((a) => a.endsWith('.jsonl'))
    .map((p) => [basename(p, '.jsonl').replace(/^iddsi-text-/, ''), p] as const),
);

const casesOf = (set: string) => readJsonl<TextCase>(EXTRA.get(set) ?? `${FIXTURES}iddsi-text-${set}.jsonl`);

function answer(set: string, c: TextCase, level: number, confidence: number, key: string, r?: EngineResult): Answer {
  return { set, c, level, confidence, key, right: acceptable(c).includes(level), danger: dangerous(c, level), r };
}

function answersOf(set: string): Answer[] {
  return casesOf(set).map((c) => {
    const r = runEngine(c.text);
    return answer(set, c, r.level, r.confidence, r.calibrationKey, r);
  });
}

/** A set answered by the engine that first saw it; null when that engine cannot be loaded. */
async function firstRunsOf(set: string): Promise<Answer[] | null> {
  const commit = addingCommit(set);
  if (!commit) return null;
  const cases = casesOf(set);
  try {
    const runs = await firstRuns(
      commit,
      cases.map((c) => c.text),
    );
    return cases.map((c, i) => answer(set, c, runs[i]!.level, runs[i]!.confidence, runs[i]!.key));
  } catch {
    return null;
  }
}

const share = (as: Answer[]) => (as.length ? `${((100 * as.filter((a) => a.right).length) / as.length).toFixed(1)}%` : '-');

function cell(as: Answer[]): string {
  const d = as.filter((a) => a.danger).length;
  return `${String(as.length).padStart(4)} ${share(as).padStart(6)} ${d ? `${d}D` : '  '}`;
}

const inBand = (as: Answer[], [lo, hi]: [number, number]) => as.filter((a) => a.confidence >= lo && a.confidence < hi);

/** Bands (n >= MIN_BAND) less right than a lower band: the confidence is not monotone there. */
function nonMonotone(as: Answer[]): string {
  const rates = BANDS.map((b) => inBand(as, b)).map((b) => (b.length >= MIN_BAND ? b.filter((a) => a.right).length / b.length : null));
  const flags: string[] = [];
  rates.forEach((r, i) => {
    if (r === null) return;
    const below = rates.slice(0, i).filter((x): x is number => x !== null);
    if (below.some((x) => x > r)) flags.push(`${BANDS[i]![0]}`);
  });
  return flags.length ? ` non-monotone at ${flags.join(',')}` : '';
}

function row(label: string, as: Answer[]): void {
  const bands = BANDS.map((b) => cell(inBand(as, b)));
  const confident = as.filter((a) => a.confidence >= CONFIDENT);
  console.log(`${label.padEnd(16)}${bands.join(' |')} || ${cell(confident)}${nonMonotone(as)}`);
}

function header(title: string): void {
  console.log(`\n${title}`);
  console.log(`${'set'.padEnd(16)}${BANDS.map(([lo, hi]) => `[${lo}, ${Math.min(hi, 1)})`.padEnd(14)).join('|')}|| >= 0.8`);
}

/** The evidence path of an answer, in classes the confidence caps are written for. */
function pathOf(a: Answer): string {
  if (!a.r) return a.key || '(no calibration cell)';
  const ev = a.r.evidence.filter((e) => !e.negated);
  const test = ev.some((e) => e.tier === 1 && e.id !== 'particle') ? 'test' : ev.some((e) => e.id === 'particle') ? 'size only' : 'no test';
  const lang = (a.c.text_lang ?? 'en') === 'en' ? 'en' : 'other';
  return `${a.key} ${a.r.kind} ${test} ${lang}`;
}

function describe(a: Answer): string {
  const head = `${a.set} ${a.c.id} ${acceptable(a.c).join('')}->${a.level} ${a.confidence.toFixed(2)}${a.danger ? ' D' : ''} ${a.key}`;
  const tail = `${a.c.text_lang ?? 'en'} ${a.c.class ?? ''}\n      ${a.c.text.slice(0, 110)}`;
  if (!a.r) return `${head} ${tail}`;
  const ids = [0, 1, 2, 3].map((t) => a.r!.evidence.filter((e) => e.tier === t).map((e) => `${e.negated ? '!' : ''}${e.id}`));
  const hz = a.r.hazards.map((h) => h.code).join(',');
  return `${head} [${ids.map((t) => t.join(',')).join(' | ')}]${hz ? ` hazards ${hz}` : ''} ${a.r.needsTestReason ?? ''} ${tail}`;
}

/** Answers grouped by a label, one line per group: n, share right, dangerous, and the median confidence. */
function groupLines(title: string, as: Answer[], label: (a: Answer) => string): void {
  console.log(`\n${title}: n, right, dangerous, median confidence`);
  const by = new Map<string, Answer[]>();
  for (const a of as) by.set(label(a), [...(by.get(label(a)) ?? []), a]);
  for (const [p, g] of [...by].sort(([x], [y]) => x.localeCompare(y))) {
    const median = g.map((a) => a.confidence).sort((x, y) => x - y)[g.length >> 1]!;
    console.log(`  ${p.padEnd(58)} ${cell(g)} ${median.toFixed(2)}`);
  }
}

function paths(all: Answer[]): void {
  groupLines(
    'confident (>= 0.8) answers per evidence path',
    all.filter((a) => a.confidence >= CONFIDENT),
    pathOf,
  );
  // low cells right far more often than their value say where a refit is due (band monotonicity)
  groupLines('every answer per calibration cell', all, (a) => a.key || '(no calibration cell)');
}

function report(by: Map<string, Answer[]>, what: string): void {
  const sets = [...by.keys()];
  header(`reliability per set (n, share right, dangerous), oldest first: ${what}`);
  for (const s of sets) row(s, by.get(s)!);
  header('sets together, from the newest (least tuned on) back to the oldest');
  for (let i = sets.length - 1; i >= 0; i--)
    row(
      `${sets[i]}..${sets.at(-1)}`.slice(0, 15),
      sets.slice(i).flatMap((s) => by.get(s)!),
    );
  header('groups');
  row(
    'blind 28-30',
    ['blind28', 'blind29', 'blind30'].flatMap((s) => by.get(s) ?? []),
  );
  row(
    'blind 25-30',
    RECENT.flatMap((s) => by.get(s) ?? []),
  );
  const all = [...by.values()].flat();
  row('all sets', all);
  paths(all);
  const listed = [...RECENT, ...EXTRA.keys()];
  console.log(`\nconfident (>= 0.8) wrong answers on ${listed.join(', ')}: [explicit | test | texture | food]`);
  for (const a of listed.flatMap((s) => by.get(s) ?? []).filter((x) => x.confidence >= CONFIDENT && !x.right))
    console.log(`  ${describe(a)}`);
}

async function main(): Promise<void> {
  const firstRun = process.argv.includes('--first-runs');
  const by = new Map<string, Answer[]>();
  for (const s of [...setNames(), ...EXTRA.keys()]) {
    const as = firstRun ? await firstRunsOf(s) : answersOf(s);
    if (as) by.set(s, as);
    else console.log(`${s}: no first run (no adding commit, or its engine does not load)`);
  }
  report(by, firstRun ? 'first runs (the engine of the commit before each set)' : 'this engine');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
