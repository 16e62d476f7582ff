/**
 * Reading rule compared_with_past (shared/aspiration/analyse.ts; docs/SCREENING.md, tense): a past
 * time that is only what the present is compared with ("slower than last year") dates nothing, so
 * the sign is current; "more than a year ago" is still a date. Wordings of our own.
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

const at80 = (symptoms: string) => evaluate({ symptoms, age: 80 });

describe('compared_with_past', () => {
  it.each([
    ['en', 'Swallowing is slower than it was last year, takes ages to get a mouthful down.'],
    ['zh-CN', '吞咽比去年慢很多，一口饭要吞很久。'],
    ['ja', '去年より飲み込むのに時間がかかるようになった。'],
    ['ko', '작년보다 삼키는 데 시간이 오래 걸려요.'],
    // Comparatives after the adjective: Cantonese 過, Vietnamese hơn, Thai กว่า, Indonesian lebih ... dari.
    ['zh-HK', '佢而家食飯慢過舊年好多。'],
    ['vi', 'Ông ăn chậm hơn năm ngoái nhiều.'],
    ['th', 'ตากินข้าวช้ากว่าปีที่แล้วมาก'],
    ['id', 'Kakek makan lebih lama dari tahun lalu.'],
  ])('%s: a change since last year is a current sign (moderate)', (_lang, text) => {
    const r = at80(text);
    expect(r.level).toBe('moderate');
    expect(r.items.filter((i) => i.kind === 'sign').every((i) => i.status === 'current')).toBe(true);
  });

  it.each([
    'Lunch takes him three times as long as it used to and he is worn out afterwards.',
    'Her meals take nearly twice as long as they did last year; she tires before the end.',
  ])('"as long as it used to" compares with the past: the slow meal is current (%s)', (text) => {
    const r = at80(text);
    expect(r.level).toBe('moderate');
    expect(r.items.find((i) => i.code === 'prolonged_meals')?.status).toBe('current');
  });

  it('"more than a year ago, fine since" is still history (low)', () => {
    expect(at80('Choked on meat more than a year ago, fine since.').level).toBe('low');
  });
});
