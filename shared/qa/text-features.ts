/**
 * The one tokeniser of the Q&A index: turns text in any of the corpus
 * languages into weighted features. The embedded embedder hashes these
 * features into its vectors and BM25 scores the same features, so both
 * halves of the hybrid search see the same words.
 *
 * Features (prefix:value):
 *   w  Latin-script word, lower case, accents stripped, lightly stemmed
 *   b  bigram of adjacent content words
 *   c  CJK/kana character bigram; t trigram; u a lone character
 *   h  an n-gram of hiragana only: mostly grammar (です, くらい), so it weighs little
 *   k  cross-language concept (concepts.ts), incl. IDDSI level numbers
 *   q  a quantity, number and unit ("4mm", "10s")
 *   n  a bare number
 */
import { conceptsIn, normaliseForMatch, quantitiesIn } from './concepts';

export type FeatureKind = 'w' | 'b' | 'c' | 't' | 'h' | 'u' | 'k' | 'q' | 'n';

/** How much each kind of feature counts (in the vector and in BM25). */
export const KIND_WEIGHT: Readonly<Record<FeatureKind, number>> = {
  w: 1,
  b: 0.8,
  c: 0.8,
  t: 0.8,
  h: 0.25,
  u: 0.4,
  k: 1.6,
  q: 1.6,
  n: 0.6,
};

const STOPWORDS = new Set(
  (
    'a an the and or but if then than so of to in on at by for with from into onto about as is are was were be been being ' +
    'do does did doing done have has had having can could should would will shall may might must not no nor yes ' +
    'i me my we our you your he she it its they them their this that these those there here what which who whom whose ' +
    'when where why how all any some each every much many more most other such only own same also just very too ' +
    'up down out off over under again further once s t d ll m o re ve y get give use used using make made ' +
    "someone something person people one it's don't can't isn't its dont isnt"
  ).split(/\s+/),
);

/** Light English stemming: plural, -ing, -ed and a final e, so "thickened" meets "thicken". */
export function stem(word: string): string {
  let w = word;
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  const before = w;
  if (w.endsWith('ing') && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length > 4) w = w.slice(0, -2);
  // "stopping" → "stop", but "swallowed" and "pressed" keep their doubles.
  if (w !== before && /([^aeioulsz])\1$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('e') && w.length > 3) w = w.slice(0, -1);
  return w;
}

/**
 * Runs of one script. A word of other letters stops where CJK or Thai starts, so "IDDSIフローテスト" or
 * "IDDSI一共有几级" (no space, common in CJK writing) give "iddsi" plus CJK n-grams, not one junk word.
 */
const RUNS =
  /([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々]+)|(\p{Script=Thai}+)|(\d+(?:\.\d+)?|(?:(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々\p{Script=Thai}])[\p{L}\p{M}])+(?:['’](?:(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々\p{Script=Thai}])\p{L})+)?)/gu;

let thaiSegmenter: Intl.Segmenter | undefined;
function thaiWords(run: string): string[] {
  thaiSegmenter ??= new Intl.Segmenter('th', { granularity: 'word' });
  return [...thaiSegmenter.segment(run)].filter((s) => s.isWordLike).map((s) => s.segment);
}

/** Normalised text: NFKC, lower case, Traditional folded to Simplified. */
export const normalise = normaliseForMatch;

export type Features = Map<string, number>;

function add(features: Features, key: string, count = 1): void {
  features.set(key, (features.get(key) ?? 0) + count);
}

/** Spellings of one word: "can't", "cant" and "cannot" say the same (and "can" alone is a stopword). */
const SAME_WORD: Readonly<Record<string, string>> = { cant: 'cannot' };

/** Module-level: esbuild writes a \p{…} literal outside brackets as new RegExp(…), built at each use. */
const COMBINING_MARKS = /\p{M}/gu;
const HIRAGANA = /\p{Script=Hiragana}/u;

function latinWord(raw: string): string {
  const w = raw
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .replace(/['’]s$/, '')
    .replace(/['’]/g, '');
  return SAME_WORD[w] ?? w;
}

/** "MUST" in capitals is the Malnutrition Universal Screening Tool, not the verb (which is a stopword). */
const MUST_TOOL = /(?<![A-Za-z])MUST(?![A-Za-z])/u;

type CjkClass = 'han' | 'hira' | 'kata';
const cjkClass = (ch: string): CjkClass => (HIRAGANA.test(ch) ? 'hira' : /[\p{Script=Katakana}ー]/u.test(ch) ? 'kata' : 'han');

/**
 * Japanese runs split where a new word starts: hiragana → kanji or katakana,
 * katakana → hiragana, and kanji → particle. Other kanji → hiragana stays
 * joined, since that is a word's inflection (飲み物, 不足している). Chinese
 * has no kana and stays one run. So n-grams like "るサ" (しているサイン) or
 * "剤に" (液剤に) never exist.
 */
/** Particles that end a word after kanji (okurigana such as み in 飲み物 are not among them). */
const PARTICLES = new Set([...'はがをにでとのへもやか']);
const HIRAGANA_ONLY = /^\p{Script=Hiragana}+$/u;

function cjkSegments(run: string): string[] {
  const out: string[] = [];
  let current = '';
  let prev: CjkClass | undefined;
  for (const ch of run) {
    const cls = cjkClass(ch);
    const boundary =
      prev !== undefined &&
      ((prev === 'hira' && cls !== 'hira') || (prev === 'kata' && cls === 'hira') || (prev === 'han' && PARTICLES.has(ch)));
    if (boundary && current) {
      out.push(current);
      current = '';
    }
    current += ch;
    prev = cls;
  }
  if (current) out.push(current);
  return out;
}

/**
 * Single Han characters that are content words on their own in Chinese (坐 "sit", 飲 "drink", 食 "eat",
 * 咳 "cough", 痰 "phlegm", 瞓 "lie"): a unigram lets "點樣坐" meet "坐直". Written folded (飲 → 饮).
 */
const CONTENT_CHARS = new Set([...'坐饮食喝咳痰瞓嚼'].map((ch) => normaliseForMatch(ch)));

const PHRASE_BREAK = /[.,;:!?()[\]{}"“”「」（）、，。；：！？]/u;

/** Words of a text (for bigrams and overlap), in order; stopwords removed. */
function wordFeatures(norm: string, features: Features): void {
  const words: string[] = [];
  const flush = () => {
    for (let i = 0; i + 1 < words.length; i++) add(features, `b:${words[i]}_${words[i + 1]}`);
    words.length = 0;
  };
  let end = 0;
  for (const m of norm.matchAll(RUNS)) {
    const [, cjk, thai, other] = m;
    // Word pairs do not reach across punctuation: "drink level (levels 0-4)" has no "level levels".
    if (PHRASE_BREAK.test(norm.slice(end, m.index))) flush();
    end = m.index + m[0].length;
    if (cjk) {
      flush();
      for (const segment of cjkSegments(cjk)) {
        const chars = [...segment];
        if (chars.length === 1) add(features, `u:${chars[0]}`);
        else for (const ch of chars) if (CONTENT_CHARS.has(ch)) add(features, `u:${ch}`);
        // N-grams of hiragana alone are grammar (送り仮名 and particles: "たとき", "らせ"), even inside a word.
        for (let i = 0; i + 1 < chars.length; i++) {
          const pair = `${chars[i]}${chars[i + 1]}`;
          add(features, `${HIRAGANA_ONLY.test(pair) ? 'h' : 'c'}:${pair}`);
          if (i + 2 < chars.length) {
            const triple = `${pair}${chars[i + 2]}`;
            add(features, `${HIRAGANA_ONLY.test(triple) ? 'h' : 't'}:${triple}`);
          }
        }
      }
    } else if (thai) {
      flush();
      for (const w of thaiWords(thai)) add(features, `w:${w}`);
    } else if (other) {
      if (/^\d/.test(other)) {
        add(features, `n:${other}`);
        words.push(other);
        continue;
      }
      const w = latinWord(other);
      if (w.length === 0 || STOPWORDS.has(w)) continue;
      const s = stem(w);
      add(features, `w:${s}`);
      words.push(s);
    }
  }
  flush();
}

/**
 * Aspect markers inside a verb compound: Cantonese 咗/緊/過/住 and Mandarin 了/过 ("脫咗水", "喝了水",
 * "插住胃喉"). Articles write the bare compound (脫水, 喝水), so a question's n-grams miss it. Text is
 * already folded to Simplified forms. Words where the character is part of the word stay whole.
 */
const ASPECT_MARKER = /(?<=\p{Script=Han})[咗紧过住了](?=\p{Script=Han})/gu;
const ASPECT_WORDS = new Set([
  '紧急',
  '要紧',
  '紧张',
  '抓紧',
  '赶紧',
  '收紧',
  '过渡',
  '超过',
  '经过',
  '通过',
  '过敏',
  '过量',
  '过多',
  '过少',
  '不过',
  '过滤',
  '过筛',
  '太过',
  '过去',
  '过期',
  '过热',
  '过度',
  '过后',
  '过程',
  '难过',
  '过来',
  '住院',
  '入住',
  '居住',
  '住户',
  '了解',
  '为了',
  '除了',
  '不了',
  '好了',
  '算了',
  '到了',
]);

/** The text with aspect markers between two Han characters taken out (咗 always; the others unless part of a word). */
export function withoutAspectMarkers(norm: string): string {
  return norm.replace(ASPECT_MARKER, (marker, offset: number, whole: string) => {
    if (marker === '咗') return '';
    const before = whole[offset - 1] ?? '';
    const after = whole[offset + 1] ?? '';
    return ASPECT_WORDS.has(before + marker) || ASPECT_WORDS.has(marker + after) ? marker : '';
  });
}

/** All features of a text with raw counts. A question (query) also gets the concepts its words ask about. */
export function textFeatures(text: string, options: { query?: boolean } = {}): Features {
  const norm = normalise(text);
  const features: Features = new Map();
  wordFeatures(norm, features);
  const concepts = conceptsIn(norm, options.query ?? false);
  if (options.query) {
    // A question also reads as if its aspect markers were not there: 脫咗水 asks about 脫水.
    const bare = withoutAspectMarkers(norm);
    if (bare !== norm) {
      const extra: Features = new Map();
      wordFeatures(bare, extra);
      for (const [f, count] of extra) if (!features.has(f)) features.set(f, count);
      for (const [id, count] of conceptsIn(bare, true)) if (!concepts.has(id)) concepts.set(id, count);
    }
  }
  for (const [id, count] of concepts) add(features, `k:${id}`, count);
  if (MUST_TOOL.test(text)) add(features, 'k:must_tool');
  for (const q of quantitiesIn(norm)) add(features, `q:${q}`);
  return features;
}

/** Chinese and Japanese function characters (folded to Simplified forms). */
const CJK_FUNCTION = new Set([
  ...'的了是在有和或及与要用会可以这那个们吗呢吧么什怎样如何哪些为应该能需得着过把被让给对从到就都也还又很最更包括含',
  ...'嘅咩系点冇唔喺哋啲佢咁乜几多边嘢咗啦喎啰囉吖㗎嘛啩咋噉先仲嚟',
  ...'のはがをにでとへもやかなりますしたいるれるられるこそあどんですでした',
]);

/** A character n-gram made only of function characters ("是什么", "要用"): it frames a question, it says little. */
export function isFunctionNgram(feature: string): boolean {
  return /^[cth]:/.test(feature) && [...feature.slice(2)].every((ch) => CJK_FUNCTION.has(ch));
}

/** Weight of a query feature that is only function characters, in retrieval and answer composition. */
export const FUNCTION_NGRAM_WEIGHT = 0.25;

export function featureKind(feature: string): FeatureKind {
  return feature[0] as FeatureKind;
}

/** 32-bit FNV-1a of a string's UTF-16 units: stable across runs and platforms. */
export function hash32(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
