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
});
