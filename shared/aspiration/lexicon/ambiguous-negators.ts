/**
 * Negators that are a common function word in another input language. The lexicons compile into one trie, so
 * without this a Spanish "ni" (nor) would negate the sign after a Tagalog "ni" (the personal article: "napansin ni
 * Carlos nabubulunan si Lola"), and a Tagalog "di" (not) the sign after an Indonesian "di" (at, in: "di rumah sering
 * tersedak"). Each such negator counts only when the text reads more like the language it negates in than like the
 * other: a few function words of each language, counted as whole words, decide (LANGUAGE_MARKERS). When neither
 * language shows, the negator keeps its reading. Dropping a negation can only raise a score (sensitivity first).
 */
import type { InputLanguage } from './red-flags';

type MarkedLanguage = 'tl' | 'id' | 'es' | 'vi';

export interface AmbiguousNegator {
  /** The negator as the text is normalised (lower case). */
  word: string;
  /** The language it negates in. */
  negatorIn: MarkedLanguage & InputLanguage;
  /** The language where the same word is a function word, and what it is there. */
  otherLanguage: MarkedLanguage & InputLanguage;
  otherReading: string;
}

export const AMBIGUOUS_NEGATORS: readonly AmbiguousNegator[] = [
  { word: 'ni', negatorIn: 'es', otherLanguage: 'tl', otherReading: 'personal article before a name ("ni Carlos")' },
  { word: 'di', negatorIn: 'tl', otherLanguage: 'id', otherReading: 'preposition "at, in" ("di rumah")' },
  { word: 'ko', negatorIn: 'vi', otherLanguage: 'tl', otherReading: 'pronoun "I, my" ("napansin ko")' },
];

/**
 * Frequent function words that belong to one of the languages only (Schachter & Otanes 1972 for Tagalog; Sneddon
 * 2010 for Indonesian; the RAE word lists for Spanish). Words shared through borrowing ("para", "pero" in Tagalog;
 * "lagi" in both Tagalog and Indonesian; "si" in Tagalog and Spanish; "ba", "hay") are left out.
 */
export const LANGUAGE_MARKERS: Record<MarkedLanguage, readonly string[]> = {
  tl: ['ang', 'ng', 'mga', 'siya', 'niya', 'sa', 'po', 'naman', 'kapag', 'hindi', 'ay', 'nang', 'lang', 'kasi', 'yung', 'ako', 'na', 'pag', 'rin', 'din', 'wala', 'may', 'kumakain', 'umiinom', 'lola', 'lolo'],
  id: ['yang', 'dan', 'tidak', 'saat', 'sering', 'dengan', 'ini', 'itu', 'ada', 'sudah', 'kalau', 'waktu', 'makan', 'minum', 'setiap', 'juga', 'tapi', 'karena', 'bisa', 'untuk', 'dari', 'pada', 'belum', 'masih', 'ibu', 'bapak', 'nenek', 'kakek'],
  es: ['el', 'la', 'los', 'las', 'que', 'de', 'del', 'y', 'con', 'se', 'por', 'muy', 'cuando', 'su', 'al', 'le', 'una', 'un', 'es', 'está', 'tiene', 'toma', 'bebe'],
  vi: ['bà', 'ông', 'khi', 'bị', 'ăn', 'uống', 'và', 'có', 'thì', 'của', 'là', 'nhưng', 'ong', 'bi', 'uong', 'nhung'],
};

const MARKER_SETS: Record<MarkedLanguage, ReadonlySet<string>> = {
  tl: new Set(LANGUAGE_MARKERS.tl),
  id: new Set(LANGUAGE_MARKERS.id),
  es: new Set(LANGUAGE_MARKERS.es),
  vi: new Set(LANGUAGE_MARKERS.vi),
};

const BY_WORD = new Map(AMBIGUOUS_NEGATORS.map((n) => [n.word, n]));

/** The negator entry for `word` when it is one of the ambiguous ones. */
export function ambiguousNegator(word: string): AmbiguousNegator | undefined {
  return BY_WORD.get(word);
}

/** Whole-word counts of each language's markers in normalised text. */
export function markerCounts(text: string): Record<MarkedLanguage, number> {
  const counts: Record<MarkedLanguage, number> = { tl: 0, id: 0, es: 0, vi: 0 };
  for (const word of text.split(/[^\p{L}]+/u)) {
    for (const lang of Object.keys(counts) as MarkedLanguage[]) if (MARKER_SETS[lang].has(word)) counts[lang]++;
  }
  return counts;
}

/** Whether the text reads more like the negator's other language than like the one it negates in. */
export function readsAsOtherLanguage(n: AmbiguousNegator, counts: Record<MarkedLanguage, number>): boolean {
  return counts[n.otherLanguage] > counts[n.negatorIn];
}
