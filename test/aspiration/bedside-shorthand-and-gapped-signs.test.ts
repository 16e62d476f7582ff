/**
 * Bedside shorthand and signs split by filler words that the sign tables lacked, on wordings of our own
 * (other foods, other people, other languages than the cases that revealed them).
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

const codes = (symptoms: string, diagnosis?: string) =>
  evaluate({ symptoms, age: 70, diagnosis }).items.map((i) => `${i.code}:${i.status}`);
const level = (symptoms: string, diagnosis?: string) => evaluate({ symptoms, age: 70, diagnosis }).level;

describe('bedside shorthand: WST / MWST / a 3 oz challenge with a cough is the failed water test', () => {
  it.each([
    'WST today: coughing on the second cup, did not finish',
    'MWST done this morning, wet voice and throat clearing after the sips',
    '3oz challenge attempted, coughed after 40 mls',
  ])('is high (%s)', (text) => {
    expect(level(text)).toBe('high');
  });
});

describe('an emergency call for food stuck in the throat is a choking event (ko airway context)', () => {
  it.each(['고기가 목에 걸려서 119 부를 뻔했어요', '어제 저녁에 밥이 목에 걸려서 119 이송되셨어요'])('is high (%s)', (text) => {
    expect(level(text)).toBe('high');
  });
  it('an ambulance for a fall is no sign', () => {
    expect(level('어제 넘어져서 119 불렀어요')).toBe('low');
  });
});

describe('signs written with a word between', () => {
  it.each([
    ['en swallows 2-3x', 'He has to swallow 2-3x for each spoon of mince', 'delayed_swallow:current'],
    ['tl double swallow', 'Napansin ko lumulunok siya ng dalawang beses sa bawat kutsara ng lugaw', 'delayed_swallow:current'],
    ['zh-HK pocketing', '婆婆成日將啲飯收埋喺口入面，要提佢吞先食下一啖', 'pocketing:current'],
    ['ko nasal', '우유 드시다가 코로 조금 나왔어요', 'nasal_regurgitation:current'],
    ['tl suction', 'Hindi niya malunok ang plema, kailangang i-suction araw-araw', 'saliva_not_swallowed:current'],
  ])('%s', (_name, text, code) => {
    expect(codes(text)).toContain(code);
  });

  it('vi "bữa nào ăn cũng" is every meal', () => {
    expect(level('Bà ngoại bữa nào ăn cũng bị sặc')).toBe('high');
  });
});

describe('denials with a nominaliser or a need between', () => {
  it('ko "-는 것도 없어요" denies the cough at meals', () => {
    expect(codes('아버지는 식사 중에 기침하시는 것도 없어요')).not.toContain('cough_during_meals:current');
    expect(codes('할머니는 사레 들리는 것도 없어요')).not.toContain('cough_during_meals:current');
  });
  it('ja "吸引も今は必要ない" denies the suction need', () => {
    expect(codes('母は痰の吸引ももう必要ないと言われました')).not.toContain('saliva_not_swallowed:current');
  });
});

describe('still_after_past with a frequency word after the still-word', () => {
  it.each([
    ['en', 'Mum used to splutter on her tea, and still does now and then.'],
    ['zh-CN', '以前喝汤常常呛，现在还是偶尔会。'],
    ['id', 'Dulu Ibu sering batuk kalau minum teh, sampai sekarang masih sesekali.'],
    ['es', 'Antes tosía con la sopa, todavía le pasa de vez en cuando.'],
  ])('keeps the sign current (%s)', (_lang, text) => {
    expect(level(text)).not.toBe('low');
    expect(codes(text).some((c) => c.endsWith(':current'))).toBe(true);
  });
  it('"still" about something else leaves the sign past', () => {
    expect(level('Dad used to choke, he still sometimes talks about it.')).toBe('low');
  });
});

describe('zh: a choking feeling is the sensation of food sticking, a real choke stays choking', () => {
  it.each(['婆婆食飯有啲哽住嘅感覺', '吃馒头时有种噎的感觉'])('reads food_sticking (%s)', (text) => {
    expect(codes(text)).toContain('food_sticking:current');
    expect(codes(text)).not.toContain('choking:current');
  });
  it('a choke with a blue face is still choking', () => {
    expect(codes('吃饭时噎住了，脸都紫了')).toContain('choking:current');
  });
});

describe('pain on swallowing with the throat named between', () => {
  it.each([
    ['en', 'His throat hurts when he swallows, for about a month'],
    ['zh-CN', '最近两周咽东西时喉咙疼'],
    ['zh-HK', '佢話吞嘢嗰陣喉嚨痛'],
    ['ko', '한 달째 삼킬 때 목이 아프대요'],
    ['ja', '二週間前から飲み込むとき喉が痛いそうです'],
  ])('reads pain_on_swallowing (%s)', (_lang, text) => {
    expect(codes(text)).toContain('pain_on_swallowing:current');
  });
  it('with a cold it stays a sore throat', () => {
    expect(level('감기 걸려서 삼킬 때 목이 아파요')).toBe('low');
    expect(level('She has a cold and her throat hurts when she swallows')).toBe('low');
  });
});
