/**
 * Word classes the sign tables lacked, probed with
 * wordings of our own: "N weeks / days ago" in Japanese, Korean and Chinese
 * is within the three months that count as current (docs/SCREENING.md, tense); a Cantonese
 * "when eating X" (X嗰陣) times the meal, it is not "back then"; "every single meal" is
 * as persistent as "every meal".
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

const at75 = (symptoms: string) => evaluate({ symptoms, age: 75 });
const statuses = (symptoms: string) => at75(symptoms).items.map((i) => `${i.code}:${i.status}`);

describe('current_sign: weeks and days ago are recent, not history', () => {
  it.each([
    ['ja, two weeks ago', '2週間前に夕食でむせた。'],
    ['ja, a few days ago', '4日前にお茶でむせた。'],
    ['ko, three weeks ago', '3주 전에 국을 먹다가 사레들렸어요.'],
    ['ko, five days ago', '5일 전에 물 마시다 사레들림.'],
    ['zh-HK, two weeks ago while eating noodles', '兩個禮拜前食麵嗰陣嗆到。'],
    ['zh-CN, three days ago', '三天前喝汤时呛到。'],
  ])('%s', (_name, text) => {
    expect(statuses(text)).toContain('cough_during_meals:current');
    expect(at75(text).level).not.toBe('low');
  });

  it('a year ago, resolved, stays history (low)', () => {
    expect(at75('1년 전에 사레들림, 지금은 괜찮음.').level).toBe('low');
    expect(at75('十幾年前電療，嗰陣有段時間吞嘢困難，之後已經好返，而家乜都食得。').level).toBe('low');
  });
});

describe('persistent_major_sign: "every single meal" is every meal', () => {
  it('coughing with every single meal or drink is high', () => {
    const r = at75('He coughs with every single meal.');
    expect(r.level).toBe('high');
    expect(r.rules).toContain('persistent_major_sign');
    expect(at75('She coughs with every single drink.').level).toBe('high');
  });
});

describe('current_sign: a felt residue or sticky feeling in the throat is food sticking (EAT-10)', () => {
  it.each([
    ['en, a sticky feeling', 'Gets a sticky feeling in her throat with bread, nothing else.'],
    ['ja, something left in the throat', '食後、喉に何か残っている感じがすると言う。'],
    ['zh-CN, a tiny bit stuck', '吃馒头时觉得有一点点卡。'],
  ])('%s', (_name, text) => {
    expect(statuses(text)).toContain('food_sticking:current');
    expect(at75(text).level).toBe('moderate');
  });

  it('denied, it is no sign', () => {
    expect(at75('喉に何か残る感じはない。').level).toBe('low');
    expect(at75('No sticky feeling in the throat at all.').level).toBe('low');
  });
});
