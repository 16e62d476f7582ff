/**
 * The spoon tilt, the pour off a spoon and the straw, written in the carer's own words in each language:
 * IDDSI Level 2 is sipped through a standard straw with effort; Level 3 pours slowly off a spoon, is drunk
 * from a cup and is hard to draw up a straw, without holding a shape; Level 4 holds its shape on the spoon
 * and slides off in one lump when it is tilted.
 */
import { describe, it } from 'vitest';
import { expectLevels } from '../support/iddsi';

describe('straw effort (terms.ts straw_effort, straw_hard; rule DRINK_DESCRIPTORS_COMBINED)', () => {
  it('reads the effort through a standard straw as Level 2', () => {
    expectLevels([['Jus jeruk sudah dikasih pengental, pakai sedotan harus nyedot agak kuat', 2, 'drink']]);
  });

  it('reads a slow pour off the spoon beside a straw it will not go up as Level 3', () => {
    expectLevels([
      ["thickened pear juice, runs off the spoon but slowly, won't go up a straw, she drinks it from a cup", 3, 'drink'],
      ['给爷爷的果汁加了增稠剂，从勺子上慢慢往下流，吸管吸不动', 3, 'drink'],
      ['zumo de manzana espesado, cae de la cuchara lentamente, lo bebe en vaso', 3, 'drink'],
    ]);
  });
});

describe('a slow pour that holds no shape (terms.ts pours_slowly, spoon_holds negated; rule TEST_IN_OWN_WORDS)', () => {
  it('reads a smooth food that drops slowly off the spoon as Level 3, not the slide of Level 4', () => {
    expectLevels([
      ['stewed plum blended smooth, drips off the spoon slowly and does not keep its shape', 3, 'food'],
      ['pear puree sieved, falls off the spoon slowly, does not hold a shape', 3, 'food'],
    ]);
  });
});

describe('the Level 4 spoon tilt in Hindi, Thai and Vietnamese (terms.ts spoon_holds, spoon_slides; rules SPOON_TILT_SMOOTH_PUREE, ROLE_PRESCRIPTION)', () => {
  it('reads a spoonful that stays on the spoon and slides off whole as Level 4', () => {
    expectLevels([
      ['आलू को मिक्सी में चिकना पीस दिया, चम्मच पर टिका रहता है, झुकाने पर फिसल जाता है', 4, 'food'],
      ['ฟักทองปั่นละเอียด ตักแล้วตั้งเป็นก้อน เอียงช้อนก็หลุดออกมาทั้งก้อน', 4, 'food'],
    ]);
  });

  it('sets aside the diet the eater has ("có chế độ ăn cấp 6") for the tilt of the food served', () => {
    expectLevels([['Mẹ có chế độ ăn cấp 6, hôm nay ăn khoai lang nghiền mịn, nghiêng muỗng thì rơi cả khối', 4, 'food']]);
  });
});
