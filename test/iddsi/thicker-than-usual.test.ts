/**
 * Drinks told only by a thickness word. A comparison with the drink's usual
 * thickness names no level (rule THICKER_THAN_USUAL).
 */
import { describe, it } from 'vitest';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectFlowTestAsked, expectLevels } from '../support/iddsi';

describe(`${RULES.THICKER_THAN_USUAL.id}: "thicker than usual" is no level name`, () => {
  it('beside a thickening word reads Mildly thick, asks for the flow test, capped', () => {
    const texts = [
      'thickened orange juice, made it a bit thicker today',
      '加了凝固粉的橙汁，今日稠啲',
      'agua con espesante, hoy un poco más espesa',
      'nước cam có chất làm đặc, hôm nay hơi đặc hơn',
      'jus jeruk pakai pengental, hari ini lebih kental',
      'とろみ付きのりんごジュース、少し濃くしました',
    ];
    expectFlowTestAsked(texts, 2, RULES.THICKER_THAN_USUAL.confidence.cap);
  });
  it('alone keeps the thinnest thickened reading; a food keeps the reading of "thick"', () => {
    expectLevels([
      ['稠一点的豆浆', 1, 'drink'],
      ['leche de soya un poco más espesa', 1, 'drink'],
      ['ココア、やや濃いめ', 1, 'drink'],
      ['稠一点的米糊', 4, 'food'],
    ]);
  });
  it('in brackets after the drink is the same comparison, not the Extremely thick name', () => {
    expectFlowTestAsked(
      ['とろみ付きの麦茶（濃いめ）', 'とろみをつけたスポーツドリンク（濃いめ）'],
      2,
      RULES.THICKER_THAN_USUAL.confidence.cap,
    );
  });
});
