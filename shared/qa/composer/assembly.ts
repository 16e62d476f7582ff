/** Stage 5: the best candidates taken in order, seeds first, lists whole with their lead-ins. */
import { overlap, weight } from './article-text';
import { AnswerDraft } from './draft';
import { takeList } from './list-quoting';
import { COMPOSER } from './settings';
import type { Candidate, PoolEntry, QuestionReading, ScoredSentence } from './types';

/** Stage 5: take the best candidates (seeds first), lists whole with their lead-ins, one list per part of the question. */
export function assemble(
  r: QuestionReading,
  pool: PoolEntry[],
  candidates: Candidate[],
  { seeds, parts, compared, asked }: { seeds: Candidate[]; parts: number; compared: boolean; asked: Set<Candidate> },
): AnswerDraft {
  const draft = new AnswerDraft(r, candidates);
  const best = candidates[0]!.score;
  const listsQuoted = new Set<string>();
  let firstListScore = 0;
  let units = 0;
  let secondaryUnits = 0;
  const primaryHasList = pool[0]!.sentences.some((x) => x.listItem);
  for (const c of [...seeds, ...candidates]) {
    if (units >= COMPOSER.maxSentences) break;
    const seeded = seeds.includes(c) && units < seeds.length;
    if (!seeded && belowFloor(c, best, units)) break;
    if (draft.has(c)) continue;
    if (!listWelcome(c, listsQuoted, parts, firstListScore)) continue;
    // A compared thing's own passage may come from its own source (the seeds of a comparison, one per thing), and so
    // may a part's, from the source the part asks about.
    const comparedSeed = compared && seeded;
    const partSeed = seeded && asked.has(c);
    const primaryListFirst = listsQuoted.size === 0 && primaryHasList;
    const welcome = { top: candidates[0]!, best, secondaryUnits, primaryListFirst, seeded };
    if (!sourceWelcome(r, c, [comparedSeed, partSeed], welcome)) continue;
    if (!fitsDraft(draft, c, seeded, comparedSeed)) {
      units += Number(takesBackgroundRoom(r, draft, c));
      continue;
    }
    const quotedList = takeUnit(r, draft, c, pool.find((p) => p.article === c.article)!.sentences);
    takesPartRoom(draft, c, seeds, partSeed);
    if (quotedList !== undefined) {
      if (listsQuoted.size === 0) firstListScore = c.score;
      listsQuoted.add(`${c.source}:${quotedList}`);
    }
    units++;
    if (c.rank > 0) secondaryUnits++;
  }
  return draft;
}

/**
 * The length cap spends on facts first: a paragraph sentence that holds the amount a "how much / how soon" question
 * asks for and does not fit takes the room of background (history the question does not ask about, a restatement
 * of a stronger sentence).
 */
function takesBackgroundRoom(r: QuestionReading, draft: AnswerDraft, c: Candidate): boolean {
  const s = c.sentence;
  if (s.listItem || s.introduces !== undefined || !holdsAskedAmount(r, c)) return false;
  if ([...draft.chosen.values()].some((x) => overlap(x.sentence.features, s.features) > COMPOSER.nearDuplicateOverlap)) return false;
  return draft.takeWithRoom(c, 0, false, (x) => draft.isBackground(x) && !holdsAskedAmount(r, x));
}

/**
 * Each part of a question gets its passage within the answer's length: a part's own sentence (or list item, then
 * alone) that did not fit takes the room of weaker passages that are not seeds (background first, then the weakest;
 * list items too, their list then says more items exist). A lead-in never goes: its list would read without it.
 */
function takesPartRoom(draft: AnswerDraft, c: Candidate, seeds: Candidate[], partSeed: boolean): void {
  if (!partSeed || c.sentence.introduces !== undefined || draft.has(c)) return;
  draft.takeWithRoom(c, 0, true, (x) => !seeds.includes(x) && x.sentence.introduces === undefined);
}

/** A passage that holds the amount a "how much / how soon" question asks for (a part's seed may come from another source). */
const holdsAskedAmount = (r: QuestionReading, c: Candidate) => r.wantsQuantity && c.sentence.quantity;

/** The answer's best passage that holds the amount a "how much" question asks for: later stages make room around it. */
export function askedAmount(r: QuestionReading, draft: AnswerDraft): Candidate | undefined {
  return [...draft.chosen.values()].filter((x) => holdsAskedAmount(r, x)).sort((a, b) => b.score - a.score)[0];
}

/** Candidates below the relative floor end an answer once it has its minimum units (or below the absolute floor). */
const belowFloor = (c: Candidate, best: number, units: number) =>
  c.score < best * COMPOSER.relativeFloor && (units >= COMPOSER.minUnits || c.score < COMPOSER.absoluteFloor);

/**
 * A unit that does not nearly repeat one taken (the sides of a comparison are said alike on purpose: "Level 0
 * leaves less than 1 ml", "Level 1 leaves 1-4 ml") and, unless seeded, fits under the answer's length.
 */
function fitsDraft(draft: AnswerDraft, c: Candidate, seeded: boolean, comparedSeed: boolean): boolean {
  const nearDuplicate = (s: Candidate) => overlap(s.sentence.features, c.sentence.features) > COMPOSER.nearDuplicateOverlap;
  if (!comparedSeed && [...draft.chosen.values()].some(nearDuplicate)) return false;
  return seeded || draft.chosen.size === 0 || draft.weight + weight(c.sentence.text) <= COMPOSER.maxWeight;
}

/**
 * A list already quoted (its best items) is not quoted again item by item, and an answer quotes one list
 * per part of the question: three lists read as a page, not an answer. (A list that answers about as well
 * as the first still comes: the question may be read either way.)
 */
function listWelcome(c: Candidate, listsQuoted: Set<string>, parts: number, firstListScore: number): boolean {
  const list = c.sentence.introduces ?? c.sentence.list;
  if (list === undefined) return true;
  const quoted = listsQuoted.has(`${c.source}:${list}`);
  if (quoted) return !c.sentence.listItem;
  return listsQuoted.size < Math.max(1, parts) || c.score >= COMPOSER.secondListShare * firstListScore;
}

/** A passage from the first source, or a seed from its own source (`own`), or a welcome one from another source. */
function sourceWelcome(r: QuestionReading, c: Candidate, own: boolean[], at: Parameters<typeof secondaryWelcome>[2]): boolean {
  return c.rank === 0 || own.some(Boolean) || secondaryWelcome(r, c, at);
}

/**
 * Another source adds at most a strong passage; a stray list item from elsewhere would read as noise,
 * and a list from another source would crowd out the first source's own list. (The best sentence of
 * all may come from anywhere when it states the kind of answer asked for: "(orange)" for "what colour ...?".)
 */
function secondaryWelcome(
  r: QuestionReading,
  c: Candidate,
  at: { top: Candidate; best: number; secondaryUnits: number; primaryListFirst: boolean; seeded: boolean },
): boolean {
  const { top, best, secondaryUnits, primaryListFirst } = at;
  // (A part's seed that holds the amount asked for: "within 4 hours" beside the first source's "as soon as possible".)
  if (at.seeded && holdsAskedAmount(r, c)) return secondaryUnits < COMPOSER.maxSecondaryUnits;
  if (c === top && r.intents.some((i) => i.stands && i.sentence?.test(c.sentence.text))) return true;
  if (secondaryUnits >= COMPOSER.maxSecondaryUnits || c.score < best * COMPOSER.secondaryFloor) return false;
  if (c.sentence.listItem && c.sentence.lead === undefined && !r.wantsList) return false;
  return !((c.sentence.listItem || c.sentence.introduces !== undefined) && primaryListFirst);
}

/** Take one unit: a sentence, or a lead-in with its list, or a list item with its lead-in and list. Returns the list quoted. */
function takeUnit(r: QuestionReading, draft: AnswerDraft, c: Candidate, sentences: ScoredSentence[]): number | undefined {
  const s = c.sentence;
  if (s.introduces !== undefined) {
    const took = draft.take(c);
    const wasCut = draft.cutLists.has(c.source);
    takeList(draft, c, s.introduces, sentences);
    return keepLeadWithList(draft, c.source, took ? c : undefined, s.introduces, sentences, wasCut);
  }
  // A procedure is often written as bullets under its heading ("Feeding technique"): they come whole like steps.
  if (s.listItem && s.list !== undefined && (s.lead !== undefined || r.wantsProcedure || r.wantsList)) {
    // An item of an introduced list, a step of a procedure, or an item when a list is asked for:
    // the lead-in (if short) and the list come along.
    const wasCut = draft.cutLists.has(c.source);
    let lead: Candidate | undefined;
    if (s.lead !== undefined && weight(sentences[s.lead]!.text) < COMPOSER.maxLeadWeight) {
      lead = draft.at(c, sentences[s.lead]!);
      if (!draft.take(lead)) lead = undefined;
    }
    takeList(draft, c, s.list, sentences, c);
    // (A step the list did not keep stays out: steps come in order.)
    if (s.step === undefined) draft.take(c);
    if (r.wantsProcedure && s.step !== undefined) takeProcedureCoda(draft, c, s.list, sentences);
    return keepLeadWithList(draft, c.source, lead, s.list, sentences, wasCut);
  }
  draft.take(c);
  return undefined;
}

/**
 * A lead-in ("The MWST is scored from 1 to 5:") says nothing without its list: when none of the list's
 * items made it into the answer, the lead-in it brought is taken back. Returns the list, when quoted.
 */
function keepLeadWithList(
  draft: AnswerDraft,
  source: number,
  lead: Candidate | undefined,
  list: number,
  sentences: ScoredSentence[],
  wasCut: boolean,
): number | undefined {
  const listed = sentences.some((x) => x.list === list && draft.has({ source, sentence: x }));
  if (listed) return list;
  if (lead) draft.drop(lead);
  if (!wasCut) draft.cutLists.delete(source);
  return undefined;
}

/**
 * The paragraphs right after a procedure in its section finish it ("Give chest thrusts instead ... to people
 * who are pregnant", "Call emergency services ... as soon as possible"): their opening sentences come along.
 */
function takeProcedureCoda(draft: AnswerDraft, c: Candidate, list: number, sentences: ScoredSentence[]): void {
  const last = sentences.filter((x) => x.list === list).at(-1);
  if (!last) return;
  let taken = 0;
  for (const next of sentences.slice(last.position + 1)) {
    if (next.heading !== last.heading || next.listItem || taken >= COMPOSER.procedureCoda) break;
    if (next.paragraphStart && draft.weight + weight(next.text) <= COMPOSER.maxListWeight && draft.take(draft.at(c, next))) taken++;
  }
}
