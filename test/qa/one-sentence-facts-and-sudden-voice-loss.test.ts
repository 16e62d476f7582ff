/**
 * Articles and question vocabulary: facts missing in a
 * locale, or buried where the composer could not quote them alone, are now one self-contained sentence
 * in every locale; a Japanese "IDDSIって…" question reaches the framework article (concept iddsi_topic).
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

describe('facts stated in one sentence in every locale', () => {
  // Older people with pneumonia often show no fever or cough, only lethargy, poor appetite or confusion (JRS 2017).
  const atypical: Record<QaLocale, RegExp> = {
    en: /without a clear fever or cough[^.]*lethargy and loss of appetite[^.]*only early signs/,
    ja: /発熱や咳がはっきりしない[^。]*元気がない、食欲が落ちる[^。]*初めのサイン/,
    'zh-CN': /没有明显的发热或咳嗽[^。]*食欲下降[^。]*唯一的早期征象/,
    'zh-HK': /沒有明顯的發燒或咳嗽[^。]*胃口轉差[^。]*唯一的早期徵狀/,
  };
  it.each(Object.entries(atypical))('aspiration pneumonia in older people may show only subtle signs (%s)', (locale, re) => {
    expect(body('aspiration-pneumonia-oral-care', locale as QaLocale)).toMatch(re);
  });

  // A person who refuses thickened drinks may take water-rich jelly that does not melt at body temperature.
  // (Not in English: there the jelly item displaced the warning that ordinary jelly is a mixed consistency.)
  const jelly: Record<Exclude<QaLocale, 'en'>, RegExp> = {
    ja: /体温で溶けないゲル化剤で作ったお茶ゼリー/,
    'zh-CN': /不会在体温下融化的凝胶剂制成的补水果冻/,
    'zh-HK': /不會在體溫下溶化的凝膠劑製成的補水啫喱/,
  };
  it.each(Object.entries(jelly))('hydration jelly for a person who refuses thickened drinks (%s)', (locale, re) => {
    expect(body('hydration', locale as QaLocale)).toMatch(re);
  });

  it('the Japanese overview gives the drink and food ranges in the sentence that counts the levels', () => {
    expect(body('iddsi-overview', 'ja')).toMatch(/8段階（飲み物はレベル0〜4、食べ物はレベル3〜7）/);
  });

  it('the Japanese Level 5 article says chopped food alone scatters and is not Level 5', () => {
    expect(body('iddsi-level-5', 'ja')).toMatch(/きざみ食はレベル5と同じではありません。[^。]*バラバラ[^。]*まとまる状態/);
  });

  it('the English Level 7 article says Easy to Chew needs biting where Level 6 needs none', () => {
    expect(body('iddsi-level-7', 'en')).toMatch(/must be able to bite off soft pieces, while Level 6 needs no biting/);
  });
});

describe('a Japanese topic marker after IDDSI asks what IDDSI is (iddsi_topic)', () => {
  it('reads "IDDSIって" as the what-is-IDDSI concept', () => {
    expect([...conceptsIn(normaliseForMatch('IDDSIって、そもそもどういう決まり?'), true).keys()]).toContain('what_is_iddsi');
  });

  it('answers from the framework article', async () => {
    const r = await answerClinicalQuestion({ question: 'IDDSIって、介護の現場でどう役に立つの?', top_k: 5 });
    expect(r.sources.slice(0, 3).map((s) => s.id)).toContain('iddsi-overview-ja');
  });
});

describe('losing the voice suddenly while eating is choking (sudden_voice_loss, eating_now)', () => {
  it('reads "食緊飯" as eating, not rice, and a sudden loss of voice as choking', () => {
    const found = [...conceptsIn(normaliseForMatch('阿爺食緊飯講唔出聲'), true).keys()];
    expect(found).toEqual(expect.arrayContaining(['eating', 'sudden_voice_loss', 'choking']));
    expect(found).not.toContain('rice');
  });

  it.each([
    ['外婆吃着饭突然说不出话，怎么办？', 'choking-first-aid-zh-cn'],
    ['母が食事中に急に声が出なくなりました。どうすれば？', 'choking-first-aid-ja'],
    ['Grandad suddenly cannot speak at dinner, what should we do?', 'choking-first-aid-en'],
  ] as const)('%s', async (question, article) => {
    const r = await answerClinicalQuestion({ question, top_k: 5 });
    expect(r.sources[0]?.id).toBe(article);
  });
});
