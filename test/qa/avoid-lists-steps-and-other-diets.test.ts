/**
 * Avoid lists, procedure steps, piece sizes, Parkinson tips, mouth care and other diets, fixed in every
 * locale. Phrases are our own (other foods, wording and locales).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { conceptsIn, normaliseForMatch } from '../../shared/qa/concepts';
import { resetIndexStore } from '../../shared/qa/index-store';
import { asksForProcedure } from '../../shared/qa/composer/question-reading';
import { renderAnswer } from '../../shared/qa/composer/render';
import { answerShapes, questionIntents } from '../../shared/qa/question-intent';
import { notCoveredReason } from '../../shared/qa/scope';
import { answerClinicalQuestion } from '../../shared/qa/service';
import { textFeatures } from '../../shared/qa/text-features';

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

const answer = async (question: string) => (await answerClinicalQuestion({ question, top_k: 5 })).answer;
const concepts = (q: string) => [...conceptsIn(normaliseForMatch(q), true).keys()];

describe('foods not to bring or give: the avoid concept and the foods shape read every locale', () => {
  it('reads a negation typed without its apostrophe, or with a curly one', () => {
    expect(concepts('which treats shouldnt I give grandad on level 6?')).toContain('avoid');
    expect(concepts('what shouldn’t we bring to the ward for him?')).toContain('avoid');
    expect(normaliseForMatch('we dont know')).toBe("we don't know");
  });
  it.each(['お見舞いにダメな食べ物はありますか？', '探望時有咩嘢食唔可以帶俾阿爺？', '看望奶奶时哪些零食不应该带？'])(
    '"%s" asks for the avoid list of foods',
    (q) => {
      expect(concepts(q)).toContain('avoid');
      expect(answerShapes(q).map((s) => s.id)).toContain('foods');
    },
  );
  it.each([
    [
      'Grandad eats soft and bite-sized food. What treats shouldnt we take in for him?',
      [/sticky|peanut butter/i, /nuts?|hard/i, /round|grapes/i],
    ],
    ['父は舌でつぶせる食事です。お見舞いに持っていっちゃダメなおやつは？', [/ナッツ|硬い/, /ぶどう|丸/, /海苔|レタス|貼り/]],
    ['去医院看外公，他吃5级细碎湿软，哪些零食不应该带？', [/坚果|硬/, /黏|粘|花生酱/, /稀稠混合|带颗粒的汤/]],
  ])('"%s" carries the high-risk families', async (question, facts) => {
    const a = await answer(question);
    for (const f of facts) expect(a).toMatch(f);
  });
});

describe('procedures keep their steps: a hedge does not hide "how do we"', () => {
  it('reads "how exactly do we" and "how really should I" as a procedure question', () => {
    expect(asksForProcedure('How exactly do we do the fork drip test?')).toBe(true);
    expect(asksForProcedure('how really should I mix the thickener')).toBe(true);
  });
  it('reads "the order of steps" and "what should staff do" as a procedure question', async () => {
    expect(asksForProcedure('A visitor collapsed coughing at tea, what should staff do first?')).toBe(true);
    const a = await answer('Someone is choking on a sandwich and cannot cough. What is the order of steps?');
    expect(a).toMatch(/back blows/i);
    expect(a).toMatch(/abdominal thrusts/i);
    expect(a).toMatch(/ambulance|emergency number/i);
  });
  it('answers a hedged how-to with every step of the test', async () => {
    const a = await answer('How exactly do we run the IDDSI flow test on a thickened juice? which syringe?');
    expect(a).toMatch(/finger/i);
    expect(a).toMatch(/10 seconds/i);
    expect(a).toMatch(/remains/i);
  });
});

describe('Level 6 piece size says the pieces still need chewing (every locale)', () => {
  it.each([
    ['How big can the bits be on the soft & bite-sized diet?', /chew/i],
    ['軟質及一口量每件可以幾大？', /咀嚼/],
    ['软质一口量的食物要切成多大块？', /咀嚼/],
    ['ソフト＆一口大は一切れ何cmまで？', /咀嚼|かむ/],
  ])('"%s"', async (question, fact) => {
    expect(await answer(question)).toMatch(fact);
  });
});

describe('Parkinson tips carry rest and smaller, more frequent meals (every locale)', () => {
  it('reads "anything we can do" and "能做些什么" as asking for tips', () => {
    expect(answerShapes('Is there anything the family can do at mealtimes?').map((s) => s.id)).toContain('tips');
    expect(answerShapes('我妈中风了，我们能做些什么？').map((s) => s.id)).toContain('tips');
  });
  it.each([
    ['My husband has Parkinson’s and dinner takes ages. What could we do?', /frequent/i],
    ['老公有柏金遜症，食飯有咩貼士？', /少食多餐/],
    ['帕金森病人进餐有什么建议？', /少量多餐/],
    ['パーキンソン病の祖父、食事の工夫を教えて', /回数多く/],
  ])('"%s"', async (question, fact) => {
    expect(await answer(question)).toMatch(fact);
  });
});

describe('how to make up a drink or position in bed: the cue is read in every locale', () => {
  it.each(['凝固粉水點沖先啱？', '我唔識整杰水', '增稠粉不会冲，怎么调？'])('"%s" asks for the steps', (q) => {
    expect(asksForProcedure(q)).toBe(true);
  });
  it('answers "ポジショニング" with the posture list (chin down, upright 30 minutes after)', async () => {
    const a = await answer('寝たきりの人に食べてもらう時のポジショニングを教えて');
    expect(a).toMatch(/あご/);
    expect(a).toMatch(/30分/);
  });
  it('answers a Cantonese "點沖" with the standing time', async () => {
    expect(await answer('凝固粉水點沖先唔會起粒？')).toMatch(/靜置/);
  });
});

describe('mouth care says why: plaque and bacteria reach the lungs (every locale)', () => {
  it.each([
    ['What does a good daily mouth care routine look like for a resident who aspirates?', /bacteria|plaque/i],
    ['長者口腔護理有咩要點？', /細菌|牙菌/],
    ['卧床老人的口腔护理有哪些要点？', /细菌|牙菌斑/],
    ['誤嚥が心配な父の口腔ケアのポイントは？', /細菌|歯垢|プラーク/],
  ])('"%s"', async (question, fact) => {
    expect(await answer(question)).toMatch(fact);
  });
});

describe('when to refer and who may change the texture: read in every locale', () => {
  it.each([
    ['In what situations should a resident be referred for a swallow assessment?', /cough/i],
    ['咩情況下要轉介做吞嚥評估？', /咳/],
    ['哪些情况需要找言语治疗师评估吞咽？', /咳|呛/],
    ['どんな場合に言語聴覚士に相談すればいい？', /むせ/],
  ])('"%s" lists the signs that need a referral', async (question, fact) => {
    expect(await answer(question)).toMatch(fact);
  });
  it.each([
    ['Who can change a resident’s food texture? Can the cook do it?', /speech|SLP/i],
    ['邊個可以改院友嘅食物質地？', /言語治療師/],
    ['谁可以改老人的饮食质地？护工能改吗？', /言语治疗师/],
    ['とろみの段階は誰の判断で変えるの？', /言語聴覚士/],
  ])('"%s" names the SLP', async (question, fact) => {
    expect(concepts(question)).toContain('who_decides');
    expect(await answer(question)).toMatch(fact);
  });
});

describe('another condition’s diet for a person on a regular diet is not covered', () => {
  it.each([
    'Resident on a normal diet has kidney disease: which foods should the cook leave out?',
    '院友食普通餐，有痛風，廚房要避免咩食物？',
    '老人吃普通饮食，痛风发作，哪些菜不能吃？',
    '常食の利用者さん、腎臓病の食事制限はどうする？',
  ])('"%s"', async (question) => {
    expect(notCoveredReason(question, textFeatures(question))).toBeDefined();
  });
  it('stays in scope when a texture is asked beside it', () => {
    const q = 'Resident on a low-salt diet and minced and moist: what can we add to the puree?';
    expect(notCoveredReason(q, textFeatures(q))).toBeUndefined();
  });
});

describe('a definition question leads with the definition, before the condition article', () => {
  it('reads "even" as a hedge of a definition question', () => {
    expect(questionIntents('What even is IDDSI?').map((i) => i.id)).toContain('definition');
    expect(questionIntents('what does aspiration even mean').map((i) => i.id)).toContain('definition');
  });
  it.each([
    ['What even is dysphagia? My mum has Parkinson’s', /^Dysphagia means/],
    ['吞咽障碍是什么意思？我爸中风以后医生说他有', /^吞咽障碍/],
  ])('"%s"', async (question, lead) => {
    expect(await answer(question)).toMatch(lead);
  });
});

describe('a list item quoted without its list reads as a sentence, not a stray bullet', () => {
  const sentence = (text: string, position: number, extra: Record<string, unknown>) =>
    ({ source: 1, score: 1, context: [], sentence: { text, position, heading: '', features: new Map(), ...extra } }) as never;
  it('renders a lone item in the paragraph and keeps a list of two as bullets', () => {
    const lone = renderAnswer(
      [sentence('Sit upright for meals.', 1, {}), sentence('Report a fever at once.', 5, { listItem: true, list: 2 })],
      'en',
    );
    expect(lone.answer).toBe('Sit upright for meals. Report a fever at once. [1]');
    const two = renderAnswer(
      [sentence('Report a fever.', 5, { listItem: true, list: 2 }), sentence('Report a wet voice.', 6, { listItem: true, list: 2 })],
      'en',
    );
    expect(two.answer).toBe('- Report a fever.\n- Report a wet voice. [1]');
  });
});

describe('how to make someone eat more is answered by the nutrition article (every locale)', () => {
  it.each([
    ['Mum has lost weight. How do we get her to eat more?', 'nutrition-weight-loss-en'],
    ['阿爺瘦咗，點樣令佢食多啲？', 'nutrition-weight-loss-zh-hk'],
    ['奶奶瘦了，怎么让她增加食量？', 'nutrition-weight-loss-zh-cn'],
    ['痩せてきた母の食べる量を増やすには？', 'nutrition-weight-loss-ja'],
  ])('"%s"', async (question, id) => {
    const r = await answerClinicalQuestion({ question, top_k: 5 });
    expect(r.sources[0]?.id).toBe(id);
  });
});

describe('stroke care at home keeps drinks at the prescribed thickness (every locale)', () => {
  it.each([
    ['Dad is home from hospital after his stroke. What should the family do at meals?', /thicken/i],
    ['老竇中風出院，屋企人餵飯要注意咩？', /凝固粉|稠度/],
    ['我爸脑梗出院回家，家里吃饭要注意什么？', /增稠|稠度/],
    ['脳梗塞で退院した母、家での食事で注意することは？', /とろみ/],
  ])('"%s"', async (question, fact) => {
    expect(await answer(question)).toMatch(fact);
  });
});

describe('"落錯氣" (went down the wrong way) is aspiration: its signs carry silent aspiration', () => {
  it('reads the colloquial wording as aspiration and as asking for signs', () => {
    expect(concepts('佢係咪飲水落錯氣？')).toContain('aspiration');
    expect(answerShapes('點知老人家係咪入錯氣？').map((s) => s.id)).toContain('signs');
  });
  it('answers with silent aspiration', async () => {
    expect(await answer('阿爺飲嘢成日咳，點知佢有冇落錯氣？')).toMatch(/隱性|無聲/);
  });
});
