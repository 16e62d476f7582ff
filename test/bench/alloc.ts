/**
 * Bytes allocated by a batch of calls, from V8's sampling heap profiler with
 * the objects minor and major GCs collected kept in the sample (so the sum
 * is what was allocated, not what survived). Each sample stands for about
 * `interval` bytes, so the total is an estimate within a few per cent over
 * a batch of a few megabytes. Used by text.ts (bytes per call) and
 * profile.ts --alloc (bytes by function).
 */
import { Session } from 'node:inspector/promises';

export interface AllocNode {
  callFrame: { functionName: string; url: string };
  selfSize: number;
  children: AllocNode[];
}

export interface Allocation {
  /** Estimated bytes allocated by the batch. */
  bytes: number;
  /** The sampled call tree (self sizes per frame). */
  head: AllocNode;
}

/** Runs `work` once under the sampling heap profiler; returns what it allocated. */
export async function allocated(work: () => void, interval = 128): Promise<Allocation> {
  const session = new Session();
  session.connect();
  await session.post('HeapProfiler.enable');
  await session.post('HeapProfiler.startSampling', {
    samplingInterval: interval,
    includeObjectsCollectedByMinorGC: true,
    includeObjectsCollectedByMajorGC: true,
  });
  work();
  const { profile } = (await session.post('HeapProfiler.stopSampling')) as unknown as {
    profile: { head: AllocNode; samples: { size: number }[] };
  };
  await session.post('HeapProfiler.disable');
  session.disconnect();
  let bytes = 0;
  for (const s of profile.samples) bytes += s.size;
  return { bytes, head: profile.head };
}
