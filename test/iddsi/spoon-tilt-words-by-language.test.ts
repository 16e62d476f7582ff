/**
 * The spoon tilt of a purée in the words carers write: a smooth food
 * that keeps its shape and drops off whole is Level 4, in Korean, Chinese, Japanese and Vietnamese.
 */
import { describe, it } from 'vitest';
import { expectLevels } from '../support/iddsi';

describe('spoon tilt words (terms.ts smooth, spoon_holds, spoon_slides; NEG_AFTER): smooth, holds its shape, drops off whole', () => {
  it('reads each language', () => {
    expectLevels([
      ['감자를 곱게 으깨서 덩어리 전혀 없음, 모양 유지', 4, 'food'],
      ['南瓜蒸熟打得很细腻，勺子上成形', 4, 'food'],
      ['かぼちゃのペースト、形を保ったままストンと落ちる', 4, 'food'],
      ['khoai lang nghiền mịn, giữ hình trên thìa, nghiêng thìa là rơi', 4, 'food'],
    ]);
  });
});
