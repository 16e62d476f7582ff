/**
 * Issue 15: a denied cue that only raises a sign, saliva
 * not swallowed (GUSS step 1), a water swallow test written in the text, and
 * colloquial nasal regurgitation, each in the supported input languages.
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

const codes = (symptoms: string, age = 75, diagnosis?: string) => evaluate({ symptoms, age, diagnosis }).items.map((i) => i.code);
const level = (symptoms: string, age = 75, diagnosis?: string) => evaluate({ symptoms, age, diagnosis }).level;

describe('a denied weight cue is no weight loss (DENIABLE_CUES), in every input language', () => {
  it.each([
    ['en', 'eats well, weight not down'],
    ['zh-HK', '食飯飲水都冇問題，體重都冇跌。'],
    ['zh-CN', '吃饭喝水都正常，体重没有下降。'],
    ['ja', '食事は問題なし。体重は減っていない。'],
    ['ko', '식사 잘 하시고 체중 안 줄었어요.'],
    ['th', 'ทานข้าวได้ปกติ น้ำหนักไม่ลด'],
    ['vi', 'ăn uống bình thường, cân nặng không giảm.'],
    ['id', 'makan normal, berat badan tidak turun.'],
    ['es', 'come bien, el peso no ha bajado.'],
  ])('%s: %s', (_lang, text) => {
    expect(codes(text)).not.toContain('weight_loss');
    expect(level(text, 74, "Parkinson's disease")).toBe('low');
  });

  it('the weight cue still raises when it is not denied', () => {
    for (const text of ['weight down 3 kg since summer', '體重跌咗好多', '体重が減った', 'น้ำหนักลดลง', 'cân nặng giảm']) {
      expect(codes(text), text).toContain('weight_loss');
    }
  });

  it('a denied gulp cue is not a deniable cue: denying it never raises the score', () => {
    const base = evaluate({ symptoms: 'coughed once after gulping a whole glass', age: 70 }).score;
    expect(evaluate({ symptoms: 'denies coughed once after gulping a whole glass', age: 70 }).score).toBeLessThanOrEqual(base);
  });
});

describe('saliva_not_swallowed: saliva pooling, not swallowed, is high (GUSS step 1)', () => {
  it.each([
    ['en', "Can't manage my spit, it pools in my mouth."],
    ['zh-HK', '婆婆成口都係口水吞唔落。'],
    ['zh-CN', '口水积在嘴里，咽不下口水。'],
    ['ja', '唾液が口にたまって飲み込めない。'],
    ['ko', '침을 삼키지 못해요.'],
    ['es', 'La saliva se le encharca en la boca.'],
    ['id', 'Air liur menggenang di mulut.'],
    ['vi', 'Nước bọt ứ đọng, không nuốt được nước bọt.'],
    ['tl', 'Naiipon ang laway sa bibig niya.'],
    ['th', 'น้ำลายคั่งในปาก กลืนน้ำลายไม่ได้'],
  ])('%s: %s', (_lang, text) => {
    const r = evaluate({ symptoms: text, age: 70 });
    expect(r.items.map((i) => i.code)).toContain('saliva_not_swallowed');
    expect(r.rules).toContain('saliva_not_swallowed');
    expect(r.level).toBe('high');
  });

  it('drooling alone stays a single mild sign (moderate), and a denial is nothing', () => {
    expect(level('drools a little at meals', 60)).toBe('moderate');
    expect(level('no drooling, saliva not pooling in the mouth', 60)).toBe('low');
  });
});

describe('water_swallow_test_failed: a failed water swallow test written in the text', () => {
  it.each([
    ['zh-CN', '洼田饮水试验：30ml温水分3次咽下，伴呛咳。'],
    ['en', '3-oz water test today: coughed after the water.'],
    ['ja', '水飲みテストでむせあり。'],
  ])('%s: %s', (_lang, text) => {
    const r = evaluate({ symptoms: text, age: 76 });
    expect(r.rules).toContain('water_swallow_test_failed');
    expect(r.level).toBe('high');
  });

  it('a passed test lowers nothing and raises nothing', () => {
    expect(level('Water swallow test passed, no cough.', 80)).toBe('low');
    expect(level('Water swallow test passed, no cough. Coughs at meals.', 50)).toBe('moderate');
  });
});

describe('nasal regurgitation in colloquial words', () => {
  it.each([
    ['zh-HK', '飲水嗰陣啲水會由個鼻度流返出嚟。'],
    ['zh-CN', '喝水时呛到鼻子里。'],
    ['th', 'มีน้ำออกจมูกตอนดื่มน้ำ'],
    ['en', 'Drinks come back down my nose.'],
  ])('%s: %s', (_lang, text) => {
    expect(codes(text)).toContain('nasal_regurgitation');
    expect(level(text)).toBe('high');
  });

  it('"飲水嗰陣" is "when drinking", not a past time', () => {
    expect(evaluate({ symptoms: '飲水嗰陣會咳', age: 70 }).items.find((i) => i.code === 'cough_during_meals')?.status).toBe('current');
  });
});

describe('a thickener asked about is not one in use', () => {
  it('family asking whether thickened drinks are needed leaves a risk factor alone low', () => {
    const text = "Eats a regular diet, voice clear after drinks. Family asking if she needs thickened drinks 'just in case'.";
    expect(codes(text, 78, "Parkinson's disease")).not.toContain('known_dysphagia');
    expect(level(text, 78, "Parkinson's disease")).toBe('low');
  });

  it('a thickener in use is still a known dysphagia', () => {
    expect(codes('on thickened drinks since her stroke', 78)).toContain('known_dysphagia');
  });
});

describe('decision: a single mild sign with a strong risk factor is moderate (docs/SCREENING.md)', () => {
  it.each([
    ['painful swallow, head and neck cancer', 'swallowing is a bit painful these days', 'head and neck cancer'],
    ['food held in the cheeks, dementia', 'pockets food in her cheeks at lunch', 'dementia'],
    ['throat clearing at meals, stroke', 'clears her throat during meals', 'stroke'],
  ])('%s: current_sign, not high', (_name, symptoms, diagnosis) => {
    const r = evaluate({ symptoms, age: 80, diagnosis });
    expect(r.rules).toContain('current_sign');
    expect(r.level).toBe('moderate');
  });

  it('a second sign with the strong risk factor makes high (two_signs_with_strong_risk_factor)', () => {
    const r = evaluate({ symptoms: 'pockets food in her cheeks and clears her throat during meals', age: 80, diagnosis: 'dementia' });
    expect(r.rules).toContain('two_signs_with_strong_risk_factor');
    expect(r.level).toBe('high');
  });
});
