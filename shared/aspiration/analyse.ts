/**
 * From matched words to findings: splits the text into sentences and
 * clauses, applies negation scope (before the term, or after it for Japanese
 * and Korean), then reads each clause's context: past or current, uncertain,
 * explained by an unrelated illness, linked to eating or drinking.
 */

import { familyOf, type RiskCode, type SignCode, signConcept, THIN_LIQUID_SIGNS } from './concepts';
import type { Denial, Finding, FindingStatus, SignFinding } from './findings';
import { NEGATIVE_ANSWERS } from './lexicon/answers';
import { DOUBT_WHETHER } from './lexicon/hedges';
import { type Entry, lexicon, lexiconViFolded, lexiconViFoldedReady } from './matcher';
import { isUnaccentedVietnamese, normalize, type NormalizedText, normalizeTransient, sourceSlice } from './normalize';
import { type ClauseContext, CTX_BIT, keep, type Kept, keptFor, STATUS_RANK, type TextFacts } from './reading/clause-context';
import { SIGN_NAMED, type Token } from './reading/clauses';
import { tellsMeal } from './reading/context';
import { TimeReading } from './reading/time';

/** The whether-doubts of lexicon/hedges.ts, normalised like the text (rule event_doubted_after). */
const DOUBT_WHETHER_WORDS: readonly string[] = Object.values(DOUBT_WHETHER).flatMap((words) => words.map((w) => normalize(w).text));

/** What follows a whether-doubt in its clause, or undefined when the clause holds none. */
function whetherDoubted(clause: string): string | undefined {
  for (const w of DOUBT_WHETHER_WORDS) {
    const at = clause.indexOf(w);
    if (at >= 0)
      return clause
        .slice(at + w.length)
        .replace(/[\s.,;:!?。，、！？]+/gu, ' ')
        .trim();
  }
  return undefined;
}

/** At most three short words ("it was", "it really was", "ไหม", "真係"): a pro-form for the event before. */
const PRO_FORM_WORDS = 3;
const PRO_FORM_CHARS = 6;
function isProForm(rest: string): boolean {
  const words = rest === '' ? [] : rest.split(' ');
  return words.length <= PRO_FORM_WORDS && words.every((w) => /[a-z]/u.test(w) || w.length <= PRO_FORM_CHARS);
}

/** The bare negative answers of lexicon/answers.ts, normalised like the text (rule asked_sign_answered_no). */
const NEGATIVE_ANSWER_SET: ReadonlySet<string> = new Set(
  Object.values(NEGATIVE_ANSWERS).flatMap((words) => words.map((w) => normalize(w).text)),
);

function isNegativeAnswer(text: string): boolean {
  return NEGATIVE_ANSWER_SET.has(text.replace(/[\s.,;:!?。，、！？\-\u2013\u2014]+/gu, ' ').trim());
}

/** "After the meal" in the input languages, normalised like the text: sleep after it is a nap (drowsy_word_at_meal). */
const AFTER_MEAL_WORDS: readonly string[] = [
  'after lunch',
  'after dinner',
  'after breakfast',
  'after meals',
  'after eating',
  'after her meal',
  'after his meal',
  '吃完',
  '食完',
  '饭后',
  '飯後',
  '食後',
  '食べた後',
  '食べたあと',
  '먹고 나서',
  '드시고 나서',
  '식후',
  '식사 후',
  'pagkatapos kumain',
  'setelah makan',
  'habis makan',
  'sau khi ăn',
  'ăn xong',
  'กินเสร็จ',
  'หลังกินข้าว',
  'หลังอาหาร',
  'después de comer',
  'después del almuerzo',
  'después de la comida',
].map((w) => normalize(w).text);

/** An every-time word, then a main verb, then "when": the frequency is the main verb's (frequency_on_main_verb). */
const MAIN_VERB_FREQUENCY = /\b(?:always|every time|each time|usually)\s+(?!when\b)\S+.*?\b(?:when|whenever|as soon as|once)\b/;

/** How far a frame reaches to its first sign, in words or letters ("afraid she could choke", "怕佢食魚哽親"). */
const FRAME_REACH = 4;

/** The patient or a reporting verb between another person's name and a sign (rule irrealis_frame). */
const PATIENT_OR_REPORT =
  /\b(?:she|he|her|him|mum|mom|mother|dad|father|patient|says|said|noticed|notices|saw|sees|reports|reported|told|tells|thinks|heard)\b/;

/** A modal followed by "be", "been" or "have" (rule irrealis_frame): the sign is suspected now, not feared. */
const SUSPECTED_NOW = /\b(?:could|might|may|would|will) (?:be|been|have|already)\b/;

/** Ambulance nouns alone (transport), normalised like the text: no rescue without a call (airway_rescue_at_meal). */
const BARE_TRANSPORT: ReadonlySet<string> = new Set(
  [
    'ambulance',
    'paramedics',
    '救護車',
    '救护车',
    '急救',
    '救急車',
    '구급차',
    'ambulansya',
    'ambulans',
    'xe cấp cứu',
    'รถพยาบาล',
    'ambulancia',
  ].map((w) => normalize(w).text),
);

/** What a sleep word at a meal reads as (reading rule drowsy_word_at_meal). */
const DROWSY_AT_MEALS: RiskCode = 'reduced_alertness';

/** What a rescue or a blocked airway at a meal reads as (reading rule airway_rescue_at_meal). */
const RESCUED_EVENT: SignCode = 'choking';

/** The helper sign of slowness words, which a meal turns into prolonged meals. */
const SLOW_TERM: SignCode = 'slow';

/** Separate clauses telling one major sign that make it repeated (rule repeated_episodes). */
const REPEATED_EPISODE_CLAUSES = 3;
/** Another current sign of another family beside `code` (rule event_doubted_after: the doubt does not undo it). */
function hasSecondSign(kept: readonly Kept[], code: SignCode): boolean {
  const family = familyOf(code);
  return kept.some(({ finding: f }) => f.kind === 'sign' && f.status === 'current' && familyOf(f.code) !== family);
}

/**
 * The text normalised once the lexicons it needs are compiled: both compile on first use and normalise their
 * terms through the scratch buffers normalizeTransient hands out, so a compile after the text's normalisation
 * would overwrite its offsets.
 */
function normalizedAfterCompile(text: string): { norm: NormalizedText; unaccentedVi: boolean } {
  lexicon();
  const norm = normalizeTransient(text);
  const unaccentedVi = isUnaccentedVietnamese(norm.units);
  if (!unaccentedVi || lexiconViFoldedReady()) return { norm, unaccentedVi };
  lexiconViFolded();
  return { norm: normalizeTransient(text), unaccentedVi };
}

/** Findings and denials of one free-text field. */
export function analyse(text: string, field: 'symptoms' | 'diagnosis'): { findings: Finding[]; denied: Denial[]; recovered: boolean } {
  const { norm, unaccentedVi } = normalizedAfterCompile(text);
  const a = new Analysis(norm, field, unaccentedVi);
  a.applyNegation();
  const findings = a.findings();
  return { findings, denied: a.denied, recovered: a.recovered };
}

/** Findings of one free-text field. */
export function analyseText(text: string, field: 'symptoms' | 'diagnosis'): Finding[] {
  return analyse(text, field).findings;
}

class Analysis extends TimeReading {
  /**
   * The findings, in stages: the context of every clause, the families the
   * text denies, whether thickening compensates, then one reading per code.
   */
  /** The text tells a recovery that nothing denies ("PEG removed after a normal repeat study"); set by findings(). */
  recovered = false;

  findings(): Finding[] {
    const ctx = this.clauseContexts();
    const facts = this.readContexts(ctx);
    const hypothetical = this.irrealisSigns(ctx);
    const deniedFamilies = this.deniedFamilies(ctx);
    const compensating = this.thickeningCompensates(ctx);
    // One finding per code, keeping the strongest reading (current > possible > past,
    // then not "occasional"); the quoted words are sliced only for the ones kept.
    const kept: Kept[] = [];
    for (const t of this.tokens) {
      if (t.negated || hypothetical.has(t)) continue;
      const e = t.entry;
      if (e.kind === 'risk') this.readRisk(ctx, facts, kept, t, e.code);
      else if (e.kind === 'sign') this.readSign(ctx, facts, kept, t, e.code, deniedFamilies, compensating);
    }
    this.readAirwayRescues(ctx, facts, kept);
    this.readDrowsyAtMeals(ctx, kept);
    this.markRepeatedEpisodes(ctx, kept);
    this.doubtEventsAfter(ctx, kept);
    this.recovered = facts.sentenceRecovered !== undefined;
    const out: Finding[] = [];
    for (const { finding, start, end } of kept) {
      finding.matched = sourceSlice(this.norm, start, end);
      out.push(finding);
    }
    this.collectDenials(ctx, kept);
    return out;
  }

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
   * Reading rule event_doubted_after (session 11): a single current red-flag or major event ("好似哽親", "เหมือนจะ
   * สำลัก") that a later clause of its sentence or the next one doubts, naming no other sign ("唔知係咪真係哽到",
   * "แต่ไม่แน่ใจว่าใช่ไหม", "not sure it really was a choke"), is a possible event: the text doubts its own report.
   * An every-time or repeated sign is told as a pattern, not one event, and stays current. A doubt whether it
   * "really" was a choke undoes neither a rescue told with it (airway_rescue_at_meal: back blows, the Heimlich, an
   * ambulance called) nor a second sign: the event stays current.
   */
  protected doubtEventsAfter(ctx: ClauseContext[], kept: readonly Kept[]): void {
    for (const k of kept) {
      const f = k.finding;
      if (f.kind !== 'sign' || f.status !== 'current' || f.persistent || signConcept(f.code).tier === 'minor') continue;
      const clause = this.clauseAt(k.start);
      if (this.rescuedNear(this.clauses[clause]!.sentence) || hasSecondSign(kept, f.code)) continue;
      if (this.doubtedAfter(ctx, clause, familyOf(f.code))) f.status = 'possible';
    }
  }

  /** Sentences where readAirwayRescues read a current rescue at a meal. */
  protected readonly rescueSentences: number[] = [];

  /** A current rescue in the event's sentence, the one before or the one after (where its doubt is read). */
  protected rescuedNear(sentence: number): boolean {
    return this.rescueSentences.some((s) => Math.abs(s - sentence) <= 1);
  }

  /** A later clause (this sentence or the next) that doubts, naming no sign but one of `family`. */
  protected doubtedAfter(ctx: ClauseContext[], clause: number, family: SignCode): boolean {
    const last = this.clauses[clause]!.sentence + 1;
    for (let n = clause + 1; n < this.clauses.length && this.clauses[n]!.sentence <= last; n++) {
      const c = ctx[n];
      const rest =
        c?.uncertain && !c.persistent ? whetherDoubted(this.text.slice(this.clauses[n]!.start, this.clauses[n]!.end)) : undefined;
      if (rest === undefined) continue;
      const signs = this.tokens.filter((t) => t.clause === n && t.entry.kind === 'sign');
      if (signs.some((t) => t.entry.kind === 'sign' && familyOf(t.entry.code) !== family)) continue;
      // The event named again ("if it was really a choke"), or a bare pro-form ("if it was", "ใช่ไหม").
      if (signs.length > 0 || isProForm(rest)) return true;
    }
    return false;
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
    // Per sentence: 1 holds a frequency "every time" and nothing else but list glue, 2 holds anything else.
    const kind = new Uint8Array(sentences);
    for (const t of this.tokens) {
      const s = this.sentenceOf(t);
      const e = t.entry;
      if (e.kind === 'persistent' || (e.kind === 'ctx' && e.persistent)) kind[s] ||= 1;
      else if (e.kind !== 'connector') kind[s] = 2;
    }
    for (let n = 0; n < this.clauses.length; n++) {
      const c = ctx[n];
      if (c && kind[this.clauses[n]!.sentence + 1] === 1 && !c.occasional) c.persistent = true;
    }
    this.carryTrailingFrequencyClause(ctx);
  }

  /**
   * Reading rule trailing_frequency_clause (screening review s10, finding 4): a clause of nothing but a frequency
   * after a comma ("coughs when she drinks, every single time", "喝水会呛，每次都这样", "Tose al beber, siempre")
   * speaks of the clauses before it in its sentence, back to the one that names a sign, as a sentence of nothing
   * but a frequency speaks of the sentence before it.
   */
  protected carryTrailingFrequencyClause(ctx: ClauseContext[]): void {
    // Per clause: 1 holds a frequency "every time" and nothing else but list glue, 2 holds anything else.
    const kind = new Uint8Array(this.clauses.length);
    for (const t of this.tokens) {
      const e = t.entry;
      // "biasa lagi" (back to normal): an "again" word is no every-time frequency.
      if (e.kind === 'persistent' || (e.kind === 'ctx' && e.persistent && e.ctx !== 'recurrent')) kind[t.clause] ||= 1;
      else if (e.kind !== 'connector') kind[t.clause] = 2;
    }
    for (let n = 1; n < this.clauses.length; n++) {
      const sentence = this.clauses[n]!.sentence;
      if (kind[n] !== 1 || this.clauses[n]!.opened !== 'comma' || this.clauses[n - 1]!.sentence !== sentence) continue;
      for (let k = n - 1; k >= 0 && this.clauses[k]!.sentence === sentence; k--) {
        const c = ctx[k];
        if (!c) continue;
        if (!c.occasional) c.persistent = true;
        if (c.namesSign) break;
      }
    }
  }

  /** A risk factor: possible when doubted, past when recovered or dated next to normal eating. */
  protected readRisk(ctx: ClauseContext[], facts: TextFacts, kept: Kept[], t: Token, code: RiskCode): void {
    const c = ctx[t.clause]!;
    const sentence = this.sentenceOf(t);
    const status =
      c.uncertain || this.isQueried(t)
        ? 'possible'
        : facts.sentenceRecovered?.has(sentence) ||
            (facts.anyNormal && (this.isPast(c, t.start, true) || facts.sentencePast?.has(sentence)))
          ? 'past'
          : 'current';
    // A thickener or dysphagia diet asked about ("family asking if she needs thickened drinks", "연하식으로 바꿔야
    // 하는지 문의함") is not one in use (rule asked_about_diet_not_in_use).
    // Screening review (s10), finding 11: a question frame in its clause ("想问要不要加增稠剂") is such a question too.
    const diet = t.entry.kind === 'risk' && (t.entry.thick || code === 'known_dysphagia');
    if (diet && (status === 'possible' || c.question)) return;
    const rank = STATUS_RANK[status] * 4;
    const prev = keptFor(kept, code);
    if (!prev || rank > prev.rank) keep(kept, prev, { kind: 'risk', code, status, matched: '' }, rank, t);
  }

  /** A sign: its concept in the clause, then its status, frequency and whether thickening or recovery qualifies it. */
  protected readSign(
    ctx: ClauseContext[],
    facts: TextFacts,
    kept: Kept[],
    t: Token,
    termCode: SignCode,
    deniedFamilies: readonly SignCode[],
    compensating: boolean,
  ): void {
    const c = ctx[t.clause]!;
    const code = this.upgraded(ctx, t, termCode);
    const concept = signConcept(code);
    // The gulping cough is kept (weight 0): the score counts it beside other evidence (clinical audit finding 2).
    if (concept.helper && code !== 'protective_cough') return;
    // Rule slow_sip_remedies_gulp: "fine when sipping slowly" beside a cough from drinking too fast is how the
    // gulper avoids the cough, not a slow meal.
    if (termCode === SLOW_TERM && this.neighbourHasContext(ctx, t.clause, 'gulp')) return;
    if (code === 'prolonged_meals' && this.shortMealMinutes(t)) return;
    if (concept.explainedByUnrelated) {
      const sentenceWide = concept.tier === 'weak' || concept.explainedInSentence;
      if (c.unrelated || (sentenceWide && facts.sentenceUnrelated?.has(this.sentenceOf(t)))) return;
    }
    const queried = c.uncertain || this.isQueried(t);
    const status: FindingStatus = this.isPast(c, t.start) || this.resolvedBack(c, facts, t) ? 'past' : queried ? 'possible' : 'current';
    // A doubt the text answers is not evidence: "? coughing at meals ... no coughing observed",
    // "not sure if she coughs, eats well" (a red flag needs the denial itself).
    if (status === 'possible' && (deniedFamilies.includes(familyOf(code)) || (facts.anyNormal && concept.tier !== 'red'))) return;
    if (c.question && this.answeredNo(t)) return;
    // Clinical audit (s9asp3), finding 3: an every-X word wins over a degree word ("a little wet after every drink").
    const occasional = c.occasionalFor(code);
    // Stronger readings first: status, then not occasional, then every time ("... since then, every drink").
    const rank = STATUS_RANK[status] * 4 + (occasional ? 0 : 2) + (c.persistent ? 1 : 0);
    const prev = keptFor(kept, code);
    if (prev && rank <= prev.rank) return;
    const compensated = compensating && THIN_LIQUID_SIGNS.has(code);
    const persistent = c.persistent && !occasional && !this.frequencyOnMainVerb(t);
    const resolved = status === 'past' && (facts.sentenceRecovered?.has(this.sentenceOf(t)) ?? false);
    keep(kept, prev, { kind: 'sign', code, status, occasional, persistent, compensated, resolved, matched: '' }, rank, t);
  }

  /**
   * Reading rule irrealis_frame (screening review s10, finding 10): the signs a purpose, prevention or fear frame
   * governs in its clause ("cut small to prevent choking", "怕佢哽親", "sợ bà bị hóc", "사레 들릴까 봐") tell what may
   * happen, not what happened: they are not reported. A cause word ends the frame ("worried because she chokes"),
   * and a fear frame whose clause tells a frequency or a time ("afraid, she chokes every day") is a report.
   */
  protected irrealisSigns(ctx: ClauseContext[]): Set<Token> {
    const out = new Set<Token>();
    for (let j = 0; j < this.tokens.length; j++) {
      const e = this.tokens[j]!.entry;
      if (e.kind !== 'irrealis') continue;
      const c = ctx[this.tokens[j]!.clause]!;
      if (e.fear && (c.persistent || c.frequency || c.temporal)) continue;
      this.markFramed(j, e, out);
    }
    return out;
  }

  /**
   * The signs the frame at `j` governs, into `out`: the first within FRAME_REACH units of it in its clause (after
   * it, or before it for `after` frames), then a list joined to that one ("to prevent choking or coughing"); a sign
   * further on is told for itself ("to prevent choking we had to do back blows").
   */
  protected markFramed(j: number, e: Extract<Entry, { kind: 'irrealis' }>, out: Set<Token>): void {
    const marker = this.tokens[j]!;
    const step = e.after ? -1 : 1;
    let modal = !e.needsModal;
    let edge = e.after ? marker.start : marker.end;
    let reach = FRAME_REACH;
    for (let k = j + step; this.tokens[k]?.clause === marker.clause; k += step) {
      const t = this.tokens[k]!;
      const kind = t.entry.kind;
      if (kind === 'ctx' && t.entry.ctx === 'cause') return;
      if (kind === 'modal' || kind === 'uncertain') modal = true;
      if (kind !== 'sign' || !modal || this.suspicionAfterModal(j, t)) continue;
      if ((e.after ? this.gap(t.end, edge) : this.gap(edge, t.start)) > reach) return;
      if (e.other && this.patientBetween(j, t)) return;
      out.add(t);
      edge = e.after ? t.start : t.end;
      reach = 1;
    }
  }

  /** "her husband says she chokes": the patient or a reporting verb after another person's name makes it a report. */
  protected patientBetween(marker: number, t: Token): boolean {
    return PATIENT_OR_REPORT.test(this.text.slice(this.tokens[marker]!.end, t.start));
  }

  /** "worried she might be aspirating": a modal with "be" or "have" after it suspects a current sign, not a fear. */
  protected suspicionAfterModal(marker: number, t: Token): boolean {
    return SUSPECTED_NOW.test(this.text.slice(this.tokens[marker]!.end, t.start));
  }

  /**
   * Reading rule airway_rescue_at_meal (docs/SCREENING.md, red_flag): a rescue (back blows, an ambulance, the
   * Heimlich) or a blocked airway ("couldn't breathe", "沒辦法呼吸") told in a sentence that names eating or a meal
   * is itself a choking episode that needed intervention, also when no cough or food-sticking word names the event.
   */
  protected readAirwayRescues(ctx: ClauseContext[], facts: TextFacts, kept: Kept[]): void {
    for (let i = 0; i < this.tokens.length; i++) {
      const t = this.tokens[i]!;
      const e = t.entry;
      if (e.kind !== 'ctx' || e.ctx !== 'airway' || this.isDenied(i, true) || this.bareTransport(t)) continue;
      const c = ctx[t.clause]!;
      const sentence = this.sentenceOf(t);
      if (c.unrelated || c.normal || facts.sentenceUnrelated?.has(sentence) || !this.rescueMeal(ctx, t.clause)) continue;
      const status: FindingStatus = this.isPast(c, t.start) ? 'past' : c.uncertain || this.isQueried(t) ? 'possible' : 'current';
      if (status === 'current') this.rescueSentences.push(sentence);
      const rank = STATUS_RANK[status] * 4 + 2;
      const prev = keptFor(kept, RESCUED_EVENT);
      if (prev && rank <= prev.rank) continue;
      const finding: SignFinding = {
        kind: 'sign',
        code: RESCUED_EVENT,
        status,
        occasional: false,
        persistent: false,
        compensated: false,
        resolved: status === 'past' && (facts.sentenceRecovered?.has(sentence) ?? false),
        matched: '',
      };
      keep(kept, prev, finding, rank, t);
    }
  }

  /**
   * Reading rule drowsy_word_at_meal (docs/SCREENING.md, drowsy_at_meals_alone): a word for falling asleep or being
   * drowsy ("falls asleep", "睡着", "眠ってしまう", "조시고", "ง่วง", "se duerme") with eating or a meal in its own
   * clause is reduced alertness at meals, composed like a cough with a meal, not listed phrase by phrase.
   */
  protected readDrowsyAtMeals(ctx: ClauseContext[], kept: Kept[]): void {
    for (let i = 0; i < this.tokens.length; i++) {
      const t = this.tokens[i]!;
      const e = t.entry;
      if (e.kind !== 'ctx' || e.ctx !== 'sleep' || this.isDenied(i, true)) continue;
      const c = ctx[t.clause]!;
      if (c.negated || !tellsMeal(c, CTX_BIT.meal | CTX_BIT.mealTemporal) || this.isPast(c, t.start)) continue;
      if (this.napAfterMeal(t)) continue;
      const status = c.uncertain || this.isQueried(t) ? 'possible' : 'current';
      const rank = STATUS_RANK[status] * 4;
      const prev = keptFor(kept, DROWSY_AT_MEALS);
      if (!prev || rank > prev.rank) keep(kept, prev, { kind: 'risk', code: DROWSY_AT_MEALS, status, matched: '' }, rank, t);
    }
  }

  /** "吃完午饭就睡着了", "dozes after meals": sleep told with an after-the-meal phrase is a nap, not drowsiness while eating. */
  protected napAfterMeal(t: Token): boolean {
    const clause = this.clauses[t.clause]!;
    const text = this.text.slice(clause.start, clause.end);
    return AFTER_MEAL_WORDS.some((w) => text.includes(w));
  }

  /**
   * The meal of a rescue: in its clause or a clause next to it, or in the sentence just before when neither names
   * a sign ("She was eating her lunch. Suddenly she couldn't breathe and we called an ambulance.").
   */
  protected rescueMeal(ctx: ClauseContext[], clause: number): boolean {
    const sentence = this.clauses[clause]!.sentence;
    for (let n = clause - 1; n <= clause + 1; n++) {
      if (this.clauses[n]?.sentence === sentence && tellsMeal(ctx[n], CTX_BIT.meal | CTX_BIT.mealTemporal)) return true;
    }
    if (sentence === 0 || this.sentenceNamesItem(sentence, SIGN_NAMED) || this.sentenceNamesItem(sentence - 1, SIGN_NAMED)) return false;
    return this.sentenceTellsMeal(ctx, sentence - 1);
  }

  /** "naik ambulans", "坐救護車": an ambulance named alone is transport, not a rescue, unless it is called. */
  protected bareTransport(t: Token): boolean {
    return BARE_TRANSPORT.has(this.text.slice(t.start, t.end));
  }

  /**
   * Reading rule frequency_on_main_verb (screening review s10, finding 12): "I always stop the meal when she starts
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

  /**
   * Rule asked_sign_answered_no (lexicon/answers.ts): the answer told after a sign asked about is a bare "no": after
   * a dash in the sign's clause ("asked if he coughs - no he doesn't"), or the whole clause after it ("..., no").
   */
  protected answeredNo(t: Token): boolean {
    const own = this.clauses[t.clause]!;
    const rest = this.text.slice(t.end, own.end);
    const dash = rest.search(/\s[-\u2013\u2014]\s|\u2014/u);
    if (dash >= 0) return isNegativeAnswer(rest.slice(dash + 2));
    const k = t.clause + 1;
    const next = this.clauses[k];
    return next !== undefined && next.sentence <= own.sentence + 1 && isNegativeAnswer(this.text.slice(next.start, next.end));
  }

  /** "?aspiration", "? aspiration", "?PD": a query mark before the term, in its clause. */
  protected isQueried(t: Token): boolean {
    const start = t.start;
    if (start > 0 && this.codes[start - 1] === 63) return true;
    // The last query mark before the term (binary search), if it lies in the term's clause.
    let lo = 0;
    let hi = this.queries.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.queries[mid]! < start) lo = mid + 1;
      else hi = mid;
    }
    return lo > 0 && this.queries[lo - 1]! >= this.clauses[t.clause]!.start;
  }
}
