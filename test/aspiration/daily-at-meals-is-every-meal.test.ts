/**
 * A policy decision (docs/SCREENING.md): reading rule
 * daily_at_meals_is_every_meal. Daily at meals, all meals and every mouthful make a major sign persistent
 * (persistent_major_sign, high); a daily word without a meal does not. Phrases of our own.
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

const screen = (symptoms: string) => evaluate({ symptoms });

describe('rule daily_at_meals_is_every_meal: daily at meals is persistent (high)', () => {
  it.each([
    ['en', 'Grandpa coughs daily when he has his soup.'],
    ['en', 'Every day, she splutters on her juice.'],
    ['zh-CN', '奶奶每天喝汤都咳。'],
    ['zh-HK', '婆婆日日飲湯都咳。'],
    ['ja', '母は毎日お茶を飲むとむせます。'],
    ['ko', '할머니가 매일 국 드실 때 기침하세요.'],
    ['tl', 'Araw-araw nauubo si lolo kapag umiinom ng sabaw.'],
    ['id', 'Setiap hari nenek batuk waktu makan bubur.'],
    ['vi', 'Ngày nào ông cũng ho khi uống canh.'],
    ['th', 'ทุกวันยายไอตอนกินข้าวต้ม'],
    ['es', 'Mi abuela tose todos los días cuando toma la sopa.'],
  ])('%s: %s', (_lang, text) => {
    const r = screen(text);
    expect(r.level).toBe('high');
    expect(r.rules).toContain('persistent_major_sign');
  });
});

describe('every meal and every mouthful (high)', () => {
  it.each([
    ['en', 'He coughs at all his meals.'],
    ['ko', '매 끼니 사레가 들려요.'],
    ['es', 'Tose en todas las comidas.'],
    ['zh-CN', '吃一口咳一口。'],
    ['zh-HK', '飲一啖咳一啖。'],
    ['zh-CN', '每一口都咳嗽。'],
    ['vi', 'Ăn miếng nào ho miếng đó.'],
  ])('%s: %s', (_lang, text) => {
    expect(screen(text).level).toBe('high');
  });
});

describe('a daily word without a meal, or with an occasional word, is not persistent', () => {
  it.each([
    ['en', 'He coughs every day with his hay fever.'],
    ['ko', '매일 기침을 해요.'],
    ['zh-CN', '每天都咳嗽。'],
    ['es', 'Todos los días sale a caminar y come bien.'],
  ])('%s: %s is low', (_lang, text) => {
    expect(screen(text).level).toBe('low');
  });

  it.each([
    ['en', 'She drinks tea daily and sometimes coughs on it.'],
    ['es', 'Todos los días come bien, pero a veces tose con el agua.'],
  ])('%s: %s is moderate', (_lang, text) => {
    expect(screen(text).level).toBe('moderate');
  });
});
