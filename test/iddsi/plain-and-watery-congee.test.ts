/**
 * The congee policy: a congee named with no preparation, texture word, level or test keeps
 * its whole grains and may separate liquid (rule PLAIN_CONGEE_NEEDS_TEST: Level 6, needs the test,
 * capped); one called watery or thin carries its grains in a thin liquid (rule THIN_BASE_WITH_PIECES:
 * Level 7); blended is read by its tests.
 */
import { describe, it } from 'vitest';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectCappedLevel, expectLevels } from '../support/iddsi';

const PLAIN = [
  'a bowl of plain rice porridge for mum',
  'お粥を少し',
  '阿嫲食白粥',
  'cháo trắng cho bà',
  'bubur nasi buat opa',
  'lugaw sa almusal',
  'โจ๊กให้พ่อ',
  '흰죽 조금',
  'jook for breakfast',
];

describe(`${RULES.PLAIN_CONGEE_NEEDS_TEST.id}: a plain congee is Level 6 until the tests settle it`, () => {
  it('answers Level 6 food, asks for the test, at most the cap', () => {
    expectCappedLevel(PLAIN, 6, RULES.PLAIN_CONGEE_NEEDS_TEST.confidence.cap, true);
    expectLevels(PLAIN.map((text) => [text, 6, 'food'] as const));
  });
  it('caps a congee only called soft as well (rule SOFT_GRAINS_IN_PORRIDGE)', () => {
    const soft = ['lugaw na malambot para kay lola', 'cháo nấu thật nhừ', 'やわらかいお粥'];
    expectCappedLevel(soft, 6, RULES.PLAIN_CONGEE_NEEDS_TEST.confidence.cap);
  });
  it('leaves a stated level, a blended congee and the tests their own reading', () => {
    expectLevels([
      ['congee level 4', 4, 'food'],
      ['rice porridge blended smooth, holds its shape on the spoon', 4, 'food'],
      ['搅烂的白粥', 4, 'food'],
    ]);
  });
});

describe(`${RULES.THIN_BASE_WITH_PIECES.id}: a watery congee carries its grains`, () => {
  it('is Level 7 with no blending word', () => {
    expectLevels([
      ['cháo loãng cho ông', 7, 'food'],
      ['bubur encer buat nenek', 7, 'food'],
      ['watery rice porridge', 7, 'food'],
      ['粥煮得水太多', 7, 'food'],
      ['白粥好多水俾阿爷', 7, 'food'],
    ]);
  });
  it('leaves a congee blended thin to its tests', () => {
    expectLevels([['thin rice porridge, blended smooth', 3, 'food']]);
  });
});
