/**
 * The congee policy (s14textd): a congee named with no preparation, texture word, level or test keeps
 * its whole grains and may separate liquid (rule PLAIN_CONGEE_NEEDS_TEST: Level 6, needs the test,
 * capped); one called watery or thin carries its grains in a thin liquid (rule THIN_BASE_WITH_PIECES:
 * Level 7); blended is read by its tests.
 */
import { describe, expect, it } from 'vitest';
import { RULES } from '../../shared/iddsi/text/rules';
import { runEngine } from '../../shared/iddsi/text/engine';
import { expectLevels } from '../support/iddsi';

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
    const cap = RULES.PLAIN_CONGEE_NEEDS_TEST.confidence.cap;
    for (const text of PLAIN) {
      const r = runEngine(text);
      expect({ text, level: r.level, kind: r.kind, needsTest: r.needsTest, capped: r.confidence <= cap }).toEqual({
        text,
        level: 6,
        kind: 'food',
        needsTest: true,
        capped: true,
      });
    }
  });
  it('caps a congee only called soft as well (rule SOFT_GRAINS_IN_PORRIDGE)', () => {
    for (const text of ['lugaw na malambot para kay lola', 'cháo nấu thật nhừ', 'やわらかいお粥']) {
      const r = runEngine(text);
      expect({ text, level: r.level, capped: r.confidence <= RULES.PLAIN_CONGEE_NEEDS_TEST.confidence.cap }).toEqual({
        text,
        level: 6,
        capped: true,
      });
    }
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
