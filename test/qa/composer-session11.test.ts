/**
 * Composing rules, on phrases of their own in every locale: prompting and cueing
 * is a kind of help (the tips shape), "技巧 / 貼士 / 窍门" ask for tips, and a summary that runs through
 * the ways to help is the list asked for; "係咪一樣 / 是不是一样 / the same?" compares; how much of another
 * condition's medicine or nutrient to give is not covered, even beside a texture.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { resetIndexStore } from '../../shared/qa/index-store';
import { companionFactsFor } from '../../shared/qa/companion-facts';
import { ANSWER_SHAPES, answerShapes, asksForComparison, questionIntents } from '../../shared/qa/question-intent';
import { notCoveredReason, OUTSIDE_AMOUNT } from '../../shared/qa/scope';
import { answerClinicalQuestion } from '../../shared/qa/service';
import { textFeatures } from '../../shared/qa/text-features';

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

const ask = async (question: string) => (await answerClinicalQuestion({ question, top_k: 5 })).answer;
const tips = ANSWER_SHAPES.find((s) => s.id === 'tips')!;

describe('prompting and cueing is help (the tips shape)', () => {
  it.each(['Prompting and cueing', '提示与引导', '提示及引導', '声かけと動作の手がかり', 'Verbal cues'])('"%s" heads tips', (heading) => {
    expect(tips.heading.test(heading)).toBe(true);
  });

  it.each(['餵外公食粥有咩技巧？', '喂饭有什么窍门？', '有冇貼士令佢食多啲？'])('"%s" asks for tips', (question) => {
    expect(answerShapes(question).map((s) => s.id)).toContain('tips');
  });

  it.each([
    'Help with a calm room, one-step prompts, hand-over-hand help and finger foods.',
    '可以这样帮助：环境安静、关掉电视、一步提示、手把手协助。',
  ])('a summary that runs through the ways to help enumerates tips: "%s"', (sentence) => {
    expect(tips.enumerates!.test(sentence)).toBe(true);
  });

  it.each([
    ['en', 'My mother has dementia and keeps food in her cheeks instead of swallowing. Any tips for helping her at meals?', /prompt/i],
    ['zh-CN', '外婆有痴呆，吃饭老是把饭含在嘴里不咽，有什么办法帮她？', /提示/],
    ['zh-HK', '爸爸有認知障礙症，餵飯有咩技巧？', /提示|安靜/],
    ['ja', '認知症の父が食べ物を口にためて飲み込まないのですが、食事介助のコツはありますか？', /声かけ|声をかけ/],
  ])('%s: "%s" is answered with the prompts', async (_l, question, fact) => {
    expect(await ask(question)).toMatch(fact);
  });
});

describe('"is it the same?" compares the two things named', () => {
  it.each([
    '院舍講嘅碎餐同IDDSI 5級係咪一樣？',
    '养老院说爷爷吃软餐，出院小结写的是IDDSI 6级，是不是一样的？',
    '稠流質和三級是否相同？',
    'Is honey-thick the same thing as Level 3?',
    'Nectar and mildly thick, are they the same?',
  ])('"%s"', (question) => {
    expect(asksForComparison(question)).toBe(true);
  });

  it('a local meal name beside a level is answered with both: the name has no fixed level, the level its size', async () => {
    const answer = await ask('养老院说爷爷吃软餐，出院小结写的是IDDSI 6级，是不是一样的？');
    expect(answer).toMatch(/1\.5\s?(厘米|cm)/);
    expect(answer).toMatch(/软餐|软食/);
  });
});

describe('"what exactly is dysphagia?" names the defining article', () => {
  it.each([
    ['en', 'So what exactly is dysphagia? The nurse keeps using the word', 'what-is-dysphagia-en'],
    ['en', 'wat is dysphagia, is it serious?', 'what-is-dysphagia-en'],
    ['zh-CN', '医生说我外公有吞咽障碍，吞咽障碍到底是什么？', 'what-is-dysphagia-zh-cn'],
    ['zh-HK', '吞嚥困難究竟係咩嚟㗎？', 'what-is-dysphagia-zh-hk'],
  ])('%s: "%s"', async (_l, question, id) => {
    const r = await answerClinicalQuestion({ question, top_k: 5 });
    expect(r.sources[0]?.id).toBe(id);
    expect(r.answer).toMatch(/swallow|吞咽|吞嚥/i);
  });
});

describe('"what should we look out for / watch for" asks for the signs', () => {
  it.each([
    'What should we be looking out for when he eats?',
    'Mum had a stroke, what do I watch for at mealtimes?',
    'Anything to keep an eye out for?',
  ])('"%s"', (question) => {
    expect(answerShapes(question).map((s) => s.id)).toContain('signs');
  });

  it('is answered with the signs of aspiration', async () => {
    expect(await ask('Grandad has dementia and still eats normally. What should we be looking out for when he eats?')).toMatch(/cough/i);
  });
});

describe('"食品として注意すべきもの" asks for the foods', () => {
  it.each(['誤嚥しやすい食材として避けたほうがいいものは？', '家庭で、のどに詰まりやすい食べ物で気をつけるものは？'])(
    '"%s"',
    (question) => {
      expect(answerShapes(question).map((s) => s.id)).toContain('foods');
    },
  );

  it('is answered with the high-risk list', async () => {
    expect(await ask('祖父の食事で、窒息しやすい食品として気をつけるものを教えてください')).toMatch(/餅|もち|ぶどう/);
  });
});

describe("how much of another condition's medicine or nutrient is not covered (OUTSIDE_AMOUNT)", () => {
  const reason = (q: string) => notCoveredReason(q, textFeatures(q, { query: true }));
  it.each([
    'How many units of insulin does Dad need now that he is on minced and moist food?',
    '爷爷在透析，吃软食的话每天钾要控制在多少？',
    '婆婆食緊糊餐，胰島素要打幾多單位？',
    'ミキサー食になった母のインスリンは何単位にすればいいですか？',
  ])('"%s"', (question) => {
    expect(reason(question)).toBe(OUTSIDE_AMOUNT.about);
  });

  it.each(['Mum started dialysis last month, what diet should she follow?', '長者幾時要打肺炎球菌疫苗？', '洗肾的老人饮食要注意什么？'])(
    'kidney disease, dialysis and the pneumococcal vaccine are outside: "%s"',
    (question) => {
      expect(reason(question)).toBeDefined();
    },
  );

  it.each([
    'My diabetic dad coughs on thin drinks: how much thickener for Level 2?',
    '糖尿病嘅婆婆食糊餐，啲粥要幾杰？',
    'インスリンを使っている父が最近飲み込みにくいと言います',
    '吸入性肺炎有咩徵狀？',
  ])('a question about swallowing or textures beside them stays in scope: "%s"', (question) => {
    expect(reason(question)).toBeUndefined();
  });
});

describe('"水平5", "等级5", "级别5" name a level, as "Level 5" does', () => {
  it.each([
    ['水平3和水平4的饮品有什么不同？', ['k:level_3', 'k:level_4']],
    ['等级6的食物要切多大？', ['k:level_6']],
    ['級別5同級別6點分？', ['k:level_5', 'k:level_6']],
  ])('"%s"', (question, levels) => {
    const features = textFeatures(question, { query: true });
    for (const l of levels) expect(features.has(l)).toBe(true);
  });

  it('a comparison of two levels so named is answered with both sizes', async () => {
    const answer = await ask('水平4和水平6的食物有什么区别？');
    expect(answer).toMatch(/1\.5\s?(厘米|cm)|15\s?毫米/);
    expect(answer).toMatch(/4级|4 级|糊状/);
  });
});

describe('several levels named with a test: the test article gives every band', () => {
  it.each([
    [
      'en',
      'What should the syringe hold after 10 seconds for levels 1 to 3 in the flow test?',
      [/1 to 4 ml|1-4 ml/, /4 to 8 ml|4-8 ml/, /more than 8 ml/],
    ],
    ['zh-CN', '流动测试里，1级到4级的饮品10秒后针筒各剩多少？', [/4至8毫升/, /多于8毫升/]],
  ])('%s: "%s"', async (_l, question, facts) => {
    const answer = await ask(question);
    for (const f of facts) expect(answer).toMatch(f);
  });
});

describe('"做啲咩 / 做些什么 / 何ができる" asks what to do; pneumonia-action-carries-mouth-care-routine', () => {
  it.each(['我哋可以做啲咩幫佢？', '家属能做些什么？', '家族に何ができますか？'])('"%s" asks what to do', (question) => {
    expect(questionIntents(question).map((i) => i.id)).toContain('action');
  });

  it('"先做什么" asks what comes first, not what to do about it', () => {
    expect(questionIntents('中风后刚醒，应该先做什么？').map((i) => i.id)).not.toContain('action');
  });

  it('pneumonia-action-carries-mouth-care-routine: what to do against aspiration pneumonia is asked', () => {
    const ids = (q: string) =>
      companionFactsFor({ features: textFeatures(q, { query: true }), shapes: [], intents: ['action'], comparison: false }).map(
        (f) => f.id,
      );
    expect(ids('What can we do so she does not get aspiration pneumonia again?')).toContain('pneumonia-action-carries-mouth-care-routine');
    expect(ids('What do I do if she chokes?')).not.toContain('pneumonia-action-carries-mouth-care-routine');
  });

  it.each([
    ['zh-CN', '外婆得过吸入性肺炎，出院后家人能做些什么防止再得？', /假牙|义齿/],
    ['ja', '誤嚥性肺炎で入院していた父が退院します。家族に何ができますか？', /義歯|入れ歯/],
  ])('pneumonia-action-carries-mouth-care-routine (%s): "%s"', async (_l, question, fact) => {
    expect(await ask(question)).toMatch(fact);
  });
});

describe('tablet-difficulty-carries-other-forms: a medicine hard to swallow names the other forms', () => {
  const ids = (q: string) =>
    companionFactsFor({ features: textFeatures(q, { query: true }), shapes: [], intents: [], comparison: false }).map((f) => f.id);
  it('is asked by a question about crushing or medicines, not by one about drinks', () => {
    expect(ids('Can I crush her tablets into yoghurt?')).toContain('tablet-difficulty-carries-other-forms');
    expect(ids('How thick should his tea be?')).not.toContain('tablet-difficulty-carries-other-forms');
  });

  it.each([
    ['en', 'Grandma can no longer get her pills down. Is it OK to grind them all into her porridge?', /liquid|dispersible/i],
    ['ja', '祖母が錠剤を飲み込めなくなりました。全部つぶしてお粥に混ぜてもいいですか？', /液剤|剤形|口腔内崩壊/],
    ['zh-CN', '老人吃药总是咽不下，药片可以全部压碎吗？', /口服液|剂型|液体/],
  ])('%s: "%s"', async (_l, question, fact) => {
    expect(await ask(question)).toMatch(fact);
  });
});

describe('precautions (気をつけること, 注意点, 注意什么) are not signs', () => {
  it.each(['家で気をつけることはありますか？', 'とろみ剤の注意点は？', '喂饭要注意什么？'])('"%s" names no symptom', (question) => {
    expect(textFeatures(question, { query: true }).has('k:symptom')).toBe(false);
  });

  it("a precaution question about Parkinson's at home is answered with the medicine timing and posture", async () => {
    expect(await ask('父がパーキンソン病で、食事がとても遅くなりました。自宅で気をつけることは？')).toMatch(/薬|オン/);
  });
});

describe('positioning-carries-upright-after-meals: how to position someone names the 30 minutes after', () => {
  it('is asked by a positioning question only', () => {
    const ids = (q: string) =>
      companionFactsFor({ features: textFeatures(q, { query: true }), shapes: [], intents: [], comparison: false }).map((f) => f.id);
    expect(ids('How should she be positioned for lunch in her wheelchair?')).toContain('positioning-carries-upright-after-meals');
    expect(ids('Which foods are high risk?')).not.toContain('positioning-carries-upright-after-meals');
  });

  it.each([
    ['en', 'Dad is in a recliner chair most of the day. How should I position him to give him his dinner?', /30 min/],
    ['zh-CN', '奶奶卧床，喂饭时应该让她保持什么体位？', /30\s*分钟/],
  ])('%s: "%s"', async (_l, question, fact) => {
    expect(await ask(question)).toMatch(fact);
  });
});

describe('谁, 咩人, 什么样的老人, 哪个科 ask who', () => {
  it.each(['谁来决定奶奶吃几级的食物？', '软质一口量适合什么样的老人？', '吞唔落嘢要睇邊科？', '老人吞咽困难应该挂哪个科？'])(
    '"%s"',
    (question) => {
      expect(questionIntents(question).map((i) => i.id)).toContain('who');
    },
  );

  it('who assesses a swallow is answered with the speech therapist and the assessment', async () => {
    expect(await ask('外公中风后吃东西老呛，谁来评估他能吃什么？')).toMatch(/言语治疗师[\s\S]*评估|评估[\s\S]*言语治疗师/);
  });
});
