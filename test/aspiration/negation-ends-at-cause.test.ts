/**
 * Rule negation_ends_at_cause (analyse.ts scopeAfterCue): a negator spent on what comes before a cause word ("doesn't
 * feel like eating because ...") does not deny the reason told after it; a negator right before the cause word
 * ("not because it is hard to swallow") still denies the reason. In every input language.
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

const REASON_ASSERTED: ReadonlyArray<readonly [string, string]> = [
  ['en', "He doesn't feel like eating much because it is hard to swallow."],
  ['zh-HK', '佢唔想食飯，因為吞嘢困難。'],
  ['zh-CN', '她不想吃饭，因为吞咽困难。'],
  ['ja', '食事をあまり食べないのは、飲み込みにくいためです。'],
  ['ko', '밥을 잘 안 드시는데 삼키기 힘들어서 그래요.'],
  ['tl', 'Ayaw niyang kumain dahil hirap siyang lumunok.'],
  ['id', 'Kakek tidak mau makan karena sulit menelan.'],
  ['vi', 'Ông không muốn ăn vì khó nuốt.'],
  ['th', 'พ่อไม่อยากกินข้าวเพราะกลืนลำบาก'],
  ['es', 'No quiere comer porque le cuesta tragar.'],
];

describe('rule negation_ends_at_cause', () => {
  it.each(REASON_ASSERTED)('%s: the reason after the cause word is a current sign: %s', (_lang, text) => {
    const result = evaluate({ symptoms: text, age: 80 });
    const sign = result.items.find((i) => i.code === 'difficulty_swallowing');
    expect(sign?.status).toBe('current');
    expect(result.level).not.toBe('low');
  });

  it('a negator right before the cause word denies the reason', () => {
    expect(evaluate({ symptoms: 'She eats soft food by choice, not because it is hard to swallow.', age: 80 }).level).toBe('low');
  });
});
