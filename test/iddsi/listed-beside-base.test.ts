/** Rule LISTED_BESIDE_KEEPS_HAZARDS: a food listed beside a base is a component of its own; the harder one decides. */
import { describe, it } from 'vitest';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels, expectStandingHazard } from '../support/iddsi';

describe(`${RULES.LISTED_BESIDE_KEEPS_HAZARDS.id}: the hardest component decides and its hazard is named`, () => {
  it('keeps plain rice served beside a soft base dry and sticky, in several languages', () => {
    expectStandingHazard(['egg custard and boiled rice', '蒸蛋和米饭', '燉蛋同白飯', 'lugaw at kanin'], 7, 'dry');
  });
  it('reads crackers, bread or toast listed beside a purée or porridge as Level 7', () => {
    expectLevels([
      ['pumpkin puree and a slice of bread', 7, 'food'],
      ['avena y galletas', 7, 'food'],
      ['bubur sumsum dan kerupuk', 7, 'food'],
    ]);
    expectStandingHazard(['smooth chocolate mousse and a cracker'], 7, 'crunchy');
  });
  it('still lets a preparation cover a whole list written without an article', () => {
    expectLevels([
      ['pureed chicken and carrots', 4, 'food'],
      ['purée de poulet et carottes, lisse', 4, 'food'],
    ]);
  });
});
