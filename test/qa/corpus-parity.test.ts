/**
 * Facts every locale's article must carry, not only the richest one: a carer reading Japanese or
 * Chinese needs the same safety facts as one reading English, in the words of their own locale.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import type { QaLocale } from '../../shared/languages';
import { readCorpus } from '../../shared/qa/corpus-files';
import { isNotCoveredAnswer } from '../../shared/qa/messages';
import { resetIndexStore } from '../../shared/qa/index-store';
import { answerClinicalQuestion } from '../../shared/qa/service';

const articles = readCorpus().articles;
const body = (topic: string, locale: QaLocale) => articles.find((a) => a.topic === topic && a.locale === locale)!.body;
/** The section under a heading (up to the next heading of the same or a higher level). */
const section = (text: string, heading: RegExp) => {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => /^#{2,3} /.test(l) && heading.test(l));
  if (start < 0) return '';
  const end = lines.findIndex((l, i) => i > start && /^#{2,3} /.test(l));
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
};

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

describe('choking first aid: the steps themselves say to call the local emergency number', () => {
  it.each([
    ['en', /\n4\. [^\n]*emergency number for an ambulance/],
    ['ja', /\n4\. [^\n]*119番で救急車/],
    ['zh-HK', /\n4\. [^\n]*致電999/],
    ['zh-CN', /\n4\. [^\n]*拨打120/],
  ] as const)('%s', (locale, step) => {
    expect(body('choking-first-aid', locale)).toMatch(step);
  });
});

describe('thickeners: the precautions list carries lumps, standing time and dehydration', () => {
  it.each([
    ['en', /Key points/, [/lumps/, /standing time/, /dehydration/]],
    ['ja', /注意点/, [/ダマ/, /待ち時間/, /脱水/]],
    ['zh-HK', /注意/, [/粒粒/, /靜置時間/, /脫水/]],
    ['zh-CN', /注意/, [/结块/, /静置时间/, /脱水/]],
  ] as const)('%s', (locale, heading, facts) => {
    const list = section(body('thickeners', locale), heading);
    for (const fact of facts) expect(list).toMatch(fact);
  });
});

describe('level 7: no piece-size restriction, said in the summary of every locale', () => {
  it.each([
    ['en', /no size restriction/],
    ['ja', /大きさの制限はなく/],
    ['zh-HK', /大小不限/],
    ['zh-CN', /大小不限/],
  ] as const)('%s', (locale, fact) => {
    const summary = body('iddsi-level-7', locale).split('\n## ')[0]!;
    expect(summary).toMatch(fact);
  });
});

describe('"What is IDDSI?" is answered from the framework article, in every locale', () => {
  it.each([
    ['en', 'What is IDDSI?'],
    ['ja', 'IDDSIってなんですか？'],
    ['zh-HK', '咩係IDDSI？'],
    ['zh-CN', 'IDDSI是什么？'],
  ] as const)('%s: %s', async (locale, question) => {
    const r = await answerClinicalQuestion({ question, top_k: 5 });
    expect(r.sources[0]?.id).toBe(`iddsi-overview-${locale.toLowerCase()}`);
    expect(r.answer).toMatch(/0\s*(to|至|到|〜)\s*7|0〜7|[0０]級至第7級|0级到7级/);
  });
});

describe('"How do I build her up?" is answered with fortified food, in every locale', () => {
  it.each([
    ['en', 'How can I build her up? She has lost weight.', /[Ff]ortify/],
    ['ja', '栄養をどう補えばいいですか', /強化/],
    ['zh-HK', '點樣幫阿媽補營養？', /強化/],
    ['zh-CN', '老人吃不下饭，怎么补营养？', /强化/],
  ] as const)('%s: %s', async (locale, question, fact) => {
    const r = await answerClinicalQuestion({ question, top_k: 5 });
    expect(r.sources[0]?.id).toBe(`nutrition-weight-loss-${locale.toLowerCase()}`);
    expect(r.answer).toMatch(fact);
  });
});

describe('"Which foods are easiest to choke on?" is answered from the high-risk foods, in every locale', () => {
  it.each([
    ['en', 'Which foods are people with dysphagia most likely to choke on?'],
    ['ja', '一番詰まりやすい食べ物は何ですか？'],
    ['zh-HK', '邊啲食物最易哽親？'],
    ['zh-CN', '哪些食物最容易噎着？'],
  ] as const)('%s: %s', async (locale, question) => {
    const r = await answerClinicalQuestion({ question, top_k: 5 });
    expect(r.sources[0]?.id).toBe(`high-risk-foods-${locale.toLowerCase()}`);
  });
});

describe('more clinician-review facts are in every locale, not only in English', () => {
  const facts: Record<string, Partial<Record<QaLocale, readonly RegExp[]>>> = {
    // small frequent meals in dementia; finger foods as a nutrition strategy
    'dysphagia-dementia': {
      en: [/[Ss]mall, frequent meals/, /acknowledged risks/],
      ja: [/少量頻回食/, /リスクを承知した/],
      'zh-HK': [/少食多餐/, /知情接受風險/],
      'zh-CN': [/少量多餐/, /知情接受风险/],
    },
    'nutrition-weight-loss': { en: [/Finger foods/], ja: [/手づかみ食/], 'zh-HK': [/手指食物/], 'zh-CN': [/手指食物/] },
    // dry mouth: medicines are the commonest cause, head and neck radiotherapy another
    'aspiration-pneumonia-oral-care': {
      en: [/most common cause of a dry mouth[^.]*medicines/, /radiotherapy to the head and neck/],
      ja: [/最も多い原因は薬/, /頭頸部への放射線治療/],
      'zh-HK': [/最常見的成因是藥物/, /頭頸部電療/],
      'zh-CN': [/最常见的原因是药物/, /头颈部放疗/],
    },
    // helping someone eat: chin slightly down, the helper seated at eye level
    'positioning-feeding-technique': {
      en: [/chin slightly down/, /eye level/],
      ja: [/あごを軽く引/, /同じ目線の高さ/],
      'zh-HK': [/下巴微收/, /視線平齊/],
      'zh-CN': [/下巴微收/, /视线平齐/],
    },
    // UDF: the instrument hardness limits of the gums and tongue categories
    'soft-meal-standards': {
      en: [/5×10\^4 N\/m²/, /2×10\^4 N\/m²/],
      ja: [/5×10\^4 N\/m²/, /2×10\^4 N\/m²/],
      'zh-HK': [/5×10\^4 N\/m²/, /2×10\^4 N\/m²/],
      'zh-CN': [/5×10\^4 N\/m²/, /2×10\^4 N\/m²/],
    },
  };
  const cases = Object.entries(facts).flatMap(([topic, byLocale]) =>
    Object.entries(byLocale).map(([locale, res]) => [topic, locale as QaLocale, res] as const),
  );
  it.each(cases)('%s (%s)', (topic, locale, res) => {
    for (const re of res) expect(body(topic, locale)).toMatch(re);
  });
});

describe('"What is dysphagia?" is answered from the overview article, in every locale', () => {
  it.each([
    ['en', 'What is dysphagia and why do older people get it?'],
    ['ja', '嚥下障害とは何ですか？'],
    ['zh-HK', '咩係吞嚥困難？'],
    ['zh-CN', '什么是吞咽障碍？'],
  ] as const)('%s: %s', async (locale, question) => {
    const r = await answerClinicalQuestion({ question, top_k: 5 });
    expect(r.sources[0]?.id).toBe(`what-is-dysphagia-${locale.toLowerCase()}`);
  });
});

describe('an injury question (ice or heat for a sprain) is answered "not covered", in every locale', () => {
  it.each([
    ['en', 'Should I use ice or heat on a sprained ankle?'],
    ['ja', '足首を捻挫したら冷やすのと温めるのはどちらがいい？'],
    ['zh-HK', '阿媽拗柴，應該冰敷定熱敷？'],
    ['zh-CN', '老人崴脚了，应该冰敷还是热敷？'],
  ] as const)('%s: %s', async (_locale, question) => {
    const r = await answerClinicalQuestion({ question, top_k: 5 });
    expect(isNotCoveredAnswer(r.answer)).toBe(true);
    expect(r.sources).toHaveLength(0);
  });
});

describe('swallowing lost suddenly with a drooping face is answered as a stroke emergency, in every locale', () => {
  it.each([
    ['en', 'Dad suddenly cannot swallow and his face is drooping, what do we do?', /emergency/],
    ['ja', '父が急に飲み込めなくなり、顔がゆがんでいます。どうすれば？', /救急/],
    ['zh-HK', '阿爸突然吞唔落嘢，嘴又歪咗，點算？', /緊急/],
    ['zh-CN', '老人突然咽不下东西，嘴也歪了，怎么办？', /急救|紧急/],
  ] as const)('%s: %s', async (locale, question, urgent) => {
    const r = await answerClinicalQuestion({ question, top_k: 5 });
    expect(r.sources[0]?.id).toBe(`when-to-refer-slp-${locale.toLowerCase()}`);
    expect(r.answer).toMatch(urgent);
  });
});
