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

describe('foreign core vocabulary: a thin liquid separating out of a purée is a mixed consistency', () => {
  it('reads liquid separating as mixed consistency (Level 7) in sv, nl, pl, tr, de', () => {
    expectLevels([
      ['Morotspuré där vattnet separerar på tallriken', 7, 'food'],
      ['Fiskpuré med lite vätska som skiljer sig i kanten', 7, 'food'],
      ['Wortelpuree, er is vocht dat zich afscheidt', 7, 'food'],
      ['Puree z marchewki, woda się oddziela', 7, 'food'],
      ['Havuç püresi, suyu ayrılıyor', 7, 'food'],
      ['Kürbispüree, oben Flüssigkeit die sich absetzt', 7, 'food'],
    ]);
  });
  it('does not read "differs" without a liquid as separating', () => {
    expectLevels([['Smaken skiljer sig från förra veckan, slät morotspuré', 4, 'food']]);
  });
});

describe('sieve words, inflected: a vegetable blended then sieved has its fibres taken out', () => {
  it('reads the sieved purée as Level 4 in fr, de, it, pt', () => {
    expectLevels([
      ['Petits pois mixés puis passés au tamis, purée lisse', 4, 'food'],
      ['Grüne Bohnen püriert, durchs Sieb gestrichen, glattes Püree', 4, 'food'],
      ['Fagiolini frullati e passati al setaccio, purea liscia', 4, 'food'],
      ['Vagem batida e passada na peneira, purê liso', 4, 'food'],
    ]);
  });
  it('keeps the fibres when the sieve is negated or absent', () => {
    expectLevels([
      ['Haricots verts mixés, non passés au tamis', 7, 'food'],
      ['Haricots verts en morceaux', 7, 'food'],
    ]);
  });
});
