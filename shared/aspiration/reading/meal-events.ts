/**
 * Events at meals told without a sign word: rescues and a blocked airway, falling asleep while eating.
 * A layer of the analyser (analyse.ts): each reading layer extends the one before it.
 */

import { type ClauseContext, CTX_BIT, keep, type Kept, keptFor, STATUS_RANK, type TextFacts } from './clause-context';
import { SIGN_NAMED, type Token } from './clauses';
import type { RiskCode, SignCode } from '../concepts';
import { tellsMeal } from './context';
import { DoubtReading } from './doubt';
import type { FindingStatus, SignFinding } from '../findings';
import { normalize } from '../normalize';

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

export abstract class MealEventReading extends DoubtReading {
  /** Sentences where readAirwayRescues read a current rescue at a meal. */
  protected readonly rescueSentences: number[] = [];

  /** A current rescue in the event's sentence, the one before or the one after (where its doubt is read). */
  protected rescuedNear(sentence: number): boolean {
    return this.rescueSentences.some((s) => Math.abs(s - sentence) <= 1);
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
      if (c.unrelated || c.normal || facts.sentenceUnrelated?.has(sentence)) continue;
      if (!this.rescueMeal(ctx, t.clause) && !this.airwayAfterDeniedAnd(ctx, i)) continue;
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

  /**
   * Reading rule denial_stops_at_new_event, for a blocked airway: "didn't cough and couldn't breathe at lunch" tells
   * the airway after the denied sign ("or" would deny it too), at the meal of its clause.
   */
  protected airwayAfterDeniedAnd(ctx: ClauseContext[], i: number): boolean {
    const t = this.tokens[i]!;
    const glue = this.tokens[i - 1];
    const denied = this.tokens[i - 2];
    if (glue?.entry.kind !== 'connector' || glue.entry.disjunctive || !denied?.negated || denied.clause !== t.clause) return false;
    const c = ctx[t.clause]!;
    return c.deniesSign && (c.ctx & (CTX_BIT.meal | CTX_BIT.mealTemporal)) !== 0;
  }

  /** "naik ambulans", "坐救護車": an ambulance named alone is transport, not a rescue, unless it is called. */
  protected bareTransport(t: Token): boolean {
    return BARE_TRANSPORT.has(this.text.slice(t.start, t.end));
  }
}
