/**
 * Rule present_verb_after_and (docs/SCREENING.md): a date before "and" dates its own clause, not a sign
 * told after it in the present simple. "She had a stroke last year and coughs with tea" is a stroke
 * patient who coughs now (it was read as a past cough, low risk).
 */
import { describe, expect, it } from 'vitest';
import { screen } from '../../shared/aspiration/screen';

const flagsOf = (symptoms: string) => screen({ symptoms }).flags;

describe('present_verb_after_and: a present-tense sign after "and" is current', () => {
  it('keeps the sign current after a past date in the clause before', () => {
    for (const text of [
      'Dad had a stroke last year and chokes on his toast.',
      'She had a fall in 2019 and coughs whenever she drinks water.',
      'He was in hospital two years ago but splutters with every cup of tea.',
    ]) {
      expect(
        flagsOf(text).some((f) => f.endsWith('_past')),
        text,
      ).toBe(false);
      expect(screen({ symptoms: text }).risk_level, text).not.toBe('low');
    }
  });
  it('leaves a sign told in the past tense in the past', () => {
    expect(flagsOf('Last year she coughed with tea and choked on rice.')).toEqual(
      expect.arrayContaining(['choking_past', 'cough_during_meals_past']),
    );
  });

  // Languages with tense mark it on the sign; those without tell a habit (lexicon/present-after-and.ts).
  it.each([
    ['es', 'Hace tres años tuvo un derrame y se ahoga con el caldo.'],
    ['es', 'En 2018 le operaron de la garganta y tose cuando toma café.'],
    ['tl', 'Noong 2018 na-stroke si lolo at nasasamid sa kape.'],
    ['id', 'Tahun 2018 kena stroke dan selalu tersedak kalau minum kopi.'],
    ['vi', 'Năm 2018 ông bị tai biến và thường bị sặc khi uống trà.'],
    ['zh-CN', '2018年脑梗而且经常呛咳。'],
    ['zh-HK', '2018年中風同埋飲茶成日咳。'],
    ['ja', '2018年に脳梗塞になって味噌汁でむせます。'],
    ['ko', '2018년에 뇌졸중이 있었고 국 먹을 때 사레들려요.'],
  ])('%s: a present or habitual sign after the coordinator is current (%s)', (_lang, text) => {
    expect(
      flagsOf(text).some((f) => f.endsWith('_past')),
      text,
    ).toBe(false);
    expect(screen({ symptoms: text }).risk_level, text).not.toBe('low');
  });

  it.each([
    ['es', 'En 2018 tuvo un derrame y tosió con el caldo.'],
    ['tl', 'Noong 2018 na-stroke si lolo at nasamid sa kape.'],
    ['id', 'Dulu habis operasi sering tersedak dan sering batuk kalau minum kopi.'],
    ['zh-CN', '以前做完手术而且经常呛咳。'],
  ])('%s: a past form, or a habit after "formerly", stays past (%s)', (_lang, text) => {
    expect(
      flagsOf(text).some((f) => f.endsWith('_past')),
      text,
    ).toBe(true);
  });
});
