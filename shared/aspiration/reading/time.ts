/**
 * Tense and time: past or current, years, comparisons with the past, recoveries that date a sign.
 * A layer of the analyser (analyse.ts): each reading layer extends the one before it.
 */

import type { ClauseContext, TemporalCue, TextFacts } from './clause-context';
import { firstWord, isSignOrRisk, lastWord, SIGN_NAMED, type Token } from './clauses';
import { RECENT_EVENT_MONTHS } from '../concepts';
import { isSpaced } from './context';
import { CueReading } from './cues';
import { BEFORE_AN_ACT } from '../lexicon/before-an-act';
import { isFineNow } from '../lexicon/episode-recovery';
import { isClinicianCleared } from '../lexicon/clinician-cleared';
import { PRESENT_AFTER_AND } from '../lexicon/present-after-and';
import { ANAPHORIC_THEN_WORDS } from '../lexicon/recent-dates';
import type { InputLanguage } from '../lexicon/red-flags';
import { MEAL_WHEN_WORDS, RESOLUTION_BACK_LEAD } from '../lexicon/time-frequency';
import { normalize, sourceSlice } from '../normalize';

/** A number that is a calendar year, unless a measure follows ("2000 ml"). */
const YEAR = /^(?:19|20)\d\d$/;
const MEASURE_AFTER = /^\s*(?:ml|mg|g|kg|cc|kcal|cal)\b/;

/** The coordinators and present markers of every language, normalised (rule present_verb_after_and). */
const normalizedWords = (pick: (row: (typeof PRESENT_AFTER_AND)[InputLanguage]) => readonly string[]): readonly string[] => [
  ...new Set(Object.values(PRESENT_AFTER_AND).flatMap((row) => pick(row).map((w) => normalize(w).text))),
];
const COORDINATORS = normalizedWords((row) => row.coordinators);
const PRESENT_MARKERS = normalizedWords((row) => row.present);
const HABIT_MARKERS = normalizedWords((row) => row.habit ?? []);
const FORMERLY = normalizedWords((row) => row.formerly ?? []);
/** How far before the sign the coordinator may stand ("and she still coughs", "và thường ho", "而且喝水会呛"). */
const PRESENT_LEAD = 4;
/** How far after the sign's start a present marker is read ("tose", "むせます。"), within its clause. */
const PRESENT_WINDOW = 12;

/**
 * Past when the whole year ended more than RECENT_EVENT_MONTHS ago, current
 * for this year, undefined for a future year (a typo or not a year).
 */
function isRemoteYear(year: number, now = new Date()): boolean | undefined {
  const thisYear = now.getUTCFullYear();
  if (year > thisYear) return undefined;
  if (year === thisYear) return false;
  // A date in last year is more than three months ago from April on.
  return year < thisYear - 1 || now.getUTCMonth() >= RECENT_EVENT_MONTHS;
}

/**
 * Rule resolution_names_event_back: what may stand before the recovery word when it speaks of the event before
 * ("that has", "it's", "all", "but this has now"): a pronoun, an auxiliary and "now", nothing that names a thing.
 */
const RESOLUTION_BACK_SUBJECT =
  /^(?:(?:but|and|though|although)(?:\s+|$))?(?:now(?:\s+|$))?(?:(?:that|it|this|which|all that|that all|all of that)(?:'s|’s)?)?(?:\s+(?:has|have|had|is|was|been|now|since|all|completely|totally|fully))*$/i;

/** What may follow a recovery for rule resolution_then_normal_eating: normal eating, list glue, "now" (and a meal word). */
const GLUE_OR_NORMAL: ReadonlySet<string> = new Set(['normal', 'connector', 'current', 'recovered', 'tolerates']);

/** The lead words of RESOLUTION_BACK_LEAD, normalised like the text, longest first. */
const RESOLUTION_LEADS: readonly string[] = [
  ...new Set(Object.values(RESOLUTION_BACK_LEAD).flatMap((words) => words.map((w) => normalize(w).text))),
].sort((a, b) => b.length - a.length);

/** Whether a clause's text before its recovery word is only lead words (rule resolution_names_event_back). */
function onlyResolutionLead(before: string): boolean {
  let rest = before.replace(/[\s,，、]+/gu, ' ').trim();
  for (let changed = rest !== ''; changed && rest !== ''; ) {
    const lead = RESOLUTION_LEADS.find((w) => rest.startsWith(w) && !/^[\p{L}]/u.test(isSpaced(w) ? rest.slice(w.length) : ''));
    changed = lead !== undefined;
    if (lead) rest = rest.slice(lead.length).trim();
  }
  return rest === '';
}

/** After a subject-less recovery: nothing that could name what recovered ("del todo", "ค่ะ", "りました" pass). */
const BARE_TAIL_WORDS = 2;
const BARE_TAIL_CHARS = 4;
function isBareTail(tail: string): boolean {
  const rest = tail.replace(/[\s.,;:!?。，、！？]+/gu, ' ').trim();
  if (rest === '') return true;
  const words = rest.split(' ');
  return (
    words.length <= BARE_TAIL_WORDS && (isSpaced(rest) ? words.every((w) => w !== 'de' && w !== 'from') : rest.length <= BARE_TAIL_CHARS)
  );
}

/**
 * Reading rule compared_with_past (docs/SCREENING.md, tense: "a comparison with the past describes a
 * current problem"): a past time after "than" / "as long as" / 比 / so với / a comparative (慢過, chậm hơn, ช้ากว่า,
 * lebih lama dari), or before より / 보다, is what the present is compared with, not when the sign happened. "More/less than a year ago" stays a date.
 */
const COMPARISON_REACH = 24;
const COMPARED_BEFORE =
  /(?:(?<!\b(?:more|less|rather|other|longer) )\bthan(?: (?:it|she|he|they) (?:was|were|did))?(?: in| at)?|\bcompared (?:to|with)(?: how (?:it|she|he) was)?|\b(?:long|slow|much|quick|fast|often|well|easily|hard) as(?: (?:it|she|he|they|i|we|you))?(?: (?:did|was|were|had|could))?|\b(?:más|menos) \S+ que(?: el| la| en)?|比起?|so với|kaysa(?: noong| sa)?|daripada|lebih \S+(?: \S+)? dari|(?:慢|耐|差|難|难|辛苦)(?:過|过)|(?:chậm|lâu|khó|kém|yếu) hơn(?: so với)?|(?:ช้า|นาน|ยาก|แย่|ลำบาก)กว่า)\s*$/iu;
const COMPARED_AFTER = /^\s*(?:より|と比べ|に比べ|보다|에 비해|에 비하면|相比|比起來|比起来)/u;
/** Clinical audit: a Spanish span cue ending in "que", and a preterite verb (with its clitic) right after it. */
const SPAN_THAT = /\bque$/iu;
const PRETERITE_REACH = 24;
const SPANISH_PRETERITE_NEXT =
  /^\s*(?:(?:no|le|se|lo|la|les|me|te) )*(?:fue|tuvo|hizo|estuvo|dio|vino|pudo|\p{L}+(?:ó|ió|aron|ieron))(?![\p{L}])/iu;
const NO_CUES: readonly TemporalCue[] = [];
/** How far rule before_an_act_not_past looks for the verb or meal beside the "before" word. */
const BEFORE_REACH = 24;
const WHEN_WORDS: ReadonlySet<string> = new Set(MEAL_WHEN_WORDS.map((w) => normalize(w).text));
/**
 * The cues a "when" word after them makes a time of the meal (rule meal_when_not_past), taking tablets
 * too ("食藥粒嗰陣"): a choke while swallowing a tablet is at that moment, not long ago.
 */
const MEAL_CUES: ReadonlySet<string> = new Set(['meal', 'mealTemporal', 'gulp', 'pill']);
/** The anaphoric "then" words (rule date_outranks_ending), normalised like the text. */
const ANAPHORIC_THEN: ReadonlySet<string> = new Set(Object.values(ANAPHORIC_THEN_WORDS).flatMap((ws) => ws.map((w) => normalize(w).text)));

/** `clauses` with `clause` added, made on first use (most texts resolve nothing). */
function withClause(clauses: Set<number> | undefined, clause: number): Set<number> {
  const out = clauses ?? new Set<number>();
  out.add(clause);
  return out;
}

/** What clausesOfOnlyDates tells of a clause holding tokens (0: none). */
const ONLY_DATE = 1;
const NOT_ONLY_DATE = 2;

export abstract class TimeReading extends CueReading {
  /** A past time that is only what now is compared with ("slower than last year", "去年より"): rule compared_with_past. */
  protected comparedWithPast(t: Token): boolean {
    const before = sourceSlice(this.norm, Math.max(0, t.start - COMPARISON_REACH), t.start);
    const after = sourceSlice(this.norm, t.end, Math.min(this.norm.text.length, t.end + COMPARISON_REACH));
    return COMPARED_BEFORE.test(before) || COMPARED_AFTER.test(after);
  }

  /**
   * Clinical audit, finding 1: "hace años que tose" goes on now, "hace dos años que tuvo neumonía" (a
   * preterite after "que") dates a past event.
   */
  protected spanToldInPreterite(t: Token): boolean {
    if (!SPAN_THAT.test(sourceSlice(this.norm, t.start, t.end))) return false;
    return SPANISH_PRETERITE_NEXT.test(sourceSlice(this.norm, t.end, Math.min(this.norm.text.length, t.end + PRETERITE_REACH)));
  }

  /** Rule meal_when_not_past: a "when" word (MEAL_WHEN_WORDS) right after a meal or drink word in its clause. */
  protected whenOfMeal(i: number): boolean {
    const t = this.tokens[i]!;
    const prev = this.tokens[i - 1];
    if (!WHEN_WORDS.has(this.text.slice(t.start, t.end)) || prev?.clause !== t.clause) return false;
    return prev.entry.kind === 'ctx' && MEAL_CUES.has(prev.entry.ctx);
  }

  /** Rule before_an_act_not_past (lexicon/before-an-act.ts): "before" told of a meal or a swallow, not of the past. */
  protected beforeAnAct(t: Token): boolean {
    const word = this.text.slice(t.start, t.end);
    const before = this.text.slice(Math.max(0, t.start - BEFORE_REACH), t.start);
    const after = this.text.slice(t.end, t.end + BEFORE_REACH);
    return BEFORE_AN_ACT.some((b) => b.word === word && (b.before?.test(before) ?? true) && (b.after?.test(after) ?? true));
  }

  /** A time cue: past, recovered, current, or "# months ago". False when the token is none of them. */
  protected readTimeCue(c: ClauseContext, facts: TextFacts, i: number): boolean {
    const t = this.tokens[i]!;
    const e = t.entry;
    switch (e.kind) {
      case 'past':
        if (this.whenOfMeal(i) || this.beforeAnAct(t)) return true;
        if (ANAPHORIC_THEN.has(this.text.slice(t.start, t.end)) && this.recentDateBefore(i)) {
          c.addTemporal({ at: t.start, past: false, record: false });
          return true;
        }
        if (this.comparedWithPast(t)) {
          c.addTemporal({ at: t.start, past: false, record: false });
          return true;
        }
        c.addTemporal({ at: t.start, past: true, record: e.record });
        if (!e.record) (facts.sentencePast ??= new Set()).add(this.sentenceOf(t));
        return true;
      case 'recovered':
        this.readRecovery(c, facts, i);
        return true;
      case 'current':
        c.addTemporal({ at: t.start, past: this.spanToldInPreterite(t), record: false });
        return true;
      case 'monthsAgo': {
        // "2 months ago" is recent, "8 months ago" history.
        const digits = /\d+/.exec(sourceSlice(this.norm, t.start, t.end));
        const months = digits ? Number(digits[0]) / e.perMonth : 1;
        c.addTemporal({ at: t.start, past: months > RECENT_EVENT_MONTHS, record: false });
        return true;
      }
      default:
        return false;
    }
  }

  /**
   * "fully recovered" dates what it is said of, and makes the sentence's risk factors history;
   * "not yet recovered", "belum pulih", "回復していない" do neither. A recovery sentence that names
   * nothing of its own ("Fully resolved, normal diet since.") speaks of the sentence before it.
   */
  protected readRecovery(c: ClauseContext, facts: TextFacts, i: number): void {
    if (this.isDenied(i) || this.deniedAcrossContrast(i)) return;
    const t = this.tokens[i]!;
    const object = this.tokens[i + 1];
    const ahead = object?.clause === t.clause && isSignOrRisk(object);
    const upgrade = t.entry.kind === 'recovered' && t.entry.upgrade;
    const stateNow = !upgrade && isFineNow(this.text.slice(t.start, t.end));
    c.addTemporal({ at: t.start, past: true, record: false, ahead, behind: upgrade, ending: !upgrade, stateNow });
    const sentence = this.sentenceOf(t);
    (facts.sentenceRecovered ??= new Set()).add(sentence);
    if (this.resolutionNamesEventBack(t)) {
      const back = this.clauseBeforeContrast(t.clause);
      if (stateNow) facts.clauseFineBack = withClause(facts.clauseFineBack, back);
      else facts.clauseResolvedBack = withClause(facts.clauseResolvedBack, back);
      facts.sentenceRecovered.add(this.clauses[back]!.sentence);
    }
    // So does one opened by a contrast word ("aspiration on VFSS, but the repeat study was normal"): the word
    // makes a past sign resolved only, never a current one.
    // A run of such sentences ("Repeat study normal. Eating normally ever since.") reaches back to the one naming the event.
    // A treatment or illness named with the recovery is what recovered ("PEG out", "胃ろうも外しました"): rule
    // recovery_reaches_event; only a sign of its own keeps the recovery in its sentence.
    if (!this.followsStopOrContrast(t.clause) || this.sentenceNamesItem(sentence, SIGN_NAMED)) return;
    for (let s = sentence - 1; s >= 0; s--) {
      facts.sentenceRecovered.add(s);
      // An event told over several dated sentences ("Pneumonia in 2017. FEES at the time showed aspiration.") is one.
      if (this.sentenceNamesItem(s) && !(facts.sentencePast?.has(s) && facts.sentencePast.has(s - 1))) break;
    }
  }

  /**
   * Rule date_outranks_ending: whether the nearest time word before token i in its sentence is a recent date
   * ("last week", "3 weeks ago"), which an anaphoric "then" (그때, 當時, at the time) points back to.
   */
  private recentDateBefore(i: number): boolean {
    const sentence = this.sentenceOf(this.tokens[i]!);
    for (let j = i - 1; j >= 0 && this.sentenceOf(this.tokens[j]!) === sentence; j--) {
      const e = this.tokens[j]!.entry;
      if (e.kind === 'current') return true;
      if (e.kind === 'past' || e.kind === 'recovered') return false;
      if (e.kind === 'monthsAgo') {
        const digits = /\d+/.exec(sourceSlice(this.norm, this.tokens[j]!.start, this.tokens[j]!.end));
        return !digits || Number(digits[0]) / e.perMonth <= RECENT_EVENT_MONTHS;
      }
    }
    return false;
  }

  /**
   * The clause before `clause`, past a clause of nothing but a contrast word ("ありましたが、今は治って": the が stands
   * apart): rule resolution_names_event_back reaches the sign before the "but".
   */
  private clauseBeforeContrast(clause: number): number {
    const back = this.clauseBefore(clause);
    const own = this.tokens.filter((o) => o.clause === back);
    if (back === 0 || own.length !== 1 || own[0]!.entry.kind !== 'contrast') return back;
    const c = this.clauses[back]!;
    return own[0]!.start <= c.start && own[0]!.end >= c.end ? this.clauseBefore(back) : back;
  }

  protected resolutionNamesEventBack(t: Token): boolean {
    // A resolution asked about ("that has resolved?") says nothing is over.
    if (t.clause === 0 || this.clauses[t.clause]!.closedBy === '?') return false;
    // The clinician's "no longer needed" ends the diet, never a sign told before it (clinician_says_no_longer_needed).
    const upgrade = t.entry.kind === 'recovered' && t.entry.upgrade;
    if (upgrade && isClinicianCleared(this.text.slice(t.start, t.end))) return false;
    // What recovered may be named after the word ("recovered from the flu", "se le quitó la gripe"), unless it is
    // the sign of the clause before, told as not again ("半年没再呛").
    const back = this.clauseBefore(t.clause);
    if (upgrade && this.signAtMeal(back)) return false;
    const namedOwn = (o: Token) =>
      (isSignOrRisk(o) && !this.signOfClause(o, t, back)) || (o.start > t.start && o.entry.kind === 'unrelated');
    if (this.tokens.some((o) => o.clause === t.clause && namedOwn(o))) return false;
    const clause = this.clauses[t.clause]!;
    if (RESOLUTION_BACK_SUBJECT.test(sourceSlice(this.norm, clause.start, t.start).trim())) return true;
    if (!onlyResolutionLead(this.text.slice(clause.start, t.start))) return false;
    return isBareTail(this.text.slice(t.end, clause.end)) || this.tailIsNormalEating(t);
  }

  /**
   * Rule withdrawn_management_keeps_sign: a thickener or diet stopped ("thickener was stopped",
   * "他们停了稠剂", "le quitaron el espesante") ends the management, not a sign told at a meal in the clause before
   * ("coughs when drinking water"): that sign is how the person swallows now. A dated illness there ("肺炎のあと")
   * is still what the change ended.
   */
  private signAtMeal(clause: number): boolean {
    const own = this.tokens.filter((o) => o.clause === clause);
    return own.some((o) => o.entry.kind === 'sign') && own.some((o) => o.entry.kind === 'ctx' && MEAL_CUES.has(o.entry.ctx));
  }

  /**
   * Reading rule resolution_then_normal_eating: a subject-less recovery followed in its clause
   * by normal eating and nothing else ("但现在完全好了，吃普通饭", "今は完全に治って普通食を食べています", "but now it has
   * fully resolved and she eats a normal diet") is the swallow's recovery, as a bare one is.
   */
  private tailIsNormalEating(t: Token): boolean {
    const own = this.tokens.filter((o) => o.clause === t.clause && o.start >= t.end);
    const glue = (o: Token) => GLUE_OR_NORMAL.has(o.entry.kind) || (o.entry.kind === 'ctx' && o.entry.ctx === 'meal');
    return own.some((o) => o.entry.kind === 'normal') && own.every(glue);
  }

  /** A sign after the recovery word that the clause before names too: the event told as not coming back. */
  private signOfClause(o: Token, recovery: Token, back: number): boolean {
    const e = o.entry;
    if (e.kind !== 'sign' || o.start < recovery.end) return false;
    return this.tokens.some((p) => p.clause === back && p.entry.kind === 'sign' && p.entry.code === e.code);
  }

  /**
   * Rule resolution_names_event_back: an undated, not every-time sign the next sentence says resolved. A state-now
   * recovery resolves no episode sign (`episode`, rule fine_now_is_the_episode).
   */
  protected resolvedBack(c: ClauseContext, facts: TextFacts, t: Token, episode = false): boolean {
    const back = facts.clauseResolvedBack?.has(t.clause) || (!episode && facts.clauseFineBack?.has(t.clause));
    if (!back || c.persistent) return false;
    return !(c.temporal ?? NO_CUES).some((cue) => !cue.past);
  }

  /**
   * Reading rule record_dated_by_next_clause: a clause of nothing but a recent date
   * ("เคยเป็นปอดอักเสบจากการสำลัก 3 สัปดาห์ก่อน", where the space closes the clause) dates the sign of the clause
   * before it in its sentence, so a record marker there is current as "history of aspiration pneumonia 2 months ago" is.
   */
  protected carryTrailingRecentDate(ctx: ClauseContext[]): void {
    const onlyDate = this.clausesOfOnlyDates();
    for (let n = 1; n < this.clauses.length; n++) {
      if (onlyDate[n] !== ONLY_DATE) continue;
      const prev = ctx[n - 1];
      if (this.clauses[n - 1]!.sentence !== this.clauses[n]!.sentence || !prev?.namesSign) continue;
      if (!prev.temporal?.some((cue) => cue.record) || ctx[n]?.temporal?.some((cue) => cue.past) !== false) continue;
      prev.addTemporal({ at: this.clauses[n - 1]!.end, past: false, record: false });
    }
  }

  /**
   * Per clause, ONLY_DATE when it holds tokens and all are a "# months ago" or list glue (rule
   * record_dated_by_next_clause): one pass over the tokens, not one per clause.
   */
  private clausesOfOnlyDates(): Uint8Array {
    const kinds = new Uint8Array(this.clauses.length);
    for (const t of this.tokens) {
      const date = t.entry.kind === 'monthsAgo' || t.entry.kind === 'connector';
      if (!date) kinds[t.clause] = NOT_ONLY_DATE;
      else if (kinds[t.clause] === 0) kinds[t.clause] = ONLY_DATE;
    }
    return kinds;
  }

  /** Years written in the text ("in 2017", "2018-19", "2020年"): past when more than RECENT_EVENT_MONTHS ago. */
  protected yearCues(): Array<{ at: number; clause: number; past: boolean }> {
    const cues: Array<{ at: number; clause: number; past: boolean }> = [];
    // Numbers are normalised to '#'; the source gives the digits back.
    for (let i = this.text.indexOf('#'); i >= 0; i = this.text.indexOf('#', i + 1)) {
      const digits = sourceSlice(this.norm, i, i + 1);
      if (!YEAR.test(digits) || MEASURE_AFTER.test(this.text.slice(i + 1, i + 8))) continue;
      const past = isRemoteYear(Number(digits));
      if (past === undefined) continue;
      let c = 0;
      while (c + 1 < this.clauses.length && this.clauses[c]!.end <= i) c++;
      cues.push({ at: i, clause: c, past });
    }
    return cues;
  }

  /**
   * Rule present_verb_after_and (lexicon/present-after-and.ts): a sign told after "and" in the present or with a
   * word of habit ("she had a stroke last year and coughs with tea", "tahun 2019 kena stroke dan sering batuk") is
   * the patient's state now; the date belongs to the clause before the coordinator. Screening leans to the higher
   * risk, so the present is taken at its word.
   */
  private presentVerbAfterAnd(cueAt: number, at: number): boolean {
    const coordinator = lastWord(this.text, COORDINATORS, cueAt, at);
    if (!coordinator || this.gap(coordinator.end, at) > PRESENT_LEAD) return false;
    // The clause's closing mark is read with it: a Japanese present form is the one that ends the sentence.
    const clause = this.clauses[this.clauseAt(at)]!;
    const end = Math.min(at + PRESENT_WINDOW, clause.end + 1);
    if (firstWord(this.text, PRESENT_MARKERS, coordinator.end, end)) return true;
    // A habit is now after a date, the habit then after "formerly" ("dulu … dan sering batuk").
    const sentence = this.clauses[this.sentenceFirstClause(clause.sentence)]!.start;
    return (
      firstWord(this.text, HABIT_MARKERS, coordinator.end, end) !== undefined &&
      !firstWord(this.text, FORMERLY, sentence, coordinator.start)
    );
  }

  /**
   * Past when a past cue shares the clause and no "now"/"still" stands between
   * it and the term: that is, when the nearest temporal cue on either side is a past cue.
   * `remoteOnly` skips record markers ("history of stroke" is a stroke patient, not a recovered one); `episode`
   * skips state-now recoveries (rule fine_now_is_the_episode: "se atragantó, ya está bien" ended the episode).
   */
  protected isPast(c: ClauseContext, at: number, remoteOnly = false, episode = false): boolean {
    let before: TemporalCue | undefined;
    let after: TemporalCue | undefined;
    for (const cue of c.temporal ?? NO_CUES) {
      if ((remoteOnly && cue.record) || (episode && cue.stateNow)) continue;
      if (cue.at < at) {
        if (!cue.behind) before = cue;
      } else if (!after && !cue.ahead) after = cue;
    }
    // A record marker dated recently is current: "history of aspiration pneumonia 2 months ago", "riwayat ... bulan lalu".
    if (before?.record && after && !after.past) return false;
    // Rule date_outranks_ending: a date before the sign beats an ending word after it ("hace poco se atragantó y se le pasó").
    if (before && !before.past && !before.record && after?.ending) return false;
    if (before?.past && this.presentVerbAfterAnd(before.at, at)) before = undefined;
    return (before?.past ?? false) || (after?.past ?? false);
  }
}
