/**
 * Compared levels, procedures cut for length, old meal names and companion facts, fixed by class in every
 * locale. Phrases are our own (other wording, other foods or conditions, other locales).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { COMPANION_FACTS, companionFactsFor } from '../../shared/qa/companion-facts';
import { resetIndexStore } from '../../shared/qa/index-store';
import { type IntentId, questionIntents } from '../../shared/qa/question-intent';
import { answerClinicalQuestion } from '../../shared/qa/service';
import { textFeatures } from '../../shared/qa/text-features';

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

const answer = async (question: string) => (await answerClinicalQuestion({ question, top_k: 5 })).answer;
const rule = (id: string) => COMPANION_FACTS.find((f) => f.id === id)!;
const asked = (question: string, intents: IntentId[], comparison = false) =>
  companionFactsFor({ features: textFeatures(question, { query: true }), shapes: [], intents, comparison, text: question }).map(
    (f) => f.id,
  );

describe('a compared level is said by what sets it apart, not by its name twice', () => {
  it.each([
    ['How does Level 4 puréed food differ from Level 5 minced and moist food?', /no lumps|needs no chewing/i],
    ['4级和5级食物有什么区别？', /不需要咀嚼|无颗粒/],
    ['第4級同第5級食物點分？', /不能用杯|毋須咀嚼|無粒/],
    ['レベル4とレベル5の食べ物の違いは？', /咀嚼は不要|ダマがなく|粒がなく/],
  ])('"%s"', async (question, fact) => {
    expect(await answer(question)).toMatch(fact);
  });
});

describe('a procedure cut for length is cut from its end: no later step stands alone', () => {
  it.each([
    'The dietitian said crackers that melt are transitional foods. What does that mean, and are they fine for Dad?',
    'What counts as a transitional food?',
    '什么是过渡性食物？饼干可以吗？',
    '移行食品とは何ですか？',
  ])('"%s"', async (question) => {
    const text = await answer(question);
    if (/^\s*[2-9]\.\s/m.test(text)) expect(text).toMatch(/^\s*1\.\s/m);
  });
});

describe('question cues: Cantonese "有咩要注意" asks what to do; よだれ (drool) is not "who"', () => {
  it('reads the cues', () => {
    expect(questionIntents('阿爺中風後食嘢慢咗，有咩要注意？').map((i) => i.id)).toContain('action');
    expect(questionIntents('媽媽飲水成日嗆，有乜嘢要留意？').map((i) => i.id)).toContain('action');
    expect(questionIntents('母はよだれが多くなりました。食事で大切なことは？').map((i) => i.id)).not.toContain('who');
    expect(questionIntents('誰が食形態を決めますか？').map((i) => i.id)).toContain('who');
  });
});

describe('local-diet-names-beside-iddsi-carry-frame: old meal names compared with IDDSI bring its 8 levels', () => {
  it('fires on a comparison that names IDDSI and a local meal name, not on two meal names alone', () => {
    expect(rule('local-diet-names-beside-iddsi-carry-frame').statement).toMatch(/8 levels/);
    expect(asked('以前的軟餐、碎餐同IDDSI有咩唔同？', [], true)).toContain('local-diet-names-beside-iddsi-carry-frame');
    expect(asked('軟餐同碎餐有咩分別？', [], true)).not.toContain('local-diet-names-beside-iddsi-carry-frame');
  });
  it.each([
    ['以前院舍的软餐、碎餐和IDDSI有什么不同？', /0至7级|8个等级/],
    ['院舍以前叫軟餐同糊餐，而家轉咗IDDSI，有咩唔同？', /0至7級|8個級別/],
  ])('"%s"', async (question, fact) => {
    expect(await answer(question)).toMatch(fact);
  });
});

describe('transitional-definition-carries-its-test: what a transitional food is comes with how it is tested', () => {
  it('fires on a definition of transitional foods', () => {
    expect(rule('transitional-definition-carries-its-test').statement).toMatch(/fork pressure test/);
    expect(asked('what are transitional foods?', ['definition'])).toContain('transitional-definition-carries-its-test');
    expect(asked('what are transitional foods?', [])).not.toContain('transitional-definition-carries-its-test');
  });
  it.each([
    ['What counts as a transitional food?', /fork/i],
    ['什么是过渡性食物？', /叉/],
    ['過渡性食物係咩嚟？', /叉/],
    ['移行食品とは何ですか？', /フォーク/],
  ])('"%s"', async (question, fact) => {
    expect(await answer(question)).toMatch(fact);
  });
});

describe('parkinson-mealtime-carries-medicine-timing: what to do at meals in Parkinson\'s names the "on" period', () => {
  it('fires on what to do about eating in Parkinson’s disease', () => {
    expect(rule('parkinson-mealtime-carries-medicine-timing').statement).toMatch(/"on" period/);
    expect(asked("what should we do when my mother with Parkinson's eats?", ['action'])).toContain(
      'parkinson-mealtime-carries-medicine-timing',
    );
    expect(asked('what should we do when my mother eats?', ['action'])).not.toContain('parkinson-mealtime-carries-medicine-timing');
  });
  it.each([
    ["Grandpa has Parkinson's and coughs at dinner, what should we do?", /"on" period/],
    ['外公有帕金森病，吃饭常呛，我们该怎么做？', /[“"]开[”"]期/],
    ['公公有柏金遜，食飯成日咳，點算？', /「開」期/],
    ['祖父がパーキンソン病で食事中にむせます。どうすればいいですか？', /「オン」/],
  ])('"%s"', async (question, fact) => {
    expect(await answer(question)).toMatch(fact);
  });
});

describe('complication: "what are the risks of X" asks for its complications (malnutrition, dehydration)', () => {
  it.each([
    ['What risks come with swallowing problems after a stroke?', /dehydration/i],
    ['中風後吞嚥困難有咩風險？', /脫水/],
    ['中风以后吞咽不好，有哪些风险？', /脱水/],
    ['脳卒中のあと飲み込みが悪い人にはどんなリスクがありますか？', /脱水/],
  ])('"%s"', async (question, fact) => {
    expect(await answer(question)).toMatch(fact);
  });
});

describe('referral triggers name long meals plainly', () => {
  it.each([
    ['护工发现哪些情况要转介言语治疗师？', /进食时间延长/],
    ['幾時應該轉介言語治療師？', /用膳時間延長/],
  ])('"%s"', async (question, fact) => {
    expect(await answer(question)).toMatch(fact);
  });
});

describe('who decides the texture: the SLP assessment is named, even beside a long list of the team', () => {
  it.each([
    ['Who sets the texture level for a resident, and can a care worker change it?', /assess/i],
    ['谁决定老人吃什么质地的饭菜？护工可以自己改吗？', /评估/],
  ])('"%s"', async (question, fact) => {
    expect(await answer(question)).toMatch(fact);
  });
});

describe('jdd-stage-figure-carries-viscosity: a JDD2021 stage asked for in numbers is given its mPa·s band', () => {
  it('fires on a named stage asked in numbers, not on the stage alone', () => {
    expect(rule('jdd-stage-figure-carries-viscosity').statement).toMatch(/150-300/);
    expect(asked('濃いとろみは数値で言うとどのくらい？', [])).toContain('jdd-stage-figure-carries-viscosity');
    expect(asked('濃いとろみはどんな感じ？', [])).not.toContain('jdd-stage-figure-carries-viscosity');
  });
  it.each([
    ['濃いとろみは数値で言うとどのくらい？', /300〜500 mPa·s/],
    ['學會分類嘅中等稠用數字講係幾稠？', /150至300 mPa·s/],
  ])('"%s"', async (question, fact) => {
    expect(await answer(question)).toMatch(fact);
  });
});

describe('"how is X different?" asks for a comparison', () => {
  it('reads the cue', async () => {
    const { asksForComparison } = await import('../../shared/qa/question-intent');
    expect(asksForComparison('How are Level 6 and Level 7 different?')).toBe(true);
    expect(asksForComparison('How does a thickened drink differ from a thin one?')).toBe(true);
    expect(asksForComparison('How is Level 6 tested?')).toBe(false);
  });
  it('answers old diet names beside IDDSI with its levels, not a stray list item', async () => {
    expect(await answer('We used to call them soft diet and minced diet. How is IDDSI different?')).toMatch(/0 to 7|8 levels/);
  });
});
