/**
 * Rule SAUCE_MOISTENS_FOOD: a moisture word beside a sauce put on the food says the food was moistened;
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
