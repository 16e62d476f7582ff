/**
 * Condition articles, doses out of scope and facts before background, each tested on phrases of its own.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { resetIndexStore } from '../../shared/qa/index-store';
import { asksForQuantity } from '../../shared/qa/composer/question-reading';
import { answerClinicalQuestion } from '../../shared/qa/service';

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

/** The article the answer's first citation points to. */
async function firstCited(question: string): Promise<string | undefined> {
  const r = await answerClinicalQuestion({ question, top_k: 5 });
  const n = Number(/\[(\d+)\]/.exec(r.answer)?.[1] ?? 0);
  return r.sources[n - 1]?.id;
}

describe('conditions (conditions.ts): the article on the condition the question names leads its answer', () => {
  it.each([
    ['My grandad had a stroke. Any mealtime tips for the carers?', 'dysphagia-stroke-en'],
    ['中风后的爷爷吃饭有什么小贴士？', 'dysphagia-stroke-zh-cn'],
    ['脳卒中後の祖父の食事のコツは？', 'dysphagia-stroke-ja'],
    ['中風後嘅阿爺食飯有咩貼士？', 'dysphagia-stroke-zh-hk'],
  ])('"%s" is answered from %s, not another condition or a general list', async (question, article) => {
    expect(await firstCited(question)).toBe(article);
  });
});

describe('medicine dose (scope.ts DOSE_COUNT): a dose from body weight or "how much should he take" is prescribing', () => {
  it.each([
    'My son is 18 kg with a fever: how much Panadol should I give?',
    'Is it 10 mg/kg of ibuprofen for a toddler?',
    '囡囡發燒，必理痛應該食幾多？',
    '小孩发烧，对乙酰氨基酚按体重怎么算？',
    '子どもの熱にカロナールを体重あたり何mg飲ませますか？',
    // one dose's amount and the hours between doses of a named medicine
    '肺炎のときのセフトリアキソンの1回量と投与間隔は？',
    '吸入性肺炎用的头孢曲松每次剂量和给药间隔是多少？',
    '食抗生素每隔幾多個鐘食一次？',
    'What is the dosing interval of co-amoxiclav for a chest infection?',
  ])('"%s" is not covered', async (question) => {
    const r = await answerClinicalQuestion({ question, top_k: 5 });
    expect(r.sources).toHaveLength(0);
  });

  it.each([
    'とろみ剤の1回量はどれくらい？',
    'How many hours apart should thickened drinks be offered?',
    // how to give a medicine (with a jelly, by tube, mixed into food) is the articles' subject
    '嚥下障害の父に薬を飲ませるとき、1回量のゼリーはどのくらい使う？',
    '胃ろうから薬と栄養剤を入れる投与間隔は？',
    '吞咽困难，给药次数多，能把药混在糊状食物里吗？',
    'How many hours apart should meals and medicines be for someone with dysphagia?',
  ])('"%s" names no drug to dose: it stays in scope', async (question) => {
    const r = await answerClinicalQuestion({ question, top_k: 5 });
    expect(r.sources.length).toBeGreaterThan(0);
  });

  it('crushing the same medicine for someone who cannot swallow it stays in scope', async () => {
    const r = await answerClinicalQuestion({ question: '退烧药应该吃多少？他吞咽困难，药片能不能磨碎？', top_k: 5 });
    expect(r.sources.length).toBeGreaterThan(0);
  });
});

describe('facts first (assembly.ts takesBackgroundRoom): the amount asked for takes the room of background', () => {
  it('"how long to wait" after mixing a thickener keeps its standing time beside the steps', async () => {
    const r = await answerClinicalQuestion({ question: '開完凝固粉要等幾耐先可以飲？點樣開先唔起粒？', top_k: 5 });
    expect(r.answer).toMatch(/靜置\s*1\s*分鐘/u);
  });

  it.each([
    ['肺炎を何度も繰り返しています。口の中のケアはどうしたらいいですか？', false],
    ['むせを何回も繰り返す父の食事はどうすればいい？', false],
    ['お茶は何度くらいに冷ましてから出せばいいですか？', true],
    ['歯みがきは1日何回しますか？', true],
  ])('"%s" asks for an amount: %s ("何度も" is "again and again")', (question, asks) => {
    expect(asksForQuantity(question)).toBe(asks);
  });
});
