import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

// A recent date in its own Thai phrase after a record marker (reading rule
// record_dated_by_next_clause), food sticking told in the plural or in everyday words, a casual "cos" as the causal
// word, food a carer took out of the cheek, a soft diet kept for the swallow, and "throat clear" in a denied list.
// Phrases of our own.
const screen = (symptoms: string) => evaluate({ symptoms });
const level = (symptoms: string) => screen(symptoms).level;

describe('record_dated_by_next_clause', () => {
  it.each([
    ['th', 'ประวัติปอดอักเสบจากการสำลัก 2 เดือนก่อน'],
    ['th', 'แม่เคยเป็นปอดอักเสบจากการสำลัก 10 วันก่อน'],
    ['th', 'เคยสำลักอาหารจนหายใจไม่ออก 2 สัปดาห์ก่อน'],
  ])('%s: %s is high (a recent red flag)', (_lang, text) => {
    expect(level(text)).toBe('high');
  });
  it('keeps a remote date after the record marker history', () => {
    expect(level('ประวัติปอดอักเสบจากการสำลัก 8 เดือนก่อน')).toBe('moderate');
  });
});

describe('food sticking in words the screen missed', () => {
  it.each([
    ['es', 'las galletas y el arroz se me quedan pegados'],
    ['es', 'dice que siente las verduras atascadas en la garganta'],
    ['vi', 'ăn bánh mì thấy kẹt giữa cổ'],
    ['vi', 'ăn cơm phải uống cả ly nước mới trôi'],
    ['en', 'mum says things stick when she eats toast'],
    ['en', 'everything sticks lately, he says'],
  ])('%s: %s is at least moderate', (_lang, text) => {
    expect(level(text)).not.toBe('low');
  });
});

describe('a casual causal word ties weight loss to the swallow', () => {
  it.each(['lost 4 kg cuz food sticks', 'she has lost weight coz stuff gets stuck'])('%s is high', (text) => {
    const result = screen(text);
    expect(result.level).toBe('high');
    expect(result.rules).toContain('nutrition_consequence_of_dysphagia');
  });
});

describe('food a carer took out of the mouth is the sign, not a recovery', () => {
  it.each(['rice held in right cheek after supper, removed by nurse', 'meat pocketed in cheek, removed by carer'])(
    '%s is moderate',
    (text) => {
      expect(level(text)).toBe('moderate');
    },
  );
  it('still reads a PEG removed as a recovery', () => {
    expect(level('PEG was removed last month, eating normally')).toBe('low');
  });
});

describe('a soft diet kept for the swallow is a managed impairment', () => {
  it.each(['after radiotherapy for tongue cancer he is on soft foods', 'Grandpa puts gravy on everything since his stroke'])(
    '%s',
    (text) => {
      const result = screen(text);
      expect(result.level).toBe('moderate');
      expect(result.rules).toContain('current_impairment_without_sign');
    },
  );
});

describe('"throat clear" in a denied list', () => {
  it('denies every item of "no cough, wet voice or throat clear"', () => {
    expect(level('Water test passed: no cough, wet voice or throat clear.')).toBe('low');
  });
  it('reads throat clears at meals as a sign', () => {
    expect(level('frequent throat clears with her tea')).toBe('moderate');
  });
});

describe('a thickener stopped in Japanese charting is an upgrade', () => {
  it('reads "とろみ中止" after a swallow review as the thickened diet now history', () => {
    expect(level('嚥下評価後、とろみ中止。常食で問題なし。')).toBe('low');
  });
  it('still reads a cough on tea after the thickener stopped', () => {
    expect(level('とろみ中止後もお茶でむせる')).not.toBe('low');
  });
});
