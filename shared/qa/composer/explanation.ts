/** Stages 6 and 9: a short point with its explanation, and the lead section quoted as whole as the caps allow. */
import { asksForComparison } from '../question-intent';
import { CJK_LOCALES, weight } from './article-text';
import { askedAmount } from './assembly';
import type { AnswerDraft } from './draft';
import { aboutOtherLevel } from './sentence-scoring';
import { COMPOSER } from './settings';
import type { Candidate, PoolEntry, QuestionReading, ScoredSentence, SelectedSentence } from './types';

/**
 * Stage 6: a short opening sentence states a point and the next sentence of its paragraph says how or what
 * ("Puréed food looks more appetising when it is shaped. It can be piped ... or set in moulds";
 * "嚥下障害とは…状態です。…口から胃まで安全に送ることが困難です"): the point comes with its explanation.
 */
export function explainShortPoints(draft: AnswerDraft, pool: PoolEntry[], compared: boolean): void {
  let explained = 0;
  const ranked = [...draft.chosen.values()].sort((a, b) => b.score - a.score);
  const top = ranked[0];
  for (const c of ranked) {
    if (explained >= COMPOSER.maxExplained) break;
    const s = c.sentence;
    // (Each compared thing's passage may come from its own source.)
    if (
      (c.rank !== 0 && !compared) ||
      s.listItem ||
      s.introduces !== undefined ||
      !s.paragraphStart ||
      weight(s.text) > COMPOSER.shortPoint
    )
      continue;
    const sentences = pool.find((p) => p.article === c.article)!.sentences;
    const next = sentences[s.position + 1];
    if (!next || next.position !== s.position + 1 || next.paragraphStart || next.listItem || next.heading !== s.heading) continue;
    // The answer's best sentence only announces its paragraph ("The 2021 scale also describes how each looks."):
    // the paragraph says what, and comes before weaker sentences, which make room.
    if (c === top) {
      explainParagraph(draft, c, sentences);
      explained++;
      continue;
    }
    if (draft.has({ source: c.source, sentence: next }) || draft.weight + weight(next.text) > COMPOSER.maxWeight) continue;
    draft.take(draft.at(c, next));
    explained++;
  }
}

/**
 * The rest of a short opening sentence's paragraph (a few sentences), room made by weaker paragraph sentences
 * elsewhere: never by the run itself (one sentence of the explanation does not take back another), nor by a
 * sentence that answers clearly better than the one explaining (explainedRoomShare).
 */
function explainParagraph(draft: AnswerDraft, c: Candidate, sentences: ScoredSentence[]): void {
  const run = sentences.slice(c.sentence.position + 1, c.sentence.position + 1 + COMPOSER.explainedRun);
  for (const next of run) {
    if (next.paragraphStart || next.listItem || next.heading !== c.sentence.heading) break;
    const x = draft.at(c, next);
    if (draft.has(x)) continue;
    const spare = (y: Candidate) =>
      !y.sentence.listItem &&
      y.sentence.introduces === undefined &&
      !(y.source === c.source && run.includes(y.sentence)) &&
      y.score * COMPOSER.explainedRoomShare <= x.score;
    if (!draft.takeWithRoom(x, 0, false, spare)) break;
    draft.pinned.add(x);
  }
}

/**
 * Stage 9: the section (heading block) of the primary source that carries the answer is quoted as whole as
 * the caps allow: facts asked for sit beside the best sentence (the children's size after the adults', the
 * dose after the thickener), so its other sentences that speak to the question come before weaker sentences
 * of other sections, which they take back.
 */
export function completeLeadSection(r: QuestionReading, draft: AnswerDraft, pool: PoolEntry[], seeds: Candidate[]): void {
  const leads: Candidate[] = [];
  const sectionOf = (x: Candidate) => `${x.rank}:${x.sentence.section}`;
  for (const c of [...draft.chosen.values()].sort((a, b) => a.rank - b.rank || b.score - a.score))
    if (leads.length < COMPOSER.completedSections && !leads.some((l) => sectionOf(l) === sectionOf(c))) leads.push(c);
  // (A section completed first is kept from the next; the next may take back the first's neighbours' room.)
  const completed = new Set<string>();
  // (Sentences of other sections may make room, and in a comparison list items too (the list of one side
  // crowds out the other's), but not a lead-in: its list reads on without it. Nor a seed, the best passage
  // for a part of the question or a side of a comparison, or its list.)
  const listKept = draft.wantsList || r.wantsProcedure || !asksForComparison(r.q.question);
  const listOf = (x: SelectedSentence) => `${x.source}:${x.sentence.introduces ?? x.sentence.list}`;
  const seeded = new Set(seeds.map(listOf));
  // (The best passage that holds the amount a "how much" question asks for stays: the section goes beside it.)
  const amount = askedAmount(r, draft);
  const elsewhere = (x: Candidate) =>
    !completed.has(sectionOf(x)) &&
    x.sentence.introduces === undefined &&
    !(x.sentence.listItem && (listKept || seeded.has(listOf(x)))) &&
    !seeds.some((seed) => seed.source === x.source && seed.sentence.position === x.sentence.position) &&
    !draft.pinned.has(x) &&
    x !== amount;
  const allowance = CJK_LOCALES.has(r.q.language) ? COMPOSER.sectionAllowanceCjk : COMPOSER.sectionAllowanceLatin;
  for (const lead of leads) {
    completed.add(sectionOf(lead));
    const rest = pool
      .find((p) => p.article === lead.article)!
      .sentences.filter((s) => s.section === lead.sentence.section && !s.listItem && s.introduces === undefined && !aboutOtherLevel(r, s))
      .map((s) => draft.at(lead, s))
      .filter((c) => c.score >= COMPOSER.sectionFloor * lead.score && !draft.has(c))
      .sort((a, b) => b.score - a.score);
    for (const c of rest.slice(0, COMPOSER.sectionSentences)) draft.takeWithRoom(c, allowance, true, elsewhere);
  }
  draft.dropBareLeadIns();
}
