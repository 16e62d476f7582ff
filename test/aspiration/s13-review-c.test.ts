/**
 * Session 13 (s13aspc): review asp13 findings 10-15. Each block names the finding and the rule or vocabulary row
 * it fixes, on phrases of our own (other foods, other languages than the review's probes).
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

const level = (symptoms: string) => evaluate({ symptoms }).level;

describe('finding 13, reading rule abbreviation_slash: "without (overt) s/s(x)" denies the sign after it', () => {
  it.each([
    'Managed a cup of tea without overt s/sx of aspiration.',
    'Ate minced lunch w/o s/s aspiration.',
    'Thin juice via straw w/o overt s&s of aspiration.',
    'Porridge tolerated without any overt signs of aspiration.',
    'Custard trial without clinical signs of aspiration.',
  ])('low: %s', (text) => {
    expect(level(text)).toBe('low');
  });

  it('keeps a sign told after the denial', () => {
    expect(level('Soup w/o overt s/s aspiration; choked on toast after, needed back slaps.')).toBe('high');
  });
});
