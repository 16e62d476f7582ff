/**
 * Why an answer drops a key fact that a retrieved source holds (`npm run eval:qa -- --why`): each such miss
 * is put in one bucket, so a composing fix aims at where answers lose most.
 *
 * - unpooled: the fact is only in a source the composer does not quote from (past its first sources);
 * - no sentence: no single sentence of the pooled source holds it (it spans sentences, or only the title does);
 * - section (list): a sentence (only list items) holding it sits in a section (heading block) the answer quotes from;
 * - floor / cap: it is a scored candidate above the relative floor (left out by length caps and unit limits),
 *   or below it (ranking);
 * - unscored: it shares nothing with the question.
 */
import { COMPOSER } from '../../shared/qa/composer/settings';
import { ExtractiveComposer } from '../../shared/qa/extractive-composer';
import { selectSentences } from '../../shared/qa/composer/select';
import { splitSentences } from '../../shared/qa/sentences';
import type { GroundedQuestion, TextModel } from '../../shared/qa/text-model';

export type MissKind = 'unpooled' | 'no sentence' | 'section' | 'section list' | 'cap' | 'floor' | 'unscored';

/** A composer that keeps the last question it was asked, so the evaluation can look inside its choice. */
export class RecordingComposer implements TextModel {
  private readonly inner = new ExtractiveComposer();
  readonly id = this.inner.id;
  last?: GroundedQuestion;
  answer(q: GroundedQuestion) {
    this.last = q;
    return this.inner.answer(q);
  }
}

/** The bucket of one missing fact (a regular expression) for the question the composer last answered. */
export function whyMissing(q: GroundedQuestion, fact: string): MissKind | undefined {
  const re = new RegExp(fact, 'i');
  const { selected, candidates = [] } = selectSentences(q);
  const pooled = new Set([...selected, ...candidates].map((c) => c.source));
  const holders = q.sources.flatMap((src, i) => {
    const a = q.index.articles[src.article]!;
    if (!re.test(`${a.title}\n${a.body}`)) return [];
    return [{ cite: i + 1, sentences: splitSentences(a.body, a.locale).filter((s) => re.test(s.text)) }];
  });
  if (holders.length === 0) return undefined;
  const inPool = holders.filter((h) => pooled.has(h.cite));
  if (inPool.length === 0) return 'unpooled';
  const sentences = inPool.flatMap((h) => h.sentences.map((s) => ({ cite: h.cite, s })));
  if (sentences.length === 0) return 'no sentence';
  const quotedSections = new Set(selected.map((x) => `${x.source}:${x.sentence.heading}`));
  const beside = sentences.filter(({ cite, s }) => quotedSections.has(`${cite}:${s.heading}`));
  if (beside.length > 0) return beside.some(({ s }) => !s.listItem) ? 'section' : 'section list';
  const best = candidates[0]?.score ?? 0;
  const scored = candidates.filter((c) => sentences.some(({ cite, s }) => c.source === cite && c.sentence.position === s.position));
  if (scored.length === 0) return 'unscored';
  return Math.max(...scored.map((c) => c.score)) >= COMPOSER.relativeFloor * best ? 'cap' : 'floor';
}
