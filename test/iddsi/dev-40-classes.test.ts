/**
 * Classes development set 40 showed, closed as rules or vocabulary held as data. Sentences are new
 * (other foods, other languages), not the set's.
 */
import { describe, it } from 'vitest';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.SPOON_TILT_SMOOTH_PUREE.id}: the spoon tilt passed on a smooth food`, () => {
  it('reads Level 4 when the spoonful holds its shape and falls off in one go', () => {
    expectLevels([
      ['carrot mash blended smooth, no lumps, holds its shape and falls off the spoon in one go', 4, 'food'],
      ['고구마를 완전히 갈아서 덩어리 하나도 없음, 모양 유지한 채 한번에 떨어져요', 4, 'food'],
      ['आलू को पीसकर चिकना किया, चम्मच पर अपना आकार रखता है और एक साथ गिर जाता है', 4, 'food'],
      ['bí đỏ xay nhuyễn thật mịn, múc thìa giữ hình, nghiêng thìa rơi gọn', 4, 'food'],
      ['かぼちゃをなめらかなペーストにした、形を保ったままストンと落ちる', 4, 'food'],
      ['南瓜泥打得很细腻，勺子上成形，不黏', 4, 'food'],
    ]);
  });
  it('lets the test outrank a label of 5-7 and deals with the stickiness of bread or fruit blended smooth', () => {
    expectLevels([
      ['tub says minced and moist but the chicken is blended smooth, no lumps, holds shape on the spoon and slides off clean', 4, 'food'],
      ['ラベルは「常食」、でもバナナを全部なめらかなペーストにして、スプーンを傾けると形を保ったまま落ちる', 4, 'food'],
      ['pan remojado en leche y triturado muy liso, sin grumos, se mantiene en la cuchara y cae de una vez', 4, 'food'],
    ]);
  });
  it('keeps the higher level when lumps are said to be there', () => {
    expectLevels([['carrot mash with small lumps, holds its shape and falls off the spoon in one go', 5, 'food']]);
  });
});
