/**
 * Rule FORK_TEST_EVERY_PIECE: a tender fork result said of every piece was of every solid food named.
 * Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

const hazards = (text: string) => classifyText(text).hazards.map((h) => h.code);

describe(`${RULES.FORK_TEST_EVERY_PIECE.id}: a fork result said of every piece tests every food`, () => {
  it('takes the toughness of every food tested away', () => {
    expectLevels([
      ['diced swede and carrot, each piece 1cm, fork squashes them, thumbnail blanches', 6, 'food'],
      ['lamb and parsnip casserole, 1.5cm pieces, fork squashes every piece, thick gravy', 6, 'food'],
      ['beef and carrot stew, 1.5cm pieces, fork side cuts them', 6, 'food'],
    ]);
  });
  it('a result of one food, or a hazard no squashing removes, stands', () => {
    expect(hazards('beef and carrot stew, 1.5cm pieces, fork squashes the beef')).toContain('tough_fibrous');
    expect(hazards('chicken and peanuts, 1cm pieces, fork squashes them')).toContain('hard');
    expect(hazards('watermelon, juice drained, 1cm cubes, fork side cuts them')).toContain('juicy');
  });
  it('reads "squashes" as the test\'s verb, not the vegetable', () => {
    const foods = classifyText('boiled potato, 1cm cubes, fork squashes them').evidence.filter((e) => e.type === 'food');
    expect(foods.map((e) => e.matched)).toEqual(['boiled potato']);
  });
});
