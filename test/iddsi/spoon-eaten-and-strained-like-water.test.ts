/**
 * A strained fruit blend said to be thin as water is a juice; a runny
 * item eaten with a spoon is a food.
 */
import { describe, it } from 'vitest';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.STRAINED_FRUIT_JUICE.id}: blended, strained and thin as water is a thin drink`, () => {
  it('in several languages, whatever the fruit', () => {
    expectLevels([
      ['blended and strained melon, like water', 0, 'drink'],
      ['スイカをミキサーにかけて濾した、水みたい', 0, 'drink'],
      ['mangga diblender lalu disaring, encer seperti air', 0, 'drink'],
      ['dưa hấu xay rồi lọc, loãng như nước', 0, 'drink'],
    ]);
  });
});

describe(`${RULES.SPOON_EATEN_IS_FOOD.id}: a runny item eaten with a spoon is a food, Level 3`, () => {
  it('is read as a liquidised food, not a thin drink', () => {
    expectLevels([
      ['very runny custard eaten with a spoon', 3, 'food'],
      // a watery congee keeps its grains (rule THIN_BASE_WITH_PIECES): a Vietnamese soup stands here
      ['súp bí đỏ rất loãng, ăn bằng thìa', 3, 'food'],
      ['ซุปฟักทองเหลว ตักกินด้วยช้อน', 3, 'food'],
      ['bubur sumsum encer, dimakan dengan sendok', 3, 'food'],
    ]);
  });

  it('a runny soup drunk from a cup stays a drink', () => {
    expectLevels([['thin pumpkin soup, drink from a cup', 0, 'drink']]);
  });
});
