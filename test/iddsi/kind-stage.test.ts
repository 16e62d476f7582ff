/** Stage "kind" (kind.ts): drink or food from the votes, kind-dependent readings, the food tier. */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { extract } from '../../shared/iddsi/text/extract';
import { foodTierOf, kindOfLevel, kindVotes, splitByTier, votedKind } from '../../shared/iddsi/text/kind';
import { normalizeText } from '../../shared/iddsi/text/normalize';
import { RULES } from '../../shared/iddsi/text/rules';

const read = (text: string) => extract(normalizeText(text));

describe('kind votes', () => {
  it('a measured flow test votes for a drink, a piece size for a food', () => {
    const drink = read('6 ml left in the syringe after 10 seconds');
    expect(votedKind(kindVotes(drink.evidence, drink.drinkWords, drink.foodWords))).toBe('drink');
    const food = read('pieces of 4 mm');
    expect(votedKind(kindVotes(food.evidence, food.drinkWords, food.foodWords))).toBe('food');
  });

  it('takes the kind from the level where it is unambiguous, else from the votes', () => {
    expect(kindOfLevel(1, { drink: 0, food: 5 }, 'food')).toBe('drink');
    expect(kindOfLevel(6, { drink: 5, food: 0 }, 'drink')).toBe('food');
    expect(kindOfLevel(3, { drink: 1, food: 1 }, 'food')).toBe('drink');
    expect(kindOfLevel(4, { drink: 3, food: 1 }, 'drink')).toBe('drink');
  });
});

describe('food tier', () => {
  it('a base decides over what is in it ("beef congee" is congee)', () => {
    const x = read('beef congee');
    const { foods } = splitByTier(x.evidence, 'food');
    expect(foodTierOf(foods, 'food', x.drinkWords).map((e) => e.id)).toEqual(['congee']);
  });

  it('a drink named by its flavour only is a thin drink', () => {
    const x = read('a cold orange drink');
    const { foods } = splitByTier(x.evidence, 'drink');
    const tier = foodTierOf(foods, 'drink', x.drinkWords);
    expect(tier.map((e) => e.id)).toEqual(['drink_generic']);
    expect([...tier[0]!.weights.keys()]).toEqual([0]);
  });

  it('reads "thick" as a food texture when the item is a food', () => {
    const x = read('thick congee');
    const { voting } = splitByTier(x.evidence, 'food');
    const thick = voting[2]!.find((e) => e.id === 'thick')!;
    expect(thick.weights.has(5)).toBe(true);
  });
});

describe('DRINK_HEAD_NOUN: the drink is the head noun, the food its flavour', () => {
  const foodsIn = (text: string) =>
    read(text)
      .evidence.filter((e) => e.type === 'food')
      .map((e) => e.id);

  it("reads a food named as a thin drink's flavour as no food, in head-final and head-first wording", () => {
    expect(foodsIn('walnut tea, warm')).toEqual(['tea']);
    expect(foodsIn('核桃茶')).toEqual(['tea']);
    expect(foodsIn('jugo de mango')).not.toContain('fruit');
  });

  it('reads a preparation word that is also a drink name as the preparation: Spanish "cortado" is cut', () => {
    const foods = foodsIn('naranja pelada, en gajos cortados a la mitad');
    expect(foods).toContain('fruit');
    expect(foods).not.toContain('coffee');
    expect(foodsIn('un cafe cortado')).toEqual(['coffee']);
  });

  it('keeps pieces that are served in a drink, and the solids of a soup', () => {
    expect(foodsIn('corn milk')).toContain('corn_kernels');
    expect(foodsIn('beef soup')).toContain('meat');
  });
});

// a hedged thickness ("somewhat thick") is said of a blended food as of a drink
describe(`rule ${RULES.HEDGED_NAME_OF_FOOD.id}: a hedged drink name does not make a blended food a drink`, () => {
  it.each([
    ['tl', 'arroz caldo na binlender, medyo malapot, tumutulo sa tinidor nang dahan dahan'],
    ['id', 'bubur nasi diblender halus, agak kental, menetes pelan dari garpu'],
    ['es', 'arroz caldoso triturado, ligeramente espeso, gotea despacio del tenedor'],
  ])('%s: stays a food, and the fork drip decides Level 3: %s', (_lang, text) => {
    const r = classifyText(text);
    expect(r.kind).toBe('food');
    expect(r.level).toBe(3);
  });

  it.each(['teh manis agak kental', 'agak kental', 'medyo malapot', 'ligeramente espeso'])(
    'the same hedge alone or beside a drink still reads a thickened drink, thinner first: %s',
    (text) => {
      const r = classifyText(text);
      expect(r.kind).toBe('drink');
      expect(r.level).toBeLessThanOrEqual(2);
    },
  );
});

// a little stock added to blend a vegetable must not turn the purée into a drink
describe(`rule ${RULES.ADDED_LIQUID_BLENDED_IN.id}: a little liquid added to blend a food does not make it a drink`, () => {
  it.each([
    ['en', 'carrots blended with a splash of milk, smooth'],
    ['en', 'fish blended with a little water until smooth'],
    ['vi', 'bí đỏ xay với một chút nước dùng, mịn'],
    ['ja', 'かぼちゃをだし少々でミキサーにかけた、なめらか'],
    ['es', 'zanahoria triturada con un chorrito de leche, sin grumos'],
    ['id', 'wortel diblender dengan sedikit kaldu, halus'],
    ['fr', 'carottes mixées avec un peu de bouillon, lisse'],
    ['zh', '南瓜加少少水打成蓉，幼滑'],
  ])('%s: a puréed food, Level 4: %s', (_lang, text) => {
    const r = classifyText(text);
    expect(r.kind).toBe('food');
    expect(r.level).toBe(4);
  });

  it('a drink blended with a food, a splash of milk alone, tea with a splash of milk stay drinks', () => {
    for (const text of ['banana blended with milk', 'a splash of milk', 'decaf tea with a splash of milk'])
      expect(classifyText(text).kind).toBe('drink');
  });
});
