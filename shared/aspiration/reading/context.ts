/**
 * Context reach: which meal, cause, pill, dry-food or airway cue reaches a sign, and what it turns the sign into.
 * A layer of the analyser (analyse.ts): each reading layer extends the one before it.
 */

import { type ClauseContext, CTX_BIT } from './clause-context';
import type { Token } from './clauses';
import { type ContextKind, isSignCode, type SignCode, type SignConcept, signConcept } from '../concepts';
import { ALL_FOODS } from '../lexicon/dry-food';
import { NegationReading } from './negation';
import { isWordCode, normalize, sourceSlice } from '../normalize';

/** A named water test, and one told as passed (read once: CTX_BIT is an imported binding). */
const WATER_TEST = CTX_BIT.waterTest;
const WATER_TEST_TOLD = CTX_BIT.waterTest | CTX_BIT.waterTestPassed;

/** A clause naming a meal that it neither calls normal nor denies nor explains otherwise. */
export function tellsMeal(c: ClauseContext | undefined, meal: number): boolean {
  return c !== undefined && (c.ctx & meal) !== 0 && !c.normal && !c.negated && !c.unrelated;
}

/** Signs that say food is hard to get down: with eating less in their sentence, the intake the swallow cuts. */
const INTAKE_CUTTING_SIGNS: ReadonlySet<SignCode> = new Set<SignCode>([
  'difficulty_swallowing',
  'dry_food_difficulty',
  'washes_food_down',
  'food_sticking',
  'pain_on_swallowing',
]);

/** The helper sign of "difficulty", which a meal turns into difficulty swallowing. */
const DIFFICULTY_TERM: SignCode = 'difficulty';

/** The helper sign of dry food, whose dry cue makes a difficulty the dry-food difficulty (rule dry_food_alone). */
const DRY_FOOD_TERM: SignCode = 'dry_food';

/** The every-food words of lexicon/dry-food.ts, normalised like the text (rule dry_food_alone). */
const ALL_FOOD_WORDS: readonly string[] = Object.values(ALL_FOODS).flatMap((words) => words.map((w) => normalize(w).text));

/** A clause that opens with "with", "at", "during" (rule trailing_meal_phrase). */
const MEAL_PREPOSITION =
  /^\s*(?:with|at|during|over|con|durante|al|en el|en la|sa|kapag|pag|saat|waktu|pas|ketika|khi|lúc|ตอน|เวลา)(?:\s|$)/iu;

/** A meal closed by "after" or "when" at its clause's end (rule meal_postposition_clause). */
const MEAL_POSTPOSITION =
  /(?:之后|以后|之後|以後|的时候|的時候|嗰陣|の後|のあと|の後で|後に|あとに|の時|のとき|후에|후|때|할 때)[\s。.!！]*$/u;

/** A clause opened by "but" and a pro-form of the sign before it ("but it happens", "pero le pasa"): rule meal_of_pro_form. */
const PRO_FORM_HAPPENS =
  /^[\s,]*(?:but|pero|tapi|pero|nhưng|แต่)?\s*(?:it|this|that|lo|le|eso|ito|itu|nó|มัน)?\s*(?:happens|happened|comes|pasa|ocurre|sucede|nangyayari|terjadi|xảy ra|เป็น)(?:\s|$)/iu;

/** Mealtimes of half an hour or more are prolonged (the minutes rows of lexicon/mild-signs.ts). */
const MEAL_MINUTES_PROLONGED = 30;
const MEAL_MINUTES = /(\d+)\+?\s*(?:min|分|분|minuto|menit|phút|นาที)/iu;

/** Latin-script (spaced) words must end on a word boundary; unspaced scripts need not. */
export const isSpaced = (w: string) => /^[\p{Script=Latin}\s'-]+$/u.test(w);

export abstract class ContextReading extends NegationReading {
  protected abstract isPast(c: ClauseContext, at: number, remoteOnly?: boolean, episode?: boolean): boolean;

  /** "fine with thickened", "加咗凝固粉就冇咳", "con espesante está mejor": thickening stops the cough. */
  protected thickeningCompensates(ctx: ClauseContext[]): boolean {
    for (const t of this.tokens) {
      const e = t.entry;
      if (e.kind === 'risk' && e.thick && !t.negated && this.thickeningHelps(ctx, t)) return true;
    }
    return false;
  }

  /** A meal length told in minutes under MEAL_MINUTES_PROLONGED ("10 minutes to eat"): no slow meal. */
  protected shortMealMinutes(t: Token): boolean {
    const m = MEAL_MINUTES.exec(sourceSlice(this.norm, t.start, t.end));
    return m !== null && Number(m[1]) < MEAL_MINUTES_PROLONGED;
  }

  /** A clause of the sentence names eating or a meal that it neither calls normal nor denies nor explains otherwise. */
  protected sentenceTellsMeal(ctx: ClauseContext[], sentence: number): boolean {
    for (let n = 0; n < this.clauses.length; n++) {
      if (this.clauses[n]!.sentence === sentence && tellsMeal(ctx[n], CTX_BIT.meal | CTX_BIT.mealTemporal)) return true;
    }
    return false;
  }

  /** The concept a sign term means in its clause (at most two steps: "slow" -> prolonged_meals). */
  protected upgraded(ctx: ClauseContext[], t: Token, code: SignCode): SignCode {
    for (let step = 0; step < 2; step++) {
      const concept = signConcept(code);
      const up = this.firstUpgrade(ctx, t.clause, concept);
      if (!up || !isSignCode(up)) break;
      code = up;
    }
    return code;
  }

  /** The concept of the first upgrade whose context the clause has. */
  protected firstUpgrade(ctx: ClauseContext[], clause: number, concept: SignConcept): string | undefined {
    if (!concept.upgrades) return undefined;
    for (const [kind, target] of concept.upgrades) {
      if (this.hasContext(ctx, clause, kind)) return target;
      if (kind === 'meal' && concept.mealInSentence && this.mealInClauseBefore(ctx, clause)) return target;
      if (kind === 'meal' && concept.cue === 'airway' && this.mealBeforeAirwayChain(ctx, clause)) return target;
      if (kind === 'meal' && concept.mealAnywhereInSentence && this.sentenceTellsMeal(ctx, this.clauses[clause]!.sentence)) return target;
    }
    return undefined;
  }

  /**
   * Reading rule airway_event_reaches_its_meal: an airway event reaches the meal
   * before it across the other airway events told between them in its sentence ("喂到一半，他喘不过气，脸都紫了": the
   * colour change is at the feeding two clauses back).
   */
  protected mealBeforeAirwayChain(ctx: ClauseContext[], clause: number): boolean {
    const sentence = this.clauses[clause]!.sentence;
    for (let k = clause; k > 0; k = this.clauseBefore(k)) {
      if (this.mealInClauseBefore(ctx, k, true)) return true;
      const prev = ctx[this.clauseBefore(k)];
      if (this.clauses[this.clauseBefore(k)]!.sentence !== sentence || !prev || (prev.ctx & CTX_BIT.airway) === 0) return false;
    }
    return false;
  }

  /**
   * The meal the sentence opened with, in the clause just before, that tells no normal eating and no denial
   * ("Breakfast used to take her 15 mins, now it's nearly an hour": "it" is the meal), while this clause is not
   * explained otherwise.
   */
  protected mealInClauseBefore(ctx: ClauseContext[], clause: number, pastDeniedSign = false): boolean {
    const own = ctx[clause]!;
    // The airway event reads past the blank clause ", but" leaves ("tidak batuk, tapi membiru").
    const k = pastDeniedSign && clause > 0 ? this.clauseBefore(clause) : clause - 1;
    const prev = this.clauses[k];
    const cl = this.clauses[clause]!;
    // "Finished her porridge but it took nearly an hour": a "but" opens a sentence of its own, yet the meal it
    // contrasts is still what took long (reading rule meal_before_contrast).
    const joined = prev !== undefined && (prev.sentence === cl.sentence || (cl.contrast && prev.sentence + 1 === cl.sentence));
    if (own.normal || own.unrelated || !joined) return false;
    const before = ctx[k];
    // Reading rule airway_event_after_denied_sign: "吃饭时没有咳嗽，然后脸色发紫", "saat makan tidak batuk tapi membiru":
    // a negation spent on a sign denies that sign, not the meal it happened at, so an airway event told next is at it.
    const meal = CTX_BIT.meal | CTX_BIT.mealTemporal;
    if (pastDeniedSign && before?.negated && before.deniesSign) return (before.ctx & meal) !== 0 && !before.normal && !before.unrelated;
    return tellsMeal(before, meal);
  }

  /**
   * A thickener reported to help: its clause, or the next one in the same
   * sentence, says the drink is tolerated, eating is fine, or denies a sign
   * ("fine with thickened", "with thickener, no cough").
   */
  protected thickeningHelps(ctx: ClauseContext[], t: Token): boolean {
    const sentence = this.sentenceOf(t);
    for (let n = t.clause; n <= t.clause + 1; n++) {
      const cl = this.clauses[n];
      const c = ctx[n];
      if (!cl || !c || cl.sentence !== sentence) continue;
      if (c.tolerates || c.normal || c.deniesSign) return true;
    }
    return false;
  }

  /**
   * "hard to swallow, so he splits it", "drank too fast, coughed": the cue may sit in the neighbouring clause of the
   * same sentence.
   */
  protected neighbourHasContext(ctx: ClauseContext[], clause: number, kind: ContextKind): boolean {
    const sentence = this.clauses[clause]!.sentence;
    for (let n = clause - 1; n <= clause + 1; n++) {
      const nc = ctx[n];
      if (nc !== undefined && this.clauses[n]!.sentence === sentence && (nc.ctx & CTX_BIT[kind]) !== 0) return true;
    }
    return false;
  }

  /**
   * Reading rule dry_food_alone (lexicon/dry-food.ts): the dry cue of the sentence reaches the difficulty in `clause`
   * unless its only source is dry food named with more than dry food ("liquids and dry food", "everything, even dry
   * food", "difficulty eating, especially dry food"): then the difficulty is said of more, not of dry food alone.
   */
  protected dryCueReaches(clause: number): boolean {
    const sentence = this.clauses[clause]!.sentence;
    let dryFoodWithMore = false;
    for (let i = 0; i < this.tokens.length; i++) {
      const t = this.tokens[i]!;
      const e = t.entry;
      if (e.kind !== 'sign' || t.negated || this.clauses[t.clause]!.sentence !== sentence || signConcept(e.code).cue !== 'dry') continue;
      if (e.code !== DRY_FOOD_TERM || !this.dryFoodWithMore(i, clause)) return true;
      dryFoodWithMore = true;
    }
    return !dryFoodWithMore;
  }

  /** Dry food (token `i`) joined to a meal word, beside every food, or after the eating the difficulty names. */
  protected dryFoodWithMore(i: number, difficulty: number): boolean {
    const own = this.tokens[i]!.clause;
    const joined = (step: -1 | 1) => {
      const link = this.tokens[i + step];
      const other = this.tokens[i + 2 * step];
      return link?.entry.kind === 'connector' && other?.clause === own && other.entry.kind === 'ctx' && other.entry.ctx === 'meal';
    };
    if (joined(-1) || joined(1)) return true;
    if (this.namesAllFoods(own, i) || this.namesAllFoods(difficulty, i)) return true;
    // "Difficulty eating, especially dry food": the dry food told after a difficulty with eating is one instance.
    return own > difficulty && this.tokens.some((t) => t.clause === difficulty && t.entry.kind === 'ctx' && t.entry.ctx === 'meal');
  }

  /** Whether the clause names every food (ALL_FOODS), outside the dry-food words of token `i`. */
  protected namesAllFoods(clause: number, i: number): boolean {
    const { start, end } = this.clauses[clause]!;
    const dry = this.tokens[i]!;
    return ALL_FOOD_WORDS.some((w) => {
      for (let at = this.text.indexOf(w, start); at >= 0 && at + w.length <= end; at = this.text.indexOf(w, at + 1)) {
        const inDry = at < dry.end && at + w.length > dry.start;
        const whole = !isSpaced(w) || (!isWordCode(this.text.charCodeAt(at - 1)) && !isWordCode(this.text.charCodeAt(at + w.length)));
        if (!inDry && whole) return true;
      }
      return false;
    });
  }

  /**
   * A gulp in the clause or a neighbour of the same sentence, while neither the cough's clause nor the gulp's tells
   * an every-time frequency ("at every meal", "每次", "with every sip").
   */
  protected gulpWithoutEveryTime(ctx: ClauseContext[], clause: number): boolean {
    if (ctx[clause]!.persistent) return false;
    const sentence = this.clauses[clause]!.sentence;
    for (let n = clause - 1; n <= clause + 1; n++) {
      const nc = ctx[n];
      if (nc !== undefined && this.clauses[n]!.sentence === sentence && (nc.ctx & CTX_BIT.gulp) !== 0 && !nc.persistent) return true;
    }
    return false;
  }

  protected hasContext(ctx: ClauseContext[], clause: number, kind: ContextKind): boolean {
    const c = ctx[clause]!;
    // "choked at dinner, coughed and coughed, needed back blows": an airway cue reaches its whole sentence.
    if (kind === 'airway') return this.airwayReaches(ctx, clause) || this.rescueToldNext(ctx, clause);
    if (kind === 'dry') return this.sentenceHasContext(ctx, clause, kind) && this.dryCueReaches(clause);
    if (kind === 'waterTest') return this.failedTestReaches(ctx, clause);
    if (kind === 'saliva' || kind === 'expelled') return this.sentenceHasContext(ctx, clause, kind);
    if (kind === 'cause') return this.causeReaches(ctx, clause) || this.intakeCutBySwallow(ctx);
    // Clinical audit finding 2: a cough at every meal or sip is no protective cough, however fast the drinking.
    if (kind === 'gulp') return this.gulpWithoutEveryTime(ctx, clause);
    if (kind === 'split') return this.neighbourHasContext(ctx, clause, kind);
    if (kind === 'pill') return this.pillReaches(ctx, clause);
    return kind === 'meal' ? this.hasMealContext(ctx, clause) : (c.ctx & CTX_BIT[kind]) !== 0;
  }

  /** Whether the sign of `clause` is told at a meal: in its clause, a neighbour's temporal meal phrase, or a reading rule. */
  protected hasMealContext(ctx: ClauseContext[], clause: number): boolean {
    const c = ctx[clause]!;
    if (c.ctx & CTX_BIT.mealTemporal || (c.ctx & CTX_BIT.meal && !c.normal)) return true;
    // "when eating, she coughs" / "after drinking her voice is wet, she coughs a few times":
    // a temporal meal phrase in a neighbouring clause of the same sentence, unless that
    // clause is negated ("coughing at night, no problems at meals") or this one is
    // explained otherwise ("cough from a cold").
    if (c.unrelated || c.normal) return false;
    const sentence = this.clauses[clause]!.sentence;
    for (let n = clause - 1; n <= clause + 1; n += 2) {
      const nc = ctx[n];
      const cl = this.clauses[n];
      if (!nc || !cl || cl.sentence !== sentence) continue;
      if (nc.ctx & CTX_BIT.mealTemporal && !nc.negated && !nc.normal) return true;
    }
    if (this.mealPhraseAfter(ctx, clause) || this.mealOfDeniedSignBefore(ctx, clause)) return true;
    return this.mealPostpositionBeside(ctx, clause) || this.mealOfProFormAfter(ctx, clause);
  }

  /**
   * Reading rule meal_of_pro_form: "Tiny cough, but it happens with every single meal",
   * "tos leve, pero le pasa en cada comida": the clause right after the sign's, opened by "but" and a pro-form of it
   * (PRO_FORM_HAPPENS), names the meal the sign happens at; it must name no sign and deny nothing.
   */
  protected mealOfProFormAfter(ctx: ClauseContext[], clause: number): boolean {
    // A comma before "but" leaves an empty clause between, and an aside with no cue ("like barely anything") may too.
    let n = clause + 1;
    while (n <= clause + 3 && this.clauses[n] && !ctx[n]) n++;
    const cl = this.clauses[n];
    const nc = ctx[n];
    if (!cl || !nc || cl.sentence > this.clauses[clause]!.sentence + 1 || nc.namesSign || nc.negated || nc.normal) return false;
    return (nc.ctx & (CTX_BIT.meal | CTX_BIT.mealTemporal)) !== 0 && PRO_FORM_HAPPENS.test(this.text.slice(cl.start, cl.end));
  }

  /**
   * Reading rule meal_postposition_clause: a clause beside the sign's in its sentence that is a meal
   * closed by "after" or "when" ("声音变了，喝水之后", "食事の後、呼吸が変わる", "목소리가 변해요, 물 마신 후에") tells
   * when the sign happens, as "after drinking" does; it must name no sign and deny nothing.
   */
  protected mealPostpositionBeside(ctx: ClauseContext[], clause: number): boolean {
    const sentence = this.clauses[clause]!.sentence;
    for (let n = clause - 1; n <= clause + 1; n += 2) {
      const nc = ctx[n];
      const cl = this.clauses[n];
      if (!nc || !cl || cl.sentence !== sentence || nc.namesSign || nc.negated || nc.normal || nc.unrelated) continue;
      if (nc.ctx & CTX_BIT.meal && MEAL_POSTPOSITION.test(this.text.slice(cl.start, cl.end))) return true;
    }
    return false;
  }

  /**
   * Reading rule meal_of_denied_sign_carries: "吃飯不會咳嗽，但是常常要清喉嚨", "no cough at meals but
   * keeps clearing his throat": the denial is spent on its own sign and stops at the contrast word; the meal it was
   * told at is the meal of the sign the contrast opens.
   */
  protected mealOfDeniedSignBefore(ctx: ClauseContext[], clause: number): boolean {
    // "むせないけど、咳払い": the contrast word closed by a comma is a clause of its own before the sign's.
    const cl = this.clauses[clause]!;
    const opener = cl.contrast ? clause : this.clauses[clause - 1]?.contrast && !ctx[clause - 1]?.namesSign ? clause - 1 : -1;
    if (opener < 0 || (opener !== clause && this.clauses[opener]!.sentence !== cl.sentence)) return false;
    // A comma before the contrast word leaves an empty clause between ("No tose al comer, pero carraspea").
    const prev = ctx[opener - 1] ?? ctx[opener - 2];
    if (!prev?.deniesSign || prev.normal || prev.unrelated) return false;
    return (prev.ctx & (CTX_BIT.mealTemporal | CTX_BIT.meal)) !== 0;
  }

  /**
   * Reading rule trailing_meal_phrase: "Tose un poco, solo de vez en cuando, con el café con leche",
   * "coughs a bit, now and then, with her tea": a clause that opens with a preposition (MEAL_PREPOSITION) and names
   * a meal, after the sign's clause or one of nothing but a frequency, in its sentence, tells when the sign happens.
   */
  protected mealPhraseAfter(ctx: ClauseContext[], clause: number): boolean {
    const sentence = this.clauses[clause]!.sentence;
    for (let n = clause + 1; n <= clause + 2; n++) {
      const nc = ctx[n];
      const cl = this.clauses[n];
      if (!cl || cl.sentence !== sentence) return false;
      // A clause with no cue at all ("now and then" unlisted) is passed over like a frequency.
      if (!nc) continue;
      if (nc.namesSign || nc.negated || nc.normal || nc.unrelated) return false;
      if (nc.ctx & CTX_BIT.mealTemporal) return true;
      if (nc.ctx & CTX_BIT.meal) return MEAL_PREPOSITION.test(this.text.slice(cl.start, cl.end));
      if (!nc.occasional && !nc.persistent) return false;
    }
    return false;
  }

  /**
   * A tablet named in its own clause, or in the clause just before in the same sentence when this one names no
   * food or drink ("the calcium tablet is huge, she can't swallow it whole").
   */
  protected pillReaches(ctx: ClauseContext[], clause: number): boolean {
    const c = ctx[clause]!;
    if (c.ctx & CTX_BIT.pill) return true;
    const prev = ctx[clause - 1];
    if (!prev || c.ctx & (CTX_BIT.meal | CTX_BIT.mealTemporal)) return false;
    return this.clauses[clause - 1]!.sentence === this.clauses[clause]!.sentence && (prev.ctx & CTX_BIT.pill) !== 0;
  }

  protected causeReaches(ctx: ClauseContext[], clause: number): boolean {
    if (!this.sawCause) return false;
    if (this.causeReach?.of !== ctx) this.causeReach = { of: ctx, reach: this.computeCauseReach(ctx) };
    return this.causeReach.reach[clause] === 1;
  }
  protected causeReach: { of: ClauseContext[]; reach: Uint8Array } | undefined;
  /** A causal word was read: most texts have none, and then nothing needs computing. */
  protected sawCause = false;

  /**
   * Reading rule intake_cut_by_swallow: a sentence that tells a current difficulty getting food down and that the
   * person eats less ("飲み込むのが大変だから食べたくない", "삼키기 힘들다고 식사를 반도 못 드세요", "it hurts to get food
   * down and she gives up half way") gives the cause of a weight loss told in another sentence.
   */
  protected intakeCutBySwallow(ctx: ClauseContext[]): boolean {
    if (this.intakeCut?.of !== ctx) {
      const bits = this.sentenceContexts(ctx);
      // Only the signs of the set and the helper "difficulty" are upgraded here (never a weight loss: no recursion).
      const cut = this.tokens.some((t) => {
        const e = t.entry;
        if (t.negated || e.kind !== 'sign' || !(INTAKE_CUTTING_SIGNS.has(e.code) || e.code === DIFFICULTY_TERM)) return false;
        if (!INTAKE_CUTTING_SIGNS.has(this.upgraded(ctx, t, e.code))) return false;
        return (bits[this.sentenceOf(t)]! & CTX_BIT.intake) !== 0 && !this.isPast(ctx[t.clause]!, t.start);
      });
      this.intakeCut = { of: ctx, cut };
    }
    return this.intakeCut.cut;
  }
  protected intakeCut: { of: ClauseContext[]; cut: boolean } | undefined;

  /** Per clause, whether a causal word reaches it: one pass over groups of clauses joined by Thai phrase spaces. */
  protected computeCauseReach(ctx: ClauseContext[]): Uint8Array {
    const n = this.clauses.length;
    const reach = new Uint8Array(n);
    for (let g = 0; g < n; ) {
      let e = g;
      while (e + 1 < n && this.clauses[e]!.closedBy === ' ') e++;
      let found = false;
      for (let k = g; k <= e && !found; k++) found = ((ctx[k]?.ctx ?? 0) & CTX_BIT.cause) !== 0;
      found ||= this.linkingCauseBeyond(ctx, g - 1, -1, this.clauses[g]!.sentence);
      found ||= this.linkingCauseBeyond(ctx, e + 1, 1, this.clauses[g]!.sentence);
      if (found) reach.fill(1, g, e + 1);
      g = e + 1;
    }
    this.causeOpeningSentence(ctx, reach);
    return reach;
  }

  /**
   * Reading rule cause_opens_next_sentence: a sentence that opens with a causal word ("Lost 3 kg. Reason: hard to
   * swallow.", "She has lost weight. It is because ...", "瘦了。原因是...") gives the reason of the sentence before it:
   * its last clause is reached too.
   */
  protected causeOpeningSentence(ctx: ClauseContext[], reach: Uint8Array): void {
    for (let k = 1; k < this.clauses.length; k++) {
      const opensSentence = this.clauses[k - 1]!.sentence !== this.clauses[k]!.sentence;
      if (opensSentence && ctx[k]?.causeOpens && !this.clauses[k]!.contrast) reach[k - 1] = 1;
    }
  }

  /**
   * The first clause with words past a clause boundary, when a causal word there opens or closes it. Reading rule
   * cause_reaches_over_detail: a clause of only a measure or a date between them ("he's lost
   * weight, about 3kg since Chinese New Year, because eating takes forever") is passed over.
   */
  protected linkingCauseBeyond(ctx: ClauseContext[], from: number, step: -1 | 1, sentence: number): boolean {
    for (let k = from; this.clauses[k]?.sentence === sentence; k += step) {
      const c = ctx[k];
      // A detail clause holds a time or the weight (a sign helper): most clauses are passed by without the token pass.
      if (c && (c.ctx & CTX_BIT.cause) === 0 && (c.temporal !== undefined || c.namesSign) && this.onlyDetail(k)) continue;
      if (c) return (c.ctx & CTX_BIT.cause) !== 0 && c.causeLinks;
      if (this.clauses[step < 0 ? k - 1 : k]?.closedBy !== ' ') return false;
    }
    return false;
  }

  /** Per clause, 1 when it holds only a body weight, time words and list glue (rule cause_reaches_over_detail). */
  private clausesOfOnlyDetail(): Uint8Array {
    const kinds = new Uint8Array(this.clauses.length);
    for (const t of this.tokens) {
      const e = t.entry;
      const detail =
        e.kind === 'current' ||
        e.kind === 'past' ||
        e.kind === 'monthsAgo' ||
        e.kind === 'connector' ||
        (e.kind === 'sign' && e.code === 'body_weight');
      if (!detail) kinds[t.clause] = 2;
      else if (kinds[t.clause] === 0) kinds[t.clause] = 1;
    }
    return kinds;
  }
  private detailClauses: Uint8Array | undefined;

  private onlyDetail(k: number): boolean {
    this.detailClauses ??= this.clausesOfOnlyDetail();
    return this.detailClauses[k] === 1;
  }

  /**
   * Reading rule airway_denied_not_reached: an airway cue reaches its whole sentence (and, told as a rescue, the
   * sentence before), except from another clause that denies a sign ("feels stuck sometimes, but never choked or
   * couldn't breathe", "ไม่เคยสำลักหรือติดจนหายใจไม่ออก"): the blocked airway there is denied, not told.
   */
  protected airwayReaches(ctx: ClauseContext[], clause: number): boolean {
    return this.sentenceHasContext(ctx, clause, 'airway') && this.airwayTold(ctx, this.clauses[clause]!.sentence, clause);
  }

  protected airwayTold(ctx: ClauseContext[], sentence: number, clause: number): boolean {
    for (let n = 0; n < this.clauses.length; n++) {
      const c = ctx[n];
      if (this.clauses[n]!.sentence !== sentence || c === undefined || (c.ctx & CTX_BIT.airway) === 0) continue;
      if (n === clause || !c.deniesSign) return true;
    }
    return false;
  }

  /** A cue anywhere in the sentence ("dry mouth after radiotherapy, ..., biscuits hard to swallow"). */
  /**
   * Rule airway_rescue_told_next: the rescue told in a sentence of its own right after the event ("A piece of meat
   * stuck in her throat. We had to hit her back.") is the airway of that event, when it names no sign of its own.
   */
  protected rescueToldNext(ctx: ClauseContext[], clause: number): boolean {
    const next = this.clauses[clause]!.sentence + 1;
    const bits = this.sentenceContexts(ctx);
    if (next >= bits.length || (bits[next]! & CTX_BIT.airway) === 0) return false;
    return !this.sentenceNamesItem(next) && this.airwayTold(ctx, next, -1);
  }

  /**
   * Reading rule passed_test_stays_passed: a named water test reaches the signs of its sentence,
   * except a test told as passed in its clause ("swallow screen passed, coughs occasionally with meals").
   */
  protected failedTestReaches(ctx: ClauseContext[], clause: number): boolean {
    const failed = this.failedTestSentences(ctx);
    if (failed === undefined) return false;
    return failed[this.clauses[clause]!.sentence] === 1 || this.signInTheTest(ctx, clause);
  }

  /**
   * Per sentence, 1 when a clause of it names a water test not told as passed; undefined when no clause names a
   * test at all (then no sign is in a test). One pass per findings(), not one per cough: coughs are common.
   */
  protected failedTestSentences(ctx: ClauseContext[]): Uint8Array | undefined {
    if (this.testSentences?.of !== ctx) {
      let failed: Uint8Array | undefined;
      for (let n = 0; n < this.clauses.length; n++) {
        const bits = (ctx[n]?.ctx ?? 0) & WATER_TEST_TOLD;
        if (bits === 0) continue;
        failed ??= new Uint8Array((this.clauses[this.clauses.length - 1]?.sentence ?? 0) + 1);
        if (bits === WATER_TEST) failed[this.clauses[n]!.sentence] = 1;
      }
      this.testSentences = { of: ctx, failed };
    }
    return this.testSentences.failed;
  }
  protected testSentences: { of: ClauseContext[]; failed: Uint8Array | undefined } | undefined;

  /**
   * Reading rule cough_in_test_fails_it: a sign told at a moment of the test ("passed the water
   * test but coughed on the last sip", "饮水试验通过，但最后一口呛咳了") fails it, passed or not, when the test is named
   * in its sentence or the one before; so does a sign with no meal or frequency in the passed test's own clause or
   * in a "but" clause right after it ("passed the water test with a cough", "passed the water test but coughed"). Yale and DePippo fail any cough during or a minute after the swallow.
   */
  protected signInTheTest(ctx: ClauseContext[], clause: number): boolean {
    const c = ctx[clause]!;
    const bare = !(c.ctx & (CTX_BIT.meal | CTX_BIT.mealTemporal)) && !c.occasional && !c.persistent;
    // "passed the water test with a cough" / "passed the water test but coughed": the test's clause or the "but" after it.
    const told = (n: number) => ((ctx[n]?.ctx ?? 0) & (CTX_BIT.waterTest | CTX_BIT.waterTestPassed)) !== 0;
    // The "but" after a comma leaves an empty clause between the two.
    const gap = this.clauses[clause - 1];
    const before = gap && this.isBlankSpan(gap.start, gap.end) ? clause - 2 : clause - 1;
    if (bare && (told(clause) || (this.clauses[clause]!.contrast && told(before)))) return true;
    const sentence = this.clauses[clause]!.sentence;
    if ((this.sentenceContexts(ctx)[sentence]! & CTX_BIT.waterTestEvent) === 0) return false;
    for (let n = 0; n < this.clauses.length; n++) {
      const s = this.clauses[n]!.sentence;
      if ((s === sentence || s === sentence - 1) && ((ctx[n]?.ctx ?? 0) & CTX_BIT.waterTest) !== 0) return true;
    }
    return false;
  }

  protected sentenceHasContext(ctx: ClauseContext[], clause: number, kind: ContextKind): boolean {
    return (this.sentenceContexts(ctx)[this.clauses[clause]!.sentence]! & CTX_BIT[kind]) !== 0;
  }

  /** Per sentence, the context bits of all its clauses; built once per findings() (the cues are all read by then). */
  protected sentenceBits: { of: ClauseContext[]; bits: Int32Array } | undefined;

  /**
   * A sentence's clauses are contiguous, so one pass gives every sentence's
   * bits: a text without sentence ends (Thai phrases split by spaces) would
   * otherwise be walked clause by clause for every sign in it.
   */
  protected sentenceContexts(ctx: ClauseContext[]): Int32Array {
    if (this.sentenceBits?.of !== ctx) {
      const bits = new Int32Array((this.clauses[this.clauses.length - 1]?.sentence ?? 0) + 1);
      for (let n = 0; n < this.clauses.length; n++) bits[this.clauses[n]!.sentence]! |= ctx[n]?.ctx ?? 0;
      this.sentenceBits = { of: ctx, bits };
    }
    return this.sentenceBits.bits;
  }
}
