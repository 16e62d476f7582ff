/**
 * Rule FLOW_VOLUME_OUT: the IDDSI flow test reads what remains in a 10 ml syringe after 10 s; a
 * volume followed by a verb that says it left the syringe ("all 10 ml flowed out", "10mlが全部流れた",
 * "2 ml came out") is what flowed out: the residue is the rest of the 10 ml.
 */
import { OUTFLOW_EXCEPT_BEFORE, OUTFLOW_GAP_WORDS, type Names } from '../lexicon/terms';
import type { Measure } from './measures';
import { normalizedWordSet } from './normalize';

/** The syringe of the IDDSI flow test. */
const SYRINGE_ML = 10;
/** How far after the volume the verb may stand ("10 ml of it ran out", "10mlが全部流れた"). */
const MAX_GAP = 10;
/** "all but 2 ml came out": the volume is what stayed. */
const words = (names: Names) => [...normalizedWordSet(names)].sort((a, b) => b.length - a.length);
const EXCEPT_WORDS = words(OUTFLOW_EXCEPT_BEFORE);
/** The words with the space before them, built once rather than per word at each read. */
const EXCEPT_ENDINGS = EXCEPT_WORDS.map((w) => ` ${w}`);
const GAP_WORDS = words(OUTFLOW_GAP_WORDS);
const LATIN_END = /[a-z]$/;

/** The gap holds only filler words ("of it", "が全部"): strip them from its front, longest first. */
function onlyFiller(gap: string): boolean {
  let rest = gap.trim();
  for (let changed = true; rest && changed; ) {
    changed = false;
    for (const w of GAP_WORDS) {
      if (!rest.startsWith(w)) continue;
      const after = rest.slice(w.length);
      if (LATIN_END.test(w) && after && after[0] !== ' ') continue;
      rest = after.trim();
      changed = true;
      break;
    }
  }
  return rest === '';
}

function exceptBefore(norm: string, start: number): boolean {
  const before = norm.slice(Math.max(0, start - 16), start).trimEnd();
  for (let k = 0; k < EXCEPT_WORDS.length; k++) if (before === EXCEPT_WORDS[k] || before.endsWith(EXCEPT_ENDINGS[k]!)) return true;
  return false;
}

/** Between a verb and the volume after it ("salieron los 10 ml", "sono usciti tutti i 10 ml"): articles and "all". */
const VERB_FIRST_GAP = /^\s*(?:(?:los|las|el|la|les|tous|todos|todas|tutti|tutte|i|os|as|all|the|semua|het|die|alle)\s+)*$/;

/** An outflow verb after the volume in its clause, or right before it with only an article between. */
function flowedOut(norm: string, ms: Measure, outflows: readonly (readonly [number, number])[]): boolean {
  for (const [start, end] of outflows) {
    if (start >= ms.end && start - ms.end <= MAX_GAP && onlyFiller(norm.slice(ms.end, start))) return true;
    if (end <= ms.start && ms.start - end <= MAX_GAP && VERB_FIRST_GAP.test(norm.slice(end, ms.start))) return true;
  }
  return false;
}

/**
 * The residue a volume that flowed out leaves: null when the volume is not an outflow; 'emptied'
 * when (about) the whole syringe flowed out; else the rest of the 10 ml, bounds swapped.
 */
export function residueOfOutflow(norm: string, ms: Measure, outflows: readonly (readonly [number, number])[]): Measure | 'emptied' | null {
  if (!flowedOut(norm, ms, outflows)) return null;
  if (exceptBefore(norm, ms.start)) return null;
  if (ms.lo >= SYRINGE_ML - 0.5) return 'emptied';
  const qualifier = ms.qualifier === 'lt' ? 'gt' : ms.qualifier === 'gt' ? 'lt' : ms.qualifier;
  const { inclusive: _, ...rest } = ms;
  return { ...rest, lo: SYRINGE_ML - ms.hi, hi: SYRINGE_ML - ms.lo, qualifier };
}
