/** Core food vocabulary in the languages outside the response set (de, it, pt, ru, ar, hi, ko, fr). */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { expectLevels } from '../support/iddsi';

describe('foreign core vocabulary: breads, seeds, popcorn, raw vegetables, cakes, pulses', () => {
  it('reads the foods and keeps their usual Level 7', () => {
    const texts = [
      'Vollkornbrot mit Sonnenblumenkernen und Butter',
      'Kartoffelsalat mit Gurken',
      'Pipoca doce de cinema',
      'Feijoada com farofa e couve refogada',
      'Grissini',
      'couscous',
      'Семечки и попкорн',
      'فشار مع بذور',
      'आलू पराठा दही के साथ',
      '씨앗 빵',
    ];
    expectLevels(texts.map((text) => [text, 7, 'food'] as const));
    for (const text of texts) expect(classifyText(text).understood, text).not.toBe(false);
  });

  it('does not read the Hindi cucumber (खीरा) as kheer, a pudding', () => {
    expectLevels([['खीरा', 7, 'food']]);
  });
});
