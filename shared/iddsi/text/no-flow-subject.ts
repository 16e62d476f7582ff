/**
 * Rule NO_FLOW_SAID_OF_ITEM: a Chinese "does not flow" ending on 流 (唔会流, 完全唔流; terms.ts no_flow) is no
 * flow result when the next word makes a compound of it (流利 fluent, 流失 lost, 流口水 drool); one that only says
 * "not at all" (完全唔流, 一点都不流) counts only said of the item: a drink, food, thickener, test or syringe word
 * right before it, or the clause opening with it (the item named before), not another subject (口水 saliva, 鼻涕,
 * 讲嘢 speech).
 */
import { FLOW_COMPOUND_AFTER, FLOW_SUBJECT_FILLERS } from '../lexicon/list-words';
import { FAMILY, lexicon, type Payload } from './lexicon-index';
import type { Match } from './matcher';
import { normalizedWords } from './normalize';

const COMPOUND_AFTER = normalizedWords(FLOW_COMPOUND_AFTER);
const FILLERS = normalizedWords(FLOW_SUBJECT_FILLERS);
/** The families of the words that name the item or its test. */
const ITEM = FAMILY.food | FAMILY.drink | FAMILY.foodword | FAMILY.texture | FAMILY.name | FAMILY.test | FAMILY.syringe | FAMILY.flow;
/** A Chinese no-flow pattern that ends on the verb 流 itself ("唔会流", "一滴都没流"). */
const BARE_FLOW = /[\u4e00-\u9fff]流$/u;
/** Of those, the ones that only say "not at all" (完全唔流, 一点都不流): nothing in them names a drop or the item. */
const DEGREE_ONLY = /^(完全|一点|一啲)/u;
const BOUNDARY = /[\p{P}\p{S}\s]/u;

const bareNoFlow = (m: Match<Payload[]>) =>
  BARE_FLOW.test(m.spec.pattern) && m.payload.some((p) => p.f === 'test' && p.row.id === 'no_flow');
const isItem = (m: Match<Payload[]>) => (lexicon().families[m.spec.uid!]! & ITEM) !== 0;

/** Where the subject of the word at `start` ends: before the fillers and spaces right before it. */
function subjectEnd(norm: string, start: number): number {
  let pos = start;
  for (let moved = true; moved && pos > 0; ) {
    moved = false;
    while (pos > 0 && norm[pos - 1] === ' ') pos--;
    const filler = FILLERS.find((f) => norm.startsWith(f, pos - f.length));
    if (filler) {
      pos -= filler.length;
      moved = true;
    }
  }
  return pos;
}

/** The no-flow words at `i` are said of the item: a clause opens with them, or an item word ends right before them. */
function saidOfItem(matches: readonly Match<Payload[]>[], i: number, norm: string): boolean {
  const pos = subjectEnd(norm, matches[i]!.start);
  if (pos === 0 || BOUNDARY.test(norm[pos - 1]!)) return true;
  for (let j = i - 1; j >= 0; j--) if (matches[j]!.end === pos) return isItem(matches[j]!);
  return false;
}

function unheld(matches: readonly Match<Payload[]>[], i: number, norm: string): boolean {
  const m = matches[i]!;
  if (!bareNoFlow(m)) return false;
  if (COMPOUND_AFTER.some((w) => norm.startsWith(w, m.end))) return true;
  return DEGREE_ONLY.test(m.spec.pattern) && !saidOfItem(matches, i, norm);
}

/** The matches without the bare no-flow words not said of the item (the same array when there are none). */
export function dropUnheldNoFlow(matches: Match<Payload[]>[], norm: string): Match<Payload[]>[] {
  if (!matches.some(bareNoFlow)) return matches;
  const drop = matches.map((_, i) => unheld(matches, i, norm));
  return drop.includes(true) ? matches.filter((_, i) => !drop[i]) : matches;
}
