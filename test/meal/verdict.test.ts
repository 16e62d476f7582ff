import { describe, expect, it } from 'vitest';
import type { IddsiLevel, ItemKind } from '../../shared/iddsi/levels';
import { crossCheckItem } from '../../shared/meal/cross-check';
import type { Confidence, ItemClassification } from '../../shared/meal/types';
import { confidenceWord } from '../../shared/meal/types';
import { checkItem, mealVerdict } from '../../shared/meal/verdict';

const item = (level: IddsiLevel, kind: ItemKind = 'food', confidence: Confidence = 'high'): ItemClassification => ({
  level,
  kind,
  confidence,
  rationale: 'r',
  hazards: [],
  recognised: true,
});

function verdict(items: ItemClassification[], foodLevel: IddsiLevel, drinkLevel?: IddsiLevel) {
  const checks = items.map((c) => checkItem(c, { foodLevel, drinkLevel }));
  return mealVerdict(items, checks);
}

describe('meal verdict (spec section 3)', () => {
  it('is safe when every item is at or below the resident level', () => {
    expect(verdict([item(5), item(4), item(0, 'drink')], 5)).toBe('safe');
  });

  it('is caution when the only overshoot is one level with low confidence', () => {
    expect(verdict([item(5), item(6, 'food', 'low')], 5)).toBe('caution');
  });

  it('is unsafe when a one-level overshoot is classified with medium or high confidence', () => {
    expect(verdict([item(6, 'food', 'medium')], 5)).toBe('unsafe');
    expect(verdict([item(6, 'food', 'high')], 5)).toBe('unsafe');
  });

  it('is unsafe when any item overshoots by two or more levels, whatever the confidence', () => {
    expect(verdict([item(7, 'food', 'low')], 5)).toBe('unsafe');
    expect(verdict([item(6, 'food', 'low'), item(7, 'food', 'low')], 5)).toBe('unsafe');
  });

  it('marks the overshooting item and names the level it must reach', () => {
    expect(checkItem(item(7), { foodLevel: 4 })).toEqual({ matches: false, target: 4, distance: 3, rule: 'food_level' });
    expect(checkItem(item(4), { foodLevel: 4 })).toMatchObject({ matches: true, distance: 0 });
  });
});

describe('drinks against resident_drink_level (extension)', () => {
  it('passes thin water by the spec rule when no drink level is prescribed', () => {
    expect(verdict([item(0, 'drink')], 5)).toBe('safe');
  });

  it('fails a drink thinner than the prescribed drink level', () => {
    expect(checkItem(item(0, 'drink'), { foodLevel: 5, drinkLevel: 2 })).toEqual({
      matches: false,
      target: 2,
      distance: 2,
      rule: 'drink_level',
    });
    expect(verdict([item(0, 'drink')], 5, 2)).toBe('unsafe');
  });

  it('accepts a drink at or thicker than prescribed, and still checks foods by the food level', () => {
    expect(verdict([item(2, 'drink'), item(3, 'drink'), item(5)], 5, 2)).toBe('safe');
    expect(verdict([item(2, 'drink'), item(6)], 5, 2)).toBe('unsafe');
  });
});

describe('confidence words', () => {
  it('maps the engine confidence onto high, medium and low', () => {
    expect([0.95, 0.8, 0.79, 0.5, 0.49, 0].map(confidenceWord)).toEqual(['high', 'high', 'medium', 'medium', 'low', 'low']);
  });
});

describe('safety cross-check of a model reading', () => {
  it('keeps an agreeing model reading as it is', () => {
    const out = crossCheckItem(item(5, 'food', 'high'), item(5, 'food', 'medium'), 'en');
    expect(out).toMatchObject({ level: 5, confidence: 'high' });
  });

  it('takes the higher level for a food and caps the confidence at medium', () => {
    const out = crossCheckItem(item(5, 'food', 'high'), item(7, 'food', 'high'), 'en');
    expect(out).toMatchObject({ level: 7, confidence: 'medium' });
    expect(out.rationale).toMatch(/Level 5.*Level 7.*Level 7/);
  });

  it('takes the thinner level for a drink', () => {
    const out = crossCheckItem(item(2, 'drink', 'high'), item(1, 'drink', 'high'), 'zh-HK');
    expect(out).toMatchObject({ level: 1, kind: 'drink', confidence: 'medium' });
    expect(out.rationale).toContain('第1級');
  });

  it('keeps the safety-biased reading for an item the rules do not recognise, with low confidence', () => {
    const unknown = { ...item(7, 'food', 'low'), recognised: false };
    const out = crossCheckItem(item(0, 'food', 'high'), unknown, 'en');
    expect(out).toMatchObject({ level: 7, confidence: 'low', recognised: false });
    expect(out.rationale).toMatch(/did not recognise/);
  });
});
