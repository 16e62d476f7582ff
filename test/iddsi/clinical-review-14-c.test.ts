/** Review 14 (s14/text-c): drinks read as honey or food, approximations, hedged drink levels, soups, baby drinks. */
import { describe, it } from 'vitest';
import { expectLevels } from '../support/iddsi';

describe('review 14 finding 1: a cordial or honey drink is a thin drink, not honey-thick', () => {
  it('reads syrups and honey drinks made with water as thin drinks in each language', () => {
    expectLevels([
      ['sirup cocopandan', 0, 'drink'],
      ['air sirup', 0, 'drink'],
      ['segelas air sirap bandung', 0, 'drink'],
      ['はちみつドリンク', 0, 'drink'],
      ['ハニーレモン', 0, 'drink'],
      ['syrup and water', 0, 'drink'],
      ['jarabe con agua', 0, 'drink'],
    ]);
  });
  it('keeps honey itself and the legacy honey-thick comparison', () => {
    expectLevels([['honey consistency', 3, 'drink']]);
  });
});

describe('review 14 finding 2: a drink whose name is also a food word stays a drink', () => {
  it('reads squash, barley and oat drinks in a vessel as drinks', () => {
    expectLevels([
      ['a mug of squash', 0, 'drink'],
      ['squash with water', 0, 'drink'],
      ['a cup of barley', 0, 'drink'],
      ['lemon barley drink', 0, 'drink'],
      ['un vaso de avena', 0, 'drink'],
      ['avena fría', 0, 'drink'],
    ]);
  });
  it('reads <fruit, vegetable, nut>汁 as a juice and keeps 汁 of meat a gravy', () => {
    expectLevels([
      ['椰子汁', 0, 'drink'],
      ['芒果汁', 0, 'drink'],
      ['杏仁汁', 0, 'drink'],
      ['红萝卜汁', 0, 'drink'],
      ['ざくろジュース', 0, 'drink'],
    ]);
  });
  it('reads a licuado of fruit as a blended drink to be flow-tested', () => {
    expectLevels([['licuado de fresa', 1, 'drink']]);
  });
});
