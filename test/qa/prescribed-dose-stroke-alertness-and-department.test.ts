/**
 * Session 28 Q&A classes, each on phrases of our own: a prescribed medicine's dose is not covered whatever its
 * (brand) name; the stroke article tells every locale to check alertness before the screen and each meal; "how fine",
 * "how do I make" and "the rehabilitation department" are read as the size, the kitchen and whom to see.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import type { QaLocale } from '../../shared/languages';
import { conceptsIn, normaliseForMatch } from '../../shared/qa/concepts';
import { readCorpus } from '../../shared/qa/corpus-files';
import { resetIndexStore } from '../../shared/qa/index-store';
import { notCoveredReason } from '../../shared/qa/scope';
import { answerClinicalQuestion } from '../../shared/qa/service';
import { textFeatures } from '../../shared/qa/text-features';

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

const reason = (question: string) => notCoveredReason(question, textFeatures(question, { query: true }));
const concepts = (text: string) => [...conceptsIn(normaliseForMatch(text), true).keys()];
const sourceIds = async (question: string) => (await answerClinicalQuestion({ question, top_k: 5 })).sources.map((s) => s.id);

describe('PRESCRIBED_MEDICINE (scope.ts): the dose of a prescribed medicine is not covered, whatever its name', () => {
  it.each([
    'Grandma has oesophagitis and was prescribed Pariet. How many mg should she take each day?',
    '母が逆流性食道炎でネキシウムを処方されました。何mgを何週間くらい飲みますか？',
    '外婆食管发炎，医生开了雷贝拉唑钠肠溶片以外的一种新药，一天吃多少毫克？',
    '阿爺食道有炎，醫生開咗一隻新藥，一日食幾多毫克先啱？',
  ])('"%s" is not covered', (question) => {
    expect(reason(question)).toBeDefined();
  });

  it.each([
    'He was prescribed a thickener for his tea: how many grams go in a 150 ml cup?',
    '処方されたとろみ剤は、お茶200 mLに何g入れますか？',
    'Mum has dysphagia and was prescribed capsules she cannot swallow. Can they be opened into yoghurt?',
    '医生开了药，但是爸爸药片吞不下，可以压碎混在糊里吗？',
  ])('"%s" (giving it or a thickener) stays in scope', (question) => {
    expect(reason(question)).toBeUndefined();
  });
});

describe('stroke article: every locale checks alertness before the screen and each meal', () => {
  const articles = readCorpus().articles;
  it.each([
    ['en', /awake and alert[^.]*before|before[^.]*awake and alert/],
    ['zh-HK', /之前[^。]*清醒/],
    ['zh-CN', /之前[^。]*清醒/],
    ['ja', /前[^。]*覚醒/],
  ] as const)('%s', (locale, fact) => {
    const body = articles.find((a) => a.topic === 'dysphagia-stroke' && a.locale === (locale as QaLocale))!.body;
    expect(body).toMatch(fact);
  });

  it.each([
    ['Right after his stroke, what do the nurses check before giving him breakfast?', /alert/],
    ['脳梗塞で入院した祖父に、最初の食事の前に何を確かめますか？', /覚醒|意識/],
    ['阿嫲中風入院，第一餐食嘢之前要確認咩？', /清醒/],
  ])('"%s" answers with the alertness check', async (question, fact) => {
    expect((await answerClinicalQuestion({ question, top_k: 5 })).answer).toMatch(fact);
  });
});

describe('concepts: how fine to chop, how to make it, and the rehabilitation department', () => {
  it.each([
    ['菜要剁幾碎先啱5級？', 'size'],
    ['蔬菜要切多碎才算5级？', 'size'],
    ['野菜はどのくらい細かく刻めばレベル5ですか？', 'size'],
    ['5級魚點樣整？', 'prepare_meal'],
    ['レベル4のかぼちゃはどうやって作りますか？', 'prepare_meal'],
    ['这种情况该去康复科吗？', 'which_clinician'],
    ['要搵言語治療師睇吓嗎？', 'refer'],
  ])('"%s" names %s', (question, id) => {
    expect(concepts(question)).toContain(id);
  });

  it.each([
    ['奶奶吞东西越来越慢，有哪些情况要去康复科找言语治疗师？', 'when-to-refer-slp-zh-cn'],
    ['5級蒸魚點樣整？要剁幾碎？', 'preparing-texture-modified-meals-zh-hk'],
  ])('"%s" is answered from %s', async (question, id) => {
    expect((await sourceIds(question)).slice(0, 2)).toContain(id);
  });
});

describe('nil by mouth after stroke: "not even water" is nil by mouth, and the answer says why (the lungs)', () => {
  it.each([
    ['Since her stroke the ward says not even a sip of water. Why?', /aspiration|airway/],
    ['公公中风后医生说连水都不能喝，是什么原因？', /误吸|气道/],
    ['婆婆中風後連水都唔俾飲，點解？', /誤吸|氣管/],
    ['脳卒中の父は水も飲ませてもらえません。どうしてですか？', /誤嚥|気道/],
  ])('"%s"', async (question, reasonGiven) => {
    expect(concepts(question)).toContain('nil_by_mouth');
    expect((await answerClinicalQuestion({ question, top_k: 5 })).answer).toMatch(reasonGiven);
  });
});

describe("namedDrugDose, DRUG_NAME (scope.ts): a named medicine's dose is not covered, how to give it is", () => {
  it.each([
    'whats the usual dose of sinemet for an old man, can we add half a tablet at lunch',
    "What's the correct ibuprofen dose for a resident who has trouble swallowing tablets?",
    '外公有帕金森，多巴丝肼一次吃几片？',
    '父はパーキンソン病でメネシットを飲んでいます。1日何錠が普通ですか？',
  ])('"%s" is not covered', (question) => {
    expect(reason(question)).toBeDefined();
  });

  it.each([
    'Her levodopa tablets are hard to swallow: can they be crushed and mixed with yoghurt?',
    'Should Mum take her Madopar before meals so she swallows better?',
    "What's the usual thickener dose for a Level 3 drink?",
  ])('"%s" stays in scope', (question) => {
    expect(reason(question)).toBeUndefined();
  });
});

describe("asksPlaceMenu (scope.ts): a named place's menu for a diet is that place's to say", () => {
  it.each(['伊利沙伯醫院嘅碎餐餐單有啲乜？', '上海瑞金医院的软食菜单有哪些菜？', '東京大学病院の嚥下調整食のメニューを知りたい'])(
    '"%s" is not covered',
    (question) => {
      expect(reason(question)).toBeDefined();
    },
  );

  it.each(['伊利沙伯醫院嘅碎餐餐單有冇高危食物？', '瑞金医院的软食菜单适合5级的老人吗？'])(
    '"%s" (safety asked) stays in scope',
    (question) => {
      expect(reason(question)).toBeUndefined();
    },
  );

  it.each(['瑪麗醫院嘅糊餐餐單今日有咩？', '北京协和医院的糊餐菜单今天有什么？', '順天堂医院の嚥下食の献立を教えてください'])(
    '"%s" (what is on it) is not covered',
    (question) => {
      expect(reason(question)).toBeDefined();
    },
  );

  it.each([
    '幸福護老院嘅糊餐餐單可以點樣設計？',
    '聖路加国際病院の嚥下食の献立に入れてよい食材は？',
    '仁濟護老院嘅碎餐餐單應該包括啲乜？',
    '协和医院的糊状餐菜单怎么设计比较好？',
    '慈恵医大病院のミキサー食の献立はどうやって立てればいいですか？',
  ])('"%s" (planning the menu, what may go in it) stays in scope', (question) => {
    expect(reason(question)).toBeUndefined();
  });
});

describe('asksIllnessMedicine (scope.ts): which medicine for a cold, flu or sore throat is not covered', () => {
  it.each([
    'My son has a sore throat from a cold, what medicine should he take?',
    'What can I give my daughter for the flu?',
    '阿仔傷風喉嚨痛，應該食咩藥？',
    '我个仔感冒喉咙痛，应该吃什么药？',
    '息子が風邪でのどが痛いです。何の薬を飲ませればいいですか？',
  ])('"%s" is not covered', (question) => {
    expect(reason(question)).toBeDefined();
  });

  it.each([
    'Dad has a cold but cannot swallow tablets, what medicine can he take?',
    'What medicine for a cold works with thickened water?',
    'She has a sore throat and it hurts to swallow, what medicine should she take?',
    '阿媽感冒，吞唔落藥丸，可以食咩藥？',
    '风寒感冒吃什么药可以混在糊里？',
    '風邪薬が飲み込めない父に、どの薬がいいですか？',
    'What can I give Mum her tablets with if she cannot swallow them whole?',
    'What can I give her for a cold, she is on level 2 drinks?',
    'What medicine should he take for a cold now that he has a PEG tube?',
  ])('"%s" (swallowing or giving it) stays in scope', (question) => {
    expect(reason(question)).toBeUndefined();
  });
});

describe('concepts: speech and language therapy is the SLP', () => {
  it.each(['How do we make a referral to speech-language therapy?', 'Who refers to the SLT team?'])('"%s"', (question) => {
    expect(concepts(question)).toContain('slp');
    expect(reason(question)).toBeUndefined();
  });

  it.each(['Convert the menu with an XSLT stylesheet', 'Fill in the SLTX form'])('"%s": slt only as a whole word', (text) => {
    expect(concepts(text)).not.toContain('slp');
  });
});

describe('concepts: getting more nutrition in is fortifying', () => {
  it.each(['奶奶吃得少，怎样让她多摄入一些营养？', '點樣令阿爺食多啲營養？', 'How can I get more calories into Mum on puréed food?'])(
    '"%s"',
    (question) => {
      expect(concepts(question)).toContain('fortify');
    },
  );
});
