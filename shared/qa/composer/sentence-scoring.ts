/** Stage 3: each quotable sentence scored against the question and the kind of answer it asks for. */
import { intentBonus } from '../question-intent';
import type { Features } from '../text-features';
import { weight } from './article-text';
import { carriesShape, enumeratesShape } from './list-shapes';
import { isLevel } from './question-reading';
import { COMPOSER } from './settings';
import type { Candidate, PoolEntry, QuestionReading, ScoredSentence } from './types';

/** Features of the heading and lead-in (or preceding sentence) a sentence reads under. */
function leadFeaturesOf(s: ScoredSentence, sentences: ScoredSentence[]): Features[] {
  const lead: Features[] = [];
  if (s.lead !== undefined) for (let p = s.leadFrom ?? s.lead; p <= s.lead; p++) lead.push(sentences[p]!.features);
  // A sentence inside a paragraph goes on from the one before it ("Puréed food looks better shaped. It can be piped...").
  else if (!s.listItem && !s.paragraphStart && s.position > 0) lead.push(sentences[s.position - 1]!.features);
  return lead;
}

/**
 * True when a sentence names IDDSI levels and none of them is a level the question names; a sentence that names
 * none reads under its heading ("Puréeing (Level 4)": its steps are Level 4's, not an answer about Level 5).
 */
export function aboutOtherLevel(r: QuestionReading, s: ScoredSentence): boolean {
  if (r.askedLevels.length === 0) return false;
  const own = [...s.features.keys()].filter(isLevel);
  const levels = own.length > 0 ? own : [...s.headingFeatures.keys()].filter(isLevel);
  return levels.length > 0 && !levels.some((l) => r.askedLevels.includes(l));
}

/** A sentence's amount, for a question that asks how much (or names a measured thing). */
function amountBonus(r: QuestionReading, s: ScoredSentence): number {
  if (!r.wantsQuantity) return r.namesMeasure && s.quantity ? COMPOSER.measureBonus : 0;
  let bonus = s.quantity ? COMPOSER.quantityBonus : s.number ? COMPOSER.numberBonus : 0;
  if (s.counted.some((w) => r.counted.includes(w))) bonus += COMPOSER.countedBonus;
  // (An amount of what the question asks the amount of: "more than 5% weight loss", not "2-3 hours" between meals.)
  if (s.quantity && r.amountOf.some((f) => s.features.has(f))) bonus += COMPOSER.amountOfBonus;
  return bonus;
}

/** The kind of answer a sentence holds, for the kind of question: amounts, steps, a heading that names the asked thing. */
function shapeBonus(r: QuestionReading, entry: PoolEntry, s: ScoredSentence): number {
  let bonus = amountBonus(r, s);
  // A procedure is answered by its steps: a numbered list in a matching section.
  if (r.wantsProcedure && s.step !== undefined) bonus += COMPOSER.stepBonus + COMPOSER.stepSectionBonus * entry.sectionScore[s.section]!;
  // A heading that names what the question asks about (weighted by the corpus, not by the article,
  // since an article repeats its own subject in every heading) marks the section that answers it;
  // a list under it ("Drinks that are usually Level 0", "Daily oral care routine") answers
  // "which drinks ...?" or "how do I ...?" whole, even through words the whole article shares.
  let headed = 0;
  for (const [f, w] of r.global) if (s.headingFeatures.has(f)) headed += w;
  const headingFactor =
    s.listItem && r.wantsList
      ? COMPOSER.askedListHeading
      : s.listItem && r.wantsProcedure
        ? 2 * COMPOSER.headingMatch
        : COMPOSER.headingMatch;
  bonus += headingFactor * (headed / r.globalTotal);
  let headingShared = 0;
  for (const f of s.headingFeatures.keys()) if (r.q.features.has(f)) headingShared++;
  bonus += intentBonus(r.intents, s, s.headingFeatures.size > 0 ? headingShared / s.headingFeatures.size : 0);
  if (s.paragraphStart) bonus += COMPOSER.paragraphStart;
  return bonus + askedShapeBonus(r, entry, s);
}

/**
 * A list (or its lead-in) of the kind asked for is the answer, and so is a sentence that enumerates it;
 * a paragraph under such a heading helps.
 */
function askedShapeBonus(r: QuestionReading, entry: PoolEntry, s: ScoredSentence): number {
  if (carriesShape(r, s, entry.sentences)) return s.listItem || s.introduces !== undefined ? COMPOSER.askedShape : COMPOSER.askedShape / 2;
  return enumeratesShape(r, s) ? COMPOSER.askedShape : 0;
}

/** One sentence's score, or undefined when it shares nothing with the question. */
function scoreSentence(r: QuestionReading, entry: PoolEntry, s: ScoredSentence): Candidate | undefined {
  const leadFeatures = leadFeaturesOf(s, entry.sentences);
  let own = 0;
  let context = 0;
  // Intents whose cue this sentence carries: it answers the words that name the kind of answer.
  const answered = r.intents.filter((i) => i.stands && i.sentence?.test(s.text));
  for (const [f, w] of entry.weights) {
    if (s.features.has(f) || answered.some((i) => i.stands!.test(f))) own += w;
    else if (s.headingFeatures.has(f) || leadFeatures.some((lf) => lf.has(f))) context += w;
  }
  if (own + context === 0) return undefined;
  // A list item means what its heading and lead-in say; a paragraph sentence stands more on its own.
  const coverage = (own + contextShare(s) * context) / entry.total;
  let score = coverage + COMPOSER.sectionWeight * entry.sectionScore[s.section]! + shapeBonus(r, entry, s);
  if (aboutOtherLevel(r, s)) score *= COMPOSER.otherLevel;
  if (s.introduces !== undefined) score *= COMPOSER.leadInFactor; // a lead-in is worth its list, which it brings along
  score *= COMPOSER.sourcePrior[entry.rank] ?? COMPOSER.lateSourcePrior;
  return {
    source: entry.cite,
    rank: entry.rank,
    article: entry.article,
    sentence: s,
    score,
    context: [s.headingFeatures, ...leadFeatures],
  };
}

export const contextShare = (s: ScoredSentence) => (s.listItem ? COMPOSER.contextShareListItem : COMPOSER.contextShareParagraph);

/** Stage 3: every quotable sentence of the pool, scored, best first. */
export function scoreCandidates(r: QuestionReading, pool: PoolEntry[]): Candidate[] {
  const candidates: Candidate[] = [];
  for (const entry of pool) {
    for (const s of entry.sentences) {
      if (weight(s.text) < COMPOSER.minSentenceWeight) continue;
      const c = scoreSentence(r, entry, s);
      if (c) candidates.push(c);
    }
  }
  return candidates.sort((a, b) => b.score - a.score || a.rank - b.rank || a.sentence.position - b.sentence.position);
}
