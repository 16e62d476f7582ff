/**
 * Stage 4, a question in several parts ("what are the signs, and when should I call the SLT?", "どのくらいとろみを
 * 付けて、薬はどう飲ませる？"): each part is read as a question of its own (an amount, steps, a list of a shape, an
 * intent) and gets its own best passage, from the source whose sections speak to that part, not the part's words
 * weighed by the first source (where the second part's subject is one rare word among many).
 */
import { CONCEPT_SALIENCE } from '../concepts';
import { answerShapes, asksSomething, INTENTS, intentBonus } from '../question-intent';
import { articleText } from './article-text';
import { carriesShape } from './list-shapes';
import { asksForProcedure, asksForQuantity, countedNouns, isLevel } from './question-reading';
import { contextShare } from './sentence-scoring';
import { COMPOSER } from './settings';
import type { Candidate, PoolEntry, QuestionPart, QuestionReading } from './types';

/**
 * The part's features weighed by the corpus (the question's reading) and by how specific they are within one
 * source's article: a word of every section there ("水" in the hydration article) says little about which passage
 * answers; a word of one section says a lot. The article's subject is settled by the source, as for the primary.
 */
function partWeights(r: QuestionReading, part: QuestionPart, article: number): Map<string, number> {
  const { sections, subject } = articleText(r.q.index, article);
  const weights = new Map<string, number>();
  for (const f of part.features) {
    const w = r.global.get(f);
    if (w === undefined) continue;
    let inSections = 0;
    for (const sec of sections) if (sec.has(f)) inSections++;
    const spread = inSections === 0 ? 0 : (inSections - 1) / Math.max(1, sections.length - 1);
    const specific = COMPOSER.spreadFloor + (1 - COMPOSER.spreadFloor) * (1 - spread) ** 2;
    weights.set(f, w * specific * (subject.has(f) ? COMPOSER.subjectFactor : 1));
  }
  return weights;
}

/** The part read as a question of its own: the kind of answer it asks for. */
function partReading(r: QuestionReading, part: QuestionPart): QuestionReading {
  const wantsQuantity = asksForQuantity(part.text);
  const text = part.text.normalize('NFKC');
  return {
    ...r,
    wantsQuantity,
    wantsProcedure: asksForProcedure(part.text),
    shapes: answerShapes(part.text),
    // (Only the intents the part shows: a part without a question word does not ask what to do.)
    intents: INTENTS.filter((i) => i.question.test(text) && !(wantsQuantity && i.id === 'yesno')),
    counted: countedNouns(part.text),
  };
}

/** The shape of answer a part asks for, held by a candidate: the amount, a step, the list of the asked shape, an intent's cue. */
function partShapeBonus(pr: QuestionReading, c: Candidate, entry: PoolEntry): number {
  const s = c.sentence;
  let bonus = intentBonus(pr.intents, s);
  if (pr.wantsQuantity)
    bonus +=
      (s.quantity ? COMPOSER.partQuantityBonus : 0) + (s.counted.some((n) => pr.counted.includes(n)) ? COMPOSER.partCountedBonus : 0);
  if (pr.wantsProcedure && (s.step !== undefined || s.listItem)) bonus += COMPOSER.partStepBonus;
  if ((s.listItem || s.introduces !== undefined) && carriesShape(pr, s, entry.sentences)) bonus += COMPOSER.partShapeBonus;
  return bonus;
}

/** How much of a part an article speaks to at all (0..1), its words weighed by the corpus. */
function partCoverage(r: QuestionReading, part: QuestionPart, article: number): number {
  const { sections, subject } = articleText(r.q.index, article);
  let present = 0;
  let total = 0;
  for (const f of part.features) {
    const w = r.global.get(f);
    if (w === undefined) continue;
    total += w;
    if (subject.has(f) || sections.some((sec) => sec.has(f))) present += w;
  }
  return total === 0 ? 0 : present / total;
}

/** The salient concepts of a part that an article's subject (its title before the colon) names. */
export function subjectConcepts(r: QuestionReading, part: QuestionPart, article: number): string[] {
  const { subject } = articleText(r.q.index, article);
  return part.features.filter((f) => f.startsWith('k:') && (CONCEPT_SALIENCE.get(f) ?? 1) >= 1 && subject.has(f));
}

/**
 * The source a part asks about: the first, unless a later one is about the part's subject (its title names a concept
 * of the part that the first article never mentions) and covers the part as well. (Coverage alone does not move a
 * part: in Chinese and Japanese it counts character n-grams across particles, "碍的人", rare in the corpus and in no
 * article's point.)
 */
function partSource(r: QuestionReading, part: QuestionPart, pool: PoolEntry[]): PoolEntry {
  const first = pool[0]!;
  const firstCoverage = partCoverage(r, part, first.article);
  const { sections, subject } = articleText(r.q.index, first.article);
  const inFirst = (f: string) => subject.has(f) || sections.some((sec) => sec.has(f));
  const ownLevel = levelArticleOfPart(r, part, pool, subject);
  if (ownLevel) return ownLevel;
  for (const entry of pool.slice(1)) {
    const names = subjectConcepts(r, part, entry.article).some((f) => !inFirst(f));
    if (names && partCoverage(r, part, entry.article) >= firstCoverage) return entry;
  }
  return first;
}

/**
 * A part that names one IDDSI level ("4级的食物能不能有颗粒？" beside "5级的颗粒最大多大？") is answered by that
 * level's own article when the first source is another level's: the other level's article mentions the level only in
 * passing ("serve Level 4 instead"), so it holds no definition of it.
 */
function levelArticleOfPart(
  r: QuestionReading,
  part: QuestionPart,
  pool: PoolEntry[],
  firstSubject: ReadonlyMap<string, number>,
): PoolEntry | undefined {
  const levels = part.features.filter(isLevel);
  if (levels.length !== 1 || firstSubject.has(levels[0]!)) return undefined;
  if (![...firstSubject.keys()].some(isLevel)) return undefined;
  return pool.slice(1).find((entry) => articleText(r.q.index, entry.article).subject.has(levels[0]!));
}

/** How well a candidate of the part's source answers the part; 0 for other sources and when it shares nothing. */
function partValue(r: QuestionReading, part: QuestionPart, entry: PoolEntry): (c: Candidate) => number {
  const pr = partReading(r, part);
  const w = partWeights(r, part, entry.article);
  // (A part naming one level is answered by what the level is: a sentence that names it, not a list item about other things.)
  const levels = part.features.filter(isLevel);
  const level = levels.length === 1 ? levels[0]! : undefined;
  let total = 0;
  for (const v of w.values()) total += v;
  return (c) => {
    if (c.article !== entry.article || total === 0) return 0;
    let covered = 0;
    for (const [f, v] of w) {
      if (c.sentence.features.has(f)) covered += v;
      else if (c.context.some((cf) => cf.has(f))) covered += contextShare(c.sentence) * v;
    }
    if (covered === 0) return 0;
    const levelBonus = level !== undefined && c.sentence.features.has(level) ? COMPOSER.partLevelBonus : 0;
    return covered / total + COMPOSER.partScoreShare * c.score + partShapeBonus(pr, c, entry) + levelBonus;
  };
}

/**
 * A part that asks something: a question form, or a question mark after it ("何科？"). A part that only gives
 * context ("Asking for my grandson", "幫院友餵食") asks for no kind of answer: the first source weighs its words.
 */
export function asksInQuestion(part: QuestionPart, question: string): boolean {
  const at = question.indexOf(part.text);
  const next =
    at < 0
      ? ''
      : question
          .slice(at + part.text.length)
          .trimStart()
          .charAt(0);
  return asksSomething(part.text) || next === '?' || next === '？';
}

/**
 * The best passage for each part of a question in several parts: a part that asks, read as its own question from
 * its own source (gathered in `asked`: the answer makes room for them); a part that gives context, by `contextBest`.
 */
export function partSeeds(
  r: QuestionReading,
  parts: QuestionPart[],
  pool: PoolEntry[],
  candidates: Candidate[],
  asked: Set<Candidate>,
  contextBest: (part: QuestionPart) => Candidate | undefined,
): Candidate[] {
  const seeds: Candidate[] = [];
  const add = (c: Candidate | undefined) => {
    if (c && !seeds.includes(c)) seeds.push(c);
  };
  // (The asks first: seeds are taken in order, and the length cap may leave no room for the last.)
  const asking = parts.filter((part) => asksInQuestion(part, r.q.question));
  for (const part of parts.filter((p) => !asking.includes(p))) add(contextBest(part));
  const context = seeds.splice(0);
  for (const part of asking) {
    const value = partValue(r, part, partSource(r, part, pool));
    let best: Candidate | undefined;
    let bestValue = 0;
    for (const c of candidates) {
      const v = value(c);
      if (v > bestValue) [best, bestValue] = [c, v];
    }
    add(best);
    if (best) asked.add(best);
  }
  context.forEach(add);
  return seeds;
}
