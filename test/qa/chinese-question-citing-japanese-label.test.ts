/**
 * Language: a Chinese sentence citing a Japanese label (quoted with ASCII or curly single quotes or 《》, or unquoted
 * beside Chinese grammar words) is a Chinese question; a Japanese one stays Japanese. Phrases are our own.
 */
import { describe, expect, it } from 'vitest';
import { detectLanguage } from '../../shared/qa/language';

describe('language: a Chinese sentence citing a Japanese label is Chinese', () => {
  it.each([
    ["我妈妈在日本医院吃的是'歯ぐきでつぶせる'的饭，在国内应该选哪一级？", 'zh-CN'],
    ['罐头上写的是‘かまなくてよい’，这是几级？', 'zh-CN'],
    ['包装上写着容易かめる，这是IDDSI第几级？', 'zh-CN'],
    ['日本帶返嚟嘅罐頭寫住《舌でつぶせる》，係幾級？', 'zh-HK'],
    ['舌でつぶせるは何レベルですか', 'ja'],
    ['日本の介護食とIDDSIの関係は？', 'ja'],
    ["it's 'minced', right? What does minced mean?", 'en'],
  ])('%s → %s', (q, locale) => {
    expect(detectLanguage(q).locale).toBe(locale);
  });
});
