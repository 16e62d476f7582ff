/**
 * Rule bedside_fail_sign (docs/SCREENING.md): a current wet or gurgly voice
 * after swallowing, or food or drink coming out of the nose, is high (the
 * fail signs of TOR-BSST and the Yale protocol); the intensity stage keeps a
 * slight or one-off one moderate and the tense stage keeps a resolved one out.
 * With it, the stages that keep neighbouring complaints apart: phlegm after
 * meals is not the voice itself, a dry mouth makes dry food hard to get down
 * (a mild sign), and a normal repeat study resolves a documented aspiration.
 * Sentences written for this test, not taken from any labelled set.
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

const run = (symptoms: string, age?: number, diagnosis?: string) => evaluate({ symptoms, age, diagnosis });

describe('bedside_fail_sign: a current wet voice or nasal regurgitation is high', () => {
  it.each([
    ['her voice turns gurgly after a drink of water', 58],
    ['no cough, but the voice sounds wet after tea', 81],
    ['soup comes out of his nose when he drinks it', 70],
    ['喝水后声音变得湿湿的', 75],
    ['飲水後聲音有痰聲', 75],
    ['お茶を飲んだ後、声がガラガラになる', 84],
    ['suara jadi basah setelah minum', 66],
  ])('%s', (symptoms, age) => {
    const r = run(symptoms, age);
    expect(r.level).toBe('high');
    expect(r.rules).toContain('bedside_fail_sign');
  });

  it.each([
    ['slightly wet voice once after tea last week', 80],
    ['occasionally a bit of water comes out of her nose', 70],
  ])('slight, once or occasional stays moderate: %s', (symptoms, age) => {
    const r = run(symptoms, age);
    expect(r.rules).not.toContain('bedside_fail_sign');
    expect(r.level).toBe('moderate');
  });

  it('past and resolved is not current', () => {
    expect(run('used to have a wet voice after drinks, fully resolved after therapy, eats normally', 70).level).toBe('low');
  });
});

describe('neighbouring complaints that are not the fail sign', () => {
  it('phlegm after meals with throat clearing is moderate, not the wet voice', () => {
    const r = run('phlegm in her throat after lunch, clears her throat a lot', 77);
    expect(r.items.map((i) => i.code)).toContain('phlegm_after_meals');
    expect(r.rules).not.toContain('bedside_fail_sign');
    expect(r.level).toBe('moderate');
  });

  it.each([
    ['dry mouth since radiotherapy, biscuits and bread hard to swallow without a drink', 66, 'head and neck cancer'],
    ['Desde la radioterapia tiene la boca muy seca y le cuesta tragar el pan', 69, undefined],
  ])('a dry mouth that makes dry food hard to get down is one mild sign: %s', (symptoms, age, diagnosis) => {
    const r = run(symptoms, age, diagnosis);
    expect(r.items.map((i) => i.code)).toContain('dry_food_difficulty');
    expect(r.level).toBe('moderate');
  });

  it('without a dry mouth the same difficulty is a major sign', () => {
    expect(run('since radiotherapy bread is hard to swallow', 66, 'head and neck cancer').level).toBe('high');
  });
});

describe('aspiration_history: a documented aspiration that a normal repeat study resolved is history only', () => {
  it('resolved: low', () => {
    const r = run('VFSS in 2016 showed aspiration; repeat study 2017 normal, no chest infections since', 70);
    expect(r.rules).not.toContain('aspiration_history');
    expect(r.level).toBe('low');
  });

  it('not said to be resolved: moderate', () => {
    const r = run('VFSS in 2016 showed aspiration, eats a normal diet now', 70);
    expect(r.rules).toContain('aspiration_history');
    expect(r.level).toBe('moderate');
  });
});

describe('frequency, tense, negation and vocabulary read as data', () => {
  it.each([
    ['he coughs every meal now', 60],
    ['lần nào ăn cháo cũng bị sặc', 72],
  ])('a major sign at every meal is persistent: %s', (symptoms, age) => {
    expect(run(symptoms, age).rules).toContain('persistent_major_sign');
  });

  it.each([
    ['점심 먹을 때 계속 졸고 계시고 음식 물고 계심', 82],
    ['waktu makan sering tertidur, air liur terus menetes', 85],
  ])('drowsy at meals with a sign: %s', (symptoms, age) => {
    expect(run(symptoms, age).rules).toContain('drowsy_with_current_sign');
  });

  it('"never had any trouble swallowing" is a denial', () => {
    expect(run('never had any trouble swallowing, eats normally', 64).level).toBe('low');
  });

  it('"# yrs ago" dates an event as history', () => {
    const r = run('admitted 4 yrs ago with aspiration pneumonia, well since', 70);
    expect(r.items.find((i) => i.code === 'aspiration_pneumonia')?.status).toBe('past');
  });

  it('an EAT-10 total a few words after the name counts', () => {
    expect(run('EAT-10 done on the ward today, total 5', 70).rules).toContain('eat10_abnormal');
  });

  it('a meal that has become a struggle is a difficulty swallowing', () => {
    expect(run('eating has become a struggle for him', 60).items.map((i) => i.code)).toContain('difficulty_swallowing');
  });

  it('"seems to pocket food" names the sign in the infinitive', () => {
    expect(run('seems to pocket food at supper', 70).items.map((i) => i.code)).toContain('pocketing');
  });

  it('"것 같다고 하심" reports a sensation, not a doubt', () => {
    expect(run('식사 후 목에 뭐가 남아있는 것 같다고 하심', 70).level).toBe('moderate');
  });
});
