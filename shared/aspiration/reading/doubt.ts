/**
 * Doubt: questions, asked-and-answered signs, events doubted afterwards, feared or purposed signs (irrealis).
 * A layer of the analyser (analyse.ts): each reading layer extends the one before it.
 */

import type { ClauseContext, Kept } from './clause-context';
import type { Token } from './clauses';
import { familyOf, type SignCode, signConcept } from '../concepts';
import { FrequencyReading } from './frequency';
import { NEGATIVE_ANSWERS } from '../lexicon/answers';
import { DOUBT_WHETHER } from '../lexicon/hedges';
import type { Entry } from '../matcher';
import { normalize } from '../normalize';

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

/** How far a frame reaches to its first sign, in words or letters ("afraid she could choke", "怕佢食魚哽親"). */
const FRAME_REACH = 4;

/**
 * The patient or a reporting verb between another person's name and a sign (rule irrealis_frame). A relative who
 * worries, asks or rings about a sign reports the patient's ("her daughter is worried about choking at meals").
 */
const PATIENT_OR_REPORT =
  /\b(?:she|he|her|him|mum|mom|mother|dad|father|patient|says|said|noticed|notices|saw|sees|reports|reported|told|tells|thinks|heard|worried|worries|worry|concerned|afraid|scared|asks|asked|rang|rings|called|phoned|mentioned|mentions|describes|described|watched|watches)\b/;

/** A modal followed by "be", "been" or "have" (rule irrealis_frame): the sign is suspected now, not feared. */
const SUSPECTED_NOW = /\b(?:could|might|may|would|will) (?:be|been|have|already)\b/;

/**
 * What a frame governs: a sign, and for another person's frame a risk factor too ("his mother had a stroke" is her
 * stroke, not his); a relative named by kin outside English governs risk factors only (lexicon/relatives.ts).
 */
function frameGoverns(e: Extract<Entry, { kind: 'irrealis' }>, kind: Entry['kind']): boolean {
  return (kind === 'sign' && e.factorsOnly !== true) || (e.other && kind === 'risk');
}

/** Semicolons (rule relative_owns_its_clauses): they join clauses of one statement. */
const SEMICOLONS: ReadonlySet<string> = new Set([';', '；']);

/** Another current sign of another family beside `code` (rule event_doubted_after: the doubt does not undo it). */
function hasSecondSign(kept: readonly Kept[], code: SignCode): boolean {
  const family = familyOf(code);
  return kept.some(({ finding: f }) => f.kind === 'sign' && f.status === 'current' && familyOf(f.code) !== family);
}

export abstract class DoubtReading extends FrequencyReading {
  protected abstract rescuedNear(sentence: number): boolean;

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
    for (let k = j + step; this.tokens[k] !== undefined; k += step) {
      const t = this.tokens[k]!;
      const kind = t.entry.kind;
      if (t.clause !== marker.clause && !this.relativeReaches(marker, t, e)) return;
      if (kind === 'ctx' && t.entry.ctx === 'cause') return;
      if (kind === 'modal' || kind === 'uncertain') modal = true;
      if (!frameGoverns(e, kind) || !modal || this.suspicionAfterModal(j, t)) continue;
      if ((e.after ? this.gap(t.end, edge) : this.gap(edge, t.start)) > reach) return;
      if (e.other && this.patientBetween(j, t)) return;
      out.add(t);
      edge = e.after ? t.start : t.end;
      reach = 1;
    }
  }

  /**
   * Rule relative_owns_its_clauses (session 18): a relative's frame reaches the later clauses of its sentence
   * ("her father had a stroke; then dementia", "母の姉がパーキンソン病で、糖尿病も") for risk factors only, and a sign
   * there begins the patient's own report ("mum's sister had Parkinson's; mum coughs with tea").
   */
  protected relativeReaches(marker: Token, t: Token, e: Extract<Entry, { kind: 'irrealis' }>): boolean {
    if (!e.other || e.after || t.entry.kind === 'sign') return false;
    // Sentences joined by a semicolon are clauses of one statement; a full stop begins another.
    for (let c = marker.clause; c < t.clause; c++) {
      const clause = this.clauses[c]!;
      if (this.clauses[c + 1]!.sentence !== clause.sentence && !SEMICOLONS.has(clause.closedBy)) return false;
    }
    return true;
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
