/**
 * Clause cues: one context per clause, read from its cue words, and the cues carried to the clauses they speak of.
 * A layer of the analyser (analyse.ts): each reading layer extends the one before it.
 */

import { ClauseContext, CTX_BIT, type TextFacts } from './clause-context';
import type { Token } from './clauses';
import { DENIABLE_CUES, type SignCode, signConcept } from '../concepts';
import { ContextReading } from './context';
import { DISTRIBUTIVE_PATTERNS, MEAL_NAMED_SIGNS } from '../lexicon/daily-at-meals';
import { HEDGED_QUERY_WORDS, QUESTION_FRAMES, UNMARKED_QUESTIONS } from '../lexicon/question-frames';
import { DEGREE_BEFORE_QUERY, STILL_AFTER_PAST, STILL_PRO_FORMS } from '../lexicon/time-frequency';
import type { Entry } from '../matcher';
import { isWordCode, normalize, sourceSlice } from '../normalize';
import { escapeRegExp } from '../../text/regex';

/** The still-words of STILL_AFTER_PAST, normalised like the text (rule still_after_past). */
const STILL_WORDS: ReadonlySet<string> = new Set(Object.values(STILL_AFTER_PAST).flatMap((words) => words.map((w) => normalize(w).text)));

const STILL_PRO_FORM_SET: ReadonlySet<string> = new Set(
  Object.values(STILL_PRO_FORMS).flatMap((words) => words.map((w) => normalize(w).text)),
);

/** Whether what follows a still-word in its clause is nothing or a pro-form ("does", "会", "igual"): rule still_after_past. */
function endsInProForm(rest: string): boolean {
  const words = rest.replace(/[\s.,;:!?。，、！？]+/gu, ' ').trim();
  return words === '' || STILL_PRO_FORM_SET.has(words);
}

/** The degree words of DEGREE_BEFORE_QUERY, normalised like the text (at load: before any text is read). */
const DEGREE_WORDS: readonly string[] = Object.values(DEGREE_BEFORE_QUERY).flatMap((words) => words.map((w) => normalize(w).text));

/** Whether the text before `end` (a '?') ends with a degree word, whole-word in spaced scripts. */
function endsWithDegree(text: string, end: number): boolean {
  let e = end;
  while (e > 0 && text.charCodeAt(e - 1) === 32) e--;
  for (const w of DEGREE_WORDS) {
    const at = e - w.length;
    if (at < 0 || !text.startsWith(w, at)) continue;
    if (at === 0 || !isWordCode(text.charCodeAt(at - 1)) || !isWordCode(w.charCodeAt(0))) return true;
  }
  return false;
}

/** The question frames of lexicon/question-frames.ts, normalised like the text (rule query_needs_question_frame). */
const FRAME_WORDS: readonly string[] = [
  ...Object.values(QUESTION_FRAMES).flatMap((f) => f.words),
  ...Object.values(HEDGED_QUERY_WORDS).flat(),
].map((w) => normalize(w).text);
const FRAME_ENDINGS: readonly string[] = Object.values(QUESTION_FRAMES).flatMap((f) => (f.endings ?? []).map((w) => normalize(w).text));

/** `w` at `at` in `text` stands as a whole word when it starts (or ends) in a word character. */
function wholeWordAt(text: string, at: number, w: string): boolean {
  const before = at === 0 || !isWordCode(w.charCodeAt(0)) || !isWordCode(text.charCodeAt(at - 1));
  const end = at + w.length;
  return before && (end >= text.length || !isWordCode(w.charCodeAt(w.length - 1)) || !isWordCode(text.charCodeAt(end)));
}

/** Reading rule query_needs_question_frame: the sentence a '?' closes asks about its sign ("does she cough?", "có ho không?"). */
function asksQuestion(sentence: string): boolean {
  const trimmed = sentence.replace(/[\s?]+$/u, '');
  for (const w of FRAME_ENDINGS) if (trimmed.endsWith(w) && wholeWordAt(trimmed, trimmed.length - w.length, w)) return true;
  for (const w of FRAME_WORDS) {
    for (let at = trimmed.indexOf(w); at >= 0; at = trimmed.indexOf(w, at + 1)) if (wholeWordAt(trimmed, at, w)) return true;
  }
  return false;
}

const UNMARKED = Object.values(UNMARKED_QUESTIONS).map((q) => ({
  words: q.words.map((w) => normalize(w).text),
  modals: q.modals.map((w) => normalize(w).text),
  tags: q.tags.map((w) => normalize(w).text),
}));

const holdsWord = (text: string, words: readonly string[]): boolean =>
  words.some((w) => {
    for (let at = text.indexOf(w); at >= 0; at = text.indexOf(w, at + 1)) if (wholeWordAt(text, at, w)) return true;
    return false;
  });

type Unmarked = (typeof UNMARKED)[number];

/** Any question word or modal of UNMARKED, as one alternation: without one, rule unmarked_question cannot fire. */
const UNMARKED_LEADS = new RegExp(
  UNMARKED.flatMap((q) => [...q.words, ...q.modals])
    .map(escapeRegExp)
    .join('|') || '(?!)',
  'u',
);

/**
 * The UNMARKED entries cut to the words the text holds at all: a clause of the text can hold no other, so one scan
 * per text spares every clause the search (and most texts hold none).
 */
function unmarkedIn(text: string): Unmarked[] {
  // One scan for any question word or modal: a text with none (most) asks nothing here, whatever its tags.
  if (!UNMARKED_LEADS.test(text)) return [];
  const inText = (w: string) => text.includes(w);
  return UNMARKED.map((q) => ({ words: q.words.filter(inText), modals: q.modals.filter(inText), tags: q.tags.filter(inText) })).filter(
    (q) => q.words.length > 0 || (q.modals.length > 0 && q.tags.length > 0),
  );
}

/** Reading rule unmarked_question: a clause with a question word, or a modal and a closing negative tag, asks. */
function asksWithoutMark(clause: string, unmarked: readonly Unmarked[]): boolean {
  const trimmed = clause.replace(/[\s.!,]+$/u, '');
  return unmarked.some(
    (q) =>
      holdsWord(trimmed, q.words) ||
      (holdsWord(trimmed, q.modals) && q.tags.some((w) => trimmed.endsWith(w) && wholeWordAt(trimmed, trimmed.length - w.length, w))),
  );
}

/** The cues that tell a meal or drink (rule daily_at_meals_is_every_meal). */
const MEAL_BITS = CTX_BIT.meal | CTX_BIT.mealTemporal | CTX_BIT.intake;

const QUESTION_MARK = 63;
const EXCLAMATION_MARK = 33;

/** Punctuation that closes a fronted time or frequency phrase ("Last year,", "毎食、"). */
const FRONTING_MARKS: ReadonlySet<string> = new Set([',', '\u3001', '\uff0c']);

export abstract class CueReading extends ContextReading {
  protected abstract carryTrailingFrequency(ctx: ClauseContext[]): void;
  protected abstract carryTrailingRecentDate(ctx: ClauseContext[]): void;
  protected abstract readTimeCue(c: ClauseContext, facts: TextFacts, i: number): boolean;
  protected abstract yearCues(): Array<{ at: number; clause: number; past: boolean }>;

  /** One context per clause that holds a token (readContexts adds those of the years). */
  protected clauseContexts(): ClauseContext[] {
    const ctx: ClauseContext[] = new Array(this.clauses.length);
    for (const t of this.tokens) ctx[t.clause] ??= new ClauseContext();
    return ctx;
  }

  /** Reads the cue words into their clause contexts and gathers the sentence-wide facts. */
  protected readContexts(ctx: ClauseContext[]): TextFacts {
    const facts: TextFacts = { sentenceUnrelated: undefined, sentenceRecovered: undefined, sentencePast: undefined, anyNormal: false };
    for (const cue of this.yearCues()) {
      ctx[cue.clause] ??= new ClauseContext();
      ctx[cue.clause]!.addTemporal({ at: cue.at, past: cue.past, record: false });
      ctx[cue.clause]!.temporal!.sort((a, b) => a.at - b.at);
      if (cue.past) (facts.sentencePast ??= new Set()).add(this.clauses[cue.clause]!.sentence);
    }
    for (let i = 0; i < this.tokens.length; i++) this.readCue(ctx, facts, i);
    this.carryFrontedCues(ctx);
    this.carryTrailingFrequency(ctx);
    this.carryTrailingRecentDate(ctx);
    this.carryStillToPastSign(ctx, facts);
    this.dailyAtMeals(ctx);
    const unmarked = unmarkedIn(this.text);
    for (let i = 0; i < this.clauses.length; i++) {
      const c = ctx[i];
      const cl = this.clauses[i]!;
      if (c && cl.closedBy !== '?' && unmarked.length > 0 && asksWithoutMark(this.text.slice(cl.start, cl.end), unmarked))
        c.question = true;
      if (this.clauses[i]!.closedBy !== '?' || !c) continue;
      // Reading rule doubled_query_is_emphasis: "stuck in my throat??" or "?!" is alarm, not doubt.
      const next = this.text.charCodeAt(this.clauses[i]!.end + 1);
      const emphatic = next === QUESTION_MARK || next === EXCLAMATION_MARK;
      // Rule degree_hedged_by_query: "정도?", "a bit?" doubt the amount, not the sign.
      if (endsWithDegree(this.text, this.clauses[i]!.end)) c.occasional = true;
      else if (!emphatic && asksQuestion(this.sentenceTextTo(i))) c.uncertain = true;
    }
    return facts;
  }

  /**
   * Reading rule daily_at_meals_is_every_meal (lexicon/daily-at-meals.ts): a daily word in a sentence that
   * tells a meal or drink makes its clause persistent ("todos los días tose al comer"); a distributive ("食一啖咳一啖")
   * is a meal and persistent by itself.
   */
  protected dailyAtMeals(ctx: ClauseContext[]): void {
    let meals: Uint8Array | undefined;
    // Most texts hold no distributive: one test of the whole text spares a slice per clause.
    // A plain substring first: most texts hold neither hint, and then no pattern runs.
    const patterns = DISTRIBUTIVE_PATTERNS.filter((d) => this.text.includes(d.hint) && d.pattern.test(this.text)).map((d) => d.pattern);
    for (let n = 0; n < this.clauses.length; n++) {
      const c = ctx[n];
      if (!c) continue;
      const cl = this.clauses[n]!;
      if (patterns.length > 0 && patterns.some((p) => p.test(this.text.slice(cl.start, cl.end)))) {
        c.ctx |= CTX_BIT.meal;
        if (!c.occasional) c.persistent = true;
      }
      if (!c.daily || c.persistent || c.occasional) continue;
      meals ??= this.sentencesWithMeals(ctx);
      if (meals[cl.sentence]) c.persistent = true;
    }
  }

  /** Per sentence, 1 when a clause of it tells a meal or drink. */
  private sentencesWithMeals(ctx: ClauseContext[]): Uint8Array {
    const out = new Uint8Array((this.clauses[this.clauses.length - 1]?.sentence ?? 0) + 1);
    for (let n = 0; n < this.clauses.length; n++) if ((ctx[n]?.ctx ?? 0) & MEAL_BITS) out[this.clauses[n]!.sentence] = 1;
    // A sign that names its meal ("sặc khi ăn", "ไอตอนกิน") tells one too.
    for (const t of this.tokens) if (t.entry.kind === 'sign' && MEAL_NAMED_SIGNS.has(t.entry.code)) out[this.sentenceOf(t)] = 1;
    return out;
  }

  /** The text of clause i's sentence from its start to the end of clause i. */
  protected sentenceTextTo(i: number): string {
    let first = i;
    while (first > 0 && this.clauses[first - 1]!.sentence === this.clauses[i]!.sentence) first--;
    return this.text.slice(this.clauses[first]!.start, this.clauses[i]!.end);
  }

  /**
   * A time or frequency set before the sentence's first comma and naming
   * nothing itself ("Last year, ...", "Noong isang taon, ...", "毎食、...")
   * speaks of the whole sentence: later clauses without a time of their own
   * take it.
   */
  protected carryFrontedCues(ctx: ClauseContext[]): void {
    let namesItem: Uint8Array | undefined;
    for (let i = 0; i + 1 < this.clauses.length; i++) {
      const lead = ctx[i];
      const clause = this.clauses[i]!;
      const opens = clause.opened === 'start' || clause.opened === 'hard' || this.afterBareSubject(ctx, i);
      if (!lead || !opens || !FRONTING_MARKS.has(clause.closedBy)) continue;
      namesItem ??= this.clausesNamingItems();
      if (namesItem[i]) continue;
      const time = lead.temporal?.at(-1);
      for (let n = i + 1; n < this.clauses.length && this.clauses[n]!.sentence === clause.sentence; n++) {
        ctx[n] ??= new ClauseContext();
        const c = ctx[n]!;
        // A diet upgraded back to normal dates what came before it, never a sign told after it ("Thickener stopped,
        // coughs with tea": the cough happened since).
        if (time && !time.behind && !c.temporal) c.addTemporal({ at: this.clauses[n]!.start, past: time.past, record: time.record });
        c.persistent ||= lead.persistent;
        c.daily ||= lead.daily;
        c.occasional ||= lead.occasional && !c.persistent;
        c.frequency ||= lead.occasional && !lead.degreeOnly;
      }
    }
  }

  /**
   * Reading rule frequency_after_subject: "Mum, now and then, tea comes out of her nose", "Mi
   * mamá, muy de vez en cuando, le sale agua por la nariz": a time or frequency set between commas right after an
   * opening clause with no cue at all (the person named) is fronted like one that opens the sentence.
   */
  protected afterBareSubject(ctx: ClauseContext[], i: number): boolean {
    const prev = this.clauses[i - 1];
    if (!prev || this.clauses[i]!.opened !== 'comma' || prev.sentence !== this.clauses[i]!.sentence) return false;
    return (prev.opened === 'start' || prev.opened === 'hard') && !ctx[i - 1];
  }

  /**
   * Reading rule still_after_past: "used to cough on drinks and still does",
   * "以前喝水会呛，现在还是会", "Antes tosía al beber y ahora también". A still-word (STILL_AFTER_PAST) after a sign
   * that a past word dated, in the sign's clause or a later clause of its sentence that names no sign and neither
   * denies nor calls eating normal, says the sign goes on: the clause's past dates are dropped.
   */
  protected carryStillToPastSign(ctx: ClauseContext[], facts: TextFacts): void {
    for (const t of this.tokens) {
      if (t.entry.kind !== 'current' || !STILL_WORDS.has(this.text.slice(t.start, t.end))) continue;
      if (!endsInProForm(this.text.slice(t.end, this.clauses[t.clause]!.end))) continue;
      const own = ctx[t.clause]!;
      if (own.negated || own.normal) continue;
      const sentence = this.clauses[t.clause]!.sentence;
      // "今もそうです。", "Still does.": a sentence that is only the still-word and its pro-form answers the one before.
      const reach = !own.namesSign && this.opensSentence(t) ? sentence - 1 : sentence;
      for (let k = t.clause; k >= 0 && this.clauses[k]!.sentence >= reach; k--) {
        const c = ctx[k];
        if (k !== t.clause && own.namesSign) break;
        if (!c?.namesSign || !c.temporal?.some((cue) => cue.past && !cue.record && cue.at < t.start)) continue;
        c.temporal = c.temporal.filter((cue) => !cue.past || cue.record);
        facts.sentencePast?.delete(this.clauses[k]!.sentence);
        break;
      }
    }
  }

  /**
   * What one token tells its clause, in stages: a context cue, a sign that is also a cue, a time, or a
   * quality of the clause (a doubt, an unrelated cause, normal eating, a frequency, a negator).
   */
  protected readCue(ctx: ClauseContext[], facts: TextFacts, i: number): void {
    const t = this.tokens[i]!;
    const c = ctx[t.clause]!;
    const e = t.entry;
    if (e.kind === 'ctx') this.readContextCue(c, i, e);
    else if (e.kind === 'sign') this.readSignCue(c, t, e.code, e.counted === true);
    // "不是感冒", "not a cold": an unrelated illness the text denies explains nothing.
    else if (e.kind === 'unrelated' && this.unrelatedDenied(i)) return;
    else if (!this.readTimeCue(c, facts, i)) this.readClauseQuality(c, facts, t);
  }

  /** A context cue (meal, airway, cause...), unless the text denies it right there. */
  protected readContextCue(c: ClauseContext, i: number, e: Extract<Entry, { kind: 'ctx' }>): void {
    // A denied cue that only raises a sign tells nothing ("體重冇跌": the weight did not go down).
    if (e.ctx !== 'mealTemporal' && DENIABLE_CUES.has(e.ctx) && this.isDenied(i, true)) return;
    // "ไม่ได้ดื่มเร็ว", "not drinking fast": a gulp the text denies right there does not explain the cough.
    if (e.ctx === 'gulp' && this.isDenied(i)) return;
    c.ctx |= CTX_BIT[e.ctx];
    // "eats less", "can't finish" name the meal too ("coughs and eats less").
    if (e.ctx === 'intake') c.ctx |= CTX_BIT.meal;
    if (e.persistent) c.persistent = true;
    if (e.ctx === 'cause') {
      this.sawCause = true;
      if (this.atClauseEdge(this.tokens[i]!)) c.causeLinks = true;
      const t = this.tokens[i]!;
      if (this.gap(this.clauses[t.clause]!.start, t.start) === 0) c.causeOpens = true;
    }
  }

  /** A sign that is also a cue ("turned blue" marks the airway), unless denied ("no cyanosis"). */
  protected readSignCue(c: ClauseContext, t: Token, code: SignCode, counted: boolean): void {
    c.namesSign = true;
    // Reading rule count_inside_sign: "鼻から1回出た", "코로 한 번 나왔어요": a count of one inside the phrase is once.
    if (counted && this.countsOne(t, true)) {
      c.occasional = true;
      c.frequency = true;
    }
    const cue = signConcept(code).cue;
    if (cue && !t.negated) c.ctx |= CTX_BIT[cue];
  }

  /**
   * Reading rule counted_once (docs/SCREENING.md): "由鼻腔溢出1次", "came up her nose 1 time": a count of one episode is
   * the once of the occasional words; a count of more is left to the rest of the text.
   */
  protected countsOne(t: Token, spelledIsOne = false): boolean {
    const digits = /\d+/.exec(sourceSlice(this.norm, t.start, t.end));
    // The spelled counts inside a sign phrase ("一回", "한 번", "isang beses") are all one.
    if (digits === null) return spelledIsOne;
    return Number(digits[0]) === 1;
  }

  /** What the clause is like: tolerated, doubted, explained otherwise, normal eating, a frequency, a negator. */
  protected readClauseQuality(c: ClauseContext, facts: TextFacts, t: Token): void {
    const e = t.entry;
    switch (e.kind) {
      case 'tolerates':
        c.tolerates = true;
        break;
      case 'uncertain':
        // Issue 15: a hedge ("らしい", "parece que") reports what was seen: the sign stays current.
        if (!e.hedge) c.uncertain = true;
        break;
      case 'question':
        c.question = true;
        break;
      case 'unrelated':
        c.unrelated = true;
        (facts.sentenceUnrelated ??= new Set()).add(this.sentenceOf(t));
        break;
      case 'normal':
        c.normal = true;
        facts.anyNormal = true;
        break;
      case 'occasional':
        if (e.counted && !this.countsOne(t)) break;
        c.occasional = true;
        if (e.degree) c.degree = true;
        else c.frequency = true;
        break;
      case 'persistent':
        if (e.daily) c.daily = true;
        else c.persistent = true;
        break;
      case 'neg':
        c.negated = true;
        if (e.reassures) facts.anyNormal = true;
        break;
      default:
        break;
    }
  }
}
