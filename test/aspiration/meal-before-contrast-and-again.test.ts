/**
 * Screening misses fixed as general classes and tested
 * with wordings of our own: a "but" does not hide the meal a duration speaks of (reading rule
 * meal_before_contrast), an "and again" in the sign's own clause is one more episode (rule repeated_episodes),
 * and vocabulary held as data (Spanish imperfect of "aspirar", spoken Japanese without が, plural "sit in").
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

const codes = (symptoms: string) => evaluate({ symptoms }).items.map((i) => i.code);

describe('meal_before_contrast', () => {
  it.each([
    ['en', 'Ate all of his dinner but it took him nearly an hour.'],
    ['id', 'Makan siangnya habis tapi lama sekali, hampir satu jam.'],
  ])('%s: a meal finished "but" slowly is a prolonged meal (moderate)', (_lang, text) => {
    const r = evaluate({ symptoms: text });
    expect(r.level).toBe('moderate');
    expect(codes(text)).toContain('prolonged_meals');
  });

  it('eating well "but" tired with no meal told as slow stays low', () => {
    expect(evaluate({ symptoms: 'Eats well but is tired in the evenings.' }).level).toBe('low');
  });
});

describe('repeated_episodes: "and again" in the sign clause', () => {
  it('a cough at one meal and again at the next, then the same days later, is repeated: high', () => {
    const r = evaluate({ symptoms: 'Coughed on her juice at lunch and again at supper on Monday, Friday the same.' });
    expect(r.level).toBe('high');
    expect(r.rules).toContain('persistent_major_sign');
  });

  it('one "and again" alone is two episodes: moderate', () => {
    expect(evaluate({ symptoms: 'Coughed on her juice at lunch and again at supper.' }).level).toBe('moderate');
  });
});

describe('vocabulary: words the screen missed', () => {
  it('es: the imperfect "aspiraba" on a study is observed aspiration (red flag)', () => {
    const r = evaluate({ symptoms: 'En el estudio de deglución del mes pasado se vio que aspiraban los líquidos sin toser.' });
    expect(r.level).toBe('high');
    expect(r.rules).toContain('red_flag');
  });

  it('ja: meals that take long, told without が, are a prolonged meal', () => {
    expect(codes('最近は食事に時間かかってます。')).toContain('prolonged_meals');
  });

  it('ja: throat clearing at ごはん is throat clearing at meals', () => {
    expect(codes('ごはんのときに咳払いが出ます。')).toContain('throat_clearing_after_meals');
  });

  it('en: tablets that "sit in" the throat stick (a current mild sign)', () => {
    const r = evaluate({ symptoms: 'Her capsules sit in her throat these days.' });
    expect(r.level).toBe('moderate');
    expect(codes('Her capsules sit in her throat these days.')).toContain('pills_sticking');
  });

  it('en: a repeat study that "was clear" resolves the aspiration the first one showed (low)', () => {
    const r = evaluate({ symptoms: 'VFSS in 2015 showed aspiration of thin fluids. Follow-up study was clear and she eats anything now.' });
    expect(r.level).toBe('low');
    expect(r.rules).not.toContain('aspiration_history');
  });
});

describe('SIGN_FAMILIES: sticking and swallowing again are one sign', () => {
  it('food that sticks and is swallowed twice, with a cough at meals, is two signs, not three_signs', () => {
    const r = evaluate({ symptoms: 'Rice sticks in his throat, so he swallows twice to get it down, and he coughs on soup at meals.' });
    expect(r.rules).not.toContain('three_signs');
    expect(r.level).toBe('moderate');
  });

  it('swallowing twice alone is still a current mild sign (moderate)', () => {
    expect(evaluate({ symptoms: 'He swallows twice to clear every mouthful now.' }).level).toBe('moderate');
  });
});

describe('zh: 一直 before a cough is its frequency, not a word that hides the cough', () => {
  it.each(['喝茶的时候一直咳', '喝粥一直嗆'])('%s: a cough at every drink is read (high, persistent)', (text) => {
    const r = evaluate({ symptoms: text });
    expect(r.level).toBe('high');
    expect(r.rules).toContain('persistent_major_sign');
  });
});

describe('ja: a negator after は/も/たり still denies the sign', () => {
  it.each(['お茶でむせることはぜんぜんありません。', '汁物でむせたりもしていない。'])('%s: denied, low', (text) => {
    const r = evaluate({ symptoms: text });
    expect(r.level).toBe('low');
    expect(codes(text)).not.toContain('cough_during_meals');
  });

  it('むせたりします (no negator) is still a cough at meals', () => {
    expect(codes('みそ汁でむせたりします。')).toContain('cough_during_meals');
  });
});

describe('en: breathless at a meal in plain words', () => {
  it('cannot catch her breath at lunch is breathless at meals (moderate); after stairs it is not', () => {
    expect(codes('At lunch she cannot catch her breath.')).toContain('breathless_at_meals');
    expect(evaluate({ symptoms: "He can't catch his breath after the stairs." }).level).toBe('low');
  });
});
