/**
 * Frequency: a frequency told after its sign, every-time words on the main verb, episodes told again.
 * A layer of the analyser (analyse.ts): each reading layer extends the one before it.
 */

import { type ClauseContext, CTX_BIT, type Kept } from './clause-context';
import type { Token } from './clauses';
import { NOT_EVERY_TIME_WORDS, ONCE_WORDS } from '../lexicon/time-frequency';
import type { Entry } from '../matcher';
import { normalize } from '../normalize';
import { familyOf, type SignCode, signConcept } from '../concepts';
import { TimeReading } from './time';

/** An every-time word, then a main verb, then "when": the frequency is the main verb's (frequency_on_main_verb). */
const MAIN_VERB_FREQUENCY = /\b(?:always|every time|each time|usually)\s+(?!when\b)\S+.*?\b(?:when|whenever|as soon as|once)\b/;

/** Separate clauses telling one major sign that make it repeated (rule repeated_episodes). */
const REPEATED_EPISODE_CLAUSES = 3;

/**
 * The not-every-time and "just the once" words, normalised like the text. Built at load: a normalisation during an
 * analysis would overwrite the scratch buffer the analyser is reading from.
 */
const notEveryTime: ReadonlySet<string> = new Set(
  [...Object.values(NOT_EVERY_TIME_WORDS), ...Object.values(ONCE_WORDS)].flatMap((list) => list.map((w) => normalize(w).text)),
);

/**
 * A denied every-time word ("not every meal", rule not_every_time) or a "just the once" (rule once_after_its_sign,
 * "soup came out his nose last week, just the once") that trails its sign.
 */
function isNotEveryTime(e: Entry, words: string): boolean {
  if (e.kind !== 'occasional') return false;
  return notEveryTime.has(words);
}

/**
 * What a clause or sentence holds so far, with one more word `e`: 0 nothing, 1 only an every-time frequency, 3 only
 * a not-every-time one (a contrast or concession word beside it is glue: "..., but not every time", "tapi tidak setiap
 * kali"), 5 only such glue, 2 anything else. List glue (connectors) changes nothing.
 */
function frequencyKind(kind: number, e: Entry, every: boolean, notEvery: boolean): number {
  if (e.kind === 'connector') return kind;
  if (every) return kind === 0 || kind === 1 ? 1 : 2;
  if (notEvery) return kind === 0 || kind === 3 || kind === 5 ? 3 : 2;
  if (e.kind === 'contrast' || e.kind === 'concession') return kind === 0 || kind === 5 ? 5 : kind === 3 ? 3 : 2;
  return 2;
}

/**
 * An every-time word that may trail its sign. A daily word is persistent only beside a meal (rule
 * daily_at_meals_is_every_meal), so it does not trail; `again` keeps an "again" meal word ("biasa lagi" is not one).
 */
function isEveryTime(e: Entry, again: boolean): boolean {
  if (e.kind === 'persistent') return e.daily !== true;
  return e.kind === 'ctx' && e.persistent === true && (again || e.ctx !== 'recurrent');
}

export abstract class FrequencyReading extends TimeReading {
  /**
   * Reading rule repeated_episodes (docs/SCREENING.md): one major sign told in REPEATED_EPISODE_CLAUSES
   * separate current clauses ("coughed on her tea on Sunday, again at breakfast Monday, and again on
   * Wednesday") is the repeated cough or choke at meals of the bedside screens, as "every meal" is.
   */
  protected markRepeatedEpisodes(ctx: ClauseContext[], kept: readonly Kept[]): void {
    const families: SignCode[] = [];
    for (const { finding: f } of kept) {
      if (f.kind !== 'sign' || f.status !== 'current' || f.compensated || signConcept(f.code).tier !== 'major') continue;
      families.push(familyOf(f.code));
    }
    // Most texts tell no current major sign: then there is nothing to count.
    if (families.length === 0) return;
    // One pass over the tokens (in text order, so a family's clauses come in order): current clauses per family.
    const counts = new Array<number>(families.length).fill(0);
    const lastClause = new Array<number>(families.length).fill(-1);
    for (let i = 0; i < this.tokens.length; i++) {
      const t = this.tokens[i]!;
      const e = t.entry;
      if (t.negated || e.kind !== 'sign') continue;
      const k = families.indexOf(familyOf(e.code));
      if (k < 0 || lastClause[k] === t.clause || this.isPast(ctx[t.clause]!, t.start)) continue;
      lastClause[k] = t.clause;
      counts[k]! += 1 + this.againClausesAfter(ctx, t.clause) + this.againJoinedInClause(ctx, i);
    }
    for (const { finding: f } of kept) {
      if (f.kind !== 'sign' || f.status !== 'current' || f.compensated || signConcept(f.code).tier !== 'major') continue;
      if (counts[families.indexOf(familyOf(f.code))]! < REPEATED_EPISODE_CLAUSES) continue;
      f.persistent = true;
      f.occasional = false;
    }
  }

  /**
   * Clauses right after `clause` in its sentence that tell the event again without naming a sign ("coughed on her
   * tea on Sunday, again at breakfast Monday, and again Wed"): each is one more episode (rule repeated_episodes).
   */
  protected againClausesAfter(ctx: ClauseContext[], clause: number): number {
    const sentence = this.clauses[clause]!.sentence;
    // "偶尔呛一下，一个礼拜一两次": a count after an occasional sign is its rate, not more episodes.
    if (ctx[clause]!.occasional) return 0;
    let n = 0;
    for (let k = clause + 1; this.clauses[k]?.sentence === sentence; k++) {
      const c = ctx[k];
      if (!c || (c.ctx & CTX_BIT.recurrent) === 0 || c.negated || c.namesSign || this.isPast(c, this.clauses[k]!.end)) break;
      n++;
    }
    return n;
  }

  /**
   * "Coughed on her tea at breakfast and again at lunch": an "again" joined by "and" after the sign in its own
   * clause is one more episode (rule repeated_episodes); a bare count word ("two weeks ago") is not.
   */
  protected againJoinedInClause(ctx: ClauseContext[], at: number): number {
    const clause = this.tokens[at]!.clause;
    if (ctx[clause]!.occasional) return 0;
    let n = 0;
    for (let j = at + 2; this.tokens[j]?.clause === clause; j++) {
      const t = this.tokens[j]!;
      const before = this.tokens[j - 1]!;
      const joined = before.entry.kind === 'connector' && !before.entry.disjunctive && t.start - before.end <= 1;
      if (joined && t.entry.kind === 'ctx' && t.entry.ctx === 'recurrent' && !t.negated) n++;
    }
    return n;
  }

  /**
   * A sentence of nothing but a frequency ("Coughed on her tea Sunday, and again Monday. Every cuppa, basically.")
   * speaks of the sentence before it: its clauses that name a sign take the frequency, unless told as occasional.
   */
  protected carryTrailingFrequency(ctx: ClauseContext[]): void {
    const sentences = (this.clauses[this.clauses.length - 1]?.sentence ?? 0) + 1;
    // Per sentence: 1 holds a frequency "every time" and nothing else but list glue, 3 an occasional one, 2 anything else.
    const kind = new Uint8Array(sentences);
    for (const t of this.tokens) {
      const s = this.sentenceOf(t);
      const e = t.entry;
      const every = isEveryTime(e, true);
      kind[s] = frequencyKind(kind[s]!, e, every, e.kind === 'occasional' && isNotEveryTime(e, this.text.slice(t.start, t.end)));
    }
    for (let n = 0; n < this.clauses.length; n++) {
      const c = ctx[n];
      const next = kind[this.clauses[n]!.sentence + 1];
      if (c && next === 1 && !c.occasional) c.persistent = true;
      // Rule not_every_time: "Wet voice after meals. Not every time though." (from the sentence's last clause).
      if (next === 3 && this.clauses[n + 1]?.sentence !== this.clauses[n]!.sentence) this.carryTrailingOccasional(ctx, n);
    }
    this.carryTrailingFrequencyClause(ctx);
  }

  /**
   * Reading rule trailing_frequency_clause: a clause of nothing but a frequency
   * after a comma ("coughs when she drinks, every single time", "喝水会呛，每次都这样", "Tose al beber, siempre")
   * speaks of the clauses before it in its sentence, back to the one that names a sign, as a sentence of nothing
   * but a frequency speaks of the sentence before it.
   */
  protected carryTrailingFrequencyClause(ctx: ClauseContext[]): void {
    // Per clause: 1 holds a frequency "every time" and nothing else but list glue, 3 an occasional one, 2 anything else.
    const kind = new Uint8Array(this.clauses.length);
    for (const t of this.tokens) {
      const e = t.entry;
      // "biasa lagi" (back to normal): an "again" word is no every-time frequency.
      const every = isEveryTime(e, false);
      // Only an occasional word can be a not-every-time one: no slice for the others.
      const notEvery = e.kind === 'occasional' && isNotEveryTime(e, this.text.slice(t.start, t.end));
      kind[t.clause] = frequencyKind(kind[t.clause]!, e, every, notEvery);
    }
    for (let n = 1; n < this.clauses.length; n++) {
      const sentence = this.clauses[n]!.sentence;
      // The Japanese reading comma 、 is read as a list mark; a frequency alone
      // after it ("むせるらしい、毎回") trails the sign as after a comma.
      const opened = this.clauses[n]!.opened;
      if ((opened !== 'comma' && opened !== 'enum') || this.clauses[n - 1]!.sentence !== sentence) continue;
      if (kind[n] === 3) this.carryTrailingOccasional(ctx, n - 1);
      if (kind[n] !== 1) continue;
      for (let k = n - 1; k >= 0 && this.clauses[k]!.sentence === sentence; k--) {
        const c = ctx[k];
        if (!c) continue;
        if (!c.occasional) c.persistent = true;
        if (c.namesSign) break;
      }
    }
  }

  /**
   * Reading rule not_every_time: a clause of nothing but an occasional frequency after its sign ("wet
   * voice after meals, not every meal", "tose al beber, no siempre", "ไม่ได้เป็นทุกมื้อ") makes the signs told before
   * it in its sentence occasional; an every-time word in their own clause still wins (occasionalFor).
   */
  protected carryTrailingOccasional(ctx: ClauseContext[], from: number): void {
    const sentence = this.clauses[from]!.sentence;
    for (let k = from; k >= 0 && this.clauses[k]!.sentence === sentence; k--) {
      const c = ctx[k];
      if (!c?.namesSign) continue;
      c.occasional = true;
      c.frequency = true;
    }
  }

  /**
   * Reading rule frequency_on_main_verb: "I always stop the meal when she starts
   * coughing": an every-time word before a "when" clause tells how often the carer acts, not how often the sign
   * comes, when no sign stands between it and the "when".
   */
  protected frequencyOnMainVerb(t: Token): boolean {
    const before = this.text.slice(this.clauses[t.clause]!.start, t.start);
    const m = MAIN_VERB_FREQUENCY.exec(before);
    if (!m) return false;
    const between = m.index + m[0].length;
    return !this.tokens.some(
      (o) =>
        o.clause === t.clause &&
        o.entry.kind === 'sign' &&
        o.start < t.start &&
        o.start > this.clauses[t.clause]!.start + m.index &&
        o.start < this.clauses[t.clause]!.start + between,
    );
  }
}
