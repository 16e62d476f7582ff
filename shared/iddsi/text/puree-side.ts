/**
 * Stage "read" (rule PUREE_SIDE_KEEPS_SOLID): a purée or mash named as one part of a plate ("steak with
 * cauliflower purée", "пюре с котлетой", "pie and mash", "pasta with tomato purée sauce") describes that
 * part only: the solid served beside it is a component of the plate (rule PLATE_MOST_DEMANDING).
 */
import { type HazardCode, PREPARATION_RULES, TRANSFORMS_TEXTURE } from '../hazards';
import { JOIN_CUES } from '../lexicon/foods';
import { LIST_AND } from '../lexicon/list-words';
import type { RawEvidence } from './evidence';
import { normalizedWords } from './normalize';
import { topLevel } from './weights';

/** Texture words that name a purée or mash as a part of a plate. */
const PUREE_WORDS: ReadonlySet<string> = new Set(['pureed', 'mashed']);
/** Food rows that are a mash or purée served as a part of the plate. */
const MASH_FOODS: ReadonlySet<string> = new Set(['mashed_potato']);
/** Preparations that break the solid itself down; "soft", "smooth" are said of a piece ("soft fish with mash"). */
const BROKEN_DOWN: ReadonlySet<string> = new Set([...TRANSFORMS_TEXTURE].filter((id) => id !== 'soft' && id !== 'smooth'));
/** Words that join a second dish part; list words name a new part only after the purée itself. */
const JOINS: ReadonlySet<string> = new Set(normalizedWords(JOIN_CUES));
const LISTS: ReadonlySet<string> = new Set([...normalizedWords(LIST_AND), '&', '+']);
/** An article after the join word ("with a", "and some", "e la"). */
const ARTICLE_AFTER = /\s+(?:a|an|some|the|un|una|une|des|la|le|il|o|os|as|der|die|das|ein|eine|einem|einer)$/;
/** A purée word written right against a food names that food's purée ("carrot purée", "pureed steak"). */
const ATTACHED_GAP = 1;

type Span = { start: number; end: number };

const spanOf = (e: RawEvidence, ends: ReadonlyMap<RawEvidence, number>): Span => ({
  start: e.start,
  end: ends.get(e) ?? e.start + e.matched.length,
});

/** The gap between two spans is only a join word (or, when `lists`, a list word), maybe with an article. */
function joinedBy(norm: string, a: Span, b: Span, lists: boolean): boolean {
  const [first, second] = a.start < b.start ? [a, b] : [b, a];
  if (second.start < first.end) return false;
  const gap = norm.slice(first.end, second.start).trim().replace(ARTICLE_AFTER, '').replace(/\s+/g, ' ');
  return JOINS.has(gap) || (lists && LISTS.has(gap)) || joinThenWords(gap);
}

/** At most this many unread words on each side of a join word ("duck breast with parsnip purée"). */
const WORDS_BESIDE_JOIN = 2;

/** A join word with a few unread words around it and no mark that ends the item ("breast with parsnip", "mit etwas"). */
function joinThenWords(gap: string): boolean {
  if (/[,;.:!?()]/.test(gap)) return false;
  const words = gap.split(' ');
  for (let from = 0; from <= Math.min(WORDS_BESIDE_JOIN, words.length - 1); from++)
    for (let to = from + 1; to <= words.length; to++)
      if (words.length - to <= WORDS_BESIDE_JOIN && JOINS.has(words.slice(from, to).join(' '))) return true;
  return false;
}

const attached = (a: Span, b: Span) => {
  const gap = a.start < b.start ? b.start - a.end : a.start - b.end;
  return gap >= 0 && gap <= ATTACHED_GAP;
};

/**
 * Words right after a purée that serve it on the side ("かぼちゃのピューレ添え", "薯蓉伴碟"): the purée is a
 * part of the plate, and a solid named anywhere else in the text is not what it was made of.
 */
const SIDE_AFTER: readonly string[] = normalizedWords({ ja: '添え,を添えて,付け合わせ,つけあわせ', zh: '伴碟,作配菜' });
const servedAsSide = (norm: string, w: Span) => SIDE_AFTER.some((s) => norm.startsWith(s, w.end));

/** A solid served apart from the purée word `w`: it is not the food the purée was made of. */
function besidePuree(norm: string, w: Span, e: Span, named: readonly Span[]): boolean {
  if (attached(w, e)) return false;
  const of = named.find((f) => f !== e && attached(w, f));
  if (servedAsSide(norm, w)) return of === undefined || e.start < of.start || e.start > w.end;
  // "pureed beef and carrots": a purée word before its food covers the foods listed after it
  if (of && w.start < of.start) return e.start < w.start && joinedBy(norm, e, w, false);
  if (!of) return joinedBy(norm, w, e, true);
  // "carrot purée": a part of its own, joined to the solid before it by a join word, after it by a list word too
  return e.start < of.start ? joinedBy(norm, e, of, false) : joinedBy(norm, w, e, true);
}

/** True when a purée word of the text would take the food's hazard `code` away (hazards.ts PREPARATION_RULES). */
const takenBy = (ids: readonly string[], e: RawEvidence, code: HazardCode) =>
  PREPARATION_RULES.some((r) => ids.includes(r.id) && r.removes.includes(code) && (r.onlyFor?.[code]?.includes(e.food!.id) ?? true));

/**
 * A food with a hazard no purée word of the text takes away is raised by it already (rule
 * INGREDIENT_IN_BASE_KEEPS_HAZARDS); the hazards of its served form ("bones~") go with any texture word.
 */
const keepsOwnHazard = (ids: readonly string[], e: RawEvidence) =>
  e.food!.hazards.some((code) => !e.food!.formOnly.includes(code) && !takenBy(ids, e, code as HazardCode));

/** A solid food as usually served: Level 6 or above. */
const isSolid = (e: RawEvidence) => e.food!.kind === 'food' && (topLevel(e.food!.weights, 'food') ?? 0) >= 6;

/** Marks the solid foods served beside a purée or mash part of the plate as `added` (rule ADDED_TO_BASE_FLOOR). */
export function readSolidsBesidePuree(norm: string, evidence: readonly RawEvidence[], ends: ReadonlyMap<RawEvidence, number>): void {
  const said = evidence.filter((w) => w.tier === 2 && !w.negated && PUREE_WORDS.has(w.id));
  const foods = evidence.filter((e) => e.type === 'food' && e.food !== undefined && !e.negated);
  // a mash or purée named as a dish of its own ("puré de patatas", "薯蓉") is a part of the plate too
  const mashes = foods.filter((e) => MASH_FOODS.has(e.food!.id));
  if (said.length === 0 && mashes.length === 0) return;
  const words = [...said, ...mashes].map((w) => spanOf(w, ends));
  const ids = said.map((w) => w.id);
  // a solid the text says was itself minced, blended or mashed ("minced chicken curry") is no plain solid
  const prepared = evidence.filter((w) => w.tier === 2 && !w.negated && BROKEN_DOWN.has(w.id)).map((w) => spanOf(w, ends));
  const spans = foods.map((e) => spanOf(e, ends));
  foods.forEach((e, i) => {
    if (!isSolid(e) || (said.length > 0 && keepsOwnHazard(ids, e)) || prepared.some((w) => attached(w, spans[i]!))) return;
    if (words.every((w) => w.start === e.start || besidePuree(norm, w, spans[i]!, spans))) e.added = true;
  });
}
