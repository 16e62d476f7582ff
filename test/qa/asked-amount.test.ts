/**
 * A question that asks how long (how high, how big, how much) is answered by the list item with a number in that
 * unit: ASKED_UNITS (composer/question-reading.ts) reads the unit asked, and a list cut for length keeps that item
 * (AnswerDraft.askedAmount), as it keeps a row the question names. Phrases of our own.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { askedUnits } from '../../shared/qa/composer/question-reading';
import { resetIndexStore } from '../../shared/qa/index-store';
import { answerClinicalQuestion } from '../../shared/qa/service';

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

describe('ASKED_UNITS: the unit of the amount asked', () => {
  it.each([
    ['How long should she stay sitting up after lunch?', 'min'],
    ['食完飯要坐直幾耐先可以瞓低？', 'min'],
    ['吃完饭要坐多长时间？', 'min'],
    ['食後は何分くらい座っていればいいですか？', 'min'],
    ['ベッドの背もたれは何度まで上げますか？', 'deg'],
    ['床頭要升到幾多度？', 'deg'],
    ['How big can the pieces be for my son?', 'mm'],
  ])('%s asks in %s', (question, unit) => {
    expect(askedUnits(question)).toContain(unit);
  });

  it('a question that asks no amount names no unit', () => {
    expect(askedUnits('Which foods should we avoid?')).toEqual([]);
  });
});

describe('AnswerDraft.askedAmount: a cut list keeps the item with the amount asked', () => {
  it('asked how many minutes to stay upright after a meal in bed, the answer says 30 minutes', async () => {
    const { answer } = await answerClinicalQuestion({
      question: 'ベッドで食事を手伝ったあと、逆流やむせを防ぐために、何分ぐらい体を起こしておけばよいですか？',
      top_k: 5,
    });
    expect(answer).toMatch(/30\s*分/);
  });
});
