/** Stage 4: the passages an answer starts from: each part of the question, each side of a comparison, the lists asked for. */
import { CONCEPT_SALIENCE, conceptSpans, normaliseForMatch } from '../concepts';
import { asksForComparison, INTENTS, questionIntents } from '../question-intent';
import { type Features, textFeatures } from '../text-features';
import { articleText, overlap } from './article-text';
import { carriesShape } from './list-shapes';
import { asksForQuantity, countedNouns, isLevel, questionParts } from './question-reading';
import { partSeeds } from './part-seeds';
import { contextShare } from './sentence-scoring';
import { COMPOSER } from './settings';
import type { Candidate, PoolEntry, QuestionPart, QuestionReading, ScoredSentence } from './types';

/** Stage 4: a question in several parts gets the best passage for each part first; "how do I" its procedure. */
export function seedCandidates(
  r: QuestionReading,
  pool: PoolEntry[],
  candidates: Candidate[],
): { seeds: Candidate[]; parts: number; compared: boolean; asked: Set<Candidate> } {
  const compared = r.compared;
  const parts =
    compared ?? withComparedThings(questionParts(r.q.question)).map((text) => ({ text, features: [...textFeatures(text).keys()] }));
  const asked = new Set<Candidate>();
  const seeds = compared
    ? comparisonSeeds(r, compared, pool, candidates)
    : parts.length > 1
      ? partSeeds(r, parts, pool, candidates, asked, (part) => bestForPart(part, pool[0]!.weights, candidates))
      : [];
  if (r.wantsProcedure) {
    const step = candidates.find((c) => c.rank === 0 && c.sentence.step !== undefined);
    if (step && !seeds.includes(step)) seeds.unshift(step);
  }
  const summary = subjectSummary(r, pool, candidates);
  if (summary && !seeds.some((c) => c.source === summary.source && c.sentence.position === summary.sentence.position))
    seeds.unshift(summary);
  // "Which foods ...?" is answered by the primary source's lists of foods, before its paragraphs about them.
  const shaped = shapedLists(r, pool, candidates).filter((c) => !seeds.includes(c));
  seeds.unshift(...shaped);
  return { seeds, parts: parts.length + Math.max(0, shaped.length - 1), compared: compared !== undefined, asked };
}

/**
 * A part that asks for a difference without naming what differs ("两者有什么区别？", "What's the difference?",
 * "違いは何ですか？") compares what the parts before it name ("医嘱写的是软食…现在改成IDDSI等级了"): it is read
 * with them, so its passage is about those things, not any sentence that says "difference".
 */
function withComparedThings(parts: string[]): string[] {
  return parts.map((part, i) =>
    i > 0 && asksForComparison(part) && !namesSalientConcept(part) ? `${parts.slice(0, i).join('，')}，${part}` : part,
  );
}

/** The text names a concept that can be a thing compared (not a person, a meal, a framing word). */
function namesSalientConcept(text: string): boolean {
  return conceptSpans(normaliseForMatch(text)).some((span) => (CONCEPT_SALIENCE.get(`k:${span.concept}`) ?? 1) >= 1);
}

/**
 * "What is IDDSI?" asks for what the primary article is about: its own summary, the opening paragraph's first
 * sentence, answers it before any passage that only shares words with the question (the subject's words are
 * in every sentence of its article, so they weigh little in the sentence scores). Only for a definition
 * question (not a comparison) whose concepts all name the article's subject; undefined otherwise.
 */
function subjectSummary(r: QuestionReading, pool: PoolEntry[], candidates: Candidate[]): Candidate | undefined {
  if (asksForComparison(r.q.question)) return undefined;
  const entry = pool[0]!;
  const { subject } = articleText(r.q.index, entry.article);
  const opening = entry.sentences.find(
    (s) => s.paragraphStart && !s.listItem && s.introduces === undefined && [...subject.keys()].some((f) => s.features.has(f)),
  );
  if (!opening || !asksSubjectDefinition(r, subject, opening)) return undefined;
  const scored = candidates.find((c) => c.rank === 0 && c.sentence.position === opening.position);
  return scored ?? { source: entry.cite, rank: 0, article: entry.article, sentence: opening, score: 0, context: [] };
}

/**
 * The question, or one of its parts ("What is dysphagia? Does everyone get it with age?"), asks what the
 * primary article's subject is: a definition whose salient concepts all name the subject ("what is silent
 * aspiration?" is not the aspiration article's summary).
 */
function asksSubjectDefinition(r: QuestionReading, subject: Features, opening: ScoredSentence): boolean {
  const salient = (f: string) => f.startsWith('k:') && (CONCEPT_SALIENCE.get(f) ?? 1) >= 1;
  const names = (features: Iterable<string>, own: (f: string) => boolean) => {
    const concepts = [...features].filter(salient);
    return concepts.length > 0 && concepts.every(own);
  };
  if (r.intents.some((i) => i.id === 'definition') && names(r.q.features.keys(), (f) => subject.has(f))) return true;
  // (A part is weighed against the title's subject and the article's opening sentence when that defines: the
  // title "What is dysphagia?" reads as one concept, its opening "Dysphagia is ..." names the part's own.)
  const defining = INTENTS.find((i) => i.id === 'definition')?.sentence?.test(opening.text) ?? false;
  const own = (f: string) => subject.has(f) || (defining && opening.features.has(f));
  return questionParts(r.q.question).some(
    (part) => questionIntents(part).some((i) => i.id === 'definition') && names(textFeatures(part, { query: true }).keys(), own),
  );
}

/**
 * Every list of the primary source in the shape asked for, by its best candidate in reading order: signs
 * are often listed in two ("during or soon after swallowing", "over days or weeks") and the answer needs both.
 */
function shapedLists(r: QuestionReading, pool: PoolEntry[], candidates: Candidate[]): Candidate[] {
  if (r.shapes.length === 0 || r.wantsProcedure) return [];
  const byList = new Map<number, Candidate>();
  for (const c of candidates) {
    const list = c.sentence.introduces ?? c.sentence.list;
    if (c.rank !== 0 || list === undefined || byList.has(list)) continue;
    if ((c.sentence.listItem || c.sentence.introduces !== undefined) && carriesShape(r, c.sentence, pool[0]!.sentences))
      byList.set(list, c);
  }
  return [...byList.values()].sort((a, b) => b.score - a.score).slice(0, COMPOSER.maxShapedLists);
}

/**
 * Each side of a comparison, and then the parts of the question that do not compare ("... and why did
 * they change?"). The things compared may each be the subject of another source ("Level 4", "Level 5"):
 * each is weighed by the corpus, so the passages about it can come from its own article.
 */
function comparisonSeeds(r: QuestionReading, compared: QuestionPart[], pool: PoolEntry[], candidates: Candidate[]): Candidate[] {
  const seeds: Candidate[] = [];
  const add = (c: Candidate | undefined) => {
    if (c && !seeds.includes(c)) seeds.push(c);
  };
  for (const part of compared) {
    // (Levels are measured alike, so a sentence that measures one level beside another measures the other.)
    const others = compared.filter((p) => p !== part).flatMap((p) => p.features.filter(isLevel));
    sideOfComparison(part, r.global, comparedCandidates(r, part, candidates), others).forEach(add);
  }
  for (const part of otherParts(r.q.question)) add(bestForPart(part, pool[0]!.weights, candidates));
  return seeds;
}

/** The parts of a comparison question that do not compare ("why did they stop using those names?"). */
function otherParts(question: string): QuestionPart[] {
  return questionParts(question)
    .filter((p) => !asksForComparison(p))
    .map((text) => ({ text, features: [...textFeatures(text).keys()] }));
}

/** Candidates for one compared thing: from its own article when one is pooled, and no stray list items. */
function comparedCandidates(r: QuestionReading, part: { features: string[] }, candidates: Candidate[]): Candidate[] {
  // (A list item that measures, "Flow test: more than 8 ml remains", reads well alone.)
  const usable = candidates.filter((c) => !c.sentence.listItem || c.sentence.lead !== undefined || c.sentence.quantity);
  const own = usable.filter((c) => part.features.some((f) => articleText(r.q.index, c.article).subject.has(f)));
  return own.length > 0 ? own : usable;
}

/** How well a candidate answers one part of a question ("how many X" wants a sentence that counts X); 0 when it does not. */
function partValue(part: QuestionPart, w: Map<string, number>): (c: Candidate) => number {
  const pf = part.features.filter((f) => w.has(f));
  const partTotal = pf.reduce((sum, f) => sum + w.get(f)!, 0);
  const partQuantity = asksForQuantity(part.text);
  const partCounted = countedNouns(part.text);
  return (c) => {
    if (partTotal === 0) return 0;
    let covered = 0;
    for (const f of pf) {
      if (c.sentence.features.has(f)) covered += w.get(f)!;
      else if (c.context.some((cf) => cf.has(f))) covered += contextShare(c.sentence) * w.get(f)!;
    }
    let value = covered / partTotal + COMPOSER.partScoreShare * c.score;
    if (partQuantity)
      value +=
        (c.sentence.quantity ? COMPOSER.partQuantityBonus : 0) +
        (c.sentence.counted.some((n) => partCounted.includes(n)) ? COMPOSER.partCountedBonus : 0);
    return value;
  };
}

/** The candidate that answers one part of a question best. */
function bestForPart(part: QuestionPart, w: Map<string, number>, candidates: Candidate[]): Candidate | undefined {
  const value = partValue(part, w);
  let best: Candidate | undefined;
  let bestValue = 0;
  for (const c of candidates) {
    const v = value(c);
    if (v > bestValue) {
      bestValue = v;
      best = c;
    }
  }
  return best;
}

/**
 * One side of a comparison: its best passage (what it is), the best one that measures it (size, flow-test
 * amount) and the next best, so both sides are said alike and the difference shows.
 */
function sideOfComparison(part: QuestionPart, w: Map<string, number>, candidates: Candidate[], others: string[] = []): Candidate[] {
  const value = partValue(part, w);
  const ranked = candidates
    .map((c) => ({ c, v: value(c) }))
    .filter((x) => x.v > 0)
    .sort((a, b) => b.v - a.v)
    .map((x) => x.c);
  const first = ranked[0];
  if (!first) return [];
  // A side's own measure: a sentence that measures it and names no other compared thing ("Level 3: more than
  // 8 ml remains", not "Level 2, one thinner, leaves 4 to 8 ml").
  // (A step of a test, "use a 10 ml syringe", measures nothing of the side.)
  const ownMeasure = (c: Candidate) =>
    c.sentence.quantity && c.sentence.step === undefined && !others.some((f) => c.sentence.features.has(f));
  const measured = ownMeasure(first) ? undefined : ranked.find((c) => ownMeasure(c) && c.article === first.article);
  const side = [first, ...(measured ? [measured] : [])];
  const names = (c: Candidate) => part.features.some((f) => w.has(f) && (c.sentence.features.has(f) || c.context.some((cf) => cf.has(f))));
  for (const c of ranked) {
    if (side.length >= COMPOSER.comparedUnits || side.includes(c) || c.article !== first.article || !names(c)) continue;
    // The next passage says something new: a restatement ("Level 4 is called Puréed (Puréed)") would crowd out what
    // sets the side apart; the sentence it opens its paragraph with goes on to it ("no cup, no straw", "no chewing").
    const restates = side.some((s) => overlap(s.sentence.features, c.sentence.features) > COMPOSER.nearDuplicateOverlap);
    const next = restates ? nextInParagraph(c, candidates) : c;
    if (next && !side.includes(next)) side.push(next);
  }
  return side;
}

/** The candidate for the sentence after this one in its paragraph, if it has one. */
function nextInParagraph(c: Candidate, candidates: Candidate[]): Candidate | undefined {
  return candidates.find(
    (x) => x.article === c.article && x.sentence.position === c.sentence.position + 1 && !x.sentence.paragraphStart && !x.sentence.listItem,
  );
}
