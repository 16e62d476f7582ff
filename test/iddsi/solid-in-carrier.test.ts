/**
 * Rule SOLID_IN_CARRIER (issue 14): a food named in a thin liquid is the food, a
 * mixed consistency, never the liquid read as a drink, in every language the engine reads.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

const hazardCodes = (text: string) =>
  classifyText(text)
    .evidence.filter((e) => e.type === 'hazard')
    .map((e) => e.code);

describe(`${RULES.SOLID_IN_CARRIER.id}: a solid in a thin carrier is the food, Level 7`, () => {
  it('reads rice, fruit, wontons or cereal in water, juice, soup or milk as a Level 7 food', () => {
    expectLevels([
      ['plain rice in hot water', 7, 'food'],
      ['peaches in juice', 7, 'food'],
      ['wontons in soup', 7, 'food'],
      ['cornflakes in cold milk', 7, 'food'],
    ]);
  });
  it('does so in the Asian languages of the service', () => {
    expectLevels([
      ['白饭泡水', 7, 'food'],
      ['湯圓浸喺糖水', 7, 'food'],
      ['お茶漬け', 7, 'food'],
      ['밥을 물에 말아', 7, 'food'],
      ['kanin sa tubig', 7, 'food'],
      ['nasi dalam kuah', 7, 'food'],
      ['cơm trong canh', 7, 'food'],
    ]);
  });
  it('does so in the European and other languages the engine reads', () => {
    expectLevels([
      ['fideos en agua', 7, 'food'],
      ['melocotón en jugo', 7, 'food'],
      ["riz dans l'eau", 7, 'food'],
      ['Reis in Wasser', 7, 'food'],
      ['biscotti nel latte', 7, 'food'],
      ['arroz na agua', 7, 'food'],
      ['рис в воде', 7, 'food'],
    ]);
  });
  it('names the mixed consistency as a standing hazard', () => {
    expect(hazardCodes('rice in water')).toContain('mixed_consistency');
    expect(hazardCodes('biscotti nel latte')).toContain('mixed_consistency');
  });
  it('is one texture once blended smooth: the mixed consistency is dealt with', () => {
    const answer = classifyText('bread soaked in milk, blended smooth, holds on a spoon');
    expect(answer.level).toBeLessThan(7);
    expect(answer.evidence.filter((e) => e.type === 'hazard').map((e) => e.code)).not.toContain('mixed_consistency');
  });
  it('leaves a thickener stirred into water a drink (rule THICKENER_IN_CARRIER)', () => {
    expectLevels([['1 scoop thickener in 200 ml water, mildly thick', 2, 'drink']]);
  });
  it('never answers the drink at 0.8 or more while a solid food is named beside it', () => {
    const answer = classifyText('water, rice');
    if (answer.kind === 'drink') expect(answer.confidence).toBeLessThanOrEqual(RULES.SOLID_IN_CARRIER.confidence.cap);
    expect(answer.confidence).toBeLessThan(0.8);
  });
});

describe(`${RULES.HAZARD_SURVIVES.id}: pieces of a food in congee keep their hazards`, () => {
  it('reads bits of meat or fried dough in congee as pieces, Level 7', () => {
    expectLevels([
      ['rice porridge with bits of beef', 7, 'food'],
      ['jook with you tiao', 7, 'food'],
      ['cháo trắng với quẩy', 7, 'food'],
    ]);
  });
  it('keeps a congee whose meat was minced, with small bits, at Level 5', () => {
    expectLevels([['minced pork congee, small bits', 5, 'food']]);
  });
});

describe(`${RULES.SOLID_IN_CARRIER.id}: words that say pieces in a clear drink`, () => {
  it('make juice with fruit pieces, or milk tea with pearls, a Level 7 food', () => {
    expectLevels([
      ['apple juice with fruit pieces', 7, 'food'],
      ['milk tea with pearls', 7, 'food'],
    ]);
  });
  it('leave a juice said to have no bits, or a clear broth, a thin drink', () => {
    expectLevels([
      ['orange juice, no bits', 0, 'drink'],
      ['clear chicken broth', 0, 'drink'],
    ]);
  });
});
