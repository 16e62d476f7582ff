/**
 * Stage "roles", rule DESIGNATED_ITEM: a record that lists several items (a flow-test log, a texture audit, a
 * handover, a tray) and says which one is its subject ("Entry for classification = item 2 only", "This entry is for
 * (b) the carrot purée", "今回の判定対象は牛乳のみ", "本条只记录第2项清蒸鱼", "The one I want coded is the hot
 * chocolate") is answered for that item: the other items' lines, list entries, sentences or phrases are blanked
 * out of the text (same length: offsets stay) and read no more, with their measurements, tests and hazards.
 * A designation that names a list label the record does not hold is noted: the confidence falls.
 */
import { DESIGNATION_WORDS, ITEM_LABEL_AFTER, ITEM_LABEL_BEFORE } from '../lexicon/roles';
import { escapeRegExp } from '../../text/regex';
import { containedAfter, containedIn } from './asked-item';
import type { Extraction } from './extract';
import { normalizedWords, type NormalizedText } from './normalize';

type Span = [number, number];

export interface Designation {
  /** The text with the other items blanked, or null when nothing was blanked. */
  text: NormalizedText | null;
  /** The other items' names as written, set aside. */
  setAside: string[];
  /** A designation named a list label the record does not hold: nothing set aside, confidence falls. */
  unfound: boolean;
}

const LATIN = /[a-z\u00c0-\u024f]/;
const isLatin = (ch: string | undefined) => ch !== undefined && LATIN.test(ch);
/** Marks that end a sentence; "." only before a space or the end ("1.5 cm", "D.A." go on), and not after "no", "nr". */
const SENTENCE_END = /[。！？!?;；]|(?<!(?:^|[^\p{L}])(?:nr|no))\.(?= |$)/gu;
/** Marks that end a clause of a designation ("Recording the peas only here: fork-mashed ..."). */
const CLAUSE_END = new RegExp(`${SENTENCE_END.source}|[:：]`, 'gu');
/** Marks that end a phrase of a list ("soup, fish pie, garden peas", "밥: 흰죽 / 국: 미역국"). */
const PHRASE_END = /[,，、/|]/gu;
/** A list entry's marker: "1)", "2.", "(b)", "#3", "c)" (never a decimal "3.0" nor a level "l2)"). */
const MARKER = /(?<![\p{L}\p{N}.,])(?:\(([a-h]|[1-9])\)|([a-h]|[1-9])[).、]|#([1-9]))(?!\p{N})/gu;
/** Most items a record's list is read for. */
const MAX_ENTRIES = 12;

const words = (names: Parameters<typeof normalizedWords>[0]) =>
  normalizedWords(names)
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
/** A list label in a designation: "item 2", "#2", "第2项", "2番", "2번", "(b)", "nr. 3". */
const LABEL_REF = new RegExp(
  `(?:(?<![a-z])(?:${words(ITEM_LABEL_BEFORE)}) ?([1-9]|[a-h])(?![\\p{L}\\p{N}]))|(?:(?<!\\p{N})([1-9]) ?(?:${words(ITEM_LABEL_AFTER)}))|\\(([a-h1-9])\\)`,
  'gu',
);
const CUES = normalizedWords(DESIGNATION_WORDS);

const refLabel = (m: RegExpMatchArray) => (m[1] ?? m[2] ?? m[3])!;
const labelValue = (l: string) => (l >= 'a' && l <= 'h' ? l.charCodeAt(0) - 96 : Number(l));
const isLetter = (l: string) => l >= 'a' && l <= 'h';

/** Where each whole-word occurrence of `w` is in `norm`. */
function occurrencesOf(norm: string, w: string, most = MAX_ENTRIES): number[] {
  const out: number[] = [];
  for (let i = norm.indexOf(w); i >= 0 && out.length < most; i = norm.indexOf(w, i + 1))
    if (!(isLatin(w[0]) && isLatin(norm[i - 1])) && !(isLatin(w.at(-1)) && isLatin(norm[i + w.length]))) out.push(i);
  return out;
}

/** Where the source's line breaks fall in `norm` (a newline is folded to a space there). */
function lineBreaks(t: NormalizedText): number[] {
  const out: number[] = [];
  if (t.src.length === 0) return out;
  for (let i = 0; i < t.norm.length; i++) {
    if (t.norm.charCodeAt(i) !== 32) continue;
    const to = i + 1 < t.src.length ? t.src[i + 1]! : t.source.length;
    for (let k = t.src[i]!; k < to; k++) {
      const c = t.source.charCodeAt(k);
      if (c === 10 || c === 13) {
        out.push(i);
        break;
      }
    }
  }
  return out;
}

/** Where the units of `norm` end: the marks of `re` and the line breaks `lines`, in order. */
function breaks(t: NormalizedText, re: RegExp, lines: readonly number[]): number[] {
  const out = [...lines];
  for (const m of t.norm.matchAll(re)) out.push(m.index);
  return out.sort((a, b) => a - b);
}

/** The unit around `at` between the `marks` (sorted): a binary search, as a long record has many marks. */
function unitAround(marks: readonly number[], at: number, length: number): Span {
  let lo = 0;
  let hi = marks.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (marks[mid]! < at) lo = mid + 1;
    else hi = mid;
  }
  return [lo > 0 ? marks[lo - 1]! + 1 : 0, lo < marks.length ? marks[lo]! : length];
}

/** The designation clause: a cue word and its clause, and its sentence (the item may follow a colon: "Dieser Eintrag: Nr. 2"). */
function designationClause(t: NormalizedText, at: number, lines: readonly number[]): { clause: Span; sentence: Span } {
  const n = t.norm.length;
  return { clause: unitAround(breaks(t, CLAUSE_END, lines), at, n), sentence: unitAround(breaks(t, SENTENCE_END, lines), at, n) };
}

/** Where the first designation word is, or -1. */
function firstCue(norm: string): number {
  for (const w of CUES) {
    const at = occurrencesOf(norm, w, 1)[0];
    if (at !== undefined) return at;
  }
  return -1;
}

/** The list entries of the record: the first chain of markers 1, 2, 3… (or a, b, c…) in order, each to its line's end. */
function listEntries(t: NormalizedText, lineEnds: readonly number[]): { label: number; letter: boolean; span: Span }[] {
  const marks = [...t.norm.matchAll(MARKER)].slice(0, MAX_ENTRIES * 4).map((m) => {
    const l = (m[1] ?? m[2] ?? m[3])!;
    return { at: m.index, end: m.index + m[0].length, v: labelValue(l), letter: isLetter(l) };
  });
  for (const first of marks) {
    if (first.v !== 1) continue;
    const chain = [first];
    for (const m of marks) if (m.at > chain.at(-1)!.at && m.letter === first.letter && m.v === chain.length + 1) chain.push(m);
    if (chain.length < 2) continue;
    return chain.map((m, i) => {
      const lineEnd = unitAround(lineEnds, m.at, t.norm.length)[1];
      const next = chain[i + 1]?.at ?? t.norm.length;
      return { label: m.v, letter: m.letter, span: [m.at, Math.min(next, lineEnd)] as Span };
    });
  }
  return [];
}

/** The food names of the first reading, longest first, with the food each names. */
function foodNames(t: NormalizedText, x: Extraction): { names: string[]; ids: Map<string, string> } {
  const ids = new Map<string, string>();
  for (const e of x.evidence) if (e.type === 'food' && !e.negated) ids.set(t.norm.slice(e.start, e.end), e.id);
  const names = [...ids.keys()].filter((n) => n.trim().length > 0).sort((a, b) => b.length - a.length);
  return { names, ids };
}

/** The item with every name of the same food ("全粥" for "おかゆ", "oatmeal" for "porridge"): no synonym is another item. */
function withSynonyms(item: Item, names: readonly string[], ids: ReadonlyMap<string, string>): Item {
  const itemIds = new Set(item.names.map((n) => ids.get(n)));
  return { ...item, names: names.filter((n) => item.names.some((d) => sameItem(n, d)) || itemIds.has(ids.get(n))) };
}

const inside = (at: number, [a, b]: Span) => at >= a && at < b;
const overlaps = ([a, b]: Span, [c, d]: Span) => a < d && c < b;
/** One name holds the other as a whole word ("garden peas", "peas"; not "latte", "te"). */
const sameItem = (a: string, b: string) => occurrencesOf(a, b).length > 0 || occurrencesOf(b, a).length > 0;

/** The item a designation clause names: by its list label (the entry that holds it), or by one food's name. */
function designatedIn(t: NormalizedText, clause: Span, entries: ReturnType<typeof listEntries>, names: readonly string[]) {
  const text = t.norm.slice(clause[0], clause[1]);
  const named = names.filter((n) => occurrencesOf(text, n).length > 0);
  const ref = [...text.matchAll(LABEL_REF)][0];
  if (ref) {
    const l = refLabel(ref);
    const entry = entries.find((e) => e.label === labelValue(l) && e.letter === isLetter(l));
    const refSpan: Span = [clause[0] + ref.index, clause[0] + ref.index + ref[0].length];
    const holds = (n: string) => occurrencesOf(t.norm, n).some((at) => inside(at, entry!.span));
    if (entry) return { names: names.filter(holds), entry: entry.span, refSpan, label: l };
    if (named.length === 0) return 'unfound' as const;
  }
  // one item named, however many of its names ("garden peas" … "the peas only")
  if (named.length === 0 || named.some((n) => !sameItem(n, named[0]!))) return null;
  return { names: names.filter((n) => sameItem(n, named[0]!)), entry: null, refSpan: null, label: null };
}

const written = ([start, end]: Span) => ({ start, end });
/** How far after a food a word putting it in may be read, and start (a space, a particle: "건포도를 넣은"). */
const PUT_IN_REACH = 24;
const PUT_IN_START = 3;

/**
 * A food put in the item is part of its dish, not another item: a word right after it ("blueberries stirred
 * through", "梅干し入り") or one joining it to the item's name in their sentence ("Weetabix … with raisins"), both
 * on a line that names the item (a line of its own in a list is another item: "・味噌汁（具なし）").
 */
function partOfItem(
  t: NormalizedText,
  other: Span,
  itemNames: readonly Span[],
  units: readonly (readonly number[])[],
  entries: readonly Span[],
) {
  const [lines, sentences] = units as [readonly number[], readonly number[]];
  const n = t.norm.length;
  const line = unitAround(lines, other[0], n);
  const onLine = itemNames.filter((d) => inside(d[0], line));
  if (onLine.length === 0) return false;
  // another entry of a list is another item ("1.饼干 2.米糊，没有颗粒 3.花生")
  const entry = entries.find((e) => inside(other[0], e));
  if (entry && !itemNames.some((d) => inside(d[0], entry))) return false;
  if (containedAfter(t.norm, written(other), PUT_IN_REACH, PUT_IN_START)) return true;
  const sentence = unitAround(sentences, other[0], n);
  return onLine.some((d) => inside(d[0], sentence) && containedIn(t.norm, written(d), written(other)));
}

/** The largest unit around an other item's name that holds nothing of the designated item: what is blanked. */
function blankFor(
  t: NormalizedText,
  at: Span,
  item: readonly Span[],
  units: readonly (readonly number[])[],
  entries: readonly Span[],
): Span {
  const n = t.norm.length;
  const around = [...units.map((u) => unitAround(u, at[0], n)), ...entries.filter((e) => inside(at[0], e))].sort(
    (a, b) => b[1] - b[0] - (a[1] - a[0]),
  );
  return around.find((u) => !item.some((d) => overlaps(d, u))) ?? at;
}

/** The text with `spans` blanked: the same length, so every offset into the source still holds. */
function blanked(t: NormalizedText, spans: readonly Span[]): NormalizedText {
  const blank = (s: string) => {
    // code units, as the offsets count them
    const chars = s.split('');
    for (const [a, b] of spans) for (let i = a; i < b; i++) chars[i] = ' ';
    return chars.join('');
  };
  return { ...t, norm: blank(t.norm), exact: t.exact === t.norm ? blank(t.norm) : blank(t.exact) };
}

/** Where the text's words in `span` are in the source, trimmed. */
const sourceOf = (t: NormalizedText, [a, b]: Span) => t.source.slice(t.src[a] ?? a, t.srcEnd[b - 1] ?? b).trim();
/** Longest entry text quoted as set aside. */
const MAX_QUOTE = 40;

/** A list designated by its label: every other entry is another item, whatever it names ("(b) whole grapes"). */
function otherEntries(
  t: NormalizedText,
  entries: ReturnType<typeof listEntries>,
  itemAt: readonly Span[],
  spans: Span[],
  setAside: Set<string>,
) {
  for (const e of entries) {
    if (itemAt.some((d) => overlaps(d, e.span))) continue;
    // an entry whose food was already set aside by name is blanked whole, not quoted again
    if (!spans.some((s) => overlaps(s, e.span))) setAside.add(sourceOf(t, e.span).slice(0, MAX_QUOTE));
    spans.push(e.span);
  }
}

const NOTHING: Designation = { text: null, setAside: [], unfound: false };
const PHRASE_OR_SENTENCE = new RegExp(`${PHRASE_END.source}|${SENTENCE_END.source}`, 'gu');

type Item = Exclude<ReturnType<typeof designatedIn>, null | 'unfound'>;

/** The clause that designates and the item it names, reading past a colon when the clause alone names none. */
function findItem(
  t: NormalizedText,
  cue: number,
  lines: readonly number[],
  entries: ReturnType<typeof listEntries>,
  names: readonly string[],
) {
  const found = designationClause(t, cue, lines);
  let clause = found.clause;
  let item = designatedIn(t, clause, entries, names);
  if (item === null && clause[1] < found.sentence[1]) {
    clause = [clause[0], found.sentence[1]];
    item = designatedIn(t, clause, entries, names);
  }
  return { clause, item };
}

/** Where the designated item's names are written. */
function itemNameSpans(t: NormalizedText, item: Item): Span[] {
  const out: Span[] = [];
  for (const n of item.names) for (const at of occurrencesOf(t.norm, n)) out.push([at, at + n.length]);
  return out;
}

/** Where the designated item is written: the clause, its entry, its names and its label said again. */
function itemSpans(t: NormalizedText, clause: Span, item: Item, itemNames: readonly Span[]): Span[] {
  const itemAt: Span[] = [clause, ...(item.entry ? [item.entry] : []), ...itemNames];
  // the item's label said again ("Re-tested #2 twice: 9.0 and 9.4 ml") marks a sentence about it
  if (item.label !== null)
    for (const m of t.norm.matchAll(LABEL_REF)) if (refLabel(m) === item.label) itemAt.push([m.index, m.index + m[0].length]);
  return itemAt;
}

/** Blanks the units of the other items named (`others`) into `spans`; their names go to `setAside`. */
function blankOthers(
  t: NormalizedText,
  x: Extraction,
  others: readonly string[],
  item: { at: readonly Span[]; names: readonly Span[] },
  units: readonly (readonly number[])[],
  entries: readonly Span[],
  spans: Span[],
  setAside: Set<string>,
) {
  const itemAt = item.at;
  // a name inside a longer word read as something else is not the item ("稀汤水": thin liquid, not the soup)
  const otherWords = x.evidence.filter((e) => e.type !== 'food').map((e): Span => [e.start, e.end]);
  for (const n of others)
    for (const at of occurrencesOf(t.norm, n)) {
      const span: Span = [at, at + n.length];
      if (spans.some((s) => inside(at, s)) || itemAt.some((d) => overlaps(d, span))) continue;
      if (otherWords.some((w) => overlaps(w, span) && w[1] - w[0] > n.length)) continue;
      if (partOfItem(t, span, item.names, units, entries)) continue;
      spans.push(blankFor(t, span, itemAt, units, entries));
      setAside.add(sourceOf(t, span));
    }
}

/** Rule DESIGNATED_ITEM: the text with the other items of a record blanked, and what was set aside. */
export function designatedItem(t: NormalizedText, x: Extraction): Designation {
  const cue = firstCue(t.norm);
  if (cue < 0) return NOTHING;
  const lines = lineBreaks(t);
  const { names: all, ids } = foodNames(t, x);
  const names = all.slice(0, MAX_ENTRIES * 2);
  const entries = listEntries(t, lines);
  const found = findItem(t, cue, lines, entries, names);
  if (found.item === 'unfound') return { ...NOTHING, unfound: true };
  if (found.item === null) return NOTHING;
  const { clause } = found;
  // an item designated by its label is its entry; one designated by name is every name of its food
  const item = found.item.entry === null ? withSynonyms(found.item, names, ids) : found.item;
  // the record's other items are listed before the designation; a food first named after it describes the item ("sauce on top")
  const others = names.filter((n) => !item.names.some((d) => sameItem(n, d)) && occurrencesOf(t.norm, n)[0]! < clause[0]);
  const itemNames = itemNameSpans(t, item);
  const itemAt = itemSpans(t, clause, item, itemNames);
  const units = [lines, breaks(t, SENTENCE_END, lines), breaks(t, PHRASE_OR_SENTENCE, lines)];
  const spans: Span[] = item.refSpan ? [item.refSpan] : [];
  const setAside = new Set<string>();
  blankOthers(
    t,
    x,
    others,
    { at: itemAt, names: itemNames },
    units,
    entries.map((e) => e.span),
    spans,
    setAside,
  );
  if (item.entry !== null) otherEntries(t, entries, itemAt, spans, setAside);
  if (setAside.size === 0) return NOTHING;
  return { text: blanked(t, spans), setAside: [...setAside], unfound: false };
}
