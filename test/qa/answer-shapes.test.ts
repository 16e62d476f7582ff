/**
 * Intent-aware composing: the list shapes a question asks for (named by id),
 * the source that holds such a list leading the answer, and a list cut at
 * the length cap saying that more items exist.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { resetIndexStore } from '../../shared/qa/index-store';
import { MORE_ITEMS } from '../../shared/qa/messages';
import { ANSWER_SHAPES, answerShapes, questionIntents } from '../../shared/qa/question-intent';
import { answerClinicalQuestion, getArticle } from '../../shared/qa/service';
import { splitSentences } from '../../shared/qa/sentences';
import { labelWithFirstExamples } from '../../shared/qa/composer/list-quoting';

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

describe('list shapes a question asks for', () => {
  it.each([
    ['signs', 'what are the signs she is aspirating?', 'Signs during or soon after swallowing'],
    ['signs', '有咩徵狀代表佢誤吸？', '吞嚥時或吞嚥後不久的徵狀'],
    ['signs', '中风病人有哪些情况说明可能误吸了？', '误吸的迹象'],
    ['signs', 'How can I tell if my husband is aspirating?', 'Signs during or soon after swallowing'],
    ['causes', '嚥下障害の原因になる病気は？', '主な原因'],
    ['foods', 'Which foods should we keep off his plate?', 'Foods that are high risk'],
    ['tips', '食事介助でどんな工夫ができますか？', '食事介助の工夫'],
    ['types', '增稠剂有哪几种类型？', '增稠剂的类型'],
    ['tests', 'Which IDDSI tests can staff do on the ward?', 'How IDDSI levels are tested'],
    ['foods', 'むせやすい祖母が気をつけたほうがいい食べ物は？', '高リスク食品とは'],
    ['tools', 'Which screening tools can a nurse use at the bedside?', 'Bedside screening tools'],
    ['tools', '病棟で使える嚥下の検査を挙げてください', 'スクリーニングの方法'],
    ['foods', '誤嚥しやすい食べ物ってどれですか？', '高リスク食品とは'],
    ['tests', '有咩測試可以喺院舍做？', 'IDDSI 的測試方法'],
    // "When should we ask for the SLP?" asks for the signs that call for it.
    ['signs', 'When should we get a speech therapist to see him?', 'Signs that need a referral to the SLP'],
    ['signs', '幾時要搵言語治療師睇？', '需要轉介的警號'],
  ])('%s: "%s" asks for it, and "%s" heads such a list', (id, question, heading) => {
    const shape = ANSWER_SHAPES.find((s) => s.id === id)!;
    expect(answerShapes(question).map((s) => s.id)).toContain(id);
    expect(shape.heading.test(heading)).toBe(true);
  });

  it('points to watch (注意点, 気をつけること, 注意事项, precautions) ask what to do, and are answered like a procedure', () => {
    for (const q of [
      'とろみ剤を使うときの注意点は？',
      '食事介助で気をつけることは？',
      '喂饭有什么注意事项？',
      'Any precautions with thickener?',
      '吃药的时候有哪些要注意的？',
      '餵飯有邊啲地方要留意？',
    ])
      expect(questionIntents(q).map((i) => i.id)).toContain('action');
  });

  it('"which level is it?" asks for a sentence that names a level by number', () => {
    for (const q of ['Which IDDSI level is nectar thick?', '中稠係IDDSI第幾級？', '薄いとろみはどのレベルに当たりますか？'])
      expect(questionIntents(q).map((i) => i.id)).toContain('level');
    expect(questionIntents('How long does the flow test run?').map((i) => i.id)).not.toContain('level');
  });

  it('a level\'s "what to avoid" section heads a foods list only when the question asks about avoiding', () => {
    const foods = ANSWER_SHAPES.find((s) => s.id === 'foods')!;
    expect(foods.askedHeading?.concept).toBe('avoid');
    for (const heading of ['What to avoid at Level 5', 'レベル5で避けるもの']) {
      expect(foods.heading.test(heading)).toBe(false);
      expect(foods.askedHeading!.heading.test(heading)).toBe(true);
    }
  });

  it("a foods question that names a level and avoiding is built on that level's list of foods to avoid", async () => {
    const r = await answerClinicalQuestion({
      question: 'Mum was moved to Level 6 soft and bite-sized meals this week. Which foods should we keep clear of?',
      top_k: 5,
    });
    expect(r.answer).toMatch(/sticky|peanut butter/i);
    expect(r.answer).toMatch(/nuts|crackers|popcorn/i);
  });

  it('a lead-in that calls for help heads steps, not tips', () => {
    const tips = ANSWER_SHAPES.find((s) => s.id === 'tips')!;
    expect(tips.heading.test('If the person collapses, call for help:')).toBe(false);
    expect(tips.heading.test('Helping a resident with a meal')).toBe(true);
  });

  it('a question asking for mealtime tips is not answered with choking first aid', async () => {
    const r = await answerClinicalQuestion({
      question: "my wife has Parkinson's and keeps choking on her pills. what tips make mealtimes safer for her?",
      top_k: 5,
    });
    expect(r.answer).not.toMatch(/back blows/i);
    expect(r.answer).toMatch(/upright|small|slow/i);
  });

  it('a plain question asks for no list shape', () => {
    expect(answerShapes('How long does the flow test run?')).toEqual([]);
  });

  it('builds a "signs" answer on the source that lists signs, across sources', async () => {
    const r = await answerClinicalQuestion({
      question: 'my mum coughs when she drinks her tea. what are the signs she might be aspirating?',
      top_k: 5,
    });
    expect(r.sources[0]?.id).toMatch(/^(signs-of-aspiration|iddsi-level-0)-en$/);
    expect(r.answer).toMatch(/wet|gurgl/i);
  });
});

describe('a list question is answered from the source that carries the list asked for, whatever its rank', () => {
  it.each([
    [
      'en',
      'Dad had a stroke last month. Which foods could make him choke, so we avoid them?',
      [/fibrous|stringy/i, /sticky/i, /hard or dry/i],
    ],
    ['ja', 'パーキンソン病の母が窒息しやすい食べ物はどれですか？', [/繊維/, /粘り/, /崩れやすい/]],
  ])('%s: "%s" lists the high-risk food families, not the condition article\'s signs', async (_l, question, facts) => {
    const r = await answerClinicalQuestion({ question, top_k: 5 });
    for (const fact of facts) expect(r.answer).toMatch(fact);
  });
});

describe('a list on another subject gives way to a list about what the question asks', () => {
  // The aspiration pneumonia article ranks first on "night" and "drinking", but its warning signs are of pneumonia.
  it('signs of aspiration come from the article on them, not from the warning signs of pneumonia', async () => {
    const r = await answerClinicalQuestion({
      question: 'which signs tell a night carer that a resident aspirates when drinking?',
      top_k: 5,
    });
    expect(r.sources[0]!.id).toBe('aspiration-pneumonia-oral-care-en');
    expect(r.answer).toMatch(/wet or gurgly voice/i);
    expect(r.answer).toMatch(/throat clearing/i);
  });
});

describe('"what is X?" is built on the article titled as its definition', () => {
  it('cites the "what is dysphagia" article even when it is retrieved below others', async () => {
    const r = await answerClinicalQuestion({ question: '吞嚥困難係咩？點解長者會有？', top_k: 5 });
    const at = r.sources.findIndex((s) => s.id === 'what-is-dysphagia-zh-hk');
    expect(at).toBeGreaterThanOrEqual(0);
    expect(r.answer).toContain(`[${at + 1}]`);
  });
});

describe('a list question gathers every list of its shape', () => {
  it.each([
    ['en', 'signs of aspiration to watch for at lunch?', [/cough/i, /wet|gurgl/i, /fever|temperature/i, /chest infection/i]],
    ['ja', '誤嚥のサインを教えて', [/むせ/, /湿った声|ゴロゴロ/, /発熱/, /肺炎/]],
  ])('%s: "%s" holds the signs at meals and those over days', async (_l, question, facts) => {
    const r = await answerClinicalQuestion({ question, top_k: 5 });
    for (const fact of facts) expect(r.answer).toMatch(fact);
  });
});

describe('a sentence that enumerates the shape asked for answers like a list', () => {
  it.each([
    ['zh-CN', '帕金森病患者吞咽不好时会有什么信号？', [/流口水/, /体重下降/]],
    ['en', "What are the warning signs of swallowing problems in Parkinson's?", [/drool/i, /weight loss/i]],
  ])('%s: "%s" quotes the warning signs named in one sentence', async (_l, question, facts) => {
    const r = await answerClinicalQuestion({ question, top_k: 5 });
    for (const fact of facts) expect(r.answer).toMatch(fact);
  });
});

describe('a sentence that names the tools asked for answers like a list (the shape says what such a sentence says)', () => {
  it.each([['zh-CN', '吞咽筛查工具一般有哪几种？', [/EAT-10/, /RSST|反复唾液/, /洼田|30毫升/]]])(
    '%s: "%s" names the tools',
    async (_l, question, facts) => {
      const r = await answerClinicalQuestion({ question, top_k: 5 });
      for (const fact of facts) expect(r.answer).toMatch(fact);
    },
  );
});

describe('a procedure written as bullets comes whole, like numbered steps', () => {
  it.each([
    ['en', 'How should I feed my mother when she has swallowing problems?', [/small mouthfuls|teaspoon/i, /slow pace/i, /mouth is clear/i]],
    ['zh-HK', '點樣餵吞嚥困難嘅婆婆食飯？', [/一茶匙/, /慢慢餵/, /口腔已清空/]],
  ])('%s: "%s" gives the feeding technique in order', async (_l, question, facts) => {
    const r = await answerClinicalQuestion({ question, top_k: 5 });
    for (const fact of facts) expect(r.answer).toMatch(fact);
  });
});

describe('what to watch for at meals is answered from the practical tips (实用要点)', () => {
  it.each([['zh-CN', '帕金森病的老人吃饭要注意什么？', [/药效/, /坐直/]]])('%s: "%s" gives the tips list', async (_l, question, facts) => {
    const r = await answerClinicalQuestion({ question, top_k: 5 });
    for (const fact of facts) expect(r.answer).toMatch(fact);
  });
});

describe('"what do I do" is answered with the steps, as "how do I" is', () => {
  it.each([
    ['ja', '祖父がパンをのどに詰まらせたら、まず何をすればいいですか？', [/背中|背部叩打/, /腹部突き上げ|ハイムリック/, /119|救急/]],
    [
      'en',
      'Which tests can we do at home to check food and drinks? Please list them',
      [/flow test/i, /fork drip/i, /spoon tilt/i, /fork pressure/i],
    ],
  ])('%s: "%s" holds every step or item', async (_l, question, facts) => {
    const r = await answerClinicalQuestion({ question, top_k: 5 });
    for (const fact of facts) expect(r.answer).toMatch(fact);
  });
});

describe('every content concept of the question is said when a source holds it (coverQuestionConcepts)', () => {
  it('a list under a heading that does not name the asked concept comes with a sentence that does', async () => {
    const r = await answerClinicalQuestion({ question: 'What are the warning signs of aspiration during meals?', top_k: 5 });
    expect(r.answer).toMatch(/signs of aspiration/i);
    expect(r.answer).toMatch(/wet or gurgly/i);
  });

  it('does not stitch in a sentence that shares only that concept with the question', async () => {
    const r = await answerClinicalQuestion({ question: 'my dad has dementia, can he eat jelly while on thickened drinks?', top_k: 5 });
    expect(r.answer).toMatch(/mixed consistency/i);
    expect(r.answer).not.toMatch(/feeding tube/i);
  });
});

describe('an answer whose sentences all score low still says what it is and how it is done', () => {
  it.each([['zh-CN', '在家怎么做4级泥状食物？有哪些要点？', [/保持形状/, /打碎|剁碎/]]])('%s: "%s"', async (_l, question, facts) => {
    const r = await answerClinicalQuestion({ question, top_k: 5 });
    for (const fact of facts) expect(r.answer).toMatch(fact);
  });
});

describe('a list cut at the length cap', () => {
  it('says that the cited article lists more items, in the answer language', async () => {
    const r = await answerClinicalQuestion({ question: 'which old diet names does IDDSI replace', top_k: 5 });
    expect(r.answer).toContain(MORE_ITEMS.en);
    expect(r.answer.split(MORE_ITEMS.en)[1]).toMatch(/^ \[\d\]/);
  });

  it('has the sentence in every corpus locale, without numbers', () => {
    for (const sentence of Object.values(MORE_ITEMS)) expect(sentence).not.toMatch(/\d/);
    expect(Object.keys(MORE_ITEMS).sort()).toEqual(['en', 'ja', 'zh-CN', 'zh-HK']);
  });
});

describe('a comparison', () => {
  it('answers each compared thing from its own article, across sources', async () => {
    const r = await answerClinicalQuestion({
      question: "What's the difference between the green level (pureed) and the orange one, minced and moist?",
      top_k: 5,
    });
    const cited = [...r.answer.matchAll(/\[(\d+)\]/g)].map((m) => r.sources[Number(m[1]) - 1]!.id);
    expect(cited).toContain('iddsi-level-5-en');
    expect(cited).toContain('iddsi-level-4-en');
  });
});

describe('a comparison gives both sides alike', () => {
  it.each([
    ['en', 'How is a level 2 drink different from a level 3 drink?', [/4 to 8 ml|4-8 ml/, /more than 8 ml/]],
    ['ja', 'レベル5とレベル6の食べ物はどう違いますか？', [/4 ?mm/, /1\.5 ?cm/]],
    ['zh-CN', '2级和3级的饮品有什么不一样？', [/4至8毫升|4-8 ?ml/, /多于8毫升|超过8毫升/]],
  ])('%s: "%s" says what measures each side', async (_l, question, facts) => {
    const r = await answerClinicalQuestion({ question, top_k: 5 });
    for (const fact of facts) expect(r.answer).toMatch(fact);
  });
});

describe('an asked-for list too long to quote whole', () => {
  it("keeps each item's label and first examples, in the punctuation of its language", () => {
    // Four examples while the item stays light (compactItemWeight): "dry bread" is what a carer asks about,
    // and konjac jelly, fourth among sticky foods, is a leading choking food in Japan.
    expect(labelWithFirstExamples('Hard or dry foods: nuts, raw carrot, dry bread, crackers, popcorn.')).toBe(
      'Hard or dry foods: nuts, raw carrot, dry bread, crackers',
    );
    expect(labelWithFirstExamples('硬い・乾いた食品：ナッツ、生のにんじん、乾いたパン、せんべい、ポップコーン。')).toBe(
      '硬い・乾いた食品：ナッツ、生のにんじん、乾いたパン、せんべい',
    );
    expect(labelWithFirstExamples('Sticky foods: peanut butter, glutinous rice, mochi, konjac jelly, toffee, caramel, marshmallow.')).toBe(
      'Sticky foods: peanut butter, glutinous rice, mochi, konjac jelly',
    );
    expect(labelWithFirstExamples('黏性食物：花生酱、糯米、年糕、魔芋果冻、太妃糖。')).toBe('黏性食物：花生酱、糯米、年糕、魔芋果冻');
    expect(labelWithFirstExamples('Blend each food separately.')).toBeUndefined();
  });

  it.each([
    ['en', 'Which foods are a choking hazard for my dad on a puree diet?', [/sticky/i, /mixed/i, /fibrous/i, /hard or dry/i]],
    ['ja', '飲み込みが悪い父にとって窒息しやすい食べ物にはどんなものがありますか？', [/粘り/, /混合/, /繊維/, /乾いた/]],
  ] as const)('%s: quotes every family of the list, not the first few', async (_locale, question, families) => {
    const r = await answerClinicalQuestion({ question, top_k: 5 });
    expect(r.sources.some((s) => s.id?.startsWith('high-risk-foods-'))).toBe(true);
    for (const family of families) expect(r.answer).toMatch(family);
    expect(r.answer).not.toContain(MORE_ITEMS[_locale]);
  });
});

describe('bedside screens and JDD thickness stages in the corpus', () => {
  it.each([
    ['zh-CN', '洼田饮水试验喝多少水，几级算异常？', [/30\s*(ml|毫升)/, /3至5级为异常/]],
    ['ja', '反復唾液嚥下テストは何回未満で異常ですか？', [/30秒間に3回未満/]],
    ['en', 'What is a normal GUSS score?', [/20/]],
    ['ja', '学会分類2021の濃いとろみの粘度とLSTの範囲は？', [/300〜500\s*mPa/, /30〜32\s*mm/]],
    // a screen named only by its own name (concepts tor_bsst, food_test) is in scope
    ['en', 'How many teaspoons of water does the TOR-BSST give?', [/10 teaspoons/]],
    ['ja', 'フードテストは何点以下が異常ですか？', [/3点以下/]],
  ] as const)('%s: "%s" is answered with its numbers from the cited article', async (_locale, question, facts) => {
    const r = await answerClinicalQuestion({ question, top_k: 5 });
    for (const fact of facts) expect(r.answer).toMatch(fact);
  });

  it('a lead-in whose list does not fit is left out, not left hanging', async () => {
    const r = await answerClinicalQuestion({
      question: 'Mum passed a water swallow screen today. Does that mean her swallowing is safe?',
      top_k: 5,
    });
    expect(r.answer).toMatch(/silent aspiration/);
    expect(r.answer).not.toMatch(/:\s+[A-Z][^\n]*\[\d\]$|: \n/m);
    expect(r.answer).not.toMatch(/scored from 1 to 5:(?!\n- )/);
  });
});

describe('procedures answered whole', () => {
  it('the paragraphs right after the steps, in their section, come along (emergency call, chest thrusts)', async () => {
    const r = await answerClinicalQuestion({
      question: 'My resident is choking and cannot breathe or speak. What steps do I follow?',
      top_k: 5,
    });
    expect(r.answer).toMatch(/^1\. /m);
    expect(r.answer).toMatch(/back blows/);
    expect(r.answer).toMatch(/emergency services|999/);
  });

  it('a "what do I do, step by step" question leads with the source that has the steps about it', async () => {
    const r = await answerClinicalQuestion({ question: '母がおやつを喉に詰まらせたときの手順を教えてください', top_k: 5 });
    expect(r.answer).toMatch(/^1\. /m);
    expect(r.answer).toMatch(/背部叩打/);
  });

  it('steps about something else do not lead: the spoon tilt test is not answered with the flow test', async () => {
    const r = await answerClinicalQuestion({ question: 'How do I do the spoon tilt test on a puree?', top_k: 5 });
    expect(r.answer).toMatch(/tilt/i);
    expect(r.answer).not.toMatch(/plunger/i);
  });

  it('no lead-in is left hanging without its list', async () => {
    for (const question of ['以前医院的“半流质”饮食和IDDSI有什么不同？', 'What is the MWST and how is it scored?']) {
      const r = await answerClinicalQuestion({ question, top_k: 5 });
      const lines = r.answer.split('\n');
      const hanging = lines.filter(
        (l, i) =>
          /[:：]\s*(\[\d\])?$/.test(l) &&
          !/^(-|\d+\.) /.test(lines[i + 1] ?? '') &&
          !Object.values(MORE_ITEMS).some((m) => l.startsWith(m)),
      );
      expect(hanging, question).toEqual([]);
    }
  });
});

describe('a comparison of two levels gives each its own measure', () => {
  it.each([
    ['en', 'What is the difference between Level 2 mildly thick and Level 3 moderately thick drinks?', /4 to 8 ?ml/i, /more than 8 ?ml/i],
    ['zh-HK', '第2級低度稠同第3級中度稠點樣分？', /4至8毫升/, /多於8毫升/],
    ['zh-CN', '2级低稠和3级中稠有什么区别？', /4至8毫升/, /多于8毫升/],
    // The two measures read alike: each side keeps its own, and a test step ("use a 10 ml syringe") is no measure.
    ['zh-HK', '1級和2級的飲品差在哪裏？', /1至4毫升/, /4至8毫升/],
    ['zh-CN', '0级和1级的水到底差在哪？', /少于1毫升/, /1至4毫升/],
  ])('%s: "%s" holds the flow-test amount of each level', async (_l, question, lower, higher) => {
    const r = await answerClinicalQuestion({ question, top_k: 5 });
    expect(r.answer).toMatch(lower);
    expect(r.answer).toMatch(higher);
  });
});

describe('the section that carries the answer is quoted beyond its best sentence (completeLeadSection)', () => {
  it('a comparison keeps the sentence of its section that sets both sides side by side, not another section’s list', async () => {
    const r = await answerClinicalQuestion({ question: 'ユニバーサルデザインフードの区分2と区分3はどう違いますか？', top_k: 5 });
    expect(r.answer).toMatch(/区分2/);
    expect(r.answer).toMatch(/区分3/);
    // The sentence that compares them (each one's hardness limit, or how much harder the one may be) sits in the
    // same section as the categories.
    expect(r.answer).toMatch(/2\.5倍|5×10\^4[^。]*2×10\^4/);
  });

  it('a procedure keeps the paragraphs after its steps (the emergency call) when its section is completed', async () => {
    const r = await answerClinicalQuestion({
      question: 'Someone at lunch is choking and cannot cough. What do I do, step by step?',
      top_k: 5,
    });
    expect(r.answer).toMatch(/^1\. /m);
    expect(r.answer).toMatch(/ambulance|emergency/i);
  });
});

describe("a definition question is answered by the article's own summary (subjectSummary)", () => {
  it.each(['What is a transitional food?', '吞咽障碍是什么意思？', '嚥下障害とは何ですか？'])(
    '%s opens with the summary of its article',
    async (question) => {
      const r = await answerClinicalQuestion({ question, top_k: 5 });
      const article = await getArticle(r.sources[0]!.id!);
      const summary = splitSentences(article.body, article.locale).find((s) => s.paragraphStart && !s.listItem)!;
      expect(r.answer.startsWith(summary.text)).toBe(true);
    },
  );

  it.each([
    'What is dysphagia, and do older people always get it?',
    '咩叫吞嚥困難？係咪年紀大就會有？',
    '嚥下障害とは何ですか？年を取ると必ずなりますか？',
  ])('a definition asked in one part of "%s" still opens with the summary (asksSubjectDefinition)', async (question) => {
    const r = await answerClinicalQuestion({ question, top_k: 5 });
    const article = await getArticle(r.sources[0]!.id!);
    const summary = splitSentences(article.body, article.locale).find((s) => s.paragraphStart && !s.listItem)!;
    expect(r.answer).toContain(summary.text);
  });

  it('a question about one concept of an article is not answered by the whole article’s summary', async () => {
    const r = await answerClinicalQuestion({ question: '什么是隐性误吸？', top_k: 5 });
    expect(r.answer).toMatch(/隐性误吸/u);
  });
});

describe('a Japanese request to name some (挙げてください) asks for a list', () => {
  it('answers with the sentence that lists the screens', async () => {
    const r = await answerClinicalQuestion({
      question: '介護施設で使える嚥下スクリーニングをいくつか挙げてください',
      top_k: 5,
      language: 'ja',
    });
    expect(r.answer).toMatch(/EAT-10/);
    expect(r.answer).toMatch(/RSST/);
  });
});
