/**
 * Engine cost in CPU instructions, which the load of a shared machine does not
 * change (wall and CPU clocks do): the benchmark inputs (engine-inputs.ts) run in a bundled
 * driver under valgrind's callgrind, once with `rounds` warm-up rounds only and
 * once with `rounds` more; the difference per call is the steady-state cost,
 * garbage collection included.
 *
 *   npx tsx test/bench/instructions.ts [text|short|aspiration] [--rounds 20]
 *
 * Repeatable to about 0.01 %: node runs single-threaded (compilation and GC on
 * the main thread) with fixed hash and random seeds, and ASLR off (setarch -R),
 * so an A/B of two commits compares two such figures taken with the same --rounds
 * (the window decides which collections fall in it). Needs valgrind.
 * Two callgrind runs: a few minutes.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSync } from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const mode = args.find((a) => a === 'text' || a === 'short' || a === 'aspiration') ?? 'text';
const ri = args.indexOf('--rounds');
const rounds = ri >= 0 ? Number(args[ri + 1]) || 20 : 20;

/** The driver: `warm` rounds, then `more` rounds, over the mode's inputs (results serialised, as a handler would). */
const DRIVER = `
import { classifyText } from ${JSON.stringify(path.join(ROOT, 'shared/iddsi/classify'))};
import { screen } from ${JSON.stringify(path.join(ROOT, 'shared/aspiration/screen'))};
import { ASPIRATION_REALISTIC, TEXT_LONG, TEXT_SHORT } from ${JSON.stringify(path.join(ROOT, 'test/bench/engine-inputs'))};
const [mode, warm, more] = process.argv.slice(2);
const inputs = mode === 'text' ? TEXT_LONG : mode === 'short' ? TEXT_SHORT : ASPIRATION_REALISTIC;
const run = mode === 'aspiration'
  ? (s) => screen({ symptoms: s, age: 80, diagnosis: 'stroke', language: 'th' })
  : (s) => classifyText(s);
let sink = 0;
for (let i = 0; i < Number(warm) + Number(more); i++) for (const s of inputs) sink += JSON.stringify(run(s)).length;
console.log(inputs.length, sink);
`;

function collected(bundle: string, more: number): { total: number; inputs: number } {
  // callgrind prints its total on stderr ("Collected : N"): run through a shell to keep both streams
  const cmd = `setarch -R valgrind --tool=callgrind --callgrind-out-file=/dev/null ${process.execPath} --single-threaded --hash-seed=1 --random-seed=1 --predictable-gc-schedule ${bundle} ${mode} ${rounds} ${more} 2>&1`;
  const out = execFileSync('sh', ['-c', cmd], { encoding: 'utf8', maxBuffer: 1 << 26 });
  const total = Number(/Collected : ([\d,]+)/.exec(out)?.[1]?.replaceAll(',', '') ?? NaN);
  const inputs = Number(/^(\d+) \d+$/m.exec(out)?.[1] ?? NaN);
  return { total, inputs };
}

const dir = mkdtempSync(path.join(tmpdir(), 'instructions-'));
try {
  writeFileSync(path.join(dir, 'driver.ts'), DRIVER);
  const bundle = path.join(dir, 'driver.cjs');
  buildSync({
    entryPoints: [path.join(dir, 'driver.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    outfile: bundle,
    logLevel: 'error',
  });
  const warm = collected(bundle, 0);
  const full = collected(bundle, rounds);
  const perCall = (full.total - warm.total) / (rounds * full.inputs);
  console.log(
    `${mode}: ${Math.round(perCall).toLocaleString('en')} instructions per call (steady state, ${rounds} rounds of ${full.inputs} inputs after ${rounds} warm-up rounds)`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
