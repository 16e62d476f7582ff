/**
 * The facts carers asked for that the articles held only in one locale or in a
 * form the composer could not pick, now in every locale; and everyday wordings (concept vocabulary)
 * that reach the article that answers them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import type { QaLocale } from '../../shared/languages';
import { readCorpus } from '../../shared/qa/corpus-files';
import { resetIndexStore } from '../../shared/qa/index-store';
import { answerClinicalQuestion } from '../../shared/qa/service';

const articles = readCorpus().articles;
const body = (topic: string, locale: QaLocale) => articles.find((a) => a.topic === topic && a.locale === locale)!.body;

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

describe('the clinician-review facts are in every locale', () => {
  const facts: Record<string, Record<QaLocale, readonly RegExp[]>> = {
    // alternatives to crushing: swallowing-aid jelly wraps the whole tablet; the simple suspension method
    'medicines-dysphagia': {
      en: [/swallowing-aid jelly[^.]*wrapped completely/, /55 °C[^.]*10 minutes/],
      ja: [/服薬補助ゼリー[^。]*丸ごと包/, /55 °C[^。]*10分間/],
      'zh-CN': [/吞药辅助凝胶[^。]*完全包住/, /55 °C[^。]*10分钟/],
      'zh-HK': [/吞藥輔助啫喱[^。]*完全包住/, /55 °C[^。]*10分鐘/],
    },
    // the thumbnail-blanch pressure of the fork pressure test, and tongue pressure thresholds
    'fork-spoon-tests': { en: [/17 kPa/], ja: [/17 kPa/], 'zh-CN': [/17 kPa/], 'zh-HK': [/17 kPa/] },
    'screening-tools': {
      en: [/below 30 kPa/, /below 20 kPa/, /17\.3 kPa/],
      ja: [/30 kPa未満/, /20 kPa未満/, /17\.3 kPa/],
      'zh-CN': [/低于30 kPa/, /低于20 kPa/, /17\.3 kPa/],
      'zh-HK': [/低於30 kPa/, /低於20 kPa/, /17\.3 kPa/],
    },
    // the old drink names beside the IDDSI levels, in one sentence of the Level 2 article
    'iddsi-level-2': {
      en: [/"honey-thick" to Level 3/],
      ja: [/「はちみつ状」（honey-thick）がレベル3/],
      'zh-CN': [/“蜂蜜稠”\(honey-thick\)最接近3级/],
      'zh-HK': [/「蜜糖狀」\(honey-thick\)最接近第3級/],
    },
    // the Level 5 fork check names the 4 mm gap beside the children's 2 mm
    'iddsi-level-5': {
      en: [/Fork pressure test:[^\n]*4 mm[^\n]*2 mm for children/],
      ja: [/フォーク圧テスト：[^\n]*4 mm[^\n]*子どもは2 mm/],
      'zh-CN': [/叉子按压测试：[^\n]*4毫米[^\n]*儿童不超过2毫米/],
      'zh-HK': [/叉壓測試：[^\n]*4毫米[^\n]*兒童不超過2毫米/],
    },
  };
  const cases = Object.entries(facts).flatMap(([topic, byLocale]) =>
    Object.entries(byLocale).map(([locale, res]) => [topic, locale as QaLocale, res] as const),
  );
  it.each(cases)('%s (%s)', (topic, locale, res) => {
    for (const re of res) expect(body(topic, locale)).toMatch(re);
  });
});

describe('everyday wordings reach the article that answers them', () => {
  it.each([
    ['ja', 'おばあちゃんに食べさせないほうがいいものは？', 'high-risk-foods-ja'],
    ['en', 'Mum has forgotten how to use a fork, what food can she manage?', 'dysphagia-dementia-en'],
    ['zh-CN', '护工可以自己改老人的IDDSI等级吗？', 'when-to-refer-slp-zh-cn'],
    ['ja', '薄い飲み物がいけないのはどうして？', 'iddsi-level-0-ja'],
  ] as const)('%s: %s', async (_locale, question, article) => {
    const r = await answerClinicalQuestion({ question, top_k: 5 });
    expect(r.sources.slice(0, 3).map((s) => s.id)).toContain(article);
  });
});
