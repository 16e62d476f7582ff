/** Preparation and texture words per language, lumps against chunks, Level 5 needing moisture as well as mincing, melting foods. */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { expectLevels } from '../support/iddsi';

describe('preparation and texture words', () => {
  it('reads preparation words in every language', () => {
    expectLevels([
      ['puréed carrots', 4, 'food'],
      ['minced beef in thick gravy', 5, 'food'],
      ['bite-sized soft chicken, breaks apart under the fork', 6, 'food'],
      ['打成糊狀嘅南瓜', 4],
      ['剁碎嘅雞肉', 7], // minced alone, no size, test or moisture: the safest level (VAGUE_WORD_SAFEST)
      ['剁碎嘅雞肉，拌埋杰汁', 5],
      ['ミキサーにかけたおかゆ', 4],
      ['giniling na baboy', 7] /* minced alone (VAGUE_WORD_SAFEST) */,
      ['wortel diblender halus', 4],
      ['bí đỏ xay nhuyễn', 4],
      ['ฟักทองบดละเอียด', 4],
      ['pollo triturado', 4],
      ['purée de carottes', 4],
    ]);
  });

  it('reads a thickened drink with no stated degree as the thinnest thickened level, below 0.8, the flow test to settle it', () => {
    const c = classifyText('thickened orange juice');
    expect(c.level).toBe(1);
    expect(c.kind).toBe('drink');
    expect(c.confidence).toBeLessThan(0.8);
    expect([c.needsTest, c.settlingTest]).toEqual([true, 'flow']);
  });

  it('reads "thick" differently for a food and for a drink (a drink with no degree is the thinnest thickened level)', () => {
    expectLevels([
      // a soup only called thick is read both ways (rule VAGUE_WORD_SAFEST, soupOnly): desserts-in-syrup-roast-fibres-and-bed-headings.test.ts
      ['a thick drink for her', 1, 'drink'],
      ['白粥，煲得好杰', 5, 'food'],
    ]);
  });
});

describe('preparation and test words added per language', () => {
  it('reads "pours slowly" as Level 3 and the words people use for it', () => {
    expectLevels([
      ['crema de calabacín triturada y espesada, se puede beber de un vaso, gotea despacio entre los dientes del tenedor', 3, 'drink'],
      ['velouté de légumes mixé lisse et épaissi, se boit au verre, coule lentement de la cuillère', 3, 'drink'],
      ['우유에 점도증진제, 흐름 테스트 6ml 남음', 2, 'drink'],
      ['호박죽, 곱게 갈아 덩어리 없음, 숟가락에서 형태 유지', 4, 'food'],
      ['花蜜稠度的蘋果汁', 2, 'drink'],
    ]);
  });
});

describe('lumps and chunks', () => {
  it('small lumps left in a purée make it Level 5; chunks are bigger', () => {
    expectLevels([
      ['smooth puree but with some lumps', 5, 'food'],
      ['粒の残ったペースト', 5, 'food'],
      ['puree with chunks', 7, 'food'],
      ['pureed chicken with no lumps and no bits', 4, 'food'],
      ['ミキサーで細かくした肉、粒がなく、なめらか', 4, 'food'],
    ]);
  });
});

describe('level 5 needs minced AND moist', () => {
  it('reads a bare mincing word as the safest level its readers accept (VAGUE_WORD_SAFEST)', () => {
    expectLevels([
      ['minced chicken', 7, 'food'],
      ['carne de cerdo picada', 7, 'food'],
    ]);
  });
  it('keeps level 5 with moisture, a wet base, a sauce or gravy, or a measured size', () => {
    expectLevels([
      ['minced chicken, moist', 5, 'food'],
      ['minced chicken 3 mm', 5, 'food'],
      ['肉碎粥', 6, 'food'], // rule PLAIN_CONGEE_NEEDS_TEST: the grains are still whole
      ['minced chicken in gravy', 5, 'food'],
      ['minced pork with sauce', 5, 'food'],
    ]);
  });
});

describe('melting foods', () => {
  it('alone or flavoured they are the thin liquid they become', () => {
    expectLevels([
      ['mango ice cream', 0, 'drink'],
      ['冰棍', 0, 'drink'],
    ]);
  });
  it('with pieces set in them they are a mixed consistency, judged as food', () => {
    expectLevels([
      ['jelly with chunks of pineapple', 7, 'food'],
      ['ice cream with cookie pieces', 7, 'food'],
    ]);
  });
});
