/**
 * Retrieval rule asked_topic (issue 19): the concept a question ASKS (what to avoid beside a named food, how a
 * thickener clumps or stands, who decides) chooses the article; a level the question names is then its subject
 * and only breaks ties (retrieval.ts askedTopicBoost, concepts.ts ASKED_TOPIC). Phrases are our own: other
 * foods, levels and locales than the development questions that revealed the gap.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { conceptsIn, normaliseForMatch, withoutHedges } from '../../shared/qa/concepts';
import { resetIndexStore } from '../../shared/qa/index-store';
import { answerClinicalQuestion } from '../../shared/qa/service';

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

const firstSource = async (question: string) => (await answerClinicalQuestion({ question, top_k: 5 })).sources[0]?.id;

describe('asked_topic: the asked concept leads over a named level', () => {
  it.each([
    ['avoid + foods', 'Mum is on minced and moist. Should we avoid grapes and toast?', 'high-risk-foods-en'],
    ['avoid + foods', '老竇食緊6級軟餐，花生同提子係咪要避免？', 'high-risk-foods-zh-hk'],
    ['avoid + foods', '奶奶吃5级细碎湿软食物，葡萄和年糕这些危险吗？要避免哪些？', 'high-risk-foods-zh-cn'],
    ['avoid + foods', '祖母はレベル5のきざみ食です。ナッツやお餅は避けるべきですか？', 'high-risk-foods-ja'],
    [
      'powder_lumps',
      "She's on moderately thick Level 3 drinks and the thickener keeps clumping in orange juice. What am I doing wrong?",
      'thickeners-en',
    ],
    ['powder_lumps', 'レベル2の薄いとろみにしたいのですが、とろみ剤がダマになります。', 'thickeners-ja'],
    ['standing_time', '落咗凝固粉整3級中度稠，要等幾耐先飲得？', 'thickeners-zh-hk'],
    ['who_decides', 'Who decides whether he can go from Level 5 to Level 6?', 'when-to-refer-slp-en'],
    ['who_decides', 'レベル4からレベル5に変えるのは誰が決めますか？', 'when-to-refer-slp-ja'],
    ['who_decides', '谁决定老人从4级换到5级？', 'when-to-refer-slp-zh-cn'],
  ])('%s: "%s"', async (_ask, question, id) => {
    expect(await firstSource(question)).toBe(id);
  });
});

describe('asked_topic which_clinician: which department or kind of clinician to see is the referral article', () => {
  it.each([
    ['Dad struggles to swallow pills and food: which specialist should he see?', 'when-to-refer-slp-en'],
    ['阿媽食嘢成日吞唔落，應該睇咩科？', 'when-to-refer-slp-zh-hk'],
    ['老人吃饭总是咽不下去，要看什么医生？', 'when-to-refer-slp-zh-cn'],
    ['母が最近飲み込みにくそうです。どの診療科に行けばいいですか？', 'when-to-refer-slp-ja'],
  ])('"%s"', async (question, id) => {
    const r = await answerClinicalQuestion({ question, top_k: 5 });
    expect(r.sources.slice(0, 3).map((s) => s.id)).toContain(id);
  });
});

describe('which_clinician: "what science" or "what technology" is no department', () => {
  it.each(['增稠剂有什么科学依据吗？', '凝固粉有冇咩科學根據？', '吞咽困难有啥科技产品可以帮忙？', '這種吞嚥訓練有什麼科學證據？'])(
    '"%s" names no which_clinician',
    (question) => {
      expect(conceptsIn(withoutHedges(normaliseForMatch(question)), true).has('which_clinician')).toBe(false);
    },
  );
  it.each(['吞咽困难挂什么科？', '婆婆吞唔落嘢，睇咩科好？', '老人吞咽不好看哪科', '飲み込みが悪いときは何科？'])(
    '"%s" still asks which clinician',
    (question) => {
      expect(conceptsIn(withoutHedges(normaliseForMatch(question)), true).has('which_clinician')).toBe(true);
    },
  );
});

describe('stay_upright_after: staying sitting up after a meal is positioning', () => {
  it.each(['How long does she need to stay sitting up after lunch?', 'After dinner, how long should he stay upright before lying down?'])(
    '"%s"',
    async (question) => {
      const r = await answerClinicalQuestion({ question, top_k: 5 });
      expect(r.sources.slice(0, 3).map((s) => s.id)).toContain('positioning-feeding-technique-en');
    },
  );
});

describe('asked_topic: what to avoid, with no level named, is the high-risk list', () => {
  it.each([
    ['公公吞嚥有困難，有咩嘢食係危險、唔好俾佢食？', 'high-risk-foods-zh-hk'],
    ['吞咽不好的奶奶，哪些食物有危险，不要给她吃？', 'high-risk-foods-zh-cn'],
    ['飲み込みが悪い祖父に、危ない食べ物はどれですか？', 'high-risk-foods-ja'],
    ['What foods are high risk for someone with swallowing problems?', 'high-risk-foods-en'],
  ])('"%s"', async (question, id) => {
    expect(await firstSource(question)).toBe(id);
  });
});

describe('asked_topic: an ask that needs its subject leaves the level article first without it', () => {
  it.each([
    ['avoid, no food named', 'What foods should be avoided on Level 4 pureed?', 'iddsi-level-4-en'],
    ['avoid, no food named', '4級糊狀食物要避免啲咩？', 'iddsi-level-4-zh-hk'],
    ['waiting without a thickener is the flow test', '流動測試要等幾耐？', 'flow-test-zh-hk'],
  ])('%s: "%s"', async (_case, question, id) => {
    expect(await firstSource(question)).toBe(id);
  });
});
