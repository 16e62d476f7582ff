/**
 * A short word that is a food in one language and a kinship or everyday
 * word in another is read only in the languages it is the food in (rule TEXT_LANGUAGE_SCOPE), and
 * a Chinese or Japanese compound that holds a food character without being the food is no food
 * (rule FOOD_CHARACTER_COMPOUND).
 */
import { describe, it } from 'vitest';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.TEXT_LANGUAGE_SCOPE.id}: a food of one language is a kinship or everyday word of another`, () => {
  it('reads Tagalog and English "papa" (father) as no potato, and keeps the Spanish potato', () => {
    expectLevels([
      ['Pinainom ko si papa ng kape kaninang umaga, walang pampalapot', 0, 'drink'],
      ['gave papa his hot chocolate, plain, no thickener', 0, 'drink'],
      ['papas cocidas muy blanditas, en trozos de 1 cm', 6, 'food'],
    ]);
  });

  it('reads Spanish "así", Italian "dal" and English "pure" as no milk, no dal, no purée', () => {
    expectLevels([
      ['Así que le di agua sola, sin espesante', 0, 'drink'],
      ['acqua dal rubinetto, senza addensante', 0, 'drink'],
      ['pure apple juice, nothing added', 0, 'drink'],
    ]);
  });

  it('keeps the food in its own language, accents read anywhere', () => {
    expectLevels([
      ['puré', 4, 'food'],
      ['purê', 4, 'food'],
    ]);
  });
});

describe(`${RULES.FOOD_CHARACTER_COMPOUND.id}: a compound that holds a food character is not the food`, () => {
  it('reads 勺面, 表面, 对面 and 奶奶 as no noodles and no milk', () => {
    expectLevels([
      ['苹果汁没加增稠剂，倒在勺子上，勺面上一点不留', 0, 'drink'],
      ['南瓜蓉好滑，冇粒，表面光滑，坐喺奶奶对面食', 4, 'food'],
      ['坐在奶奶对面喝的温水，没有加增稠剂', 0, 'drink'],
    ]);
  });
});
