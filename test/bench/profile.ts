/**
 * Where the text and aspiration engines spend their time, from V8's sampling
 * profiler run in-process over the benchmark's long inputs (2000 characters
 * for the text engine, 3000 for the aspiration screen):
 *
 *   npx tsx test/bench/profile.ts [text|aspiration] [--top 25] [--alloc] [--mixed]
 *
 * Prints self time per function and per file, and total time per function
 * (itself and its callees), each with its share of the samples taken while
 * the engine ran (warm-up excluded). With --alloc, bytes allocated per call
 * instead, by the function and the file that allocated them (alloc.ts).
 * With --mixed (text), the warm-up also runs the adversarial inputs, as the
 * benchmark does before its second allocation figure.
 */
import { Session } from 'node:inspector/promises';
import { screen } from '../../shared/aspiration/screen';
import { classifyText } from '../../shared/iddsi/classify';
import { allocated, type AllocNode } from './alloc';
import { ASPIRATION_REALISTIC, TEXT_ADVERSARIAL, TEXT_LONG } from './engine-inputs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const args = process.argv.slice(2);
const which = args.find((a) => a === 'text' || a === 'aspiration') ?? 'text';
const topIndex = args.indexOf('--top');
const TOP = topIndex >= 0 ? Number(args[topIndex + 1]) || 25 : 25;

const work: () => void =
  which === 'text'
    ? () => {
        for (const s of TEXT_LONG) classifyText(s);
      }
    : () => {
        for (const s of ASPIRATION_REALISTIC) screen({ symptoms: s, age: 80, diagnosis: 'stroke', language: 'th' });
      };

/** A frame's file, relative to the repository, or the V8 pseudo-frame's name. */
function fileOf(url: string): string {
  if (url === '') return '(native)';
  const i = url.indexOf('/shared/');
  if (i >= 0) return url.slice(i + 1);
  return url.includes('node_modules') ? '(node_modules)' : url.replace(/^.*\//, '');
}

const nameOf = (n: ProfileNode) => `${n.callFrame.functionName || '(anonymous)'} ${fileOf(n.callFrame.url)}`;

interface Tally {
  /** Self time per function and per file; inclusive time per function (each function once per stack). */
  byFn: Map<string, number>;
  byFile: Map<string, number>;
  inclusive: Map<string, number>;
  total: number;
}

const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);

function tally(profile: Profile): Tally {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const t: Tally = { byFn: new Map(), byFile: new Map(), inclusive: new Map(), total: 0 };
  for (let i = 0; i < profile.samples.length; i++) {
    const node = nodes.get(profile.samples[i]!)!;
    const dt = profile.timeDeltas[i] ?? 0;
    const f = node.callFrame;
    if (f.functionName === '(idle)' || f.functionName === '(program)') continue;
    add(t.byFn, nameOf(node), dt);
    add(t.byFile, fileOf(f.url), dt);
    t.total += dt;
    const onStack = new Set<string>();
    for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id)) onStack.add(nameOf(nodes.get(id)!));
    for (const name of onStack) add(t.inclusive, name, dt);
  }
  return t;
}

/** The top entries of `m` with their share of `total`; values in µs shown as ms, or in bytes shown as bytes. */
function print(title: string, m: Map<string, number>, total: number, top: number, unit: 'ms' | 'B' = 'ms'): void {
  console.log(title);
  for (const [name, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    const shown = unit === 'ms' ? (v / 1000).toFixed(1) : v.toFixed(0);
    console.log(`  ${((100 * v) / total).toFixed(1).padStart(5)} %  ${shown.padStart(8)} ${unit}  ${name}`);
  }
}

for (let i = 0; i < 300; i++) work();
if (which === 'text' && args.includes('--mixed')) for (let i = 0; i < 20; i++) for (const [, s] of TEXT_ADVERSARIAL) classifyText(s);
const perCall = which === 'text' ? TEXT_LONG.length : ASPIRATION_REALISTIC.length;

/** Bytes allocated per call, by function and by file (self: what the frame itself allocated). */
async function printAllocation(): Promise<void> {
  const rounds = 200;
  const { bytes, head } = await allocated(() => {
    for (let i = 0; i < rounds; i++) work();
  });
  const calls = rounds * perCall;
  const byFn = new Map<string, number>();
  const byFile = new Map<string, number>();
  // a builtin (Map, filter, slice...) is named with the function that called it
  const visit = (n: AllocNode, caller: string) => {
    const f = n.callFrame;
    const own = `${f.functionName || '(anonymous)'} ${fileOf(f.url)}`;
    const name = f.url === '' ? `${own} in ${caller}` : own;
    add(byFn, name, n.selfSize / calls);
    add(byFile, f.url === '' ? caller.replace(/^\S+ /, '') : fileOf(f.url), n.selfSize / calls);
    for (const c of n.children) visit(c, f.url === '' ? caller : own);
  };
  visit(head, '(root)');
  console.log(`${which} engine: ${calls} calls, ${(bytes / calls / 1024).toFixed(1)} KB allocated a call (sampled)`);
  print('bytes a call by function (a builtin: with its caller):', byFn, bytes / calls, TOP, 'B');
  print('bytes a call by file:', byFile, bytes / calls, TOP, 'B');
}

if (args.includes('--alloc')) {
  await printAllocation();
  process.exit(0);
}
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 50 });
await session.post('Profiler.start');
const rounds = 1500;
for (let i = 0; i < rounds; i++) work();
const { profile } = (await session.post('Profiler.stop')) as { profile: Profile };
session.disconnect();
const { byFn, byFile, inclusive, total } = tally(profile);
const calls = rounds * (which === 'text' ? TEXT_LONG.length : ASPIRATION_REALISTIC.length);
console.log(`${which} engine: ${calls} calls, ${(total / 1000).toFixed(0)} ms sampled (${(total / calls).toFixed(1)} µs a call)`);
print('self time by function:', byFn, total, TOP);
print('self time by file:', byFile, total, TOP);
print('total time by function (itself and what it calls):', inclusive, total, TOP);
