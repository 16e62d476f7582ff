/**
 * Phrasings of a question that missed what it asks, each tested on phrases of its own in every locale: the
 * service's UK name (speech and language therapy, SLT), a name asked for its full form ("全称", "何の略"), a
 * symptom said as a predicate ("口又好乾", "喉咙很痛"), 比较 as "rather", 咋 before 测试, "哪些东西不能吃",
 * Cantonese tips headings (貼士); and the article facts added beside them (UK Texture B-E, checking the mouth
 * after a meal).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import type { QaLocale } from '../../shared/languages';
import { asksForProcedure } from '../../shared/qa/composer/question-reading';
import { readCorpus } from '../../shared/qa/corpus-files';
import { resetIndexStore } from '../../shared/qa/index-store';
import { ANSWER_SHAPES, answerShapes, asksForComparison, questionIntents } from '../../shared/qa/question-intent';
import { answerClinicalQuestion } from '../../shared/qa/service';
import { textFeatures } from '../../shared/qa/text-features';

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

const features = (q: string) => [...textFeatures(q, { query: true }).keys()];
const ask = (question: string) => answerClinicalQuestion({ question, top_k: 5 });
const topicOf = (id: string | undefined) => (id ?? '').replace(/-(en|zh-hk|zh-cn|ja)$/, '');

describe('the UK name of the service, speech and language therapy (SLT), names the SLP', () => {
  it.each([
    'Can a care worker refer someone to speech and language therapy?',
    'When do we ask SLT to see a resident?',
    'Is a speech-language therapy review needed?',
  ])('"%s"', (q) => expect(features(q)).toContain('k:slp'));

  it('"who can refer to speech and language therapy" is answered from the referral article', async () => {
    const r = await ask('Who is allowed to refer a resident to speech and language therapy?');
    expect(topicOf(r.sources[0]?.id)).toBe('when-to-refer-slp');
  });
});

describe('a name asked for its full form or who runs it asks its definition', () => {
  it.each([
    'What does MUST stand for?',
    'EAT-10的全称是什么',
    'UDF全稱係咩？',
    'JDDは何の略ですか？',
    'IDDSIの正式名称は？',
    'IDDSI是什么组织？',
  ])('"%s" has the definition intent', (q) => expect(questionIntents(q).map((i) => i.id)).toContain('definition'));

  it.each([
    ['IDDSI 是啥组织搞的？', /International Dysphagia Diet Standardisation Initiative|国际吞咽障碍饮食标准/],
    ['IDDSI全稱係咩嚟？', /International Dysphagia Diet Standardisation Initiative|國際吞嚥障礙飲食標準/],
    ['IDDSIって何の略？', /International Dysphagia Diet Standardisation Initiative|国際嚥下食標準化/],
    ['What is the full name of IDDSI?', /International Dysphagia Diet Standardisation Initiative/],
  ])('"%s" is answered by the overview\'s definition', async (q, name) => {
    expect(features(q)).toContain('k:what_is_iddsi');
    const r = await ask(q);
    expect(r.sources.map((s) => topicOf(s.id))).toContain('iddsi-overview');
    expect(r.answer).toMatch(name);
  });
});

describe('a symptom said as a predicate names the symptom', () => {
  it.each([
    ['阿媽個口又好乾', 'k:dry_mouth'],
    ['我爸嘴巴也很干', 'k:dry_mouth'],
    ['口の中がいつも乾いています', 'k:dry_mouth'],
    ['his mouth feels so dry', 'k:dry_mouth'],
    ['婆婆喉嚨好痛', 'k:sore_mouth'],
    ['放疗后嘴很疼', 'k:sore_mouth'],
    ['のどがとても痛い', 'k:sore_mouth'],
    ['her throat is really sore', 'k:sore_mouth'],
  ])('"%s" names %s', (q, concept) => expect(features(q)).toContain(concept));

  it.each(['口腔很干净', '嘴也很干嘛'])('"%s" (clean, "why") names no dry mouth', (q) => {
    expect(features(q)).not.toContain('k:dry_mouth');
  });

  // NICE NG36; RCSLT head and neck cancer guidance: moist foods with sauce, avoid spicy, rough or dry foods while sore.
  it.each([
    ['阿爺電療完口好痛又好乾，可以煮啲咩？', /汁|濕潤/, /辛辣/],
    ['我妈放疗后嘴巴很干，喉咙也很痛，在家做什么菜比较好？', /酱|湿润/, /辛辣/],
    ['放射線治療のあと口がとても痛くて、何を作ればいいですか？', /ソース|しっとり|水分/, /辛い/],
    ['Since radiotherapy his mouth is really sore. What should I make him?', /sauce|gravy|moist/i, /spicy/i],
  ])('"%s" gives the sore- and dry-mouth food advice', async (q, moist, spicy) => {
    const r = await ask(q);
    expect(topicOf(r.sources[0]?.id)).toBe('dysphagia-head-neck-cancer');
    expect(r.answer).toMatch(moist);
    expect(r.answer).toMatch(spicy);
  });
});

describe('比较 before an adjective is "rather", not a comparison', () => {
  it.each(['吃什么比较好？', '哪种做法比较安全', '稀的比較容易嗆嗎'])('"%s" compares nothing', (q) =>
    expect(asksForComparison(q)).toBe(false),
  );
  it.each(['3级和4级比较一下', '两种增稠剂比较，哪个好？'])('"%s" still compares', (q) => expect(asksForComparison(q)).toBe(true));
});

describe('咋 before a verb of testing or mixing asks how', () => {
  it.each(['这个饭咋测试？', '增稠剂咋调？', '要咋检查才知道'])('"%s"', (q) => expect(asksForProcedure(q)).toBe(true));
});

describe('"which things can he not eat" asks for the foods to avoid', () => {
  it.each(['中风以后哪些东西不能吃？', '阿爺有啲咩唔可以食？', '嚥下障害で食べてはいけないものは？', "What shouldn't she eat now?"])(
    '"%s"',
    (q) => expect(answerShapes(q).map((s) => s.id)).toContain('foods'),
  );
});

describe('a Cantonese heading of tips (貼士) heads the tips', () => {
  const tips = ANSWER_SHAPES.find((s) => s.id === 'tips')!;
  it.each(['進食的實用貼士', '餵食贴士', '預防的竅門'])('"%s"', (h) => expect(tips.heading.test(h)).toBe(true));
});

describe('the soft-meal standards article maps the UK Texture B-E descriptors, in every locale', () => {
  const articles = readCorpus().articles;
  it.each(['en', 'ja', 'zh-CN', 'zh-HK'] as QaLocale[])('%s', (locale) => {
    const body = articles.find((a) => a.topic === 'soft-meal-standards' && a.locale === locale)!.body;
    expect(body).toMatch(/Texture B[^\n]*3[^\n]*C[^\n]*4[^\n]*D[^\n]*5[^\n]*E[^\n]*6/);
  });

  it.each([
    'Which IDDSI level replaced Texture D pre-mashed?',
    '英国的 Texture E 对应 IDDSI 几级？',
    'Texture Cは IDDSI のどのレベルですか？',
  ])('"%s" is answered from it', async (q) => {
    const r = await ask(q);
    expect(r.sources.map((s) => topicOf(s.id))).toContain('soft-meal-standards');
    expect(r.answer).toMatch(/Texture/);
  });
});

// Pocketing raises the risk of choking and aspiration if the person lies down with food in the mouth.
describe('the dementia article says to check the mouth after the meal, in every locale', () => {
  const articles = readCorpus().articles;
  const check: Record<QaLocale, RegExp> = {
    en: /After the meal, check the mouth and cheeks/,
    ja: /食後は頬の内側に残った食べ物を取り除きます/,
    'zh-CN': /饭后检查面颊内侧/,
    'zh-HK': /飯後檢查面頰內側/,
  };
  it.each(Object.entries(check))('%s', (locale, re) => {
    expect(articles.find((a) => a.topic === 'dysphagia-dementia' && a.locale === locale)!.body).toMatch(re);
  });
});

// Yokote 2017 (cited by the standards article): JDD-stage drinks mostly tested one IDDSI level thinner than their names.
describe('JDD thickness words asked "in IDDSI terms" are answered from the standards article', () => {
  it.each(['とろみの「中間」は、IDDSIだとどのレベル？', '施設の濃いとろみってIDDSIでは何レベルですか', 'IDDSIだと薄いとろみは？'])(
    '"%s"',
    async (q) => {
      expect(features(q)).toContain('k:jdd_thickness_stage');
      const r = await ask(q);
      expect(r.sources.map((s) => topicOf(s.id))).toContain('soft-meal-standards');
    },
  );
  it("IDDSI's own level name asked alone stays the level's", () =>
    expect(features('薄いとろみって何？')).not.toContain('k:jdd_thickness_stage'));
});
