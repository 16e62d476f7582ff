/**
 * The embedded answer model: an extractive composer. It scores the
 * sentences of the top sources against the question (shared features
 * weighted by idf and by how specific they are within the primary article,
 * concept phrases counted through their concept, the heading and lead-in or
 * preceding sentence a sentence reads under, the section it sits in, and
 * the kind of question: measurements for "how much / 幾多 / どのくらい",
 * numbered steps for "how do I", lists for "which ...", and the intents of
 * question-intent.ts: a colour, yes/no guidance, a reason, a time, who, a
 * definition, what to do). Sentences about other IDDSI levels than the
 * question names are held back. It picks the best few, quotes at most one
 * list per part of the question, keeps them in source and reading order,
 * and cites each run with [n]. It only copies sentences from the sources,
 * so it cannot state a number they do not hold.
 */
import { MORE_ITEMS, NOT_COVERED } from './messages';
import { notCoveredReason } from './scope';
import type { GroundedAnswer, GroundedQuestion, TextModel } from './text-model';
import { renderAnswer } from './composer/render';
import { selectSentences } from './composer/select';

export const EXTRACTIVE_COMPOSER_ID = 'embedded-extractive-composer-v1';

export class ExtractiveComposer implements TextModel {
  readonly id = EXTRACTIVE_COMPOSER_ID;

  answer(q: GroundedQuestion): Promise<GroundedAnswer> {
    // A question outside the articles (an outside subject, or none in scope) gets no stitched passages, however they score.
    if (notCoveredReason(q.question, q.features))
      return Promise.resolve({ answer: NOT_COVERED[q.language], model: this.id, citations: [] });
    const { selected, cutLists = [] } = selectSentences(q);
    if (selected.length === 0) return Promise.resolve({ answer: NOT_COVERED[q.language], model: this.id, citations: [] });
    const { answer, citations } = renderAnswer(selected, q.language);
    // A list cut at the length cap says so: the cited article lists more items.
    const cut = cutLists.filter((n) => citations.includes(n));
    const more = cut.length > 0 ? `\n${MORE_ITEMS[q.language]} ${cut.map((n) => `[${n}]`).join('')}` : '';
    return Promise.resolve({ answer: `${answer}${more}`, model: this.id, citations });
  }
}
