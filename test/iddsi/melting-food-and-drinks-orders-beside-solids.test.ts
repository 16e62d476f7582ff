/**
 * Rule MELTS_FOR_THICKENED_DRINKS: a gelatin jelly or an ice cream written beside the eater's thickened-drinks
 * order is the thin liquid it becomes in the mouth (Level 0), not a Level 7 food that a regular-diet eater on
 * thickened drinks may have. Rules ROLE_DRINKS_ORDER_BESIDE_SOLID and ROLE_NEED_VERB: a drinks-only level
 * said of the eater's drinks after a solid ("level 2 fluids", "he drinks mildly thick") is the eater's order,
 * not the solid's level. Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.MELTS_FOR_THICKENED_DRINKS.id}: jelly for a thickened-drinks eater is a thin liquid`, () => {
  it('answers Level 0 with the melting hazard, below 0.8', () => {
    expectLevels([
      ['diced jello for room 12 Mr Obi, he is on L2 fluids', 0, 'drink'],
      ['cubitos de gelatina para la señora Ruiz, toma líquidos espesados nivel 3', 0, 'drink'],
      ['果冻块给李伯伯，他喝二级稠的饮品', 0, 'drink'],
      // the cue "on level" takes the level word itself: the order is read from the span
      ["Mr Tan's on Level 3 fluids. Lunch came with jello cubes", 0, 'drink'],
      // a level letter or word written before the drinks level ("L3 drinks", "level 2 liquids")
      ['ice cream scoop for the lady on L3 drinks', 0, 'drink'],
      ['jelly pieces chopped small for Mr Ade, who is on level 2 liquids', 0, 'drink'],
    ]);
    const c = classifyText('diced jello for room 12 Mr Obi, he is on L2 fluids');
    expect(c.hazards.map((h) => h.code)).toContain('melts');
    expect(c.confidence).toBeLessThanOrEqual(RULES.MELTS_FOR_THICKENED_DRINKS.confidence.cap);
  });
  it('leaves a food answer beside a solid, and agar pieces a food', () => {
    expectLevels([
      // a solid beside the jelly keeps the food answer, the melting hazard listed
      ['jello squares and a pork chop for Mr Obi, he is on L2 fluids', 7, 'food'],
      ['ice cream with chopped peanuts for Mr Obi, he is on L2 fluids', 7, 'food'],
      // agar does not melt at mouth temperature: a firm piece, not a thin liquid
      ['gulaman cubes para kay lola, level 2 ang inumin niya', 7, 'food'],
    ]);
  });
});

describe(`${RULES.ROLE_DRINKS_ORDER_BESIDE_SOLID.id}: a class of drinks given a drinks-only level beside a solid`, () => {
  it("is the eater's order, and the solid is judged on its own", () => {
    expectLevels([
      ['flapjack, level 2 fluids', 7, 'food'],
      ['pan dulce, líquidos nivel 2', 7, 'food'],
      ['kue lapis untuk nenek, minuman level 2', 7, 'food'],
      // the eater's drinking said in a phrase of its own (DRINKING_VERBS)
      ['芝士蛋糕俾李伯，佢飲二級稠', 7, 'food'],
      ['啫喱粒俾李伯，佢飲三級稠', 0, 'drink'],
    ]);
  });
  it('leaves a level given to the item itself', () => {
    expectLevels([
      ['具を除いたコンソメスープ、とろみをつけてレベル2', 2, 'drink'],
      ['semolina porridge, level 2 fluids', 2, 'drink'],
    ]);
  });
});

describe(`${RULES.ROLE_NEED_VERB.id}: a drinks-only level said of the eater after a solid`, () => {
  it('is set aside, and the solid is judged on its own', () => {
    expectLevels([
      ['Victoria sponge for Mr Hale, he drinks mildly thick', 7, 'food'],
      ['tarta de manzana para mi abuela, ella toma nivel 2', 7, 'food'],
    ]);
  });
  it('still describes a drink named before it, or a food that may be drunk', () => {
    expectLevels([
      ['orange juice for Mr Hale, he drinks it mildly thick', 2, 'drink'],
      ['butternut puree for Mrs Ode, she drinks it mildly thick', 2, 'drink'],
      ['他喝二级稠的苹果汁', 2, 'drink'],
    ]);
  });
});
