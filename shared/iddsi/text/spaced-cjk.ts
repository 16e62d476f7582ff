/**
 * Rule SPACED_CJK_WORDS: Chinese and Japanese are written without spaces, but some apps and keyboards
 * segment them word by word, full-width commas included ("5 床 王 阿姨 午饭 是 清蒸鱼 ， 去骨 去皮"). Read so,
 * every phrase the lexicon holds unspaced ("唔夠1毫升", "原粒", "一滴も出なかった") is missed. Such a text is
 * read with the spaces between Chinese or Japanese characters (and the digits beside them) taken out. Only
 * a text whose full-width clause marks stand alone between spaces is segmented: in a phone-typed text the
 * spaces stand for commas ("伯伯 糊餐 今日 食 炒饭": the eater's diet, then the food) and are kept.
 */
import { SPACED_CJK_LIMITS } from './rules';

/** Han and kana: the scripts written without spaces between words. */
const HAN_KANA = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** A Han or kana character (Chinese or Japanese, written without spaces between words). */
export const isHanOrKana = (ch: string | undefined): boolean => ch !== undefined && HAN_KANA.test(ch);
/** Han, kana and the CJK punctuation a segmented text spaces off. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff01-\uff0f\uff1a-\uff1f]/u;
const FULL_WIDTH_CLAUSE = /[，。、；！？：]/u;
const DIGIT = /[0-9０-９]/u;
/** The ASCII space and the ideographic space (U+3000) a Chinese or Japanese keyboard types. */
const SPACE = /[ \u3000]/u;
const SPACES = /[ \u3000]+/u;

const isCjkOrMark = (ch: string | undefined): boolean => ch !== undefined && CJK.test(ch);
const joinable = (ch: string | undefined): boolean => ch !== undefined && (isCjkOrMark(ch) || DIGIT.test(ch));

/** The runs of characters between spaces that a CJK character starts or ends. */
function cjkRuns(text: string): string[] {
  return text.split(SPACES).filter((w) => w.length > 0 && (isCjkOrMark(w[0]) || isCjkOrMark(w[w.length - 1])));
}

/** FULL_WIDTH_CLAUSE's marks, each one code unit (includes() on a text of Latin letters is then at once false). */
const CLAUSE_MARKS = [...'，。、；！？：'];
const CLAUSE_MARK_UNITS: ReadonlySet<number> = new Set(CLAUSE_MARKS.map((ch) => ch.charCodeAt(0)));
/** SPACE's two spaces, by code unit. */
const isSpaceUnit = (c: number): boolean => c === 0x20 || c === 0x3000;
/** The unit at `i` ends a run: a space, or the end of the text. */
const endsRun = (text: string, i: number): boolean => i === text.length || isSpaceUnit(text.charCodeAt(i));

/**
 * A full-width clause mark standing alone between spaces (or the text's ends): a run of cjkRuns on its own.
 * Looked for only once a mark is known to be in the text.
 */
function hasLoneClauseMark(text: string): boolean {
  if (!CLAUSE_MARKS.some((mark) => text.includes(mark))) return false;
  if (CLAUSE_MARK_UNITS.has(text.charCodeAt(0)) && endsRun(text, 1)) return true;
  for (let i = 0; i + 1 < text.length; i++)
    if (isSpaceUnit(text.charCodeAt(i)) && CLAUSE_MARK_UNITS.has(text.charCodeAt(i + 1)) && endsRun(text, i + 2)) return true;
  return false;
}

/** The text is segmented word by word: short CJK runs, and full-width clause marks standing alone between spaces. */
function segmented(text: string): boolean {
  // the lone mark is looked for first: most texts have none, and are not split into runs at all
  if (!hasLoneClauseMark(text)) return false;
  const runs = cjkRuns(text);
  if (runs.length < SPACED_CJK_LIMITS.minRuns) return false;
  const mean = runs.reduce((n, w) => n + w.length, 0) / runs.length;
  return mean <= SPACED_CJK_LIMITS.maxMeanRun && runs.some((w) => FULL_WIDTH_CLAUSE.test(w) && w.length === 1);
}

/** `text` with the spaces between CJK characters (and digits beside them) removed, when it is segmented. */
export function joinSpacedCjk(text: string): string {
  if (!SPACE.test(text) || !segmented(text)) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (SPACE.test(ch)) {
      const before = out[out.length - 1];
      let j = i;
      while (j < text.length && SPACE.test(text[j]!)) j++;
      const after = text[j];
      if (joinable(before) && joinable(after) && (isCjkOrMark(before) || isCjkOrMark(after))) {
        i = j - 1;
        continue;
      }
    }
    out += ch;
  }
  return out;
}

/**
 * Rule SPACED_CJK_WORDS: in Chinese or Japanese typed with spaces for commas, a negation before a test's motion
 * word does not reach over a space with other words before it ("唔使用刀 叉一壓就散": no knife needed, then it
 * crumbles); one standing alone beside the motion does ("不 散开"). True when norm[from, to) holds such a space.
 */
export function spacedPhraseBetween(norm: string, from: number, to: number): boolean {
  for (let i = from + 1; i < to; i++) if (norm[i] === ' ' && isHanOrKana(norm[i - 1]) && isHanOrKana(norm[i + 1])) return true;
  return false;
}
