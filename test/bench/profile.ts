/**
 * Where the text and aspiration engines spend their time, from V8's sampling
 * profiler run in-process over the benchmark's long inputs (2000 characters
 * for the text engine, 3000 for the aspiration screen):
 *
 *   npx tsx test/bench/profile.ts [text|aspiration] [--top 25]
 *
 * Prints self time per function and per file, and total time per function
 * (itself and its callees), each with its share of the samples taken while
 * the engine ran (warm-up excluded).
 */
import { Session } from 'node:inspector/promises';
import { screen } from '../../shared/aspiration/screen';
import { classifyText } from '../../shared/iddsi/classify';
import { ASPIRATION_REALISTIC, TEXT_LONG } from './engine-inputs';

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

function print(title: string, m: Map<string, number>, total: number, top: number): void {
  console.log(title);
  for (const [name, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`  ${((100 * us) / total).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(1).padStart(8)} ms  ${name}`);
  }
}

for (let i = 0; i < 300; i++) work();
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
