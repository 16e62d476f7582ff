/**
 * What the engine does not understand caps its confidence (issue 14): unread
 * words in a long text, a second food no rule judged. Answers resting on what was read stay
 * as confident as their calibration cell says.
 */
import { describe, expect, it } from 'vitest';
import { coverage, mayNameAnUnknownFood, mostlyUnread } from '../../shared/iddsi/text/coverage';
import { runEngine } from '../../shared/iddsi/text/engine';
import { normalizeText } from '../../shared/iddsi/text/normalize';
import { RULES, UNREAD_LIMITS } from '../../shared/iddsi/text/rules';

const CONFIDENT = 0.8;

describe('UNREAD_WORDS: a text mostly unread is not answered confidently', () => {
  it('counts content words (4+ letters) in spaced scripts and characters in Han, katakana and Thai', () => {
    const t = normalizeText('soup with zorblat');
    const read = new Uint8Array(t.norm.length);
    read.fill(1, 0, 4);
    expect(coverage(t.norm, read)).toEqual({ words: 3, unread: 2, unreadWords: 2 });
    const zh = normalizeText('汤好稀');
    expect(coverage(zh.norm, new Uint8Array(zh.norm.length))).toEqual({ words: 3, unread: 3, unreadWords: 0 });
    // hiragana (particles, verb endings) is not counted
    const ja = normalizeText('おかゆ');
    expect(coverage(ja.norm, new Uint8Array(ja.norm.length)).words).toBe(0);
  });

  it('applies only from UNREAD_LIMITS.words unread words and UNREAD_LIMITS.share of the text', () => {
    expect(mostlyUnread({ words: UNREAD_LIMITS.words, unread: UNREAD_LIMITS.words, unreadWords: 0 })).toBe(true);
    expect(mostlyUnread({ words: 3, unread: 3, unreadWords: 3 })).toBe(false);
    expect(mostlyUnread({ words: 20, unread: 5, unreadWords: 5 })).toBe(false);
  });

  it('the same food with many words the engine cannot place drops below 0.8', () => {
    expect(runEngine('chicken minced to 4 mm, moist, thick gravy').confidence).toBeGreaterThanOrEqual(CONFIDENT);
    const r = runEngine('chicken minced to 4 mm, moist, thick gravy; grandmother zorblat frumble quaxen dribbish plonked wuggle');
    expect(r.level).toBe(5);
    expect(r.confidence).toBeLessThanOrEqual(RULES.UNREAD_WORDS.confidence.cap);
  });
});

describe('SECOND_FOOD_UNJUDGED: a modified answer beside a food no rule judged', () => {
  it('caps the answer when another food usually served at Level 7 without listed hazards is named', () => {
    expect(runEngine('chicken minced to 4 mm, moist, thick gravy').confidence).toBeGreaterThanOrEqual(CONFIDENT);
    const r = runEngine('chicken minced to 4 mm, moist, thick gravy, with spanish omelette');
    expect(r.level).toBe(5);
    expect(r.confidence).toBeLessThanOrEqual(RULES.SECOND_FOOD_UNJUDGED.confidence.cap);
  });
});

describe('SOUP_DEFAULT_THIN: a soup answered thin only from the soup as usually served', () => {
  it('is capped below 0.8 (it may be blended thick or carry pieces); a clear broth is not', () => {
    for (const text of ['lentil soup, ground and sieved, smooth, no pieces', 'soup']) {
      const r = runEngine(text);
      expect(r.level, text).toBe(0);
      expect(r.confidence, text).toBeLessThanOrEqual(RULES.SOUP_DEFAULT_THIN.confidence.cap);
    }
    expect(runEngine('clear chicken broth, strained, no bits').confidence).toBeGreaterThanOrEqual(CONFIDENT);
  });
});

describe('FOOD_NOT_KNOWN: a modified answer about a food the engine does not know', () => {
  it('is capped below 0.8 when a word that may name the food went unread; no unread word, no cap', () => {
    expect(runEngine('minced to 4 mm, moist, thick sauce').confidence).toBeGreaterThanOrEqual(CONFIDENT);
    for (const text of ['zorblat minced to 4 mm, moist, thick sauce', '龘齉切成4毫米，湿润']) {
      const r = runEngine(text);
      expect(r.level, text).toBeLessThan(7);
      expect(r.confidence, text).toBeLessThanOrEqual(RULES.FOOD_NOT_KNOWN.confidence.cap);
    }
  });

  it('counts a whole unread word in spaced scripts and characters in Han (UNREAD_LIMITS)', () => {
    expect(mayNameAnUnknownFood({ words: 5, unread: UNREAD_LIMITS.unknownFoodWords, unreadWords: UNREAD_LIMITS.unknownFoodWords })).toBe(
      true,
    );
    expect(mayNameAnUnknownFood({ words: 5, unread: UNREAD_LIMITS.unknownFoodChars - 1, unreadWords: 0 })).toBe(false);
  });
});

describe('DRINK_WORDS_UNREAD: a drink with words the engine could not place is not confident', () => {
  it('caps a drink read only from its usual level when a word that may name a solid went unread', () => {
    const r = runEngine('water with some kelamfu in it');
    expect(r.kind).toBe('drink');
    expect(r.confidence).toBeLessThanOrEqual(RULES.DRINK_WORDS_UNREAD.confidence.cap);
    expect(runEngine('a glass of water').confidence).toBeGreaterThanOrEqual(0.8);
  });

  it('reads tapioca bits in tea as the pearls they are', () => {
    const r = runEngine('milk tea with tapioca bits');
    expect([r.level, r.kind]).toEqual([7, 'food']);
  });
});
