/**
 * Findings 5, 6, 8, 9, 10, 11 and 13 of the clinical review of the text engine: each test names the rule that
 * fixes one finding, in wordings of its own and in several of the languages the engine reads.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.DESCRIPTOR_NOT_PREPARATION.id}: a menu word does not blend a dish`, () => {
  it('a congee, porridge or soup with pieces called smooth keeps its pieces', () => {
    expectLevels([
      ['velvety pork congee', 7, 'food'],
      ['丝滑鸡肉粥', 7, 'food'],
      ['cháo cá mịn', 7, 'food'],
      ['bubur ayam halus', 7, 'food'],
      ['silky chicken noodle soup', 7, 'food'],
      ['cremoso guiso de res', 7, 'food'],
    ]);
  });

  it('a dish that may be served whole is not made a purée by a menu word', () => {
    expectLevels([
      ['velvety chicken curry', 7, 'food'],
      ['creamy chicken casserole', 7, 'food'],
    ]);
  });

  it('the descriptor still describes a purée the text names, or a dish that was blended', () => {
    expectLevels([
      ['smooth chicken puree', 4, 'food'],
      ['smooth beef stew puree', 4, 'food'],
      ['velvety chicken curry, blended', 4, 'food'],
      ['smooth custard', 4, 'food'],
    ]);
  });
});

describe(`${RULES.UNIT_AFTER_NUMBER.id}: "sec" after a number is seconds`, () => {
  it('a spoon or flow test timed in "sec" raises no dry hazard', () => {
    for (const text of [
      'custard slides off the tilted spoon within 2 sec',
      'puree de pommes, tient sur la cuillere 5 sec',
      '2 ml left after 10 sec',
    ]) {
      expect(
        classifyText(text).hazards.map((h) => h.code),
        text,
      ).not.toContain('dry');
    }
  });

  it('French "sec" describing a food is still dry', () => {
    expectLevels([['pain sec', 7, 'food']]);
  });
});

describe(`${RULES.LUMPS_IN_LIQUID.id}: lumps found in a drink or blended soup are not ignored`, () => {
  it('a blended soup, smoothie or thickened drink with lumps left is a mixed consistency at Level 7', () => {
    expectLevels([
      ['carrot soup liquidised, still lumpy though', 7, 'food'],
      ['the mango smoothie has chunks in it', 7, 'food'],
      ['thickened orange juice, it went lumpy', 7, 'food'],
      ['crema de calabaza licuada pero quedaron grumos', 7, 'food'],
      ['打咗嘅粟米湯仲有粒粒', 7, 'food'],
      ['とろみをつけた牛乳にダマがある', 7, 'food'],
    ]);
    for (const text of ['carrot soup liquidised, still lumpy though', 'the mango smoothie has chunks in it']) {
      expect(
        classifyText(text).hazards.map((h) => h.code),
        text,
      ).toContain('mixed_consistency');
    }
  });

  it('lumps prevented or negated, and the pulp of a plain juice, leave the drink as it was', () => {
    expectLevels([
      ['stir the thickener into the milk to prevent lumps', 1, 'drink'],
      ['thickened apple juice without lumps', 1, 'drink'],
      ['jugo de naranja con pulpa, sin espesar', 0, 'drink'],
    ]);
  });
});

describe(`${RULES.SIDE_FORK_NEEDS_SIZE.id}: the side-of-fork test alone does not make pieces bite-sized`, () => {
  it('a whole cut that the side of a fork cuts is Level 7 (Easy to Chew at best)', () => {
    expectLevels([
      ['salmon fillet can be cut with the side of a fork', 7, 'food'],
      ['lamb shank, can be cut with the side of a spoon', 7, 'food'],
      ['pollo se corta con el borde del tenedor', 7, 'food'],
      ['鶏むね肉 フォークの側面で切れる', 7, 'food'],
    ]);
  });

  it('with a size given, the same test shows Level 6', () => {
    expectLevels([
      ['chicken diced 1.5cm, can be cut with the side of a fork', 6, 'food'],
      ['lamb cut into bite sized pieces, can be cut with the side of a spoon', 6, 'food'],
    ]);
  });
});

describe(`${RULES.POUR_ALONE_THINNEST.id}: "it pours" alone is the thinnest drink, unsure`, () => {
  it('answers Level 0 with the flow test and low confidence', () => {
    for (const text of ['it pours', 'easy to pour', 'pourable', 'can be poured']) {
      const c = classifyText(text);
      expect({ text, level: c.level, kind: c.kind, needsTest: c.needsTest }).toEqual({ text, level: 0, kind: 'drink', needsTest: true });
      expect(c.confidence, text).toBeLessThanOrEqual(RULES.POUR_ALONE_THINNEST.confidence.cap);
    }
  });
});

describe('smoothies and shakes (foods.ts): a drink of unknown thickness leans thinner', () => {
  it('a smoothie is Slightly thick until its flow test, a protein shake is milk, a smoothie bowl is a food', () => {
    expectLevels([
      ['いちごのスムージー', 1, 'drink'],
      ['sinh tố xoài', 1, 'drink'],
      ['smoothie de fresa', 1, 'drink'],
      ['vanilla protein shake', 0, 'drink'],
      ['acai bowl', 7, 'food'],
    ]);
    expect(classifyText('smoothie de fresa').needsTest).toBe(true);
  });
});

describe('noodle and brothy soups by name (foods.ts): noodles in broth are not a thin drink', () => {
  it('reads the noodle and soup names carers and menus use as Level 7 foods', () => {
    expectLevels([
      ['beef kuay teow soup', 7, 'food'],
      ['guay tiew with fish balls', 7, 'food'],
      ['saimin', 7, 'food'],
      ['sopa de tortilla', 7, 'food'],
      ['tom kha', 7, 'food'],
    ]);
  });
});
