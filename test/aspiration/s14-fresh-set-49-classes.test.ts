/**
 * Fresh set 49 (session 14, s14asp-e): the classes its first run missed, each on phrases of our own.
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

const level = (symptoms: string) => evaluate({ symptoms }).level;

describe('nasal regurgitation told with the drink between the verb and the nose (lexicon/s14e-words.ts)', () => {
  it.each([
    ['tl', 'Medyo may lumalabas na gatas sa ilong ni lolo kapag umiinom.'],
    ['tl', 'Tumutulo ang sabaw sa ilong niya pag kumakain.'],
    ['id', 'Keluar susu dari hidung waktu ibu minum.'],
    ['es', 'Un poco le sale la leche por la nariz al beber.'],
    ['ja', '少し鼻からお茶が出ることがある。'],
    ['ko', '국을 먹으면 코로 국물이 나와요.'],
    ['zh-CN', '喝汤时汤从鼻孔流出来。'],
    ['en', 'When he drinks, a little fluid comes out of his nose.'],
  ])('%s: %s is high (a degree word keeps the sign)', (_lang, text) => {
    expect(level(text)).toBe('high');
  });

  it.each([
    ['id', 'Kadang-kadang keluar teh dari hidung waktu minum, jarang sekali.'],
    ['tl', 'Minsan may lumalabas na kape sa ilong niya.'],
  ])('%s: %s is occasional (moderate)', (_lang, text) => {
    expect(level(text)).toBe('moderate');
  });
});

describe('multiple swallows before it goes down is a mild sign; "always" does not promote it (moderate)', () => {
  it.each([
    ['zh-HK', '爺爺食粥成日要吞幾啖先落。'],
    ['zh-CN', '爷爷吃饭经常要咽两三口才咽得下去。'],
    ['ja', 'いつも何回か飲み込まないと飲み込めない。'],
    ['ko', '밥을 먹을 때 늘 두세 번 삼켜야 넘어가요.'],
    ['vi', 'Bà luôn nuốt hai ba lần mới trôi.'],
    ['es', 'Siempre traga dos o tres veces hasta que pasa la carne.'],
  ])('%s: %s', (_lang, text) => {
    expect(level(text)).toBe('moderate');
  });
});
