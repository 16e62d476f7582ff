/**
 * Facts the sources held and answers left out (posture angles, silent aspiration,
 * foods that stick, who to consult, numbers asked for), each tested on phrases of its own in every locale.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { resetIndexStore } from '../../shared/qa/index-store';
import { answerClinicalQuestion } from '../../shared/qa/service';
import { textFeatures } from '../../shared/qa/text-features';

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

const answer = async (question: string) => (await answerClinicalQuestion({ question, top_k: 5 })).answer;

describe('answers keep the fact their source holds', () => {
  it.each([
    // Feeding in bed: the recline angle and who allows it.
    ['寝たきりの母にベッドで食事をさせるとき、背もたれは何度にしますか', /30〜60度/],
    ['卧床的老人在床上吃饭，床头要摇多高？', /30至60度/],
    ['阿爺喺床上食飯，床頭要升幾高？', /30至60度/],
    // Silent aspiration: a person who never coughs is not safe.
    ['むせがない人でも誤嚥しているかもしれないサインは？', /不顕性誤嚥/],
    ['老人吃饭不呛，会不会也有误吸？要看什么征象？', /隐性误吸/],
    ['佢食嘢從來唔咳，會唔會都有誤吸？要睇咩徵狀？', /隱性誤吸/],
    ['Which signs of aspiration might we miss if she never coughs?', /silent aspiration/i],
    // Foods that stick to the roof of the mouth.
    ['のどに詰まりやすい食品は何ですか', /海苔/],
    ['哪些食物容易噎住老人？', /紫菜/],
    ['邊啲食物容易令長者哽親？', /紫菜/],
    ['What foods pose a choking risk for someone with a weak swallow?', /lettuce/i],
  ])('"%s" keeps %s', async (q, fact) => {
    expect(await answer(q)).toMatch(fact);
  });
});

describe('which department, who assesses: the referral answer names the doctor and the SLP', () => {
  it.each([
    ['我妈咽东西困难，去医院该看什么科？', 'k:refer'],
    ['阿媽吞嘢困難，要睇咩科？', 'k:refer'],
    ['母の飲み込みが悪いのですが、どの科に行けばいいですか', 'k:refer'],
    ["Which specialist should check Grandpa's swallowing?", 'k:refer'],
    ['爷爷住院了，谁来做吞咽评估？', 'k:who_decides'],
    ['邊個做吞嚥評估？', 'k:who_decides'],
  ])('"%s" has %s', (q, feature) => {
    expect(textFeatures(q, { query: true }).has(feature)).toBe(true);
  });

  it.each([
    ['我妈咽东西困难，去医院该看什么科？', /医生/],
    ['阿媽吞嘢困難，要睇咩科？邊個做評估？', /醫生/],
    ['母の飲み込みが悪いのですが、どの科に行けばいいですか', /医師/],
    ["Which specialist should check Grandpa's swallowing?", /doctor[\s\S]*SLP|SLP[\s\S]*doctor/],
    ['介護職員がとろみの段階を勝手に変えてもいいですか', /相談/],
    ['Can we switch her from nectar to honey thick ourselves or ask the speech therapist first?', /SLP/],
    ['出院紙寫花蜜稠，即係IDDSI幾級？', /言語治療師確認/],
  ])('"%s" answers with %s', async (q, fact) => {
    expect(await answer(q)).toMatch(fact);
  });
});

describe('numbers asked for: the stroke swallow screen deadline and Parkinson medicine timing', () => {
  it.each([
    ['My husband just had a stroke. How soon should his swallow be checked before he can drink?', /4 hours/],
    ['脳卒中で入院した祖父は、いつから水を飲めますか', /4時間/],
    ['中风住院后多久可以喝水？', /4小时/],
    ['阿爺中風入院，幾時先可以飲水？', /4小時/],
    ['帕金森病的老人吞咽要注意什么？', /药效/],
    ['柏金遜嘅長者食飯要注意啲咩？', /藥效/],
    ["What should carers watch for when someone with Parkinson's eats?", /wear off|"on"/],
    ['パーキンソン病の人の食事で気をつけることは？', /オン/],
  ])('"%s" answers with %s', async (q, fact) => {
    expect(await answer(q)).toMatch(fact);
  });
});

describe('dementia mealtime problems and hydration tips keep their words', () => {
  it.each([
    ['認知症の母が食事中に口に入れたまま飲み込まないのですが、よくあることですか', /ため込み/],
    ['認知症の方の食事介助で、よく見られる問題は？', /ペース[\s\S]*拒否|拒否[\s\S]*ペース/],
    ['とろみが必要な人の水分補給のコツは？', /こまめ[\s\S]*記録|記録[\s\S]*こまめ/],
    ['Tips to stop dehydration in residents on thickened drinks: little and often?', /record how much is drunk/],
    ['喝增稠饮品的老人怎么防脱水？', /记录/],
    ['飲杰水嘅長者點樣防止脫水？', /記錄/],
  ])('"%s" answers with %s', async (q, fact) => {
    expect(await answer(q)).toMatch(fact);
  });
});

describe('mild choking: the Japanese answer says to keep coughing', () => {
  it('a person still coughing is urged to cough it out', async () => {
    expect(await answer('おじいちゃんがおもちを詰まらせたけど、まだ咳をしています。どうすれば？')).toMatch(/咳を出し続けるよう促/);
  });
});

describe('the modified water swallowing test says what is watched', () => {
  it.each([
    ['改訂水飲みテストでは何を観察しますか', /むせ・呼吸・声/],
    ['What does the modified water swallowing test check for?', /coughing, breathing and voice/],
    ['改良饮水试验要观察什么？', /呛咳、呼吸和声音/],
    ['改良飲水測試要留意啲咩？', /咳嗽、呼吸和聲音/],
  ])('"%s" answers with %s', async (q, fact) => {
    expect(await answer(q)).toMatch(fact);
  });
});
