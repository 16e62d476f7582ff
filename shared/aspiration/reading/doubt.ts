/**
 * Doubt: questions, asked-and-answered signs, events doubted afterwards, feared or purposed signs (irrealis).
 * A layer of the analyser (analyse.ts): each reading layer extends the one before it.
 */

import type { ClauseContext, Kept } from './clause-context';
import { firstWord, type Token } from './clauses';
import { familyOf, type SignCode, signConcept } from '../concepts';
import { FrequencyReading } from './frequency';
import { NEGATIVE_ANSWERS } from '../lexicon/answers';
import { DOUBT_WHETHER } from '../lexicon/hedges';
import { PERSON_WORDS, RELATIVE_REFERENTS } from '../lexicon/relatives';
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

/** Per relative's phrase, normalised, the words that name that relative again (rule relative_owns_its_clauses). */
const REFERENTS_OF: ReadonlyMap<string, readonly string[]> = (() => {
  const out = new Map<string, string[]>();
  for (const { phrase, referents } of RELATIVE_REFERENTS) {
    const key = normalize(phrase).text;
    const words = out.get(key) ?? [];
    for (const r of referents) if (!words.includes(normalize(r).text)) words.push(normalize(r).text);
    out.set(key, words);
  }
  return out;
})();

/** The person words of every language, normalised (rule kin_names_the_patient). */
const PERSON_WORD_LIST: readonly string[] = [
  ...new Set(Object.values(PERSON_WORDS).flatMap((words) => words.map((w) => normalize(w).text))),
];

/**
 * Where a frame stands while it reads on: the clause it holds, where its subject was last named, the end of what it
 * governed last and how far it reaches from there.
 */
interface FrameAt {
  own: number;
  subject: number;
  edge: number;
  reach: number;
}

/** The "'s" of a name read without it ("Parkinson's"). */
const POSSESSIVE_S = /^['’]s$/u;

/** At most one word ("and he", "si tita", "la hermana") before the relative named again at the head of its clause. */
const REFERENT_LEAD = 1;

/** Another current sign of another family beside `code` (rule event_doubted_after: the doubt does not undo it). */
function hasSecondSign(kept: readonly Kept[], code: SignCode): boolean {
  const family = familyOf(code);
  return kept.some(({ finding: f }) => f.kind === 'sign' && f.status === 'current' && familyOf(f.code) !== family);
}

export abstract class DoubtReading extends FrequencyReading {
  protected abstract rescuedNear(sentence: number): boolean;

  /**
   * Reading rule event_doubted_after: a single current red-flag or major event ("好似哽親", "เหมือนจะ
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
   * Reading rule irrealis_frame: the signs a purpose, prevention or fear frame
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
      if (e.factorsOnly === true && this.kinNamesThePatient(j)) continue;
      this.markFramed(j, e, out);
    }
    return out;
  }

  /**
   * The signs the frame at `j` governs, into `out`: the first within FRAME_REACH units of it in its clause (after
   * it, or before it for `after` frames), then a list joined to that one ("to prevent choking or coughing"); a sign
   * further on is told for itself ("to prevent choking we had to do back blows"). A relative's frame goes on into a
   * later clause only as relative_owns_its_clauses allows.
   */
  protected markFramed(j: number, e: Extract<Entry, { kind: 'irrealis' }>, out: Set<Token>): void {
    const marker = this.tokens[j]!;
    const step = e.after ? -1 : 1;
    let modal = !e.needsModal;
    const at: FrameAt = { own: marker.clause, subject: marker.end, edge: e.after ? marker.start : marker.end, reach: FRAME_REACH };
    for (let k = j + step; this.tokens[k] !== undefined; k += step) {
      const t = this.tokens[k]!;
      const kind = t.entry.kind;
      if (t.clause !== at.own && !this.relativeReaches(marker, t, e)) return;
      if (kind === 'ctx' && t.entry.ctx === 'cause') return;
      if (kind === 'modal' || kind === 'uncertain') modal = true;
      if (!frameGoverns(e, kind) || !modal || this.suspicionAfterModal(j, t)) continue;
      if (t.clause !== at.own && !this.frameGoesOn(marker, k, at)) return;
      if (this.beyondReach(e, t, at) || (e.other && this.patientBetween(at.subject, t))) return;
      out.add(t);
      // A list joined to the first: each next one right after the last.
      at.edge = e.after ? t.start : t.end;
      at.reach = 1;
    }
  }

  /** Whether `t` lies further from the frame's edge than it reaches (before the edge for `after` frames). */
  private beyondReach(e: Extract<Entry, { kind: 'irrealis' }>, t: Token, at: FrameAt): boolean {
    return (e.after ? this.gap(t.end, at.edge) : this.gap(at.edge, t.start)) > at.reach;
  }

  /**
   * Whether a relative's frame goes on to the risk factor at `k` in a later clause (rule relative_owns_its_clauses):
   * the clause names the relative again (the frame starts afresh there) or goes on with its list.
   */
  protected frameGoesOn(marker: Token, k: number, at: FrameAt): boolean {
    const t = this.tokens[k]!;
    const named = this.relativeNamedAgain(marker, t);
    if (named >= 0) {
      at.edge = named;
      at.subject = named;
      at.reach = FRAME_REACH;
    } else if (!this.listGoesOn(at.own, at.edge, k)) return false;
    at.own = t.clause;
    return true;
  }

  /**
   * Rule relative_owns_its_clauses: a relative's frame reaches a risk factor in a later clause of
   * its statement (sentences joined by a semicolon are one statement; a full stop begins another) only when that
   * clause names the relative again or goes on with its list (relativeNamedAgain, listGoesOn); a sign there begins
   * the patient's own report ("mum's sister had Parkinson's; mum coughs with tea").
   */
  protected relativeReaches(marker: Token, t: Token, e: Extract<Entry, { kind: 'irrealis' }>): boolean {
    if (!e.other || e.after || t.entry.kind === 'sign') return false;
    return this.sameStatement(marker.clause, t.clause);
  }

  /** Whether clauses `from` to `to` are one statement: one sentence, or sentences joined by semicolons. */
  protected sameStatement(from: number, to: number): boolean {
    for (let c = from; c < to; c++) {
      const clause = this.clauses[c]!;
      if (this.clauses[c + 1]!.sentence !== clause.sentence && !SEMICOLONS.has(clause.closedBy)) return false;
    }
    return true;
  }

  /**
   * Where the relative of `marker` is named again at the head of t's clause, before t (its kin word, or in English
   * the pronoun of the other gender than the possessor's: "her father had a stroke; he also had dementia"), or -1.
   * Anything else there ("; also Parkinson's since 2019", "; then dementia") may be the patient's: the patient's.
   */
  protected relativeNamedAgain(marker: Token, t: Token): number {
    const words = REFERENTS_OF.get(this.text.slice(marker.start, marker.end));
    const clause = this.clauses[t.clause]!;
    const found = words && firstWord(this.text, words, clause.start, t.start);
    return found && this.gap(clause.start, found.start) <= REFERENT_LEAD ? found.end : -1;
  }

  /**
   * The token at `k` goes on with the relative's list of conditions: its clause follows the frame's right after a
   * comma, the frame's last condition closed that clause, and the clause holds nothing but conditions and list glue
   * ("his mother had a stroke, dementia and diabetes"). "..., Parkinson's since 2019" tells more than a list item.
   */
  protected listGoesOn(own: number, edge: number, k: number): boolean {
    const n = this.tokens[k]!.clause;
    const clause = this.clauses[n]!;
    if (n !== own + 1 || clause.opened === 'hard' || this.gap(edge, clause.start) > 0) return false;
    let first = k;
    while (first > 0 && this.tokens[first - 1]!.clause === n) first--;
    let at = clause.start;
    for (let i = first; this.tokens[i]?.clause === n; i++) {
      const u = this.tokens[i]!;
      if ((u.entry.kind !== 'risk' && u.entry.kind !== 'connector') || this.gap(at, u.start) > 0) return false;
      // "Parkinson's" is read as "parkinson": its "'s" is the name's, not another word.
      at = POSSESSIVE_S.test(this.text.slice(u.end, u.end + 2)) ? u.end + 2 : u.end;
    }
    return this.gap(at, clause.end) === 0;
  }

  /**
   * Rule kin_names_the_patient: a relative named by kin outside English ("lola niya", "neneknya", "su
   * abuela", "他阿婆") whose statement goes on to a sign with no other person named between ("Neneknya kena stroke,
   * batuk kalau minum") has that relative as the subject of the sign: the kin phrase is how the writer names the
   * patient, and the conditions told with it are the patient's. With no sign told, the frame stands.
   */
  protected kinNamesThePatient(j: number): boolean {
    const marker = this.tokens[j]!;
    for (let k = j + 1; this.tokens[k] !== undefined; k++) {
      const t = this.tokens[k]!;
      if (!this.sameStatement(marker.clause, t.clause)) return false;
      if (t.entry.kind === 'sign') return firstWord(this.text, PERSON_WORD_LIST, marker.end, t.start) === undefined;
    }
    return false;
  }

  /** "her husband says she chokes": the patient or a reporting verb after another person's name makes it a report. */
  protected patientBetween(from: number, t: Token): boolean {
    return PATIENT_OR_REPORT.test(this.text.slice(from, t.start));
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
