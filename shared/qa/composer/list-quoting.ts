/** A list quoted within the length caps, whole in short when asked for, cut from its end otherwise. */
import { weight } from './article-text';
import type { AnswerDraft } from './draft';
import { COMPOSER } from './settings';
import type { Candidate, ScoredSentence } from './types';

/** A list's items within the list length cap (the item that brought the list always comes). */
export function takeList(draft: AnswerDraft, c: Candidate, list: number, sentences: ScoredSentence[], always?: Candidate): void {
  const listed = draft.listItems(c, list, sentences);
  // A list the question asks for comes whole: too long for the caps, each labelled item keeps its label and first examples.
  const compact = draft.wantsList ? compactList(draft, c, list, sentences) : undefined;
  const { items, left } = compact ? { items: compact, left: 0 } : listed;
  if (left > 0) draft.cutLists.add(c.source);
  // A list cut for length is cut from its end: its first item (often "ask the pharmacist first") always comes,
  // and no later, shorter item jumps the queue; the answer then says more items exist.
  // Room is kept for the rows the question names ("JDD code 4"), which come even past the cap.
  const amount = draft.askedAmount(items);
  const asked = items.filter((item) => draft.askedRow(item) || item === amount);
  let reserved = asked.reduce((w, item) => w + weight(item.sentence.text), 0);
  let full = false;
  for (const [i, item] of items.entries()) {
    const row = asked.includes(item);
    if (row) reserved -= weight(item.sentence.text);
    full ||= item !== always && !row && i > 0 && draft.weight + reserved + weight(item.sentence.text) > COMPOSER.maxListWeight;
    const took = (!full || row) && draft.take(item, row ? COMPOSER.askedRowAllowance : 0);
    if (!took && !draft.has(item)) draft.cutLists.add(c.source);
  }
  keepStepsInOrder(draft, c, items);
}

/**
 * A procedure cut for length is cut from its end: a later step that fitted where an earlier one did not
 * ("3. Wait 1 minute." without the sample and the water) would read as the whole test, so it is taken back.
 */
function keepStepsInOrder(draft: AnswerDraft, c: Candidate, items: Candidate[]): void {
  if (!items.some((i) => i.sentence.step !== undefined)) return;
  const gap = items.findIndex((i) => !draft.has(i));
  if (gap < 0) return;
  for (const later of items.slice(gap + 1)) draft.drop(later);
  draft.cutLists.add(c.source);
}

/** "Hard or dry foods: nuts, raw carrot, dry bread" → "Hard or dry foods: nuts, raw carrot"; undefined for an item without a label. */
export function labelWithFirstExamples(text: string): string | undefined {
  const m = /^([^:：]{2,80})[:：]\s*(.+)$/u.exec(text);
  if (!m) return undefined;
  const wide = /[，、；。]/u.test(m[2]!);
  const examples = m[2]!
    .split(wide ? /[，、；。]/u : /[,;]/u)
    .map((e) => e.trim().replace(/[.。]$/u, ''))
    .filter(Boolean);
  const sep = wide ? '：' : ': ';
  let short = `${m[1]}${sep}${examples[0] ?? ''}`;
  for (const e of examples.slice(1, COMPOSER.compactExamples)) {
    const longer = `${short}${wide ? '、' : ', '}${e}`;
    if (weight(longer) > COMPOSER.compactItemWeight) break;
    short = longer;
  }
  return short;
}

/**
 * An asked-for list that does not fit whole (the sixteen IDDSI high-risk food families) is quoted whole
 * in short: every item of a list mostly of "label: examples" keeps its label and first examples.
 */
function compactList(draft: AnswerDraft, c: Candidate, list: number, sentences: ScoredSentence[]): Candidate[] | undefined {
  const inList = sentences.filter((s) => s.list === list);
  const full = inList.reduce((w, s) => w + weight(s.text), 0);
  if (draft.weight + full <= COMPOSER.maxListWeight && inList.length <= COMPOSER.maxAskedListItems) return undefined;
  const labelled = inList.map((s) => ({ s, short: labelWithFirstExamples(s.text) }));
  if (labelled.filter((l) => l.short).length < COMPOSER.compactLabelledShare * inList.length) return undefined;
  return labelled.map(({ s, short }) => {
    const item = draft.at(c, s);
    return short ? { ...item, sentence: { ...item.sentence, text: short } } : item;
  });
}
