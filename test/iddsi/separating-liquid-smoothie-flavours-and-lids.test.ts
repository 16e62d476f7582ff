/** Separating liquid, smoothie flavours, purées on the side and coloured lids, each shown on phrases of its own. */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../shared/iddsi/text/engine';
import { expectLevels, expectStandingHazard } from '../support/iddsi';

describe('HAZARD_WORDS mixed_consistency: a thin liquid said to separate from the pieces', () => {
  it('is the mixed-consistency hazard in every language (IDDSI high-risk list)', () => {
    expectStandingHazard(
      [
        '호박죽, 물이 따로 놂',
        'congee, the water separates',
        'porridge served, water separated from the oats',
        '粥，水同飯分開',
        'お粥、水が分かれている',
        'cháo, nước tách riêng',
        'โจ๊ก แยกน้ำ',
        'bubur, airnya terpisah',
        'lugaw, humihiwalay ang tubig',
        "porridge, l'eau se sépare",
        'Brei, Wasser setzt sich ab',
        "semolino, l'acqua si separa",
        'mingau, a água se separa',
        'каша, вода отделяется',
        'عصيدة، الماء ينفصل',
        'दलिया, पानी अलग हो जाता है',
      ],
      7,
      'mixed_consistency',
    );
  });
});

describe('rule BLENDED_DRINK_FLAVOURS: fruits listed before a smoothie or shake are its flavours', () => {
  it('keeps the drink a drink, thin until tested, unless pieces are said', () => {
    expectLevels([
      ['strawberry & kiwi milkshake, very thick', 2, 'drink'],
      ['香蕉芒果奶昔，好杰', 2, 'drink'],
      ['apple and pear smoothie', 1, 'drink'],
      ['papaya, banana and mango smoothie, looks thick', 1, 'drink'],
    ]);
    expect(runEngine('apple and pear smoothie').hazards).toEqual([]);
  });
  it('keeps the pieces and the solids listed beside the drink', () => {
    expectLevels([
      ['banana & strawberry smoothie with bits of fruit', 7, 'food'],
      ['biscuits & banana smoothie', 7, 'food'],
    ]);
  });
});

describe('rule PUREE_SIDE_KEEPS_SOLID: a mash beside a solid called soft leaves the solid a piece', () => {
  it("answers the solid's level, not the mash's", () => {
    expectLevels([
      ['pollo tierno con puré de patatas', 7, 'food'],
      ['tender chicken with mashed potato', 7, 'food'],
      ['poisson tendre avec purée', 7, 'food'],
      ['嫩雞配薯蓉', 7, 'food'],
      ['cá mềm kèm khoai nghiền', 7, 'food'],
      ['zartes Hähnchen mit Kartoffelpüree', 7, 'food'],
    ]);
  });
  it('keeps a solid said to be minced or puréed itself at the mash level', () => {
    expectLevels([
      ['pureed chicken with mashed potato', 4, 'food'],
      ['minced chicken with mashed potato', 5, 'food'],
    ]);
  });
});

describe('no_flow words: "nothing at all came out" is no flow, not an emptied syringe', () => {
  it('answers Level 3 (the flow test shows only Level 3 or thicker), never Level 0', () => {
    expectLevels([
      ['thickened orange juice: nothing at all ran through the syringe', 3, 'drink'],
      ['flow test, not a drop came out', 3, 'drink'],
    ]);
  });
});

describe('LABEL_CUES: a colour-coded lid is a label, and the tests that contradict it decide', () => {
  it('answers the level the tests show', () => {
    expectLevels([
      ['green lid = level 6, today it is completely smooth, sits on the fork, slides off the spoon', 4, 'food'],
      ['赤いふた＝レベル5、今日はなめらかでダマなし、フォークの上で形を保つ、スプーンからするっと落ちる', 4, 'food'],
    ]);
  });
});
