/**
 * Session 13 (Q&A, helper a): classes of the thirteenth round, each tested on phrases of its own.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { resetIndexStore } from '../../shared/qa/index-store';
import { answerShapes } from '../../shared/qa/question-intent';
import { answerClinicalQuestion } from '../../shared/qa/service';

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

const shapeIds = (q: string) => answerShapes(q).map((s) => s.id);
const answer = async (question: string) => (await answerClinicalQuestion({ question })).answer;

describe('signs: "how do I judge / tell apart whether X" asks for the signs of X', () => {
  it.each([
    '餵粥嗰陣，點樣判斷公公有冇誤吸？',
    '怎样识别病人饮水时有没有误吸？',
    '如何察觉长者是不是脱水了？',
    '肺炎かどうか、どうやって見分けたらいいですか？',
  ])('"%s" asks for signs', (question) => {
    expect(shapeIds(question)).toContain('signs');
  });

  it('the Chinese answer to "判断有没有误吸" holds the wet voice and silent aspiration', async () => {
    const text = await answer('在床上喂饭，怎么判断奶奶有没有误吸？');
    expect(text).toMatch(/声音变湿|湿性/u);
    expect(text).toMatch(/隐性/u);
  });
});
