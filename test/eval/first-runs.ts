/**
 * First runs of the text sets (confidence-audit.ts --first-runs): each set answered by the engine of
 * the commit before the set landed, the engine that had never seen it. The honest measure of
 * confidence on text the engine was not tuned on; later runs on the same set are tuned.
 *
 * The engine of that commit is `git archive <commit>^ shared` unpacked under the system's temporary
 * directory (kept between runs) and imported as it was; the fixtures are today's (relabels apply).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface FirstRun {
  level: number;
  confidence: number;
  /** The calibration cell, '' for engines older than the calibration stage. */
  key: string;
}

interface OldEngine {
  runEngine?: (text: string) => { calibrationKey?: string };
}
interface OldClassifier {
  classifyText: (text: string) => { level: number; confidence: number };
}

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CACHE = join(tmpdir(), 'iddsi-first-runs');

const git = (...args: string[]) => execFileSync('git', ['-C', ROOT, ...args], { encoding: 'utf8' }).trim();

/** The commit that added a set's file (its first addition), or null when it is not committed. */
export function addingCommit(set: string): string | null {
  const lines = git('log', '--diff-filter=A', '--format=%h', '--', `test/fixtures/iddsi-text-${set}.jsonl`).split('\n');
  return lines.at(-1) || null;
}

/** The engine of the commit before `commit`, unpacked once. */
function unpack(commit: string): string {
  const dir = join(CACHE, commit);
  if (existsSync(join(dir, 'shared'))) return dir;
  mkdirSync(dir, { recursive: true });
  execFileSync('sh', ['-c', `git -C "${ROOT}" archive ${commit}^ shared package.json | tar -x -C "${dir}"`]);
  if (!existsSync(join(dir, 'node_modules'))) symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

/** A set's texts answered by the engine that first saw it. */
export async function firstRuns(commit: string, texts: string[]): Promise<FirstRun[]> {
  const dir = unpack(commit);
  const classifier = (await import(join(dir, 'shared/iddsi/classify.ts'))) as OldClassifier;
  const engine = (await import(join(dir, 'shared/iddsi/text/engine.ts')).catch(() => ({}))) as OldEngine;
  return texts.map((text) => {
    const r = classifier.classifyText(text);
    return { level: r.level, confidence: r.confidence, key: engine.runEngine?.(text).calibrationKey ?? '' };
  });
}
