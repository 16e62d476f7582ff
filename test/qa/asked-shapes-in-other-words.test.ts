/**
 * Issue 19, blind sets 97-98: questions that ask for a list, a posture or a referral in words the composer did not
 * read, so it answered from the right article's wrong passage. Each class is read from data (concepts.ts,
 * question-intent.ts) and tested on phrases of our own, in the corpus locales:
 * - "never give", "no-nos", "off limits" ask for the foods to avoid (the high-risk families, mixed textures first);
 * - "in which situations / when to refer" asks for the referral signs (weight loss among them), not what to bring;
 * - "how should I sit her up", "怎么让她坐", "どう座らせる" ask for the posture; "her left side is weak" is hemiplegia;
 * - "who do I ask / who can check his swallowing" asks who assesses (the SLP, through a referral);
 * - "how do I get him to eat more", "咋让他多吃点" ask for ways to help (fortified food, small frequent meals);
 * - practical points ("食事を安全にするためのポイント") are a list of tips;
 * - "做4级糊状餐", "make a Level 4 purée" ask how the meal is prepared (remove skins and bones, blend, test).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { conceptsIn, normaliseForMatch } from '../../shared/qa/concepts';
import { answerShapes } from '../../shared/qa/question-intent';
import { notCoveredReason } from '../../shared/qa/scope';
import { textFeatures } from '../../shared/qa/text-features';
import { resetIndexStore } from '../../shared/qa/index-store';
import { answerClinicalQuestion } from '../../shared/qa/service';

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

const concepts = (text: string) => conceptsIn(normaliseForMatch(text), true);
const shapes = (text: string) => answerShapes(text).map((s) => s.id);

describe('"never give" and "no-nos" ask for the foods to avoid', () => {
  it.each([
    'What must I never give Grandad now he is on Level 6?',
    'Any no-nos for someone on a puréed diet?',
    'Which snacks are off limits at Level 5?',
  ])('"%s"', (question) => {
    expect(concepts(question).has('avoid')).toBe(true);
  });

  it('answers with the hard foods and the mixed textures of the level', async () => {
    const { answer } = await answerClinicalQuestion({
      top_k: 5,
      question: 'Starting on the ward: what should we never give patients on Level 5 food, the usual no-nos?',
    });
    expect(answer).toMatch(/hard|nuts/iu);
    expect(answer).toMatch(/mixed/iu);
  });
});

describe('asking in which situations to refer asks for the referral signs', () => {
  it.each([
    ['zh-CN', '奶奶吞咽不好，哪些情况要转介言语治疗师？'],
    ['zh-HK', '轉介言語治療師前，通常係咩情況？'],
    ['ja', '言語聴覚士に相談するのはどういうときですか？'],
    ['en', 'In which situations should a care home refer to speech therapy?'],
  ])('%s: "%s"', async (_locale, question) => {
    expect(shapes(question)).toContain('signs');
    const { answer } = await answerClinicalQuestion({ top_k: 5, question });
    expect(answer).toMatch(/体重|體重|weight/iu);
  });
});

describe('"how should I sit her up" asks for the posture; a weak left side is hemiplegia', () => {
  it.each(['How do I sit Mum up for lunch?', '怎么让奶奶坐着吃饭比较安全？', '食事のとき父をどう座らせればいい？'])('"%s"', (question) => {
    expect(shapes(question)).toContain('posture');
  });

  it.each(['His right side is weak since the stroke', 'She is weak on the left since her stroke', '中风后左边没力'])('"%s"', (text) => {
    expect(concepts(text).has('hemiplegia')).toBe(true);
  });

  // Review 29 Q2-4: food held on one side of the mouth is pocketing too (dementia); it names no weakness.
  it.each(['Food stays on one side of her mouth after meals', 'He keeps food in the side of his mouth', '口の片側に食べ物が残る'])(
    'no hemiplegia: "%s"',
    (text) => {
      expect(concepts(text).has('hemiplegia')).toBe(false);
    },
  );

  it('food left on one side of the mouth of a person with dementia gets the dementia prompts, not stroke signs', async () => {
    const { answer, sources } = await answerClinicalQuestion({
      top_k: 5,
      question: 'Food stays on one side of her mouth after meals, she has dementia. What should I do?',
    });
    expect(sources[0]?.id).toBe('dysphagia-dementia-en');
    expect(answer).toMatch(/prompt/iu);
  });

  it('answers upright, the stronger side and small mouthfuls', async () => {
    const { answer } = await answerClinicalQuestion({
      top_k: 5,
      question:
        'Mum had a stroke and her right side is weak. How should I sit her up for meals, and which side of her mouth do I put the food?',
    });
    expect(answer).toMatch(/upright/iu);
    expect(answer).toMatch(/stronger|unaffected/iu);
    expect(answer).toMatch(/small/iu);
  });
});

describe('"who do I ask to check his swallowing" asks who assesses it', () => {
  it.each([
    'My daughter is 5 and coughs at every meal, who can check her swallowing?',
    'Who should I ask to get Dad assessed?',
    'Who do we ask to get his swallowing checked? He is 3.',
  ])('"%s"', async (question) => {
    expect(['refer', 'who_decides'].some((c) => concepts(question).has(c))).toBe(true);
    const { sources } = await answerClinicalQuestion({ question, top_k: 5 });
    expect(sources.some((s) => s.id?.startsWith('when-to-refer-slp'))).toBe(true);
  });
});

// Review 29 Q2-1: a drink named beside the ask ranks its level's article first ("tea" → Level 0); the answer still
// opens with who assesses swallowing (composer promoteAskedTopic).
describe('"who do I ask" with a drink named still opens with the referral', () => {
  it.each([
    "Who should I ask to get my mum's swallowing checked? She coughs when she drinks tea",
    'Who do I ask about Dad? He coughs every time he has coffee.',
  ])('"%s"', async (question) => {
    const { answer } = await answerClinicalQuestion({ top_k: 5, question });
    expect(answer.slice(0, 200)).toMatch(/speech-language pathologist|SLP|refer/u);
    expect(answer.slice(0, 120)).not.toMatch(/usually Level 0/u);
  });

  it('a question on the drink itself keeps the level article first', async () => {
    const { answer } = await answerClinicalQuestion({ top_k: 5, question: 'Is tea OK for my mum? She coughs when she drinks it' });
    expect(answer.slice(0, 200)).toMatch(/Level 0/u);
  });
});

// Review 29 Q2-2: a picky eater's food preferences, swallowing denied or not named, are no question for the articles.
describe('a picky eater with no swallowing problem is not covered', () => {
  it.each([
    "How do I get my son to eat more vegetables? He's a picky eater, no swallowing problems",
    'My daughter is a fussy eater. How can I get her to eat more?',
    '我儿子挑食，不爱吃蔬菜，吞咽没有问题，怎么让他多吃点？',
    '仔仔好揀飲擇食，點樣令佢食多啲菜？',
    '息子の好き嫌いが多くて野菜を食べません。どうしたらいいですか？',
  ])('"%s"', (question) => {
    expect(notCoveredReason(question, textFeatures(question, { query: true }))).toBeDefined();
  });

  it.each([
    'Mum has dementia and has become a picky eater. How do I get her to eat more?',
    'Dad is on puréed food and has become a fussy eater. Tips?',
    '我妈妈吞咽困难，最近很挑食，怎么办？',
  ])('stays covered with a condition, a texture or a swallowing difficulty: "%s"', (question) => {
    expect(notCoveredReason(question, textFeatures(question, { query: true }))).toBeUndefined();
  });
});

describe('"how do I get him to eat more" asks for ways to help', () => {
  it.each([
    'How can we get Dad to eat a bit more?',
    '化疗后妈妈瘦了，怎样让她多吃一点？',
    '點先可以令阿爺食多啲？',
    '母にもっと食べてもらうには？',
  ])('"%s"', (question) => {
    expect(shapes(question)).toContain('tips');
  });

  it('answers with fortified food and small frequent meals', async () => {
    const { answer } = await answerClinicalQuestion({
      top_k: 5,
      question: 'My wife has lost 4 kg since her cancer treatment. How do I get her to eat more?',
    });
    expect(answer).toMatch(/fortif/iu);
    expect(answer).toMatch(/small,? (frequent )?meals/iu);
  });
});

describe('practical points are tips', () => {
  it("a Parkinson's home question gets the points: medicine timing, posture, small mouthfuls", async () => {
    const { answer } = await answerClinicalQuestion({
      top_k: 5,
      question: '父がパーキンソン病で、食べるのが遅くなってきました。家での工夫は？',
    });
    expect(answer).toMatch(/オン|薬/u);
    expect(answer).toMatch(/座|姿勢/u);
    expect(answer).toMatch(/一口|少量/u);
  });
});

describe('making a meal of a named level asks how it is prepared', () => {
  it.each(['给爷爷做5级细碎餐，步骤是什么？', 'How do I prepare a Level 4 puréed dinner?', 'レベル4の食事を作るときの手順は？'])(
    '"%s"',
    (question) => {
      expect(concepts(question).has('prepare_meal')).toBe(true);
    },
  );

  it('answers with removing skins and bones, blending and testing', async () => {
    const { answer } = await answerClinicalQuestion({ top_k: 5, question: '食堂要做4级糊状的饭菜，该怎么做？步骤有哪些？' });
    expect(answer).toMatch(/皮|骨/u);
    expect(answer).toMatch(/搅拌|打泥|打碎/u);
    expect(answer).toMatch(/测试|检查/u);
  });

  // Meal words the standards and nutrition articles share (饭菜, 飯餸, meals) must not take the lead from how it is made.
  it.each([
    ['zh-CN', '我要给妈妈做5级的饭菜，怎么做？', /去掉骨头|去骨|皮/u],
    ['zh-HK', '廚房要整4級糊狀嘅飯餸，點樣做？步驟係點？', /骨|皮/u],
    ['en', 'How do I make Level 4 meals for the residents? What are the steps?', /bones|skin/iu],
    ['en', 'How should the kitchen cook Level 5 minced and moist dishes? Steps?', /bones|skin/iu],
    ['ja', '食堂でレベル4の料理を作るにはどうすればいいですか？手順は？', /骨|皮/u],
  ])('%s: "%s" is answered from the preparation article', async (_locale, question, preparation) => {
    const { answer, sources } = await answerClinicalQuestion({ top_k: 5, question });
    expect(sources.some((s) => s.id?.startsWith('preparing-texture-modified-meals'))).toBe(true);
    expect(answer.slice(0, 160)).toMatch(preparation);
  });

  it.each(['妈妈吃4级的饭菜，可以加酱油吗？', 'Is a Level 4 meal enough protein for Dad?', 'レベル4の食事は何を食べられますか？'])(
    'a meal of a level not being made asks no preparation: "%s"',
    (question) => {
      expect(concepts(question).has('meal_made_at_level')).toBe(false);
    },
  );
});

describe("promoteShapedSource: one condition's list gives way to a general list retrieved about as well", () => {
  it("tips for taking medicines, asked without naming Parkinson's, come from the medicines article", async () => {
    const { answer } = await answerClinicalQuestion({ question: '薬を飲み込みにくい利用者に、服薬のときの工夫はありますか？', top_k: 5 });
    expect(answer).toMatch(/剤形|服薬補助ゼリー/u);
    expect(answer).not.toMatch(/「オン」/u);
  });

  it('pocketing asked without naming dementia keeps the dementia prompts', async () => {
    const { answer } = await answerClinicalQuestion({
      question: "What could we try when Grandma holds food in her cheeks and won't swallow it?",
      top_k: 5,
    });
    expect(answer).toMatch(/prompt|small mouthful/iu);
  });
});

describe('"what should trigger a referral" asks for the referral signs', () => {
  it.each(['What should trigger a swallowing referral for a resident?', 'Which signs trigger an assessment by speech therapy?'])(
    '"%s"',
    (question) => {
      expect(shapes(question)).toContain('signs');
    },
  );
});
