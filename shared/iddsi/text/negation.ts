/**
 * Stage "read" (scope of cue words): which evidence a negation cue negates ("no lumps",
 * "とろみのない") and which named hazards a removal verb takes out of the food ("skin + bones
 * off", "tinanggal lahat ng tinik"). Both work on the matches of the lexicon, in text order.
 */
import { FAMILY as FAMILY_BITS, type Payload } from './lexicon-index';
import { negateExcluded } from './contrast';
import type { Match } from './matcher';
import {
  boundsMeasure,
  isConjunction,
  isJoinText,
  isOrGap,
  isSoftSeparator,
  joined,
  joinedObjects,
  linksModifier,
  onlyFillers,
  statedPresent,
} from './list-scope';
import {
  COMPLETE_REMOVAL,
  DRAINED_OWN_CARRIER_CODE,
  FIELD_NONE_VALUES,
  NEED_DENIED_AFTER,
  NEED_DENIED_DEGREE,
  NEG_BEFORE,
  NEG_CONDITIONAL_AFTER,
  REMOVAL_UNDONE_AFTER,
  ESCAPING_BEFORE_PARTICLE,
} from '../lexicon/terms';
import { hasClauseMark, isClauseMark } from './clauses';
import { checkFoundNothing } from './found-after';
import { normalizedWords, type NormalizedText } from './normalize';

const THAI = /[\u0e00-\u0e7f]/;
const CJK = /[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7a3]/;
/** A word of a script written without spaces (CJK, kana, Hangul, Thai): found inside other words. */
const isGlued = (w: string) => CJK.test(w) || THAI.test(w);

/**
 * A word list's forms, built once: whether each word is glued (isGlued), and the word with a space before
 * (`spaced`) and on both sides (`framed`). Built per read inside the lists' some(), they were a string and
 * two regex tests per word each time.
 */
function wordForms(words: readonly string[]): { w: string; glued: boolean; spaced: string; framed: string }[] {
  return words.map((w) => ({ w, glued: isGlued(w), spaced: ` ${w}`, framed: ` ${w} ` }));
}

// created on first use: ICU's Thai dictionary costs ~20 ms to load, so only Thai input pays it
let thaiWords: Intl.Segmenter | null = null;

/** The family bits held locally: read per match in every loop here, and an imported binding is a getter call under CommonJS (tsx). */
const FAMILY = FAMILY_BITS;

/** Payload families that are evidence (what a negation cue can negate). */
const EVIDENCE = FAMILY.name | FAMILY.test | FAMILY.texture | FAMILY.hazard | FAMILY.hazard_removed | FAMILY.food;

/** Number of words in a gap of text, Thai words counted with Intl.Segmenter. */
function gapWords(gap: string): number {
  const trimmed = gap.trim();
  if (!trimmed) return 0;
  if (THAI.test(trimmed)) {
    let n = 0;
    thaiWords ??= new Intl.Segmenter('th', { granularity: 'word' });
    for (const s of thaiWords.segment(trimmed)) if (s.isWordLike) n++;
    return n;
  }
  // CJK: the cue negates the word right after it (冇粒, 冇加凝固粉, 没有任何颗粒), not a later one (无糖绿茶)
  if (CJK.test(trimmed) && !trimmed.includes(' ')) return trimmed.length <= 2 ? 1 : 4;
  // a joining sign ("fat & gristle", "skin + bones") is no word
  return trimmed.split(' ').filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** "without bones and skin", "tanpa tulang dan kulit": a negated hazard list joined by "and" is negated whole. */
function hazardsJoined(lastFamily: number, family: number, gap: string): boolean {
  return (
    (family & FAMILY.hazard) !== 0 &&
    (lastFamily & (FAMILY.hazard | FAMILY.hazard_removed)) !== 0 &&
    joined(gap) &&
    !isSoftSeparator(gap) &&
    !hasClauseMark(gap)
  );
}

/** Where a match's word ends: a prefix pattern ("кост*") covers only the stem of "костей". */
function wordEnd(t: NormalizedText, m: Match<Payload[]>): number {
  let end = m.end;
  if (!m.spec.prefix) return end;
  while (end < t.norm.length && t.norm[end] !== ' ' && !isClauseMark(t.norm[end])) end++;
  return end;
}

/** Hazards a list of removed things names (skin, seeds, bones, pith, gristle, strings): a comma list holds them. */
const LIST_ITEMS: ReadonlySet<string> = new Set(['bones', 'skins_husks', 'fibrous', 'tough_fibrous']);
const isListItem = (m: Match<Payload[]>) => m.payload.some((p) => p.f === 'hazard' && LIST_ITEMS.has(p.code));

/**
 * Rule NEGATION_LIST_SCOPE: a comma holds a list of removable things when a conjunction ends it
 * ("no skin, bones or gristle", "без кожи, костей и хрящей"); "no bones, skin on and crispy" is no list.
 */
function listGoesOn(t: NormalizedText, matches: Match<Payload[]>[], i: number): boolean {
  if (!isListItem(matches[i]!)) return false;
  for (let j = i; j + 1 < matches.length && j < i + 8; j++) {
    if (!isListItem(matches[j + 1]!)) return false;
    const gap = t.norm.slice(wordEnd(t, matches[j]!), matches[j + 1]!.start);
    if (isConjunction(gap) || isConjunction(gap.replace(/^[\s,，]+/, ''))) return true;
    if (!isSoftSeparator(gap)) return false;
  }
  return false;
}

/** The negators written as words of their own (CJK ones are read by gapWords' one-character reach). */
const NEGATOR_WORDS: ReadonlySet<string> = new Set(normalizedWords(NEG_BEFORE).filter((w) => !CJK.test(w) && !w.includes(' ')));

/**
 * Rule NEGATION_LIST_SCOPE: a removal phrase that repeats the negator right after one negated word ("không da
 * không xương", "sin piel sin espinas": a list of negated items) is a statement of its own, not one more item of
 * the negation before it. Another negator before it still negates it: "không phải không xương", "no es sin
 * hueso", "bukan tanpa tulang" say the bones are there.
 */
function repeatsNegator(t: NormalizedText, m: Match<Payload[]>, family: number, cue: string, cueEnd: number): boolean {
  if ((family & FAMILY.hazard_removed) === 0 || gapWords(t.norm.slice(cueEnd, m.start)) !== 1) return false;
  const first = t.norm.slice(m.start, m.end).split(' ', 1)[0]!;
  return first === cue && first.length < m.end - m.start && NEGATOR_WORDS.has(first);
}

/** A dash standing between words in the source ("not strained – stringy bits still in it") ends a clause. */
const SPACED_DASH = /\s[-–—―]|[–—―]\s/;

/** The source text between two units of norm has a clause break the normaliser dropped (a spaced dash). */
function dashBetween(t: NormalizedText, from: number, to: number): boolean {
  if (from <= 0 || to >= t.norm.length || from >= to) return false;
  return SPACED_DASH.test(t.source.slice(t.srcEnd[from - 1]!, t.src[to]!));
}

/** How a negation reaches the next evidence: from its cue, along a chain of negated words, or from a "without X" word. */
type Reach = 'cue' | 'chain' | 'removal';

/** "of" words that tie a quality to the negated noun before it ("no lumps of dry oats", "sin trozos de piel"). */
const OF_WORDS: ReadonlySet<string> = new Set(['of', 'of the', 'de', 'de la', 'del', 'di', 'do', 'da']);

/** Rule NEGATION_LIST_SCOPE: a hazard that qualifies the negated noun ("no lumps of dry oats") is negated with it. */
const qualifiesNegated = (family: number, gap: string) => (family & FAMILY.hazard) !== 0 && OF_WORDS.has(gap.trim());

/** The evidence at `matches[i]` lies within the reach of the negation that ended at `cueEnd`. */
function reaches(
  t: NormalizedText,
  cueEnd: number,
  matches: Match<Payload[]>[],
  i: number,
  reach: Reach,
  lastFamily: number,
  family: number,
): boolean {
  const m = matches[i]!;
  if (dashBetween(t, cueEnd, m.start)) return false;
  const gap = t.norm.slice(cueEnd, m.start);
  if (reach !== 'cue' && statedPresent(t.norm, m.end)) return false;
  if (reach !== 'cue' && isSoftSeparator(gap))
    return (lastFamily & (FAMILY.hazard | FAMILY.hazard_removed)) !== 0 && listGoesOn(t, matches, i);
  const joinedHazard = hazardsJoined(lastFamily, family, gap);
  if (reach === 'removal') return joinedHazard;
  // a test outcome right after a negated word is a new statement ("ไม่มีก้อน คงรูปบนช้อน": no lumps, holds its
  // shape), not one more item of the negated list; "does not drip or pour" names its "or"
  if (reach === 'chain')
    return (isOrGap(gap) && !((family & FAMILY.test) !== 0 && gap.trim() === '')) || joinedHazard || qualifiesNegated(family, gap);
  return !hasClauseMark(gap) && gapWords(gap) <= 3 && !boundsMeasure(gap);
}

/**
 * Evidence matches negated by a cue before ("no lumps") or after ("とろみのない"): a flag per
 * match index. `families` holds the payload families of each match.
 */
export function negations(t: NormalizedText, matches: Match<Payload[]>[], families: Uint32Array): Uint8Array {
  const negated = new Uint8Array(matches.length);
  let cueEnd = -1;
  let reach: Reach = 'cue';
  let cue = '';
  let lastFamily = 0;
  for (let i = 0; i < matches.length; i++) {
    const m = matches[i]!;
    const f = families[i]!;
    const evidence = (f & EVIDENCE) !== 0;
    if ((f & FAMILY.neg_before) !== 0 && !evidence) {
      cueEnd = m.end;
      cue = t.norm.slice(m.start, m.end);
      reach = 'cue';
      continue;
    }
    // rule FAILED_PREPARATION_KEEPS: "did not get the lumps out" negates the attempt, not the lumps
    if ((f & (FAMILY.break | FAMILY.stop | FAMILY.failed)) !== 0 && !evidence) {
      cueEnd = -1;
      continue;
    }
    // rule NEGATED_REMOVAL_KEEPS: "without removing the seeds" negates the verb, not the seeds
    if (!evidence && cueEnd >= 0 && reach === 'cue' && verbNegated(t, matches, families, i)) {
      cueEnd = -1;
      continue;
    }
    if (!evidence) continue;
    if (cueEnd >= 0 && m.start - cueEnd > 40) cueEnd = -1;
    const listed = reach === 'cue' && cueEnd >= 0 && repeatsNegator(t, m, f, cue, cueEnd);
    if (cueEnd >= 0 && !listed && reaches(t, cueEnd, matches, i, reach, lastFamily, f)) {
      negated[i] = 1;
      cueEnd = wordEnd(t, m);
      reach = 'chain';
      lastFamily = f;
      continue;
    }
    cueEnd = -1;
    // "tanpa tulang dan kulit": the hazards joined to a "without X" word are without too
    if ((f & FAMILY.hazard_removed) !== 0) {
      cueEnd = m.end;
      reach = 'removal';
      lastFamily = f;
    }
  }
  negateAfter(t, matches, families, negated);
  negateFieldNone(t.norm, matches, families, negated);
  negateNeedDenied(t.norm, matches, families, negated);
  negateExcluded(t.norm, matches, (i) => (families[i]! & EVIDENCE) !== 0, negated);
  return negated;
}

/** Letters of the scripts matched inside words (Devanagari, Hangul): a match can end before its word does. */
const IN_WORD_LETTERS = /^[\u0900-\u097f\uac00-\ud7a3]+/;

/**
 * Rule NEGATION_AFTER_WHOLE_WORD: the gap to a cue after is measured from the end of the word, so the
 * noun "गाढ़ापन" (thickness: "गाढ़ा" + "पन") in "कोई गाढ़ापन नहीं मिलाया" is negated like "गाढ़ा" itself.
 */
const afterWordRest = (gap: string) => gap.replace(IN_WORD_LETTERS, '');

/**
 * Rule NEGATION_AFTER_PARTICLE: the match before the cue, past a clause-break word that is only a
 * particle here ("とろみ剤が(まだ)入っていない": が marks the subject, not "but").
 */
function wordBeforeCue(t: NormalizedText, matches: Match<Payload[]>[], families: Uint32Array, k: number): number {
  const j = k - 1;
  if ((families[j]! & FAMILY.break) === 0 || j < 1) return j;
  const particle = t.norm.slice(matches[j]!.start, matches[k]!.start);
  return onlyFillers(particle) ? j - 1 : j;
}

const CONDITIONAL_AFTER = normalizedWords(NEG_CONDITIONAL_AFTER);
/** Rule NEGATION_CONDITIONAL_AFTER: the cue is a condition ("入っていないと危ない"), not a statement. */
function conditionalAfter(norm: string, end: number): boolean {
  const rest = norm.slice(end, end + 6);
  return !rest.startsWith('とろ') && CONDITIONAL_AFTER.some((w) => rest.startsWith(w));
}

/** Cues that negate what precedes them ("lump-free", "骨・皮なし"). */
function negateAfter(t: NormalizedText, matches: Match<Payload[]>[], families: Uint32Array, negated: Uint8Array): void {
  for (let k = 1; k < matches.length; k++) {
    const cue = families[k]!;
    if ((cue & FAMILY.neg_after) === 0 || (cue & EVIDENCE) !== 0) continue;
    const j = wordBeforeCue(t, matches, families, k);
    if ((families[j]! & EVIDENCE) === 0 || undoneAfter(t.norm, matches[k]!.end)) continue;
    if (matches[k]!.spec.pattern.endsWith('ない') && conditionalAfter(t.norm, matches[k]!.end)) continue;
    const gap = afterWordRest(t.norm.slice(matches[j]!.end, matches[k]!.start));
    if ((gap.length <= 2 && !hasClauseMark(gap)) || onlyFillers(gap)) {
      negated[j] = 1;
      negateJoinedHazards(t, matches, families, j, negated);
    }
  }
}

/** The field values that say nothing was there, longest first (a value may be followed by nothing or a separator). */
const NONE_VALUES = normalizedWords(FIELD_NONE_VALUES).sort((a, b) => b.length - a.length);
const FIELD_SEPARATOR = /^ ?[:=：] ?/;
// the value is the whole field: "soup: no flow test done" is a sentence, not a field saying "no soup"
const VALUE_ENDS = /^ *(?:$|[,;.|/)\]}、，。；\n])/u;

// the payload tests are module-level: an arrow written inside isThickener would be a new function for every match
const thickenerPayload = (p: Payload) => p.f === 'texture' && p.row.id === 'thickened';
const isThickener = (m: Match<Payload[]>) => m.payload.some(thickenerPayload);

/** Rule FIELD_VALUE_NONE: "thickener: none", "thickened = no", "とろみ：なし" negate the thickener word. */
function negateFieldNone(norm: string, matches: Match<Payload[]>[], families: Uint32Array, negated: Uint8Array): void {
  for (let k = 0; k < matches.length; k++) {
    if ((families[k]! & EVIDENCE) === 0 || negated[k] || !isThickener(matches[k]!)) continue;
    const rest = norm.slice(matches[k]!.end, matches[k]!.end + 16);
    const sep = FIELD_SEPARATOR.exec(rest);
    if (!sep) continue;
    const value = rest.slice(sep[0].length);
    if (NONE_VALUES.some((v) => value.startsWith(v) && VALUE_ENDS.test(value.slice(v.length)))) negated[k] = 1;
  }
}

/** The phrases that say a thickener is not needed, longest first. */
const NEED_DENIED = normalizedWords(NEED_DENIED_AFTER).sort((a, b) => b.length - a.length);
/** A thickener word and the word that names how thick (걸쭉하게 할 필요 없음: no need to make it thick). */
const THICKENING_ROWS: ReadonlySet<string> = new Set(['thickened', 'thick']);
const thickeningPayload = (p: Payload) => p.f === 'texture' && THICKENING_ROWS.has(p.row.id);
const isThickening = (m: Match<Payload[]>) => m.payload.some(thickeningPayload);
/** What may stand between the word and the denial: a field separator ("thickener: not needed"), a space. */
const BEFORE_DENIAL = /^[ :=：]*/;

const DEGREE = normalizedWords(NEED_DENIED_DEGREE);
/** Names of a thickened level: a drink already that thick needs no more thickener, it is not served without it. */
const THICK_NAMES: ReadonlySet<string> = new Set([
  'name_slightly',
  'name_slightly_legacy_zh',
  'name_mildly',
  'name_ligeramente',
  'name_moderately',
  'name_extremely',
  'name_liquidised',
  'name_pureed_diet',
]);
/** A test or flow result: what it shows outranks a word about the thickener. */
const RESULT = FAMILY.test | FAMILY.flow | FAMILY.flow_amount | FAMILY.flow_empty | FAMILY.outflow | FAMILY.syringe;
const statesThick = (matches: Match<Payload[]>[], families: Uint32Array) =>
  matches.some((m, j) => (families[j]! & RESULT) !== 0 || m.payload.some((p) => p.f === 'name' && THICK_NAMES.has(p.row.id)));

/** The rest of the denial's clause holds a degree word ("not needed much", "不用加太多"): no more, not none. */
function deniesOnlyMore(rest: string): boolean {
  const clause = rest.split(/[,.;:!?。，；：！？\n|]/)[0]!;
  const framed = ` ${clause} `;
  return DEGREE_FORMS.some((f) => (f.glued ? clause.includes(f.w) : framed.includes(f.framed)));
}
const DEGREE_FORMS = wordForms(DEGREE);

/**
 * Rule THICKENER_NOT_NEEDED: "thickener not needed", "とろみは必要ない", "걸쭉하게 할 필요 없음" say the drink is
 * served without one: the thickener word is negated (a denied need is no prescription to set aside). Not when
 * the text names a thickened level or gives a test result (the drink is thick already: no *more* thickener),
 * nor when a degree word follows ("not needed much").
 */
function negateNeedDenied(norm: string, matches: Match<Payload[]>[], families: Uint32Array, negated: Uint8Array): void {
  let thick: boolean | undefined;
  for (let k = 0; k < matches.length; k++) {
    if ((families[k]! & EVIDENCE) === 0 || negated[k] || !isThickening(matches[k]!)) continue;
    const rest = norm.slice(matches[k]!.end, matches[k]!.end + 32).replace(BEFORE_DENIAL, '');
    const w = NEED_DENIED.find((d) => rest.startsWith(d) && (CJK.test(d) || THAI.test(d) || !/^[\p{L}\p{N}]/u.test(rest.slice(d.length))));
    if (w === undefined || deniesOnlyMore(rest.slice(w.length))) continue;
    thick ??= statesThick(matches, families);
    if (!thick) negated[k] = 1;
  }
}

/** Lumps and pieces are items of a "none of these" list too ("皮・粒なし": no skins, no lumps). */
const LIST_ROWS: ReadonlySet<string> = new Set(['lumps', 'chunks']);
const isListed = (m: Match<Payload[]>, family: number) =>
  (family & FAMILY.hazard) !== 0 || m.payload.some((p) => (p.f === 'texture' || p.f === 'name') && LIST_ROWS.has(p.row.id));

/** "骨・皮なし", "皮・粒なし", "bones and skin free": the hazards and lumps joined to a negated one are negated with it. */
function negateJoinedHazards(t: NormalizedText, matches: Match<Payload[]>[], families: Uint32Array, k: number, negated: Uint8Array): void {
  if (!isListed(matches[k]!, families[k]!)) return;
  for (let j = k - 1; j >= 0 && isListed(matches[j]!, families[j]!); j--) {
    if (!joined(t.norm.slice(matches[j]!.end, matches[j + 1]!.start))) return;
    negated[j] = 1;
  }
}

/** How far (characters) a removal verb reaches to the hazard it takes out. */
const REMOVAL_REACH = 24;

/** A lexicon match that is only a joining word ("and" read as a cue of another family): skipped over. */
function isJoinWord(t: NormalizedText, m: Match<Payload[]>, family: number): boolean {
  return (family & FAMILY.hazard) === 0 && isJoinText(t.norm.slice(m.start, m.end));
}

/**
 * Rule PIECES_REMOVED_BY_VERB: pieces words (bits, pulp, 渣, 果肉) are taken out by a removal verb as hazard
 * words are ("sieved to remove the bits", "隔走晒啲果肉同渣"): a drink strained of its pulp has none left.
 */
export const REMOVABLE_PIECES: ReadonlySet<string> = new Set(['lumps', 'chunks']);
const isPiecesWord = (m: Match<Payload[]>) => m.payload.some((p) => p.f === 'texture' && REMOVABLE_PIECES.has(p.row.id));
/** A hazard word or a pieces word: what a removal verb can take out. */
const removable = (m: Match<Payload[]>, family: number) =>
  (family & FAMILY.hazard) !== 0 || ((family & FAMILY.texture) !== 0 && isPiecesWord(m));

/** Rule REMOVED_PART_DESCRIBED: the parts a removal takes out, and the qualities a word may say of them. */
const REMOVED_PARTS: ReadonlySet<string> = new Set(['skins_husks', 'bones']);
const PART_QUALITIES: ReadonlySet<string> = new Set(['crunchy', 'hard', 'dry', 'tough_fibrous', 'sticky']);
const hazardCodes = (m: Match<Payload[]>) => m.payload.flatMap((p) => (p.f === 'hazard' ? [p.code] : []));
const isPart = (m: Match<Payload[]>) => hazardCodes(m).some((c) => REMOVED_PARTS.has(c));
const isQuality = (m: Match<Payload[]>) => hazardCodes(m).some((c) => PART_QUALITIES.has(c));

/**
 * Rule REMOVED_PART_DESCRIBED: a quality word tied to the part a removal verb takes out ("tinanggal ang balat na
 * malutong", "カリカリの皮を取って", "酥脆的皮去掉": the crispy skin removed) describes that part, and goes with it.
 */
function describesPart(a: Match<Payload[]>, b: Match<Payload[]>, gap: string): boolean {
  return linksModifier(gap) && ((isPart(a) && isQuality(b)) || (isQuality(a) && isPart(b)));
}

/** A removal verb before: the hazard words after it, within a few words and joined by "and", are taken out. */
function removedAfterVerb(t: NormalizedText, matches: Match<Payload[]>[], families: Uint32Array, k: number, out: Uint8Array): void {
  let end = matches[k]!.end;
  let first = true;
  for (let j = k + 1; j < matches.length; j++) {
    const m = matches[j]!;
    if (isJoinWord(t, m, families[j]!)) continue;
    if (!removable(m, families[j]!) || m.start - end > REMOVAL_REACH) return;
    const gap = t.norm.slice(end, m.start);
    const linked = !first && describesPart(matches[j - 1]!, m, gap);
    if (
      !linked &&
      (first
        ? hasClauseMark(gap) || gapWords(gap) > 3
        : !joinedObjects(gap, t.norm, m.end) || (isSoftSeparator(gap) && !listGoesOn(t, matches, j)))
    )
      return;
    // rule FOOD_PART_REMOVED: a part that is a food too ("trimmed the tendon") is not served either
    out[j] = (families[j]! & FAMILY.food) !== 0 ? 3 : 1;
    end = m.end;
    first = false;
  }
}

const UNDONE = normalizedWords(REMOVAL_UNDONE_AFTER);
const UNDONE_FORMS = wordForms(UNDONE);
/** Words right after the removal verb undo it or ask about it ("제거 안 함", "取った？", "取ったかどうか"). */
const undoneAfter = (norm: string, end: number) => {
  const rest = norm.slice(end, end + 12).replace(/^ +/, '');
  return UNDONE_FORMS.some((f) => rest.startsWith(f.w) || rest.startsWith(f.spaced));
};

const ESCAPING = normalizedWords(ESCAPING_BEFORE_PARTICLE);
/** The escaping words as they end the text before the particle: glued ones alone, others after a space. */
const ESCAPING_ENDINGS = wordForms(ESCAPING).map((f) => (f.glued ? f.w : f.spaced));
/**
 * Rule LIQUID_ESCAPING_NOT_REMOVED: a verb of a liquid escaping right before the removal particle ("gravy
 * separating out", "juice leaking out"): the liquid went onto the plate, it was not taken away.
 */
const escapingBefore = (norm: string, start: number) => {
  const before = ` ${norm.slice(Math.max(0, start - 16), start).trimEnd()}`;
  return ESCAPING_ENDINGS.some((w) => before.endsWith(w));
};

/**
 * A removal verb after: the hazard words just before it, joined by "and", are taken out. After a
 * removal phrase ("bones taken out") only hazards joined to it count ("skin and bones taken out").
 */
function removedBeforeVerb(
  t: NormalizedText,
  matches: Match<Payload[]>[],
  families: Uint32Array,
  k: number,
  out: Uint8Array,
  joinedOnly: boolean,
): void {
  if (undoneAfter(t.norm, matches[k]!.end) || escapingBefore(t.norm, matches[k]!.start)) return;
  let start = matches[k]!.start;
  let first = !joinedOnly;
  let inList = false;
  for (let j = k - 1; j >= 0; j--) {
    const m = matches[j]!;
    if (isJoinWord(t, m, families[j]!)) continue;
    if (!removable(m, families[j]!) || start - m.end > REMOVAL_REACH) return;
    const gap = t.norm.slice(m.end, start);
    const linked = !first && describesPart(m, matches[j + 1]!, gap);
    const wide = (hasClauseMark(gap) || gapWords(gap) > 2) && !onlyFillers(gap);
    const listed = wide && joinedPartBefore(gap);
    if (!linked && (first ? wide && !listed : !joinedObjects(gap))) return;
    // rule REMOVAL_OF_LISTED_PARTS: a hazard taken out only as one item of a list is flagged (5) for its cap
    inList = inList || listed;
    out[j] = inList ? 5 : 1;
    start = m.start;
    first = false;
  }
}

/**
 * Rule REMOVAL_OF_LISTED_PARTS: the last object before a removal verb may be a part with no hazard of its own,
 * joined to the hazard words by "and" ("bones, gristle and fat all cut away", "huesos y grasa quitados"): the
 * verb takes out the whole list, the hazard words with it.
 */
function joinedPartBefore(gap: string): boolean {
  if (hasClauseMark(gap)) return false;
  const words = gap.trim().split(' ');
  return words.length >= 2 && words.length <= 4 && isJoinText(words[0]!) && onlyFillers(words.slice(2).join(' '));
}

/**
 * Rule NEGATED_REMOVAL_KEEPS: a removal verb right after a negation cue ("without removing", "did not
 * remove", "sin quitar", "tanpa membuang", "hindi inalis") takes nothing out, and the negation ends at
 * the verb: the hazard words after it are said to be there.
 */
function verbNegated(t: NormalizedText, matches: Match<Payload[]>[], families: Uint32Array, k: number): boolean {
  const prev = matches[k - 1];
  if (!prev || (families[k]! & FAMILY.rm_before) === 0 || (families[k]! & EVIDENCE) !== 0) return false;
  if ((families[k - 1]! & FAMILY.neg_before) === 0 || (families[k - 1]! & EVIDENCE) !== 0) return false;
  return t.norm.slice(prev.end, matches[k]!.start).trim() === '';
}

/** How far (characters) before a removal verb a failed attempt still denies it. */
const FAILED_REACH = 40;

const failedAlone = (m: Match<Payload[]>) => m.payload.some((p) => p.f === 'failed' && p.alone === true);

/**
 * Rule FAILED_PREPARATION_KEEPS: a failed attempt earlier in the removal verb's clause ("did not get the lumps
 * out", "no logró quitar los grumos", "gagal membuang biji", "没能去掉核"): a failure said on its own, or an
 * attempt's verb right after a negation. The removal did not happen.
 */
function failedBefore(t: NormalizedText, matches: Match<Payload[]>[], families: Uint32Array, k: number): boolean {
  const at = matches[k]!.start;
  for (let j = k - 1; j >= 0; j--) {
    const m = matches[j]!;
    if (at - m.end > FAILED_REACH || hasClauseMark(t.norm.slice(m.end, at))) return false;
    if ((families[j]! & FAMILY.failed) === 0) continue;
    if (failedAlone(m)) return true;
    const cue = matches[j - 1];
    if (cue && (families[j - 1]! & FAMILY.neg_before) !== 0 && gapWords(t.norm.slice(cue.end, m.start)) <= 1) return true;
  }
  return false;
}

/** A removal verb negated right after it ("骨は取ってない": the bones were not taken out) removes nothing. */
function removalDenied(t: NormalizedText, matches: Match<Payload[]>[], families: Uint32Array, k: number): boolean {
  if (verbNegated(t, matches, families, k)) return true;
  if ((families[k]! & (FAMILY.rm_before | FAMILY.rm_after | FAMILY.hazard_removed)) !== 0 && failedBefore(t, matches, families, k))
    return true;
  const next = matches[k + 1];
  if (!next || (families[k + 1]! & FAMILY.neg_after) === 0 || (families[k + 1]! & EVIDENCE) !== 0) return false;
  return next.start - matches[k]!.end <= 1 && !hasClauseMark(t.norm.slice(matches[k]!.end, next.start));
}

/** Rule FOOD_DISCARDED: the food right before a verb of throwing away ("ayam suwir dibuang") is marked 2. */
function discardedBefore(t: NormalizedText, matches: Match<Payload[]>[], families: Uint32Array, k: number, out: Uint8Array): void {
  if (k === 0 || !matches[k]!.payload.some((p) => p.f === 'rm_after' && p.discards)) return;
  const food = matches[k - 1]!;
  const gap = t.norm.slice(food.end, matches[k]!.start);
  if ((families[k - 1]! & FAMILY.food) === 0 || out[k - 1] !== 0 || hasClauseMark(gap) || gapWords(gap) > 1) return;
  if (piecesLeftInDrink(t, matches, k)) return;
  out[k - 1] = 2;
}

const isDrink = (m: Match<Payload[]>) => m.payload.some((p) => p.f === 'food' && p.food.kind === 'drink');
/** How far either side of the picked-out piece and its verb a word of completeness is looked for. */
const COMPLETE_WINDOW = 16;

/**
 * Rule PIECES_LEFT_IN_DRINK: pieces picked or fished out of a drink named before them ("milk tea, jelly bits
 * fished out") may be left in it unless the text says all went: the piece stays read, and with it the
 * mixed consistency (IDDSI high-risk foods: solids in thin liquid).
 */
/** COMPLETE_REMOVAL folded like the text: scripts without spaces match inside words, others as whole words. */
const COMPLETE_FORMS = wordForms(normalizedWords(COMPLETE_REMOVAL));
/** The text's words, spaced once (not once per word of the list). */
const spacedWords = (text: string) => ` ${text} `.replace(/[^\p{L}\p{N}]+/gu, ' ');
function saysComplete(text: string): boolean {
  const words = spacedWords(text);
  return COMPLETE_FORMS.some((f) => (f.glued ? text.includes(f.w) : words.includes(f.framed)));
}

function piecesLeftInDrink(t: NormalizedText, matches: Match<Payload[]>[], k: number): boolean {
  const piece = matches[k - 1]!;
  if (isDrink(piece) || !matches.slice(0, k - 1).some(isDrink)) return false;
  const around = t.norm.slice(Math.max(0, piece.start - COMPLETE_WINDOW), matches[k]!.end + COMPLETE_WINDOW);
  return !saysComplete(around);
}

/** A clause mark (or the end) right after the verb: the removal closes its phrase ("seeds out,", "seeds removed."). */
const CLOSES_PHRASE = /^ ?(?:$|[,.;:!?，。；：！？、)(])/u;

/**
 * Rule FOOD_PART_REMOVED: a word that names a part of a food and a food of its own ("seeds out", "seeds
 * removed"), taken out by the verb right after it (flag 3): the food it also names is not served. Only when the
 * verb closes its phrase: "seeds off the tray", "seeds out on top of the porridge" say where they were served.
 */
function partFoodBefore(t: NormalizedText, matches: Match<Payload[]>[], families: Uint32Array, k: number, out: Uint8Array): void {
  const part = matches[k - 1];
  if (part === undefined || out[k - 1] !== 1 || (families[k - 1]! & FAMILY.food) === 0) return;
  if (gapWords(t.norm.slice(part.end, matches[k]!.start)) > 0) return;
  if (!CLOSES_PHRASE.test(t.norm.slice(matches[k]!.end, matches[k]!.end + 3))) return;
  out[k - 1] = 3;
}

const REMOVAL_VERB = FAMILY.rm_before | FAMILY.rm_after | FAMILY.hazard_removed;

/**
 * Rule CHECKED_CLEAR: a check said done ("checked for bones") is no removal; it takes nothing out unless its
 * clause or the next reports nothing found ("none found"). A removal verb read at the same place still removes.
 */
const isCheck = (p: Payload) => (p.f === 'rm_before' || p.f === 'rm_after') && p.checks === true;
const isRemoval = (p: Payload) => (p.f === 'rm_before' || p.f === 'rm_after') && p.checks !== true;

function checkWithoutResult(t: NormalizedText, m: Match<Payload[]>): boolean {
  if (!m.payload.some(isCheck) || m.payload.some(isRemoval)) return false;
  return !checkFoundNothing(t.norm, m.start);
}

/**
 * Rule HAZARD_REMOVED_BY_VERB: a flag per match, set on hazard words that a removal verb takes out
 * (1; 5 when only a list's last part joins it to the verb, rule REMOVAL_OF_LISTED_PARTS), on a food a verb says was thrown away (2, rule FOOD_DISCARDED), on a part word that is a food too (3),
 * on a removal verb said not to have taken anything out (4, rule FAILED_PREPARATION_KEEPS: "unable to get the
 * husks out", "没能去掉豆皮"), so that no sieve named elsewhere takes the hazards of its clause out either.
 */
export function removals(t: NormalizedText, matches: Match<Payload[]>[], families: Uint32Array): Uint8Array {
  const out = new Uint8Array(matches.length);
  for (let k = 0; k < matches.length; k++) {
    const f = families[k]!;
    if (checkWithoutResult(t, matches[k]!)) continue;
    if (removalDenied(t, matches, families, k)) {
      if ((f & REMOVAL_VERB) !== 0 && out[k] === 0) out[k] = 4;
      continue;
    }
    if ((f & FAMILY.rm_before) !== 0) removedAfterVerb(t, matches, families, k, out);
    if ((f & FAMILY.rm_after) !== 0) {
      removedBeforeVerb(t, matches, families, k, out, false);
      partFoodBefore(t, matches, families, k, out);
      discardedBefore(t, matches, families, k, out);
    } else if ((f & FAMILY.hazard_removed) !== 0 && !onlyDrained(matches[k]!)) removedBeforeVerb(t, matches, families, k, out, true);
  }
  return out;
}

/** A bare "drained" takes out no hazard word before it: extract reads it by its food (rule DRAINED_OWN_CARRIER). */
const onlyDrained = (m: Match<Payload[]>) => m.payload.every((p) => p.f !== 'hazard_removed' || p.code === DRAINED_OWN_CARRIER_CODE);
