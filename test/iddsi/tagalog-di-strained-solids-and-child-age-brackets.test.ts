/**
 * Tagalog negation, strained-out solids, no flow in everyday words and a child's age in brackets, closed as
 * vocabulary held as data. Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe('Tagalog "di" (short "hindi") before a test outcome negates it', () => {
  it('reads "di tumutulo sa tinidor" as no drip through the fork, not a drip', () => {
    expectLevels([
      ['papaya, blinender at sinala, makinis, di tumutulo sa tinidor, nakatayo sa kutsara', 4, 'food'],
      ['kalabasa, pinino sa blender, di tumutulo sa pagitan ng tinidor', 4, 'food'],
    ]);
  });
  it('still reads a drip through the fork as a drip', () => {
    expect(classifyText('papaya, blinender, tumutulo sa tinidor').level).toBeLessThanOrEqual(3);
  });
});

describe('Chinese strained-out solids and "not even N ml" after the number', () => {
  it('reads a strained bean soup with a flow result under 1 ml as a thin drink', () => {
    expectLevels([
      ['红豆汤,豆子滤掉了,测了一下,剩下一毫升都不到', 0, 'drink'],
      ['绿豆汤,豆滤走了,测了一下,不到一毫升', 0, 'drink'],
    ]);
  });
  it('reads "两毫升都不到" as an upper bound of the flow test', () => {
    expect(classifyText('柠檬水,针筒十秒后剩下两毫升都不到').level).toBeLessThanOrEqual(1);
  });
});

describe('no flow through the syringe, said in everyday words', () => {
  // FLOW_TEST_LEVELS_0_3: the flow test shows only "more than 8 ml left", Level 3
  it('reads a thickened drink that nothing came out of as no flow (Level 3), in several languages', () => {
    expectLevels([
      ['orange juice with lots of thickener, nothing flows through the syringe', 3, 'drink'],
      ['mango shake, blinender, maraming thickener, sa syringe walang tumulo', 3, 'drink'],
      ['緑茶にとろみ、シリンジから全然落ちなかった', 3, 'drink'],
      ['Saft angedickt, Spritze: nichts lief raus', 3, 'drink'],
    ]);
  });
  it('reads "like a pudding" as the extremely thick level, not a pudding served as food', () => {
    expectLevels([
      ['pineapple juice with thickener, nothing flows through the syringe, like a pudding now', 4, 'drink'],
      ['calamansi juice, maraming thickener, sa syringe walang tumulo, parang pudding', 4, 'drink'],
    ]);
  });
});

describe(`${RULES.POP_CHILD_AGE_BRACKETS.id}: a bare age in brackets after a word for one's child`, () => {
  it('applies the paediatric limits (3 mm fails Level 5 for a child), in several languages', () => {
    expectLevels([
      ['for my grandson ( 9 ) minced pork, 3mm bits, moist', 6, 'food'],
      ['para mi hija (6): carne picada 3 mm, jugosa', 6, 'food'],
      ['息子(8)のために鶏ひき肉、3mmくらい、しっとり', 6, 'food'],
    ]);
  });
  it('reads no child from an adult age, or from a word that only ends like a kin word', () => {
    expectLevels([
      ['for my son (45) minced chicken 3mm, moist', 5, 'food'],
      ['for my person (7) minced chicken 3mm moist', 5, 'food'],
    ]);
  });
});

describe('Vietnamese "nước canh" (the broth of a soup) is the broth, not the soup with its pieces', () => {
  it('reads the broth as a drink and keeps the soup with pieces a food', () => {
    expectLevels([
      ['nước canh bí, hơi sánh', 1, 'drink'],
      ['nước lèo', 0, 'drink'],
      ['canh bí đỏ', 7, 'food'],
      ['nước canh chua, có cá và rau', 7, 'food'],
    ]);
  });
});
