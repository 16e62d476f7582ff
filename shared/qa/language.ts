/**
 * Which corpus locale a question is written in. Kana means Japanese; Han
 * with Traditional-only characters or Cantonese particles means zh-HK; other
 * Han means zh-CN; Latin script means English. Any other language or script
 * is answered in English (the spec answers every question with a 200).
 */
import type { QaLocale } from '../languages';
import { isTraditionalOnly } from './hanzi-fold';

export interface DetectedLanguage {
  locale: QaLocale;
  /** False when the question is in a language outside the corpus (answered in English). */
  supported: boolean;
}

const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/gu;
const HAN = /\p{Script=Han}/gu;
const LATIN = /\p{Script=Latin}/gu;
const LETTER = /\p{L}/gu;
const CANTONESE = /[嘅咩係冇唔喺哋嘢佢咁啲乜嗰噉]|點樣|點做|點解|點先|點算|幾多|邊個|邊度/u;
/** Simplified-only forms (their Traditional twins are in the fold table); used to tell zh-CN. */
const SIMPLIFIED_ONLY =
  /[们这个为说时会发对国样么钟级饮测试疗师应后长药语难变过间动风体压湿护头认险误较经检喂评确开须没适细现与营养医气针属处内调问侧声来转让剂隐议碍录减团块记计题给类征酱筛鱼边续复约从标觉号静划显况见胶响纤点补齿温员数离饼决维颗热严强极线浓汤轻队无继报结准职种两关儿够当预肠丝脱润饱冲击尽条询顺洁练残紧顾圆运训颜视几势单断带设电话专机诊仪错黄阔萝鸡实协饭车婴绝简颈释红面烟总签统积乱许异环请帮闭缓业烂该饲备阶随采摄诉则读稳观项软脑痴冻呛吗里]/u;

/**
 * Mandarin words in Simplified forms (这, 们, 么, 吗, 没, 一样) and Mandarin colloquial words (啥, 咋) that Cantonese does
 * not use: the writer typed them, so the question is zh-CN even when it names a Japanese or Traditional-script title
 * unquoted ("JDD 2021 嚥下調整食分類 有啥不一样"), whose characters would otherwise outnumber its Simplified ones.
 */
const MANDARIN_SIMPLIFIED_GRAMMAR = /[这们么吗没啥咋]|[一这那怎]样/u;
/**
 * The same grammar words, counted in either form (这/這 们/們 么/麼 吗/嗎 没/沒 个/個 样/樣; 啥 咋 on the Mandarin side):
 * they settle zh-CN only when the Simplified ones are at least as many ("嚥下調整食 這種分類 一样吗" is zh-CN; one 一样 among
 * 這個…那個…嗎 is a slip in a Traditional question, which the characters' count then decides).
 */
const SIMPLIFIED_GRAMMAR_ALL = /[这们么吗没个样啥咋]/gu;
const TRADITIONAL_GRAMMAR_ALL = /[這們麼嗎沒個樣]/gu;

const SIMPLIFIED_ONLY_ALL = new RegExp(SIMPLIFIED_ONLY, 'gu');

const count = (text: string, re: RegExp) => text.match(re)?.length ?? 0;
const simplifiedGrammarHolds = (question: string) => count(question, SIMPLIFIED_GRAMMAR_ALL) >= count(question, TRADITIONAL_GRAMMAR_ALL);

/**
 * A quoted label (「舌でつぶせる」, “Minced & Moist”, '舌でつぶせる', 《…》): what the question cites, not the language it is
 * written in. ASCII single quotes count only around text without Latin letters (in English they are apostrophes).
 */
const QUOTED = /「[^」]*」|『[^』]*』|“[^”]*”|"[^"]*"|‘[^’]*’|'[^'\p{Script=Latin}]*'|《[^》]*》|〈[^〉]*〉|«[^»]*»|〝[^〟]*〟/gu;

/**
 * Words only Chinese grammar uses (这, 吗, 什么, Cantonese 嘅, 咩): with them and few kana, the kana are a Japanese phrase
 * cited unquoted inside a Chinese sentence ("包装上写着舌でつぶせる，这是几级"), and the question is Chinese.
 */
const CHINESE_GRAMMAR = /[这们們吗嗎么麼哪怎呢吧嘅咩冇唔喺哋嘢佢咪]|即係|就係/gu;

export function detectLanguage(question: string): DetectedLanguage {
  // (A Cantonese or Mandarin question quoting a Japanese package label is answered in its own language.)
  const unquoted = question.replace(QUOTED, ' ');
  return written(count(unquoted, LETTER) >= 2 ? unquoted : question);
}

function written(question: string): DetectedLanguage {
  const kana = count(question, KANA);
  const han = count(question, HAN);
  const latin = count(question, LATIN);
  const letters = count(question, LETTER);
  const cjk = kana + han;
  const chineseWithPhrase = kana > 0 && kana * 2 < han && count(question, CHINESE_GRAMMAR) > 0;
  // A question is CJK when its CJK characters carry more of it than its Latin letters (a CJK character ≈ 2 letters).
  // Japanese and Cantonese questions often quote English level names ("レベル7 Easy to Chewとは？"):
  // kana or a Cantonese particle settles the language whatever the share of Latin letters.
  if (kana >= 2 && kana * 4 >= latin && !chineseWithPhrase) return { locale: 'ja', supported: true };
  if (cjk >= 2 && CANTONESE.test(question)) return { locale: 'zh-HK', supported: true };
  if (cjk > 0 && cjk * 2 > latin) {
    if (kana > 0 && !chineseWithPhrase) return { locale: 'ja', supported: true };
    let traditional = 0;
    for (const ch of question) if (isTraditionalOnly(ch)) traditional++;
    if (CANTONESE.test(question)) return { locale: 'zh-HK', supported: true };
    if (MANDARIN_SIMPLIFIED_GRAMMAR.test(question) && simplifiedGrammarHolds(question)) return { locale: 'zh-CN', supported: true };
    if (traditional > count(question, SIMPLIFIED_ONLY_ALL)) return { locale: 'zh-HK', supported: true };
    return { locale: 'zh-CN', supported: true };
  }
  if (latin > 0 && latin >= (letters - cjk) * 0.6) return { locale: 'en', supported: looksEnglish(question) };
  return { locale: 'en', supported: letters === 0 };
}

const ENGLISH_WORDS = /\b(the|is|are|what|how|when|why|which|who|can|should|do|does|a|an|of|for|to|in|with|and|my|i)\b/i;

/** Latin-script text that is probably English (other Latin languages are answered in English too). */
function looksEnglish(text: string): boolean {
  return ENGLISH_WORDS.test(text);
}
