/**
 * From matched words to findings: splits the text into sentences and
 * clauses, applies negation scope (before the term, or after it for Japanese
 * and Korean), then reads each clause's context: past or current, uncertain,
 * explained by an unrelated illness, linked to eating or drinking.
 *
 * The reading rules live in reading/, one layer per module, each class
 * extending the one before: clauses -> negation -> context -> cues -> time
 * -> frequency -> doubt -> meal-events -> Analysis (here: one finding per code).
 */

import { familyOf, type RiskCode, type SignCode, signConcept, THIN_LIQUID_SIGNS } from './concepts';
import type { Denial, Finding, FindingStatus } from './findings';
import { CHOKE_OR_COUGH_WORDS } from './lexicon/choke-or-cough';
import { lexicon, lexiconViFolded, lexiconViFoldedReady } from './matcher';
import { isUnaccentedVietnamese, type NormalizedText, normalize, normalizeTransient, sourceSlice } from './normalize';
import { type ClauseContext, CTX_BIT, keep, type Kept, keptFor, STATUS_RANK, type TextFacts } from './reading/clause-context';
import type { Token } from './reading/clauses';
import { MealEventReading } from './reading/meal-events';
import { noseSentence } from './reading/nose-context';

/** The helper sign of slowness words, which a meal turns into prolonged meals. */
const SLOW_TERM: SignCode = 'slow';

/**
 * Rule occasional_choke_word_is_cough: the choke-or-cough words (normalised like the text), what they read as when
 * occasional. Built at load: a normalisation during an analysis would overwrite the analyser's scratch buffer.
 */
const chokeOrCough: ReadonlySet<string> = new Set(
  Object.values(CHOKE_OR_COUGH_WORDS).flatMap((words) => words.map((w) => normalize(w).text)),
);
const CHOKE_WORD_READS: SignCode = 'choking';
const OCCASIONAL_CHOKE_READS_AS: SignCode = 'cough_during_meals';

/** Rule stated_risk_after_assessment: what an assessed risk of aspiration reads as. */
const STATED_RISK_READS: RiskCode = 'known_dysphagia';

/** A food, a drink or eating (rule nasal_needs_eating). */
const EATING_BITS = CTX_BIT.meal | CTX_BIT.mealTemporal;

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

class Analysis extends MealEventReading {
  /** The text tells a recovery that nothing denies ("PEG removed after a normal repeat study"); set by findings(). */
  recovered = false;

  /**
   * The findings, in stages: the context of every clause, the families the
   * text denies, whether thickening compensates, then one reading per code.
   */
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
    this.readStatedRisk(ctx, facts, kept);
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
   * Reading rule stated_risk_after_assessment (lexicon/stated-risk.ts): a risk of aspiration or choking told in a
   * sentence that names an assessment or its clinician ("SLT assessment: high risk of aspiration", "评估后说误吸风险高")
   * is a known, assessed dysphagia; a risk without one is a worry and tells nothing.
   */
  protected readStatedRisk(ctx: ClauseContext[], facts: TextFacts, kept: Kept[]): void {
    const assessed = new Set<number>();
    for (const t of this.tokens) if (t.entry.kind === 'assessed' && !ctx[t.clause]!.negated) assessed.add(this.sentenceOf(t));
    if (assessed.size === 0) return;
    for (const t of this.tokens) {
      const e = t.entry;
      if (e.kind !== 'irrealis' || !e.risk || ctx[t.clause]!.negated || !assessed.has(this.sentenceOf(t))) continue;
      this.readRisk(ctx, facts, kept, t, STATED_RISK_READS);
    }
  }

  /**
   * Rule asked_about_diet_not_in_use: a thickener or diet inside a hypothetical
   * or purpose frame ("perlu beli pengental nggak buat jaga-jaga kalau keselek?", "とろみ剤を用意した
   * ほうがいいですか、むせた時のために", "pregunta por espesante por si acaso") is asked about ahead, not in use.
   */
  protected sentenceHoldsFrame(t: Token): boolean {
    this.frames ??= this.frameReach();
    if (this.frames.clauses[t.clause] === 1) return true;
    // A Spanish question opened by "¿" before the diet holds a frame told later in it ("¿Le doy el espesante …, por si acaso?").
    const s = this.sentenceOf(t);
    return this.frames.sentences[s] === 1 && this.frames.asked[s]! >= 0 && this.frames.asked[s]! < t.start;
  }

  /**
   * One pass: the clauses a frame holds (its own, or for a postposed purpose "…ですか、むせた時のために" the clause just
   * before it; a thickener told in use in another clause, "he is on thickened fluids, what should I do if he chokes?",
   * stays), the sentences with a frame, and where each sentence's first "¿" stands (-1: none).
   */
  private frameReach(): { clauses: Uint8Array; sentences: Uint8Array; asked: Int32Array } {
    const sentences = (this.clauses[this.clauses.length - 1]?.sentence ?? 0) + 1;
    const out = {
      clauses: new Uint8Array(this.clauses.length),
      sentences: new Uint8Array(sentences),
      asked: new Int32Array(sentences).fill(-1),
    };
    for (const o of this.tokens) {
      if (o.entry.kind !== 'irrealis') continue;
      out.clauses[o.clause] = 1;
      if (o.entry.after) out.clauses[this.clauseBefore(o.clause)] = 1;
      out.sentences[this.sentenceOf(o)] = 1;
    }
    for (let at = this.text.indexOf('¿'); at >= 0; at = this.text.indexOf('¿', at + 1)) {
      let c = 0;
      while (c + 1 < this.clauses.length && this.clauses[c]!.end <= at) c++;
      const s = this.clauses[c]!.sentence;
      if (out.asked[s] === -1) out.asked[s] = at;
    }
    return out;
  }
  private frames: { clauses: Uint8Array; sentences: Uint8Array; asked: Int32Array } | undefined;

  /** A risk factor: possible when doubted, past when recovered or dated next to normal eating. */
  /**
   * An illness explains a sentence-wide complaint in its own sentence, and in the
   * sentence a "but" opens right after it ("Hurts to swallow since Monday, but she has the flu with a fever").
   */
  protected explainedAround(t: Token, facts: TextFacts): boolean {
    const own = this.sentenceOf(t);
    const unrelated = facts.sentenceUnrelated;
    // Most texts name no unrelated illness, or none in the next sentence: then no clause needs finding.
    if (unrelated === undefined) return false;
    if (unrelated.has(own)) return true;
    if (!unrelated.has(own + 1)) return false;
    return this.clauses[this.sentenceFirstClause(own + 1)]?.contrast === true;
  }

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
    // Screening review, finding 11: a question frame in its clause ("想问要不要加增稠剂") is such a question too.
    const diet = t.entry.kind === 'risk' && (t.entry.thick || code === 'known_dysphagia');
    if (diet && (status === 'possible' || c.question || this.sentenceHoldsFrame(t))) return;
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
    const code = this.occasionalChokeAsCough(ctx, t, this.upgraded(ctx, t, termCode));
    const concept = signConcept(code);
    // The gulping cough is kept (weight 0): the score counts it beside other evidence (clinical audit finding 2).
    if (concept.helper && code !== 'protective_cough') return;
    // Rule slow_sip_remedies_gulp: "fine when sipping slowly" beside a cough from drinking too fast is how the
    // gulper avoids the cough, not a slow meal.
    if (termCode === SLOW_TERM && this.neighbourHasContext(ctx, t.clause, 'gulp')) return;
    if (code === 'prolonged_meals' && this.shortMealMinutes(t)) return;
    if (concept.needsEating && this.runnyNoseOnly(ctx, facts, t)) return;
    if (concept.explainedByUnrelated) {
      const sentenceWide = concept.tier === 'weak' || concept.explainedInSentence;
      if (c.unrelated || (sentenceWide && this.explainedAround(t, facts))) return;
    }
    const queried = c.uncertain || this.isQueried(t);
    const episode = concept.episode === true;
    const past = this.isPast(c, t.start, false, episode) || this.resolvedBack(c, facts, t, episode);
    const status: FindingStatus = past ? 'past' : queried ? 'possible' : 'current';
    // A doubt the text answers is not evidence: "? coughing at meals ... no coughing observed",
    // "not sure if she coughs, eats well" (a red flag needs the denial itself).
    if (status === 'possible' && (deniedFamilies.includes(familyOf(code)) || (facts.anyNormal && concept.tier !== 'red'))) return;
    if (c.question && this.answeredNo(t)) return;
    // Clinical audit, finding 3: an every-X word wins over a degree word ("a little wet after every drink").
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
   * Rule nasal_needs_eating (lexicon/nose-context.ts): a nose phrase in a sentence that tells a runny nose (nasal
   * secretion or an unrelated illness such as a cold) and no food, drink or eating is not nasal regurgitation. A meal
   * cue counts even in a clause that denies another sign ("기침은 없는데 물 마시면 코로 나옴").
   */
  protected runnyNoseOnly(ctx: ClauseContext[], facts: TextFacts, t: Token): boolean {
    const s = this.sentenceOf(t);
    const first = this.clauses[this.sentenceFirstClause(s)]!;
    const last = this.clauses[this.sentenceLastClause(s)]!;
    const said = noseSentence(this.text, first.start, last.end);
    // A meal cue can sit inside a secretion word ("nước mũi"): then only the words outside it count.
    if (said.eating || (!said.secretion && (this.sentenceContexts(ctx)[s]! & EATING_BITS) !== 0)) return false;
    return said.secretion || facts.sentenceUnrelated?.has(s) === true;
  }

  /**
   * Reading rule occasional_choke_word_is_cough (lexicon/choke-or-cough.ts): "kadang-kadang keselek waktu makan" is
   * the occasional cough at meals (moderate), unless the airway was blocked ("keselek sampai susah napas").
   */
  protected occasionalChokeAsCough(ctx: ClauseContext[], t: Token, code: SignCode): SignCode {
    if (code !== CHOKE_WORD_READS || !ctx[t.clause]!.occasionalFor(code) || this.hasContext(ctx, t.clause, 'airway')) return code;
    return chokeOrCough.has(this.text.slice(t.start, t.end)) ? OCCASIONAL_CHOKE_READS_AS : code;
  }
}
