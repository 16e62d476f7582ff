/**
 * Stage "read" (rule FLAVOUR_NOT_PIECE): a food named as the flavour of what is served ("broth, with
 * chicken flavour", "caldo con sabor a pollo", "鸡汤，鸡肉味") is not a piece in it: the food is not
 * evidence of the item, and "with" before a flavour ("caldo con sabor") joins no solid to the broth.
 */
import { FLAVOUR_AFTER, FLAVOUR_BEFORE } from '../lexicon/flavour-words';
import type { Names } from '../lexicon/terms';
import type { EngineHazard, RawEvidence } from './evidence';
import { normalizePattern } from './normalize';
import { wordEnds } from './population';

const forms = (names: Names) => [
  ...new Set(Object.values(names).flatMap((list) => list.split(',').map((w) => normalizePattern(w.trim())))),
];
const AFTER = forms(FLAVOUR_AFTER);
const BEFORE = forms(FLAVOUR_BEFORE);
/** What may stand between a food and its flavour word: a space, a hyphen, "a", "de", "の", "的". */
const GAP = /^[\s-]*(?:(?:a|de|di|of|の|的)\s*)?$/;

export interface FlavourSpan {
  start: number;
  end: number;
}

/** The flavour words of the text outside any word the lexicon read (味噌 is not 味). */
function spans(norm: string, words: readonly string[], covered: Uint8Array): FlavourSpan[] {
  const out: FlavourSpan[] = [];
  for (const w of words) for (const end of wordEnds(norm, w)) if (!covered[end - w.length]) out.push({ start: end - w.length, end });
  return out;
}

export interface FlavourRead {
  /** Spans the flavour words cover (read words, rule UNREAD_WORDS). */
  read: FlavourSpan[];
  /** Foods named as a flavour. */
  isFlavour: (food: RawEvidence, end: number) => boolean;
  /** A mixed-consistency word ("caldo con") that only joins a flavour. */
  joinsFlavour: (h: EngineHazard) => boolean;
}

export function flavourWords(norm: string, covered: Uint8Array): FlavourRead {
  const after = spans(norm, AFTER, covered);
  const before = spans(norm, BEFORE, covered);
  const gapOk = (from: number, to: number) => from <= to && to - from <= 4 && GAP.test(norm.slice(from, to));
  return {
    read: [...after, ...before],
    isFlavour: (food, end) => after.some((f) => gapOk(end, f.start)) || before.some((f) => gapOk(f.end, food.start)),
    joinsFlavour: (h) => {
      if (h.start === undefined) return false;
      const end = h.start + normalizePattern(h.matched).length;
      return before.some((f) => gapOk(end, f.start));
    },
  };
}
