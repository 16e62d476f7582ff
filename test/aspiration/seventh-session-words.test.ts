/**
 * Word classes and reading rules the sign tables lacked, each probed with
 * wordings of our own: a tablet named in the clause before, a frequency told in a sentence
 * of its own, a run of resolution sentences, a doubted date, heartburn, "not a
 * single problem since", slow drinking as advice, and single mild signs told
 * plainly (a dry mouth, food sticking, water to wash it down).
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

const at75 = (symptoms: string, diagnosis?: string) => evaluate({ symptoms, age: 75, diagnosis });
const codes = (symptoms: string) => at75(symptoms).items.map((i) => `${i.code}:${i.status}`);

describe('history and resolution (risk_factor_without_sign, aspiration_history)', () => {
  it.each([
    [
      'a run of resolution sentences reaches the event',
      'Aspiration pneumonia in 2015 after a fall. Follow-up study normal. Eating normally ever since.',
    ],
    ['a doubted date does not end the sentence', 'Years ago (2012?) he had food sticking after neck surgery, no trouble since.'],
    ['zh-HK: reassessed and OK now', '19年中風之後要食糊餐，不過後來再評估已經ok，而家食正常飯。'],
    ['zh-CN: tube removed, rechecks fine', '2018年脑梗后插过胃管，出院前拔管。现在吃饭完全正常，复查都说没问题。'],
    ['es: repeat study came out normal', 'Estudio de deglución en 2018 con aspiración; lo repitieron en 2019 y salió normal.'],
  ])('%s: low', (_name, text) => {
    const r = at75(text);
    expect(r.level).toBe('low');
    expect(r.rules).not.toContain('aspiration_history');
  });
});

describe('denials and things that are not signs', () => {
  it.each([
    ['"hasn\'t had a single ... since" denies', 'Fishbone removed at A&E in 2009. Has not had a single swallowing problem since.'],
    ['"nobody has ever seen" denies', 'Nobody has ever seen him struggle with food, just frail.'],
    [
      'heartburn is not food sticking; "nothing sticking" reassures',
      'Burning behind the breastbone at night, antacid helps. Nothing sticking, eats fine.',
    ],
    ['ko: drinking slowly is advice, not a slow meal', '급하게 마시면 사레들지만 천천히 마실 때는 괜찮음.'],
  ])('%s: low', (_name, text) => {
    expect(evaluate({ symptoms: text, age: 60 }).level).toBe('low');
  });

  it('a tablet named in the clause before, managed by splitting it, is no sign (split_tablet)', () => {
    expect(at75('The iron tablet is huge, she cannot swallow it whole, so we cut it in two now.').level).toBe('low');
    expect(at75('粒藥丸好大粒，成粒吞唔落，而家切開兩份就食得落。').level).toBe('low');
  });

  it('food named in the clause keeps the difficulty a sign, whatever tablet came before', () => {
    expect(at75('Tablets are fine, bread is hard to swallow.').level).not.toBe('low');
  });
});

describe('frequency told apart (persistent_major_sign)', () => {
  it('a sentence of nothing but a frequency speaks of the sentence before', () => {
    const r = at75('Coughed on his coffee this morning and again at lunch. Every cup.');
    expect(r.rules).toContain('persistent_major_sign');
    expect(r.level).toBe('high');
  });

  it('but not of a sign told as once', () => {
    expect(at75('Coughed once on his coffee this morning. Every cup otherwise fine.').level).not.toBe('high');
  });

  it('"most meals" is a meal context as well as a frequency', () => {
    expect(codes('Clearing her throat through most meals lately.')).toContain('throat_clearing_after_meals:current');
  });
});

describe('single mild signs told plainly (current_sign)', () => {
  it.each([
    ['a dry mouth, food hard to get down (ja)', '口の中がいつもカラカラで、せんべいが飲み込みにくい。'],
    ['a dry mouth, water to get food down (en)', "Mouth's always dry, she can't get biscuits down without a drink."],
    ['food feels stuck, water to send it down (es)', 'Siente la carne como pegada en la garganta y tiene que tomar agua para que baje.'],
    ['food sticks in the throat (zh-HK)', '食餅乾嗰陣好似黐喺喉嚨，要飲啖水送。'],
    ['food held a long time before the swallow, with dementia: one oral hold (vi)', 'Ngậm cơm rất lâu mới nuốt.'],
  ])('%s: moderate', (_name, text) => {
    const r = at75(text, 'dementia');
    expect(r.rules).toContain('current_sign');
    expect(r.level).toBe('moderate');
  });
});

describe('red flags told plainly', () => {
  it.each([
    ['saliva not managed (saliva_not_swallowed)', "He can't manage his saliva any more, it runs down his chin.", 'saliva_not_swallowed'],
    [
      'drowsy at meals with a sign (tl, drowsy_with_current_sign)',
      'Hirap lumunok si lolo, antok na antok kapag pinapakain.',
      'drowsy_with_current_sign',
    ],
    ['hardly drinking, dark urine, with a hard swallow (zh-HK)', '最近吞唔落，水都唔多飲，尿深色。', 'nutrition_consequence_of_dysphagia'],
  ])('%s: high', (_name, text, rule) => {
    const r = at75(text);
    expect(r.rules).toContain(rule);
    expect(r.level).toBe('high');
  });
});
