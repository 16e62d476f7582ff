/**
 * Parkinson's silent aspiration, feeding a
 * person in bed, what to avoid on a level: each tested on phrases of its own in every locale.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { resetIndexStore } from '../../shared/qa/index-store';
import { answerClinicalQuestion } from '../../shared/qa/service';

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

const ask = (question: string) => answerClinicalQuestion({ question, top_k: 5 });

describe("Parkinson's swallowing answers carry silent aspiration and the signs", () => {
  it.each([
    // parkinson-swallowing-carries-silent-aspiration, parkinson-swallowing-carries-its-signs
    ["My husband has Parkinson's and chokes on his tea, what swallowing issues should I watch for?", /silent/i, /drool/i],
    ['柏金遜症嘅婆婆食嘢成日哽親，吞嚥有咩問題要留意？', /隱性誤吸|沒有咳嗽/, /流口水/],
    ['帕金森病的奶奶吞咽不好，要注意什么？', /隐性误吸|不咳嗽/, /流口水/],
    ['パーキンソン病の祖父が飲み込みにくそうです。どんな問題に注意すればいい？', /不顕性誤嚥|むせない/, /よだれ/],
  ])('"%s"', async (q, silent, signs) => {
    const { answer } = await ask(q);
    expect(answer).toMatch(silent);
    expect(answer).toMatch(signs);
  });
});

describe('feeding-position answers carry mouthful size and pace', () => {
  it.each([
    // feeding-position-carries-mouthful-and-pace
    ['How should I sit my bedridden father to spoon-feed him lunch?', /teaspoon/i],
    ['長期臥床嘅爺爺，餵飯時應該點樣擺位？', /茶匙/],
    ['卧床的老人喂饭时应该什么姿势？', /茶匙/],
    ['寝たきりの父の食事介助はどんな姿勢がいいですか？', /ティースプーン/],
  ])('"%s"', async (q, fact) => {
    expect((await ask(q)).answer).toMatch(fact);
  });
});

describe('a question of what not to give on a level is answered by the list of foods to avoid', () => {
  it.each([
    // avoid words ("not bring", "can't he have", 唔好帶, 不能带, 持ってきてはいけない) and the avoid list over the examples
    ["Grandad is on minced and moist now - which snacks can't he have?", /sticky/i, /Tender meat finely minced/i],
    ['阿媽轉咗食軟質及一口量，探佢時唔好帶啲咩食物？', /黏性/, /煮軟的魚/],
    ['奶奶现在吃6级软质一口量，哪些食物不能带给她？', /粘性/, /煮软的鱼/],
    ['父がレベル6の軟菜食になりました。差し入れで持ってきてはいけない食べ物は？', /べたつく/, /軟らかい魚/],
  ])('"%s"', async (q, avoided, safeExample) => {
    const { answer } = await ask(q);
    expect(answer).toMatch(avoided);
    expect(answer).not.toMatch(safeExample);
  });
});

describe('definition and ageing answers keep the stage and the assessment', () => {
  it.each([
    // dysphagia-definition-carries-phases: zh-CN names the oesophageal stage 食管期; the sentence names dysphagia
    ['吞咽障碍是什么意思？', /食管期/],
    ['What does dysphagia actually mean?', /oesophag/i],
  ])('"%s"', async (q, fact) => {
    expect((await ask(q)).answer).toMatch(fact);
  });

  it.each([
    // ageing-question-carries-when-to-assess
    ['Is trouble swallowing just part of getting old? Mum is 88.', /assess/i],
    ['婆婆食飯慢又成日嗆親，係咪年紀大正常？', /評估/],
    ['我妈妈吃东西越来越慢，是不是老了都这样？', /评估/],
    ['年のせいで飲み込みが悪くなるのは普通ですか？', /評価/],
  ])('"%s"', async (q, fact) => {
    expect((await ask(q)).answer).toMatch(fact);
  });
});
