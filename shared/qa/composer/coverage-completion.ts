/** Stages 7 and 8: every concept of the question said, and the companion facts an answer's shape must carry. */
import { type CompanionFact, companionFactsFor, statesFact } from '../companion-facts';
import { CONCEPT_SALIENCE } from '../concepts';
import { asksForComparison } from '../question-intent';
import { CJK_LOCALES } from './article-text';
import { askedAmount } from './assembly';
import type { AnswerDraft } from './draft';
import { aboutOtherLevel } from './sentence-scoring';
import { COMPOSER } from './settings';
import type { Candidate, PoolEntry, QuestionReading, ScoredSentence } from './types';

/** The content concepts of a question (not "mum" or "eating", which only set its scene) that some article names. */
function askedConcepts(r: QuestionReading): string[] {
  return [...r.q.features.keys()].filter(
    (f) =>
      f.startsWith('k:') && (CONCEPT_SALIENCE.get(f) ?? 1) >= 1 && (r.global.get(f) ?? 0) >= COMPOSER.conceptCoverShare * r.globalTotal,
  );
}

/** A sentence that names the concept is about the question beside it: it holds this share of the rest of the question. */
function sharesMoreThan(r: QuestionReading, s: ScoredSentence, concept: string): boolean {
  let shared = 0;
  for (const [f, w] of r.global) if (f !== concept && s.features.has(f)) shared += w;
  return shared >= COMPOSER.conceptCoverRest * (r.globalTotal - r.global.get(concept)!);
}

/**
 * Stage 7: every content concept of the question is said by some sentence of the answer when a pooled source
 * holds one ("...with Parkinson's, and he coughs on drinks": the drinks too). The best sentence that names a
 * concept the answer leaves out comes along, room made by taking back weaker paragraph sentences.
 */
export function coverQuestionConcepts(r: QuestionReading, draft: AnswerDraft, candidates: Candidate[]): void {
  const floor = COMPOSER.conceptCoverFloor * candidates[0]!.score;
  const allowance = CJK_LOCALES.has(r.q.language) ? COMPOSER.conceptAllowanceCjk : COMPOSER.conceptAllowanceLatin;
  for (const f of askedConcepts(r)) {
    const said = [...draft.chosen.values()].some((c) => c.sentence.features.has(f) || c.sentence.headingFeatures.has(f));
    if (said) continue;
    const best = candidates.find(
      (c) =>
        c.sentence.features.has(f) &&
        !(c.sentence.listItem && c.sentence.lead === undefined) &&
        !aboutOtherLevel(r, c.sentence) &&
        sharesMoreThan(r, c.sentence, f),
    );
    if (best && best.score >= floor && draft.takeWithRoom(best, allowance, true)) draft.pinned.add(best);
  }
}

/**
 * Stage 8: a fact the answer's shape must carry (companion-facts.ts: "aspiration can be silent" beside its
 * signs, IDDSI's 8 levels beside a standard compared with it) comes from the best sentence of the pooled
 * sources that states it, when the answer does not say it yet.
 */
export function takeCompanionFacts(r: QuestionReading, draft: AnswerDraft, candidates: Candidate[], pool: PoolEntry[]): void {
  const facts = companionFactsFor({
    features: r.q.features,
    shapes: r.shapes.map((s) => s.id),
    // A "how do I" question asks what to do, as "what should I do" does.
    intents: [...r.intents.map((i) => i.id), ...(r.wantsProcedure ? (['action'] as const) : [])],
    comparison: asksForComparison(r.q.question),
    text: r.q.question,
  });
  const definition = r.intents.some((i) => i.id === 'definition');
  // (The best passage that holds the amount a "how much" question asks for stays: a fact goes beside it.)
  const amount = askedAmount(r, draft);
  for (const fact of facts) {
    // (A sentence that says the fact already is kept: the next fact does not take it back to make room.)
    const said = [...draft.chosen.values()].find((c) => statesFact(fact, c.sentence));
    if (said) {
      draft.pinned.add(said);
      continue;
    }
    const stating = (c: Candidate) => statesFact(fact, c.sentence) && !c.sentence.listItem;
    const best =
      (fact.shortest ? shortestOf(candidates.filter(stating)) : candidates.find(stating)) ??
      firstStating(fact, fact.anySource ? pool : pool.slice(0, 1));
    const allowance = CJK_LOCALES.has(r.q.language) ? COMPOSER.companionAllowanceCjk : COMPOSER.companionAllowanceLatin;
    // (Room is made by paragraph sentences that state no fact already kept.)
    // (A definition opens with the primary article's summary, which stays.)
    const summary = (x: Candidate) => definition && x.rank === 0 && x.sentence.position === 0;
    const spare = (x: Candidate) =>
      !x.sentence.listItem && x.sentence.introduces === undefined && !draft.pinned.has(x) && !summary(x) && x !== amount;
    // (When paragraphs are not enough, a list's later points go too: the fact outweighs a fifth example.)
    const spareLater = (x: Candidate) => spare(x) || laterListPoint(pool, x);
    if (best && (draft.takeWithRoom(best, allowance, false, spare) || draft.takeWithRoom(best, allowance, false, spareLater)))
      draft.pinned.add(best);
  }
}

/** The shortest of the sentences: a caveat that takes the least room from what the answer already says. */
const shortestOf = (cs: Candidate[]) =>
  cs.reduce<Candidate | undefined>((a, c) => (a === undefined || c.sentence.text.length < a.sentence.text.length ? c : a), undefined);

/** A list item after its list's first that is not a step of a procedure (steps stay whole and in order). */
function laterListPoint(pool: PoolEntry[], x: Candidate): boolean {
  if (!x.sentence.listItem || x.sentence.step !== undefined || x.sentence.list === undefined) return false;
  const sentences = pool.find((e) => e.cite === x.source)?.sentences ?? [];
  const first = sentences.find((s) => s.list === x.sentence.list);
  return first !== undefined && first.position !== x.sentence.position;
}

/**
 * The first source's sentence that states a companion fact when no scored sentence does (the primary source unless
 * the fact may come from any): the summary's "common causes are stroke, ..." shares no word with "what is
 * dysphagia?", yet the answer must carry it.
 */
function firstStating(fact: CompanionFact, pool: PoolEntry[]): Candidate | undefined {
  for (const entry of pool) {
    const sentence = entry.sentences.find((s) => !s.listItem && s.introduces === undefined && statesFact(fact, s));
    if (sentence) return { source: entry.cite, rank: 0, article: entry.article, sentence, score: 0, context: [] };
  }
  return undefined;
}
