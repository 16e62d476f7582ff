/**
 * Companion facts: an answer of a given shape carries the fact that shape must not leave out, when its
 * sources state it (each rule named by its id).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { COMPANION_FACTS, companionFactsFor } from '../../shared/qa/companion-facts';
import { resetIndexStore } from '../../shared/qa/index-store';
import { answerClinicalQuestion } from '../../shared/qa/service';
import { textFeatures } from '../../shared/qa/text-features';

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

const rule = (id: string) => COMPANION_FACTS.find((f) => f.id === id)!;
const asked = (question: string, shapes: string[], comparison = false) =>
  companionFactsFor({ features: textFeatures(question, { query: true }), shapes, intents: [], comparison }).map((f) => f.id);

describe('companion facts: when a question asks for them', () => {
  it('signs-include-silent-aspiration: a question for the signs of aspiration, not one for its causes', () => {
    expect(rule('signs-include-silent-aspiration').statement).toMatch(/silent/i);
    expect(asked('which signs show that drinks go into the lungs (aspiration)?', ['signs'])).toContain('signs-include-silent-aspiration');
    expect(asked('what causes aspiration?', ['causes'])).not.toContain('signs-include-silent-aspiration');
  });

  it('standards-comparison-carries-iddsi-frame: a comparison that names IDDSI or another diet standard', () => {
    expect(asked('how does the JDD 2021 classification differ from IDDSI?', [], true)).toContain(
      'standards-comparison-carries-iddsi-frame',
    );
    expect(asked('what is IDDSI?', [], false)).not.toContain('standards-comparison-carries-iddsi-frame');
  });
});

describe('companion facts: the answer carries them, in every locale', () => {
  it.each([
    ['en', 'Which signs of aspiration should I watch for when my father eats?', /silent|no cough/i],
    ['zh-HK', '中風後吞嚥困難有咩徵狀要留意？', /隱性|唔咳|沒有咳|冇咳|不咳/],
    ['ja', '誤嚥しているときのサインは何ですか？', /不顕性|むせ(ない|ず|なく)/],
  ])('signs-include-silent-aspiration (%s): "%s"', async (_l, question, fact) => {
    const r = await answerClinicalQuestion({ question, top_k: 5 });
    expect(r.answer).toMatch(fact);
  });

  it.each([
    ['zh-CN', '日本的学会分类2021和IDDSI有什么区别？', /0\s*至\s*7|8\s*个等级|八个/],
    ['ja', '学会分類2021とIDDSIの違いは？', /0\s*[〜~～]\s*7|8段階/],
    ['en', 'Is the JDD 2021 classification different from IDDSI?', /0 to 7|8 levels|eight levels/i],
    ['zh-HK', '中國專家共識的分級同IDDSI有咩分別？', /0\s*至\s*7|8\s*個級別|八個/],
  ])('standards-comparison-carries-iddsi-frame (%s): "%s"', async (_l, question, fact) => {
    const r = await answerClinicalQuestion({ question, top_k: 5 });
    expect(r.answer).toMatch(fact);
  });
});

describe('companion facts: "who decides" and "whom to ask" name the SLP who assesses', () => {
  it('who-decides-names-slp-assessment and whom-to-ask-names-slp-assessment name the SLP and the assessment', () => {
    for (const id of ['who-decides-names-slp-assessment', 'whom-to-ask-names-slp-assessment'])
      expect(rule(id).statement).toMatch(/speech-language pathologist.*assess/i);
  });

  it.each([
    ['en', 'Who decides which drink thickness my mother gets in the nursing home?', /assess|evaluat/i],
    ['zh-HK', '我阿爸食咩質地嘅餐，應該由邊個決定？', /評估/],
    ['zh-CN', '吞咽困难的话应该找谁看？', /评估/],
    ['ja', '嚥下のことは誰に相談すればいいですか？', /評価|検査/],
  ])('%s: "%s"', async (_l, question, fact) => {
    const r = await answerClinicalQuestion({ question, top_k: 5 });
    expect(r.answer).toMatch(fact);
    expect(r.answer).toMatch(/speech|SLP|言語治療師|言语治疗师|言語聴覚士/i);
  });
});

describe('companion facts: mouth care answers carry the daily routine', () => {
  it('oral-care-carries-daily-routine and pneumonia-prevention-carries-oral-care cite the routine', () => {
    expect(rule('oral-care-carries-daily-routine').statement).toMatch(/brush.*dentures/i);
    expect(rule('pneumonia-prevention-carries-oral-care').statement).toMatch(/oral hygiene/i);
  });

  it.each([
    ['en', 'What does good mouth care look like for a resident who is nil by mouth?', /brush/i],
    ['zh-HK', '院友口腔護理要點做？', /刷牙|牙刷/],
    ['ja', '口腔ケアはどうすればいいですか？', /歯みがき|歯磨き|歯ブラシ/],
  ])('oral-care-carries-daily-routine (%s): "%s"', async (_l, question, fact) => {
    const r = await answerClinicalQuestion({ question, top_k: 5 });
    expect(r.answer).toMatch(fact);
  });
});

describe('companion facts: a choking emergency answer says to call for help', () => {
  it('choking-action-carries-emergency-call cites the choking algorithm', () => {
    expect(rule('choking-action-carries-emergency-call').statement).toMatch(/emergency services/i);
  });

  it.each([
    ['en', 'How do I help a resident who is choking and cannot breathe?', /emergency|ambulance|999/i],
    ['zh-HK', '有人食飯哽親，咳唔出又講唔到嘢，點算？', /999|救護車/],
    ['zh-CN', '老人吃饭噎住了不能说话，怎么办？', /急救电话|999|120|救护车/],
    ['ja', '食事中にのどに詰まらせて声が出ないとき、どうすればいいですか？', /999|119|救急車/],
  ])('choking-action-carries-emergency-call (%s): "%s"', async (_l, question, fact) => {
    const r = await answerClinicalQuestion({ question, top_k: 5 });
    expect(r.answer).toMatch(fact);
  });
});

describe('companion facts: choking first aid says what to do when the person stops responding', () => {
  it('choking-first-aid-carries-cpr cites the choking algorithm', () => {
    expect(rule('choking-first-aid-carries-cpr').statement).toMatch(/CPR/);
  });

  it.each([
    ['en', 'He is choking on his food, what do I do step by step?', /CPR|chest compressions/],
    ['zh-HK', '老人家食嘢哽親，急救步驟係點？', /心肺復甦|胸外按壓/],
    ['ja', '父が餅をのどに詰まらせたときの応急手当の手順は？', /心肺蘇生|胸骨圧迫/],
  ])('choking-first-aid-carries-cpr (%s): "%s"', async (_l, question, fact) => {
    const r = await answerClinicalQuestion({ question, top_k: 5 });
    expect(r.answer).toMatch(fact);
  });
});

describe('companion facts: safety points beside first aid and beside making thickened drinks', () => {
  it('first-aid-question-carries-emergency-call: any question about back blows or thrusts, not only "what do I do"', () => {
    expect(rule('first-aid-question-carries-emergency-call').statement).toMatch(/emergency services/i);
    expect(asked('How many back blows before abdominal thrusts?', [])).toContain('first-aid-question-carries-emergency-call');
    expect(asked('Which foods are high risk?', ['foods'])).not.toContain('first-aid-question-carries-emergency-call');
  });

  it.each([
    ['en', 'How many back blows should I give a choking adult before the abdominal thrusts?', /emergency services|ambulance|999/i],
    ['zh-CN', '成人噎住时拍背要拍几下？', /急救电话|120|救护车/],
  ])('first-aid-question-carries-emergency-call (%s): "%s"', async (_l, question, fact) => {
    const r = await answerClinicalQuestion({ question, top_k: 5 });
    expect(r.answer).toMatch(fact);
  });

  it('thickened-drink-steps-carry-over-thickening-risk: asked by what-to-do questions about thickening', () => {
    const features = textFeatures('how do I thicken his tea?', { query: true });
    const ids = companionFactsFor({ features, shapes: [], intents: ['action'], comparison: false }).map((f) => f.id);
    expect(ids).toContain('thickened-drink-steps-carry-over-thickening-risk');
    expect(rule('thickened-drink-steps-carry-over-thickening-risk').statement).toMatch(/dehydration/i);
  });

  it.each([
    ['en', 'How do I make a thickened drink with gum thickener? Any precautions?', /dehydrat/i],
    ['zh-CN', '增稠剂冲调饮品要注意什么？', /脱水/],
    ['ja', 'とろみ付き飲料を作るときの注意点は？', /脱水/],
  ])('thickened-drink-steps-carry-over-thickening-risk (%s): "%s"', async (_l, question, fact) => {
    const r = await answerClinicalQuestion({ question, top_k: 5 });
    expect(r.answer).toMatch(fact);
  });
});
