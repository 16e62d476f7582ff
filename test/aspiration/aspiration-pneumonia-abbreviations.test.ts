/**
 * Aspiration pneumonia abbreviated in notes ("AP", "asp pna", "吸入肺炎") reads with
 * its time like the full words: red_flag now or within three months, aspiration_history when older, low when
 * resolved; the other meanings of "AP" are not read. Phrases of our own.
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

const level = (symptoms: string) => evaluate({ symptoms }).level;

describe('red_flag: an abbreviated aspiration pneumonia now or within three months (high)', () => {
  it.each([
    ['en', 'D/c from ward 5 days ago after AP, IV abx completed.'],
    ['en', 'asp pna 4 wks ago, on oral abx'],
    ['zh-HK', '兩個星期前因AP入院。'],
    ['zh-TW', '上週吸入肺炎住院。'],
    ['zh-CN', '上个月误吸肺炎住院。'],
    ['ja', '先月、誤嚥肺炎で入院。'],
    ['ko', '2주 전에 흡인폐렴으로 입원.'],
    ['tl', 'Na-confine dahil sa AP noong nakaraang linggo.'],
    ['id', 'Bulan lalu opname karena AP.'],
    ['vi', 'Tuần trước nhập viện vì AP.'],
    ['th', 'สัปดาห์ที่แล้วนอนโรงพยาบาลด้วย AP'],
    ['es', 'Ingresó por AP la semana pasada.'],
  ])('%s: %s', (_lang, text) => {
    expect(level(text)).toBe('high');
  });
});

describe('aspiration_history and resolved history', () => {
  it('an abbreviation years ago is history (moderate)', () => {
    expect(level('Hx AP 2016, no current concerns.')).toBe('moderate');
  });

  it.each([
    ['en', 'AP in 2014, fully recovered, repeat VFSS normal, eating a normal diet.'],
    ['zh-HK', '2014年吸入肺炎，已完全康復，食嘢正常。'],
  ])('%s: resolved years ago: low: %s', (_lang, text) => {
    expect(level(text)).toBe('low');
  });
});

describe('other meanings of "AP" are not aspiration pneumonia', () => {
  it.each([
    'Re: Mr AP, eats and drinks normally.',
    'AP chest film clear, eating well.',
    'AP 68 bpm, eating and drinking normally.',
    'Huyet ap on dinh, an uong binh thuong.',
  ])('low: %s', (text) => {
    expect(evaluate({ symptoms: text }).items.some((i) => i.code === 'aspiration_pneumonia')).toBe(false);
  });
});
