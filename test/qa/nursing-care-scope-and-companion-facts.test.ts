/**
 * Nursing care out of scope, companion facts and posture answers, each tested on phrases of its own.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { COMPANION_FACTS, companionFactsFor } from '../../shared/qa/companion-facts';
import { resetIndexStore } from '../../shared/qa/index-store';
import { answerShapes, questionIntents } from '../../shared/qa/question-intent';
import { outsideSubject, PRESSURE_CARE } from '../../shared/qa/scope';
import { answerClinicalQuestion } from '../../shared/qa/service';
import { textFeatures } from '../../shared/qa/text-features';

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

const outside = (q: string) => outsideSubject(textFeatures(q, { query: true }), q);

describe('pressure_care: turning a bed-bound person is nursing care, outside the articles', () => {
  it.each([
    'What is the best turning schedule for a resident who is bedridden?',
    'Which cushion helps a bedsore on the heel heal?',
    '院友長期臥床，幾耐要幫佢翻身一次？',
    '老人骶尾部有压疮，怎么换药？',
    '床ずれを防ぐには何時間ごとに体位変換すればいい？',
  ])('"%s" is outside', (question) => {
    expect(outside(question)).toBe(PRESSURE_CARE.about);
  });

  it('feeding in bed, posture or choking keeps it in scope', () => {
    for (const question of [
      'She lies in bed most of the day: how do I sit her up to feed her without choking?',
      '幫佢翻身坐起身餵飯，點樣先唔會嗆親？',
      '体位変換のあとで食事介助するときの姿勢は？',
    ])
      expect(outside(question)).toBeUndefined();
  });
});

describe('question reading: kana and colloquial forms of "who decides", "what is it like", foods to avoid', () => {
  const features = (q: string) => [...textFeatures(q, { query: true }).keys()];

  it('who_decides: だれが決める / どなたが決め / 谁来定 / who makes the decision', () => {
    for (const q of [
      'とろみの濃さはだれが決めるんですか',
      'おかゆにするかどなたが決めますか',
      '喝几稠谁来定？',
      '食咩餐邊個定㗎？',
      'Who makes the decision about her drinks?',
    ])
      expect(features(q)).toContain('k:who_decides');
  });

  it('definition: "ってどういう状態 / とはどういうこと" asks what a thing is', () => {
    expect(questionIntents('誤嚥ってどういうことですか').map((i) => i.id)).toContain('definition');
    expect(questionIntents('老嚥とはどんな状態？').map((i) => i.id)).toContain('definition');
  });

  it('what_is_dysphagia: 咩叫 / 什么叫 / ってどういう name the overview question', () => {
    for (const q of ['咩叫吞嚥困難？', '什么叫吞咽障碍啊', '嚥下障害ってどんな病気？'])
      expect(features(q)).toContain('k:what_is_dysphagia');
  });

  it('foods shape: "避けるべき食材 / 控えたほうがいい食べ物" asks for a list of foods', () => {
    for (const q of ['誤嚥が心配な父に控えたほうがいい食材は？', '避けるべき食べ物を教えて'])
      expect(answerShapes(q).map((s) => s.id)).toContain('foods');
  });

  it('levels: "IDDSI 5" names Level 5, "IDDSI 0-7" names no level, "ミンチ食" asks about Level 5', () => {
    expect(features('Is IDDSI 5 the same as a minced diet?')).toContain('k:level_5');
    expect(features('IDDSI 0-7 的框架').filter((f) => f.startsWith('k:level_') && f !== 'k:level_count')).toEqual([]);
    expect(features('ミンチ食はどう作る？')).toContain('k:level_5');
  });
});

describe('companion facts: who decides names the team, the definition carries causes and risks', () => {
  const rule = (id: string) => COMPANION_FACTS.find((f) => f.id === id)!;
  const answer = async (question: string) => (await answerClinicalQuestion({ question, top_k: 5 })).answer;

  it('the rules cite their sources', () => {
    for (const id of ['who-decides-names-the-team', 'dysphagia-definition-carries-causes', 'dysphagia-definition-carries-risks'])
      expect(rule(id).statement).toMatch(/\(.*\d{4}.*\)/);
  });

  it.each([
    ['ja', 'きざみ食にするかどうかはだれが決めるのですか？', /医師/],
    ['zh-CN', '改成糊状饭谁来定？', /医生/],
    ['en', 'Who makes the decision to move Dad onto minced food?', /doctor/i],
  ])('who-decides-names-the-team (%s): "%s" names the doctor beside the SLP', async (_l, question, doctor) => {
    expect(await answer(question)).toMatch(doctor);
  });

  it.each([
    ['ja', '嚥下障害ってどんな病気ですか？', /神経|脳/, /肺/],
    ['zh-CN', '什么叫吞咽障碍？', /神经|脑/, /肺/],
    ['zh-HK', '咩叫吞嚥困難？', /神經|腦|肌肉/, /肺/],
    ['en', 'What is dysphagia, in plain words?', /neurolog|brain|nerve/i, /pneumonia|lungs/i],
  ])('dysphagia-definition-carries-causes and -risks (%s): "%s"', async (_l, question, causes, risks) => {
    const text = await answer(question);
    expect(text).toMatch(causes);
    expect(text).toMatch(risks);
  });
});

describe('how to tell dehydration, and what a water-test grade means', () => {
  const answer = async (question: string) => (await answerClinicalQuestion({ question, top_k: 5 })).answer;

  it('signs shape: "何を見ればわかる / 看哪里 / 睇邊度" after a condition asks for the signs', () => {
    for (const q of ['誤嚥しているかどうか、何を見ればわかる？', '老人缺水了要看哪里？', '阿伯有冇肺炎要睇邊度？'])
      expect(answerShapes(q).map((s) => s.id)).toContain('signs');
  });

  it('signs shape: "怎么知道…缺水 / 點樣知…脫水 / 脱水…どうすれば気づ" asks for the signs', () => {
    for (const q of ['怎么知道爷爷是不是缺水了？', '點樣知阿媽有冇脫水？', '脱水にどうすれば気づけますか'])
      expect(answerShapes(q).map((s) => s.id)).toContain('signs');
  });

  it.each([
    ['zh-HK', '伯伯飲凝固水之後飲得好少，點樣知佢有冇脫水？', /小便|尿/],
    ['ja', 'とろみ付きのお茶を嫌がって飲まない。脱水になっていないかどうすれば気づけますか', /尿/],
    ['en', 'Since his tea was thickened he barely drinks: how can we tell if he is dehydrated?', /urine/i],
  ])('symptom beside dehydration asks for the hydration article (%s): "%s"', async (_l, question, sign) => {
    expect(await answer(question)).toMatch(sign);
  });

  it.each([
    ['ja', '窪田式の水飲みテストでプロフィール2と言われました。どういう意味？', /5秒/],
    ['zh-HK', '阿爺做咗窪田飲水測試，話係2級，即係點？', /5秒/],
    ['en', 'His 30 ml water test came back as profile 4 - is that bad?', /5 seconds/],
  ])('water-test-grade-carries-interpretation (%s): "%s"', async (_l, question, reading) => {
    expect(COMPANION_FACTS.find((f) => f.id === 'water-test-grade-carries-interpretation')!.statement).toMatch(/Kubota/);
    expect(await answer(question)).toMatch(reading);
  });
});

describe('jdd-thickness-carries-iddsi-drink-levels', () => {
  const facts = (q: string) =>
    companionFactsFor({ features: textFeatures(q, { query: true }), shapes: [], intents: [], comparison: false }).map((f) => f.id);

  it('asked when a question names JDD, drink thickness and IDDSI together', () => {
    expect(facts('JDD2021のとろみは IDDSI だと何番にあたる？')).toContain('jdd-thickness-carries-iddsi-drink-levels');
    expect(facts('学会分類のコード3はどんな食事？')).not.toContain('jdd-thickness-carries-iddsi-drink-levels');
    expect(facts('JDD2021のとろみは何段階？粘度は？')).not.toContain('jdd-thickness-carries-iddsi-drink-levels');
    expect(facts('とろみ剤の使い方は？')).not.toContain('jdd-thickness-carries-iddsi-drink-levels');
  });

  it('the answer names the IDDSI drink levels by number, not only the names JDD shares', async () => {
    const { answer } = await answerClinicalQuestion({
      question: '学会分類2021のとろみは、IDDSIでいうとどのくらい？',
      top_k: 5,
    });
    expect(answer).toMatch(/レベル\s*[1-4]/);
  });
});

describe('a sentence that already states one companion fact is kept when the next one makes room', () => {
  it.each([
    ['zh-HK', '乜嘢叫吞嚥困難？點解爺爺中風之後會有？', /神經|肌肉|腦/, /肺|胸肺感染/],
    ['zh-CN', '什么叫吞咽障碍？为什么我爸中风后就有了？', /神经|肌肉|脑/, /肺/],
  ])('%s: "%s" keeps its causes beside its risks', async (_l, question, causes, risks) => {
    const { answer } = await answerClinicalQuestion({ question, top_k: 5 });
    expect(answer).toMatch(causes);
    expect(answer).toMatch(risks);
  });
});

describe('posture shape: the posture asked is answered by the posture list, not the feeding steps', () => {
  it('reads posture words in every locale, not when the feeding method is asked beside them', () => {
    for (const q of [
      '車いすで食事介助するときの姿勢を教えて',
      '坐輪椅餵飯時姿勢點擺？',
      '喂饭时老人的坐姿要注意什么？',
      'What posture should she be in for meals in bed?',
    ])
      expect(answerShapes(q).map((s) => s.id)).toContain('posture');
    expect(answerShapes('喂饭时体位和喂法要注意什么？').map((s) => s.id)).not.toContain('posture');
  });

  it.each([
    ['ja', '車いすで食事介助するときの姿勢を教えて', /あご/, /30分/],
    ['zh-HK', '坐輪椅餵飯時姿勢點擺？', /下巴/, /30分鐘/],
    ['zh-CN', '喂饭时老人的坐姿要注意什么？', /下巴/, /30分钟/],
    ['en', 'What posture should she be in for meals in bed?', /chin/i, /30 minutes/],
  ])('%s: "%s" carries the chin and staying upright after the meal', async (_l, question, chin, after) => {
    const { answer } = await answerClinicalQuestion({ question, top_k: 5 });
    expect(answer).toMatch(chin);
    expect(answer).toMatch(after);
  });
});
