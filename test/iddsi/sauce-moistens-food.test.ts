/**
 * Rule SEPARATION_DENIED (the Tagalog relative "na hindi humihiwalay": a sauce that does not separate) and
 * rule SAUCE_MOISTENS_FOOD: a moisture word beside a sauce put on the food says the food was moistened;
 * the sauce is no base whose own words these are (rule TOPPING_KEEPS_HAZARDS keeps bases apart).
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../shared/iddsi/text/engine';

const standing = (text: string) => runEngine(text).hazards.map((h) => h.code);

describe('SAUCE_MOISTENS_FOOD', () => {
  it('a fried food minced and moistened by the sauce put on it is no longer dry', () => {
    for (const text of [
      'Lechon kawali, tinadtad ko ng pino mga 4mm, nilagyan ng sarsa para basa-basa',
      'ayam goreng tanpa kulit, dicincang halus 4 mm, disiram kuah supaya lembap',
      '炸鸡去皮，剁碎到4毫米，淋上酱汁，保持湿润',
    ])
      expect({ text, dry: standing(text).includes('dry') }).toEqual({ text, dry: false });
  });

  it('a moisture word still belongs to a base a food was put on', () => {
    expect(runEngine('peanuts sprinkled on top of a smooth, moist purée').level).toBe(7);
  });
});

describe('SEPARATION_DENIED: a thick sauce said not to separate', () => {
  it('leaves no mixed consistency, in Tagalog as in English and Indonesian', () => {
    for (const text of [
      'isda, walang tinik at balat, dinurog ng pino 3 mm, may sarsang malapot na hindi humihiwalay',
      'fish, no bones or skin, mashed fine to 3 mm, in a thick sauce that does not separate',
      'ikan tanpa duri dan kulit, dihaluskan 3 mm, kuah kental yang tidak terpisah',
    ])
      expect({ text, level: runEngine(text).level }).toEqual({ text, level: 5 });
  });

  it('a broth that separates stays a mixed consistency', () => {
    expect(standing('sinigang, may sabaw na humihiwalay')).toContain('mixed_consistency');
  });
});
