/**
 * Companion facts of comparisons, fluids, weight loss and correspondence: an answer carries the fact its
 * question's kind must not leave out (the chewing two food levels differ by, the signs that show too little
 * fluid, the food-first and supplement measures against weight loss, a standard that does not map one-to-one
 * to IDDSI, the method of making a texture-modified meal, the instrumental assessment beside who assesses, the
 * early and late effects of radiotherapy), and the question readings that lead there ("what's
 * different between", "lost 3 kg", "在家煮", "做成").
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { COMPANION_FACTS, companionFactsFor } from '../../shared/qa/companion-facts';
import { resetIndexStore } from '../../shared/qa/index-store';
import { asksForComparison } from '../../shared/qa/question-intent';
import { answerClinicalQuestion } from '../../shared/qa/service';
import { textFeatures } from '../../shared/qa/text-features';

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

const rule = (id: string) => COMPANION_FACTS.find((f) => f.id === id)!;
const asked = (question: string, opts: { comparison?: boolean; intents?: string[] } = {}) =>
  companionFactsFor({
    features: textFeatures(question, { query: true }),
    shapes: [],
    intents: opts.intents ?? [],
    comparison: opts.comparison ?? false,
    text: question,
  }).map((f) => f.id);
const answer = async (question: string) => (await answerClinicalQuestion({ question, top_k: 5 })).answer;

describe('question reading: comparisons and weight lost by an amount', () => {
  it('"what is different between" and "different between" compare', () => {
    expect(asksForComparison('Grandad went from puréed to minced: what is different between them?')).toBe(true);
    expect(asksForComparison('whats really different between the two thickeners')).toBe(true);
    expect(asksForComparison('Is this cup suitable for thickened drinks?')).toBe(false);
  });

  it.each([
    ['en', 'she lost 3 kg since June'],
    ['zh-HK', '阿爺瘦咗3公斤'],
    ['zh-CN', '老人体重减了2公斤'],
    ['ja', '父が3キロ減った'],
  ])('weight lost by an amount names weight loss (%s): "%s"', (_l, text) => {
    expect(textFeatures(text, { query: true }).has('k:weight_loss')).toBe(true);
  });

  it('a weight without a loss is not weight loss', () => {
    expect(textFeatures('he weighs 60 kg and eats Level 6 food', { query: true }).has('k:weight_loss')).toBe(false);
  });
});

describe('companion facts: when a question asks for them', () => {
  it('food-level-comparison-carries-chewing: a comparison of food levels, not a question about one level', () => {
    expect(rule('food-level-comparison-carries-chewing').statement).toMatch(/chewing/);
    expect(asked('Level 6 or Level 7 for my uncle?', { comparison: true })).toContain('food-level-comparison-carries-chewing');
    expect(asked('How big are Level 6 pieces?')).not.toContain('food-level-comparison-carries-chewing');
  });

  it('standards-comparison-carries-no-one-to-one-match: a standard asked how it corresponds to IDDSI', () => {
    expect(asked('Which IDDSI level matches UDF category 3?', { intents: ['mapping'] })).toContain(
      'standards-comparison-carries-no-one-to-one-match',
    );
    expect(asked('What are the UDF categories?')).not.toContain('standards-comparison-carries-no-one-to-one-match');
  });

  it('fluid-intake-carries-dehydration-signs and weight-loss-carries-fortified-meals-and-supplements: by their subject', () => {
    expect(asked('how much water should my gran drink')).toContain('fluid-intake-carries-dehydration-signs');
    expect(asked('he has lost 4 kilos this winter')).toContain('weight-loss-carries-fortified-meals-and-supplements');
    expect(asked('how do I tilt the spoon for the test?')).not.toContain('fluid-intake-carries-dehydration-signs');
    // (Weight loss beside a referral or a cough is a sign to report, not the problem asked about.)
    expect(asked('Grandpa coughs at meals and has lost weight: should we refer him to the SLP?')).not.toContain(
      'weight-loss-carries-fortified-meals-and-supplements',
    );
    expect(asked('How much water is drunk in the 3 oz water swallow test?')).not.toContain('fluid-intake-carries-dehydration-signs');
    // (Coughing on drinks asks about aspiration, not fluid intake.)
    expect(asked('阿媽一飲水就咳，仲要留意啲咩？')).not.toContain('fluid-intake-carries-dehydration-signs');
    expect(asked('He coughs whenever he drinks water: what else should I watch for?')).not.toContain(
      'fluid-intake-carries-dehydration-signs',
    );
  });
});

describe('companion facts: the answer carries them, in every locale', () => {
  it.each([
    ['en', 'How does Level 6 soft and bite-sized compare with Level 7 easy to chew?', /chew/i],
    ['zh-HK', '五級碎餐同六級軟餐有咩分別？', /咀嚼|嚼|咬/],
    ['zh-CN', '5级细馅和6级软食有什么区别？', /咀嚼|嚼|咬/],
    ['ja', 'レベル5とレベル6の違いは何ですか？', /噛|咀嚼|かむ/],
  ])('food-level-comparison-carries-chewing (%s): "%s"', async (_l, question, fact) => {
    expect(await answer(question)).toMatch(fact);
  });

  it.each([
    ['en', 'How much fluid should an older man on thickened drinks get each day?', /urine/i],
    ['zh-HK', '阿嫲飲杰水，每日要飲幾多先夠？', /小便|尿/],
    ['zh-CN', '怎样帮吞咽困难的老人多喝水，预防脱水？', /尿/],
    ['ja', 'とろみ付きの飲み物だと、1日にどれくらい水分をとればいいですか？', /尿/],
  ])('fluid-intake-carries-dehydration-signs (%s): "%s"', async (_l, question, fact) => {
    const text = await answer(question);
    expect(text).toMatch(fact);
    // (The amount asked for stays beside the signs.)
    if (/much|幾多|どれくらい/.test(question)) expect(text).toMatch(/1\.5/);
  });

  it.each([
    ['en', 'My aunt on puréed food lost 3 kg this month, what can the kitchen do?', /supplement/i],
    ['zh-HK', '阿爺食糊餐，兩個月瘦咗3公斤，飲食上可以點做？', /營養補充/],
    ['zh-CN', '老人吃碎食后体重减了3公斤，饮食上怎么调整？', /营养补充/],
    ['ja', 'ミキサー食の母が2キロ痩せました。食事でどう工夫すればいいですか？', /栄養補助/],
  ])('weight-loss-carries-fortified-meals-and-supplements (%s): "%s"', async (_l, question, fact) => {
    const text = await answer(question);
    expect(text).toMatch(fact);
    expect(text).toMatch(/fortif|強化|强化|加強食物營養/i);
  });

  it.each([
    ['en', 'Does a JDD code correspond to an IDDSI level?', /one-to-one/i],
    ['zh-HK', '日本學會分類嘅編碼點樣對應 IDDSI 級別？', /一一對應/],
    ['zh-CN', '中国专家共识的分级和IDDSI怎么对应？', /一一对应/],
    ['ja', 'UDFの区分はIDDSIのレベルにどう対応しますか？', /一対一/],
  ])('standards-comparison-carries-no-one-to-one-match (%s): "%s"', async (_l, question, fact) => {
    expect(await answer(question)).toMatch(fact);
  });
});

describe('companion facts: a national standard told apart from IDDSI carries no one-to-one match', () => {
  it('standards-difference-carries-no-one-to-one-match: a difference between a standard and IDDSI, not two levels', () => {
    const id = 'standards-difference-carries-no-one-to-one-match';
    expect(asked('How is a UDF category different from an IDDSI level?', { comparison: true })).toContain(id);
    expect(asked('Level 6 or Level 7 for my uncle?', { comparison: true })).not.toContain(id);
    expect(asked('UDF区分2と区分3の違いは？', { comparison: true })).not.toContain(id);
  });

  it.each([
    ['en', "My aunt's ward writes JDD codes but the care home talks in IDDSI levels: how are they different?", /one-to-one/i],
    ['zh-HK', '日本學會分類同IDDSI級別有咩唔同？', /一一對應/],
    ['zh-CN', '日本的学会分类编码和IDDSI等级有什么不同？', /一一对应/],
    ['ja', '学会分類のコードとIDDSIのレベルって何が違うんですか？', /一対一/],
  ])('standards-difference-carries-no-one-to-one-match (%s): "%s"', async (_l, question, fact) => {
    expect(await answer(question)).toMatch(fact);
  });
});

describe('companion facts: how to make a texture-modified meal carries the method', () => {
  it('meal-preparation-carries-method: a question that asks how to make a meal, not what a level is', () => {
    expect(rule('meal-preparation-carries-method').statement).toMatch(/bones.*blending/);
    expect(asked('在家怎么把鱼做成4级糊状餐？', { intents: ['action'] })).toContain('meal-preparation-carries-method');
    expect(asked('What is Level 4 puréed food?', { intents: ['definition'] })).not.toContain('meal-preparation-carries-method');
  });

  it.each([
    ['en', 'Any tips on preparing puréed fish and carrots for my dad at home?', /blend/i],
    ['zh-HK', '點樣喺屋企煮五級碎餐俾阿媽？', /攪拌|剁碎/],
    ['zh-CN', '在家怎么把鱼和土豆做成4级糊状餐？', /打碎|搅拌|料理机/],
    ['ja', '自宅でミキサー食を作るにはどうすればいいですか？', /ミキサー/],
  ])('meal-preparation-carries-method (%s): "%s"', async (_l, question, fact) => {
    expect(await answer(question)).toMatch(fact);
  });
});

describe('companion facts: who assesses a swallow carries the instrumental assessment', () => {
  it('swallow-assessment-carries-instrumental: asked who assesses or what tests, not who decides alone', () => {
    expect(rule('swallow-assessment-carries-instrumental').statement).toMatch(/VFSS.*FEES/);
    expect(asked('邊個負責評估阿媽可唔可以食嘢？')).toContain('swallow-assessment-carries-instrumental');
    expect(asked('Who decides which drink level she gets?')).not.toContain('swallow-assessment-carries-instrumental');
    // (An assessment named as what the family waits for is not asked about.)
    expect(asked('護士話要等言語治療師評估，到底邊個話事？')).not.toContain('swallow-assessment-carries-instrumental');
  });

  it.each([
    ['en', 'Who does the swallow assessment for my husband after his stroke, and what tests are there?', /VFSS|FEES/],
    ['zh-HK', '邊個負責評估阿媽可唔可以食嘢？', /VFSS|FEES|吞鋇|內窺鏡|內鏡/],
    ['zh-CN', '谁来评估老人能不能吃东西？要做哪些检查？', /VFSS|FEES|造影|内镜/],
    ['ja', '誰が嚥下の評価をしますか？どんな検査がありますか？', /VF|VE|嚥下造影|内視鏡/],
  ])('swallow-assessment-carries-instrumental (%s): "%s"', async (_l, question, fact) => {
    expect(await answer(question)).toMatch(fact);
  });
});

describe('companion facts: swallowing after radiotherapy carries its early and late effects', () => {
  it('radiotherapy-swallowing-carries-its-effects: a question that names radiotherapy', () => {
    expect(rule('radiotherapy-swallowing-carries-its-effects').statement).toMatch(/dry mouth.*fibrosis/);
    expect(asked('做完電療之後點解會吞嚥困難？')).toContain('radiotherapy-swallowing-carries-its-effects');
    expect(asked('Why is swallowing harder after a stroke?')).not.toContain('radiotherapy-swallowing-carries-its-effects');
  });

  it.each([
    ['en', 'Why is swallowing harder after radiation to the throat?', /dry mouth[\s\S]*fibrosis/i],
    ['zh-HK', '做完電療之後點解會吞嚥困難？', /口乾[\s\S]*纖維化/],
    ['zh-CN', '鼻咽癌放疗后吞东西困难是什么原因？', /口干[\s\S]*纤维化/],
    ['ja', '放射線治療のあと飲み込みにくくなるのはなぜ？', /乾燥[\s\S]*線維化/],
  ])('radiotherapy-swallowing-carries-its-effects (%s): "%s"', async (_l, question, fact) => {
    expect(await answer(question)).toMatch(fact);
  });
});
