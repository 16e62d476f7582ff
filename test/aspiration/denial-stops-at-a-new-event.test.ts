import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

// A denial joined by "and" covers a list of signs, not an airway event told after it (reading
// rules denial_stops_at_new_event and airway_event_after_denied_sign). Phrases of our own, both directions.
const level = (symptoms: string) => evaluate({ symptoms, age: 75 }).level;

describe('denial_stops_at_new_event: the affirmative event after the denial stays high', () => {
  it.each([
    ['en', 'he did not splutter and went purple over his soup'],
    ['en', 'no coughing and turning dusky while eating porridge'],
    ['es', 'no tosió con el pescado y se puso azul'],
    ['tl', 'hindi umubo si Lola at nangitim ang labi habang kumakain ng isda'],
    ['id', 'tidak batuk dan bibirnya membiru saat makan bubur'],
    ['vi', 'ông không ho và tím tái khi ăn cháo'],
    ['th', 'ยายไม่ไอและหน้าเขียวตอนกินโจ๊ก'],
  ])('%s: %s is high', (_lang, text) => {
    expect(level(text)).toBe('high');
  });
});

describe('airway_event_after_denied_sign: the meal of the denied clause is the meal of the event', () => {
  it.each([
    ['zh-TW', '吃麵的時候沒有咳嗽，然後嘴唇發紫'],
    ['zh-CN', '喝粥时没有咳嗽，后来脸色发紫'],
    ['zh-HK', '食粥嗰陣冇咳，之後面色發紫'],
    ['id', 'waktu makan nasi tidak batuk, tapi bibirnya membiru'],
    ['ja', '夕食中むせはなく、唇が紫になった'],
    ['en', 'Bread stuck, not spluttering and turning blue'],
  ])('%s: %s is high', (_lang, text) => {
    expect(level(text)).toBe('high');
  });
});

describe('denial_stops_at_new_event: a blocked airway after "and" at a meal', () => {
  it('reads "did not splutter and could not breathe at supper" as high', () => {
    expect(level('he did not splutter and could not breathe at supper')).toBe('high');
  });
  it('keeps "never choked or could not breathe at supper" denied', () => {
    expect(level('never choked or could not breathe at supper')).toBe('low');
  });
});

describe('denied lists stay denied', () => {
  it.each([
    ['en', 'no spluttering and choking with tea'],
    ['en', 'no cough or turning blue at meals'],
    ['en', 'denies cough and cyanosis with meals'],
    ['es', 'no tose ni se atraganta con la sopa'],
    ['zh-CN', '喝汤没有呛咳和咳嗽'],
    ['ja', '食事中のむせや咳き込みはない'],
    ['vi', 'ăn cháo không ho hay sặc'],
    ['zh-TW', '吃麵時沒有嗆咳和嘴唇發紫'],
    ['th', 'ตอนกินโจ๊กไม่มีไอกับหน้าเขียว'],
  ])('%s: %s is low', (_lang, text) => {
    expect(level(text)).toBe('low');
  });
});
