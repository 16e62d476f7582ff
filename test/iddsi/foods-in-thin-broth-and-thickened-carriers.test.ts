/**
 * Foods in a thin broth or syrup, emptied syringes and thickened carriers, answered dangerously or wrongly
 * before, closed as vocabulary held as data. Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.THIN_CARRIER.id}: a food served in a thin broth or syrup is a mixed consistency, in every language`, () => {
  it('pasta, noodles or pieces in broth are Level 7 food, never the broth as a drink', () => {
    expectLevels([
      ['tortellini in brodo', 7, 'food'],
      ['Nudeln in der Brühe', 7, 'food'],
      ['vermicelles dans le bouillon', 7, 'food'],
      ['macarrão no caldo de galinha', 7, 'food'],
      ['лапша в бульоне', 7, 'food'],
      ['pêssegos em calda', 7, 'food'],
    ]);
  });
  it('a food the engine cannot name in a broth is still a food, and not a confident one', () => {
    const answer = classifyText('gramigna in brodo');
    expect([answer.level, answer.kind]).toEqual([7, 'food']);
    expect(answer.confidence).toBeLessThan(0.8);
  });
  it('the broth on its own stays a thin drink', () => {
    expectLevels([
      ['brodo di pollo', 0, 'drink'],
      ['Hühnerbrühe', 0, 'drink'],
    ]);
  });
});

describe(`${RULES.FLOW_EMPTIED.id}: "not a drop came out" of the syringe is no flow`, () => {
  // FLOW_TEST_LEVELS_0_3: the flow test shows only "more than 8 ml left", Level 3
  it('reads as the no-flow result in English and Vietnamese, answered at Level 3', () => {
    expectLevels([
      ['thickened apple juice, flow test: not a single drop came out in 10 s', 3, 'drink'],
      ['sữa pha bột làm đặc, thử ống tiêm 10 giây: không một giọt nào chảy ra', 3, 'drink'],
    ]);
  });
});

describe(`${RULES.THICKENER_IN_CARRIER.id}: a thickener stirred into a broth or milk is no solid`, () => {
  it('is a thickened drink, not a mixed-consistency food, in every language', () => {
    expectLevels([
      ['thickener stirred in broth', 1, 'drink'],
      ['espesante disuelto en caldo', 1, 'drink'],
      ['épaississant dans le bouillon', 1, 'drink'],
      ['Andickungspulver in der Brühe', 1, 'drink'],
    ]);
    expect(classifyText('thickener stirred in broth').hazards).toEqual([]);
  });
  it('a solid named beside the thickener keeps the mixed consistency', () => {
    expectLevels([['noodles in broth with thickener', 7, 'food']]);
  });
});
