/**
 * A cough, throat clearing or wet voice during a water test fails it even when the
 * test is told as passed (reading rule cough_in_test_fails_it, helper water_test_event; Yale / DePippo). A pass
 * beside a cough at ordinary meals stays passed. Phrases of our own.
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

const screened = (symptoms: string) => evaluate({ symptoms });

describe('rule cough_in_test_fails_it: a sign at a moment of the test fails a test told as passed', () => {
  it.each([
    ['en', 'Swallow screen passed but she cleared her throat during it.'],
    ['en', 'Passed the 3 oz water test, though he coughed on the final sip.'],
    ['en', 'Passed the water swallow test with a cough.'],
    ['en', 'Yale screen passed, but coughed.'],
    ['zh-CN', '吞咽筛查通过了，不过第一口就呛咳。'],
    ['zh-HK', '飲水測試通過，但係最後幾啖咳咗兩聲。'],
    ['ja', '嚥下スクリーニングは合格でしたが、一口目でむせました。'],
    ['ko', '물 삼킴 검사는 통과했는데 첫 모금에 기침했어요.'],
    ['tl', 'Pumasa sa swallow screen pero naubo sa unang higop.'],
    ['id', 'Skrining menelan lolos, tapi batuk di tegukan pertama.'],
    ['vi', 'Sàng lọc nuốt đạt nhưng ho ở ngụm đầu tiên.'],
    ['th', 'คัดกรองการกลืนผ่าน แต่ไอตอนอึกแรก'],
    ['es', 'Cribado de disfagia superado, pero tosió en el primer sorbo.'],
  ])('%s: water_swallow_test_failed, high: %s', (_lang, text) => {
    const r = screened(text);
    expect(r.rules).toContain('water_swallow_test_failed');
    expect(r.level).toBe('high');
  });

  it.each([
    ['en', 'Swallow screen passed, but coughs over dinner now and then.'],
    ['en', 'Passed the water swallow test. Coughs with soup sometimes.'],
    ['zh-CN', '吞咽筛查通过了，但有时吃饭会咳。'],
    ['es', 'Cribado de disfagia superado, a veces tose con la sopa.'],
  ])('%s: a cough at ordinary meals leaves the test passed: %s', (_lang, text) => {
    expect(screened(text).rules).not.toContain('water_swallow_test_failed');
  });

  it('a moment word with no water test is no failed test', () => {
    expect(screened('She coughs on the last sip of her tea some evenings.').rules).not.toContain('water_swallow_test_failed');
  });
});

describe('rule frequency_after_subject: a frequency between commas after the person named is fronted', () => {
  it.each([
    ['en', 'Grandpa, once in a while, milk comes out of his nose.'],
    ['es', 'Mi abuelo, de vez en cuando, le sale la leche por la nariz.'],
  ])('%s: occasional, moderate: %s', (_lang, text) => {
    expect(screened(text).level).toBe('moderate');
  });

  it('an every-time word there stays persistent', () => {
    expect(screened('Grandpa, at every meal, coughs on his tea.').rules).toContain('persistent_major_sign');
  });
});

describe('vocabulary: "nothing" as the subject, a question about a thickener, the Tagalog linker', () => {
  it.each([
    ['en', 'No wet voice and nothing comes back out of his nose when he drinks.'],
    ['es', 'Nada le sale por la nariz cuando toma caldo.'],
  ])('%s: the sign is denied: %s', (_lang, text) => {
    expect(screened(text).items.map((i) => i.code)).not.toContain('nasal_regurgitation');
  });

  it('es: a family that wants to know whether to thicken reports no known dysphagia', () => {
    const r = screened('La abuela tiene parkinson; queremos saber si hay que darle espesante. Come bien.');
    expect(r.items.map((i) => i.code)).not.toContain('known_dysphagia');
  });

  it('tl: food named after the linker "na" still sticks in the throat', () => {
    expect(screened('Parang may sumasabit na karne sa lalamunan ni lolo.').items.map((i) => i.code)).toContain('food_sticking');
  });
});

describe('es cough_during_meals: the food or drink named inside "se le va ... por otro lado"', () => {
  it.each(['Al abuelo se le va la sopa por otro lado.', 'A mi tía se le fue el café por mal camino esta mañana.'])('%s', (text) => {
    expect(screened(text).items.map((i) => i.code)).toContain('cough_during_meals');
  });
});

describe('rule doubled_query_is_emphasis: "??" or "?!" is alarm, not doubt', () => {
  it.each([
    ['en', 'My voice goes gurgly after coffee?!'],
    ['zh-CN', '我吃馒头总觉得卡在喉咙里？？'],
    ['es', '¿Es normal que la carne se me quede atascada en la garganta??'],
  ])('%s: a current sign: %s', (_lang, text) => {
    expect(screened(text).items.every((i) => i.status !== 'possible')).toBe(true);
  });

  // Rule query_needs_question_frame: a single "?" doubts its clause only in a question about the sign.
  it('a single question mark still doubts a question about the sign', () => {
    expect(screened('does he cough with his tea?').items.map((i) => i.status)).toContain('possible');
  });
});

describe('rule resolution_names_event_back: Chinese "(treatment) 以后就好了" is the recovery of the sign before', () => {
  it.each([
    ['zh-CN', '喝汤会呛，做了康复训练之后就好了。'],
    ['zh-HK', '伯伯飲湯會嗆，做咗吞嚥訓練之後就好返。'],
  ])('%s: the sign is history: %s', (_lang, text) => {
    expect(screened(text).items.find((i) => i.code === 'cough_during_meals')?.status).toBe('past');
  });

  it('zh-CN: a cough that a thickener helps stays current', () => {
    expect(screened('喝茶会呛，加了增稠剂以后就好了。').items.find((i) => i.code === 'cough_during_meals')?.status).toBe('current');
  });
});
