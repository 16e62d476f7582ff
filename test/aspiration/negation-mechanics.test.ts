/**
 * Negation mechanics per language: a negator that is a function word in another input language is read by the
 * text's language (AMBIGUOUS_NEGATORS, LANGUAGE_MARKERS); English contractions typed without the apostrophe
 * negate like the full form; a Japanese post-negator after a list of two reaches back past the first item only
 * when the list is joined.
 */
import { describe, expect, it } from 'vitest';
import { AMBIGUOUS_NEGATORS, LANGUAGE_MARKERS, markerCounts } from '../../shared/aspiration/lexicon/ambiguous-negators';
import { evaluate } from '../../shared/aspiration/screen';

const at75 = (symptoms: string) => evaluate({ symptoms, age: 75 });
const codes = (symptoms: string) => at75(symptoms).items.map((i) => i.code);

describe('AMBIGUOUS_NEGATORS: a negator is read by the language of the text', () => {
  it('every ambiguous negator names two marked languages that differ', () => {
    for (const n of AMBIGUOUS_NEGATORS) {
      expect(n.negatorIn).not.toBe(n.otherLanguage);
      expect(LANGUAGE_MARKERS[n.negatorIn].length).toBeGreaterThan(10);
      expect(LANGUAGE_MARKERS[n.otherLanguage].length).toBeGreaterThan(10);
      // The word itself never votes for a language.
      expect(LANGUAGE_MARKERS[n.negatorIn]).not.toContain(n.word);
      expect(LANGUAGE_MARKERS[n.otherLanguage]).not.toContain(n.word);
    }
  });

  it('counts markers as whole words only', () => {
    expect(markerCounts('sang yang dan').id).toBe(2);
    expect(markerCounts('angry').tl).toBe(0);
  });

  it.each([
    ['id "di" (at, in)', 'Di panti sering tersedak waktu makan nasi.'],
    ['id "di" mid-sentence', 'Kalau makan di kamar, nenek tersedak terus.'],
    ['tl "ni" (personal article)', 'Napansin ni Doc na nabubulunan si Lolo kapag kumakain.'],
  ])('%s does not negate the sign after it', (_case, text) => {
    expect(codes(text)).toContain('choking');
    expect(at75(text).level).toBe('high');
  });

  it.each([
    ['es "ni"', 'No tose con la comida ni se atraganta.'],
    ['es "ni ... ni"', 'Ni tos ni atragantamiento al comer.'],
    ['tl "di"', 'Di siya nabubulunan kapag kumakain ng kanin.'],
    ['vi "ko"', 'Bà ăn cơm bình thường, ko bị sặc.'],
  ])('%s still negates in its own language', (_case, text) => {
    expect(at75(text).level).toBe('low');
  });
});

describe('English contractions without the apostrophe', () => {
  it.each([
    ['wont', 'Bread just wont go down, she gives up.', 'difficulty_swallowing'],
    ['cant', 'He cant swallow his tablets, they stick halfway.', 'pills_sticking'],
  ])('"%s" in a sign phrase is read', (_word, text, code) => {
    expect(codes(text)).toContain(code);
    expect(at75(text).level).not.toBe('low');
  });

  it.each(['He doesnt cough when he drinks.', 'Didnt choke at lunch, wasnt breathless.', 'She doesnt splutter on tea.'])(
    '"%s" negates like the full form',
    (text) => {
      expect(at75(text).level).toBe('low');
    },
  );
});

describe('Japanese post-negator after a list of two', () => {
  it('"むせ込み、発熱なし": the negation does not reach back past the comma to the first item', () => {
    expect(codes('食事中のむせ込み、発熱なし。')).toContain('cough_during_meals');
    expect(at75('食事中のむせ込み、発熱なし。').level).toBe('moderate');
  });

  it('a joined list ("や", "・") is negated whole', () => {
    expect(at75('むせ込みや発熱なし。').level).toBe('low');
    expect(at75('むせ込み・発熱なし。').level).toBe('low');
  });
});
