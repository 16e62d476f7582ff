/**
 * Composing rules, on phrases of their own: a list cut for length keeps its
 * first item and says more exist; the tips shape's title pattern
 * (ANSWER_SHAPES tips.title) does not read an article whose title names a kind of care ("口腔ケア") as an
 * article of tips, so a medicines question asking for tips is answered from the medicines article.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { resetIndexStore } from '../../shared/qa/index-store';
import { MORE_ITEMS } from '../../shared/qa/messages';
import { ANSWER_SHAPES } from '../../shared/qa/question-intent';
import { answerClinicalQuestion } from '../../shared/qa/service';

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

const ask = async (question: string) => (await answerClinicalQuestion({ question, top_k: 5 })).answer;
const tips = ANSWER_SHAPES.find((s) => s.id === 'tips')!;

describe('tips.title: a title names tips by words of tips, not by a kind of care', () => {
  it.each(['誤嚥性肺炎と口腔ケア', '食事の姿勢と介助方法', 'Oral care and pneumonia', '口腔護理'])(
    '"%s" is not a title of tips',
    (title) => {
      expect(tips.title!.test(title)).toBe(false);
    },
  );

  it.each(['Mealtime tips', '服薬の工夫', '餵食技巧', '喂药窍门'])('"%s" is a title of tips', (title) => {
    expect(tips.title!.test(title)).toBe(true);
  });

  it.each([
    ['ja', 'カプセルが飲み込めない母に、何か工夫はある？', /剤形/],
    ['ja', '薬を飲み込みにくい高齢者に、服薬の工夫はありますか？', /服薬補助ゼリー|剤形/],
    ['zh-HK', '長者食藥好難吞，有咩貼士？', /劑型/],
  ])('%s: "%s" is answered from the medicines article, not oral care', async (_l, question, fact) => {
    const answer = await ask(question);
    expect(answer).toMatch(fact);
    expect(answer).not.toMatch(/義歯|歯ブラシ|假牙/);
  });
});

describe('a list cut for length keeps its first item and says more exist', () => {
  it.each([
    ['zh-CN', '缓释药片可以压碎吗？', /询问药师有没有其他剂型/],
    ['zh-HK', '媽媽食飯成日咳，要唔要搵言語治療師？', /進食或飲水時或之後不久咳嗽或哽塞/],
  ])('%s: "%s"', async (locale, question, firstItem) => {
    const answer = await ask(question);
    expect(answer).toMatch(firstItem);
    expect(answer).toContain(MORE_ITEMS[locale as keyof typeof MORE_ITEMS]);
  });
});
