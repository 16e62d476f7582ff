/**
 * Screening review: morphology and word order, on phrases of our own. Rows of lexicon/meal-clauses.ts and cough-choke-episodes.ts:
 * the person, the clitic and the repeated verb are slots, and a fronted meal clause reaches the sign after its comma.
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

const level = (symptoms: string) => evaluate({ symptoms }).level;
const codes = (symptoms: string) => evaluate({ symptoms }).items.map((i) => i.code);
const rules = (symptoms: string) => evaluate({ symptoms }).rules;

describe('finding 2: a fronted meal clause, any person, gives the sign after its comma its meal', () => {
  it.each([
    ['en', 'Every time grandpa drinks, he splutters.'],
    ['en', 'Each time I eat, I cough.'],
    ['en', 'Whenever we have soup, she coughs.'],
    ['tl', 'Tuwing inom, inuubo si lolo.'],
    ['tl', 'Sa bawat subo, nauubo siya.'],
  ])('%s: %s is high (persistent_major_sign)', (_lang, text) => {
    expect(rules(text)).toContain('persistent_major_sign');
    expect(level(text)).toBe('high');
  });

  it.each([
    ['en', 'After his dinner, he coughs.'],
    ['en', 'When my husband has tea, he coughs.'],
    ['es', 'Cuando tomamos la sopa, tose.'],
    ['es', 'Toso mientras bebo.'],
    ['id', 'Kalau nenek minum, dia batuk.'],
    ['vi', 'Lúc mẹ ăn cháo, mẹ bị ho.'],
  ])('%s: %s is a cough at meals (moderate)', (_lang, text) => {
    expect(codes(text)).toContain('cough_during_meals');
    expect(level(text)).toBe('moderate');
  });

  it('a cough in a sentence without a meal stays low', () => {
    expect(level('Each time he laughs, he coughs.')).toBe('low');
  });
});

describe('finding 3: Spanish "se me/te/nos va por otro lado" in every person', () => {
  it.each(['Se nos fue la leche por otro lado.', 'Se te iba el caldo por el camino viejo.', 'A veces se les va todo por mal camino.'])(
    '%s is a cough at meals',
    (text) => {
      expect(codes(text)).toContain('cough_during_meals');
      expect(level(text)).not.toBe('low');
    },
  );
});

describe('finding 4: a coughing fit told by repetition or by a cough that does not stop is a choking episode', () => {
  it.each([
    ['en', 'She coughed and coughed over her porridge.'],
    ['es', 'Tosía y tosía con el caldo.'],
    ['es', 'En la cena no paraba de toser.'],
    ['tl', 'Umuubo nang umuubo si lola habang umiinom ng kape.'],
    ['tl', 'Inubo sila nang inubo habang kumakain.'],
    ['ko', '국 먹을 때 사레가 멈추지 않아요.'],
    ['zh-CN', '喝汤的时候咳了又咳。'],
    ['th', 'ตอนกินข้าวไอแล้วไออีก'],
  ])('%s: %s is high (red_flag)', (_lang, text) => {
    expect(rules(text)).toContain('red_flag');
    expect(level(text)).toBe('high');
  });

  it('a repeated cough with no meal in the sentence is not a choking episode', () => {
    expect(rules('He coughs and coughs at night with his cold.')).not.toContain('red_flag');
  });
});

describe('finding 7: meal-name verbs and colloquial feeding words are meal context', () => {
  it.each([
    ['tl', 'Nauubo si lolo habang nagtatanghalian.'],
    ['tl', 'Inubo siya pagkatapos mag-almusal.'],
    ['id', 'Nenek batuk pas disuapin bubur.'],
    ['zh-HK', '一啖一啖餵佢，佢都會咳。'],
  ])('%s: %s is a cough at meals', (_lang, text) => {
    expect(codes(text)).toContain('cough_during_meals');
    expect(level(text)).not.toBe('low');
  });
});

describe('finding 1: reading rule gapped_sign, filler words between the parts of the nose sign', () => {
  it.each([
    ['en', 'The juice came also out of his nose.'],
    ['es', 'La leche le sale a veces por la nariz.'],
    ['tl', 'Yung kape lumabas pa rin sa ilong niya.'],
    ['id', 'Susu keluar juga lewat hidung waktu minum.'],
    ['ja', 'スープがまだ鼻から出てくる。'],
    ['ko', '우유가 코로 가끔 나와요.'],
    ['zh-CN', '牛奶连鼻子都流出来了。'],
    ['zh-HK', '啲湯連鼻哥都出埋。'],
    ['vi', 'Sữa cũng trào ra mũi.'],
    ['th', 'นมก็ไหลออกทางจมูก'],
  ])('%s: %s is high (bedside_fail_sign)', (_lang, text) => {
    expect(codes(text)).toContain('nasal_regurgitation');
    expect(level(text)).toBe('high');
  });

  it.each([
    'Susunya tidak keluar juga dari hidung.',
    '우유가 코로도 안 나와요.',
    'She also blows her nose a lot, she has a cold.',
    '鼻水も少し出る、風邪です。',
  ])('a denial or a runny nose stays low: %s', (text) => {
    expect(level(text)).toBe('low');
  });
});
