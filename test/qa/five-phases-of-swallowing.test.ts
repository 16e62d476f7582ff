/**
 * Articles and question vocabulary: the five-phase model of eating and swallowing
 * (Leopold and Kagel 1983) is stated in every locale's what-is-dysphagia article, and a question naming the
 * model or one of its first two phases reaches that article (concept five_phase_model).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import type { QaLocale } from '../../shared/languages';
import { conceptsIn, normaliseForMatch } from '../../shared/qa/concepts';
import { readCorpus } from '../../shared/qa/corpus-files';
import { resetIndexStore } from '../../shared/qa/index-store';
import { answerClinicalQuestion } from '../../shared/qa/service';

const articles = readCorpus().articles;
const body = (topic: string, locale: QaLocale) => articles.find((a) => a.topic === topic && a.locale === locale)!.body;

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

describe('the five phases of eating and swallowing in every locale', () => {
  const phases: Record<QaLocale, RegExp> = {
    en: /five-phase model[^.]*anticipatory phase[^.]*oral preparatory phase[^.]*oral phase[^.]*pharyngeal phase[^.]*oesophageal phase/,
    ja: /5期モデル[^。]*先行期（認知期[^。]*準備期（咀嚼期[^。]*口腔期、咽頭期、食道期/,
    'zh-CN': /五期模型[^。]*先行期（认知期[^。]*准备期（咀嚼期[^。]*口腔期、咽期和食管期/,
    'zh-HK': /五期模型[^。]*先行期（認知期[^。]*準備期（咀嚼期[^。]*口腔期、咽部期和食道期/,
  };
  it.each(Object.entries(phases))('names all five phases (%s)', (locale, re) => {
    expect(body('what-is-dysphagia', locale as QaLocale)).toMatch(re);
  });
});

describe('a question about the phase model asks about the stages (five_phase_model)', () => {
  it.each([
    ['ja', '嚥下の5期モデルについて教えてください'],
    ['zh-CN', '吞咽的先行期是什么意思？'],
    ['en', 'Can you explain the five phases of swallowing?'],
  ])('reads the model in %s and asks for the oral, pharyngeal and oesophageal phases', (_locale, question) => {
    const found = conceptsIn(normaliseForMatch(question), true);
    expect(found.has('five_phase_model')).toBe(true);
    expect(found.has('pharyngeal')).toBe(true);
  });

  it.each([
    ['ja', '摂食嚥下の5期モデルでは、どんな段階に分かれますか？', 'what-is-dysphagia-ja'],
    ['zh-HK', '進食吞嚥嘅五期模型係點分？', 'what-is-dysphagia-zh-hk'],
    ['en', 'what are the five phases of eating and swallowing?', 'what-is-dysphagia-en'],
  ])('answers from the what-is-dysphagia article (%s)', async (_locale, question, id) => {
    const r = await answerClinicalQuestion({ question, top_k: 5 });
    expect(r.sources.slice(0, 3).map((s) => s.id)).toContain(id);
  });
});
