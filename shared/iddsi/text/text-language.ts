/**
 * Stage "read" (rule TEXT_LANGUAGE_SCOPE): which languages a text is written in, so that a word
 * that means one thing in one language and another elsewhere ("di": Tagalog not, Indonesian at)
 * is read only where it means it. Scores come from the script, Vietnamese letters, function
 * words (lexicon/language-markers.ts) and the lexicon words read that belong to one language.
 */
import { LANGUAGE_MARKERS, SHORT_FORMS } from '../lexicon/language-markers';
import type { Lang } from '../lexicon/terms';
import type { Match } from './matcher';
import { normalizePattern } from './normalize';

/** Every language the lexicons are written in, in the order of their bits. */
export const LANG_ORDER: readonly Lang[] = [
  'en',
  'zh',
  'ja',
  'tl',
  'id',
  'vi',
  'th',
  'es',
  'fr',
  'ko',
  'de',
  'it',
  'pt',
  'ar',
  'hi',
  'ru',
  'pl',
  'nl',
  'sv',
  'tr',
];
export const langBit = (lang: Lang): number => 1 << LANG_ORDER.indexOf(lang);

/** The languages the engine reads but does not answer in (shared/languages.ts RESPONSE_LANGUAGES lacks them). */
const READ_ONLY_LANGS: readonly Lang[] = ['fr', 'ko', 'de', 'it', 'pt', 'ar', 'hi', 'ru', 'pl', 'nl', 'sv', 'tr'];
const READ_ONLY_MASK = READ_ONLY_LANGS.reduce((mask, l) => mask | langBit(l), 0);

/** Rule READ_ONLY_LANGUAGE_FEW_WORDS: the text is written only in languages read but not answered in. */
export const onlyReadOnlyLanguages = (mask: number): boolean => mask !== 0 && (mask & ~READ_ONLY_MASK) === 0;

/** A word of the tables: its text, and whether it is read only in a text of its language (a leading `^`). */
export function scopedWord(raw: string): { word: string; scoped: boolean } {
  const word = raw.trim();
  return word.startsWith('^') ? { word: word.slice(1), scoped: true } : { word, scoped: false };
}

/** Function word -> the languages it marks. */
const MARKERS = new Map<string, number>();
for (const [lang, list] of Object.entries(LANGUAGE_MARKERS) as [Lang, string][])
  for (const w of list.split(',')) {
    const word = normalizePattern(w.trim());
    if (word) MARKERS.set(word, (MARKERS.get(word) ?? 0) | langBit(lang));
  }

/**
 * Scripts that name their language, and the letters only Vietnamese, Polish, Dutch or Swedish writes
 * among the Latin scripts read (Polish ó is left out: Spanish and Portuguese write it too).
 * Scripts that name their language, and the letters only Vietnamese, only Polish or only Turkish
 * writes among the Latin scripts read (Polish ó is left out: Spanish and Portuguese write it too;
 * Turkish ç ö ü too: French, Portuguese and German write them).
 */
const SCRIPTS: readonly [RegExp, Lang][] = [
  [/[\uac00-\ud7a3]/g, 'ko'],
  [/[\u3040-\u30ff]/g, 'ja'],
  [/[\u4e00-\u9fff]/g, 'zh'],
  [/[\u0e00-\u0e7f]/g, 'th'],
  [/[\u0400-\u04ff]/g, 'ru'],
  [/[\u0600-\u06ff]/g, 'ar'],
  [/[\u0900-\u097f]/g, 'hi'],
  [/[ăâđêôơư\u1ea0-\u1ef9]/g, 'vi'],
  [/[ąćęłńśźżĄĆĘŁŃŚŹŻ]/g, 'pl'],
  // Dutch ij before a consonant or at a word's end (blijft, rijst, bij; not Spanish hijo, hija)
  [/ij(?![aeiou])/gi, 'nl'],
  // Swedish å (ä and ö are German and Turkish letters too)
  [/[åÅ]/g, 'sv'],
  [/[ığşİĞŞ]/g, 'tr'],
];
/** A language is detected when it scores at least this share of the best score. */
const DETECTED_SHARE = 0.5;

/** Adds `weight`, shared out over the languages of `mask`. */
function share(scores: Float64Array, mask: number, weight: number): void {
  let n = 0;
  for (let b = mask; b !== 0; b &= b - 1) n++;
  if (n === 0) return;
  for (let i = 0; i < LANG_ORDER.length; i++) if ((mask & (1 << i)) !== 0) scores[i]! += weight / n;
}

function scriptScores(exact: string, scores: Float64Array): void {
  for (const [re, lang] of SCRIPTS) {
    const n = exact.match(re)?.length ?? 0;
    if (n > 0) scores[LANG_ORDER.indexOf(lang)]! += n;
  }
}

/** The languages a text is written in (a bit per language; 0 when nothing tells). */
export function textLanguages(norm: string, exact: string, matches: readonly Match<unknown>[]): number {
  const scores = new Float64Array(LANG_ORDER.length);
  scriptScores(exact, scores);
  for (const word of norm.split(/[^\p{L}]+/u)) {
    const mask = MARKERS.get(word);
    if (mask !== undefined) share(scores, mask, 1);
  }
  for (const m of matches) if (!m.spec.scope && m.spec.langs) share(scores, m.spec.langs, 1);
  const best = Math.max(...scores);
  if (best <= 0) return 0;
  let mask = 0;
  for (let i = 0; i < LANG_ORDER.length; i++) if (scores[i]! > 0 && scores[i]! >= best * DETECTED_SHARE) mask |= 1 << i;
  return mask;
}

/** A word scoped to a language was read (the text's languages are then told). */
export const hasScoped = (matches: readonly Match<unknown>[]): boolean => matches.some((m) => m.spec.scope !== undefined);

/** A scoped word read in a text not of its language: the text must be read again without it. */
export const misread = (matches: readonly Match<unknown>[], langs: number): boolean =>
  matches.some((m) => m.spec.scope !== undefined && (m.spec.scope & langs) === 0);

/** The short form of a phrase of `lang` (SHORT_FORMS: "di tumutulo" for "hindi tumutulo"), or null when it has none. */
export function shortFormOf(phrase: string, lang: Lang): string | null {
  const forms = SHORT_FORMS[lang];
  if (!forms) return null;
  let changed = false;
  const words = phrase.split(' ').map((w) => {
    const short = forms[w.toLowerCase()];
    if (short === undefined) return w;
    changed = true;
    return short;
  });
  return changed ? words.join(' ') : null;
}
