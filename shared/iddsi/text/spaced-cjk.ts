/**
 * Rule SPACED_CJK_WORDS: Chinese and Japanese are written without spaces, but some apps and keyboards
 * segment them word by word, full-width commas included ("5 床 王 阿姨 午饭 是 清蒸鱼 ， 去骨 去皮"). Read so,
 * every phrase the lexicon holds unspaced ("唔夠1毫升", "原粒", "一滴も出なかった") is missed. Such a text is
 * read with the spaces between Chinese or Japanese characters (and the digits beside them) taken out. Only
 * a text whose full-width clause marks stand alone between spaces is segmented: in a phone-typed text the
 * spaces stand for commas ("伯伯 糊餐 今日 食 炒饭": the eater's diet, then the food) and are kept.
 */
import { SPACED_CJK_LIMITS } from './rules';

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff01-\uff0f\uff1a-\uff1f]/u;
const FULL_WIDTH_CLAUSE = /[，。、；！？：]/u;
const DIGIT = /[0-9０-９]/u;
/** The ASCII space and the ideographic space (U+3000) a Chinese or Japanese keyboard types. */
const SPACE = /[ \u3000]/u;
const SPACES = /[ \u3000]+/u;

const isCjk = (ch: string | undefined): boolean => ch !== undefined && CJK.test(ch);
const joinable = (ch: string | undefined): boolean => ch !== undefined && (isCjk(ch) || DIGIT.test(ch));

/** The runs of characters between spaces that a CJK character starts or ends. */
function cjkRuns(text: string): string[] {
  return text.split(SPACES).filter((w) => w.length > 0 && (isCjk(w[0]) || isCjk(w[w.length - 1])));
}

/** The text is segmented word by word: short CJK runs, and full-width clause marks standing alone between spaces. */
function segmented(text: string): boolean {
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
      if (joinable(before) && joinable(after) && (isCjk(before) || isCjk(after))) {
        i = j - 1;
        continue;
      }
    }
    out += ch;
  }
  return out;
}
