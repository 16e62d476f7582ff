/**
 * What the reading layers know of each clause (ClauseContext), of whole sentences (TextFacts), and the
 * strongest reading kept per code (Kept).
 */

import type { Token } from './clauses';
import { type ContextKind, DEGREE_KEEPS_SIGN, type SignCode } from '../concepts';
import type { Finding, FindingStatus } from '../findings';

export interface TemporalCue {
  at: number;
  past: boolean;
  /** A record marker ("history of", "riwayat"), not a statement of time. */
  record: boolean;
  /** A recovery with its object after it ("y se le quitó la fiebre"): it dates what follows, not a sign before it. */
  ahead?: boolean;
  /** A diet upgraded back to normal: it dates what is told before it, never a sign after it (happened since). */
  behind?: boolean;
  /** An episode's ending or an anaphoric "then" (rule date_outranks_ending): a date before it in the clause wins. */
  ending?: boolean;
  /** A recovery told as a state now ("ya está bien"): it dates no episode sign (rule fine_now_is_the_episode). */
  stateNow?: boolean;
}

export const STATUS_RANK: Record<FindingStatus, number> = { past: 1, possible: 2, current: 3 };
/** The strongest reading of one code so far, and the words it was read from. */
export interface Kept {
  finding: Finding;
  rank: number;
  start: number;
  end: number;
}

/** The reading kept for `code`: a linear search, as a text names a few dozen codes at most. */
export function keptFor(kept: readonly Kept[], code: string): Kept | undefined {
  for (const k of kept) if (k.finding.code === code) return k;
  return undefined;
}

/** Keeps `finding` for its code, in place of `prev` when there is one (the order of first mention stays). */
export function keep(kept: Kept[], prev: Kept | undefined, finding: Finding, rank: number, t: Token): void {
  if (!prev) {
    kept.push({ finding, rank, start: t.start, end: t.end });
    return;
  }
  prev.finding = finding;
  prev.rank = rank;
  prev.start = t.start;
  prev.end = t.end;
}

export function addOnce<T>(list: T[], value: T): void {
  if (!list.includes(value)) list.push(value);
}

export const CTX_BIT: Record<ContextKind | 'mealTemporal', number> = {
  meal: 1,
  mealTemporal: 2,
  pill: 4,
  voice: 8,
  recurrent: 16,
  decrease: 32,
  airway: 64,
  gulp: 128,
  split: 256,
  dry: 512,
  waterTest: 1024,
  cause: 2048,
  saliva: 4096,
  sleep: 8192,
  intake: 16384,
  waterTestPassed: 32768,
  waterTestEvent: 65536,
  expelled: 131072,
};

/** What the cue words say about whole sentences and the whole text (the sets are rare: made on first use). */
export interface TextFacts {
  /** Sentences with an unrelated illness ("a cold"). */
  sentenceUnrelated: Set<number> | undefined;
  /** Sentences with a recovery ("fully recovered"), or the sentence a bare recovery sentence speaks of. */
  sentenceRecovered: Set<number> | undefined;
  /** Sentences with a past cue ("at that time", "in 2017"): a treatment named there is history next to normal eating. */
  sentencePast: Set<number> | undefined;
  /** Rule resolution_names_event_back: clauses whose undated sign the next clause's "that has resolved" says is over. */
  clauseResolvedBack?: Set<number>;
  /** Clauses whose sign a state-now recovery speaks of back ("…, ya está bien"): not an episode sign's resolution. */
  clauseFineBack?: Set<number>;
  /** Eating or drinking is described as normal somewhere, or a reassuring phrase answers a doubt. */
  anyNormal: boolean;
}

export class ClauseContext {
  /** Past and current cues in text order. */
  temporal: TemporalCue[] | undefined = undefined;
  uncertain = false;
  /** A question frame ("要不要", "bertanya apakah"): a diet named in the clause is asked about. */
  question = false;
  unrelated = false;
  normal = false;
  occasional = false;
  /** The occasional words read were degree words ("slightly") and frequency words ("sometimes"). */
  degree = false;
  frequency = false;
  /** "every time", "at every meal", "always": the sign comes with every swallow. */
  persistent = false;
  /** "daily", "每天": persistent when the sentence tells a meal (rule daily_at_meals_is_every_meal). */
  daily = false;
  /** "fine with", "ok naman": something is tolerated. */
  tolerates = false;
  /** The clause holds a negated sign ("no cough"). */
  deniesSign = false;
  /** The clause holds a negator. */
  negated = false;
  /** The clause names a sign (rule repeated_episodes: a clause of "again" alone tells the sign before it). */
  namesSign = false;
  /** Context cues present, as CTX_BIT flags. */
  ctx = 0;
  /** A causal word opens or closes the clause ("because it is hard to swallow", "飲み込めないので"): it links a neighbour. */
  causeLinks = false;
  /** A causal word opens the clause ("Reason: ...", "It is because ..."): rule cause_opens_next_sentence. */
  causeOpens = false;

  /** Only degree words softened the clause ("slightly"), no frequency word ("sometimes"). */
  get degreeOnly(): boolean {
    return this.degree && !this.frequency;
  }

  /**
   * Whether a sign in this clause is occasional: an every-X word wins over a degree word (clinical audit finding
   * 3), and a degree word alone ("slightly gurgly") leaves a bedside fail sign whole (DEGREE_KEEPS_SIGN).
   */
  occasionalFor(code: SignCode): boolean {
    return this.occasional && !this.persistent && !(this.degreeOnly && DEGREE_KEEPS_SIGN.has(code));
  }

  /** Most clauses hold no time cue: their list is made on the first one. */
  addTemporal(cue: TemporalCue): void {
    (this.temporal ??= []).push(cue);
  }
}
