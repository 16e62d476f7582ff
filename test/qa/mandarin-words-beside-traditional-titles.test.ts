/**
 * Language: Mandarin words in Simplified forms or Mandarin colloquial words (这, 么, 吗, 没, 一样, 啥, 咋) make a
 * question zh-CN even when an unquoted Japanese or Traditional-script title's characters outnumber its Simplified
 * ones; Cantonese words still make it zh-HK, a Traditional question without them stays zh-HK, Japanese stays
 * Japanese; one Simplified word among more Traditional grammar words (這 個 嗎) is a Traditional question. Phrases are
 * our own.
 */
import { describe, expect, it } from 'vitest';
import { detectLanguage } from '../../shared/qa/language';

describe('language: Mandarin words beside a Traditional-script title are zh-CN', () => {
  it.each([
    ['日本嚥下調整食學會分類 跟 IDDSI 咋对应？', 'zh-CN'],
    ['護理機構標準 和國際標準 啥区别', 'zh-CN'],
    ['嚥下調整食 這種分類 跟國際框架 一样吗', 'zh-CN'],
    ['日本嚥下調整食分類同IDDSI有咩唔同？', 'zh-HK'],
    ['日本嚥下調整食分類與國際標準有何分別？', 'zh-HK'],
    ['嚥下調整食分類とIDDSIの違いは何ですか', 'ja'],
    // (One Simplified word among more Traditional grammar words is a slip in a Traditional question.)
    ['這個凝固粉和那個牌子一样嗎？', 'zh-HK'],
    ['這樣調的飲品跟那個沒有分別一样嗎', 'zh-HK'],
    ['這個凝固粉和那个牌子一样吗？', 'zh-CN'],
  ])('%s → %s', (q, locale) => {
    expect(detectLanguage(q).locale).toBe(locale);
  });
});
