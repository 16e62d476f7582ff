/**
 * Negation: how far a negator reaches ("no X, Y or Z", "X 없음"), lists, colons, and the denials reported.
 * A layer of the analyser (analyse.ts): each reading layer extends the one before it.
 */

import { addOnce, type ClauseContext, type Kept, keptFor } from './clause-context';
import { ClauseReading, isSignOrRisk, isTransparent, isTrimmedCode, type Token } from './clauses';
import { familyOf, type SignCode, signConcept } from '../concepts';
import type { Denial } from '../findings';
import { KOREAN_CONCESSIVE_TAIL } from '../lexicon/concessions';
import { NEW_EVENT_SIGNS, NEW_EVENT_VERBS, NOUN_JOINERS } from '../lexicon/new-events';
import type { Entry } from '../matcher';
import { sourceSlice } from '../normalize';

const isHangul = (c: number) => c >= 0xac00 && c <= 0xd7a3;
/** The reach of a negator before its terms ("no X", "denies X, Y or Z"), within a sentence. */
interface NegationScope {
  sentence: number;
  clause: number;
  lastEnd: number;
  reach: number;
  list: boolean;
  /** No term negated yet: the negator has not found its target. */
  first: boolean;
  /** Meal words between the negator and its first term count as content ("doesn't eat much, ..."). */
  extra: number;
  /** An "and" stands after the last term negated (rule denial_stops_at_new_event). */
  joined: boolean;
  /** The scope runs through a comma list closed by "and"/"or" (rule denied_comma_list): every item is denied. */
  checklist?: boolean;
}

/**
 * The scope after a cue that is not a term: the negation was spent on something else ("not eating well and
 * choking", "doesn't eat much and coughs", "no cold, ..."). Only "or" keeps a list open before the first term
 * ("no pain or choking").
 */
function scopeAfterCue(scope: NegationScope, e: Entry): NegationScope | null {
  // A concession ("không ho dù bị sặc", "tidak batuk walaupun tersedak") ends the denial.
  if (e.kind === 'normal' || e.kind === 'unrelated' || e.kind === 'concession') return null;
  // Rule negation_ends_at_cause: "ไม่ค่อยอยากกินเพราะกลืนลำบาก", "doesn't want to eat because it's hard to
  // swallow": the reason told after a cause word is asserted, not denied. A negator right before the cause word
  // denies the reason itself ("không phải vì khó nuốt", "not because it is hard to swallow").
  if (e.kind === 'ctx' && e.ctx === 'cause' && (scope.extra > 0 || !scope.first)) return null;
  if (scope.first && e.kind === 'connector' && !e.disjunctive && !scope.list) return null;
  if (scope.first && e.kind === 'ctx' && e.ctx === 'meal') scope.extra++;
  return scope;
}

const FULL_STOPS = ['.', '!', ';', '\n', '\u3002'];
/** The comma marks that open a list clause (rule denied_comma_list): ',', '，', '、'. */
const COMMA_MARKS: ReadonlySet<number> = new Set([0x2c, 0xff0c, 0x3001]);
/** What may stand between a negator and the unrelated illness it denies: list glue, other illnesses, other signs and their cues (vi "hay" is both "or" and "often"). */
const DENIED_LIST_KINDS: ReadonlySet<Entry['kind']> = new Set(['connector', 'unrelated', 'sign', 'ctx']);

export abstract class NegationReading extends ClauseReading {
  protected abstract upgraded(ctx: ClauseContext[], t: Token, code: SignCode): SignCode;

  applyNegation(): void {
    this.preNegation();
    this.postNegation();
    this.colonNegation();
  }

  /** "no X", "denies X, Y or Z", "沒有X", "không X": forward scope within a sentence. */
  protected preNegation(): void {
    let scope: NegationScope | null = null;
    for (const t of this.tokens) {
      if (scope && this.sentenceOf(t) !== scope.sentence) scope = null;
      const e = t.entry;
      if (e.kind === 'neg' && e.pre > 0) {
        // A negator written across a list slash ("no signs/symptoms of") scopes from the clause it ends in.
        const clause = this.clauses[t.clause]!.end < t.end ? this.clauseAt(t.end - 1) : t.clause;
        scope = {
          sentence: this.sentenceOf(t),
          clause,
          lastEnd: t.end,
          reach: e.pre,
          list: e.list,
          first: true,
          extra: 0,
          joined: false,
        };
      } else if (scope) {
        scope = isSignOrRisk(t) ? this.negateInScope(scope, t) : scopeAfterCue(scope, e);
        if (scope && !scope.first && e.kind === 'connector')
          scope.joined = !e.disjunctive && !NOUN_JOINERS.has(this.text.slice(t.start, t.end));
      }
    }
  }

  /** Negates `t` when the scope reaches it; the scope after it, or null when a term it does not reach ends it. */
  protected negateInScope(scope: NegationScope, t: Token): NegationScope | null {
    if (scope.joined && !scope.list && !scope.checklist && this.tellsNewEvent(t)) return null;
    if (this.reaches(scope, t)) {
      t.negated = true;
      scope.lastEnd = t.end;
      scope.clause = t.clause;
      scope.first = false;
      scope.extra = 0;
      scope.joined = false;
      // Further items must follow as a list: only list glue ("or", "、", "at meals") in between.
      scope.reach = 0;
      return scope;
    }
    // A term the negation does not reach ends it ("no cough, chokes on meat").
    return t.clause === scope.clause || !scope.list ? null : scope;
  }

  /** Rule denial_stops_at_new_event: an airway event, or a sign phrase opened by a verb of change ("went blue"). */
  protected tellsNewEvent(t: Token): boolean {
    if (t.entry.kind !== 'sign') return false;
    if (NEW_EVENT_SIGNS.has(t.entry.code)) return true;
    const words = this.text.slice(t.start, t.end);
    return NEW_EVENT_VERBS.some((v) => words.startsWith(v));
  }

  protected reaches(scope: NegationScope, t: Token): boolean {
    if (t.clause === scope.clause) return this.gap(scope.lastEnd, t.start) + scope.extra <= scope.reach;
    if (t.clause !== scope.clause + 1) return false;
    const prev = this.clauses[scope.clause]!;
    const cur = this.clauses[t.clause]!;
    // The negated list must run up to the comma and the next clause must open with the next item.
    if (this.gap(scope.lastEnd, prev.end) > (scope.list ? 3 : 1)) return false;
    if (this.gap(cur.start, t.start) > 0) return false;
    if (cur.opened === 'enum' || scope.list) return true;
    if (!this.hasDisjunctiveList(t.clause)) return false;
    scope.checklist = true;
    return true;
  }

  /**
   * "no coughing, choking or drooling" / "no coughing, choking, or drooling": the
   * clause continues a negated list when it, or a clause after it in the same
   * sentence that still opens with an item, holds "or" followed by an item.
   * Rule denied_comma_list: or "and" joining two items with nothing else between them
   * ("no coughing, choking and turning blue", "không ho, sặc và tím tái"): the list is closed, every item denied.
   */
  protected hasDisjunctiveList(clause: number): boolean {
    if (!this.listAhead) this.listAhead = this.computeListAhead();
    return this.listAhead[clause] === 1;
  }
  protected listAhead: Uint8Array | undefined;

  protected computeListAhead(): Uint8Array {
    const n = this.clauses.length;
    const disjunctive = new Uint8Array(n);
    const sawOr = new Uint8Array(n);
    const opensWithItem = new Uint8Array(n);
    const seenFirst = new Uint8Array(n);
    const itemEnd = new Int32Array(n).fill(-1);
    const andEnd = new Int32Array(n).fill(-1);
    const everyTime = new Uint8Array(n);
    const andClosed = new Uint8Array(n);
    for (const t of this.tokens) {
      const c = t.clause;
      if (t.entry.kind === 'connector' && t.entry.disjunctive) sawOr[c] = 1;
      else if (sawOr[c] && isSignOrRisk(t)) disjunctive[c] = 1;
      this.readAndClosure(t, itemEnd, andEnd, everyTime, andClosed);
      if (!seenFirst[c] && !isTransparent(t.entry)) {
        seenFirst[c] = 1;
        if (isSignOrRisk(t) && this.gap(this.clauses[c]!.start, t.start) === 0) opensWithItem[c] = 1;
      }
    }
    for (let c = 0; c < n; c++) if (andClosed[c] && !everyTime[c] && this.openedByCommaMark(c)) disjunctive[c] = 1;
    return this.listAheadFrom(disjunctive, opensWithItem);
  }

  /** A clause a written comma opens, not a Thai phrase space ("ไม่มีไข้ naglalaway at ..." is no list). */
  protected openedByCommaMark(c: number): boolean {
    let i = this.clauses[c]!.start - 1;
    while (i >= 0 && isTrimmedCode(this.codes[i]!)) i--;
    return i >= 0 && COMMA_MARKS.has(this.codes[i]!);
  }

  /** Walk backwards so each clause knows whether the list it opens ends in "or <item>". */
  protected listAheadFrom(disjunctive: Uint8Array, opensWithItem: Uint8Array): Uint8Array {
    const n = this.clauses.length;
    const ahead = new Uint8Array(n);
    for (let c = n - 1; c >= 0; c--) {
      if (!opensWithItem[c] && !disjunctive[c]) continue;
      const next = this.clauses[c + 1];
      const continues = next !== undefined && next.sentence === this.clauses[c]!.sentence && next.opened !== 'hard';
      ahead[c] = disjunctive[c] || (opensWithItem[c] && continues && ahead[c + 1]) ? 1 : 0;
    }
    return ahead;
  }

  /**
   * Rule denied_comma_list: "X and Y" with only blanks between the items and the joiner closes the list as "or"
   * does; a negator there is "nor" ("sin tos, atragantamiento ni cianosis"). Not with an every-time word in the
   * clause ("no fever, coughing and choking at every meal" tells what happens at every meal).
   */
  protected readAndClosure(t: Token, itemEnd: Int32Array, andEnd: Int32Array, everyTime: Uint8Array, closes: Uint8Array): void {
    const c = t.clause;
    const e = t.entry;
    if (e.kind === 'persistent' || (e.kind === 'ctx' && e.persistent)) everyTime[c] = 1;
    const joins = e.kind === 'connector' || (e.kind === 'neg' && e.pre > 0);
    if (joins && itemEnd[c]! >= 0 && this.isBlankSpan(itemEnd[c]!, t.start)) andEnd[c] = t.end;
    if (!isSignOrRisk(t)) return;
    if (andEnd[c]! >= 0 && this.isBlankSpan(andEnd[c]!, t.start) && !everyTime[c]) closes[c] = 1;
    itemEnd[c] = t.end;
  }

  /** "むせなし", "기침 없음", "cough absent": the negator follows the terms it negates. */
  protected postNegation(): void {
    for (let j = 0; j < this.tokens.length; j++) {
      const e = this.tokens[j]!.entry;
      if (e.kind === 'neg' && e.post > 0) this.negateListBefore(j, e);
    }
  }

  /** Negates the terms before the post-negator at `j`, back through a short list (bounded look-back). */
  protected negateListBefore(j: number, e: Extract<Entry, { kind: 'neg' }>): void {
    const neg = this.tokens[j]!;
    const anchor = { start: neg.start, clause: neg.clause, reach: e.post };
    for (let k = j - 1; k >= 0 && k >= j - 24; k--) {
      const t = this.tokens[k]!;
      if (this.sentenceOf(t) !== this.sentenceOf(neg)) break;
      if (isTransparent(t.entry)) continue;
      if (!isSignOrRisk(t) || this.concessiveTailAfter(t) || !this.postListContinues(t, anchor, neg.start, e)) break;
      t.negated = true;
      anchor.start = t.start;
      anchor.clause = t.clause;
      anchor.reach = e.unit === 'word' ? 1 : 2;
    }
  }

  /** "물 마시기 힘들어도 기침은 안 해요": the rest of a concessive ending right after a Korean sign phrase. */
  protected concessiveTailAfter(t: Token): boolean {
    const { tail, after } = KOREAN_CONCESSIVE_TAIL;
    const last = this.codes[t.end - 1] ?? 0;
    if (!isHangul(last) || !this.text.startsWith(tail, t.end) || isHangul(this.codes[t.end + tail.length] ?? 0)) return false;
    return after.test(String.fromCharCode(last));
  }

  /** Whether `t` still belongs to the negated list that reaches back to `anchor`. */
  protected postListContinues(
    t: Token,
    anchor: { start: number; clause: number; reach: number },
    negStart: number,
    e: Extract<Entry, { kind: 'neg' }>,
  ): boolean {
    if (t.clause === anchor.clause) return this.gap(t.end, anchor.start, e.kanaOnlyGap && anchor.start === negStart) <= anchor.reach;
    // Only a list closed by a list negator continues across its commas ("むせ、つかえ感、いずれもなし"): a bare one
    // denies the last item only ("むせ込み、発熱なし": the fever), unless the text calls eating or swallowing
    // normal, which makes the list a checklist of denials ("特に問題なし。むせ、咳き込みなし").
    const opened = this.clauses[anchor.clause]!.opened;
    if (anchor.clause !== t.clause + 1 || (opened !== 'enum' && opened !== 'comma')) return false;
    if (!e.list && (anchor.start === negStart || !this.callsEatingNormal())) return false;
    return this.gap(t.end, this.clauses[t.clause]!.end) === 0 && this.gap(this.clauses[anchor.clause]!.start, anchor.start) === 0;
  }

  /** The text says eating or swallowing is normal somewhere ("特に問題なし", "아무 문제 없어요"). */
  protected callsEatingNormal(): boolean {
    this.eatingNormal ??= this.tokens.some((t) => t.entry.kind === 'normal' || (t.entry.kind === 'neg' && t.entry.reassures));
    return this.eatingNormal;
  }
  protected eatingNormal: boolean | undefined;

  /** "cough: no", "咳嗽：無": a negator right after a colon negates the term before it. */
  protected colonNegation(): void {
    for (let j = 1; j < this.tokens.length; j++) {
      const neg = this.tokens[j]!;
      if (neg.entry.kind !== 'neg') continue;
      const clause = this.clauses[neg.clause]!;
      if (neg.clause === 0 || this.gap(clause.start, neg.start) > 0) continue;
      // A Thai phrase space after the colon leaves a blank clause between them.
      const label = this.clauseBefore(neg.clause);
      const prevClause = this.clauses[label]!;
      if (prevClause.closedBy !== ':') continue;
      const prev = this.tokens[j - 1]!;
      if (prev.clause === label && isSignOrRisk(prev) && this.gap(prev.end, prevClause.end) === 0) prev.negated = true;
      else if (this.tokens[j + 1]?.clause !== neg.clause) this.denyChartLabel(j, label);
    }
  }

  /**
   * Reading rule charted_label_denied: a charting value that is only a negator
   * after the colon ("Coughing on fluids: nil", "Ubo habang kumakain: wala", "ไอขณะกิน: ไม่มี") denies the whole label
   * before it, when the label is only signs, their context and list glue.
   */
  private denyChartLabel(j: number, label: number): void {
    let first = j - 1;
    while (first > 0 && this.tokens[first - 1]!.clause === label) first--;
    const own = this.tokens.slice(first, j).filter((t) => t.clause === label);
    const glue = (t: Token) => isSignOrRisk(t) || t.entry.kind === 'ctx' || t.entry.kind === 'connector';
    if (own.length === 0 || !own.every(glue)) return;
    for (const t of own) if (isSignOrRisk(t)) t.negated = true;
  }

  /** Signs and risk factors the text denies ("no cough", "冇咳"), filled by findings(). */
  readonly denied: Denial[] = [];

  /**
   * "不是感冒", "not a cold or flu": a negator before the illness, or before the list of illnesses it ends. A list
   * negator ("denies") is not read here: denying a whole text must never unmask a complaint it explained.
   */
  protected unrelatedDenied(i: number): boolean {
    const t = this.tokens[i]!;
    // A post-negator denies it too ("風邪なし", "감기 없음").
    const next = this.tokens[i + 1];
    if (next?.clause === t.clause && next.entry.kind === 'neg' && next.entry.post > 0) {
      if (this.gap(t.end, next.start, next.entry.kanaOnlyGap) <= next.entry.post) return true;
    }
    let k = i - 1;
    // A denied sign in the same list ("không có sốt hay cảm cúm", "no fever or cold") is skipped too.
    while (this.tokens[k]?.clause === t.clause && DENIED_LIST_KINDS.has(this.tokens[k]!.entry.kind)) k--;
    const neg = this.tokens[k];
    if (neg?.clause !== t.clause || neg.entry.kind !== 'neg' || neg.entry.pre <= 0 || neg.entry.list) return false;
    return this.gap(neg.end, t.start) <= Math.min(neg.entry.pre, 2 + (i - 1 - k));
  }

  /** Sign families denied somewhere in the text ("no coughing observed"): they answer a doubt about them. */
  protected deniedFamilies(ctx: ClauseContext[]): SignCode[] {
    const denied: SignCode[] = [];
    for (const t of this.tokens) {
      const e = t.entry;
      if (t.negated && e.kind === 'sign') {
        ctx[t.clause]!.deniesSign = true;
        addOnce(denied, familyOf(e.code));
        addOnce(denied, familyOf(this.upgraded(ctx, t, e.code)));
      }
    }
    return denied;
  }

  /** Denied terms, once per code, that nothing in the text affirms (a denial then has no weight to report). */
  protected collectDenials(ctx: ClauseContext[], kept: readonly Kept[]): void {
    for (const t of this.tokens) {
      const e = t.entry;
      if (!t.negated || (e.kind !== 'sign' && e.kind !== 'risk')) continue;
      const code = e.kind === 'sign' ? this.upgraded(ctx, t, e.code) : e.code;
      if (e.kind === 'sign' && signConcept(code as SignCode).helper) continue;
      if (keptFor(kept, code) || this.denied.some((d) => d.code === code)) continue;
      this.denied.push({ kind: e.kind, code, matched: sourceSlice(this.norm, t.start, t.end) });
    }
  }

  /** "not yet recovered": a negator just before a contrast word ("yet", "still") that split the clause denies what follows. */
  protected deniedAcrossContrast(i: number): boolean {
    const t = this.tokens[i]!;
    const contrast = this.tokens[i - 1];
    const prev = this.tokens[i - 2];
    if (contrast?.entry.kind !== 'contrast' || !prev || prev.entry.kind !== 'neg' || prev.entry.pre <= 0) return false;
    return this.gap(prev.end, t.start) <= 2;
  }

  /** Whether the sentence of `clause` starts after a full stop or at a contrast word (which closes the clause before it with ''). */
  protected followsStopOrContrast(clause: number): boolean {
    let c = clause;
    while (c > 0 && this.clauses[c - 1]!.sentence === this.clauses[clause]!.sentence) c--;
    if (c === 0) return false;
    const closedBy = this.clauses[c - 1]!.closedBy;
    return closedBy === '' || FULL_STOPS.includes(closedBy) || this.clauses[c]!.contrast;
  }

  /**
   * A cue with a negator just before it, or a post-negator just after it, in its clause: within two
   * units, or with `ownReach` within the negator's own reach ("減っていない": a kana-only gap of three).
   */
  protected isDenied(i: number, ownReach = false): boolean {
    const t = this.tokens[i]!;
    const prev = this.tokens[i - 1];
    if (prev && prev.clause === t.clause && prev.entry.kind === 'neg' && prev.entry.pre > 0) {
      if (this.gap(prev.end, t.start) <= (ownReach ? prev.entry.pre : 2)) return true;
    }
    const next = this.tokens[i + 1];
    if (next === undefined || next.clause !== t.clause || next.entry.kind !== 'neg' || next.entry.post <= 0) return false;
    return ownReach ? this.gap(t.end, next.start, next.entry.kanaOnlyGap) <= next.entry.post : this.gap(t.end, next.start) <= 2;
  }
}
