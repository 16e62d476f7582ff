/**
 * Session 17 (qa-d): classes of misses the fresh Q&A set 60 (and sets 58/59) showed, fixed in every locale.
 * Phrases are our own (other foods, wording and locales than the questions that revealed each gap).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { conceptsIn, normaliseForMatch } from '../../shared/qa/concepts';
import { resetIndexStore } from '../../shared/qa/index-store';
import { answerShapes } from '../../shared/qa/question-intent';
import { answerClinicalQuestion } from '../../shared/qa/service';

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
