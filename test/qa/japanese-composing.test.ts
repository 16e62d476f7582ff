/**
 * Japanese composing and the vocabulary it needs, each rule shown on questions of its own in several locales.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { conceptSpans, normaliseForMatch } from '../../shared/qa/concepts';
import { asksForProcedure } from '../../shared/qa/composer/question-reading';
import { resetIndexStore } from '../../shared/qa/index-store';
import { answerClinicalQuestion } from '../../shared/qa/service';
import { companionIdsFor } from './helpers';

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

/** The article the answer's first citation points to. */
async function firstCited(question: string): Promise<{ id: string | undefined; answer: string }> {
  const r = await answerClinicalQuestion({ question, top_k: 5 });
  const n = Number(/\[(\d+)\]/.exec(r.answer)?.[1] ?? 0);
  return { id: r.sources[n - 1]?.id, answer: r.answer };
}

describe('concept thickener (concepts.ts): a thickener named as the product it is sold as', () => {
  it.each(['とろみ調整食品', 'とろみ調整剤', 'thickening product', '增稠产品'])('"%s" is the thickener', (word) => {
    expect(conceptSpans(normaliseForMatch(word)).map((s) => s.concept)).toContain('thickener');
  });

  it.each([
    ['とろみ調整剤でみそ汁にとろみをつける手順を教えて', 'thickeners-ja', /かき混ぜ/u],
    ['用增稠产品给橙汁增稠的步骤是什么？', 'thickeners-zh-cn', /搅拌/u],
    ['How do I thicken orange juice with a thickening product? What are the steps?', 'thickeners-en', /\bstir/iu],
  ])('"%s" is answered by the thickener article\'s mixing steps', async (question, article, mixing) => {
    const { id, answer } = await firstCited(question);
    expect(id).toBe(article);
    expect(answer).toMatch(mixing);
  });
});

describe('ASKS_PROCEDURE (question-reading.ts): how a dish is made asks for its steps', () => {
  it.each([
    ['とろみ茶の作り方は？', true],
    ['ムース食を作るときのコツは？', true],
    ['ゼリー食を作る際のポイントを知りたい', true],
    ['肉末粥的做法是什么？', true],
    ['果凍嘅做法？', true],
    ['作り置きしてもいいですか？', false],
    ['家常做法的粥可以吃吗？', false],
  ])('"%s" asks for a procedure: %s', (question, asks) => {
    expect(asksForProcedure(question)).toBe(asks);
  });

  it('asked the points of making a moulded jelly meal, the answer names the gelling agent', async () => {
    const { answer } = await firstCited('ピューレをムース状に固めて出したいです。作るときのコツは？');
    expect(answer).toMatch(/ゲル化剤/u);
  });
});

describe("parkinson-swallowing-carries-silent-aspiration (companion-facts.ts): feeding someone with Parkinson's", () => {
  it.each([
    'パーキンソン病の父の食事介助で気をつけることは？',
    '帕金森病的老人，喂饭时要注意哪些地方？',
    "Any tips for staff feeding a resident with Parkinson's?",
  ])('"%s" asks for it', (question) => {
    expect(companionIdsFor(question)).toContain('parkinson-swallowing-carries-silent-aspiration');
  });

  it("a question on feeding without Parkinson's does not", () => {
    expect(companionIdsFor('認知症の母の食事介助のコツは？')).not.toContain('parkinson-swallowing-carries-silent-aspiration');
  });

  it.each([
    ['パーキンソン病の入所者の食事介助で、職員が気をつけることを教えてください。', /不顕性誤嚥|むせ(ない|ず|のない)/u],
    ['帕金森病的老人，喂饭时要注意哪些地方？', /隐性误吸|不咳/u],
  ])('"%s" is answered with silent aspiration', async (question, fact) => {
    const { answer } = await firstCited(question);
    expect(answer).toMatch(fact);
  });
});

describe('choking-action-carries-keep-coughing (companion-facts.ts): what to do when someone chokes', () => {
  it.each([
    'おじいちゃんがお餅をのどに詰まらせた！どうすればいい？',
    '老人吃饭时噎住了，怎么办？',
    'Someone at the table is choking. What should I do?',
  ])('"%s" asks for it', (question) => {
    expect(companionIdsFor(question)).toContain('choking-action-carries-keep-coughing');
  });

  it('a question on which foods cause choking does not', () => {
    expect(companionIdsFor('窒息しやすい食べ物は？')).not.toContain('choking-action-carries-keep-coughing');
  });

  it.each([
    ['おじいちゃんがお餅をのどに詰まらせた！どうすればいい？', /咳を(出し)?続け/u],
    ['有院友食飯哽親，即刻點做？', /繼續咳/u],
    ['Someone at the table is choking. What should I do?', /keep coughing/iu],
  ])('"%s" is answered with "keep coughing"', async (question, fact) => {
    const { answer } = await firstCited(question);
    expect(answer).toMatch(fact);
  });
});

describe('malnutrition-screen-carries-its-measures (companion-facts.ts): how malnutrition risk is screened', () => {
  it.each([
    '入所者の低栄養のリスクはどうやって評価しますか？',
    '怎样评估吞咽障碍老人的营养不良风险？',
    'How do you screen an older person for malnutrition risk?',
  ])('"%s" asks for it', (question) => {
    expect(companionIdsFor(question)).toContain('malnutrition-screen-carries-its-measures');
  });

  it('a question on preventing malnutrition without assessing it does not', () => {
    expect(companionIdsFor('低栄養を防ぐ食事の工夫は？')).not.toContain('malnutrition-screen-carries-its-measures');
  });

  it.each([
    ['入所者の低栄養のリスクはどうやって評価しますか？'],
    ['點樣評估院友有冇營養不良風險？'],
    ['How do you screen an older person for malnutrition risk?'],
  ])('"%s" is answered with body mass index', async (question) => {
    const { answer } = await firstCited(question);
    expect(answer).toMatch(/BMI|body mass index|體重指數|体重指数/iu);
  });
});

describe('feeding-position-carries-feeder-at-eye-level (companion-facts.ts): positioning for assisted feeding', () => {
  it.each([
    '寝たきりの父に食事介助するときの姿勢を教えてください',
    '给卧床老人喂饭时，姿势要注意什么？',
    'How should I position my wife when I feed her in bed?',
  ])('"%s" asks for it', (question) => {
    expect(companionIdsFor(question)).toContain('feeding-position-carries-feeder-at-eye-level');
  });

  it("a question on the eater's posture alone, with no feeding, does not", () => {
    expect(companionIdsFor('食後はどのくらい座っていればいいですか？')).not.toContain('feeding-position-carries-feeder-at-eye-level');
  });

  it.each([
    ['寝たきりの父に食事介助するときの姿勢と食べさせ方を順番に教えてください', /目の高さ|目線/u],
    ['How should I position my wife when I feed her in bed, step by step?', /eye level/iu],
  ])('"%s" is answered with the feeder at eye level', async (question, fact) => {
    const { answer } = await firstCited(question);
    expect(answer).toMatch(fact);
  });
});
