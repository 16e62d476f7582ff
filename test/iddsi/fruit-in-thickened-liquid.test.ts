/**
 * Rule SOLID_IN_THICKENED_DRINK: a fruit served whole or in pieces in a thickened liquid keeps its own
 * hazards (round, skins, juice): it is a Level 7 food, not a thickened juice at Level 1. Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.SOLID_IN_THICKENED_DRINK.id}: fruit pieces in a thickened liquid stay fruit`, () => {
  it('round fruit and segments, in several languages', () => {
    expectLevels([
      ['cherries in thickened apple juice for bed 3', 7, 'food'],
      ['thickened grapes for Mum', 7, 'food'],
      ['mandarin segments in a thickened jelly drink', 7, 'food'],
      ['gajos de mandarina en jugo espesado', 7, 'food'],
      ['提子浸喺加稠果汁度', 7, 'food'],
      ['strawberries sitting in thickened milk', 7, 'food'],
    ]);
    const c = classifyText('cherries in thickened apple juice for bed 3');
    expect(c.hazards.map((h) => h.code)).toEqual(expect.arrayContaining(['round_long', 'skins_husks']));
  });
  it('a fruit added to a thickened juice in Chinese or Japanese, and a fruit named by its pieces, stay fruit', () => {
    expectLevels([
      ['增稠果汁加葡萄', 7, 'food'],
      ['増粘したジュースにぶどう', 7, 'food'],
      ['thickened pineapple chunks', 7, 'food'],
      ['thickened mango cubes', 7, 'food'],
    ]);
    // a stated drink level is the liquid's: the pieces in it keep their hazards
    expectLevels([
      ['level 2 thickened juice with grapes in it', 7, 'food'],
      ['增稠到3级的奶茶，里面还有珍珠', 7, 'food'],
    ]);
    // a flavour written with nothing between, or with a linking particle (の), stays the juice
    expectLevels([['とろみをつけたみかんのジュース', 1, 'drink']]);
    expectLevels([['芒果汁 加了凝固粉', 1, 'drink']]);
  });
  it('a fruit beside the name of its juice is the flavour: the thickened juice stays a drink', () => {
    expectLevels([
      ['thickened guava juice', 1, 'drink'],
      ['jus mangga dikentalkan', 1, 'drink'],
      ['芒果汁加咗凝固粉', 1, 'drink'],
    ]);
  });
  it(`a thickened fruit drink tested on the fork stays a drink (${RULES.THICKENED_FRUIT_DRINK.id})`, () => {
    expectLevels([['pre-thickened mango, sits in a mound on the fork, eaten with a spoon', 4, 'drink']]);
  });
});
